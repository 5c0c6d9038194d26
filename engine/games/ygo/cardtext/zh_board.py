"""How the clauses of YGOPro's Simplified Chinese card texts about the board fill a ``model.Draft``:
lasting boosts, sweeps, counters, "for each" counts and "if you control …" conditions."""

from __future__ import annotations

import json
import re

from engine.games.ygo.cards import Boost, TargetSpec
from engine.games.ygo.cardtext.model import Draft
from engine.games.ygo.cardtext.zh_clauses import destroy_one, summon_self
from engine.games.ygo.cardtext.zh_words import ATTRIBUTES, NUM, RACE, RACES


_BOOST_SIDES = {"自己场上": "own", "自己": "own", "对方场上": "opponent", "场上": "any", "双方场上": "any"}
#: "As long as this card is face-up on the field / in the Monster Zone / in the Spell & Trap Zone:".
_WHILE = r"只要这张卡在(?:自己场上表侧表示|场上表侧表示|怪兽区域|场上|魔法与陷阱区域|场地区域)存在"


def lasting_boost(draft: Draft, found: re.Match[str]) -> None:
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
               rf"(?:(?P<attr>[地水炎风光暗])属性的?)?(?P<races>(?:{RACE})(?:·(?:{RACE}))*)?(?:的)?怪兽的?"
               rf"(?P<stat>攻击力·守备力|攻击力和守备力|攻击力|守备力)(?P<dir>上升|下降)(?P<n>{NUM})(?:点)?"
               rf"(?:，(?P<stat2>守备力)(?P<dir2>上升|下降)(?P<n2>{NUM})(?:点)?)?")
BOOST = rf"(?:(?P<while>{_WHILE})，)?{_BOOST_TAIL}"
#: 启动炮司令官 Launcher Commander: "… the Cyberse monsters you control, except this card, gain 300 ATK/DEF"
BOOST_OTHERS = rf"(?P<while>{_WHILE})，(?P<others>这张卡以外的){_BOOST_TAIL}"


ALL_OF = {("场上", "怪兽"): "all_monsters", ("对方场上", "怪兽"): "opponent_monsters", ("自己场上", "怪兽"): "own_monsters",
        ("场上", "魔法·陷阱卡"): "all_spells", ("对方场上", "魔法·陷阱卡"): "opponent_spells",
        ("对方场上", "攻击表示怪兽"): "opponent_attack_monsters", ("场上", "卡"): "all_cards",
        ("对方场上", "卡"): "opponent_cards", ("场上", "攻击表示怪兽"): "attack_monsters",
        ("自己场上", "魔法·陷阱卡"): "own_spells", ("自己场上", "卡"): "own_cards", ("自己场上", "攻击表示怪兽"): "own_attack_monsters"}
_STAT = r"(?P<stat>攻击力·守备力|攻击力|守备力)"
MODIFY = rf"{_STAT}直到(?:回合结束|结束阶段)时(?P<dir>上升|下降)(?P<n>{NUM})"

_SIDES = {"场上": "any", "双方场上": "any", "对方场上": "opponent", "自己场上": "own"}
_KINDS = {"怪兽": ("monstruos", None), "攻击表示怪兽": ("monstruos", None), "守备表示怪兽": ("monstruos", None),
          "魔法·陷阱卡": ("magias", None), "魔法卡和陷阱卡": ("magias", None), "魔法卡": ("magias", "spell"), "陷阱卡": ("magias", "trap"), "卡": ("field", None)}


def destroy_all(draft: Draft, found: re.Match[str]) -> None:
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


DESTROY_ALL = (rf"(?P<xself>这张卡以外的)?(?P<side>双方场上|对方场上|自己场上|场上)(?:存在的|的)?(?P<face>表侧表示存在的|以表侧表示存在的|表侧表示的?|盖放的?)?"
                rf"(?:(?P<xattr>[地水炎风光暗])属性怪兽以外的)?(?:(?P<attr>[地水炎风光暗])属性的?)?(?P<races>(?:{RACE})(?:·(?:{RACE}))*)?"
                r"(?P<what>攻击表示怪兽|守备表示怪兽|怪兽|魔法·陷阱卡|魔法卡和陷阱卡|魔法卡|陷阱卡|卡)(?P<act>全部破坏)")
#: "Return all … to the hand" (场上的魔法卡和陷阱卡全部回到控制者手卡): the same slots.
RETURN_ALL = DESTROY_ALL.replace("(?P<act>全部破坏)", "(?P<act>全部回到(?:持有者|控制者)?的?手卡)")


