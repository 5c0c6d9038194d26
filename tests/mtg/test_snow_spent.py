"""Mana from snow sources spent to cast a spell (engine/games/mtg/snow_spent.py, next_untap.py) with
Kaldheim's Graven Lore, Search for Glory and Berg Strider loaded from the card data: "the amount of
{S} spent to cast this spell" (CR 107.4h, 601.2h, 608.2h), "If {S} was spent to cast this spell"
(CR 608.2c) and "doesn't untap during its controller's next untap step" (CR 502.3)."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.games.mtg.base import LIFE
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _lands(snow: int, plain: int, kind: str = "Island") -> list[str]:
    real_card(SETS["KHM"], f"Snow-Covered {kind}")
    return [f"Snow-Covered {kind}"] * snow + [{"Island": "Isla", "Plains": "Llanura"}[kind]] * plain


def test_graven_lore_scries_the_snow_mana_spent_CR_107_4h() -> None:
    # CR 107.4h, CR 601.2h, CR 608.2h: three snow Islands among seven lands, all three tapped for it
    assert real_card(SETS["KHM"], "Graven Lore").program.automated
    state = mtg_state({"hand": ["Graven Lore"], "battlefield": _lands(3, 4)})
    _do(state, "cast Graven Lore", "pass", "pass")
    assert state.prompt.kind == "adivinar" and state.scry is not None and len(state.scry[1]) == 3
    assert sum(state.is_tapped(c) for c in state.battlefield(0) if "snow" in state.defn(c).supertypes) == 3
    _do(state, "done")
    assert len(state.ids(0, "mano")) == 3  # then draw three cards


def test_graven_lore_without_snow_mana_only_draws_CR_107_4h() -> None:
    # CR 107.4h: mana from lands that are not snow is no {S}: scry 0, then draw three
    real_card(SETS["KHM"], "Graven Lore")
    state = mtg_state({"hand": ["Graven Lore"], "battlefield": _lands(0, 5)})
    _do(state, "cast Graven Lore", "pass", "pass")
    assert state.scry is None and len(state.ids(0, "mano")) == 3


def test_search_for_glory_finds_snow_legendary_or_saga_and_gains_per_snow_CR_701_19a() -> None:
    # CR 701.19a, CR 205.4g, CR 107.4h: two of its three mana from snow Plains
    assert real_card(SETS["KHM"], "Search for Glory").program.automated
    for name in ("Inga Rune-Eyes", "The Raven's Warning", "Priest of the Haunted Edge"):
        real_card(SETS["KHM"], name)
    state = mtg_state({"hand": ["Search for Glory"], "battlefield": _lands(2, 1, "Plains"),
                       "library": ["Oso Musgoso", "Inga Rune-Eyes", "The Raven's Warning", "Priest of the Haunted Edge"]})
    _do(state, "cast Search for Glory", "pass", "pass")
    assert state.prompt.kind == "buscar"
    assert {state.action_to_string(a) for a in state.legal_actions()} == {
        "find Inga Rune-Eyes", "find The Raven's Warning", "find Priest of the Haunted Edge", "done"}
    with pytest.raises(IllegalActionError) as refused:  # a bear is neither snow, legendary nor a Saga
        state.apply_action(Action("find", 0, (card_id(state, "Oso Musgoso"),)))
    assert refused.value.rule.id == "CR 701.19a"
    _do(state, "find The Raven's Warning")
    assert [state.defn(c).name for c in state.ids(0, "mano")] == ["The Raven's Warning"]
    assert state.counters[0][LIFE] == 22


def _strider(snow: int) -> tuple[MtgState, int]:
    assert real_card(SETS["KHM"], "Berg Strider").program.automated
    state = mtg_state({"hand": ["Berg Strider"], "battlefield": _lands(snow, 5 - snow)},
                      {"battlefield": ["Oso Musgoso"]})
    bear = card_id(state, "Oso Musgoso")
    _do(state, "cast Berg Strider", "pass", "pass")
    _do(state, "target Oso Musgoso", "pass", "pass")
    assert state.is_tapped(bear)
    return state, bear


def _opponents_upkeep(state: MtgState) -> None:
    while state.turn_player != 1 or state.step in ("enderezar", None):
        _do(state, "done" if state.prompt.kind == "atacantes" else "pass")


def test_berg_strider_with_snow_keeps_it_tapped_CR_502_3() -> None:
    # CR 608.2c, CR 502.3: {S} was spent, so the bear stays tapped in its controller's next untap step
    state, bear = _strider(snow=1)
    _opponents_upkeep(state)
    assert state.is_tapped(bear)


def test_berg_strider_without_snow_only_taps_CR_608_2c() -> None:
    # CR 608.2c: no {S} spent, the condition is false; CR 502.3: it untaps as usual
    state, bear = _strider(snow=0)
    _opponents_upkeep(state)
    assert not state.is_tapped(bear)


def test_berg_strider_cannot_target_your_own_creature_CR_601_2c() -> None:
    # CR 601.2c, CR 115.1: "an opponent controls"
    real_card(SETS["KHM"], "Berg Strider")
    real_card(SETS["KHM"], "Inga Rune-Eyes")
    state = mtg_state({"hand": ["Berg Strider"], "battlefield": [*_lands(5, 0), "Oso Musgoso"]},
                      {"battlefield": ["Inga Rune-Eyes"]})
    _do(state, "cast Berg Strider", "pass", "pass")
    assert state.prompt.kind == "objetivo"
    with pytest.raises(IllegalActionError) as refused:
        _do(state, "target Oso Musgoso")
    assert refused.value.rule.id == "CR 601.2c"
    assert not state.is_tapped(card_id(state, "Oso Musgoso"))
