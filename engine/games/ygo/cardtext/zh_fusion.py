"""Fusion in YGOPro's Simplified Chinese card texts: the Fusion Material Monsters a Fusion Monster lists by name,
archetype, Type or Attribute ("「元素英雄」怪兽＋炎属性怪兽", "「宝石骑士」怪兽×3"), and the Spells (and monster
effects) that Fusion Summon as Polymerization does, some only Fusion Monsters of one archetype or Type, some with
materials banished from the field and the Graveyard (YGO CartasDeMonstruosFusion.1–4, over them Cartas.2).

``materials`` reads a material line into the entries of ``YgoCard.materials`` (``fusion_materials``); the pieces
are read like those of ``zh``.
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import ACTION, STATIC, Draft, Piece
from engine.games.ygo.cardtext.zh_words import ATTRIBUTES, RACE, RACES
from engine.games.ygo.fusion_materials import by_kind

_ATTR = "[地水炎风光暗]"
#: One material: "「X」" (that card), "「X」怪兽" / "名字带有「X」的怪兽" (an archetype's), "龙族怪兽", "炎属性怪兽",
#: "通常怪兽", "「X」融合怪兽", "5星以上的「X」怪兽", each maybe "×N".
_UNIT = re.compile(rf"(?:(?P<lv>[0-9]+)星(?P<lvc>以上)?的?)?(?:(?P<attr>{_ATTR})属性的?)?(?P<race>{RACE})?"
                   r"(?:「(?P<q>[^」]+)」|名字带有「(?P<has>[^」]+)」的)?(?P<noun>通常怪兽|融合怪兽|怪兽)?(?:×(?P<n>[2-9]))?")
#: The same, as part of a pattern over a whole line.
_ANY_UNIT = re.sub(r"\(\?P<\w+>", "(?:", _UNIT.pattern)


def _unit(found: re.Match[str]) -> str:
    """The ``materials`` entry of one material."""
    if found.group("q") and not found.group("noun"):
        if found.group("lv") or found.group("attr") or found.group("race"):
            raise ValueError("a named card with more said of it")
        return found.group("q")
    if not found.group("noun"):
        raise ValueError("no monster named")
    args: dict[str, object] = {}
    if found.group("q") or found.group("has"):
        args["name_has"] = found.group("q") or found.group("has")
    if found.group("race"):
        args["race"] = RACES[found.group("race")]
    if found.group("attr"):
        args["attribute"] = ATTRIBUTES[found.group("attr")]
    if found.group("noun") != "怪兽":
        args["sub"] = "normal" if found.group("noun") == "通常怪兽" else "fusion"
    if found.group("lv"):
        args["min_level" if found.group("lvc") else "level"] = int(found.group("lv"))
    if not args:
        raise ValueError("any monster at all")  # ("怪兽×3" and such: none of the classic cards' lists)
    return by_kind(args)


def materials(line: str) -> tuple[str, ...] | None:
    """The Fusion Material Monsters a material line lists, one entry each (``None``: it is no such line, or one
    this reading does not know — "1只以上", "卡名不同的", Synchro or Pendulum monsters)."""
    found: list[str] = []
    for term in re.split(r"[＋+]", line.strip()):
        unit = _UNIT.fullmatch(term.strip())
        if unit is None or not term.strip():
            return None
        try:
            entry = _unit(unit)
        except ValueError:
            return None
        found.extend([entry] * int(unit.group("n") or 1))
    return tuple(found) if len(found) >= 2 else None


def _material_line(draft: Draft, found: re.Match[str]) -> None:
    """A Fusion Monster's list of materials: what ``cdb`` gives the card (``materials``), which
    ``fusion_materials.assign`` fills when it is Fusion Summoned (YGO CartasDeMonstruosFusion.1)."""
    if (draft.kind, draft.sub) != ("monster", "fusion") or draft.seen or draft.ops:
        raise ValueError("a Fusion Monster's materials")
    if materials(found.group(0)) is None:
        raise ValueError("a list of materials this reading does not know")


#: Which Fusion Monsters a Fusion Spell summons: "「X」融合怪兽", "龙族的融合怪兽", "机械族·暗属性的融合怪兽".
_WHICH = rf"(?:「(?P<q>[^」]+)」|(?P<race>{RACE})(?:·(?P<attr>{_ATTR})属性)?|(?P<attr2>{_ATTR})属性)?的?"


#: Where a Fusion Spell takes its materials from, as its text says.
_ZONES = {"手卡·场上": ("mano", "monstruos"), "手卡·自己场上": ("mano", "monstruos"), "场上": ("monstruos",),
          "自己场上": ("monstruos",), "场上·墓地": ("monstruos", "cementerio"), "墓地": ("cementerio",)}


def _fusion(draft: Draft, found: re.Match[str]) -> None:
    """"Fusion Summon 1 (archetype / Type) Fusion Monster from your Extra Deck, using monsters from your hand or field
    (from your field or GY, banished) as Fusion Material": Polymerization's summon (YGO CartasDeMonstruosFusion.1, .4),
    with the zones and the fate of the materials its text says (Cartas.2)."""
    if draft.kind not in ("spell", "trap", "monster"):
        raise ValueError("a card's effect")
    which: dict[str, object] = {}
    if found.group("q") or found.group("q2"):
        which["name_has"] = found.group("q") or found.group("q2")
    if found.group("race"):
        which["race"] = RACES[found.group("race")]
    if found.group("attr") or found.group("attr2"):
        which["attribute"] = ATTRIBUTES[found.group("attr") or found.group("attr2")]
    draft.op("fusion", zones=_ZONES[found.group("zones")], **({"banish": True} if found.group("fate") == "除外" else {}),
             **which)


PIECES: tuple[Piece, ...] = (
    # 宝石骑士·仿钻 Gem-Knight Zirconia: ""Gem-Knight" monster + Rock monster" — the classic rules' Fusion Material
    # Monsters, named by kind (YGO CartasDeMonstruosFusion.1; Cartas.2)
    Piece("fusion-materials-kinds", STATIC, rf"(?:{_ANY_UNIT})(?:[＋+](?:{_ANY_UNIT}))*$", _material_line),
    # 融合 Polymerization, 与神之假身的接触 El Shaddoll Fusion…: "Fusion Summon 1 ("Shaddoll") Fusion Monster from your
    # Extra Deck, using monsters from your hand or field as Fusion Material"; 奇迹融合 Miracle Fusion, 龙之镜 Dragon's
    # Mirror: "… from your field or GY, by banishing them"; the older "… Special Summon 1 "Gem-Knight" Fusion Monster
    # from your Extra Deck as a Fusion Summon"
    Piece("fusion-summon", ACTION, rf"从(?:自己的)?(?P<zones>{'|'.join(sorted(_ZONES, key=len, reverse=True))})把{_WHICH}"
          r"融合怪兽卡决定的融合素材怪兽(?P<fate>送去墓地|除外)，把(?:名字带有「(?P<q2>[^」]+)」的)?那1只融合怪兽"
          r"(?:从额外卡组融合召唤|当作融合召唤从额外卡组特殊召唤)", _fusion),
)
