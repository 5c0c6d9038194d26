"""The Simplified Chinese wording of YGOPro's card texts (the shared ``cards.cdb``), clause by clause.

Each ``Piece`` reads one clause where the reading stands; the compiler (``compiler``) walks a
card's effects with them. The wordings are YGOPro's (new PSCT-like ones with ①② and 才能发动,
and the older ones with 选择…发动), the meanings those of ``model.Draft``.
"""

from __future__ import annotations

import json
import re
from types import MappingProxyType

from engine.core.cards import Op
from engine.games.ygo.cards import Boost, TargetSpec
from engine.games.ygo.cardtext.model import ACTION, ACTIVATE, COST, HEAD, STATIC, TARGET, TIMING, Draft, Fill, Piece

#: The Types as YGOPro's Chinese text writes them, and as Tapete names them.
RACES = {
    "龙族": "Dragón", "魔法师族": "Lanzador de Conjuros", "不死族": "Zombi", "战士族": "Guerrero",
    "兽战士族": "Guerrero Bestia", "兽族": "Bestia", "鸟兽族": "Bestia Alada", "恶魔族": "Demonio", "天使族": "Hada",
    "昆虫族": "Insecto", "恐龙族": "Dinosaurio", "爬虫类族": "Reptil", "鱼族": "Pez", "海龙族": "Serpiente Marina",
    "机械族": "Máquina", "雷族": "Trueno", "水族": "Aqua", "炎族": "Piro", "岩石族": "Roca", "植物族": "Planta",
    "电子界族": "Ciberso", "念动力族": "Psíquico", "幻龙族": "Wyrm",
}
ATTRIBUTES = {"地": "TIERRA", "水": "AGUA", "炎": "FUEGO", "风": "VIENTO", "光": "LUZ", "暗": "OSCURIDAD", "神": "DIVINO"}
_RACE = "|".join(sorted(RACES, key=len, reverse=True))
_N = "[0-9]+"
#: Which cards a search, summon or send picks: "1只4星以下的战士族怪兽", "「X」以外的1张「X」卡", "1只「X」".
FILTER = (rf"(?:「(?P<other>[^」]+)」以外的)?1(?:只|张)(?:(?P<lv>{_N})星(?P<lvc>以下|以上)?的?)?"
          rf"(?:(?P<stat>攻击力|守备力)(?P<sn>{_N})(?P<sc>以下|以上)的?)?(?:(?P<attr>[地水炎风光暗])属性的?)?"
          rf"(?:(?P<race>{_RACE})(?:·(?P<attr2>[地水炎风光暗])属性)?(?:·(?P<lv2>{_N})星)?)?(?:名字带有「(?P<has>[^」]+)」的|「(?P<q>[^」]+)」)?"
          r"(?P<noun>通常怪兽|仪式怪兽|怪兽|魔法·陷阱卡|场地魔法卡|装备魔法卡|魔法卡|陷阱卡|卡)?")
#: The zones a card is taken from: "your hand", "your hand or Deck", "your hand, Deck or GY"…
_ZONES = r"(?:手卡|卡组|墓地)(?:(?:·|或者|、|或)(?:自己的?)?(?:手卡|卡组|墓地))*"
#: Who a sentence's "that card" is: the target chosen when the effect was activated.
THAT = (rf"(?:那只(?:对方|自己)?的?(?:表侧表示的?)?(?:{_RACE}|效果)?怪兽|那只攻击怪兽|那张(?:对方|表侧表示的)?(?:卡|魔法·陷阱卡|陷阱卡|魔法卡)|那些(?:怪兽|卡)"
        r"|选择的(?:怪兽|卡)|那个对象|作为对象的(?:对方的)?(?:怪兽|卡))")


def card_filter(found: re.Match[str]) -> dict[str, object] | None:
    """The arguments of an operation picking cards by ``FILTER`` (``None``: it names nothing)."""
    noun, quoted = found.group("noun"), found.group("q")
    if not noun and not quoted:
        return None
    args: dict[str, object] = {}
    if quoted and not noun:
        args["name"] = quoted  # 1只「X」: the card of that name
    elif quoted or found.group("has"):
        args["name_has"] = quoted or found.group("has")  # an archetype: a card with it in its name
    if noun:
        args["kind"] = {"魔法·陷阱卡": "spell_trap", "魔法卡": "spell", "场地魔法卡": "spell", "装备魔法卡": "spell",
                        "陷阱卡": "trap", "卡": ""}.get(noun, "monster")
        sub = {"通常怪兽": "normal", "仪式怪兽": "ritual", "场地魔法卡": "field", "装备魔法卡": "equip"}.get(noun)
        if sub:
            args["sub"] = sub
    if found.group("other"):
        args["other"] = found.group("other")
    if found.group("lv2"):  # "1 Machine·Level 4 monster"
        args["level"] = int(found.group("lv2"))
    if found.group("lv"):  # "Level 4 or lower", "Level 5 or higher", "Level 3"
        args[{"以下": "max_level", "以上": "min_level"}.get(found.group("lvc") or "", "level")] = int(found.group("lv"))
    if found.group("attr") or found.group("attr2"):
        args["attribute"] = ATTRIBUTES[found.group("attr") or found.group("attr2")]
    if found.group("stat"):  # "with 1500 or less DEF"
        args[("max_" if found.group("sc") == "以下" else "min_") + ("atk" if found.group("stat") == "攻击力" else "def")] = int(found.group("sn"))
    if found.group("race"):
        args["race"] = RACES[found.group("race")]
    if (found.group("lv") or found.group("attr") or found.group("race") or found.group("stat")) and args.get("kind") != "monster":
        return None
    return args


# ---------------------------------------------------------------------------------- targets

_WHERE = {"场上": ("monstruos", "any"), "自己场上": ("monstruos", "own"), "对方场上": ("monstruos", "opponent"),
          "自己墓地": ("cementerio", "own"), "对方墓地": ("cementerio", "opponent"), "自己的墓地": ("cementerio", "own"),
          "自己或者对方的墓地": ("cementerio", "any"), "双方墓地": ("cementerio", "any"), "除外的": ("desterradas", "own")}
_TARGET = (rf"(?:「(?P<other>[^」]+)」以外的)?(?P<where>{'|'.join(sorted(_WHERE, key=len, reverse=True))})(?P<up0>表侧表示)?(?:存在)?的?"
           rf"(?P<count>[1-5])(?P<unit>只|张)(?:自己的)?(?P<up>表侧表示的?)?(?:(?P<lv>{_N})星(?P<lvc>以下|以上)?的?)?(?:(?P<attr>[地水炎风光暗])属性的?)?"
           rf"(?:(?P<race>{_RACE})(?:·(?P<attr2>[地水炎风光暗])属性)?)?(?:「(?P<has>[^」]+)」|名字带有「(?P<has2>[^」]+)」的)?"
           r"(?P<what>通常怪兽|效果怪兽|怪兽|魔法·陷阱卡|魔法卡|陷阱卡|卡)")


def _target(draft: Draft, found: re.Match[str]) -> None:
    """"Target 1 face-up Level 4 or lower LIGHT Warrior "X" monster in your GY, except "Y"": the slots
    of where (side and zone), face-up, Level, Attribute, Type, name and kind (YGO Cartas.2)."""
    zone, side = _WHERE[found.group("where")]
    what = found.group("what")
    if what not in ("怪兽", "通常怪兽", "效果怪兽") and zone == "monstruos":
        zone = "magias" if what != "卡" else "field"
    kind = {"魔法卡": "spell", "陷阱卡": "trap"}.get(what, "monster" if "怪兽" in what else None)
    race = RACES[found.group("race")] if found.group("race") else None
    if (found.group("lv") or found.group("attr") or found.group("attr2") or race) and kind != "monster":
        raise ValueError("a monster's Level, Attribute or Type, of another kind")
    extra: dict[str, object] = {}
    if found.group("other"):
        extra["other"] = found.group("other")
    if found.group("attr") or found.group("attr2"):
        extra["attribute"] = ATTRIBUTES[found.group("attr") or found.group("attr2")]
    if what != "怪兽" and kind == "monster":
        extra["sub"] = "normal" if what == "通常怪兽" else "effect"
    level = int(found.group("lv")) if found.group("lv") else None
    if level is not None and found.group("lvc") != "以下":
        extra["min_level" if found.group("lvc") == "以上" else "level"] = level
    draft.target = TargetSpec(zone, side, kind, True if found.group("up") or found.group("up0") else None, race=race,
                              name_has=found.group("has") or found.group("has2"),
                              max_level=level if found.group("lvc") == "以下" else None, filter=tuple(sorted(extra.items())),
                              count=int(found.group("count")))


#: The older "choose 1 … and destroy/banish/… it" (选择场上1张卡破坏): a target and what is done to it.
_CHOSEN = {"破坏": "destroy", "从游戏中除外": "banish", "除外": "banish", "加入手卡": "to_hand", "回到持有者手卡": "return",
           "回到手卡": "return"}


def _chosen(draft: Draft, found: re.Match[str]) -> None:
    if draft.target is not None:
        raise ValueError("a target already")
    _target(draft, found)
    draft.op(_CHOSEN[found.group("act")], what="target")


# ---------------------------------------------------------------------------------- the table

def _once_name(draft: Draft, found: re.Match[str]) -> None:
    marks = found.group("marks") or ""
    shared = "任意" in found.group(0) or "只能" in found.group(0) and len(marks) > 1
    for mark in marks or "*":
        draft.card_once[mark] = "name:" + ("shared" if shared else mark)


def _set(**values: object) -> Fill:
    def fill(draft: Draft, found: re.Match[str]) -> None:
        for key, value in values.items():
            setattr(draft, key, value)
    return fill


def _summon_limit(limit: str) -> Fill:
    def fill(draft: Draft, found: re.Match[str]) -> None:
        draft.summon_limit.add(limit)
    return fill


def _op(name: str, **args: object) -> Fill:
    def fill(draft: Draft, found: re.Match[str]) -> None:
        draft.op(name, **args)
    return fill


def _from_zone(op: str) -> Fill:
    def fill(draft: Draft, found: re.Match[str]) -> None:
        args = card_filter(found)
        if args is None:
            raise ValueError("no card named")
        zones = tuple({"手卡": "mano", "卡组": "mazo", "墓地": "cementerio"}[z] for z in re.findall("手卡|卡组|墓地", found.group("zones")))
        position = found.groupdict().get("pos")
        draft.op(op, zones=zones, position={"守备表示": "defense", "盖伏": "set"}.get(position or "", "attack" if position else ""), **args)
    return fill


def _activate(draft: Draft, found: re.Match[str]) -> None:
    """才能发动: what came before is the condition and the cost — sending the top cards of the
    Deck to the GY is a cost there (光之援军 Charge of the Light Brigade)."""
    if any(op.name != "mill" for op in draft.ops):
        raise ValueError("an effect before its activation")
    draft.costs.extend(draft.ops)
    draft.ops.clear()
    draft.activated = True
    # a monster's "you can" (才能发动) is offered; a bare 发动 must start (a card's activation is always chosen)
    draft.optional = draft.kind != "monster" or found.group(0).startswith(("才能", "可以"))


def _answers(draft: Draft, found: re.Match[str]) -> None:
    """"When a (an opponent's) Spell/Trap Card is activated": what a negating card answers."""
    what = found.group("what")
    if found.group("opp"):
        if what != "魔法·陷阱卡":
            raise ValueError("only an opponent's Spell or Trap is answered")
        draft.when = "opponent_activation"
    else:
        draft.when = {"魔法·陷阱卡": "activation", "魔法卡": "spell_activation", "陷阱卡": "trap_activation"}[what]


