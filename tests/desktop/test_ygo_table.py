"""A Yu-Gi-Oh! duel on the table: the buttons named by notation perform their actions, drags
summon and attack, and the table is captured for a look."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from desktop.main_window import MainWindow
from desktop.session import GOLDFISH, HUMAN, Seat
from engine.core.gestures import Gesture
from engine.scenario import build_state, load_scenario

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
SETUP = """[scenario]
game = "ygo"
[setup.P1]
hand = ["Gólem de Chatarra", "Lobo Gris", "Hueco Trampa"]
monsters = ["Caballero de Hierro", { card = "Escudero del Valle", position = "defense", face_up = false }]
spells = [{ card = "Espada Rúnica", equip_to = "Caballero de Hierro@P1.monstruos.1" }]
[setup.P2]
monsters = ["Dragón Cría de Ceniza", { card = "Topo Vigía", position = "defense", face_up = false }]
field = ["Volcán Ardiente"]
"""


def test_a_duel_is_played_with_buttons_and_drags(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "s.toml"
    path.write_text(SETUP, encoding="utf-8")
    data, raw = load_scenario(path)
    state = build_state(path, data, raw)
    window = MainWindow("es")
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    window.open_session(state, (Seat(HUMAN), Seat(GOLDFISH)), 1)
    if ARTIFACTS.exists():
        window.grab().save(str(ARTIFACTS / "ygo-table.png"))
    names = {b.objectName() for b in window.findChildren(QPushButton)}
    assert "answer:set Hueco Trampa" in names
    assert "answer:summon Gólem de Chatarra tributing Escudero del Valle" in names
    button = window.findChild(QPushButton, "answer:set Hueco Trampa")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.session is not None
    assert [state.defn(c).name for c in state.ids(0, "magias")] == ["Espada Rúnica", "Hueco Trampa"]
    lobo = next(c for c in state.ids(0, "mano") if state.defn(c).name == "Lobo Gris")
    window.gesture(Gesture(lobo, onto_zone="P1.monstruos"))
    assert lobo in state.ids(0, "monstruos")
