"""Mana from snow sources spent to cast a spell (CR 107.4h: "the amount of {S} spent" is the mana
produced by snow sources spent on the cost; CR 601.2h: the cost is paid as the spell is cast).

- "Scry X, where X is the amount of {S} spent to cast this spell, then draw three cards." (Graven
  Lore) and "You gain 1 life for each {S} spent to cast this spell." (Search for Glory): the count
  is a ``per_count`` key (``SPENT``) read as the spell resolves (CR 608.2h);
- "If {S} was spent to cast this spell, …" (Berg Strider): a condition (``CONDITION``) read as the
  spell or the permanent's enters trigger resolves (CR 608.2c).

As the cost is paid (``paying.pay_costs``) the spell's card is marked with the amount
(``record``); a permanent keeps it from the spell it was (recorded again as it enters), as it
keeps its kicks. The
automatic payment of a spell whose text counts this mana taps snow sources first
(``snow_first``): the player gets the most of it. Mana that waited in the pool since an earlier
action is not told apart (``snow``), so it counts as not from a snow source.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Callable, Sequence

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard
    from engine.games.mtg.mana import Source
    from engine.games.mtg.oracle_sentences import _Sentence

SNOW_SPENT = "nieve_gastada"  # the card mark: mana from snow sources spent to cast it
SPENT = "snow_spent"  # the ``per_count`` key: "for each {S} spent to cast this spell"
CONDITION = "snow_spent"  # an effect's condition: "If {S} was spent to cast this spell"
CLAUSE = r"\{S\} was spent to cast this spell"
_PHRASE = "spent to cast this spell"
_X_OPS = ("scry", "draw", "damage", "gain_life", "lose_life", "mill", "token")
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def spent_patterns(sentence: "_Sentence") -> list[tuple[str, Builder]]:
    """"Scry X, where X is the amount of {S} spent to cast this spell" and "You gain 1 life for
    each {S} spent to cast this spell" (``oracle_sentences._Sentence``)."""
    from engine.games.mtg.per_count import PREFIX

    def of_x(m: re.Match[str]) -> list[Effect] | None:
        inner = sentence.parse(m["e"])
        if not inner or len(inner) != 1 or not inner[0].x or inner[0].op not in _X_OPS or inner[0].keyword:
            return None
        return [replace(inner[0], x=False, amount=1, keyword=PREFIX + SPENT)]

    def each(m: re.Match[str]) -> list[Effect] | None:
        inner = sentence.parse(m["e"])
        if not inner or len(inner) != 1 or inner[0].x or inner[0].op not in _X_OPS or inner[0].keyword or inner[0].target:
            return None
        return [replace(inner[0], keyword=PREFIX + SPENT)]

    return [(r"(?P<e>.+), where X is the amount of \{S\} spent to cast this spell", of_x),
            (r"(?P<e>.+) for each \{S\} spent to cast this spell", each)]


def counts_snow(defn: "MtgCard") -> bool:
    """Whether the card's text looks at the {S} spent to cast it."""
    return any("{S}" in ability.text and _PHRASE in ability.text for ability in defn.program.abilities)


def snow_first(sources: Sequence["Source"]) -> list["Source"]:
    """CR 601.2g: the mana abilities a player would activate to spend the most snow mana — the
    snow sources tried first by the payment."""
    return sorted(sources, key=lambda source: not source.snow)


def snow_paid(from_pool: Sequence[str], snow: dict[str, int]) -> int:
    """How much of the mana paid (``from_pool``) snow sources made (``snow``: units of each
    mana they added for this payment), that mana spent first."""
    return sum(min(from_pool.count(mana), made) for mana, made in snow.items())


def record(state: "MtgBase", card_id: int, amount: int) -> None:
    """Mark the spell with the {S} spent to cast it (CR 601.2h)."""
    if amount:
        state._card(card_id).marks[SNOW_SPENT] = amount


def spent_on(state: "MtgBase", card_id: int) -> int:
    """The {S} spent to cast the spell ``card_id`` is, or the permanent it became."""
    card = state.cards[card_id] if 0 <= card_id < len(state.cards) else None
    return int(card.marks.get(SNOW_SPENT, 0)) if card is not None else 0


__all__ = ["CLAUSE", "CONDITION", "SNOW_SPENT", "SPENT", "counts_snow", "record", "snow_first", "snow_paid",
           "spent_on", "spent_patterns"]
