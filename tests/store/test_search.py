"""Instant search: prefixes of every word, accents, localized names, filters, order and pages."""

from __future__ import annotations

import pytest

from engine.store import SearchQuery, Store, StoreError, search as search_module

from .conftest import card


@pytest.fixture
def shelf(store: Store) -> Store:
    store.import_cards([
        card("Ángel Guardián", "TAU", "TAU-005", game="six", type_line="Unidad — Ángel", mana_value=3.0,
             text="Al Jugar: gana 2 de vida."),
        card("Guardian Angel", "LEA", "12", type_line="Instant", mana_value=1.0, text="Prevent damage.",
             names={"es": "Ángel protector", "ja": "守護天使"}),
        card("Angelic Page", "UNH", "1", type_line="Creature — Angel Spirit", mana_value=2.0, text="Flying"),
        card("Goblin Guide", "ZEN", "126", type_line="Creature — Goblin Scout", mana_value=1.0,
             text="Haste. Whenever Goblin Guide attacks, defending player reveals the top card."),
        card("Shivan Dragon", "LEA", "174", type_line="Creature — Dragon", mana_value=6.0, text="Flying"),
        card("Dragon Egg", "M19", "135", type_line="Creature — Dragon Egg", mana_value=3.0, text="Defender"),
    ])
    return store


def names(results: list[search_module.SearchResult]) -> list[str]:
    return [result.card.name for result in results]


def test_every_word_is_a_prefix_and_accents_do_not_matter(shelf: Store) -> None:
    assert names(shelf.search("ang guar")) == ["Ángel Guardián", "Guardian Angel"]
    assert names(shelf.search("ÁNGEL guardián", game="six")) == ["Ángel Guardián"]
    assert names(shelf.search("drag")) == ["Dragon Egg", "Shivan Dragon"]
    assert names(shelf.search("shivan  drag!")) == ["Shivan Dragon"]
    assert shelf.search("dragonfly") == []


def test_localized_names_type_lines_and_rules_text_are_searched(shelf: Store) -> None:
    assert names(shelf.search("protector")) == ["Guardian Angel"]
    assert names(shelf.search("守護天使")) == ["Guardian Angel"]
    assert names(shelf.search("scout")) == ["Goblin Guide"]
    assert names(shelf.search("revea")) == ["Goblin Guide"]
    assert names(shelf.search("flying")) == ["Angelic Page", "Shivan Dragon"]
    assert names(shelf.search("flying", names_only=True)) == []
    assert names(shelf.search("angel", names_only=True)) == ["Ángel Guardián", "Angelic Page", "Guardian Angel"]


def test_the_game_is_a_filter_not_a_word(shelf: Store) -> None:
    assert shelf.search("mtg") == [] and shelf.search("six") == []
    assert names(shelf.search("ang", game="six")) == ["Ángel Guardián"]
    with pytest.raises(StoreError, match="juego desconocido «pokemon»"):
        shelf.search("ang", game="pokemon")


def test_query_syntax_in_the_text_is_taken_literally(shelf: Store) -> None:
    for text in ('"', "dragon OR goblin", "NOT", "drag*", "(", "name:drag", "-drag", "^"):
        shelf.search(text)  # never an FTS syntax error
    assert names(shelf.search("drag*")) == ["Dragon Egg", "Shivan Dragon"]
    assert names(shelf.search("goblin or")) == []  # "or" is a word like any other


def test_filters(shelf: Store) -> None:
    assert names(shelf.search(game="six")) == ["Ángel Guardián"]
    assert names(shelf.search(set_code="lea")) == ["Guardian Angel", "Shivan Dragon"]
    assert names(shelf.search(type_contains="creature drag")) == ["Dragon Egg", "Shivan Dragon"]
    assert names(shelf.search("flying", type_contains="dragon")) == ["Shivan Dragon"]
    assert names(shelf.search(min_mana_value=2, max_mana_value=3)) == ["Ángel Guardián", "Angelic Page", "Dragon Egg"]
    assert names(shelf.search("drag", max_mana_value=3)) == ["Dragon Egg"]


def test_a_search_query_is_the_same_search(shelf: Store) -> None:
    query = SearchQuery("drag", type_contains="creature", order_by="mana_value", descending=True)
    assert names(shelf.search(query)) == ["Shivan Dragon", "Dragon Egg"]
    assert names(shelf.search(query, limit=1, offset=1)) == ["Dragon Egg"]
    assert shelf.search(query) == shelf.search("drag", type_contains="creature", order_by="mana_value", descending=True)
    with pytest.raises(TypeError, match="not both"):
        shelf.search(query, game="mtg")
    with pytest.raises(TypeError):
        shelf.search("drag", colour="red")  # not a filter