def _own_monster_destroyed(draft: Draft, found: re.Match[str]) -> None:
    """A Continuous Spell's "if a monster you control is destroyed by battle or card effect: …" that must start
    (把这个效果发动): a Trigger Effect of the face-up card (``EffectsMixin.destroyed_triggers``)."""
    if (draft.kind, draft.sub) != ("spell", "continuous") or draft.trigger is not None:
        raise ValueError("a Continuous Spell's trigger")
    draft.trigger, draft.activated, draft.optional = "own_monster_destroyed", True, False


def _own_gy_summoned(draft: Draft, found: re.Match[str]) -> None:
    """A Continuous Spell's "when a monster in your GY is Special Summoned, (you can) …" (older wording): a Trigger
    Effect of the face-up card (``EffectsMixin.spell_triggers``)."""
    if (draft.kind, draft.sub) != ("spell", "continuous") or draft.trigger is not None:
        raise ValueError("a Continuous Spell's trigger")
    draft.trigger = "own_gy_summoned"


def _hand_to_deck(draft: Draft, found: re.Match[str]) -> None:
    """"Shuffle 1 card from your hand into the Deck" (chosen as it resolves): with no card in the hand the effect is
    not activated (YGO Cartas.2); "…时可以…" (older wording, no comma): its controller may."""
    if found.group("may") and draft.trigger is not None and not draft.activated:
        draft.activated, draft.optional = True, True
    draft.conditions.append("hand")
    draft.op("hand_to_deck")


def _negate_monster(draft: Draft, found: re.Match[str]) -> None:
    """A Counter Trap's "negate the activation of an Effect Monster's effect, and destroy it": it answers that
    activation (YGO CartasDeTrampa.7, Cadenas.9); the older wording says its cost first ("Discard 1 card."),
    paid as the card is activated."""
    if (draft.kind, draft.sub) != ("trap", "counter") or draft.when is not None:
        raise ValueError("a Counter Trap's answer")
    draft.when, draft.activated = "monster_activation", True
    draft.op("negate")


def _condition(name: str) -> Fill:
    def fill(draft: Draft, found: re.Match[str]) -> None:
        draft.conditions.append(name)
    return fill


def _summon_self(zone: str, trigger: str) -> Fill:
    """"Special Summon this card from your hand/GY": an effect used from there (a procedure when
    the text says it "can be Special Summoned", with no activation)."""
    def fill(draft: Draft, found: re.Match[str]) -> None:
        if draft.zone not in ("", zone) or (trigger == "procedure" and draft.activated):
            raise ValueError("summoned from another zone")
        draft.zone = zone
        if trigger == "procedure":
            draft.trigger, draft.activated = "procedure", True
        elif draft.trigger is None:
            draft.trigger = "ignition"
        draft.op("summon_self", position="defense" if found.group("pos") else "")
    return fill


def _ritual_monster(draft: Draft, found: re.Match[str]) -> None:
    """"This card is Ritual Summoned with "X"": what its Ritual Spell does (YGO CartasDeMonstrusDeRitual)."""
    if (draft.kind, draft.sub) != ("monster", "ritual"):
        raise ValueError("only a Ritual Monster says so")


def _in_graveyard(draft: Draft, found: re.Match[str]) -> None:
    """"If this card is in your GY:": an Ignition Effect used from the Graveyard."""
    if draft.zone not in ("", "cementerio") or draft.trigger not in (None, "ignition"):
        raise ValueError("used from another zone")
    draft.zone, draft.trigger = "cementerio", "ignition"


def _unique(draft: Draft, found: re.Match[str]) -> None:
    """"You can only control 1 face-up "X"": a monster's (the engine keeps it for monsters only)."""
    if draft.kind != "monster":
        raise ValueError("a monster's limit only")
    draft.keywords.add("unique_face_up")


def _tribute_to(draft: Draft, found: re.Match[str]) -> None:
    """"You can Tribute this card to …" (older wording): the cost of an Ignition Effect of this
    card, activated at its controller's choice (YGO CartasDeMonstruosDeEfecto.6)."""
    if draft.kind != "monster" or draft.trigger not in (None, "ignition") or draft.activated:
        raise ValueError("a monster's Ignition Effect only")
    draft.cost("tribute_self")
    draft.trigger, draft.activated, draft.optional = "ignition", True, True


def _discard_self(draft: Draft, found: re.Match[str]) -> None:
    """"Discard this card;": the effect is used from the hand."""
    draft.zone = "mano"
    draft.cost("discard_self")


def _send_self(draft: Draft, found: re.Match[str]) -> None:
    """"Send this card from your hand to the GY;": the effect is used from the hand (it is not a
    discard)."""
    draft.zone = "mano"
    draft.cost("send_self")


def _ignition_self(draft: Draft, op: str) -> None:
    """"Once per turn, this card can be changed to face-down Defense Position": an Ignition Effect
    of this card, once per turn (YGO CartasDeMonstruosDeEfecto.1)."""
    if draft.trigger not in (None, "ignition"):
        raise ValueError("an Ignition Effect only")
    draft.trigger, draft.activated, draft.once = "ignition", True, "copy"
    draft.op(op, what="self")


def _equip_boost(draft: Draft, found: re.Match[str]) -> None:
    """"The equipped monster gains 500 ATK": the Equip Spell's lasting boost."""
    if (draft.kind, draft.sub) != ("spell", "equip") or draft.boost is not None:
        raise ValueError("an Equip Spell's boost")
    amount = int(found.group("n")) * (1 if found.group("dir") == "上升" else -1)
    stat = found.group("stat")
    draft.boost = Boost(atk=amount if stat != "守备力" else 0, defense=amount if stat != "攻击力" else 0)


def _equip_to(draft: Draft, found: re.Match[str]) -> None:
    """"Equip only to a Warrior / a "X" monster": which face-up monsters it equips."""
    if (draft.kind, draft.sub) != ("spell", "equip"):
        raise ValueError("an Equip Spell's limit")
    race = RACES[found.group("race")] if found.group("race") else None
    draft.equip_to = TargetSpec("monstruos", "any", "monster", True, race=race, name_has=found.group("q") or found.group("has"))


def _pick_cost(zone: str, how: str) -> Fill:
    """A cost picking a card of the hand or of your field: "discard 1 "X" monster", "send 1 Level 2 or lower
    monster from your hand to the GY", "Tribute 1 Cyberse monster" (YGO CartasDeMonstruosDeEfecto.6)."""
    def fill(draft: Draft, found: re.Match[str]) -> None:
        args = card_filter(found)
        if args is None or zone == "monstruos" and args.get("kind") != "monster":
            raise ValueError("no card named")
        draft.costs.append(Op("pick_cost", MappingProxyType({"zone": zone, "how": how, **args})))
    return fill


def _kinds_procedure(draft: Draft, found: re.Match[str]) -> None:
    """A Special Summon procedure from the hand needing N monsters of different names with "X" in their
    names in your GY (``gy_names:<N>:<X>``)."""
    if "no_normal" not in draft.summon_limit:
        raise ValueError("a monster that cannot be Normal Summoned")
    draft.conditions.append(f"gy_names:{found.group('n')}:{found.group('has')}")
    _summon_self("mano", "procedure")(draft, found)


def _any_summon(draft: Draft, found: re.Match[str]) -> None:
    """"When a monster (your opponent's monster with N or more ATK) is Normal or Flip Summoned or Special
    Summoned": a trap answering any Summon (``any_summon``), the monster's ATK a condition."""
    if draft.kind != "trap":
        raise ValueError("a trap's timing")
    draft.when = "opponent_any_summon" if found.group("opp") else "any_summon"
    if found.group("n"):
        draft.conditions.append(f"summoned_min_atk:{found.group('n')}")


def _direct_attack_declared(draft: Draft, found: re.Match[str]) -> None:
    """"When an opponent's monster declares a direct attack": what answers that attack (a monster's effect
    from the hand, a Quick Effect: 消战者 Battle Fader, 速攻稻草人 Swift Scarecrow)."""
    draft.when = "opponent_attack"
    draft.conditions.append("direct_attack")
    draft.quick = draft.kind == "monster"


def _banish_on_leave(draft: Draft, found: re.Match[str]) -> None:
    """"The card Special Summoned by this effect is banished when it leaves the field", said of the summon
    before it (perhaps with "then end the Battle Phase" between)."""
    after = [op for op in draft.ops if op.name == "end_battle"]
    draft.ops[:] = [op for op in draft.ops if op.name != "end_battle"]
    draft.amend(("summon_self",), banish_on_leave=True)
    draft.ops.extend(after)


def _equip_from_graveyard(draft: Draft, found: re.Match[str]) -> None:
    """The older "choose 1 Equip Spell in your GY and add it to your hand" (泉之精灵 Fairy of the Spring): a target."""
    if draft.target is not None:
        raise ValueError("a target already")
    draft.target = TargetSpec("cementerio", "own", "spell", filter=(("sub", "equip"),))
    draft.op("to_hand", what="target")


def _until_battle_end(draft: Draft, found: re.Match[str]) -> None:
    """"That monster gains N ATK until the end of that Battle Phase" (虚荣巨影 Ego Boost)."""
    _modify("target")(draft, found)
    draft.amend(("modify",), until="battle")


def _hold(draft: Draft, found: re.Match[str]) -> None:
    """"That monster loses N ATK, cannot attack or change its battle position" (a Continuous Trap's target), said
    with "when that monster leaves the field, destroy this card" (``_op_hold``)."""
    if (draft.kind, draft.sub) != ("trap", "continuous") or draft.target is None:
        raise ValueError("a Continuous Trap's target")
    draft.op("hold", what="target", atk=-int(found.group("n")))


def _after_damage(condition: str) -> Fill:
    """"After damage calculation, if this card battled (if this face-down card was attacked)": a monster's trigger."""
    def fill(draft: Draft, found: re.Match[str]) -> None:
        if draft.kind != "monster":
            raise ValueError("a monster's")
        draft.trigger = "after_damage"
        draft.conditions.append(condition)
    return fill


def _boost_per_level(draft: Draft, found: re.Match[str]) -> None:
    """A Continuous Spell's "monsters your opponent controls lose N ATK for each of their Levels" (YGO Cartas.2)."""
    if (draft.kind, draft.sub) not in (("spell", "continuous"), ("trap", "continuous")) or draft.boost is not None:
        raise ValueError("a continuous card's one boost")
    draft.boost = Boost(atk=-int(found.group("n")), side="opponent", per_level=True)


def _before_damage(draft: Draft, found: re.Match[str]) -> None:
    """"Before damage calculation, if this card attacks a Defense Position monster": a monster's trigger."""
    if draft.kind != "monster":
        raise ValueError("a monster's")
    draft.trigger = "before_damage"
    draft.conditions.append("attacks_defense")


def _battled_to_deck(draft: Draft, found: re.Match[str]) -> None:
    """"That monster returns to the Deck": the monster this card attacks (before damage calculation)."""
    if draft.trigger != "before_damage":
        raise ValueError("said after 'before damage calculation'")
    draft.op("battled_to_deck")


def _banish_self(draft: Draft, found: re.Match[str]) -> None:
    """"Banish this card from your GY;": the effect is used from the Graveyard."""
    draft.zone = "cementerio"
    draft.cost("banish_self")


def _shuffled(draft: Draft, found: re.Match[str]) -> None:
    """"Then shuffle your Deck": said after taking a card from the Deck, which shuffles it anyway."""
    if not draft.ops or "mazo" not in draft.ops[-1].get("zones", ()):
        raise ValueError("a shuffle after nothing taken from the Deck")


