"""The task machine: a game's automatic procedure as a stack of small pending steps.

A game that runs its turn as tasks (SiX, Yu-Gi-Oh!, Mitos y Leyendas) keeps a list of ``Task``
values in its state (the last one runs next) and fills one ``TaskTable`` with a handler for each
task name, declared where the handler is written::

    TASKS = TaskTable("SiX")

    class CombatMixin:
        @TASKS.on("declare_attack")
        def _t_declare_attack(self, player: int) -> None: ...

``TaskTable.advance`` runs tasks until the state asks a question or the game ends: the loop is
written once, here, and a task's handler is found in the table (a tool can follow it), never by
building a method name from the task's. A ``HandlerTable`` does the same for the answers to a
game's prompts and the operations of its card effects.
"""

from __future__ import annotations

from typing import Any, Callable, Protocol, TypeVar

Task = tuple[Any, ...]
"""A pending step: its name, then its arguments (plain values, so a state with tasks still
clones, compares and hashes as before)."""


class TaskRunner(Protocol):
    """What the machine needs of a state: its pending tasks, the question and the outcome."""

    tasks: list[Task]
    prompt: Any
    outcome: Any


S = TypeVar("S", bound=TaskRunner)
"""A game's state: ``advance`` hands it, typed as given, to the game's callbacks."""
Handler = Callable[..., Any]


class HandlerTable:
    """Handlers by name, declared where each is written: the answer to each kind of prompt, the
    operation of each effect word, the task of each procedure step."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.handlers: dict[str, Handler] = {}

    def on(self, name: str) -> Callable[[Handler], Handler]:
        """Decorator: the function handles ``name`` (called with the state and the rest). A
        name handled twice is a programming error."""

        def register(handler: Handler) -> Handler:
            if name in self.handlers:
                raise ValueError(f"{self.game}: {name!r} already has a handler")
            self.handlers[name] = handler
            return handler

        return register


class TaskTable(HandlerTable):
    """The handlers of one game's tasks, by name, and the loop that runs them."""

    def advance(self, state: S, after_each: Callable[[S], None] | None = None,
                before_each: Callable[[S], None] | None = None,
                limit: int | None = None, on_limit: Callable[[S], None] | None = None) -> int:
        """Run tasks until ``state`` asks a question or its game ends; return how many ran.
        ``before_each`` may add a task first (triggers waiting to be opened), ``after_each``
        checks what the game checks between steps (state-based losses); past ``limit`` steps
        ``on_limit`` decides (ends the game), or the procedure is an error."""
        handlers = self.handlers
        steps = 0
        while state.outcome is None and state.prompt is None:
            if before_each is not None:
                before_each(state)
            if not state.tasks:
                raise RuntimeError(f"{self.game}: no hay nada que hacer ni nada que preguntar")
            task = state.tasks.pop()
            handlers[task[0]](state, *task[1:])
            if after_each is not None:
                after_each(state)
            steps += 1
            if limit is not None and steps > limit:
                if on_limit is None:
                    raise RuntimeError(f"{self.game}: el procedimiento automático no termina")
                on_limit(state)
        return steps
