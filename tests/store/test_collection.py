"""The collection: CSV rows matched to printings, reports, exports and quantity editing."""

from __future__ import annotations

import pytest

from engine.formats.records import CollectionRow
from engine.store import Store, StoreError

from .conftest import SAMPLE


def rows() -> list[CollectionRow]:
    return [
        CollectionRow(4, "Lightning Bolt", set_code="M10", number="146", condition="near_mint", language="en",
                      purchase_price=1.5, currency="EUR", location="Binder 1", tags=("burn", "red"), trade_quantity=2,
                      line=2, extra={"Scryfall ID": "abc"}),
        CollectionRow(1, "lightning bolt", set_name="Limited Edition Alpha", finish="foil", line=3),
        CollectionRow(2, "Relámpago", set_code="LEA", line=4),
        CollectionRow(1, "Black Lotus", set_code="LEA", number="232", line=5),
        CollectionRow(3, "Serra Angel", set_code="4ED", number="44", line=6),
        CollectionRow(0, "Serra Angel", line=7),
        CollectionRow(1, "Delver of Secrets", set_code="ISD", number="51a", line=8),
    ]


@pytest.fixture
def owned(stocked: Store) -> Store:
    conn = stocked.conn
    conn.execute("UPDATE cards SET set_name = 'Limited Edition Alpha' WHERE set_code = 'LEA'")
    return stocked


def test_rows_are_matched_stored_and_the_rest_reported(owned: Store) -> None:
    report = owned.import_collection(rows(), "mtg")
    assert (report.stored, report.copies) == (5, 11)
    assert [(note.line, note.name) for note in report.unmatched] == [(5, "Black Lotus"), (7, "Serra Angel")]
    assert "LEA #232" in report.unmatched[0].reason.es
    assert "cantidad 0" in str(report.unmatched[1]) and "línea 7" in str(report.unmatched[1])
    assert [(note.line, note.name) for note in report.substituted] == [(6, "Serra Angel"), (8, "Delver of Secrets")]
    assert "4ED #44 no está en el catálogo; guardada como LEA #39" in report.substituted[0].reason.es
    by_line = {(e.card.set_code, e.finish): e for e in owned.collection("mtg")}
    bolt = by_line[("M10", "")]
    assert (bolt.quantity, bolt.condition, bolt.language, bolt.purchase_price, bolt.currency) == (4, "near_mint", "en", 1.5, "EUR")
    assert (bolt.location, bolt.tags, bolt.trade_quantity, bolt.extra) == ("Binder 1", ("burn", "red"), 2, {"Scryfall ID": "abc"})
    assert by_line[("LEA", "foil")].card_id == owned.card_id(SAMPLE[0])  # matched through the set name
    assert owned.collection("six") == []


def test_export_gives_back_what_was_imported(owned: Store) -> None:
    owned.import_collection(rows()[:3], "mtg")
    exported = owned.export_collection("mtg")
    assert [(r.quantity, r.name, r.set_code, r.number, r.finish) for r in exported] == [
        (1, "Lightning Bolt", "LEA", "161", "foil"), (2, "Lightning Bolt", "LEA", "161", ""),
        (4, "Lightning Bolt", "M10", "146", ""),
    ]
    first = rows()[0]
    again = exported[2]
    assert (again.condition, again.purchase_price, again.currency, again.location, again.tags, again.trade_quantity) == (
        first.condition, first.purchase_price, first.currency, first.location, first.tags, first.trade_quantity)
    assert again.extra["Scryfall ID"] == "abc" and again.extra["game"] == "mtg" and again.extra["added"]
    reimported = owned.import_collection(exported, "mtg", replace=True)
    assert (reimported.stored, reimported.unmatched, reimported.substituted) == (3, [], [])
    assert [(r.quantity, r.set_code, r.finish) for r in owned.export_collection()] == [
        (r.quantity, r.set_code, r.finish) for r in exported]


def test_replace_only_clears_the_game_imported(owned: Store) -> None:
    angel = owned.card_id(SAMPLE[3]) or 0
    owned.add_to_collection(angel, 2)
    owned.import_collection(rows()[:1], "mtg")
    owned.import_collection(rows()[:1], "mtg", replace=True)
    assert [(e.card.game, e.quantity) for e in owned.collection()] == [("six", 2), ("mtg", 4)]


def test_a_failing_collection_import_stores_nothing(owned: Store) -> None:
    bad = CollectionRow(1, "Serra Angel", line=9, extra={"unserializable": {1, 2}})
    with pytest.raises(StoreError, match="línea 9"):
        owned.import_collection([*rows(), bad], "mtg")
    assert owned.collection() == []


def test_quantity_editing(stocked: Store) -> None:
    bolt = stocked.card_id(SAMPLE[1]) or 0
    entry = stocked.add_to_collection(bolt, 2, condition="played", trade_quantity=1)
    assert stocked.add_to_collection(bolt, 3, condition="played") == entry  # same entry
    foil = stocked.add_to_collection(bolt, 1, condition="played", finish="foil")
    assert foil != entry
    assert stocked.search("lightning bolt", set_code="M10")[0].owned == 6
    stocked.remove_from_collection(entry, 4)
    [left] = stocked.collection(card_id=bolt, game="mtg")[:1]
    assert (left.quantity, left.trade_quantity) == (1, 1)
    stocked.set_quantity(entry, 7)
    assert stocked.collection(card_id=bolt)[0].quantity == 7
    stocked.set_quantity(entry, 0)
    assert [e.id for e in stocked.collection()] == [foil]
    stocked.remove_from_collection(foil)
    assert stocked.collection() == []


def test_quantity_errors_are_clear(stocked: Store) -> None:
    bolt = stocked.card_id(SAMPLE[1]) or 0
    entry = stocked.add_to_collection(bolt, 2)
    with pytest.raises(StoreError, match="tiene 2"):
        stocked.remove_from_collection(entry, 3)
    with pytest.raises(StoreError, match="negativa"):
        stocked.set_quantity(entry, -1)
    with pytest.raises(StoreError, match="id 404"):
        stocked.set_quantity(404, 1)
    with pytest.raises(StoreError, match="id 999"):
        stocked.add_to_collection(999)
    with pytest.raises(StoreError, match="0 copias"):
        stocked.add_to_collection(bolt, 0)
    assert stocked.collection()[0].quantity == 2


def test_trade_copies_never_exceed_the_copies_left(stocked: Store) -> None:
    bolt = stocked.card_id(SAMPLE[1]) or 0
    entry = stocked.add_to_collection(bolt, 4, trade_quantity=3)
    stocked.set_quantity(entry, 2)
    assert stocked.collection()[0].trade_quantity == 2
