"""Target phrases and small effects of Innistrad, with its real cards from the card data:
"target creature with power 4 or greater", "target noncreature permanent", "target card from a
graveyard" (CR 115.1), "discard a card at random" (CR 701.8a), "Return CARDNAME to its owner's
hand"."""

from __future__ import annotations

from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _legal(state) -> set[str]:  # type: ignore[no-untyped-def]
    return {state.action_to_string(a) for a in state.legal_actions()}


def test_smite_the_monstrous_only_power_four_or_more_CR_115_1() -> None:
    assert real_card(SETS["ISD"], "Smite the Monstrous").program.automated
    real_card(SETS["ISD"], "Makeshift Mauler")  # a 4/5
    state = mtg_state({"hand": ["Smite the Monstrous"], "battlefield": ["Llanura"] * 4},
                      {"battlefield": ["Makeshift Mauler", "Oso Musgoso"]})
    state.apply_action(state.parse_action("cast Smite the Monstrous", 0))
    assert {a for a in _legal(state) if a.startswith("target")} == {"target Makeshift Mauler"}


def test_bramblecrush_not_a_creature() -> None:
    assert real_card(SETS["ISD"], "Bramblecrush").program.automated
    state = mtg_state({"hand": ["Bramblecrush"], "battlefield": ["Bosque"] * 4}, {"battlefield": ["Isla", "Oso Musgoso"]})
    state.apply_action(state.parse_action("cast Bramblecrush", 0))
    targets = {a for a in _legal(state) if a.startswith("target")}
    assert "target Isla" in targets and "target Oso Musgoso" not in targets


def test_purify_the_grave_any_graveyard() -> None:
    assert real_card(SETS["ISD"], "Purify the Grave").program.automated
    state = mtg_state({"hand": ["Purify the Grave"], "battlefield": ["Llanura"]}, {"graveyard": ["Oso Musgoso"]})
    for text in ["cast Purify the Grave", "target Oso Musgoso", "pass", "pass"]:
        state.apply_action(state.parse_action(text, state.prompt.player))
    assert state.zone_name_of(card_id(state, "Oso Musgoso")) == "exilio"


def test_desperate_ravings_discards_at_random_CR_701_8a() -> None:
    assert real_card(SETS["ISD"], "Desperate Ravings").program.automated
    state = mtg_state({"hand": ["Desperate Ravings", "Oso Musgoso", "Isla"], "battlefield": ["Montaña", "Montaña"],
                       "library": ["Bosque", "Bosque", "Bosque"]})
    for text in ["cast Desperate Ravings", "pass", "pass"]:
        state.apply_action(state.parse_action(text, state.prompt.player))
    assert len(state.ids(0, "mano")) == 3 and len(state.ids(0, "cementerio")) == 2  # no choice asked
    assert state.prompt is not None and state.prompt.kind == "prioridad"


def test_lantern_spirit_returns_itself() -> None:
    assert real_card(SETS["ISD"], "Lantern Spirit").program.automated
    state = mtg_state({"battlefield": ["Lantern Spirit", "Isla"]})
    for text in ["activate Lantern Spirit", "pass", "pass"]:
        state.apply_action(state.parse_action(text, state.prompt.player))
    assert state.zone_name_of(card_id(state, "Lantern Spirit")) == "mano"
