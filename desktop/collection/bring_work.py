"""The work behind "Bring your cards": files and folders sorted into card data, collection CSVs
and deck files, each stored in a transaction of its own on the store's writer thread, with
progress and a cancel that leaves nothing of the file in progress.

``plan(paths)`` walks folders (files of other kinds in a folder are listed, not read);
``BringJob(paths, report, cancel)`` is a store job (``StoreService.submit``): it calls
``report(Progress)`` a few times a second and returns a ``Summary``. A cancel (``cancel`` set)
raises inside the import in progress, which the store rolls back whole; files finished before it
stay, files after it are not started, and the summary says so.
"""

from __future__ import annotations

import re
import sqlite3
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator

from engine.core.errors import TapeteError
from engine.core.text import Text
from engine.formats.carddata.detect import detect_format, open_card_data
from engine.formats.collection import read_collection_file
from engine.formats.collection.layouts import GAME as COLLECTION_GAME
from engine.formats.decks import parse_deck_file
from engine.formats.records import ResolvedDeck
from engine.store import Store

CARDS, COLLECTION, DECK = "cards", "collection", "deck"
DECK_SUFFIXES = {".deck", ".ydk", ".ydke", ".dck", ".cod", ".dek", ".o8d", ".txt", ".mtga", ".dec", ".mwdeck"}
CARD_SUFFIXES = {".json", ".jsonl", ".xml", ".cdb", ".toml"}
SAMPLE = 1 << 24  # bytes of a card-data file counted to estimate its printings
VM_STEPS = 20_000  # SQLite instructions between two calls of the progress handler
MAX_FILES = 20_000  # a folder holding more is not a player's card folder: the rest is left out
_MARKERS = {  # what each card-data format writes once per printing, to estimate how many a file holds
    "mtgjson": re.compile(rb'"setCode"'), "scryfall": re.compile(rb'"object"\s*:\s*"card"'),
    "cockatrice": re.compile(rb"<set[\s>]"), "tapete-toml": re.compile(rb"\[\[(?:card|token)\]\]"),
}


class Cancelled(Exception):
    """The player cancelled: raised inside the store's transaction, which rolls it back."""


@dataclass(frozen=True)
class Item:
    """A file to bring in, and what it holds."""

    path: Path
    kind: str  # CARDS, COLLECTION or DECK

    @property
    def size(self) -> int:
        try:
            return max(1, self.path.stat().st_size)
        except OSError:
            return 1


@dataclass(frozen=True)
class Progress:
    """Where the work is: files, the file in progress, records stored, rate and time left."""

    file_number: int
    files: int
    current: str
    records: int  # printings, collection rows or decks read so far, all files
    fraction: float  # of the whole work, by file sizes
    rate: float  # records a second
    seconds_left: float | None


@dataclass
class Outcome:
    """What became of one file: what came in, or why it was refused (with the lines at fault)."""

    path: Path
    kind: str
    stored: bool
    text: Text
    notes: list[Text] = field(default_factory=list)


@dataclass
class Summary:
    outcomes: list[Outcome]
    ignored: list[Path]  # files of other kinds found in folders
    cancelled_at: Path | None = None  # the file in progress when the player cancelled
    not_started: list[Path] = field(default_factory=list)
    records: int = 0
    seconds: float = 0.0


def plan(paths: list[Path]) -> tuple[list[Item], list[Path]]:
    """The files to bring in from ``paths`` (folders walked, sorted) and those of other kinds."""
    items: list[Item] = []
    ignored: list[Path] = []
    for path in paths:
        files = sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path]
        for file in files[:MAX_FILES]:
            kind = kind_of(file, explicit=not path.is_dir())
            if kind is None:
                ignored.append(file)
            else:
                items.append(Item(file, kind))
    return items, ignored


def kind_of(path: Path, explicit: bool = False) -> str | None:
    """What a file holds, by its extension and its first bytes; ``None`` for a file of another
    kind found in a folder (a file named on its own is tried as card data)."""
    suffix = path.suffix.lower()
    if suffix == ".json":
        try:
            with path.open("rb") as raw:
                head = raw.read(1 << 16)
        except OSError:
            return CARDS
        return DECK if b'"mainBoard"' in head else CARDS
    if suffix in DECK_SUFFIXES:
        return DECK
    if suffix == ".csv":
        try:
            return CARDS if detect_format(path) == "tapete-csv" else COLLECTION
        except TapeteError:
            return COLLECTION
    if suffix in CARD_SUFFIXES or explicit:
        return CARDS
    return None


def estimated_records(path: Path, fmt: str) -> int:
    """About how many printings a card-data file holds (a quick count of a marker each writes)."""
    if fmt == "ygopro-cdb":
        try:
            with sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True) as conn:
                return int(conn.execute("SELECT count(*) FROM datas").fetchone()[0])
        except sqlite3.Error:
            return 1
    marker = _MARKERS.get(fmt)
    with path.open("rb") as raw:
        sample = raw.read(SAMPLE)  # the start of a large file, scaled to its size
    count = len(marker.findall(sample)) if marker else sample.count(b"\n")
    return max(1, round(count * max(1.0, path.stat().st_size / max(1, len(sample)))))


