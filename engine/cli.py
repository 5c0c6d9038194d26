"""``tapete-cli``: headless games, scenarios, replays and deck checks."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Sequence

from engine.ai.bots import BOTS, make_bot
from engine.formats.carddata.cli import register as register_import
from engine.formats.collection import LAYOUTS as COLLECTION_LAYOUTS
from engine.formats.decks import FORMATS as DECK_FORMATS
from engine.formats.records import GAMES, CardLookup
from engine.core.deck import Deck
from engine.core.errors import LoadError, TapeteError
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
    decks = [_pick_deck(game, args.decks[i] if args.decks else None, i) for i in range(game.num_players)]
    state = game.new_initial_state(decks, args.seed)
    bots = [make_bot(name, f"{args.seed}:{i}") for i, name in enumerate(args.bots)]
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

    try:
        state = replay.load(args.file)
    except LoadError as exc:
        _out(f"error: {exc}")
        return 1
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
    if game in game_names() and not db:
        from engine.formats.game_cards import GameCardLookup

        return GameCardLookup(get_game(game))
    from engine.store import Store

    return Store(db)


def cmd_deck_validate(args: argparse.Namespace) -> int:
    from engine.formats.decks.cli import validate_command
    from engine.formats.decks.detect import parse_deck_file

    game = args.game
    if game is None:
        try:
            game = parse_deck_file(args.file).game
        except LoadError as exc:
            _out(f"error: {exc}")
            return 2
    if game is None:
        _out(f"error: {args.file}: el archivo no dice de qué juego es; indica --game")
        return 2
    return validate_command(args.file, game, args.format, args.banlist, _lookup(game, args.db))


def cmd_deck_convert(args: argparse.Namespace) -> int:
    from engine.formats.decks.cli import convert_command

    return convert_command(args.input, args.output, args.format)


def cmd_collection_import(args: argparse.Namespace) -> int:
    from engine.formats.collection import read_collection_file
    from engine.store import Store

    try:
        collection = read_collection_file(args.file)
    except LoadError as exc:
        _out(f"error: {exc}")
        return 2
    with Store(args.db) as store:
        report = store.import_collection(collection.rows, args.game, replace=args.replace)
    _out(f"{args.file} ({collection.layout}): {report.stored} entradas, {report.copies} copias guardadas")
    for skipped in collection.skipped:
        _out(f"  línea {skipped.line}: no es de la colección ({skipped.extra.get('binder_type', '')} «{skipped.location}»)")
    for note in report.substituted:
        _out(f"  línea {note.line}: {note.reason}")
    for note in report.unmatched:
        _out(f"  línea {note.line}: sin coincidencia: {note.reason}")
    return 1 if report.unmatched else 0


def cmd_collection_export(args: argparse.Namespace) -> int:
    from engine.formats.collection import write_collection
    from engine.store import Store

    with Store(args.db) as store:
        rows = store.export_collection(args.game)
    write_collection(rows, args.layout, args.output)
    _out(f"{args.output}: {len(rows)} entradas ({args.layout})")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tapete-cli", description="Tapete sin ventana: partidas, escenarios, repeticiones y mazos.")
    sub = parser.add_subparsers(dest="command", required=True)

    sub.add_parser("games", help="los juegos registrados").set_defaults(func=cmd_games)

    play = sub.add_parser("play", help="una partida entre bots, con su registro en notación")
    play.add_argument("--game", required=True, choices=game_names())
    play.add_argument("--seed", default=0, type=int)
    play.add_argument("--bots", nargs=2, default=["random", "random"], choices=sorted(BOTS), metavar="BOT",
                      help=f"uno por jugador: {', '.join(sorted(BOTS))}")
    play.add_argument("--decks", nargs=2, metavar="MAZO", help="nombre de un mazo de demostración o un archivo")
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

    register_import(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(encoding="utf-8")
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args))
    except (TapeteError, KeyError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
