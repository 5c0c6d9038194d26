"""A replay saved by one Tapete process loads in another: ``state_hash``, which a replay file
keeps to check what it rebuilds, must not depend on the process's string hashing
(``PYTHONHASHSEED`` differs from one start of Python to the next)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import ROOT

LOAD = """
import sys
from engine.core import replay
print(replay.load(sys.argv[1]).state_hash())
"""


def _python(code: str, path: Path, hash_seed: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", code, str(path)], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


def test_a_magic_replay_saved_in_one_process_loads_in_another(tmp_path: Path) -> None:
    """Saved by this process, loaded by two others with other string hashing."""
    from engine.core import Rng, get_game, replay

    path = tmp_path / "partida.json"
    state = get_game("mtg").new_initial_state(get_game("mtg").demo_pair(), 0)
    rng = Rng(0)
    for _ in range(354):  # seed 0 of the random games: creatures of several types entered this turn
        state.apply_action(rng.choice(state.legal_actions()))
    replay.save(state, path)
    for hash_seed in [seed for seed in ("1", "2", "3") if seed != os.environ.get("PYTHONHASHSEED")][:2]:
        loaded = _python(LOAD, path, hash_seed)
        assert loaded.returncode == 0, loaded.stderr  # LoadError: "a different state_hash"
        assert loaded.stdout.strip() in path.read_text(encoding="utf-8")


def test_a_replay_written_before_sets_were_ordered_still_opens(tmp_path: Path) -> None:
    """Files saved by earlier versions carry the hash in Python's own order of sets."""
    from engine.core import LoadError, replay
    from engine.core.hashing import earlier_state_hash
    from tests.helpers import demo_state

    state = demo_state("mtg", 0)
    for _ in range(40):
        state.apply_action(state.legal_actions()[-1])
    text = replay.to_text(state).replace(state.state_hash(), earlier_state_hash(state))
    assert replay.loads(text).state_hash() == state.state_hash()
    with pytest.raises(LoadError, match="state_hash"):
        replay.loads(text.replace(earlier_state_hash(state), "0" * 64))

