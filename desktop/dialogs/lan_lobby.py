"""The LAN lobby: rooms found on the network, joining by address, hosting a room, or coming back
to a match a crashed window left unfinished (rejoining its room, or resuming the room it hosted)."""

from __future__ import annotations

import asyncio
from functools import partial

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop import file_filters, i18n
from desktop.file_reader import FileReader
from desktop.net_session import LanChoice, NetLoop, Unfinished, unfinished
from engine.core.deck import Deck
from engine.core.errors import TapeteError, text_of
from engine.core.game import game_names, get_game
from engine.formats.decks.playable import playable_deck
from engine.formats.game_cards import to_engine_deck
from engine.net import DEFAULT_PORT
from engine.net.discovery import Browser, RoomInfo
from engine.net.host import RoomSettings
from engine.store import Store


class LanLobbyDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, net: NetLoop | None = None, name: str = "",
                 store: Store | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.files: dict[int, Deck] = {}  # decks loaded from files, by the id of their box
        self.reader = FileReader(self)  # deck files are parsed off the GUI thread
        self.setWindowTitle(self.tr("LAN game"))
        self.resize(640, 480)
        self.net = net
        self.browser: Browser | None = None
        self.rooms: list[RoomInfo] = []
        self.tabs = QTabWidget()
        self.join_tab = self._join_page()
        self.host_tab = self._host_page()
        self.tabs.addTab(self.join_tab, self.tr("Join a room"))
        self.tabs.addTab(self.host_tab, self.tr("Host a room"))
        self.unfinished: list[Unfinished] = unfinished()
        self.back_tab = self._back_page()
        if self.unfinished:  # a window crashed mid-match: offer to go back first
            self.tabs.insertTab(0, self.back_tab, self.tr("Unfinished games"))
            self.tabs.setCurrentIndex(0)
        self.name = QLineEdit(name or self.tr("Player"))
        self.name.setMaxLength(40)
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText(self.tr("none"))
        shared = QFormLayout()
        shared.addRow(self.tr("Your name"), self.name)
        shared.addRow(self.tr("Password"), self.password)
        self.problem = QLabel()
        self.problem.setStyleSheet("color:#c0392b;")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Go"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(self.tabs)
        column.addLayout(shared)
        column.addWidget(self.problem)
        column.addWidget(buttons)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.refresh)
        if net is not None:
            self._start_browsing(net)

    # ------------------------------------------------------------------ pages

    def _join_page(self) -> QWidget:
        page = QWidget()
        self.room_list = QTreeWidget()
        self.room_list.setRootIsDecorated(False)
        self.room_list.setHeaderLabels([self.tr("Room"), self.tr("Game"), self.tr("Players"), self.tr("Format"),
                                        self.tr("Password"), self.tr("Address")])
        self.room_list.itemSelectionChanged.connect(self._room_chosen)
        self.room_list.itemDoubleClicked.connect(lambda *_: self.accept())
        self.searching = QLabel(self.tr("Looking for rooms on your network…"))
        self.address = QLineEdit()
        self.address.setPlaceholderText(self.tr("192.168.1.20:%1").replace("%1", str(DEFAULT_PORT)))
        self.join_game = self._game_box()
        self.join_deck = QComboBox()
        self.join_game.currentIndexChanged.connect(lambda: self._fill_decks(self.join_game, self.join_deck))
        self.join_deck.activated.connect(lambda index: self._maybe_file(self.join_game, self.join_deck, index))
        self.spectate = QCheckBox(self.tr("Watch as a spectator"))
        form = QFormLayout()
        form.addRow(self.tr("Address"), self.address)
        form.addRow(self.tr("Game"), self.join_game)
        form.addRow(self.tr("Your deck"), self.join_deck)
        form.addRow("", self.spectate)
        column = QVBoxLayout(page)
        column.addWidget(self.searching)
        column.addWidget(self.room_list, 1)
        column.addLayout(form)
        self._fill_decks(self.join_game, self.join_deck)
        return page

    def _host_page(self) -> QWidget:
        page = QWidget()
        self.room_name = QLineEdit(self.tr("My table"))
        self.room_name.setMaxLength(40)
        self.host_game = self._game_box()
        self.host_deck = QComboBox()
        self.host_game.currentIndexChanged.connect(lambda: self._fill_decks(self.host_game, self.host_deck))
        self.host_deck.activated.connect(lambda index: self._maybe_file(self.host_game, self.host_deck, index))
        self.best_of = QComboBox()
        self.best_of.addItem(self.tr("Single duel"), 1)
        self.best_of.addItem(self.tr("Best of three"), 3)
        self.turn_seconds = QSpinBox()
        self.turn_seconds.setRange(0, 3600)
        self.turn_seconds.setSingleStep(30)
        self.turn_seconds.setSpecialValueText(self.tr("No limit"))
        self.turn_seconds.setSuffix(self.tr(" s"))
        self.undo = QCheckBox(self.tr("Players may ask to undo"))
        self.spectators = QCheckBox(self.tr("Spectators allowed"))
        self.spectators.setChecked(True)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        form = QFormLayout(page)
        form.addRow(self.tr("Room name"), self.room_name)
        form.addRow(self.tr("Game"), self.host_game)
        form.addRow(self.tr("Your deck"), self.host_deck)
        form.addRow(self.tr("Format"), self.best_of)
        form.addRow(self.tr("Time per decision"), self.turn_seconds)
        form.addRow("", self.undo)
        form.addRow("", self.spectators)
        form.addRow(self.tr("Port"), self.port)
        self._fill_decks(self.host_game, self.host_deck)
        return page

    def _back_page(self) -> QWidget:
        page = QWidget()
        self.back_list = QTreeWidget()
        self.back_list.setRootIsDecorated(False)
        self.back_list.setHeaderLabels([self.tr("Room"), self.tr("Game"), self.tr("You"), self.tr("Where")])
        self.back_list.itemDoubleClicked.connect(lambda *_: self.accept())
        discard = QPushButton(self.tr("Forget this game"))
        discard.clicked.connect(self.discard_unfinished)
        column = QVBoxLayout(page)
        column.addWidget(QLabel(self.tr("These LAN games did not finish (the window closed): go back to one.")))
        column.addWidget(self.back_list, 1)
        column.addWidget(discard, 0, Qt.AlignmentFlag.AlignRight)
        self._fill_unfinished()
        return page

    def _fill_unfinished(self) -> None:
        self.back_list.clear()
        for entry in self.unfinished:
            info = entry.session or {}
            if entry.problem:
                row = [entry.path.name, "", "", entry.problem]
            elif info.get("mode") == "host":
                row = [str(info.get("room", "")), self._title(info["game"]), self.tr("Host: %1").replace("%1", info["name"]),
                       self.tr("resumes from %1").replace("%1", str(info.get("journal", "")))]
            else:
                row = ["", self._title(info["game"]), info["name"], str(info.get("address", ""))]
            self.back_list.addTopLevelItem(QTreeWidgetItem(row))
        first = self.back_list.topLevelItem(0)
        if first is not None:
            first.setSelected(True)
        for column in range(4):
            self.back_list.resizeColumnToContents(column)

    def _title(self, game: str) -> str:
        return get_game(game).title if game in game_names() else game

    def _chosen_unfinished(self) -> Unfinished | None:
        items = self.back_list.selectedItems()
        index = self.back_list.indexOfTopLevelItem(items[0]) if items else -1
        return self.unfinished[index] if 0 <= index < len(self.unfinished) else None

    def discard_unfinished(self) -> None:
        """Forget the chosen unfinished game (its seat file goes)."""
        entry = self._chosen_unfinished()
        if entry is None:
            return
        entry.path.unlink(missing_ok=True)
        self.unfinished.remove(entry)
        self._fill_unfinished()

    def _game_box(self) -> QComboBox:
        box = QComboBox()
        for name in game_names():
            box.addItem(get_game(name).title, name)
        return box

    def _fill_decks(self, games: QComboBox, decks: QComboBox) -> None:
        """The game's demo decks, the saved ones, and a deck file."""
        game = get_game(games.currentData())
        decks.clear()
        for name in game.demo_decks():
            decks.addItem(name, name)
        for info in self.store.list_decks(game.name) if self.store is not None else []:
            decks.addItem(self.tr("%1 (saved)").replace("%1", info.name), f"store:{info.id}")
        decks.addItem(self.tr("From file…"), "file")
        self.files.pop(id(decks), None)

    def _maybe_file(self, games: QComboBox, box: QComboBox, index: int) -> None:
        if box.itemData(index) != "file":
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open deck"), "", file_filters.deck_files())
        if path:
            self.load_file(games, box, path)

    def load_file(self, games: QComboBox, box: QComboBox, path: str) -> None:
        """Use a deck file, parsed on a worker thread (``reader``: a large or hostile file never
        freezes the lobby); a broken file is explained and nothing changes."""
        game = str(games.currentData())
        self.setCursor(Qt.CursorShape.BusyCursor)
        store = str(self.store.path) if self.store is not None else None  # the player's own cards, read there
        self.reader.read(partial(playable_deck, path, get_game(game), store), partial(self._file_loaded, games, box, game),
                         self._file_failed)

    def _file_loaded(self, games: QComboBox, box: QComboBox, game: str, deck: object) -> None:
        self.unsetCursor()
        assert isinstance(deck, Deck)
        if games.currentData() != game:  # another game was chosen meanwhile: its decks stay
            return
        self.files[id(box)] = deck
        box.insertItem(0, deck.name, "loaded")
        box.setCurrentIndex(0)
        self.problem.setText("")

    def _file_failed(self, error: TapeteError) -> None:
        self.unsetCursor()
        self.problem.setText(error.message(i18n.current()))

    def _deck(self, games: QComboBox, box: QComboBox) -> Deck | None:
        """The chosen deck, checked against the game's construction rules."""
        game = get_game(games.currentData())
        data = box.currentData()
        try:
            if data == "loaded":
                deck = self.files[id(box)]
            elif isinstance(data, str) and data.startswith("store:") and self.store is not None:
                deck = to_engine_deck(game, self.store.load_deck(int(data[6:])))
            elif data in game.demo_decks():
                deck = game.demo_decks()[data]
            else:
                self.problem.setText(self.tr("Choose your deck."))
                return None
        except (TapeteError, KeyError) as exc:
            self.problem.setText(text_of(exc).get(i18n.current()))
            return None
        problems = [v.describe(i18n.current()) for v in game.validate_deck(deck)]
        if problems:
            self.problem.setText("\n".join(problems[:6]))
            return None
        return deck

    # ------------------------------------------------------------------ rooms on the network

    def _start_browsing(self, net: NetLoop) -> None:
        browser = Browser()

        async def listen() -> None:
            await browser.start()

        try:
            net.run(listen(), 5)
        except OSError as exc:
            self.searching.setText(self.tr("Rooms cannot be listed here (%1): join by address.").replace("%1", str(exc)))
            return
        self.browser = browser
        self.timer.start(1000)

    def refresh(self) -> None:
        if self.browser is None or self.net is None:
            return
        browser = self.browser

        async def rooms() -> list[RoomInfo]:
            return browser.rooms()

        try:
            self.show_rooms(self.net.run(rooms(), 2))
        except (TimeoutError, asyncio.TimeoutError):
            pass

    def show_rooms(self, rooms: list[RoomInfo]) -> None:
        """List ``rooms`` (keeping the selection when the same room is still there)."""
        chosen = self._chosen()
        self.rooms = rooms
        self.room_list.clear()
        for room in rooms:
            players = ", ".join(room.players) or "—"
            free = self.tr("%1 free").replace("%1", str(room.free))
            fmt = self.tr("Best of three") if room.best_of == 3 else self.tr("Single duel")
            game = get_game(room.game).title if room.game in game_names() else room.game
            locked = self.tr("yes") if room.password else ""
            item = QTreeWidgetItem([room.name, game, f"{players} ({free})", fmt, locked, f"{room.address}:{room.port}"])
            self.room_list.addTopLevelItem(item)
            if chosen is not None and (room.address, room.port) == (chosen.address, chosen.port):
                item.setSelected(True)
        for column in range(6):
            self.room_list.resizeColumnToContents(column)
        self.searching.setText(self.tr("Rooms on your network (they appear by themselves):") if rooms
                               else self.tr("Looking for rooms on your network…"))

    def _chosen(self) -> RoomInfo | None:
        items = self.room_list.selectedItems()
        if not items:
            return None
        index = self.room_list.indexOfTopLevelItem(items[0])
        return self.rooms[index] if 0 <= index < len(self.rooms) else None

    def _room_chosen(self) -> None:
        room = self._chosen()
        if room is None:
            return
        self.address.setText(f"{room.address}:{room.port}")
        index = self.join_game.findData(room.game)
        if index >= 0:
            self.join_game.setCurrentIndex(index)

    # ------------------------------------------------------------------ the answer

    def choice(self) -> LanChoice | None:
        name = self.name.text().strip() or self.tr("Player")
        password = self.password.text()
        if self.tabs.currentWidget() is self.back_tab:
            entry = self._chosen_unfinished()
            if entry is None or entry.session is None:
                self.problem.setText(entry.problem if entry is not None else self.tr("Choose a game to go back to."))
                return None
            mode = "resume" if entry.session["mode"] == "host" else "rejoin"
            return LanChoice(mode, entry.session["game"], entry.session["name"], None, seat_file=entry.path)
        if self.tabs.currentWidget() is self.host_tab:
            game = self.host_game.currentData()
            deck = self._deck(self.host_game, self.host_deck)
            if deck is None:
                return None
            room = RoomSettings(game, self.room_name.text().strip() or name, int(self.best_of.currentData()),
                                self.turn_seconds.value(), self.undo.isChecked(), self.spectators.isChecked())
            return LanChoice("host", game, name, deck.to_codes(), password, room=room, port=self.port.value(),
                             cards=get_game(game).own_records(deck))
        address = self.address.text().strip()
        if not address:
            self.problem.setText(self.tr("Choose a room or write its address (host:port)."))
            return None
        if ":" not in address:
            address = f"{address}:{DEFAULT_PORT}"
        game = self.join_game.currentData()
        listed = self._chosen()
        if listed is not None and listed.password and not password and f"{listed.address}:{listed.port}" == address:
            self.problem.setText(self.tr("This room asks for a password."))
            return None
        deck = None if self.spectate.isChecked() else self._deck(self.join_game, self.join_deck)
        if deck is None and not self.spectate.isChecked():
            return None
        return LanChoice("join", game, name, deck.to_codes() if deck else None, password, address=address,
                         spectate=self.spectate.isChecked(), cards=get_game(game).own_records(deck) if deck else [])

    def accept(self) -> None:
        if self.choice() is not None:
            super().accept()

    def done(self, result: int) -> None:
        self.timer.stop()
        if self.browser is not None:
            self.browser.stop() if self.net is None else self.net.loop.call_soon_threadsafe(self.browser.stop)
            self.browser = None
        super().done(result)
