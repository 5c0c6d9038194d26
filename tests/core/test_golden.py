"""Golden playthroughs: every registered game plays its stored seeded games exactly as written.

The files under ``tests/golden/`` are written by ``python tools/golden.py --update``; a change of
behaviour (an observation, a legal action, its notation, the outcome) makes this test fail with
the diff. When the change is meant, rewrite the files and let the diff be reviewed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engine.core import game_names
from tests.helpers import ROOT

sys.path.insert(0, str(ROOT / "tools"))
try:
    import golden
finally:
    sys.path.pop(0)


@pytest.mark.parametrize("game", game_names())
def test_every_game_has_three_golden_playthroughs(game: str) -> None:
    assert len(golden.SEEDS) >= 3
    for seed in golden.SEEDS:
        assert golden.path_of(game, seed).is_file(), f"run python tools/golden.py --update {game}"


@pytest.mark.parametrize("seed", golden.SEEDS)
@pytest.mark.parametrize("game", game_names())
def test_golden_playthrough_is_unchanged(game: str, seed: int) -> None:
    diff = golden.differences(game, seed)
    assert not diff, "the game no longer plays as written:\n" + "\n".join(diff[:60])


def test_a_changed_step_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stored = golden.path_of("six", 0).read_text(encoding="utf-8").splitlines()
    taken = next(i for i, line in enumerate(stored) if line.startswith("  taken:"))
    stored[taken] = "  taken: P1 something else"
    monkeypatch.setattr(golden, "FOLDER", tmp_path)
    golden.path_of("six", 0).write_text("\n".join(stored) + "\n", encoding="utf-8")
    diff = golden.differences("six", 0)
    assert "-  taken: P1 something else" in diff
    assert golden.differences("six", 1) and golden.differences("six", 1)[0].startswith("---")
