"""A bot at a LAN seat: it sees what a player sees and picks among the legal actions."""

from __future__ import annotations

import asyncio

from engine.core.rng import Rng
from engine.net.client import Client


async def play_randomly(
    client: Client, seed: int | str, timeout: float = 30.0, max_actions: int = 20_000, pace: float = 0.0,
    concede_at: int | None = None,
) -> int:
    """Play uniformly random legal actions until the match ends or the connection is gone for
    good; the number of actions sent. With ``concede_at``, a duel that has that many actions is
    conceded by the player to act. ``TimeoutError`` if the room stays silent for ``timeout``."""
    rng = Rng(seed)
    sent = 0
    while sent < max_actions:
        ready = await client.wait(lambda c: c.match_over or c.closed or c.my_turn(), timeout)
        if not ready:
            raise TimeoutError(f"la sala no avanza desde hace {timeout:g} s (duelo {client.duel}, acción {client.n})")
        if client.match_over or client.closed:
            break
        if client.errors and client.errors[-1].get("code") == "rate":
            client.errors.pop()
            await asyncio.sleep(0.05)  # throttled by the host: let its bucket refill
        if pace:
            await asyncio.sleep(pace)
            if not client.my_turn():
                continue
        conceding = concede_at is not None and client.n >= concede_at
        await client.act(client.concede_action() if conceding else rng.choice(client.legal_actions()))
        sent += 1
    return sent
