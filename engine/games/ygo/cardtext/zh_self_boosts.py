"""A monster's "this card gains N ATK" in its contexts, in YGOPro's Simplified Chinese wording: for each card some
zone holds, in the older word orders ("场上存在的这张卡以外的机械族怪兽每有1只", "自己的墓地每存在1只怪兽"); while a
condition holds ("只要自己场上有名字带有「X」的怪兽表侧表示存在", "场地魔法卡表侧表示存在的场合", "只要自己手卡数目是0张");
and in the Damage Step of its battles ("这张卡和光属性怪兽进行战斗的场合，伤害步骤内").

Each ``Piece`` is read like those of ``zh``. What they give the card is a keyword (``per:`` counted by
``textops.per_count``; ``if_boost:`` and ``battle_boost:`` by ``engine.games.ygo.self_boosts``), applied while the
monster is face-up on the field with its effects (YGO Cartas.2).
"""

from __future__ import annotations

import json
import re

from engine.games.ygo.cardtext.model import STATIC, Draft, Piece
from engine.games.ygo.cardtext.zh_words import ATTRIBUTES, NUM, RACE, RACES
from engine.games.ygo.self_boosts import BATTLE_BOOST, IF_BOOST

_STATS = {"攻击力·守备力": "both", "攻击力": "atk", "守备力": "def"}
#: "…, this card gains N ATK": the end of every sentence read here
_GAINS = rf"，这张卡的(?P<stat>攻击力·守备力|攻击力|守备力)上升(?P<n>{NUM})点?"
_RACES = rf"(?P<races>(?:{RACE})(?:·(?:{RACE}))*)"

#: "for each 1 …" said before or after what is counted (the slots of ``textops.count_cards``)
_EACH = (rf"(?P<each>每1(?:只|张))?(?P<xself>这张卡以外的)?在?(?P<side>自己|对方|双方)?的?(?P<where>场上|墓地)里?(?:存在的|的)?"
         rf"(?P<xself2>这张卡以外的)?(?P<each2>每(?:存在|有)1(?:只|张))?(?P<up>表侧表示(?:存在)?的)?(?:(?P<attr>[地水炎风光暗])属性的?)?"
         rf"(?P<race>{RACE})?(?:名字带有「(?P<has>[^」]+)」的|名称中含有「(?P<has2>[^」]+)」的|(?P<names>(?:「[^」]+」)+))?"
         rf"(?P<what>怪兽卡|怪兽|卡)?(?P<each3>每有1只)?{_GAINS}")

#: "if you control a (face-up) (WATER) (Fish/Sea Serpent) ("X") monster (other than this card / "Y")"
_HAS = (rf"(?:只要)?(?P<side>自己|对方)?场上有(?P<xself>这张卡以外的)?(?:「(?P<other>[^」]+)」以外的)?(?:(?P<attr>[地水炎风光暗])属性的?)?"
        rf"{_RACES}?(?:「(?P<q>[^」]+)」(?P<arch>怪兽)?|名字带有「(?P<has>[^」]+)」的怪兽|(?P<mon>怪兽))(?:表侧表示)?存在(?:的场合)?{_GAINS}")


def _monster(draft: Draft) -> None:
    """A monster's lasting boost: said on its own, or after an effect read whole (an older line may hold both), never
    as what an effect being read does."""
    if draft.kind != "monster" or draft.conditions or not draft.ops and (draft.trigger is not None or draft.activated):
        raise ValueError("a monster's own lasting boost")


def _per_each(draft: Draft, found: re.Match[str]) -> None:
    """"This card gains N ATK for each 1 …" in the older orders: ``per:<stat>:<N>:<spec>`` (``textops.count_cards``)."""
    _monster(draft)
    if [found.group(g) for g in ("each", "each2", "each3")].count(None) != 2:
        raise ValueError("one 'for each' said once")
    what = found.group("what") or ""
    if not what and not found.group("names"):
        raise ValueError("nothing counted")
    spec: dict[str, object] = {"side": {"自己": "own", "对方": "opponent"}.get(found.group("side") or "", "any"),
                               "zones": ["field" if found.group("where") == "场上" else "cementerio"]}
    if what.startswith("怪兽"):
        spec["kind"] = "monster"
    elif (found.group("race") or found.group("attr")):
        raise ValueError("a monster's Type or Attribute, of any card")
    if found.group("names"):
        spec["names"] = re.findall(r"「([^」]+)」", found.group("names"))
    if found.group("has") or found.group("has2"):
        spec["name_has"] = found.group("has") or found.group("has2")
    if found.group("race"):
        spec["race"] = RACES[found.group("race")]
    if found.group("attr"):
        spec["attribute"] = ATTRIBUTES[found.group("attr")]
    if found.group("up"):
        spec["face_up"] = True
    if found.group("xself") or found.group("xself2"):
        spec["not_self"] = True
    draft.keywords.add(f"per:{_STATS[found.group('stat')]}:{found.group('n')}:"
                       + json.dumps(spec, ensure_ascii=False, sort_keys=True))


