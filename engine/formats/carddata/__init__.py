"""Card-data importers: each reads one source format and yields ``CardRecord`` values lazily.

=============== ============================ ================================================
format          module                       reads
=============== ============================ ================================================
``mtgjson``     ``mtgjson.read_mtgjson``     MTGJSON v5 set files, AllPrintings, deck files
``scryfall``    ``scryfall.read_scryfall``   Scryfall bulk JSON arrays and JSON lines
``cockatrice``  ``cockatrice.read_cockatrice`` Cockatrice ``cards.xml`` v3/v4, ``tokens.xml``
``ygopro-cdb``  ``ygopro.read_ygopro_cdb``   YGOPro/EDOPro ``cards.cdb`` (SQLite)
``tapete-toml`` ``tapete_sets.read_tapete_toml`` Tapete's own TOML set files
``tapete-csv``  ``tapete_sets.read_tapete_csv``  Tapete's own CSV card lists
=============== ============================ ================================================

``open_card_data(path)`` recognises the format by content and returns ``(format, records)``.
Bad input raises ``LoadError`` naming the file and where it breaks (line, byte offset, JSON
path, XML line and column, or table and id).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.formats.carddata.detect import FORMATS, detect_format, open_card_data

__all__ = ["FORMATS", "detect_format", "open_card_data"]


def __getattr__(name: str) -> Any:
    """The names of ``detect``, loaded when first asked for: reading one format (a game's
    shipped Tapete sets) does not load every importer (ijson, XML, SQLite readers)."""
    if name in __all__:
        from engine.formats.carddata import detect

        return getattr(detect, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
