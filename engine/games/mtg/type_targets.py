"""Target phrases that name creature types (CR 115.1, 205.3m): "target non-Human creature",
"target non-Vampire, non-Werewolf, non-Zombie creature", "target Vampire, Werewolf, or Zombie",
"target Spirit or enchantment".

``PHRASES`` is the regular expression of these phrases (their types capitalized, as printed);
``type_kind`` turns one into a target kind (``types:…``, ``nontypes:…``,
``type_or_enchantment:…``), and ``type_target_fits`` tells whether a permanent is one.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.tribal import creature_type, has_creature_type

if TYPE_CHECKING:
    from engine.games.mtg.cards import MtgCard

_TYPE = r"(?-i:(?!(?:Plains|Islands?|Swamps?|Mountains?|Forests?)\b)[A-Z][a-z]+)"  # creature types, not land types
PHRASES = (r"target non-" + _TYPE + r"(?:, non-" + _TYPE + r")* creature",
           r"target " + _TYPE + r"(?:, " + _TYPE + r")*,? or " + _TYPE,
           r"target " + _TYPE + r" or enchantment")
KINDS = ("types:", "nontypes:", "type_or_enchantment:")


def type_kind(phrase: str) -> str | None:
    """The target kind of one of ``PHRASES``, or ``None`` for another phrase."""
    words = re.findall(r"[A-Z][a-z]+", phrase)
    if not words or not re.fullmatch("|".join(f"(?:{p})" for p in PHRASES), phrase):
        return None
    types = "+".join(creature_type(w) for w in words)
    if " non-" in phrase:
        return "nontypes:" + types
    if phrase.endswith(" or enchantment"):
        return "type_or_enchantment:" + types
    return "types:" + types


def type_target_fits(kind: str, defn: "MtgCard") -> bool:
    """CR 115.1: whether a permanent with ``defn`` is a legal choice for ``kind`` (shroud,
    hexproof and protection aside)."""
    how, _, types = kind.partition(":")
    typed = any(has_creature_type(defn, t) for t in types.split("+"))
    if how == "nontypes":
        return defn.is_creature and not typed
    if how == "type_or_enchantment":
        return typed or "enchantment" in defn.types
    return typed


__all__ = ["KINDS", "PHRASES", "type_kind", "type_target_fits"]
