"""Effect sentences about all of a player's creatures: "Put a +1/+1 counter on each creature you
control", "Other creatures you control get +1/+1 and gain flying until end of turn", "Creatures
your opponents control get -1/-1 until end of turn", "Untap all creatures you control" (CR 611.2a:
the set of creatures affected is fixed as the effect begins, CR 611.2c)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect
from engine.games.mtg.tribal import creature_type, has_creature_type

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
_NUM = r"(?P<n>a|an|one|two|three|\d+)"
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


OPPONENTS_CREATURES = "creatures_opponents_control"
TRIBE_PREFIX = "your_creatures_of_type:"  # + a creature type: "Vampire creatures you control"
_NOT_TYPES = {"other", "all", "each", "creatures", "attacking", "blocking", "tapped", "untapped", "legendary", "snow", "nontoken",
              "token", "artifact", "enchanted", "equipped", "white", "blue", "black", "red", "green", "colorless", "multicolored"}


def tribe_members(state: "MtgBase", who: str, controller: int) -> list[int]:
    """The creatures of the type ``who`` names (``TRIBE_PREFIX``) that ``controller`` controls."""
    kind = who.removeprefix(TRIBE_PREFIX)
    return [c for c in state.creatures(controller) if has_creature_type(state.defn(c), kind)]


def _who(other: str | None) -> str:
    return "other_creatures_you_control" if other else "creatures_you_control"


def team_patterns(keyword_list: Callable[[str], "tuple[str, ...] | None"]) -> list[tuple[str, Builder]]:
    """The sentence templates of this module (``oracle_sentences._Sentence``)."""
    def counters(m: re.Match[str]) -> list[Effect]:
        amount = int(m["n"]) if m["n"].isdigit() else _NUMBERS[m["n"].lower()]
        return [Effect("add_counters", amount, who=_who(m["o"]))]

    def pump(m: re.Match[str]) -> list[Effect] | None:
        keywords = keyword_list(m["k"]) if m["k"] else ()
        if keywords is None:
            return None
        who = _who(m.groupdict().get("o"))
        return [Effect("pump", who=who, power=int(m["p"]), toughness=int(m["q"]))] + [
            Effect("grant", who=who, keyword=k) for k in keywords]

    def tribe_pump(m: re.Match[str]) -> list[Effect] | None:
        """"Vampire creatures you control get +2/+0 and gain first strike until end of turn" (CR 611.2c)."""
        effects = pump(m)
        if effects is None or m["t"].lower() in _NOT_TYPES:
            return None
        who = TRIBE_PREFIX + creature_type(m["t"])
        return [replace(e, who=who) for e in effects]

    def tribe_counters(m: re.Match[str]) -> list[Effect] | None:
        """"Put a +1/+1 counter on each Elf you control" (CR 122.1, 611.2c: the Elves there as it resolves)."""
        if m["t"].lower() in _NOT_TYPES or m["t"].lower() in ("creature", "land", "permanent", "planeswalker"):
            return None
        amount = int(m["n"]) if m["n"].isdigit() else _NUMBERS[m["n"].lower()]
        return [Effect("add_counters", amount, who=TRIBE_PREFIX + creature_type(m["t"]))]

    def regenerate(m: re.Match[str]) -> list[Effect] | None:
        """"Regenerate all Werewolf creatures you control": the creatures of that type it finds as it resolves."""
        if m["t"] and m["t"].lower() in _NOT_TYPES:
            return None
        return [Effect("regenerate", who=TRIBE_PREFIX + creature_type(m["t"]) if m["t"] else "creatures_you_control")]

    return [
        (r"put " + _NUM + r" \+1/\+1 counters? on each (?P<o>other )?creature you control", counters),
        (r"put " + _NUM + r" \+1/\+1 counters? on each (?P<t>[A-Z][a-z]+) you control", tribe_counters),
        (r"(?P<o>other )?creatures you control get (?P<p>[+-]\d+)/(?P<q>[+-]\d+)(?: and gain (?P<k>[a-z ,]+))? until end of turn",
         pump),
        (r"creatures your opponents control get (?P<p>[+-]\d+)/(?P<q>[+-]\d+) until end of turn",
         lambda m: [Effect("pump", who=OPPONENTS_CREATURES, power=int(m["p"]), toughness=int(m["q"]))]),
        (r"untap all creatures you control", lambda m: [Effect("untap", who="creatures_you_control")]),  # CR 701.21b
        (r"regenerate all (?:(?P<t>[A-Z][a-z]+) )?creatures you control", regenerate),  # CR 701.15a: a shield on each
        (r"(?P<t>[A-Z][a-z]+) creatures you control get (?P<p>[+-]\d+)/(?P<q>[+-]\d+)(?: and gain (?P<k>[a-z ,]+))? until end of turn",
         tribe_pump),
    ]
