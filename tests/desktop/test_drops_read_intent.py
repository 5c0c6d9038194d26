"""A drop that means two steps does both (issue 21, "refusals read intent"): a spell dropped on its
target is played and aims at it; a SiX unit dragged into its Combat Zone declares combat and
attacks. Drops are made on the table's scene, where the mouse lets a card go."""

from __future__ import annotations

from pathlib import Path

from desktop.session import GOLDFISH, HUMAN, Seat
from tests.desktop.clicks import settled
from tests.desktop.tables import shown_window
from tests.helpers import scenario_state

SIX = """[scenario]
game = "six"
[setup.P1]
hand = ["Rayo Sagrado"]
field = ["Lobo de Ceniza"]
mana = 3
[setup.P2]
field = ["Oso Acorazado", "Ángel Guardián"]
"""


def _table(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    state = scenario_state(tmp_path / "s.toml", SIX)
    window = shown_window(qtbot)
    window.games.open_session(state, (Seat(HUMAN), Seat(GOLDFISH)), 1)
    qtbot.waitUntil(lambda: settled(window), timeout=3000)
    return window, state


def _card(state, name: str) -> int:  # type: ignore[no-untyped-def]
    return next(c.id for c in state.cards if c is not None and c.defn.name == name)


def test_a_spell_dropped_on_its_target_is_played_at_it(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, state = _table(qtbot, tmp_path)
    scene = window.table.scene
    assert scene is not None
    bolt, bear = _card(state, "Rayo Sagrado"), _card(state, "Oso Acorazado")
    scene.dropped(scene.cards[bolt], scene.cards[bear].scenePos())
    qtbot.waitUntil(lambda: any(a.kind == "choose" and a.cards == (bear,) for a in state.history))
    assert [a.kind for a in state.history if a.player == 0] == ["play", "choose"]


def test_a_unit_dragged_into_combat_declares_combat_and_attacks(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, state = _table(qtbot, tmp_path)
    scene = window.table.scene
    assert scene is not None
    wolf = _card(state, "Lobo de Ceniza")
    scene.dropped(scene.cards[wolf], scene.zones["P1.combate"].sceneBoundingRect().center())
    qtbot.waitUntil(lambda: any(a.kind == "attack" for a in state.history))
    assert [a.kind for a in state.history if a.player == 0][:2] == ["combat", "attack"]
