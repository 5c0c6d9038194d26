"""Rituals in YGOPro's Simplified Chinese card texts: the Ritual Spells that Ritual Summon a monster they name, an
archetype's, a Type's or an Attribute's Ritual Monsters (any at all: 高等仪式术) with Tributes whose Levels add up to a
number, to the monster's Level or more, or exactly to it; and what a Ritual Monster says of the Ritual Spell it
descends with (YGO CartasDeMonstrusDeRitual.1, .3; CartasMagicas.16–17; over them Cartas.2).

The ``ritual`` operation the spells compile to is played by ``ritual_ops``; the older whole-text wordings of a Ritual
Spell by ``whole``. Read like the pieces of ``zh``.
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import ACTION, STATIC, Draft, Piece
from engine.games.ygo.cardtext.zh_words import ATTRIBUTES, NUM, RACE, RACES

_ATTR = "[地水炎风光暗]"
#: Which Ritual Monsters a spell summons: "「A」" (or "「A」或者「B」"), "「X」仪式怪兽" and "名字带有「X」的仪式怪兽" (an
#: archetype's), "光属性仪式怪兽", "电子界族仪式怪兽" / "龙族的仪式怪兽", "仪式怪兽" (any).
_WHICH = (rf"(?:(?P<names>「[^」]+」(?:(?:或者)?「[^」]+」)*)(?!仪式怪兽|的仪式怪兽)"
          rf"|(?:「(?P<q>[^」]+)」|名字带有「(?P<has>[^」]+)」的|(?P<attr>{_ATTR})属性的?|(?P<race>{RACE})的?)?仪式怪兽)")
#: "「X」的降临必需。" and its older kin: the header of a Ritual Spell.
_HEADER = rf"(?:{_WHICH})的?降临(?:必需|必要|需要|所必需)"


def _which(found: re.Match[str]) -> dict[str, object]:
    """What the ``ritual`` operation says of the monsters it summons (``ritual_ops.summons``)."""
    said = found.groupdict()
    if said.get("names"):
        return {"names": tuple(re.findall(r"「([^」]+)」", said["names"]))}
    if said.get("q") or said.get("has"):
        return {"name_has": said.get("q") or said.get("has")}
    if said.get("attr"):
        return {"attribute": ATTRIBUTES[said["attr"]]}
    if said.get("race"):
        return {"race": RACES[said["race"]]}
    return {"any": True}


def _spell(draft: Draft) -> None:
    if (draft.kind, draft.sub) != ("spell", "ritual"):
        raise ValueError("a Ritual Spell's clause")


def _header(draft: Draft, found: re.Match[str]) -> None:
    """The header of a Ritual Spell ("「X」的降临必需。"): its ① says again which monsters and how (Cartas.2)."""
    _spell(draft)


def _summon(draft: Draft, found: re.Match[str]) -> None:
    """"Tribute monsters from your hand or field whose total Levels equal N or more (exactly the Level of the monster
    Ritual Summoned; that Level or more), and Ritual Summon 1 … from your hand (or GY)" (YGO CartasDeMonstrusDeRitual.3,
    Cartas.2)."""
    _spell(draft)
    args = _which(found)
    level = found.groupdict().get("n")
    if level:
        args["level"] = int(level)
        if not found.group("more"):  # "直到N的怪兽": exactly N
            args["equal"] = True
    elif found.group("how") == "和仪式召唤的怪兽相同":
        args["equal"] = True
    if found.groupdict().get("field_only"):
        args["tributes"] = ("monstruos",)
    if "墓地" in (found.groupdict().get("src") or ""):
        args["zones"] = ("mano", "cementerio")
    draft.op("ritual", **args)


def _older(draft: Draft, found: re.Match[str]) -> None:
    """The older Ritual Spell: its header names the monsters, the next sentence the Tributes (whose Levels add up to N
    or more, or to N exactly)."""
    _spell(draft)
    args = _which(found)
    args["level"] = int(found.group("n"))
    if not found.group("more"):
        args["equal"] = True
    draft.op("ritual", **args)


def _equal(draft: Draft, found: re.Match[str]) -> None:
    """The older Ritual Spell whose Tributes' Levels equal the Level of the monster it summons."""
    _spell(draft)
    draft.op("ritual", equal=True, **_which(found))


def _descends(draft: Draft, found: re.Match[str]) -> None:
    """What a Ritual Monster says of the Ritual Spell it descends with (YGO CartasDeMonstrusDeRitual.1): the spell's
    own text summons it (``ritual_ops.summons``)."""
    if (draft.kind, draft.sub) != ("monster", "ritual"):
        raise ValueError("a Ritual Monster's clause")


