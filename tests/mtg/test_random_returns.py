"""Cards returned at random from a graveyard (engine/games/mtg/random_returns.py) with Innistrad's
Ghoulraiser, Make a Wish, Charmbreaker Devils and Woodland Sleuth loaded from the card data:
only the cards the text names can come back, and when fewer are there, only those (CR 609.3)."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.own_cards import own_position
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _resolve_all(state: MtgState) -> None:
    while state.chain.links:
        _do(state, "pass")


def _zones(state: MtgState, player: int, zone: str) -> list[str]:
    return sorted(state.defn(c).name for c in state.ids(player, zone))


def test_ghoulraiser_returns_only_a_zombie_card() -> None:
    assert real_card(SETS["ISD"], "Ghoulraiser").program.automated
    real_card(SETS["ISD"], "Walking Corpse")
    state = mtg_state({"hand": ["Ghoulraiser"], "battlefield": ["Pantano"] * 3,
                       "graveyard": ["Oso Musgoso", "Walking Corpse", "Oso Musgoso"]})
    _do(state, "cast Ghoulraiser", "pass", "pass")
    _resolve_all(state)  # its enters trigger
    assert _zones(state, 0, "mano") == ["Walking Corpse"]  # a Zombie, not a Bear
    assert _zones(state, 0, "cementerio") == ["Oso Musgoso", "Oso Musgoso"]


def test_ghoulraiser_without_a_zombie_card_returns_nothing_CR_609_3() -> None:
    real_card(SETS["ISD"], "Ghoulraiser")
    state = mtg_state({"hand": ["Ghoulraiser"], "battlefield": ["Pantano"] * 3, "graveyard": ["Oso Musgoso"]})
    _do(state, "cast Ghoulraiser", "pass", "pass")
    _resolve_all(state)
    assert state.ids(0, "mano") == [] and _zones(state, 0, "cementerio") == ["Oso Musgoso"]


def test_make_a_wish_returns_two_of_three_at_random() -> None:
    assert real_card(SETS["ISD"], "Make a Wish").program.automated
    real_card(SETS["ISD"], "Think Twice")
    for seed_cards in (["Oso Musgoso", "Think Twice", "Isla"], ["Isla", "Oso Musgoso", "Think Twice"]):
        state = mtg_state({"hand": ["Make a Wish"], "battlefield": ["Bosque"] * 4, "graveyard": seed_cards})
        _do(state, "cast Make a Wish", "pass", "pass")
        hand = _zones(state, 0, "mano")
        assert len(hand) == 2 and len(state.ids(0, "cementerio")) == 2  # two came back; Make a Wish went there
        assert set(hand) <= set(seed_cards) and "Make a Wish" in _zones(state, 0, "cementerio")
    state = mtg_state({"hand": ["Make a Wish"], "battlefield": ["Bosque"] * 4, "graveyard": ["Isla"]})
    _do(state, "cast Make a Wish", "pass", "pass")
    assert _zones(state, 0, "mano") == ["Isla"]  # CR 609.3: only one was there


def test_charmbreaker_devils_returns_an_instant_or_sorcery_at_upkeep() -> None:
    assert real_card(SETS["ISD"], "Charmbreaker Devils").program.automated
    real_card(SETS["ISD"], "Think Twice")
    state = own_position({"step": "final", "turn_player": "P2",
                          "P1": {"battlefield": ["Charmbreaker Devils"], "graveyard": ["Oso Musgoso", "Think Twice", "Isla"]}},
                         1, "<test>", "")
    assert isinstance(state, MtgState)
    while not (state.turn_player == 0 and state.step == "mantenimiento" and not state.chain.links and not state.triggers):
        _do(state, "pass")
    assert "Think Twice" in _zones(state, 0, "mano")
    assert _zones(state, 0, "cementerio") == ["Isla", "Oso Musgoso"]


def test_woodland_sleuth_returns_a_creature_card_only_after_a_death_CR_603_4() -> None:
    assert real_card(SETS["ISD"], "Woodland Sleuth").program.automated
    real_card(SETS["ISD"], "Walking Corpse")
    for kill_first in (True, False):
        state = mtg_state({"hand": ["Chispa Ígnea", "Woodland Sleuth"], "battlefield": ["Montaña"] + ["Bosque"] * 4,
                           "graveyard": ["Isla", "Walking Corpse"]}, {"battlefield": ["Oso Musgoso"]})
        if kill_first:
            _do(state, "cast Chispa Ígnea", "target Oso Musgoso", "pass", "pass")
        _do(state, "cast Woodland Sleuth", "pass", "pass")
        _resolve_all(state)
        assert ("Walking Corpse" in _zones(state, 0, "mano")) is kill_first
        assert "Isla" in _zones(state, 0, "cementerio")
        assert card_id(state, "Woodland Sleuth") in state.battlefield(0)


def test_moldgraf_monstrosity_exiles_itself_then_returns_two_creatures_CR_400_7e() -> None:
    assert real_card(SETS["ISD"], "Moldgraf Monstrosity").program.automated
    real_card(SETS["ISD"], "Walking Corpse")
    state = mtg_state({"battlefield": ["Moldgraf Monstrosity"], "graveyard": ["Oso Musgoso", "Walking Corpse", "Isla"]},
                      {"battlefield": ["Montaña"]})
    monstrosity = card_id(state, "Moldgraf Monstrosity")
    state.destroy(monstrosity)  # it dies
    _do(state, "pass")  # its trigger goes on the stack as a player would receive priority (CR 603.3)
    assert state.chain.links
    _resolve_all(state)
    assert state.zone_name_of(monstrosity) == "exilio"  # found in the graveyard, exiled first: it cannot come back
    assert sorted(state.defn(c).name for c in state.battlefield(0)) == ["Oso Musgoso", "Walking Corpse"]
    assert _zones(state, 0, "cementerio") == ["Isla"]
