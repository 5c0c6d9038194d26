"""Auras that enchant a creature type and let creatures attack despite a rule (CR 303.4a, 702.3b,
302.6): "Enchant Wall" / "Enchanted Wall can attack as though it didn't have defender." (Animate
Wall), "Enchanted creature can attack as though it had haste."; "Enchant creature or Vehicle" (Mists
of Littjara), "Enchant Giant you control" (Giant's Grasp).

``enchant_type_line`` reads "Enchant Wall" into the Aura's enchant restriction (a creature of that
type, changelings included; ``enchant_fits`` is what ``targets.is_legal`` and the state-based
action check, CR 704.5m). ``permission_line`` reads the statics;
``ignores_defender`` and ``attacks_as_if_hasty`` tell ``combat.attack_problem`` whether they apply
to a creature (only asked when defender or summoning sickness would stop it).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability
from engine.games.mtg.land_types import LAND_TYPES
from engine.games.mtg.tribal import has_creature_type
from engine.games.mtg.watchers import with_static

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard

NO_DEFENDER = "attacks_despite_defender"
AS_HASTE = "attacks_as_if_hasty"
_ENCHANT = re.compile(r"Enchant (?P<t>Wall|[A-Z][a-z]+) ?\.?")
_YOURS = re.compile(r"Enchant (?P<t>creature|[A-Z][a-z]+) you control\.?")  # "Enchant Giant you control"
YOURS = "@you"  # the end of an enchant restriction to its controller's permanents
_EITHER = re.compile(r"Enchant (?P<a>creature|artifact|land) or (?P<b>[A-Z][a-z]+)\.?")  # "Enchant creature or Vehicle"
_PERMISSIONS = (
    (re.compile(r"Enchanted (?:Wall|creature) can attack as though it didn't have defender\.?"), NO_DEFENDER),
    (re.compile(r"Enchanted creature can attack as though it had haste\.?"), AS_HASTE),
)
_TYPES = ("creature", "artifact", "land", "enchantment", "permanent", "player", "planeswalker")


def enchant_type_line(line: str) -> str | None:
    """"Enchant Wall": the creature type an Aura enchants (lower case), or ``None``; "Enchant
    creature or Vehicle": either, joined by ``|`` (a creature, or a permanent with that subtype)."""
    yours = _YOURS.fullmatch(line.strip())
    if yours is not None:  # CR 303.4a: "Enchant Giant you control"
        return yours["t"].lower() + YOURS
    either = _EITHER.fullmatch(line.strip())
    if either is not None:
        return f"{either['a']}|{either['b'].lower()}"
    match = _ENCHANT.fullmatch(line.strip())
    if match is None or match["t"].lower() in _TYPES or match["t"].lower() in LAND_TYPES:
        return None  # "Enchant land", "Enchant Forest": not a creature type
    return match["t"].lower()


def enchant_fits(kind: str, defn: "MtgCard", yours: bool = True) -> bool:
    """CR 303.4a, 704.5m: whether an Aura with "Enchant ``kind``" may enchant ``defn`` (``yours``:
    whether the permanent's controller controls the Aura, for "Enchant Giant you control")."""
    if kind.endswith(YOURS):
        return yours and enchant_fits(kind.removesuffix(YOURS), defn)
    if "|" in kind:  # "Enchant creature or Vehicle"
        return any(enchant_fits(one, defn) or one in defn.subtypes for one in kind.split("|"))
    return kind == "permanent" or kind in defn.types or (
        kind not in _TYPES and defn.is_creature and has_creature_type(defn, kind))


def permission_line(line: str) -> Ability | None:
    """One of these statics, or ``None``."""
    for pattern, static in _PERMISSIONS:
        if pattern.fullmatch(line):
            return Ability("static", line, static=static)
    return None


def _granted(state: "MtgBase", card_id: int, static: str) -> bool:
    for cid, _index, _ability in with_static(state, static):  # the permanents that grant it, found once per change
        card = state.cards[cid]
        if card is not None and card.attached_to == card_id:
            return True
    return False


def ignores_defender(state: "MtgBase", card_id: int) -> bool:
    """CR 702.3b: "can attack as though it didn't have defender"."""
    return _granted(state, card_id, NO_DEFENDER)


def attacks_as_if_hasty(state: "MtgBase", card_id: int) -> bool:
    """CR 302.6, 702.10b: "can attack as though it had haste"."""
    return _granted(state, card_id, AS_HASTE)


__all__ = ["AS_HASTE", "NO_DEFENDER", "YOURS", "attacks_as_if_hasty", "enchant_fits", "enchant_type_line", "ignores_defender", "permission_line"]
