"""Tapete's SQLite store: the card catalogue of every game, the collection and the decks.

``Store`` is the entry point (``engine/store/store.py``); the modules hold the parts it uses:
``schema`` (migrations), ``database`` (opening), ``transaction``, ``keys`` (name folding,
codes, full-text queries), ``catalogue``, ``search``, ``collection``, ``decks`` and ``missing``.
"""

from __future__ import annotations

from engine.store.catalogue import ImportReport, SetInfo
from engine.store.collection import CollectionEntry, CollectionImportReport, RowNote
from engine.store.database import default_path
from engine.store.decks import DeckInfo
from engine.store.errors import StoreBusyError, StoreError, StoreVersionError
from engine.store.missing import MissingCard, shopping_list
from engine.store.search import SearchQuery, SearchResult
from engine.store.store import Store

__all__ = [
    "CollectionEntry",
    "CollectionImportReport",
    "DeckInfo",
    "ImportReport",
    "MissingCard",
    "RowNote",
    "SearchResult",
    "SetInfo",
    "SearchQuery",
    "Store",
    "StoreBusyError",
    "StoreError",
    "StoreVersionError",
    "default_path",
    "shopping_list",
]