def all_of_kind(draft: Draft, found: re.Match[str]) -> None:
    """"Destroy / return to the hand all …" (``_DESTROY_ALL``): which, by the action it ends with."""
    destroy_all(draft, found)
    if "破坏" not in found.group("act"):
        last = draft.ops.pop()
        draft.op("return_all", **last.args)


def attacker(draft: Draft, found: re.Match[str]) -> None:
    """"Target 1 attacking monster": the monster whose attack this answers (YGO Cartas.2)."""
    if draft.target is not None:
        raise ValueError("a target already")
    draft.target = TargetSpec("monstruos", "any", "monster", filter=(("attacker", True),))


def attacker_goes(draft: Draft, found: re.Match[str]) -> None:
    """The older "banish (destroy) that 1 attacking monster": the attacker is the target (YGO Cartas.2)."""
    attacker(draft, found)
    draft.op("destroy" if found.group("act") == "破坏" else "banish", what="target")


def destroy_pick(draft: Draft, found: re.Match[str]) -> None:
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


def counter_gain(draft: Draft, found: re.Match[str]) -> None:
    """"Each time a Spell Card is activated, place 1 Spell Counter on this card (max 3)": a monster's,
    while it is face-up on the field (YGO Cartas.2)."""
    if draft.kind != "monster":
        raise ValueError("a monster's counters only")
    _holds(draft, found)
    draft.keywords.add(f"counter_gain:{found.group('n') or 1}")


def counter_self(draft: Draft, found: re.Match[str]) -> None:
    """"Place N Spell Counters on this card (max N)"."""
    _holds(draft, found)
    draft.op("add_counter", what="self", count=int(found.group("n")))


def atk_per_counter(draft: Draft, found: re.Match[str]) -> None:
    """"This card gains N ATK for each Spell Counter on it"."""
    if draft.kind != "monster":
        raise ValueError("a monster's ATK")
    _holds(draft, found)
    draft.keywords.add(f"atk_per_counter:{found.group('n') or found.group('m') or found.group('k')}")


def remove_counters(draft: Draft, found: re.Match[str]) -> None:
    """"Remove N Spell Counters from this card;": a cost, which needs as many on it (YGO
    CartasDeMonstruosDeEfecto.6); the older wording ("you can remove … to …") says no 发动."""
    draft.cost("remove_counters", count=int(found.group("n")))
    if found.group("may") or found.string[:found.start()].endswith("可以"):
        if draft.kind != "monster" and draft.trigger == "quick" and not draft.activated:
            draft.activated, draft.optional = True, True  # "once per turn, during your turn: you can remove …"
            return
        if draft.kind == "monster" and draft.trigger == "ignition" and draft.activated and draft.once:
            return  # "once per turn, you can remove …" (zh_upkeep.once-ignition read it)
        if draft.kind != "monster" or draft.trigger not in (None, "ignition") or draft.activated:
            raise ValueError("a monster's Ignition Effect only")
        draft.trigger, draft.activated, draft.optional = "ignition", True, True


def own_turn_once(draft: Draft, found: re.Match[str]) -> None:
    """"Once per turn, during your turn:" of a face-up Continuous Spell or Trap: an effect it uses then, at any
    open moment of that turn (a Trap's is Spell Speed 2: YGO Cadenas.9)."""
    if (draft.kind, draft.sub) not in (("trap", "continuous"), ("spell", "continuous")) or draft.trigger or draft.ops:
        raise ValueError("a continuous card's effect")
    draft.trigger = "quick" if draft.kind == "trap" else "ignition"
    draft.once = "copy"
    draft.conditions.append("own_turn")


def main1_only(draft: Draft, found: re.Match[str]) -> None:
    """"This effect can only be activated during Main Phase 1": a monster's Ignition Effect, activated then."""
    if draft.kind != "monster" or draft.trigger not in (None, "ignition") or draft.activated:
        raise ValueError("a monster's Ignition Effect only")
    draft.trigger, draft.activated, draft.optional = "ignition", True, True
    draft.conditions.append("main1")


def fill_standby(draft: Draft, found: re.Match[str]) -> None:
    """A face-up monster's or Continuous Spell's "during your Standby Phase: …" (YGO PhasesDelJuego.5)."""
    if (draft.kind, draft.sub) not in (("monster", "effect"), ("spell", "continuous")) or draft.trigger is not None:
        raise ValueError("a monster's or Continuous Spell's own trigger")
    draft.trigger = "standby"


def spell_gain(draft: Draft, found: re.Match[str]) -> None:
    """A Continuous Spell's "each time a Spell Card is activated, gain N LP" (``counters.spell_resolved``)."""
    if (draft.kind, draft.sub) != ("spell", "continuous"):
        raise ValueError("a Continuous Spell's")
    draft.keywords.add(f"spell_gain:{found.group('n')}")


