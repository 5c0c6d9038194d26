""""What am I missing": the copies a stored deck needs that the collection cannot supply.

Copies are counted per card, not per printing: any printing with the same ``oracle_id`` (in the
deck's game) supplies the deck. Every section counts except ``maybe``. With
``count_other_decks``, copies the other stored decks use are taken out first, as if those decks
stayed built.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass

from engine.formats.records import CardRecord
from engine.store.catalogue import get_card
from engine.store.decks import deck_info


@dataclass(frozen=True)
class MissingCard:
    """A card the deck lacks: ``card`` is the printing the deck names first."""

    card: CardRecord
    needed: int
    owned: int
    in_other_decks: int
    missing: int


def missing_cards(conn: sqlite3.Connection, deck_id: int, count_other_decks: bool = False) -> list[MissingCard]:
    """The deck's cards whose copies fall short, in deck order."""
    game = deck_info(conn, deck_id).game
    needed: dict[str, int] = {}
    first: dict[str, int] = {}
    for oracle_id, card_id, count in conn.execute(
        "SELECT c.oracle_id, c.id, dc.count FROM deck_cards dc JOIN cards c ON c.id = dc.card_id "
        "WHERE dc.deck_id = ? AND dc.section != 'maybe' ORDER BY dc.section, dc.position",
        (deck_id,),
    ):
        needed[oracle_id] = needed.get(oracle_id, 0) + count
        first.setdefault(oracle_id, card_id)
    oracles = json.dumps(list(needed))
    owned = dict(conn.execute(
        "SELECT c.oracle_id, sum(e.quantity) FROM collection e JOIN cards c ON c.id = e.card_id "
        "WHERE c.game = ? AND c.oracle_id IN (SELECT value FROM json_each(?)) GROUP BY c.oracle_id",
        (game, oracles),
    ).fetchall())
    elsewhere: dict[str, int] = {}
    if count_other_decks:
        elsewhere = dict(conn.execute(
            "SELECT c.oracle_id, sum(dc.count) FROM deck_cards dc JOIN cards c ON c.id = dc.card_id "
            "WHERE dc.deck_id != ? AND dc.section != 'maybe' AND c.game = ? "
            "AND c.oracle_id IN (SELECT value FROM json_each(?)) GROUP BY c.oracle_id",
            (deck_id, game, oracles),
        ).fetchall())
    result = []
    for oracle_id, count in needed.items():
        have, used = owned.get(oracle_id, 0), elsewhere.get(oracle_id, 0)
        short = count - max(have - used, 0)
        if short > 0:
            card = get_card(conn, first[oracle_id])
            assert card is not None  # deck_cards references cards
            result.append(MissingCard(card, count, have, used, short))
    return result


def shopping_list(items: list[MissingCard]) -> str:
    """One ``N Name (SET)`` line per missing card: a shopping list, or a proxy list to print."""
    lines = [f"{item.missing} {item.card.name}" + (f" ({item.card.set_code})" if item.card.set_code else "") for item in items]
    return "".join(line + "\n" for line in lines)
