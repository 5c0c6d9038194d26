"""The fields of a replay file (``engine.core.replay``), each checked for the type it must have
before the game is rebuilt from them: a refusal names the field by its JSON path (``decks[1].main``,
``actions[41]``) and the line."""

from __future__ import annotations

from typing import Any

from engine.core.errors import LoadError
from engine.core.game import game_names
from engine.core.problems import shorten
from engine.core.textfiles import find_line

FORMAT = "tapete-replay"
VERSION = 1
_KINDS = {bool: "un booleano", int: "un número", float: "un número", str: "un texto", list: "una lista", dict: "un objeto",
          type(None): "null"}


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

    def __call__(self, field: str, problem: str, line: int | None = None) -> LoadError:
        key = field.split("[")[0].split(".")[0]
        return LoadError(self.path, shorten(f"«{field}»: {problem}"), line or find_line(self.text, f'"{key}"') or 1)


def kind(value: Any) -> str:
    """What a JSON value is, for messages."""
    return _KINDS.get(type(value), type(value).__name__)


def checked_fields(data: Any, text: str, path: str) -> dict[str, Any]:
    """``game``, ``seed``, ``params``, ``decks``, ``cards``, ``actions`` and ``state_hash`` of a
    replay, each of its type (absent lists and objects are empty); ``LoadError`` for the first
    field that is not."""
    refuse = _Refusal(text, path)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise LoadError(path, f"no es una partida de Tapete (falta \"format\": \"{FORMAT}\")", 1)
    version = data.get("version")
    if isinstance(version, bool) or version != VERSION:
        raise LoadError(path, shorten(f"versión «{version!r}» no soportada (se admite {VERSION})"), 1)
    if not isinstance(data.get("game"), str) or data["game"] not in game_names():
        raise refuse("game", f"juego desconocido «{data.get('game')!r}» (juegos: {', '.join(game_names())})")
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise refuse("seed", f"debe ser un número entero o un texto, no {kind(seed)}")
    state_hash = data.get("state_hash")
    if state_hash is not None and not isinstance(state_hash, str):
        raise refuse("state_hash", f"debe ser un texto, no {kind(state_hash)}")
    fields: dict[str, Any] = {"game": data["game"], "seed": seed, "state_hash": state_hash}
    for key, wanted in (("params", dict), ("decks", list), ("cards", list), ("actions", list)):
        value = data.get(key)
        if value is not None and not isinstance(value, wanted):
            raise refuse(key, f"debe ser {'un objeto' if wanted is dict else 'una lista'}, no {kind(value)}")
        fields[key] = value or wanted()
    _check_params(fields["params"], len(fields["decks"]), refuse)
    _check_decks(fields["decks"], refuse)
    _check_actions(fields["actions"], action_lines(text), refuse)
    return fields


def _check_params(params: dict[str, Any], players: int, refuse: _Refusal) -> None:
    """The parameters every game reads: ``scenario``, ``mulligan``, ``allow_illegal_decks``,
    ``first_player``; a game checks its own."""
    if "scenario" in params and not isinstance(params["scenario"], dict):
        raise refuse("params.scenario", f"debe ser un objeto, no {kind(params['scenario'])}")
    for key in ("mulligan", "allow_illegal_decks"):
        if key in params and not isinstance(params[key], bool):
            raise refuse(f"params.{key}", f"debe ser true o false, no {kind(params[key])}")
    first = params.get("first_player")
    if first is None or "scenario" in params:
        return
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < players:
        raise refuse("params.first_player", f"debe ser el número de un jugador, de 0 a {players - 1}, no «{first!r}»")


def _check_decks(decks: list[Any], refuse: _Refusal) -> None:
    for index, deck in enumerate(decks):
        if not isinstance(deck, dict):
            raise refuse(f"decks[{index}]", f"debe ser un objeto de secciones, no {kind(deck)}")
        for section, codes in deck.items():
            if not isinstance(codes, list) or not all(isinstance(code, str) for code in codes):
                raise refuse(f"decks[{index}].{section}", "debe ser una lista de códigos de carta (textos)")


def _check_actions(actions: list[Any], lines: list[int], refuse: _Refusal) -> None:
    for index, entry in enumerate(actions):
        player = entry.get("player") if isinstance(entry, dict) else None
        if isinstance(entry, dict) and isinstance(entry.get("action"), str) and isinstance(player, int) \
                and not isinstance(player, bool):
            continue
        line = lines[index] if index < len(lines) else None
        raise refuse(f"actions[{index}]", f"acción {index + 1} mal formada (se espera {{\"player\": N, \"action\": \"…\"}}): "
                                          f"«{entry!r}»", line)
