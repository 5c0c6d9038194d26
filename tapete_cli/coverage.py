"""``mtg coverage`` and ``ygo coverage``: how much of a card-data file (and of Yu-Gi-Oh! decks)
plays automated, measured by each game's ``coverage`` module. The parsers are built without
loading a game: each command imports its game's measure when it runs (a game costs memory and
start-up time)."""

from __future__ import annotations

import argparse
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Iterator

from engine.core.errors import LoadError, TapeteError
from engine.core.problems import SHOWN, at_line, summary
from engine.core.text import Text
from engine.formats.records import CardRecord
from tapete_cli.output import Subparsers, store_left_out

if TYPE_CHECKING:
    from engine.store import Store


def cmd_mtg_coverage(args: argparse.Namespace) -> int:
    """Each set's share of cards the oracle compiler automates, and its commonest lines left;
    then each deck file's share, its cards resolved against the set files given and the
    player's store. A file that cannot be read is named (file and line) and the rest go on:
    status 1."""
    from engine.games.mtg.coverage import is_card_data, measure_files

    sets = [path for path in args.files if is_card_data(path)]
    decks = [path for path in args.files if path not in sets]
    status = 0
    for path in sets:
        try:
            measured = measure_files([path])
        except TapeteError as exc:
            print(exc.message(args.lang), file=sys.stderr)
            status = 1
            continue
        for entry in measured:
            print(f"{entry.code}\t{entry.name}\t{entry.automated}/{entry.total}\t{entry.share:.1%}")
            for line, count in entry.missing.most_common(args.top):
                print(f"    {count:4d}  {line}")
    if decks:
        with _catalogue(args, sets) as lookup:
            for path in decks:
                status = max(status, _deck_coverage(path, lookup, args))
    return status


def _deck_coverage(path: str, lookup: Catalogue, args: argparse.Namespace) -> int:
    """One deck file's line: copies and distinct cards automated, the lines that matched no
    card, the commonest missing templates; status 1 when the file cannot be read."""
    from engine.games.mtg.coverage import measure_deck_file
    from engine.formats.decks.playable import unknown_card

    lang = args.lang
    try:
        found = measure_deck_file(path, lookup)
    except TapeteError as exc:
        print(exc.message(lang), file=sys.stderr)
        return 1
    cards, distinct = _percent(found.automated_copies, found.copies), _percent(found.automated_distinct, found.distinct)
    missing = sum(line.count for line in found.unknown)
    print(Text(f"{Path(path).name}\t{found.name}\t{cards} de las cartas encontradas\t{distinct} de las distintas\t{missing} sin encontrar",
               f"{Path(path).name}\t{found.name}\t{cards} of the cards found\t{distinct} of the distinct ones\t{missing} not found").get(lang))
    if found.unknown:
        told = [at_line(line.line, unknown_card(line, "mtg", lookup)).get(lang) for line in found.unknown[:SHOWN]]
        print(Text("  sin encontrar:", "  not found:").get(lang))
        print("    " + summary(told, len(found.unknown), "\n    ", lang))
    if found.missing and args.top:
        print(Text("  plantillas que faltan, las más comunes:", "  missing templates, commonest first:").get(lang))
        for shape, count in found.missing.most_common(args.top):
            print(f"    {count:4d}  {shape}")
    return 0


class Catalogue:
    """The cards a deck's lines are looked for in: the set files given (read into a store in
    memory), then the player's store (``--db``, else the user's own when there is one). It
    offers no close names for a line that matched nothing: a deck measured may miss dozens of
    cards, and each guess costs a scan of the store's names."""

    def __init__(self, stores: list[Store]) -> None:
        self.stores = stores

    def find_printing(self, game: str, name: str = "", set_code: str = "", number: str = "", code: str = "") -> CardRecord | None:
        for store in self.stores:
            card = store.find_printing(game, name, set_code, number, code)
            if card is not None:
                return card
        return None


@contextmanager
def _catalogue(args: argparse.Namespace, sets: list[str]) -> Iterator[Catalogue]:
    from engine.formats.carddata import open_card_data
    from engine.formats.decks.reference import card_lookup
    from engine.store import Store

    given = Store(":memory:")
    player = card_lookup("mtg", args.db)
    try:
        store_left_out(args, player.problem)
        for path in sets:
            try:
                fmt, records = open_card_data(path)
                given.import_cards(records, source=f"{fmt}:{Path(path).name}")
            except TapeteError:
                pass  # already reported by its set line
        yield Catalogue([given] + ([player.store] if player.store is not None else []))
    finally:
        given.close()
        player.close()


