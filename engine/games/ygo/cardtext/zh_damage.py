""""All (battle) damage you take becomes 0 this turn" in YGOPro's Simplified Chinese card texts (光子栗子 Photon
Kuriboh, 羽翼栗子球 Winged Kuriboh, 武神器-冲津 Bujingi Crane). Each ``Piece`` is read like those of ``zh``; the
``no_damage`` operation plays it (``damage_bar``, YGO Cartas.2 over DeterminacionDelDano).
"""

from __future__ import annotations

from engine.games.ygo.cardtext.model import ACTION, Piece

PIECES: tuple[Piece, ...] = (
    # 光子栗子 Photon Kuriboh: "this turn, all damage you take becomes 0"
    Piece("no-damage", ACTION, r"这个回合，自己受到的全部伤害变成0", lambda d, m: d.op("no_damage", scope="all")),
    # 羽翼栗子球 Winged Kuriboh: "until the end of this turn, all battle damage you take becomes 0"
    Piece("no-damage", ACTION, r"直到回合结束时，自己受到的战斗伤害全部变成0", lambda d, m: d.op("no_damage", scope="battle")),
)
