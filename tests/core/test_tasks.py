"""The core's task machine (engine/core/tasks.py), on a tiny state of its own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.core.tasks import Task, TaskTable, hashed, task_kind


@task_kind
class Count(Task):
    n: int


@task_kind
class Ask(Task):
    pass


@task_kind
class Forever(Task, name="siempre"):
    pass


class Counter:
    """A state that counts down and asks a question at zero."""

    def __init__(self, tasks: list[Task]) -> None:
        self.tasks = tasks
        self.prompt: Any = None
        self.outcome: Any = None
        self.seen: list[str] = []


TASKS = TaskTable("Prueba")


@TASKS.on(Count)
def _count(state: Counter, task: Count) -> None:
    state.seen.append(f"count {task.n}")
    state.tasks.append(Count(task.n - 1) if task.n > 1 else Ask())


@TASKS.on(Ask)
def _ask(state: Counter, task: Ask) -> None:
    state.prompt = "¿y ahora?"


@TASKS.on(Forever)
def _forever(state: Counter, task: Forever) -> None:
    state.tasks.append(Forever())


def test_tasks_run_last_first_until_a_question() -> None:
    state = Counter([Ask(), Count(3)])
    checked: list[int] = []
    assert TASKS.advance(state, after_each=lambda s: checked.append(len(s.tasks))) == 4
    assert state.seen == ["count 3", "count 2", "count 1"] and state.prompt == "¿y ahora?"
    assert state.tasks == [Ask()] and checked == [2, 2, 2, 1]


def test_a_task_kind_has_one_handler() -> None:
    with pytest.raises(ValueError, match="Count"):
        TASKS.on(Count)(_count)


def test_tasks_are_values_of_their_kind() -> None:
    """Equal when of one kind with equal fields, never across kinds."""
    assert Count(2) == Count(2) and hash(Count(2)) == hash(Count(2))
    assert Count(2) != Count(3) and Ask() != Forever()


def test_a_task_is_frozen_for_the_type_checker(tmp_path: Path) -> None:
    api = pytest.importorskip("mypy.api")
    snippet = tmp_path / "snippet.py"
    snippet.write_text("from engine.core.tasks import Task, task_kind\n\n\n@task_kind\nclass Count(Task):\n    n: int\n\n\n"
                       "Count(2).n = 3\n", encoding="utf-8")
    stdout, _, status = api.run(["--follow-imports=silent", "--no-incremental", str(snippet)])
    assert status == 1 and 'Property "n" defined in "Count" is read-only' in stdout


def test_a_task_hashes_as_the_tuple_it_once_was() -> None:
    """Saved games carry a ``state_hash`` of states whose tasks were ``(name, *arguments)``:
    ``hashed`` gives that form back (the name is the class's in snake case, or its own)."""
    assert hashed([Count(3), Ask(), Forever()]) == (("count", 3), ("ask",), ("siempre",))


def test_nothing_to_do_and_no_question_is_an_error() -> None:
    with pytest.raises(RuntimeError, match="Prueba: no hay nada que hacer"):
        TASKS.advance(Counter([]))


def test_an_endless_procedure_stops_at_the_limit() -> None:
    state = Counter([Forever()])
    with pytest.raises(RuntimeError, match="no termina"):
        TASKS.advance(state, limit=50)

    def end(s: Counter) -> None:
        s.outcome = "empate"

    state = Counter([Forever()])
    assert TASKS.advance(state, limit=50, on_limit=end) == 51 and state.outcome == "empate"


def test_before_each_may_add_a_task() -> None:
    state = Counter([Ask()])

    def first(s: Counter) -> None:
        if not s.seen:
            s.tasks.append(Count(1))

    TASKS.advance(state, before_each=first)
    assert state.seen == ["count 1"] and state.prompt is not None
