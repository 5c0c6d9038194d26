"""The records of a LAN room: the settings the host chose, a connection, a seat and a duel as
the journal keeps it (``engine.net.host`` runs the room over them)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from engine.net.peer import Peer

#: Spectators a room takes, in all and from one address.
MAX_SPECTATORS = 16
MAX_SPECTATORS_PER_ADDRESS = 4


@dataclass
class RoomSettings:
    """What the host chose for the room (the password is kept apart, as a key)."""

    game: str
    name: str = "Sala"
    best_of: int = 1
    turn_seconds: int = 0  # 0: no limit; otherwise a player who runs out of time loses the duel
    undo: bool = False
    spectators: bool = True

    def public(self, has_password: bool) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["password"] = has_password
        return data

    @classmethod
    def from_public(cls, data: dict[str, Any]) -> "RoomSettings":
        names = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})


@dataclass(eq=False)
class Conn:
    peer: Peer
    seat: int | None
    name: str
    last_obs: dict[str, Any] | None = None
    #: The players' own cards (``Host.own_cards``) and the cards made in play whose definitions
    #: this connection has had.
    sent_cards: set[str] = field(default_factory=set)


@dataclass
class Seat:
    index: int
    name: str = ""
    token: str | None = None
    conn: Conn | None = None
    commitment: str | None = None
    reveal: dict[str, Any] | None = None
    first_deck: dict[str, list[str]] | None = None


@dataclass
class DuelRecord:
    number: int
    secrets: list[str]
    decks: list[dict[str, list[str]]]
    params: dict[str, Any]
    commitments: list[str] = field(default_factory=list)
    #: Per seat, the records of the player's own cards its deck uses (``Game.own_records``).
    cards: list[list[dict[str, Any]]] = field(default_factory=list)
    #: Per seat, who it committed to start the duel (only the chooser's counts; else ``None``).
    choices: list[int | None] = field(default_factory=list)
