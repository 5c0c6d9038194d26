"""Reading our PDFs back with pypdf (an independent reader): page sizes, where every image was
placed (from the content stream's transformation matrices) and the image objects themselves."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

pypdf = pytest.importorskip("pypdf")
from pypdf.generic import ContentStream  # noqa: E402

MM_PER_PT = 25.4 / 72


@dataclass(frozen=True)
class Placed:
    """An image drawn on a page, in mm from the top-left corner."""

    name: str
    x: float
    y: float
    w: float
    h: float
    pixels: tuple[int, int]


@dataclass(frozen=True)
class PdfPage:
    width_pt: float
    height_pt: float
    images: list[Placed]
    strokes: int
    text: str


def _multiply(a: list[float], b: list[float]) -> list[float]:
    """PDF matrices [a b c d e f]: ``a`` applied first, then ``b``."""
    return [a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3], a[2] * b[0] + a[3] * b[2], a[2] * b[1] + a[3] * b[3],
            a[4] * b[0] + a[5] * b[2] + b[4], a[4] * b[1] + a[5] * b[3] + b[5]]


def read_pdf(path: Path) -> list[PdfPage]:
    reader = pypdf.PdfReader(str(path))
    pages: list[PdfPage] = []
    for page in reader.pages:
        width, height = float(page.mediabox.width), float(page.mediabox.height)
        xobjects = page["/Resources"].get("/XObject", {})
        content = ContentStream(page.get_contents(), reader)
        ctm = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]
        stack: list[list[float]] = []
        images: list[Placed] = []
        strokes = 0
        for operands, operator in content.operations:
            if operator == b"q":
                stack.append(ctm)
            elif operator == b"Q":
                ctm = stack.pop()
            elif operator == b"cm":
                ctm = _multiply([float(v) for v in operands], ctm)
            elif operator == b"S":
                strokes += 1
            elif operator == b"Do":
                obj = xobjects[operands[0]].get_object()
                a, _, _, d, e, f = ctm
                images.append(Placed(str(operands[0]), e * MM_PER_PT, (height - f - d) * MM_PER_PT, a * MM_PER_PT, d * MM_PER_PT,
                                     (int(obj["/Width"]), int(obj["/Height"]))))
        pages.append(PdfPage(width, height, images, strokes, page.extract_text()))
    return pages
