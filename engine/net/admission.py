"""Who may still be shaking hands: connections that have not said a valid ``hello`` yet.

A connection waits at most ``handshake_timeout`` seconds for its ``hello`` and holds no seat
meanwhile. There are at most ``MAX_PENDING`` such connections, ``MAX_PER_ADDRESS`` from one
address; a newcomer is never turned away for that: the oldest waiting connection of its
address (or, when the room is full of waiters, of the busiest address) is dropped instead.
An honest client says ``hello`` as soon as it reads the challenge, so it is never the oldest
for long, and idle connections cannot keep a real player out.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable

from engine.net.peer import Peer

MAX_PENDING = 32
MAX_PER_ADDRESS = 4


def address_of(peer: Peer) -> str:
    """The peer's IP address (without the port)."""
    info = peer.writer.get_extra_info("peername")
    return str(info[0]) if info else "?"


class Admission:
    """The connections still shaking hands, oldest first."""

    def __init__(self, limit: int = MAX_PENDING, per_address: int = MAX_PER_ADDRESS) -> None:
        self.limit = limit
        self.per_address = per_address
        self.waiting: list[tuple[Peer, str]] = []

    def admit(self, peer: Peer) -> list[Peer]:
        """Let ``peer`` shake hands; the connections to drop to make room for it."""
        address = address_of(peer)
        dropped = []
        mine = [p for p, a in self.waiting if a == address]
        if len(mine) >= self.per_address:
            dropped.append(mine[0])
        elif len(self.waiting) >= self.limit:
            busiest = Counter(a for _, a in self.waiting).most_common(1)[0][0]
            dropped.append(next(p for p, a in self.waiting if a == busiest))
        self._forget(dropped)
        self.waiting.append((peer, address))
        return dropped

    def done(self, peer: Peer) -> None:
        """``peer`` finished its handshake (or left)."""
        self._forget([peer])

    def count(self, address: str | None = None) -> int:
        return sum(1 for _, a in self.waiting if address is None or a == address)

    def _forget(self, peers: Iterable[Peer]) -> None:
        gone = set(map(id, peers))
        self.waiting = [(p, a) for p, a in self.waiting if id(p) not in gone]
