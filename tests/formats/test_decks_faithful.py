"""Faithful deck formats (issue 22): every field a deck line carries — set, collector number,
finish, Forge's art index, code — survives Tapete's own ``.deck`` and text, for every real deck
file and for generated decks; a conversion that cannot keep a field says which; names are
looked up where a format has only codes; empty files are errors."""

from __future__ import annotations

import sqlite3
from dataclasses import fields
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.errors import LoadError
from engine.formats.decks import FORMATS, parse_deck_file, parse_deck_text, write_deck
from engine.formats.decks.convert import dropped_fields
from engine.formats.records import DeckLine, DeckList
from tapete_cli.main import main
from tests.formats.carddata_helpers import data_file
from tests.formats.test_decks_roundtrip import DECK_FILES

KEPT = ("count", "name", "set_code", "number", "code", "finish", "art", "category")


def described(deck: DeckList, without: tuple[str, ...] = ()) -> dict[str, list[tuple[object, ...]]]:
    """Each section's lines as the tuple of their fields (line numbers aside); without the code,
    a line is named by its name, else its code (the .deck writes a code as a name)."""
    names = [name for name in KEPT if name not in without]

    def value(line: DeckLine, name: str) -> object:
        return (line.name or line.code) if name == "name" and "code" in without else getattr(line, name)
    return {section: [tuple(value(line, name) for name in names) for line in lines]
            for section, lines in deck.sections.items() if lines}


@pytest.mark.parametrize("path", DECK_FILES, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_every_real_deck_keeps_its_printings_through_tapete_deck_and_text(path: Path) -> None:
    deck = parse_deck_file(path)
    for fmt, source in (("tapete", "copy.deck"), ("text", "copy.txt")):
        if fmt == "text" and deck.game == "ygo":
            continue  # a .ydk has codes only: text needs names (looked up, see below)
        again = parse_deck_text(write_deck(deck, fmt), fmt, source)
        # the .deck writes a code as the name when a line has no name, else the name (its code
        # is found again by the name); text lists have no codes, and no art index (Forge's own: other tools would read it as part of the name)
        without = ("code", "art") if fmt == "text" else ("code",)
        assert described(again, without) == described(deck, without), fmt
        assert dropped_fields(deck, again).keys() <= set(without), fmt
        if fmt == "tapete":  # what the file says of the deck (author, comments…) too
            assert (again.name, again.meta) == (deck.name, deck.meta)


_names = st.text(st.characters(whitelist_categories=("Lu", "Ll"), whitelist_characters="ÁÉíñ' -,"), min_size=1, max_size=20) \
    .map(lambda text: " ".join(text.replace("*", "").split())) \
    .filter(lambda text: bool(text) and not text[0].isdigit() and text.split()[0] not in ("x", "X"))  # "2 X …" is "2x …"
_sets = st.text(st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), min_size=3, max_size=5) \
    .filter(lambda text: not text.isdigit())  # Forge reads an all-digit part as an art index
_numbers = st.text(st.sampled_from("0123456789ab★"), min_size=1, max_size=4).filter(lambda text: text[0].isdigit())
_categories = st.lists(st.sampled_from(("Ramp", "Card Draw", "Removal", "Win Con", "Lands")), max_size=3, unique=True).map(",".join)
_lines = st.builds(
    lambda count, name, printing, finish, category: DeckLine(count, name, *(printing or ("", "")), finish=finish,
                                                             category=category),
    st.integers(1, 99), _names, st.one_of(st.none(), st.tuples(_sets, _numbers), st.tuples(_sets, st.just(""))),
    st.sampled_from(("", "foil", "etched")), _categories)


@settings(max_examples=60)
@given(st.dictionaries(st.sampled_from(("main", "side", "commander")), st.lists(_lines, min_size=1, max_size=6), min_size=1))
def test_generated_decks_round_trip_through_tapete_deck_and_text(sections: dict[str, list[DeckLine]]) -> None:
    deck = DeckList(name="Prueba", game="mtg", sections=sections)
    for fmt, source in (("tapete", "x.deck"), ("text", "x.txt")):
        again = parse_deck_text(write_deck(deck, fmt), fmt, source)
        assert described(again) == described(deck), (fmt, write_deck(deck, fmt))


@settings(max_examples=40)
@given(st.lists(st.builds(lambda count, name, set_code, art, foil: DeckLine(count, name, set_code, finish="foil" if foil else "",
                                                                            art=art if set_code else ""),
                          st.integers(1, 99), _names, st.one_of(st.just(""), _sets), st.one_of(st.just(""), st.integers(1, 9).map(str)),
                          st.booleans()), min_size=1, max_size=8))
