"""Round trips: read → write in each layout → read gives the same rows, as far as the layout carries them.

What each layout carries, field by field (the rest comes back empty):

============== ======= ======== ======= ========= ============
field          deckbox moxfield manabox archidekt dragonshield
============== ======= ======== ======= ========= ============
set_name       yes     no       yes     yes       yes
condition      ladder  ladder   yes     ladder    yes
currency       symbol  no       yes     no        no
location       no      no       yes     no        yes
tags           yes     yes      no      yes       no
trade_quantity yes     yes      no      no        yes
============== ======= ======== ======= ========= ============

quantity, name, set_code, number, finish, language and purchase_price (to the cent) survive
everywhere. "ladder": TCGplayer-style ladders have no Excellent, which comes back as good.
"symbol": Deckbox writes the price after its currency's symbol, so a currency survives with a
price in dollars, euros, pounds or yen. Extra columns survive where the layout has a column of
the same name; Deckbox marks yes/no columns only when yes.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.formats.collection import LAYOUTS, read_collection, read_collection_file, write_collection
from engine.formats.languages import LANGUAGE_NAMES
from engine.formats.records import CONDITIONS, FINISHES, CollectionRow

TESTDATA = Path(__file__).resolve().parents[3] / "shared" / "testdata" / "collection-csv"
LOST = {
    "deckbox": {"location"},
    "moxfield": {"set_name", "currency", "location"},
    "manabox": {"tags", "trade_quantity"},
    "archidekt": {"currency", "location", "trade_quantity"},
    "dragonshield": {"currency", "tags"},
}
TCG_LADDERS = {"deckbox", "moxfield", "archidekt"}
EXTRA_COLUMNS = {
    "deckbox": {"signed", "artist_proof", "altered", "misprint", "promo", "textless", "printing_id", "printing_note"},
    "moxfield": {"last_modified", "altered", "proxy"},
    "manabox": {"rarity", "manabox_id", "scryfall_id", "misprint", "altered"},
    "archidekt": {"date_added", "multiverse_id", "scryfall_id"},
    "dragonshield": {"date_bought", "low", "mid", "market"},
}
FLAGS = {"signed", "artist_proof", "altered", "misprint", "promo", "textless", "proxy"}
EMPTY = CollectionRow(quantity=0, name="")


def carried(row: CollectionRow, layout: str) -> CollectionRow:
    """What ``row`` should read back as after writing it in ``layout``."""
    changes: dict[str, object] = {field: getattr(EMPTY, field) for field in LOST[layout]}
    changes["line"] = None
    if layout in TCG_LADDERS and row.condition == "excellent":
        changes["condition"] = "good"
    if layout == "deckbox" and (row.purchase_price is None or row.currency not in ("USD", "EUR", "GBP", "JPY")):
        changes["currency"] = ""
    changes["extra"] = {key: value for key, value in row.extra.items() if key in EXTRA_COLUMNS[layout]
                        and not (layout == "deckbox" and value is False)}
    return dataclasses.replace(row, **changes)  # type: ignore[arg-type]


def unlined(row: CollectionRow) -> CollectionRow:
    return dataclasses.replace(row, line=None)


def round_trip(rows: list[CollectionRow], layout: str, path: Path) -> list[CollectionRow]:
    write_collection(rows, layout, path)
    found, back = read_collection(path)
    assert found == layout
    return back


@pytest.fixture(scope="module")
def manabox_rows() -> list[CollectionRow]:
    path = TESTDATA / "ManaBox_Collection.csv"
    if not path.exists():
        pytest.skip(f"{path} is not beside the checkout")
    return read_collection_file(path).rows


@pytest.fixture(scope="module")
def manabox_back(manabox_rows: list[CollectionRow], tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[CollectionRow]]:
    """The real ManaBox rows written in each layout and read back."""
    folder = tmp_path_factory.mktemp("manabox")
    return {layout: round_trip(manabox_rows, layout, folder / f"{layout}.csv") for layout in LAYOUTS}


@pytest.mark.parametrize("layout", LAYOUTS)
def test_real_manabox_collection_round_trips_through_every_layout(
        manabox_rows: list[CollectionRow], manabox_back: dict[str, list[CollectionRow]], layout: str) -> None:
    back = manabox_back[layout]
    first = 3 if layout == "dragonshield" else 2  # after the "sep=," line
    assert [row.line for row in back] == list(range(first, first + len(manabox_rows)))
    for original, copy in zip(manabox_rows, back):
        assert unlined(copy) == carried(original, layout)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_what_survives_from_the_real_manabox_collection(
        manabox_rows: list[CollectionRow], manabox_back: dict[str, list[CollectionRow]], layout: str) -> None:
    """Spot checks of the table above on real rows."""
    back = manabox_back[layout]
    assert sum(row.quantity for row in back) == 34643
    excellent = sum(1 for row in back if row.condition == "excellent")
    assert excellent == (0 if layout in TCG_LADDERS else 5422)
    assert sum(1 for row in back if row.condition == "good") == (5422 + 9 if layout in TCG_LADDERS else 9)
    priced_in_euros = all(row.currency == "EUR" for row in back if row.purchase_price is not None)
    assert priced_in_euros == (layout in ("manabox", "deckbox"))
    assert back[0].location == ("Set Sorted - Pioneer (inkl. Pio playables)"
                                if layout in ("manabox", "dragonshield") else "")
    assert back[0].set_name == ("" if layout == "moxfield" else "Strixhaven: School of Mages")
    assert ("scryfall_id" in back[0].extra) == (layout in ("manabox", "archidekt"))


@pytest.mark.parametrize("layout", LAYOUTS)
def test_real_deckbox_collection_round_trips_through_every_layout(layout: str, tmp_path: Path) -> None:
    path = TESTDATA / "deckbox.csv"
    if not path.exists():
        pytest.skip(f"{path} is not beside the checkout")
    rows = read_collection(path)[1]
    back = round_trip(rows, layout, tmp_path / f"{layout}.csv")
    assert [unlined(row) for row in back] == [carried(row, layout) for row in rows]


# ------------------------------------------------------------------ generated rows

_text = st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), min_size=1, max_size=30)
_stripped = _text.map(str.strip).filter(bool)
_tag = _stripped.filter(lambda tag: "," not in tag and ";" not in tag)


def _extra(layout: str) -> st.SearchStrategy[dict[str, object]]:
    entries = {key: st.booleans() if key in FLAGS else _stripped for key in EXTRA_COLUMNS[layout]}
    return st.fixed_dictionaries({}, optional=entries)


@st.composite
def rows(draw: st.DrawFn, layout: str) -> CollectionRow:
    price = draw(st.none() | st.integers(0, 10**7).map(lambda cents: cents / 100))
    return CollectionRow(
        quantity=draw(st.integers(0, 10_000)),
        name=draw(_stripped),
        set_code=draw(st.just("") | st.from_regex(r"[A-Z0-9]{2,5}", fullmatch=True)),
        set_name=draw(st.just("") | st.from_regex(r"[A-Z][a-z]+( [A-Za-z:]+)* [a-z]+", fullmatch=True)),
        number=draw(st.just("") | st.from_regex(r"[0-9]{1,3}[a-z★]?", fullmatch=True)),
        condition=draw(st.sampled_from(("",) + CONDITIONS)),
        finish=draw(st.sampled_from(FINISHES)),
        language=draw(st.sampled_from(("",) + tuple(LANGUAGE_NAMES))),
        purchase_price=price,
        currency=draw(st.sampled_from(("", "EUR", "USD", "GBP", "CHF"))),
        location=draw(st.just("") | _stripped),
        tags=tuple(draw(st.lists(_tag, max_size=4, unique=True))),
        trade_quantity=draw(st.integers(0, 100)),
        extra=draw(_extra(layout)),
    )


@pytest.mark.parametrize("layout", LAYOUTS)
@settings(max_examples=25, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_generated_rows_round_trip_field_by_field(layout: str, tmp_path: Path, data: st.DataObject) -> None:
    generated = data.draw(st.lists(rows(layout), min_size=1, max_size=8))
    back = round_trip(generated, layout, tmp_path / "rows.csv")
    assert [unlined(row) for row in back] == [carried(row, layout) for row in generated]


@pytest.mark.parametrize("layout", LAYOUTS)
@settings(max_examples=15, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_a_second_round_trip_changes_nothing(layout: str, tmp_path: Path, data: st.DataObject) -> None:
    generated = data.draw(st.lists(rows(layout), min_size=1, max_size=5))
    once = round_trip(generated, layout, tmp_path / "once.csv")
    twice = round_trip(once, layout, tmp_path / "twice.csv")
    assert twice == once
