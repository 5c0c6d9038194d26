"""The steps of Souls in Xtinction's automatic procedure (``engine.core.tasks``): one frozen
class per kind of step, its fields the step's arguments, and the tables each module fills
where a handler is written (``turn``, ``combat``, ``effects``, ``operations``, ``loops``):
``TASKS`` (the handler of each task), ``ANSWERS`` (the answer to each kind of prompt) and
``OPS`` (the operation of each word of the effect vocabulary)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.tasks import HandlerTable, Task, TaskTable, task_kind

if TYPE_CHECKING:
    from engine.core.chain import ChainLink
    from engine.games.six.base import Activation, Run

TASKS = TaskTable("SiX")
"""The handler of each kind of SiX task, filled where each is written."""
ANSWERS = HandlerTable("SiX")
"""The answer to each kind of prompt, by the prompt's kind."""
OPS = HandlerTable("SiX")
"""The operation of each word of the effect vocabulary, by the word."""


# The turn (``turn``)
@task_kind
class Mulligan(Task):
    """``player`` keeps their hand or returns cards once (SiX 5.2.7)."""

    player: int


@task_kind
class TurnStart(Task):
    """A turn begins: its mana phase."""


@task_kind
class DrawPhase(Task):
    """The draw phase of the turn player."""


@task_kind
class PhaseEffects(Task):
    """Effects that trigger in a phase (``trigger``), offered from ``player`` on; ``passed``
    are the players who passed."""

    trigger: str
    player: int
    passed: tuple[int, ...]


@task_kind
class ActionPhase(Task):
    """The action phase begins."""


@task_kind
class GiveAction(Task):
    """``player`` has the moment of action."""

    player: int


@task_kind
class ActionDone(Task):
    """``player``'s action is over: the other player's moment of action."""

    player: int


@task_kind
class EndPhase(Task):
    """The end phase begins."""


@task_kind
class HandLimit(Task):
    """``player`` discards down to the hand limit."""

    player: int


@task_kind
class Cleanup(Task):
    """The end of the turn: what lasts until then ends, the turn passes."""


# Effects (``effects``, ``operations``)
@task_kind
class Activate(Task):
    """An effect being activated, one target or cost at a time."""

    act: Activation


@task_kind
class OpenTriggers(Task):
    """Triggered effects waiting are opened (put on the chain or asked for)."""


@task_kind
class Immediate(Task):
    """An immediate effect (number ``index`` of ``source``) of ``controller`` triggers."""

    source: int
    controller: int
    index: int


@task_kind
class Window(Task):
    """A window to respond on the chain."""


@task_kind
class ResolveNext(Task):
    """The last link of the chain resolves."""


@task_kind
class LinkDone(Task):
    """``link`` has resolved."""

    link: ChainLink


@task_kind
class RunEffect(Task, name="run"):
    """The next operation of an effect resolving."""

    run: Run


# Combat (``combat``)
@task_kind
class AttackStep(Task):
    """The attack step: the turn player declares attackers."""


@task_kind
class BlockStep(Task):
    """The block step: the defending player declares blockers."""


@task_kind
class QuickStep(Task):
    """The quick-play step before damage."""


@task_kind
class Damage(Task):
    """Combat damage of the attacker at ``index``, then of the next."""

    index: int


@task_kind
class EndCombat(Task):
    """The combat ends."""
