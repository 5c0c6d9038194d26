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
from typing import Any

from engine.core.errors import LoadError, TapeteError
from engine.core.game import get_game
from engine.core.state import State
from engine.core.textfiles import read_text, write_text_atomic

FORMAT = "tapete-replay"
VERSION = 1


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
    cards = get_game(setup.game).adopted_records(setup.decks)
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


def _action_lines(text: str) -> list[int]:
    """The line number of each action entry in the file."""
    lines = []
    inside = False
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if stripped.startswith('"actions"'):
            inside = True
            continue
        if inside and stripped.startswith("]"):
            break
        if inside and stripped.startswith("{"):
            lines.append(number)
    return lines


def load(path: str | Path) -> State:
    """Rebuild the game a replay describes; ``LoadError`` names the line of any problem."""
    path = str(path)
    text = read_text(path)
    return loads(text, path)


def loads(text: str, path: str = "<replay>") -> State:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise LoadError(path, f"JSON inválido: {exc.msg}", exc.lineno) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise LoadError(path, f"no es una partida de Tapete (falta \"format\": \"{FORMAT}\")", 1)
    if data.get("version") != VERSION:
        raise LoadError(path, f"versión {data.get('version')!r} no soportada (se admite {VERSION})", 1)
    try:
        game = get_game(str(data.get("game")))
    except KeyError as exc:
        raise LoadError(path, str(exc.args[0]), 1) from None
    params: dict[str, Any] = dict(data.get("params") or {})
    seed = data.get("seed", 0)
    try:
        if "scenario" in params:
            state = game.scenario_state(params["scenario"], seed, path, "")
        else:
            try:
                game.adopt_records(data.get("cards") or [])
            except ValueError as exc:
                raise LoadError(path, str(exc), 1) from None
            decks = []
            for index, codes in enumerate(data.get("decks") or []):
                unknown = [c for section in codes.values() for c in section if c not in game.cards]
                if unknown:
                    raise LoadError(path, f"mazo {index + 1}: códigos de carta desconocidos {unknown[:5]}", 1)
                decks.append(game.deck_from_codes(codes, f"Mazo {index + 1}"))
            state = game.new_initial_state(decks, seed, params)
    except LoadError:
        raise
    except (TapeteError, ValueError, KeyError, TypeError) as exc:
        raise LoadError(path, f"no se puede preparar la partida: {exc}", 1) from None
    lines = _action_lines(text)
    for index, entry in enumerate(data.get("actions") or []):
        line = lines[index] if index < len(lines) else None
        if not isinstance(entry, dict) or not isinstance(entry.get("action"), str) or not isinstance(entry.get("player"), int):
            raise LoadError(path, f"acción {index + 1} mal formada: {entry!r}", line)
        try:
            state.apply_action(state.parse_action(entry["action"], entry["player"]))
        except TapeteError as exc:
            raise LoadError(path, f"acción {index + 1} «{entry['action']}» de P{entry['player'] + 1}: {exc}", line) from None
    expected = data.get("state_hash")
    if expected is not None and expected != state.state_hash():
        raise LoadError(path, "el archivo no reproduce el estado guardado (state_hash distinto)", len(text.splitlines()))
    return state

