"""Intervening "if" clauses about the source or the battlefield (CR 603.4), and the draw step's
triggers (CR 504.2).

- "At the beginning of the end step, if no creatures are on the battlefield, sacrifice CARDNAME."
  (Pestilence), "…, if CARDNAME is untapped, …", "…, if CARDNAME is tapped, …":
  ``conditional_trigger_line`` reads the trigger without its clause and keeps the clause as the
  ability's ``condition``; ``source_condition`` tells whether it holds, as the ability would
  trigger and again as it resolves (``faces.condition_holds``).
- "At the beginning of each player's draw step, …, that player draws an additional card."
  (Howling Mine) and "At the beginning of your draw step, …" (Mana Vault): ``draw_step_line``
  reads them; ``queue_draw_step`` triggers them once the active player has drawn for the turn
  (CR 504.1 is a turn-based action; abilities that trigger at the beginning of the draw step
  wait for it, CR 504.2). "That player" is the active player.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, Effect, LineReader
from engine.games.mtg.curses import ACTIVE_PLAYER
from engine.games.mtg.died_power import POWER_WAS, holds as died_holds
from engine.games.mtg.counter_deaths import DIED_WITHOUT, died_without
from engine.games.mtg.shared_types import SHARING, holds as sharing
from engine.games.mtg.creature_taps import ATTACHED, attached
from engine.games.mtg.spell_order import ORDER, holds as order_holds
from engine.games.mtg.faces import condition_holds
from engine.games.mtg.watchers import triggered_of

if TYPE_CHECKING:
    from engine.games.mtg.effects import EffectsMixin
    from engine.games.mtg.base import MtgBase

DRAW_STEP = "draw_step"
EACH_DRAW_STEP = "each_draw_step"
CONDITIONS = {"cardname is untapped": "source_untapped", "cardname is tapped": "source_tapped",
              "no creatures are on the battlefield": "no_creatures"}
_CLAUSE = "|".join(re.escape(c) for c in CONDITIONS).replace("cardname", "CARDNAME")
_IF = re.compile(r"(?P<head>At the beginning of [^,]+), if (?P<c>" + _CLAUSE + r"), (?P<rest>.+)", re.IGNORECASE)
_DRAW = re.compile(r"At the beginning of (?P<w>your|each player's) draw step, (?P<rest>.+)", re.IGNORECASE)
_ADDITIONAL = re.compile(r"that player draws an additional card\.?", re.IGNORECASE)


def _ability(result: "tuple[str, object] | None") -> Ability | None:
    if result is None or result[0] != "ability" or not isinstance(result[1], Ability) or result[1].kind != "triggered":
        return None
    return result[1]


def conditional_trigger_line(line: str, read: LineReader) -> Ability | None:
    """CR 603.4: "At the beginning of …, if CARDNAME is untapped, …" as a trigger with its
    ``condition``, or ``None``."""
    match = _IF.fullmatch(line)
    if match is None:
        return None
    ability = _ability(read(f"{match['head']}, {match['rest']}"))
    if ability is None or ability.condition:
        return None
    return replace(ability, text=line, condition=CONDITIONS[match["c"].lower()])


def draw_step_line(line: str, read: LineReader) -> Ability | None:
    """CR 504.2: "At the beginning of your / each player's draw step, …", or ``None``."""
    match = _DRAW.fullmatch(line)
    if match is None:
        return None
    trigger = DRAW_STEP if match["w"].lower() == "your" else EACH_DRAW_STEP
    rest = match["rest"]
    if _ADDITIONAL.fullmatch(rest):  # "that player": the player whose draw step it is
        return Ability("triggered", line, (Effect("draw", 1, who=ACTIVE_PLAYER),), trigger=trigger)
    ability = _ability(read(f"At the beginning of your upkeep, {rest}"))
    if ability is None or ability.trigger != "upkeep":
        return None
    return replace(ability, text=line, trigger=trigger)


def source_condition(state: "MtgBase", condition: str, source: int) -> bool | None:
    """Whether one of these clauses holds now (``None``: not one of them)."""
    if condition.startswith(POWER_WAS):  # CR 603.10a: "if its power was 3 or greater", as it died
        return died_holds(state, condition, source)
    if condition.startswith(DIED_WITHOUT):  # CR 702.79a, 702.93a: "if it had no -1/-1 counters on it"
        return died_without(state, condition, source)
    if condition.startswith(SHARING):  # "if you control three or more creatures that share a creature type"
        return sharing(state, condition, source)
    if condition == ATTACHED:  # "if it's enchanted or equipped"
        return state.on_battlefield(source) and attached(state, source)
    if condition.startswith(ORDER):  # "if it was the second spell you cast this turn"
        return order_holds(state, condition, source)
    if condition == "no_creatures":
        return not state.creatures()
    if condition in ("source_untapped", "source_tapped"):
        card = state.cards[source] if 0 <= source < len(state.cards) else None
        if card is None or not state.on_battlefield(source):
            return False
        return card.rotated == (condition == "source_tapped")
    return None


def queue_draw_step(state: "EffectsMixin") -> None:
    """CR 504.2, 603.3: the abilities that trigger at the beginning of the draw step, in APNAP
    order; an intervening "if" that is false does not trigger (CR 603.4)."""

    active = state.turn_player
    for player in state.apnap():
        for cid, index, ability in triggered_of(state, player):
            if not (ability.trigger == EACH_DRAW_STEP or (ability.trigger == DRAW_STEP and player == active)):
                continue
            if ability.condition and not condition_holds(state, ability.condition, cid):
                continue
            state.triggers = state.triggers + ((cid, index, player),)


__all__ = ["CONDITIONS", "DRAW_STEP", "EACH_DRAW_STEP", "conditional_trigger_line", "draw_step_line", "queue_draw_step",
           "source_condition"]
