"""Snow mana (engine/games/mtg/snow.py), CR 107.4h and 205.4g, with Kaldheim's Pilfering Hawk
("{S}, {T}: Draw a card, then discard a card") and Hailstorm Valkyrie ("{S}{S}: CARDNAME gets
+2/+2 until end of turn") loaded from the card data, paid with its Snow-Covered basic lands."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.mtg.base import LIFE
from engine.games.mtg.mana import Source, find_payment, parse_cost
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _refused(state: MtgState, text: str) -> str:
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action(text, 0))
    return refused.value.rule.id


def test_snow_symbol_takes_only_a_snow_sources_mana_CR_107_4h() -> None:
    # CR 107.4h
    cost = parse_cost("{1}{S}")
    assert cost.mana_value == 2 and not cost.colors()
    plain, snowy = Source(1, ("G",)), Source(2, ("G",), snow=True)
    assert find_payment(cost, {}, [plain, Source(3, ("U",))], 20) is None
    payment = find_payment(cost, {}, [plain, snowy], 20)
    assert payment is not None and dict(payment.taps) == {1: "G", 2: "G"}
    assert find_payment(cost, {"G": 2}, [], 20) is None  # pool mana of unknown origin
    assert find_payment(cost, {"G": 2}, [], 20, snow={"G": 1}) is not None
    assert parse_cost("{2}{S}").plus(-2).symbols == ("S",)  # generic reductions leave {S} (CR 107.4h)


def test_pilfering_hawk_needs_a_snow_land_CR_107_4h() -> None:
    # CR 107.4h, CR 205.4g
    assert real_card(SETS["KHM"], "Pilfering Hawk").program.automated
    real_card(SETS["KHM"], "Snow-Covered Island")
    state = mtg_state({"battlefield": ["Pilfering Hawk", "Isla"], "library": ["Isla"] * 5, "hand": ["Oso Musgoso"]})
    assert _refused(state, "activate Pilfering Hawk") == "CR 107.4h"  # an Island is no snow source

    state = mtg_state({"battlefield": ["Pilfering Hawk", "Snow-Covered Island"], "library": ["Isla"] * 5,
                       "hand": ["Oso Musgoso"]})
    _do(state, "activate Pilfering Hawk", "pass", "pass")
    assert state.is_tapped(card_id(state, "Snow-Covered Island")) and state.is_tapped(card_id(state, "Pilfering Hawk"))
    assert state.prompt.kind == "descartar"  # drew, then discards (CR 608.2c)
    _do(state, "discard Oso Musgoso")
    assert [state.defn(c).name for c in state.ids(0, "mano")] == ["Isla"]


def test_hailstorm_valkyrie_counts_its_snow_sources_CR_107_4h() -> None:
    # CR 107.4h
    assert real_card(SETS["KHM"], "Hailstorm Valkyrie").program.automated
    real_card(SETS["KHM"], "Snow-Covered Plains")
    state = mtg_state({"battlefield": ["Hailstorm Valkyrie", "Snow-Covered Plains", "Llanura"]})
    assert _refused(state, "activate Hailstorm Valkyrie") == "CR 107.4h"  # {S}{S}: one snow source only
    state = mtg_state({"battlefield": ["Hailstorm Valkyrie", "Snow-Covered Plains", "Snow-Covered Plains"]})
    valkyrie = card_id(state, "Hailstorm Valkyrie")
    before = state.power_toughness(valkyrie)
    _do(state, "activate Hailstorm Valkyrie", "pass", "pass")
    assert state.power_toughness(valkyrie) == (before[0] + 2, before[1] + 2)


def test_icehide_troll_grows_gains_indestructible_and_taps_itself_CR_107_4h() -> None:
    # CR 107.4h, CR 611.2c
    assert real_card(SETS["KHM"], "Icehide Troll").program.automated
    assert real_card(SETS["KHM"], "Grim Draugr").program.automated  # "{1}{S}: CARDNAME gets +1/+0 and gains menace …"
    real_card(SETS["KHM"], "Snow-Covered Forest")
    state = mtg_state({"battlefield": ["Icehide Troll", "Snow-Covered Forest", "Snow-Covered Forest"]})
    troll = card_id(state, "Icehide Troll")
    power, toughness = state.power_toughness(troll)
    _do(state, "activate Icehide Troll")
    assert not state.is_tapped(troll)  # tapping it is the effect, not the cost
    _do(state, "pass", "pass")
    assert state.power_toughness(troll) == (power + 2, toughness) and "indestructible" in state.keywords(troll)
    assert state.is_tapped(troll)


def test_frostpeak_yeti_cant_be_blocked_this_turn_CR_509_1b() -> None:
    # CR 107.4h, CR 509.1b
    assert real_card(SETS["KHM"], "Frostpeak Yeti").program.automated
    real_card(SETS["KHM"], "Snow-Covered Mountain")
    state = mtg_state({"battlefield": ["Frostpeak Yeti", "Snow-Covered Mountain", "Montaña"]},
                      {"battlefield": ["Oso Musgoso"]})
    _do(state, "activate Frostpeak Yeti", "pass", "pass")
    while state.prompt.kind != "atacantes":
        _do(state, "pass")
    _do(state, "attack Frostpeak Yeti", "done")
    yeti = card_id(state, "Frostpeak Yeti")
    while state.counters[1][LIFE] == 20:
        assert not any(a.kind == "block" for a in state.legal_actions())  # the Bear may not block it
        _do(state, "pass" if state.prompt.kind == "prioridad" else "done")
    assert state.counters[1][LIFE] == 20 - state.power_toughness(yeti)[0]


def test_faceless_haven_becomes_a_4_3_of_every_creature_type_CR_613_1d() -> None:
    # CR 107.4h, CR 613.1d, CR 702.73a, CR 205.1b
    from engine.games.mtg.tribal import has_creature_type

    assert real_card(SETS["KHM"], "Faceless Haven").program.automated
    real_card(SETS["KHM"], "Snow-Covered Swamp")
    state = mtg_state({"battlefield": ["Faceless Haven"] + ["Snow-Covered Swamp"] * 3})
    haven = card_id(state, "Faceless Haven")
    assert haven not in state.creatures(0)
    _do(state, "activate Faceless Haven", "pass", "pass")
    assert haven in state.creatures(0) and state.defn(haven).is_land  # still a land
    assert state.power_toughness(haven) == (4, 3) and "vigilance" in state.keywords(haven)
    assert has_creature_type(state.defn(haven), "elf") and has_creature_type(state.defn(haven), "zombie")
    turn = state.turn
    while state.turn == turn:
        _do(state, "pass" if state.prompt.kind == "prioridad" else "done")
    assert haven not in state.creatures(0) and not has_creature_type(state.defn(haven), "elf")
