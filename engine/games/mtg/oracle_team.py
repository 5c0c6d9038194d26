"""Effect sentences about all of a player's creatures: "Put a +1/+1 counter on each creature you
control", "Other creatures you control get +1/+1 and gain flying until end of turn", "Creatures
your opponents control get -1/-1 until end of turn", "Untap all creatures you control" (CR 611.2a:
the set of creatures affected is fixed as the effect begins, CR 611.2c)."""

from __future__ import annotations

import re
from typing import Callable

from engine.games.mtg.abilities import Effect

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
_NUM = r"(?P<n>a|an|one|two|three|\d+)"
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


OPPONENTS_CREATURES = "creatures_opponents_control"


def _who(other: str | None) -> str:
    return "other_creatures_you_control" if other else "creatures_you_control"


def team_patterns(keyword_list: Callable[[str], "tuple[str, ...] | None"]) -> list[tuple[str, Builder]]:
    """The sentence templates of this module (``oracle._Sentence``)."""
    def counters(m: re.Match[str]) -> list[Effect]:
        amount = int(m["n"]) if m["n"].isdigit() else _NUMBERS[m["n"].lower()]
        return [Effect("add_counters", amount, who=_who(m["o"]))]

    def pump(m: re.Match[str]) -> list[Effect] | None:
        keywords = keyword_list(m["k"]) if m["k"] else ()
        if keywords is None:
            return None
        who = _who(m["o"])
        return [Effect("pump", who=who, power=int(m["p"]), toughness=int(m["q"]))] + [
            Effect("grant", who=who, keyword=k) for k in keywords]

    return [
        (r"put " + _NUM + r" \+1/\+1 counters? on each (?P<o>other )?creature you control", counters),
        (r"(?P<o>other )?creatures you control get (?P<p>[+-]\d+)/(?P<q>[+-]\d+)(?: and gain (?P<k>[a-z ,]+))? until end of turn",
         pump),
        (r"creatures your opponents control get (?P<p>[+-]\d+)/(?P<q>[+-]\d+) until end of turn",
         lambda m: [Effect("pump", who=OPPONENTS_CREATURES, power=int(m["p"]), toughness=int(m["q"]))]),
        (r"untap all creatures you control", lambda m: [Effect("untap", who="creatures_you_control")]),  # CR 701.21b
    ]
