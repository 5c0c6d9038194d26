"""``tapete-cli``: headless games, scenarios, replays and deck checks.

Everything it prints follows ``--lang es|en``; without it, the language of the environment
(``LC_ALL``, ``LC_MESSAGES``, ``LANG``: Spanish when the first one set starts with ``es``, else
English).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Callable, Sequence

from engine.ai.bots import BOTS, make_bot
from engine.formats.carddata.cli import register as register_import
from engine.coverage_cli import register as register_coverage
from engine.net.cli import register as register_lan
from engine.formats.collection import LAYOUTS as COLLECTION_LAYOUTS
from engine.formats.decks import FORMATS as DECK_FORMATS
from engine.formats.records import GAMES, CardRecord
from engine.core.deck import Deck
from engine.core.errors import LoadError, TapeteError, text_of
from engine.core.problems import SHOWN, at_line, summary
from engine.core.game import Game, game_names, get_game
from engine.core.state import State
from engine.core.progress import Progress
from engine.core.text import LANGS, Text, environment_lang
from engine.formats.decks.errors import NO_GAME


def _out(text: str = "") -> None:
    print(text, flush=False)


def _say(args: argparse.Namespace, es: str, en: str) -> None:
    """Print a line in the chosen language."""
    _out(Text(es, en).get(args.lang))


def cmd_games(args: argparse.Namespace) -> int:
    for name in game_names():
        game = get_game(name)
        cards, demos = len(game.cards), len(game.demo_decks())
        _say(args, f"{name}\t{game.title}\t{cards} cartas\t{demos} mazos de demostración",
             f"{name}\t{game.title}\t{cards} cards\t{demos} demo decks")
    return 0


def _pick_deck(game: Game, ref: str | None, index: int) -> Deck:
    """A demo deck by name; a Tapete ``.deck`` of the game's own cards; else a deck file of any
    format (or a stored deck) resolved against every card the player has (the store and the
    shipped sets), its own cards adopted by the game."""
    demos = game.demo_decks()
    if ref is None:
        return list(demos.values())[index % len(demos)]
    if ref in demos:
        return demos[ref]
    from engine.formats.decks.cli import unknown_card
    from engine.formats.decks.detect import detect_format
    from engine.formats.decks.lines import read_deck_text
    from engine.formats.decks.reference import card_lookup, load_deck_reference
    from engine.formats.game_cards import to_engine_deck
    from engine.formats.tapete_deck import load_deck

    if Path(ref).is_file() and detect_format(read_deck_text(ref), ref) == "tapete":
        try:
            return load_deck(ref, game)
        except LoadError:
            pass  # a name the game does not ship may be one of the player's own cards
    resolved = load_deck_reference(ref, game.name)
    if resolved.unknown:
        with card_lookup(game.name, None) as lookup:
            problems = [at_line(line.line, unknown_card(line, game.name, lookup)) for line in resolved.unknown[:SHOWN]]
        raise LoadError(ref, Text(summary((p.es for p in problems), len(resolved.unknown)),
                                  summary((p.en for p in problems), len(resolved.unknown), lang="en")))
    return to_engine_deck(game, resolved)


def describe_outcome(state: State, lang: str = "es") -> str:
    """``Gana P1 — P2 llegó a 0 vidas (SiX 1.3.1.1.1)`` in ``lang``."""
    outcome = state.outcome
    if outcome is None:
        return Text("Sin terminar", "Not over").get(lang)
    if outcome.winner is None:
        who = Text("Empate", "Draw")
    else:
        who = Text(f"Gana P{outcome.winner + 1}", f"P{outcome.winner + 1} wins")
    rule = f" ({outcome.rule.id})" if outcome.rule else ""
    return f"{who.get(lang)} — {outcome.reason.get(lang)}{rule}"


def log_line(state: State, text: str, player: int) -> str:
    step = f"/{state.step}" if state.step else ""
    return f"T{state.turn} {state.phase}{step} P{player + 1}: {text}"


def cmd_play(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    players = args.players or game.num_players
    if players != game.num_players:  # games that seat more players offer ``for_players``
        for_players = getattr(game, "for_players", None)
        if for_players is None:
            _say(args, f"{game.title} se juega con {game.num_players} jugadores, no con {players}",
                 f"{game.title} is played by {game.num_players} players, not {players}")
            return 2
        try:
            game = for_players(players)
        except ValueError as error:
            _out(text_of(error).get(args.lang))
            return 2
    decks = [_pick_deck(game, args.decks[i] if args.decks and i < len(args.decks) else None, i) for i in range(players)]
    state = game.new_initial_state(decks, args.seed)
    bots = [make_bot(args.bots[i % len(args.bots)], f"{args.seed}:{i}") for i in range(players)]
    seats = " vs ".join(f"{d.name} (P{i + 1})" for i, d in enumerate(decks))
    _say(args, f"{game.title} — semilla {args.seed} — {seats}", f"{game.title} — seed {args.seed} — {seats}")
    for _ in range(args.max_actions):
        if state.is_terminal():
            break
        player = state.current_player()
        assert player is not None
        action = bots[player].choose(state)
        line = log_line(state, state.action_to_string(action), player)
        state.apply_action(action)
        if not args.quiet:
            _out(line)
    result, actions = describe_outcome(state, args.lang), len(state.history)
    _say(args, f"Resultado: {result} — {actions} acciones, {state.turn} turnos",
         f"Result: {result} — {actions} actions, {state.turn} turns")
    if args.save:
        from engine.core import replay

        replay.save(state, args.save)
        _say(args, f"Partida guardada en {args.save}", f"Game saved to {args.save}")
    return 0


def _scenario_files(paths: Sequence[str]) -> list[Path]:
    files: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            files.extend(sorted(path.rglob("*.toml")))
        else:
            files.append(path)
    return files


def cmd_scenario_run(args: argparse.Namespace) -> int:
    from engine.scenario import run_file

    passed = failed = 0
    for path in _scenario_files(args.paths):
        result = run_file(path)
        if result.passed:
            passed += 1
            if args.verbose:
                _out(f"ok    {path}  {result.name}")
        else:
            failed += 1
            _say(args, f"FALLA {path}  {result.name}", f"FAIL  {path}  {result.name}")
            for failure in result.failures:
                _out(f"      {failure.get(args.lang)}")
    _say(args, f"{passed} superados, {failed} fallidos", f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


def cmd_replay(args: argparse.Namespace) -> int:
    from engine.core import replay

    state = replay.load(args.file)
    if not args.quiet:
        assert state._initial is not None
        view = state._initial.clone()
        for action in state.history:
            _out(log_line(view, view.action_to_string(action), action.player))
            view.apply_action(action)
    result, actions = describe_outcome(state, args.lang), len(state.history)
    _say(args, f"Resultado: {result} — {actions} acciones", f"Result: {result} — {actions} actions")
    _out(f"state_hash {state.state_hash()}")
    return 0


def _store_left_out(args: argparse.Namespace, problem: Text | None) -> None:
    """Say on standard error that the user's store was left out, and why."""
    if problem is not None:
        print(Text(f"aviso: sin tu base de datos de cartas ({problem.es}); solo las cartas que trae Tapete",
                   f"warning: without your card database ({problem.en}); only the cards Tapete ships").get(args.lang),
              file=sys.stderr)


