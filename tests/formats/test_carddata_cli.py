"""``tapete-cli import``: card-data files into a store, one report line per file."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from carddata_helpers import data_file

from engine.store import Store
from tapete_cli.importing import register


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser()
    register(parser.add_subparsers(dest="command", required=True), "es")
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


def _printings(path: Path) -> dict[str, int]:
    """Each card's printings (``<set>`` elements, at least one) in a Cockatrice file, read with
    the standard library's own XML parser: an independent count."""
    import xml.etree.ElementTree as ET

    counts: dict[str, int] = {}
    for card in ET.parse(path).getroot().iter("card"):
        name = card.findtext("name") or ""
        counts[name] = counts.get(name, 0) + max(1, len(card.findall("set")))
    return counts


def test_one_bad_card_is_skipped_with_its_line_and_the_rest_imported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 22: a placeholder card with ``<cmc>??</cmc>`` in a real tokens.xml refused the whole
    file (0 of its printings) without a line number."""
    text = data_file("cockatrice-xml", "tokens.xml").read_text(encoding="utf-8")
    cmc = text.index("<cmc>", len(text) // 2)
    start = text.rindex("<card>", 0, cmc)
    name = text[text.index("<name>", start) + len("<name>"):text.index("</name>", start)]
    placeholder = text[:cmc] + "<cmc>??</cmc>" + text[text.index("</cmc>", cmc) + len("</cmc>"):]
    line = placeholder.count("\n", 0, start) + 1
    path = tmp_path / "tokens.xml"
    path.write_text(placeholder, encoding="utf-8")
    counts = _printings(path)
    db = str(tmp_path / "store.sqlite")
    assert run("import", "--db", db, str(path)) == 1
    captured = capsys.readouterr()
    assert f"{path}:{line}: <cards>" in captured.err and "<cmc> no es un número: '??'" in captured.err, captured.err
    assert f"({name.strip()})" in captured.err
    with Store(db) as store:
        stored = store.card_count("mtg")
    report = captured.out.split(", ")
    new, repeated = int(report[1].split()[0]), int(report[4].split()[0]) if len(report) > 4 else 0
    assert new == stored and new + repeated == sum(counts.values()) - counts[name]


def test_repeated_printings_of_one_file_are_not_updates(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 22: on an empty store, AFR's alternate arts (the same card again, no collector number)
    were reported as updated."""
    afr = data_file("cockatrice-xml", "AFR.xml")
    counts = _printings(afr)
    db = str(tmp_path / "store.sqlite")
    assert run("import", "--db", db, str(afr)) == 0
    repeated = sum(counts.values()) - len(counts)
    assert repeated > 0
    assert capsys.readouterr().out.strip() == (f"{afr}: cockatrice, {len(counts)} nuevas, 0 actualizadas, 0 sin cambios, "
                                               f"{repeated} repetidas (se guarda la última)")


def test_an_mtgjson_file_whose_cards_are_an_object_fails_naming_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "set.json"  # it used to import nothing and exit 0
    path.write_text('{"data": {"code": "X", "tokens": [], "cards": {"a": {"name": "Card A", "number": "1"}}}}', encoding="utf-8")
    assert run("import", "--db", str(tmp_path / "store.sqlite"), str(path)) == 1
    assert f"no importado: {path}: data.cards es un objeto, no una lista de cartas" in capsys.readouterr().err
