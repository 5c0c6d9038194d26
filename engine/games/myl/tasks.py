"""The steps of Mitos y Leyendas' automatic procedure (``engine.core.tasks``): one frozen class
per kind of step, its fields the step's arguments, and ``TASKS``, the table of their handlers,
each declared where it is written (the turn in ``state``, the procedure's step in
``procedure``)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.tasks import Task, TaskTable

TASKS = TaskTable("MyL")
"""The handler of each kind of MyL task, filled where each is written."""


@dataclass(frozen=True, slots=True)
class Mulligan(Task):
    """``player`` keeps the hand or takes a mulligan; ``second``: the other player has decided."""

    player: int
    second: bool


@dataclass(frozen=True, slots=True)
class Agrupacion(Task):
    """The Agrupación phase of a new turn."""


@dataclass(frozen=True, slots=True)
class Vigilia(Task):
    """The Vigilia phase: the turn player plays cards, goes to battle or ends the turn."""


@dataclass(frozen=True, slots=True)
class Ataque(Task):
    """The battle's attack step: attackers are declared."""


@dataclass(frozen=True, slots=True)
class Bloqueo(Task):
    """The battle's block step: the defender answers each attacker."""


@dataclass(frozen=True, slots=True)
class Guerra(Task):
    """The Talisman war: ``player`` plays a Talismán or passes."""

    player: int


@dataclass(frozen=True, slots=True)
class Dano(Task):
    """The battle's damage (Daño)."""


@dataclass(frozen=True, slots=True)
class Final(Task):
    """The Final phase."""


@dataclass(frozen=True, slots=True)
class Limite(Task):
    """``player`` discards down to the hand limit."""

    player: int


@dataclass(frozen=True, slots=True)
class NextTurn(Task):
    """The turn passes to the other player."""


@dataclass(frozen=True, slots=True)
class ProcedureStep(Task, name="proc"):
    """The next step of playing a card (``PlayProcedure.run_step``)."""
