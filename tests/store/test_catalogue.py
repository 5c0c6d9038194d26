"""The catalogue: imports (streamed, atomic, in place), lookups and the full-text index."""

from __future__ import annotations

import dataclasses
from typing import Iterator

import pytest

from engine.core.errors import LoadError
from engine.formats.records import CardRecord
from engine.store import Store, StoreError
from engine.store.catalogue import BATCH

from .conftest import SAMPLE, card


def dump(store: Store) -> list[str]:
    return list(store.conn.iterdump())


def test_import_round_trips_every_field(stocked: Store) -> None:
    bolt = stocked.find_printing("mtg", "Lightning Bolt", "LEA", "161")
    assert bolt == SAMPLE[0]
    angel = stocked.find_printing("mtg", "Serra Angel")
    assert angel is not None and angel.stats == {"power": "4", "toughness": "4"} and angel.colors == ("W",)
    assert stocked.card_count() == len(SAMPLE)
    assert stocked.card_count("ygo") == 2
    assert [(s.game, s.code, s.cards) for s in stocked.sets("mtg")] == [
        ("mtg", "ISD", 1), ("mtg", "LEA", 2), ("mtg", "M10", 1), ("mtg", "TM10", 1),
    ]


def test_reimport_updates_in_place_and_keeps_ids(stocked: Store) -> None:
    before = stocked.card_id(SAMPLE[0]) or 0
    changed = dataclasses.replace(SAMPLE[0], text="Deals 3 damage.", names={"de": "Blitzschlag"})
    report = stocked.import_cards([changed, card("Shock", "M10", "150")])
    assert (report.inserted, report.updated) == (1, 1)
    assert stocked.card_id(changed) == before
    assert stocked.get_card(before).text == "Deals 3 damage."
    assert stocked.get_card(before).names == {"de": "Blitzschlag"}
    assert stocked.find_printing("mtg", "Relámpago") is None  # the old localized name is gone
    assert stocked.find_printing("mtg", "blitzschlag") == changed
    assert [r.card.name for r in stocked.search("blitz")] == ["Lightning Bolt"]
    assert stocked.search("relampago") == []


def test_reimporting_unchanged_printings_writes_nothing(stocked: Store) -> None:
    before = dump(stocked)
    report = stocked.import_cards(SAMPLE, source="again")
    assert (report.inserted, report.updated, report.unchanged, report.total) == (0, 0, len(SAMPLE), len(SAMPLE))
    assert dump(stocked) == before  # sources included: nothing was rewritten


def test_set_codes_are_stored_upper_case_and_match_any_case(store: Store) -> None:
    store.import_cards([card("Opt", "xln", "65")])
    again = store.import_cards([card("Opt", "XLN", "65", text="Scry 1. Draw a card.")])
    assert (again.inserted, again.updated) == (0, 1)
    assert store.find_printing("mtg", "opt", "xln", "065") is not None
    assert store.sets()[0].code == "XLN"


def test_a_token_never_overwrites_a_card_with_the_same_name_set_and_number(store: Store) -> None:
    report = store.import_cards([card("Treasure", "SET", "1"), card("Treasure", "SET", "1", is_token=True)])
    assert report.inserted == 2
    found = store.find_printing("mtg", "Treasure")
    assert found is not None and not found.is_token  # cards before tokens


def test_the_same_printing_twice_in_one_import_keeps_the_last(store: Store) -> None:
    first, last = card("Opt", "XLN", "65", text="old"), card("Opt", "XLN", "65", text="new")
    report = store.import_cards([first, last])
    assert (report.inserted, report.updated, report.merged, report.total) == (1, 0, 1, 2)  # not an update (issue 22)
    assert store.card_count() == 1
    assert store.get_card(store.card_id(last) or 0).text == "new"


