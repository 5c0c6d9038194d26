"""Proxy sheets: a deck becomes pages of true-size cards, written to PDF or painted by Qt.

``proxy_list`` turns a resolved deck into the cards to print (skipping basic lands or the
copies the collection already has, when asked; an unknown line becomes a plain named card).
``draw_sheets`` paints a ``SheetLayout`` on any ``Canvas``; ``write_pdf`` does it into a PDF
that is either complete or not there at all.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import Protocol

from PIL import Image, ImageDraw

from cardimages.faces import FaceData, plain_face, record_face
from cardimages.frames import card_mm, mm_to_px
from cardimages.imagecache.files import ImageRef, load_fitted
from cardimages.imagecache.library import ImageLibrary
from cardimages.imagecache.printing import Printing, printing_of_face, printing_of_record
from cardimages.pdfwriter import PdfWriter
from cardimages.render import render_back, render_face
from cardimages.scans import ScanFolder
from cardimages.sheets import Label, Line, Rect, SheetLayout, SheetOptions, layout
from cardimages.fonts import font
from engine.core.game import get_game, is_game
from engine.formats.records import CardRecord, ResolvedDeck

PRINTED_SECTIONS = ("commander", "main", "extra", "side", "limbo", "mana", "support")


@dataclass(frozen=True)
class ProxyCard:
    """One printed card: ``known`` is ``False`` for a deck line that matched no card data;
    ``printing`` is the deck line's printing, whose picture is printed when the player has one."""

    face: FaceData
    known: bool = True
    printing: Printing | None = None

    def looked_up(self) -> Printing:
        return self.printing if self.printing is not None else printing_of_face(self.face)


@dataclass
class ProxyList:
    """The cards to print, in deck order, and what was left out and why."""

    game: str
    name: str
    cards: list[ProxyCard] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)


def is_basic(record: CardRecord) -> bool:
    """A basic card every player has plenty of (``Game.is_basic``: Magic's basic lands)."""
    return is_game(record.game) and get_game(record.game).is_basic(record)


def proxy_list(deck: ResolvedDeck, *, skip_basic_lands: bool = False, owned: Mapping[str, int] | None = None,
               lang: str = "es") -> ProxyList:
    """The cards of every section but ``maybe``, their faces and what was left out or unknown
    in ``lang``. With ``owned`` (copies per ``oracle_id``) only the copies the collection lacks
    are printed."""
    result = ProxyList(deck.game, deck.name)
    english = lang == "en"
    available = dict(owned) if owned is not None else None
    sections = [s for s in PRINTED_SECTIONS if s in deck.sections] + \
        [s for s in deck.sections if s not in PRINTED_SECTIONS and s != "maybe"]
    for section in sections:
        for count, record in deck.sections[section]:
            face = record_face(record, lang)
            if skip_basic_lands and is_basic(record):
                result.skipped.append(f"{face.name} ×{count}: {'basic land' if english else 'tierra básica'}")
                continue
            if available is not None:
                have = min(count, available.get(record.oracle_id, 0))
                available[record.oracle_id] = available.get(record.oracle_id, 0) - have
                if have:
                    result.skipped.append(f"{face.name} ×{have}: {'in the collection' if english else 'en la colección'}")
                count -= have
            printing = printing_of_record(record, local_name=face.name)
            result.cards.extend(ProxyCard(face, printing=printing) for _ in range(count))
    for line in deck.unknown:
        label = line.name or line.code
        line_word = "line" if english else "línea"
        result.unknown.append(f"{line_word} {line.line}: «{label}»" if line.line is not None else f"«{label}»")
        result.cards.extend(ProxyCard(plain_face(deck.game, line.name, line.code), known=False) for _ in range(line.count))
    return result