class BringJob:
    """Brings ``items`` into the store on the store's writer thread (see the module)."""

    def __init__(self, paths: list[Path], report: Callable[[Progress], None], cancel: threading.Event,
                 every: float = 0.25) -> None:
        self.paths, self.report, self.cancel, self.every = paths, report, cancel, every
        self.items: list[Item] = []
        self.total = 1
        self.done_bytes = 0
        self.records = 0
        self.started = 0.0
        self.last = 0.0

    def __call__(self, store: Store) -> Summary:
        self.started = self.last = time.monotonic()
        self.items, ignored = plan(self.paths)
        self.total = sum(item.size for item in self.items) or 1
        summary = Summary([], ignored)
        for number, item in enumerate(self.items, start=1):
            if self.cancel.is_set():
                summary.cancelled_at = summary.cancelled_at or item.path
                summary.not_started = [later.path for later in self.items[number:]]
                break
            self._tell(number, item, 0, 1, force=True)
            try:
                summary.outcomes.append(self._bring(store, number, item))
            except Cancelled:
                summary.cancelled_at = item.path
                summary.not_started = [later.path for later in self.items[number:]]
                break
            except TapeteError as exc:
                summary.outcomes.append(Outcome(item.path, item.kind, False, exc.text))
            except OSError as exc:
                summary.outcomes.append(Outcome(item.path, item.kind, False,
                                                Text(f"no se puede leer: {exc}", f"cannot be read: {exc}")))
            self.done_bytes += item.size
        summary.records = self.records
        summary.seconds = time.monotonic() - self.started
        return summary

    def _tell(self, number: int, item: Item, done: int, expected: int, force: bool = False) -> None:
        """Report progress (at most every ``every`` seconds unless ``force``); raise ``Cancelled``
        once the player cancels."""
        if self.cancel.is_set():
            raise Cancelled
        if force or time.monotonic() - self.last >= self.every:
            self._report(number, item, done, expected)

    def _report(self, number: int, item: Item, done: int, expected: int) -> None:
        now = self.last = time.monotonic()
        share = min(0.99, done / max(1, expected))
        fraction = (self.done_bytes + share * item.size) / self.total
        elapsed = now - self.started
        rate = self.records / elapsed if elapsed > 0 else 0.0
        left = elapsed * (1 - fraction) / fraction if fraction > 0.01 and elapsed > 0.5 else None
        self.report(Progress(number, len(self.items), item.path.name, self.records, fraction, rate, left))

    @contextmanager
    def _heartbeat(self, report: Callable[[], None]) -> Iterator[None]:
        """While SQLite does what its progress handler cannot see (the commit writing the file),
        ``report`` is called whenever no report went out for twice ``every``: the time passes."""
        stop = threading.Event()

        def beat() -> None:
            while not stop.wait(self.every):
                if time.monotonic() - self.last >= 2 * self.every:
                    report()

        thread = threading.Thread(target=beat, name="bring-heartbeat", daemon=True)
        thread.start()
        try:
            yield
        finally:
            stop.set()
            thread.join()

    def _beat(self, number: int, item: Item, done: int, expected: int) -> int:
        """SQLite's progress handler: report as time passes; 1 (stop the statement) on a cancel."""
        if self.cancel.is_set():
            return 1
        self._tell(number, item, done, expected)
        return 0

    def _counter(self, number: int, item: Item, expected: int) -> Callable[[int], None]:
        base = self.records

        def progress(count: int) -> None:
            self.records = base + count
            self._tell(number, item, count, expected)

        return progress

    def _bring(self, store: Store, number: int, item: Item) -> Outcome:
        if item.kind == CARDS:
            fmt, records = open_card_data(item.path)
            expected = estimated_records(item.path, fmt)
            before = self.records
            # while SQLite writes a batch, no record is read: its progress handler keeps the reports
            # coming and stops the statement at once on a cancel
            store.conn.set_progress_handler(lambda: self._beat(number, item, self.records - before, expected), VM_STEPS)
            try:
                with self._heartbeat(lambda: self._report(number, item, self.records - before, expected)):
                    report = store.import_cards(records, source=f"{fmt}:{item.path.name}",
                                                progress=self._counter(number, item, expected))
            except sqlite3.OperationalError:
                if self.cancel.is_set():  # the statement the handler stopped; the import is rolled back
                    raise Cancelled from None
                raise
            finally:
                store.conn.set_progress_handler(None, 0)
            return Outcome(item.path, CARDS, True, Text(
                f"{fmt}: {report.inserted} nuevas, {report.updated} actualizadas, {report.unchanged} sin cambios",
                f"{fmt}: {report.inserted} new, {report.updated} updated, {report.unchanged} unchanged"))
        if item.kind == COLLECTION:
            collection = read_collection_file(item.path)
            self._tell(number, item, 0, 1)
            done = store.import_collection(collection.rows, COLLECTION_GAME, progress=self._counter(number, item, len(collection.rows)))
            notes = [note.reason if note.line is None else Text(f"línea {note.line}: «{note.name}»: {note.reason.es}",
                                                                 f"line {note.line}: «{note.name}»: {note.reason.en}")
                     for note in done.unmatched]
            return Outcome(item.path, COLLECTION, True, Text(
                f"colección ({collection.layout}): {done.stored} entradas, {done.copies} copias; {len(done.unmatched)} filas sin carta",
                f"collection ({collection.layout}): {done.stored} entries, {done.copies} copies; {len(done.unmatched)} rows match no card"),
                notes)
        decklist = parse_deck_file(item.path)
        self._tell(number, item, 0, 1)
        game = decklist.game
        if not game:
            return Outcome(item.path, DECK, False, Text("el archivo no dice de qué juego es el mazo",
                                                        "the file does not say which game the deck is for"))
        deck = store.resolve_deck(decklist, game)
        deck.name = decklist.name or item.path.stem
        self.records += 1
        notes = [Text(f"línea {line.line}: carta desconocida «{line.name or line.code}»",
                      f"line {line.line}: unknown card «{line.name or line.code}»") for line in deck.unknown]
        cards = sum(deck.count(section) for section in deck.sections)
        named = {info.name: info.id for info in store.list_decks(game)}
        copies = re.compile(re.escape(deck.name) + r"(?: \(\d+\))?")
        if any(copies.fullmatch(other) and _contents(store.load_deck(deck_id)) == _contents(deck)
               for other, deck_id in named.items()):
            return Outcome(item.path, DECK, True, Text(f"mazo «{deck.name}» ({game}): ya estaba en tus mazos, igual",
                                                       f"deck «{deck.name}» ({game}): already in your decks, the same"), notes)
        name, copy = deck.name, 1
        while deck.name in named:  # another deck of that name is the player's: it stays, this one is named apart
            copy += 1
            deck.name = f"{name} ({copy})"
        store.save_deck(deck)
        return Outcome(item.path, DECK, True, Text(f"mazo «{deck.name}» ({game}, {cards} cartas)",
                                                   f"deck «{deck.name}» ({game}, {cards} cards)"), notes)


