"""The main window: the start page, the table with its panels, menus and shortcuts."""

from __future__ import annotations

import sys
import time
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QSettings, Qt
from PySide6.QtGui import QAction, QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop import file_filters, i18n
from desktop.autosave import GameJournal, SavedGame, peek, read_journal, set_aside
from desktop.collection.bring_work import has_own_cards
from desktop.collection.drafts import Draft, kept_drafts
from desktop.dialogs.game_over import NEXT_DUEL, REMATCH, SAVE_REPLAY, START_PAGE, GameOverDialog, GameSummary
from desktop.dialogs.new_game import DEFAULT_BOT, NewGameDialog, NewGameSettings
from desktop.file_reader import FileReader
from desktop.passing import load_stops, save_stops
from desktop.pixmaps import CardPixmaps
from desktop.session import BOT, GOLDFISH, HUMAN, GameSession, Seat
from desktop.image_sources import ImageSources
from desktop.store_service import StoreService
from desktop.table.layout import load_layout
from desktop.table.scene import TableScene
from desktop.table.view import TableView
from desktop.widgets.log import ChatBox, LogView
from desktop.widgets.log_words import LogWords
from desktop.widgets.panels import ChainPanel, PlayersPanel, ZoomPanel
from desktop.widgets.phase_strip import PhaseStrip
from desktop.widgets.card_actions import CardActions
from desktop.widgets.prompt_bar import PASS_KEYS, PromptBar
from engine.core import replay
from engine.core.actions import Event, Outcome
from engine.core.errors import DeckError, TapeteError, text_of
from engine.core.game import Game, game_names, get_game
from engine.core.gestures import Gesture
from engine.core.match import Match
from engine.core.observation import CardView, Observation
from engine.core.state import State
from engine.formats.tapete_deck import load_deck as load_tapete_deck

if TYPE_CHECKING:
    from desktop.net_session import LanChoice, NetworkSession

