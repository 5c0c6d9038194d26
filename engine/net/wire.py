"""Engine values as JSON and back: actions, gestures, events and observations.

Observations travel as deltas: the first one whole, then only the top-level fields and the
zones that changed, and in a changed zone a card exactly as the previous observation showed it
is sent as its id alone (a duel would otherwise move megabytes). ``digest`` hashes the rebuilt
observation so that both ends — and the end-of-duel re-check — compare exactly the same thing.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import fields
from typing import Any

from engine.core.actions import Action, Event, Outcome
from engine.core.errors import Rule
from engine.core.gestures import Gesture
from engine.core.observation import CardView, ChainLinkView, Observation, PromptView, ZoneView
from engine.core.text import Text
from engine.net.schema import ProtocolError


def say(text: Text) -> str:
    """A message for a peer in both languages, as the wire carries it: ``Spanish|English`` (a
    peer that knows only one reads up to the bar)."""
    return text.es if text.es == text.en else f"{text.es}|{text.en}"


def heard(message: str) -> Text:
    """What a peer said (``say``), in both languages; a message with one of them (no bar, or
    nothing on one side of it: a hostile or broken peer's) reads the same in both."""
    spanish, _bar, english = message.partition("|")
    return Text(spanish or english, english or spanish)


def jsonable(value: Any) -> Any:
    """``value`` with tuples as lists and sets sorted, as JSON would give it back."""
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((jsonable(v) for v in value), key=repr)
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    return str(value)


def action_to_wire(action: Action) -> dict[str, Any]:
    data: dict[str, Any] = {
        "kind": action.kind, "player": action.player, "cards": list(action.cards), "targets": list(action.targets)
    }
    if action.choice is not None:
        data["choice"] = action.choice
    return data


def action_from_wire(data: dict[str, Any]) -> Action:
    """An action from a message already checked by ``schema.ACTION``."""
    return Action(data["kind"], data["player"], tuple(data["cards"]), tuple(data["targets"]), data.get("choice"))


def gesture_to_wire(gesture: Gesture) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for name in ("card", "onto_card", "onto_zone", "button"):
        if getattr(gesture, name) is not None:
            data[name] = getattr(gesture, name)
    if gesture.selection:
        data["selection"] = list(gesture.selection)
    return data


def gesture_from_wire(data: dict[str, Any]) -> Gesture:
    return Gesture(data.get("card"), data.get("onto_card"), data.get("onto_zone"), data.get("button"),
                   tuple(data.get("selection") or ()))


def event_from_wire(data: dict[str, Any]) -> Event:
    try:
        known = {f.name for f in fields(Event)} - {"hidden_from"}
        return Event(**{k: v for k, v in data.items() if k in known})
    except TypeError as exc:
        raise ProtocolError("malformed", f"evento: {exc}") from None


def _rule_to_wire(rule: Rule | None) -> list[str] | None:
    return None if rule is None else [rule.id, rule.text, rule.text_en]


def observation_to_wire(obs: Observation) -> dict[str, Any]:
    """Every field of the observation, losslessly (``Observation.to_dict`` is for people)."""
    return {
        "game": obs.game,
        "viewer": obs.viewer,
        "turn": obs.turn,
        "phase": obs.phase,
        "step": obs.step,
        "turn_player": obs.turn_player,
        "acting_player": obs.acting_player,
        "counters": [jsonable(c) for c in obs.counters],
        "zones": [
            [z.key, z.owner, z.name, z.count, [_card_to_wire(c) for c in z.cards]] for z in obs.zones
        ],
        "chain": [[l.source, l.controller, l.name, l.label, list(l.targets)] for l in obs.chain],
        "combat": [list(pair) for pair in obs.combat],
        "prompt": None
        if obs.prompt is None
        else [obs.prompt.kind, obs.prompt.player, obs.prompt.text, list(obs.prompt.options), obs.prompt.text_en],
        "outcome": None
        if obs.outcome is None
        else [obs.outcome.winner, obs.outcome.reason.es, _rule_to_wire(obs.outcome.rule), obs.outcome.reason.en],
        "extra": jsonable(obs.extra),
    }


def _card_to_wire(card: CardView) -> list[Any]:
    return [card.id, card.owner, card.controller, card.zone, card.code, card.name, card.face_up, card.rotated,
            jsonable(card.counters), card.attached_to, jsonable(card.stats), list(card.markers)]


def _pairs(value: Any) -> tuple[tuple[Any, Any], ...]:
    return tuple((str(k), v) for k, v in value)


def _frozen(value: Any) -> Any:
    """Lists back to tuples, deeply (observations are made of tuples)."""
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def observation_from_wire(data: dict[str, Any]) -> Observation:
    """The observation a wire dict describes; ``ProtocolError`` if it is not one."""
    try:
        zones = tuple(
            ZoneView(key, owner, name, count, tuple(
                CardView(c[0], c[1], c[2], c[3], c[4], c[5], bool(c[6]), bool(c[7]), _pairs(c[8]), c[9],
                         _pairs(c[10]), tuple(c[11]))
                for c in cards
            ))
            for key, owner, name, count, cards in data["zones"]
        )
        prompt = data["prompt"]
        outcome = data["outcome"]
        rule = None if outcome is None or outcome[2] is None else Rule(*outcome[2])
        return Observation(
            game=data["game"],
            viewer=data["viewer"],
            turn=data["turn"],
            phase=data["phase"],
            step=data["step"],
            turn_player=data["turn_player"],
            acting_player=data["acting_player"],
            counters=tuple(_pairs(c) for c in data["counters"]),
            zones=zones,
            chain=tuple(ChainLinkView(s, c, n, l, tuple(t)) for s, c, n, l, t in data["chain"]),
            combat=tuple((a, b) for a, b in data["combat"]),
            prompt=None if prompt is None else PromptView(prompt[0], prompt[1], prompt[2], tuple(prompt[3]), prompt[4]),
            outcome=None if outcome is None else Outcome(outcome[0], Text(outcome[1],
                                                                          outcome[3]) if len(outcome) > 3 else outcome[1], rule),
            extra=tuple((str(k), _frozen(v)) for k, v in data["extra"]),
        )
    except (KeyError, IndexError, TypeError, ValueError) as exc:
        raise ProtocolError("malformed", f"observación mal formada: {exc!r}") from None


def delta(previous: dict[str, Any] | None, current: dict[str, Any]) -> dict[str, Any]:
    """What turns ``previous`` into ``current``: changed fields, and changed zones by index."""
    if previous is None or len(previous["zones"]) != len(current["zones"]):
        return {"full": current}
    changed = {k: v for k, v in current.items() if k != "zones" and previous.get(k) != v}
    zones = {str(i): z for i, (z, old) in enumerate(zip(current["zones"], previous["zones"])) if z != old}
    if zones:
        known = _cards_by_id(previous)
        zones = {i: [*z[:4], [c[0] if known.get(c[0]) == c else c for c in z[4]]] for i, z in zones.items()}
    return {"set": changed, "zones": zones}


def _cards_by_id(observation: dict[str, Any]) -> dict[Any, Any]:
    return {card[0]: card for zone in observation["zones"] for card in zone[4]}


def apply_delta(previous: dict[str, Any] | None, change: dict[str, Any]) -> dict[str, Any]:
    """The observation dict ``change`` leads to from ``previous``."""
    try:
        if "full" in change:
            full = change["full"]
            if not isinstance(full, dict):
                raise TypeError("full")
            return full
        if previous is None:
            raise ProtocolError("malformed", "un cambio de observación sin observación previa")
        current = dict(previous)
        current.update(change["set"])
        zones = list(previous["zones"])
        known = _cards_by_id(previous) if change["zones"] else {}
        for index, zone in change["zones"].items():
            cards = [known[c] if isinstance(c, int) and not isinstance(c, bool) else c for c in zone[4]]
            zones[int(index)] = [*zone[:4], cards]
        current["zones"] = zones
        return current
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
        raise ProtocolError("malformed", f"cambio de observación mal formado: {exc!r}") from None


def digest(value: Any) -> str:
    """A hash of a JSON value that does not depend on key order."""
    text = json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
