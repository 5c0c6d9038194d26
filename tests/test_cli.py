"""tapete-cli: games, play, scenario run, replay and deck validate."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.cli import main
from tests.helpers import SHARED

SCENARIOS = Path(__file__).resolve().parent / "scenarios" / "six"
DECKS = Path(__file__).resolve().parents[1] / "assets" / "games" / "six" / "decks"


def test_games_lists_six(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games"]) == 0
    assert "six\tSouls in Xtinction" in capsys.readouterr().out


def test_play_prints_the_log_and_the_outcome(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    assert main(["play", "--game", "six", "--seed", "3", "--bots", "random", "random", "--save", str(save)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("Souls in Xtinction — semilla 3")
    assert any(": mulligan" in line or ": keep" in line for line in out)
    result = next(line for line in out if line.startswith("Resultado:"))
    assert "Gana P" in result or "Empate" in result
    assert main(["replay", str(save), "--quiet"]) == 0
    replayed = capsys.readouterr().out
    assert result.split(" — ")[1] in replayed


def test_same_seed_same_log(capsys: pytest.CaptureFixture[str]) -> None:
    main(["play", "--game", "six", "--seed", "12"])
    first = capsys.readouterr().out
    main(["play", "--game", "six", "--seed", "12"])
    assert capsys.readouterr().out == first


def test_scenario_run_counts(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    good = SCENARIOS / "7.2.2.2-defensa-0-no-bloquea.toml"
    bad = tmp_path / "bad.toml"
    bad.write_text(good.read_text(encoding="utf-8").replace("lives = { P2 = 4 }", "lives = { P2 = 1 }"), encoding="utf-8")
    assert main(["scenario", "run", str(good), str(bad)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "1 passed, 1 failed"
    assert any("P2: se esperaban 1 vidas y tiene 4" in line for line in out)


def test_deck_validate(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["deck", "validate", str(DECKS / "coro-celestial.deck"), "--game", "six"]) == 0
    assert "mazo legal" in capsys.readouterr().out
    short = tmp_path / "corto.deck"
    short.write_text("[main]\n2 Ángel Guardián\n[mana]\n6 Maná Ámbar\n", encoding="utf-8")
    assert main(["deck", "validate", str(short), "--game", "six"]) == 1
    assert "SiX 3.1.1" in capsys.readouterr().out
    broken = tmp_path / "roto.deck"
    broken.write_text("[main]\n2 Ángel Guardian\n3 Carta Inventada\n", encoding="utf-8")
    assert main(["deck", "validate", str(broken), "--game", "six"]) == 1
    out = capsys.readouterr().out
    assert "línea 3: carta desconocida «Carta Inventada»" in out
    unreadable = tmp_path / "roto.ydk"
    unreadable.write_bytes(b"#main\n12x34\n")
    assert main(["deck", "validate", str(unreadable), "--game", "ygo"]) == 2


def test_deck_convert_and_validate_other_games(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    ydk = SHARED / "testdata" / "ydk" / "AI_Blackwing.ydk"
    if not ydk.exists():
        pytest.skip("shared testdata is not beside the checkout")
    out_path = tmp_path / "blackwing.ydke"
    assert main(["deck", "convert", str(ydk), str(out_path)]) == 0
    assert out_path.read_text(encoding="utf-8").startswith("ydke://")
    capsys.readouterr()
    cdb = SHARED / "testdata" / "ygo-cdb" / "cards.cdb"
    db = tmp_path / "store.sqlite"
    assert main(["import", "--db", str(db), str(cdb)]) == 0
    assert main(["deck", "validate", str(out_path), "--db", str(db)]) in (0, 1)
    out = capsys.readouterr().out
    assert "mazo legal para ygo" in out or "problema" in out


def test_collection_import_and_export(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    deckbox = SHARED / "testdata" / "collection-csv" / "deckbox.csv"
    lea = SHARED / "testdata" / "mtgjson-set" / "LEA.json"
    if not deckbox.exists():
        pytest.skip("shared testdata is not beside the checkout")
    db = str(tmp_path / "store.sqlite")
    assert main(["import", "--db", db, str(lea)]) == 0
    code = main(["collection", "import", str(deckbox), "--db", db])
    out = capsys.readouterr().out
    assert code == 1 and "sin coincidencia" in out  # Deckbox cards that LEA does not have are listed, never dropped
    export = tmp_path / "moxfield.csv"
    assert main(["collection", "export", str(export), "--layout", "moxfield", "--db", db]) == 0
    assert export.read_text(encoding="utf-8").startswith('"Count"')
