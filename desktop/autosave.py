"""The local game in progress, saved as it is played: after a crash or a kill -9 the next start
offers to resume it exactly where it was.

The journal is a file of JSON lines in the user data folder: the first holds the game as a
replay's head does (game, seed, parameters, decks, the player's own cards) and who sits where;
then one line per action, in notation, appended and flushed as each is played. An undo rewrites
the file whole (atomically). A line torn by a kill is ignored, the actions before it are kept.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from desktop.session import Seat
from engine.core import replay
from engine.core.errors import LoadError
from engine.core.game import get_game
from engine.core.state import State
from engine.core.textfiles import write_text_atomic

KIND = "tapete-autosave"


def autosave_path() -> Path:
    """Where the game in progress is kept (``TAPETE_AUTOSAVE`` overrides it, for tests)."""
    override = os.environ.get("TAPETE_AUTOSAVE")
    return Path(override) if override else Path(platformdirs.user_data_dir("Tapete", "Tapete")) / "autosave" / "game.jsonl"


@dataclass(frozen=True)
class SavedGame:
    """A game read back from the journal: its state, who sat where, and a line to show."""

    state: State
    seats: tuple[Seat, ...]
    seed: int | str


class GameJournal:
    """Keeps the journal of one local game up to date."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or autosave_path()

    def start(self, state: State, seats: tuple[Seat, ...], seed: int | str) -> None:
        """Write the journal of ``state`` whole: its setup, seats and every action so far."""
        head = json.loads(replay.to_text(state))
        actions = head.pop("actions")
        for key in ("state_hash", "outcome"):
            head.pop(key, None)
        head.update(kind=KIND, seats=[[seat.kind, seat.bot] for seat in seats], session_seed=seed)
        lines = [json.dumps(head, ensure_ascii=False)] + [json.dumps(entry, ensure_ascii=False) for entry in actions]
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(self.path, "\n".join(lines) + "\n")

    def append(self, player: int, text: str) -> None:
        """Add one action (flushed to disk before returning)."""
        if not self.path.exists():
            return
        with open(self.path, "a", encoding="utf-8", newline="") as handle:
            handle.write(json.dumps({"player": player, "action": text}, ensure_ascii=False) + "\n")
            handle.flush()
            os.fsync(handle.fileno())

    def discard(self) -> None:
        self.path.unlink(missing_ok=True)


def read_journal(path: Path | None = None) -> SavedGame:
    """The game the journal describes; ``LoadError`` names the line of any problem."""
    path = path or autosave_path()
    try:
        raw = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise LoadError(str(path), f"no se puede leer: {exc}", None) from None
    lines = raw.split("\n")
    if lines and not raw.endswith("\n"):
        lines = lines[:-1]  # the last line was torn by a kill: the actions before it are kept
    head = _json_line(path, lines, 0)
    if not isinstance(head, dict) or head.get("kind") != KIND:
        raise LoadError(str(path), "no es una partida guardada automáticamente por Tapete", 1)
    seats = _seats(path, head.get("seats"))
    actions = [_json_line(path, lines, index) for index in range(1, len(lines)) if lines[index].strip()]
    data: dict[str, Any] = {key: value for key, value in head.items() if key not in ("kind", "seats", "session_seed")}
    data["actions"] = actions
    state = replay.loads(json.dumps(data, ensure_ascii=False, indent=0), str(path))
    if len(seats) != state.num_players:
        raise LoadError(str(path), f"«seats» tiene {len(seats)} asientos y la partida {state.num_players} jugadores", 1)
    seed = head.get("session_seed", state.setup.seed)
    return SavedGame(state, seats, seed if isinstance(seed, (int, str)) else state.setup.seed)


@dataclass(frozen=True)
class Waiting:
    """What the start page says of a journal without replaying it: the game and how far."""

    title: str
    actions: int
    saved_at: float


def peek(path: Path | None = None) -> Waiting | None:
    """The journal's game and number of actions, read from its first line only (``None``
    when there is no journal, or not one of Tapete's: that one is set aside as ``.broken``)."""
    path = path or autosave_path()
    try:
        with open(path, encoding="utf-8") as handle:
            head = json.loads(handle.readline())
            actions = sum(1 for line in handle if line.endswith("\n") and line.strip())
        title = get_game(str(head["game"])).title
        if head.get("kind") != KIND:
            raise ValueError("not an autosave")
        return Waiting(title, actions, path.stat().st_mtime)
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError):
        set_aside(path)
        return None


def set_aside(path: Path | None = None) -> None:
    """Keep a journal that cannot be resumed as ``.broken`` beside it, so that it is not offered
    again and nothing is lost."""
    path = path or autosave_path()
    if path.exists():
        path.replace(path.with_suffix(".broken"))


def _json_line(path: Path, lines: list[str], index: int) -> Any:
    try:
        return json.loads(lines[index])
    except (json.JSONDecodeError, IndexError) as exc:
        raise LoadError(str(path), f"línea mal formada: {exc}", index + 1) from None


def _seats(path: Path, raw: Any) -> tuple[Seat, ...]:
    from desktop.session import BOT, GOLDFISH, HUMAN

    if not isinstance(raw, list) or not all(isinstance(s, list) and len(s) == 2 and all(isinstance(v, str) for v in s)
                                            for s in raw):
        raise LoadError(str(path), "«seats» debe ser una lista de [tipo, bot]", 1)
    seats = tuple(Seat(kind, bot) for kind, bot in raw)
    if any(seat.kind not in (HUMAN, BOT, GOLDFISH) for seat in seats):
        raise LoadError(str(path), "«seats»: un asiento de tipo desconocido", 1)
    return seats
