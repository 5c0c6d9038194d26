"""Destroying or sacrificing at the beginning of the next end step (CR 603.7, 513.1): "{T}: Target
creature you control with toughness less than CARDNAME's power gains flying until end of turn.
Destroy that creature at the beginning of the next end step." (Alpha's Stone Giant) and "{R}:
CARDNAME gets +1/+0 until end of turn. If this ability has been activated four or more times this
turn, sacrifice CARDNAME at the beginning of the next end step." (Dragon Whelp).

``end_doom_line`` reads such a line into two abilities: the first sentences (read by the oracle)
with the effect ``MARK`` added on their last target, and the delayed trigger (``NEXT_END_STEP``,
destroying the creatures ``MARK`` marked for its source; CR 603.7a). ``queue_next_end_step``
triggers it at the beginning of the end step (CR 513.1), once (CR 603.7b); a creature that left
the battlefield meanwhile is a new object and is spared (CR 400.7, 603.7c). For Dragon Whelp,
``counted`` counts the ability's activations this turn as each is activated (CR 602.2), and
``MARK_SELF_IF`` marks the source as it resolves when they reach the number (CR 608.2c).
"""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import chain
from operator import attrgetter, methodcaller
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, Effect, LineReader

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

MARK = "mark_next_end_step"
NEXT_END_STEP = "delayed_next_end_step"
DOOMED_AT_END = "doomed_at_end_step"
_DOOMED = "final_destruir"  # mark: the sources whose delayed trigger destroys this creature
_MARKS = attrgetter("marks")
_DOOMED_BY = methodcaller("get", _DOOMED, ())  # the sources that marked a permanent (its marks')
MARK_SELF_IF = "mark_self_next_end_step_if"
_LINE = re.compile(r"(?P<head>.+?\.) Destroy that creature at the beginning of the next end step\.?")
_SELF_LINE = re.compile(r"(?P<head>.+?\.) If this ability has been activated (?P<n>\w+) or more times this turn, sacrifice CARDNAME "
                        r"at the beginning of the next end step\.?")
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_ACTIVATIONS = "activaciones:"  # mark + ability index: (turn, activations that turn)
TOUGHNESS_BELOW_POWER = "creature_you_control_toughness_below_source_power"
PHRASE = "target creature you control with toughness less than cardname's power"


def end_doom_line(line: str, read: LineReader) -> tuple[Ability, Ability] | None:
    """The ability and its delayed trigger, or ``None``."""
    counted = _SELF_LINE.fullmatch(line)
    if counted is not None and counted["n"] in _NUMBERS:
        result = read(counted["head"])
        if result is None or result[0] != "ability" or not isinstance(result[1], Ability) or result[1].kind != "activated":
            return None
        effect = Effect(MARK_SELF_IF, _NUMBERS[counted["n"]], who="self")
        return replace(result[1], text=line, effects=result[1].effects + (effect,)), Ability(
            "triggered", "sacrifice CARDNAME at the beginning of the next end step", (Effect("sacrifice", who=DOOMED_AT_END),),
            trigger=NEXT_END_STEP)
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    result = read(match["head"])
    if result is None or result[0] != "ability" or not isinstance(result[1], Ability) or not result[1].targets:
        return None
    ability = result[1]
    last = len(ability.targets) - 1
    marked = replace(ability, text=line, effects=ability.effects + (Effect(MARK, target=ability.targets[last], slot=last),))
    return marked, Ability("triggered", "destroy that creature at the beginning of the next end step",
                           (Effect("destroy", who=DOOMED_AT_END),), trigger=NEXT_END_STEP)


def mark(state: "MtgBase", source: int, creature: int) -> None:
    """CR 603.7a: the delayed trigger is created for "that creature"."""
    marks = state._card(creature).marks
    marks[_DOOMED] = tuple(marks.get(_DOOMED, ())) + (source,)


def counted(state: "MtgBase", card_id: int, index: int, ability: Ability) -> None:
    """CR 602.2: one more activation this turn of an ability that counts them."""
    if any(e.op == MARK_SELF_IF for e in ability.effects):
        marks = state._card(card_id).marks
        turn, many = marks.get(_ACTIVATIONS + str(index), (state.turn, 0))
        marks[_ACTIVATIONS + str(index)] = (state.turn, (many if turn == state.turn else 0) + 1)


def mark_if_counted(state: "MtgBase", source: int, effect: Effect) -> None:
    """CR 608.2c: "If this ability has been activated four or more times this turn", the
    delayed trigger is created for the source itself."""
    card = state.cards[source]
    if card is None or not state.on_battlefield(source):
        return
    index = next((i for i, a in enumerate(state.defn(source).program.abilities) if effect in a.effects), None)
    turn, many = card.marks.get(_ACTIVATIONS + str(index), (-1, 0))
    if turn == state.turn and many >= effect.amount:
        mark(state, source, source)


def queue_next_end_step(state: "MtgBase") -> None:
    """CR 513.1, 603.7b: the delayed triggers of the sources that marked creatures."""
    cards = state.cards  # every end step asks: the battlefield's marks read in one pass
    sources = dict.fromkeys(chain.from_iterable(map(_DOOMED_BY, map(_MARKS, map(cards.__getitem__, state.battlefield())))))
    for source in sources:
        card = state.cards[source]
        index = next((i for i, a in enumerate(state.defn(source).program.abilities) if a.trigger == NEXT_END_STEP), None)
        if index is not None and card is not None:
            state.triggers = state.triggers + ((source, index, card.controller),)


def doomed_at_end(state: "MtgBase", source: int) -> list[int]:
    """The creatures ``source``'s delayed trigger destroys; no longer marked (CR 603.7b)."""
    found = []
    for cid in state.battlefield():
        marks = state._card(cid).marks
        doomed = marks.get(_DOOMED, ())
        if source in doomed:
            found.append(cid)
            rest = tuple(s for s in doomed if s != source)
            if rest:
                marks[_DOOMED] = rest
            else:
                del marks[_DOOMED]
    return found


def toughness_below_power(state: "MtgBase", target: int, controller: int, source: int) -> bool:
    """"target creature you control with toughness less than CARDNAME's power" (CR 208.1)."""
    card = state.cards[target]
    if card is None or card.controller != controller or not state.on_battlefield(source):
        return False
    return state.power_toughness(target)[1] < state.power_toughness(source)[0]


__all__ = ["DOOMED_AT_END", "MARK", "MARK_SELF_IF", "NEXT_END_STEP", "counted", "mark_if_counted", "PHRASE", "TOUGHNESS_BELOW_POWER", "doomed_at_end", "end_doom_line", "mark",
           "queue_next_end_step", "toughness_below_power"]
