"""One language in the window: for every game, a game between two bots is watched in Spanish and
in English; at a few moments every string the window shows (what the table and the widgets paint,
the menus, the panels' other tabs, the card zoom of each card in view, the whole log, the result
dialog) is read. An English window holds no Spanish word, a Spanish one no English word (card
names and rule ids aside: ``tests.language``), and neither shows an internal id (``P1.mano``,
``@P2.monstruos.1``, ``valor_mana``).

The long games (a soak run) are read every 50 actions for their first 300: every game but Magic
ends before (seed 11: 65 to 166 actions); Magic is conceded at 300 (turn 15: lands, spells with
targets, an attack). While the bots play the window does not repaint (``setUpdatesEnabled``):
it is painted when it is read, and painting every change offscreen was a third of the cost."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from desktop import i18n
from desktop.dialogs.new_game import NewGameDialog
from desktop.dialogs.preferences import PreferencesDialog
from desktop.main_window import MainWindow
from desktop.session import BOT, Seat
from engine.core.actions import CONCEDE, Action
from engine.core.game import game_names, get_game
from tests.desktop.screen_text import screen_text
from tests.desktop.windows import delete_closed_widgets
from tests.language import internal_ids, other_language_names, window_english_words, window_spanish_words

CHECKPOINTS = (15, 60)
LONG_CHECKPOINTS = tuple(range(50, 301, 50))


@pytest.fixture
def translated():  # type: ignore[no-untyped-def]
    """Install a language's translators for one test; English again afterwards (the closed
    windows of the tests before, and this test's after it, are deleted first, so that no
    language switch makes them retranslate)."""
    delete_closed_widgets()
    yield i18n.install
    delete_closed_widgets()


def _foreign(line: str, game: str, lang: str) -> list[str]:
    words = window_spanish_words(line, game) if lang == "en" else window_english_words(line, game)
    return words + internal_ids(line)


def _read(window: MainWindow) -> list[str]:
    """Every line the window and its open dialogs show, with each card in view zoomed once."""
    lines = screen_text(window)
    assert window.table.scene is not None
    shown = {item.view.code: item.view for item in window.table.scene.cards.values() if item.view.code}
    for view in list(shown.values())[:6]:
        window.table.zoom.show_card(view)
        lines += screen_text(window.table.zoom)
    for top in QApplication.topLevelWidgets():
        if top is not window and top.isVisible():
            lines += screen_text(top)
    return lines


def _watch(qtbot, window: MainWindow, game: str, lang: str, checkpoints: tuple[int, ...]) -> dict[str, list[str]]:  # type: ignore[no-untyped-def]
    """Bots play; at each checkpoint (and at the end, after a concession) the window is read."""
    name = get_game(game)
    state = name.new_initial_state(list(name.demo_pair()), 11)
    window.games.open_session(state, (Seat(BOT, "random"), Seat(BOT, "random")), 11)
    session = window.session
    assert session is not None
    found: dict[str, list[str]] = {}
    window.setUpdatesEnabled(False)  # painted when read only (the module's docstring)
    for count in checkpoints:
        qtbot.waitUntil(lambda: len(session.state.history) >= count or session.state.is_terminal(), timeout=120_000)
        window.setUpdatesEnabled(True)
        for line in _read(window):
            if words := _foreign(line, game, lang):
                found.setdefault(line, words)
        window.setUpdatesEnabled(False)
        if session.state.is_terminal():
            break
    window.setUpdatesEnabled(True)
    session.stop()
    session.wait_for_bots()
    if not session.state.is_terminal():
        session.perform(Action(CONCEDE, session.state.current_player() or 0))
    qtbot.waitUntil(lambda: any(t.isVisible() and t is not window for t in QApplication.topLevelWidgets()))
    for line in _read(window):
        if words := _foreign(line, game, lang):
            found.setdefault(line, words)
    for dialog in (PreferencesDialog(window), NewGameDialog(window, game=game)):  # the dialogs a game leads to
        dialog.show()
        for line in screen_text(dialog):
            if words := _foreign(line, game, lang):
                found.setdefault(line, words)
        dialog.close()
    for line in window.table.log.toPlainText().splitlines():  # cards named as the faces name them
        if names := other_language_names(line, game, lang):
            found.setdefault(line, names)
    return found


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game", game_names())
def test_a_window_speaks_one_language(qtbot, translated, game: str, lang: str) -> None:  # type: ignore[no-untyped-def]
    translated(lang)
    window = MainWindow(lang)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    found = _watch(qtbot, window, game, lang, CHECKPOINTS)
    assert not found, "\n".join(f"{line!r}: {words}" for line, words in sorted(found.items()))


@pytest.mark.soak
@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game", game_names())
def test_a_long_game_speaks_one_language(qtbot, translated, game: str, lang: str) -> None:  # type: ignore[no-untyped-def]
    translated(lang)
    window = MainWindow(lang)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    found = _watch(qtbot, window, game, lang, LONG_CHECKPOINTS)
    assert not found, "\n".join(f"{line!r}: {words}" for line, words in sorted(found.items()))


def test_a_language_switch_reaches_the_open_window(qtbot, translated) -> None:  # type: ignore[no-untyped-def]
    """Preferences switch to Spanish in the middle of a game: the open window says everything
    in Spanish at once (menus, table, panels, prompt bar, Qt's own tab buttons); the log keeps
    the lines it wrote in English and writes the next ones in Spanish."""
    translated("en")
    window = MainWindow("en")
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    game = get_game("six")
    window.games.open_session(game.new_initial_state(list(game.demo_pair()), 5), (Seat(BOT, "random"), Seat(BOT, "random")), 5)
    session = window.session
    assert session is not None
    qtbot.waitUntil(lambda: len(session.state.history) >= 15, timeout=120_000)
    translated("es")
    qtbot.waitUntil(lambda: window.lang == "es")  # Qt posts the LanguageChange to the windows
    assert session.lang == "es"
    said_in_english = {" ".join(line.split()) for line in window.table.log.toPlainText().splitlines()}
    qtbot.waitUntil(lambda: len(session.state.history) >= 40 or session.state.is_terminal(), timeout=120_000)
    session.stop()
    session.wait_for_bots()
    lines = [line for line in _read(window) if line not in said_in_english]
    found = {line: words for line in lines if (words := _foreign(line, "six", "es"))}
    assert not found, "\n".join(f"{line!r}: {words}" for line, words in sorted(found.items()))
    assert len(window.table.log.toPlainText().splitlines()) > len(said_in_english)  # the log goes on
