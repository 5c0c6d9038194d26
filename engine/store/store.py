"""``Store``: the one object the CLI and the GUI use for the catalogue, collection and decks."""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator, TypeVar

from engine.core.text import Text
from engine.formats.decks.resolve import resolve
from engine.formats.records import CardRecord, CollectionRow, DeckList, ResolvedDeck
from engine.store import catalogue, collection, decks, missing, suggest
from engine.store.catalogue import ImportReport, SetInfo
from engine.store.collection import CollectionEntry, CollectionImportReport
from engine.store.database import default_path, open_database
from engine.store.decks import DeckInfo
from engine.store.errors import StoreError
from engine.store.missing import MissingCard
from engine.store.search import PAGE, SearchQuery, SearchResult, search
from engine.store.transaction import read, write

if TYPE_CHECKING:
    from sqlite_utils import Database


class Store:
    """Tapete's SQLite store: one file (``default_path()`` unless ``path`` is given).

    Threads: a ``Store`` belongs to the thread that opened it (SQLite connections refuse to be
    shared, and say so). A worker thread opens its own ``Store(path)`` on the same file; WAL lets
    readers carry on while one writer writes, and a writer waits up to ``BUSY_TIMEOUT`` seconds
    for another (then ``StoreBusyError``). The GUI reads on its own thread and sends writes to a
    single worker thread, so writes never queue behind each other on the GUI thread.

    Every method that writes several rows does it in one transaction: an exception (a corrupt
    file half way through an import, a killed process) leaves the store as it was. Reads made
    of several queries (search, load_deck, missing) see one snapshot.
    """

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.conn = open_database(self.path)
        self._names = suggest.NameIndex()  # the catalogue's names, kept for closest_names

    @cached_property
    def db(self) -> Database:
        """The connection as a ``sqlite_utils.Database``, for inspection and tools (imported
        only when asked for: sqlite-utils loads numpy when it can, tens of MB)."""
        from sqlite_utils import Database

        return Database(self.conn, execute_plugins=False)

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None) -> None:
        self.close()

    # ---------------------------------------------------------------- catalogue

    def import_cards(self, records: Iterable[CardRecord], *, source: str = "",
                     progress: Callable[[int], None] | None = None) -> ImportReport:
        """Insert or update printings, streaming ``records`` in batches, all in one transaction.
        ``progress(count)`` hears how many records were read so far (see ``counted``)."""
        with write(self.conn):
            return catalogue.import_cards(self.conn, counted(records, progress), source)

    def find_printing(self, game: str, name: str = "", set_code: str = "", number: str = "", code: str = "") -> CardRecord | None:
        """The best printing for a deck or collection line (``CardLookup``); see ``catalogue.match``."""
        return catalogue.find_printing(self.conn, game, name, set_code, number, code)

    def closest_names(self, name: str, game: str, limit: int = 5) -> list[str]:
        """Up to ``limit`` names of ``game``'s cards closest to ``name`` (accents, case and
        language aside), the closest first: what an unknown deck line is offered."""
        return self._names.closest(self.conn, name, game, limit)

    def get_card(self, card_id: int) -> CardRecord:
        """The printing with this id; ``StoreError`` if there is none."""
        card = catalogue.get_card(self.conn, card_id)
        if card is None:
            raise StoreError(Text(f"no hay ninguna carta con id {card_id}", f"there is no card with id {card_id}"))
        return card

    def card_id(self, card: CardRecord) -> int | None:
        """The id of the stored printing with ``card``'s identity (game, set, number, name, token)."""
        return catalogue.card_id_of(self.conn, card)

    def sets(self, game: str | None = None) -> list[SetInfo]:
        return catalogue.list_sets(self.conn, game)

    def card_count(self, game: str | None = None) -> int:
        return catalogue.card_count(self.conn, game)

    def search(self, query: SearchQuery | str = "", *, limit: int = PAGE, offset: int = 0,
               **filters: Any) -> list[SearchResult]:
        """One page of cards with owned quantities: ``query``, or a text and the filters of a
        ``SearchQuery`` (``store.search("ang", game="six")``); see ``engine.store.search``. A
        page of more than ``search.MOST`` cards is refused (``StoreError``): ask page by page."""
        if isinstance(query, str):
            query = SearchQuery(query, **filters)
        elif filters:
            raise TypeError("pass either a SearchQuery or a text with filters, not both")
        with read(self.conn):
            return search(self.conn, query, limit, offset)

    # ---------------------------------------------------------------- collection

    def import_collection(self, rows: Iterable[CollectionRow], game: str, *, replace: bool = False,
                          progress: Callable[[int], None] | None = None) -> CollectionImportReport:
        """Match rows to printings and store them in one transaction; unmatched rows are reported.
        ``progress(count)`` hears how many rows were read so far (see ``counted``)."""
        with write(self.conn):
            return collection.import_collection(self.conn, counted(rows, progress), game, replace=replace)

    def export_collection(self, game: str | None = None) -> list[CollectionRow]:
        return collection.export_collection(self.conn, game)

    def collection(self, game: str | None = None, card_id: int | None = None) -> list[CollectionEntry]:
        return collection.entries(self.conn, game, card_id)

    def add_to_collection(self, card_id: int, quantity: int = 1, **details: Any) -> int:
        """Add copies (merged into the matching entry if any); returns the entry id. ``details``
        are the keyword arguments of ``collection.add_copies`` (condition, finish, language…)."""
        with write(self.conn):
            return collection.add_copies(self.conn, card_id, quantity, **details)

    def set_quantity(self, entry_id: int, quantity: int) -> None:
        with write(self.conn):
            collection.set_quantity(self.conn, entry_id, quantity)

    def remove_from_collection(self, entry_id: int, quantity: int = 1) -> None:
        with write(self.conn):
            collection.remove_copies(self.conn, entry_id, quantity)

    # ---------------------------------------------------------------- decks

    def resolve_deck(self, decklist: DeckList, game: str) -> ResolvedDeck:
        """Match a deck file's lines to printings (``engine.formats.decks.resolve``); unmatched
        lines stay in ``unknown`` with their line numbers."""
        return resolve(decklist, game, self, decklist.meta.get("format", ""))

    def save_deck(
        self, deck: ResolvedDeck | DeckList, game: str | None = None, *, deck_id: int | None = None, notes: str | None = None
    ) -> int:
        """Store a deck (a ``DeckList`` is resolved first, for ``game`` or its own game); with
        ``deck_id`` it replaces that deck. Returns the deck id."""
        with write(self.conn):
            if isinstance(deck, DeckList):
                game = game or deck.game
                if not game:
                    raise StoreError(Text(f"mazo «{deck.name}»: hace falta saber de qué juego es",
                                          f"deck «{deck.name}»: which game it is for must be known"))
                deck = self.resolve_deck(deck, game)
            return decks.save_deck(self.conn, deck, notes, deck_id)

    def load_deck(self, deck_id: int) -> ResolvedDeck:
        with read(self.conn):
            return decks.load_deck(self.conn, deck_id)

    def deck_info(self, deck_id: int) -> DeckInfo:
        return decks.deck_info(self.conn, deck_id)

    def list_decks(self, game: str | None = None) -> list[DeckInfo]:
        return decks.list_decks(self.conn, game)

    def delete_deck(self, deck_id: int) -> None:
        with write(self.conn):
            decks.delete_deck(self.conn, deck_id)

    def missing(self, deck_id: int, *, count_other_decks: bool = False) -> list[MissingCard]:
        """The deck's cards the collection lacks; see ``engine.store.missing``."""
        with read(self.conn):
            return missing.missing_cards(self.conn, deck_id, count_other_decks)

    def shopping_list(self, deck_id: int, *, count_other_decks: bool = False) -> str:
        """``missing`` as text, one ``N Name (SET)`` line per card."""
        return missing.shopping_list(self.missing(deck_id, count_other_decks=count_other_decks))


Item = TypeVar("Item")
PROGRESS_EVERY = 250  # records between two progress calls


def counted(items: Iterable[Item], progress: Callable[[int], None] | None) -> Iterable[Item]:
    """``items``, calling ``progress(count)`` every ``PROGRESS_EVERY`` items and at the end. An
    exception ``progress`` raises (a player's cancel) ends the import and rolls it back whole."""
    return items if progress is None else _counting(items, progress)


def _counting(items: Iterable[Item], progress: Callable[[int], None]) -> Iterator[Item]:
    count = 0
    for count, item in enumerate(items, start=1):
        if count % PROGRESS_EVERY == 0:
            progress(count)
        yield item
    progress(count)
