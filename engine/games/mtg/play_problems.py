"""Why a player may not play a land, cast a spell or activate an ability now (``None``: they may).

Each ``*_problem`` names the most specific rule that forbids it (CR 117.1 timing, 601.2 casting,
602.2 activating, 605.3 mana abilities, 305 lands); the priority listing (``priority_actions``)
lists what has none, and its refusals name what one has. What a player can pay is
``MtgState._payable``'s (with the mana their sources make, ``_supply``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.errors import Rule
from engine.games.mtg.activation_bans import banned
from engine.games.mtg.activation_costs import activation_cost_problem
from engine.games.mtg.activation_limits import activation_limit
from engine.games.mtg.base import LIFE, LOYALTY
from engine.games.mtg.boast import BOAST, boast_price, boast_problem
from engine.games.mtg.casting_terms import casting
from engine.games.mtg.convoke import with_convoke
from engine.games.mtg.crew import crew_problem
from engine.games.mtg.cycling import FROM_HAND, hand_problem
from engine.games.mtg.escape import escape_problem
from engine.games.mtg.faces import face_for, on_adventure, showing
from engine.games.mtg.foretell import castable_foretold, foretold_this_turn
from engine.games.mtg.graveyard_abilities import FROM_GRAVEYARD, zone_problem
from engine.games.mtg.impulse import impulse_playable
from engine.games.mtg.lands import mana_ability
from engine.games.mtg.level_up import is_level_up
from engine.games.mtg.mana import Source
from engine.games.mtg.rules import by_hand, rule
from engine.games.mtg.snow import snow_rule
from engine.games.mtg.targets import any_candidate
from engine.games.mtg.unearth import is_unearth, problem as unearth_problem

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState


def cast_problem(state: MtgState, player: int, card_id: int, sources: list[Source] | None = None) -> Rule | None:
    """Why ``player`` cannot cast ``card_id`` now (``None``: they can)."""
    from_command = False
    if card_id not in state.ids(player, "mano"):
        from_command = card_id in state.commanders and card_id in state.ids(player, "mando")  # CR 903.8
        if not from_command and not on_adventure(state, player, card_id) and not castable_foretold(state, player, card_id) \
                and not state.can_flashback(player, card_id) \
                and not impulse_playable(state, player, card_id):  # CR 715.3d, 702.34a, 601.3: adventure, flashback, exiled
            return rule("702.143a" if foretold_this_turn(state, player, card_id) else "117.1")
    defn = state.defn(card_id)
    if defn.is_land:
        return rule("117.1")
    if defn.halves is not None:
        return rule("709.3")  # a split card is cast as one of its halves
    if not defn.instant_speed and not state._sorcery_timing(player):
        return rule("117.1a")  # CR 117.1a, 307.1, 302.1
    if defn.cost is None and defn.cost_text:
        return rule("601.2h")  # a cost Tapete cannot read
    if defn.cost is not None:
        if sources is None:
            sources = state._sources_for(player)
        tax = commander_tax(state, card_id) if from_command else 0
        payers = with_convoke(state, player, card_id, sources)  # CR 702.51a: and untapped creatures
        if not _affordable(state, player, card_id, tax, payers):  # CR 601.2f, 118.9
            return rule("903.8" if tax and _affordable(state, player, card_id, 0, payers)
                        else "702.51a" if len(payers) > len(sources) else "601.2h")
    for spec in state.spell_specs(card_id):  # CR 115.6: "up to"; 115.5, 601.2a: never itself (cast from a graveyard)
        if not spec.endswith("?") and not any_candidate(state, spec, player, card_id, besides=card_id):
            return rule("601.2c")
    if (problem := escape_problem(state, player, card_id) or state.extra_cast_problem(player, card_id)) is not None:
        return problem  # CR 702.138a; 118.8, 119.4, 700.2a
    if defn.cost is None and not defn.cost_text and card_id in state.ids(player, "mano") and casting(defn.program).alternative is None:
        return rule("118.6")  # no mana cost (Ancestral Vision): cast only for an alternative cost
    return None

def _affordable(state: MtgState, player: int, card_id: int, extra: int, sources: list[Source]) -> bool:
    """Whether ``player`` can pay one of the card's costs with ``extra`` generic mana added."""
    costs = state.cast_costs(card_id, extra)
    return state._payable(player, costs[0], sources) or len(costs) > 1 and state._payable(player, costs[1], sources)

def face_problem(state: MtgState, player: int, card_id: int, choice: Any, sources: list[Source] | None = None) -> Rule | None:
    """Why ``player`` cannot play or cast ``card_id`` as its face or half ``choice`` now
    (CR 712.11b, 709.3; 712.11c, 709.3a: only that face or half is checked)."""
    face = face_for(state.defn(card_id), choice) if card_id in state.ids(player, "mano") else None
    if face is None:
        return rule("117.1")
    with showing(state, card_id, face):
        if face.is_land:
            return play_problem(state, player, card_id)
        return cast_problem(state, player, card_id, sources)

