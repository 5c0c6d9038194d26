"""Escape (CR 702.138a): a static ability working while the card is in its owner's graveyard.
"Escape—[cost]" means "You may cast this card from your graveyard by paying [cost] rather than
paying its mana cost"; printed escape costs are mana and "Exile N other cards from your
graveyard" (``escape_line``: the static ability ``ESCAPE``, ``cost`` the mana and ``power`` N).

Cast from its owner's graveyard (listed with flashback's cards, ``SpellsMixin.flashback_cards``)
the spell is marked ``ESCAPED`` as it moves to the stack and pays the escape cost, an
alternative cost (CR 702.138a, 118.9, 601.2f–h): its mana (``escape_price``) and the N other cards,
chosen one at a time as the cost is paid (``escape_costs``: the additional-cost choice
``exiliar_coste`` of any card, CR 601.2h). With fewer than N other cards in that graveyard it
can't be cast that way (``escape_problem``, CR 702.138a). The spell, and the permanent it
becomes, "escaped" (CR 702.138b); "CARDNAME escapes with a +1/+1 counter on it" (``ESCAPES_WITH``)
puts those counters on it as it enters (CR 702.138c). An escaped instant or sorcery goes back to
the graveyard as usual.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.mana import ManaCost, cost_or_none
from engine.games.mtg.rules import rule

if TYPE_CHECKING:
    from engine.core.errors import Rule
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard

ESCAPE = "escape"  # the static ability: ``cost`` its mana, ``power`` how many other cards it exiles
ESCAPES_WITH = "escapes_with"  # "CARDNAME escapes with N +1/+1 counters on it": ``power`` N
ESCAPED = "escapo"  # the mark of a spell cast with escape, and of the permanent it becomes (CR 702.138b)
ANY_CARD = "any_card"  # ``Effect.keyword`` of an "exile_from_graveyard" cost that takes any card, not a creature card
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
          "ten": 10}
_NUMBER = r"(?P<n>\d+|" + "|".join(_WORDS) + ")"
_LINE = re.compile(r"Escape\s*[—-]\s*(?P<c>(?:\{[^}]+\})+), exile " + _NUMBER + r" other cards? from your graveyard\.?", re.IGNORECASE)
_WITH = re.compile(r"CARDNAME escapes with " + _NUMBER + r" \+1/\+1 counters? on it\.?", re.IGNORECASE)


def _number(text: str) -> int:
    return int(text) if text.isdigit() else _WORDS[text.lower()]


def escape_line(line: str) -> Ability | None:
    """CR 702.138a: "Escape—{R}{R}, Exile eight other cards from your graveyard." as its static
    ability; CR 702.138c: "CARDNAME escapes with a +1/+1 counter on it."; ``None`` otherwise."""
    counters = _WITH.fullmatch(line.strip())
    if counters is not None:
        return Ability("static", line, static=ESCAPES_WITH, power=_number(counters["n"]))
    match = _LINE.fullmatch(line.strip())
    if match is None:
        return None
    cost = cost_or_none(match["c"])
    if cost is None:
        return None
    return Ability("static", line, static=ESCAPE, cost=cost, power=_number(match["n"]))


def escape_ability(defn: "MtgCard") -> Ability | None:
    if ESCAPE not in defn.static_kinds:
        return None
    return next((a for a in defn.program.abilities if a.static == ESCAPE), None)


def escaping(state: "MtgBase", card_id: int) -> bool:
    """CR 702.138a: the card is in a graveyard with escape, or a spell cast with it."""
    escape = escape_ability(state.defn(card_id))
    return escape is not None and (state.zone_name_of(card_id) == "cementerio" or bool(state._card(card_id).marks.get(ESCAPED)))


def escape_price(state: "MtgBase", card_id: int) -> ManaCost | None:
    """CR 702.138a, 118.9: the mana of the escape cost, paid rather than the mana cost, or ``None``."""
    escape = escape_ability(state.defn(card_id))
    return escape.cost if escape is not None and escaping(state, card_id) else None


def escape_costs(state: "MtgBase", card_id: int) -> tuple[Effect, ...]:
    """CR 702.138a, 601.2h: the cards the escaping spell ``card_id`` still exiles as its cost."""
    escape = escape_ability(state.defn(card_id))
    if escape is None or not state._card(card_id).marks.get(ESCAPED):
        return ()
    return (Effect("exile_from_graveyard", escape.power, keyword=ANY_CARD),)


def escape_problem(state: "MtgBase", player: int, card_id: int) -> "Rule | None":
    """CR 702.138a: cast from the graveyard only with N other cards there to exile."""
    escape = escape_ability(state.defn(card_id))
    if escape is None or card_id not in state.ids(player, "cementerio"):
        return None
    return rule("702.138a") if len(state.ids(player, "cementerio")) - 1 < escape.power else None


def escaped_counters(state: "MtgBase", card_id: int) -> int:
    """CR 702.138c: the +1/+1 counters an escaped permanent enters with."""
    return sum(a.power for a in state.defn(card_id).program.abilities if a.static == ESCAPES_WITH)


def enter_escaped(state: "MtgBase", card_id: int) -> None:
    """CR 702.138b–c: the permanent an escaped spell became escaped, and enters with its counters."""
    state._card(card_id).marks[ESCAPED] = 1
    counters = escaped_counters(state, card_id)
    if counters:
        state.put_counters(card_id, counters)  # type: ignore[attr-defined]  # an MtgState


__all__ = ["ANY_CARD", "ESCAPE", "ESCAPED", "ESCAPES_WITH", "escape_costs", "escape_line", "escape_price", "escape_problem",
           "enter_escaped", "escape_ability", "escaped_counters", "escaping"]
