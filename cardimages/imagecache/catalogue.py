"""The Forge art index from the catalogue: which of a set's printings of a name a printing is."""

from __future__ import annotations

import threading
from pathlib import Path

from cardimages.imagecache.printing import Printing, collector_order
from engine.store import SearchQuery, Store


class CatalogueArtIndex:
    """Art indexes read from the store at ``path`` (each thread with its own connection): the
    printing's place among the set's printings of the same name, by collector number, from 1;
    0 when the set has that name once."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._local = threading.local()

    def _store(self) -> Store:
        store: Store | None = getattr(self._local, "store", None)
        if store is None:
            store = Store(self.path)
            self._local.store = store
        return store

    def __call__(self, printing: Printing) -> int:
        if not printing.number or not printing.set_code:
            return 0
        query = SearchQuery(text=printing.name, game=printing.game, set_code=printing.set_code, names_only=True)
        numbers = sorted({result.card.number for result in self._store().search(query, limit=500)
                          if result.card.name == printing.name and result.card.is_token == printing.is_token},
                         key=collector_order)
        if len(numbers) < 2 or printing.number not in numbers:
            return 0
        return numbers.index(printing.number) + 1
