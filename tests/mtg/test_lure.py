""""All creatures able to block enchanted creature do so." (engine/games/mtg/lure.py), CR 509.1c,
with Alpha's Lure loaded from the card data: blocks that leave out a creature able to block the
lured attacker are refused."""

from __future__ import annotations

from tests.mtg.cr_helpers import do, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_lure_makes_every_able_creature_block_the_enchanted_one_CR_509_1c() -> None:
    # CR 509.1c, CR 509.1b, CR 702.9b
    assert real_card(SETS["LEA"], "Lure").program.automated
    state = mtg_state({"hand": ["Lure"], "battlefield": ["Oso Musgoso", "Grifo Vigía", "Bosque", "Bosque", "Bosque"]},
                      {"battlefield": ["Oso Musgoso", "Muro de Escarcha"]})
    do(state, "cast Lure", "target Oso Musgoso@P1.campo.1", "pass", "pass")
    while state.prompt.kind != "atacantes":
        do(state, "pass")
    do(state, "attack Oso Musgoso@P1.campo.1", "attack Grifo Vigía", "done")
    while state.prompt.kind != "bloqueadores":
        do(state, "pass")
    assert refusal(state, "done") == "CR 509.1c"  # no blocks: both could block the lured Bear
    do(state, "block Oso Musgoso@P1.campo.1 with Oso Musgoso@P2.campo.1")
    assert refusal(state, "done") == "CR 509.1c"  # the Wall could too
    do(state, "block Oso Musgoso@P1.campo.1 with Muro de Escarcha", "done")
    assert sorted(state.defn(b).name for b, _a in state.blockers) == ["Muro de Escarcha", "Oso Musgoso"]