def _contents(deck: ResolvedDeck) -> tuple[object, ...]:
    """What a deck holds, to tell the same deck brought in again from another one of its name."""
    return (sorted((section, count, card.name, card.set_code, card.number)
                   for section, entries in deck.sections.items() for count, card in entries),
            sorted((line.count, line.name, line.code) for line in deck.unknown))


def has_own_cards(store: Store) -> bool:
    """Whether the player brought anything yet: card data of their own, a collection or a deck."""
    return store.conn.execute(
        "SELECT EXISTS (SELECT 1 FROM cards WHERE source NOT LIKE 'tapete:%') OR EXISTS (SELECT 1 FROM collection) "
        "OR EXISTS (SELECT 1 FROM decks)").fetchone()[0] == 1


@dataclass(frozen=True)
class Offer:
    """Another program's data on this machine: its card data files and deck folders."""

    tool: str
    folder: Path
    paths: tuple[Path, ...]


def offers(home: Path | None = None) -> list[Offer]:
    """The card data and decks of Cockatrice, EDOPro/YGOPro, Forge and XMage in their usual places
    (``cardimages.imagecache.discover``), read where they are."""
    import sys

    from cardimages.imagecache.cockatrice import data_folder
    from cardimages.imagecache.discover import TOOL_NAMES, usual_places

    home = home if home is not None else Path.home()
    found: list[Offer] = []
    places = [(spec.kind, Path(spec.path)) for spec in usual_places(home=home)]
    forge_user = {"win32": home / "AppData" / "Roaming" / "Forge", "darwin": home / "Library" / "Application Support" / "Forge"}
    places.append(("forge", forge_user.get(sys.platform, home / ".forge")))
    for kind, folder in places:
        try:
            if kind == "cockatrice":
                data = data_folder(folder)
                paths = [data / name for name in ("cards.xml", "tokens.xml", "spoiler.xml")]
                paths += sorted((data / "customsets").glob("*.xml")) + [data / "decks"]
            elif kind in ("edopro", "ygopro"):
                paths = [folder / "cards.cdb", *sorted((folder / "expansions").glob("*.cdb")), folder / "deck"]
            elif kind == "forge":
                paths = [folder / "decks"]
            else:  # XMage keeps its cards in its own database: only decks
                paths = [folder / "mage-client" / "sample-decks", folder / "decks"]
            present = tuple(path for path in paths if path.exists())
        except OSError:
            continue
        if present and all(offer.folder != folder for offer in found):
            found.append(Offer(TOOL_NAMES.get(kind, kind), folder, present))
    return found
