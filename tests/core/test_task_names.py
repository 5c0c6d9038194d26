"""Every game's tasks are typed values (``engine.core.tasks``); saved games carry the hash of
states whose tasks were tuples ``(name, *arguments)``, so each kind must still hash under the
name its tuple had, or those saves would no longer reopen."""

from __future__ import annotations

import importlib

import pytest

from engine.core.tasks import TaskTable

#: The names of each game's tasks when they were tuples, and the modules that fill its table.
TUPLE_NAMES = {
    "six": ({"mulligan", "turn_start", "draw_phase", "phase_effects", "action_phase", "give_action", "action_done",
             "end_phase", "hand_limit", "cleanup", "activate", "open_triggers", "immediate", "window", "resolve_next",
             "link_done", "run", "attack_step", "block_step", "quick_step", "damage", "end_combat"},
            "engine.games.six.state"),
    "myl": ({"mulligan", "agrupacion", "vigilia", "ataque", "bloqueo", "guerra", "dano", "final", "limite",
             "next_turn", "proc"},
            "engine.games.myl.state"),
}


@pytest.mark.parametrize("game", sorted(TUPLE_NAMES))
def test_every_task_kind_hashes_under_its_tuple_name(game: str) -> None:
    names, module = TUPLE_NAMES[game]
    importlib.import_module(module)
    table = importlib.import_module(f"engine.games.{game}.tasks").TASKS
    assert isinstance(table, TaskTable)
    assert sorted(kind.name for kind in table.handlers) == sorted(names)
