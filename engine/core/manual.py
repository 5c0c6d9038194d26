"""Manual actions: the sandbox for card text the engine does not automate (move a card to any
zone, flip it, turn it, change a counter of a card or a player), written ``manual …`` in
notation and logged as manual. A game shapes them through its ``ManualRules`` (``State.manual_rules``):
which cards a player may name (``scope``), which moves its zones refuse (``check_move``,
``capacity_rule``), how a player counter changes (``player_counter``) and what it recomputes
afterwards (``after``)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Generic, TypeVar

from engine.core.actions import Action, Event
from engine.core.cards import Card
from engine.core.errors import IllegalActionError, NotationError, Rule
from engine.core.text import Text
from engine.core.zones import ZoneSpec

if TYPE_CHECKING:
    from engine.core.state import State

MANUAL_RULE = Rule("manual", "acción manual", "manual action")
_MANUAL = re.compile(r"^manual\s+(?P<verb>move|flip|rotate|counter)\s+(?P<rest>.+)$", re.IGNORECASE)
_COUNTER_ARGS = re.compile(r"^(?P<ref>.+?)\s+(?P<counter>[\w-]+)\s+(?P<delta>[+-]\d+)$")
_MOVE_ARGS = re.compile(
    r"^(?P<ref>.+?)\s+to\s+(?P<zone>P\d+\.[\w-]+)(?:\s+(?P<where>top|bottom))?$", re.IGNORECASE
)
_PLAYER = re.compile(r"^P(\d+)$", re.IGNORECASE)

S = TypeVar("S", bound="State")
"""A game's state, as its rules read it."""


class ManualRules(Generic[S]):
    """How a game shapes its manual actions (``State.manual_rules``): what this class does unless a game's
    subclass says otherwise."""

    def scope(self, state: S, player: int) -> list[int]:
        """The cards ``player`` may name in a manual action: every card in a zone."""
        return [cid for zone in state.zones for cid in zone]

    def check_move(self, state: S, card: Card, dest: int) -> None:
        """Refuse (``IllegalActionError``) moving ``card`` into ``dest`` when that zone is full."""
        spec = state.zone_table[dest][1]
        if spec.capacity is not None and card.zone != dest:
            used = sum(1 for cid in state.zones[dest] if state._card(cid).attached_to is None)
            if used >= spec.capacity:
                raise IllegalActionError(self.capacity_rule(state, spec), Text(f"{state.zone_key_of(dest)} está llena",
                                                                               f"{state.zone_key_of(dest)} is full"))

    def capacity_rule(self, state: S, spec: ZoneSpec) -> Rule:
        """The rule a move into a full zone breaks."""
        return Rule("core", f"la zona {spec.label} está llena", f"the {spec.label_en} zone is full")

    def player_counter(self, state: S, player: int, name: str, delta: int) -> int:
        """A player counter's value once ``delta`` is added (never below 0)."""
        return max(0, state.counters[player].get(name, 0) + delta)

    def after(self, state: S) -> None:
        """Apply consequences of a manual change (a player at 0 lives loses, say)."""


def to_string(state: "State", action: Action) -> str:
    """A manual action in notation: ``manual move|flip|rotate|counter …``."""
    verb = action.kind.removeprefix("manual.")
    if verb == "counter" and action.targets:
        name, delta = str(action.choice).split(":")
        return f"manual counter P{action.targets[0] + 1} {name} {delta}"
    ref = state.ref(action.cards[0], state.manual_rules.scope(state, action.player), action.player)
    if verb == "move":
        return f"manual move {ref} to {action.choice}"
    if verb == "counter":
        name, delta = str(action.choice).split(":")
        return f"manual counter {ref} {name} {delta}"
    return f"manual {verb} {ref}"


