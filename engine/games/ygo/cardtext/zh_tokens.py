"""Tokens a text makes with the stats it prints, in YGOPro's Simplified Chinese wording: "在对方场上把2只「植物衍生物」
（植物族·地·1星·攻800/守500）守备表示特殊召唤" (on your field or your opponent's, in the position it says), and what it
adds of them: "这衍生物不能为上级召唤而解放" (they cannot be Tributed for a Tribute Summon). Each ``Piece`` is read like
those of ``zh``; ``engine.games.ygo.token_ops`` makes them (YGO FichasDeMonstruo.1–3).
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import ACTION, Draft, Piece
from engine.games.ygo.cardtext.zh_words import ATTRIBUTES, RACES
from engine.games.ygo.token_ops import NO_TRIBUTE_SUMMON

_POSITIONS = {"守备表示": "defense", "攻击表示": "attack"}  # (none said: its controller chooses)
#: Type names some token texts shorten ("爬虫族" for 爬虫类族, Reptile)
_ALIASES = {"爬虫族": "爬虫类族"}
_STAT = re.compile(r"攻(?P<atk>[0-9]+)?/守(?P<def>[0-9]+)")


def _stats(printed: str) -> dict[str, object] | None:
    """Type, Attribute, Level, ATK and DEF of "（植物族·地·1星·攻800/守500）", in any order (``None``: one is missing)."""
    found: dict[str, object] = {}
    for part in printed.split("·"):
        stat = _STAT.fullmatch(part)
        if part in RACES or part in _ALIASES:
            found["race"] = RACES[_ALIASES.get(part, part)]
        elif part in ATTRIBUTES:
            found["attribute"] = ATTRIBUTES[part]
        elif re.fullmatch(r"[0-9]+星", part):
            found["level"] = int(part[:-1])
        elif stat is not None:  # "攻/守0": both the same
            found["def"] = int(stat.group("def"))
            found["atk"] = int(stat.group("atk") or stat.group("def"))
        else:
            return None
    return found if len(found) == 5 else None


def _make(draft: Draft, found: re.Match[str]) -> None:
    """"Special Summon N "X Tokens" (…) in Defense Position to your (your opponent's) field" — or "as many as you
    can"."""
    stats = _stats(found.group("stats"))
    if stats is None or "衍生物" not in found.group("name") or bool(found.group("n")) == bool(found.group("all")):
        raise ValueError("a token with every stat printed, and how many")
    count = int(found.group("n")) if found.group("n") else 5  # "as many as possible": while a Monster Zone is free
    if not found.group("pos") and found.group("side") == "对方":
        raise ValueError("the position of a token given to the opponent is said")
    draft.op("make_token", name=found.group("name"), count=count, position=_POSITIONS.get(found.group("pos") or "", ""),
             side="opponent" if found.group("side") == "对方" else "own", **stats)


def _no_tribute(draft: Draft, found: re.Match[str]) -> None:
    """"These Tokens cannot be Tributed for a Tribute Summon", said of the tokens just made."""
    draft.amend(("make_token",), words=NO_TRIBUTE_SUMMON)


PIECES: tuple[Piece, ...] = (
    # 竹头木屑 Spore's kin, 鼠骨, 动态密码 Dynamic Code…: the tokens with their printed stats, in the position said
    Piece("make-token", ACTION, r"在(?P<side>自己|对方)场上把(?:(?P<n>[1-5])只)?「(?P<name>[^」]+)」（(?P<stats>[^）]+)）(?P<all>尽可能)?"
          r"(?P<pos>守备表示|攻击表示)?特殊召唤",
          _make),
    # 代谢吸食怪, 冰结界的王家骑士 Royal Knight of the Ice Barrier: "these Tokens cannot be Tributed for a Tribute Summon"
    Piece("token-no-tribute", ACTION, r"这衍生物不能为上级召唤而解放", _no_tribute),
    # 蓝色雷电T45 the older wording: "these Tokens cannot be Tributed for a Tribute Summon" (作为祭品召唤的祭品)
    Piece("token-no-tribute", ACTION, r"这些衍生物不能作为祭品召唤的祭品", _no_tribute),
)
