"""Stored decks: sections of (count, printing) lines plus the lines that matched no card."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from engine.core.text import Text
from engine.formats.records import GAMES, SECTIONS, CardRecord, DeckLine, ResolvedDeck
from engine.store.catalogue import CARD_COLUMNS, card_from_row, card_id_of
from engine.store.clock import now
from engine.store.errors import StoreError

_INFO = (
    "SELECT d.id, d.game, d.name, d.format, d.notes, "
    "(SELECT coalesce(sum(count), 0) FROM deck_cards WHERE deck_id = d.id), "
    "(SELECT count(*) FROM deck_unknown WHERE deck_id = d.id), d.created, d.modified FROM decks d"
)


@dataclass(frozen=True)
class DeckInfo:
    """A stored deck's summary: ``cards`` counts copies in every section, ``unknown`` lines unmatched."""

    id: int
    game: str
    name: str
    format: str
    notes: str
    cards: int
    unknown: int
    created: str
    modified: str


def save_deck(conn: sqlite3.Connection, deck: ResolvedDeck, notes: str | None, deck_id: int | None) -> int:
    """Store ``deck`` as a new deck, or over ``deck_id``; the caller holds the transaction.

    ``notes=None`` keeps a replaced deck's notes. Every card must be in the catalogue.
    """
    if deck.game not in GAMES:
        raise StoreError(Text(f"mazo «{deck.name}»: juego desconocido «{deck.game}» (se esperaba uno de {', '.join(GAMES)})",
                              f"deck «{deck.name}»: unknown game «{deck.game}» (one of {', '.join(GAMES)} was expected)"))
    lines: list[tuple[str, int, int, int]] = []
    for section, pairs in deck.sections.items():
        if section not in SECTIONS:
            raise StoreError(Text(f"mazo «{deck.name}»: sección desconocida «{section}» (se esperaba una de {', '.join(SECTIONS)})",
                                  f"deck «{deck.name}»: unknown section «{section}» (one of {', '.join(SECTIONS)} was expected)"))
        for position, (count, card) in enumerate(pairs):
            lines.append((section, position, count, _card_id(conn, deck, count, card)))
    stamp = now()
    if deck_id is None:
        cursor = conn.execute(
            "INSERT INTO decks (game, name, format, notes, created, modified) VALUES (?, ?, ?, ?, ?, ?)",
            (deck.game, deck.name, deck.format, notes or "", stamp, stamp),
        )
        deck_id = int(cursor.lastrowid or 0)
    else:
        deck_info(conn, deck_id)
        conn.execute(
            "UPDATE decks SET game = ?, name = ?, format = ?, notes = coalesce(?, notes), modified = ? WHERE id = ?",
            (deck.game, deck.name, deck.format, notes, stamp, deck_id),
        )
        conn.execute("DELETE FROM deck_cards WHERE deck_id = ?", (deck_id,))
        conn.execute("DELETE FROM deck_unknown WHERE deck_id = ?", (deck_id,))
    conn.executemany(
        "INSERT INTO deck_cards (deck_id, section, position, count, card_id) VALUES (?, ?, ?, ?, ?)",
        [(deck_id, *line) for line in lines],
    )
    conn.executemany(
        "INSERT INTO deck_unknown (deck_id, position, count, name, set_code, number, code, line) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(deck_id, position, u.count, u.name, u.set_code, u.number, u.code, u.line) for position, u in enumerate(deck.unknown)],
    )
    return deck_id


def _card_id(conn: sqlite3.Connection, deck: ResolvedDeck, count: int, card: CardRecord) -> int:
    if count <= 0:
        raise StoreError(Text(f"mazo «{deck.name}»: «{card.name}» con cantidad {count}",
                              f"deck «{deck.name}»: «{card.name}» with quantity {count}"))
    if card.game != deck.game:
        raise StoreError(Text(f"mazo «{deck.name}» de {deck.game}: «{card.name}» es una carta de {card.game}",
                              f"deck «{deck.name}» for {deck.game}: «{card.name}» is a {card.game} card"))
    card_id = card_id_of(conn, card)
    if card_id is None:
        raise StoreError(Text(f"mazo «{deck.name}»: «{card.name}» ({card.set_code} #{card.number}) no está en el catálogo",
                              f"deck «{deck.name}»: «{card.name}» ({card.set_code} #{card.number}) is not in the catalogue"))
    return card_id


def load_deck(conn: sqlite3.Connection, deck_id: int) -> ResolvedDeck:
    """A stored deck, sections in canonical order, lines in their saved order."""
    info = deck_info(conn, deck_id)
    deck = ResolvedDeck(game=info.game, name=info.name, format=info.format)
    rows = conn.execute(
        f"SELECT {CARD_COLUMNS}, dc.section, dc.count FROM deck_cards dc JOIN cards c ON c.id = dc.card_id "
        "WHERE dc.deck_id = ? ORDER BY dc.section, dc.position",
        (deck_id,),
    ).fetchall()
    by_section: dict[str, list[tuple[int, CardRecord]]] = {}
    for row in rows:
        by_section.setdefault(row[-2], []).append((row[-1], card_from_row(row)))
    deck.sections = {section: by_section[section] for section in SECTIONS if section in by_section}
    deck.unknown = [
        DeckLine(count=count, name=name, set_code=set_code, number=number, code=code, line=line)
        for count, name, set_code, number, code, line in conn.execute(
            "SELECT count, name, set_code, number, code, line FROM deck_unknown WHERE deck_id = ? ORDER BY position",
            (deck_id,),
        )
    ]
    return deck


def deck_info(conn: sqlite3.Connection, deck_id: int) -> DeckInfo:
    """A stored deck's summary; ``StoreError`` if there is no such deck."""
    row = conn.execute(f"{_INFO} WHERE d.id = ?", (deck_id,)).fetchone()
    if row is None:
        raise StoreError(Text(f"no hay ningún mazo con id {deck_id}", f"there is no deck with id {deck_id}"))
    return DeckInfo(*row)


def list_decks(conn: sqlite3.Connection, game: str | None = None) -> list[DeckInfo]:
    """The stored decks (of one game, or all), by name."""
    rows = conn.execute(f"{_INFO} WHERE ? IS NULL OR d.game = ? ORDER BY d.name COLLATE NOCASE, d.id", (game, game))
    return [DeckInfo(*row) for row in rows]


def delete_deck(conn: sqlite3.Connection, deck_id: int) -> None:
    """Remove a stored deck; ``StoreError`` if there is no such deck."""
    deck_info(conn, deck_id)
    conn.execute("DELETE FROM decks WHERE id = ?", (deck_id,))
