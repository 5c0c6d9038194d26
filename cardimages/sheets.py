"""Where proxies go on paper: the layout of a sheet in millimetres, shared by the PDF writer and
Qt printing so that both put every card at the same place.

Coordinates are millimetres from the top-left corner of the page. A card's *cut* rectangle is
its true size; its *image* rectangle adds the bleed on every side. The per-axis scale (for
printers that print short or long) scales everything about the centre of the page.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from engine.core.errors import TapeteError
from engine.core.text import Text

PAPERS: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4), "a3": (297.0, 420.0)}
MARKS = ("corners", "lines", "none")
BLEEDS = ("extend", "mirror")
MM_PER_PT = 25.4 / 72


class SheetOptionError(TapeteError, ValueError):
    """A sheet option out of range: names the option and the allowed range."""


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    def grown(self, by: float) -> Rect:
        return Rect(self.x - by, self.y - by, self.w + 2 * by, self.h + 2 * by)


@dataclass(frozen=True)
class SheetOptions:
    """Everything that shapes a sheet. ``paper`` is a name of ``PAPERS`` or ``(width, height)``
    in mm; ``gap`` 0–5 mm between cards; ``bleed`` 0–3 mm around each card, filled by extending
    (``extend``) or mirroring (``mirror``) the card's edge; ``marks`` ``corners`` (crosses),
    ``lines`` (full-page cut lines) or ``none``, in ``mark_colour`` and ``mark_width`` mm;
    ``backs`` adds after each page of fronts a page of backs for duplex printing (flipped on the
    long edge), shifted by ``back_offset`` mm; ``scale`` per axis (0.9–1.1); ``calibration``
    adds a page with millimetre rulers; ``proxy_mark`` prints a small "PROXY" on each card."""

    paper: str | tuple[float, float] = "a4"
    landscape: bool = False
    margin: float = 5.0
    gap: float = 0.0
    bleed: float = 0.0
    bleed_mode: Literal["extend", "mirror"] = "extend"
    marks: Literal["corners", "lines", "none"] = "corners"
    mark_colour: tuple[int, int, int] = (0, 0, 0)
    mark_width: float = 0.2
    backs: bool = False
    back_offset: tuple[float, float] = (0.0, 0.0)
    scale: tuple[float, float] = (1.0, 1.0)
    calibration: bool = False
    proxy_mark: bool = True
    dpi: int = 300

    def page_mm(self) -> tuple[float, float]:
        if isinstance(self.paper, str):
            if self.paper.casefold() not in PAPERS:
                raise SheetOptionError(Text(f"papel desconocido «{self.paper}» (se admiten {', '.join(PAPERS)} o ANCHOxALTO en mm)",
                                            f"unknown paper «{self.paper}» ({', '.join(PAPERS)} or WIDTHxHEIGHT in mm)"))
            w, h = PAPERS[self.paper.casefold()]
        else:
            w, h = self.paper
        return (h, w) if self.landscape else (w, h)

    def check(self) -> None:
        """``SheetOptionError`` for the first option out of range."""
        w, h = self.page_mm()
        checks = (
            ("paper", 50 <= w <= 1000 and 50 <= h <= 1000,
             Text("el papel debe medir entre 50 y 1000 mm por lado", "the paper must measure 50 to 1000 mm a side")),
            ("gap", 0 <= self.gap <= 5, Text("la separación va de 0 a 5 mm", "the gap goes from 0 to 5 mm")),
            ("bleed", 0 <= self.bleed <= 3, Text("el sangrado va de 0 a 3 mm", "the bleed goes from 0 to 3 mm")),
            ("bleed_mode", self.bleed_mode in BLEEDS, Text(f"el sangrado se rellena con {' o '.join(BLEEDS)}",
                                                           f"the bleed is filled with {' or '.join(BLEEDS)}")),
            ("marks", self.marks in MARKS, Text(f"las marcas de corte son {', '.join(MARKS)}",
                                                f"the cut marks are {', '.join(MARKS)}")),
            ("mark_width", 0.05 <= self.mark_width <= 2,
             Text("el grosor de las marcas va de 0,05 a 2 mm", "the marks' width goes from 0.05 to 2 mm")),
            ("margin", 0 <= self.margin <= 30, Text("el margen va de 0 a 30 mm", "the margin goes from 0 to 30 mm")),
            ("scale", all(0.9 <= s <= 1.1 for s in self.scale),
             Text("la escala va de 0,9 a 1,1 por eje", "the scale goes from 0.9 to 1.1 on each axis")),
            ("back_offset", all(abs(o) <= 10 for o in self.back_offset),
             Text("el desplazamiento del dorso va de −10 a 10 mm", "the back's offset goes from −10 to 10 mm")),
            ("dpi", 72 <= self.dpi <= 1200, Text("la resolución va de 72 a 1200 ppp", "the resolution goes from 72 to 1200 dpi")),
        )
        for name, ok, message in checks:
            if not ok:
                raise SheetOptionError(Text(f"{name}: {message.es}", f"{name}: {message.en}"))


def parse_paper(text: str) -> str | tuple[float, float]:
    """``a4``/``letter``/``a3`` or a custom size ``WIDTHxHEIGHT`` in mm (``200x300``)."""
    if text.casefold() in PAPERS:
        return text.casefold()
    try:
        w, h = (float(part.replace(",", ".")) for part in text.lower().split("x"))
    except ValueError as exc:
        raise SheetOptionError(Text(f"papel «{text}»: usa {', '.join(PAPERS)} o ANCHOxALTO en mm (p. ej. 200x300)",
                                    f"paper «{text}»: use {', '.join(PAPERS)} or WIDTHxHEIGHT in mm (e.g. 200x300)")) from exc
    return (w, h)


@dataclass(frozen=True)
class Slot:
    """A card on a page: ``index`` into the card list, its cut and image rectangles."""

    index: int
    cut: Rect
    image: Rect


@dataclass(frozen=True)
class Line:
    x0: float
    y0: float
    x1: float
    y1: float


@dataclass(frozen=True)
class Label:
    """Text whose baseline starts at (x, y) mm, ``size`` in points."""

    x: float
    y: float
    text: str
    size: float = 9.0


@dataclass(frozen=True)
class Page:
    """One page: ``kind`` is ``fronts``, ``backs`` or ``calibration``; ``marks`` are cut marks
    (or the calibration page's rulers), ``labels`` its texts."""

    kind: str
    slots: tuple[Slot, ...] = ()
    marks: tuple[Line, ...] = ()
    labels: tuple[Label, ...] = ()


@dataclass(frozen=True)
class SheetLayout:
    width: float
    height: float
    card: tuple[float, float]
    columns: int
    rows: int
    pages: tuple[Page, ...] = field(default=())

    @property
    def per_page(self) -> int:
        return self.columns * self.rows


def grid(options: SheetOptions, card: tuple[float, float]) -> tuple[int, int]:
    """How many cards fit across and down (3 × 3 of 63 × 88 mm on A4 and Letter)."""
    w, h = options.page_mm()
    pitch_x = card[0] + 2 * options.bleed + options.gap
    pitch_y = card[1] + 2 * options.bleed + options.gap
    columns = int((w - 2 * options.margin + options.gap) // pitch_x)
    rows = int((h - 2 * options.margin + options.gap) // pitch_y)
    if columns < 1 or rows < 1:
        raise SheetOptionError(Text(f"paper: no cabe ni una carta de {card[0]:g} × {card[1]:g} mm con estos márgenes y sangrado",
                                    f"paper: not one card of {card[0]:g} × {card[1]:g} mm fits with these margins and bleed"))
    return columns, rows


def layout(count: int, card: tuple[float, float], options: SheetOptions) -> SheetLayout:
    """The pages for ``count`` cards of ``card`` mm: fronts (and backs after each page of fronts
    when asked), then the calibration page when asked."""
    options.check()
    w, h = options.page_mm()
    columns, rows = grid(options, card)
    pitch_x = card[0] + 2 * options.bleed + options.gap
    pitch_y = card[1] + 2 * options.bleed + options.gap
    left = (w - (columns * pitch_x - options.gap)) / 2 + options.bleed
    top = (h - (rows * pitch_y - options.gap)) / 2 + options.bleed
    scaled = _Scaler(w, h, options.scale)
    pages: list[Page] = []
    per_page = columns * rows
    for start in range(0, count, per_page):
        indices = range(start, min(count, start + per_page))
        fronts: list[Slot] = []
        backs: list[Slot] = []
        cuts: list[Rect] = []
        for i in indices:
            column, row = (i - start) % columns, (i - start) // columns
            cut = Rect(left + column * pitch_x, top + row * pitch_y, card[0], card[1])
            cuts.append(cut)
            fronts.append(Slot(i, scaled.rect(cut), scaled.rect(cut.grown(options.bleed))))
            # the back of a card sits mirrored across the long edge, shifted by the printer's offset
            mirrored = Rect(w - cut.x - cut.w + options.back_offset[0], cut.y + options.back_offset[1], cut.w, cut.h)
            backs.append(Slot(i, scaled.rect(mirrored), scaled.rect(mirrored.grown(options.bleed))))
        pages.append(Page("fronts", tuple(fronts), tuple(scaled.line(line) for line in _marks(cuts, options, w, h))))
        if options.backs:
            pages.append(Page("backs", tuple(backs)))
    if options.calibration:
        pages.append(calibration_page(options, card))
    return SheetLayout(w, h, card, columns, rows, tuple(pages))


class _Scaler:
    """Scales page coordinates about the page centre."""

    def __init__(self, w: float, h: float, scale: tuple[float, float]) -> None:
        self.cx, self.cy = w / 2, h / 2
        self.sx, self.sy = scale

    def x(self, x: float) -> float:
        return self.cx + (x - self.cx) * self.sx

    def y(self, y: float) -> float:
        return self.cy + (y - self.cy) * self.sy

    def rect(self, r: Rect) -> Rect:
        return Rect(self.x(r.x), self.y(r.y), r.w * self.sx, r.h * self.sy)

    def line(self, line: Line) -> Line:
        return Line(self.x(line.x0), self.y(line.y0), self.x(line.x1), self.y(line.y1))


def _marks(cuts: list[Rect], options: SheetOptions, w: float, h: float) -> list[Line]:
    """Cut marks in unscaled page coordinates: a cross at every card corner, or lines across
    the whole page at every cut position."""
    if options.marks == "none" or not cuts:
        return []
    if options.marks == "lines":
        xs = sorted({round(v, 4) for c in cuts for v in (c.x, c.x + c.w)})
        ys = sorted({round(v, 4) for c in cuts for v in (c.y, c.y + c.h)})
        return [Line(x, 0, x, h) for x in xs] + [Line(0, y, w, y) for y in ys]
    arm = 2.5
    corners = sorted({(round(x, 4), round(y, 4)) for c in cuts for x in (c.x, c.x + c.w) for y in (c.y, c.y + c.h)})
    lines: list[Line] = []
    for x, y in corners:
        lines.append(Line(x - arm, y, x + arm, y))
        lines.append(Line(x, y - arm, x, y + arm))
    return lines


RULER_MM = 100


def calibration_page(options: SheetOptions, card: tuple[float, float]) -> Page:
    """Two millimetre rulers (across and down, 100 mm each) and a card outline at true size,
    drawn with the sheet's scale: measure them to set the per-axis scale."""
    w, h = options.page_mm()
    scaled = _Scaler(w, h, options.scale)
    x0, y0 = max(options.margin, 10.0) + 10, max(options.margin, 10.0) + 25
    lines = [Line(x0, y0, x0 + RULER_MM, y0), Line(x0, y0, x0, y0 + RULER_MM)]
    labels = [Label(x0 - 8, y0 - 14, "Calibración / Calibration (mm)", 14)]
    for mm, tick in ruler_ticks(RULER_MM):
        lines.append(Line(x0 + mm, y0, x0 + mm, y0 - tick))
        lines.append(Line(x0, y0 + mm, x0 - tick, y0 + mm))
        if mm % 10 == 0 and mm:
            labels.append(Label(x0 + mm - 1.5, y0 - 6.5, f"{mm:.0f}", 7))
            labels.append(Label(x0 - 12, y0 + mm + 1, f"{mm:.0f}", 7))
    cx, cy = x0 + 15, y0 + 15
    lines += [Line(cx, cy, cx + card[0], cy), Line(cx + card[0], cy, cx + card[0], cy + card[1]),
              Line(cx + card[0], cy + card[1], cx, cy + card[1]), Line(cx, cy + card[1], cx, cy)]
    labels.append(Label(cx + 3, cy + 6, f"{card[0]:g} × {card[1]:g} mm", 8))
    notes = (
        f"Cada regla mide {RULER_MM} mm (marcas cada 1 mm, números cada 10 mm). / Each ruler is {RULER_MM} mm long.",
        f"Si mide M mm, pon la escala de ese eje en {RULER_MM}/M × la escala actual ({options.scale[0]:g} × {options.scale[1]:g}).",
        "If it measures M mm, set that axis's scale to 100/M × the current one. Print at 100 % (no fit to page).",
    )
    for i, note in enumerate(notes):
        labels.append(Label(x0 - 8, y0 + RULER_MM + 20 + 6 * i, note, 8))
    return Page("calibration", (), tuple(scaled.line(line) for line in lines),
                tuple(Label(scaled.x(label.x), scaled.y(label.y), label.text, label.size) for label in labels))


def ruler_ticks(length: float) -> list[tuple[float, float]]:
    """Millimetre ticks of a ruler ``length`` mm long: (position, tick length) — 1 mm short,
    5 mm middle, 10 mm long."""
    return [(float(mm), 5.0 if mm % 10 == 0 else 3.0 if mm % 5 == 0 else 1.8) for mm in range(int(length) + 1)]
