"""Kaldheim's Battle of Frost and Fire, loaded from the card data: "I — CARDNAME deals 4 damage to each
non-Giant creature and each planeswalker." (type_sweepers, CR 120.3, 120.3c) and "III — Whenever you
cast a spell with mana value 5 or greater this turn, draw two cards, then discard a card."
(this_turn_triggers: a delayed trigger for the turn, CR 603.7b, 601.2i, 202.3); Showdown of the
Skalds' "II, III — Whenever you cast a spell this turn, put a +1/+1 counter on target creature you
control." reads the same way."""

from __future__ import annotations

from engine.games.mtg.base import DAMAGE, LOYALTY
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, names
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state

LANDS = ["Isla", "Montaña", "Bosque", "Bosque", "Bosque", "Bosque", "Bosque"]


def _next_main(state: MtgState) -> None:
    """Play on to P1's first priority in their next precombat main phase."""
    turn = state.turn
    while not (state.turn > turn and state.turn_player == 0 and state.phase == "principal1" and state.prompt.kind == "prioridad"):
        do(state, "pass" if state.prompt.kind == "prioridad" else "done")


def _battle(mine: list[str], theirs: list[object]) -> MtgState:
    assert real_card(SETS["KHM"], "Battle of Frost and Fire").program.automated
    for name in ("Grizzled Outrider", "Kaya the Inexorable"):
        real_card(SETS["KHM"], name)
    real_card(SETS["LEA"], "Hill Giant")
    state = mtg_state({"hand": ["Battle of Frost and Fire", "Oso Musgoso", "Grizzled Outrider"], "battlefield": LANDS + mine,
                       "library": ["Isla"] * 10}, {"battlefield": theirs, "library": ["Isla"] * 10})
    do(state, "cast Battle of Frost and Fire", "pass", "pass", "pass", "pass")  # chapter I resolves
    return state


def test_chapter_one_spares_giants_and_hits_planeswalkers_CR_120_3() -> None:
    # CR 120.3, CR 120.3c, CR 704.5g
    state = _battle(["Hill Giant", "Oso Musgoso"], [{"card": "Kaya the Inexorable", "counters": {LOYALTY: 5}}, "Grizzled Outrider"])
    hit = {state.defn(c).name: state._card(c).counters for c in state.battlefield() if "land" not in state.defn(c).types}
    assert hit["Hill Giant"] == {}  # a Giant: spared
    assert names(state, 0, "cementerio") == ["Oso Musgoso"]  # 2/2: destroyed by lethal damage (CR 704.5g)
    assert hit["Grizzled Outrider"] == {DAMAGE: 4} and hit["Kaya the Inexorable"] == {LOYALTY: 1}


def test_chapter_three_draws_for_each_big_spell_this_turn_CR_603_7b() -> None:
    # CR 603.7a, CR 603.7b, CR 601.2i, CR 202.3
    state = _battle([], [])
    _next_main(state)
    do(state, "pass", "pass")  # chapter II: scry 3
    while state.prompt.kind != "prioridad":
        do(state, "done")
    _next_main(state)
    do(state, "pass", "pass")  # chapter III; the Saga is then sacrificed
    assert state.zone_name_of(cid(state, "Battle of Frost and Fire")) == "cementerio"
    hand = len(state.ids(0, "mano"))
    do(state, "cast Oso Musgoso")  # mana value 2: no trigger
    assert not state.triggers and len(state.chain.links) == 1
    do(state, "pass", "pass", "cast Grizzled Outrider")  # mana value 5
    assert [link.source for link in state.chain.links][-1] == cid(state, "Battle of Frost and Fire")
    do(state, "pass", "pass")
    assert state.prompt.kind == "descartar" and len(state.ids(0, "mano")) == hand - 2 + 2
    do(state, "discard Isla")
    assert len(state.ids(0, "mano")) == hand - 2 + 1


def test_showdown_of_the_skalds_chapters_read_as_cast_triggers() -> None:
    # CR 603.7b, CR 714.2b
    showdown = real_card(SETS["KHM"], "Showdown of the Skalds")
    delayed = [a for a in showdown.program.abilities if a.trigger.startswith("cast_this_turn")]
    assert [a.count for a in showdown.program.abilities if a.trigger == "chapter"] == ["1", "2,3"]
    assert len(delayed) == 1 and delayed[0].targets == ("creature_you_control",)
