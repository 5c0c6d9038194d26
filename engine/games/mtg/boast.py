"""Boast (CR 702.142): "Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if this
creature attacked this turn and only once each turn" (CR 702.142a).

``boast_line`` reads the line into the activated ability with ``static`` ``BOAST``; combat marks
each attacker with the turn it attacked (``ATTACKED``), and activating the ability marks the
turn it boasted (``BOASTED``); ``boast_problem`` refuses an activation the rule forbids. It also
reads "Whenever you activate a boast ability, …" (Frenzied Raider), a triggered ability
(``BOAST_TRIGGER``) of its controller's permanents that ``boasted`` queues (CR 603.2), and "Boast
abilities you activate cost {1} less to activate for each Dragon you control." (Dragonkin Berserker),
a static ability (``BOAST_DISCOUNT``: ``power`` the generic mana per creature of the type ``count``)
that ``boast_price`` applies to its controller's boast costs (CR 601.2f, 602.2b: generic mana only,
never below none), and "Creatures you control can boast twice during each of your turns rather
than once." (Birgi, God of Storytelling: ``BOAST_TWICE``, counted by ``BOASTS``).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.core.errors import Rule
from engine.games.mtg.abilities import Ability, LineReader, borrowed_trigger
from engine.games.mtg.mana import ManaCost
from engine.games.mtg.rules import rule
from engine.games.mtg.tribal import creature_type, has_creature_type

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

BOAST = "boast"
ATTACKED = "ataco"  # the mark of a creature that attacked: the turn it was declared an attacker (CR 508.1)
BOASTED = "alardeo"  # the mark of a creature whose boast ability was activated: that turn
BOAST_TRIGGER = "boast_activated"
_LINE = re.compile(r"Boast — (?P<a>.+:.+)")
_TRIGGER = re.compile(r"Whenever you activate a boast ability, (?P<rest>.+)")
BOAST_DISCOUNT = "boast_discount"
BOAST_TWICE = "boast_twice"
BOASTS = "alardes"  # the mark of how many times it boasted in the turn ``BOASTED`` names
_TWICE = re.compile(r"Creatures you control can boast twice during each of your turns rather than once\.?")
_DISCOUNT = re.compile(r"Boast abilities you activate cost \{(?P<n>\d+)\} less to activate for each (?P<t>[A-Z][a-z]+) you control\.?")


def boast_line(line: str, read: LineReader) -> Ability | None:
    """"Boast — {1}{W}: Tap target creature." as its activated ability, the rest read by ``read``
    (the oracle's line reader), or ``None``."""
    if _TWICE.fullmatch(line):  # CR 702.142a: twice a turn, in its controller's turns
        return Ability("static", line, static=BOAST_TWICE)
    discount = _DISCOUNT.fullmatch(line)
    if discount is not None:  # CR 601.2f: "Boast abilities you activate cost {1} less … for each Dragon you control"
        return Ability("static", line, static=BOAST_DISCOUNT, power=int(discount["n"]), count=creature_type(discount["t"]))
    trigger = _TRIGGER.fullmatch(line)
    if trigger is not None:  # CR 603.2: "Whenever you activate a boast ability, …"
        return borrowed_trigger(line, trigger["rest"], read, BOAST_TRIGGER)
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    result = read(match["a"])
    if result is None or result[0] != "ability" or not isinstance(result[1], Ability) or result[1].kind != "activated":
        return None
    return replace(result[1], text=line, static=BOAST)


def boast_problem(state: "MtgBase", card_id: int) -> Rule | None:
    """CR 702.142a: only if it attacked this turn, and once each turn (twice in its controller's
    turn with Birgi)."""
    card = state._card(card_id)
    marks = card.marks
    if marks.get(ATTACKED) != state.turn:
        return rule("702.142a")
    used = marks.get(BOASTS, 1) if marks.get(BOASTED) == state.turn else 0
    allowed = 2 if card.controller == state.turn_player and any(
        BOAST_TWICE in state.defn(c).static_kinds for c in state.battlefield(card.controller)) else 1
    return rule("702.142a") if used >= allowed else None


def boast_price(state: "MtgBase", player: int, ability: Ability) -> ManaCost | None:
    """The mana ``player`` pays to activate ``ability``: a boast ability's cost less what their
    permanents take off it (CR 601.2f, 602.2b: generic mana only, never below none)."""
    cost = ability.cost
    if cost is None or ability.static != BOAST or not cost.generic:
        return cost
    mine = state.battlefield(player)
    off = sum(a.power * sum(1 for c in mine if state.defn(c).is_creature and has_creature_type(state.defn(c), a.count))
              for cid in mine for a in state.defn(cid).program.abilities if a.static == BOAST_DISCOUNT)
    return cost.plus(-off) if off else cost


def boasted(state: "MtgBase", card_id: int) -> None:
    """The boast ability of ``card_id`` is activated: the mark of the turn, and the triggers of
    its controller's "whenever you activate a boast ability" (CR 603.2)."""
    marks = state._card(card_id).marks
    marks[BOASTS] = marks.get(BOASTS, 0) + 1 if marks.get(BOASTED) == state.turn else 1
    marks[BOASTED] = state.turn
    for cid in state.battlefield(state._card(card_id).controller):
        state.queue_triggers(cid, BOAST_TRIGGER)  # type: ignore[attr-defined]  # an MtgState


__all__ = ["ATTACKED", "BOAST", "BOAST_DISCOUNT", "BOAST_TRIGGER", "BOAST_TWICE", "boast_line", "boast_price", "boast_problem", "boasted"]
