"""Union monsters (同盟) in YGOPro's Simplified Chinese wording: the Union procedure their text states, the
reminder of its limits and what the monster gives the one it equips.

The classic rulebook has no Union monsters: the text is the rule (YGO Cartas.2). Its two wordings:

- the newer one: "①：1回合1次，可以从以下效果选择1个发动。●以自己场上1只…为对象，把这张卡当作装备卡使用给那只怪兽装备。
  装备怪兽被战斗·效果破坏的场合，作为代替把这张卡破坏。●装备的这张卡特殊召唤。" ("Once per turn, you can either:
  Target 1 … you control; equip this card to it, or unequip it and Special Summon it. If the equipped monster would be
  destroyed by battle or card effect, destroy this card instead.") and "②：装备怪兽的攻击力·守备力上升N。";
- the older one: "1回合1次，自己的主要阶段时可以当作装备卡使用给自己场上的…怪兽装备，或者把装备解除以表侧攻击表示特殊召唤。"
  (and the kin that name "「X」"), "只在这个效果当作装备卡使用的场合，装备怪兽的攻击力上升N。", with the reminder
  "（1只怪兽可以装备的同盟最多1张。装备怪兽被(战斗)破坏的场合，作为代替把这张卡破坏。）".

The procedure gives the card two Ignition Effects sharing one use a turn (``engine.games.ygo.union_ops``): equip it
from the Monster Zone to a monster the text names, and, while it equips one, Special Summon it. The rest of the text
is read by the clause compiler; the card is read only when all of it is.
"""

from __future__ import annotations

import re
from types import MappingProxyType

from engine.core.cards import Op
from engine.games.ygo.cards import Boost, Effect, TargetSpec
from engine.games.ygo.cardtext.compiler import Unread, Wording, compile_card
from engine.games.ygo.cardtext.model import Compiled
from engine.games.ygo.cardtext.zh_words import ATTRIBUTES, RACE, RACES

#: Which monster it equips: "机械族·光属性怪兽", "表侧表示怪兽", "名字带有「大日」的怪兽", "「X」或者「Y」".
_WHO = (rf"(?:(?P<race>{RACE})(?:·(?P<attr>[地水炎风光暗])属性)?|名字带有「(?P<has>[^」]+)」的|(?P<up>表侧表示))?怪兽"
        r"|(?P<names>「[^」]+」(?:或者「[^」]+」)*)")
#: The newer wording: a modal Ignition Effect, either equip (a target) or Special Summon.
_NEW = re.compile(rf"①：1回合1次，可以从以下效果选择1个发动。\n●以自己场上1只(?:{_WHO})为对象，把这张卡当作装备卡使用给那只怪兽装备。"
                  r"(?P<sub>装备怪兽被战斗·效果破坏的场合，作为代替把这张卡破坏。)\n●装备的这张卡特殊召唤。(?:\n|$)")
#: The older wordings: equip to a monster it names, or unequip in face-up Attack Position.
_OLD = re.compile(rf"(?:1个?回合1次，(?:在)?自己的主要阶段(?:时|，)?|1回合只有1次在自己的主要阶段)"
                  rf"(?:这张卡)?可以(?:当作装备卡使用|视为1张装备卡)(?:给自己场上的(?:{_WHO})装备|装备在自己的(?P<on>「[^」]+」)上)"
                  r"(?:，|、)或者(?:可以)?(?:把装备解除以|解除装备状态)表侧攻击表示特殊召唤。")
#: The older reminder: one Union per monster, destroyed instead of it (by battle, or by any destruction).
_REMINDER = re.compile(r"（1只怪兽(?:可以装备的同盟最多1张|至多只能装备1张同盟|最多只能装备1张同盟)。"
                       r"(?:装备怪兽被(?P<battle>战斗)?破坏的场合，(?:作为代替把这张卡破坏|这张卡代替破坏)"
                       r"|当装备了同盟的怪兽被(?P<battle2>战斗)破坏时，同盟会代替怪兽被破坏)。?）")
#: What it gives the monster it equips: "装备怪兽的攻击力(·守备力)上升N", only while equipped by its own effect.
#: "装备怪兽当作调整使用" (a Tuner) says nothing in the classic rules, which have no Synchro Summon (PhasesDelJuego.31);
#: the older "当这张卡以自身效果变成装备卡时具有以下效果：●…" may add that the equipped monster inflicts piercing damage.
_BONUS = re.compile(r"(?:②：|只(?:在|有因)这个效果当作装备卡使用(?:的场合|时)，|当这张卡以自身效果变成装备卡时具有以下效果：?\n●)"
                    r"装备怪兽(?:的|当作调整使用，)攻击力(?P<both>·守备力)?上升(?P<n>[0-9]+)点?。"
                    r"(?P<pierce>装备(?:这张卡的)?怪兽攻击守备表示的怪兽时，攻击力超出部分对对方造成战斗伤害。)?")
