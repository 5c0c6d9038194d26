"""Two targets that share a creature type (engine/games/mtg/kin_targets.py), with Kaldheim's
Raise the Draugr loaded from the card data: CR 601.2c, 700.2, 702.73a."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import do, names, refusal
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _draugr(graveyard: list[str]) -> MtgState:
    assert real_card(SETS["KHM"], "Raise the Draugr").program.automated
    real_card(SETS["LEA"], "Grizzly Bears")
    real_card(SETS["KHM"], "Mistwalker")
    state = mtg_state({"hand": ["Raise the Draugr"], "battlefield": ["Pantano"] * 2, "graveyard": graveyard})
    do(state, "cast Raise the Draugr", "mode 2")
    return state


def _offered(state: MtgState) -> set[str]:
    return {state.action_to_string(a) for a in state.legal_actions()}


def test_raise_the_draugr_returns_two_of_a_kind_CR_601_2c() -> None:
    # CR 601.2c: the Wolf shares no creature type with another card there; the second must be the other Bear
    state = _draugr(["Oso Musgoso", "Lobezno del Claro", "Grizzly Bears"])
    assert _offered(state) == {"target Oso Musgoso", "target Grizzly Bears"}
    assert refusal(state, "target Lobezno del Claro") == "CR 601.2c"
    do(state, "target Oso Musgoso")
    assert _offered(state) == {"target Grizzly Bears"}
    do(state, "target Grizzly Bears", "pass", "pass")
    assert sorted(names(state, 0, "mano")) == ["Grizzly Bears", "Oso Musgoso"]
    assert sorted(names(state, 0, "cementerio")) == ["Lobezno del Claro", "Raise the Draugr"]


def test_a_changeling_shares_a_type_with_anything_CR_702_73a() -> None:
    # CR 702.73a: Mistwalker is a Wolf too
    state = _draugr(["Lobezno del Claro", "Mistwalker"])
    do(state, "target Lobezno del Claro")
    assert _offered(state) == {"target Mistwalker"}


def test_without_two_of_a_kind_only_the_first_mode_CR_700_2a() -> None:
    # CR 700.2a, CR 601.2c: a mode whose targets can't all be chosen can't be chosen
    assert real_card(SETS["KHM"], "Raise the Draugr").program.automated
    state = mtg_state({"hand": ["Raise the Draugr"], "battlefield": ["Pantano"] * 2,
                       "graveyard": ["Oso Musgoso", "Lobezno del Claro"]})
    do(state, "cast Raise the Draugr")
    assert refusal(state, "mode 2") == "CR 700.2a"
    do(state, "mode 1", "target Lobezno del Claro", "pass", "pass")
    assert names(state, 0, "mano") == ["Lobezno del Claro"]
