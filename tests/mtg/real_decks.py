"""The Magic decks in ``shared/testdata`` and the testdata sets their cards are looked up in,
imported into a temporary store, for the coverage and bot-game tests."""

from __future__ import annotations

from pathlib import Path

from engine.core.deck import Deck
from engine.core.game import get_game
from engine.formats.carddata import open_card_data
from engine.formats.decks.detect import detect_format, parse_deck_file
from engine.formats.decks.lines import read_deck_text
from engine.formats.decks.resolve import resolve
from engine.formats.game_cards import to_engine_deck
from engine.core.rng import Rng
from engine.formats.records import CardRecord, ResolvedDeck
from engine.store import Store
from tests.helpers import SHARED

TESTDATA = SHARED / "testdata"
SET_FILES = [TESTDATA / "mtgjson-set" / f"{code}.json" for code in ("LEA", "ISD", "KHM", "UST")] + \
    [TESTDATA / "cockatrice-xml" / f"{code}.xml" for code in ("M21", "AFR", "ECL")]
DECK_FOLDERS = ("mtg-cod", "mtg-dck-forge", "mtg-dck-xmage", "mtg-deck-other", "mtg-dek", "mtg-text-decklist", "mtgjson-deck")
NOT_DECKS = {".md", ".draft"}  # the sources' notes; an MTGO draft log (refused as no deck)
LIMITED_MIN = 40  # CR 100.2b


def deck_files() -> list[Path]:
    """Every shared Magic deck file (none when the test data is not beside the checkout)."""
    return sorted(path for folder in DECK_FOLDERS if (TESTDATA / folder).is_dir()
                  for path in (TESTDATA / folder).iterdir() if path.suffix.lower() not in NOT_DECKS)


def have_testdata() -> bool:
    return all(path.exists() for path in SET_FILES) and bool(deck_files())


def import_sets(db: Path) -> Store:
    """A store at ``db`` with every testdata set imported."""
    store = Store(db)
    for path in SET_FILES:
        fmt, records = open_card_data(path)
        store.import_cards(records, source=f"{fmt}:{path.name}")
    return store


def playable_part(path: Path, store: Store) -> Deck | None:
    """The main deck of the file at ``path`` as far as its cards resolve against ``store`` and
    Magic plays them, when that makes a Limited-sized deck (CR 100.2b); else ``None`` (also
    for a Jumpstart pack list: a pool of half-decks, not one deck)."""
    game = get_game("mtg")
    if detect_format(read_deck_text(path), str(path)) == "jumpstart":
        return None
    resolved = resolve(parse_deck_file(path), "mtg", store)
    main = [(count, record) for count, record in resolved.sections.get("main", []) if game.card_for(record) is not None]
    if sum(count for count, _ in main) < LIMITED_MIN:
        return None
    return to_engine_deck(game, ResolvedDeck(game="mtg", name=resolved.name, sections={"main": main}))


def nonland_pool(store: Store) -> list[CardRecord]:
    """Every distinct nonland card Magic plays among the shared decks' main decks and commanders
    that resolve against ``store``, by name."""
    game = get_game("mtg")
    pool: dict[str, CardRecord] = {}
    for path in deck_files():
        resolved = resolve(parse_deck_file(path), "mtg", store)
        for section in ("main", "commander"):
            for _count, record in resolved.sections.get(section, []):
                if "Land" not in record.type_line and game.card_for(record) is not None:
                    pool.setdefault(record.name, record)
    return [pool[name] for name in sorted(pool)]


def pool_deck(pool: list[CardRecord], store: Store, rng: Rng, name: str) -> Deck:
    """A Limited deck (CR 100.2b) of 24 different cards of ``pool`` and four of each basic land."""
    basics = [store.find_printing("mtg", name=land) for land in ("Plains", "Island", "Swamp", "Mountain", "Forest")]
    shuffled = list(pool)
    rng.shuffle(shuffled)
    picks = [(1, record) for record in shuffled[:24]] + [(4, land) for land in basics if land is not None]
    return to_engine_deck(get_game("mtg"), ResolvedDeck(game="mtg", name=name, sections={"main": picks}))
