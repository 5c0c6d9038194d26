"""``tapete-cli import``: card-data files into a store, one report line per file."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from carddata_helpers import data_file

from engine.formats.carddata.cli import register
from engine.store import Store

def run(*argv: str) -> int:
    parser = argparse.ArgumentParser()
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(list(argv))
    args.lang = "es"  # the tests read the Spanish report (tapete-cli sets it from --lang or the environment)
    return int(args.func(args))


def test_import_reports_each_file_and_reimport_updates(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "store.sqlite")
    lea = data_file("mtgjson-set", "LEA.json")
    goat = data_file("ygo-cdb", "goat-entries.cdb")
    assert run("import", "--db", db, str(lea), str(goat)) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [f"{lea}: mtgjson, 295 nuevas, 0 actualizadas, 0 sin cambios",
                   f"{goat}: ygopro-cdb, 191 nuevas, 0 actualizadas, 0 sin cambios"]
    assert run("import", "--db", db, str(lea)) == 0
    assert capsys.readouterr().out.strip() == f"{lea}: mtgjson, 0 nuevas, 0 actualizadas, 295 sin cambios"
    with Store(db) as store:
        assert store.card_count("mtg") == 295 and store.card_count("ygo") == 191


def test_a_bad_file_is_reported_and_leaves_the_store_as_it_was(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "store.sqlite")
    broken = tmp_path / "LEA.json"
    broken.write_bytes(data_file("mtgjson-set", "LEA.json").read_bytes()[:300_000])
    spoilers = data_file("cockatrice-xml", "spoilers.xml")
    assert run("import", "--db", db, str(broken), str(spoilers)) == 1
    captured = capsys.readouterr()
    assert "no importado" in captured.err and "JSON inválido al final del archivo" in captured.err
    assert captured.out.strip() == f"{spoilers}: cockatrice, 1 nuevas, 0 actualizadas, 0 sin cambios"
    with Store(db) as store:
        assert store.card_count() == 1
