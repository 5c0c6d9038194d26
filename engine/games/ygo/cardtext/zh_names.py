"""The names a card's text treats it as, in YGOPro's Simplified Chinese wording: "this card's name becomes "X" while it
is on the field / in the GY / in the Monster Zone / face-up on the field", "… for the rules" (everywhere). Read as the
keyword ``names.keyword`` makes, which ``YgoBase.defn`` honours (``engine.games.ygo.names``, YGO Cartas.2).
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import STATIC, Draft, Piece
from engine.games.ygo.names import ALIAS, keyword

_ZONES = {"场上": ("monstruos", "magias", "campo_magico"), "怪兽区域": ("monstruos",), "魔法与陷阱区域": ("magias",),
          "墓地": ("cementerio",), "手卡": ("mano",)}
_ZONE = "|".join(_ZONES)


def _alias(draft: Draft, found: re.Match[str]) -> None:
    """The zones (none: everywhere) where the card is named ``q``, face-up only when the text says so."""
    zones = tuple(z for word in re.findall(_ZONE, found.group("zones") or "") for z in _ZONES[word])
    draft.keywords |= {ALIAS, keyword(zones, bool(found.group("up")), found.group("q"))}


PIECES: tuple[Piece, ...] = (
    # 鹰身女王 Harpie Queen, 青眼亚白龙…: "This card's name becomes "X" while it is on the field or in the GY"; 鹰身女郎
    # 电子紧身装束: "… is always treated as "X"" (在规则上: everywhere)
    Piece("treated-as", STATIC, rf"(?:这张卡的卡名|这个卡名|这张卡名)，?(?:只要在(?P<zones>(?:{_ZONE})(?:(?:·|或者)(?:{_ZONE}))*)"
          r"(?P<up>表侧表示)?存在|在规则上)?当作「(?P<q>[^」]+)」使用", _alias),
    # 原始电子龙 Proto-Cyber Dragon, 元素英雄 次新宇侠: "while this card is (face-up) on the field / in the Monster Zone,
    # its name becomes "X""
    Piece("treated-as", STATIC, rf"(?:只要)?这张卡(?:只要)?在(?P<zones>{_ZONE})(?P<up>表侧表示)?存在，卡名当作「(?P<q>[^」]+)」使用",
          _alias),
)
