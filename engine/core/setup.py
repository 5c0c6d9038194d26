"""What a game was started from: ``SetupInfo``, enough to replay it."""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from engine.core.cards import CardDef
from engine.core.records import CardRecord


class SetupInfo:
    """What a game was started from: enough to replay it (game, seed, decks, parameters), with
    the player's own cards it uses (``cards``: definitions built from their card data, which
    the shipped sets lack) and the catalogue printing each card was read as (``printings``:
    the picture the table shows, the records a replay or the LAN carries)."""

    __slots__ = ("game", "seed", "decks", "params", "cards", "printings")

    def __init__(
        self,
        game: str,
        seed: int | str,
        decks: Sequence[Mapping[str, list[str]]],
        params: Mapping[str, Any],
        cards: Iterable[CardDef] = (),
        printings: Mapping[str, CardRecord] | None = None,
    ) -> None:
        self.game = game
        self.seed = seed
        self.decks = [dict(d) for d in decks]
        self.params = dict(params)
        self.cards = tuple(sorted(cards, key=lambda card: card.code))
        self.printings = dict(printings or {})

    def own_records(self) -> list[dict[str, Any]]:
        """The records (JSON data, by code) of the player's own cards: they travel with a
        replay or a LAN deck so that another Tapete knows those cards."""
        return [self.printings[card.code].to_dict() for card in self.cards if card.code in self.printings]
