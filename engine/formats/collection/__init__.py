"""Collection CSV import and export: Deckbox, Moxfield, ManaBox, Archidekt and Dragon Shield.

``read_collection(path)`` detects the layout from the header and returns normalized
``CollectionRow``s (canonical conditions, finishes and language codes; see ``values``);
``write_collection(rows, layout, path)`` writes a layout's exact header and words.
"""

from __future__ import annotations

from engine.formats.collection.layouts import LAYOUTS, detect_layout
from engine.formats.collection.reader import CollectionFile, read_collection, read_collection_file
from engine.formats.collection.writer import collection_text, write_collection

__all__ = [
    "LAYOUTS", "CollectionFile", "collection_text", "detect_layout", "read_collection",
    "read_collection_file", "write_collection",
]
