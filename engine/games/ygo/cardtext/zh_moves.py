"""Simple statics of a monster about its attacks, in YGOPro's Simplified Chinese wording: "if this card can attack,
it must attack" and the older "when this face-up Attack Position card is targeted for an attack, change it to
Defense Position". Each ``Piece`` is read like those of ``zh``; ``engine.games.ygo.attack_duty`` plays them (YGO
Cartas.2).
"""

from __future__ import annotations

from engine.games.ygo.attack_duty import DEFENDS, MUST_ATTACK
from engine.games.ygo.cardtext.model import STATIC, Draft, Piece


def _monster_word(draft: Draft, word: str) -> None:
    """A monster's static, said on its own (not what an effect being read does)."""
    if draft.kind != "monster" or draft.conditions or not draft.ops and (draft.trigger is not None or draft.activated):
        raise ValueError("a monster's static")
    draft.keywords.add(word)


PIECES: tuple[Piece, ...] = (
    # 机巧兵 二三六 Karakuri Soldier mdl 236 "Nisamu"'s kin: "if this card can attack, it must attack"
    Piece("must-attack", STATIC, r"这张卡可以攻击的场合必须作出攻击", lambda d, m: _monster_word(d, MUST_ATTACK)),
    # the Karakuri: "when this face-up Attack Position card is targeted for an attack, change it to Defense Position"
    Piece("defends-when-targeted", STATIC, r"场上表侧攻击表示存在的这张卡被选择作为攻击对象时，这张卡的表示形式变成守备表示",
          lambda d, m: _monster_word(d, DEFENDS)),
)
