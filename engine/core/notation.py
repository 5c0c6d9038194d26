"""Card references in action notation, shared by every game.

A card is named by its name (``Ángel Guardián``). When another card of the same name in the
same scope differs from it, the reference adds a locator: ``Ángel Guardián@P1.campo.2`` (zone key
and 1-based position). A card the actor cannot see is named by its locator alone
(``@P2.mano.3``). Lookups ignore case, accents and repeated spaces.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Container, Iterable, Sequence

from engine.core.cards import normalize_name
from engine.core.errors import NotationError
from engine.core.zones import zone_key

if TYPE_CHECKING:
    from engine.core.state import State

_LOCATOR = re.compile(r"^(?P<name>.*?)\s*@\s*(?:P(?P<player>\d+)\.)?(?P<zone>[\w-]+)\.(?P<index>\d+)$")


def locator(state: "State", card_id: int) -> str:
    """``P1.campo.2``: the zone key and 1-based position of a card."""
    card = state.cards[card_id]
    assert card is not None
    owner, spec = state.zone_table[card.zone]
    index = state.zones[card.zone].index(card_id) + 1
    return f"{zone_key(owner, spec.name)}.{index}"


def card_ref(state: "State", card_id: int, scope: Iterable[int], actor: int | None) -> str:
    """The shortest unambiguous reference to ``card_id`` among the cards of ``scope``."""
    card = state.cards[card_id]
    assert card is not None
    if actor is not None and not state.is_visible_to(actor, card):
        return "@" + locator(state, card_id)
    name = normalize_name(card.defn.name)
    key = state.card_key(card_id)
    for other in scope:
        if other == card_id:
            continue
        other_card = state.cards[other]
        if other_card is None or normalize_name(other_card.defn.name) != name:
            continue
        if actor is not None and not state.is_visible_to(actor, other_card):
            continue
        if state.card_key(other) != key:
            return f"{card.defn.name}@{locator(state, card_id)}"
    return card.defn.name


def resolve_ref(
    state: "State",
    text: str,
    scope: Sequence[int],
    actor: int | None,
    exclude: Container[int] = (),
) -> int:
    """The card a reference names within ``scope`` (the first of equivalent copies).

    ``exclude`` leaves out cards already named, so ``A, A`` names two copies of ``A``.
    """
    text = text.strip()
    scope = [card_id for card_id in scope if card_id not in exclude]
    match = _LOCATOR.match(text)
    if match:
        owner = f"P{match['player']}." if match["player"] else ""  # shared zones (a stack) have no owner
        wanted = f"{owner}{match['zone']}.{match['index']}"
        for card_id in scope:
            if locator(state, card_id).casefold() == wanted.casefold():
                card = state.cards[card_id]
                assert card is not None
                name = match["name"]
                if name and normalize_name(name) != normalize_name(card.defn.name):
                    raise NotationError(f"en {wanted} no está «{name}» sino otra carta")
                return card_id
        raise NotationError(f"no hay ninguna carta elegible en {wanted}")
    wanted_name = normalize_name(text)
    found: list[int] = []
    for card_id in scope:
        card = state.cards[card_id]
        if card is None:
            continue
        if actor is not None and not state.is_visible_to(actor, card):
            continue
        if normalize_name(card.defn.name) == wanted_name or (
            card.defn.name_en and normalize_name(card.defn.name_en) == wanted_name
        ):
            found.append(card_id)
    if not found:
        raise NotationError(f"ninguna carta elegible se llama «{text}»")
    keys = {state.card_key(card_id) for card_id in found}
    if len(keys) > 1:
        options = ", ".join(f"{text}@{locator(state, c)}" for c in found)
        raise NotationError(f"«{text}» es ambigua: indica cuál ({options})")
    return min(found)


def split_list(text: str) -> list[str]:
    """Split a comma-separated list of references."""
    return [part.strip() for part in text.split(",") if part.strip()]


def split_verb(text: str) -> tuple[str, str]:
    """An action's text as its verb (lower case) and the rest (``"Play Recluta"`` → ``("play", "Recluta")``)."""
    verb, _, rest = text.partition(" ")
    return verb.lower(), rest.strip()
