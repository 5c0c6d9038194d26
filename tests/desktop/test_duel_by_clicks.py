"""A whole demo duel of every game against the bot, played through the window with clicks and
keys only (issue 21, "every action by click and keyboard"): no drag, no signal emitted by the
test. Each decision is one of the engine's legal actions, done by its click path — the card,
the line of its menu, the lit target or the prompt bar's button — or by its keyboard path (Tab to
the card, Return, Down and Return in its menu, Space for the main answer).

Each game's seed (of the deal, the bot and the test's choices) gives a short duel that still
holds its kinds of decision: Eliria 3 (first player, play, set, flip, move, attack, react),
Magic 12 (mulligan and cards to the bottom, land, spells with targets, an activated ability,
attacks), Mitos y Leyendas 10 (play, battle, attack, block), SiX 11 (mulligan, play, equip,
choose, combat, attack, block), Yu-Gi-Oh! 11 (summon, set, flip, position, activate, target,
battle, attack)."""

from __future__ import annotations

import pytest

from desktop.dialogs.new_game import NewGameSettings
from engine.core import Rng, game_names, get_game
from tests.desktop.clicks import perform, settled
from tests.desktop.deciding import human_deciding
from tests.desktop.tables import shown_window

SEEDS = {"eliria": 3, "mtg": 12, "myl": 10, "six": 11, "ygo": 11}
#: Attacks and blocks are favoured so that the duels end sooner; every kind is still chosen.
WEIGHTS = {"attack": 4, "block": 3, "combat": 3, "battle": 3, "play": 2, "cast": 2, "summon": 2}


@pytest.mark.parametrize("game", game_names())
def test_a_whole_duel_by_clicks_and_keys(qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    window = shown_window(qtbot)
    seed = SEEDS[game]
    window.games.start(NewGameSettings(game, get_game(game).demo_pair(), "bot", "random", seed, False))
    session = window.session
    actions = window.table.card_actions
    assert session is not None and actions is not None
    rng = Rng(seed)
    moves = keyboard_moves = 0
    kinds: set[str] = set()
    for _ in range(2500):
        qtbot.waitUntil(lambda: session.state.is_terminal() or human_deciding(session))
        if session.state.is_terminal():
            break
        # the cards land, as a person waits, unless the duel moved on meanwhile (auto-passing)
        qtbot.waitUntil(lambda: settled(window) or not session.human_to_act() or session.thinking)
        if not session.human_to_act() or session.thinking:
            continue  # passed automatically meanwhile; the bot plays
        before = len(session.state.history)
        pairs = list(zip(session.legal_actions(), session.legal_gestures()))
        action, gesture = rng.weighted(pairs, [WEIGHTS.get(a.kind, 1) for a, _g in pairs])
        keyboard = rng.below(3) == 0
        perform(window, action, gesture, keyboard)
        try:
            qtbot.waitUntil(lambda: len(session.state.history) > before or session.state.is_terminal())
        except Exception:
            raise AssertionError(f"{action} ({gesture}, keyboard={keyboard}) did nothing at {session.state.prompt}: "
                                 f"{window.statusBar().currentMessage()}")
        moves += 1
        keyboard_moves += keyboard
        kinds.add(action.kind)
    assert session.state.is_terminal(), f"{game}: the duel did not end in {moves} moves"
    assert moves > 10 and keyboard_moves > 2
    assert kinds & {"attack", "block", "combat", "battle"}, kinds  # combat was played by clicks too
    session.stop()
