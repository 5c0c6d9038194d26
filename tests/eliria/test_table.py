"""An Eliria duel on the table: the d12 power on each combat card, face-down play with the
alternate (Shift) drop, attacks by dragging onto the combatant opposite, and a screenshot."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop.main_window import MainWindow  # noqa: E402
from engine.core.state import State  # noqa: E402
from tests.desktop.tables import on_table, shown_window  # noqa: E402
from tests.helpers import scenario_state  # noqa: E402

DUEL = """
[scenario]
game = "eliria"
[setup]
turn = 5
[setup.P1]
hand = ["Duelista Carmesí", "Muro de Escarcha", "Impulso Vital"]
combat = [{ card = "Oso de las Cumbres", power = 4 }, "", { card = "Capitana Solenne", power = 2 }]
invocation = ["Bastión de Piedra"]
discard = ["Sabiduría Fugaz"]
[setup.P2]
combat = [{ card = "Centinela de Bruma", power = 3 }, { card = "Armadura Andante", power = 7, face_up = false }, "Espejo Parlante"]
invocation = [{ card = "Égida Súbita", face_up = false, marker = true }, { card = "Escudo Vinculado", host = 1 }]
discard = ["Tropiezo"]
"""


def _window(qtbot, tmp_path: Path) -> tuple[MainWindow, State]:  # type: ignore[no-untyped-def]
    state = scenario_state(tmp_path / "duelo.toml", DUEL)
    return on_table(shown_window(qtbot, (1400, 900)), state), state


def test_a_duel_in_progress_shows_the_power_dice(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # Eliria 3: the d12 counters of the combat slots are on the table, face-down cards included
    window, _state = _window(qtbot, tmp_path)
    scene = window.table.scene
    assert scene is not None
    by_zone = {item.view.zone: item for item in scene.cards.values() if item.view.zone.startswith(("P1.combate", "P2.combate"))}
    assert dict(by_zone["P1.combate1"].view.counters) == {"poder": 4}
    hidden = by_zone["P2.combate2"]
    assert hidden.view.hidden and dict(hidden.view.counters) == {"poder": 7}
    assert set(window.table.prompt_bar.buttons) == {"pass"}  # drags are not buttons
    image = window.grab()
    assert not image.isNull()
    out = Path(os.environ.get("TAPETE_SCREENSHOTS", tmp_path))
    out.mkdir(parents=True, exist_ok=True)
    assert image.save(str(out / "eliria-duelo.png"))


def test_shift_drop_plays_face_down(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    # Eliria 8: any card may be played face down
    window, state = _window(qtbot, tmp_path)
    scene = window.table.scene
    assert scene is not None
    duelist = next(c for c in scene.cards.values() if c.view.name == "Duelista Carmesí")
    monkeypatch.setattr("desktop.table.scene.QGuiApplication.keyboardModifiers", lambda: Qt.KeyboardModifier.ShiftModifier)
    scene.dropped(duelist, scene.zones["P1.combate2"].rect().center())
    qtbot.waitUntil(lambda: state.zone_name_of(duelist.view.id) == "combate2")
    assert not state.cards[duelist.view.id].face_up  # type: ignore[union-attr]


def test_dragging_onto_the_combatant_opposite_attacks(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # Eliria 10, 12.d: the bear in your left slot attacks the card directly in front of it
    window, state = _window(qtbot, tmp_path)
    window.table.prompt_bar.buttons["pass"].click()
    qtbot.waitUntil(lambda: state.prompt is not None and state.prompt.kind == "ataque")
    scene = window.table.scene
    assert scene is not None
    bear = next(c for c in scene.cards.values() if c.view.name == "Oso de las Cumbres")
    mirror = next(c for c in scene.cards.values() if c.view.name == "Espejo Parlante")
    assert abs(bear.pos().x() - mirror.pos().x()) < 1  # drawn directly across the table
    expected = state.parse_action("attack Oso de las Cumbres #1 on Espejo Parlante", 0)
    scene.dropped(bear, mirror.pos())
    qtbot.waitUntil(lambda: any(action.kind == "attack" for action in state.history))
    assert next(action for action in state.history if action.kind == "attack") == expected


def test_a_reaction_dropped_on_a_combat_slot_is_set_where_reactions_go(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # Eliria 2, 6.b: reactions go face down to the invocation/reaction slots; dropped anywhere on
    # the board, a reaction means just that (issue 21: the drop is read as what was meant)
    window, state = _window(qtbot, tmp_path)
    scene = window.table.scene
    assert scene is not None
    wall = next(c for c in scene.cards.values() if c.view.name == "Muro de Escarcha")
    scene.drag_started(wall)
    assert scene.zones["P1.invocacion"].lit and not scene.zones["P1.combate2"].lit
    scene.dropped(wall, scene.zones["P1.combate2"].rect().center())
    qtbot.waitUntil(lambda: state.zone_name_of(wall.view.id) == "invocacion")
    assert not state.cards[wall.view.id].face_up  # type: ignore[union-attr]
