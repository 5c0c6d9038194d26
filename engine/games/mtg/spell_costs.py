"""Spell costs that change with the game (CR 601.2f, 118.7a): "Creature spells you cast cost {2} less
to cast" (Heartless Summoning), "Artifact and enchantment spells you cast cost {1} less to cast",
"This spell costs {1} less to cast for each creature on the battlefield" (Blasphemous Act), "This
spell costs {3} less to cast if you control a Giant".

``spell_cost_line`` reads these lines into static abilities: ``SPELLS_YOU_CAST`` on a permanent
(its controller's spells of the kinds in ``count``), ``PER_COUNT_COST`` and ``IF_YOU_CONTROL`` on
the spell itself; ``power`` holds the generic mana more (or, negative, less). ``cost_change_now``
sums what applies to a spell as its total cost is determined: reductions lower only the generic
part, never below {0} (CR 118.7a; ``ManaCost.plus``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability
from engine.games.mtg.per_count import PREFIX, count_of
from engine.games.mtg.tribal import creature_type, has_creature_type

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard

SPELLS_YOU_CAST = "spells_you_cast_cost"
PER_COUNT_COST = "cost_change_per"
IF_YOU_CONTROL = "cost_change_if_control"
_COSTS_CHANGE = "costs_change"  # ``costs_change``'s answer, kept with the layers' result
_CARD_TYPES = ("artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker")
_KINDS = re.compile(r"(?P<k>[A-Z][a-z]+(?:,? and [a-z]+)?) spells you cast cost \{(?P<n>\d+)\} (?P<d>less|more) to cast\.?")
_PER = re.compile(r"This spell costs \{(?P<n>\d+)\} (?P<d>less|more) to cast for each (?P<w>creature on the battlefield"
                  r"|creature you control|land you control|card in your hand|creature card in your graveyard"
                  r"|snow land you control|artifact you control)\.?")
_IF = re.compile(r"This spell costs \{(?P<n>\d+)\} less to cast if you control an? (?P<a>[A-Z][a-z]+)(?: or an? (?P<b>[A-Z][a-z]+))?\.?")
_COUNTED = {"creature on the battlefield": "all_creatures", "creature you control": "creatures", "land you control": "lands",
            "card in your hand": "hand", "creature card in your graveyard": "graveyard_creatures",
            "snow land you control": "snow_lands", "artifact you control": "artifacts"}  # CR 205.4g (``snow.snow_count``)


def _signed(m: re.Match[str]) -> int:
    return int(m["n"]) * (-1 if m["d"] == "less" else 1)


def _kinds(words: str) -> str | None:
    """"Creature" → ``creature``, "Artifact and enchantment" → ``artifact|enchantment``, "Angel" → ``type:angel``."""
    parts = [p.strip().lower() for p in re.split(r",? and ", words)]
    if all(p in _CARD_TYPES for p in parts):
        return "|".join(parts)
    if len(parts) == 1 and parts[0] not in ("noncreature", "colorless", "multicolored"):  # a creature type (CR 205.3m)
        return "type:" + creature_type(words)
    return None


def spell_cost_line(line: str) -> Ability | None:
    """One of these lines as its static ability, or ``None``."""
    kinds = _KINDS.fullmatch(line)
    if kinds:
        which = _kinds(kinds["k"])
        return None if which is None else Ability("static", line, static=SPELLS_YOU_CAST, power=_signed(kinds), count=which)
    per = _PER.fullmatch(line)
    if per:
        return Ability("static", line, static=PER_COUNT_COST, power=_signed(per), count=_COUNTED[per["w"]])
    control = _IF.fullmatch(line)
    if control:
        types = "|".join(creature_type(t) for t in (control["a"], control["b"]) if t)
        return Ability("static", line, static=IF_YOU_CONTROL, power=-int(control["n"]), count=types)
    return None


def _fits(defn: "MtgCard", which: str) -> bool:
    if which.startswith("type:"):
        return has_creature_type(defn, which.removeprefix("type:"))
    return bool(set(which.split("|")) & defn.types)


#: The static abilities of a spell that change its own cost (``cost_change_now`` reads them).
OWN_COST_KINDS = frozenset({PER_COUNT_COST, IF_YOU_CONTROL})


def costs_change(state: "MtgBase") -> bool:
    """Whether a permanent on the battlefield changes what spells cost ("Creature spells you cast
    cost {1} less", CR 601.2f): without one, a spell without ``OWN_COST_KINDS`` costs its mana cost.
    Kept with the layers' result (``Layered.kept``): every priority asks."""
    layered = state.layered()
    found: bool | None = layered.kept.get(_COSTS_CHANGE)
    if found is None:
        found = layered.kept[_COSTS_CHANGE] = any(ability.static == SPELLS_YOU_CAST for _source, ability in layered.statics)
    return found


def cost_change_now(state: "MtgBase", card_id: int, player: int) -> int:
    """CR 601.2f: the generic mana more (or, negative, less) that ``player``'s spell ``card_id``
    costs now, from its own text and from the permanents ``player`` controls."""
    defn = state.defn(card_id)
    change = 0
    for ability in defn.program.abilities:
        if ability.static == PER_COUNT_COST:
            change += ability.power * count_of(state, PREFIX + ability.count, player)
        elif ability.static == IF_YOU_CONTROL and any(has_creature_type(state.defn(c), ability.count)
                                                        for c in state.creatures(player)):
            change += ability.power
    for source, ability in state.statics():
        card = state.cards[source]
        if ability.static == SPELLS_YOU_CAST and card is not None and card.controller == player and _fits(defn, ability.count):
            change += ability.power
    return change


__all__ = ["IF_YOU_CONTROL", "OWN_COST_KINDS", "PER_COUNT_COST", "SPELLS_YOU_CAST", "cost_change_now", "costs_change",
           "spell_cost_line"]
