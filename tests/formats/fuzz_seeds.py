"""The files the fuzz test mutates and how Tapete reads each kind, as a player would.

Seeds are real files of ``../shared/testdata`` (read in place, never copied into the project;
absent folders are skipped), the project's own assets, files Tapete's writers make from them
(every writable deck format, every collection layout, a Tapete CSV set) and saved games of the
five games, one of them a scenario and one carrying the player's own Magic cards.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

from engine.core import Rng, State, get_game
from engine.core.game import game_names
from engine.core.replay import load, to_text
from engine.formats.carddata import open_card_data
from engine.formats.collection import collection_text, read_collection_file
from engine.formats.decks import FORMATS, DeckFormatError, parse_deck_file, write_deck
from engine.formats.game_cards import shipped_records, to_engine_deck
from engine.formats.records import CollectionRow, ResolvedDeck
from engine.formats.tapete_deck import load_deck
from engine.scenario import build_state, load_scenario
from tests.helpers import ROOT, SHARED, demo_state

TESTDATA = SHARED / "testdata"
DECK_FOLDERS = ("ydk", "mtg-dck-xmage", "mtg-dck-forge", "mtg-cod", "mtg-dek", "mtg-text-decklist", "mtg-deck-other",
                "mtgjson-deck")
CARD_FOLDERS = ("mtgjson-set", "scryfall-json", "cockatrice-xml", "ygo-cdb")
WRITABLE = [name for name, fmt in FORMATS.items() if fmt.write is not None]
SCENARIO = ROOT / "tests" / "scenarios" / "six" / "7.2.2.2-defensa-0-no-bloquea.toml"


@dataclass(frozen=True)
class Seed:
    """A file to mutate: its name (its extension picks the reader), kind and bytes."""

    name: str
    kind: str  # "save", "deck", "cards" or "collection"
    data: bytes


def read_deck(path: Path) -> None:
    """A deck file as ``deck convert`` and the table read it: parsed, written in every format
    that can hold it, and (Tapete's own format) loaded as the game's deck."""
    deck = parse_deck_file(path)
    for fmt in WRITABLE:
        try:
            write_deck(deck, fmt)
        except DeckFormatError:
            pass
    if path.suffix == ".deck" and deck.game in game_names():
        load_deck(path, get_game(deck.game))


def read_cards(path: Path) -> None:
    """A card-data file as ``tapete-cli import`` reads it: every record."""
    _fmt, records = open_card_data(path)
    for _record in records:
        pass


READERS: dict[str, Callable[[Path], object]] = {
    "save": load, "deck": read_deck, "cards": read_cards, "collection": read_collection_file,
}


def _files(folder: str, limit: int | None) -> Iterator[Path]:
    found = sorted(p for p in (TESTDATA / folder).glob("*") if p.is_file() and p.name != "SOURCES.md")
    yield from (p for p in found if limit is None or p.stat().st_size <= limit)


def real_seeds(size_limit: int | None) -> Iterator[Seed]:
    """The real decks, card files and collections of the shared test data and the assets."""
    for folder in DECK_FOLDERS:
        yield from (Seed(p.name, "deck", p.read_bytes()) for p in _files(folder, size_limit))
    for folder in CARD_FOLDERS:
        yield from (Seed(p.name, "cards", p.read_bytes()) for p in _files(folder, size_limit))
    yield from (Seed(p.name, "collection", p.read_bytes()) for p in _files("collection-csv", size_limit))
    for path in sorted((ROOT / "assets" / "games").glob("*/decks/*.deck")):
        yield Seed(path.name, "deck", path.read_bytes())
    for path in sorted((ROOT / "assets" / "games").glob("*/sets/*.toml")):  # in <game>/sets/, as the game is read
        yield Seed(str(path.relative_to(ROOT / "assets" / "games")), "cards", path.read_bytes())


def written_seeds() -> Iterator[Seed]:
    """Files Tapete's writers make: a real Magic deck and a Yu-Gi-Oh! deck in every format
    that holds them, every collection layout, and a Tapete CSV set."""
    decks = [TESTDATA / "mtg-cod" / "MysticIntellect_C19.cod", TESTDATA / "ydk" / "AI_BlueEyes.ydk"]
    for path in (p for p in decks if p.exists()):
        deck = parse_deck_file(path)
        for fmt in WRITABLE:
            try:
                text = write_deck(deck, fmt)
            except DeckFormatError:
                continue
            yield Seed(f"{path.stem}-{fmt}{FORMATS[fmt].extensions[0] if FORMATS[fmt].extensions else '.txt'}", "deck",
                       text.encode("utf-8"))
    deckbox = TESTDATA / "collection-csv" / "deckbox.csv"
    if deckbox.exists():
        rows: list[CollectionRow] = read_collection_file(deckbox).rows[:40]
        for layout in ("moxfield", "manabox", "archidekt", "dragonshield"):
            yield Seed(f"{layout}.csv", "collection", collection_text(rows, layout).encode("utf-8"))
    yield Seed("six-set.csv", "cards", _tapete_csv())


def _tapete_csv() -> bytes:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["game", "set", "code", "name", "name_en", "type", "cost", "force", "defense", "text"])
    for _file, record in list(shipped_records(get_game("six")))[:30]:
        writer.writerow(["six", record.set_code, record.number, record.name, record.names.get("en", ""),
                         record.type_line, record.cost, record.stats.get("fuerza", ""), record.stats.get("defensa", ""),
                         record.text])
    return out.getvalue().encode("utf-8")


def save_seeds(actions: int = 30) -> Iterator[Seed]:
    """Games saved after ``actions`` random actions: one per game, a scenario, and (with the
    shared test data) a Magic game of Alpha cards, whose save carries their records."""
    for name in game_names():
        state = demo_state(name, 5)
        play(state, 5, actions)
        yield Seed(f"partida-{name}.json", "save", to_text(state).encode("utf-8"))
    data, text = load_scenario(SCENARIO)
    state = build_state(SCENARIO, data, text)
    state.apply_action(state.parse_action("combat"))
    yield Seed("escenario.json", "save", to_text(state).encode("utf-8"))
    lea = TESTDATA / "mtgjson-set" / "LEA.json"
    if lea.exists():
        yield Seed("alfa.json", "save", _alpha_save(lea, actions))


def play(state: State, seed: int, actions: int) -> None:
    """``actions`` seeded random actions (fewer if the game ends)."""
    rng = Rng(seed)
    for _ in range(actions):
        if state.is_terminal():
            return
        state.apply_action(rng.choice(state.legal_actions()))


def _alpha_save(lea: Path, actions: int) -> bytes:
    _fmt, records = open_card_data(lea)
    by_name = {r.name: r for r in records}
    main = [(4, by_name[n]) for n in ("Lightning Bolt", "Grizzly Bears", "Giant Growth", "Hill Giant", "Shatter")]
    main += [(20, by_name["Mountain"]), (20, by_name["Forest"])]
    game = get_game("mtg")
    deck = to_engine_deck(game, ResolvedDeck("mtg", "Alfa", {"main": main}))
    state = game.new_initial_state([deck, deck], 2)
    play(state, 2, actions)
    return to_text(state).encode("utf-8")