def cmd_deck_validate(args: argparse.Namespace) -> int:
    from engine.formats.decks.cli import validate_command
    from engine.formats.decks.detect import parse_deck_file
    from engine.formats.decks.reference import card_lookup

    game = args.game or parse_deck_file(args.file).game
    if game is None:
        raise LoadError(args.file, NO_GAME)
    with card_lookup(game, args.db) as lookup:
        _store_left_out(args, lookup.problem)
        return validate_command(args.file, game, args.format, args.banlist, lookup, args.lang)


def cmd_deck_convert(args: argparse.Namespace) -> int:
    """One deck file, or every deck file of a folder, to another format; lines completed from
    the player's cards (``--cards FILE``, else ``--db`` or the user's store, and the shipped sets)."""
    from engine.formats.decks.cli import convert_command, convert_folder
    from engine.formats.decks.reference import card_lookup, cards_file_lookup

    with cards_file_lookup(args.cards) if args.cards else card_lookup(args.game, args.db) as lookup:
        _store_left_out(args, lookup.problem)
        if Path(args.input).is_dir():
            return convert_folder(args.input, args.output, args.format, args.lang, lookup, args.game)
        return convert_command(args.input, args.output, args.format, args.lang, lookup, args.game)


def cmd_collection_import(args: argparse.Namespace) -> int:
    from engine.formats.collection import read_collection_file
    from engine.store import Store

    collection = read_collection_file(args.file)
    with Store(args.db) as store, Progress(len(collection.rows), Text("filas", "rows"), args.lang) as progress:
        report = store.import_collection(collection.rows, args.game, replace=args.replace, progress=progress.update)
        progress.clear()
        closest = {note.name: store.closest_names(note.name, args.game, 3) for note in report.unmatched[:SHOWN]}
    _say(args, f"{args.file} ({collection.layout}): {report.stored} entradas, {report.copies} copias guardadas",
         f"{args.file} ({collection.layout}): {report.stored} entries, {report.copies} copies stored")
    lang = args.lang
    listings = (
        [at_line(row.line, Text(f"no es de la colección ({row.extra.get('binder_type', '')} «{row.location}»)",
                                f"not part of the collection ({row.extra.get('binder_type', '')} «{row.location}»)")).get(lang)
         for row in collection.skipped[:SHOWN]],
        [at_line(note.line, note.reason).get(lang) for note in report.substituted[:SHOWN]],
        [at_line(note.line, Text(f"sin coincidencia: {note.reason.es}{_perhaps(closest.get(note.name)).es}",
                                 f"no match: {note.reason.en}{_perhaps(closest.get(note.name)).en}")).get(lang)
         for note in report.unmatched[:SHOWN]],
    )
    for listed, total in zip(listings, (len(collection.skipped), len(report.substituted), len(report.unmatched))):
        if listed:
            _out("  " + summary(listed, total, "\n  ", lang))
    return 1 if report.unmatched else 0


