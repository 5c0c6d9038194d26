"""tapete-cli: games, play, scenario run, replay and deck validate."""

from __future__ import annotations

from pathlib import Path

import pytest

from tapete_cli.main import main
from tests.helpers import SHARED

pytestmark = pytest.mark.usefixtures("spanish", "user_data")  # Spanish output; never the user's own store

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
    assert out[-1] == "1 superados, 1 fallidos"
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


def test_every_command_speaks_english_with_lang_en(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from tests.language import spanish_words

    def english(argv: list[str], status: int) -> str:
        assert main(["--lang", "en", *argv]) == status
        captured = capsys.readouterr()
        printed = captured.out + captured.err
        spoken = "\n".join(line for line in printed.splitlines() if not line.startswith("FAIL "))  # a scenario's own name
        assert not spanish_words(spoken), (argv, printed)
        return printed

    listed = english(["games"], 0)
    assert "six\tSouls in Xtinction\t" in listed and "demo decks" in listed
    save = tmp_path / "g.json"
    played = english(["play", "--game", "six", "--seed", "5", "--save", str(save)], 0)
    assert "— seed 5 —" in played and "Result: " in played and ("wins" in played or "Draw" in played)
    good = SCENARIOS / "7.2.2.2-defensa-0-no-bloquea.toml"
    bad = tmp_path / "bad.toml"
    bad.write_text(good.read_text(encoding="utf-8").replace("lives = { P2 = 4 }", "lives = { P2 = 1 }"), encoding="utf-8")
    ran = english(["scenario", "run", str(good), str(bad)], 1)
    assert ran.splitlines()[-1] == "1 passed, 1 failed" and "step 8: P2: expected 1 lives, has 4" in ran
    short = tmp_path / "short.deck"
    short.write_text("[main]\n2 Ángel Guardián\n3 Carta Inventada\n[mana]\n6 Maná Ámbar\n", encoding="utf-8")
    checked = english(["deck", "validate", str(short), "--game", "six"], 1)
    assert "line 3: unknown card «Carta Inventada»" in checked and "the main deck has 2 cards" in checked
    assert "a legal deck for six" in english(["deck", "validate", str(DECKS / "coro-celestial.deck"), "--game", "six"], 0)
    assert "Result: " in english(["replay", str(save), "--quiet"], 0)
    broken = tmp_path / "broken.json"
    broken.write_text(save.read_text(encoding="utf-8").replace('"version": 1', '"version": 7'), encoding="utf-8")
    failed = english(["replay", str(broken)], 2)
    assert failed.startswith(f"error: {broken}:1: version «7» is not supported")


def test_help_and_refusals_of_the_command_line_follow_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", "en", "--help"])
    assert "language of the output" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["--help"])  # the module's environment is Spanish
    assert "idioma de la salida" in capsys.readouterr().out
    assert main(["--lang", "en", "play", "--game", "mtg", "--players", "5", "--quiet"]) == 2
    assert "Magic: The Gathering is played here by 2 to 4 players, not 5" in capsys.readouterr().out


def test_without_lang_the_environment_chooses(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    assert main(["games"]) == 0
    assert "cartas\t" in capsys.readouterr().out  # the module's Spanish environment
    monkeypatch.setenv("LC_ALL", "en_GB.UTF-8")
    assert main(["games"]) == 0
    assert "cards\t" in capsys.readouterr().out
    assert main(["--lang", "es", "games"]) == 0  # --lang wins over the environment
    assert "mazos de demostración" in capsys.readouterr().out
