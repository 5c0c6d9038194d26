"""Monster families and monster-only clauses in YGOPro's Simplified Chinese wording (the shared
``cards.cdb``): Gemini monsters (二重), summoning conditions, self-destruction and battle
protections of a monster's own text.

Each ``Piece`` here is read like those of ``zh`` (the compiler takes both tables); what it gives a
card is a keyword or a summon limit the engine plays (``summons``, ``base``, ``battle``), each per
the classic rulebook's rule that a card's text overrides the rulebook (YGO Cartas.2).
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import HEAD, STATIC, Draft, Fill, Piece


def _keyword(word: str, kind: str = "monster") -> Fill:
    """A piece filling in a keyword of a card of ``kind`` (a monster's text on another kind is not read)."""
    def fill(draft: Draft, found: re.Match[str]) -> None:
        if draft.kind != kind:
            raise ValueError(f"a {kind}'s clause")
        draft.keywords.add(word)
    return fill


# Gemini (二重): "This card is treated as a Normal Monster while face-up on the field or in the GY. While this
# card is a Normal Monster on the field, you can Normal Summon it to have it become an Effect Monster with this
# effect." The older and the newer (①②) wordings of both sentences; the effects after "●" are what it gains.
_GEMINI_NORMAL = (r"这张卡在墓地或者场上表侧表示存在的场合，当作通常怪兽使用"
                  r"|这张卡只要在场上·墓地存在，当作通常怪兽使用")
_GEMINI_AGAIN = (r"场上表侧表示存在的这张卡可以作当成?通常召唤使用的再度召唤，这张卡(?:变成)?当作效果怪兽使用并得到以下效果"
                 r"|可以把场上的当作通常怪兽使用的这张卡作为通常召唤作再1次召唤。那个场合这张卡变成当作效果怪兽使用并得到以下效果")


def _granted(draft: Draft, found: re.Match[str]) -> None:
    """"●…": an effect a Gemini monster gains once it is Normal Summoned again (``compile_card``
    reads it only on a card whose text says it is a Gemini monster)."""
    if draft.kind != "monster":
        raise ValueError("a Gemini monster's effect")
    draft.keywords.add("gemini_granted")


PIECES: tuple[Piece, ...] = (
    Piece("gemini", STATIC, _GEMINI_NORMAL, _keyword("gemini")),
    Piece("gemini", STATIC, _GEMINI_AGAIN, _keyword("gemini")),
    Piece("gemini", HEAD, r"●", _granted),
)
