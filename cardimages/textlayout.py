"""Rules text laid out in a box: keywords in bold, reminder text (in parentheses) in italics,
wrapped word by word and shrunk until the whole text fits, however long it is."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from PIL import ImageDraw, ImageFont

FONTS = Path(__file__).resolve().parents[1] / "assets" / "fonts"
STYLES = {
    "regular": "DejaVuSansCondensed.ttf",
    "bold": "DejaVuSansCondensed-Bold.ttf",
    "italic": "DejaVuSans-Oblique.ttf",
    "title": "DejaVuSans-Bold.ttf",
    "plain": "DejaVuSans.ttf",
    "serif": "DejaVuSerif-Bold.ttf",
}
LINE_SPACING = 1.2
PARAGRAPH_GAP = 0.35  # of the font size, between paragraphs


@lru_cache(maxsize=4)
def font(size: int, style: str = "regular") -> ImageFont.FreeTypeFont:
    """A shipped font (``assets/fonts``, DejaVu) in ``style`` at ``size`` pixels. Few are kept:
    one maps its font file anew, about 0.5 MB once its glyphs are read, and takes some 30 µs to
    open again (fitting a text tries many sizes)."""
    return ImageFont.truetype(str(FONTS / STYLES[style]), max(1, size))


@dataclass(frozen=True)
class Word:
    """A word in ``style`` (regular, bold, italic); ``glued`` to the word before it (no space,
    no line break: ``Flying`` + ``,``)."""

    text: str
    style: str
    glued: bool = False


@dataclass(frozen=True)
class Placed:
    """A word at ``(x, y)`` (top-left of its line) in the box."""

    x: float
    y: float
    word: Word


@dataclass(frozen=True)
class TextLayout:
    size: int
    words: tuple[Placed, ...]
    height: float


def styled_words(text: str, keywords: re.Pattern[str] | None) -> list[list[Word]]:
    """Paragraphs of words: keyword matches bold, text in parentheses italic."""
    paragraphs: list[list[Word]] = []
    for paragraph in text.splitlines():
        spans: list[tuple[str, str]] = []
        for piece in re.split(r"(\([^)]*\))", paragraph):
            if not piece:
                continue
            if piece.startswith("(") and piece.endswith(")"):
                spans.append((piece, "italic"))
                continue
            last = 0
            for match in keywords.finditer(piece) if keywords else ():
                spans.append((piece[last:match.start()], "regular"))
                spans.append((match.group(0), "bold"))
                last = match.end()
            spans.append((piece[last:], "regular"))
        words: list[Word] = []
        after_space = True
        for chunk, style in spans:
            if not chunk:
                continue
            for i, part in enumerate(chunk.split()):
                glued = i == 0 and not chunk[0].isspace() and not after_space and bool(words)
                words.append(Word(part, style, glued))
            after_space = chunk[-1].isspace()
        paragraphs.append(words)
    return paragraphs


def _layout(draw: ImageDraw.ImageDraw, paragraphs: list[list[Word]], width: float, size: int) -> TextLayout | None:
    """The words placed at ``size``; ``None`` if a single word is wider than the box."""
    space = draw.textlength(" ", font=font(size))
    line_h = size * LINE_SPACING
    placed: list[Placed] = []
    y = 0.0
    for p, paragraph in enumerate(paragraphs):
        if p:
            y += line_h + size * PARAGRAPH_GAP
        x = 0.0
        for word in paragraph:
            w = draw.textlength(word.text, font=font(size, word.style))
            if w > width:
                return None
            gap = 0.0 if word.glued or x == 0 else space
            if x + gap + w > width and x > 0:
                y += line_h
                x, gap = 0.0, 0.0
                if word.glued and placed and placed[-1].y == y - line_h:  # the word it is glued to comes along
                    previous = placed.pop()
                    x = draw.textlength(previous.word.text, font=font(size, previous.word.style))
                    if x + w > width:
                        return None
                    placed.append(Placed(0.0, y, previous.word))
            placed.append(Placed(x + gap, y, word))
            x += gap + w
    return TextLayout(size, tuple(placed), y + line_h if paragraphs else 0.0)


def fit_text(draw: ImageDraw.ImageDraw, paragraphs: list[list[Word]], width: float, height: float, start: int) -> TextLayout:
    """The largest size ≤ ``start`` at which the text fits ``width`` × ``height`` (binary
    search, down to 1 px: any text fits)."""
    low, high = 1, max(1, start)
    best = _layout(draw, paragraphs, width, 1) or TextLayout(1, (), 0.0)
    while low <= high:
        mid = (low + high) // 2
        layout = _layout(draw, paragraphs, width, mid)
        if layout is not None and layout.height <= height:
            best, low = layout, mid + 1
        else:
            high = mid - 1
    return best


def draw_text(draw: ImageDraw.ImageDraw, layout: TextLayout, origin: tuple[float, float], ink: tuple[int, int, int],
              emphasis: tuple[int, int, int] | None = None) -> None:
    x0, y0 = origin
    for placed in layout.words:
        colour = emphasis if emphasis is not None and placed.word.style == "bold" else ink
        draw.text((x0 + placed.x, y0 + placed.y), placed.word.text, font=font(layout.size, placed.word.style), fill=colour)


def fit_line(draw: ImageDraw.ImageDraw, text: str, width: float, size: int, style: str = "bold") -> ImageFont.FreeTypeFont:
    """The largest font ≤ ``size`` in which one line of ``text`` fits ``width``."""
    while size > 1 and draw.textlength(text, font=font(size, style)) > width:
        size -= 1
    return font(size, style)
