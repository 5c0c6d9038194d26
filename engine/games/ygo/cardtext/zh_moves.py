"""Simple statics of a monster about its attacks, in YGOPro's Simplified Chinese wording: "if this card can attack,
it must attack", the older "when this face-up Attack Position card is targeted for an attack, change it to
Defense Position", and "if this card attacks, it is changed to Defense Position at the end of the Battle Phase (of the
Damage Step)" with, in a sentence of its own, "it cannot change its battle position until the end of your next turn". Each ``Piece`` is read like those of ``zh``; ``engine.games.ygo.attack_duty`` plays them (YGO
Cartas.2).
"""

from __future__ import annotations

import re

from engine.games.ygo.attack_duty import DEFENDS, MUST_ATTACK, REST_AFTER_DAMAGE, REST_AT_END, REST_LOCKED
from engine.games.ygo.cardtext.model import ACTION, STATIC, Dangling, Draft, Piece


def _monster_word(draft: Draft, word: str) -> None:
    """A monster's static, said on its own (not what an effect being read does)."""
    if draft.kind != "monster" or draft.conditions or not draft.ops and (draft.trigger is not None or draft.activated):
        raise ValueError("a monster's static")
    draft.keywords.add(word)


def _rest(draft: Draft, found: re.Match[str]) -> None:
    """"If this card attacks, it is changed to Defense Position at the end of the Battle Phase / Damage Step"."""
    _monster_word(draft, REST_AFTER_DAMAGE if "伤害步骤" in found.group("when") else REST_AT_END)


def _locked(draft: Draft, found: re.Match[str]) -> None:
    """"It cannot change its battle position until the end of your next turn", said of the rest before it."""
    if REST_AT_END not in draft.keywords:
        raise Dangling("no rest at the end of the Battle Phase before")
    draft.keywords.discard(REST_AT_END)
    draft.keywords.add(REST_LOCKED)


def _end_return(draft: Draft, found: re.Match[str]) -> None:
    """"During your End Phase, return this face-up card to its owner's hand" (a monster's Trigger Effect that must start,
    YGO PhasesDelJuego.5 / CartasDeMonstruosDeEfecto.7)."""
    if draft.kind != "monster" or draft.trigger is not None or draft.ops:
        raise ValueError("a monster's own End Phase return")
    draft.trigger = "end_own"
    draft.op("return", what="self")


def _rests_after_effect(draft: Draft, found: re.Match[str]) -> None:
    """"If this effect is activated, change this card to Defense Position": the last thing the monster's effect does,
    to this card if it is then in face-up Attack Position (YGO Cartas.2)."""
    if draft.kind != "monster" or not draft.ops or not (draft.activated or draft.trigger):
        raise ValueError("a monster's effect's")
    draft.op("position", what="self", to="defense")


PIECES: tuple[Piece, ...] = (
    # 邪恶蠕虫兽: "during your End Phase, return this face-up card to its owner's hand"
    Piece("end-return", ACTION, r"自己的回合的结束阶段时，场上表侧表示存在的这张卡回到持有者的?手卡", _end_return),
    # 机巧兵 二三六 Karakuri Soldier mdl 236 "Nisamu"'s kin: "if this card can attack, it must attack"
    Piece("must-attack", STATIC, r"这张卡可以攻击的场合必须作出攻击", lambda d, m: _monster_word(d, MUST_ATTACK)),
    # the Karakuri: "when this face-up Attack Position card is targeted for an attack, change it to Defense Position"
    Piece("defends-when-targeted", STATIC, r"场上表侧攻击表示存在的这张卡被选择作为攻击对象时，这张卡的表示形式变成守备表示",
          lambda d, m: _monster_word(d, DEFENDS)),
    # 巨斧龙人, 光子粉碎者, 哥布林暗杀部队 Goblin Black Ops' kin: "if this card attacks, it is changed to Defense Position
    # at the end of the Battle Phase / of the Damage Step"
    Piece("rests-after-battle", STATIC, r"这张卡攻击的场合，在?(?:计算)?(?P<when>战斗阶段(?:结束|终了)时|伤害步骤结束时)变成守备表示", _rest),
    Piece("rests-after-attack", STATIC, r"(?:直到下次的自己回合结束时这张卡不能把表示形式改变|到下一个自己的回合结束时为止，这张卡的表示形式不能变更)",
          _locked),
    # 哥布林德伯格 Goblindbergh: "… Special Summon 1 Level 4 or lower monster from your hand. If this effect is
    # activated, change this card to Defense Position"
    Piece("rests-after-effect", ACTION, r"这个效果发动的场合，这张卡变成守备表示", _rests_after_effect),
)