def _modify(what: str) -> Fill:
    def fill(draft: Draft, found: re.Match[str]) -> None:
        amount = int(found.group("n")) * (1 if found.group("dir") == "上升" else -1)
        both = found.group("stat") == "攻击力·守备力"
        draft.op("modify", what=what, atk=amount if found.group("stat") != "守备力" else 0, **{"def": amount if both or found.group("stat") == "守备力" else 0})
    return fill


def _destroy_one(draft: Draft, found: re.Match[str]) -> None:
    """The older "destroy 1 monster on your opponent's field" (破坏对方场上1只怪兽): the card is
    chosen when the effect is activated, as a target."""
    if draft.target is not None:
        raise ValueError("a target already")
    zone, kind = {"怪兽": ("monstruos", "monster"), "魔法·陷阱卡": ("magias", None), "卡": ("field", None)}[found.group("what")]
    draft.target = TargetSpec(zone, {"对方场上": "opponent", "自己场上": "own", "场上": "any"}[found.group("side")], kind)
    draft.op("destroy", what="target")


_BOOST_SIDES = {"自己场上": "own", "自己": "own", "对方场上": "opponent", "场上": "any", "双方场上": "any"}
#: "As long as this card is face-up on the field / in the Monster Zone / in the Spell & Trap Zone:".
_WHILE = r"只要这张卡在(?:自己场上表侧表示|场上表侧表示|怪兽区域|场上|魔法与陷阱区域|场地区域)存在"


def _lasting_boost(draft: Draft, found: re.Match[str]) -> None:
    """"(As long as this card is face-up on the field,) the Warrior monsters you control gain 500
    ATK": a lasting boost of the monsters it names while the card is face-up on the field (YGO
    Cartas.2); a monster's says "as long as"."""
    if draft.boost is not None or (draft.kind, draft.sub) == ("spell", "equip"):
        raise ValueError("one boost, not an equip's")
    if draft.kind == "monster" and not found.group("while"):
        raise ValueError("a monster's boost lasts while it is on the field")
    if draft.kind in ("spell", "trap") and draft.sub not in ("continuous", "field"):
        raise ValueError("a lasting card's boost")
    side = _BOOST_SIDES.get(found.group("side") or "", "any")
    if not (found.group("side") or found.group("all") or found.group("races") or found.group("attr")):
        raise ValueError("no monsters named")
    races = tuple(RACES[r] for r in found.group("races").split("·")) if found.group("races") else ()
    attrs = (ATTRIBUTES[found.group("attr")],) if found.group("attr") else ()
    atk = defense = 0
    for stat, way, amount in ((found.group("stat"), found.group("dir"), found.group("n")),
                              (found.group("stat2"), found.group("dir2"), found.group("n2"))):
        if not stat:
            continue
        value = int(amount) * (1 if way == "上升" else -1)
        if stat != "守备力":
            atk += value
        if stat != "攻击力":
            defense += value
    draft.boost = Boost(atk=atk, defense=defense, side=side, races=races, attributes=attrs,
                        others=bool(found.groupdict().get("others")))


_BOOST_TAIL = (rf"(?P<side>自己场上|对方场上|双方场上|场上|自己(?=的))?(?:的)?(?:表侧表示(?:存在)?的)?(?P<all>全部的?)?"
               rf"(?:(?P<attr>[地水炎风光暗])属性的?)?(?P<races>(?:{_RACE})(?:·(?:{_RACE}))*)?(?:的)?怪兽的?"
               rf"(?P<stat>攻击力·守备力|攻击力和守备力|攻击力|守备力)(?P<dir>上升|下降)(?P<n>{_N})(?:点)?"
               rf"(?:，(?P<stat2>守备力)(?P<dir2>上升|下降)(?P<n2>{_N})(?:点)?)?")
_BOOST = rf"(?:(?P<while>{_WHILE})，)?{_BOOST_TAIL}"
#: 启动炮司令官 Launcher Commander: "… the Cyberse monsters you control, except this card, gain 300 ATK/DEF"
_BOOST_OTHERS = rf"(?P<while>{_WHILE})，(?P<others>这张卡以外的){_BOOST_TAIL}"


_ALL = {("场上", "怪兽"): "all_monsters", ("对方场上", "怪兽"): "opponent_monsters", ("自己场上", "怪兽"): "own_monsters",
        ("场上", "魔法·陷阱卡"): "all_spells", ("对方场上", "魔法·陷阱卡"): "opponent_spells",
        ("对方场上", "攻击表示怪兽"): "opponent_attack_monsters", ("场上", "卡"): "all_cards",
        ("对方场上", "卡"): "opponent_cards", ("场上", "攻击表示怪兽"): "attack_monsters",
        ("自己场上", "魔法·陷阱卡"): "own_spells", ("自己场上", "卡"): "own_cards", ("自己场上", "攻击表示怪兽"): "own_attack_monsters"}
_STAT = r"(?P<stat>攻击力·守备力|攻击力|守备力)"
_MODIFY = rf"{_STAT}直到(?:回合结束|结束阶段)时(?P<dir>上升|下降)(?P<n>{_N})"

_SIDES = {"场上": "any", "双方场上": "any", "对方场上": "opponent", "自己场上": "own"}
_KINDS = {"怪兽": ("monstruos", None), "攻击表示怪兽": ("monstruos", None), "守备表示怪兽": ("monstruos", None),
          "魔法·陷阱卡": ("magias", None), "魔法卡和陷阱卡": ("magias", None), "魔法卡": ("magias", "spell"), "陷阱卡": ("magias", "trap"), "卡": ("field", None)}


def _destroy_all(draft: Draft, found: re.Match[str]) -> None:
    """"Destroy all face-up DARK monsters your opponent controls" and the like: every card on a side
    of the field that the slots name (kind, face-up or Set, Attribute, Types, position, not this card)."""
    zone, kind = _KINDS[found.group("what")]
    face = found.group("face") or ""
    if zone == "field" and (found.group("attr") or found.group("races") or found.group("xattr")):
        raise ValueError("a monster's Attribute or Type, of any card")
    args: dict[str, object] = {"side": _SIDES[found.group("side")], "zone": zone}
    if kind:
        args["kind"] = kind
    if "表侧" in face:
        args["face_up"] = True
    elif "盖放" in face:
        args["face_up"] = False
    if found.group("what") in ("攻击表示怪兽", "守备表示怪兽"):
        args["position"] = "attack" if found.group("what") == "攻击表示怪兽" else "defense"
    if found.group("attr"):
        args["attribute"] = ATTRIBUTES[found.group("attr")]
    if found.group("xattr"):
        args["not_attribute"] = ATTRIBUTES[found.group("xattr")]
    if found.group("races"):
        args["races"] = tuple(RACES[r] for r in found.group("races").split("·"))
    if found.group("xself"):
        args["not_self"] = True
    draft.op("destroy_all", **args)


_DESTROY_ALL = (rf"(?P<xself>这张卡以外的)?(?P<side>双方场上|对方场上|自己场上|场上)(?:存在的|的)?(?P<face>表侧表示存在的|以表侧表示存在的|表侧表示的?|盖放的?)?"
                rf"(?:(?P<xattr>[地水炎风光暗])属性怪兽以外的)?(?:(?P<attr>[地水炎风光暗])属性的?)?(?P<races>(?:{_RACE})(?:·(?:{_RACE}))*)?"
                r"(?P<what>攻击表示怪兽|守备表示怪兽|怪兽|魔法·陷阱卡|魔法卡和陷阱卡|魔法卡|陷阱卡|卡)(?P<act>全部破坏)")
#: "Return all … to the hand" (场上的魔法卡和陷阱卡全部回到控制者手卡): the same slots.
_RETURN_ALL = _DESTROY_ALL.replace("(?P<act>全部破坏)", "(?P<act>全部回到(?:持有者|控制者)?的?手卡)")


def _all_of_kind(draft: Draft, found: re.Match[str]) -> None:
    """"Destroy / return to the hand all …" (``_DESTROY_ALL``): which, by the action it ends with."""
    _destroy_all(draft, found)
    if "破坏" not in found.group("act"):
        last = draft.ops.pop()
        draft.op("return_all", **last.args)


def _attacker(draft: Draft, found: re.Match[str]) -> None:
    """"Target 1 attacking monster": the monster whose attack this answers (YGO Cartas.2)."""
    if draft.target is not None:
        raise ValueError("a target already")
    draft.target = TargetSpec("monstruos", "any", "monster", filter=(("attacker", True),))


def _attacker_goes(draft: Draft, found: re.Match[str]) -> None:
    """The older "banish (destroy) that 1 attacking monster": the attacker is the target (YGO Cartas.2)."""
    _attacker(draft, found)
    draft.op("destroy" if found.group("act") == "破坏" else "banish", what="target")


def _destroy_pick(draft: Draft, found: re.Match[str]) -> None:
    """"(You can) choose 1 card on the field and destroy it" (选场上1张卡破坏): chosen as the effect
    resolves, not targeted; "you can" (可以, perhaps read as the gap before it) is asked then."""
    zone, kind = {"怪兽": ("monstruos", None), "魔法·陷阱卡": ("magias", None), "卡": ("field", None)}[found.group("what")]
    may = bool(found.group("may")) or found.string[:found.start()].endswith("可以")
    draft.op("destroy_pick", side=_SIDES[found.group("side")], zone=zone, optional=may)


def _holds(draft: Draft, found: re.Match[str]) -> None:
    """A card whose text places Spell Counters on it can hold them; "(max N)" is the most it holds."""
    draft.keywords.add("spell_counters")
    if found.groupdict().get("max"):
        draft.keywords.add(f"counter_max:{found.group('max')}")


def _counter_gain(draft: Draft, found: re.Match[str]) -> None:
    """"Each time a Spell Card is activated, place 1 Spell Counter on this card (max 3)": a monster's,
    while it is face-up on the field (YGO Cartas.2)."""
    if draft.kind != "monster":
        raise ValueError("a monster's counters only")
    _holds(draft, found)
    draft.keywords.add(f"counter_gain:{found.group('n') or 1}")


def _counter_self(draft: Draft, found: re.Match[str]) -> None:
    """"Place N Spell Counters on this card (max N)"."""
    _holds(draft, found)
    draft.op("add_counter", what="self", count=int(found.group("n")))


def _atk_per_counter(draft: Draft, found: re.Match[str]) -> None:
    """"This card gains N ATK for each Spell Counter on it"."""
    if draft.kind != "monster":
        raise ValueError("a monster's ATK")
    _holds(draft, found)
    draft.keywords.add(f"atk_per_counter:{found.group('n') or found.group('m') or found.group('k')}")


def _remove_counters(draft: Draft, found: re.Match[str]) -> None:
    """"Remove N Spell Counters from this card;": a cost, which needs as many on it (YGO
    CartasDeMonstruosDeEfecto.6); the older wording ("you can remove … to …") says no 发动."""
    draft.cost("remove_counters", count=int(found.group("n")))
    if found.group("may") or found.string[:found.start()].endswith("可以"):
        if draft.kind != "monster" and draft.trigger == "quick" and not draft.activated:
            draft.activated, draft.optional = True, True  # "once per turn, during your turn: you can remove …"
            return
        if draft.kind != "monster" or draft.trigger not in (None, "ignition") or draft.activated:
            raise ValueError("a monster's Ignition Effect only")
        draft.trigger, draft.activated, draft.optional = "ignition", True, True


def _own_turn_once(draft: Draft, found: re.Match[str]) -> None:
    """"Once per turn, during your turn:" of a face-up Continuous Spell or Trap: an effect it uses then, at any
    open moment of that turn (a Trap's is Spell Speed 2: YGO Cadenas.9)."""
    if (draft.kind, draft.sub) not in (("trap", "continuous"), ("spell", "continuous")) or draft.trigger or draft.ops:
        raise ValueError("a continuous card's effect")
    draft.trigger = "quick" if draft.kind == "trap" else "ignition"
    draft.once = "copy"
    draft.conditions.append("own_turn")