class CardImages:
    """Print-resolution pictures of cards and backs: the player's picture (the scans folder's,
    else the first image source's), else a rendered face (with the player's art when there is
    some), with bleed and the "PROXY" mark added."""

    def __init__(self, options: SheetOptions, scans: ScanFolder | None = None, library: ImageLibrary | None = None) -> None:
        self.options = options
        self.scans = scans
        self.library = library

    def key(self, card: ProxyCard) -> str:
        printing = card.printing
        where = f":{printing.set_code}:{printing.number}:{printing.code}" if printing is not None else ""
        return f"front:{card.face.digest()}{where}"

    def picture(self, card: ProxyCard) -> ImageRef | None:
        """The player's picture of ``card`` (``None``: it is drawn)."""
        printing = card.looked_up()
        found = self.scans.find_printing(printing) if self.scans is not None else None
        if found is None and self.library is not None:
            found = self.library.find(printing)
        return found

    def front(self, card: ProxyCard) -> Image.Image:
        w_mm, h_mm = card_mm(card.face.game)
        size = (mm_to_px(w_mm, self.options.dpi), mm_to_px(h_mm, self.options.dpi))
        picture = self.picture(card)
        image = load_fitted(picture, size) if picture is not None else None
        if image is None:
            face = card.face
            art = self.scans.art(face) if self.scans is not None else None
            if art is None and self.library is not None:
                art = self.library.art(face)
            if art is not None and not art.member:
                face = replace(face, art=str(art.path))
            image = render_face(face, size[0], rounded=False)
            if image.size != size:
                image = image.resize(size, Image.Resampling.LANCZOS)
        if self.options.proxy_mark:
            proxy_mark(image)
        return with_bleed(image, mm_to_px(self.options.bleed, self.options.dpi), self.options.bleed_mode)

    def back(self, game: str) -> Image.Image:
        w_mm, h_mm = card_mm(game)
        size = (mm_to_px(w_mm, self.options.dpi), mm_to_px(h_mm, self.options.dpi))
        scan = self.scans.back(game) if self.scans is not None else None
        if scan is None and self.library is not None:
            scan = self.library.back(game)
        image = load_fitted(scan, size) if scan is not None else None
        if image is None:
            image = render_back(game, size[0], rounded=False)
            if image.size != size:
                image = image.resize(size, Image.Resampling.LANCZOS)
        return with_bleed(image, mm_to_px(self.options.bleed, self.options.dpi), self.options.bleed_mode)