def test_generated_forge_decks_keep_sets_art_and_foils(lines: list[DeckLine]) -> None:
    deck = DeckList(name="Forge", game="mtg", sections={"main": lines})
    again = parse_deck_text(write_deck(deck, "forge"), "forge", "x.dck")
    assert described(again) == described(deck)


def test_tappedout_marks_give_the_finish_and_the_commander() -> None:
    text = "1x Atraxa, Praetors' Voice (C16) 28 *F* *CMDR*\n1x Sol Ring *F*\n1x Arcane Signet (CMR) 297 *E*\n1 Forest\n"
    deck = parse_deck_text(text, "text", "tappedout.txt")
    assert deck.sections["commander"] == [DeckLine(1, "Atraxa, Praetors' Voice", "C16", "28", line=1, finish="foil")]
    assert [(line.name, line.set_code, line.finish) for line in deck.sections["main"]] == [
        ("Sol Ring", "", "foil"), ("Arcane Signet", "CMR", "etched"), ("Forest", "", "")]
    assert all("*" not in line.name for lines in deck.sections.values() for line in lines)


def test_mwdeck_writes_the_commander_where_readers_find_it() -> None:
    deck = DeckList("Atraxa", "mtg", {"commander": [DeckLine(1, "Atraxa, Praetors' Voice", "C16")],
                                      "main": [DeckLine(99, "Forest", "C16")]})
    for fmt in ("mwdeck", "dec"):
        written = write_deck(deck, fmt)
        assert "SB: 1" in written and "// Commander" not in written
        again = parse_deck_text(written, fmt, f"x.{fmt}")
        assert [line.name for line in again.sections["commander"]] == ["Atraxa, Praetors' Voice"], fmt
        assert again.count("main") == 99 and "side" not in again.sections


