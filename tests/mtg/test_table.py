"""A demo Magic duel on the table, offscreen: the window shows both battlefields, the stack and
the hand, and the legal gestures of the human work; a screenshot is saved under test-artifacts/."""

from __future__ import annotations

from pathlib import Path

from desktop.main_window import MainWindow
from desktop.table.items import ANIMATION_MS
from engine.core import get_game
from tests.desktop.tables import on_table, shown_window
from tests.helpers import scenario_state

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
POSITION = """
[scenario]
game = "mtg"
[setup]
[setup.P1]
hand = ["Chispa Ígnea", "Oso Musgoso", "Grifo Vigía", "Bosque", "Crecimiento Salvaje"]
battlefield = ["Bosque", "Bosque", "Llanura", "Montaña", "Capitana de la Guardia", "Oso Musgoso",
               { card = "Espada de Hierro Viejo", attached = "Oso Musgoso" }, { card = "Lobezno del Claro", tapped = true }]
graveyard = ["Veredicto"]
[setup.P2]
life = 14
battlefield = ["Isla", "Isla", "Montaña", "Dragón de Cenizas", "Muro de Escarcha", "Halcón de Niebla"]
hand = ["Negación", "Reflujo", "Isla"]
graveyard = ["Chispa Ígnea", "Trasgo Impetuoso"]
"""


