"""A Battle Step keeps the attacks it found when it asked whether anyone can attack (a speed-up, as
a window keeps its activations): over whole seeded random duels what it keeps is what a fresh
listing finds, and a state changed since (resampled, masked, a monster turned by hand) lists its own."""

from __future__ import annotations

from engine.core import Rng, get_game
from engine.core.actions import Action
from engine.core.copies import without_copies
from engine.games.ygo.battle import battle_actions
from engine.games.ygo.state import YgoState


def _fresh(state: YgoState) -> list[Action]:
    """The Battle Step's legal actions worked out from scratch (YGO CuadroDeReferenciaRapida.8–9)."""
    assert state.prompt is not None
    return without_copies(state, battle_actions(state, state.prompt.player))


def _battle_states(games: int) -> list[YgoState]:
    """A copy of every Battle Step question of ``games`` seeded random duels, each checked on the way."""
    game = get_game("ygo")
    decks = game.demo_pair()
    found: list[YgoState] = []
    for seed in range(games):
        state = game.new_initial_state(decks, seed)
        assert isinstance(state, YgoState)
        rng = Rng(seed)
        while not state.is_terminal():
            if state.prompt is not None and state.prompt.kind == "batalla":
                assert state.listed is not None and state.listed[0] is state.prompt
                assert state.legal_actions() == _fresh(state)
                found.append(state.clone())  # type: ignore[arg-type]
            state.apply_action(rng.choice(state.legal_actions()))
    return found


def test_the_kept_attacks_are_a_fresh_listing_over_whole_games() -> None:
    assert len(_battle_states(12)) >= 100  # the demo duels reach many Battle Steps


def test_a_state_changed_since_lists_its_own_attacks() -> None:
    states = [s for s in _battle_states(4) if any(a.kind == "attack" for a in s.legal_actions())][:8]
    assert len(states) == 8
    for state in states:
        assert state.prompt is not None
        player = state.prompt.player
        for twin in (state.resample_from_infostate(1 - player, Rng(7)), state.masked_for(1 - player)):
            assert isinstance(twin, YgoState)
            assert twin.legal_actions() == _fresh(twin)
        attacker = next(a.cards[0] for a in state.legal_actions() if a.kind == "attack")
        state.apply_action(Action("manual.rotate", player, (attacker,)))  # to Defense Position: it cannot attack
        assert state.legal_actions() == _fresh(state)
        assert all(attacker not in a.cards for a in state.legal_actions())
