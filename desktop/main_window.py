"""The main window: a shell of tabs that owns the pages and the menus.

The first tab shows the start page (``desktop.start_page``) or the table of the game in play
(``desktop.table_page``); the other tabs hold the collection's pages (``desktop.collection_tabs``).
Games at this computer are started and ended by ``desktop.local_games``, LAN games by
``desktop.lan_play``. The menus and the keyboard shortcuts live here, and reach the table page
while one is shown.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtGui import QAction, QCloseEvent, QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QMainWindow, QMenu, QMessageBox, QTabWidget, QWidget

from desktop import i18n
from desktop.autosave import peek
from desktop.collection_tabs import CollectionTabs
from desktop.file_reader import FileReader
from desktop.image_sources import ImageSources
from desktop.lan_play import LanPlay
from desktop.local_games import LocalGames
from desktop.pixmaps import CardPixmaps
from desktop.session import GameSession
from desktop.start_page import StartPage
from desktop.store_service import StoreService
from desktop.table_page import TablePage, auto_pass_setting
from desktop.widgets.prompt_bar import PASS_KEYS
from engine.core.errors import TapeteError
from engine.core.game import Game, game_names, get_game
from engine.core.gestures import Gesture

if TYPE_CHECKING:
    from desktop.net_session import NetworkSession


def _press(table: TablePage, number: int) -> None:
    table.prompt_bar.press(number)


class MainWindow(QMainWindow):
    def __init__(self, lang: str = "es", store: StoreService | None = None) -> None:
        super().__init__()
        self.lang = lang
        self.settings = QSettings("Tapete", "Tapete")
        self.pixmaps = CardPixmaps(lang=lang)
        self.store = store or self._open_store()
        self.image_sources = ImageSources(self.pixmaps, self.store, self)  # card pictures of other tools, read in place
        self.files = FileReader(self)  # saves and replays are read off the GUI thread
        self.session: GameSession | NetworkSession | None = None  # the game last put on the table
        self.table: TablePage | None = None  # its table, while the first tab shows it
        self.games = LocalGames(self)
        self.lan = LanPlay(self)
        self.collection = CollectionTabs(self)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.setTabsClosable(True)
        self.tabs.tabCloseRequested.connect(self.close_tab)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.setCentralWidget(self.tabs)
        self.setWindowTitle("Tapete")
        self.resize(1440, 900)
        self.setAcceptDrops(True)  # card data, collections, decks and folders of them (bring_cards)
        self._menus()
        self.show_start_page()

    def _open_store(self) -> StoreService | None:
        """The user's store; on a new machine it is created and the games' sets imported."""
        try:
            service = StoreService()
        except TapeteError as exc:
            QMessageBox.warning(self, self.tr("Collection unavailable"), exc.message(self.lang))
            return None
        service.failed.connect(lambda text: self.statusBar().showMessage(text, 8000))
        service.import_game_sets()
        return service

    # ------------------------------------------------------------------ menus

    def _menus(self) -> None:
        self._game_menu()
        collection_menu = self.menuBar().addMenu(self.tr("&Collection"))
        self._action(collection_menu, self.tr("&Browse the collection"), "Ctrl+K", self.collection.show_collection)
        new_deck = collection_menu.addMenu(self.tr("&New deck"))
        for name in game_names():
            self._action(new_deck, get_game(name).title, None, lambda _=False, n=name: self.collection.edit_deck(n))
        self.saved_decks = collection_menu.addMenu(self.tr("&Edit a saved deck"))
        self.saved_decks.aboutToShow.connect(lambda: self.collection.fill_saved_decks(self.saved_decks))
        self._action(collection_menu, self.tr("Print &proxies of a deck file…"), "Ctrl+P", lambda: self.collection.print_proxies())
        self._action(collection_menu, self.tr("Card p&ictures…"), None, self.collection.choose_image_sources)
        self._action(collection_menu, self.tr("&Bring your cards…"), None, lambda: self.collection.bring_cards())
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&How to play"), None, self.show_guide)
        self._action(help_menu, self.tr("&Keyboard shortcuts"), "F1", self.show_shortcuts)
        self._action(help_menu, self.tr("&About Tapete"), None, self.show_about)
        self._table_keys()

    def _game_menu(self) -> None:
        game_menu = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = self._action(game_menu, self.tr("&New game…"), "Ctrl+N", self.games.new_game)
        self._action(game_menu, self.tr("&LAN game…"), "Ctrl+L", self.lan.lan_game)
        demo_menu = game_menu.addMenu(self.tr("&Demo duel"))
        for name in game_names():
            self._action(demo_menu, get_game(name).title, None, lambda _=False, n=name: self.games.start_demo(n))
        self._action(game_menu, self.tr("&Open saved game…"), "Ctrl+O", self.games.open_game)
        self.save_action = self._action(game_menu, self.tr("&Save game…"), "Ctrl+S", self._at_table(TablePage.save_game))
        self.undo_action = self._action(game_menu, self.tr("&Undo"), "Ctrl+Z", self._at_table(TablePage.undo))
        self._action(game_menu, self.tr("Concede"), None, self._at_table(TablePage.concede))
        self._action(game_menu, self.tr("Watch a &replay…"), "Ctrl+R", self.games.watch_replay)
        game_menu.addSeparator()
        self._action(game_menu, self.tr("&Preferences…"), None, self.preferences)
        game_menu.addSeparator()
        self._action(game_menu, self.tr("&Quit"), "Ctrl+Q", self.close)

    def _table_keys(self) -> None:
        """The table's keyboard shortcuts: on only while the table is the tab shown, so that Tab, Enter
        and Space move through and press the start page's and the collection's buttons elsewhere."""
        first = len(self.actions())
        self._action(self, self.tr("Main answer"), "Space", self._answer_key(TablePage.press_primary)).setAutoRepeat(False)  # one answer per press: holding Space never passes a whole turn
        self._action(self, self.tr("Declare combat"), "C", self._answer_key(lambda table: table.gesture(Gesture(button="combat"))))
        self._action(self, self.tr("Go back"), "Esc", self._at_table(TablePage.escape))
        for mode, text in (("turn", self.tr("Pass until the end of the turn")), ("stop", self.tr("Pass until the next stop")),
                           ("my_turn", self.tr("Pass until my next turn"))):
            self._action(self, text, PASS_KEYS[mode], self._at_table(partial(TablePage.pass_until, mode=mode))).setAutoRepeat(False)
        self._action(self, self.tr("Stop passing"), "F3", self._at_table(TablePage.escape))
        for number in range(1, 10):  # the prompt bar's buttons, left to right, by the keyboard
            self._action(self, self.tr("Answer %1").replace("%1", str(number)), str(number),
                         self._answer_key(partial(_press, number=number))).setAutoRepeat(False)
        self._action(self, self.tr("Next card"), "Tab", self._at_table(lambda table: table.focus(1)))
        self._action(self, self.tr("Previous card"), "Shift+Tab", self._at_table(lambda table: table.focus(-1)))
        self._action(self, self.tr("Act with the chosen card"), "Return", self._answer_key(TablePage.activate_focused))
        self._action(self, self.tr("Card menu"), "Shift+F10", self._at_table(TablePage.focused_menu))
        self._action(self, self.tr("Card menu"), "Menu", self._at_table(TablePage.focused_menu))
        self.table_keys = self.actions()[first:]
        self._table_keys_on()

    def _table_keys_on(self) -> None:
        """The table's shortcuts act while the table is the tab shown, and only then."""
        on = self.table is not None and self.tabs.currentIndex() == 0
        for action in self.table_keys:
            action.setEnabled(on)

    def _at_table(self, act: Callable[[TablePage], object]) -> Callable[[], None]:
        """A menu entry or shortcut that acts on the table shown, if one is."""
        def run() -> None:
            if self.table is not None:
                act(self.table)
        return run

    def _answer_key(self, act: Callable[[TablePage], object]) -> Callable[[], None]:
        """A key that answers (Space, Return, 1–9, C): it acts on the table shown, and only when the
        question drawn there is the game's current one (``TablePage.question_seen``). A key pressed
        as the next question arrives, before it is drawn, was meant for the one before: it does
        nothing. (A click lands on a button drawn for its question.)"""
        return self._at_table(lambda table: act(table) if table.question_seen() else None)

    def _action(self, parent: QWidget | QMenu, text: str, shortcut: str | None, slot: object) -> QAction:
        action = QAction(text, self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        parent.addAction(action)
        return action

    # ------------------------------------------------------------------ the first tab

    def show_start_page(self) -> None:
        """The start page in the first tab; the game on the table (if any) stops: nothing more
        happens in it (a bot thinking), and the journal keeps it."""
        if self.session is not None:
            self.session.stop()
        self._set_game_tab(StartPage(self), self.tr("Start"))

    def show_table(self, session: "GameSession | NetworkSession", game: Game, names: tuple[str, ...]) -> TablePage:
        """Lay the table out for ``session`` (a local game or a LAN one) and start it."""
        if self.session is not None and self.session is not session:
            self.session.stop()
        self.session = session
        self.pixmaps.show_table(lambda: session.state)  # its players' own cards, in their printings
        table = TablePage(session, game, names, self, self.pixmaps, self.lang, self.settings, self.store)
        table.status.connect(lambda text, ms: self.statusBar().showMessage(text, ms))
        table.undo_possible.connect(lambda on: self.undo_action.setEnabled(on))
        session.game_over.connect(self.games.finished)
        self._set_game_tab(table, game.title)
        self.setWindowTitle(f"Tapete — {game.title}")
        session.start()
        return table

    def _set_game_tab(self, page: QWidget, title: str) -> None:
        """The first tab shows the start page or the game in progress."""
        if self.table is not None:
            self.table.remove_docks()
        self.table = page if isinstance(page, TablePage) else None
        if self.tabs.count():
            old = self.tabs.widget(0)
            self.tabs.removeTab(0)
            if old is not None:
                old.deleteLater()
        self.tabs.insertTab(0, page, title)
        self.tabs.tabBar().setTabButton(0, self.tabs.tabBar().ButtonPosition.RightSide, None)
        self.tabs.setCurrentIndex(0)
        self._table_keys_on()

    def game_in_progress(self) -> bool:
        """A game not over is on the table (once the start page replaces it, it lives on in its
        journal, which the start page offers)."""
        return self.table is not None and self.session is not None and not self.session.state.is_terminal()

    def leave_game(self, replaces_kept: bool = True) -> bool:
        """Whether the game in progress may be left for another (asking first); a game the
        journal kept, offered on the start page, is not replaced by a new one unasked
        (``replaces_kept``: the new game would be journaled in its place)."""
        if not self.game_in_progress():
            kept = peek(self.games.journal.path) if replaces_kept else None
            if kept is None:
                return True
            answer = QMessageBox.question(self, self.tr("Kept game"), self.tr(
                "Your kept game of %1 will be replaced by the new one and cannot be resumed. Go on?").replace("%1", kept.title))
            return answer == QMessageBox.StandardButton.Yes
        if self.lan.session() is not None:
            question = self.tr("Leave the LAN duel in progress?")
        else:
            question = self.tr("Abandon the game in progress? It will not be kept.")
        answer = QMessageBox.question(self, self.tr("Game in progress"), question)
        return answer == QMessageBox.StandardButton.Yes

    # ------------------------------------------------------------------ a language switch

    def changeEvent(self, event: QEvent) -> None:
        """A language switch (Preferences) reaches this window at once: ``retranslate``."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and i18n.current() != self.lang:
            self.retranslate(i18n.current())

    def retranslate(self, lang: str) -> None:
        """Everything this window shows, again in ``lang``: the menus, the start page, the table
        and its panels (the log keeps what it said and says what comes next in ``lang``), and
        every page of another tab that knows how (``retranslate``)."""
        self.lang = lang
        self.pixmaps.lang = lang
        self.pixmaps.forget()
        for action in self.actions():
            self.removeAction(action)
        for menu in self.menuBar().findChildren(QMenu):
            menu.deleteLater()
        self.menuBar().clear()
        self._menus()
        if self.table is not None and isinstance(self.session, GameSession):
            self.table.names = self.games.seat_names(self.session.seats)
        for index in range(self.tabs.count()):
            page = self.tabs.widget(index)
            retranslate = getattr(page, "retranslate", None)
            if retranslate is not None:
                retranslate(lang)
        self.collection.retitle()
        close = QCoreApplication.translate("QTabBar", "Close Tab")  # Qt's words, set when a tab was opened
        for button in self.tabs.tabBar().findChildren(QAbstractButton):
            if button.metaObject().className() == "CloseButton":
                button.setToolTip(close)
        if self.table is None:
            self.show_start_page()
            return
        self.setWindowTitle(f"Tapete — {self.table.game.title}")

    # ------------------------------------------------------------------ help and preferences

    def shortcuts(self) -> list[tuple[str, str]]:
        """Every keyboard shortcut, as Help lists them."""
        return [
            (self.tr("Click a card"), self.tr("Its actions (a single plain one is done at once)")),
            ("Space", self.tr("Main answer: pass, done, keep, yes, or on to the next phase (once per press)")),
            ("F4", self.tr("Pass until the end of the turn")),
            ("F6", self.tr("Pass until the next stop (click a step on the phase strip to set one)")),
            ("F9", self.tr("Pass until my next turn")),
            ("F3", self.tr("Stop passing")),
            ("1–9", self.tr("Press the prompt bar's buttons, left to right")),
            ("C", self.tr("Declare combat")),
            (self.tr("Click a phase strip point"), self.tr("Set or clear a stop there, in your turn's row or the opponent's")),
            (self.tr("Ctrl+wheel / Ctrl++ / Ctrl+- (Ctrl+=)"), self.tr("Zoom the table in and out around the mouse (a zoomed table pans with the wheel or by dragging the felt)")),
            ("Ctrl+0", self.tr("Show the whole table again")),
            ("Tab / Shift+Tab", self.tr("Go to the next / previous card you can act with (or target)")),
            ("Enter", self.tr("Do the chosen card's action (its menu when it has several)")),
            ("Menu / Shift+F10", self.tr("The chosen card's actions and manual actions")),
            ("Ctrl+Z", self.tr("Undo")),
            ("Ctrl+N", self.tr("New game")),
            ("Ctrl+O", self.tr("Open a saved game")),
            ("Ctrl+S", self.tr("Save the game")),
            ("Ctrl+R", self.tr("Watch a replay")),
            ("Ctrl+L", self.tr("LAN game")),
            ("Ctrl+K", self.tr("Browse the collection")),
            ("Ctrl+P", self.tr("Print proxies of a deck file")),
            ("Ctrl+Q", self.tr("Quit")),
            ("Esc", self.tr("Go back: close the menu or the target question, stop passing, clear the selection")),
            ("F1", self.tr("Keyboard shortcuts")),
        ]

    def show_guide(self) -> None:
        from desktop.dialogs.help import GuideDialog

        GuideDialog(self).open()

    def show_about(self) -> None:
        from desktop.dialogs.help import tapete_version

        QMessageBox.about(self, self.tr("About Tapete"), f"<h2>Tapete {tapete_version()}</h2><p>" + self.tr(
            "A desktop tabletop for trading card games: duels against the bot, at one computer or over a local "
            "network; your collection, your decks and proxies to print. It works offline.") + "</p>")

    def show_shortcuts(self) -> None:
        rows = "".join(f"<tr><td><b>{key}</b>&nbsp;&nbsp;</td><td>{text}</td></tr>" for key, text in self.shortcuts())
        QMessageBox.information(self, self.tr("Keyboard shortcuts"), f"<table>{rows}</table>")

    def preferences(self) -> None:
        from desktop.dialogs.preferences import PreferencesDialog

        PreferencesDialog(self).exec()
        if self.table is not None:
            self.table.set_auto_pass(auto_pass_setting(self.settings))

    # ------------------------------------------------------------------ tabs, drops, quitting

    def close_tab(self, index: int) -> None:
        if index == 0:
            return
        widget = self.tabs.widget(index)
        if not getattr(widget, "confirm_close", lambda: True)():  # a deck editor with unsaved changes asks
            return
        self.tabs.removeTab(index)
        if widget is not None:
            self.collection.closed(widget)
            widget.deleteLater()

    def _tab_changed(self, index: int) -> None:
        if self.table is not None:
            self.table.show_docks(index == 0)
        self._table_keys_on()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls() and any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        """Files and folders dropped on the window are brought in (card data, collections, decks)."""
        paths = [Path(url.toLocalFile()) for url in event.mimeData().urls() if url.isLocalFile()]
        if paths:
            event.acceptProposedAction()
            self.collection.bring_cards(paths)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Quitting keeps the local game in progress for the next start (its journal); a LAN duel
        in progress is only left when the player says so; unsaved decks are saved or discarded as
        the player says."""
        from desktop.collection.deck_editor import DeckEditor

        if not DeckEditor.confirm_quit(self, self.collection.editors()):
            event.ignore()
            return
        if self.lan.session() is not None and self.game_in_progress():
            answer = QMessageBox.question(self, self.tr("Quit"), self.tr("Leave the LAN duel in progress and quit?"))
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        if self.store is not None:
            self.store.close()
        if self.session is not None:
            self.session.stop()
        super().closeEvent(event)
