"""Save files and replays: identical state hash on load, clear errors, atomic writes."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from engine.core import LoadError, replay
from engine.scenario import build_state, load_scenario
from tests.helpers import demo_state, random_playout

SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "six" / "7.2.2.2-defensa-0-no-bloquea.toml"


def test_a_finished_game_reloads_to_the_same_hash(tmp_path: Path) -> None:
    state = random_playout(demo_state("six", 4), 4)
    path = tmp_path / "game.json"
    replay.save(state, path)
    loaded = replay.load(path)
    assert loaded.state_hash() == state.state_hash()
    assert loaded.history == state.history
    assert loaded.outcome == state.outcome


def test_a_game_in_progress_reloads_and_continues(tmp_path: Path) -> None:
    state = demo_state("six", 9)
    for _ in range(25):
        state.apply_action(state.legal_actions()[0])
    path = tmp_path / "save.json"
    replay.save(state, path)
    loaded = replay.load(path)
    assert loaded.state_hash() == state.state_hash()
    assert loaded.legal_actions() == state.legal_actions()
    loaded.apply_action(loaded.legal_actions()[-1])
    state.apply_action(state.legal_actions()[-1])
    assert loaded.state_hash() == state.state_hash()


def test_a_scenario_game_can_be_saved(tmp_path: Path) -> None:
    data, text = load_scenario(SCENARIO)
    state = build_state(SCENARIO, data, text)
    state.apply_action(state.parse_action("combat"))
    path = tmp_path / "scenario.json"
    replay.save(state, path)
    assert replay.load(path).state_hash() == state.state_hash()


def test_one_action_per_line(tmp_path: Path) -> None:
    state = random_playout(demo_state("six", 2), 2)
    text = replay.to_text(state)
    assert json.loads(text)["actions"][0]["action"]
    action_lines = [line for line in text.splitlines() if line.strip().startswith('{"player"')]
    assert len(action_lines) == len(state.history)


def _saved(tmp_path: Path) -> tuple[Path, list[str]]:
    state = demo_state("six", 1)
    for _ in range(12):
        state.apply_action(state.legal_actions()[0])
    path = tmp_path / "g.json"
    replay.save(state, path)
    return path, path.read_text(encoding="utf-8").splitlines()


def test_truncated_json_names_the_line(tmp_path: Path) -> None:
    path, lines = _saved(tmp_path)
    path.write_text("\n".join(lines[:5]), encoding="utf-8")
    with pytest.raises(LoadError) as info:
        replay.load(path)
    assert info.value.line is not None and str(path) in str(info.value)


def test_an_illegal_action_names_its_line(tmp_path: Path) -> None:
    path, lines = _saved(tmp_path)
    index = next(i for i, line in enumerate(lines) if '"action"' in line and "keep" not in line and "mulligan" not in line)
    lines[index] = lines[index].replace('"action": "', '"action": "attack Nadie ')
    path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(LoadError) as info:
        replay.load(path)
    assert info.value.line == index + 1
    assert "acción" in info.value.problem.es


def test_unknown_format_and_version(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text('{"format": "otra-cosa"}', encoding="utf-8")
    with pytest.raises(LoadError):
        replay.load(path)
    path.write_text('{"format": "tapete-replay", "version": 99}', encoding="utf-8")
    with pytest.raises(LoadError) as info:
        replay.load(path)
    assert "99" in str(info.value)


def test_unknown_card_codes_are_reported(tmp_path: Path) -> None:
    path, lines = _saved(tmp_path)
    lines[0] = lines[0].replace('"TAU-005"', '"NO-EXISTE"', 1)
    path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(LoadError) as info:
        replay.load(path)
    assert "NO-EXISTE" in str(info.value)


def test_a_tampered_hash_is_detected(tmp_path: Path) -> None:
    path, lines = _saved(tmp_path)
    text = "\n".join(lines).replace('"state_hash": "', '"state_hash": "0', 1)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LoadError) as info:
        replay.load(path)
    assert "state_hash" in str(info.value)


def test_saving_never_leaves_half_a_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, _lines = _saved(tmp_path)
    original = path.read_bytes()
    state = random_playout(demo_state("six", 3), 3)

    def broken(*_args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError):
        replay.save(state, path)
    assert path.read_bytes() == original
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]
