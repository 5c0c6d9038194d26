"""Save files and replays: a game is (game, parameters, decks, seed, actions) as versioned JSON.

One action per line, in notation, so that an error names the line::

    {"format": "tapete-replay", "version": 1, "game": "six", "seed": 7,
     "params": {}, "decks": [{"main": ["TAU-001", …]}, …],
     "actions": [
      {"player": 1, "action": "keep"},
      …
     ],
     "state_hash": "…", "outcome": {…}}
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.core.errors import LoadError, TapeteError, text_of
from engine.core.game import get_game
from engine.core.hashing import earlier_state_hash
from engine.core.problems import short_errors, summary_text
from engine.core.replay_fields import FORMAT, VERSION, action_lines, checked_fields
from engine.core.state import State
from engine.core.text import Text, same
from engine.core.textfiles import find_line, parse_json, read_text, remove_stale_temporaries, write_text_atomic

MAX_BYTES = 4 * 2**20
"""The largest save file read: a game of 20,000 actions is under 2 MB."""


def action_log(state: State) -> list[tuple[int, str]]:
    """Every action of ``state`` as (player, notation), replayed from its start."""
    assert state._initial is not None
    replay = state._initial.clone()
    log = []
    for action in state.history:
        log.append((action.player, replay.action_to_string(action)))
        replay.apply_action(action)
    return log


def to_text(state: State) -> str:
    """The replay file text for ``state``."""
    setup = state.setup
    head = {
        "format": FORMAT,
        "version": VERSION,
        "game": setup.game,
        "seed": setup.seed,
        "params": setup.params,
        "decks": setup.decks,
    }
    cards = setup.own_records()
    if cards:  # the player's own cards (a cards.cdb, MTGJSON…) travel as their records
        head["cards"] = cards
    lines = [json.dumps(head, ensure_ascii=False)[:-1] + ","]
    lines.append(' "actions": [')
    entries = [json.dumps({"player": p, "action": text}, ensure_ascii=False) for p, text in action_log(state)]
    lines.extend("  " + entry + ("," if i < len(entries) - 1 else "") for i, entry in enumerate(entries))
    lines.append(" ],")
    tail = {"state_hash": state.state_hash(), "outcome": None if state.outcome is None else state.outcome.to_dict()}
    lines.append(" " + json.dumps(tail, ensure_ascii=False)[1:])
    return "\n".join(lines) + "\n"


def save(state: State, path: str | Path) -> None:
    """Write the replay atomically: the old file stays intact if anything fails."""
    write_text_atomic(path, to_text(state))


def load(path: str | Path) -> State:
    """Rebuild the game a replay describes; ``LoadError`` names the line of any problem. A
    temporary file a killed save left beside it is removed."""
    path = str(path)
    remove_stale_temporaries(path)
    return loads(read_text(path, limit=MAX_BYTES), path)


def loads(text: str, path: str = "<replay>") -> State:
    """The game of a replay's text (see ``load``); every refusal is kept short (a game's own
    error may quote a whole field)."""
    with short_errors():
        return _rebuild(text, path)


def _rebuild(text: str, path: str) -> State:
    data = checked_fields(parse_json(text, path), text, path)
    game = get_game(data["game"])
    params, seed = data["params"], data["seed"]
    try:
        try:
            own = game.own_cards(data["cards"])
        except ValueError as exc:
            raise LoadError(path, text_of(exc), find_line(text, '"cards"')) from None
        if "scenario" in params:
            state = game.scenario_state(params["scenario"], seed, path, "", own)
        else:
            known = {entry.card.code for entry in own}
            decks = []
            for index, codes in enumerate(data["decks"]):
                unknown = [c for section in codes.values() for c in section if c not in game.cards and c not in known]
                if unknown:
                    listed = summary_text((same(f"«{code}»") for code in unknown[:5]), len(unknown), ", ")
                    raise LoadError(path, Text(f"«decks[{index}]»: códigos de carta desconocidos {listed.es}",
                                               f"«decks[{index}]»: unknown card codes {listed.en}"), 1)
                decks.append(game.deck_from_codes(codes, f"Mazo {index + 1}", own))
            state = game.new_initial_state(decks, seed, params)
    except LoadError:
        raise
    except (TapeteError, ValueError, KeyError, TypeError) as exc:  # parameters the game cannot use
        problem = text_of(exc)
        raise LoadError(path, Text(f"no se puede preparar la partida: «{problem.es}»",
                                   f"the game cannot be set up: «{problem.en}»"), 1) from None
    lines = action_lines(text)
    for index, entry in enumerate(data["actions"]):
        line = lines[index] if index < len(lines) else None
        if not 0 <= entry["player"] < state.num_players:
            raise LoadError(path, Text(f"«actions[{index}].player»: no hay jugador {entry['player']} en una partida de {state.num_players}",
                                       f"«actions[{index}].player»: there is no player {entry['player']} in a game of {state.num_players}"),
                            line)
        try:
            state.apply_action(state.parse_action(entry["action"], entry["player"]))
        except TapeteError as exc:
            raise LoadError(path, Text(f"acción {index + 1} «{entry['action']}» de P{entry['player'] + 1}: {exc.message('es')}",
                                       f"action {index + 1} «{entry['action']}» of P{entry['player'] + 1}: {exc.message('en')}"),
                            line) from None
    expected = data["state_hash"]
    if expected is not None and expected != state.state_hash() and expected != earlier_state_hash(state):
        raise LoadError(path, Text("el archivo no reproduce el estado guardado (state_hash distinto)",
                                   "the file does not reproduce the saved state (a different state_hash)"), len(text.splitlines()))
    return state
