"""Kaldheim's Waking the Trolls, loaded from the card data (engine/games/mtg/land_difference.py):
"II — Put target land card from a graveyard onto the battlefield under your control." (CR 115.1,
110.2) and "III — Choose target opponent. If they control fewer lands than you, create a number of
4/4 green Troll Warrior creature tokens with trample equal to the difference." (CR 608.2h, 111.1)."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _next_main(state: MtgState) -> None:
    """Play on to P1's next precombat main phase, where the next chapter asks for its target."""
    turn = state.turn
    while not (state.turn > turn and state.turn_player == 0 and state.phase == "principal1" and state.prompt.kind == "objetivo"):
        do(state, "pass" if state.prompt.kind == "prioridad" else "done")


def _trolls(state: MtgState) -> list[int]:
    return [c for c in state.battlefield(0) if c in state.tokens and state.defn(c).subtypes == ("troll", "warrior")]


def _waking(theirs: list[str]) -> MtgState:
    """Waking the Trolls cast, chapter I destroying P2's first Island."""
    assert real_card(SETS["KHM"], "Waking the Trolls").program.automated
    state = mtg_state({"hand": ["Waking the Trolls"], "battlefield": ["Bosque"] * 5 + ["Montaña"], "library": ["Isla"] * 8},
                      {"battlefield": theirs, "graveyard": ["Oso Musgoso"], "library": ["Isla"] * 8})
    do(state, "cast Waking the Trolls", "pass", "pass", "target Isla", "pass", "pass")
    return state


def test_chapter_two_takes_a_land_from_any_graveyard_CR_115_1() -> None:
    # CR 115.1, CR 110.2, CR 601.2c
    state = _waking(["Isla", "Isla"])
    assert sorted(state.defn(c).name for c in state.ids(1, "cementerio")) == ["Isla", "Oso Musgoso"]
    _next_main(state)
    assert state.prompt.kind == "objetivo"
    assert refusal(state, "target Oso Musgoso") == "CR 601.2c"  # not a land card
    do(state, "target Isla@P2.cementerio.1", "pass", "pass")
    assert len([c for c in state.battlefield(0) if state.defn(c).is_land]) == 7 and len(state.battlefield(1)) == 1


def test_chapter_three_makes_up_the_difference_in_lands_CR_608_2h() -> None:
    # CR 608.2h, CR 111.1
    state = _waking(["Isla", "Isla"])
    _next_main(state)
    do(state, "target Isla@P2.cementerio.1", "pass", "pass")  # 7 lands against 1
    _next_main(state)
    do(state, "target P2", "pass", "pass")
    trolls = _trolls(state)
    assert len(trolls) == 7 - 1 and state.power_toughness(trolls[0]) == (4, 4) and state.has(trolls[0], "trample")


def test_no_trolls_when_they_have_as_many_lands_CR_608_2c() -> None:
    # CR 608.2c
    state = _waking(["Isla"] * 9)  # 8 after chapter I
    _next_main(state)
    do(state, "target Isla@P2.cementerio.1", "pass", "pass")  # 7 against 7
    _next_main(state)
    do(state, "target P2", "pass", "pass")
    assert _trolls(state) == [] and state.zone_name_of(cid(state, "Waking the Trolls")) == "cementerio"
