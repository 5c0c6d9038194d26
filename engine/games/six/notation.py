"""Souls in Xtinction action notation (documented in ``docs/scenarios.md``).

    keep | mulligan A, B           play X | play X over Y      equip W to U
    activate X [#n]                combat | pass               attack X | done
    lure B | no lure               block A with B | no block A target X | choose X | done
    yes | no | number N            resolve X [#n]              discard X | loop N
    time | reorder X N             concede                     manual …
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.core.actions import Action
from engine.core.errors import NotationError
from engine.core.notation import split_list, split_verb
from engine.core.text import Text

if TYPE_CHECKING:
    from engine.games.six.state import SixState

_INDEX = re.compile(r"^(?P<ref>.+?)\s+#(?P<n>\d+)$")


def _source_scope(state: "SixState", player: int) -> list[int]:
    return state.ids(player, "mano") + state.ids(player, "limbo")


def _field_scope(state: "SixState", player: int) -> list[int]:
    return state.ids(player, "campo") + state.ids(player, "combate")


def _table_scope(state: "SixState") -> list[int]:
    return [cid for p in range(state.num_players) for cid in _field_scope(state, p)]


def _all_scope(state: "SixState") -> list[int]:
    return [cid for zone in state.zones for cid in zone]


def _effect_suffix(state: "SixState", card_id: int, index: int, trigger: str) -> str:
    indices = [i for i, _ in state.defn(card_id).effects_for(trigger)]
    if len(indices) <= 1:
        return ""
    return f" #{indices.index(index) + 1}"


def to_string(state: "SixState", action: Action) -> str:
    p = action.player
    kind = action.kind

    def ref(card_id: int, scope: list[int]) -> str:
        return state.ref(card_id, scope, p)

    if kind in ("keep", "pass", "combat", "done", "yes", "no", "time"):
        return kind
    if kind == "mulligan":
        return "mulligan " + ", ".join(ref(c, state.ids(p, "mano")) for c in action.cards)
    if kind == "play":
        text = f"play {ref(action.cards[0], _source_scope(state, p))}"
        if action.targets:
            text += f" over {ref(action.targets[0], _field_scope(state, p))}"
        return text
    if kind == "equip":
        return f"equip {ref(action.cards[0], _source_scope(state, p))} to {ref(action.targets[0], _table_scope(state))}"
    if kind == "activate":
        card = action.cards[0]
        return f"activate {ref(card, _field_scope(state, p))}{_effect_suffix(state, card, action.number, 'rapido')}"
    if kind == "resolve":
        card = action.cards[0]
        trigger = str(state.prompt.data[0]) if state.prompt and state.prompt.kind == "fase_efecto" else "fase_de_robo"
        return f"resolve {ref(card, _field_scope(state, p))}{_effect_suffix(state, card, action.number, trigger)}"
    if kind == "attack":
        return f"attack {ref(action.cards[0], _field_scope(state, p))}"
    if kind == "lure":
        if not action.targets:
            return "no lure"
        return f"lure {ref(action.targets[0], _table_scope(state))}"
    if kind == "block":
        attacker = ref(action.cards[0], _table_scope(state))
        if not action.targets:
            return f"no block {attacker}"
        return f"block {attacker} with {ref(action.targets[0], _table_scope(state))}"
    if kind == "choose":
        verb = "target" if state.prompt is not None and state.prompt.kind == "objetivo" else "choose"
        return f"{verb} {ref(action.cards[0], _all_scope(state))}"
    if kind == "discard":
        return f"discard {ref(action.cards[0], state.ids(p, 'mano'))}"
    if kind == "number":
        return f"number {action.choice}"
    if kind == "loop":
        return f"loop {action.choice}"
    if kind == "reorder":
        scope = state.ids(p, "cementerio") + state.ids(p, "mano")
        return f"reorder {ref(action.cards[0], scope)} {action.number + 1}"
    raise NotationError(Text(f"acción desconocida {kind!r}", f"unknown action {kind!r}"))


def _with_index(state: "SixState", text: str, scope: list[int], player: int, trigger: str) -> tuple[int, int]:
    match = _INDEX.match(text)
    ref, position = (match["ref"], int(match["n"])) if match else (text, 1)
    card = state.resolve(ref, scope, player)
    indices = [i for i, _ in state.defn(card).effects_for(trigger)]
    if not indices:
        return card, -1
    if not 1 <= position <= len(indices):
        raise NotationError(Text(f"«{ref}» no tiene un efecto #{position}", f"«{ref}» has no effect #{position}"))
    return card, indices[position - 1]


def parse(state: "SixState", text: str, player: int) -> Action:
    """The action ``text`` names for ``player`` (it may still be illegal: apply checks)."""
    verb, rest = split_verb(text)
    p = player
    if not rest and verb in ("keep", "pass", "combat", "done", "yes", "no", "time"):
        return Action(verb, p)
    if verb == "no" and rest.lower() == "lure":
        attacker = state.prompt.data[0] if state.prompt is not None and state.prompt.kind == "atraer" else -1
        return Action("lure", p, (attacker,))
    if verb == "no" and rest.lower().startswith("block "):
        return Action("block", p, (state.resolve(rest[6:], _table_scope(state), p),))
    if verb == "mulligan":
        chosen: list[int] = []
        for name in split_list(rest):
            chosen.append(state.resolve(name, state.ids(p, "mano"), p, exclude=chosen))
        return Action("mulligan", p, tuple(sorted(chosen)))
    if verb == "play":
        parts = re.split(r"\s+over\s+", rest, maxsplit=1, flags=re.IGNORECASE)
        card = state.resolve(parts[0], _source_scope(state, p), p)
        if len(parts) == 2:
            return Action("play", p, (card,), (state.resolve(parts[1], _field_scope(state, p), p),))
        return Action("play", p, (card,))
    if verb == "equip":
        parts = re.split(r"\s+to\s+", rest, maxsplit=1, flags=re.IGNORECASE)
        if len(parts) != 2:
            raise NotationError(Text("se espera «equip ARMA to UNIDAD»", "expected «equip WEAPON to UNIT»"))
        weapon = state.resolve(parts[0], _source_scope(state, p), p)
        return Action("equip", p, (weapon,), (state.resolve(parts[1], _table_scope(state), p),))
    if verb == "activate":
        card, index = _with_index(state, rest, _field_scope(state, p), p, "rapido")
        return Action("activate", p, (card,), choice=index)
    if verb == "resolve":
        trigger = str(state.prompt.data[0]) if state.prompt is not None and state.prompt.kind == "fase_efecto" else "fase_de_robo"
        card, index = _with_index(state, rest, _field_scope(state, p), p, trigger)
        return Action("resolve", p, (card,), choice=index)
    if verb == "attack":
        return Action("attack", p, (state.resolve(rest, _field_scope(state, p), p),))
    if verb == "lure":
        attacker = state.prompt.data[0] if state.prompt is not None and state.prompt.kind == "atraer" else -1
        return Action("lure", p, (attacker,), (state.resolve(rest, _table_scope(state), p),))
    if verb == "block":
        parts = re.split(r"\s+with\s+", rest, maxsplit=1, flags=re.IGNORECASE)
        if len(parts) != 2:
            raise NotationError(Text("se espera «block ATACANTE with BLOQUEADOR» o «no block ATACANTE»",
                                     "expected «block ATTACKER with BLOCKER» or «no block ATTACKER»"))
        attacker = state.resolve(parts[0], _table_scope(state), p)
        return Action("block", p, (attacker,), (state.resolve(parts[1], _table_scope(state), p),))
    if verb in ("target", "choose"):
        return Action("choose", p, (state.resolve(rest, _all_scope(state), p),))
    if verb == "discard":
        return Action("discard", p, (state.resolve(rest, state.ids(p, "mano"), p),))
    if verb in ("number", "loop"):
        try:
            return Action(verb, p, choice=int(rest))
        except ValueError:
            raise NotationError(Text(f"«{verb}» necesita un número, no «{rest}»",
                                     f"«{verb}» needs a number, not «{rest}»")) from None
    if verb == "reorder":
        match = re.match(r"^(?P<ref>.+?)\s+(?P<n>\d+)$", rest)
        if not match:
            raise NotationError(Text("se espera «reorder CARTA POSICIÓN»", "expected «reorder CARD POSITION»"))
        scope = state.ids(p, "cementerio") + state.ids(p, "mano")
        return Action("reorder", p, (state.resolve(match["ref"], scope, p),), choice=int(match["n"]) - 1)
    raise NotationError(Text(f"acción desconocida: «{text}»", f"unknown action: «{text}»"))
