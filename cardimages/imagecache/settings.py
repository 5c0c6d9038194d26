"""The player's image sources, kept in the store (``settings`` table, key ``image_sources``) so
that the window and ``tapete-cli proxies`` use the same ones."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cardimages.imagecache.catalogue import CatalogueArtIndex
from cardimages.imagecache.discover import KINDS, SourceSpec, detect_kind
from cardimages.imagecache.library import ImageLibrary
from engine.store import Store
from engine.store.settings import get_setting, set_setting

KEY = "image_sources"


def load_sources(store: Store) -> list[SourceSpec]:
    """The sources the player chose, in order; kinds or entries this Tapete does not know are
    skipped."""
    text = get_setting(store.conn, KEY)
    try:
        data: Any = json.loads(text) if text else []
    except ValueError:
        return []
    specs = []
    for entry in data if isinstance(data, list) else []:
        if isinstance(entry, dict) and entry.get("kind") in KINDS and isinstance(entry.get("path"), str) and entry["path"]:
            specs.append(SourceSpec(entry["kind"], entry["path"], bool(entry.get("enabled", True))))
    return specs


def save_sources(store: Store, specs: Sequence[SourceSpec]) -> None:
    """Keep ``specs`` (in this order) as the player's sources."""
    data = [{"kind": spec.kind, "path": spec.path, "enabled": spec.enabled} for spec in specs]
    set_setting(store.conn, KEY, json.dumps(data, ensure_ascii=False))


def stored_library(path: Path | None = None, extra: Sequence[Path] = (), index_folder: Path | None = None) -> ImageLibrary:
    """The image sources of the store at ``path`` (the user's by default), after the folders and
    archives of ``extra`` (each read in the layout it has), listed and ready."""
    with Store(path) as store:
        specs = load_sources(store)
        store_path = store.path
    added = [SourceSpec(detect_kind(folder), str(folder)) for folder in extra]
    library = ImageLibrary.from_specs([*added, *specs], index_folder, CatalogueArtIndex(store_path))
    library.prepare()
    return library
