"""Names and type lines sort as the window shows them: an English window lists the shipped
cards by their English names (``Borrowed Wings`` before ``Crimson Stalker``), not in the order of
their Spanish data names (``Acechador carmesí``, ``Alas prestadas``); a Spanish one by those."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from engine.core.game import game_names, get_game
from engine.core.terms import card_name, translate_type_line
from engine.formats.game_cards import shipped_records
from engine.formats.records import CardRecord
from engine.store import SearchQuery, Store, StoreError
from engine.store.keys import fold

from .conftest import card


@pytest.fixture(scope="module")
def shipped(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Store]:
    """A store holding every game's shipped sets, as the window imports them."""
    with Store(tmp_path_factory.mktemp("shipped") / "store.sqlite") as store:
        for game in game_names():
            store.import_cards([record for _, record in shipped_records(get_game(game))], source=f"tapete:{game}")
        yield store


def shown(store: Store, lang: str, column: str, **filters: object) -> list[str]:
    """The first page's names (or type lines) as a window in ``lang`` shows them."""
    page = store.search(SearchQuery(lang=lang, **filters))  # type: ignore[arg-type]
    if column == "name":
        return [card_name(r.card.game, r.card.name, lang) for r in page]
    return [translate_type_line(r.card.game, r.card.type_line, lang) for r in page]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_shipped_cards_are_listed_in_the_order_of_their_shown_names(shipped: Store, lang: str) -> None:
    names = shown(shipped, lang, "name")
    assert len(names) == 50 and names == sorted(names, key=fold)
    english = shown(shipped, "en", "name")
    assert "Borrowed Wings" in english and "Acechador carmesí" not in english
    last = shown(shipped, lang, "name", descending=True)
    assert last == sorted(last, key=fold, reverse=True) and fold(last[-1]) > fold(names[-1])


@pytest.mark.parametrize("lang", ["en", "es"])
def test_types_sort_as_shown_and_their_ties_by_shown_name(shipped: Store, lang: str) -> None:
    page = shipped.search(SearchQuery(lang=lang, order_by="type"), limit=200)  # type: ignore[arg-type]
    keys = [(fold(translate_type_line(r.card.game, r.card.type_line, lang)), named(r.card, lang)) for r in page]
    assert keys == sorted(keys)
    by_cost = shipped.search(SearchQuery(lang=lang, order_by="mana_value", game="mtg"), limit=200)  # type: ignore[arg-type]
    keys = [(r.card.mana_value or 0.0, named(r.card, lang)) for r in by_cost]
    assert keys == sorted(keys)


def named(record: CardRecord, lang: str) -> str:
    """The name a card sorts by in ``lang``: its English one where the data gives one."""
    return fold(record.names.get("en", "") if lang == "en" else "") or fold(record.name)


def test_an_english_name_sorts_where_the_data_gives_one_else_the_name(tmp_path: Path) -> None:
    with Store(tmp_path / "s.sqlite") as store:
        store.import_cards([
            card("Zarpa", "S", "1", game="six", names={"en": "Claw"}),
            card("Bestia", "S", "2", game="six", names={"en": "  "}),  # no English name: its own
            card("Ángel", "S", "3", game="six", names={"en": "Zealous Angel"}),
        ])
        owned = store.search(SearchQuery(lang="en"))[2].card_id
        store.add_to_collection(owned)
        assert [r.card.name for r in store.search(SearchQuery(lang="en"))] == ["Bestia", "Zarpa", "Ángel"]
        assert [r.card.name for r in store.search(SearchQuery(lang="es"))] == ["Ángel", "Bestia", "Zarpa"]
        assert [r.card.name for r in store.search(SearchQuery(lang="en", order_by="owned"))] == ["Bestia", "Zarpa", "Ángel"]
        with pytest.raises(StoreError, match="idioma desconocido «fr»"):
            store.search(SearchQuery(lang="fr"))  # type: ignore[arg-type]