def test_owned_quantities_and_owned_only(shelf: Store) -> None:
    dragon = shelf.search("shivan")[0].card_id
    shelf.add_to_collection(dragon, 2)
    shelf.add_to_collection(dragon, 1, finish="foil")
    assert [(r.card.name, r.owned) for r in shelf.search("drag")] == [("Dragon Egg", 0), ("Shivan Dragon", 3)]
    assert names(shelf.search(owned_only=True)) == ["Shivan Dragon"]
    assert names(shelf.search(order_by="owned", descending=True, limit=2)) == ["Shivan Dragon", "Ángel Guardián"]


def test_orders_and_pages(shelf: Store) -> None:
    everything = names(shelf.search())
    assert everything == ["Ángel Guardián", "Angelic Page", "Dragon Egg", "Goblin Guide", "Guardian Angel", "Shivan Dragon"]
    assert names(shelf.search(descending=True)) == everything[::-1]
    assert names(shelf.search(limit=2, offset=2)) == everything[2:4]
    assert names(shelf.search(order_by="mana_value"))[-1] == "Shivan Dragon"
    assert names(shelf.search(order_by="set"))[0] == "Guardian Angel"  # LEA 12 before LEA 174
    shelf.import_cards([card("Armadillo Cloak", "INV", "229", text="Trample. Enchant a creature, even a dragon.")])
    assert names(shelf.search("dragon"))[0] == "Armadillo Cloak"
    assert names(shelf.search("dragon", order_by="relevance"))[-1] == "Armadillo Cloak"  # names weigh more
    with pytest.raises(StoreError, match="orden desconocido"):
        shelf.search(order_by="price")  # type: ignore[arg-type]


def test_broad_searches_walk_the_name_index_with_the_same_results(shelf: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    queries = [("a", {}), ("g", {"game": "mtg"}), ("d", {"max_mana_value": 3.0}), ("a", {"descending": True}),
               ("a", {"offset": 1, "limit": 2}), ("a", {"order_by": "mana_value"}), ("e", {"order_by": "set"}),
               ("a", {"order_by": "type", "descending": True}), ("a", {"owned_only": True})]
    shelf.add_to_collection(shelf.search("angelic")[0].card_id)
    sorted_results = [shelf.search(text, **kwargs) for text, kwargs in queries]  # type: ignore[arg-type]
    monkeypatch.setattr(search_module, "BROAD", 0)
    walked_results = [shelf.search(text, **kwargs) for text, kwargs in queries]  # type: ignore[arg-type]
    assert walked_results == sorted_results
    assert all(sorted_results)
    assert shelf.search("a", order_by="relevance") == shelf.search("a")  # too broad to rank: by name


def test_search_sees_the_whole_card(shelf: Store) -> None:
    [result] = shelf.search("protector")
    assert result.card == shelf.get_card(result.card_id)
    assert result.card.names == {"es": "Ángel protector", "ja": "守護天使"}


def test_a_page_larger_than_any_window_asks_for_is_refused(shelf: Store) -> None:
    with pytest.raises(StoreError, match="una página de 5001 cartas: se piden de 0 a 5.000 cada vez"):
        shelf.search(limit=search_module.MOST + 1)
    with pytest.raises(StoreError, match="una página de -1 cartas"):
        shelf.search(limit=-1)
    assert len(shelf.search(limit=search_module.MOST)) == 6 and len(shelf.search()) == 6  # the first page: PAGE


def test_the_first_page_is_the_windows_page(store: Store) -> None:
    store.import_cards([card(f"Card {i:03d}", "PG", str(i)) for i in range(search_module.PAGE + 10)])
    assert len(store.search()) == search_module.PAGE
    assert len(store.search(offset=search_module.PAGE)) == 10


def test_relevance_past_what_is_ranked_puts_name_hits_first(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    store.import_cards([card("Zeta Dragon", "RL", "1"), card("Alpha", "RL", "2", text="Whenever a dragon attacks"),
                        card("Beta Dragonling", "RL", "3"), card("Gamma", "RL", "4", text="Draw a card.")])
    ranked = names(store.search("drag", order_by="relevance"))
    monkeypatch.setattr(search_module, "RANKED", 0)
    assert names(store.search("drag", order_by="relevance")) == ["Beta Dragonling", "Zeta Dragon", "Alpha"]
    assert ranked[-1] == "Alpha" and set(ranked) == {"Alpha", "Beta Dragonling", "Zeta Dragon"}
