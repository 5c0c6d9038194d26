"""Zones (CR 400–408): which zones there are, who sees what in them, where objects go, new
objects after a zone change, and what happens without the stack."""

from __future__ import annotations

from engine.core import get_game
from engine.games.mtg.base import PLUS
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, names, position, prompt_kind


def test_the_game_zones_CR_400_1_CR_408_1() -> None:
    """Library, hand, battlefield, graveyard, stack, exile and command zone."""
    # Checks CR 400.1, CR 408.1
    state = position({"P1": {}, "P2": {}})
    kinds = {name for _owner, name in state.zone_index}
    assert kinds == {"biblioteca", "mano", "campo", "cementerio", "pila", "exilio", "mando"}


def test_public_and_hidden_zones_CR_400_2_CR_401_2_CR_404_2_CR_406_3() -> None:
    """The hand is seen by its owner only, the library by nobody; the graveyard, the
    battlefield and (face-up) exile by everyone."""
    # Checks CR 400.2, CR 401.2, CR 404.2, CR 406.3
    state = position({"P1": {"hand": ["Isla"], "library": ["Bosque"], "graveyard": ["Oso Musgoso"], "exile": ["Lobezno del Claro"],
                             "battlefield": ["Montaña"]}, "P2": {}})
    card = {name: state._card(cid(state, name)) for name in ("Isla", "Bosque", "Oso Musgoso", "Lobezno del Claro", "Montaña")}
    assert state.is_visible_to(0, card["Isla"]) and not state.is_visible_to(1, card["Isla"])
    assert not state.is_visible_to(0, card["Bosque"]) and not state.is_visible_to(1, card["Bosque"])
    for name in ("Oso Musgoso", "Lobezno del Claro", "Montaña"):
        assert state.is_visible_to(0, card[name]) and state.is_visible_to(1, card[name])


def test_a_card_goes_to_its_owners_graveyard_or_hand_CR_400_3_CR_404_1() -> None:
    """P1 steals P2's bear with Cry of Betrayal; when it dies it goes to P2's graveyard."""
    # Checks CR 400.3, CR 404.1
    state = position({"P1": {"battlefield": ["Montaña"] * 4, "hand": ["Grito de Traición", "Chispa Ígnea"]},
                      "P2": {"battlefield": ["Oso Musgoso"]}})
    do(state, "cast Grito de Traición", "target Oso Musgoso", "pass", "P2: pass")
    assert state._card(cid(state, "Oso Musgoso")).controller == 0
    do(state, "cast Chispa Ígnea", "target Oso Musgoso", "pass", "P2: pass")
    assert names(state, 1, "cementerio") == ["Oso Musgoso"] and "Oso Musgoso" not in names(state, 0, "cementerio")


def test_the_deck_becomes_the_library_CR_401_1_CR_402_1() -> None:
    """A new game: each player's deck is their library, less the seven cards drawn into the hand."""
    # Checks CR 401.1, CR 402.1
    game = get_game("mtg")
    decks = game.demo_pair()
    state = game.new_initial_state(decks, 5, {"mulligan": False})
    assert isinstance(state, MtgState)
    for player, deck in enumerate(decks):
        size = sum(entry.count for entry in deck.sections["main"])
        in_hand = len(state.ids(player, "mano"))
        assert in_hand >= 7 and len(state.ids(player, "biblioteca")) + in_hand == size


def test_a_permanent_that_returns_is_a_new_object_CR_403_4_CR_400_7() -> None:
    """The bear with a +1/+1 counter is returned to its owner's hand and cast again: no counter,
    and it cannot attack this turn."""
    # Checks CR 403.4, CR 400.7
    state = position({"P1": {"battlefield": [{"card": "Oso Musgoso", "counters": {"+1/+1": 1}}, "Isla", "Isla", "Bosque", "Bosque"],
                             "hand": ["Reflujo"]}, "P2": {}})
    bear = cid(state, "Oso Musgoso")
    do(state, "cast Reflujo", "target Oso Musgoso", "pass", "P2: pass", "cast Oso Musgoso", "pass", "P2: pass")
    assert state.on_battlefield(bear) and not state._card(bear).counters.get(PLUS) and state.power_toughness(bear) == (2, 2)
    assert state.is_sick(bear)


