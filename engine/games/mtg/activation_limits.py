"""Restrictions written on activated abilities (CR 602.5b, 602.5d): "Activate only as a sorcery."
(its controller follows the timing rules of a sorcery), "Activate only once each turn.",
"Activate only during your turn.", "Activate only if you had an Angel or Berserker enter the battlefield
under your control this turn." (``turn_counts``; kept in ``condition``).

``limited_line`` reads "COST: EFFECT. Activate only …" into the activated ability with ``sorcery``
set, or with ``static`` ``ONCE_EACH_TURN`` / ``YOUR_TURN``; ``activation_limit`` refuses an
activation a restriction forbids, and ``activated`` remembers the turn an ability was activated
(a mark on the permanent, kept while it stays the same object, CR 602.5b).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.core.errors import Rule
from engine.games.mtg.abilities import Ability, LineReader
from engine.games.mtg.rules import rule
from engine.games.mtg.tribal import creature_type, has_creature_type
from engine.games.mtg.turn_counts import ENTERED, entered_this_turn

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

ONCE_EACH_TURN = "once_each_turn"
YOUR_TURN = "during_your_turn"
YOUR_TURN_ONCE = "during_your_turn_once"  # "Activate only during your turn and only once each turn."
_LIMITS = {"as a sorcery": "sorcery", "once each turn": ONCE_EACH_TURN, "during your turn": YOUR_TURN,
           "during your turn and only once each turn": YOUR_TURN_ONCE}
_LINE = re.compile(r"(?P<a>[^:]+:.+?) Activate only (?P<l>as a sorcery|once each turn|during your turn and only once each turn"
                   r"|during your turn"
                   r"|if you control (?:two|three|four|five|six|seven) or more (?-i:[A-Z][a-z]+)"
                   r"|if you had an? (?-i:[A-Z][a-z]+)(?: or (?-i:[A-Z][a-z]+))? enter the battlefield under your control this turn)\.?")
CONTROL_AT_LEAST = "control_at_least:"  # + how many + ":" + a creature type: "Activate only if you control five or more Vampires"
_HOW_MANY = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_USED = "activada:"  # + the ability's index: the turn it was last activated


def limited_line(line: str, read: LineReader) -> Ability | None:
    """An activated ability with one of these restrictions, the rest read by ``read`` (the
    oracle's line reader), or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    result = read(match["a"])
    entered = re.fullmatch(r"if you had an? (\w+)(?: or (\w+))? enter the battlefield under your control this turn", match["l"])
    if result is None or result[0] != "ability" or not isinstance(result[1], Ability) or result[1].kind != "activated" \
            or (result[1].static and not entered) or result[1].condition or result[1].loyalty is not None:
        return None
    if entered:  # CR 602.5b: kept as a condition, beside a graveyard ability's static (Cleaving Reaper)
        kinds = "|".join(creature_type(k) for k in entered.groups() if k)
        return replace(result[1], text=line, condition=ENTERED + kinds)
    many = re.fullmatch(r"if you control (\w+) or more (\w+)", match["l"])
    if many:  # CR 602.5b: counted as it is activated
        return replace(result[1], text=line, static=f"{CONTROL_AT_LEAST}{_HOW_MANY[many[1]]}:{creature_type(many[2])}")
    limit = _LIMITS[match["l"]]
    if limit == "sorcery":  # CR 602.5d
        return replace(result[1], text=line, sorcery=True)
    return replace(result[1], text=line, static=limit)


def activation_limit(state: "MtgBase", player: int, card_id: int, index: int, ability: Ability) -> Rule | None:
    """CR 602.5b: the restriction ``ability`` has, if it forbids activating it now."""
    if ability.static in (ONCE_EACH_TURN, YOUR_TURN_ONCE) and state._card(card_id).marks.get(_USED + str(index)) == state.turn:
        return rule("602.5b")
    if ability.static in (YOUR_TURN, YOUR_TURN_ONCE) and player != state.turn_player:
        return rule("602.5b")
    if ability.condition.startswith(ENTERED) and not entered_this_turn(state, player, ability.condition.removeprefix(ENTERED)):
        return rule("602.5b")  # "only if you had an Angel or Berserker enter the battlefield under your control this turn"
    if ability.static.startswith(CONTROL_AT_LEAST):
        _kind, many, kind = ability.static.split(":")
        if sum(1 for c in state.creatures(player) if has_creature_type(state.defn(c), kind)) < int(many):
            return rule("602.5b")
    return None


def activated(state: "MtgBase", card_id: int, index: int, ability: Ability) -> None:
    """Remember that a once-each-turn ability was activated this turn."""
    if ability.static in (ONCE_EACH_TURN, YOUR_TURN_ONCE):
        state._card(card_id).marks[_USED + str(index)] = state.turn


__all__ = ["ONCE_EACH_TURN", "YOUR_TURN", "activated", "activation_limit", "limited_line"]
