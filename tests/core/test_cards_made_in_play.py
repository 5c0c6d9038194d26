"""Cards made in play (tokens) are defined in the state that makes them, never on the game
registered for the whole process: its copies, a saved game read back and both players'
observations know them; the game and the other games of the process do not."""

from __future__ import annotations

from engine.core import get_game
from engine.core.replay import loads, to_text
from engine.core.state import State
from engine.games.mtg.state import MtgState

SETUP = {"P1": {"hand": ["Llamada a la Milicia"], "battlefield": ["Llanura"] * 3}, "P2": {"battlefield": ["Bosque"]}}


def _militia() -> tuple[MtgState, list[int]]:
    """P1 casts Llamada a la Milicia: "Create two 1/1 white Soldier creature tokens" (CR 111.1)."""
    state = get_game("mtg").scenario_state(SETUP, 1, "test", "")
    assert isinstance(state, MtgState)
    for text in ("cast Llamada a la Milicia", "pass", "pass"):
        assert state.prompt is not None
        state.apply_action(state.parse_action(text, state.prompt.player))
    tokens = sorted(state.tokens)
    assert len(tokens) == 2
    return state, tokens


def test_tokens_are_defined_in_the_state_not_on_the_registered_game() -> None:
    game = get_game("mtg")
    before = sorted(card.code for card in game.cards)
    state, tokens = _militia()
    code = state._card(tokens[0]).defn.code
    assert sorted(card.code for card in game.cards) == before  # the registered game is as it was
    assert code in state.card_db and state.card_by_code(code).is_token
    assert code not in game.new_initial_state(game.demo_pair(), 1).card_db  # another game does not see it


def test_copies_saved_games_and_both_players_views_know_the_token() -> None:
    state, tokens = _militia()
    code = state._card(tokens[0]).defn.code
    copies: list[State] = [state.clone(), state.masked_for(1), loads(to_text(state))]
    for copy in copies:
        assert copy.card_by_code(code) == state.card_by_code(code)
    assert loads(to_text(state)).state_hash() == state.state_hash()
    for viewer in (0, 1, None):
        shown = {view.code for zone in state.observation(viewer).zones for view in zone.cards}
        assert code in shown
    state.undo(2)  # before it resolved: no token, and none defined
    assert code not in state.card_db


def test_a_transformed_card_shows_a_face_the_table_finds_by_its_code() -> None:
    """CR 712.8e: a transformed permanent has its back face's characteristics; the code its view
    shows (the back face's) is one the table finds, though no deck lists it."""
    from engine.games.mtg.faces import transform

    game = get_game("mtg")
    front = game.cards.by_code("TMC-004")
    state = game.scenario_state({"P1": {"battlefield": [front.name]}, "P2": {}}, 1, "test", "")
    assert isinstance(state, MtgState)
    card_id = state.battlefield(0)[0]
    assert transform(state, card_id)
    code = next(view.code for zone in state.observation(1).zones for view in zone.cards if view.id == card_id)
    assert code is not None and code not in game.cards
    assert state.card_by_code(code) is state._card(card_id).defn