def _main1_only(draft: Draft, found: re.Match[str]) -> None:
    """"This effect can only be activated during Main Phase 1": a monster's Ignition Effect, activated then."""
    if draft.kind != "monster" or draft.trigger not in (None, "ignition") or draft.activated:
        raise ValueError("a monster's Ignition Effect only")
    draft.trigger, draft.activated, draft.optional = "ignition", True, True
    draft.conditions.append("main1")


def _standby(draft: Draft, found: re.Match[str]) -> None:
    """A face-up monster's or Continuous Spell's "during your Standby Phase: …" (YGO PhasesDelJuego.5)."""
    if (draft.kind, draft.sub) not in (("monster", "effect"), ("spell", "continuous")) or draft.trigger is not None:
        raise ValueError("a monster's or Continuous Spell's own trigger")
    draft.trigger = "standby"


def _spell_gain(draft: Draft, found: re.Match[str]) -> None:
    """A Continuous Spell's "each time a Spell Card is activated, gain N LP" (``textops.spell_resolved``)."""
    if (draft.kind, draft.sub) != ("spell", "continuous"):
        raise ValueError("a Continuous Spell's")
    draft.keywords.add(f"spell_gain:{found.group('n')}")


def _spell_burn(draft: Draft, found: re.Match[str]) -> None:
    """A monster's "each time you activate a Normal Spell Card, inflict N damage to your opponent" while it
    is face-up (``textops.spell_resolved``)."""
    _monster_keyword(draft, f"normal_spell_burn:{found.group('n')}")


def _counters_destroy(draft: Draft, found: re.Match[str]) -> None:
    """A monster's "for every N Spell Counters removed from this card, destroy 1 monster on the field": an Ignition
    Effect whose cost is N counters (YGO CartasDeMonstruosDeEfecto.6), used as often as they last."""
    if draft.kind != "monster" or draft.trigger is not None or draft.activated:
        raise ValueError("a monster's Ignition Effect only")
    draft.cost("remove_counters", count=int(found.group("n")))
    draft.trigger, draft.activated, draft.optional = "ignition", True, True
    _destroy_one(draft, found)


def _gain_if_destroyed(draft: Draft, found: re.Match[str]) -> None:
    """"If destroyed by this effect, your opponent gains N LP": said after a destruction (Soul Taker)."""
    if not draft.ops or draft.ops[-1].name != "destroy":
        raise ValueError("after a destruction only")
    draft.op("gain_if_destroyed", amount=int(found.group("n")))


def _destroy_all_level(draft: Draft, found: re.Match[str]) -> None:
    """"Destroy all face-up Level N monsters your opponent controls" (the slots of ``_destroy_all`` and a Level)."""
    draft.op("destroy_all", side=_SIDES[found.group("side")], zone="monstruos", kind="monster", face_up=True,
             level=int(found.group("lv")))


def _counter_target(draft: Draft, found: re.Match[str]) -> None:
    """The older "choose 1 face-up card on the field that can hold Spell Counters and place N on it"
    (指定…): a target, chosen when the effect is activated."""
    if draft.target is not None:
        raise ValueError("a target already")
    draft.target = TargetSpec("field", "any", None, True, filter=(("holds_counters", True),))
    draft.op("add_counter", what="target", count=int(found.group("n")))


def _stays(draft: Draft, found: re.Match[str]) -> None:
    """"This card stays on the field after activation, and is destroyed during your opponent's Nth End
    Phase": a Normal Spell's (YGO Cartas.2 over CartasMagicas.3)."""
    if (draft.kind, draft.sub) != ("spell", "normal"):
        raise ValueError("a Normal Spell's")
    draft.keywords.add(f"stays:{found.group('n')}")


def _no_attacks(draft: Draft, found: re.Match[str]) -> None:
    """"As long as this card is in the Spell & Trap Zone, your opponent's monsters cannot declare an attack"."""
    if draft.kind not in ("spell", "trap"):
        raise ValueError("a Spell's or Trap's")
    draft.keywords.add("opponent_no_attack")


def _bound(draft: Draft, found: re.Match[str]) -> None:
    """"When this card leaves the field, destroy that monster. When that monster is destroyed (leaves the
    field), destroy this card": said of the monster a continuous card's activation Special Summoned."""
    if (draft.kind, draft.sub) not in (("trap", "continuous"), ("spell", "continuous")):
        raise ValueError("a continuous card's")
    draft.amend(("special_summon",), bound="destroyed" if found.group("how") == "破坏" else "leaves")


#: How many cards of some kind there are, times N ("the number of Dragons on your opponent's field and in
#: their GY × 500"): the slots of ``textops.count_cards``.
_COUNT = (rf"(?P<xself>这张卡以外的)?(?P<side>双方|自己|对方)的?(?P<where>场上·墓地|场上|墓地|手卡)(?:存在的|的)?(?P<xself2>这张卡以外的)?"
          rf"(?P<up>表侧表示(?:存在)?的?)?(?:(?P<attr>[地水炎风光暗])属性的?)?(?P<race>{_RACE})?"
          r"(?:名字带有「(?P<has>[^」]+)」的|(?P<names>(?:「[^」]+」)+)的?)?(?P<what>怪兽卡|怪兽|魔法·陷阱卡|魔法卡|陷阱卡|卡)?"
          rf"(?:的)?数(?:量)?×(?P<n>{_N})(?:点|分)?(?:的数值|数值)?")


def count_spec(found: re.Match[str]) -> str:
    """The cards a ``_COUNT`` clause counts, as ``textops.count_cards`` reads them (JSON)."""
    what = found.group("what") or ("卡" if found.group("where") == "手卡" and not found.group("race") else "怪兽")
    if found.group("names") and not found.group("what"):
        what = ""
    spec: dict[str, object] = {"side": {"双方": "any", "自己": "own", "对方": "opponent"}[found.group("side")],
                               "zones": {"场上·墓地": ["field", "cementerio"], "场上": ["field"], "墓地": ["cementerio"],
                                         "手卡": ["mano"]}[found.group("where")]}
    kind = {"怪兽卡": "monster", "怪兽": "monster", "魔法·陷阱卡": "spell_trap", "魔法卡": "spell", "陷阱卡": "trap"}.get(what)
    if kind:
        spec["kind"] = kind
    if found.group("names"):
        spec["names"] = re.findall(r"「([^」]+)」", found.group("names"))
    if found.group("has"):
        spec["name_has"] = found.group("has")
    if found.group("race"):
        spec["race"] = RACES[found.group("race")]
    if found.group("attr"):
        spec["attribute"] = ATTRIBUTES[found.group("attr")]
    if (found.group("race") or found.group("attr")) and kind != "monster":
        raise ValueError("a monster's Type or Attribute, of another kind")
    if found.group("up"):
        spec["face_up"] = True
    if found.group("xself") or found.group("xself2"):
        spec["not_self"] = True
    return json.dumps(spec, ensure_ascii=False, sort_keys=True)


def _per_count(draft: Draft, found: re.Match[str]) -> None:
    """"This card gains 500 ATK for each …" (a monster's own), "the equipped monster gains 500 ATK/DEF
    for each …" (an Equip Spell's): ``per:<stat>:<N>:<what is counted>`` (YGO Cartas.2)."""
    equip = found.group("equip")
    if equip and (draft.kind, draft.sub) != ("spell", "equip") or not equip and draft.kind != "monster":
        raise ValueError("a monster's own boost, or an Equip Spell's")
    stat = {"攻击力·守备力": "both", "攻击力": "atk", "守备力": "def"}[found.group("stat")]
    draft.keywords.add(f"per:{stat}:{found.group('n')}:{count_spec(found)}")
    if equip and draft.boost is None:
        draft.boost = Boost()  # what it adds is counted as the monster's stats are (base.stats)


def _per_name(draft: Draft, found: re.Match[str]) -> None:
    """"This card gains 300 ATK(/DEF) for each "X" monster with a different name in your GY" (光道精灵 夏尔,
    光道龙 格拉古尼斯): ``per:<stat>:<N>:<spec>`` counting each name once (YGO Cartas.2)."""
    if draft.kind != "monster":
        raise ValueError("a monster's own boost")
    stat = {"攻击力·守备力": "both", "攻击力": "atk", "守备力": "def"}[found.group("stat")]
    spec = {"side": "own", "zones": ["cementerio"], "kind": "monster", "name_has": found.group("has"), "distinct": True}
    draft.keywords.add(f"per:{stat}:{found.group('n')}:{json.dumps(spec, ensure_ascii=False, sort_keys=True)}")


def _protects(draft: Draft, found: re.Match[str]) -> None:
    """"As long as this card is in the Monster Zone, your opponent cannot target other Warrior monsters for
    attacks" (Marauding Captain)."""
    if draft.kind != "monster":
        raise ValueError("a monster's")
    draft.keywords.add(f"protects:{RACES[found.group('race')]}")


def _monster_keyword(draft: Draft, word: str) -> None:
    """What a monster's text says it always does (``keywords``, read by the engine where it applies)."""
    if draft.kind != "monster":
        raise ValueError("a monster's")
    draft.keywords.add(word)


def _destroy_noun_first(draft: Draft, found: re.Match[str]) -> None:
    """The older noun-first "destroy 1 (face-up) monster / Spell or Trap / Continuous Spell or Trap on the
    field": chosen when the effect is activated, as a target (YGO Cartas.2)."""
    if draft.target is not None:
        raise ValueError("a target already")
    what = found.group("what")
    zone = "monstruos" if "怪兽" in what else "magias"
    sub = {"仪式怪兽": "ritual", "融合怪兽": "fusion", "永续魔法或者永续陷阱卡": "continuous"}.get(what)
    draft.target = TargetSpec(zone, {"对方场上": "opponent", "自己场上": "own", "场上": "any"}[found.group("side")],
                              "monster" if zone == "monstruos" else None, True if found.group("up") or found.group("up0") else None,
                              filter=(("sub", sub),) if sub else ())
    draft.op("destroy", what="target")


def _cost_lp(draft: Draft, found: re.Match[str]) -> None:
    """"Pay N LP;" — a Spell's or Trap's older text says it as a sentence of its own ("Pay 500 LP. Destroy …"),
    the cost of the card's activation."""
    draft.cost_lp = int(found.group("n"))
    if draft.kind in ("spell", "trap") and found.string.startswith("。", found.end()):
        draft.activated = True


def _crossout(draft: Draft, found: re.Match[str]) -> None:
    """"Destroy 1 face-down monster and banish it": a face-down monster, chosen when activated (a target)."""
    if draft.target is not None:
        raise ValueError("a target already")
    draft.target = TargetSpec("monstruos", "any", "monster", False)
    draft.op("destroy_banish", what="target")


def _to_defense(draft: Draft, found: re.Match[str]) -> None:
    """"Change this face-up Attack Position card to Defense Position": it must be in face-up Attack Position."""
    draft.conditions.append("self_attack")
    draft.op("position", what="self")


def _summon_discarding(draft: Draft, found: re.Match[str]) -> None:
    """"You can Special Summon this card (from your hand) by discarding N cards": its procedure, the discard
    its cost (YGO CartasDeMonstruosDeEfecto.6)."""
    draft.cost_discard = int(found.group("n"))
    _summon_self("mano", "procedure")(draft, found)


