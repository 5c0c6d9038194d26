"""The core's task machine (engine/core/tasks.py), on a tiny state of its own."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.tasks import Task, TaskTable


class Counter:
    """A state that counts down and asks a question at zero."""

    def __init__(self, tasks: list[Task]) -> None:
        self.tasks = tasks
        self.prompt: Any = None
        self.outcome: Any = None
        self.seen: list[str] = []


TASKS = TaskTable("Prueba")


@TASKS.on("count")
def _count(state: Counter, n: int) -> None:
    state.seen.append(f"count {n}")
    state.tasks.append(("count", n - 1) if n > 1 else ("ask",))


@TASKS.on("ask")
def _ask(state: Counter) -> None:
    state.prompt = "¿y ahora?"


@TASKS.on("forever")
def _forever(state: Counter) -> None:
    state.tasks.append(("forever",))


def test_tasks_run_last_first_until_a_question() -> None:
    state = Counter([("ask",), ("count", 3)])
    checked: list[int] = []
    assert TASKS.advance(state, after_each=lambda s: checked.append(len(s.tasks))) == 4
    assert state.seen == ["count 3", "count 2", "count 1"] and state.prompt == "¿y ahora?"
    assert state.tasks == [("ask",)] and checked == [2, 2, 2, 1]


def test_a_task_name_has_one_handler() -> None:
    with pytest.raises(ValueError, match="count"):
        TASKS.on("count")(_ask)


def test_nothing_to_do_and_no_question_is_an_error() -> None:
    with pytest.raises(RuntimeError, match="Prueba: no hay nada que hacer"):
        TASKS.advance(Counter([]))


def test_an_endless_procedure_stops_at_the_limit() -> None:
    state = Counter([("forever",)])
    with pytest.raises(RuntimeError, match="no termina"):
        TASKS.advance(state, limit=50)

    def end(s: Counter) -> None:
        s.outcome = "empate"

    state = Counter([("forever",)])
    assert TASKS.advance(state, limit=50, on_limit=end) == 51 and state.outcome == "empate"


def test_before_each_may_add_a_task() -> None:
    state = Counter([("ask",)])

    def first(s: Counter) -> None:
        if not s.seen:
            s.tasks.append(("count", 1))

    TASKS.advance(state, before_each=first)
    assert state.seen == ["count 1"] and state.prompt is not None
