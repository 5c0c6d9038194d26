"""The table page: one game in play (a ``Session``, local or LAN) laid out on the felt, with the
phase strip, the prompt bar, and the docks beside it (the card, the players, the chain, the log
and the chat). It renders the viewer's observations and sends what the player does; it knows
nothing of bots, journals, matches or the network."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSettings, Qt, Signal
from PySide6.QtWidgets import QDockWidget, QFileDialog, QLabel, QMainWindow, QMenu, QMessageBox, QTabWidget, QVBoxLayout, QWidget

from desktop import file_filters
from desktop.passing import load_stops, save_stops
from desktop.pixmaps import CardPixmaps
from desktop.play_session import Session
from desktop.store_service import StoreService
from desktop.table.layout import load_layout
from desktop.table.scene import TableScene
from desktop.table.view import TableView
from desktop.widgets.card_actions import CardActions
from desktop.widgets.log import ChatBox, LogView
from desktop.widgets.log_words import LogWords
from desktop.widgets.panels import ChainPanel, PlayersPanel, ZoomPanel
from desktop.widgets.phase_strip import PhaseStrip
from desktop.widgets.prompt_bar import PromptBar
from engine.core.actions import Event
from engine.core.errors import text_of
from engine.core.game import Game
from engine.core.gestures import Gesture
from engine.core.observation import CardView, Observation


def auto_pass_setting(settings: QSettings) -> bool:
    """Whether the player lets the table pass when passing is the only answer (Preferences)."""
    return bool(settings.value("auto_pass", True, type=bool))


class TablePage(QWidget):
    """The table of ``session``: its widgets in the window's language, its docks in ``window``."""

    status = Signal(str, int)  # a message for the status bar, and for how long (ms)
    undo_possible = Signal(bool)  # whether Undo may be used now

    def __init__(self, session: Session, game: Game, names: tuple[str, ...], window: QMainWindow,
                 pixmaps: CardPixmaps, lang: str, settings: QSettings, store: StoreService | None) -> None:
        super().__init__()
        self.session = session
        self.game = game
        self.names = names
        self.main = window
        self.pixmaps = pixmaps
        self.lang = lang
        self.settings = settings
        self.store = store
        self.docks: list[QDockWidget] = []
        self.sources: dict[int, str] = {}
        self.card_actions: CardActions | None = None  # the click and keyboard paths of the table
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(0)
        self._build()
        session.observation_changed.connect(self.show_observation)
        session.passing_changed.connect(self._passing)  # a local or a LAN seat passes alike
        session.passing_stopped.connect(self._passing_stopped)
        session.events_happened.connect(self._remember_sources)
        session.refused.connect(self.show_refusal)
        session.error.connect(self.show_error)
        session.thinking_changed.connect(self._thinking)

    def _build(self) -> None:
        """The table's widgets in ``lang``, tied to the session (again after a language switch:
        the old widgets go, and with them their ties to the session)."""
        session, game = self.session, self.game
        self.table_layout = layout = load_layout(game.name)
        self.scene = TableScene(game, layout, self.pixmaps, self.lang, self.names)
        self.view = TableView(self.scene)
        self.prompt_bar = PromptBar(self.lang, layout.words)
        stops = self._kept_stops(game.name)
        self.phase_bar = PhaseStrip(layout, self.lang, stops)
        session.stops = stops
        self.phase_bar.stops_changed.connect(self._set_stops)
        self.phase_bar.auto_pass.setChecked(session.auto_pass)
        self.phase_bar.auto_pass.toggled.connect(self._set_auto_pass)
        if self.phase_bar.only_at_stops is not None:  # Magic: priority passed wherever no stop is set
            self.phase_bar.only_at_stops.setChecked(bool(self.settings.value("only_at_stops", False, type=bool)))
            session.only_at_stops = self.phase_bar.only_at_stops.isChecked()
            self.phase_bar.only_at_stops.toggled.connect(self._set_only_at_stops)
        self.players = PlayersPanel(game, self.names, lang=self.lang)
        self.chain = ChainPanel(self.lang, layout.words)
        self.zoom = ZoomPanel(game, self.pixmaps)
        self.log = LogView(LogWords(game, layout, self.lang))
        self.chat = ChatBox()
        for widget in (self.phase_bar, self.view, self.prompt_bar):
            self.column.addWidget(widget, 1 if widget is self.view else 0)
        self._docks()
        self.scene.gesture_made.connect(self.gesture)
        self.scene.card_hovered.connect(self.zoom.show_card)
        self.zoom.merged_cards = self.scene.merged_cards
        self.scene.context_requested.connect(self.card_menu)
        self.scene.selection_changed.connect(self.prompt_bar.set_selection)
        self.prompt_bar.gesture_made.connect(self.gesture)
        # click and keyboard paths to every action (after show_observation: it sees the new table)
        if self.card_actions is not None:
            self.card_actions.deleteLater()
        self.card_actions = CardActions(session, game, self.scene, self.view, self.prompt_bar, self.refresh,
                                        self.lang, self)
        self.card_actions.status.connect(lambda text: self.status.emit(text, 5000))
        self.prompt_bar.can_pass_until = True
        self.prompt_bar.pass_until_requested.connect(self.pass_until)
        self.prompt_bar.stop_passing_requested.connect(self.escape)
        session.events_happened.connect(self.log.add_events)
        session.events_happened.connect(self.chain.show_resolution)
        self.players.manual_requested.connect(self.manual)
        session.log_line.connect(self.log.add)

    def _docks(self) -> None:
        """The card and the players beside the table, the log and the chat below them."""
        self.remove_docks()
        side = QTabWidget()
        info = QWidget()
        column = QVBoxLayout(info)
        column.addWidget(self.players)
        self.chain_title = QLabel(self.table_layout.chain_title(self.lang))
        column.addWidget(self.chain_title)
        column.addWidget(self.chain)
        side.addTab(self.zoom, self.tr("Card"))
        side.addTab(info, self.tr("Players"))
        right = QDockWidget(self.tr("Table"), self.main)
        right.setWidget(side)
        right.setObjectName("dock:side")
        bottom_tabs = QTabWidget()
        bottom_tabs.addTab(self.log, self.tr("Log"))
        bottom_tabs.addTab(self.chat, self.tr("Chat"))
        bottom = QDockWidget(self.tr("Log"), self.main)
        bottom.setWidget(bottom_tabs)
        bottom.setObjectName("dock:log")
        self.main.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, right)
        self.main.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, bottom)
        self.main.resizeDocks([right, bottom], [228, 228], Qt.Orientation.Horizontal)  # the table keeps the width
        self.docks = [right, bottom]

    def remove_docks(self) -> None:
        """Take the table's docks off the window (the table is going, or being built again)."""
        for dock in self.docks:
            self.main.removeDockWidget(dock)
            dock.deleteLater()
        self.docks = []

    def show_docks(self, shown: bool) -> None:
        for dock in self.docks:
            dock.setVisible(shown)

    def retranslate(self, lang: str) -> None:
        """The table again in ``lang``: the log keeps what it said and says what comes next in
        ``lang``, the chat keeps its lines."""
        self.lang = lang
        self.session.lang = lang
        said, chat = self.log.toPlainText(), self.chat.history.toPlainText()
        for widget in (self.phase_bar, self.view, self.prompt_bar):
            self.column.removeWidget(widget)
            widget.deleteLater()
        self._build()
        self.log.setPlainText(said)
        self.log.verticalScrollBar().setValue(self.log.verticalScrollBar().maximum())  # the latest lines in view
        self.chat.history.setPlainText(chat)
        self.refresh()

    # ------------------------------------------------------------------ the game's signals

    def show_observation(self, observation: Observation) -> None:
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
        self.undo_possible.emit(self.session.can_undo())

    def refresh(self) -> None:
        self.show_observation(self.session.observation())

    def _remember_sources(self, events: list[Event]) -> None:
        """Where cards came from in the last events: new cards fly in from there."""
        self.sources = {e.card: e.src for e in events if e.card is not None and e.src}

    def gesture(self, gesture: Gesture) -> None:
        twin = self.card_actions.twin_action(gesture) if self.card_actions is not None else None
        if twin is not None:  # a copy of the card the engine listed: the same action
            self.session.perform(twin)
            return
        self.session.perform_gesture(gesture)

    def show_refusal(self, text: str) -> None:
        self.status.emit(text, 8000)
        self.refresh()

    def show_error(self, text: str) -> None:
        self.log.add(f"‼ {text}")
        QMessageBox.critical(self, self.tr("Engine error"),
                             self.tr("The engine reported an error; the game was kept and can be saved.\n\n%1").replace("%1", text))

    def _thinking(self, thinking: bool) -> None:
        self.scene.set_thinking(thinking)  # the bot's seat plate says it is thinking
        self.prompt_bar.show_prompt(self.session.observation(), self.session.legal_gestures(), thinking)

    # ------------------------------------------------------------------ stops and passing

    def _kept_stops(self, game: str) -> frozenset[str]:
        """The stops kept for ``game`` in the store's settings (else where an older Tapete kept
        them, the settings file)."""
        if self.store is not None and (kept := load_stops(self.store.read.conn, game)) is not None:
            return kept
        # type=list: a list of one stop comes back from the settings file as a bare string
        saved = self.settings.value(f"stops/{game}", [], type=list)
        return frozenset(str(s) for s in saved) if isinstance(saved, list) else frozenset()

    def _set_stops(self, stops: frozenset[str]) -> None:
        self.session.stops = stops
        game = self.game.name
        if self.store is not None:
            self.store.submit(lambda store: save_stops(store.conn, game, stops), what="settings")
        else:
            self.settings.setValue(f"stops/{game}", sorted(stops))

    def _set_auto_pass(self, on: bool) -> None:
        self.settings.setValue("auto_pass", on)
        self.session.auto_pass = on

    def set_auto_pass(self, on: bool) -> None:
        """Auto-pass as Preferences now say it."""
        self.session.auto_pass = on
        self.phase_bar.auto_pass.setChecked(on)

    def _set_only_at_stops(self, on: bool) -> None:
        self.settings.setValue("only_at_stops", on)
        self.session.only_at_stops = on

    def pass_until(self, mode: str) -> None:
        """F4, F6, F9: pass priority until the end of the turn, the next stop, my next turn."""
        if mode == "stop" and not self.session.stops:
            self.status.emit(self.tr("No stop is set: click a step on the phase strip above the table to stop there"), 8000)
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
            self.status.emit(texts[reason], 8000)

    # ------------------------------------------------------------------ the keyboard and the menus

    def question_seen(self) -> bool:
        """Whether the question drawn in the prompt bar is the game's current one
        (``PromptBar.drawn``): the keys that answer act only then (``MainWindow``)."""
        return self.prompt_bar.drawn(self.session.observation())

    def press_primary(self) -> None:
        name = self.prompt_bar.primary()
        if name is not None:
            self.gesture(Gesture(button=name))

    def escape(self) -> None:
        """Esc: close a card's menu or leave its target question, stop passing, clear the selection."""
        if self.card_actions is not None and self.card_actions.cancel():
            return
        if self.session.passing is not None:
            self.session.stop_passing()
            return
        self.clear_selection()

    def clear_selection(self) -> None:
        if self.scene.selecting:
            self.scene.set_selecting(True)
            self.prompt_bar.set_selection(())

    def focus(self, step: int) -> None:
        """Tab / Shift+Tab: the next card to act with, shown in the card panel as a hovered card is."""
        card = self.card_actions.focus(step) if self.card_actions is not None else None
        if card is not None and card in self.scene.cards:
            self.zoom.show_card(self.scene.cards[card].view)

    def activate_focused(self) -> None:
        if self.card_actions is not None:
            self.card_actions.activate_focused()

    def focused_menu(self) -> None:
        if self.scene.focused in self.scene.cards:
            item = self.scene.cards[self.scene.focused]
            point = self.view.mapToGlobal(self.view.mapFromScene(item.scenePos()))
            self.card_menu(item.view, point)

    def undo(self) -> None:
        if self.session.can_undo():
            self.session.undo()

    def concede(self) -> None:
        """Concede the game, once the player confirms it (a menu entry is easily hit)."""
        if self.session.state.is_terminal():
            return
        answer = QMessageBox.question(self, self.tr("Concede"), self.tr("Concede this game? It counts as a loss."))
        if answer == QMessageBox.StandardButton.Yes:
            self.session.perform_text("concede")

    def save_game(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), "", file_filters.game_files())
        if path:
            try:
                self.session.save(path)
            except ValueError as exc:  # a LAN duel still in progress
                self.status.emit(text_of(exc).get(self.lang), 8000)
                return
            self.status.emit(self.tr("Saved to %1").replace("%1", path), 5000)

    def card_menu(self, view: CardView, screen_pos: QPoint) -> None:
        """Legal actions for the card, then manual actions (logged as manual)."""
        menu = QMenu(self)
        if self.card_actions is not None:
            self.card_actions.open_menu(view.id, menu=menu)  # its actions in words, as a click lists them
        manual = menu.addMenu(self.tr("Manual"))
        ref = f"@{view.zone}.{[c.id for z in self.session.observation().zones for c in z.cards if z.key == view.zone].index(view.id) + 1}"
        move = manual.addMenu(self.tr("Move to"))
        for owner, spec in self.session.state.zone_table:
            if owner is None:
                continue
            key = f"P{owner + 1}.{spec.name}"
            label = f"P{owner + 1} · {spec.label_en if self.lang == 'en' else spec.label}"
            entry = move.addAction(label)
            entry.triggered.connect(lambda _=False, k=key: self.manual(f"manual move {ref} to {k}"))
        for text, command in ((self.tr("Flip"), f"manual flip {ref}"), (self.tr("Rotate"), f"manual rotate {ref}"),
                              (self.tr("Add a counter"), f"manual counter {ref} contador +1"),
                              (self.tr("Remove a counter"), f"manual counter {ref} contador -1")):
            entry = manual.addAction(text)
            entry.triggered.connect(lambda _=False, c=command: self.manual(c))
        menu.exec(screen_pos)

    def manual(self, text: str) -> None:
        """A manual action in notation, for the viewer (a LAN host parses and checks it; a
        notation problem is shown as a refusal)."""
        self.session.perform_text(text)
