"""Every action by click and keyboard (issue 21): attacks and blocks by clicks, a London mulligan
bottoming two copies, prompt buttons that say what they do, Space once per press, passing until
somewhere (F4, F6, F9) stopping where it should, and every shortcut in Help. Mouse clicks and key
presses only, as a person plays (``tests.desktop.clicks``)."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from desktop.main_window import MainWindow
from desktop.session import GOLDFISH, HUMAN, Seat
from engine.core.state import State
from tests.desktop.clicks import choose_line, click_button, click_card, focus_card, key, open_menu, settled
from tests.desktop.tables import shown_window
from tests.helpers import scenario_state
from tests.desktop.windows import delete_closed_widgets


@pytest.fixture(autouse=True)
def spanish(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The interface in Spanish, as the buttons' words are checked (the closed windows of the tests
    before are deleted first, and this test's after it, so that no language switch makes them
    retranslate)."""
    from desktop.i18n import install

    delete_closed_widgets()
    install("es")
    yield
    delete_closed_widgets()


def _table(qtbot, tmp_path: Path, text: str, hot_seat: bool = True) -> tuple[MainWindow, State]:  # type: ignore[no-untyped-def]
    state = scenario_state(tmp_path / "s.toml", text)
    window = shown_window(qtbot)
    window.games.open_session(state, (Seat(HUMAN), Seat(HUMAN if hot_seat else GOLDFISH)), 1)
    qtbot.waitUntil(lambda: settled(window))
    return window, state


def _card(state: State, name: str, owner: int | None = None) -> int:
    return next(c.id for c in state.cards if c is not None and c.defn.name == name and owner in (None, c.owner))


def _did(state: State, kind: str, player: int) -> list[object]:
    return [a for a in state.history if a.kind == kind and a.player == player]


