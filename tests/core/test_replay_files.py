"""Broken save files: every field of the wrong type, nesting deeper than Python recurses, numbers
of thousands of digits, files too large and saves killed half way are refused (or cleaned up)
with the file and the place named, never a traceback."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core import LoadError, replay
from tests.helpers import ROOT, demo_state

pytestmark = pytest.mark.usefixtures("spanish")  # these tests read tapete-cli's Spanish output


def _save(tmp_path: Path, name: str = "partida.json") -> tuple[Path, dict[str, object]]:
    state = demo_state("six", 1)
    for _ in range(6):
        state.apply_action(state.legal_actions()[0])
    path = tmp_path / name
    replay.save(state, path)
    return path, json.loads(path.read_text(encoding="utf-8"))


def _with(tmp_path: Path, **fields: object) -> Path:
    path, data = _save(tmp_path)
    data.update(fields)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    return path


@pytest.mark.parametrize(("fields", "named"), [
    ({"seed": []}, "«seed»"),
    ({"seed": None}, "«seed»"),
    ({"params": ["a"]}, "«params»"),
    ({"params": {"first_player": 7}}, "«params.first_player»"),
    ({"params": {"mulligan": "no"}}, "«params.mulligan»"),
    ({"params": {"scenario": "x"}}, "«params.scenario»"),
    ({"actions": 1.5}, "«actions»"),
    ({"actions": [{"player": True, "action": "keep"}]}, "«actions[0]»"),
    ({"actions": [{"player": 7, "action": "keep"}]}, "«actions[0].player»"),
    ({"decks": [1, 2]}, "«decks[0]»"),
    ({"decks": [{"main": [1]}, {}]}, "«decks[0].main»"),
    ({"cards": [{"game": "six", "name": "X", "oracle_id": "x", "stats": 1}]}, "«stats»"),
    ({"state_hash": 12}, "«state_hash»"),
])
def test_a_field_of_the_wrong_type_is_refused_by_its_path(tmp_path: Path, fields: dict[str, object], named: str) -> None:
    path = _with(tmp_path, **fields)
    with pytest.raises(LoadError) as info:
        replay.load(path)
    assert str(path) in str(info.value) and named in str(info.value)
    assert info.value.line is not None


def test_nesting_and_numbers_python_cannot_read_are_refused(tmp_path: Path) -> None:
    path, _ = _save(tmp_path)
    text = path.read_text(encoding="utf-8")
    for seed, problem in (("[" * 100_000 + "]" * 100_000, "profundidad"), ("9" * 5000, "cifras")):
        path.write_text(text.replace('"seed": 1', f'"seed": {seed}', 1), encoding="utf-8")
        with pytest.raises(LoadError, match=problem):
            replay.load(path)


def test_a_file_larger_than_any_save_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "enorme.json"
    with path.open("wb") as handle:
        handle.truncate(replay.MAX_BYTES + 1)
    with pytest.raises(LoadError, match="ocupa 4,0 MB|ocupa 4 MB"):
        replay.load(path)


def test_a_long_quoted_action_is_cut_in_the_message(tmp_path: Path) -> None:
    path = _with(tmp_path, actions=[{"player": 0, "action": "keep " + "x" * 200_000}])
    with pytest.raises(LoadError) as info:
        replay.load(path)
    assert len(str(info.value)) < 2000 and "…" in str(info.value)


def _killed_save(path: Path) -> None:
    """Save a game in another process that is killed (SIGKILL) before the rename."""
    code = ("import os, signal, sys; from engine.core import replay; from tests.helpers import demo_state; "
            "os.fsync = lambda fd: os.kill(os.getpid(), signal.SIGKILL); replay.save(demo_state('six', 2), sys.argv[1])")
    done = subprocess.run([sys.executable, "-c", code, str(path)], cwd=ROOT, capture_output=True, timeout=120)
    assert done.returncode == -signal.SIGKILL


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("then", ["save", "load"])
def test_a_save_killed_half_way_leaves_no_temporary_file_after_the_next_save_or_load(tmp_path: Path, then: str) -> None:
    path, _ = _save(tmp_path)
    before = path.read_bytes()
    _killed_save(path)
    assert path.read_bytes() == before  # the old save is whole
    assert len(list(tmp_path.iterdir())) == 2  # and the killed one left its temporary file
    if then == "save":
        replay.save(demo_state("six", 3), path)
    else:
        replay.load(path)
    assert [p.name for p in tmp_path.iterdir()] == ["partida.json"]


def test_saving_keeps_other_files_temporaries(tmp_path: Path) -> None:
    other = tmp_path / ".partida.json.bak.abcdefgh.tmp"  # a temporary of «partida.json.bak»
    other.write_text("x", encoding="utf-8")
    _save(tmp_path)
    assert other.exists()


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    return subprocess.run([sys.executable, "-m", "tapete_cli", *args], cwd=ROOT, capture_output=True, text=True,
                          encoding="utf-8", errors="replace", timeout=120, env=env)


def test_the_cli_prints_a_refusal_that_quotes_a_lone_surrogate(tmp_path: Path) -> None:
    path, data = _save(tmp_path)
    text = path.read_text(encoding="utf-8").replace('"action": "', '"action": "\\ud800', 1)
    path.write_text(text, encoding="utf-8")
    done = _cli("replay", str(path))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert str(path) in done.stderr and "\\ud800" in done.stderr


def test_the_cli_names_a_file_it_cannot_write(tmp_path: Path) -> None:
    target = tmp_path / "no-existe" / "partida.json"
    done = _cli("play", "--game", "six", "--quiet", "--max-actions", "5", "--save", str(target))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.startswith(f"error: {target}")