class MainWindow(QMainWindow):
    def __init__(self, lang: str = "es", store: StoreService | None = None) -> None:
        super().__init__()
        self.lang = lang
        self.settings = QSettings("Tapete", "Tapete")
        self.pixmaps = CardPixmaps(lang=lang)
        self.store = store or self._open_store()
        self.image_sources = ImageSources(self.pixmaps, self.store, self)  # card pictures of other tools, read in place
        self.files = FileReader(self)  # saves and replays are read off the GUI thread
        self.journal = GameJournal()  # the local game in progress, kept as it is played
        self.game_started = time.monotonic()
        self.seat_names: tuple[str, ...] = ()
        self.table_page: QWidget | None = None
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.setTabsClosable(True)
        self.tabs.tabCloseRequested.connect(self._close_tab)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.setCentralWidget(self.tabs)
        self.browser: QWidget | None = None
        self.session: GameSession | NetworkSession | None = None
        self.scene: TableScene | None = None
        self.card_actions: CardActions | None = None  # the click and keyboard paths of the table
        self.proxy_dialog: QWidget | None = None  # the last proxy print dialog opened
        self.match: Match | None = None
        self.match_settings: NewGameSettings | None = None
        self.docks: list[QDockWidget] = []
        self.sources: dict[int, str] = {}
        self.setWindowTitle("Tapete")
        self.resize(1440, 900)
        self.setAcceptDrops(True)  # card data, collections, decks and folders of them (bring_cards)
        self.bring_page: QWidget | None = None
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
        game_menu = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = self._action(game_menu, self.tr("&New game…"), "Ctrl+N", self.new_game)
        self._action(game_menu, self.tr("&LAN game…"), "Ctrl+L", self.lan_game)
        demo_menu = game_menu.addMenu(self.tr("&Demo duel"))
        for name in game_names():
            self._action(demo_menu, get_game(name).title, None, lambda _=False, n=name: self.start_demo(n))
        self._action(game_menu, self.tr("&Open saved game…"), "Ctrl+O", self.open_game)
        self.save_action = self._action(game_menu, self.tr("&Save game…"), "Ctrl+S", self.save_game)
        self.undo_action = self._action(game_menu, self.tr("&Undo"), "Ctrl+Z", self.undo)
        self._action(game_menu, self.tr("Concede"), None, self.concede)
        self._action(game_menu, self.tr("Watch a &replay…"), "Ctrl+R", self.watch_replay)
        game_menu.addSeparator()
        self._action(game_menu, self.tr("&Preferences…"), None, self.preferences)
        game_menu.addSeparator()
        self._action(game_menu, self.tr("&Quit"), "Ctrl+Q", self.close)
        collection_menu = self.menuBar().addMenu(self.tr("&Collection"))
        self._action(collection_menu, self.tr("&Browse the collection"), "Ctrl+K", self.show_collection)
        new_deck = collection_menu.addMenu(self.tr("&New deck"))
        for name in game_names():
            self._action(new_deck, get_game(name).title, None, lambda _=False, n=name: self.edit_deck(n))
        self.saved_decks = collection_menu.addMenu(self.tr("&Edit a saved deck"))
        self.saved_decks.aboutToShow.connect(self._fill_saved_decks)
        self._action(collection_menu, self.tr("Print &proxies of a deck file…"), "Ctrl+P", lambda: self.print_proxies())
        self._action(collection_menu, self.tr("Card p&ictures…"), None, self.choose_image_sources)
        self._action(collection_menu, self.tr("&Bring your cards…"), None, lambda: self.bring_cards())
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&How to play"), None, self.show_guide)
        self._action(help_menu, self.tr("&Keyboard shortcuts"), "F1", self.show_shortcuts)
        self._action(help_menu, self.tr("&About Tapete"), None, self.show_about)
        self.primary_action = self._action(self, self.tr("Main answer"), "Space", self.press_primary)
        self.primary_action.setAutoRepeat(False)  # one answer per press: holding Space never passes a whole turn
        self.combat_action = self._action(self, self.tr("Declare combat"), "C", lambda: self.gesture(Gesture(button="combat")))
        self._action(self, self.tr("Go back"), "Esc", self.escape)
        for mode, text in (("turn", self.tr("Pass until the end of the turn")), ("stop", self.tr("Pass until the next stop")),
                           ("my_turn", self.tr("Pass until my next turn"))):
            self._action(self, text, PASS_KEYS[mode], lambda _=False, m=mode: self.pass_until(m)).setAutoRepeat(False)
        self._action(self, self.tr("Stop passing"), "F3", self.escape)
        for number in range(1, 10):  # the prompt bar's buttons, left to right, by the keyboard
            self._action(self, self.tr("Answer %1").replace("%1", str(number)), str(number),
                         lambda _=False, n=number: self.prompt_bar.press(n) if self.session is not None else None
                         ).setAutoRepeat(False)
        self._action(self, self.tr("Next card"), "Tab", lambda: self._focus(1))
        self._action(self, self.tr("Previous card"), "Shift+Tab", lambda: self._focus(-1))
        self._action(self, self.tr("Act with the chosen card"), "Return", self._activate_focused)
        self._action(self, self.tr("Card menu"), "Shift+F10", self._focused_menu)
        self._action(self, self.tr("Card menu"), "Menu", self._focused_menu)

    def _action(self, parent: QWidget | QMenu, text: str, shortcut: str | None, slot: object) -> QAction:
        action = QAction(text, self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        parent.addAction(action)
        return action

    # ------------------------------------------------------------------ pages

    def show_start_page(self) -> None:
        """The felt, the games and two ways in: a demo duel against the bot, or a new game."""
        if self.session is not None:  # the table goes: nothing more happens in its game (a bot thinking)
            self.session.stop()
        page = QWidget()
        page.setObjectName("start")
        page.setStyleSheet(
            "#start { background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, stop:0 #2e6b4d, stop:1 #153726); }"
            "#start QLabel { color: #f3ead2; }"
            "#start QPushButton { background: #f3ead2; color: #1d3b2c; border-radius: 10px; padding: 12px 28px;"
            " font-size: 15px; font-weight: bold; min-width: 360px; }"
            "#start QPushButton:hover { background: #ffe9a8; }"
            "#start QPushButton#secondary { background: transparent; color: #f3ead2; border: 1px solid #f3ead2;"
            " font-weight: normal; }")
        column = QVBoxLayout(page)
        column.setSpacing(14)
        column.addStretch(1)
        title = QLabel("<span style='font-size:44px; font-weight:bold; letter-spacing:6px'>TAPETE</span>")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(title)
        subtitle = QLabel(self.tr("Your card games on the table: duel the bot, a friend, or yourself."))
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(subtitle)
        column.addSpacing(18)
        kept = peek(self.journal.path)
        if kept is not None:
            saved_at = time.strftime("%d/%m %H:%M", time.localtime(kept.saved_at))
            count = self.tr("1 action") if kept.actions == 1 else self.tr("%1 actions").replace("%1", str(kept.actions))
            note = QLabel(self.tr("Your game of %1 was kept (%2, %3).").replace("%1", kept.title)
                          .replace("%2", count).replace("%3", saved_at))
            note.setAlignment(Qt.AlignmentFlag.AlignCenter)
            column.addWidget(note)
            resume = QPushButton(self.tr("Resume the game"))
            resume.setObjectName("resume")
            resume.clicked.connect(self.resume_kept_game)
            column.addWidget(resume, 0, Qt.AlignmentFlag.AlignHCenter)
            discard = QPushButton(self.tr("Discard it"))
            discard.setObjectName("secondary")
            discard.setProperty("role", "discard")
            discard.clicked.connect(self.discard_kept_game)
            column.addWidget(discard, 0, Qt.AlignmentFlag.AlignHCenter)
            column.addSpacing(18)
        if drafts := self.kept_drafts():
            note = QLabel(self.tr("Decks you were editing were kept: %1.").replace(
                "%1", ", ".join(f"«{draft.decklist.name or self.tr('New deck')}»" for draft in drafts)))
            note.setAlignment(Qt.AlignmentFlag.AlignCenter)
            column.addWidget(note)
            reopen = QPushButton(self.tr("Open them again"))
            reopen.setObjectName("drafts-open")
            reopen.clicked.connect(self.reopen_drafts)
            column.addWidget(reopen, 0, Qt.AlignmentFlag.AlignHCenter)
            forget = QPushButton(self.tr("Discard them"))
            forget.setObjectName("secondary")
            forget.setProperty("role", "drafts-discard")
            forget.clicked.connect(self.discard_drafts)
            column.addWidget(forget, 0, Qt.AlignmentFlag.AlignHCenter)
            column.addSpacing(18)
        if self._unfinished_lan_games():
            note = QLabel(self.tr("A LAN game of yours did not finish."))
            note.setAlignment(Qt.AlignmentFlag.AlignCenter)
            column.addWidget(note)
            back = QPushButton(self.tr("Go back to it…"))
            back.setObjectName("lan-back")
            back.clicked.connect(self.lan_game)  # the lobby opens on the unfinished games
            column.addWidget(back, 0, Qt.AlignmentFlag.AlignHCenter)
            column.addSpacing(18)
        for name in game_names():
            button = QPushButton(self.tr("Demo duel: %1").replace("%1", get_game(name).title))
            button.setObjectName(f"demo:{name}")
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _=False, n=name: self.start_demo(n))
            column.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        if self.store is not None and not self.store.closed and not has_own_cards(self.store.read):
            bring = QPushButton(self.tr("Bring your cards from other programs…"))
            bring.setObjectName("secondary")
            bring.setProperty("role", "bring-cards")
            bring.clicked.connect(lambda: self.bring_cards())
            column.addWidget(bring, 0, Qt.AlignmentFlag.AlignHCenter)
        new = QPushButton(self.tr("New game…"))
        new.setObjectName("secondary")
        new.setCursor(Qt.CursorShape.PointingHandCursor)
        new.clicked.connect(self.new_game)
        column.addWidget(new, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addStretch(2)
        self._set_game_tab(page, self.tr("Start"))
        for dock in self.docks:
            dock.hide()

    def _set_game_tab(self, page: QWidget, title: str) -> None:
        """The first tab shows the start page or the game in progress."""
        if self.tabs.count():
            old = self.tabs.widget(0)
            self.tabs.removeTab(0)
            if old is not None:
                old.deleteLater()
        self.tabs.insertTab(0, page, title)
        self.tabs.tabBar().setTabButton(0, self.tabs.tabBar().ButtonPosition.RightSide, None)
        self.tabs.setCurrentIndex(0)

    def start_demo(self, game: str) -> None:
        """Two clicks from launch: the game's first two demo decks against the bot."""
        import random

        if not self._leave_game():
            return
        self.start(NewGameSettings(game, get_game(game).demo_pair(), "bot", DEFAULT_BOT, random.randrange(1, 10**9), False))

    def new_game(self) -> None:
        if not self._leave_game():
            return
        dialog = NewGameDialog(self, store=self.store.read if self.store is not None else None)
        if dialog.exec() and (settings := dialog.settings()) is not None:
            self.start(settings)

    def start(self, settings: NewGameSettings) -> bool:
        game = get_game(settings.game)
        try:
            if settings.best_of_three:
                self.match = Match(game, list(settings.decks), settings.seed)
                self.match_settings = settings
                state = self.match.start_duel()
            else:
                self.match = None
                state = game.new_initial_state(list(settings.decks), settings.seed)
        except DeckError as exc:
            QMessageBox.warning(self, self.tr("Illegal deck"), exc.message(self.lang))
            return False
        other = {"bot": Seat(BOT, settings.bot), "hotseat": Seat(HUMAN), "goldfish": Seat(GOLDFISH)}[settings.opponent]
        self.open_session(state, (Seat(HUMAN),) + (other,) * (len(settings.decks) - 1), settings.seed)
        return True

    def open_session(self, state: State, seats: tuple[Seat, ...], seed: int | str) -> None:
        if self.session is not None:
            self.session.stop()
        session = GameSession(state, seats, seed, auto_pass=self._auto_pass_setting(), lang=self.lang)
        self._open_table(session, state.game, tuple(self._seat_name(seat) for seat in seats))
        if self.match is not None:  # a best of three: the tab says which duel and the score
            wins = [sum(1 for r in self.match.results if r.winner == p) for p in (0, 1)]
            self.tabs.setTabText(0, self.tr("%1 · best of three, duel %2 (%3–%4)").replace("%1", state.game.title)
                                 .replace("%2", str(len(self.match.results) + 1)).replace("%3", str(wins[0]))
                                 .replace("%4", str(wins[1])))
        self._keep_journal(session, seed)
        self.game_started = time.monotonic()

    # ------------------------------------------------------------------ nothing lost

    def _keep_journal(self, session: GameSession, seed: int | str) -> None:
        """Keep the game in progress in the autosave journal as it is played."""
        if session.state.is_terminal():
            self.journal.discard()
            return
        if not self._journal_write(lambda: self.journal.start(session.state, session.seats, seed)):
            return
        session.acted.connect(lambda player, text: self._journal_write(lambda: self.journal.append(player, text)))
        session.undone.connect(lambda: self._journal_write(lambda: self.journal.start(session.state, session.seats, seed)))

    def _journal_write(self, write: Callable[[], None]) -> bool:
        try:
            write()
        except OSError as exc:  # a full disk: the game goes on, unkept
            self.statusBar().showMessage(self.tr("The game cannot be kept for later: %1").replace("%1", str(exc)), 8000)
            return False
        return True

    def resume_kept_game(self) -> None:
        """Resume the game the journal kept (read off the GUI thread)."""
        if not self._leave_game(replaces_kept=False):
            return
        self.setCursor(Qt.CursorShape.BusyCursor)

        def done(saved: object) -> None:
            self.unsetCursor()
            assert isinstance(saved, SavedGame)
            self.match = None
            self.open_session(saved.state, saved.seats, saved.seed)

        def failed(error: TapeteError) -> None:
            self.unsetCursor()
            set_aside(self.journal.path)
            QMessageBox.warning(self, self.tr("Cannot resume the game"), error.message(self.lang))
            self.show_start_page()

        self.files.read(partial(read_journal, self.journal.path), done, failed)

    @staticmethod
    def _unfinished_lan_games() -> bool:
        """Whether a crashed window left the seat file of a LAN match (``desktop.net_session``)."""
        from engine.net.seatfile import seats_dir

        folder = seats_dir()
        return folder.is_dir() and any(folder.glob("*.json"))

    def kept_drafts(self) -> list[Draft]:
        """The decks a previous run was editing with unsaved changes (not those open now)."""
        from desktop.collection.deck_editor import DeckEditor

        open_now = {w.draft.path for i in range(self.tabs.count()) if isinstance(w := self.tabs.widget(i), DeckEditor)}
        return [draft for draft in kept_drafts() if draft.path not in open_now] if self.store is not None else []

    def reopen_drafts(self) -> None:
        """Each kept deck in an editor of its own, unsaved changes and all."""
        drafts = self.kept_drafts()
        editors = [self.edit_deck(draft.game) for draft in drafts]
        for editor, draft in zip(editors, drafts):
            if editor is not None:
                editor.restore(draft)  # type: ignore[attr-defined]
        self.show_start_page()  # without the offer
        if editors and editors[-1] is not None:
            self.tabs.setCurrentWidget(editors[-1])

    def discard_drafts(self) -> None:
        for draft in self.kept_drafts():
            draft.path.unlink(missing_ok=True)
        self.show_start_page()

    def discard_kept_game(self) -> None:
        self.journal.discard()
        self.show_start_page()

    def _game_in_progress(self) -> bool:
        """A game not over is on the table (once the start page replaces it, it lives on in its
        journal, which the start page offers)."""
        return (self.session is not None and not self.session.state.is_terminal()
                and self.tabs.widget(0) is self.table_page)

    def _leave_game(self, replaces_kept: bool = True) -> bool:
        """Whether the game in progress may be left for another (asking first); a game the
        journal kept, offered on the start page, is not replaced by a new one unasked
        (``replaces_kept``: the new game would be journaled in its place)."""
        if not self._game_in_progress():
            kept = peek(self.journal.path) if replaces_kept else None
            if kept is None:
                return True
            answer = QMessageBox.question(self, self.tr("Kept game"), self.tr(
                "Your kept game of %1 will be replaced by the new one and cannot be resumed. Go on?").replace("%1", kept.title))
            return answer == QMessageBox.StandardButton.Yes
        if self._lan_session() is not None:
            question = self.tr("Leave the LAN duel in progress?")
        else:
            question = self.tr("Abandon the game in progress? It will not be kept.")
        answer = QMessageBox.question(self, self.tr("Game in progress"), question)
        return answer == QMessageBox.StandardButton.Yes

    def _open_table(self, session: "GameSession | NetworkSession", game: Game, names: tuple[str, ...]) -> None:
        """Lay the table out for ``session`` (a local game or a LAN one) and start it."""
        self.seat_names = names
        self.session = session
        self._build_table(game, names)
        self.session.observation_changed.connect(self.show_observation)
        self.session.passing_changed.connect(self._passing)  # a local or a LAN seat passes alike
        self.session.passing_stopped.connect(self._passing_stopped)
        self.session.events_happened.connect(self._remember_sources)
        self.session.refused.connect(self.show_refusal)
        self.session.error.connect(self.show_error)
        self.session.thinking_changed.connect(self._thinking)
        self.session.game_over.connect(self.finished)
        self.setWindowTitle(f"Tapete — {game.title}")
        self.session.start()

    def _build_table(self, game: Game, names: tuple[str, ...]) -> None:
        """The table's widgets in the window's language, tied to ``self.session`` (again after a
        language switch: the old widgets go, and with them their ties to the session)."""
        assert self.session is not None
        layout = load_layout(game.name)
        self.scene = TableScene(game, layout, self.pixmaps, self.lang, names)
        self.view = TableView(self.scene)
        self.prompt_bar = PromptBar(self.lang)
        stops = self._kept_stops(game.name)
        self.phase_bar = PhaseStrip(layout, self.lang, stops)
        self.session.stops = stops
        self.phase_bar.stops_changed.connect(self._set_stops)
        self.phase_bar.auto_pass.setChecked(self.session.auto_pass)
        self.phase_bar.auto_pass.toggled.connect(self._set_auto_pass)
        if self.phase_bar.only_at_stops is not None:  # Magic: priority passed wherever no stop is set
            self.phase_bar.only_at_stops.setChecked(bool(self.settings.value("only_at_stops", False, type=bool)))
            self.session.only_at_stops = self.phase_bar.only_at_stops.isChecked()
            self.phase_bar.only_at_stops.toggled.connect(self._set_only_at_stops)
        self.players = PlayersPanel(game, names, lang=self.lang)
        self.chain = ChainPanel(self.lang)
        self.zoom = ZoomPanel(game, self.pixmaps)
        self.log = LogView(LogWords(game, layout, self.lang))
        self.chat = ChatBox()
        page = QWidget()
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.phase_bar)
        column.addWidget(self.view, 1)
        column.addWidget(self.prompt_bar)
        self._set_game_tab(page, game.title)
        self.table_page = page
        self._docks()
        self.scene.gesture_made.connect(self.gesture)
        self.scene.card_hovered.connect(self.zoom.show_card)
        self.scene.context_requested.connect(self.card_menu)
        self.scene.selection_changed.connect(self.prompt_bar.set_selection)
        self.prompt_bar.gesture_made.connect(self.gesture)
        # click and keyboard paths to every action (after show_observation: it sees the new table)
        if self.card_actions is not None:
            self.card_actions.deleteLater()
        self.card_actions = CardActions(self.session, game, self.scene, self.view, self.prompt_bar, self._refresh_table,
                                        self.lang, self)
        self.card_actions.status.connect(lambda text: self.statusBar().showMessage(text, 5000))
        self.prompt_bar.can_pass_until = True
        self.prompt_bar.pass_until_requested.connect(self.pass_until)
        self.prompt_bar.stop_passing_requested.connect(self.escape)
        self.session.events_happened.connect(self.log.add_events)
        self.session.events_happened.connect(self.chain.show_resolution)
        self.players.manual_requested.connect(lambda text: self._manual(text, self.session.viewer if self.session else 0))
        self.session.log_line.connect(self.log.add)

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
        for index in range(self.tabs.count()):
            page = self.tabs.widget(index)
            retranslate = getattr(page, "retranslate", None)
            if retranslate is not None:
                retranslate(lang)
            if page is not None and page in (self.browser, self.bring_page):
                self.tabs.setTabText(index, self._page_title(page))
        close = QCoreApplication.translate("QTabBar", "Close Tab")  # Qt's words, set when a tab was opened
        for button in self.tabs.tabBar().findChildren(QAbstractButton):
            if button.metaObject().className() == "CloseButton":
                button.setToolTip(close)
        if self.session is None or self.table_page is None:
            self.show_start_page()
            return
        self.session.lang = lang
        said, chat = self.log.toPlainText(), self.chat.history.toPlainText()
        game = self.scene.game if self.scene is not None else get_game(self.session.observation().game)
        if isinstance(self.session, GameSession):
            self.seat_names = tuple(self._seat_name(seat) for seat in self.session.seats)
        self._build_table(game, self.seat_names)
        self.log.setPlainText(said)
        self.log.verticalScrollBar().setValue(self.log.verticalScrollBar().maximum())  # the latest lines in view
        self.chat.history.setPlainText(chat)
        self.setWindowTitle(f"Tapete — {game.title}")
        self._refresh_table()

    # ------------------------------------------------------------------ LAN

    def lan_game(self) -> None:
        """The lobby: join a room found on the network (or by address), or host one."""
        from desktop.dialogs.lan_lobby import LanLobbyDialog
        from desktop.net_session import NetLoop

        if not self._leave_game(replaces_kept=False):
            return
        dialog = LanLobbyDialog(self, NetLoop.shared(), store=self.store.read if self.store is not None else None)
        if dialog.exec() and (choice := dialog.choice()) is not None:
            self.start_lan(choice)

    def start_lan(self, choice: "LanChoice") -> bool:
        from desktop.net_session import NetLoop, open_lan_session
        from engine.net.client import JoinError

        try:
            session = open_lan_session(choice, NetLoop.shared())
        except (JoinError, OSError, TimeoutError, TapeteError) as exc:
            QMessageBox.warning(self, self.tr("LAN game"), self.tr("Could not open the LAN game: %1").replace("%1", text_of(exc).get(self.lang)))
            return False
        self.open_lan(session)
        return True

    def open_lan(self, session: "NetworkSession") -> None:
        if self.session is not None:
            self.session.stop()
        session.lang = self.lang
        self.match = None
        names = tuple(session.client.seats) or (self.tr("Human"), self.tr("Human"))
        self._open_table(session, session.game, names)
        self.chat.local_echo = False  # the room sends every message back to everyone, ours too
        self.chat.message_sent.connect(session.say)
        if (waiting := session.waiting_text()) is not None:  # a room this window hosts, still empty
            self.prompt_bar.text.setText(waiting)
            self.log.add(waiting)
        session.chat_received.connect(self._chat_received)
        session.undo_requested.connect(self._undo_requested)
        session.verdict.connect(self._verdict)

    def _lan_session(self) -> "NetworkSession | None":
        """The session when it is a LAN one (the LAN modules load only once LAN is used)."""
        module = sys.modules.get("desktop.net_session")
        return self.session if module is not None and isinstance(self.session, module.NetworkSession) else None

    def _chat_received(self, name: str, text: str) -> None:
        self.chat.history.appendPlainText(f"{name}: {text}")

    def _undo_requested(self, seat: int) -> None:
        if (lan := self._lan_session()) is not None:
            answer = QMessageBox.question(self, self.tr("Undo"), self.tr("P%1 asks to undo their last action. Accept?").replace("%1", str(seat + 1)))
            lan.answer_undo(answer == QMessageBox.StandardButton.Yes)

    def _verdict(self, fair: bool, text: str) -> None:
        if not fair:
            QMessageBox.critical(self, self.tr("The shuffles do not match!"), text)

    def _seat_name(self, seat: Seat) -> str:
        return {HUMAN: self.tr("Human"), BOT: self.tr("Bot"), GOLDFISH: self.tr("Goldfish")}[seat.kind]

    def _docks(self) -> None:
        for dock in self.docks:
            self.removeDockWidget(dock)
            dock.deleteLater()
        side = QTabWidget()
        info = QWidget()
        column = QVBoxLayout(info)
        column.addWidget(self.players)
        column.addWidget(QLabel(self.tr("Chain")))
        column.addWidget(self.chain)
        side.addTab(self.zoom, self.tr("Card"))
        side.addTab(info, self.tr("Players"))
        right = QDockWidget(self.tr("Table"), self)
        right.setWidget(side)
        right.setObjectName("dock:side")
        bottom_tabs = QTabWidget()
        bottom_tabs.addTab(self.log, self.tr("Log"))
        bottom_tabs.addTab(self.chat, self.tr("Chat"))
        bottom = QDockWidget(self.tr("Log"), self)
        bottom.setWidget(bottom_tabs)
        bottom.setObjectName("dock:log")
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, right)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, bottom)
        self.resizeDocks([right, bottom], [228, 228], Qt.Orientation.Horizontal)  # the table keeps the width
        self.docks = [right, bottom]

    # ------------------------------------------------------------------ the game's signals

    def show_observation(self, observation: Observation) -> None:
        assert self.session is not None and self.scene is not None
        # the legal gestures, and those of copies the engine lists once (each copy can be taken)
        legal = self.card_actions.table_gestures(observation) if self.card_actions is not None else self.session.legal_gestures()
        selecting = any(g.button == "mulligan" and g.selection for g in legal)  # cards are clicked to choose them
        if selecting != self.scene.selecting:
            self.scene.set_selecting(selecting)
        self.scene.show_observation(observation, legal, sources=self.sources)
        self.prompt_bar.show_prompt(observation, legal, self.session.thinking)
        self.prompt_bar.set_selection(self.scene.selection)
        self.phase_bar.show_observation(observation)
        self.players.show_observation(observation)
        self.chain.show_observation(observation)
        self.undo_action.setEnabled(self.session.can_undo())

    def _remember_sources(self, events: list[Event]) -> None:
        """Where cards came from in the last events: new cards fly in from there."""
        self.sources = {e.card: e.src for e in events if e.card is not None and e.src}

    def gesture(self, gesture: Gesture) -> None:
        if self.session is not None:
            twin = self.card_actions.twin_action(gesture) if self.card_actions is not None else None
            if twin is not None:  # a copy of the card the engine listed: the same action
                self.session.perform(twin)
                return
            self.session.perform_gesture(gesture)

    def show_refusal(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)
        if self.session is not None:
            self.show_observation(self.session.observation())

    def show_error(self, text: str) -> None:
        self.log.add(f"‼ {text}")
        QMessageBox.critical(self, self.tr("Engine error"),
                             self.tr("The engine reported an error; the game was kept and can be saved.\n\n%1").replace("%1", text))

    def _thinking(self, thinking: bool) -> None:
        if self.scene is not None:
            self.scene.set_thinking(thinking)  # the bot's seat plate says it is thinking
        if self.session is not None:
            self.prompt_bar.show_prompt(self.session.observation(), self.session.legal_gestures(), thinking)

    def _kept_stops(self, game: str) -> frozenset[str]:
        """The stops kept for ``game`` in the store's settings (else where an older Tapete kept
        them, the settings file)."""
        if self.store is not None and (kept := load_stops(self.store.read.conn, game)) is not None:
            return kept
        # type=list: a list of one stop comes back from the settings file as a bare string
        saved = self.settings.value(f"stops/{game}", [], type=list)
        return frozenset(str(s) for s in saved) if isinstance(saved, list) else frozenset()

    def _set_stops(self, stops: frozenset[str]) -> None:
        if self.session is None:
            return
        self.session.stops = stops
        game = self.session.state.game.name
        if self.store is not None:
            self.store.submit(lambda store: save_stops(store.conn, game, stops), what="settings")
        else:
            self.settings.setValue(f"stops/{game}", sorted(stops))

    def _focus(self, step: int) -> None:
        if self.card_actions is not None:
            self.card_actions.focus(step)

    def _activate_focused(self) -> None:
        if self.card_actions is not None:
            self.card_actions.activate_focused()

    def _refresh_table(self) -> None:
        if self.session is not None:
            self.show_observation(self.session.observation())

    def _focused_menu(self) -> None:
        if self.scene is not None and self.scene.focused in self.scene.cards:
            item = self.scene.cards[self.scene.focused]
            point = self.view.mapToGlobal(self.view.mapFromScene(item.scenePos()))
            self.card_menu(item.view, point)

    def preferences(self) -> None:
        from desktop.dialogs.preferences import PreferencesDialog

        PreferencesDialog(self).exec()
        if self.session is not None:
            self.session.auto_pass = self._auto_pass_setting()
            self.phase_bar.auto_pass.setChecked(self.session.auto_pass)

    def watch_replay(self) -> None:
        """Replay the current game, or a saved one."""
        state = self.session.state if isinstance(self.session, GameSession) else None
        if state is None or not state.history:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a replay"), "", file_filters.game_files())
            if not path:
                return
            self._read_game(path, self._show_replay)
            return
        self._show_replay(state)

    def _show_replay(self, state: object) -> None:
        from desktop.dialogs.replay_viewer import ReplayViewer

        assert isinstance(state, State)
        ReplayViewer(state, self.pixmaps, self.lang, self).exec()

    def _auto_pass_setting(self) -> bool:
        return bool(self.settings.value("auto_pass", True, type=bool))

    def _set_auto_pass(self, on: bool) -> None:
        self.settings.setValue("auto_pass", on)
        if self.session is not None:
            self.session.auto_pass = on

    def _set_only_at_stops(self, on: bool) -> None:
        self.settings.setValue("only_at_stops", on)
        if self.session is not None:
            self.session.only_at_stops = on

    def finished(self, outcome: object) -> None:
        """The game ended: the journal is done with, and the result dialog says what next."""
        assert isinstance(outcome, Outcome) and self.session is not None
        self.session.stop_passing()
        local = isinstance(self.session, GameSession)
        if local:
            self.journal.discard()
        score: tuple[int, ...] = ()
        duel, match_over, match_winner = 0, True, None
        if (lan := self._lan_session()) is not None and lan.result is not None and lan.best_of > 1:
            said = lan.result  # the room's word on the duel and the match
            score = tuple(w for w in said.get("wins") or () if isinstance(w, int))
            duel = said["duel"] if isinstance(said.get("duel"), int) else 0
            match_over, match_winner = bool(said.get("match_over")), said.get("match_winner")
        if self.match is not None:
            assert isinstance(self.session, GameSession)  # matches are local
            self.match.state = self.session.state
            result = self.match.finish_duel()
            winner = self.tr("draw") if result.winner is None else f"P{result.winner + 1}"
            self.log.add(self.tr("Duel %1: %2").replace("%1", str(result.number)).replace("%2", winner))
            score = tuple(sum(1 for r in self.match.results if r.winner == p) for p in (0, 1))
            duel, match_over, match_winner = result.number, self.match.over, self.match.winner
            if self.match.over:
                final = self.tr("draw") if self.match.winner is None else f"P{self.match.winner + 1}"
                self.log.add(self.tr("Match over: %1").replace("%1", final))
        humans = [i for i, seat in enumerate(getattr(self.session, "seats", ())) if not seat.automatic]
        viewer = humans[0] if local and len(humans) == 1 else (None if local else self.session.viewer)
        turns = self.scene.observation.turn if self.scene is not None and self.scene.observation is not None else 0
        summary = GameSummary(outcome, viewer, turns, time.monotonic() - self.game_started, self.seat_names, score,
                              match_over, can_rematch=isinstance(self.session, GameSession)
                              and "scenario" not in self.session.state.setup.params,
                              duel=duel, match_winner=match_winner)
        dialog = GameOverDialog(summary, self.lang, self)
        dialog.finished.connect(lambda _code: self._after_game(dialog.choice))
        dialog.open()

    def _after_game(self, choice: str) -> None:
        if choice == SAVE_REPLAY:
            self.save_game()
        if self.match is not None and not self.match.over and choice in (NEXT_DUEL, SAVE_REPLAY):
            self._next_duel()
        elif choice == REMATCH:
            self.rematch()
        elif choice == START_PAGE:
            self.show_start_page()

    def _next_duel(self) -> None:
        assert self.match is not None and isinstance(self.session, GameSession)
        chooser = self.match.chooser or 0
        first = chooser
        if not self.session.seats[chooser].automatic:
            answer = QMessageBox.question(self, self.tr("Next duel"), self.tr("You lost the duel. Do you want to start the next one?"))
            first = chooser if answer == QMessageBox.StandardButton.Yes else 1 - chooser
        state = self.match.choose_first(chooser, first)
        self.open_session(state, self.session.seats, f"{self.match.seed}:{len(self.match.results)}")

    def rematch(self) -> None:
        """The same decks and seats again, with a new shuffle."""
        import random

        if not isinstance(self.session, GameSession):
            return
        if self.match is not None and self.match_settings is not None:  # a new best of three, the same decks
            from dataclasses import replace

            self.start(replace(self.match_settings, seed=random.randrange(1, 10**9)))
            return
        state = self.session.state
        game = state.game
        decks = [game.deck_from_codes(codes, f"Mazo {i + 1}") for i, codes in enumerate(state.setup.decks)]
        seed = random.randrange(1, 10**9)
        try:
            fresh = game.new_initial_state(decks, seed, dict(state.setup.params))
        except TapeteError as exc:
            QMessageBox.warning(self, self.tr("Rematch"), exc.message(self.lang))
            return
        self.match = None
        self.open_session(fresh, self.session.seats, seed)

    # ------------------------------------------------------------------ menu actions

    def press_primary(self) -> None:
        name = self.prompt_bar.primary() if self.session is not None else None
        if name is not None:
            self.gesture(Gesture(button=name))

    def escape(self) -> None:
        """Esc: close a card's menu or leave its target question, stop passing, clear the selection."""
        if self.card_actions is not None and self.card_actions.cancel():
            return
        if self.session is not None and self.session.passing is not None:
            self.session.stop_passing()
            return
        self.clear_selection()

    def pass_until(self, mode: str) -> None:
        """F4, F6, F9: pass priority until the end of the turn, the next stop, my next turn."""
        if self.session is None:
            return
        if mode == "stop" and not self.session.stops:
            self.statusBar().showMessage(self.tr("No stop is set: click a step on the phase strip above the table to stop there"), 8000)
            return
        self.session.pass_until(mode)

    def _passing(self, passing: object) -> None:
        where = {"turn": self.tr("the end of the turn"), "stop": self.tr("the next stop"), "my_turn": self.tr("your next turn")}
        mode = getattr(passing, "mode", None)
        self.prompt_bar.set_passing(self.tr("Passing until %1…").replace("%1", where[mode]) if mode in where else None)

    def _passing_stopped(self, reason: str) -> None:
        texts = {"answer": self.tr("Stopped passing: the opponent added to the stack; you may answer"),
                 "decision": self.tr("Stopped passing: a decision is yours")}
        if reason in texts:
            self.statusBar().showMessage(texts[reason], 8000)

    def clear_selection(self) -> None:
        if self.scene is not None and self.scene.selecting:
            self.scene.set_selecting(True)
            self.prompt_bar.set_selection(())

    def undo(self) -> None:
        if self.session is not None and self.session.can_undo():
            self.session.undo()

    def concede(self) -> None:
        """Concede the game, once the player confirms it (a menu entry is easily hit)."""
        if self.session is None or self.session.state.is_terminal():
            return
        answer = QMessageBox.question(self, self.tr("Concede"), self.tr("Concede this game? It counts as a loss."))
        if answer == QMessageBox.StandardButton.Yes:
            self.session.perform_text("concede")

    def save_game(self) -> None:
        if self.session is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), "", file_filters.game_files())
        if path:
            try:
                self.session.save(path)
            except ValueError as exc:  # a LAN duel still in progress
                self.statusBar().showMessage(text_of(exc).get(self.lang), 8000)
                return
            self.statusBar().showMessage(self.tr("Saved to %1").replace("%1", path), 5000)

    def open_game(self) -> None:
        if not self._leave_game():
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open saved game"), "", file_filters.game_files())
        if path:
            self.load_game(path)

    def load_game(self, path: str | Path) -> None:
        """Load a saved game, read on a worker thread (``files``); a broken file is explained
        and the current game stays as it was."""
        self._read_game(path, self._play_loaded)

    def _play_loaded(self, state: object) -> None:
        assert isinstance(state, State)
        self.match = None
        self.open_session(state, (Seat(HUMAN), Seat(BOT, DEFAULT_BOT)), state.setup.seed)

    def _read_game(self, path: str | Path, then: Callable[[object], None]) -> None:
        """Read a save or replay off the GUI thread, then ``then(state)``; the window stays
        responsive (a busy cursor) meanwhile."""
        self.setCursor(Qt.CursorShape.BusyCursor)

        def done(state: object) -> None:
            self.unsetCursor()
            then(state)

        def failed(error: TapeteError) -> None:
            self.unsetCursor()
            QMessageBox.warning(self, self.tr("Cannot open the game"), error.message(self.lang))

        self.files.read(partial(replay.load, path), done, failed)

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

    def card_menu(self, view: CardView, screen_pos: QPoint) -> None:
        """Legal actions for the card, then manual actions (logged as manual)."""
        if self.session is None:
            return
        state = self.session.state
        menu = QMenu(self)
        if self.card_actions is not None:
            self.card_actions.open_menu(view.id, menu=menu)  # its actions in words, as a click lists them
        manual = menu.addMenu(self.tr("Manual"))
        viewer = self.session.viewer
        ref = f"@{view.zone}.{[c.id for z in self.session.observation().zones for c in z.cards if z.key == view.zone].index(view.id) + 1}"
        move = manual.addMenu(self.tr("Move to"))
        for owner, spec in state.zone_table:
            if owner is None:
                continue
            key = f"P{owner + 1}.{spec.name}"
            label = f"P{owner + 1} · {spec.label_en if self.lang == 'en' else spec.label}"
            entry = move.addAction(label)
            entry.triggered.connect(lambda _=False, k=key: self._manual(f"manual move {ref} to {k}", viewer))
        for text, command in ((self.tr("Flip"), f"manual flip {ref}"), (self.tr("Rotate"), f"manual rotate {ref}"),
                              (self.tr("Add a counter"), f"manual counter {ref} contador +1"),
                              (self.tr("Remove a counter"), f"manual counter {ref} contador -1")):
            entry = manual.addAction(text)
            entry.triggered.connect(lambda _=False, c=command: self._manual(c, viewer))
        menu.exec(screen_pos)

    def _manual(self, text: str, player: int) -> None:
        if self.session is None:
            return
        if (lan := self._lan_session()) is not None:
            lan.perform_text(text)  # the host parses and checks it
            return
        assert isinstance(self.session, GameSession)
        try:
            action = self.session.state.parse_action(text, player)
        except Exception as exc:  # a notation problem is shown, never raised into Qt
            self.show_refusal(text_of(exc).get(self.lang))
            return
        self.session.perform(action)

    # ------------------------------------------------------------------ collection and decks

    def show_collection(self) -> None:
        if self.store is None:
            return
        if self.browser is None:
            from desktop.collection.browser import CollectionBrowser

            self.browser = CollectionBrowser(self.store, self.pixmaps, self.image_sources)
            self.tabs.addTab(self.browser, self._page_title(self.browser))
        self.tabs.setCurrentWidget(self.browser)

    def _page_title(self, page: QWidget) -> str:
        """The tab title of the collection browser or the "Bring your cards" page."""
        return self.tr("Collection") if page is self.browser else self.tr("Bring your cards")

    def edit_deck(self, game: str, deck_id: int | None = None) -> QWidget | None:
        """A deck editor tab: a new deck of ``game``, or a saved one."""
        if self.store is None:
            return None
        from desktop.collection.deck_editor import DeckEditor

        deck = self.store.read.load_deck(deck_id) if deck_id is not None else None
        editor = DeckEditor(self.store, game, deck, deck_id, images=self.image_sources,
                            new_tab=lambda path: self.edit_demo_deck(game, Path(path)))
        editor.changed.connect(lambda: self.tabs.setTabText(self.tabs.indexOf(editor), editor.title()))
        self.tabs.addTab(editor, editor.title())
        self.tabs.setCurrentWidget(editor)
        return editor

    def print_proxies(self, path: str | None = None) -> None:
        """The proxy print dialog for a deck file of any format: the file is read and its cards
        looked up on a worker thread (``files``), then the dialog opens (``proxy_dialog``)."""
        from desktop.dialogs.proxies import read_deck_file

        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Print proxies of a deck"), "", file_filters.deck_files())
            if not path:
                return
        self.setCursor(Qt.CursorShape.BusyCursor)
        store = self.store.path if self.store is not None else None
        self.files.read(partial(read_deck_file, path, store), self._proxy_deck_read, self._proxy_deck_failed)

    def _proxy_deck_read(self, result: object) -> None:
        """A deck file read for proxies: its game asked for when the file does not say it."""
        from PySide6.QtWidgets import QInputDialog

        from desktop.dialogs.proxies import look_up
        from engine.formats.records import GAMES

        assert isinstance(result, tuple)
        decklist, deck = result
        if deck is not None:
            self._open_proxies(deck)
            return
        self.unsetCursor()
        game, chosen = QInputDialog.getItem(self, self.tr("Which game?"), self.tr("The file does not say its game:"), list(GAMES), 0, False)
        if chosen:
            self.setCursor(Qt.CursorShape.BusyCursor)
            store = self.store.path if self.store is not None else None
            self.files.read(partial(look_up, decklist, game, store), self._open_proxies, self._proxy_deck_failed)

    def _proxy_deck_failed(self, error: TapeteError) -> None:
        self.unsetCursor()
        QMessageBox.warning(self, self.tr("Cannot read the deck"), error.message(self.lang))

    def _open_proxies(self, deck: object) -> None:
        from desktop.dialogs.proxies import ProxyDialog
        from engine.formats.decks.reference import owned_copies
        from engine.formats.records import ResolvedDeck

        self.unsetCursor()
        assert isinstance(deck, ResolvedDeck)
        store = self.store
        owned = (lambda: owned_copies(store.read, deck.game)) if store is not None else None
        self.proxy_dialog = ProxyDialog(deck, owned, self, self.image_sources.library)
        self.proxy_dialog.show()

    def bring_cards(self, paths: list[Path] | None = None) -> QWidget | None:
        """The "Bring your cards" tab (``desktop.collection.bring_cards``), bringing ``paths`` in."""
        if self.store is None:
            return None
        if self.bring_page is None:
            from desktop.collection.bring_cards import BringCardsPage

            self.bring_page = BringCardsPage(self.store)
            self.tabs.addTab(self.bring_page, self._page_title(self.bring_page))
        self.tabs.setCurrentWidget(self.bring_page)
        if paths:
            self.bring_page.bring(paths)  # type: ignore[attr-defined]
        return self.bring_page

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls() and any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        """Files and folders dropped on the window are brought in (card data, collections, decks)."""
        paths = [Path(url.toLocalFile()) for url in event.mimeData().urls() if url.isLocalFile()]
        if paths:
            event.acceptProposedAction()
            self.bring_cards(paths)

    def choose_image_sources(self) -> QWidget:
        """Where the card pictures come from: other tools' folders and the player's own."""
        from desktop.dialogs.image_sources import ImageSourcesDialog

        dialog = ImageSourcesDialog(self.image_sources, self)
        dialog.open()
        return dialog

    def _fill_saved_decks(self) -> None:
        self.saved_decks.clear()
        decks = self.store.read.list_decks() if self.store is not None else []
        if not decks:
            self.saved_decks.addAction(self.tr("(no saved decks)")).setEnabled(False)
        for info in decks:
            entry = self.saved_decks.addAction(f"{info.name} ({info.game})")
            entry.triggered.connect(lambda _=False, i=info: self.edit_deck(i.game, i.id))
        demos = self.saved_decks.addMenu(self.tr("Demo decks"))  # a copy to edit and save as your own
        for name in game_names():
            game = get_game(name)
            for path in sorted((game.folder / "decks").glob("*.deck")):
                entry = demos.addAction(f"{load_tapete_deck(path, game).name} ({game.title})")
                entry.triggered.connect(lambda _=False, g=name, p=path: self.edit_demo_deck(g, p))

    def edit_demo_deck(self, game: str, path: Path) -> QWidget | None:
        """A new deck editor holding a copy of a deck file (one of the game's demo decks…)."""
        editor = self.edit_deck(game)
        if editor is not None:
            editor.load_file(str(path))  # type: ignore[attr-defined]
        return editor

    def _close_tab(self, index: int) -> None:
        if index == 0:
            return
        widget = self.tabs.widget(index)
        if not getattr(widget, "confirm_close", lambda: True)():  # a deck editor with unsaved changes asks
            return
        self.tabs.removeTab(index)
        if widget is self.browser:
            self.browser = None
        if widget is self.bring_page:
            self.bring_page = None
        if widget is not None:
            widget.deleteLater()

    def _tab_changed(self, index: int) -> None:
        for dock in self.docks:
            dock.setVisible(index == 0 and self.session is not None)

    def closeEvent(self, event: object) -> None:
        """Quitting keeps the local game in progress for the next start (its journal); a LAN duel
        in progress is only left when the player says so; unsaved decks are saved or discarded as
        the player says."""
        from desktop.collection.deck_editor import DeckEditor

        if not DeckEditor.confirm_quit(self, [w for i in range(self.tabs.count()) if isinstance(w := self.tabs.widget(i), DeckEditor)]):
            event.ignore()  # type: ignore[attr-defined]
            return
        if self._lan_session() is not None and self._game_in_progress():
            answer = QMessageBox.question(self, self.tr("Quit"), self.tr("Leave the LAN duel in progress and quit?"))
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()  # type: ignore[attr-defined]
                return
        if self.store is not None:
            self.store.close()
        if self.session is not None:
            self.session.stop()
        super().closeEvent(event)  # type: ignore[arg-type]