def test_what_does_not_use_the_stack_CR_405_6_CR_405_6b_CR_405_6c_CR_405_6f_CR_405_6g() -> None:
    """A static anthem, a mana ability, a state-based action and a concession happen with the
    stack untouched."""
    # Checks CR 405.6, CR 405.6b, CR 405.6c, CR 405.6f, CR 405.6g
    state = position({"P1": {"battlefield": ["Capitana de la Guardia", "Oso Musgoso", "Isla", {"card": "Lobezno del Claro", "damage": 1}]},
                      "P2": {}})
    assert state.power_toughness(cid(state, "Oso Musgoso")) == (3, 3) and not state.chain.links
    assert names(state, 0, "cementerio") == [] and state.power_toughness(cid(state, "Lobezno del Claro")) == (3, 2)
    do(state, "tap Isla")
    assert state.pools[0] == {"U": 1} and not state.chain.links
    state = position({"P1": {"battlefield": [{"card": "Oso Musgoso", "damage": 2}]}, "P2": {}})
    assert names(state, 0, "cementerio") == ["Oso Musgoso"] and not state.chain.links
    do(state, "concede")
    assert state.outcome is not None and state.outcome.winner == 1


def test_a_spell_has_its_cards_characteristics_CR_405_4() -> None:
    # Checks CR 405.4
    state = position({"P1": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"]}, "P2": {}})
    spark = cid(state, "Chispa Ígnea")
    do(state, "cast Chispa Ígnea")
    assert state.zone_name_of(spark) == "pila" and state.defn(spark).colors == ("R",) and "instant" in state.defn(spark).types


def test_exiled_cards_and_face_down_ones_CR_406_1_CR_406_2_CR_406_3a() -> None:
    """Twofold Edict exiles a tapped creature face up (everyone sees it); a foretold Demon Bolt is
    exiled face down: its owner knows it, the opponent does not."""
    # Checks CR 406.1, CR 406.2, CR 406.3a
    from tests.mtg.real_cards import SETS, real_card

    state = position({"P1": {"battlefield": ["Llanura"] * 3, "hand": ["Edicto Doble"]},
                      "P2": {"battlefield": [{"card": "Oso Musgoso", "tapped": True}]}})
    do(state, "cast Edicto Doble")
    while prompt_kind(state) != "prioridad":
        options = {state.action_to_string(a) for a in state.legal_actions()}
        do(state, "mode 2" if "mode 2" in options else "done" if "done" in options else "target Oso Musgoso")
    do(state, "pass", "P2: pass")
    bear = state._card(cid(state, "Oso Musgoso"))
    assert state.zone_name_of(bear.id) == "exilio" and state.is_visible_to(0, bear) and state.is_visible_to(1, bear)
    real_card(SETS["KHM"], "Demon Bolt")
    state = position({"P1": {"hand": ["Demon Bolt"], "battlefield": ["Montaña", "Montaña"]}, "P2": {}})
    do(state, "foretell Demon Bolt")
    bolt = state._card(cid(state, "Demon Bolt"))
    assert not bolt.face_up and state.is_visible_to(0, bolt) and not state.is_visible_to(1, bolt)


def test_the_command_zone_holds_the_commander_CR_408_3() -> None:
    # Checks CR 408.3
    state = position({"P1": {"command": ["Yara, Reina del Claro"]}, "P2": {}})
    yara = cid(state, "Yara, Reina del Claro")
    assert state.zone_name_of(yara) == "mando" and yara in state.commanders


def test_any_player_may_count_a_library_but_not_see_it_CR_401_2_CR_401_3() -> None:
    """What P2 is told of P1's zones: the library's size (5) and no card of it; the hand's
    size (2) with its cards unnamed."""
    # Checks CR 401.2, CR 401.3
    state = position({"P1": {"library": ["Isla"] * 5, "hand": ["Bosque", "Isla"]}, "P2": {}})
    seen = {view.key: view for view in state.observation(1).zones}
    assert seen["P1.biblioteca"].count == 5 and seen["P1.biblioteca"].cards == ()
    assert seen["P1.mano"].count == 2 and all(card.name is None for card in seen["P1.mano"].cards)
    own = {view.key: view for view in state.observation(0).zones}
    assert sorted(card.name for card in own["P1.mano"].cards) == ["Bosque", "Isla"]