def parse(state: "State", text: str, player: int) -> Action:
    """The manual action ``text`` writes, for ``player``; ``NotationError`` says what is expected."""
    match = _MANUAL.match(text)
    if not match:
        raise NotationError(Text(f"acción manual no reconocida: «{text}» (move, flip, rotate, counter)",
                                 f"unknown manual action: «{text}» (move, flip, rotate, counter)"))
    verb, rest = match["verb"].lower(), match["rest"]
    scope = state.manual_rules.scope(state, player)
    if verb == "move":
        args = _MOVE_ARGS.match(rest)
        if not args:
            raise NotationError(Text("se espera «manual move CARTA to P1.zona [top|bottom]»",
                                     "expected «manual move CARD to P1.zone [top|bottom]»"))
        dest = args["zone"]
        owner_text, name = dest.split(".", 1)
        owner = int(owner_text[1:]) - 1
        if (owner, name) not in state.zone_index:
            raise NotationError(Text(f"no existe la zona {dest}", f"there is no zone {dest}"))
        choice = f"P{owner + 1}.{name}" + (f" {args['where'].lower()}" if args["where"] else "")
        return Action("manual.move", player, (state.resolve(args["ref"], scope, player),), choice=choice)
    if verb == "counter":
        args = _COUNTER_ARGS.match(rest)
        if not args:
            raise NotationError(Text("se espera «manual counter CARTA|P1 nombre +N»",
                                     "expected «manual counter CARD|P1 name +N»"))
        choice = f"{args['counter'].lower()}:{args['delta']}"
        target = _PLAYER.match(args["ref"])
        if target:
            return Action("manual.counter", player, targets=(int(target[1]) - 1,), choice=choice)
        return Action("manual.counter", player, (state.resolve(args["ref"], scope, player),), choice=choice)
    return Action(f"manual.{verb}", player, (state.resolve(rest, scope, player),))


def apply(state: "State", action: Action) -> list[Event]:
    """Sandbox actions for text the engine does not automate; logged as manual."""
    state._events = []
    verb = action.kind.removeprefix("manual.")
    if verb == "counter" and action.targets:
        target = action.targets[0]
        if not 0 <= target < state.num_players:
            raise IllegalActionError(MANUAL_RULE, Text(f"no existe el jugador {target + 1}",
                                                       f"there is no player {target + 1}"))
        name, delta = str(action.choice).split(":")
        state.counters[target][name] = state.manual_rules.player_counter(state, target, name, int(delta))
        state.emit(Event("counter", target, text=name, amount=int(delta), manual=True))
    else:
        if not action.cards or not 0 <= action.cards[0] < len(state.cards) or state.cards[action.cards[0]] is None:
            raise IllegalActionError(MANUAL_RULE, Text("la carta no existe", "the card does not exist"))
        card_id = action.cards[0]
        card = state._card(card_id)
        if verb == "move":
            zone_text, _, where = str(action.choice).partition(" ")
            owner_text, name = zone_text.split(".", 1)
            dest = state.zone_index.get((int(owner_text[1:]) - 1, name))
            if dest is None:
                raise IllegalActionError(MANUAL_RULE, Text(f"no existe la zona {zone_text}", f"there is no zone {zone_text}"))
            state.manual_rules.check_move(state, card, dest)
            state.move(card_id, dest, bottom=where == "bottom", kind="move")
            state._events[-1] = _as_manual(state._events[-1])
        elif verb == "flip":
            card.face_up = not card.face_up
            state.emit(Event("flip", card.owner, card_id, card.defn.name, amount=int(card.face_up), manual=True))
        elif verb == "rotate":
            card.rotated = not card.rotated
            state.emit(Event("rotate", card.owner, card_id, card.defn.name, amount=int(card.rotated), manual=True))
        elif verb == "counter":
            name, delta = str(action.choice).split(":")
            value = max(0, card.counters.get(name, 0) + int(delta))
            if value:
                card.counters[name] = value
            else:
                card.counters.pop(name, None)
            state.emit(Event("counter", card.owner, card_id, card.defn.name, amount=int(delta), text=name, manual=True))
        else:
            raise IllegalActionError(MANUAL_RULE, Text(f"acción manual desconocida: {verb}",
                                                       f"unknown manual action: {verb}"))
    state.manual_rules.after(state)
    state.history.append(action)
    state._legal = None
    events, state._events = state._events, []
    return events


def _as_manual(event: Event) -> Event:
    return replace(event, manual=True)
