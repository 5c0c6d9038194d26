"""Damage in YGOPro's Simplified Chinese card texts: "all (battle) damage you take becomes 0 this turn" (光子栗子 Photon
Kuriboh, 羽翼栗子球 Winged Kuriboh, 武神器-冲津 Bujingi Crane), played by the ``no_damage`` operation (``damage_bar``,
YGO Cartas.2 over DeterminacionDelDano), and "when this card inflicts battle damage to your opponent" (天空骑士 珀耳修斯
Airknight Parshath), started by ``battle._damage_triggers``. Each ``Piece`` is read like those of ``zh``.
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import ACTION, TIMING, Draft, Piece


def _inflicts(draft: Draft, found: re.Match[str]) -> None:
    """"When this card inflicts battle damage to your opponent" (direct or not): a monster's Trigger Effect
    (``battle._damage_triggers``)."""
    if draft.kind != "monster" or draft.trigger is not None:
        raise ValueError("a monster's trigger")
    draft.trigger = "battle_damage"


PIECES: tuple[Piece, ...] = (
    # 英豪挑战者 强袭之戟兵 Heroic Challenger - Assault Halberd: "when this card inflicts battle damage to your opponent: …"
    Piece("battle-damage", TIMING, r"这张卡给与对方战斗伤害(?:时|的场合)", _inflicts),
    # 光子栗子 Photon Kuriboh: "this turn, all damage you take becomes 0"
    Piece("no-damage", ACTION, r"这个回合，自己受到的全部伤害变成0", lambda d, m: d.op("no_damage", scope="all")),
    # 羽翼栗子球 Winged Kuriboh: "until the end of this turn, all battle damage you take becomes 0"
    Piece("no-damage", ACTION, r"直到回合结束时，自己受到的战斗伤害全部变成0", lambda d, m: d.op("no_damage", scope="battle")),
)
