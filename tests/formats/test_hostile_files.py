"""Decks and card files built to hang or exhaust Tapete: each is read or refused at once, with the
file and the place named and a short message.

Whatever could hang runs in a child process with a generous limit, so that the test fails (and
does not hang) on a reader that never ends; memory is the child's own peak (Linux ``VmHWM``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from engine.core.errors import LoadError
from engine.formats.carddata import open_card_data
from engine.formats.carddata.mtgjson import MAX_SET_CARDS
from engine.formats.collection import read_collection_file
from engine.formats.collection.reader import MAX_LINES as COLLECTION_LINES
from engine.formats.decks import DeckFormatError, parse_deck_file, write_deck
from engine.formats.decks.lines import MAX_COPIES, MAX_LINES
from engine.formats.records import DeckList
from tapete_cli.main import main
from tests.helpers import ROOT

pytestmark = pytest.mark.usefixtures("spanish")  # these tests read tapete-cli's Spanish output

LIMIT_SECONDS = 120
"""A guard, not a measurement: a reader still busy after this long never ends."""

_PEAK = textwrap.dedent("""
    import sys
    from tapete_cli.main import main
    code = main(sys.argv[1:])
    peak = next(line for line in open("/proc/self/status") if line.startswith("VmHWM:"))
    print("peak", int(peak.split()[1]) // 1024, file=sys.stderr)
    sys.exit(code)
""")


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    """``tapete-cli args`` in a child process that prints its peak memory (MB) last."""
    return subprocess.run([sys.executable, "-c", _PEAK, *args], cwd=ROOT, capture_output=True, text=True,
                          encoding="utf-8", errors="replace", timeout=LIMIT_SECONDS)


def peak_mb(done: subprocess.CompletedProcess[str]) -> int:
    return int(done.stderr.strip().splitlines()[-1].split()[1])


def nested_entities(root: str) -> str:
    """900 bytes that expand to a billion characters: each entity is ten of the one before."""
    entities = ['<!ENTITY a0 "xxxxxxxxxx">'] + [f'<!ENTITY a{i} "{f"&a{i - 1};" * 10}">' for i in range(1, 9)]
    return (f'<?xml version="1.0"?>\n<!DOCTYPE {root} [\n' + "\n".join(entities) + "]>\n"
            f'<{root} version="1"><deckname>&a8;</deckname><zone name="main"><card number="1" name="Island"/></zone></{root}>\n')


needs_proc = pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads the peak memory from /proc")


def test_a_cod_of_nested_entities_is_refused_not_expanded(tmp_path: Path) -> None:
    bomb = tmp_path / "bomba.cod"
    bomb.write_text(nested_entities("cockatrice_deck"), encoding="utf-8")
    done = cli("deck", "convert", str(bomb), str(tmp_path / "salida.dck"))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert f"{bomb}:2: XML con DOCTYPE" in done.stderr
    assert not (tmp_path / "salida.dck").exists()


def test_a_cockatrice_card_database_with_a_doctype_is_refused(tmp_path: Path) -> None:
    bomb = tmp_path / "cards.xml"
    bomb.write_text(nested_entities("cockatrice_carddatabase"), encoding="utf-8")
    with pytest.raises(LoadError, match="DOCTYPE") as info:
        list(open_card_data(bomb)[1])
    assert info.value.line == 2


@needs_proc
def test_fifty_megabytes_of_random_bytes_as_a_dck_are_refused_in_a_short_message(tmp_path: Path) -> None:
    noise = tmp_path / "ruido.dck"
    noise.write_bytes(os.urandom(50 * 2**20))
    done = cli("deck", "convert", str(noise), str(tmp_path / "salida.cod"))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    message = done.stderr.strip().splitlines()[0]
    assert message.startswith(f"error: {noise}: ocupa 50 MB") and len(done.stderr) < 500
    assert peak_mb(done) < 200


def test_lines_that_made_the_patterns_backtrack_are_read_in_linear_time(tmp_path: Path) -> None:
    spaces, digits = " " * 1_000_000, "1" * 1_000_000
    files = {
        "arena.txt": f"1 Island{spaces}(M21) 1 x\n",
        "finish.txt": f"1 Sol Ring{spaces}x\n",
        "section.txt": f"// Side{spaces}board\n",
        "forge.dck": f"[Main]\n1 Forest{spaces}x\n",
        "tapete.deck": f"[main]\n1 Bosque{spaces}x\n",
        "jumpstart.txt": f"# Pack\n1 JMP {digits}\n",
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    code = "import sys; from engine.formats.decks import parse_deck_file\nfor p in sys.argv[1:]: parse_deck_file(p)"
    done = subprocess.run([sys.executable, "-c", code, *(str(tmp_path / name) for name in files)], cwd=ROOT,
                          capture_output=True, text=True, timeout=LIMIT_SECONDS)
    assert done.returncode == 0, done.stderr[-2000:]


def test_a_long_list_of_bad_lines_shows_the_first_and_counts_the_rest(tmp_path: Path) -> None:
    path = tmp_path / "mazo.dck"
    path.write_text("".join(f"línea mala {n}\n" for n in range(5000)), encoding="utf-8")
    with pytest.raises(LoadError) as info:
        parse_deck_file(path)
    assert info.value.line == 1 and "línea 20: «línea mala 19»" in str(info.value)
    assert str(info.value).endswith("… y 4.980 más") and "línea mala 20»" not in str(info.value)


def test_a_deck_too_long_or_too_large_is_refused_before_parsing(tmp_path: Path) -> None:
    lines, copies = tmp_path / "lineas.txt", tmp_path / "copias.txt"
    lines.write_text("1 Island\n" * MAX_LINES, encoding="utf-8")
    copies.write_text(f"{MAX_COPIES} Island\n1 Forest\n", encoding="utf-8")
    with pytest.raises(LoadError, match="20.001 líneas"):
        parse_deck_file(lines)
    with pytest.raises(LoadError, match="100.001 cartas"):
        parse_deck_file(copies)


@pytest.mark.parametrize("code", ["99999999999", "4294967296", "²"])
def test_a_passcode_that_is_no_32_bit_number_is_a_bad_line(tmp_path: Path, code: str) -> None:
    path = tmp_path / "mazo.ydk"
    path.write_text(f"#main\n89631139\n{code}\n", encoding="utf-8")
    with pytest.raises(LoadError, match="línea 3"):
        parse_deck_file(path)


def test_a_count_of_thousands_of_digits_is_a_bad_line(tmp_path: Path) -> None:
    for name, text in (("a.dck", f"[Main]\n{'9' * 5000} Forest\n"), ("b.cod", f'<cockatrice_deck><zone name="main">'
                       f'<card number="{"9" * 5000}" name="Island"/></zone></cockatrice_deck>')):
        (tmp_path / name).write_text(text, encoding="utf-8")
        with pytest.raises(LoadError, match="cantidad inválida"):
            parse_deck_file(tmp_path / name)


def test_a_passcode_ydke_cannot_hold_is_refused_when_written(tmp_path: Path) -> None:
    path = tmp_path / "mazo.deck"
    path.write_text("game = ygo\n[main]\n3 4294967295\n1 4294967296\n", encoding="utf-8")
    deck = parse_deck_file(path)
    assert write_deck(DeckList(deck.name, "ygo", {"main": deck.sections["main"][:1]}), "ydke").startswith("ydke://")
    with pytest.raises(DeckFormatError, match="línea 4: ydke:// necesita el código"):
        write_deck(deck, "ydke")


def test_importing_a_file_with_a_lone_cr_in_its_first_line_names_it(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "lista.txt"
    path.write_bytes(b'name,set\r"x\nsin cerrar\n')
    assert main(["import", "--db", str(tmp_path / "db.sqlite"), str(path)]) == 1
    assert f"no importado: {path}: formato de datos de cartas desconocido" in capsys.readouterr().err


def test_bytes_that_are_not_utf8_inside_mtgjson_name_the_byte(tmp_path: Path) -> None:
    path = tmp_path / "SET.json"
    path.write_bytes(b'{"data": {"code": "X", "cards": [{"name": "Ca\xed\xa0\x80rta"}]}}')
    with pytest.raises(LoadError, match=r"JSON inválido en el byte \d+: no es texto UTF-8"):
        list(open_card_data(path)[1])


def test_a_set_of_more_cards_than_any_set_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "SET.json"
    cards = [{"name": f"C{n}", "uuid": str(n)} for n in range(MAX_SET_CARDS + 1)]
    path.write_text(json.dumps({"data": {"code": "X", "cards": cards}}), encoding="utf-8")
    with pytest.raises(LoadError, match=f"data.cards\\[{MAX_SET_CARDS}\\]: más de 50.000 cartas"):
        list(open_card_data(path)[1])


def test_a_toml_set_with_a_number_of_thousands_of_digits_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "set.toml"
    path.write_text(f'[set]\ncode = "X"\ngame = "six"\n[[card]]\ncode = "X-1"\nname = "Y"\ncost = {"9" * 5000}\n',
                    encoding="utf-8")
    with pytest.raises(LoadError, match="cifras"):
        list(open_card_data(path)[1])


def test_a_cards_cdb_text_that_is_not_text_is_refused(tmp_path: Path) -> None:
    import sqlite3

    path = tmp_path / "cards.cdb"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE datas (id INTEGER PRIMARY KEY, ot, alias, setcode, type, atk, def, level, race, attribute,"
                     " category)")
        conn.execute("CREATE TABLE texts (id INTEGER PRIMARY KEY, name TEXT, desc TEXT)")
        conn.execute("INSERT INTO datas VALUES (1, 0, 0, 0, 1, 0, 0, 1, 1, 1, 0)")
        conn.execute("INSERT INTO texts VALUES (1, 'Carta', ?)", (b"\x00\xff",))
    conn.close()
    with pytest.raises(LoadError, match="id 1: la columna desc no es un texto"):
        list(open_card_data(path)[1])


def test_a_collection_longer_than_any_collection_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "coleccion.csv"
    path.write_text("Count,Name\n" + "1,Island\n" * COLLECTION_LINES, encoding="utf-8")
    with pytest.raises(LoadError, match="más de 50.000 líneas") as info:
        read_collection_file(path)
    assert info.value.line == COLLECTION_LINES + 1


def test_a_collection_that_is_not_utf8_is_read_as_windows_1252(tmp_path: Path) -> None:
    path = tmp_path / "coleccion.csv"  # issue 22: a spreadsheet's CSV in Western Europe; it was refused
    path.write_bytes(b"Count,Name\n1,Island\n1,Is\xffland\n")
    assert [(row.name, row.line) for row in read_collection_file(path).rows] == [("Island", 2), ("Is\xffland", 3)]


def test_json_card_data_nested_deeper_than_any_card_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "cards.json"
    path.write_text("[" * 100, encoding="utf-8")  # each level's prefix repeated every level above: quadratic memory
    with pytest.raises(LoadError, match="JSON anidado a más de 64 niveles"):
        list(open_card_data(path)[1])


def test_more_printings_than_any_card_file_has_are_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.formats.carddata import detect

    monkeypatch.setattr(detect, "MAX_RECORDS", 3)
    path = tmp_path / "cards.jsonl"
    path.write_text("".join(f'{{"object": "card", "name": "C{n}"}}\n' for n in range(4)), encoding="utf-8")
    with pytest.raises(LoadError, match=f"{path}: más de 3 cartas"):
        list(open_card_data(path)[1])


def test_an_xml_comment_of_megabytes_is_refused_not_lexed_again_and_again(tmp_path: Path) -> None:
    path = tmp_path / "cards.xml"
    path.write_bytes(b"<!--" + b"x" * 5 * 2**20 + b"--><cockatrice_carddatabase/>")
    with pytest.raises(LoadError, match="una marca XML .* de más de 4 MB"):
        list(open_card_data(path)[1])
