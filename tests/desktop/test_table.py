"""The table and its window: refusals, keyboard, bots off the GUI thread, bad files, languages,
and every registered game playable from its layout file alone."""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from benchmarks.gui_drag_fps import build_scene
from desktop.dialogs.new_game import NewGameDialog, NewGameSettings
from desktop.main_window import MainWindow
from desktop.pixmaps import CardPixmaps
from desktop.session import BOT, GOLDFISH, HUMAN, GameSession, Seat
from desktop.table.items import CardItem
from desktop.table.layout import load_layout
from desktop.table.scene import TableScene
from engine.ai import bots
from engine.core import Action, Rng, game_names, get_game
from engine.core.gestures import Gesture
from engine.core.state import State
from tests.helpers import demo_state, random_playout, scenario_state

ROOT = Path(__file__).resolve().parents[2]


def _scenario(text: str, tmp_path: Path) -> State:
    return scenario_state(tmp_path / "s.toml", text)


def _window(qtbot, state: State, seats: tuple[Seat, ...] = (Seat(HUMAN), Seat(GOLDFISH)),  # type: ignore[no-untyped-def]
            lang: str = "es") -> MainWindow:
    window = MainWindow(lang)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    window.games.open_session(state, seats, 1)
    return window


@pytest.mark.parametrize("game", game_names())
def test_every_registered_game_has_a_layout_for_its_zones(game: str) -> None:
    layout = load_layout(game)
    names = {spec.name for _, spec in get_game(game).zone_table}
    assert names <= set(layout.zones), f"zones without a place on the table: {names - set(layout.zones)}"
    plate = QRectF(layout.plate[0], 2, layout.plate[1], 1)
    rects = {name: QRectF(*zone.at) for name, zone in layout.zones.items()}
    for name, rect in rects.items():  # card units: two rows and the hand strip of one side (shared: by the centre)
        low = -2 if name in layout.shared else 0
        assert 0 <= rect.left() and rect.right() <= layout.columns and low <= rect.top() and rect.bottom() <= 3, name
        assert not rect.intersects(plate), name
        for other, other_rect in rects.items():
            if other != name and (name in layout.shared) == (other in layout.shared):
                assert not rect.intersects(other_rect), (name, other)
    assert {p.name for p in layout.phases}


@pytest.mark.parametrize("game", game_names())
def test_every_registered_game_plays_on_the_table(qapp, game: str) -> None:  # type: ignore[no-untyped-def]
    """Only the layout file and the engine package are needed: a random game is shown whole."""
    pixmaps = CardPixmaps()
    scene = TableScene(get_game(game), load_layout(game), pixmaps)
    shown = 0

    def show(state: State, _action: Action) -> None:
        nonlocal shown
        pixmaps.show_table(lambda: state)  # as the window does: the cards its state knows (tokens made in play)
        player = state.current_player()
        assert player is not None
        scene.show_observation(state.observation(player), [state.gesture(a) for a in state.legal_actions()], animate=False)
        visible = sum(len(z.cards) for z in state.observation(player).zones if z.name in load_layout(game).zones)
        assert len(scene.cards) == visible
        shown += 1

    random_playout(demo_state(game, 4), 4, show)
    assert shown > 20


