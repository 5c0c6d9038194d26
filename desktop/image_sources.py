"""The player's image sources in the window: chosen in the store, listed off the GUI thread.

``ImageSources`` reads the chosen sources from the store, builds the ``ImageLibrary`` the card
pictures use (table, zoom, collection grid, proxies) and lists it on a background thread; when
the listing is done the pictures made so far are dropped and ``changed`` tells the views to
paint again. Folders of Cockatrice, Forge, XMage or EDOPro found in their usual places are
``offers`` until the player chooses them.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from cardimages.cache import index_folder
from cardimages.imagecache.catalogue import CatalogueArtIndex
from cardimages.imagecache.discover import SourceSpec, found_on_this_machine
from cardimages.imagecache.library import ImageLibrary
from cardimages.imagecache.settings import load_sources, save_sources
from desktop.pixmaps import CardPixmaps
from desktop.store_service import StoreService
from engine.store import Store


class ImageSources(QObject):
    """The chosen sources, their library, and what the machine offers besides."""

    changed = Signal()  # the library was listed, or the sources changed
    _listed = Signal(object)  # from the listing thread: the library that is ready

    def __init__(self, pixmaps: CardPixmaps, service: StoreService | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pixmaps = pixmaps
        self.service = service
        self.specs: list[SourceSpec] = load_sources(service.read) if service is not None else []
        self.library = ImageLibrary()
        self._listed.connect(self._library_listed)
        self._apply()

    @property
    def store_path(self) -> Path | None:
        return self.service.path if self.service is not None else None

    def offers(self) -> list[SourceSpec]:
        """Folders of the tools found here that are not among the player's sources."""
        known = {Path(spec.path) for spec in self.specs}
        return [spec for spec in found_on_this_machine() if Path(spec.path) not in known]

    def set_specs(self, specs: Sequence[SourceSpec]) -> None:
        """Use ``specs`` from now on, and keep them in the store (written off the GUI thread)."""
        self.specs = list(specs)
        if self.service is not None:
            chosen = list(self.specs)

            def keep(store: Store) -> None:
                save_sources(store, chosen)

            self.service.submit(keep, what="settings")
        self._apply()

    def _apply(self) -> None:
        art_index = CatalogueArtIndex(self.store_path) if self.store_path is not None else None
        self.library = ImageLibrary.from_specs(self.specs, index_folder(), art_index)
        self.pixmaps.use_library(self.library)
        library = self.library
        library.prepare_in_background(lambda: self._listed.emit(library))
        self.changed.emit()

    def _library_listed(self, library: object) -> None:
        if library is self.library:  # a library replaced meanwhile says nothing
            self.pixmaps.forget()
            self.changed.emit()

    @property
    def ready(self) -> bool:
        return self.library.ready