def _equip_indestructible(draft: Draft, found: re.Match[str]) -> None:
    """"The equipped monster cannot be destroyed by battle" (an Equip Spell's)."""
    if (draft.kind, draft.sub) != ("spell", "equip"):
        raise ValueError("an Equip Spell's")
    draft.keywords.add("equip_battle_indestructible")
    if draft.boost is None:
        draft.boost = Boost()  # no ATK/DEF of its own


def _direct_damage(draft: Draft, found: re.Match[str]) -> None:
    """"When this card inflicts battle damage to your opponent by a direct attack": a Trigger Effect
    the engine starts whenever it happens (an optional one is left unread by ``compile_card``)."""
    draft.trigger = "direct_damage"


def _has(draft: Draft, found: re.Match[str]) -> None:
    """"If you control a face-up (LIGHT) (Warrior) ("X") monster (other than this card / "Y")": a
    condition on the face-up cards of a side of the field, with the slots of ``textops.matches``."""
    args: dict[str, object] = {"side": {"自己": "own", "对方": "opponent"}.get(found.group("side") or "", "any")}
    if found.group("q") and not found.group("arch"):
        args["name"] = found.group("q")  # 「X」: the card of that name, of any kind
    elif found.group("q") or found.group("has"):
        args["name_has"] = found.group("q") or found.group("has")
    if found.group("arch") or found.group("has") or found.group("mon"):
        args["kind"] = "monster"
    elif not found.group("q"):
        raise ValueError("nothing named")
    if found.group("other"):
        args["other"] = found.group("other")
    if found.group("attr"):
        args["attribute"] = ATTRIBUTES[found.group("attr")]
    if found.group("race"):
        args["race"] = RACES[found.group("race")]
    if found.group("xself"):
        args["not_self"] = True
    draft.conditions.append("has:" + json.dumps(args, ensure_ascii=False, sort_keys=True))


_HAS = (rf"(?P<side>自己|对方)?场上有(?P<xself>这张卡以外的)?(?:「(?P<other>[^」]+)」以外的)?(?:(?P<attr>[地水炎风光暗])属性的?)?(?P<race>{_RACE})?"
        r"(?:「(?P<q>[^」]+)」(?P<arch>怪兽)?|名字带有「(?P<has>[^」]+)」的怪兽|(?P<mon>怪兽))(?:表侧表示)?存在(?:的场合|时)")