PIECES: tuple[Piece, ...] = (
    # 黑龙降临 Red-Eyes Transmigration…: ""Paladin of Dark Dragon" descends"; 电脑网仪式 Cynet Ritual: "used to Ritual
    # Summon any Cyberse Ritual Monster"; 高等仪式术 Advanced Ritual Art: "… any Ritual Monster"
    Piece("ritual-header", STATIC, _HEADER, _header),
    # 黑龙降临: "Tribute monsters from your hand or field whose total Levels equal 4 or more, and Ritual Summon "Paladin
    # of Dark Dragon" from your hand"
    Piece("ritual-summon", ACTION, rf"从自己的手卡·场上把等级合计直到(?P<n>{NUM})(?P<more>以上)?的怪兽解放，"
          rf"从手卡把(?:1只)?{_WHICH}仪式召唤", _summon),
    # 精灵的祝福 Ritual of Light…: "Tribute monsters from your hand or field whose total Levels exactly equal (or are
    # at least) the Level of the monster you Ritual Summon, and Ritual Summon 1 LIGHT Ritual Monster from your hand
    # (or GY)"; 世界不灭 End of the World: "… Tribute monsters from your field …"
    Piece("ritual-summon", ACTION, r"等级合计直到变成(?P<how>和仪式召唤的怪兽相同|仪式召唤的怪兽的等级以上)为止，"
          r"把自己的?(?:手卡·场上|(?P<field_only>场上))的怪兽解放，"
          rf"从(?P<src>手卡|自己的手卡·墓地)把(?:1只)?{_WHICH}仪式召唤", _summon),
    # 救世的仪式 Novox's Prayer, 破灭的仪式: ""X" descends. You must also Tribute monsters from your hand or field whose
    # total Levels equal 7 or more"
    Piece("ritual-summon", ACTION, rf"{_HEADER}。必须从(?:手卡·自己场上|自己的手卡·场上)把等级合计直到(?P<n>{NUM})(?P<more>以上)?"
          r"的怪兽解放", _older),
    # 遗式的仪水镜 Gishki Aquamirror: "… whose total Levels exactly equal the Level of the monster you Ritual Summon";
    # 世界末日 End of the World: ""Ruin" or "Demise" descends: Tributes whose Levels equal its Level"; 大地赞颂 Earth
    # Chant: "an EARTH Ritual Monster descends: Tributes whose Levels equal its Level"
    Piece("ritual-summon", ACTION, rf"{_HEADER}。必须从手卡·自己场上把直到变成和仪式召唤的怪兽相同等级为止的怪兽解放", _equal),
    Piece("ritual-summon", ACTION, r"(?P<names>「[^」]+」(?:「[^」]+」)*)降临时才能使用。必须用场上·手卡合计和仪式召唤的怪兽"
          r"相同等级数量的祭品", _equal),
    Piece("ritual-summon", ACTION, rf"可以使(?P<attr>{_ATTR})属性的仪式怪兽降临。特殊召唤时，必须以场上和/或手卡中合计等级与"
          r"此.属性仪式怪兽等级相同的怪兽作为祭品", _equal),
    # 杰拉的仪式 Ritual of Gerra… ("To summon "X" (it descends): Tributes from the field and the hand whose Levels add up
    # to 8 or more")
    Piece("ritual-summon", ACTION, rf"召唤(?P<names>「[^」]+」)(?:降临必要|必须)。场上和手卡加起来总共(?P<n>{NUM})颗星(?P<more>以上)"
          r"的怪兽作祭品", _older),
    # 复仇死者·战鬼 …: ""Vendread" Ritual Spell descends"; 邪遗式心灵女食人魔 …: "a "Gishki" Ritual Spell descends";
    # 觉醒战士 库丘林 Cú Chulainn the Awakened: "descends with "Incandescent Ordeal""
    # 超级战狮, 骷髅骑手, 黑混沌之魔术师 Magician of Black Chaos…: "Special Summoned with "X"" and the Tributes "X" asks for
    Piece("ritual-monster", STATIC, r"(?:「[^」]+」|名字带有「[^」]+」的)仪式魔法卡降临|用「[^」]+」降临"
          r"|(?:需要「[^」]+」召唤|(?:使用|用|通过仪式魔法卡)「[^」]+」特殊召唤)"
          rf"(?:。特殊召唤时，必须以场上(?:和/或|或)手卡中合计{NUM}颗?星以上的怪兽作为祭品)?", _descends),
)