def test_a_refused_drop_snaps_back_and_names_the_rule(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # SiX 1.4.9.1: not enough mana to play Zadkiel Misericordioso
    state = _scenario('[scenario]\ngame = "six"\n[setup.P1]\nhand = ["Zadkiel Misericordioso"]\nmana = 1\n', tmp_path)
    window = _window(qtbot, state)
    scene = window.table.scene
    assert scene is not None
    card = next(c for c in scene.cards.values() if c.view.name == "Zadkiel Misericordioso")
    field = scene.zones["P1.campo"].rect().center()
    scene.drag_started(card)
    assert not scene.zones["P1.campo"].lit  # nowhere legal to go
    card.setPos(field)
    scene.dropped(card, field)
    qtbot.waitUntil(lambda: "SiX 1.4.9.1" in window.statusBar().currentMessage())
    qtbot.waitUntil(lambda: card.pos() == card.home())  # back where it rests
    assert state.zone_name_of(card.view.id) == "mano"
    assert "SiX 1.4.9.1" in window.table.log.toPlainText()


def test_a_refusal_speaks_the_players_language(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    state = _scenario('[scenario]\ngame = "six"\n[setup.P1]\nhand = ["Zadkiel Misericordioso"]\nmana = 1\n', tmp_path)
    window = _window(qtbot, state, lang="en")
    scene = window.table.scene
    assert scene is not None
    card = next(c for c in scene.cards.values() if c.view.name == "Zadkiel Misericordioso")
    scene.dropped(card, scene.zones["P1.campo"].rect().center())
    # SiX 1.4.9.1 in the rulebook's words, in English
    qtbot.waitUntil(lambda: "SiX 1.4.9.1: playing a card requires paying its cost" in window.statusBar().currentMessage())
    assert "refused" in window.table.log.toPlainText() and "rechazada" not in window.table.log.toPlainText()
    # the card as its face reads in English, not «play Zadkiel Misericordioso»
    assert window.statusBar().currentMessage().startswith("«P1 plays Merciful Zadkiel» refused")
    assert "Zadkiel Misericordioso" not in window.table.log.toPlainText()


def test_a_drop_on_a_card_of_a_crowded_zone_goes_into_the_zone(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    state = _scenario('[scenario]\ngame = "six"\n[setup.P1]\nhand = ["Lobo de Ceniza"]\nfield = ["Recluta Errante"]\n'
                      'mana = 2\n', tmp_path)
    window = _window(qtbot, state)
    scene = window.table.scene
    assert scene is not None
    wolf = next(c for c in scene.cards.values() if c.view.name == "Lobo de Ceniza")
    recruit = next(c for c in scene.cards.values() if c.view.name == "Recluta Errante")
    made: list[Gesture] = []
    scene.gesture_made.connect(made.append)
    scene.dropped(wolf, recruit.sceneBoundingRect().center())  # a unit cannot go onto a unit: onto the field
    assert made == [Gesture(wolf.view.id, onto_zone="P1.campo")]
    qtbot.waitUntil(lambda: state.zone_name_of(wolf.view.id) == "campo")


def test_legal_destinations_light_up_while_dragging(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    state = _scenario('[scenario]\ngame = "six"\n[setup.P1]\nhand = ["Rayo Sagrado", "Lobo de Ceniza"]\nmana = 2\n'
                      '[setup.P2]\nfield = ["Oso Acorazado"]\n', tmp_path)
    window = _window(qtbot, state)
    scene = window.table.scene
    assert scene is not None
    wolf = next(c for c in scene.cards.values() if c.view.name == "Lobo de Ceniza")
    scene.drag_started(wolf)
    assert scene.zones["P1.campo"].lit and not scene.zones["P1.conjuros"].lit
    scene._light_targets()
    bolt = next(c for c in scene.cards.values() if c.view.name == "Rayo Sagrado")
    scene.drag_started(bolt)
    assert scene.zones["P1.conjuros"].lit and not scene.zones["P1.campo"].lit
    scene.dropped(bolt, scene.zones["P1.conjuros"].rect().center())
    qtbot.waitUntil(lambda: state.prompt is not None and state.prompt.kind == "objetivo")
    bear = next(c for c in scene.cards.values() if c.view.name == "Oso Acorazado")
    assert bear.highlight is not None  # the target is lit and answered by a click
    scene.clicked(bear)
    qtbot.waitUntil(lambda: any(c.defn.name == "Rayo Sagrado" for c in state.cards if c and state.zone_name_of(c.id) == "cementerio"))


def test_keyboard_tab_enter_and_space(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    state = _scenario('[scenario]\ngame = "six"\n[setup.P1]\nhand = ["Recluta Errante"]\n', tmp_path)
    window = _window(qtbot, state)
    window.table.focus(1)
    assert window.table.scene is not None and window.table.scene.focused is not None
    assert "Recluta Errante" in window.table.zoom.details.text()  # the chosen card is shown, as a hovered one is
    window.table.activate_focused()  # Enter: the card's action (play it)
    qtbot.waitUntil(lambda: state.zone_name_of(window.table.scene.focused or 0) == "campo")  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: state.current_player() == 0)
    turn = state.turn
    window.table.press_primary()  # Space: pass
    qtbot.waitUntil(lambda: state.turn > turn)
    keys = [key for key, _ in window.shortcuts()]
    assert {"Space", "Ctrl+Z", "Tab / Shift+Tab", "Enter"} <= set(keys)


def test_space_answers_only_the_question_drawn(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The game's next question is in the prompt bar but not drawn yet (no event processed since):
    Space, meant for the question on the screen, does not answer it. Once drawn, Space answers it.
    (Under Xvfb on a loaded machine, Space pressed at the opponent's upkeep on the screen passed
    the player's own main phase, which had not been drawn.)"""
    state = _scenario('[scenario]\ngame = "mtg"\n[setup]\nturn = 2\n[setup.P1]\nhand = ["Bosque"]\nlibrary = 30\n'
                      '[setup.P2]\nlibrary = 30\n', tmp_path)
    window = _window(qtbot, state)
    session, table = window.session, window.table
    assert session is not None and table is not None
    session.auto_pass = False  # the player's priority after the land is a question of its own (not saved)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window and state.current_player() == 0 and table.question_seen())
    land = next(a for a in session.legal_actions() if a.kind == "play")
    session.perform(land)  # CR 305.1, 117.3c: priority again, a new question in the bar; nothing drawn meanwhile
    assert state.current_player() == 0 and table.prompt_bar.primary() == "pass" and not table.question_seen()
    before = len(state.history)
    QTest.keyClick(window, Qt.Key.Key_Space)
    assert len(state.history) == before  # not answered: it was not on the screen
    qtbot.waitUntil(lambda: table.question_seen() and QApplication.activeWindow() is window)
    QTest.keyClick(window, Qt.Key.Key_Space)
    assert len(state.history) == before + 1 and state.history[-1] == Action("pass", 0)  # drawn: answered


class SlowBot:
    name = "slow"

    def __init__(self, seed: object) -> None:
        self.rng = Rng(1)
        self.thread = None

    def choose(self, state: State, stop: object = None) -> Action:
        self.thread = threading.current_thread()
        time.sleep(0.6)
        return self.rng.choice(state.legal_actions())


def test_the_window_keeps_turning_while_a_bot_thinks(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setitem(bots.BOTS, "slow", SlowBot)
    state = demo_state("six", 3)
    if state.current_player() == 0:
        state.apply_action(Action("keep", 0))
    session = GameSession(state, (Seat(BOT, "slow"), Seat(BOT, "slow")), 1)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    start = len(state.history)
    session.start()
    qtbot.waitUntil(lambda: session.thinking, timeout=2000)
    qtbot.wait(1500)  # two bots taking 0.6 s per decision
    timer.stop()
    session.stop()
    assert len(state.history) > start, "the bots made no move"
    assert len(ticks) >= 50, f"the event loop stalled while the bots were thinking ({len(ticks)} ticks in 1.5 s)"
    assert all(bot.thread is not threading.main_thread() for bot in session.bots.values() if bot.thread)  # type: ignore[attr-defined]


def test_undo_returns_to_the_humans_last_decision(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    state = _scenario('[scenario]\ngame = "six"\n[setup.P1]\nhand = ["Recluta Errante", "Larva Sombría"]\n', tmp_path)
    window = _window(qtbot, state, (Seat(HUMAN), Seat(BOT)))
    session = window.session
    assert session is not None
    before = state.state_hash()
    session.perform_text("play Recluta Errante")
    qtbot.waitUntil(lambda: session.human_to_act() and not session.thinking)
    session.undo()
    assert state.state_hash() == before


def test_one_saved_stop_is_read_back_as_one_stop(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A list of one stop comes back from the settings file as a bare string (not a list of
    its letters)."""
    QSettings("Tapete", "Tapete").setValue("stops/six", "main1")  # what the file reads back as
    window = _window(qtbot, demo_state("six", 1))
    assert window.session is not None
    assert window.session.stops == frozenset({"main1"})
    QSettings("Tapete", "Tapete").remove("stops/six")


def test_a_broken_deck_file_is_explained_and_changes_nothing(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(game="six")
    qtbot.addWidget(dialog)
    before = [dialog.deck_boxes[0].itemText(i) for i in range(dialog.deck_boxes[0].count())]
    broken = tmp_path / "roto.deck"
    broken.write_text("[main]\n2 Ángel Guardián\n1 Carta Inventada\n", encoding="utf-8")
    dialog.load_file(0, str(broken))  # read on a worker thread
    qtbot.waitUntil(lambda: bool(dialog.problem.text()))
    assert "roto.deck:3" in dialog.problem.text() and "Carta Inventada" in dialog.problem.text()
    assert [dialog.deck_boxes[0].itemText(i) for i in range(dialog.deck_boxes[0].count())] == before
    good = tmp_path / "bueno.deck"
    good.write_text((ROOT / "assets/games/six/decks/coro-celestial.deck").read_text(encoding="utf-8"), encoding="utf-8")
    dialog.load_file(0, str(good))
    qtbot.waitUntil(lambda: dialog.deck_boxes[0].currentData() == "loaded:0")
    settings = dialog.settings()
    assert isinstance(settings, NewGameSettings) and settings.decks[0].name == "Coro Celestial"


def test_a_broken_save_is_explained_and_the_game_goes_on(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(str(args[2])))
    window = _window(qtbot, demo_state("six", 2))
    session = window.session
    bad = tmp_path / "roto.json"
    bad.write_text('{"format": "tapete-replay", "version": 1, "game": "six", "actions": [', encoding="utf-8")
    window.games.load_game(bad)
    qtbot.waitUntil(lambda: bool(shown))
    assert "roto.json" in shown[0]
    assert window.session is session
    good = tmp_path / "bien.json"
    assert session is not None
    session.save(good)
    window.games.load_game(good)
    qtbot.waitUntil(lambda: window.session is not session)
    assert window.session is not None and window.session.state.state_hash() == session.state.state_hash()


def test_every_interface_string_has_a_spanish_translation() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import update_translations
    finally:
        sys.path.pop(0)
    assert update_translations.main(["--check"]) == 0


def test_the_spanish_translator_translates(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QCoreApplication

    from desktop import i18n

    i18n.install("es")
    try:
        assert QCoreApplication.translate("MainWindow", "&New game…") == "&Nueva partida…"
        assert QCoreApplication.translate("MainWindow", "no such string") == "no such string"
    finally:
        i18n.install("en")
    assert QCoreApplication.translate("MainWindow", "&New game…") == "&New game…"


def test_demo_duel_is_two_clicks_away(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton

    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)  # the kept game goes
    window = MainWindow("es")
    qtbot.addWidget(window)
    window.show()
    for game in game_names():
        button = window.findChild(QPushButton, f"demo:{game}")
        assert button is not None
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert window.session is not None and window.session.state.game.name == game
        window.session.stop()
        window.show_start_page()


def test_manual_actions_from_the_menu_are_logged(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    state = _scenario('[scenario]\ngame = "six"\n[setup.P1]\nhand = ["Recluta Errante"]\n', tmp_path)
    window = _window(qtbot, state)
    card = next(c for c in window.table.scene.cards.values() if c.view.name == "Recluta Errante")  # type: ignore[union-attr]
    window.table.manual(f"manual move @{card.view.zone}.1 to P1.cementerio")
    qtbot.waitUntil(lambda: state.zone_name_of(card.view.id) == "cementerio")
    assert state.history[-1].is_manual
    window.table.manual("manual counter P2 vidas -2")
    assert state.counters[1]["vidas"] == 4
    assert "a mano" in window.table.log.toPlainText()  # manual actions are marked as such in the log


def test_chain_view_lists_links_newest_first(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    state = _scenario('[scenario]\ngame = "six"\n[setup.P1]\nhand = ["Drenaje Vital", "Furia Repentina"]\nmana = 3\n'
                      'field = ["Lobo de Ceniza"]\n[setup.P2]\nhand = ["Sello del Silencio"]\nmana = 1\n', tmp_path)
    window = _window(qtbot, state, (Seat(HUMAN), Seat(HUMAN)))
    session = window.session
    assert session is not None
    session.perform_text("play Drenaje Vital")
    session.perform_text("play Furia Repentina")
    session.perform_text("target Lobo de Ceniza")
    assert [window.table.chain.item(i).text() for i in range(window.table.chain.count())] == [
        "Link 2: Furia Repentina (P1)", "Link 1: Drenaje Vital (P1)"]
    assert window.table.scene is not None and window.table.scene.arrows  # numbered links and an arrow to the target
    session.perform_gesture(Gesture(button="pass"))
    session.perform_gesture(Gesture(button="pass"))
    qtbot.waitUntil(lambda: window.table.chain.count() == 0, timeout=3000)
    assert state.lives(1) == 5  # type: ignore[attr-defined]


def test_scene_positions_keep_cards_inside_their_zone(qapp) -> None:  # type: ignore[no-untyped-def]
    game = get_game("six")
    state = random_playout(demo_state("six", 9), 9)
    scene = TableScene(game, load_layout("six"), CardPixmaps())
    scene.show_observation(state.observation(0), [], animate=False)
    for card in scene.cards.values():
        if card.view.attached_to is not None or card.rotation():
            continue
        zone = scene.zones[card.view.zone].rect().adjusted(-2, -2, 2, 2)
        assert zone.contains(card.pos()), f"{card.view.name} at {card.pos()} outside {card.view.zone}"


def test_typing_in_the_chat_does_not_fire_table_shortcuts(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    state = _scenario('[scenario]\ngame = "six"\n[setup.P1]\nhand = ["Recluta Errante"]\n', tmp_path)
    window = _window(qtbot, state)
    qtbot.waitUntil(lambda: state.current_player() == 0)
    window.activateWindow()
    window.table.chat.entry.setFocus()
    turn, phase, hand = state.turn, state.phase, list(state.ids(0, "mano"))
    qtbot.keyClicks(window.table.chat.entry, "a por el combate")  # Space and C are table shortcuts elsewhere
    qtbot.keyClick(window.table.chat.entry, Qt.Key.Key_Return)
    assert window.table.chat.history.toPlainText().endswith("a por el combate")
    assert (state.turn, state.phase, state.ids(0, "mano")) == (turn, phase, hand)


def test_a_full_table_repaints_from_cached_card_images(qapp, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    painted: list[CardItem] = []
    badges = CardItem._paint_badges  # every paint() of a card ends with its badges

    def counting(self: CardItem, *args: object) -> None:
        painted.append(self)
        badges(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(CardItem, "_paint_badges", counting)
    scene, view = build_scene()  # 150 cards, as the drag benchmark uses
    qapp.processEvents()  # the first paint draws every card
    assert len(set(painted)) >= 150
    painted.clear()
    view.viewport().repaint()
    assert len(painted) < 10, "card images were drawn again instead of coming from the cache"
    view.close()


def test_a_zone_label_fits_its_zone(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QFontMetricsF

    from desktop.table.items import fit_label, label_font

    font, text = fit_label(label_font(), "Mano", 88)
    assert text == "Mano" and font.pointSizeF() == 9  # fits: untouched
    font, text = fit_label(label_font(), "Zona de mando", 88, "Mando")  # MTG's command zone, a pile 100 units wide
    assert text == "Zona de mando" and QFontMetricsF(font).horizontalAdvance(text) <= 88 and font.pointSizeF() < 9
    font, text = fit_label(label_font(), "Zona de mando", 38, "Mando")  # the same at a small seat: the short label
    assert text == "Mando" and QFontMetricsF(font).horizontalAdvance(text) <= 38
    font, text = fit_label(label_font(), "Una zona con un nombre larguísimo", 60)
    assert text.endswith("…") and QFontMetricsF(font).horizontalAdvance(text) <= 60