def _perhaps(names: list[str] | None) -> Text:
    """``; ¿quizá «A», «B»?`` for the closest names, nothing without them."""
    if not names:
        return Text("", "")
    offered = ", ".join(f"«{name}»" for name in names)
    return Text(f"; ¿quizá {offered}?", f"; perhaps {offered}?")


def cmd_collection_export(args: argparse.Namespace) -> int:
    from engine.formats.collection import write_collection
    from engine.store import Store

    with Store(args.db) as store:
        rows = store.export_collection(args.game)
    write_collection(rows, args.layout, args.output)
    _say(args, f"{args.output}: {len(rows)} entradas ({args.layout})", f"{args.output}: {len(rows)} entries ({args.layout})")
    return 0


_COLOURS = {"black": "#000000", "negro": "#000000", "grey": "#808080", "gris": "#808080", "red": "#ff0000", "rojo": "#ff0000",
            "cyan": "#00a0e0", "magenta": "#e000a0", "white": "#ffffff", "blanco": "#ffffff"}


def _colour_type(lang: str) -> Callable[[str], tuple[int, int, int]]:
    """``--mark-colour``'s reader: ``#rrggbb`` or a colour's name, refused in ``lang``."""
    def colour(text: str) -> tuple[int, int, int]:
        value = _COLOURS.get(text.casefold(), text).lstrip("#")
        if len(value) != 6 or any(c not in "0123456789abcdefABCDEF" for c in value):
            names = ", ".join(_COLOURS)
            raise argparse.ArgumentTypeError(Text(f"color «{text}»: usa #rrggbb o {names}",
                                                  f"colour «{text}»: use #rrggbb or {names}").get(lang))
        return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)
    return colour