def test_six_attack_and_block_by_clicks(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, state = _table(qtbot, tmp_path, """[scenario]
game = "six"
[setup.P1]
field = ["Lobo de Ceniza"]
[setup.P2]
field = ["Ángel Guardián"]
""")
    wolf, angel = _card(state, "Lobo de Ceniza"), _card(state, "Ángel Guardián")
    click_button(window, "combat")
    qtbot.waitUntil(lambda: state.prompt is not None and state.prompt.kind == "ataque")
    done = window.table.prompt_bar.buttons["done"]
    assert done.text() == "Terminar de atacar" and not done.isEnabled()  # shown before the first attacker
    assert click_card(window, wolf)  # the unit's only way to attack: done at once
    qtbot.waitUntil(lambda: bool(_did(state, "attack", 0)))
    click_button(window, "done")
    qtbot.waitUntil(lambda: state.prompt is not None and state.prompt.kind == "bloqueo")
    assert window.table.prompt_bar.buttons["no block"].text() == "No bloquear"
    qtbot.waitUntil(lambda: settled(window))
    assert click_card(window, angel)  # the blocker clicked: it blocks the attacker asked about
    qtbot.waitUntil(lambda: any(a.targets == (angel,) for a in _did(state, "block", 1)))
    assert _did(state, "block", 1)[0].cards == (wolf,)


def test_ygo_attack_by_click_then_the_target(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, state = _table(qtbot, tmp_path, """[scenario]
game = "ygo"
[setup]
phase = "battle"
[setup.P1]
monsters = ["Caballero de Hierro"]
[setup.P2]
monsters = ["Lobo Gris", "Ciervo del Bosque"]
""")
    knight, deer = _card(state, "Caballero de Hierro"), _card(state, "Ciervo del Bosque")
    assert click_card(window, knight)
    menu = open_menu(window)
    assert menu is not None
    choose_line(window, menu, "Atacar…", keyboard=False)
    scene = window.table.scene
    assert scene is not None and scene.cards[deer].highlight is not None  # the targets are lit
    assert "haz clic en una carta iluminada" in window.table.prompt_bar.text.text()
    assert click_card(window, deer)
    qtbot.waitUntil(lambda: bool(_did(state, "attack", 0)))
    assert _did(state, "attack", 0)[0].targets == (deer,)  # type: ignore[attr-defined]


def test_eliria_attack_by_click(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, state = _table(qtbot, tmp_path, """[scenario]
game = "eliria"
[setup]
phase = "ataque"
[setup.P1]
combat = ["", { card = "Oso de las Cumbres", power = 3 }, ""]
[setup.P2]
combat = ["", "Centinela de Bruma", ""]
""", hot_seat=False)
    bear, sentinel = _card(state, "Oso de las Cumbres"), _card(state, "Centinela de Bruma")
    assert window.table.card_actions is not None
    assert [c.label for c in window.table.card_actions.choices(bear)] == ["Atacar a Centinela de Bruma (primer ataque)"]
    assert focus_card(window, bear)  # by the keyboard: Tab to the bear, Return
    key(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(_did(state, "attack", 0)))
    assert _did(state, "attack", 0)[0].targets == (sentinel,)  # type: ignore[attr-defined]


MTG_COMBAT = """[scenario]
game = "mtg"
[setup]
step = "atacantes"
turn_player = "P2"
[setup.P1]
battlefield = ["Lobezno del Claro"]
[setup.P2]
battlefield = ["Oso Musgoso", "Alce Arrollador"]
"""


def test_mtg_block_by_click_on_the_blocker_then_the_attacker(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, state = _table(qtbot, tmp_path, MTG_COMBAT)
    bear, elk, cub = _card(state, "Oso Musgoso"), _card(state, "Alce Arrollador"), _card(state, "Lobezno del Claro")
    assert click_card(window, bear) and click_card(window, elk)  # attackers are declared by a click each
    qtbot.waitUntil(lambda: len(_did(state, "attack", 1)) == 2)
    click_button(window, "done")
    qtbot.waitUntil(lambda: state.prompt is not None and state.prompt.kind == "bloqueadores")
    qtbot.waitUntil(lambda: settled(window))
    assert window.table.prompt_bar.buttons["done"].text() == "No bloquear"
    assert click_card(window, cub)
    menu = open_menu(window)
    assert menu is not None
    choose_line(window, menu, "Bloquear…", keyboard=False)
    assert click_card(window, elk)  # the attacker it blocks
    qtbot.waitUntil(lambda: bool(_did(state, "block", 0)))
    assert _did(state, "block", 0)[0].targets == (elk,)  # type: ignore[attr-defined]
    assert window.table.prompt_bar.buttons["done"].text() == "Terminar los bloqueos"


def test_a_london_mulligan_bottoms_two_copies_by_clicks(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, state = _table(qtbot, tmp_path, """[scenario]
game = "mtg"
[setup]
step = "mulligan"
first_player = "P1"
deck_fill = "Bosque"
[setup.P1]
hand = ["Bosque", "Bosque", "Bosque", "Bosque", "Bosque", "Bosque", "Bosque"]
""", hot_seat=False)
    assert window.table.prompt_bar.buttons["keep"].text() == f"Quedarme con {len(state.ids(0, 'mano'))}"
    assert window.table.prompt_bar.buttons["mulligan"].text() == "Mulligan"
    for mulligans in (1, 2):
        click_button(window, "mulligan")
        qtbot.waitUntil(lambda: state.prompt is not None and state.prompt.kind == "fondo")
        for _ in range(mulligans):
            qtbot.waitUntil(lambda: settled(window))
            listed = {a.cards[0] for a in state.legal_actions()}
            copy = max(c for c in state.ids(0, "mano") if c not in listed)  # a copy the engine does not list
            assert window.table.scene is not None and window.table.scene.cards[copy].highlight is not None  # lit all the same
            before = len(state.ids(0, "mano"))
            assert click_card(window, copy)
            qtbot.waitUntil(lambda: len(state.ids(0, "mano")) == before - 1)
        qtbot.waitUntil(lambda: state.prompt is not None and state.prompt.kind == "mulligan")
    assert len(state.ids(0, "mano")) == 5 and state.defn(state.ids(0, "biblioteca")[-1]).name == "Bosque"


MTG_MAIN = """[scenario]
game = "mtg"
[setup]
turn = 2
[setup.P1]
hand = ["Bosque", "Bosque", "Bosque"]
library = 30
[setup.P2]
library = 30
"""


def _manual_passing(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Untick "pass automatically" (a click on the phase strip's box): every pass is then the player's."""
    box = window.table.phase_bar.auto_pass
    if box.isChecked():
        QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center() - box.rect().center() / 2)
        if box.isChecked():
            box.click()
    assert window.session is not None and not window.session.auto_pass


def test_space_answers_once_per_press_even_held(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, state = _table(qtbot, tmp_path, MTG_MAIN, hot_seat=False)
    _manual_passing(qtbot, window)
    passes = len(_did(state, "pass", 0))
    key(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(_did(state, "pass", 0)) == passes + 1)
    qtbot.waitUntil(lambda: state.current_player() == 0)
    for _ in range(8):  # Space held down: the key repeats
        QTest.simulateEvent(window, True, int(Qt.Key.Key_Space), Qt.KeyboardModifier.NoModifier, " ", True)
    QTest.simulateEvent(window, False, int(Qt.Key.Key_Space), Qt.KeyboardModifier.NoModifier, " ", False)
    qtbot.wait(50)  # nothing may happen: give a repeat a chance to act
    assert len(_did(state, "pass", 0)) == passes + 1
    key(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(_did(state, "pass", 0)) == passes + 2)


def _only_passed(state: State, since: int) -> bool:
    return all(a.kind == "pass" for a in state.history[since:] if a.player == 0)


def test_f4_passes_to_the_end_of_the_turn(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, state = _table(qtbot, tmp_path, MTG_MAIN, hot_seat=False)
    _manual_passing(qtbot, window)
    start, turn = len(state.history), state.turn
    key(window, Qt.Key.Key_F4)
    qtbot.waitUntil(lambda: window.session is not None and window.session.passing is None and state.turn > turn)
    assert state.turn == turn + 1 and state.turn_player == 1  # the first priority of the next turn
    assert state.current_player() == 0 and state.step == "mantenimiento"
    assert _only_passed(state, start)


def test_f9_passes_to_my_next_turn(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, state = _table(qtbot, tmp_path, MTG_MAIN, hot_seat=False)
    _manual_passing(qtbot, window)
    start, turn = len(state.history), state.turn
    assert window.table.prompt_bar.pass_until.isVisible()
    key(window, Qt.Key.Key_F9)
    assert "tu próximo turno" in window.table.prompt_bar.passing_label.text() or state.turn > turn
    qtbot.waitUntil(lambda: window.session is not None and window.session.passing is None)
    assert state.turn == turn + 2 and state.turn_player == 0 and state.step == "mantenimiento"
    assert _only_passed(state, start)


def test_f6_passes_to_the_next_stop_set_on_the_phase_bar(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, state = _table(qtbot, tmp_path, MTG_MAIN, hot_seat=False)
    _manual_passing(qtbot, window)
    key(window, Qt.Key.Key_F6)  # no stop yet: the bar says how to set one, nothing is passed
    assert window.session is not None and window.session.passing is None and state.step is None
    assert "fase" in window.statusBar().currentMessage()
    label = window.table.phase_bar.labels["mine:principal2"]
    QTest.mouseClick(label, Qt.MouseButton.LeftButton)  # a stop at Main 2 of my turns
    assert "mine:principal2" in window.session.stops
    key(window, Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: window.session is not None and window.session.passing is None)
    assert state.turn == 2 and state.phase == "principal2" and state.current_player() == 0


def test_passing_stops_when_the_opponent_casts_a_spell(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, state = _table(qtbot, tmp_path, """[scenario]
game = "mtg"
[setup]
turn = 2
[setup.P1]
library = 30
[setup.P2]
hand = ["Chispa Ígnea"]
battlefield = ["Montaña"]
library = 30
""")
    _manual_passing(qtbot, window)
    session = window.session
    assert session is not None
    key(window, Qt.Key.Key_F4)  # P1 passes; P2 (a human at this table too) gets priority
    qtbot.waitUntil(lambda: state.current_player() == 1)
    spark = _card(state, "Chispa Ígnea")
    qtbot.waitUntil(lambda: settled(window))
    assert click_card(window, spark)
    menu = open_menu(window)
    assert menu is not None
    choose_line(window, menu, "Lanzar", keyboard=False)
    qtbot.waitUntil(lambda: state.prompt is not None and state.prompt.kind == "objetivo")
    click_button(window, "target P1")
    qtbot.waitUntil(lambda: state.prompt is not None and state.prompt.kind == "prioridad" and state.current_player() == 1)
    assert window.table.prompt_bar.buttons["pass"].text() == "Resolver Chispa Ígnea"
    click_button(window, "pass")  # the caster passes: P1 gets priority with the spark on the stack
    qtbot.waitUntil(lambda: state.current_player() == 0 and bool(state.chain.links))
    qtbot.waitUntil(lambda: session.passing is None)
    assert state.chain.links and state.current_player() == 0  # P1 may answer the spark
    assert "responder" in window.statusBar().currentMessage()


def test_help_lists_every_shortcut(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = shown_window(qtbot)
    listed = " / ".join(key for key, _text in window.shortcuts())
    for action in window.actions():
        shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
        if shortcut:
            for part in shortcut.split(", "):
                part = "1–9" if part.isdigit() else part.replace("Return", "Enter")  # the prompt bar's buttons
                assert part in listed, f"{part} ({action.text()}) is not in Help"
    for menu_action in window.menuBar().actions():
        for action in menu_action.menu().actions() if menu_action.menu() else ():
            shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
            assert not shortcut or shortcut in listed, f"{shortcut} ({action.text()}) is not in Help"


def test_help_lists_the_table_zoom_and_the_stops(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QShortcut

    from desktop.dialogs.help import GuideDialog

    window, _state = _table(qtbot, tmp_path, MTG_MAIN, hot_seat=False)
    listed = " / ".join(key for key, _text in window.shortcuts())
    shortcuts = window.table.view.findChildren(QShortcut)
    assert shortcuts
    for shortcut in shortcuts:  # the table view's own keys (zoom)
        keys = shortcut.key().toString(QKeySequence.SequenceFormat.PortableText)
        assert keys in listed, f"{keys} is not in Help"
    assert "Ctrl+" in listed and "rueda" in listed  # Ctrl+wheel, in the window's language
    guide = GuideDialog(window).guide()
    assert "Ctrl+0" in guide and "F6" in guide


def test_a_question_answered_by_a_card_says_to_click_one(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, state = _table(qtbot, tmp_path, """[scenario]
game = "mtg"
[setup]
step = "final"
[setup.P1]
hand = ["Bosque", "Bosque", "Bosque", "Bosque", "Oso Musgoso", "Oso Musgoso", "Llanura", "Llanura", "Isla"]
""", hot_seat=False)
    _manual_passing(qtbot, window)
    key(window, Qt.Key.Key_Space)  # P1 passes the end step; the goldfish too: cleanup asks for a discard
    qtbot.waitUntil(lambda: state.prompt is not None and state.prompt.kind == "descartar")
    qtbot.waitUntil(lambda: settled(window))
    assert not window.table.prompt_bar.buttons  # no button answers it
    assert "haz clic en una carta iluminada" in window.table.prompt_bar.text.text()
    isla = _card(state, "Isla")
    assert click_card(window, isla)
    qtbot.waitUntil(lambda: any(a.kind == "discard" for a in _did(state, "discard", 0)))


def test_space_moves_a_yugioh_turn_on(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """In Yu-Gi-Oh!'s Main Phase the main answer is on to battle, then the end of the Battle Phase,
    then the end of the turn (Space did nothing there: no pass, done, keep or yes is offered)."""
    window, state = _table(qtbot, tmp_path, """[scenario]
game = "ygo"
[setup]
phase = "main1"
[setup.P1]
monsters = ["Lobo Gris"]
""", hot_seat=False)
    qtbot.waitUntil(lambda: state.phase == "main1" and state.current_player() == 0)
    assert window.table.prompt_bar.primary() == "battle" and window.table.prompt_bar.buttons["battle"].isDefault()
    key(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: state.phase == "battle" and state.current_player() == 0)
    qtbot.waitUntil(lambda: window.table.prompt_bar.primary() == "end")
    key(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: state.phase == "main2" and state.current_player() == 0)
    qtbot.waitUntil(lambda: window.table.prompt_bar.primary() == "end")
    key(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: state.turn_player == 1)


def test_an_eliria_pass_that_loses_says_so_and_space_does_not_press_it(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Eliria 7.b: a player with no combat card in play loses at their power phase; the button to
    it says so, and Space (the main answer) never presses it."""
    window, state = _table(qtbot, tmp_path, """[scenario]
game = "eliria"
[setup]
phase = "movimiento"
[setup.P1]
hand = ["Oso de las Cumbres"]
[setup.P2]
combat = ["Armadura Andante"]
""", hot_seat=False)
    qtbot.waitUntil(lambda: "pass" in window.table.prompt_bar.buttons)
    assert "pierdes" in window.table.prompt_bar.buttons["pass"].text() and "7.b" in window.table.prompt_bar.buttons["pass"].text()
    assert window.table.prompt_bar.primary() is None
    key(window, Qt.Key.Key_Space)
    qtbot.wait(50)  # nothing may happen: give the key a chance to act
    assert not state.is_terminal() and state.phase == "movimiento"


def test_a_mulligan_of_chosen_cards_waits_for_a_choice(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Eliria 11.b: the mulligan button is enabled once a card is chosen (pressed with none it
    only said 'That move does nothing here')."""
    window, state = _table(qtbot, tmp_path, """[scenario]
game = "eliria"
[setup]
phase = "inicio"
first_player = "P1"
[setup.P1]
hand = ["Escudero Novel", "Halcón Tormenta", "Sabiduría Fugaz", "Muro de Escarcha", "Tierra Yerma"]
deck = ["Oso de las Cumbres", "Centinela de Bruma", "Capitana Solenne", "Armadura Andante", "Vidente del Velo", "Duelista Carmesí"]
[setup.P2]
hand = ["Armadura Andante", "Gólem de Musgo", "Bastión de Piedra", "Disipar", "Emboscada"]
""")
    qtbot.waitUntil(lambda: "mulligan" in window.table.prompt_bar.buttons)
    button = window.table.prompt_bar.buttons["mulligan"]
    assert not button.isEnabled() and window.table.prompt_bar.primary() == "keep"
    assert click_card(window, _card(state, "Tierra Yerma", 0))
    assert window.table.prompt_bar.buttons["mulligan"].isEnabled()
    click_button(window, "mulligan")
    qtbot.waitUntil(lambda: bool(_did(state, "mulligan", 0)))


def test_a_whole_hand_mulligan_is_named_as_such(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Mitos y Leyendas shuffles the whole hand back: its button said 'return the selected (0)'."""
    from tests.desktop.tables import shown_window

    window = shown_window(qtbot)
    window.games.start_demo("myl")
    qtbot.waitUntil(lambda: "mulligan" in window.table.prompt_bar.buttons)
    button = window.table.prompt_bar.buttons["mulligan"]
    assert button.text() == "Mulligan" and button.isEnabled()
    button.click()
    state = window.session.state  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: bool(_did(state, "mulligan", 0)))
