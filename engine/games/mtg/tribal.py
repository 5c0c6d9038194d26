"""Lords: static abilities that give creatures of one creature type a bonus ("Other Elves you
control get +1/+1", "Other Merfolk get +1/+1 and have islandwalk"), CR 613.4c and 613.1f.

``tribal_line`` reads the line into a static ability ``tribe_anthem`` (the controller's
creatures) or ``tribe_lord`` (every creature), the type in ``count``; the layers apply it to the
creatures ``tribe_affects`` names.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable, Iterable

from engine.games.mtg.abilities import Ability

if TYPE_CHECKING:
    from engine.games.mtg.cards import MtgCard

_LINE = re.compile(r"(?P<o>Other )?(?P<t>[A-Z][a-z]+)(?P<c> creatures)?(?P<y> you control)? (?:get (?P<p>[+-]\d+)/(?P<q>[+-]\d+)"
                   r"(?: and have (?P<k>[a-z ,]+))?|have (?P<h>[a-z ,]+))\.?")
_EITHER = re.compile(r"Each (?P<o>other )?creature you control that's an? (?P<a>[A-Z][a-z]+) or an? (?P<b>[A-Z][a-z]+) "
                     r"gets (?P<p>[+-]\d+)/(?P<q>[+-]\d+)\.?")
_PLURALS = {"elves": "elf", "wolves": "wolf", "dwarves": "dwarf", "werewolves": "werewolf", "merfolk": "merfolk",
            "sphinxes": "sphinx", "foxes": "fox", "mice": "mouse"}
KINDS = ("tribe_anthem", "tribe_lord")


def creature_type(word: str) -> str:
    """The creature type a plural word of rules text names ("Elves" → "elf")."""
    word = word.lower()
    return _PLURALS.get(word) or (word[:-1] if word.endswith("s") else word)


def tribal_line(line: str, keyword_list: Callable[[str], "tuple[str, ...] | None"]) -> Ability | None:
    """A lord's line as a static ability, or ``None`` (``keyword_list`` reads "flying and trample");
    "Each other creature you control that's a Werewolf or a Wolf gets +1/+1" names two types (``a|b``)."""
    either = _EITHER.fullmatch(line)
    if either:
        return Ability("static", line, static="tribe_anthem", other=bool(either["o"]), power=int(either["p"]),
                       toughness=int(either["q"]), count=creature_type(either["a"]) + "|" + creature_type(either["b"]))
    match = _LINE.fullmatch(line)
    if match is None or match["t"] in ("Creatures", "Other", "Each", "All") or (match["c"] and match["t"].endswith("s")):
        return None
    granted = match["k"] or match["h"]
    keywords = keyword_list(granted) if granted else ()
    if keywords is None or match["h"] and not match["y"]:  # "Werewolves you control have menace"
        return None
    kind = "tribe_anthem" if match["y"] else "tribe_lord"
    power, toughness = (int(match["p"]), int(match["q"])) if match["p"] else (0, 0)
    return Ability("static", line, static=kind, other=bool(match["o"]), power=power, toughness=toughness,
                   keywords=keywords, count=creature_type(match["t"]))


TYPE_PROTECTION = "protection:type:"  # + a creature type: "protection from Zombies" (CR 702.16a)
NOT = "non-"  # "protection from non-Human creatures": ``protection:type:non-human``
CREATURES = "creature-"  # "protection from God creatures": ``protection:type:creature-god`` (not a God that is no creature)
_NOT_TYPES = {"white", "blue", "black", "red", "green", "everything", "creatures", "artifacts", "enchantments", "instants",
              "sorceries", "planeswalkers", "multicolored", "monocolored", "colorless"}


def protection_from_type(item: str) -> str | None:
    """"protection from zombies" / "from werewolves" (a keyword list's item, lower case) as the
    keyword ``protection:type:zombie``, or ``None``."""
    other = re.fullmatch(r"(?:protection )?from non-([a-z]+) creatures", item)
    if other:  # "protection from non-Human creatures": every creature that is not a Human
        return TYPE_PROTECTION + NOT + creature_type(other[1])
    typed = re.fullmatch(r"(?:protection )?from ([a-z]+) creatures", item)
    if typed and typed[1] not in _NOT_TYPES:  # "protection from God creatures": creatures of that type only
        return TYPE_PROTECTION + CREATURES + creature_type(typed[1])
    match = re.fullmatch(r"(?:protection )?from ([a-z]+)", item)
    if match is None or match[1] in _NOT_TYPES or not match[1].endswith("s"):
        return None
    return TYPE_PROTECTION + creature_type(match[1])


def protects_from_type(source: "MtgCard", kind: str) -> bool:
    """Whether protection from ``kind`` (a creature type, or ``non-`` one: a creature without it)
    covers ``source`` (CR 702.16a)."""
    if kind.startswith(NOT):
        return source.is_creature and not has_creature_type(source, kind.removeprefix(NOT))
    if kind.startswith(CREATURES):
        return source.is_creature and has_creature_type(source, kind.removeprefix(CREATURES))
    return has_creature_type(source, kind)


def has_creature_type(card: "MtgCard", kind: str) -> bool:
    """Whether ``card`` has the creature type ``kind``: printed, or every one with changeling
    (CR 702.73a, in every zone)."""
    if "|" in kind:  # "a Werewolf or a Wolf"
        return any(has_creature_type(card, one) for one in kind.split("|"))
    return kind in card.subtypes or "changeling" in card.program.keywords


def tribe_affects(ability: Ability, source: int, creatures: Iterable[int], card: Callable[[int], "MtgCard"],
                  controller: Callable[[int], int]) -> frozenset[int]:
    """CR 611.3a: the creatures of the lord's type it affects now (its controller's only for
    ``tribe_anthem``; itself only without "other")."""
    return frozenset(c for c in creatures if has_creature_type(card(c), ability.count) and not (ability.other and c == source)
                     and (ability.static == "tribe_lord" or controller(c) == controller(source)))
