"""The LAN lobby: rooms found on the network, joining by address, or hosting a room."""

from __future__ import annotations

import asyncio

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.net_session import LanChoice, NetLoop
from engine.core.game import game_names, get_game
from engine.net import DEFAULT_PORT
from engine.net.discovery import Browser, RoomInfo
from engine.net.host import RoomSettings


class LanLobbyDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, net: NetLoop | None = None, name: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("LAN game"))
        self.resize(640, 480)
        self.net = net
        self.browser: Browser | None = None
        self.rooms: list[RoomInfo] = []
        self.tabs = QTabWidget()
        self.tabs.addTab(self._join_page(), self.tr("Join a room"))
        self.tabs.addTab(self._host_page(), self.tr("Host a room"))
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

    def _game_box(self) -> QComboBox:
        box = QComboBox()
        for name in game_names():
            box.addItem(get_game(name).title, name)
        return box

    def _fill_decks(self, games: QComboBox, decks: QComboBox) -> None:
        decks.clear()
        for name in get_game(games.currentData()).demo_decks():
            decks.addItem(name, name)

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
        if self.tabs.currentIndex() == 1:
            game = self.host_game.currentData()
            deck = get_game(game).demo_decks()[self.host_deck.currentData()]
            room = RoomSettings(game, self.room_name.text().strip() or name, int(self.best_of.currentData()),
                                self.turn_seconds.value(), self.undo.isChecked(), self.spectators.isChecked())
            return LanChoice("host", game, name, deck.to_codes(), password, room=room, port=self.port.value())
        address = self.address.text().strip()
        if not address:
            self.problem.setText(self.tr("Choose a room or write its address (host:port)."))
            return None
        if ":" not in address:
            address = f"{address}:{DEFAULT_PORT}"
        game = self.join_game.currentData()
        deck = get_game(game).demo_decks()[self.join_deck.currentData()]
        return LanChoice("join", game, name, deck.to_codes(), password, address=address,
                         spectate=self.spectate.isChecked())

    def accept(self) -> None:
        if self.choice() is not None:
            super().accept()

    def done(self, result: int) -> None:
        self.timer.stop()
        if self.browser is not None:
            self.browser.stop() if self.net is None else self.net.loop.call_soon_threadsafe(self.browser.stop)
            self.browser = None
        super().done(result)
