"""Equipment that make their own bearer (engine/games/mtg/token_attach.py), with Kaldheim's
Dwarven Hammer loaded from the card data: "you may pay {2}. If you do, create a 2/1 red Dwarf
Berserker creature token, then attach CARDNAME to it" (CR 118.12, 111.1, 701.3a)."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _hammer(answer: str) -> MtgState:
    assert real_card(SETS["KHM"], "Dwarven Hammer").program.automated
    state = mtg_state({"hand": ["Dwarven Hammer"], "battlefield": ["Montaña"] * 5 + ["Oso Musgoso"]})
    for text in ("cast Dwarven Hammer", "pass", "pass", "pass", "pass", answer):
        state.apply_action(state.parse_action(text, state.prompt.player))
    return state


def test_dwarven_hammer_equips_the_token_it_creates_CR_701_3a() -> None:
    # CR 701.3a, CR 111.1, CR 118.12
    state = _hammer("yes")
    hammer = card_id(state, "Dwarven Hammer")
    (token,) = [c for c in state.battlefield(0) if c in state.tokens]
    assert state._card(hammer).attached_to == token
    assert state.power_toughness(token) == (5, 1) and "trample" in state.keywords(token)  # 2/1 with +3/+0 and trample
    assert state.power_toughness(card_id(state, "Oso Musgoso")) == (2, 2)


def test_dwarven_hammer_unpaid_makes_nothing() -> None:
    state = _hammer("no")
    assert not state.tokens and state._card(card_id(state, "Dwarven Hammer")).attached_to is None
