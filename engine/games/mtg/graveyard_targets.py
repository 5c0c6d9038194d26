"""Cards in the graveyard as targets (CR 115.1, 400.7): "return another target Elf card from your
graveyard to your hand" (Elderfang Ritualist), "return target permanent card with mana value 2 or
less from your graveyard to the battlefield" (Shepherd of the Cosmos), "target artifact or
enchantment card from your graveyard", "target Aura or Equipment card from your graveyard".

``PHRASE`` is the regular expression of these target phrases; ``graveyard_kind`` turns one into a
target kind (``"gy:<another>:<types joined by |>:<greatest mana value>"``, the types any of card
types, ``permanent`` or subtypes) and ``graveyard_fits`` tells whether a card in its controller's
graveyard is a legal choice ("another": not the source itself).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.games.mtg.cards import MtgCard

PREFIX = "gy:"
_WORD = r"(?:[A-Za-z]+)"
PHRASE = (r"(?:another )?target " + _WORD + r"(?:(?:,| or|, or) " + _WORD + r")* card"
          r"(?: with mana value \d+ or less)? from your graveyard")
_KNOWN = {"creature card from your graveyard", "card from your graveyard", "spirit card from your graveyard"}
_PERMANENT_TYPES = frozenset({"artifact", "creature", "enchantment", "land", "planeswalker", "battle"})


def graveyard_kind(phrase: str) -> str | None:
    """The target kind of a ``PHRASE`` (``None``: another phrase, or one the oracle's own table knows)."""
    if not re.fullmatch(PHRASE, phrase, re.IGNORECASE):
        return None
    text = phrase.lower()
    another = text.startswith("another ")
    words = text.removeprefix("another ").removeprefix("target ")
    if words in _KNOWN and not another:
        return None
    mv = re.search(r" with mana value (\d+) or less", words)
    words = re.sub(r" card( with mana value \d+ or less)? from your graveyard$", "", words)
    types = [w for w in re.split(r",? or |, ", words) if w]
    return f"{PREFIX}{int(another)}:{'|'.join(types)}:{mv[1] if mv else ''}"


def graveyard_fits(kind: str, defn: "MtgCard", target: int, source: int) -> bool:
    """Whether the card ``target`` (with ``defn``, already known to be in its controller's
    graveyard) is a legal choice for ``kind``."""
    another, types, mv = kind[len(PREFIX):].split(":")
    if another == "1" and target == source:
        return False
    if mv and defn.mana_value > int(mv):
        return False
    traits = defn.types | defn.supertypes | set(defn.subtypes)

    def fits(t: str) -> bool:
        if "&" in t:  # "snow permanent card": every word (The Three Seasons)
            return all(fits(part) for part in t.split("&"))
        return (t in traits or t == "permanent" and bool(defn.types & _PERMANENT_TYPES)
                or defn.is_creature and "changeling" in defn.program.keywords and t not in _PERMANENT_TYPES | {"permanent"})

    return any(fits(t) for t in types.split("|"))


__all__ = ["PHRASE", "PREFIX", "graveyard_fits", "graveyard_kind"]