def test_a_conversion_names_the_fields_the_target_cannot_hold(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "deck.txt"
    source.write_text("4 Shock (M19) 156 *F*\n2 Opt (XLN)\n", encoding="utf-8")
    assert main(["--lang", "en", "deck", "convert", str(source), str(tmp_path / "deck.dec"), "--game", "mtg"]) == 0
    out = capsys.readouterr().out
    assert "dec does not keep: set code (2 lines), collector number (1 line), finish (foil) (1 line)" in out, out
    assert main(["--lang", "en", "deck", "convert", str(source), str(tmp_path / "deck.dck"), "--game", "mtg"]) == 0
    out = capsys.readouterr().out  # XMage writes [SET:num]: a line with a set and no number loses its set
    assert "xmage does not keep: set code (1 line), finish (foil) (1 line)" in out, out
    assert main(["--lang", "en", "deck", "convert", str(source), str(tmp_path / "copy.deck"), "--game", "mtg"]) == 0
    assert "does not keep" not in capsys.readouterr().out


def test_ydk_to_text_looks_the_names_up_in_a_cards_cdb(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 22: «text necesita el nombre de «99249638»»: deck convert could not look names up."""
    ydk = data_file("ydk", "Structure Deck - Zombie Madness.ydk")  # every passcode is in cards.cdb
    cdb = data_file("ygo-cdb", "cards.cdb")
    out = tmp_path / "zombie.txt"
    assert main(["deck", "convert", str(ydk), str(out), "--cards", str(cdb)]) == 0
    again = parse_deck_text(out.read_text(encoding="utf-8"), "text", str(out))
    original = parse_deck_file(ydk)
    assert {section: again.count(section) for section in again.sections} == \
        {section: original.count(section) for section in original.sections}
    assert all(line.name and not line.name.isdigit() for lines in again.sections.values() for line in lines)
    assert main(["--lang", "en", "deck", "convert", str(ydk), str(tmp_path / "evil.txt")]) == 2  # no names to be found:
    assert "text needs the name of" in capsys.readouterr().err  # refused, each line named
    partly = data_file("ydk", "Evil Eyes.ydk")  # many of its passcodes are not in cards.cdb: each such line is named
    with sqlite3.connect(cdb) as conn:
        known = {str(row[0]) for row in conn.execute("SELECT id FROM datas")}
    missing = [line for lines in parse_deck_file(partly).sections.values() for line in lines if line.code not in known]
    assert main(["--lang", "en", "deck", "convert", str(partly), str(tmp_path / "eyes.txt"), "--cards", str(cdb)]) == 2
    err = capsys.readouterr().err
    assert missing and err.count("text needs the name of") == len(missing) and not (tmp_path / "eyes.txt").exists()
    assert all(f"line {line.line}: text needs the name of «{line.code}»" in err for line in missing)


@pytest.mark.parametrize("content", ["", "\n\n  \r\n", "\ufeff"])
@pytest.mark.parametrize("suffix", [".txt", ".ydk", ".dck", ".deck", ".cod", ".json"])
def test_an_empty_file_is_an_error_naming_it(tmp_path: Path, content: str, suffix: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / f"empty{suffix}"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(LoadError) as error:
        parse_deck_file(path)
    assert error.value.path == str(path)
    assert main(["--lang", "en", "deck", "convert", str(path), str(tmp_path / "out.deck")]) == 2
    assert f"{path}: the file is empty" in capsys.readouterr().err
    assert not (tmp_path / "out.deck").exists()


@pytest.mark.parametrize("name, content", [("bad.cod", '<cockatrice_deck version="1"><zone name="main">'),
                                           ("bad.dek", "<Deck><Cards "), ("bad.json", '{"data": ')])
def test_invalid_xml_or_json_is_an_error_naming_the_file(tmp_path: Path, name: str, content: str,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    assert main(["deck", "convert", str(path), str(tmp_path / "out.deck")]) == 2
    assert f"error: {path}:1: " in capsys.readouterr().err


def test_a_folder_of_decks_is_converted_file_by_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = data_file("mtg-dck-xmage")
    out = tmp_path / "out"
    assert main(["--lang", "en", "deck", "convert", str(folder), str(out), "--format", "tapete"]) == 0
    written = sorted(out.rglob("*.deck"))
    sources = sorted(folder.glob("*.dck"))
    assert len(written) == len(sources)
    assert f"{len(sources)} of {len(sources)} decks converted" in capsys.readouterr().out
    for source in sources:
        again = parse_deck_file(out / f"{source.stem}.deck")
        assert described(again) == described(parse_deck_file(source))


def test_every_field_of_a_deck_line_is_checked_here() -> None:
    """A new field of ``DeckLine`` must be added to ``KEPT`` (and to the formats that carry it)."""
    assert {f.name for f in fields(DeckLine)} - {"line"} == set(KEPT)
    assert "tapete" in FORMATS and "text" in FORMATS


def _commander_deck(tmp_path: Path, extra: str) -> Path:
    path = tmp_path / "vito.txt"
    path.write_text(f"Commander\n1 Vito, Thorn of the Dusk Rose\n\nDeck\n{extra}", encoding="utf-8")
    return path


def test_cockatrice_data_without_color_identity_keeps_commander_decks_honest(tmp_path: Path,
                                                                             capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 22: with Cockatrice data (no <coloridentity>) an off-colour commander deck was legal,
    and a commander deck was checked as Constructed without saying so. CR 903.4, 903.5c, 903.5d."""
    db = str(tmp_path / "m21.sqlite")
    assert main(["import", "--db", db, str(data_file("cockatrice-xml", "M21.xml"))]) == 0
    legal = _commander_deck(tmp_path, "97 Swamp\n1 Kaervek, the Spiteful\n1 Dismal Backwater\n")
    capsys.readouterr()
    assert main(["--lang", "en", "deck", "validate", str(legal), "--game", "mtg", "--db", db]) == 1  # Dismal Backwater: U/B
    out = capsys.readouterr().out
    assert "as mtg (commander)" in out and "«Dismal Backwater» has color identity U outside the commander's (B)" in out, out
    off = _commander_deck(tmp_path, "96 Swamp\n1 Opt\n1 Thrashing Brontodon\n1 Island\n")
    assert main(["--lang", "en", "deck", "validate", str(off), "--game", "mtg", "--db", db]) == 1
    out = capsys.readouterr().out
    assert "0 unknown card(s), 3 problem(s) as mtg (commander)" in out, out
    assert "«Opt» has color identity U" in out and "«Thrashing Brontodon» has color identity G" in out
    assert "line 8: «Isla» has color identity U outside the commander's (B) (CR 903.5d)" in out  # the shipped Island
    good = _commander_deck(tmp_path, "98 Swamp\n1 Kaervek, the Spiteful\n")
    assert main(["--lang", "en", "deck", "validate", str(good), "--game", "mtg", "--db", db]) == 0
    assert "a legal deck for mtg (commander)" in capsys.readouterr().out


def test_an_mtgjson_decks_foils_are_kept(tmp_path: Path) -> None:
    import json

    data = json.loads(data_file("mtgjson-deck", "testdeck.json").read_text(encoding="utf-8"))
    data["data"]["mainBoard"][0]["isFoil"] = True
    data["data"]["sideBoard"][0]["isEtched"] = True
    path = tmp_path / "foils.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    deck = parse_deck_file(path)
    assert deck.sections["main"][0].finish == "foil" and deck.sections["side"][0].finish == "etched"
    assert sum(line.finish != "" for lines in deck.sections.values() for line in lines) == 2
    again = parse_deck_text(write_deck(deck, "tapete"), "tapete", "x.deck")
    assert again.sections["main"][0].finish == "foil" and again.sections["side"][0].finish == "etched"


def test_a_conversion_names_what_it_cannot_keep_of_the_deck(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = data_file("mtg-cod", "testdeck.cod")  # its <comments>
    assert parse_deck_file(source).meta["comments"]
    assert main(["--lang", "en", "deck", "convert", str(source), str(tmp_path / "t.dec")]) == 0
    assert "of the deck: comments" in capsys.readouterr().out
    assert main(["--lang", "en", "deck", "convert", str(source), str(tmp_path / "t.deck")]) == 0
    assert "does not keep" not in capsys.readouterr().out
    assert parse_deck_file(tmp_path / "t.deck").meta == parse_deck_file(source).meta


@settings(max_examples=40)
@given(st.dictionaries(st.sampled_from(("author", "event", "comments", "description", "deck type", "octgn_game")),
                       st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\r"), max_size=40)
                       .map(str.strip).filter(bool), max_size=4))
def test_generated_deck_data_round_trips_through_the_tapete_deck(meta: dict[str, str]) -> None:
    deck = DeckList(name="Prueba", game="mtg", sections={"main": [DeckLine(4, "Opt")]}, meta=meta)
    again = parse_deck_text(write_deck(deck, "tapete"), "tapete", "x.deck")
    assert again.meta == meta


def test_archidekt_categories_are_kept_and_name_the_commander() -> None:
    text = ("1x Atraxa, Praetors' Voice (c16) 28 [Commander{top}]\n1x Sol Ring (cmr) 472 *F* [Ramp,Artifact] ^Have,#37d67a^\n"
            "1x Counterspell [Interaction{noDeck}{noPrice}]\n1x Forest\n")
    deck = parse_deck_text(text, "text", "archidekt.txt")
    assert deck.sections["commander"] == [DeckLine(1, "Atraxa, Praetors' Voice", "c16", "28", line=1, category="Commander")]
    assert deck.sections["main"][:2] == [DeckLine(1, "Sol Ring", "cmr", "472", line=2, finish="foil", category="Ramp,Artifact"),
                                         DeckLine(1, "Counterspell", line=3, category="Interaction")]
    again = parse_deck_text(write_deck(deck, "text"), "text", "copy.txt")
    assert described(again, ("code", "art")) == described(deck, ("code", "art"))


def _as_written(fmt: str, line: DeckLine) -> DeckLine:
    """What of ``line`` ``fmt`` keeps (the rest is named by the conversion, see above)."""
    if fmt == "xmage":  # [SET:num] or nothing
        both = bool(line.set_code and line.number)
        return DeckLine(line.count, line.name, line.set_code if both else "", line.number if both else "")
    if fmt in ("cockatrice", "arena"):
        return DeckLine(line.count, line.name, line.set_code, line.number if line.set_code or fmt == "cockatrice" else "")
    if fmt == "mwdeck":
        return DeckLine(line.count, line.name, line.set_code)
    return DeckLine(line.count, line.name)


@settings(max_examples=30)
@given(st.sampled_from(("xmage", "cockatrice", "arena", "mwdeck", "dec")),
       st.dictionaries(st.sampled_from(("main", "side")), st.lists(_lines, min_size=1, max_size=6), min_size=1))
def test_generated_decks_keep_what_each_format_holds(fmt: str, sections: dict[str, list[DeckLine]]) -> None:
    if list(sections) == ["side"]:
        sections = {"main": [DeckLine(4, "Opt")], **sections}
    deck = DeckList(name="Prueba", game="mtg", sections=sections)
    again = parse_deck_text(write_deck(deck, fmt), fmt, f"x{FORMATS[fmt].extensions[0]}")
    want = DeckList(name="Prueba", game="mtg", sections={s: [_as_written(fmt, line) for line in lines] for s, lines in sections.items()})
    assert described(again) == described(want), write_deck(deck, fmt)
    reported = set(dropped_fields(deck, again))
    lost = {name for name in KEPT if any(getattr(a, name) != getattr(b, name) for s in sections
                                         for a, b in zip(deck.sections[s], want.sections[s]))}
    assert reported == lost
