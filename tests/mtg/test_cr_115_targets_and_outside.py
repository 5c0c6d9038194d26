"""Targets of keyword and modal abilities (CR 115.1e, 115.8) and what is outside the game
(CR 400.11), with the demo cards."""

from __future__ import annotations

from engine.core import get_game
from engine.core.deck import Deck, DeckEntry
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do, position


def test_equip_is_a_targeted_activated_ability_CR_115_1e() -> None:
    # Checks CR 115.1e
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Espada de Hierro Viejo", "Bosque", "Bosque"]}, "P2": {}})
    do(state, "activate Espada de Hierro Viejo")
    assert state.prompt.kind == "objetivo" and {state.action_to_string(a) for a in state.legal_actions()} == {"target Oso Musgoso"}


def test_each_mode_has_its_own_targets_CR_115_8() -> None:
    """Druid's Decision: the first mode targets a creature, the second an artifact or enchantment."""
    # Checks CR 115.8
    def options(mode: int) -> set[str]:
        state = position({"P1": {"battlefield": ["Bosque", "Bosque", "Oso Musgoso"], "hand": ["Decisión del Druida"]},
                          "P2": {"battlefield": ["Muralla de Savia"]}})
        do(state, "cast Decisión del Druida", f"mode {mode}")
        while state.prompt.kind != "objetivo":
            do(state, "done")
        return {state.action_to_string(a) for a in state.legal_actions()}

    assert "target Oso Musgoso" in options(1) and "target Muralla de Savia" not in options(1)
    assert options(2) == {"target Muralla de Savia"}


def test_the_sideboard_is_outside_the_game_CR_400_11_CR_400_11a() -> None:
    """A deck's sideboard cards are in no zone of the game."""
    # Checks CR 400.11, CR 400.11a
    game = get_game("mtg")
    green, blue = game.demo_pair()
    sided = Deck("mtg", green.name, {"main": list(green.sections["main"]), "side": [DeckEntry(2, game.cards.find("Negación"))]})  # type: ignore[arg-type]
    state = game.new_initial_state([sided, blue], 4, {"mulligan": False})
    assert isinstance(state, MtgState)
    assert not any(e.card.name == "Negación" for e in green.sections["main"])  # only in the sideboard
    owned_by_p1 = [state.defn(c).name for zone in state.zones for c in zone if state._card(c).owner == 0]
    assert "Negación" not in owned_by_p1
