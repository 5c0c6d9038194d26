"""Mitos y Leyendas action notation (documented in ``docs/scenarios.md``).

    keep | mulligan          play X | play X on Y       activate X | activate X on Y
    battle | pass | done     attack X                   block A with B | no block A
    choose X                 discard X                  concede | manual …
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.core.actions import Action
from engine.core.errors import NotationError
from engine.core.notation import split_verb
from engine.core.text import Text

if TYPE_CHECKING:
    from engine.games.myl.state import MylState

_WORDS = ("keep", "mulligan", "battle", "pass", "done")


def _table(state: "MylState") -> list[int]:
    """Cards in play and cards being played: what targets can name."""
    return [cid for p in range(state.num_players) for name in ("defensa", "ataque", "apoyo", "jugada")
            for cid in state.ids(p, name)]


def _mine(state: "MylState", player: int) -> list[int]:
    return [cid for name in ("defensa", "ataque", "apoyo") for cid in state.ids(player, name)]


def _own_card(state: "MylState", text: str, player: int) -> int:
    """A card to play: from the hand, else any other card of the player (to be refused, JC.1)."""
    try:
        return state.resolve(text, state.ids(player, "mano"), player)
    except NotationError:
        others = [cid for spec in state.game.zone_specs for cid in state.ids(player, spec.name) if spec.name != "mano"]
        return state.resolve(text, others, player)


def to_string(state: "MylState", action: Action) -> str:
    p = action.player
    kind = action.kind
    if kind in _WORDS:
        return kind

    def ref(card_id: int, scope: list[int]) -> str:
        return state.ref(card_id, scope, p)

    on = f" on {ref(action.targets[0], _table(state))}" if action.targets else ""
    if kind == "play":
        return f"play {ref(action.cards[0], state.ids(p, 'mano'))}{on}"
    if kind == "activate":
        return f"activate {ref(action.cards[0], _mine(state, p))}{on}"
    if kind == "attack":
        return f"attack {ref(action.cards[0], state.ids(p, 'defensa'))}"
    if kind == "block":
        attacker = ref(action.cards[0], _table(state))
        if not action.targets:
            return f"no block {attacker}"
        return f"block {attacker} with {ref(action.targets[0], _table(state))}"
    if kind == "choose":
        return f"choose {ref(action.cards[0], _table(state))}"
    if kind == "discard":
        return f"discard {ref(action.cards[0], state.ids(p, 'mano'))}"
    raise NotationError(Text(f"acción desconocida {kind!r}", f"unknown action {kind!r}"))


def _split_on(text: str, word: str) -> list[str]:
    return re.split(rf"\s+{word}\s+", text, maxsplit=1, flags=re.IGNORECASE)


def parse(state: "MylState", text: str, player: int) -> Action:
    """The action ``text`` names for ``player`` (it may still be illegal: apply checks)."""
    verb, rest = split_verb(text)
    p = player
    if verb in _WORDS and not rest:
        return Action(verb, p)
    if verb in ("play", "activate"):
        parts = _split_on(rest, "on")
        if verb == "play":
            card = _own_card(state, parts[0], p)
        else:
            card = state.resolve(parts[0], _mine(state, p), p)
        targets = (state.resolve(parts[1], _table(state), p),) if len(parts) == 2 else ()
        return Action(verb, p, (card,), targets)
    if verb == "attack":
        return Action("attack", p, (state.resolve(rest, state.ids(p, "defensa"), p),))
    if verb == "no" and rest.lower().startswith("block "):
        return Action("block", p, (state.resolve(rest[6:], _table(state), p),))
    if verb == "block":
        parts = _split_on(rest, "with")
        if len(parts) != 2:
            raise NotationError(Text("se espera «block ATACANTE with BLOQUEADOR» o «no block ATACANTE»",
                                 "expected «block ATTACKER with BLOCKER» or «no block ATTACKER»"))
        return Action("block", p, (state.resolve(parts[0], _table(state), p),), (state.resolve(parts[1], _table(state), p),))
    if verb == "choose":
        return Action("choose", p, (state.resolve(rest, _table(state), p),))
    if verb == "discard":
        return Action("discard", p, (state.resolve(rest, state.ids(p, "mano"), p),))
    raise NotationError(Text(f"acción desconocida: «{text}»", f"unknown action: «{text}»"))