def cmd_proxies(args: argparse.Namespace) -> int:
    """Proxy sheets of a deck as PDF; the drawing lives in ``cardimages`` (imported here, lazily:
    the engine never imports Pillow when it loads)."""
    from cardimages.proxies import proxy_list, write_pdf
    from cardimages.scans import ScanFolder
    from cardimages.sheets import SheetOptions, parse_paper
    from engine.formats.decks.reference import load_deck_reference, owned_copies

    deck = load_deck_reference(args.deck, args.game, args.db)
    owned = None
    if args.only_missing:
        from engine.store import Store

        with Store(args.db) as store:
            owned = owned_copies(store, deck.game)
    cards = proxy_list(deck, skip_basic_lands=args.skip_basic_lands, owned=owned)
    options = SheetOptions(
        paper=parse_paper(args.paper), landscape=args.landscape, margin=args.margin, gap=args.gap, bleed=args.bleed,
        bleed_mode=args.bleed_mode, marks=args.marks, mark_colour=args.mark_colour, mark_width=args.mark_width,
        backs=args.backs, back_offset=tuple(args.back_offset), scale=tuple(args.scale), calibration=args.calibration,
        proxy_mark=not args.no_proxy_mark, dpi=args.dpi)
    scans = ScanFolder(Path(args.scans)) if args.scans else None
    from cardimages.imagecache.settings import stored_library

    library = stored_library(Path(args.db) if args.db else None, [Path(p) for p in args.images or []])
    if not cards.cards and not args.calibration:
        _say(args, f"{args.deck}: no queda ninguna carta que imprimir", f"{args.deck}: no card is left to print")
        for note in cards.skipped:
            _say(args, f"  omitida: {note}", f"  left out: {note}")
        return 1
    report = write_pdf(cards, args.output, options, scans, library=library)
    _say(args, f"{args.output}: {report.cards} cartas en {report.pages} páginas ({deck.name or args.deck}); "
               f"{report.pictured} con imagen propia, {report.cards - report.pictured} dibujadas",
         f"{args.output}: {report.cards} cards on {report.pages} pages ({deck.name or args.deck}); "
         f"{report.pictured} with a picture of your own, {report.cards - report.pictured} drawn")
    for note in report.skipped:
        _say(args, f"  omitida: {note}", f"  left out: {note}")
    if deck.unknown:
        from engine.formats.decks.cli import unknown_card
        from engine.formats.decks.reference import card_lookup

        with card_lookup(deck.game, args.db) as lookup:
            for line in deck.unknown:
                told = at_line(line.line, unknown_card(line, deck.game, lookup))
                _say(args, f"  impresa con su nombre: {told.es}", f"  printed with its name: {told.en}")
    return 1 if report.unknown else 0


def cmd_scans(args: argparse.Namespace) -> int:
    """Which images of a scans folder match a card of the game, and which match none."""
    from cardimages.faces import record_face
    from cardimages.scans import ScanFolder

    from engine.formats.decks.reference import card_lookup
    from engine.store.search import SearchQuery

    records: list[CardRecord] = []  # every card the player has: the store's (--db, else the user's) and the shipped ones
    with card_lookup(args.game, args.db) as cards:
        if cards.store is not None:
            while page := cards.store.search(SearchQuery(game=args.game), limit=5000, offset=len(records)):
                records.extend(result.card for result in page)
        shipped = cards.shipped(args.game)
        stored = {(record.set_code, record.number, record.name) for record in records}
        records += [record for record in (shipped.by_code.values() if shipped else ())
                    if (record.set_code, record.number, record.name) not in stored]
    folder = ScanFolder(Path(args.folder))
    faces = [record_face(record) for record in records]
    unmatched = folder.unmatched(faces)
    matched = sum(1 for face in faces if folder.find(face) is not None)
    _say(args, f"{args.folder}: {len(folder.index)} imágenes; {matched} de {len(faces)} cartas de {args.game} tienen imagen",
         f"{args.folder}: {len(folder.index)} images; {matched} of {len(faces)} {args.game} cards have an image")
    for path in unmatched:
        _say(args, f"  sin coincidencia: {folder.relative(path)}", f"  no match: {folder.relative(path)}")
    return 1 if unmatched else 0


