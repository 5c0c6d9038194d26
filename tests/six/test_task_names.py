"""SiX's tasks are typed values (engine/games/six/tasks.py); saved games carry the hash of states
whose tasks were tuples named as below, and still reopen."""

from __future__ import annotations

import engine.games.six.state  # noqa: F401  (fills the table)
from engine.games.six.tasks import TASKS

#: The names of SiX's tasks when they were tuples ``(name, *arguments)``.
TUPLE_NAMES = {
    "mulligan", "turn_start", "draw_phase", "phase_effects", "action_phase", "give_action", "action_done",
    "end_phase", "hand_limit", "cleanup", "activate", "open_triggers", "immediate", "window", "resolve_next",
    "link_done", "run", "attack_step", "block_step", "quick_step", "damage", "end_combat",
}


def test_every_task_kind_hashes_under_its_tuple_name() -> None:
    assert sorted(kind.name for kind in TASKS.handlers) == sorted(TUPLE_NAMES)
