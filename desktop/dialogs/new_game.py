"""New game: game, a deck for each side, the opponent and the bot's level, the seed, single duel
or best of three."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from desktop import file_filters, i18n
from desktop.file_reader import FileReader
from engine.core.deck import Deck
from engine.core.errors import TapeteError
from engine.core.game import game_names, get_game
from engine.formats.decks.playable import playable_deck
from engine.formats.game_cards import to_engine_deck
from engine.store import Store

OPPONENTS = ("bot", "hotseat", "goldfish")
#: The bot a new game offers first (see ``engine.ai.bots.BOTS``).
DEFAULT_BOT = "normal"


@dataclass(frozen=True)
class NewGameSettings:
    game: str
    decks: tuple[Deck, ...]  # one per player: two, or up to the game's ``max_players``
    opponent: str  # "bot", "hotseat", "goldfish" (every opponent)
    bot: str  # a name in engine.ai.bots.BOTS: "easy", "normal", "hard" or "random"
    seed: int
    best_of_three: bool


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, game: str | None = None, store: Store | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(self.tr("New game"))
        self.files: dict[int, Deck] = {}
        self.reader = FileReader(self)  # deck files are parsed off the GUI thread
        self.game_box = QComboBox()
        for name in game_names():
            self.game_box.addItem(get_game(name).title, name)
        if game is not None:
            self.game_box.setCurrentIndex(max(0, self.game_box.findData(game)))
        self.players_box = QComboBox()
        # a deck row for each seat of the game that seats the most (Magic's Free-for-All)
        self.deck_boxes = [QComboBox() for _ in range(max(get_game(name).max_players for name in game_names()))]
        self.opponent_box = QComboBox()
        self.opponent_box.addItem(self.tr("Bot"), "bot")
        self.opponent_box.addItem(self.tr("Hot-seat: everyone at this computer"), "hotseat")
        self.opponent_box.addItem(self.tr("Solo: the opponent only passes"), "goldfish")
        self.level_box = QComboBox()
        self.level_box.addItem(self.tr("Easy: thinks briefly"), "easy")
        self.level_box.addItem(self.tr("Normal: up to a second per decision"), "normal")
        self.level_box.addItem(self.tr("Hard: thinks longer"), "hard")
        self.level_box.addItem(self.tr("Random: any legal move"), "random")
        self.level_box.setCurrentIndex(self.level_box.findData(DEFAULT_BOT))
        self.opponent_box.currentIndexChanged.connect(
            lambda _index: self.level_box.setEnabled(self.opponent_box.currentData() == "bot"))
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random"))
        self.format_box = QComboBox()
        self.format_box.addItem(self.tr("Single duel"), False)
        self.format_box.addItem(self.tr("Best of three"), True)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color:#c0392b;")
        form = QFormLayout(self)
        self.form = form
        form.addRow(self.tr("Game"), self.game_box)
        form.addRow(self.tr("Players"), self.players_box)
        form.addRow(self.tr("Your deck (P1)"), self.deck_boxes[0])
        form.addRow(self.tr("Opponent's deck (P2)"), self.deck_boxes[1])
        for side in range(2, len(self.deck_boxes)):
            form.addRow(self.tr("Deck of P%1").replace("%1", str(side + 1)), self.deck_boxes[side])
        form.addRow(self.tr("Opponents"), self.opponent_box)
        form.addRow(self.tr("Bot level"), self.level_box)
        form.addRow(self.tr("Seed"), self.seed)
        form.addRow(self.tr("Format"), self.format_box)
        form.addRow(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.game_box.currentIndexChanged.connect(self._fill_decks)
        self.players_box.currentIndexChanged.connect(self._show_seats)
        for side, box in enumerate(self.deck_boxes):
            box.activated.connect(lambda index, side=side: self._maybe_file(side, index))
        self._fill_decks()

    def players(self) -> int:
        return int(self.players_box.currentData() or 2)

    def _show_seats(self) -> None:
        """A deck row per player; a best of three is for two (a match, ``engine.core.match``)."""
        count = self.players()
        for side in range(2, len(self.deck_boxes)):
            self.form.setRowVisible(self.deck_boxes[side], side < count)
        self.format_box.setEnabled(count == 2)
        if count > 2:
            self.format_box.setCurrentIndex(0)

    def _fill_decks(self) -> None:
        game = get_game(self.game_box.currentData())
        self.players_box.blockSignals(True)
        self.players_box.clear()
        for count in range(2, game.max_players + 1):
            self.players_box.addItem(str(count), count)
        self.players_box.blockSignals(False)
        self.form.setRowVisible(self.players_box, game.max_players > 2)
        self._show_seats()
        demos = list(game.demo_decks())
        for side, box in enumerate(self.deck_boxes):
            box.clear()
            for name in demos:
                box.addItem(name, name)
            for info in self.store.list_decks(game.name) if self.store is not None else []:
                box.addItem(self.tr("%1 (saved)").replace("%1", info.name), f"store:{info.id}")
            box.addItem(self.tr("From file…"), "file")
            box.setCurrentIndex(side % max(1, len(demos)))
        self.files = {}

    def _maybe_file(self, side: int, index: int) -> None:
        box = self.deck_boxes[side]
        if box.itemData(index) != "file":
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open deck"), "", file_filters.deck_files())
        if path:
            self.load_file(side, path)

    def load_file(self, side: int, path: str) -> None:
        """Load a deck file for a side, parsed on a worker thread (``reader``: a large or hostile
        file never freezes the dialog); a broken file is explained and nothing changes."""
        game = get_game(self.game_box.currentData())
        self.setCursor(Qt.CursorShape.BusyCursor)
        store = str(self.store.path) if self.store is not None else None  # the player's own cards, read there
        self.reader.read(partial(playable_deck, path, game, store), partial(self._file_loaded, side, game.name), self._file_failed)

    def _file_loaded(self, side: int, game: str, deck: object) -> None:
        self.unsetCursor()
        assert isinstance(deck, Deck)
        if game != self.game_box.currentData():  # another game was chosen meanwhile: its decks stay
            return
        self.files[side] = deck
        box = self.deck_boxes[side]
        box.insertItem(0, deck.name, f"loaded:{side}")
        box.setCurrentIndex(0)
        self.problem.setText("")

    def _file_failed(self, error: TapeteError) -> None:
        self.unsetCursor()
        self.problem.setText(error.message(i18n.current()))

    def accept(self) -> None:
        settings = self.settings()
        if settings is None:
            return
        problems = []
        game = get_game(settings.game)
        for side, deck in enumerate(settings.decks):
            problems += [f"P{side + 1}: {v.describe(i18n.current())}" for v in game.validate_deck(deck)]
        if problems:
            self.problem.setText("\n".join(problems[:8]))
            return
        super().accept()

    def settings(self) -> NewGameSettings | None:
        game = get_game(self.game_box.currentData())
        demos = game.demo_decks()
        decks = []
        for side, box in enumerate(self.deck_boxes[: self.players()]):
            data = box.currentData()
            if isinstance(data, str) and data.startswith("loaded:"):
                decks.append(self.files[side])
            elif isinstance(data, str) and data.startswith("store:") and self.store is not None:
                try:
                    decks.append(to_engine_deck(game, self.store.load_deck(int(data[6:]))))
                except TapeteError as exc:
                    self.problem.setText(exc.message(i18n.current()))
                    return None
            elif data in demos:
                decks.append(demos[data])
            else:
                self.problem.setText(self.tr("Choose a deck for P%1.").replace("%1", str(side + 1)))
                return None
        text = self.seed.text().strip()
        try:
            seed = int(text) if text else random.randrange(1, 10**9)
        except ValueError:
            self.problem.setText(self.tr("The seed must be a whole number."))
            return None
        return NewGameSettings(game.name, tuple(decks), self.opponent_box.currentData(),
                               self.level_box.currentData(), seed,
                               bool(self.format_box.currentData()) and len(decks) == 2)
