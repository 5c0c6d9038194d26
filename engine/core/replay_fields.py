"""The fields of a replay file (``engine.core.replay``), each checked for the type it must have
before the game is rebuilt from them: a refusal names the field by its JSON path (``decks[1].main``,
``actions[41]``) and the line."""

from __future__ import annotations

from typing import Any

from engine.core.errors import LoadError
from engine.core.game import game_names
from engine.core.problems import shorten_text
from engine.core.text import Text, same
from engine.core.textfiles import find_line

FORMAT = "tapete-replay"
VERSION = 1
_KINDS = {bool: Text("un booleano", "a boolean"), int: Text("un número", "a number"), float: Text("un número", "a number"),
          str: Text("un texto", "a text"), list: Text("una lista", "a list"), dict: Text("un objeto", "an object"),
          type(None): Text("null", "null")}


def action_lines(text: str) -> list[int]:
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



class _Refusal:
    """Builds the ``LoadError`` for a field of one file."""

    def __init__(self, text: str, path: str) -> None:
        self.text, self.path = text, path

    def __call__(self, field: str, problem: Text, line: int | None = None) -> LoadError:
        key = field.split("[")[0].split(".")[0]
        return LoadError(self.path, shorten_text(Text(f"«{field}»: {problem.es}", f"«{field}»: {problem.en}")),
                         line or find_line(self.text, f'"{key}"') or 1)


def kind(value: Any) -> Text:
    """What a JSON value is, for messages."""
    return _KINDS.get(type(value)) or same(type(value).__name__)


def checked_fields(data: Any, text: str, path: str) -> dict[str, Any]:
    """``game``, ``seed``, ``params``, ``decks``, ``cards``, ``actions`` and ``state_hash`` of a
    replay, each of its type (absent lists and objects are empty); ``LoadError`` for the first
    field that is not."""
    refuse = _Refusal(text, path)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise LoadError(path, Text(f"no es una partida de Tapete (falta \"format\": \"{FORMAT}\")",
                                   f"not a Tapete game (\"format\": \"{FORMAT}\" is missing)"), 1)
    version = data.get("version")
    if isinstance(version, bool) or version != VERSION:
        raise LoadError(path, shorten_text(Text(f"versión «{version!r}» no soportada (se admite {VERSION})",
                                                f"version «{version!r}» is not supported ({VERSION} is)")), 1)
    if not isinstance(data.get("game"), str) or data["game"] not in game_names():
        raise refuse("game", Text(f"juego desconocido «{data.get('game')!r}» (juegos: {', '.join(game_names())})",
                                  f"unknown game «{data.get('game')!r}» (games: {', '.join(game_names())})"))
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise refuse("seed", Text(f"debe ser un número entero o un texto, no {kind(seed).es}",
                                  f"must be a whole number or a text, not {kind(seed).en}"))
    state_hash = data.get("state_hash")
    if state_hash is not None and not isinstance(state_hash, str):
        raise refuse("state_hash", Text(f"debe ser un texto, no {kind(state_hash).es}",
                                        f"must be a text, not {kind(state_hash).en}"))
    fields: dict[str, Any] = {"game": data["game"], "seed": seed, "state_hash": state_hash}
    for key, wanted in (("params", dict), ("decks", list), ("cards", list), ("actions", list)):
        value = data.get(key)
        if value is not None and not isinstance(value, wanted):
            raise refuse(key, Text(f"debe ser {'un objeto' if wanted is dict else 'una lista'}, no {kind(value).es}",
                                   f"must be {'an object' if wanted is dict else 'a list'}, not {kind(value).en}"))
        fields[key] = value or wanted()
    _check_params(fields["params"], len(fields["decks"]), refuse)
    _check_decks(fields["decks"], refuse)
    _check_actions(fields["actions"], action_lines(text), refuse)
    return fields


def _check_params(params: dict[str, Any], players: int, refuse: _Refusal) -> None:
    """The parameters every game reads: ``scenario``, ``mulligan``, ``allow_illegal_decks``,
    ``first_player``; a game checks its own."""
    if "scenario" in params and not isinstance(params["scenario"], dict):
        raise refuse("params.scenario", Text(f"debe ser un objeto, no {kind(params['scenario']).es}",
                                             f"must be an object, not {kind(params['scenario']).en}"))
    for key in ("mulligan", "allow_illegal_decks"):
        if key in params and not isinstance(params[key], bool):
            raise refuse(f"params.{key}", Text(f"debe ser true o false, no {kind(params[key]).es}",
                                               f"must be true or false, not {kind(params[key]).en}"))
    first = params.get("first_player")
    if first is None or "scenario" in params:
        return
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < players:
        raise refuse("params.first_player", Text(f"debe ser el número de un jugador, de 0 a {players - 1}, no «{first!r}»",
                                                 f"must be a player's number, 0 to {players - 1}, not «{first!r}»"))


def _check_decks(decks: list[Any], refuse: _Refusal) -> None:
    for index, deck in enumerate(decks):
        if not isinstance(deck, dict):
            raise refuse(f"decks[{index}]", Text(f"debe ser un objeto de secciones, no {kind(deck).es}",
                                                 f"must be an object of sections, not {kind(deck).en}"))
        for section, codes in deck.items():
            if not isinstance(codes, list) or not all(isinstance(code, str) for code in codes):
                raise refuse(f"decks[{index}].{section}", Text("debe ser una lista de códigos de carta (textos)",
                                                               "must be a list of card codes (texts)"))


def _check_actions(actions: list[Any], lines: list[int], refuse: _Refusal) -> None:
    for index, entry in enumerate(actions):
        player = entry.get("player") if isinstance(entry, dict) else None
        if isinstance(entry, dict) and isinstance(entry.get("action"), str) and isinstance(player, int) \
                and not isinstance(player, bool):
            continue
        line = lines[index] if index < len(lines) else None
        raise refuse(f"actions[{index}]", Text(
            f"acción {index + 1} mal formada (se espera {{\"player\": N, \"action\": \"…\"}}): «{entry!r}»",
            f"action {index + 1} is malformed ({{\"player\": N, \"action\": \"…\"}} is expected): «{entry!r}»"), line)
