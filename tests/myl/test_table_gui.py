"""A Mitos y Leyendas demo duel opens on the table and is played through it: drags, clicks and
prompt buttons, for its first 30 moves of the test; screenshots of the duel in progress saved
under test-artifacts/."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from desktop.dialogs.new_game import NewGameSettings  # noqa: E402
from engine.core import Rng, get_game  # noqa: E402
from tests.desktop.deciding import human_deciding  # noqa: E402
from tests.desktop.test_full_duel import _perform, _settled  # noqa: E402
from tests.desktop.tables import shown_window  # noqa: E402

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def test_a_myl_duel_through_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    ARTIFACTS.mkdir(exist_ok=True)
    window = shown_window(qtbot)
    game = get_game("myl")
    window.games.start(NewGameSettings("myl", game.demo_pair(), "bot", "random", 11, False))
    session = window.session
    assert session is not None
    rng = Rng(11)
    moves = 0
    for _ in range(400):
        qtbot.waitUntil(lambda: session.state.is_terminal() or human_deciding(session))
        if session.state.is_terminal() or moves >= 30:
            break
        # the cards land, as a person waits, unless the duel moved on meanwhile (auto-passing)
        qtbot.waitUntil(lambda: _settled(window) or not session.human_to_act() or session.thinking)
        if not session.human_to_act() or session.thinking:
            continue
        before = len(session.state.history)
        legal = session.legal_gestures()
        plays = [g for g in legal if g.card is not None]
        gesture = rng.choice(plays if plays and rng.random() < 0.8 else legal)
        _perform(qtbot, window, gesture)
        qtbot.waitUntil(lambda: len(session.state.history) > before or session.state.is_terminal())
        moves += 1
        if moves in (12, 30):
            qtbot.waitUntil(lambda: _settled(window))
            window.grab().save(str(ARTIFACTS / f"myl-duel-{moves:03d}.png"))
    assert moves >= 12
    in_play = [c for p in (0, 1) for z in ("defensa", "apoyo", "reserva") for c in session.state.ids(p, z)]
    assert in_play, "nothing reached the table"
    session.stop()