def test_a_demo_position_on_the_table(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    ARTIFACTS.mkdir(exist_ok=True)
    window = on_table(shown_window(qtbot), scenario_state(tmp_path / "mesa.toml", POSITION))
    session = window.session
    assert session is not None and window.table.scene is not None
    # the human casts Chispa Ígnea by its gesture (dragged onto the stack) and targets P2
    assert session.perform_gesture(session.state.gesture(session.state.parse_action("cast Chispa Ígnea")))
    qtbot.wait(ANIMATION_MS + 60)
    assert session.state.prompt is not None and session.state.prompt.kind == "objetivo"
    window.grab().save(str(ARTIFACTS / "mtg-table.png"))
    assert len(window.table.scene.cards) >= 20
    session.stop()


def test_a_demo_duel_opens_from_the_demo_pair(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = get_game("mtg")
    state = game.new_initial_state(game.demo_pair(), 2)
    window = on_table(shown_window(qtbot), state)
    qtbot.wait(ANIMATION_MS + 60)
    window.grab().save(str(ARTIFACTS / "mtg-mulligan.png"))
    assert window.session is not None
    window.session.stop()


def test_tokens_are_drawn_on_the_table(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Tokens made during the game have faces too (their definition joins the card database)."""
    state = scenario_state(tmp_path / "fichas.toml", '[scenario]\ngame = "mtg"\n[setup.P1]\nhand = ["Llamada a la Milicia"]\n'
                           'battlefield = ["Llanura", "Llanura", "Llanura"]\n')
    for move in ("cast Llamada a la Milicia", "pass", "P2: pass"):
        player, _, action = move.rpartition(": ")
        state.apply_action(state.parse_action(action, int(player[1]) - 1 if player else None))
    window = MainWindow("es")
    qtbot.addWidget(window)
    on_table(window, state)
    assert window.table.scene is not None
    tokens = [c for c in state.ids(0, "campo") if state.cards[c].defn.is_token]  # type: ignore[union-attr]
    assert len(tokens) == 2 and all(t in window.table.scene.cards for t in tokens)
    window.session.stop()  # type: ignore[union-attr]


CHOICES = """
[scenario]
game = "mtg"
[setup.P1]
hand = ["Decisión del Druida", "Trato Ardiente", "Isla"]
battlefield = ["Bosque", "Bosque", "Montaña", "Montaña", "Isla", "Isla", "Isla", "Isla", "Oso Musgoso"]
graveyard = ["Eco de la Marea"]
library = ["Chispa Ígnea", "Negación", "Isla"]
"""


def test_casting_choices_have_gestures_and_buttons(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """CR 700.2 modes as buttons, an additional cost's discard by a click (CR 118.8), flashback by
    dragging the card from the graveyard to the stack (CR 702.34a), surveil/scry by clicks."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton

    from engine.core.gestures import Gesture

    state = scenario_state(tmp_path / "elecciones.toml", CHOICES)
    window = on_table(shown_window(qtbot), state)
    decision = next(c for c in state.ids(0, "mano") if state.defn(c).name == "Decisión del Druida")
    window.table.gesture(Gesture(decision, onto_zone="pila"))
    assert state.prompt is not None and state.prompt.kind == "modo"
    names = {b.objectName() for b in window.findChildren(QPushButton)}
    assert "answer:mode 1" in names
    qtbot.wait(ANIMATION_MS + 60)
    window.grab().save(str(ARTIFACTS / "mtg-modes.png"))
    qtbot.mouseClick(window.findChild(QPushButton, "answer:mode 1"), Qt.MouseButton.LeftButton)
    assert state.prompt.kind == "objetivo"
    bear = next(c for c in state.ids(0, "campo") if state.defn(c).name == "Oso Musgoso")
    window.table.gesture(Gesture(bear))
    window.table.gesture(Gesture(button="pass"))  # the goldfish (P2) passes too
    qtbot.waitUntil(lambda: state.power_toughness(bear) == (4, 4) and state.prompt.player == 0, timeout=5000)
    bargain = next(c for c in state.ids(0, "mano") if state.defn(c).name == "Trato Ardiente")
    window.table.gesture(Gesture(bargain, onto_zone="pila"))
    assert state.prompt.kind == "descartar_coste"
    island = next(c for c in state.ids(0, "mano") if state.defn(c).name == "Isla")
    window.table.gesture(Gesture(island))  # a click discards it as the cost
    assert island in state.ids(0, "cementerio")
    window.table.gesture(Gesture(button="pass"))
    qtbot.waitUntil(lambda: not state.chain.links and state.prompt.player == 0, timeout=5000)
    echo = next(c for c in state.ids(0, "cementerio") if state.defn(c).name == "Eco de la Marea")
    window.table.gesture(Gesture(echo, onto_zone="pila"))  # flashback: from the graveyard to the stack
    assert state.zone_name_of(echo) == "pila"
    window.table.gesture(Gesture(button="pass"))
    qtbot.waitUntil(lambda: state.prompt.kind == "adivinar", timeout=5000)
    window.table.gesture(Gesture(button="done"))
    assert state.zone_name_of(echo) == "exilio"
    window.session.stop()  # type: ignore[union-attr]


BURIED = """
[scenario]
game = "mtg"
[setup.P1]
battlefield = ["Isla", "Isla", "Isla", "Isla"]
graveyard = ["Chispa Ígnea", "Oso Musgoso", "Negación", "Eco de la Marea"]
"""


def test_a_card_that_can_act_comes_out_of_its_pile(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Flashback (CR 702.34a) from a graveyard where the card lies under three others: it is drawn
    on top of the pile, where a person can grab it, and a real drag casts it."""
    from tests.desktop.test_full_duel import _drag, _visible_point

    window = shown_window(qtbot)
    state = scenario_state(tmp_path / "s.toml", BURIED)
    on_table(window, state)
    scene = window.table.scene
    assert scene is not None
    echo = next(c for c in state.ids(0, "cementerio") if state.defn(c).name == "Eco de la Marea")
    item = scene.cards[echo]
    others = [scene.cards[c] for c in state.ids(0, "cementerio") if c != echo]
    assert all(item.zValue() > other.zValue() for other in others)
    point = _visible_point(window, item)
    assert point is not None
    assert next(o for o in scene.items(point) if o in scene.cards.values()) is item
    _drag(qtbot, window, item, scene.zones["pila"].sceneBoundingRect().center())
    qtbot.waitUntil(lambda: state.zone_name_of(echo) == "pila", timeout=5000)


def test_a_creature_type_is_chosen_with_buttons_in_the_window_language(qtbot) -> None:  # type: ignore[no-untyped-def]
    """CR 614.12, 205.3m: Rally the Ranks asks for a creature type; the Spanish window's buttons read
    'Tipo: Oso', never the notation's raw 'type bear'."""
    from PySide6.QtWidgets import QPushButton

    from desktop.i18n import install
    from tests.mtg.test_chosen_type import _rally

    state = _rally()
    install("es")
    window = on_table(shown_window(qtbot), state)
    assert state.prompt is not None and state.prompt.kind == "tipo"
    texts = {b.text() for b in window.findChildren(QPushButton) if b.objectName().startswith("answer:type ")}
    assert "Tipo: Oso" in texts
    assert not any(text.lower().startswith("type") for text in texts)
