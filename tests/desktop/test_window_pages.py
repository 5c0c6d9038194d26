"""The window's pages: the first tab holds the start page or the table, the table's docks belong
to the table, and the start page is painted on its felt."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QPushButton

from desktop.session import BOT, HUMAN, Seat
from desktop.start_page import StartPage
from desktop.table_page import TablePage
from engine.core.game import get_game
from tests.desktop.tables import shown_window


def _visible_docks(window) -> list[QDockWidget]:  # type: ignore[no-untyped-def]
    return [dock for dock in window.findChildren(QDockWidget) if dock.isVisible()]


def _game_on_the_table(window) -> None:  # type: ignore[no-untyped-def]
    game = get_game("six")
    state = game.new_initial_state(list(game.demo_pair()), 5)
    window.games.open_session(state, (Seat(HUMAN), Seat(BOT, "random")), 5)
    assert isinstance(window.tabs.widget(0), TablePage) and window.table is window.tabs.widget(0)
    assert len(_visible_docks(window)) == 2  # the card and players beside the table, the log below


def test_a_language_switch_on_the_start_page_keeps_the_start_page(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = shown_window(qtbot)
    _game_on_the_table(window)
    window.show_start_page()
    window.retranslate("en")
    assert isinstance(window.tabs.widget(0), StartPage) and window.table is None
    assert window.tabs.tabText(0) == "Start"
    assert not _visible_docks(window)


def test_the_tables_docks_go_with_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = shown_window(qtbot)
    _game_on_the_table(window)
    window.show_start_page()
    assert not _visible_docks(window)
    window.collection.show_collection()
    window.tabs.setCurrentIndex(0)  # back to the start page: no table, so no table docks
    assert not _visible_docks(window)


def test_the_start_page_is_painted_on_its_felt(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = shown_window(qtbot)
    page = window.tabs.widget(0)
    assert isinstance(page, StartPage)
    image = page.grab().toImage()
    corner = image.pixelColor(8, 8)
    assert corner.green() > corner.red() + 20 and corner.green() > corner.blue() + 10, corner.name()


def test_the_start_pages_buttons_are_one_column(qtbot) -> None:  # type: ignore[no-untyped-def]
    """In Spanish "Duelo de demostración: Magic: The Gathering" made its button wider than the rest."""
    window = shown_window(qtbot)
    window.retranslate("es")
    page = window.tabs.widget(0)
    assert isinstance(page, StartPage)
    buttons = page.findChildren(QPushButton)
    assert len(buttons) >= 6
    assert len({button.width() for button in buttons}) == 1, sorted(button.width() for button in buttons)


def test_the_chain_panel_is_titled_as_each_rulebook_names_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Every game's panel read SiX's "Fila de Activación" in Spanish (and "Chain" in English)."""
    window = shown_window(qtbot)
    seen = {}
    for name, lang in (("mtg", "es"), ("mtg", "en"), ("six", "es"), ("ygo", "es")):
        window.retranslate(lang)
        game = get_game(name)
        state = game.new_initial_state(list(game.demo_pair()), 5)
        window.games.open_session(state, (Seat(HUMAN), Seat(BOT, "random")), 5)
        seen[name, lang] = window.table.chain_title.text()
        window.show_start_page()
    assert seen == {("mtg", "es"): "Pila", ("mtg", "en"): "Stack", ("six", "es"): "Fila de Activación",
                    ("ygo", "es"): "Cadena"}


def test_the_start_page_is_played_by_keyboard(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Under Xvfb, Tab moved the focus along the start page's buttons with nothing to show where it
    was, and Enter did nothing: the first button holds the focus, a focused button is drawn unlike
    the others, and Enter presses it."""
    window = shown_window(qtbot)
    page = window.tabs.widget(0)
    assert isinstance(page, StartPage)
    first, second = page.findChildren(QPushButton)[:2]
    window.activateWindow()
    qtbot.waitUntil(lambda: window.focusWidget() is first)
    unfocused = second.grab().toImage()
    second.setFocus()  # as Tab does from the first
    qtbot.waitUntil(lambda: window.focusWidget() is second)
    focused = second.grab().toImage()
    changed = sum(focused.pixelColor(x, y) != unfocused.pixelColor(x, y)
                  for x in range(0, focused.width(), 3) for y in range(0, focused.height(), 3))
    assert changed > 20, "a focused start button looks like the others"
    started: list[bool] = []
    second.clicked.connect(lambda: started.append(True))
    qtbot.keyClick(second, Qt.Key.Key_Return)
    assert started == [True]


def test_the_tables_keys_act_only_while_the_table_is_shown(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Tab, Enter, Space, 1–9 and C were window shortcuts at all times: on the start page they ate the
    keys that move through and press its buttons, and on another tab (the collection's) Tab chose the
    hidden table's next card."""
    window = shown_window(qtbot)
    keys = {action.shortcut().toString() for action in window.table_keys}
    assert {"Space", "Tab", "Return", "1", "C"} <= keys
    assert not any(action.isEnabled() for action in window.table_keys)
    _game_on_the_table(window)
    assert all(action.isEnabled() for action in window.table_keys)
    window.tabs.addTab(QPushButton("another page"), "other")
    window.tabs.setCurrentIndex(1)
    assert not any(action.isEnabled() for action in window.table_keys)
    window.tabs.setCurrentIndex(0)
    assert all(action.isEnabled() for action in window.table_keys)
    window.retranslate("en")
    assert all(action.isEnabled() for action in window.table_keys)