def build_parser(lang: str = "es") -> argparse.ArgumentParser:
    """The command line, its help in ``lang``."""
    def h(es: str, en: str) -> str:
        return Text(es, en).get(lang)

    file, deck_ref, folder = h("ARCHIVO", "FILE"), h("MAZO", "DECK"), h("CARPETA", "FOLDER")
    parser = argparse.ArgumentParser(prog="tapete-cli", description=h("Tapete sin ventana: partidas, escenarios, repeticiones y mazos.",
                                                                      "Tapete without a window: games, scenarios, replays and decks."))
    parser.add_argument("--lang", choices=LANGS, default=lang,
                        help=h("idioma de la salida (por defecto, el del entorno: LC_ALL, LC_MESSAGES, LANG)",
                               "language of the output (by default the environment's: LC_ALL, LC_MESSAGES, LANG)"))
    sub = parser.add_subparsers(dest="command", required=True)

    sub.add_parser("games", help=h("los juegos registrados", "the registered games")).set_defaults(func=cmd_games)

    play = sub.add_parser("play", help=h("una partida entre bots, con su registro en notación",
                                         "a game between bots, with its log in notation"))
    play.add_argument("--game", required=True, choices=GAMES)
    play.add_argument("--seed", default=0, type=int)
    play.add_argument("--bots", nargs="+", default=["random", "random"], choices=sorted(BOTS), metavar="BOT",
                      help=h(f"uno por jugador (se repiten si faltan): {', '.join(sorted(BOTS))}",
                             f"one per player (repeated when too few): {', '.join(sorted(BOTS))}"))
    play.add_argument("--decks", nargs="+", metavar=deck_ref, help=h("nombre de un mazo de demostración o un archivo, uno por jugador",
                                                                     "a demo deck's name or a file, one per player"))
    play.add_argument("--players", type=int, help=h("cuántos jugadores (Magic: 2 a 4)", "how many players (Magic: 2 to 4)"))
    play.add_argument("--save", metavar=file, help=h("guardar la partida como repetición JSON", "save the game as a JSON replay"))
    play.add_argument("--quiet", action="store_true", help=h("solo el resultado", "the result only"))
    play.add_argument("--max-actions", type=int, default=20000)
    play.set_defaults(func=cmd_play)

    scenario = sub.add_parser("scenario", help=h("escenarios de reglas y puzles", "rules scenarios and puzzles"))
    scenario_sub = scenario.add_subparsers(dest="scenario_command", required=True)
    run = scenario_sub.add_parser("run", help=h("ejecutar archivos o carpetas de escenarios", "run scenario files or folders"))
    run.add_argument("paths", nargs="+")
    run.add_argument("--verbose", "-v", action="store_true")
    run.set_defaults(func=cmd_scenario_run)

    replay_cmd = sub.add_parser("replay", help=h("reproducir una partida guardada", "replay a saved game"))
    replay_cmd.add_argument("file")
    replay_cmd.add_argument("--quiet", action="store_true")
    replay_cmd.set_defaults(func=cmd_replay)

    database = h("la base de datos de cartas (por defecto, la del usuario)", "the card database (by default, the user's)")
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
    validate.add_argument("--db", metavar=file, help=database)
    validate.set_defaults(func=cmd_deck_validate)
    convert = deck_sub.add_parser("convert", help=h("convertir un mazo a otro formato (por la extensión o --format)",
                                                    "convert a deck to another format (by the extension or --format)"))
    convert.add_argument("input", help=h("un archivo de mazo o una carpeta de mazos", "a deck file or a folder of decks"))
    convert.add_argument("output", help=h("el archivo (o, para una carpeta, la carpeta) de salida",
                                          "the output file (or, for a folder, the output folder)"))
    convert.add_argument("--format", help=h("formato de salida (para una carpeta, obligatorio): ",
                                            "output format (required for a folder): ") + ", ".join(DECK_FORMATS))
    convert.add_argument("--game", choices=GAMES, help=h("el juego, si el archivo no lo dice", "the game, if the file does not say"))
    convert.add_argument("--db", metavar=file, help=h("la base de datos donde buscar nombres y números (por defecto, la del usuario)",
                                                      "the database to look names and numbers up in (by default, the user's)"))
    convert.add_argument("--cards", metavar=file, help=h("un archivo de datos de cartas (cards.cdb, cards.xml…) donde buscarlos",
                                                         "a card-data file (cards.cdb, cards.xml…) to look them up in"))
    convert.set_defaults(func=cmd_deck_convert)

    collection = sub.add_parser("collection", help=h("la colección", "the collection"))
    collection_sub = collection.add_subparsers(dest="collection_command", required=True)
    importing = collection_sub.add_parser("import", help=h("importar un CSV (Deckbox, Moxfield, ManaBox, Archidekt, Dragon Shield)",
                                                           "import a CSV (Deckbox, Moxfield, ManaBox, Archidekt, Dragon Shield)"))
    importing.add_argument("file")
    importing.add_argument("--game", default="mtg", choices=GAMES)
    importing.add_argument("--replace", action="store_true", help=h("sustituir la colección del juego en vez de sumar",
                                                                    "replace the game's collection instead of adding to it"))
    importing.add_argument("--db", metavar=file)
    importing.set_defaults(func=cmd_collection_import)
    export = collection_sub.add_parser("export", help=h("exportar la colección a CSV", "export the collection to CSV"))
    export.add_argument("output")
    export.add_argument("--layout", required=True, choices=COLLECTION_LAYOUTS)
    export.add_argument("--game", choices=GAMES)
    export.add_argument("--db", metavar=file)
    export.set_defaults(func=cmd_collection_export)

    proxies = sub.add_parser("proxies", help=h("hojas de proxies de un mazo en PDF, a tamaño real",
                                               "proxy sheets of a deck as PDF, true size"))
    proxies.add_argument("deck", metavar=deck_ref, help=h("un archivo de mazo (cualquier formato) o un mazo guardado (número o nombre)",
                                                          "a deck file (any format) or a saved deck (number or name)"))
    proxies.add_argument("-o", "--output", required=True, metavar=h("ARCHIVO.pdf", "FILE.pdf"))
    proxies.add_argument("--game", choices=GAMES, help=h("el juego, si el archivo no lo dice",
                                                         "the game, if the file does not say"))
    proxies.add_argument("--db", metavar=file, help=database)
    proxies.add_argument("--paper", default="a4", help=h("a4, letter, a3 o ANCHOxALTO en mm (por defecto a4)",
                                                         "a4, letter, a3 or WIDTHxHEIGHT in mm (a4 by default)"))
    proxies.add_argument("--landscape", action="store_true", help=h("papel apaisado", "landscape paper"))
    proxies.add_argument("--margin", type=float, default=5.0, help=h("margen mínimo en mm (5)", "least margin in mm (5)"))
    proxies.add_argument("--gap", type=float, default=0.0, help=h("separación entre cartas, 0–5 mm (0)",
                                                                  "gap between cards, 0–5 mm (0)"))
    proxies.add_argument("--bleed", type=float, default=0.0, help=h("sangrado, 0–3 mm (0)", "bleed, 0–3 mm (0)"))
    proxies.add_argument("--bleed-mode", choices=("extend", "mirror"), default="extend", help=h("borde extendido o reflejado",
                                                                                                "edge extended or mirrored"))
    proxies.add_argument("--marks", choices=("corners", "lines", "none"), default="corners", help=h("marcas de corte (corners)",
                                                                                                    "cut marks (corners)"))
    proxies.add_argument("--mark-colour", type=_colour_type(lang), default=(0, 0, 0), metavar=h("COLOR", "COLOUR"),
                         help=h("#rrggbb o un nombre (negro)", "#rrggbb or a name (black)"))
    proxies.add_argument("--mark-width", type=float, default=0.2, metavar="MM", help=h("grosor de las marcas (0,2 mm)",
                                                                                       "width of the marks (0.2 mm)"))
    proxies.add_argument("--backs", action="store_true", help=h("una página de dorsos tras cada página (dúplex, borde largo)",
                                                                "a page of backs after each page (duplex, long edge)"))
    proxies.add_argument("--back-offset", type=float, nargs=2, default=(0.0, 0.0), metavar=("X", "Y"),
                         help=h("desplazamiento del dorso en mm", "offset of the back in mm"))
    proxies.add_argument("--scale", type=float, nargs=2, default=(1.0, 1.0), metavar=("X", "Y"), help=h("escala por eje (0,9–1,1)",
                                                                                                        "scale per axis (0.9–1.1)"))
    proxies.add_argument("--calibration", action="store_true", help=h("añadir una página de calibración con reglas milimetradas",
                                                                      "add a calibration page with millimetre rulers"))
    proxies.add_argument("--no-proxy-mark", action="store_true", help=h("sin la marca «PROXY»", "without the «PROXY» mark"))
    proxies.add_argument("--skip-basic-lands", action="store_true", help=h("sin tierras básicas (MTG)",
                                                                           "without basic lands (MTG)"))
    proxies.add_argument("--only-missing", action="store_true", help=h("solo las copias que faltan en la colección",
                                                                       "only the copies the collection lacks"))
    proxies.add_argument("--scans", metavar=folder, help=h("carpeta con imágenes propias de las cartas",
                                                           "a folder of your own card images"))
    proxies.add_argument("--images", metavar=folder, action="append",
                         help=h("carpeta o archivo .zip de imágenes de Cockatrice, Forge, XMage o EDOPro, leída donde está "
                                "(se repite; después, las fuentes de imágenes guardadas en la base de datos)",
                                "a folder or .zip archive of Cockatrice, Forge, XMage or EDOPro pictures, read where it is "
                                "(repeatable; then the image sources kept in the database)"))
    proxies.add_argument("--dpi", type=int, default=300, help=h("resolución de las imágenes (300)",
                                                                "resolution of the images (300)"))
    proxies.set_defaults(func=cmd_proxies)
    scans = sub.add_parser("scans", help=h("comprobar una carpeta de imágenes propias: qué cartas reconoce y qué archivos no",
                                           "check a folder of your own images: which cards it recognises and which files not"))
    scans.add_argument("folder", metavar=folder)
    scans.add_argument("--game", required=True, choices=GAMES)
    scans.add_argument("--db", metavar=file, help=database)
    scans.set_defaults(func=cmd_scans)

    register_import(sub, lang)
    register_coverage(sub, lang)
    register_lan(sub)
    return parser


def chosen_lang(argv: Sequence[str]) -> str:
    """``--lang``'s value when ``argv`` gives one Tapete speaks, else the environment's."""
    for index, arg in enumerate(argv):
        if arg.startswith("--lang="):
            value = arg.partition("=")[2]
        elif arg == "--lang" and index + 1 < len(argv):
            value = argv[index + 1]
        else:
            continue
        if value in LANGS:
            return value
    return environment_lang(os.environ)


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command. The one place where what a player can cause (a file that cannot be
    read or written, a deck or game that does not fit) becomes ``error: …`` on stderr and exit
    status 2; anything else is a bug, and shows as one."""
    for stream in (sys.stdout, sys.stderr):  # a file may quote a lone surrogate: print it escaped
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding="utf-8", errors="backslashreplace")
    argv = sys.argv[1:] if argv is None else list(argv)
    args = build_parser(chosen_lang(argv)).parse_args(argv)
    try:
        return int(args.func(args))
    except TapeteError as exc:
        print(f"error: {exc.message(args.lang)}", file=sys.stderr)
    except OSError as exc:  # writing an output file: a folder that does not exist, a full disk…
        print(f"error: {exc.filename}: {exc.strerror}" if exc.filename else f"error: {exc}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
