"""The steps of Mitos y Leyendas' automatic procedure (``engine.core.tasks``): one frozen class
per kind of step, its fields the step's arguments, and ``TASKS``, the table of their handlers,
each declared where it is written (the turn in ``state``, the procedure's step in
``procedure``)."""

from __future__ import annotations


from engine.core.tasks import Task, TaskTable, task_kind

TASKS = TaskTable("MyL")
"""The handler of each kind of MyL task, filled where each is written."""


@task_kind
class Mulligan(Task):
    """``player`` keeps the hand or takes a mulligan; ``second``: the other player has decided."""

    player: int
    second: bool


@task_kind
class Agrupacion(Task):
    """The Agrupación phase of a new turn."""


@task_kind
class Vigilia(Task):
    """The Vigilia phase: the turn player plays cards, goes to battle or ends the turn."""


@task_kind
class Ataque(Task):
    """The battle's attack step: attackers are declared."""


@task_kind
class Bloqueo(Task):
    """The battle's block step: the defender answers each attacker."""


@task_kind
class Guerra(Task):
    """The Talisman war: ``player`` plays a Talismán or passes."""

    player: int


@task_kind
class Dano(Task):
    """The battle's damage (Daño)."""


@task_kind
class Final(Task):
    """The Final phase."""


@task_kind
class Limite(Task):
    """``player`` discards down to the hand limit."""

    player: int


@task_kind
class NextTurn(Task):
    """The turn passes to the other player."""


@task_kind
class ProcedureStep(Task, name="proc"):
    """The next step of playing a card (``PlayProcedure.run_step``)."""
