"""The player's image sources together: asked in order, the first that has a printing wins.

Sources are listed once, off the GUI thread (``prepare_in_background``), from listings kept in
Tapete's cache folder and checked against folder times; until a source is listed it answers
nothing, and the caller draws the face. The Forge art index (which of a set's several printings
of a name) is asked of ``art_index`` (the catalogue) when a Forge source is used.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from cardimages.faces import FaceData
from cardimages.imagecache.discover import SourceSpec, build_source
from cardimages.imagecache.files import ImageRef
from cardimages.imagecache.listing import ListingCache
from cardimages.imagecache.plain import PlainSource
from cardimages.imagecache.printing import Printing, printing_of_face
from cardimages.imagecache.source import ImageSource

ArtIndex = Callable[[Printing], int]


class ImageLibrary:
    """Ordered image sources and the lookups over them."""

    def __init__(self, sources: Sequence[ImageSource] = (), index_folder: Path | None = None,
                 art_index: ArtIndex | None = None) -> None:
        self.sources = list(sources)
        self.by_spec: dict[SourceSpec, ImageSource] = {}  # the sources made from the player's settings
        self.cache = ListingCache(index_folder)
        self.art_index = art_index
        self._art: dict[tuple[str, str, str, bool], int] = {}
        self._lock = threading.Lock()

    @classmethod
    def from_specs(cls, specs: Sequence[SourceSpec], index_folder: Path | None = None,
                   art_index: ArtIndex | None = None, extra: Sequence[ImageSource] = ()) -> "ImageLibrary":
        """The library of the enabled ``specs``, after the ``extra`` sources."""
        built = {spec: build_source(spec) for spec in specs if spec.enabled}
        library = cls([*extra, *built.values()], index_folder, art_index)
        library.by_spec = built
        return library

    def counts(self) -> dict[tuple[str, str], int]:
        """How many pictures each listed source of the settings holds, by (kind, path)."""
        return {(spec.kind, spec.path): source.count() for spec, source in self.by_spec.items() if source.ready}

    # ---------------------------------------------------------------- listing

    def prepare(self) -> None:
        """List every source not listed yet (slow on a first start: call it off the GUI thread)."""
        with self._lock:  # two callers never list the same folders at once
            for source in self.sources:
                if not source.ready:
                    source.prepare(self.cache)

    def prepare_in_background(self, done: Callable[[], None] | None = None) -> threading.Thread:
        """``prepare`` on a daemon thread; ``done`` is called on that thread when it ends."""
        def work() -> None:
            self.prepare()
            if done is not None:
                done()

        thread = threading.Thread(target=work, name="image-sources", daemon=True)
        thread.start()
        return thread

    @property
    def ready(self) -> bool:
        return all(source.ready for source in self.sources)

    # ---------------------------------------------------------------- lookups

    def find(self, printing: Printing) -> ImageRef | None:
        """The picture of ``printing`` in the first source that has one."""
        for source in self.sources:
            if not source.ready or printing.game not in source.games:
                continue
            asked = self._with_art_index(printing) if source.wants_art_index else printing
            found = source.find(asked)
            if found is not None:
                return found
        return None

    def find_face(self, face: FaceData) -> ImageRef | None:
        return self.find(printing_of_face(face))

    def _with_art_index(self, printing: Printing) -> Printing:
        if printing.art_index or self.art_index is None or not printing.set_code:
            return printing
        key = (printing.set_code, printing.name, printing.number, printing.is_token)
        index = self._art.get(key)
        if index is None:
            try:
                index = self.art_index(printing)
            except Exception:  # the catalogue is unavailable: Forge's own fallbacks still apply
                index = 0
            self._art[key] = index
        return replace(printing, art_index=index) if index else printing

    def art(self, face: FaceData) -> ImageRef | None:
        """Art for a drawn face's art box, from the plain folders."""
        for source in self.sources:
            if isinstance(source, PlainSource) and (found := source.art(face)) is not None:
                return found
        return None

    def back(self, game: str) -> ImageRef | None:
        """The player's back for ``game``'s cards, from the plain folders."""
        for source in self.sources:
            if isinstance(source, PlainSource) and (found := source.back(game)) is not None:
                return found
        return None
