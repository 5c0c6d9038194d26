"""Replay one game of ``ai_tournament`` and print every move, the board at each turn and, for
the search bot, how its root actions fared.

    python -m benchmarks.ai_replay --game eliria --bots normal random --index 5 [--seed 0]
        [--no-clock] [--top 4] [--decks A.ydk B.ydk … --cards cards.cdb]

Game ``index`` is set up exactly as in the tournament (first player ``index % 2``, decks
swapped when ``index // 2 % 2``, the same seeds and, with ``--decks``, the same pairing of real
decks), so with ``--no-clock`` it replays the same game.
"""

from __future__ import annotations

import argparse
import sys

from benchmarks.ai_tournament import build_bot, check_decks, game_decks
from engine.ai.ismcts import ISMCTSBot
from engine.core.game import get_game
from engine.core.state import State


def board(state: State) -> str:
    """Every player's zones, hidden cards included (an omniscient dump for reading a replay):
    piles as counts, other zones by card name with counters and stats."""
    lines = []
    for player in range(state.num_players):
        parts = []
        for zone, ids in enumerate(state.zones):
            key = state.zone_key_of(zone)
            if not key.startswith(f"P{player + 1}.") or not ids:
                continue
            name = key.split(".", 1)[1]
            if state.zone_table[zone][1].pile:
                parts.append(f"{name}:{len(ids)}")
                continue
            shown = []
            for cid in ids:
                card = state._card(cid)
                numbers = {**card.counters, **dict(state._card_stats(card))}
                extra = "[" + ",".join(f"{k[:3]}{v}" for k, v in numbers.items()) + "]" if numbers else ""
                shown.append(f"{card.defn.name}{'' if card.face_up else '(down)'}{extra}")
            parts.append(f"{name}: {', '.join(shown)}")
        lines.append(f"  P{player + 1}  " + " | ".join(parts))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="eliria")
    parser.add_argument("--bots", nargs=2, default=["normal", "random"], metavar="BOT")
    parser.add_argument("--index", type=int, required=True)
    parser.add_argument("--seed", default="0")
    parser.add_argument("--no-clock", action="store_true")
    parser.add_argument("--iterations", type=int, default=0)
    parser.add_argument("--depth", type=int, default=None)
    parser.add_argument("--top", type=int, default=4, help="root actions shown per search decision")
    parser.add_argument("--decks", nargs="+", default=[], metavar="YDK", help="as in ai_tournament")
    parser.add_argument("--cards", metavar="CDB", help="the cards.cdb the --decks are read with")
    args = parser.parse_args(argv)
    check_decks(parser, args)
    game = get_game(args.game)
    decks, _ = game_decks(args, args.index)
    bots = [build_bot(name, f"{args.seed}:{args.index}:{seat}", args) for seat, name in enumerate(args.bots)]
    state = game.new_initial_state(decks, f"{args.seed}:{args.index}", {"first_player": args.index % 2})
    print(f"game {args.index}: P1 {args.bots[0]} ({decks[0].name}), P2 {args.bots[1]} ({decks[1].name}), "
          f"first P{args.index % 2 + 1}")
    turn = -1
    while not state.is_terminal():
        if getattr(state, "turn", None) != turn:
            turn = getattr(state, "turn", 0)
            print(f"turn {turn}\n{board(state)}")
        seat = state.current_player()
        assert seat is not None
        bot = bots[seat]
        legal = state.legal_actions()
        text = {a: state.action_to_string(a) for a in legal}
        action = bot.choose(state)
        line = f"    P{seat + 1} {text[action]}"
        root = getattr(bot, "last_root", None)
        if isinstance(bot, ISMCTSBot) and len(legal) > 1 and root is not None:
            ranked = sorted(root.children.items(), key=lambda kv: -kv[1].visits)[: args.top]
            line += "   [" + "; ".join(f"{text.get(a, a.kind)} {n.visits}/{n.mean():+.2f}" for a, n in ranked) + "]"
        print(line)
        state.apply_action(action)
    assert state.outcome is not None
    print(f"winner: P{state.outcome.winner + 1 if state.outcome.winner is not None else '-'} "
          f"({state.outcome.reason})\n{board(state)}")


if __name__ == "__main__":
    main(sys.argv[1:])
