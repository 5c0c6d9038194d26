"""Effects repeated "for each" of something counted as they resolve (CR 608.2h: the number is
worked out once, as the instruction is followed): "You gain 1 life for each creature card in your
graveyard", "Create a 1/1 green Spider creature token with reach for each creature card in your
graveyard", "Create a 1/1 green Elf Warrior creature token for each Elf you control"; and "You
gain life equal to the greatest power among creatures you control" (one life for each point of
that power, worked out the same way).

``per_count_patterns`` reads the sentence into its effect with ``keyword`` ``per:<what>``;
``count_of`` counts ``what`` for the effect's controller when it resolves.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect
from engine.games.mtg.foretell import foretold_owned
from engine.games.mtg.snow import SNOW_COUNTS, SNOW_EACH, snow_count
from engine.games.mtg.shared_types import SHARED_TYPE, shared_count
from engine.games.mtg.tribal import creature_type, has_creature_type
from engine.games.mtg.turn_counts import DIED_COUNTS, died_count

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.oracle_sentences import _Sentence

PREFIX = "per:"
GREATEST_POWER = "greatest_power"  # the greatest power among the creatures its controller controls
_COUNTED = ("token", "gain_life", "lose_life", "draw", "damage", "mill")
_WHAT = {"creature card in your graveyard": "graveyard_creatures", "creature you control": "creatures",
         "card in your hand": "hand", "land you control": "lands"}
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def per_count_patterns(sentence: "_Sentence") -> list[tuple[str, Builder]]:
    """"… for each creature card in your graveyard / Elf you control" (``oracle_sentences._Sentence``)."""

    def build(m: re.Match[str]) -> list[Effect] | None:
        what = _WHAT.get(m["w"]) or ("type:" + creature_type(m["w"].split()[0]) if m["w"].endswith(" you control")
                                     and len(m["w"].split()) == 3 and m["w"][0].isupper() else None)
        if what is None:
            return None
        inner = sentence.parse(m["e"])
        if not inner or len(inner) != 1 or inner[0].op not in _COUNTED or inner[0].keyword or inner[0].x or inner[0].target:
            return None
        return [replace(inner[0], keyword=PREFIX + what)]

    return [(r"(?P<e>.+) for each (?P<w>creature card in your graveyard|creature you control|card in your hand"
             r"|land you control|(?-i:[A-Z][a-z]+) you control)", build),
            (r"you gain life equal to the greatest power among creatures you control",
             lambda m: [Effect("gain_life", 1, who="you", keyword=PREFIX + GREATEST_POWER)])]


_PLURAL = {"creature cards in your graveyard": "graveyard_creatures", "creatures you control": "creatures",
           "cards in your hand": "hand", "lands you control": "lands",
           "instant and sorcery cards in your graveyard": "graveyard_instants_sorceries"}
_OTHERS = {"creature your opponents control": "opponents_creatures",
           "card in your hand and each foretold card you own in exile": "hand_and_foretold"}  # Alrund (CR 702.143a)
_LAND_TYPES = {"Plains": "plains", "Islands": "island", "Swamps": "swamp", "Mountains": "mountain", "Forests": "forest"}


HALF_DOWN = "half_down:"  # + what is counted: "half the number of Zombies you control, rounded down"
HALF_UP = "half_up:"


def what_counted(phrase: str, plural: bool) -> str | None:
    """What "where X is the number of creatures you control" (``plural``) or "for each creature
    your opponents control" counts, as ``count_of`` knows it; ``None`` when unknown."""
    snowy = (SNOW_COUNTS if plural else SNOW_EACH).get(phrase)  # CR 205.4g: "snow lands you control"
    if snowy is not None:
        return snowy
    tribe = re.fullmatch(r"(?-i:([A-Z][a-z]+)) you control", phrase) if plural else None
    if tribe and tribe[1] in _LAND_TYPES:  # "Forests you control": a basic land type (CR 305.6)
        return "land:" + _LAND_TYPES[tribe[1]]
    if tribe and tribe[1] not in ("Creatures", "Lands", "Artifacts", "Enchantments"):  # "Zombies you control"
        return "type:" + creature_type(tribe[1])
    return (_PLURAL | DIED_COUNTS if plural else {**_WHAT, **_OTHERS}).get(phrase)


def count_of(state: "MtgBase", keyword: str, controller: int, source: int = -1) -> int:
    """How many of what ``keyword`` (``per:…``) names ``controller`` has now (``source``: the
    permanent "other" leaves out)."""
    what = keyword.removeprefix(PREFIX)
    snowy = snow_count(state, what, controller, source)
    if snowy is not None:
        return snowy
    if what == SHARED_TYPE:  # "the greatest number of creatures you control that have a creature type in common"
        return shared_count(state, controller)
    if what.startswith((HALF_DOWN, HALF_UP)):  # CR 107.1a: "half the number of …, rounded down/up"
        whole = count_of(state, PREFIX + what.split(":", 1)[1], controller)
        return whole // 2 if what.startswith(HALF_DOWN) else (whole + 1) // 2
    died = died_count(state, what)  # "nontoken creatures that died this turn"
    if died is not None:
        return died
    if what == "graveyard_creatures":
        return sum(1 for c in state.ids(controller, "cementerio") if state.defn(c).is_creature)
    if what == "graveyard_instants_sorceries":
        return sum(1 for c in state.ids(controller, "cementerio") if state.defn(c).types & {"instant", "sorcery"})
    if what == "opponents_creatures":
        return sum(len(state.creatures(p)) for p in state.opponents(controller))
    if what == "hand":
        return len(state.ids(controller, "mano"))
    if what == "hand_and_foretold":
        return len(state.ids(controller, "mano")) + foretold_owned(state, controller)
    if what == "lands":
        return sum(1 for c in state.battlefield(controller) if state.defn(c).is_land)
    if what == "artifacts":  # affinity for artifacts (CR 702.41a)
        return sum(1 for c in state.battlefield(controller) if "artifact" in state.defn(c).types)
    if what.startswith("land:"):  # "Forests you control" (CR 305.6)
        return sum(1 for c in state.battlefield(controller) if what.removeprefix("land:") in state.defn(c).subtypes)
    if what == "all_creatures":  # "for each creature on the battlefield"
        return len(state.creatures())
    creatures = [c for c in state.battlefield(controller) if state.defn(c).is_creature]
    if what == GREATEST_POWER:
        return max((max(0, state.power_toughness(c)[0]) for c in creatures), default=0)
    if what == "creatures":
        return len(creatures)
    return sum(1 for c in creatures if has_creature_type(state.defn(c), what.removeprefix("type:")))


__all__ = ["PREFIX", "count_of", "per_count_patterns", "what_counted"]
