"""When a test plays the human's seat of a game in the window, as a person would."""

from __future__ import annotations

from desktop.session import GameSession


def human_deciding(session: GameSession) -> bool:
    """The human is to decide now: it is their turn to act, no bot is thinking, and the window is
    not about to pass for them (auto-pass: a pass, or a pass and mana abilities, is all they may
    do). Right after a change the pass is only queued; a test that acted then raced it."""
    player = session.state.current_player()
    if player is None or not session.human_to_act() or session.thinking:
        return False
    return session.automatic_pass(session.state.observation(player), session.state.legal_actions(), player) is None
