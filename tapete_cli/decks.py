"""``deck validate FILE [--game G] [--format F] [--banlist LIST]`` and ``deck convert IN OUT``
for deck files of any format. Each returns the exit status: 0 done (a legal deck), 1 a deck
with unknown cards or violations; a file that cannot be read or written raises
``LoadError``/``DeckFormatError``, which ``tapete-cli`` reports with status 2. Every line
prints in ``lang`` (``"es"`` or ``"en"``); the lines of a deck are matched to cards by a
``CardLookup`` (the player's store and the shipped sets, or a card-data file)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from engine.core.errors import LoadError, TapeteError, text_of
from engine.core.game import get_game, is_game
from engine.core.progress import Progress
from engine.core.problems import SHOWN, at_line, shorten, summary
from engine.core.text import Text
from engine.formats.decks.convert import convert
from engine.formats.decks.detect import FORMATS, deck_format, parse_deck_file
from engine.formats.decks.errors import NO_GAME, DeckFormatError
from engine.formats.decks.playable import unknown_card
from engine.formats.decks.resolve import resolve
from engine.formats.records import GAMES, CardLookup, DeckList, ResolvedDeck
from engine.formats.validation import load_banlist, validate
from tapete_cli.output import Subparsers, helper, store_left_out


def _sizes(deck: DeckList, lang: str) -> str:
    empty = "empty" if lang == "en" else "vacío"
    return ", ".join(f"{section} {deck.count(section)}" for section in deck.sections) or empty


def convert_command(in_path: str, out_path: str, fmt: str | None = None, lang: str = "es", lookup: CardLookup | None = None,
                    game: str | None = None) -> int:
    """Convert a deck file; the output format comes from ``fmt`` or the extension of ``out_path``;
    with ``lookup`` (the player's cards), lines are completed first (``convert.complete``).
    Every field the output cannot hold is named after the report line."""
    done = convert(in_path, out_path, fmt, lookup, game)
    print(f"{in_path} → {out_path} ({done.fmt}): {_sizes(done.deck, lang)}")
    dropped = done.describe_dropped()
    if dropped is not None:
        print(Text(f"  {done.fmt} no guarda: {dropped.es}", f"  {done.fmt} does not keep: {dropped.en}").get(lang))
    return 0


def used_format(deck: ResolvedDeck, game: str, fmt: str) -> str:
    """The format a deck is checked in: ``fmt``, else the one its game picks (Magic: Commander
    for a deck with a commander, else Constructed; the other games have one set of rules)."""
    return get_game(game).deck_format_of(deck, fmt) if is_game(game) else fmt


def validate_command(path: str, game: str | None, fmt: str, banlist: str | None, lookup: CardLookup, lang: str = "es") -> int:
    """Check a deck file of any format against the rules of ``game`` (the file's own game when
    ``None``) and ``fmt``; prints every unknown line with its line number and every violation
    with its rule."""
    deck = parse_deck_file(path)
    game = game or deck.game
    if game is None:
        raise LoadError(path, NO_GAME)
    if deck.game is not None and deck.game != game:
        raise LoadError(path, Text(f"el mazo es de «{deck.game}», no de «{game}»",
                                   f"the deck is for «{deck.game}», not «{game}»"))
    listing = load_banlist(banlist, game) if banlist else None
    resolved = resolve(deck, game, lookup, fmt)
    violations = validate(resolved, game, fmt, listing)
    used = used_format(resolved, game, fmt)
    named = f" ({used})" if used else ""
    if not violations and not resolved.unknown:
        print(Text(f"{path}: mazo legal para {game}{named} ({_sizes(deck, 'es')})",
                   f"{path}: a legal deck for {game}{named} ({_sizes(deck, 'en')})").get(lang))
        return 0
    unknown, found = len(resolved.unknown), len(violations)
    print(Text(f"{path}: {unknown} carta(s) desconocida(s), {found} problema(s) como {game}{named}",
               f"{path}: {unknown} unknown card(s), {found} problem(s) as {game}{named}").get(lang))
    unknown_lines = (at_line(line.line, unknown_card(line, game, lookup)).get(lang) for line in resolved.unknown[:SHOWN])
    problems = [*unknown_lines, *(violation.describe(lang) for violation in violations[: max(0, SHOWN - unknown)])]
    print("  " + summary((shorten(problem) for problem in problems), unknown + found, "\n  ", lang))
    return 1


def convert_folder(in_dir: str, out_dir: str, fmt: str | None, lang: str = "es", lookup: CardLookup | None = None,
                   game: str | None = None) -> int:
    """Every deck file under ``in_dir`` (by extension) converted to ``fmt`` under ``out_dir``,
    keeping the folders; a file that cannot be read or written is reported and the rest go on.
    Status 1 when any file failed."""
    if not fmt:
        raise DeckFormatError(Text("para convertir una carpeta hace falta --format", "converting a folder needs --format"))
    extension = (deck_format(fmt).extensions or (".txt",))[0]
    files = deck_files(Path(in_dir))
    failed = 0
    with Progress(len(files), Text("mazos", "decks"), lang) as progress:
        for path in files:
            target = Path(out_dir) / path.relative_to(in_dir).with_suffix(extension)
            progress.clear()
            try:
                target.parent.mkdir(parents=True, exist_ok=True)
                convert_command(str(path), str(target), fmt, lang, lookup, game)
            except (TapeteError, OSError) as exc:
                failed += 1
                print(f"error: {text_of(exc).get(lang)}", file=sys.stderr)
            progress.advance()
    print(Text(f"{len(files) - failed} de {len(files)} mazos convertidos", f"{len(files) - failed} of {len(files)} decks converted").get(lang))
    return 1 if failed else 0


def deck_files(folder: Path) -> list[Path]:
    """The files under ``folder`` whose extension is a deck format's, in order."""
    extensions = {ext for deck_fmt in FORMATS.values() for ext in deck_fmt.extensions}
    return sorted(path for path in folder.rglob("*") if path.is_file() and path.suffix.lower() in extensions)


def cmd_deck_validate(args: argparse.Namespace) -> int:
    from engine.formats.decks.reference import card_lookup

    game = args.game or parse_deck_file(args.file).game
    if game is None:
        raise LoadError(args.file, NO_GAME)
    with card_lookup(game, args.db) as lookup:
        store_left_out(args, lookup.problem)
        return validate_command(args.file, game, args.format, args.banlist, lookup, args.lang)


def cmd_deck_convert(args: argparse.Namespace) -> int:
    """One deck file, or every deck file of a folder, to another format; lines completed from
    the player's cards (``--cards FILE``, else ``--db`` or the user's store, and the shipped sets)."""
    from engine.formats.decks.reference import card_lookup, cards_file_lookup

    with cards_file_lookup(args.cards) if args.cards else card_lookup(args.game, args.db) as lookup:
        store_left_out(args, lookup.problem)
        if Path(args.input).is_dir():
            return convert_folder(args.input, args.output, args.format, args.lang, lookup, args.game)
        return convert_command(args.input, args.output, args.format, args.lang, lookup, args.game)


def register(sub: Subparsers, lang: str) -> None:
    """``deck validate`` and ``deck convert``, their help in ``lang``."""
    h = helper(lang)
    file = h("ARCHIVO", "FILE")
    deck = sub.add_parser("deck", help=h("mazos", "decks"))
    deck_sub = deck.add_subparsers(dest="deck_command", required=True)
    validate = deck_sub.add_parser("validate", help=h("comprobar las reglas de construcción (cualquier formato de archivo)",
                                                      "check the construction rules (any file format)"))
    validate.add_argument("file")
    validate.add_argument("--game", choices=GAMES, help=h("el juego (por defecto, el que diga el archivo)",
                                                          "the game (by default, the one the file names)"))
    validate.add_argument("--format", default="", help=h("formato de juego: constructed, limited, commander, traditional…",
                                                         "play format: constructed, limited, commander, traditional…"))
    validate.add_argument("--banlist", metavar=file, help=h("lista de prohibidas y limitadas (TOML)",
                                                            "banned and limited list (TOML)"))
    validate.add_argument("--db", metavar=file, help=h("la base de datos de cartas (por defecto, la del usuario)",
                                                       "the card database (by default, the user's)"))
    validate.set_defaults(func=cmd_deck_validate)
    convert = deck_sub.add_parser("convert", help=h("convertir un mazo a otro formato (por la extensión o --format)",
                                                    "convert a deck to another format (by the extension or --format)"))
    convert.add_argument("input", help=h("un archivo de mazo o una carpeta de mazos", "a deck file or a folder of decks"))
    convert.add_argument("output", help=h("el archivo (o, para una carpeta, la carpeta) de salida",
                                          "the output file (or, for a folder, the output folder)"))
    convert.add_argument("--format", help=h("formato de salida (para una carpeta, obligatorio): ",
                                            "output format (required for a folder): ") + ", ".join(FORMATS))
    convert.add_argument("--game", choices=GAMES, help=h("el juego, si el archivo no lo dice", "the game, if the file does not say"))
    convert.add_argument("--db", metavar=file, help=h("la base de datos donde buscar nombres y números (por defecto, la del usuario)",
                                                      "the database to look names and numbers up in (by default, the user's)"))
    convert.add_argument("--cards", metavar=file, help=h("un archivo de datos de cartas (cards.cdb, cards.xml…) donde buscarlos",
                                                         "a card-data file (cards.cdb, cards.xml…) to look them up in"))
    convert.set_defaults(func=cmd_deck_convert)