def _if(draft: Draft, found: re.Match[str], condition: str) -> None:
    """"While <condition>, this card gains N ATK": ``if_boost:<stat>:<N>:<condition>`` (``self_boosts``)."""
    _monster(draft)
    draft.keywords.add(f"{IF_BOOST}{_STATS[found.group('stat')]}:{found.group('n')}:{condition}")


def _if_has(draft: Draft, found: re.Match[str]) -> None:
    """"As long as you control a face-up "X" monster (other than "Y"), this card gains N ATK" (``has:<slots>``)."""
    args: dict[str, object] = {"side": {"自己": "own", "对方": "opponent"}.get(found.group("side") or "", "any")}
    if found.group("q") and not found.group("arch"):
        args["name"] = found.group("q")
    elif found.group("q") or found.group("has"):
        args["name_has"] = found.group("q") or found.group("has")
    if found.group("arch") or found.group("has") or found.group("mon"):
        args["kind"] = "monster"
    if not (found.group("q") or found.group("has") or found.group("races") or found.group("attr")):
        raise ValueError("nothing named")
    if found.group("other"):
        args["other"] = found.group("other")
    if found.group("attr"):
        args["attribute"] = ATTRIBUTES[found.group("attr")]
    if found.group("races"):
        args["races"] = [RACES[r] for r in found.group("races").split("·")]
    if found.group("xself"):
        args["not_self"] = True
    _if(draft, found, "has:" + json.dumps(args, ensure_ascii=False, sort_keys=True))


def _battle(draft: Draft, found: re.Match[str]) -> None:
    """"This card gains N ATK during the Damage Step when it battles a LIGHT monster / a non-Normal monster / when it
    attacks": ``battle_boost:<N>:<what it battles>`` (``self_boosts``)."""
    _monster(draft)
    against: dict[str, object] = {}
    if found.groupdict().get("attr"):
        against["attribute"] = ATTRIBUTES[found.group("attr")]
    if found.groupdict().get("nonnormal"):
        against["not_normal"] = True
    if found.groupdict().get("attacks"):
        against["attacking"] = True
    draft.keywords.add(f"{BATTLE_BOOST}{found.group('n')}:" + json.dumps(against, ensure_ascii=False, sort_keys=True))


PIECES: tuple[Piece, ...] = (
    # 完美机械王 Perfect Machine King, 野蛮人1号 Battle Ox's kin, 影之食尸鬼 Shadow Ghoul, 姆多拉 Muudora…
    Piece("count-boost-each", STATIC, _EACH, _per_each),
    # 起动士兵 死亡旋转者 Boot-Up Soldier - Dread Dynamo, 真六武众-阴鬼 Legendary Six Samurai - Kageki's kin, 光子前行者
    Piece("boost-while", STATIC, _HAS, _if_has),
    # 亲子玉米 Mother Grizzly's kin: "if a Field Spell is face-up on the field, this card gains 1000 ATK"
    Piece("boost-while", STATIC, rf"(?:只要)?场地魔法卡表侧表示存在(?:的场合)?{_GAINS}", lambda d, m: _if(d, m, "field_spell")),
    # 电控独眼巨人 Cyber-Tech Alligator's kin: "as long as you have 0 cards in your hand, this card gains 1000 ATK"
    Piece("boost-while", STATIC, rf"只要自己(?:的)?手卡数目是(?P<k>{NUM})张{_GAINS}", lambda d, m: _if(d, m, f"hand_size:{m.group('k')}")),
    # 底比斯的梦魇 Nightmare of Thebes' kin: "if you have no cards in your hand and Spell & Trap Zone, …"
    Piece("boost-while", STATIC, rf"自己手卡和自己的魔法与陷阱区域没有卡存在的场合{_GAINS}", lambda d, m: _if(d, m, "empty_hand_spells")),
    # 正义盟军 雷剑兵 Ally of Justice Thunder Armor's kin, 太阳之战士, 冲刺战士 Dash Warrior, 人狮兽
    Piece("battle-boost", STATIC, rf"(?:这张卡)?和(?P<attr>[地水炎风光暗])属性的?怪兽(?:进行)?战斗的场合，伤害(?:步骤内|计算阶段)"
          rf"这张卡的攻击力上升(?P<n>{NUM})", _battle),
    Piece("battle-boost", STATIC, rf"这张卡(?P<attacks>攻击)的场合，伤害步骤内这张卡的攻击力上升(?P<n>{NUM})", _battle),
    Piece("battle-boost", STATIC, rf"这张卡和(?P<nonnormal>通常怪兽以外)的怪兽进行战斗的伤害步骤内，这张卡的攻击力上升(?P<n>{NUM})", _battle),
)
