"""How an action is performed on a table: which card is dragged or clicked, and where to.

A GUI highlights, while a card is dragged, the zones and cards its legal gestures go to; a drop
becomes the legal action with that gesture, or — to explain a refusal — the action the player
meant, which the engine then refuses naming its rule. Buttons cover actions without a card.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Gesture:
    """``card`` dragged onto ``onto_card`` or into ``onto_zone`` (a zone key such as
    ``P1.campo``); only ``card``: a click (double-click) on it; only ``button``: a button,
    pressed with the cards of ``selection`` selected (a mulligan)."""

    card: int | None = None
    onto_card: int | None = None
    onto_zone: str | None = None
    button: str | None = None
    selection: tuple[int, ...] = ()

    @property
    def is_drag(self) -> bool:
        return self.card is not None and (self.onto_card is not None or self.onto_zone is not None)

    @property
    def is_click(self) -> bool:
        return self.card is not None and self.onto_card is None and self.onto_zone is None
