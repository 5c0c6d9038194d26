"""The new Magic choices played through the window, offscreen: dividing damage (CR 601.2d) and
multikicker (CR 702.33c) with number buttons, the order of replacement effects (CR 616.1) and a
source of damage (CR 609.7a) by clicking a card. A screenshot is saved under test-artifacts/."""

from __future__ import annotations

from pathlib import Path

from desktop.table.items import ANIMATION_MS
from engine.games.mtg.base import LIFE
from tests.desktop.tables import on_table, shown_window
from tests.helpers import scenario_state

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
POSITION = """
[scenario]
game = "mtg"
[setup]
[setup.P1]
pool = "RRRGGGGGGGWWWWWW"
hand = ["Arco Voltaico", "Jauría del Bosque Hondo", "Bálsamo Sereno"]
battlefield = ["Cáliz Rebosante", "Ángel del Manantial"]
[setup.P2]
battlefield = ["Oso Musgoso", "Lobezno del Claro"]
"""


def _card(state, name: str, zone: str) -> int:  # type: ignore[no-untyped-def]
    return next(c for c in state.ids(0 if zone != "rival" else 1, "campo" if zone == "rival" else zone)
                if state.defn(c).name == name)


def test_new_choices_through_the_window(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton

    from engine.core.gestures import Gesture

    state = scenario_state(tmp_path / "reemplazos.toml", POSITION)
    window = on_table(shown_window(qtbot), state)
    window.table.gesture(Gesture(_card(state, "Arco Voltaico", "mano"), onto_zone="pila"))
    bear, cub = _card(state, "Oso Musgoso", "rival"), _card(state, "Lobezno del Claro", "rival")
    window.table.gesture(Gesture(bear))  # CR 601.2c: targets by clicking
    window.table.gesture(Gesture(cub))
    window.table.gesture(Gesture(button="done"))
    assert state.prompt is not None and state.prompt.kind == "dividir"
    names = {b.objectName() for b in window.findChildren(QPushButton)}
    assert {"answer:number 1", "answer:number 2"} <= names
    qtbot.wait(ANIMATION_MS + 60)
    window.grab().save(str(ARTIFACTS / "mtg-divide.png"))
    qtbot.mouseClick(window.findChild(QPushButton, "answer:number 2"), Qt.MouseButton.LeftButton)  # 2 to the bear, 1 to the cub
    window.table.gesture(Gesture(button="pass"))
    qtbot.waitUntil(lambda: not state.chain.links and state.prompt.player == 0, timeout=5000)
    assert bear in state.ids(1, "cementerio") and cub in state.ids(1, "cementerio")

    window.table.gesture(Gesture(_card(state, "Jauría del Bosque Hondo", "mano"), onto_zone="pila"))
    assert state.prompt.kind == "multiestimulo"
    qtbot.mouseClick(window.findChild(QPushButton, "answer:number 2"), Qt.MouseButton.LeftButton)
    window.table.gesture(Gesture(button="pass"))
    qtbot.waitUntil(lambda: not state.chain.links and state.prompt.player == 0, timeout=5000)
    pack = _card(state, "Jauría del Bosque Hondo", "campo")
    assert state.power_toughness(pack) == (3, 3)

    window.table.gesture(Gesture(_card(state, "Bálsamo Sereno", "mano"), onto_zone="pila"))
    window.table.gesture(Gesture(button="pass"))
    qtbot.waitUntil(lambda: state.prompt.kind == "reemplazo", timeout=5000)
    qtbot.wait(ANIMATION_MS + 60)
    window.grab().save(str(ARTIFACTS / "mtg-replacement-order.png"))
    window.table.gesture(Gesture(_card(state, "Ángel del Manantial", "campo")))  # CR 616.1: click the one first
    assert state.counters[0][LIFE] == 26  # (2 + 1) × 2
    window.session.stop()  # type: ignore[union-attr]
