"""Keyword abilities that stand for a triggered ability with a number (CR 702): bushido
(CR 702.45a) and soulshift (CR 702.46a), read into the triggered abilities they mean.

- "Bushido N": "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of
  turn" (the trigger ``blocks_or_blocked``, queued once the blocks are final, CR 509.1h).
- "Soulshift N": "When this permanent is put into a graveyard from the battlefield, you may
  return target Spirit card with mana value N or less from your graveyard to your hand" (the
  target kind ``spirit_card_graveyard:N``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.tribal import has_creature_type

if TYPE_CHECKING:
    from engine.games.mtg.cards import MtgCard

_LINE = re.compile(r"(?P<k>Bushido|Soulshift) (?P<n>\d+)", re.IGNORECASE)
SPIRIT_CARD = "spirit_card_graveyard:"  # + the highest mana value


def keyword_lines(line: str) -> list[Ability] | None:
    """The abilities of a line of numbered keywords ("Bushido 1", "Soulshift 4, soulshift 4"),
    or ``None``."""
    abilities = []
    for part in (p.strip() for p in line.rstrip(".").split(",")):
        match = _LINE.fullmatch(part)
        if match is None:
            return None
        n = int(match["n"])
        if match["k"].lower() == "bushido":  # CR 702.45a
            pump = Effect("pump", who="self", power=n, toughness=n)
            abilities.append(Ability("triggered", part, (pump,), trigger="blocks_or_blocked"))
        else:  # CR 702.46a
            kind = f"{SPIRIT_CARD}{n}"
            back = Effect("return_hand", target=kind, slot=0)
            abilities.append(Ability("triggered", part, (back,), (kind,), trigger="dies", optional=True))
    return abilities or None


def spirit_fits(kind: str, card: "MtgCard") -> bool:
    """Whether ``card`` is what soulshift's ``kind`` targets: a Spirit (a changeling is one,
    CR 702.73a) of that mana value or less."""
    return has_creature_type(card, "spirit") and card.mana_value <= int(kind.removeprefix(SPIRIT_CARD))
