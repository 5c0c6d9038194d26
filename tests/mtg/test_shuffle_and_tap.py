"""Shuffling hand and graveyard into the library (engine/games/mtg/shuffle_in.py, CR 701.20a) and
tapping all of a player's lands (engine/games/mtg/mass_tap.py, CR 701.26a, 106.4), with Alpha's
Timetwister and Mana Short loaded from the card data."""

from __future__ import annotations

from engine.games.mtg.oracle import compile_text
from tests.mtg.cr_helpers import cid, do, names
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_timetwister_gives_each_player_a_new_hand_of_seven_CR_701_20a() -> None:
    # CR 701.20a, CR 401.4, CR 608.2c, CR 608.2n
    assert real_card(SETS["LEA"], "Timetwister").program.automated
    state = mtg_state({"hand": ["Timetwister", "Isla"], "graveyard": ["Isla"] * 3, "battlefield": ["Isla"] * 3,
                       "library": ["Isla"] * 4},
                      {"hand": ["Bosque"] * 2, "graveyard": ["Bosque"], "library": ["Bosque"] * 5})
    do(state, "cast Timetwister", "pass", "pass")
    assert len(state.ids(0, "mano")) == 7 and len(state.ids(0, "biblioteca")) == 1  # 1 + 3 + 4 = 8 cards, 7 drawn
    assert len(state.ids(1, "mano")) == 7 and len(state.ids(1, "biblioteca")) == 1  # 2 + 1 + 5 = 8 cards
    assert names(state, 0, "cementerio") == ["Timetwister"] and not state.ids(1, "cementerio")  # it leaves last (CR 608.2n)


def test_mana_short_taps_the_lands_and_empties_the_pool_CR_106_4() -> None:
    # CR 701.26a, CR 106.4
    assert real_card(SETS["LEA"], "Mana Short").program.automated
    state = mtg_state({"hand": ["Mana Short"], "battlefield": ["Isla"] * 3}, {"battlefield": ["Bosque"] * 3 + ["Oso Musgoso"]})
    do(state, "cast Mana Short")
    do(state, "target P2", "pass")
    assert state.prompt.player == 1
    do(state, "tap Bosque")  # mana floated in response is lost too
    assert state.pools[1] == {"G": 1}
    do(state, "pass", "pass")  # an action in between: both pass again (CR 117.4)
    assert state.pools[1] == {}
    assert all(state._card(c).rotated for c in state.battlefield(1) if state.defn(c).is_land)
    assert not state._card(cid(state, "Oso Musgoso")).rotated  # lands only


def test_shuffle_and_tap_lines_compile_CR_701_20a() -> None:
    # CR 701.20a, CR 701.26a
    (effect,) = compile_text("Shuffle your graveyard into your library.", "Test", frozenset({"sorcery"})).abilities[0].effects
    assert effect.op == "shuffle_in" and effect.keyword == "cementerio" and effect.who == "you"
    (tap,) = compile_text("Tap all creatures target player controls.", "Test", frozenset({"sorcery"})).abilities[0].effects
    assert tap.op == "tap_all" and tap.keyword == "creature" and tap.target == "player"
