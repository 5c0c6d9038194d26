"""``tapete-cli``: headless games, scenarios, replays and deck checks."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Sequence

from engine.ai.bots import BOTS, make_bot
from engine.formats.carddata.cli import register as register_import
from engine.games.mtg.coverage import register as register_mtg
from engine.net.cli import register as register_lan
from engine.formats.collection import LAYOUTS as COLLECTION_LAYOUTS
from engine.formats.decks import FORMATS as DECK_FORMATS
from engine.formats.records import GAMES, CardLookup
from engine.core.deck import Deck
from engine.core.errors import LoadError, TapeteError
from engine.core.problems import SHOWN, summary
from engine.core.game import Game, game_names, get_game
from engine.core.state import State


def _out(text: str = "") -> None:
    print(text, flush=False)


def cmd_games(args: argparse.Namespace) -> int:
    for name in game_names():
        game = get_game(name)
        _out(f"{name}\t{game.title}\t{len(game.cards)} cartas\t{len(game.demo_decks())} mazos de demostración")
    return 0


def _pick_deck(game: Game, ref: str | None, index: int) -> Deck:
    demos = game.demo_decks()
    if ref is None:
        return list(demos.values())[index % len(demos)]
    if ref in demos:
        return demos[ref]
    from engine.formats.tapete_deck import load_deck

    return load_deck(ref, game)


def describe_outcome(state: State) -> str:
    outcome = state.outcome
    if outcome is None:
        return "Sin terminar"
    who = "Empate" if outcome.winner is None else f"Gana P{outcome.winner + 1}"
    rule = f" ({outcome.rule.id})" if outcome.rule else ""
    return f"{who} — {outcome.reason}{rule}"


def log_line(state: State, text: str, player: int) -> str:
    step = f"/{state.step}" if state.step else ""
    return f"T{state.turn} {state.phase}{step} P{player + 1}: {text}"


def cmd_play(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    players = args.players or game.num_players
    if players != game.num_players:  # games that seat more players offer ``for_players``
        for_players = getattr(game, "for_players", None)
        if for_players is None:
            _out(f"{game.title} se juega con {game.num_players} jugadores, no con {players}")
            return 2
        try:
            game = for_players(players)
        except ValueError as error:
            _out(str(error))
            return 2
    decks = [_pick_deck(game, args.decks[i] if args.decks and i < len(args.decks) else None, i) for i in range(players)]
    state = game.new_initial_state(decks, args.seed)
    bots = [make_bot(args.bots[i % len(args.bots)], f"{args.seed}:{i}") for i in range(players)]
    _out(f"{game.title} — semilla {args.seed} — " + " vs ".join(f"{d.name} (P{i + 1})" for i, d in enumerate(decks)))
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
    _out(f"Resultado: {describe_outcome(state)} — {len(state.history)} acciones, {state.turn} turnos")
    if args.save:
        from engine.core import replay

        replay.save(state, args.save)
        _out(f"Partida guardada en {args.save}")
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
            _out(f"FALLA {path}  {result.name}")
            for failure in result.failures:
                _out(f"      {failure}")
    _out(f"{passed} passed, {failed} failed")
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
    _out(f"Resultado: {describe_outcome(state)} — {len(state.history)} acciones")
    _out(f"state_hash {state.state_hash()}")
    return 0


def _lookup(game: str, db: str | None) -> CardLookup:
    """A game's own cards when the engine ships them, else the store's catalogue."""
    from engine.formats.decks.reference import card_lookup

    return card_lookup(game, db)


def cmd_deck_validate(args: argparse.Namespace) -> int:
    from engine.formats.decks.cli import validate_command
    from engine.formats.decks.detect import parse_deck_file

    game = args.game or parse_deck_file(args.file).game
    if game is None:
        raise LoadError(args.file, "el archivo no dice de qué juego es; indica --game")
    return validate_command(args.file, game, args.format, args.banlist, _lookup(game, args.db))


def cmd_deck_convert(args: argparse.Namespace) -> int:
    from engine.formats.decks.cli import convert_command

    return convert_command(args.input, args.output, args.format)


def cmd_collection_import(args: argparse.Namespace) -> int:
    from engine.formats.collection import read_collection_file
    from engine.store import Store

    collection = read_collection_file(args.file)
    with Store(args.db) as store:
        report = store.import_collection(collection.rows, args.game, replace=args.replace)
    _out(f"{args.file} ({collection.layout}): {report.stored} entradas, {report.copies} copias guardadas")
    listings = (
        [f"línea {row.line}: no es de la colección ({row.extra.get('binder_type', '')} «{row.location}»)" for row in collection.skipped[:SHOWN]],
        [f"línea {note.line}: {note.reason}" for note in report.substituted[:SHOWN]],
        [f"línea {note.line}: sin coincidencia: {note.reason}" for note in report.unmatched[:SHOWN]],
    )
    for listed, total in zip(listings, (len(collection.skipped), len(report.substituted), len(report.unmatched))):
        if listed:
            _out("  " + summary(listed, total, "\n  "))
    return 1 if report.unmatched else 0


def cmd_collection_export(args: argparse.Namespace) -> int:
    from engine.formats.collection import write_collection
    from engine.store import Store

    with Store(args.db) as store:
        rows = store.export_collection(args.game)
    write_collection(rows, args.layout, args.output)
    _out(f"{args.output}: {len(rows)} entradas ({args.layout})")
    return 0


def _colour(text: str) -> tuple[int, int, int]:
    names = {"black": "#000000", "negro": "#000000", "grey": "#808080", "gris": "#808080", "red": "#ff0000", "rojo": "#ff0000",
             "cyan": "#00a0e0", "magenta": "#e000a0", "white": "#ffffff", "blanco": "#ffffff"}
    value = names.get(text.casefold(), text).lstrip("#")
    if len(value) != 6 or any(c not in "0123456789abcdefABCDEF" for c in value):
        raise argparse.ArgumentTypeError(f"color «{text}»: usa #rrggbb o {', '.join(names)}")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


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
        _out(f"{args.deck}: no queda ninguna carta que imprimir")
        for note in cards.skipped:
            _out(f"  omitida: {note}")
        return 1
    report = write_pdf(cards, args.output, options, scans, library=library)
    _out(f"{args.output}: {report.cards} cartas en {report.pages} páginas ({deck.name or args.deck}); "
         f"{report.pictured} con imagen propia, {report.cards - report.pictured} dibujadas")
    for note in report.skipped:
        _out(f"  omitida: {note}")
    for note in report.unknown:
        _out(f"  carta desconocida, impresa con su nombre: {note}")
    return 1 if report.unknown else 0


def cmd_scans(args: argparse.Namespace) -> int:
    """Which images of a scans folder match a card of the game, and which match none."""
    from cardimages.faces import record_face
    from cardimages.scans import ScanFolder

    if args.game in game_names() and not args.db:
        from engine.formats.game_cards import GameCardLookup

        records = list(GameCardLookup(get_game(args.game)).by_code.values())
    else:
        from engine.store import Store
        from engine.store.search import SearchQuery

        records = []
        with Store(args.db) as store:
            while page := store.search(SearchQuery(game=args.game), limit=5000, offset=len(records)):
                records.extend(result.card for result in page)
    folder = ScanFolder(Path(args.folder))
    faces = [record_face(record) for record in records]
    unmatched = folder.unmatched(faces)
    matched = sum(1 for face in faces if folder.find(face) is not None)
    _out(f"{args.folder}: {len(folder.index)} imágenes; {matched} de {len(faces)} cartas de {args.game} tienen imagen")
    for path in unmatched:
        _out(f"  sin coincidencia: {folder.relative(path)}")
    return 1 if unmatched else 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tapete-cli", description="Tapete sin ventana: partidas, escenarios, repeticiones y mazos.")
    sub = parser.add_subparsers(dest="command", required=True)

    sub.add_parser("games", help="los juegos registrados").set_defaults(func=cmd_games)

    play = sub.add_parser("play", help="una partida entre bots, con su registro en notación")
    play.add_argument("--game", required=True, choices=game_names())
    play.add_argument("--seed", default=0, type=int)
    play.add_argument("--bots", nargs="+", default=["random", "random"], choices=sorted(BOTS), metavar="BOT",
                      help=f"uno por jugador (se repiten si faltan): {', '.join(sorted(BOTS))}")
    play.add_argument("--decks", nargs="+", metavar="MAZO", help="nombre de un mazo de demostración o un archivo, uno por jugador")
    play.add_argument("--players", type=int, help="cuántos jugadores (Magic: 2 a 4)")
    play.add_argument("--save", metavar="ARCHIVO", help="guardar la partida como repetición JSON")
    play.add_argument("--quiet", action="store_true", help="solo el resultado")
    play.add_argument("--max-actions", type=int, default=20000)
    play.set_defaults(func=cmd_play)

    scenario = sub.add_parser("scenario", help="escenarios de reglas y puzles")
    scenario_sub = scenario.add_subparsers(dest="scenario_command", required=True)
    run = scenario_sub.add_parser("run", help="ejecutar archivos o carpetas de escenarios")
    run.add_argument("paths", nargs="+")
    run.add_argument("--verbose", "-v", action="store_true")
    run.set_defaults(func=cmd_scenario_run)

    replay_cmd = sub.add_parser("replay", help="reproducir una partida guardada")
    replay_cmd.add_argument("file")
    replay_cmd.add_argument("--quiet", action="store_true")
    replay_cmd.set_defaults(func=cmd_replay)

    deck = sub.add_parser("deck", help="mazos")
    deck_sub = deck.add_subparsers(dest="deck_command", required=True)
    validate = deck_sub.add_parser("validate", help="comprobar las reglas de construcción (cualquier formato de archivo)")
    validate.add_argument("file")
    validate.add_argument("--game", choices=GAMES, help="el juego (por defecto, el que diga el archivo)")
    validate.add_argument("--format", default="", help="formato de juego: constructed, limited, commander, traditional…")
    validate.add_argument("--banlist", metavar="ARCHIVO", help="lista de prohibidas y limitadas (TOML)")
    validate.add_argument("--db", metavar="ARCHIVO", help="la base de datos de cartas (por defecto, la del usuario)")
    validate.set_defaults(func=cmd_deck_validate)
    convert = deck_sub.add_parser("convert", help="convertir un mazo a otro formato (por la extensión o --format)")
    convert.add_argument("input")
    convert.add_argument("output")
    convert.add_argument("--format", help="formato de salida: " + ", ".join(DECK_FORMATS))
    convert.set_defaults(func=cmd_deck_convert)

    collection = sub.add_parser("collection", help="la colección")
    collection_sub = collection.add_subparsers(dest="collection_command", required=True)
    importing = collection_sub.add_parser("import", help="importar un CSV (Deckbox, Moxfield, ManaBox, Archidekt, Dragon Shield)")
    importing.add_argument("file")
    importing.add_argument("--game", default="mtg", choices=GAMES)
    importing.add_argument("--replace", action="store_true", help="sustituir la colección del juego en vez de sumar")
    importing.add_argument("--db", metavar="ARCHIVO")
    importing.set_defaults(func=cmd_collection_import)
    export = collection_sub.add_parser("export", help="exportar la colección a CSV")
    export.add_argument("output")
    export.add_argument("--layout", required=True, choices=COLLECTION_LAYOUTS)
    export.add_argument("--game", choices=GAMES)
    export.add_argument("--db", metavar="ARCHIVO")
    export.set_defaults(func=cmd_collection_export)

    proxies = sub.add_parser("proxies", help="hojas de proxies de un mazo en PDF, a tamaño real")
    proxies.add_argument("deck", metavar="MAZO", help="un archivo de mazo (cualquier formato) o un mazo guardado (número o nombre)")
    proxies.add_argument("-o", "--output", required=True, metavar="ARCHIVO.pdf")
    proxies.add_argument("--game", choices=GAMES, help="el juego, si el archivo no lo dice")
    proxies.add_argument("--db", metavar="ARCHIVO", help="la base de datos de cartas (por defecto, la del usuario)")
    proxies.add_argument("--paper", default="a4", help="a4, letter, a3 o ANCHOxALTO en mm (por defecto a4)")
    proxies.add_argument("--landscape", action="store_true", help="papel apaisado")
    proxies.add_argument("--margin", type=float, default=5.0, help="margen mínimo en mm (5)")
    proxies.add_argument("--gap", type=float, default=0.0, help="separación entre cartas, 0–5 mm (0)")
    proxies.add_argument("--bleed", type=float, default=0.0, help="sangrado, 0–3 mm (0)")
    proxies.add_argument("--bleed-mode", choices=("extend", "mirror"), default="extend", help="borde extendido o reflejado")
    proxies.add_argument("--marks", choices=("corners", "lines", "none"), default="corners", help="marcas de corte (corners)")
    proxies.add_argument("--mark-colour", type=_colour, default=(0, 0, 0), metavar="COLOR", help="#rrggbb o un nombre (negro)")
    proxies.add_argument("--mark-width", type=float, default=0.2, metavar="MM", help="grosor de las marcas (0,2 mm)")
    proxies.add_argument("--backs", action="store_true", help="una página de dorsos tras cada página (dúplex, borde largo)")
    proxies.add_argument("--back-offset", type=float, nargs=2, default=(0.0, 0.0), metavar=("X", "Y"), help="desplazamiento del dorso en mm")
    proxies.add_argument("--scale", type=float, nargs=2, default=(1.0, 1.0), metavar=("X", "Y"), help="escala por eje (0,9–1,1)")
    proxies.add_argument("--calibration", action="store_true", help="añadir una página de calibración con reglas milimetradas")
    proxies.add_argument("--no-proxy-mark", action="store_true", help="sin la marca «PROXY»")
    proxies.add_argument("--skip-basic-lands", action="store_true", help="sin tierras básicas (MTG)")
    proxies.add_argument("--only-missing", action="store_true", help="solo las copias que faltan en la colección")
    proxies.add_argument("--scans", metavar="CARPETA", help="carpeta con imágenes propias de las cartas")
    proxies.add_argument("--images", metavar="CARPETA", action="append",
                         help="carpeta o archivo .zip de imágenes de Cockatrice, Forge, XMage o EDOPro, leída donde está "
                              "(se repite; después, las fuentes de imágenes guardadas en la base de datos)")
    proxies.add_argument("--dpi", type=int, default=300, help="resolución de las imágenes (300)")
    proxies.set_defaults(func=cmd_proxies)
    scans = sub.add_parser("scans", help="comprobar una carpeta de imágenes propias: qué cartas reconoce y qué archivos no")
    scans.add_argument("folder", metavar="CARPETA")
    scans.add_argument("--game", required=True, choices=GAMES)
    scans.add_argument("--db", metavar="ARCHIVO", help="la base de datos de cartas (por defecto, la del usuario)")
    scans.set_defaults(func=cmd_scans)

    register_import(sub)
    register_mtg(sub)
    register_lan(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command. The one place where what a player can cause (a file that cannot be
    read or written, a deck or game that does not fit) becomes ``error: …`` on stderr and exit
    status 2; anything else is a bug, and shows as one."""
    for stream in (sys.stdout, sys.stderr):  # a file may quote a lone surrogate: print it escaped
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding="utf-8", errors="backslashreplace")
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args))
    except TapeteError as exc:
        print(f"error: {exc}", file=sys.stderr)
    except OSError as exc:  # writing an output file: a folder that does not exist, a full disk…
        print(f"error: {exc.filename}: {exc.strerror}" if exc.filename else f"error: {exc}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
