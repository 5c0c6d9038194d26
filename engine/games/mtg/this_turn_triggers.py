"""Triggers for the rest of the turn, created by a Saga's chapter (CR 603.7a, 603.7b, 714.2b):
"III — Whenever an Elf you control attacks this turn, target creature an opponent controls gets
-1/-1 until end of turn." (Harald Unites the Elves), "II — Whenever a Berserker attacks this turn,
you draw a card and you lose 1 life." (The Bloodsky Massacre).

``this_turn_line`` reads such a chapter into two abilities: the chapter ability, whose effect
``CREATE`` names the other, and that delayed triggered ability (``trigger``
``ATTACKS_THIS_TURN:<creature type>:<you|any>``), which never triggers by itself. As the chapter
resolves, ``create_delayed`` records it as a continuous entry ``DELAYED`` lasting the turn (no
affected object, so the layer system passes it by; it ends in the cleanup step, CR 514.2), with
the ability and its controller — the controller of the chapter ability as it resolved (CR
603.7e), even after the Saga is gone. As attackers are declared, ``queue_attack_triggers``
triggers it once for each attacking creature of that type (and that player's, for "you
control"; CR 508.3a, 603.2).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, Effect, LineReader, borrowed_trigger
from engine.games.mtg.sagas import chapter_line
from engine.games.mtg.tribal import creature_type, has_creature_type

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

CREATE = "create_this_turn_trigger"
DELAYED = "delayed_trigger"  # the ``op`` of the continuous entry of a delayed trigger
ATTACKS_THIS_TURN = "attacks_this_turn"
CAST_THIS_TURN = "cast_this_turn"
_LINE = re.compile(r"(?P<n>[IVX, ]+) — Whenever (?:an? (?P<t>[A-Z][a-z]+)(?P<you> you control)? attacks"
                   r"|you cast a spell(?: with mana value (?P<mv>\d+) or greater)?) this turn, (?P<rest>.+)")
_NOT_TYPES = {"creature", "player", "permanent", "opponent"}


def this_turn_line(line: str, read: LineReader) -> tuple[Ability, Ability] | None:
    """The chapter ability and its delayed trigger, or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None or (match["t"] or "").lower() in _NOT_TYPES:
        return None
    if match["t"]:
        trigger = f"{ATTACKS_THIS_TURN}:{creature_type(match['t'])}:{'you' if match['you'] else 'any'}"
    else:
        trigger = f"{CAST_THIS_TURN}:{match['mv'] or 0}"
    delayed = borrowed_trigger(line.partition(" — ")[2], match["rest"], read, trigger)
    if delayed is None:
        return None
    creating = Ability("triggered", line, (Effect(CREATE, keyword=trigger),), trigger="etb")
    chapter = chapter_line(line, lambda text: ("ability", creating))
    return (chapter, delayed) if chapter is not None else None


def create_delayed(state: "MtgBase", source: int, controller: int, trigger: str) -> None:
    """CR 603.7a, 603.7e: the delayed trigger of ``source`` exists for the rest of the turn."""
    abilities = state.defn(source).program.abilities
    index = next(i for i, a in enumerate(abilities) if a.trigger == trigger)
    state.add_continuous(DELAYED, frozenset(), source, "turn", (index, controller))


def _delayed(state: "MtgBase", event: str) -> list[tuple[int, int, int, list[str]]]:
    """The delayed triggers of this turn about ``event``: (source, ability index, controller, its words)."""
    found = []
    for entry in state.continuous:
        if entry.op == DELAYED:
            index, controller = entry.value
            event_of, *words = state.defn(entry.source).program.abilities[index].trigger.split(":")
            if event_of == event:
                found.append((entry.source, index, controller, words))
    return found


def queue_attack_triggers(state: "MtgBase", attacker: int) -> None:
    """CR 508.3a, 603.7b: ``attacker`` attacks; each delayed trigger of this turn about its kind
    triggers (again each time)."""
    for source, index, controller, (kind, whose) in _delayed(state, ATTACKS_THIS_TURN):
        if (whose == "any" or state._card(attacker).controller == controller) and has_creature_type(state.defn(attacker), kind):
            state.triggers = state.triggers + ((source, index, controller),)


def queue_cast_triggers(state: "MtgBase", spell: int, player: int) -> None:
    """CR 601.2i, 603.7b: ``player`` cast ``spell``; each of their delayed triggers of this turn
    about casting a spell (of at least that mana value, CR 202.3) triggers."""
    for source, index, controller, (least,) in _delayed(state, CAST_THIS_TURN):
        if controller == player and state.defn(spell).mana_value >= int(least):
            state.triggers = state.triggers + ((source, index, controller),)


__all__ = ["ATTACKS_THIS_TURN", "CAST_THIS_TURN", "CREATE", "DELAYED", "create_delayed", "queue_attack_triggers",
           "queue_cast_triggers", "this_turn_line"]
