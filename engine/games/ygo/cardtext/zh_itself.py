"""Clauses of YGOPro's Simplified Chinese card texts about the card itself: coming back from the Graveyard to
the hand, an effect used once while the card stays face-up. Each ``Piece`` is read like those of ``zh`` (the compiler takes every table of ``cardtext.WORDINGS``);
what it means is played by the engine's operations (``textops``).
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import ACTION, Draft, Piece

#: The triggers of a card that is in the Graveyard as its effect resolves ("when this card is sent to the GY: …").
_IN_GRAVEYARD = ("to_graveyard", "sent_to_graveyard", "destroyed_to_graveyard", "battle_to_graveyard")


def _graveyard_to_hand(draft: Draft, found: re.Match[str]) -> None:
    """"Add this card from the GY to your hand": an effect of the card used from its Graveyard ("if this card is in
    your GY: …") or started there — a monster's, or a Spell's or a Trap's used from the Graveyard (宝石骑士融合
    Gem-Knight Fusion); played by ``board_ops._op_graveyard_to_hand`` (shown to both players, YGO Cartas.2)."""
    if not (draft.zone == "cementerio" or draft.kind == "monster" and draft.trigger in _IN_GRAVEYARD):
        raise ValueError("said of a card in the Graveyard")
    draft.op("graveyard_to_hand")


def once_face_up(draft: Draft, found: re.Match[str]) -> None:
    """"This effect can only be used once while this card is face-up on the field": a monster's effect used at its
    controller's choice, once until the card leaves the field or is turned face-down (``once`` "face_up", YGO
    Cartas.2 over CartasDeMonstruosDeEfecto.1)."""
    if draft.kind != "monster" or draft.trigger not in (None, "ignition", "quick") or draft.once or draft.zone:
        raise ValueError("a face-up monster's effect used at will")
    draft.once = "face_up"


PIECES: tuple[Piece, ...] = (
    # 传说的黑石 The Black Stone of Legend: "… shuffle that monster into the Deck, and add this card from the GY to
    # your hand"
    Piece("graveyard-to-hand", ACTION, r"墓地的这张卡加入手卡", _graveyard_to_hand),
    # 发条猫咪 Wind-Up Kitten's kin: "You can only use this effect once while this card is face-up on the field"
    Piece("once-face-up", ACTION, r"这个效果只在这张卡在场上表侧表示存在能使用1次", once_face_up),
)