def proxy_mark(image: Image.Image) -> None:
    """A small "PROXY" label at the bottom centre of the card (about 2 mm high)."""
    w, h = image.size
    size = max(6, round(w * 0.028))
    draw = ImageDraw.Draw(image)
    label_font = font(size, "bold")
    cx, cy = w / 2, h - w * 0.075
    half = draw.textlength("PROXY", font=label_font) / 2 + size * 0.4
    draw.rounded_rectangle([cx - half, cy - size * 0.75, cx + half, cy + size * 0.75], radius=size // 3,
                           fill=(255, 255, 255), outline=(40, 40, 40), width=max(1, size // 10))
    draw.text((cx, cy), "PROXY", font=label_font, fill=(40, 40, 40), anchor="mm")


def with_bleed(image: Image.Image, bleed: int, mode: str) -> Image.Image:
    """``image`` with ``bleed`` pixels added on every side: the edge pixels stretched outward
    (``extend``) or the edge reflected (``mirror``)."""
    if bleed <= 0:
        return image
    w, h = image.size
    b = min(bleed, w, h)
    out = Image.new("RGB", (w + 2 * b, h + 2 * b))
    out.paste(image, (b, b))
    if mode == "mirror":
        strips = {
            (b, 0): image.crop((0, 0, w, b)).transpose(Image.Transpose.FLIP_TOP_BOTTOM),
            (b, h + b): image.crop((0, h - b, w, h)).transpose(Image.Transpose.FLIP_TOP_BOTTOM),
            (0, b): image.crop((0, 0, b, h)).transpose(Image.Transpose.FLIP_LEFT_RIGHT),
            (w + b, b): image.crop((w - b, 0, w, h)).transpose(Image.Transpose.FLIP_LEFT_RIGHT),
            (0, 0): image.crop((0, 0, b, b)).transpose(Image.Transpose.ROTATE_180),
            (w + b, 0): image.crop((w - b, 0, w, b)).transpose(Image.Transpose.ROTATE_180),
            (0, h + b): image.crop((0, h - b, b, h)).transpose(Image.Transpose.ROTATE_180),
            (w + b, h + b): image.crop((w - b, h - b, w, h)).transpose(Image.Transpose.ROTATE_180),
        }
    else:
        strips = {
            (b, 0): image.crop((0, 0, w, 1)).resize((w, b)),
            (b, h + b): image.crop((0, h - 1, w, h)).resize((w, b)),
            (0, b): image.crop((0, 0, 1, h)).resize((b, h)),
            (w + b, b): image.crop((w - 1, 0, w, h)).resize((b, h)),
            (0, 0): image.crop((0, 0, 1, 1)).resize((b, b)),
            (w + b, 0): image.crop((w - 1, 0, w, 1)).resize((b, b)),
            (0, h + b): image.crop((0, h - 1, 1, h)).resize((b, b)),
            (w + b, h + b): image.crop((w - 1, h - 1, w, h)).resize((b, b)),
        }
    for where, strip in strips.items():
        out.paste(strip, where)
    return out


class Canvas(Protocol):
    """What a sheet is painted on (a PDF, a Qt printer, a preview image); millimetres from the
    page's top-left corner."""

    def begin_page(self, width: float, height: float) -> None: ...
    def image(self, key: str, load: Callable[[], Image.Image], rect: Rect) -> None: ...
    def line(self, line: Line, width: float, colour: tuple[int, int, int]) -> None: ...
    def text(self, label: Label) -> None: ...
    def end_page(self) -> None: ...


def sheet_layout(cards: ProxyList, options: SheetOptions) -> SheetLayout:
    return layout(len(cards.cards), card_mm(cards.game), options)


def draw_page(canvas: Canvas, sheet: SheetLayout, number: int, cards: ProxyList, images: CardImages) -> None:
    """Paint page ``number`` of ``sheet``: full cut lines under the cards, corner crosses over them."""
    options = images.options
    page = sheet.pages[number]
    canvas.begin_page(sheet.width, sheet.height)
    under = page.kind == "fronts" and options.marks == "lines"
    if under:
        for mark in page.marks:
            canvas.line(mark, options.mark_width, options.mark_colour)
    for slot in page.slots:
        card = cards.cards[slot.index]
        if page.kind == "backs":
            canvas.image(f"back:{card.face.game}", partial(images.back, card.face.game), slot.image)
        else:
            canvas.image(images.key(card), partial(images.front, card), slot.image)
    if not under:
        for mark in page.marks:
            canvas.line(mark, options.mark_width if page.kind == "fronts" else 0.2,
                        options.mark_colour if page.kind == "fronts" else (0, 0, 0))
    for label in page.labels:
        canvas.text(label)
    canvas.end_page()


class PdfCanvas:
    """A ``Canvas`` writing to a ``PdfWriter``: each distinct picture is stored once, as JPEG."""

    def __init__(self, writer: PdfWriter, quality: int = 90) -> None:
        self.writer = writer
        self.quality = quality

    def begin_page(self, width: float, height: float) -> None:
        self.writer.begin_page(width, height)

    def image(self, key: str, load: Callable[[], Image.Image], rect: Rect) -> None:
        if not self.writer.has_image(key):
            picture = load()
            data = io.BytesIO()
            data.name = "picture.jpg"  # saved by its extension, Pillow loads its JPEG plugin alone (not BMP, GIF, PPM, PNG)
            picture.save(data, quality=self.quality, subsampling=0, optimize=False)
            self.writer.add_jpeg(key, data.getvalue(), picture.width, picture.height)
        self.writer.image(key, rect.x, rect.y, rect.w, rect.h)

    def line(self, line: Line, width: float, colour: tuple[int, int, int]) -> None:
        self.writer.line(line.x0, line.y0, line.x1, line.y1, width, colour)

    def text(self, label: Label) -> None:
        self.writer.text(label.x, label.y, label.text, label.size)

    def end_page(self) -> None:
        self.writer.end_page()


IMAGE_BLOCK = 64 * 1024
"""Bytes of the blocks Pillow builds a picture of while proxies are drawn (its own are 16 MB): a
card at 300 dpi is 3 MB, and the pictures of a page, freed one after the other, then leave
blocks of one size that the next picture reuses, instead of 3 MB holes it does not fit in (the
peak of 60 cards: 1.5 MB less)."""


@contextmanager
def _small_image_blocks() -> Iterator[None]:
    core = Image.core
    size = core.get_block_size()
    core.set_block_size(IMAGE_BLOCK)
    try:
        yield
    finally:
        core.set_block_size(size)


@dataclass(frozen=True)
class ProxyReport:
    """What was written: pages, cards, how many of them with the player's picture, and what
    was left out or unknown."""

    pages: int
    cards: int
    unknown: tuple[str, ...]
    skipped: tuple[str, ...]
    pictured: int = 0


def write_pdf(cards: ProxyList, path: str | Path, options: SheetOptions, scans: ScanFolder | None = None,
              progress: Callable[[int, int], None] | None = None, library: ImageLibrary | None = None) -> ProxyReport:
    """Write the proxy sheets of ``cards`` to ``path``; the old file stays if anything fails.
    Pictures come from ``scans`` first, then ``library``'s sources."""
    sheet = sheet_layout(cards, options)
    images = CardImages(options, scans, library)
    with PdfWriter(path, title=f"Proxies — {cards.name}") as writer, _small_image_blocks():
        canvas = PdfCanvas(writer)
        for number in range(len(sheet.pages)):
            draw_page(canvas, sheet, number, cards, images)
            if progress is not None:
                progress(number + 1, len(sheet.pages))
    pictured = sum(1 for card in cards.cards if images.picture(card) is not None)
    return ProxyReport(len(sheet.pages), len(cards.cards), tuple(cards.unknown), tuple(cards.skipped), pictured)
