"""The Simplified Chinese wording of the Standby Phase triggers of the newer texts: the pieces the compiler adds to
the ``zh`` table (``cardtext.WORDINGS``)."""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import ACTIVATE, Draft, Piece


def _standby(draft: Draft, found: re.Match[str]) -> None:
    """"During your Standby Phase: …" that must start (自己准备阶段发动, no 才能): a Trigger Effect of a face-up
    monster or Continuous card in its controller's Standby Phase (YGO PhasesDelJuego.5,
    CartasDeMonstruosDeEfecto.7)."""
    if (draft.kind, draft.sub) not in (("monster", "effect"), ("spell", "continuous"), ("trap", "continuous")) \
            or draft.trigger is not None or draft.ops or draft.activated:
        raise ValueError("a face-up card's own trigger")
    draft.trigger, draft.activated, draft.optional = "standby", True, False


PIECES: tuple[Piece, ...] = (
    # 地狱门的契约书 Dark Contract with the Gate: "During your Standby Phase: take 1000 damage"
    Piece("standby-trigger", ACTIVATE, r"自己准备阶段发动。", _standby),
)
