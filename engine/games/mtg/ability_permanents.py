"""The permanents a priority reads on its player's side of the battlefield: the untapped mana
sources, and one of each class of interchangeable permanents with an ability to activate now,
found once per result of the layers (CR 602.2, 302.6, 605)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.cards import Card
from engine.games.mtg.cards import MtgCard
from engine.games.mtg.interchangeable import distinct_in_zone
from engine.games.mtg.mana import Source
from engine.games.mtg.snow import is_snow

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase


def priority_permanents(state: "MtgBase", player: int) -> tuple[list[Source], list[int]]:
    """What a priority of ``player`` reads on their side of the battlefield, in one pass:
    ``mana_sources(player)``, and one of each class of interchangeable permanents that may
    have an ability to activate now (an activated ability, or a mana ability and untapped;
    the classes, and their order, are those of ``distinct_in_zone``). What each
    permanent's characteristics say is read once per result of the layers
    (``_ability_permanents``); whether it is tapped or summoning sick, at each call."""
    cards = state.cards
    turn_started = state.turn_started
    sources: list[Source] = []
    active: list[int] = []
    for cid, source, sickens, tapped_active in _ability_permanents(state, player):
        card: Card = cards[cid]  # type: ignore[assignment]
        if card.rotated:
            if tapped_active:
                active.append(cid)
            continue
        # usable unless summoning sick (CR 302.6, ``is_sick``; a tapped one is left out above)
        if source is not None and not (sickens and card.marks.get("since", 0) >= turn_started[card.controller]):
            sources.append(source)
        active.append(cid)
    return sources, distinct_in_zone(state, state.zones[state.zone_index[(player, "campo")]], active)


def _ability_permanents(state: "MtgBase", player: int) -> list[tuple[int, Source | None, bool, bool]]:
    """``player``'s permanents that have an activated or a mana ability, in battlefield
    order, each as the ``Source`` of its {T} mana abilities without a mana cost when untapped
    (``None`` without such mana, or from an artifact under Stony Silence, CR 602.5; snow mana,
    CR 107.4h), whether summoning sickness stops it (a creature without haste, CR 302.6) and
    whether it has an activated ability tapped; kept for each result of the layers, as
    ``MtgBase.creatures``."""
    layered = state.layered()
    memo = state._abilities_memo
    if memo is None or memo[0] is not layered:
        memo = state._abilities_memo = (layered, {})
    found = memo[1].get(player)
    if found is not None:
        return found
    defns = layered.defns
    cards = state.cards
    banned = layered.banned  # ``banned_types``
    found = memo[1][player] = []
    for cid in state.zones[state.zone_index[(player, "campo")]]:
        defn: MtgCard = defns.get(cid) or cards[cid].defn if defns else cards[cid].defn  # type: ignore[union-attr, assignment]
        options = defn.mana_options
        if not (options or defn.has_activated or defn.has_paid_mana):
            continue
        if banned and banned & defn.types:
            options = ()
        found.append((cid, Source(cid, options, is_snow(defn)) if options else None,
                      defn.is_creature and "haste" not in defn.program.keywords, defn.has_activated))
    return found
