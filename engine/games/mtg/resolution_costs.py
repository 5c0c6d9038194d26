"""Costs paid as a triggered ability resolves (CR 118.12, 118.12a).

- "[Trigger], you may pay {1}. If you do, you gain 1 life." (the Alpha Cups and Rods): the
  payment is optional; what follows "If you do" happens only if it was paid (CR 118.12).
- "[Trigger], sacrifice CARDNAME unless you pay {U}." (upkeep costs): the same as "you may pay
  {U}. If you don't, sacrifice CARDNAME" (CR 118.12a).

``paid_line`` reads such a line into its trigger with ``optional`` set, the mana ``cost`` and
``paid`` telling which of the two it is. As it resolves its controller is asked (the "may"
prompt); "yes" is offered only when the cost can be paid then (CR 118.3), with mana abilities
activated to pay it (CR 605.3a).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.core.actions import Prompt
from engine.games.mtg.abilities import Ability, LineReader
from engine.games.mtg.cumulative_upkeep import AGE, upkeep_cost, upkeep_prompt
from engine.games.mtg import suspend as suspending
from engine.games.mtg.graveyard_exile import EXILE_FROM_GRAVEYARD, has_card
from engine.games.mtg.madness import MADNESS, answer as answer_madness, castable, madness_prompt
from engine.games.mtg.mana import CostError, ManaCost, find_payment, parse_cost

if TYPE_CHECKING:
    from engine.core.chain import ChainLink
    from engine.games.mtg.state import MtgState

IF_YOU_DO = "if_you_do"
THEY_PAY = "if_that_player_does"  # "that player may pay {4}. If the player does" (Paralyze): the active player pays
UNLESS = "unless"
_COST = r"(?P<c>(?:\{[0-9WUBRGC]+\})+)"
_IF_YOU_DO = re.compile(r"(?P<head>(?:When|Whenever|At)\b[^,]*), you may pay " + _COST + r"\. If you do, (?P<rest>.+)")
_UNLESS = re.compile(r"(?P<head>(?:When|Whenever|At)\b[^,]*), (?P<rest>.+?) unless you pay " + _COST + r"\.?")
_IF_YOU_DO_ACT = re.compile(r"(?P<head>(?:When|Whenever|At)\b[^,]*), you may (?P<x>discard a card|draw a card|sacrifice CARDNAME"
                            r"|exile an? (?:creature|artifact|land|instant|sorcery|enchantment) card from your graveyard)\. "
                            r"If you do, (?P<rest>.+)")
_THEY = re.compile(r"(?P<head>At the beginning of the upkeep of enchanted creature's controller), that player may pay " + _COST
                   + r"\. If (?:the player|they) do(?:es)?, (?P<rest>.+)")
_UNLESS_FIRST = re.compile(r"(?P<head>(?:When|Whenever|At)\b[^,]*), unless you pay " + _COST + r", (?P<rest>.+)")


def paid_line(line: str, read: LineReader) -> Ability | None:
    """A trigger with a cost paid on resolution, the rest read by ``read`` (the oracle's line
    reader), or ``None``."""
    act = _IF_YOU_DO_ACT.fullmatch(line)
    if act:  # CR 118.12: the action is the cost, done first; what follows "If you do" only if it was
        result = read(f"{act['head']}, {act['x']}. {act['rest'][0].upper()}{act['rest'][1:]}")
        if result is None or result[0] != "ability" or not isinstance(result[1], Ability):
            return None
        ability = result[1]
        if ability.kind != "triggered" or ability.optional or ability.cost is not None:
            return None
        return replace(ability, text=line, optional=True, paid=IF_YOU_DO)
    for pattern, paid in ((_IF_YOU_DO, IF_YOU_DO), (_UNLESS, UNLESS), (_UNLESS_FIRST, UNLESS), (_THEY, THEY_PAY)):
        match = pattern.fullmatch(line)
        if match:
            break
    else:
        return None
    try:
        cost = parse_cost(match["c"])
    except CostError:
        return None
    rest = match["rest"].rstrip(".")
    if paid == THEY_PAY:  # Paralyze: "untap the creature", the enchanted one
        rest = rest.replace("the creature", "enchanted creature")
    result = read(f"{match['head']}, {rest}.")
    if result is None or result[0] != "ability" or not isinstance(result[1], Ability):
        return None
    ability = result[1]
    if ability.kind != "triggered" or ability.optional or ability.cost is not None:
        return None
    return replace(ability, text=line, optional=True, cost=cost, paid=paid)


def _payment_cost(link: "ChainLink", state: "MtgState") -> ManaCost | None:
    ability = state.defn(link.source).program.abilities[link.effect]
    return upkeep_cost(state, link.source, ability) if ability.paid else None  # CR 702.24a: once for each age counter


def payer(state: "MtgState", link: "ChainLink") -> int:
    """Who is asked and pays: the controller, or for ``THEY_PAY`` the player whose upkeep it is (CR 503.1a)."""
    return state.turn_player if state.defn(link.source).program.abilities[link.effect].paid == THEY_PAY else link.controller


def can_pay_now(state: "MtgState", link: "ChainLink") -> bool:
    """Whether the "may" prompt may be answered "yes": no cost, or a cost its controller can pay
    now (CR 118.3): mana, a card to discard, the source to sacrifice."""
    ability = state.defn(link.source).program.abilities[link.effect]
    if ability.trigger == MADNESS:  # CR 702.35b: the spell can be cast for its madness cost
        return castable(state, link)
    if ability.trigger == suspending.LAST:  # CR 702.62a: "if able"
        return suspending.castable(state, link)
    if ability.paid == IF_YOU_DO and ability.cost is None and ability.effects:
        first = ability.effects[0].op
        if first == "discard":
            return bool(state.ids(link.controller, "mano"))
        if first == "sacrifice":
            return state.on_battlefield(link.source) and state._card(link.source).controller == link.controller
        if first == EXILE_FROM_GRAVEYARD:  # CR 118.3: a card to exile
            return has_card(state, link.controller, ability.effects[0].keyword)
        return True
    cost = _payment_cost(link, state)
    if cost is None:
        return True
    from engine.games.mtg.base import LIFE

    player = payer(state, link)
    return find_payment(cost, state.pools[player], state._sources_for(player), state.counters[player][LIFE]) is not None


def may_prompt(state: "MtgState", link: "ChainLink") -> Prompt:
    """The question asked as an optional trigger resolves (CR 603.5, 118.12)."""
    ability = state.defn(link.source).program.abilities[link.effect]
    if ability.trigger == MADNESS:  # CR 702.35a
        return madness_prompt(state, link)
    if ability.trigger == suspending.LAST:  # CR 702.62a
        return suspending.suspend_prompt(state, link)
    if ability.paid in (IF_YOU_DO, THEY_PAY) and ability.cost is not None:
        return Prompt("quizas", payer(state, link), f"¿Pagas {ability.cost}? {link.label}", (link.source,),
                      text_en=f"Pay {ability.cost}? {link.label}")
    if ability.paid == UNLESS:
        cost = _payment_cost(link, state)
        if ability.count == AGE:  # CR 702.24a
            return upkeep_prompt(state, link, cost)
        return Prompt("quizas", link.controller, f"¿Pagas {cost} para evitarlo? {link.label}", (link.source,),
                      text_en=f"Pay {cost} to prevent it? {link.label}")
    return Prompt("quizas", link.controller, f"{link.label} ¿Lo haces?", (link.source,), text_en=f"{link.label} Do you?")


def answer_may(state: "MtgState", link: "ChainLink", yes: bool) -> None:
    """The controller's answer: with a cost, "yes" pays it (CR 118.12); the effects happen on
    "yes" — or, for "unless", on "no" (CR 118.12a)."""
    from engine.games.mtg.base import LIFE

    ability = state.defn(link.source).program.abilities[link.effect]
    if ability.trigger == MADNESS:  # CR 702.35a: cast it, or it goes to the graveyard
        answer_madness(state, link, yes)
        return
    if ability.trigger == suspending.LAST:  # CR 702.62a: cast it, or it remains exiled
        suspending.answer(state, link, yes)
        return
    cost = _payment_cost(link, state)
    if yes and cost is not None:
        player = payer(state, link)
        payment = find_payment(cost, state.pools[player], state._sources_for(player), state.counters[player][LIFE])
        assert payment is not None  # "yes" is offered only when it is payable
        state.pay(player, cost, payment.taps, payment.life)
    if yes != (ability.paid == UNLESS):
        state.run_ability(link.source, link.controller, ability, link.targets, int(link.data[0]) if link.data else 0)


__all__ = ["IF_YOU_DO", "THEY_PAY", "UNLESS", "answer_may", "can_pay_now", "may_prompt", "paid_line"]