def test_the_same_printing_in_two_batches_is_merged_not_updated(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.store import catalogue

    monkeypatch.setattr(catalogue, "BATCH", 2)
    first, last = card("Opt", "XLN", "65", text="old"), card("Opt", "XLN", "65", text="new")
    report = store.import_cards([first, card("Shock", "M10", "150"), last])
    assert (report.inserted, report.updated, report.unchanged, report.merged) == (2, 0, 0, 1)
    assert store.get_card(store.card_id(last) or 0).text == "new"


def test_a_failed_import_leaves_the_store_exactly_as_before(stocked: Store) -> None:
    before = dump(stocked)

    def corrupt() -> Iterator[CardRecord]:
        for index in range(BATCH * 2 + 10):  # two whole batches are written before the failure
            yield card(f"Card {index}", "NEW", str(index), names={"es": f"Carta {index}"})
            if index == 0:
                yield dataclasses.replace(SAMPLE[0], text="changed before the failure")
        raise LoadError("cards.json", "JSON truncado", 1234)

    with pytest.raises(LoadError, match="cards.json:1234"):
        stocked.import_cards(corrupt(), source="cards.json")
    assert dump(stocked) == before
    assert stocked.search("carta") == []


def test_a_bad_record_names_its_position_and_changes_nothing(stocked: Store) -> None:
    before = dump(stocked)
    with pytest.raises(StoreError, match=r"set\.json: registro 3: juego desconocido «pokemon»"):
        stocked.import_cards([card("A"), card("B", number="2"), card("C", game="pokemon")], source="set.json")
    with pytest.raises(StoreError, match="registro 1: la carta no tiene nombre"):
        stocked.import_cards([card(" ")])
    assert dump(stocked) == before


def test_an_import_is_consumed_lazily_in_batches(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """Three batches of 50 records (of ``BATCH`` in use): the same code as three of 2,000, in a
    fraction of the time."""
    from engine.store import catalogue

    batch = 50
    monkeypatch.setattr(catalogue, "BATCH", batch)
    produced = 0

    def records() -> Iterator[CardRecord]:
        nonlocal produced
        for index in range(batch * 3):
            produced += 1
            yield card(f"Card {index}", "BIG", str(index))

    iterator = records()
    report = store.import_cards(iterator)
    assert produced == batch * 3 and report.inserted == batch * 3
    assert store.card_count() == batch * 3
    assert sum(len(store.search("card", limit=batch, offset=page * batch)) for page in range(4)) == batch * 3


def test_find_printing_by_code_then_set_and_number_then_name(stocked: Store) -> None:
    lea = stocked.find_printing("mtg", name="Lightning Bolt", set_code="lea")
    m10 = stocked.find_printing("mtg", name="lightning bolt", set_code="M10", number="146")
    assert lea is not None and lea.set_code == "LEA"
    assert m10 is not None and m10.number == "146"
    assert stocked.find_printing("mtg", code="12345") == lea  # MTGO CatID
    by_code = stocked.find_printing("ygo", code="46986414")
    assert by_code is not None and by_code.set_code == "LOB"
    assert stocked.find_printing("ygo", code="038033121") == SAMPLE[7]  # leading zeros of a passcode
    # A set and number that name another card fall back to the name.
    wrong_number = stocked.find_printing("mtg", name="Serra Angel", set_code="LEA", number="161")
    assert wrong_number is not None and wrong_number.name == "Serra Angel"
    # A code that names another card is ignored when a name is given.
    assert stocked.find_printing("mtg", name="Serra Angel", code="12345") == wrong_number
    # By name only: printings with an image first.
    assert stocked.find_printing("mtg", "LIGHTNING  BOLT") == SAMPLE[1]
    assert stocked.find_printing("mtg", "Lightning Bolt", "XYZ") == SAMPLE[1]
    assert stocked.find_printing("mtg", "Nothing Like It") is None
    assert stocked.find_printing("six", "Lightning Bolt") is None


def test_names_match_without_case_accents_faces_or_language(stocked: Store) -> None:
    assert stocked.find_printing("six", "angel guardian") == SAMPLE[3]
    assert stocked.find_printing("six", "Guardian Angel") == SAMPLE[3]
    assert stocked.find_printing("mtg", "relampago") == SAMPLE[0]
    assert stocked.find_printing("mtg", "ÁNGEL DE SERRA") == SAMPLE[2]
    delver = SAMPLE[4]
    assert stocked.find_printing("mtg", "Delver of Secrets") == delver
    assert stocked.find_printing("mtg", "insectile aberration") == delver
    assert stocked.find_printing("mtg", "Delver of Secrets/Insectile Aberration") == delver


def test_get_card_of_an_unknown_id_is_a_clear_error(stocked: Store) -> None:
    with pytest.raises(StoreError, match="id 999"):
        stocked.get_card(999)


def test_the_full_text_index_follows_every_change(stocked: Store) -> None:
    conn = stocked.conn
    bolt_id = stocked.card_id(SAMPLE[0])
    conn.execute("UPDATE cards SET text = 'Zaps twice.' WHERE id = ?", (bolt_id,))
    assert [r.card_id for r in stocked.search("zaps")] == [bolt_id]
    conn.execute("INSERT INTO card_names (card_id, lang, name) VALUES (?, 'it', 'Fulmine')", (bolt_id,))
    assert [r.card_id for r in stocked.search("fulm")] == [bolt_id]
    conn.execute("UPDATE card_names SET name = 'Saetta' WHERE card_id = ? AND lang = 'it'", (bolt_id,))
    assert stocked.search("fulm") == [] and len(stocked.search("saet")) == 1
    conn.execute("DELETE FROM card_names WHERE card_id = ?", (bolt_id,))
    assert stocked.search("saet") == [] and stocked.search("relampago") == []
    conn.execute("DELETE FROM cards WHERE id = ?", (bolt_id,))
    assert stocked.search("zaps") == []
    fts_rows = conn.execute("SELECT count(*) FROM cards_fts").fetchone()[0]
    assert fts_rows == stocked.card_count()
    conn.execute("INSERT INTO cards_fts (cards_fts) VALUES ('integrity-check')")  # raises if out of sync


def test_an_import_reports_its_progress_and_a_cancel_leaves_nothing(store: Store) -> None:
    from engine.store.store import PROGRESS_EVERY

    heard: list[int] = []
    records = [card(f"Card {i}", "PRG", str(i)) for i in range(PROGRESS_EVERY * 3 + 7)]
    store.import_cards(records, source="p", progress=heard.append)
    assert heard == [PROGRESS_EVERY, PROGRESS_EVERY * 2, PROGRESS_EVERY * 3, PROGRESS_EVERY * 3 + 7]

    class Cancelled(Exception):
        pass

    def cancel_in_the_second_batch(count: int) -> None:  # the first batch is written by then
        if count > BATCH + PROGRESS_EVERY:
            raise Cancelled

    more = [card(f"Other {i}", "CAN", str(i)) for i in range(BATCH + PROGRESS_EVERY * 3)]
    with pytest.raises(Cancelled):
        store.import_cards(more, source="c", progress=cancel_in_the_second_batch)
    assert store.card_count() == len(records)  # nothing of the cancelled import is stored
    assert store.sets("mtg") == [s for s in store.sets("mtg") if s.code == "PRG"]


def test_the_full_text_index_holds_what_the_search_view_says_after_imports(store: Store) -> None:
    store.import_cards(SAMPLE)
    store.import_cards([dataclasses.replace(SAMPLE[2], names={"es": "Ángel de Serra", "de": "Serra-Engel"}),
                        card("Shock", "M10", "150", names={"it": "Scossa", "es": "Choque"})])
    held = "SELECT rowid, name, names, type_line, text, game FROM cards_fts ORDER BY rowid"
    said = "SELECT id, name, names, type_line, text, game FROM card_search_text ORDER BY id"
    assert store.conn.execute(held).fetchall() == store.conn.execute(said).fetchall()


def test_a_failed_first_import_keeps_the_indexes_it_set_aside(store: Store) -> None:
    indexes = "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name"
    before = store.conn.execute(indexes).fetchall()
    assert ("cards_by_name",) in before and ("card_keys_card",) in before
    good = [card(f"Card {i}", "IDX", str(i)) for i in range(BATCH + 5)]
    with pytest.raises(StoreError, match="no tiene nombre"):
        store.import_cards([*good, card(" ", "IDX", "x")])
    assert store.conn.execute(indexes).fetchall() == before and store.card_count() == 0
    store.import_cards(good)
    assert store.conn.execute(indexes).fetchall() == before
    plan = store.conn.execute("EXPLAIN QUERY PLAN SELECT id FROM cards ORDER BY sort_name LIMIT 5").fetchall()
    assert "cards_by_name" in str(plan)
