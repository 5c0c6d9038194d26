"""Oracle templates of damage divided as a spell or ability is put on the stack (CR 601.2d,
115.7f): "CARDNAME deals 3 damage divided as you choose among one, two, or three targets"; and
of shields against "a source of your choice" (CR 609.7: ``source_choice.py``).

The targets are one instance of the word "target" (CR 601.2c: no object twice): the first slot is
required and the others optional. Each slot gets a ``damage`` effect with ``keyword="divided"``;
the amount of each is announced after the targets (``division.DivisionMixin``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Effect
from engine.games.mtg.oracle_words import _NUM, _SELF, _TARGET, Builder, _n
from engine.games.mtg.oracle_replacement import MODIFIER_SENTENCES

if TYPE_CHECKING:
    from engine.games.mtg.oracle_sentences import _Sentence

DIVIDED = "divided"
ANY_NUMBER_DIVIDED = 10
"""How many targets "among any number of targets" offers at most (never more than the damage)."""
_HOW_MANY = {"one or two": 2, "one, two, or three": 3, "any number of": ANY_NUMBER_DIVIDED}
_WHAT = {"targets": "any", "target creatures": "creature", "target creatures and/or players": "creature_or_player",
         "target creatures and/or planeswalkers": "creature_or_planeswalker", "target attacking creatures": "attacking_creature",
         "target creatures and/or players and/or planeswalkers": "any", "target players and/or planeswalkers": "player_or_planeswalker"}

_COLOR = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_NEXT_TIME = r"the next time a (?:(?P<c>white|blue|black|red|green) )?source of your choice would deal damage to "


def damage_patterns(sentence: _Sentence) -> list[tuple[str, Builder]]:
    """Effect sentences that divide damage among targets (CR 601.2d)."""

    def divided(m: re.Match[str]) -> list[Effect] | None:
        amount, x = _n(m["n"])
        count = _HOW_MANY[m["h"].lower()]
        if not x:
            count = min(count, amount)  # CR 601.2d: each target gets at least 1
        if count < 1:
            return None
        kind = _WHAT[m["w"].lower()]
        first = len(sentence.targets)
        sentence.targets.extend([kind] + [kind + "?"] * (count - 1))  # CR 601.2c, 115.6
        return [Effect("damage", amount, x, kind if i == 0 else kind + "?", first + i, keyword=DIVIDED)
                for i in range(count)]

    def redirect(m: re.Match[str]) -> list[Effect]:
        kind, slot = sentence.target(m["t"])
        return [Effect("redirect_source", target=kind, slot=slot)]

    what = "|".join(sorted((re.escape(w) for w in _WHAT), key=len, reverse=True))
    how = "|".join(re.escape(h) for h in _HOW_MANY)
    return [
        (_SELF + r" deals " + _NUM + r" damage divided as you choose among (?P<h>" + how + r") (?P<w>" + what + r")",
         divided),
        # CR 609.7, 615.7: the next damage from a chosen source is prevented
        (_NEXT_TIME + r"you this turn, prevent that damage",
         lambda m: [Effect("prevent_source", who="you", keyword=_COLOR.get((m["c"] or "").lower(), ""))]),
        *((pattern, lambda m, op=op: [Effect(op)]) for pattern, op in MODIFIER_SENTENCES),  # CR 615.5, 614.1a
        # CR 614.9: … or dealt to you instead
        (r"the next time a source of your choice would deal damage to " + _TARGET + r" this turn, "
         r"that source deals that damage to you instead", redirect),
    ]


__all__ = ["damage_patterns", "DIVIDED", "ANY_NUMBER_DIVIDED"]