def spell_burn(draft: Draft, found: re.Match[str]) -> None:
    """A monster's "each time you activate a Normal Spell Card, inflict N damage to your opponent" while it
    is face-up (``counters.spell_resolved``)."""
    monster_keyword(draft, f"normal_spell_burn:{found.group('n')}")


def counters_destroy(draft: Draft, found: re.Match[str]) -> None:
    """A monster's "for every N Spell Counters removed from this card, destroy 1 monster on the field": an Ignition
    Effect whose cost is N counters (YGO CartasDeMonstruosDeEfecto.6), used as often as they last."""
    if draft.kind != "monster" or draft.trigger is not None or draft.activated:
        raise ValueError("a monster's Ignition Effect only")
    draft.cost("remove_counters", count=int(found.group("n")))
    draft.trigger, draft.activated, draft.optional = "ignition", True, True
    destroy_one(draft, found)


def gain_if_destroyed(draft: Draft, found: re.Match[str]) -> None:
    """"If destroyed by this effect, your opponent gains N LP": said after a destruction (Soul Taker)."""
    if not draft.ops or draft.ops[-1].name != "destroy":
        raise ValueError("after a destruction only")
    draft.op("gain_if_destroyed", amount=int(found.group("n")))


def destroy_all_level(draft: Draft, found: re.Match[str]) -> None:
    """"Destroy all face-up Level N monsters your opponent controls" (the slots of ``_destroy_all`` and a Level)."""
    draft.op("destroy_all", side=_SIDES[found.group("side")], zone="monstruos", kind="monster", face_up=True,
             level=int(found.group("lv")))


def counter_target(draft: Draft, found: re.Match[str]) -> None:
    """The older "choose 1 face-up card on the field that can hold Spell Counters and place N on it"
    (指定…): a target, chosen when the effect is activated."""
    if draft.target is not None:
        raise ValueError("a target already")
    draft.target = TargetSpec("field", "any", None, True, filter=(("holds_counters", True),))
    draft.op("add_counter", what="target", count=int(found.group("n")))


def fill_stays(draft: Draft, found: re.Match[str]) -> None:
    """"This card stays on the field after activation, and is destroyed during your opponent's Nth End
    Phase": a Normal Spell's (YGO Cartas.2 over CartasMagicas.3)."""
    if (draft.kind, draft.sub) != ("spell", "normal"):
        raise ValueError("a Normal Spell's")
    draft.keywords.add(f"stays:{found.group('n')}")


def no_attacks(draft: Draft, found: re.Match[str]) -> None:
    """"As long as this card is in the Spell & Trap Zone, your opponent's monsters cannot declare an attack"."""
    if draft.kind not in ("spell", "trap"):
        raise ValueError("a Spell's or Trap's")
    draft.keywords.add("opponent_no_attack")


def fill_bound(draft: Draft, found: re.Match[str]) -> None:
    """"When this card leaves the field, destroy that monster. When that monster is destroyed (leaves the
    field), destroy this card": said of the monster a continuous card's activation Special Summoned."""
    if (draft.kind, draft.sub) not in (("trap", "continuous"), ("spell", "continuous")):
        raise ValueError("a continuous card's")
    draft.amend(("special_summon",), bound="destroyed" if found.group("how") == "破坏" else "leaves")


#: How many cards of some kind there are, times N ("the number of Dragons on your opponent's field and in
#: their GY × 500"): the slots of ``textops.count_cards``.
COUNT = (rf"(?P<xself>这张卡以外的)?(?P<side>双方|自己|对方)的?(?P<where>场上·墓地|场上|墓地|手卡)(?:存在的|的)?(?P<xself2>这张卡以外的)?"
          rf"(?P<up>表侧表示(?:存在)?的?)?(?:(?P<attr>[地水炎风光暗])属性的?)?(?P<race>{RACE})?"
          r"(?:名字带有「(?P<has>[^」]+)」的|(?P<names>(?:「[^」]+」)+)的?)?(?P<what>怪兽卡|怪兽|魔法·陷阱卡|魔法卡|陷阱卡|卡)?"
          rf"(?:的)?数(?:量)?×(?P<n>{NUM})(?:点|分)?(?:的数值|数值)?")


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


