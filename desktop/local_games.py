"""Games at this computer: starting them (a demo duel, a new game, a best of three, a saved game,
a rematch), keeping the one in progress in its journal as it is played, and what follows a
game's end (the result dialog, the next duel) — for a LAN duel too, whose figures the room sends."""

from __future__ import annotations

import random
import time
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from desktop import file_filters
from desktop.autosave import GameJournal, SavedGame, read_journal, set_aside
from desktop.dialogs.game_over import NEXT_DUEL, REMATCH, SAVE_REPLAY, START_PAGE, GameOverDialog, GameSummary
from desktop.dialogs.new_game import DEFAULT_BOT, NewGameDialog, NewGameSettings
from desktop.session import BOT, GOLDFISH, HUMAN, GameSession, Seat
from desktop.table_page import auto_pass_setting
from engine.core import replay
from engine.core.actions import Outcome
from engine.core.errors import DeckError, TapeteError
from engine.core.game import get_game
from engine.core.match import Match
from engine.core.state import State

if TYPE_CHECKING:
    from desktop.main_window import MainWindow


class LocalGames(QObject):
    """The games of ``window`` played at this computer, and the end of every game."""

    def __init__(self, window: "MainWindow") -> None:
        super().__init__(window)
        self.main = window
        self.journal = GameJournal()  # the local game in progress, kept as it is played
        self.match: Match | None = None
        self.match_settings: NewGameSettings | None = None
        self.game_started = time.monotonic()

    def start_demo(self, game: str) -> None:
        """Two clicks from launch: the game's first two demo decks against the bot."""
        if not self.main.leave_game():
            return
        self.start(NewGameSettings(game, get_game(game).demo_pair(), "bot", DEFAULT_BOT, random.randrange(1, 10**9), False))

    def new_game(self) -> None:
        if not self.main.leave_game():
            return
        store = self.main.store
        dialog = NewGameDialog(self.main, store=store.read if store is not None else None)
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
            QMessageBox.warning(self.main, self.tr("Illegal deck"), exc.message(self.main.lang))
            return False
        other = {"bot": Seat(BOT, settings.bot), "hotseat": Seat(HUMAN), "goldfish": Seat(GOLDFISH)}[settings.opponent]
        self.open_session(state, (Seat(HUMAN),) + (other,) * (len(settings.decks) - 1), settings.seed)
        return True

    def open_session(self, state: State, seats: tuple[Seat, ...], seed: int | str) -> None:
        """``state`` on the table, played by ``seats``, and kept in the journal as it goes."""
        session = GameSession(state, seats, seed, auto_pass=auto_pass_setting(self.main.settings), lang=self.main.lang)
        self.main.show_table(session, state.game, self.seat_names(seats))
        if self.match is not None:  # a best of three: the tab says which duel and the score
            wins = [sum(1 for r in self.match.results if r.winner == p) for p in (0, 1)]
            self.main.tabs.setTabText(0, self.tr("%1 · best of three, duel %2 (%3–%4)").replace("%1", state.game.title)
                                      .replace("%2", str(len(self.match.results) + 1)).replace("%3", str(wins[0]))
                                      .replace("%4", str(wins[1])))
        self._keep_journal(session, seed)
        self.game_started = time.monotonic()

    def seat_names(self, seats: tuple[Seat, ...]) -> tuple[str, ...]:
        names = {HUMAN: self.tr("Human"), BOT: self.tr("Bot"), GOLDFISH: self.tr("Goldfish")}
        return tuple(names[seat.kind] for seat in seats)

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
            self.main.statusBar().showMessage(self.tr("The game cannot be kept for later: %1").replace("%1", str(exc)), 8000)
            return False
        return True

    def resume_kept_game(self) -> None:
        """Resume the game the journal kept (read off the GUI thread)."""
        if not self.main.leave_game(replaces_kept=False):
            return
        self.main.setCursor(Qt.CursorShape.BusyCursor)

        def done(saved: object) -> None:
            self.main.unsetCursor()
            assert isinstance(saved, SavedGame)
            self.match = None
            self.open_session(saved.state, saved.seats, saved.seed)

        def failed(error: TapeteError) -> None:
            self.main.unsetCursor()
            set_aside(self.journal.path)
            QMessageBox.warning(self.main, self.tr("Cannot resume the game"), error.message(self.main.lang))
            self.main.show_start_page()

        self.main.files.read(partial(read_journal, self.journal.path), done, failed)

    def discard_kept_game(self) -> None:
        self.journal.discard()
        self.main.show_start_page()

    # ------------------------------------------------------------------ saved games and replays

    def open_game(self) -> None:
        if not self.main.leave_game():
            return
        path, _ = QFileDialog.getOpenFileName(self.main, self.tr("Open saved game"), "", file_filters.game_files())
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

    def watch_replay(self) -> None:
        """Replay the current game, or a saved one."""
        session = self.main.session
        state = session.state if isinstance(session, GameSession) else None
        if state is None or not state.history:
            path, _ = QFileDialog.getOpenFileName(self.main, self.tr("Open a replay"), "", file_filters.game_files())
            if not path:
                return
            self._read_game(path, self._show_replay)
            return
        self._show_replay(state)

    def _show_replay(self, state: object) -> None:
        from desktop.dialogs.replay_viewer import ReplayViewer

        assert isinstance(state, State)
        ReplayViewer(state, self.main.pixmaps, self.main.lang, self.main).exec()

    def _read_game(self, path: str | Path, then: Callable[[object], None]) -> None:
        """Read a save or replay off the GUI thread, then ``then(state)``; the window stays
        responsive (a busy cursor) meanwhile."""
        self.main.setCursor(Qt.CursorShape.BusyCursor)

        def done(state: object) -> None:
            self.main.unsetCursor()
            then(state)

        def failed(error: TapeteError) -> None:
            self.main.unsetCursor()
            QMessageBox.warning(self.main, self.tr("Cannot open the game"), error.message(self.main.lang))

        self.main.files.read(partial(replay.load, path), done, failed)

    # ------------------------------------------------------------------ the end of a game

    def finished(self, outcome: object) -> None:
        """The game ended: the journal is done with, and the result dialog says what next."""
        session, table = self.main.session, self.main.table
        assert isinstance(outcome, Outcome) and session is not None and table is not None
        session.stop_passing()
        if isinstance(session, GameSession):
            self.journal.discard()
            score, duel, match_over, match_winner = self._duel_result(session)
            humans = [i for i, seat in enumerate(session.seats) if not seat.automatic]
            viewer = humans[0] if len(humans) == 1 else None
            can_rematch = "scenario" not in session.state.setup.params
        else:
            score, duel, match_over, match_winner = self.main.lan.match_result()
            viewer, can_rematch = session.viewer, False
        turns = table.scene.observation.turn if table.scene.observation is not None else 0
        summary = GameSummary(outcome, viewer, turns, time.monotonic() - self.game_started, table.names, score,
                              match_over, can_rematch=can_rematch, duel=duel, match_winner=match_winner)
        dialog = GameOverDialog(summary, self.main.lang, self.main)
        dialog.finished.connect(lambda _code: self._after_game(dialog.choice))
        dialog.open()

    def _duel_result(self, session: GameSession) -> tuple[tuple[int, ...], int, bool, int | None]:
        """The score, the duel's number, whether the match is over and its winner (a single game:
        no score, over); a duel of a best of three is written in the log."""
        if self.match is None:
            return (), 0, True, None
        self.match.state = session.state
        result = self.match.finish_duel()
        log = self.main.table.log if self.main.table is not None else None
        winner = self.tr("draw") if result.winner is None else f"P{result.winner + 1}"
        if log is not None:
            log.add(self.tr("Duel %1: %2").replace("%1", str(result.number)).replace("%2", winner))
        score = tuple(sum(1 for r in self.match.results if r.winner == p) for p in (0, 1))
        if self.match.over and log is not None:
            final = self.tr("draw") if self.match.winner is None else f"P{self.match.winner + 1}"
            log.add(self.tr("Match over: %1").replace("%1", final))
        return score, result.number, self.match.over, self.match.winner

    def _after_game(self, choice: str) -> None:
        if choice == SAVE_REPLAY and self.main.table is not None:
            self.main.table.save_game()
        if self.match is not None and not self.match.over and choice in (NEXT_DUEL, SAVE_REPLAY):
            self._next_duel()
        elif choice == REMATCH:
            self.rematch()
        elif choice == START_PAGE:
            self.main.show_start_page()

    def _next_duel(self) -> None:
        session = self.main.session
        assert self.match is not None and isinstance(session, GameSession)
        chooser = self.match.chooser or 0
        first = chooser
        if not session.seats[chooser].automatic:
            answer = QMessageBox.question(self.main, self.tr("Next duel"), self.tr("You lost the duel. Do you want to start the next one?"))
            first = chooser if answer == QMessageBox.StandardButton.Yes else 1 - chooser
        state = self.match.choose_first(chooser, first)
        self.open_session(state, session.seats, f"{self.match.seed}:{len(self.match.results)}")

    def rematch(self) -> None:
        """The same decks and seats again, with a new shuffle."""
        session = self.main.session
        if not isinstance(session, GameSession):
            return
        if self.match is not None and self.match_settings is not None:  # a new best of three, the same decks
            self.start(replace(self.match_settings, seed=random.randrange(1, 10**9)))
            return
        state = session.state
        game = state.game
        decks = [game.deck_from_codes(codes, f"Mazo {i + 1}") for i, codes in enumerate(state.setup.decks)]
        seed = random.randrange(1, 10**9)
        try:
            fresh = game.new_initial_state(decks, seed, dict(state.setup.params))
        except TapeteError as exc:
            QMessageBox.warning(self.main, self.tr("Rematch"), exc.message(self.main.lang))
            return
        self.match = None
        self.open_session(fresh, session.seats, seed)
