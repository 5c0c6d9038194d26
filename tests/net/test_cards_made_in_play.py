"""A card the host's state makes in play (a token) reaches every seat that sees it: the
catalogue of the handshake does not hold it, so its definition is sent as it comes into view
and the joining player's window finds it by its code, as the host's does."""

from __future__ import annotations

from pathlib import Path

from engine.core.game import get_game
from engine.games.mtg.abilities import Token
from engine.games.mtg.token_cards import token_card
from engine.games.mtg.state import MtgState
from engine.net import cardsync
from engine.net.client import Client
from tests.net.lan import close_all, decks, open_room, run

SOLDIER = Token("Soldado", "W", "Soldier", 1, 1)


def test_a_token_the_host_makes_reaches_the_joining_player_and_the_spectator(tmp_path: Path) -> None:
    async def scenario() -> None:
        host = await open_room(tmp_path, "mtg")
        players = [Client("mtg", f"P{i + 1}", deck=deck) for i, deck in enumerate(decks("mtg"))]
        watcher = Client("mtg", "mirón", role="spectator")
        for client in (*players, watcher):
            await client.connect("127.0.0.1", host.port)
        assert await players[1].wait(lambda c: c.observation is not None, 10)
        state = host.state
        assert isinstance(state, MtgState)
        token = state.put_token(token_card(SOLDIER), 0)  # CR 111.1: the host's state makes a token
        await host._after_change([], None, None)
        code = state._card(token).defn.code
        assert code not in get_game("mtg").cards  # not in the catalogue the handshake compares
        for client in (*players, watcher):
            assert await client.wait(lambda c: c.observation is not None and any(
                view.code == code for zone in c.observation.zones for view in zone.cards), 10), client.name
            assert cardsync.card_digest(client.cards.by_code(code)) == cardsync.card_digest(token_card(SOLDIER))
        await close_all(host, *players, watcher)

    run(scenario())