def play_problem(state: MtgState, player: int, card_id: int) -> Rule | None:
    """CR 305.1–305.3: a land, from the hand, in your main phase with an empty stack, once a turn."""
    if card_id not in state.ids(player, "mano") and not impulse_playable(state, player, card_id) or not state.defn(card_id).is_land:
        return rule("305.3")
    if not state._sorcery_timing(player):
        return rule("305.3")
    if state.lands_played >= 1:
        return rule("305.2")
    return None

def activate_problem(state: MtgState, player: int, card_id: int, index: int, sources: list[Source] | None = None) -> Rule | None:
    abilities = state.defn(card_id).program.abilities
    if 0 <= index < len(abilities) and abilities[index].static == FROM_GRAVEYARD:
        if is_unearth(abilities[index]) \
                and (unearth := unearth_problem(state, player, card_id, abilities[index], state._sorcery_timing(player))) is not None:
            return unearth  # CR 702.84a: from your graveyard, as a sorcery
        if (zone := zone_problem(state, player, card_id)) is not None:
            return zone  # CR 113.6m: "Return CARDNAME from your graveyard …" works there only
    elif 0 <= index < len(abilities) and abilities[index].static == FROM_HAND:
        if (zone := hand_problem(state, player, card_id, abilities[index])) is not None:
            return zone  # CR 702.29a, 702.49a: cycling and ninjutsu work from the hand only
    elif not state.controls_permanent(player, card_id):  # CR 701.2a: only its controller activates a permanent's ability
        return rule("701.2a" if state.on_battlefield(card_id) else "117.1b")
    if not 0 <= index < len(abilities) or abilities[index].kind != "activated":
        return by_hand(state.defn(card_id)) or rule("117.1b")
    ability = abilities[index]
    if banned(state, state.defn(card_id)):
        return rule("602.5")  # "Activated abilities of artifacts can't be activated"
    if ability.tap and (problem := state.tap_problem(card_id)) is not None:
        return problem
    if ability.costs and (problem := activation_cost_problem(state, player, card_id, ability)) is not None:
        return problem  # CR 118.3: "Sacrifice a creature", "Exile a creature card from your graveyard"
    if ability.loyalty is not None:  # CR 606.3, 606.6
        if not state._sorcery_timing(player) or state._card(card_id).marks.get("lealtad_usada") == state.turn:
            return rule("606.3")
        if state._card(card_id).counters.get(LOYALTY, 0) + ability.loyalty < 0:
            return rule("606.6")
    if ability.sorcery and not state._sorcery_timing(player):
        return rule("702.6a" if ability.attach else "702.87a" if is_level_up(ability)
                    else "602.5d")  # equip, level up, or "Activate only as a sorcery"
    if (limited := activation_limit(state, player, card_id, index, ability)) is not None:
        return limited
    if ability.static == BOAST and (boast := boast_problem(state, card_id)) is not None:
        return boast
    if (crew := crew_problem(state, player, card_id, ability)) is not None:  # CR 702.122a
        return crew
    for spec in ability.targets:
        if not any_candidate(state, spec, player, card_id):
            return rule("601.2c")
    if ability.modes and len(state._mode_options(ability, player, card_id, ())) < ability.choose[0]:
        return rule("700.2a")
    if sources is None:
        sources = state._sources_for(player, card_id if ability.tap else None)
    elif ability.tap:
        sources = [s for s in sources if s.card != card_id]
    price = boast_price(state, player, ability)  # CR 601.2f: "Boast abilities you activate cost {1} less …"
    if price is not None and not state._payable(player, price, sources):
        return snow_rule(price, state.pools[player], sources, state.counters[player][LIFE]) or rule("602.2")
    return None

def mana_problem(state: MtgState, player: int, card_id: int, option: str, sources: list[Source] | None = None) -> Rule | None:
    if not state.controls_permanent(player, card_id):
        return rule("605.3a")
    ability = mana_ability(state.defn(card_id).program.abilities, option)
    if ability is None:
        return rule("106.12")  # none of its mana abilities adds that mana
    if banned(state, state.defn(card_id)):
        return rule("602.5")  # CR 605.1a: a mana ability is an activated ability
    problem = state.tap_problem(card_id)
    if problem is None and ability.costs:  # CR 701.13b: "Mill a card" with an empty library
        problem = activation_cost_problem(state, player, card_id, ability)
    if problem is None and ability.cost is not None:  # CR 602.2: its mana cost too
        others = [s for s in (sources if sources is not None else state._sources_for(player)) if s.card != card_id]
        if not state._payable(player, ability.cost, others):
            return rule("602.2")
    return problem

def commander_tax(state: MtgState, card_id: int) -> int:
    """CR 903.8: {2} more for each previous time it was cast from the command zone."""
    return 2 * dict(state.commander_casts).get(card_id, 0)