def _short(message: str, limit: int = 160) -> str:
    return message if len(message) <= limit else message[:limit].rsplit(";", 1)[0] + "; …"


def _percent(part: int, whole: int) -> str:
    return f"{part}/{whole} = {100 * part / whole:.1f} %" if whole else "0/0"


def cmd_ygo_coverage(args: argparse.Namespace) -> int:
    """The share of a cards.cdb (classic kinds) and of its decks that plays automated, and the
    commonest missing templates."""
    from engine.games.ygo.coverage import Coverage, deck_coverage, load_cards

    lang = args.lang
    try:
        cards, pool = load_cards(args.cdb)
    except TapeteError as exc:
        print(exc.message(lang))
        return 1
    print(Text(f"{Path(args.cdb).name}: {_percent(pool.automated, pool.total)} automatizadas "
               "(clases del reglamento clásico: sin Sincronía, Xyz, Péndulo, Link ni fichas)",
               f"{Path(args.cdb).name}: {_percent(pool.automated, pool.total)} automated "
               "(kinds of the classic rulebook: no Synchro, Xyz, Pendulum, Link or tokens)").get(lang))
    for template, count in sorted(pool.by_template.items()):
        print(f"    {template}: {count}")
    decks = Coverage()
    for path in args.decks:
        try:
            found = deck_coverage(path, cards)
        except LoadError as exc:
            print(Text(f"{Path(path).name}: no carga ({_short(exc.message('es'))})",
                       f"{Path(path).name}: does not load ({_short(exc.message('en'))})").get(lang))
            continue
        decks.total += found.total
        decks.automated += found.automated
        decks.missing.update(found.missing)
        print(f"{Path(path).name}: {_percent(found.automated, found.total)}")
    if args.decks:
        print(Text(f"mazos: {_percent(decks.automated, decks.total)} de sus cartas automatizadas",
                   f"decks: {_percent(decks.automated, decks.total)} of their cards automated").get(lang))
    missing = decks.missing if args.decks else pool.missing
    if args.top:
        print(Text("plantillas que faltan, las más comunes:", "missing templates, commonest first:").get(lang))
        for shape, count in missing.most_common(args.top):
            print(f"    {count:5d}  {shape}")
    return 0


def register(sub: Subparsers, lang: str) -> None:
    """Both coverage commands, their help in ``lang``."""
    mtg = sub.add_parser("mtg", help="Magic: The Gathering").add_subparsers(dest="mtg_command", required=True)
    coverage = mtg.add_parser("coverage", help=Text("parte de cada set y de cada mazo que el compilador de texto automatiza",
                                                    "the share of each set and deck the text compiler automates").get(lang))
    coverage.add_argument("files", nargs="+", help=Text(
        "sets (MTGJSON, Scryfall o Cockatrice) y mazos (.dck, .dec, .cod, Arena, MTGJSON, listas); las cartas de los "
        "mazos se buscan en los sets dados y en tu base de datos",
        "sets (MTGJSON, Scryfall or Cockatrice) and decks (.dck, .dec, .cod, Arena, MTGJSON, lists); the decks' cards "
        "are looked up in the sets given and in your card database").get(lang))
    coverage.add_argument("--top", type=int, default=10, help=Text("mostrar las N líneas sin compilar más comunes",
                                                                   "show the N most common lines not compiled").get(lang))
    coverage.add_argument("--db", metavar=Text("ARCHIVO", "FILE").get(lang), help=Text(
        "la base de datos de cartas (por defecto, la del usuario)", "the card database (by default, the user's)").get(lang))
    coverage.set_defaults(func=cmd_mtg_coverage)
    ygo = sub.add_parser("ygo", help="Yu-Gi-Oh!").add_subparsers(dest="ygo_command", required=True)
    coverage = ygo.add_parser("coverage", help=Text("parte de las cartas y de los mazos que se juega automatizada",
                                                    "the share of the cards and decks that plays automated").get(lang))
    coverage.add_argument("cdb", help=Text("un cards.cdb de YGOPro o EDOPro", "a YGOPro or EDOPro cards.cdb").get(lang))
    coverage.add_argument("decks", nargs="*", help=Text("mazos .ydk", ".ydk decks").get(lang))
    coverage.add_argument("--top", type=int, default=20, help=Text("mostrar las N plantillas que faltan más comunes",
                                                                   "show the N most common missing templates").get(lang))
    coverage.set_defaults(func=cmd_ygo_coverage)
