"""X as "the greatest number of creatures you control that have a creature type in common"
(engine/games/mtg/shared_types.py), with Kaldheim's Skemfar Shadowsage (a modal enters trigger,
CR 700.2) and Basalt Ravager loaded from the card data: CR 107.3a, 608.2h, 702.73a."""

from __future__ import annotations

from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _khm(*cards: str) -> None:
    for name in cards:
        assert real_card(SETS["KHM"], name).program.automated, name


def _shadowsage() -> MtgState:
    _khm("Skemfar Shadowsage", "Deathknell Berserker", "Renegade Reaper", "Mistwalker")
    state = mtg_state({"hand": ["Skemfar Shadowsage"],
                       "battlefield": ["Pantano"] * 4 + ["Deathknell Berserker", "Renegade Reaper", "Mistwalker"]})
    do(state, "cast Skemfar Shadowsage", "pass", "pass")
    return state


def test_skemfar_shadowsage_counts_the_largest_tribe_with_changelings_CR_702_73a() -> None:
    # CR 700.2, CR 608.2h, CR 702.73a: Elves are the Shadowsage, the Berserker and the changeling Mistwalker
    state = _shadowsage()
    assert state.prompt.kind == "modo" and {state.action_to_string(a) for a in state.legal_actions()} == {"mode 1", "mode 2"}
    do(state, "mode 1", "pass", "pass")
    assert state.counters[1][LIFE] == 17 and state.counters[0][LIFE] == 20
    state = _shadowsage()
    do(state, "mode 2", "pass", "pass")
    assert state.counters[0][LIFE] == 23 and state.counters[1][LIFE] == 20


def test_a_mode_the_trigger_does_not_have_is_refused_CR_700_2a() -> None:
    # CR 700.2a: the modes are chosen as the ability is put on the stack, among its own
    state = _shadowsage()
    assert refusal(state, "mode 3") == "CR 700.2a"


def test_basalt_ravager_deals_x_counted_as_it_resolves_CR_608_2h() -> None:
    # CR 608.2h: Inga and the Ravager are Wizards (2); the Bears share no type with them
    _khm("Basalt Ravager")
    real_card(SETS["KHM"], "Inga Rune-Eyes")
    state = mtg_state({"hand": ["Basalt Ravager"], "battlefield": ["Montaña"] * 4 + ["Inga Rune-Eyes", "Oso Musgoso"]})
    do(state, "cast Basalt Ravager", "pass", "pass", "target P2", "pass", "pass")
    assert state.counters[1][LIFE] == 18


def test_littjara_kinseekers_grows_only_among_its_kin_CR_603_4() -> None:
    # CR 603.4, CR 702.73a: the changeling Kinseekers is a Bear beside two Bears (three), not beside a Bear and a Wolf
    _khm("Littjara Kinseekers")
    for others, grown in ((["Oso Musgoso", "Oso Musgoso"], True), (["Oso Musgoso", "Lobezno del Claro"], False)):
        state = mtg_state({"hand": ["Littjara Kinseekers"], "battlefield": ["Isla"] * 4 + others,
                           "library": ["Bosque", "Isla"]})
        do(state, "cast Littjara Kinseekers", "pass", "pass")
        assert bool(state.chain.links) == grown, others  # no trigger at all when the condition is false
        if grown:
            do(state, "pass", "pass")
            assert state.prompt.kind == "adivinar" and len(state.scry[1]) == 1  # then scry 1
            do(state, "bottom Bosque")
        kinseekers = next(c for c in state.battlefield(0) if state.defn(c).name == "Littjara Kinseekers")
        assert state.power_toughness(kinseekers) == ((3, 5) if grown else (2, 4))  # a 2/4
