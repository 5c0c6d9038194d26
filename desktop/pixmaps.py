"""Card pictures for the table: ``cardimages`` faces turned into QPixmaps, cached."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from PIL import Image
from PySide6.QtCore import QSettings
from PySide6.QtGui import QImage, QPixmap

from cardimages.cache import FaceCache
from cardimages.faces import FaceData, face_from_card_def, record_face
from cardimages.imagecache.library import ImageLibrary
from cardimages.imagecache.printing import Printing, printing_of_card, printing_of_record
from engine.core.cards import CardDef
from engine.core.game import get_game
from engine.formats.records import CardRecord

#: Pixel width faces are rendered at: sharp on hi-DPI screens when the table is scaled up.
FACE_WIDTH = 300


def to_pixmap(image: Image.Image) -> QPixmap:
    rgba = image.convert("RGBA")
    qimage = QImage(rgba.tobytes("raw", "RGBA"), rgba.width, rgba.height, QImage.Format.Format_RGBA8888)
    return QPixmap.fromImage(qimage.copy())


class CardPixmaps:
    """Faces by (game, code) and backs by game, rendered once per session."""

    def __init__(self, cache: FaceCache | None = None, lang: str = "es") -> None:
        self.cache = cache or FaceCache()
        scans = QSettings("Tapete", "Tapete").value("scans_folder", "")
        if cache is None and scans:
            self.cache.set_scan_folder(Path(str(scans)))  # the folder chosen in the proxy dialog
        self.lang = lang
        self._pixmaps: dict[tuple[str, str, int], QPixmap] = {}
        self._table: Callable[[], Any] | None = None

    def use_library(self, library: ImageLibrary) -> None:
        """Show the pictures of ``library``'s sources from now on (and again when it is listed)."""
        self.cache.set_library(library)
        self.forget()

    def forget(self) -> None:
        """Drop every picture made so far: the sources changed or finished listing."""
        self.cache.forget()
        self._pixmaps.clear()

    def show_table(self, table: Callable[[], Any]) -> None:
        """Draw the cards of the table ``table()`` gives (a state: its ``card_by_code``, which
        knows the players' own cards and those made in play, and its ``printings``) from now on."""
        self._table = table

    def card(self, game: str, code: str) -> CardDef:
        """The card ``code`` of the table being shown (of the game's shipped sets otherwise)."""
        table = self._table() if self._table is not None else None
        if table is not None and table.card_db.game == game:
            found: CardDef = table.card_by_code(code)  # its players' own and those made in play too
            return found
        return get_game(game).cards.by_code(code)

    def face_data(self, game: str, code: str) -> FaceData:
        return face_from_card_def(self.card(game, code), self.lang)

    def printing(self, game: str, code: str) -> Printing:
        """The printing a card of the table shows: the deck line's, when the deck came from the catalogue."""
        table = self._table() if self._table is not None else None
        printings = table.printings if table is not None and table.card_db.game == game else {}
        return printing_of_card(self.card(game, code), printings.get(code), self.lang)

    def face(self, game: str, code: str, width: int = FACE_WIDTH) -> QPixmap:
        printing = self.printing(game, code)
        key = (game, f"{code}:{printing.set_code}:{printing.number}", width)  # a new deck may show another printing
        if key not in self._pixmaps:
            self._pixmaps[key] = to_pixmap(self.cache.face(self.face_data(game, code), width, printing))
        return self._pixmaps[key]

    def record(self, record: CardRecord, width: int = FACE_WIDTH) -> QPixmap:
        """The picture of a catalogue printing (the player's picture, else rendered)."""
        face = record_face(record, self.lang)
        printing = printing_of_record(record, local_name=face.name)
        key = (face.game, f"record:{face.digest()}:{printing}", width)
        if key not in self._pixmaps:
            self._pixmaps[key] = to_pixmap(self.cache.face(face, width, printing))
        return self._pixmaps[key]

    def back(self, game: str, limbo: bool = False, width: int = FACE_WIDTH) -> QPixmap:
        key = (game, f"back:{limbo}", width)
        if key not in self._pixmaps:
            self._pixmaps[key] = to_pixmap(self.cache.back(game, width, limbo))
        return self._pixmaps[key]

