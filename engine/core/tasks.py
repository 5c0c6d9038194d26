"""The task machine: a game's automatic procedure as a stack of small pending steps.

A game that runs its turn as tasks (SiX, Yu-Gi-Oh!, Mitos y Leyendas) keeps a list of ``Task``
values in its state (the last one runs next). Each kind of step is one small frozen class, its
fields the step's arguments, and the game fills one ``TaskTable`` with a handler for each kind,
declared where the handler is written::

    @task_kind
    class DeclareAttack(Task):
        player: int

    TASKS = TaskTable("SiX")

    @TASKS.on(DeclareAttack)
    def _declare_attack(state: SixState, task: DeclareAttack) -> None: ...

``TaskTable.advance`` runs tasks until the state asks a question or the game ends: the loop is
written once, here, and a task's handler is found in the table by the task's class (a tool, and
mypy, follow the class from where a task is made to its handler, which must take that class),
never by building a name. A ``HandlerTable`` finds the answers to a game's prompts and the
operations of its card effects by name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Protocol, TypeVar, cast, dataclass_transform


class Task:
    """A pending step: each kind is a ``task_kind`` subclass whose fields are the step's
    arguments (plain values, so a state with tasks still clones, compares and hashes as before).

    ``name`` is how states were hashed when tasks were tuples ``(name, *arguments)``: the class
    name in snake case unless the class says ``name="..."``. ``hashed`` gives that tuple back, so
    a state's ``state_hash`` (which saved games carry) does not change with the form of its
    tasks."""

    __slots__ = ()
    name: ClassVar[str] = ""

    def __init_subclass__(cls, name: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # ``dataclass(slots=True)`` makes the class again from its namespace: keep its name
        cls.name = name or cls.__dict__.get("name") or re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()

    def hashed(self) -> tuple[Any, ...]:
        """The task as the tuple ``(name, *fields)`` tasks once were (for ``_hash_extra``)."""
        fields: tuple[str, ...] = self.__slots__  # the dataclass's fields, in order
        return (self.name, *[getattr(self, field) for field in fields])


C = TypeVar("C", bound=type[Task])


@dataclass_transform(frozen_default=True)
def task_kind(cls: C) -> C:
    """Make ``cls`` a kind of task: a slotted dataclass, equal and hashed by its kind and fields,
    frozen for the type checker (mypy refuses a write to a field). At run time it is not frozen:
    a frozen dataclass sets each field through ``object.__setattr__``, which made random SiX
    games run 1.0% more instructions than tuples did, against 0.2% this way."""
    return cast(C, dataclass(slots=True, unsafe_hash=True)(cls))  # ``slots`` makes a new class


def hashed(tasks: list[Task]) -> tuple[tuple[Any, ...], ...]:
    """A state's pending tasks as ``_hash_extra`` lists them (``Task.hashed``)."""
    return tuple(task.hashed() for task in tasks)


class TaskRunner(Protocol):
    """What the machine needs of a state: its pending tasks, the question and the outcome."""

    tasks: list[Task]
    prompt: Any
    outcome: Any


S = TypeVar("S", bound=TaskRunner)
"""A game's state: ``advance`` hands it, typed as given, to the game's callbacks."""
K = TypeVar("K", bound=Task)
"""A kind of task: its handler takes it."""
X = TypeVar("X")
"""The state (or the part of a state) a handler is written on."""
Handler = Callable[..., Any]


def _register(game: str, handlers: dict[Any, Handler], key: Any, handler: Handler, what: str) -> None:
    if key in handlers:
        raise ValueError(f"{game}: {what} already has a handler")
    handlers[key] = handler


class HandlerTable:
    """Handlers by name, declared where each is written: the answer to each kind of prompt, the
    operation of each effect word."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.handlers: dict[str, Handler] = {}

    def on(self, name: str) -> Callable[[Handler], Handler]:
        """Decorator: the function handles ``name`` (called with the state and the rest). A
        name handled twice is a programming error."""

        def register(handler: Handler) -> Handler:
            _register(self.game, self.handlers, name, handler, repr(name))
            return handler

        return register


class TaskTable:
    """The handlers of one game's tasks, by the task's class, and the loop that runs them."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.handlers: dict[type[Task], Handler] = {}

    def on(self, kind: type[K]) -> Callable[[Callable[[X, K], None]], Callable[[X, K], None]]:
        """Decorator: the function handles tasks of class ``kind``, called with the state and
        the task. A kind handled twice is a programming error."""

        def register(handler: Callable[[X, K], None]) -> Callable[[X, K], None]:
            _register(self.game, self.handlers, kind, handler, kind.__name__)
            return handler

        return register

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
            handlers[type(task)](state, task)
            if after_each is not None:
                after_each(state)
            steps += 1
            if limit is not None and steps > limit:
                if on_limit is None:
                    raise RuntimeError(f"{self.game}: el procedimiento automático no termina")
                on_limit(state)
        return steps
