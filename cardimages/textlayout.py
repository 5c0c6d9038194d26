"""Rules text laid out in a box: keywords in bold, reminder text (in parentheses) in italics,
wrapped word by word (between any two Chinese, Japanese or Korean characters, which have no
spaces) and shrunk until the whole text fits, however long it is."""

from __future__ import annotations

import re
from dataclasses import dataclass

from PIL import ImageDraw, ImageFont

from cardimages.fonts import font, font_for

LINE_SPACING = 1.2
PARAGRAPH_GAP = 0.35  # of the font size, between paragraphs
#: One character of a script written without spaces (CJK: ideographs, kana, hangul, their
#: punctuation and full-width forms): a line may break before it.
_CJK = "[\u2e80-\u2fff\u3000-\u30ff\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]"
_UNITS = re.compile(f"{_CJK}|(?:(?!{_CJK}).)+")
#: Never at the start of a line (closing marks) / never at its end (opening ones).
_NO_BREAK_BEFORE = set("、。，．：；！？）」』】〕〉》）＞％…・ー")
_NO_BREAK_AFTER = set("（「『【〔〈《＜")


@dataclass(frozen=True)
class Word:
    """A word in ``style`` (regular, bold, italic); ``glued`` to the word before it (no space,
    no line break: ``Flying`` + ``,``); ``tight``: no space before it, but a line may break
    there (between two CJK characters)."""

    text: str
    style: str
    glued: bool = False
    tight: bool = False


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
                words.extend(_units(part, style, glued))
            after_space = chunk[-1].isspace()
        paragraphs.append(words)
    return paragraphs


def _units(part: str, style: str, glued: bool) -> list[Word]:
    """One word as the line breaker sees it: whole, or for CJK text one unit per character
    (runs of other characters kept whole), glued where a line must not break."""
    units = _UNITS.findall(part)
    if len(units) == 1:
        return [Word(part, style, glued)]
    words = [Word(units[0], style, glued)]
    for before, unit in zip(units, units[1:]):
        stuck = unit[0] in _NO_BREAK_BEFORE or before[-1] in _NO_BREAK_AFTER
        words.append(Word(unit, style, glued=stuck, tight=not stuck))
    return words


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
            w = draw.textlength(word.text, font=font_for(word.text, size, word.style))
            if w > width:
                return None
            gap = 0.0 if word.glued or word.tight or x == 0 else space
            if x + gap + w > width and x > 0:
                y += line_h
                x, gap = 0.0, 0.0
                if word.glued and placed and placed[-1].y == y - line_h:  # the word it is glued to comes along
                    previous = placed.pop()
                    x = draw.textlength(previous.word.text, font=font_for(previous.word.text, size, previous.word.style))
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
        text = placed.word.text
        draw.text((x0 + placed.x, y0 + placed.y), text, font=font_for(text, layout.size, placed.word.style), fill=colour)


def fit_line(draw: ImageDraw.ImageDraw, text: str, width: float, size: int, style: str = "bold") -> ImageFont.FreeTypeFont:
    """The largest font ≤ ``size`` in which one line of ``text`` fits ``width`` (one with the
    characters of ``text``: ``font_for``)."""
    while size > 1 and draw.textlength(text, font=font_for(text, size, style)) > width:
        size -= 1
    return font_for(text, size, style)


def _runs(text: str, size: int, style: str) -> list[tuple[str, ImageFont.FreeTypeFont]]:
    """``text`` cut where the font that has its characters changes (a CJK name with a ``·``)."""
    runs: list[tuple[str, ImageFont.FreeTypeFont]] = []
    for unit in _UNITS.findall(text):
        chosen = font_for(unit, size, style)
        if runs and runs[-1][1] is chosen:
            runs[-1] = (runs[-1][0] + unit, chosen)
        else:
            runs.append((unit, chosen))
    return runs


def draw_line(draw: ImageDraw.ImageDraw, left_middle: tuple[float, float], text: str, width: float, size: int,
              style: str, fill: tuple[int, int, int]) -> None:
    """One line of ``text`` from its left middle, at the largest size ≤ ``size`` that fits
    ``width``, each run in a font with its characters."""
    while size > 1 and sum(draw.textlength(part, font=f) for part, f in _runs(text, size, style)) > width:
        size -= 1
    x, y = left_middle
    for part, chosen in _runs(text, size, style):
        draw.text((x, y), part, font=chosen, fill=fill, anchor="lm")
        x += draw.textlength(part, font=chosen)