#: "(only while equipped by this effect,) when the equipped monster destroys an opponent's monster by battle: draw 1 card".
_BATTLE_DRAW = re.compile(r"(?:只在这个效果当作装备卡使用的场合，)?装备怪兽战斗破坏对方怪兽的场合，自己(?:从卡组)?抽1张卡。")


def _target(found: re.Match[str]) -> TargetSpec:
    """The face-up monster you control it may equip (YGO CartasMagicas.8: an Equip Card equips a face-up monster)."""
    race = RACES[found.group("race")] if found.group("race") else None
    extra: list[tuple[str, object]] = [("union", True)]
    if found.group("attr"):
        extra.append(("attribute", ATTRIBUTES[found.group("attr")]))
    names = found.group("names") or found.groupdict().get("on")
    if names:
        extra.append(("union_names", "|".join(re.findall(r"「([^」]+)」", names))))
    return TargetSpec("monstruos", "own", "monster", True, race=race, name_has=found.group("has"),
                      filter=tuple(sorted(extra, key=lambda item: item[0])))


def _procedure(target: TargetSpec, position: str) -> tuple[Effect, Effect]:
    """Equip it (from the Monster Zone, targeting) and Special Summon it (from the Spell & Trap Zone)."""
    equip = Effect("ignition", ops=(Op("union_equip", MappingProxyType({})),), target=target)
    summon = Effect("ignition", ops=(Op("union_summon", MappingProxyType({"position": position})),), zone="magias")
    return equip, summon


def _split(kind: str, sub: str, text: str) -> tuple[Compiled, set[str], str] | None:
    """The Union procedure, reminder and bonus of ``text`` read, and the rest of it (``None``: no Union text)."""
    if (kind, sub) != ("monster", "effect"):
        return None
    plain = text.strip().replace("\r", "")
    found = _NEW.search(plain) or _OLD.search(plain)
    if found is None:
        return None
    rest = plain[:found.start()] + plain[found.end():]
    substitute = "any"  # the newer wording: "被战斗·效果破坏的场合"
    if found.re is _OLD:
        reminder = _REMINDER.search(rest)
        if reminder is None:
            return None
        substitute = "battle" if reminder.group("battle") or reminder.group("battle2") else "any"
        rest = rest[:reminder.start()] + rest[reminder.end():]
    compiled: Compiled = {"effects": _procedure(_target(found), "" if found.re is _NEW else "attack"),
                          "keywords": frozenset({"union", f"union_sub:{substitute}"})}
    templates = {"union"}
    bonus = _BONUS.search(rest)
    if bonus is not None:
        amount = int(bonus.group("n"))
        compiled["boost"] = Boost(atk=amount, defense=amount if bonus.group("both") else 0)
        templates.add("union-boost")
        if bonus.group("pierce"):  # "the equipped monster inflicts piercing battle damage" (battle.py reads it)
            compiled["keywords"] = compiled["keywords"] | {"equip_piercing"}
            templates.add("union-piercing")
        rest = rest[:bonus.start()] + rest[bonus.end():]
    draw = _BATTLE_DRAW.search(rest)
    if draw is not None:  # a Trigger Effect of the equipped card, which must start (no "you can")
        compiled["effects"] += (Effect("equip_battle_destroys", ops=(Op("draw", MappingProxyType({"count": 1})),),
                                       optional=False),)
        templates.add("union-battle-draw")
        rest = rest[:draw.start()] + rest[draw.end():]
    return compiled, templates, rest.strip()


def compile_union(kind: str, sub: str, text: str, wording: Wording) -> tuple[Compiled, tuple[str, ...]] | None:
    """What a Union monster's whole ``text`` gives it and the templates that read it (``None``: it is no Union
    text, or some of the rest is not read)."""
    split = _split(kind, sub, text)
    if split is None:
        return None
    compiled, templates, rest = split
    if rest:
        try:
            more, used = compile_card(kind, sub, rest, wording)
        except Unread:
            return None
        if set(more) - {"effects", "keywords"}:
            return None
        compiled["effects"] = compiled["effects"] + tuple(more.get("effects", ()))
        compiled["keywords"] = compiled["keywords"] | frozenset(more.get("keywords", ()))
        templates |= set(used)
    return compiled, tuple(sorted(templates))


def rest_of(kind: str, sub: str, text: str) -> str | None:
    """What a Union monster's text says besides its procedure, reminder and bonus (``None``: no Union text), for
    the coverage command to list what is not read of it."""
    split = _split(kind, sub, text)
    return None if split is None else split[2]
