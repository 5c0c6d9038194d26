"""Every game's tasks are typed values (``engine.core.tasks``); saved games carry the hash of
states whose tasks were tuples ``(name, *arguments)``, so each kind must still hash under the
name its tuple had, or those saves would no longer reopen (kinds added later, such as Yu-Gi-Oh!'s
``make_tokens``, have names of their own)."""

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
    "ygo": ({"shuffle_deck", "summoned", "activate", "chain", "resolve", "after_link", "run", "battle_start", "battle_step",
             "attack_confirmed", "damage_step", "damage_calc", "flip_after_battle", "send_destroyed", "destroy_battled",
             "direct_damage", "battle_end", "summon_targets", "turn_start", "standby", "maintenance", "main", "principal",
             "window", "end_phase", "hand_limit", "cleanup", "graveyard_trigger", "after_damage", "before_damage",
             "summon_window", "end_triggers", "offer_trigger", "offer_activation", "start_trigger"},
            "engine.games.ygo.state"),
}
#: Where a game's table is, when not in its ``tasks`` module.
TABLES = {"ygo": "engine.games.ygo.base"}


@pytest.mark.parametrize("game", sorted(TUPLE_NAMES))
def test_every_task_kind_hashes_under_its_tuple_name(game: str) -> None:
    names, module = TUPLE_NAMES[game]
    importlib.import_module(module)
    table = importlib.import_module(TABLES.get(game, f"engine.games.{game}.tasks")).TASKS
    assert isinstance(table, TaskTable)
    # kinds added since hash under their own new names; none of the tuples' names may go or change
    assert sorted(names - {kind.name for kind in table.handlers}) == []


def test_the_first_step_of_a_yugioh_effect_hashes_without_its_effect() -> None:
    """Yu-Gi-Oh!'s ``run`` tuple carried the effect only from the second step on."""
    from engine.games.ygo.base import Run
    from engine.games.ygo.tasks import RunEffect

    run = Run(3, 0, 1)
    assert RunEffect(run, 0).hashed() == ("run", run, 0)
    effect = object()
    assert RunEffect(run, 2, effect).hashed() == ("run", run, 2, effect)  # type: ignore[arg-type]
