"""Instructions that use the creature sacrificed as a cost (engine/games/mtg/sacrificed_value.py)
with Alpha's Sacrifice loaded from the card data: "As an additional cost to cast this spell,
sacrifice a creature. Add an amount of {B} equal to the sacrificed creature's mana value." —
CR 118.8, 608.2h, 106.3."""

from __future__ import annotations

from tests.mtg.cr_helpers import do, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def test_sacrifice_adds_black_mana_of_the_creatures_mana_value_CR_608_2h() -> None:
    # CR 118.8, CR 608.2h, CR 106.3
    assert real_card(SETS["LEA"], "Sacrifice").program.automated
    real_card(SETS["LEA"], "Craw Wurm")  # mana value 6
    state = mtg_state({"hand": ["Sacrifice"], "battlefield": ["Pantano", "Craw Wurm", "Oso Musgoso"]})
    do(state, "cast Sacrifice")
    assert refusal(state, "sacrifice Pantano") == "CR 118.8"  # a creature, not a land
    do(state, "sacrifice Craw Wurm", "pass", "pass")
    assert state.pools[0] == {"B": 6} and [state.defn(c).name for c in state.battlefield(0)] == ["Pantano", "Oso Musgoso"]
