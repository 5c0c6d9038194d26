"""``mtg coverage`` and ``ygo coverage``: how much of a card-data file (and of Yu-Gi-Oh! decks)
plays automated, measured by each game's ``coverage`` module. The parsers are built without
loading a game: each command imports its game's measure when it runs (a game costs memory and
start-up time)."""

from __future__ import annotations

import argparse
from pathlib import Path

from engine.core.errors import LoadError, TapeteError
from engine.core.text import Text
from tapete_cli.output import Subparsers


def cmd_mtg_coverage(args: argparse.Namespace) -> int:
    """Each set's share of cards the oracle compiler automates, and its commonest lines left."""
    from engine.games.mtg.coverage import measure_files

    for entry in measure_files(args.files):
        print(f"{entry.code}\t{entry.name}\t{entry.automated}/{entry.total}\t{entry.share:.1%}")
        for line, count in entry.missing.most_common(args.top):
            print(f"    {count:4d}  {line}")
    return 0


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
    coverage = mtg.add_parser("coverage", help=Text("parte de cada set que el compilador de texto automatiza",
                                                    "the share of each set the text compiler automates").get(lang))
    coverage.add_argument("files", nargs="+", help=Text("MTGJSON, Scryfall o Cockatrice",
                                                        "MTGJSON, Scryfall or Cockatrice").get(lang))
    coverage.add_argument("--top", type=int, default=0, help=Text("mostrar las N líneas sin compilar más comunes",
                                                                  "show the N most common lines not compiled").get(lang))
    coverage.set_defaults(func=cmd_mtg_coverage)
    ygo = sub.add_parser("ygo", help="Yu-Gi-Oh!").add_subparsers(dest="ygo_command", required=True)
    coverage = ygo.add_parser("coverage", help=Text("parte de las cartas y de los mazos que se juega automatizada",
                                                    "the share of the cards and decks that plays automated").get(lang))
    coverage.add_argument("cdb", help=Text("un cards.cdb de YGOPro o EDOPro", "a YGOPro or EDOPro cards.cdb").get(lang))
    coverage.add_argument("decks", nargs="*", help=Text("mazos .ydk", ".ydk decks").get(lang))
    coverage.add_argument("--top", type=int, default=20, help=Text("mostrar las N plantillas que faltan más comunes",
                                                                   "show the N most common missing templates").get(lang))
    coverage.set_defaults(func=cmd_ygo_coverage)
