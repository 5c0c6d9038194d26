"""``games``, ``play``, ``scenario run`` and ``replay``: games between bots, rules scenarios and
saved games, printed in notation."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Sequence

from engine.ai.bots import BOTS, make_bot
from engine.core.deck import Deck
from engine.core.errors import text_of
from engine.core.game import Game, game_names, get_game
from engine.core.state import State
from engine.core.text import Text
from engine.formats.records import GAMES
from tapete_cli.output import Subparsers, helper, out, say


def cmd_games(args: argparse.Namespace) -> int:
    for name in game_names():
        game = get_game(name)
        cards, demos = len(game.cards), len(game.demo_decks())
        say(args, f"{name}\t{game.title}\t{cards} cartas\t{demos} mazos de demostración",
            f"{name}\t{game.title}\t{cards} cards\t{demos} demo decks")
    return 0


def pick_deck(game: Game, ref: str | None, index: int) -> Deck:
    """A demo deck by name; a Tapete ``.deck`` of the game's own cards; else a deck file of any
    format (or a stored deck) resolved against every card the player has (the store and the
    shipped sets), with the player's own cards the game can play."""
    demos = game.demo_decks()
    if ref is None:
        return list(demos.values())[index % len(demos)]
    if ref in demos:
        return demos[ref]
    from engine.formats.decks.playable import playable_deck

    return playable_deck(ref, game)


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
    if players != game.num_players:  # the player count is a parameter of the game
        try:
            game = game.for_players(players)
        except ValueError as error:
            out(text_of(error).get(args.lang))
            return 2
    decks = [pick_deck(game, args.decks[i] if args.decks and i < len(args.decks) else None, i) for i in range(players)]
    state = game.new_initial_state(decks, args.seed)
    bots = [make_bot(args.bots[i % len(args.bots)], f"{args.seed}:{i}") for i in range(players)]
    seats = " vs ".join(f"{d.name} (P{i + 1})" for i, d in enumerate(decks))
    say(args, f"{game.title} — semilla {args.seed} — {seats}", f"{game.title} — seed {args.seed} — {seats}")
    for _ in range(args.max_actions):
        if state.is_terminal():
            break
        player = state.current_player()
        assert player is not None
        action = bots[player].choose(state)
        line = log_line(state, state.action_to_string(action), player)
        state.apply_action(action)
        if not args.quiet:
            out(line)
    result, actions = describe_outcome(state, args.lang), len(state.history)
    say(args, f"Resultado: {result} — {actions} acciones, {state.turn} turnos",
        f"Result: {result} — {actions} actions, {state.turn} turns")
    if args.save:
        from engine.core import replay

        replay.save(state, args.save)
        say(args, f"Partida guardada en {args.save}", f"Game saved to {args.save}")
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
                out(f"ok    {path}  {result.name}")
        else:
            failed += 1
            say(args, f"FALLA {path}  {result.name}", f"FAIL  {path}  {result.name}")
            for failure in result.failures:
                out(f"      {failure.get(args.lang)}")
    say(args, f"{passed} superados, {failed} fallidos", f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


def cmd_replay(args: argparse.Namespace) -> int:
    from engine.core import replay

    state = replay.load(args.file)
    if not args.quiet:
        assert state._initial is not None
        view = state._initial.clone()
        for action in state.history:
            out(log_line(view, view.action_to_string(action), action.player))
            view.apply_action(action)
    result, actions = describe_outcome(state, args.lang), len(state.history)
    say(args, f"Resultado: {result} — {actions} acciones", f"Result: {result} — {actions} actions")
    out(f"state_hash {state.state_hash()}")
    return 0


def register(sub: Subparsers, lang: str) -> None:
    """``games``, ``play``, ``scenario`` and ``replay``, their help in ``lang``."""
    h = helper(lang)
    sub.add_parser("games", help=h("los juegos registrados", "the registered games")).set_defaults(func=cmd_games)

    play = sub.add_parser("play", help=h("una partida entre bots, con su registro en notación",
                                         "a game between bots, with its log in notation"))
    play.add_argument("--game", required=True, choices=GAMES)
    play.add_argument("--seed", default=0, type=int)
    play.add_argument("--bots", nargs="+", default=["random", "random"], choices=sorted(BOTS), metavar="BOT",
                      help=h(f"uno por jugador (se repiten si faltan): {', '.join(sorted(BOTS))}",
                             f"one per player (repeated when too few): {', '.join(sorted(BOTS))}"))
    play.add_argument("--decks", nargs="+", metavar=h("MAZO", "DECK"),
                      help=h("nombre de un mazo de demostración o un archivo, uno por jugador",
                             "a demo deck's name or a file, one per player"))
    play.add_argument("--players", type=int, help=h("cuántos jugadores (Magic: 2 a 4)", "how many players (Magic: 2 to 4)"))
    play.add_argument("--save", metavar=h("ARCHIVO", "FILE"), help=h("guardar la partida como repetición JSON",
                                                                     "save the game as a JSON replay"))
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
