"""Treasure tokens (engine/games/mtg/treasure.py), CR 111.10a, with Kaldheim's Seize the Spoils
loaded from the card data."""

from __future__ import annotations

from engine.games.mtg.oracle import compile_text
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _spoils() -> tuple[MtgState, int]:
    """Seize the Spoils cast (discarding a Forest) and resolved: two cards drawn and a Treasure."""
    assert real_card(SETS["KHM"], "Seize the Spoils").program.automated
    state = mtg_state({"hand": ["Seize the Spoils", "Bosque"], "battlefield": ["Montaña"] * 3 + ["Bosque"],
                       "library": ["Oso Musgoso"] * 2 + ["Isla"] * 3})
    _do(state, "cast Seize the Spoils")
    assert state.prompt.kind == "descartar_coste"  # CR 118.8: discard a card as it is cast
    state.apply_action(state.legal_actions()[0])
    _do(state, "pass", "pass")
    treasures = [c for c in state.battlefield(0) if c in state.tokens]
    assert len(treasures) == 1
    return state, treasures[0]


def test_seize_the_spoils_draws_two_and_creates_a_treasure_CR_111_10a() -> None:
    # CR 111.10a, CR 111.4, CR 608.2c
    state, treasure = _spoils()
    assert [state.defn(c).name for c in state.ids(0, "mano")] == ["Oso Musgoso", "Oso Musgoso"]
    defn = state.defn(treasure)
    assert defn.types == frozenset({"artifact"}) and "treasure" in defn.subtypes and defn.colors == ()
    assert not defn.is_creature and defn.name_en == "Treasure Token"  # CR 111.4: its subtype and "Token"
    actions = {state.action_text_for(a, 0, lang="en") for a in state.legal_actions() if a.kind == "tap"}
    assert {f"tap {defn.name} for {c}" for c in "WUBRG"} <= actions  # one mana of any color


def test_a_treasure_is_sacrificed_for_one_mana_of_any_color_CR_701_17a() -> None:
    # CR 111.10a, CR 605.3b, CR 701.17a, CR 704.5d
    state, treasure = _spoils()
    assert state.defn(treasure).name == "Ficha Tesoro"
    _do(state, "tap Ficha Tesoro for G")
    assert state.pools[0] == {"G": 1}
    assert treasure not in state.tokens and treasure not in state.battlefield(0)  # sacrificed: it ceases to exist
    assert state.prompt.player == 0 and state.prompt.kind == "prioridad"  # a mana ability: no stack (CR 605.3b)
    _do(state, "cast Oso Musgoso")  # {1}{G}: the Treasure's {G} and the untapped Forest
    bear = card_id(state, "Oso Musgoso")
    assert state.zone_name_of(bear) == "pila" and not state.pools[0].get("G")


def test_treasure_lines_compile_CR_111_10a() -> None:
    # CR 111.10a, CR 608.2c
    made = compile_text("Create two Treasure tokens.", "Test", frozenset({"sorcery"}))
    assert made.automated and made.abilities[0].effects[0].amount == 2
    both = compile_text("Draw a card and create a Treasure token.", "Test", frozenset({"sorcery"}))
    assert [e.op for e in both.abilities[0].effects] == ["draw", "token"]
    mana = compile_text("{T}, Sacrifice this artifact: Add one mana of any color.", "Test", frozenset({"artifact"}))
    assert mana.abilities[0].kind == "mana" and mana.abilities[0].sacrifice and mana.abilities[0].mana == tuple("WUBRG")
