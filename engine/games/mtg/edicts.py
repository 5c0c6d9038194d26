"""Players sacrificing permanents of their choice (CR 701.17a, 101.4): "Each player sacrifices two
creatures." (Tergrid's Shadow), "each other player sacrifices a creature" (Rampage of the
Valkyries), "Target opponent sacrifices a creature or planeswalker."

``edict_patterns`` reads the sentence into the effect ``EDICT`` (``keyword``: who —
``each_player``, ``each_opponent`` or ``target`` — and what, card types joined by ``|``). As it
resolves, ``edict`` has each player, in APNAP order (CR 101.4), choose that many of their own
permanents of that kind — one who has no more than that many sacrifices them all without a choice —
and then all of them are sacrificed at the same time (CR 701.17a, 603.10a). A choice pauses the
resolution with the prompt ``buscar`` (``sacrifice CARD``), the state's ``searching`` holding
``"edict:<left>:<n>:<what>:<players still to choose>:<chosen>"``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.core.actions import Action, Prompt
from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.oracle_sentences import _Sentence
    from engine.games.mtg.state import MtgState

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
EDICT = "edict"
PREFIX = "edict:"
_COUNT = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}
_WHO = {"each player": "each_player", "each opponent": "each_opponent", "each other player": "each_opponent"}
_WHAT = r"(?P<w>creatures?|creature or planeswalker|artifacts?|enchantments?|lands?|permanents?|nonland permanents?)"


def edict_patterns(sentence: "_Sentence") -> list[tuple[str, Builder]]:
    """The sentence templates of this module (``oracle_sentences._Sentence``)."""

    def build(m: re.Match[str]) -> list[Effect]:
        amount = int(m["n"]) if m["n"].isdigit() else _COUNT[m["n"].lower()]
        what = "|".join(w.removesuffix("s") for w in m["w"].lower().split(" or "))
        who = m["s"].lower()
        if who in _WHO:  # CR 102.3: in a free-for-all game every other player is an opponent
            return [Effect(EDICT, amount, who="you", keyword=f"{_WHO[who]}:{what}")]
        kind, slot = sentence.target(who)
        return [Effect(EDICT, amount, target=kind, slot=slot, keyword=f"target:{what}")]

    return [(r"(?P<s>each player|each opponent|each other player|target player|target opponent) sacrifices? "
             r"(?P<n>a|an|one|two|three|\d+) " + _WHAT, build)]


def _options(state: "MtgState", player: int, what: str) -> list[int]:
    what, _, besides = what.partition("!")  # "creature!12": other than that one (``other_sacrifice``)
    kinds = what.split("|")
    found = []
    for cid in state.battlefield(player):
        defn = state.defn(cid)
        if besides and cid == int(besides):
            continue
        if "permanent" in kinds or "nonland permanent" in kinds and not defn.is_land or any(k in defn.types for k in kinds):
            found.append(cid)
    return found


def edict(state: "MtgState", player: int, amount: int, keyword: str, controller: int) -> None:
    """The players ``keyword`` names (``player``: the target, or the ability's controller) choose
    and sacrifice ``amount`` permanents each (CR 701.17a: only what they control)."""
    who, what = keyword.split(":")
    players = state.apnap() if who == "each_player" else [p for p in state.apnap() if p in state.opponents(controller)] \
        if who == "each_opponent" else [player]
    _next(state, amount, what, players, [])


def _next(state: "MtgState", amount: int, what: str, players: list[int], chosen: list[int]) -> None:
    """The next player to choose, or, once every choice is made, the sacrifice (CR 101.4)."""
    while players:
        options = [c for c in _options(state, players[0], what) if c not in chosen]
        if len(options) > amount:
            state.searching = (players[0], f"{PREFIX}{amount}:{amount}:{what}:{_ids(players[1:])}:{_ids(chosen)}")
            return
        chosen.extend(options)  # no more than they must sacrifice: all of them, nothing to choose
        players = players[1:]
    state.searching = None
    state.dying_batch = frozenset(chosen)  # CR 603.10a: sacrificed at the same time, they see each other die
    for cid in chosen:
        if state.on_battlefield(cid):
            state.move(cid, state.owner_zone(cid, "cementerio"), kind="sacrifice")
    state.dying_batch = frozenset()


def _ids(ids: list[int]) -> str:
    return ",".join(map(str, ids))


def _parts(where: str) -> tuple[int, int, str, list[int], list[int]]:
    left, amount, what, players, chosen = where[len(PREFIX):].split(":")
    return int(left), int(amount), what, [int(p) for p in players.split(",") if p], [int(c) for c in chosen.split(",") if c]


def is_edict(where: str) -> bool:
    return where.startswith(PREFIX)


def edict_prompt(state: "MtgState", player: int, where: str) -> Prompt:
    left, _amount, what, _players, chosen = _parts(where)
    options = tuple(c for c in _options(state, player, what) if c not in chosen)
    noun = {"creature": ("criatura", "creature"), "creature|planeswalker": ("criatura o planeswalker", "creature or planeswalker"),
            "artifact": ("artefacto", "artifact"), "enchantment": ("encantamiento", "enchantment"), "land": ("tierra", "land")}.get(
        what.partition("!")[0], ("permanente", "permanent"))
    return Prompt("buscar", player, f"Elige un(a) {noun[0]} para sacrificar (faltan {left})", options,
                  text_en=f"Choose a {noun[1]} to sacrifice ({left} left)")


def edict_actions(state: "MtgState", player: int, where: str) -> list[Action]:
    _left, _amount, what, _players, chosen = _parts(where)
    return [Action("sacrifice", player, (c,)) for c in state.distinct([c for c in _options(state, player, what) if c not in chosen])]


def finish_edict(state: "MtgState", action: Action, player: int, where: str) -> None:
    left, amount, what, players, chosen = _parts(where)
    chosen.append(action.cards[0])
    if left > 1:
        state.searching = (player, f"{PREFIX}{left - 1}:{amount}:{what}:{_ids(players)}:{_ids(chosen)}")
        return
    _next(state, amount, what, players, chosen)


__all__ = ["EDICT", "edict", "edict_actions", "edict_patterns", "edict_prompt", "finish_edict", "is_edict"]
