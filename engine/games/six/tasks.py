"""The steps of Souls in Xtinction's automatic procedure (``engine.core.tasks``): one frozen
class per kind of step, its fields the step's arguments, and ``TASKS``, the table of their
handlers, which each module fills where a handler is written (``turn``, ``combat``,
``effects``, ``operations``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.tasks import Task, TaskTable

if TYPE_CHECKING:
    from engine.core.chain import ChainLink
    from engine.games.six.base import Activation, Run

TASKS = TaskTable("SiX")
"""The handler of each kind of SiX task, filled where each is written."""


# The turn (``turn``)
@dataclass(frozen=True, slots=True)
class Mulligan(Task):
    """``player`` keeps their hand or returns cards once (SiX 5.2.7)."""

    player: int


@dataclass(frozen=True, slots=True)
class TurnStart(Task):
    """A turn begins: its mana phase."""


@dataclass(frozen=True, slots=True)
class DrawPhase(Task):
    """The draw phase of the turn player."""


@dataclass(frozen=True, slots=True)
class PhaseEffects(Task):
    """Effects that trigger in a phase (``trigger``), offered from ``player`` on; ``passed``
    are the players who passed."""

    trigger: str
    player: int
    passed: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ActionPhase(Task):
    """The action phase begins."""


@dataclass(frozen=True, slots=True)
class GiveAction(Task):
    """``player`` has the moment of action."""

    player: int


@dataclass(frozen=True, slots=True)
class ActionDone(Task):
    """``player``'s action is over: the other player's moment of action."""

    player: int


@dataclass(frozen=True, slots=True)
class EndPhase(Task):
    """The end phase begins."""


@dataclass(frozen=True, slots=True)
class HandLimit(Task):
    """``player`` discards down to the hand limit."""

    player: int


@dataclass(frozen=True, slots=True)
class Cleanup(Task):
    """The end of the turn: what lasts until then ends, the turn passes."""


# Effects (``effects``, ``operations``)
@dataclass(frozen=True, slots=True)
class Activate(Task):
    """An effect being activated, one target or cost at a time."""

    act: Activation


@dataclass(frozen=True, slots=True)
class OpenTriggers(Task):
    """Triggered effects waiting are opened (put on the chain or asked for)."""


@dataclass(frozen=True, slots=True)
class Immediate(Task):
    """An immediate effect (number ``index`` of ``source``) of ``controller`` triggers."""

    source: int
    controller: int
    index: int


@dataclass(frozen=True, slots=True)
class Window(Task):
    """A window to respond on the chain."""


@dataclass(frozen=True, slots=True)
class ResolveNext(Task):
    """The last link of the chain resolves."""


@dataclass(frozen=True, slots=True)
class LinkDone(Task):
    """``link`` has resolved."""

    link: ChainLink


@dataclass(frozen=True, slots=True)
class RunEffect(Task, name="run"):
    """The next operation of an effect resolving."""

    run: Run


# Combat (``combat``)
@dataclass(frozen=True, slots=True)
class AttackStep(Task):
    """The attack step: the turn player declares attackers."""


@dataclass(frozen=True, slots=True)
class BlockStep(Task):
    """The block step: the defending player declares blockers."""


@dataclass(frozen=True, slots=True)
class QuickStep(Task):
    """The quick-play step before damage."""


@dataclass(frozen=True, slots=True)
class Damage(Task):
    """Combat damage of the attacker at ``index``, then of the next."""

    index: int


@dataclass(frozen=True, slots=True)
class EndCombat(Task):
    """The combat ends."""
