"""Eliria action notation (documented in ``docs/scenarios.md``).

    keep | mulligan X            first P1 | first P2         pass
    play X to N | set X to N     play X [on T] | set X        flip X [on T]
    move X to N                  attack A #n on T             react X

Slots are numbered 1–3 from the owner's left (Eliria 2); ``#n`` is the attack's place on the card.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.core.actions import Action
from engine.core.errors import NotationError
from engine.core.notation import split_verb
from engine.core.text import Text

if TYPE_CHECKING:
    from engine.games.eliria.state import EliriaState

_TO = re.compile(r"^(?P<ref>.+?)\s+to\s+(?P<slot>\d+)$", re.IGNORECASE)
_ON = re.compile(r"^(?P<ref>.+?)\s+on\s+(?P<target>.+)$", re.IGNORECASE)
_ATTACK = re.compile(r"^(?P<ref>.+?)\s+#(?P<n>\d+)\s+on\s+(?P<target>.+)$", re.IGNORECASE)


def _board(state: "EliriaState") -> list[int]:
    return [cid for p in range(state.num_players) for cid in state.combatants(p) + state.invocations(p)]


def to_string(state: "EliriaState", action: Action) -> str:
    p = action.player
    kind = action.kind
    hand = state.ids(p, "mano")
    board = _board(state)
    if kind in ("keep", "pass"):
        return kind
    if kind == "first":
        return f"first P{action.number + 1}"
    if kind == "mulligan":
        return f"mulligan {state.ref(action.cards[0], hand, p)}"
    if kind in ("play", "set"):
        text = f"{kind} {state.ref(action.cards[0], hand, p)}"
        if isinstance(action.choice, int):
            text += f" to {action.choice + 1}"
        if action.targets:
            text += f" on {state.ref(action.targets[0], board, p)}"
        return text
    if kind == "flip":
        text = f"flip {state.ref(action.cards[0], board, p)}"
        if action.targets:
            text += f" on {state.ref(action.targets[0], board, p)}"
        return text
    if kind == "move":
        return f"move {state.ref(action.cards[0], board, p)} to {action.number + 1}"
    if kind == "attack":
        return f"attack {state.ref(action.cards[0], board, p)} #{action.number + 1} on {state.ref(action.targets[0], board, p)}"
    if kind == "react":
        return f"react {state.ref(action.cards[0], board, p)}"
    raise NotationError(Text(f"acción desconocida {kind!r}", f"unknown action {kind!r}"))


def parse(state: "EliriaState", text: str, player: int) -> Action:
    """The action ``text`` names for ``player`` (it may still be illegal: apply checks)."""
    verb, rest = split_verb(text)
    p = player
    hand = state.ids(p, "mano")
    board = _board(state)
    if verb in ("keep", "pass") and not rest:
        return Action(verb, p)
    if verb == "first":
        match = re.fullmatch(r"P(\d)", rest, re.IGNORECASE)
        if not match:
            raise NotationError(Text("se espera «first P1» o «first P2»", "expected «first P1» or «first P2»"))
        return Action("first", p, choice=int(match[1]) - 1)
    if verb == "mulligan":
        return Action("mulligan", p, (state.resolve(rest, hand, p),))
    if verb in ("play", "set"):
        target: tuple[int, ...] = ()
        on = _ON.match(rest)
        if on:
            rest = on["ref"]
            target = (state.resolve(on["target"], board, p),)
        to = _TO.match(rest)
        slot = int(to["slot"]) - 1 if to else None
        card = state.resolve(to["ref"] if to else rest, hand, p)
        return Action(verb, p, (card,), target, slot)
    if verb == "flip":
        on = _ON.match(rest)
        if on:
            return Action("flip", p, (state.resolve(on["ref"], board, p),), (state.resolve(on["target"], board, p),))
        return Action("flip", p, (state.resolve(rest, board, p),))
    if verb == "move":
        to = _TO.match(rest)
        if not to:
            raise NotationError(Text("se espera «move CARTA to N»", "expected «move CARD to N»"))
        return Action("move", p, (state.resolve(to["ref"], board, p),), choice=int(to["slot"]) - 1)
    if verb == "attack":
        match = _ATTACK.match(rest)
        if not match:
            raise NotationError(Text("se espera «attack ATACANTE #N on OBJETIVO»", "expected «attack ATTACKER #N on TARGET»"))
        attacker = state.resolve(match["ref"], board, p)
        return Action("attack", p, (attacker,), (state.resolve(match["target"], board, p),), int(match["n"]) - 1)
    if verb == "react":
        return Action("react", p, (state.resolve(rest, board, p),))
    raise NotationError(Text(f"acción desconocida: «{text}»", f"unknown action: «{text}»"))
