"""Lords that only grant a keyword or name two creature types (engine/games/mtg/tribal.py,
CR 613.1f, 613.4c) with the back faces of Innistrad's Kruin Outlaw ("Werewolves you control have
menace") and Mayor of Avabruck ("Each other creature you control that's a Werewolf or a Wolf gets
+1/+1") loaded from the card data."""

from __future__ import annotations

from engine.games.mtg.faces import transform
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state

OUTLAW = "Kruin Outlaw // Terror of Kruin Pass"
MAYOR = "Mayor of Avabruck // Howlpack Alpha"
SHEPHERD = "Gatstaf Shepherd // Gatstaf Howler"


def _with_back_face(lord: str, mine: list[str], theirs: list[str]) -> tuple[MtgState, int]:
    card = real_card(SETS["ISD"], lord)
    assert card.program.automated
    state = mtg_state({"battlefield": [card.name, *mine]}, {"battlefield": theirs})
    source = state.battlefield(0)[0]
    assert transform(state, source)  # CR 701.28a: the back face is up
    return state, source


def test_terror_of_kruin_pass_gives_your_werewolves_menace_CR_613_1f() -> None:
    shepherd = real_card(SETS["ISD"], SHEPHERD).name
    state, terror = _with_back_face(OUTLAW, [shepherd, "Oso Musgoso"], [shepherd])
    mine, bear = card_id(state, shepherd), card_id(state, "Oso Musgoso")
    (theirs,) = state.battlefield(1)
    assert "menace" in state.keywords(mine) and "menace" in state.keywords(terror)  # a Werewolf itself
    assert "menace" not in state.keywords(bear) and "menace" not in state.keywords(theirs)
    assert state.power_toughness(mine) == (2, 2)  # a keyword only


def test_terror_of_kruin_pass_front_face_gives_nothing() -> None:
    shepherd = real_card(SETS["ISD"], SHEPHERD).name
    outlaw = real_card(SETS["ISD"], OUTLAW).name
    state = mtg_state({"battlefield": [outlaw, shepherd]})
    assert "menace" not in state.keywords(card_id(state, shepherd))


def test_howlpack_alpha_pumps_other_werewolves_and_wolves_CR_613_4c() -> None:
    shepherd = real_card(SETS["ISD"], SHEPHERD).name
    real_card(SETS["ISD"], "Darkthicket Wolf")
    state, alpha = _with_back_face(MAYOR, [shepherd, "Darkthicket Wolf", "Oso Musgoso"], ["Darkthicket Wolf"])
    assert state.power_toughness(card_id(state, shepherd)) == (3, 3)  # a Werewolf
    mine_wolf = [c for c in state.battlefield(0) if state.defn(c).name == "Darkthicket Wolf"][0]
    assert state.power_toughness(mine_wolf) == (3, 3)  # a Wolf
    assert state.power_toughness(card_id(state, "Oso Musgoso")) == (2, 2)
    assert state.power_toughness(state.battlefield(1)[0]) == (2, 2)  # not yours
    assert state.power_toughness(alpha) == (3, 3)  # "other": its printed 3/3
