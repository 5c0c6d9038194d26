"""How an action is performed on a table: which card is dragged or clicked, and where to.

A GUI highlights, while a card is dragged, the zones and cards its legal gestures go to; a drop
becomes the legal action with that gesture, or — to explain a refusal — the action the player
meant, which the engine then refuses naming its rule. Buttons cover actions without a card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, TypeVar, runtime_checkable

if TYPE_CHECKING:
    from engine.core.actions import Action
    from engine.core.state import State

S = TypeVar("S", bound="State", contravariant=True)

ALT = "alt"
"""A drag's ``button`` when it is the alternate one (Shift held on the table): Eliria's face-down
play and second attack, Yu-Gi-Oh!'s Set of a monster."""


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


class Gestures(Protocol[S]):
    """A game's gestures module (``engine.games.<game>.gestures``), set as its state's
    ``gestures_module``: how each action is done on a table, and what a drop meant."""

    def gesture(self, state: S, action: Action) -> Gesture:
        """How ``action`` (a legal action of ``state``) is performed on a table."""
        ...

    def intended(self, state: S, player: int, move: Gesture) -> Action | None:
        """The action ``player`` meant by ``move`` when no legal action matches it (to name the
        rule that refuses it), or ``None``; ``state`` is masked for ``player``."""
        ...


@runtime_checkable
class FollowUps(Protocol[S]):
    """What a game's gestures module may add: the gesture that continues a drop meaning more than
    the action it made (a spell dropped on its target aims at it once played)."""

    def follow_up(self, state: S, player: int, move: Gesture, done: Action) -> Gesture | None:
        """What ``move`` meant next once ``done`` is applied to ``state``, or ``None``."""
        ...