def per_count(draft: Draft, found: re.Match[str]) -> None:
    """"This card gains 500 ATK for each …" (a monster's own), "the equipped monster gains 500 ATK/DEF
    for each …" (an Equip Spell's): ``per:<stat>:<N>:<what is counted>`` (YGO Cartas.2)."""
    equip = found.group("equip")
    if equip and (draft.kind, draft.sub) != ("spell", "equip") or not equip and draft.kind != "monster":
        raise ValueError("a monster's own boost, or an Equip Spell's")
    stat = {"攻击力·守备力": "both", "攻击力": "atk", "守备力": "def"}[found.group("stat")]
    draft.keywords.add(f"per:{stat}:{found.group('n')}:{count_spec(found)}")
    if equip and draft.boost is None:
        draft.boost = Boost()  # what it adds is counted as the monster's stats are (base.stats)


def per_name(draft: Draft, found: re.Match[str]) -> None:
    """"This card gains 300 ATK(/DEF) for each "X" monster with a different name in your GY" (光道精灵 夏尔,
    光道龙 格拉古尼斯): ``per:<stat>:<N>:<spec>`` counting each name once (YGO Cartas.2)."""
    if draft.kind != "monster":
        raise ValueError("a monster's own boost")
    stat = {"攻击力·守备力": "both", "攻击力": "atk", "守备力": "def"}[found.group("stat")]
    spec = {"side": "own", "zones": ["cementerio"], "kind": "monster", "name_has": found.group("has"), "distinct": True}
    draft.keywords.add(f"per:{stat}:{found.group('n')}:{json.dumps(spec, ensure_ascii=False, sort_keys=True)}")


def protects(draft: Draft, found: re.Match[str]) -> None:
    """"As long as this card is in the Monster Zone, your opponent cannot target other Warrior monsters for
    attacks" (Marauding Captain)."""
    if draft.kind != "monster":
        raise ValueError("a monster's")
    draft.keywords.add(f"protects:{RACES[found.group('race')]}")


def monster_keyword(draft: Draft, word: str) -> None:
    """What a monster's text says it always does (``keywords``, read by the engine where it applies)."""
    if draft.kind != "monster":
        raise ValueError("a monster's")
    draft.keywords.add(word)


def destroy_noun_first(draft: Draft, found: re.Match[str]) -> None:
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


def cost_lp(draft: Draft, found: re.Match[str]) -> None:
    """"Pay N LP;" — a Spell's or Trap's older text says it as a sentence of its own ("Pay 500 LP. Destroy …"),
    the cost of the card's activation."""
    draft.cost_lp = int(found.group("n"))
    if draft.kind in ("spell", "trap") and found.string.startswith("。", found.end()):
        draft.activated = True


def crossout(draft: Draft, found: re.Match[str]) -> None:
    """"Destroy 1 face-down monster and banish it": a face-down monster, chosen when activated (a target)."""
    if draft.target is not None:
        raise ValueError("a target already")
    draft.target = TargetSpec("monstruos", "any", "monster", False)
    draft.op("destroy_banish", what="target")


def to_defense(draft: Draft, found: re.Match[str]) -> None:
    """"Change this face-up Attack Position card to Defense Position": it must be in face-up Attack Position."""
    draft.conditions.append("self_attack")
    draft.op("position", what="self")


def summon_discarding(draft: Draft, found: re.Match[str]) -> None:
    """"You can Special Summon this card (from your hand) by discarding N cards": its procedure, the discard
    its cost (YGO CartasDeMonstruosDeEfecto.6)."""
    draft.cost_discard = int(found.group("n"))
    summon_self("mano", "procedure")(draft, found)


def equip_indestructible(draft: Draft, found: re.Match[str]) -> None:
    """"The equipped monster cannot be destroyed by battle" (an Equip Spell's)."""
    if (draft.kind, draft.sub) != ("spell", "equip"):
        raise ValueError("an Equip Spell's")
    draft.keywords.add("equip_battle_indestructible")
    if draft.boost is None:
        draft.boost = Boost()  # no ATK/DEF of its own


def direct_damage(draft: Draft, found: re.Match[str]) -> None:
    """"When this card inflicts battle damage to your opponent by a direct attack": a Trigger Effect
    the engine starts whenever it happens (an optional one is left unread by ``compile_card``)."""
    draft.trigger = "direct_damage"


def if_has(draft: Draft, found: re.Match[str]) -> None:
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


HAS = (rf"(?P<side>自己|对方)?场上有(?P<xself>这张卡以外的)?(?:「(?P<other>[^」]+)」以外的)?(?:(?P<attr>[地水炎风光暗])属性的?)?(?P<race>{RACE})?"
        r"(?:「(?P<q>[^」]+)」(?P<arch>怪兽)?|名字带有「(?P<has>[^」]+)」的怪兽|(?P<mon>怪兽))(?:表侧表示)?存在(?:的场合|时)")
