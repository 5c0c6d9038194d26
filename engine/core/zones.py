"""Zones: one game-agnostic description of where cards can be."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Visibility(Enum):
    """Who sees the faces of the cards in a zone."""

    PUBLIC = "public"  # everyone (face-up cards)
    OWNER = "owner"  # only the zone's owner (a hand)
    HIDDEN = "hidden"  # nobody (a deck, a face-down pile)


@dataclass(frozen=True, slots=True)
class ZoneSpec:
    """The shape of a zone; a game lists one per kind of zone.

    ``ordered`` zones keep their order meaningful (index 0 is the top of a pile, the leftmost
    card of a row); ``pile`` zones take new cards on top. ``capacity`` counts cards that are not
    attached to another card. ``listed`` says whether an observation lists the zone's hidden
    cards as placeholders (a hand) or gives only the count (a deck). Hidden cards in zones with
    the same ``resample_group`` and owner may be exchanged when the AI samples what it cannot
    see; ``resample_kinds`` says what a hidden card of this zone is known to be (a face-down
    monster is a monster: ``Game.card_kind``), empty when it may be anything of its group.

    ``roles`` say what the zone is to a player, so that a window or a bot never guesses it from
    the zone's name: ``deck`` (the pile a player draws from), ``hand``, ``graveyard``, ``exile``,
    ``battlefield`` (where cards in play show their stats), ``life`` (the zone's count is the
    player's life: Mitos y Leyendas' Castillo), ``resource`` (the player's gold or mana in play),
    ``extra`` (a side deck in play: Yu-Gi-Oh!'s Fusion Deck), ``stack``. A game gives each of
    ``deck``, ``hand`` and ``graveyard`` to one zone.
    """

    name: str
    label: str
    label_en: str
    visibility: Visibility
    ordered: bool = True
    pile: bool = False
    capacity: int | None = None
    shared: bool = False
    face_down: bool = False
    listed: bool = True
    resample_group: str | None = None
    resample_kinds: tuple[str, ...] = ()
    roles: tuple[str, ...] = ()


#: The roles a zone may declare (``ZoneSpec.roles``).
ZONE_ROLES = ("deck", "hand", "graveyard", "exile", "battlefield", "life", "resource", "extra", "stack")


def zone_key(owner: int | None, name: str) -> str:
    """The textual key of a zone, as used by notation and scenarios: ``P1.campo``."""
    return name if owner is None else f"P{owner + 1}.{name}"
