"""Search plans (index walks, set id spans, per-card checks, the owned order's merge) give the
page the plain query gives: every condition, the whole order, nothing skipped. Checked on a
seeded catalogue of a few thousand printings, with a collection, over many queries."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.store import SearchQuery, Store
from engine.store import search as search_module
from engine.store.keys import fts_prefix_query

from .conftest import card

WORDS = ["angel", "dragon", "draw", "card", "goblin", "guard", "ángel", "shivan", "zombie", "token", "flying", "elf"]


@pytest.fixture(scope="module")
def catalogue(tmp_path_factory: pytest.TempPathFactory) -> Store:
    rng = random.Random(5)
    store = Store(tmp_path_factory.mktemp("plans") / "store.sqlite")
    records = []
    for index in range(3000):
        name = f"{rng.choice(WORDS).capitalize()} {rng.choice(WORDS)} {index % 700}"
        game = rng.choice(["mtg", "mtg", "mtg", "ygo", "six"])
        records.append(card(name, f"S{index // 150:02d}", str(index % 150), game=game,
                            type_line=rng.choice(["Creature — Elf", "Instant", "Sorcery", "Creature — Angel", "Unidad — Ángel",
                                                  "Criatura — Elfo"]),
                            mana_value=float(rng.randint(0, 7)), text=" ".join(rng.choices(WORDS, k=6)),
                            names=rng.choice([{}, {}, {"es": f"Nombre {rng.choice(WORDS)}"}, {"en": f"{rng.choice(WORDS)} {index}"}])))
    store.import_cards(records)
    store.import_cards([card(f"Late {rng.choice(WORDS)} {i}", "S03", f"late-{i}") for i in range(20)])  # a set's ids apart
    for card_id in rng.sample(range(1, store.card_count() + 1), 300):
        store.add_to_collection(card_id, rng.randint(1, 4))
    return store


def order_keys(query: SearchQuery) -> list[str]:
    """The keys of the query's order: names and types as its language shows them."""
    name, kind = ("c.sort_name_en", "c.sort_type_en") if query.lang == "en" else ("c.sort_name", "c.sort_type")
    return {
        "name": [name, "c.set_code", "c.number"], "set": ["c.set_code", "c.number", "c.sort_name"],
        "mana_value": ["c.mana_value", name, "c.set_code"], "type": [kind, name, "c.set_code"],
        "owned": [search_module.OWNED, name, "c.set_code"],
    }[query.order_by]


def plain(store: Store, query: SearchQuery, limit: int, offset: int) -> list[tuple[Any, ...]]:
    """The sort keys of the page the plain query gives."""
    where, params = [], []
    words = fts_prefix_query(query.text)
    if words or query.type_contains:
        fts = [f"{{{'name names' if query.names_only else 'name names type_line text'}}} : ({words})"] if words else []
        if query.type_contains:
            fts.append(f"type_line : ({fts_prefix_query(query.type_contains)})")
        where.append("c.id IN (SELECT rowid FROM cards_fts WHERE cards_fts MATCH ?)")
        params.append(" AND ".join(fts))
    for condition, value in (("c.game = ?", query.game), ("c.set_code = ?", query.set_code),
                             ("c.mana_value >= ?", query.min_mana_value), ("c.mana_value <= ?", query.max_mana_value)):
        if value is not None:
            where.append(condition)
            params.append(value)
    if query.owned_only:
        where.append("c.id IN (SELECT card_id FROM collection)")
    first, *ties = order_keys(query)
    order = ", ".join([first + (" DESC" if query.descending else ""), *ties])
    sql = (f"SELECT {', '.join(order_keys(query))} FROM cards c" + (f" WHERE {' AND '.join(where)}" if where else "")
           + f" ORDER BY {order} LIMIT ? OFFSET ?")
    return store.conn.execute(sql, (*params, limit, offset)).fetchall()


def keys_of(store: Store, query: SearchQuery, limit: int, offset: int) -> list[tuple[Any, ...]]:
    ids = [result.card_id for result in store.search(query, limit=limit, offset=offset)]
    sql = f"SELECT {', '.join(order_keys(query))} FROM cards c WHERE c.id = ?"
    return [store.conn.execute(sql, (card_id,)).fetchone() for card_id in ids]


def queries(rng: random.Random) -> list[SearchQuery]:
    """150 random queries: each value of each option below comes up in dozens of them."""
    found = []
    for _ in range(150):
        text = rng.choice(["", "", "a", "d", "dr", "ang", "guard", "zombie tok", "nombre", rng.choice(WORDS)[:rng.randint(1, 5)]])
        found.append(SearchQuery(
            text=text,
            game=rng.choice([None, None, "mtg", "six"]),
            set_code=rng.choice([None, None, None, "S03", "s07", "S40"]),
            type_contains=rng.choice([None, None, None, "creature", "elf"]),
            min_mana_value=rng.choice([None, None, 2.0]),
            max_mana_value=rng.choice([None, None, 4.0]),
            owned_only=rng.random() < 0.25,
            names_only=rng.random() < 0.1,
            order_by=rng.choice(["name", "set", "mana_value", "type", "owned"]),
            descending=rng.random() < 0.3,
            lang=rng.choice(["es", "en"]),
        ))
    return found


@pytest.mark.parametrize("broad", [3000, 50, 0])
def test_every_plan_gives_the_plain_querys_page(catalogue: Store, monkeypatch: pytest.MonkeyPatch, broad: int) -> None:
    monkeypatch.setattr(search_module, "BROAD", broad)  # index walks for few matches too
    rng = random.Random(broad)
    for query in queries(rng):
        limit, offset = rng.choice([(50, 0), (200, 0), (50, 100), (7, 3)])
        query = SearchQuery(**{**query.__dict__, "set_code": query.set_code.upper() if query.set_code else None})
        assert keys_of(catalogue, query, limit, offset) == plain(catalogue, query, limit, offset), query
