"""Looking at the top cards of a library and choosing among them (engine/games/mtg/top_cards.py,
CR 401.5, 608.2c, 701.16a) with Kaldheim's Strategic Planning, Harald, King of Skemfar and
Glimpse the Cosmos, loaded from the card data."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.oracle import compile_text
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _names(state: MtgState, zone: str) -> list[str]:
    return [state.defn(c).name for c in state.ids(0, zone)]


def _options(state: MtgState) -> set[str]:
    return {state.action_to_string(a) for a in state.legal_actions()}


def test_strategic_planning_one_to_the_hand_the_rest_to_the_graveyard_CR_401_5() -> None:
    # CR 401.5, CR 608.2c
    assert real_card(SETS["KHM"], "Strategic Planning").program.automated
    state = mtg_state({"hand": ["Strategic Planning"], "battlefield": ["Isla", "Isla"],
                       "library": ["Bosque", "Oso Musgoso", "Montaña", "Llanura"]})
    _do(state, "cast Strategic Planning", "pass", "pass")
    assert state.prompt.kind == "buscar" and state.prompt.player == 0
    assert _options(state) == {"find Bosque", "find Oso Musgoso", "find Montaña"}  # one must be taken: no "done"
    top = state.ids(0, "biblioteca")[:3]
    assert all(state.is_visible_to(0, state._card(c)) and not state.is_visible_to(1, state._card(c)) for c in top)
    _do(state, "find Oso Musgoso")
    assert _names(state, "mano") == ["Oso Musgoso"] and _names(state, "biblioteca") == ["Llanura"]
    assert sorted(_names(state, "cementerio")) == ["Bosque", "Montaña", "Strategic Planning"]


def _harald(library: list[str]) -> MtgState:
    assert real_card(SETS["KHM"], "Harald, King of Skemfar").program.automated
    real_card(SETS["KHM"], "Jaspera Sentinel")  # an Elf Rogue
    state = mtg_state({"hand": ["Harald, King of Skemfar"], "battlefield": ["Pantano", "Bosque", "Bosque"], "library": library})
    _do(state, "cast Harald, King of Skemfar", "pass", "pass", "pass", "pass")  # the spell, then its enter trigger
    return state


def test_harald_reveals_an_elf_and_bottoms_the_rest_CR_701_16a() -> None:
    # CR 701.16a, CR 401.4, CR 608.2c
    state = _harald(["Oso Musgoso", "Jaspera Sentinel", "Isla", "Isla", "Isla", "Llanura"])
    assert _options(state) == {"find Jaspera Sentinel", "done"}  # only an Elf, Warrior or Tyvar card; or none
    elf = card_id(state, "Jaspera Sentinel")
    _do(state, "find Jaspera Sentinel")
    assert state.zone_name_of(elf) == "mano" and state.is_visible_to(1, state._card(elf))  # revealed
    library = _names(state, "biblioteca")
    assert library[0] == "Llanura" and sorted(library[1:]) == ["Isla", "Isla", "Isla", "Oso Musgoso"]


def test_harald_may_take_nothing_but_never_a_card_that_does_not_fit_CR_608_2c() -> None:
    # CR 608.2c
    state = _harald(["Oso Musgoso", "Jaspera Sentinel", "Isla", "Isla", "Isla"])
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "find Oso Musgoso")  # not an Elf, Warrior or Tyvar card
    assert refused.value.rule.id == "CR 608.2c"
    _do(state, "done")
    assert not state.ids(0, "mano") and len(state.ids(0, "biblioteca")) == 5


def test_glimpse_the_cosmos_puts_the_rest_on_the_bottom_in_any_order_CR_401_4() -> None:
    # CR 401.4, CR 608.2c
    real_card(SETS["KHM"], "Glimpse the Cosmos")
    state = mtg_state({"hand": ["Glimpse the Cosmos"], "battlefield": ["Isla", "Isla"],
                       "library": ["Bosque", "Oso Musgoso", "Montaña", "Llanura"]})
    _do(state, "cast Glimpse the Cosmos", "pass", "pass", "find Oso Musgoso")
    assert _options(state) == {"find Bosque", "find Montaña"}  # which goes to the bottom first
    _do(state, "find Montaña")
    assert _names(state, "biblioteca") == ["Llanura", "Montaña", "Bosque"] and _names(state, "mano") == ["Oso Musgoso"]


def test_a_look_must_say_what_becomes_of_the_rest_CR_608_2c() -> None:
    # CR 608.2c
    half = compile_text("Look at the top five cards of your library. You may reveal an Elf card from among them and put it into "
                        "your hand.", "Test", frozenset({"sorcery"}))
    assert not half.automated
    alone = compile_text("Put one of them into your hand and the rest into your graveyard.", "Test", frozenset({"sorcery"}))
    assert not alone.automated


def _augur(top: str) -> MtgState:
    assert real_card(SETS["KHM"], "Frost Augur").program.automated
    real_card(SETS["KHM"], "Snow-Covered Island")
    state = mtg_state({"battlefield": ["Frost Augur", "Snow-Covered Island"], "library": [top, "Llanura"]})
    _do(state, "activate Frost Augur", "pass", "pass")  # {S}: the snow land's mana
    return state


def test_frost_augur_takes_the_top_card_only_if_it_is_snow_CR_701_16a() -> None:
    # CR 701.16a, CR 401.5, CR 205.4g
    state = _augur("Snow-Covered Island")
    top = state.ids(0, "biblioteca")[0]
    assert _options(state) == {"find Snow-Covered Island", "done"}
    _do(state, "find Snow-Covered Island")
    assert state.zone_name_of(top) == "mano" and state.is_visible_to(1, state._card(top))  # revealed
    plain = _augur("Isla")
    assert _options(plain) == {"done"}  # not a snow card: it stays on top
    _do(plain, "done")
    assert _names(plain, "biblioteca") == ["Isla", "Llanura"] and not plain.ids(0, "mano")


def test_raiders_karve_puts_a_land_onto_the_battlefield_tapped_CR_110_2() -> None:
    # CR 110.2, CR 702.122a, CR 508.1
    assert real_card(SETS["KHM"], "Raiders' Karve").program.automated
    real_card(SETS["LEA"], "Hill Giant")
    state = mtg_state({"battlefield": ["Raiders' Karve", "Hill Giant"], "library": ["Bosque", "Llanura"]})
    _do(state, "activate Raiders' Karve", "choose Hill Giant", "pass", "pass")  # crew 3
    while state.prompt.kind != "atacantes":
        _do(state, "pass")
    _do(state, "attack Raiders' Karve", "done", "pass", "pass")
    assert _options(state) == {"find Bosque", "done"}
    forest = state.ids(0, "biblioteca")[0]
    _do(state, "find Bosque")
    assert state.zone_name_of(forest) == "campo" and state.is_tapped(forest) and _names(state, "biblioteca") == ["Llanura"]


def test_if_its_a_card_only_after_a_look_at_one_card_CR_608_2c() -> None:
    # CR 608.2c
    made = compile_text("Look at the top two cards of your library. If it's a land card, you may put it onto the battlefield.",
                        "Test", frozenset({"sorcery"}))
    assert not made.automated


def _thief() -> MtgState:
    assert real_card(SETS["KHM"], "Draugr Thought-Thief").program.automated
    state = mtg_state({"hand": ["Draugr Thought-Thief"], "battlefield": ["Isla", "Isla", "Isla"]},
                      {"library": ["Bosque", "Llanura"]})
    _do(state, "cast Draugr Thought-Thief", "pass", "pass")
    while state.prompt.kind != "objetivo":
        _do(state, "pass")
    _do(state, "target P2", "pass", "pass")
    return state


def test_draugr_thought_thief_mills_the_top_card_of_target_player_CR_401_5() -> None:
    # CR 401.5, CR 115.1, CR 400.3
    state = _thief()
    top = state.ids(1, "biblioteca")[0]
    assert state.prompt.player == 0 and _options(state) == {"find Bosque", "done"}
    assert state.is_visible_to(0, state._card(top)) and not state.is_visible_to(1, state._card(top))  # only the one who looks
    _do(state, "find Bosque")
    assert state.zone_name_of(top) == "cementerio" and top in state.ids(1, "cementerio")  # into its owner's graveyard
    kept = _thief()
    _do(kept, "done")
    assert [kept.defn(c).name for c in kept.ids(1, "biblioteca")] == ["Bosque", "Llanura"]