PIECES: tuple[Piece, ...] = (
    # once per turn, by card name (PSCT "You can only use this effect of "X" once per turn")
    Piece("once-per-turn", HEAD, r"(?:这个卡名|「[^」]+」)的(?:(?P<marks>[①-⑳]+)的)?效果1回合(?:只能|各能)使用1次。", _once_name),
    Piece("once-per-turn", HEAD, r"(?:这个卡名|「[^」]+」)的(?P<marks>[①-⑳]+)的效果1回合只能有1次使用其中任意1个。", _once_name),
    Piece("once-per-turn", HEAD, r"(?:这个卡名的卡|「[^」]+」)在1回合只能发动1张。",
          lambda d, m: d.card_once.__setitem__("card", "name:card")),
    Piece("once-per-turn", TIMING, r"1回合1次", _set(once="copy")),
    Piece("once-per-turn", ACTION, r"这个效果1回合只能使用1次", _set(once="copy")),
    Piece("once-per-turn", ACTION, r"「[^」]+」的这个效果1回合只能使用1次", _set(once="name:this")),
    # summon restrictions (YGO PhasesDelJuego.11: a card's text overrides the Normal Summon)
    Piece("summon-limit", STATIC, r"这张卡不能通常召唤", _summon_limit("no_normal")),
    Piece("summon-limit", STATIC, r"这张卡不能特殊召唤", _summon_limit("no_special")),
    Piece("summon-limit", STATIC, r"这张卡不用融合召唤不能特殊召唤", _summon_limit("fusion_only")),
    Piece("summon-limit", STATIC, r"(?:这张卡)?(?:只能)?用?「(?P<q>[^」]+)」的效果(?:才能|才可以)特殊召唤",
          lambda d, m: d.summon_limit.add("effect_only:" + m.group("q"))),
    Piece("summon-limit", STATIC, r"这张卡不能从卡组特殊召唤", _summon_limit("not_from_deck")),
    Piece("summon-untributed", STATIC, r"手卡只有这1张卡的场合，这张卡可以不用解放作召唤",
          lambda d, m: _monster_keyword(d, "summon_alone_untributed")),
    Piece("ritual-monster", STATIC, r"(?:借由)?「[^」]+」降临", _ritual_monster),
    Piece("fusion-materials", STATIC, r"「[^」]+」(?:[＋+]「[^」]+」)+", lambda d, m: None),
    # timing and conditions
    Piece("ignition", TIMING, r"自己(?:的)?主要阶段(?:时)?(?:(?:才能|可以)?(?=发动))?", _set(trigger="ignition")),
    # conditions ("If you control no monsters: …")
    Piece("condition", TIMING, r"自己场上没有怪兽存在的场合", _condition("no_own_monsters")),
    Piece("condition", TIMING, r"(?:对方场上有怪兽存在，自己场上没有怪兽存在|只有对方场上才有怪兽存在)的场合",
          _condition("only_opponent_monsters")),
    Piece("condition", TIMING, r"自己场上没有魔法·陷阱卡存在的场合", _condition("no_own_spells")),
    Piece("condition", TIMING, r"自己场上有(?:「(?P<q>[^」]+)」怪兽|名字带有「(?P<has>[^」]+)」的怪兽)(?:表侧表示)?存在的场合",
          lambda d, m: d.conditions.append("own_has:" + (m.group("q") or m.group("has")))),
    Piece("condition", ACTION, r"这个效果在这张卡送去墓地的回合不能发动", _condition("not_sent_this_turn")),
    Piece("condition", TIMING, r"场地魔法卡表侧表示存在的场合", _condition("field_spell")),
    Piece("condition", TIMING, _HAS, _has),
    Piece("condition", TIMING, rf"自己(?:的)?手卡是(?P<n>{_N})张的场合", lambda d, m: d.conditions.append(f"hand_size:{m.group('n')}")),
    Piece("condition", TIMING, r"场上有「(?P<q>[^」]+)」存在时", lambda d, m: d.conditions.append("field_has:" + m.group("q"))),
    # summoning itself from the hand or the Graveyard
    Piece("summon-self", ACTION, r"这张卡从手卡(?P<pos>守备表示)?特殊召唤", _summon_self("mano", "ignition")),
    Piece("summon-self", ACTION, r"这张卡从墓地(?P<pos>守备表示)?特殊召唤", _summon_self("cementerio", "ignition")),
    Piece("summon-self", ACTION, r"这张卡可以从手卡(?P<pos>守备表示)?特殊召唤", _summon_self("mano", "procedure")),
    # "You can Special Summon this card by discarding 1 card" (诡术师 The Tricky): a procedure with its cost
    Piece("summon-self-discard", ACTION, rf"这张卡可以丢弃(?P<n>{_N})张手卡，从手卡(?P<pos>守备表示)?特殊召唤", _summon_discarding),
    Piece("condition", TIMING, r"对方场上的怪兽数量比自己场上的怪兽多的场合", _condition("fewer_monsters")),
    Piece("once-per-turn", HEAD, r"(?:这个卡名|「[^」]+」)的(?:(?P<marks>[①-⑳]+)的)?方法的特殊召唤1回合只能有1次。", _once_name),
    Piece("quick", ACTION, r"这个效果在对方回合也能发动", _set(quick=True)),
    Piece("on-summon", TIMING, r"这张卡召唤成功(?:时|的场合)", _set(trigger="summon_normal")),
    Piece("on-summon", TIMING, r"这张卡召唤·特殊召唤成功(?:时|的场合)", _set(trigger="summon_any")),
    Piece("on-summon", TIMING, r"这张卡召唤·反转召唤·特殊召唤成功(?:时|的场合)", _set(trigger="summon_all")),
    Piece("on-summon", TIMING, r"这张卡特殊召唤成功(?:时|的场合)", _set(trigger="summon_special")),
    Piece("flip", TIMING, r"这张卡反转(?:的场合|时)|反转：", _set(trigger="flip")),
    Piece("on-flip-summon", TIMING, r"这张卡反转召唤成功(?:时|的场合)", _set(trigger="summon_flip")),
    Piece("on-flip-summon", TIMING, r"这张卡召唤·反转召唤成功(?:时|的场合)", _set(trigger="summon_normal_flip")),
    # "when this card is Normal Summoned or flipped face-up" (any flip): the same effect on both
    Piece("on-summon", TIMING, r"这张卡召唤·反转(?:时|的场合)", _set(trigger="summon_normal+flip")),
    Piece("to-graveyard", TIMING, r"(?:当)?这张卡从场上送去墓地(?:时|的场合)", _set(trigger="to_graveyard")),
    Piece("to-graveyard", TIMING, r"(?:当)?这张卡被送去墓地(?:时|的场合)", _set(trigger="sent_to_graveyard")),
    # 光道兽 沃尔夫 Wulf: "if this card is sent from the Deck to the GY: Special Summon it" (a mandatory trigger)
    Piece("deck-to-graveyard", TIMING, r"这张卡从卡组被送去墓地(?:时|的场合)", _set(trigger="deck_to_graveyard")),
    # 魔轰神兽 刻耳柏拉 Fabled Cerburrel: "if this card is discarded from the hand to the GY: Special Summon it"
    Piece("on-discard", TIMING, r"这张卡从手卡丢弃去墓地(?:时|的场合)", _set(trigger="discarded")),
    Piece("deck-to-graveyard", ACTION, r"这张卡在自己场上特殊召唤", _op("summon_self", position="")),
    Piece("to-graveyard", TIMING, r"(?:当)?这张卡被战斗破坏(?:送去墓地)?(?:时|的场合)", _set(trigger="battle_to_graveyard")),
    Piece("to-graveyard", TIMING, r"(?:(?:自己场上|怪兽区域|场上)的)?这张卡被(?:战斗·效果)?破坏(?:送去墓地)?(?:时|的场合)",
          _set(trigger="destroyed_to_graveyard")),
    Piece("on-attack", TIMING, r"对方怪兽的攻击宣言时", _set(when="opponent_attack")),
    Piece("destroys-unbattled", STATIC, r"这张卡攻击表侧守备表示的怪兽的场合，不进入伤害计算，那只怪兽直接破坏",
          lambda d, m: _monster_keyword(d, "destroys_face_up_defense")),
    Piece("rests-after-attack", STATIC, r"这张卡攻击的场合，战斗阶段结束时变成守备表示，直到下次的自己回合的结束时不能把表示形式变更",
          lambda d, m: _monster_keyword(d, "rests_after_attack")),
    # "after damage calculation": 异次元的女战士 D.D. Warrior Lady, 棉花糖 Marshmallon
    Piece("after-damage", TIMING, r"这张卡和对方怪兽进行战斗的伤害计算后", _after_damage("battled")),
    Piece("after-damage", TIMING, r"里侧表示的这张卡被攻击的伤害计算后", _after_damage("attacked_face_down")),
    Piece("after-damage", ACTION, r"那些进行战斗的各自怪兽除外", _op("banish_battled")),
    # 光道武僧 艾琳 Ehren: "before damage calculation, if this card attacks a Defense Position monster: shuffle it into the Deck"
    Piece("before-damage", TIMING, r"这张卡向守备表示怪兽攻击的伤害计算前(?=发动)", _before_damage),
    Piece("before-damage", ACTION, r"(?<=伤害计算前发动。)那只怪兽回到持有者卡组(?!最)", _battled_to_deck),
    Piece("after-damage", ACTION, rf"向这张卡攻击的怪兽的控制者受到(?P<n>{_N})伤害",
          lambda d, m: d.op("damage", who="opponent", amount=int(m.group("n")))),
    Piece("hold", ACTION, rf"{THAT}的攻击力下降(?P<n>{_N})，不能攻击，也不能作表示形式的变更", _hold),
    Piece("hold", ACTION, r"那只怪兽从场上离开时这张卡破坏", lambda d, m: d.amend(("hold",), bound="held")),
    # 虚荣巨影 Ego Boost: "when a monster declares an attack: target 1 face-up monster; it gains N ATK until the end of
    # that Battle Phase"
    Piece("until-battle-end", TIMING, r"怪兽的攻击宣言时", _set(when="any_attack")),
    Piece("until-battle-end", ACTION, rf"{THAT}的(?P<stat>攻击力)直到那次战斗阶段结束时(?P<dir>上升|下降)(?P<n>{_N})", _until_battle_end),
    Piece("on-battle-destroy", TIMING, r"这张卡(?:和对方怪兽进行战斗)?战斗破坏对方怪兽(?:并)?(?:送去墓地)?(?:时|的场合)",
          _set(trigger="battle_destroys")),
    Piece("on-direct-damage", TIMING, r"这张卡直接攻击给与对方(?:基本分)?战斗伤害(?:时|的场合)", _direct_damage),
    Piece("end-phase", TIMING, r"(?:每次)?自己(?:的)?结束阶段(?:时)?(?=(?:才能|可以)?发动)", _set(trigger="end_own")),
    # the older "(while this card is face-up on your field,) during each of your End Phases: send the top N cards …"
    Piece("end-phase", TIMING, r"(?:这张卡在自己场上表侧表示存在的场合，)?每次自己的结束阶段(?:时)?(?!发动)", _set(trigger="end_own")),
    # 激流葬 Torrential Tribute, 奈落的落穴 Bottomless Trap Hole: any Summon, Special ones too
    Piece("on-any-summon", TIMING, rf"(?P<opp>对方把)?(?:攻击力(?P<n>{_N})以上的)?怪兽召唤·反转召唤·特殊召唤时", _any_summon),
    Piece("on-any-summon", ACTION, rf"那些攻击力{_N}以上的怪兽破坏并除外", _op("destroy_banish", what="summoned")),
    Piece("on-summon-opponent", TIMING, r"对方(?:把怪兽)?(?:召唤|召唤·特殊召唤|怪兽召唤|怪兽召唤·特殊召唤)成功时", _set(when="opponent_summon")),
    Piece("negate", TIMING, r"(?P<opp>对方把)?(?P<what>魔法·陷阱卡|魔法卡|陷阱卡)(?:发动|的发动)时", _answers),
    # costs (PSCT: before the ";" — in Chinese, before 才能发动)
    Piece("cost-lp", COST, rf"支付(?P<n>{_N})基本分", _cost_lp),
    Piece("cost-discard", COST, rf"(?:丢弃(?P<n>{_N})张手卡|把(?P<m>{_N})张手卡丢弃(?:去墓地)?)",
          lambda d, m: setattr(d, "cost_discard", int(m.group("n") or m.group("m")))),
    Piece("cost-tribute", COST, r"把这张卡解放", lambda d, m: d.cost("tribute_self")),
    # the older wording: "you can Tribute this card to …", an Ignition Effect with no 发动 said
    Piece("cost-tribute", COST, r"可以把这张卡作为祭品", _tribute_to),
    Piece("cost-banish-self", COST, r"把墓地的这张卡(?:从游戏中)?除外", _banish_self),
    Piece("cost-to-deck", COST, rf"让(?P<n>{_N})张手卡回到卡组最上面", lambda d, m: d.cost("hand_to_deck_top", count=int(m.group("n")))),
    Piece("cost-pick", COST, rf"从手卡丢弃{FILTER}", _pick_cost("mano", "discard")),
    Piece("cost-pick", COST, rf"从手卡把{FILTER}送去墓地", _pick_cost("mano", "send")),
    Piece("cost-pick", COST, rf"把自己场上{FILTER}解放", _pick_cost("monstruos", "tribute")),
    Piece("summon-self", TIMING, r"这张卡在墓地存在的场合", _in_graveyard),
    Piece("cost-discard-self", COST, r"把(?:手卡的)?这张卡(?:从手卡)?丢弃(?:去墓地)?", _discard_self),
    Piece("cost-discard-self", COST, r"把(?:手卡的)?这张卡从手卡送去墓地", _send_self),
    # targets ("Target 1 …;": 以…为对象, older 选择…)
    Piece("target", TARGET, rf"以{_TARGET}为对象", _target),
    Piece("target", TARGET, rf"选择{_TARGET}", _target),
    Piece("target", ACTION, rf"选择{_TARGET}(?P<act>{'|'.join(_CHOSEN)})", _chosen),
    Piece("activate", ACTIVATE, r"(?:才能|可以)?(?:把这张卡)?发动。", _activate),
    # what the effect does
    Piece("draw", ACTION, rf"(?:自己)?从(?:自己的?)?卡组抽(?P<n>{_N})张(?:卡)?", lambda d, m: d.op("draw", count=int(m.group("n")))),
    Piece("draw", ACTION, rf"对方从卡组抽(?P<n>{_N})张(?:卡)?", lambda d, m: d.op("draw", who="opponent", count=int(m.group("n")))),
    Piece("draw", ACTION, rf"双方(?:各)?从(?:各自)?卡组抽(?P<n>{_N})张(?:卡)?", lambda d, m: d.op("draw", who="both", count=int(m.group("n")))),
    Piece("gain-lp", ACTION, rf"自己(?:基本分)?回复(?P<n>{_N})(?:点的?)?(?:基本分)?", lambda d, m: d.op("gain", amount=int(m.group("n")))),
    Piece("gain-lp", ACTION, rf"(?P<who>对方|双方)(?:基本分)?(?:各)?回复(?P<n>{_N})(?:点的?)?(?:基本分)?",
          lambda d, m: d.op("gain", who={"对方": "opponent", "双方": "both"}[m.group("who")], amount=int(m.group("n")))),
    Piece("burn", ACTION, rf"(?P<who>自己|对方|双方)(?:基本分)?(?:各)?受到(?P<n>{_N})(?:分|点)?的?伤害",
          lambda d, m: d.op("damage", who={"自己": "self", "对方": "opponent", "双方": "both"}[m.group("who")], amount=int(m.group("n")))),
    Piece("destroy", ACTION, r"破坏(?P<side>对方场上|自己场上|场上)的?1(?:只|张)(?P<what>怪兽|魔法·陷阱卡|卡)", _destroy_one),
    Piece("discard-random", ACTION, rf"对方(?:的)?手卡随机(?:选)?(?:丢弃)?(?P<n>{_N})张(?:丢弃)?",
          lambda d, m: d.op("discard_random", count=int(m.group("n")))),
    Piece("burn", ACTION, rf"给与对方(?:基本分)?(?P<n>{_N})(?:基本分|分)?(?:的)?伤害", lambda d, m: d.op("damage", who="opponent", amount=int(m.group("n")))),
    Piece("destroy", ACTION, rf"{THAT}破坏", _op("destroy", what="target")),
    Piece("destroy", ACTION, r"这张卡破坏", _op("destroy", what="self")),
    Piece("destroy-all", ACTION, r"(?P<side>场上|对方场上|自己场上)的(?P<what>怪兽|魔法·陷阱卡|卡|攻击表示怪兽)全部破坏",
          lambda d, m: d.op("destroy", what=_ALL[m.group("side"), m.group("what")])),
    Piece("destroy-all-of-kind", ACTION, _DESTROY_ALL, _all_of_kind),
    Piece("return-all-of-kind", ACTION, _RETURN_ALL, _all_of_kind),
    Piece("return", ACTION, rf"{THAT}(?:回到持有者(?:的)?手卡|回到手卡|返回持有者(?:的)?手卡)", _op("return", what="target")),
    Piece("banish", ACTION, rf"{THAT}除外", _op("banish", what="target")),
    Piece("to-deck", ACTION, rf"{THAT}回到(?:持有者(?:的)?)?卡组(?!最)", _op("to_deck", what="target")),
    Piece("to-hand", ACTION, rf"{THAT}加入(?:自己)?手卡", _op("to_hand", what="target")),
    Piece("to-hand-locked", ACTION, r"从自己的墓地里?选择1张装备魔法卡加入手卡", _equip_from_graveyard),
    Piece("to-hand-locked", ACTION, r"这张装备魔法卡本回合不能发动", lambda d, m: d.amend(("to_hand",), locked=True)),
    Piece("special-summon-target", ACTION, rf"{THAT}(?:从墓地)?(?:在自己场上)?(?P<pos>守备表示|表侧攻击表示|攻击表示)?特殊召唤",
          lambda d, m: d.op("special_summon", position={"守备表示": "defense", "表侧攻击表示": "attack", "攻击表示": "attack"}.get(m.group("pos") or "", ""))),
    Piece("negate", ACTION, r"那个发动无效并破坏", _op("negate")),
    # 天罚 Divine Wrath (older wording): "negate the activation of an Effect Monster's effect, and destroy that monster"
    Piece("negate-monster-effect", ACTION, r"效果怪兽的发动和效果无效，那只怪兽破坏", _negate_monster),
    # YGO Cartas.2: what the summon before it brings out has no effects while it stays face-up
    Piece("effects-negated", ACTION, r"这个效果特殊召唤的怪兽的效果无效化",
          lambda d, m: d.amend(("special_summon", "summon_from"), effects_negated=True)),
    # YGO Cartas.2, PalabrasClave.5: it is banished instead of going anywhere else from the field
    Piece("banish-on-leave", ACTION, r"这个效果特殊召唤的这张卡从场上离开的场合除外", _banish_on_leave),
    # YGO DeterminacionDelDano.41: "then end the Battle Phase" — the attack does not go on, the End Step comes
    Piece("end-battle", TIMING, r"对方怪兽的直接攻击宣言时", _direct_attack_declared),
    Piece("end-battle", ACTION, r"(?:那之后)?战斗阶段结束", _op("end_battle")),
    Piece("negate-attack", ACTION, rf"那次攻击无效|{THAT}的攻击无效", _op("negate_attack")),
    # answers to an attack: the attacking monster as the target (炸裂装甲, 魔法筒)
    Piece("target-attacker", TARGET, r"以(?:那)?1只攻击怪兽为对象", _attacker),
    # the older "banish / destroy that 1 attacking monster" (次元幽闭 Dimensional Prison): the attacker, targeted
    Piece("target-attacker", ACTION, r"那1只攻击怪兽(?P<act>从游戏中除外|除外|破坏)", _attacker_goes),
    Piece("burn-atk", ACTION, rf"给与对方(?:基本分)?{THAT}的攻击力(?:数值)?的伤害", _op("damage_atk", what="target")),
    Piece("gain-atk", ACTION, rf"自己回复{THAT}的攻击力(?:数值)?的基本分", _op("gain_atk", what="target")),
    Piece("more-summons", ACTION, rf"这个回合自己可以进行通常召唤最多(?P<n>{_N})次",
          lambda d, m: d.op("summons_allowed", count=int(m.group("n")))),
    Piece("reload", ACTION, r"将自己的全部手卡放回卡组。那之后，抽与放回卡组的卡数量相同的卡", _op("reload")),
    Piece("tribute-target", ACTION, rf"{THAT}解放", _op("tribute", what="target")),
    Piece("destroy-pick", ACTION, r"(?P<may>可以)?选(?P<side>场上|对方场上|自己场上)(?:的)?1(?:只|张)(?P<what>怪兽|魔法·陷阱卡|卡)破坏",
          _destroy_pick),
    # Spell Counters (魔力指示物)
    Piece("spell-counter", STATIC, rf"(?:只要这张卡在(?:怪兽区域|场上表侧表示|场上)存在，)?(?:自己与对方每发动1次魔法，就在这张卡上|每次自己或者对方把魔法卡发动，给这张卡)"
          rf"放置(?:(?P<n>{_N})个)?魔力指示物(?:（最多(?:只能放置)?(?P<max>{_N})个）)?", _counter_gain),
    Piece("spell-counter", ACTION, rf"(?:给)?这张卡(?:上)?放置(?P<n>{_N})个魔力指示物(?:（最多(?P<max>{_N})个）)?", _counter_self),
    # 漆黑的能量石 Pitch-Black Power Stone: "activate by placing 3 Spell Counters on it; once per turn, during your turn,
    # you can move 1 to another card that can hold them; with none left, destroy it"
    Piece("spell-counter", ACTION, rf"发动后，(?:给)?这张卡(?:上)?放置(?P<n>{_N})个魔力指示物", _counter_self),
    Piece("own-turn-once", TIMING, r"自己回合1次", _own_turn_once),
    Piece("spell-counter", ACTION, rf"给场上表侧表示存在的这张卡以外的1张可以放置魔力指示物的卡放置(?P<n>{_N})个魔力指示物",
          lambda d, m: d.op("add_counter_pick", count=int(m.group("n")))),
    Piece("spell-counter", STATIC, r"这张卡上放置的魔力指示物全无时，这张卡破坏", lambda d, m: d.keywords.add("no_counters_destroyed")),
    Piece("spell-counter", STATIC, rf"这张卡的攻击力上升这张卡的魔力指示物数量×(?P<n>{_N})|这张卡放置的魔力指示物每有1个，这张卡的攻击力上升(?P<m>{_N})"
          rf"|这张卡上每存在1个魔力指示物，这张卡的攻击力就上升(?P<k>{_N})", _atk_per_counter),
    Piece("spell-counter", COST, rf"(?P<may>可以)?把这张卡(?:放置的)?(?P<n>{_N})个魔力指示物取除", _remove_counters),
    Piece("spell-counter", TIMING, rf"当这张卡处于放置了(?P<n>{_N})个魔力指示物的状态时", lambda d, m: d.conditions.append(f"counters:{m.group('n')}")),
    Piece("spell-counter", ACTION, rf"指定场上1张表侧表示的可以放置魔力指示物的卡，在上面放置(?P<n>{_N})个魔力指示物", _counter_target),
    Piece("spell-counter", ACTION, rf"给场上表侧表示存在的可以放置魔力指示物的卡全部放置(?P<n>{_N})个魔力指示物",
          lambda d, m: d.op("add_counter_all", count=int(m.group("n")))),
    Piece("cost-tribute", COST, r"(?:可以)?将这张卡祭掉|这张卡做祭品", _tribute_to),
    # 光之护封剑 Swords of Revealing Light: a Normal Spell that stays, and its lock
    Piece("stays-on-field", STATIC, rf"这张卡发动后继续留在场上，用对方回合计算的(?P<n>{_N})回合后的对方结束阶段破坏", _stays),
    Piece("stays-on-field", ACTION, r"作为这张卡的发动时的效果处理，对方场上有里侧表示怪兽存在的场合，那些怪兽全部变成表侧表示",
          _op("flip_up", what="opponent_monsters")),
    Piece("no-attacks", STATIC, r"只要这张卡在魔法与陷阱区域存在，对方怪兽不能攻击宣言", _no_attacks),
    # 活死人的呼声 Call of the Haunted: the card and the monster it summoned leave together (YGO Cartas.2)
    Piece("bound", ACTION, r"这张卡从场上离开时，?那只怪兽破坏。?那只怪兽(?P<how>破坏|从场上离开)时，?这张卡破坏", _bound),
    # boosts by a count ("for each …")
    Piece("count-boost", STATIC, rf"(?:这张卡|(?P<equip>装备怪兽))的(?P<stat>攻击力·守备力|攻击力|守备力)上升{_COUNT}", _per_count),
    Piece("count-names", STATIC, rf"墓地中每有1种名字带有「(?P<has>[^」]+)」的怪兽卡，这张卡的(?P<stat>攻击力)就上升(?P<n>{_N})", _per_name),
    Piece("count-names", STATIC, rf"这张卡的(?P<stat>攻击力·守备力|攻击力|守备力)上升自己墓地存在的名字带有「(?P<has>[^」]+)」的怪兽卡种类×(?P<n>{_N})的数值",
          _per_name),
    # 魔法爆破 Magical Blast: "inflict 200 damage to your opponent for each face-up Spellcaster you control"
    Piece("burn-count", ACTION, rf"给与对方(?:基本分)?{_COUNT}的伤害",
          lambda d, m: d.op("damage_count", amount=int(m.group("n")), spec=count_spec(m))),
    Piece("gain-count", ACTION, rf"回复数值与{_COUNT}等同的基本分",
          lambda d, m: d.op("gain_count", amount=int(m.group("n")), spec=count_spec(m))),
    # a monster's "during your Standby Phase:" (a Trigger Effect that must start: YGO PhasesDelJuego.5)
    Piece("standby", TIMING, r"(?:在)?自己的准备阶段时", _standby),
    # 沙尘之恶灵 Dark Dust Spirit: "destroy all other face-up monsters on the field"
    Piece("destroy-all-of-kind", ACTION, r"(?P<side>场上)的(?P<xself>这张卡以外的)全部(?P<face>表侧表示的)(?P<what>怪兽)破坏"
          r"(?P<attr>(?!))?(?P<xattr>(?!))?(?P<races>(?!))?", _destroy_all),  # (no Attribute or Type named)
    # 出于黑暗的绝望 Despair from the Dark, 再生木乃伊 Regenerating Mummy: "when this card is sent from your hand (or
    # Deck) to the GY by an opponent's card effect: Special Summon it / return it to the hand"
    Piece("sent-by-opponent", TIMING, r"当这张卡被对方的效果从手卡或卡组送去墓地时", _set(trigger="opponent_sent_hand_deck")),
    Piece("sent-by-opponent", TIMING, r"对方控制的卡的效果把这张卡从手卡送去墓地时", _set(trigger="opponent_sent_hand")),
    Piece("sent-by-opponent", ACTION, r"这张卡特殊召唤上场", _op("summon_self", position="")),
    Piece("sent-by-opponent", ACTION, r"这张卡回到手卡", _op("graveyard_to_hand")),
    Piece("skip-draws", ACTION, rf"(?:那之后)?的?自己抽卡阶段跳过(?P<n>{_N})次", lambda d, m: d.op("skip_draws", count=int(m.group("n")))),
    Piece("swap-control", ACTION, r"双方选择自己场上存在的1只怪兽，那些怪兽的控制权交换", _op("swap_control")),
    Piece("swap-control", ACTION, r"那些怪兽在这个回合不能把表示形式改变", lambda d, m: d.amend(("swap_control",), lock=True)),
    # 魔法吸收 Spell Absorption: "each time a Spell Card is activated, its controller gains 500 LP (after it resolves)"
    Piece("spell-gain", STATIC, rf"每次魔法卡发动，这张卡的控制者基本分回复(?P<n>{_N})分", _spell_gain),
    # 连弹之魔术师 Rapid-Fire Magician: "each time you activate a Normal Spell Card, inflict 400 damage to your opponent"
    Piece("spell-burn", STATIC, rf"只要这张卡在场上表侧表示存在，每次自己发动通常魔法卡，给与对方基本分(?P<n>{_N})分的伤害", _spell_burn),
    # 和睦的使者 Waboku: "this turn, your monsters cannot be destroyed by battle, and you take no battle damage"
    Piece("shelter", ACTION, r"这个回合，自己怪兽不会被战斗破坏，自己受到的战斗伤害变成0", _op("shelter")),
    # 补给部队 Supply Squad: "once per turn, if a monster you control is destroyed by battle or card effect: draw 1 card"
    Piece("own-monster-destroyed", TIMING, r"自己场上的怪兽被战斗·效果破坏的场合把这个效果发动", _own_monster_destroyed),
    # 生还的宝札 Card of Safe Return: "when a monster in your GY is Special Summoned, you can draw 1 card"
    Piece("own-gy-summoned", TIMING, r"自己墓地存在的怪兽特殊召唤成功时", _own_gy_summoned),
    # 卡片商人 Card Trader: "during your Standby Phase, you can shuffle 1 card from your hand into the Deck, then draw 1"
    Piece("hand-to-deck", ACTION, r"(?P<may>可以)?让1张手卡回到卡组", _hand_to_deck),
    Piece("set-from-hand", ACTION, r"可以从手卡把1张魔法·陷阱卡盖放", _op("set_from_hand")),
    # 魔法操纵人偶 Magical Marionette: "you can remove 2 Spell Counters from this card to destroy 1 monster on the field"
    # (a target, chosen as it is activated)
    Piece("spell-counter", ACTION, rf"从这张卡上每除去(?P<n>{_N})个魔力指示物，破坏(?P<side>场上)1只(?P<what>怪兽)", _counters_destroy),
    Piece("excavate", ACTION, rf"从自己卡组上面翻开(?P<n>{_N})张卡，选择那之内的1张加入手卡。?剩下的回到卡组最下面",
          lambda d, m: d.op("excavate", count=int(m.group("n")))),
    Piece("gain-if-destroyed", ACTION, rf"这个效果破坏后，对方回复(?P<n>{_N})基本分", _gain_if_destroyed),
    # 死之四星瓢虫: "FLIP: destroy all face-up Level 4 monsters your opponent controls"
    Piece("destroy-all-of-kind", ACTION, rf"(?P<side>对方场上)表侧表示存在的(?P<lv>{_N})星怪兽全部破坏", _destroy_all_level),
    # 混沌魔术师 Chaos Command Magician: "negate the effects of Effect Monsters that target only this card"
    Piece("lone-target-negated", STATIC, r"仅以这张卡1张卡为对象的效果怪兽的效果无效",
          lambda d, m: _monster_keyword(d, "negates_lone_targeting")),
    # 双价体 Double Coston: "when you Tribute Summon a DARK monster, this card can be treated as 2 Tributes"
    Piece("double-tribute", STATIC, r"(?P<attr>[地水炎风光暗])属性怪兽上级召唤的场合，这张卡可以作为2只的数量解放",
          lambda d, m: _monster_keyword(d, f"double_tribute:{ATTRIBUTES[m.group('attr')]}")),
    # "while this card is in your GY, you can add it to your hand instead of conducting your normal draw"
    Piece("draw-instead", STATIC, r"这张卡在墓地存在的场合，可以作为自己的抽卡阶段时进行通常抽卡的代替，把这张卡加入手卡",
          lambda d, m: d.keywords.add("draw_instead")),
    Piece("protect-others", STATIC, rf"只要这张卡在(?:怪兽区域|场上表侧表示|场上)存在，对方不能(?:选择|把)其他的(?P<race>{_RACE})怪兽作为攻击对象",
          _protects),
    # 光道德鲁伊 奥库斯 Aurkus: "neither player can target "Lightsworn" monsters with card effects"
    Piece("shields-named", STATIC, r"只要这张卡在场上表侧表示存在，双方玩家不能把名字带有「(?P<has>[^」]+)」的怪兽作为魔法·陷阱·效果怪兽的效果的对象",
          lambda d, m: _monster_keyword(d, f"shields:{m.group('has')}")),
    # the older noun-first "destroy 1 face-up Spell or Trap on the field" (场上存在的1张表侧表示的魔法或者陷阱卡破坏): a target
    Piece("destroy-noun-first", ACTION, r"(?P<side>对方场上|自己场上|场上)(?P<up0>表侧表示)?(?:存在的)?1(?:只|张)(?P<up>表侧表示的)?"
          r"(?P<what>怪兽|仪式怪兽|融合怪兽|魔法或者陷阱卡|永续魔法或者永续陷阱卡)破坏", _destroy_noun_first),
    # battle: "gains 300 ATK during the Damage Step when it attacks", "at the end of the Damage Step, destroy the
    # Warrior or Spellcaster it battled", "remove all Spell Counters at the end of the Battle Phase it battled"
    Piece("battle-keyword", STATIC, rf"这张卡向对方怪兽攻击的伤害步骤内，这张卡的攻击力上升(?P<n>{_N})",
          lambda d, m: _monster_keyword(d, f"attack_boost:{m.group('n')}")),
    Piece("battle-keyword", STATIC, rf"和这张卡进行战斗的怪兽是(?P<races>(?:{_RACE})(?:·(?:{_RACE}))*)的场合，伤害步骤结束时把那只怪兽破坏",
          lambda d, m: _monster_keyword(d, "destroys_battled:" + ",".join(RACES[r] for r in m.group("races").split("·")))),
    Piece("spell-counter", STATIC, r"这张卡进行战斗的战斗阶段结束时这张卡的魔力指示物全部取除",
          lambda d, m: _monster_keyword(d, "clear_counters_after_battle")),
    # 抹杀之使徒 Nobleman of Crossout: a face-down monster destroyed and banished, a Flip monster's namesakes from both Decks
    Piece("crossout", ACTION, r"破坏1只里侧表示的怪兽，并从游戏中除外", _crossout),
    Piece("crossout", ACTION, r"破坏的怪兽是反转效果的场合，双方互相确认对方卡组，和破坏的怪兽同名的卡全部从游戏中除外。?之后洗切卡组",
          lambda d, m: d.amend(("destroy_banish",), namesakes=True)),
    # 光道魔术师 丽拉 Lyla: "change this face-up Attack Position card to Defense Position, and destroy that target; it
    # cannot change its battle position until the end of your next turn"
    Piece("position-lock", ACTION, r"自己场上的表侧攻击表示的这张卡变成守备表示", _to_defense),
    Piece("position-lock", ACTION, r"这个效果的发动后，直到下次的自己回合的结束时这张卡不能把表示形式变更", _op("lock_position")),
    # 地割 Fissure, 地碎 Tremendous Fire's kin: "destroy the 1 face-up monster with the lowest ATK / highest DEF"
    Piece("destroy-extreme", ACTION, r"对方场上1只(?P<stat>攻击力|守备力)(?P<way>最低|最高)的怪兽破坏",
          lambda d, m: d.op("destroy_extreme", stat="atk" if m.group("stat") == "攻击力" else "def",
                            lowest=m.group("way") == "最低")),
    # 槌击 Hammer Shot: "destroy the 1 face-up Attack Position monster on the field with the highest ATK" (either side)
    Piece("destroy-extreme", ACTION, r"场上表侧攻击表示存在的1只攻击力(?P<way>最低|最高)的怪兽破坏",
          lambda d, m: d.op("destroy_extreme", stat="atk", lowest=m.group("way") == "最低", side="any", position="attack")),
    Piece("equip-indestructible", STATIC, r"装备怪兽不会被战斗破坏", _equip_indestructible),
    # 古代的机械巨人 Ancient Gear Golem: "if this card attacks, your opponent cannot activate Spell/Trap Cards until the
    # end of the Damage Step"
    Piece("attack-lock", STATIC, r"这张卡攻击的场合，对方直到伤害步骤结束时魔法·陷阱卡不能发动",
          lambda d, m: _monster_keyword(d, "attack_lock")),
    # 机动城的齿轮巨人: "This effect can only be activated in Main Phase 1. Pay 800 LP; this turn, this card can attack
    # directly" (an Ignition Effect in the older wording)
    Piece("main1-only", TIMING, r"这个效果在主要阶段一才能发动", _main1_only),
    Piece("direct-attack-turn", ACTION, r"本回合这张卡可以对对方进行直接攻击", _op("mark_self", word="direct_attack")),
    Piece("attack-twice", STATIC, rf"这张卡在同1(?:次|个)的?战斗阶段中(?:可以)?(?:作|进行)(?P<n>{_N})次攻击",
          lambda d, m: _monster_keyword(d, f"attacks:{m.group('n')}")),
    # 重装武者-弁庆 Armed Samurai - Ben Kei: one more attack for each Equip Card equipped to it
    Piece("attacks-per-equip", STATIC, r"每次的战斗阶段中，这张卡在通常攻击之上追加、这张卡装备的装备卡数量的攻击次数",
          lambda d, m: _monster_keyword(d, "attacks_per_equip")),
    Piece("destroys-equips", STATIC, r"这张卡有装备卡被装备的场合发动。那些装备卡破坏", lambda d, m: _monster_keyword(d, "destroys_equips")),
    Piece("positions-all", ACTION, r"变更自己与对方场上以表侧表示存在的所有怪兽的表示形式", _op("positions_all")),
    Piece("position", ACTION, rf"{THAT}的表示形式变更", _op("position", what="target")),
    Piece("position", ACTION, r"这张卡的表示形式变更", _op("position", what="self")),
    Piece("set-face-down", ACTION, r"这张卡(?:1回合只有1次|1个回合(?:可以有)?1次)(?:可以)?(?:变成|变回)里侧守备表示",
          lambda d, m: _ignition_self(d, "set_face_down")),
    Piece("once-per-turn", ACTION, r"（1回合只有1次）", _set(once="copy")),
    Piece("set-face-down", ACTION, rf"(?:{THAT}|(?P<self>这张卡))变成里侧守备表示",
          lambda d, m: d.op("set_face_down", what="self" if m.group("self") else "target")),
    Piece("modify", ACTION, rf"{THAT}的{_MODIFY}", _modify("target")),
    Piece("modify", ACTION, rf"这张卡的{_MODIFY}", _modify("self")),
    Piece("search", ACTION, rf"(?:可以)?从(?:自己)?(?P<zones>卡组)把{FILTER}加入手卡", _from_zone("search")),
    Piece("special-summon-from", ACTION, rf"(?:可以)?从(?:自己的?)?(?P<zones>{_ZONES})(?:把|选){FILTER}"
          r"(?:在自己场上)?(?P<pos>守备表示|表侧攻击表示|攻击表示)?特殊召唤", _from_zone("summon_from")),
    Piece("special-summon-from", ACTION, rf"(?:可以)?从(?:自己的?)?(?P<zones>{_ZONES})中?"
          rf"(?P<pos>守备表示|表侧攻击表示)?特殊召唤{FILTER}(?:上场)?", _from_zone("summon_from")),
    # the older "choose 1 … from your Deck and Set it" (盖伏上场): Special Summoned face-down
    Piece("special-summon-from", ACTION, rf"(?:可以)?从(?:自己的?)?(?P<zones>{_ZONES})中?选择{FILTER}(?P<pos>盖伏)上场",
          _from_zone("summon_from")),
    Piece("send-from-deck", ACTION, rf"(?:可以)?从(?:自己)?(?P<zones>卡组)把{FILTER}送去墓地", _from_zone("send_from")),
    Piece("mill", ACTION, rf"(?P<who>自己|对方|双方)?(?:从(?:自己)?卡组上面把|卡组最上面的|(?:自己)?卡组上面|将自己卡组最上方的)(?P<n>{_N})张(?:卡)?送去墓地",
          lambda d, m: d.op("mill", who={"对方": "opponent", "双方": "both"}.get(m.group("who") or "", "self"), count=int(m.group("n")))),
    Piece("search", ACTION, r"(?:之后|那之后，)?(?:卡组洗切|洗切卡组)", _shuffled),
    # Equip Spells (YGO CartasMagicas.7–9)
    Piece("equip-boost", STATIC, rf"(?:1只)?装备(?:的)?怪兽(?:的)?(?P<stat>攻击力·守备力|攻击力和守备力|攻击力|守备力)(?P<dir>上升|下降)(?P<n>{_N})(?:点)?",
          _equip_boost),
    Piece("equip-boost", STATIC, rf"(?:(?P<race>{_RACE})|「(?P<q>[^」]+)」|名字带有「(?P<has>[^」]+)」的)(?:怪兽)?才能装备", _equip_to),
    # lasting boosts of the monsters a face-up card names (YGO Cartas.2)
    Piece("lasting-boost", STATIC, _BOOST, _lasting_boost),
    Piece("boost-others", STATIC, _BOOST_OTHERS, _lasting_boost),
    # 强者的苦痛 Burden of the Mighty: "monsters your opponent controls lose 100 ATK × their own Level"
    Piece("boost-per-level", STATIC, rf"对方场上的怪兽的攻击力下降那怪兽的等级×(?P<n>{_N})", _boost_per_level),
    # what the card is, always (YGO Cartas.2: the text overrides the rulebook)
    Piece("unique-face-up", STATIC, r"「[^」]+」在自己场上只能有1(?:只|张)表侧表示存在", _unique),
    Piece("battle-indestructible", STATIC, r"这张卡不会被战斗破坏", lambda d, m: d.keywords.add("battle_indestructible")),
    # 奇袭的又佐 Kiryu's kin: "control of this face-up card cannot switch"
    Piece("control-locked", STATIC, r"这张卡在场上以表侧表示存在时，控制权不能被变更",
          lambda d, m: _monster_keyword(d, "control_locked")),
    # 翻弄敌人的精灵剑士 Obnoxious Celtic Guard: "cannot be destroyed by battle with a monster with 1900 or more ATK"
    Piece("battle-indestructible", STATIC, rf"这张卡不会被和攻击力(?P<n>{_N})以上的怪兽的战斗破坏",
          lambda d, m: _monster_keyword(d, f"battle_safe_from_atk:{m.group('n')}")),
    # 指挥骑士 Command Knight: "your opponent cannot target this card for attacks while you control another monster"
    Piece("protect-others", STATIC, r"只要自己场上有这张卡以外的怪兽存在，对方不能选择这张卡为?攻击对象",
          lambda d, m: _monster_keyword(d, "shielded_by_others")),
    # 裁决之龙 Judgment Dragon: "must first be Special Summoned (from your hand) while there are 4 or more "Lightsworn"
    # monsters with different names in your GY" — its summon procedure, under that condition
    Piece("summon-self", ACTION, rf"自己墓地的「(?P<has>[^」]+)」怪兽是(?P<n>{_N})种类以上的场合才能特殊召唤(?P<pos>)", _kinds_procedure),
    Piece("direct-attack", STATIC, r"这张卡可以直接攻击(?:对方玩家)?", lambda d, m: d.keywords.add("direct_attack")),
    Piece("piercing", STATIC, r"这张卡向守备表示怪兽攻击的场合，给与(?:对方)?攻击力超过那个守备力的数值的战斗伤害"
          r"|这张卡(?:向)?(?:攻击)?守备表示怪兽(?:攻击)?(?:时|的场合)，若攻击力超过那个守备力，给与对方(?:基本分)?那个数值的战斗伤害",
          lambda d, m: d.keywords.add("piercing")),
)
#: Between clauses: commas, full stops, "then", "in addition"; "…，可以" (an older text's "you can").
SEPARATOR = re.compile(r"(?:，可以(?!把这张卡作为祭品)|[，。、；\s]|那之后，?|之后，|然后|并且|此外，|，?那个后)+")
#: An effect's number (①：) or a Flip Effect's mark.
MARKER = re.compile(r"^(?P<mark>[①-⑳])：")
