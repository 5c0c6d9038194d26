"""What the card text of Souls in Xtinction selects and requires (SiX 8.5): whether a card
fits a filter, the cards that fit one, whether conditions hold, and the cost a filter compares.
Functions that only read the duel's state."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from engine.core.cards import normalize_name
from engine.games.six.cards import DAMAGE, Condition, Filter, SixCard

if TYPE_CHECKING:
    from engine.games.six.base import SixBase

def is_without_effect(state: SixBase, card_id: int) -> bool:
    """SiX 2.5.6: a card with no text; a weapon's text counts as its unit's own (9.1.2), and a
    negated card is not a card without effect (8.2.5)."""
    if not state.defn(card_id).without_effect:
        return False
    weapon = state.weapon_of(card_id) if state.in_play(card_id) else None
    return weapon is None or state.defn(weapon).without_effect


def cost_value(defn: SixCard) -> int | None:
    """The cost a filter compares: a costless card with a requirement has none (8.5.4)."""
    if defn.cost is None:
        return None if defn.has_requirement else 0
    return defn.cost


def matches(
    state: SixBase,
    card_id: int,
    f: Filter,
    controller: int,
    source: int | None,
    *,
    check_zone: bool = False,
) -> bool:
    """Whether a card fits a filter, seen from ``controller`` (the effect's player)."""
    card = state._card(card_id)
    defn = card.defn
    assert isinstance(defn, SixCard)
    what = f.what
    if what == "unidad_o_ente":
        if defn.kind not in ("unidad", "ente"):
            return False
    elif what != "carta" and defn.kind != what:
        return False
    if f.side == "own" and card.controller != controller:
        return False
    if f.side == "rival" and card.controller == controller:
        return False
    if check_zone:
        zone = state.zone_table[card.zone][1].name
        if f.zone == "campo":
            if zone not in ("campo", "combate"):
                return False
        elif zone != f.zone:
            return False
    if f.other and card_id == source:
        return False
    if f.archetype is not None and normalize_name(f.archetype) not in {normalize_name(a) for a in defn.archetypes}:
        return False
    if f.name is not None and normalize_name(f.name) != normalize_name(defn.name):
        return False
    if f.cost is not None and cost_value(defn) != f.cost:
        return False
    if f.cost_max is not None:
        value = cost_value(defn)
        if value is None or value > f.cost_max:
            return False
    if f.token is not None and defn.is_token != f.token:
        return False
    if f.no_effect is not None and is_without_effect(state, card_id) != f.no_effect:
        return False
    if f.limbo is not None and defn.limbo != f.limbo:
        return False
    if f.damaged is not None and (card.counters.get(DAMAGE, 0) > 0) != f.damaged:
        return False
    if f.force_max is not None or f.force_min is not None or f.defense_max is not None:
        force, defense = state.stats(card_id)
        if f.force_max is not None and force > f.force_max:
            return False
        if f.force_min is not None and force < f.force_min:
            return False
        if f.defense_max is not None and defense > f.defense_max:
            return False
    return True


def candidates(state: SixBase, f: Filter, controller: int, source: int | None, limit: int | None = None) -> list[int]:
    """Every card in the filter's zone(s) that fits it; with ``limit``, the first ``limit``
    of them (whether there are that many is all a condition or a target check asks)."""
    players: Iterable[int]
    if f.side == "own":
        players = (controller,)
    elif f.side == "rival":
        players = (state.opponent(controller),)
    else:
        players = range(state.num_players)
    result: list[int] = []
    for player in players:
        if f.zone == "campo":
            ids: list[int] = [
                cid
                for name in ("campo", "combate")
                for cid in state.ids(player, name)
                if (state._card(cid).attached_to is None) != (f.what == "arma")
            ]
        else:
            ids = state.ids(player, f.zone)
        for cid in ids:
            if matches(state, cid, f, controller, source):
                result.append(cid)
                if limit is not None and len(result) >= limit:
                    return result
    return result


def conditions_met(state: SixBase, conditions: Iterable[Condition], controller: int) -> bool:
    """SiX 8.5.6–8.5.8: every condition must hold; ``X+`` means X or more (8.5.2)."""
    for cond in conditions:
        kind = cond.kind
        if kind in ("control", "rival_controls"):
            assert cond.filter is not None
            if len(candidates(state, cond.filter, controller, None, cond.count)) < cond.count:
                return False
        elif kind == "lives_at_most" and state.lives(controller) > cond.count:
            return False
        elif kind == "lives_at_least" and state.lives(controller) < cond.count:
            return False
        elif kind == "rival_lives_at_most" and state.lives(state.opponent(controller)) > cond.count:
            return False
        elif kind == "cemetery_at_least" and len(state.ids(controller, "cementerio")) < cond.count:
            return False
        elif kind == "hand_at_least" and len(state.ids(controller, "mano")) < cond.count:
            return False
        elif kind == "your_turn" and state.turn_player != controller:
            return False
        elif kind == "rival_turn" and state.turn_player == controller:
            return False
        elif kind == "in_combat" and not state.in_combat():
            return False
    return True
