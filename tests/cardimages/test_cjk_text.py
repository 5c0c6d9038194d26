"""Card text in Chinese, Japanese or Korean (a YGOPro ``cards.cdb``): it wraps between
characters, closing marks never start a line, and it is drawn in a system font that has its
characters (the shipped DejaVu has none: every name was a row of boxes)."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from cardimages.fonts import STYLES, fallback_path, font_for
from cardimages.textlayout import fit_text, styled_words

EFFECT = "这张卡不能通常召唤。自己墓地的「光道」怪兽是4种类以上的场合才能特殊召唤。①：支付1000基本分才能发动。这张卡以外的场上的卡全部破坏。"


def _draw() -> ImageDraw.ImageDraw:
    return ImageDraw.Draw(Image.new("RGB", (10, 10)))


def test_cjk_text_wraps_between_characters_instead_of_shrinking() -> None:
    paragraphs = styled_words(EFFECT, None)
    layout = fit_text(_draw(), paragraphs, 300, 160, 24)
    lines = {placed.y for placed in layout.words}
    assert len(lines) >= 3  # one unbreakable word of 64 characters fitted only as one tiny line
    assert layout.size >= 14
    assert "".join(placed.word.text for placed in layout.words) == EFFECT.replace(" ", "")


def test_closing_marks_never_start_a_line_and_opening_ones_never_end_it() -> None:
    layout = fit_text(_draw(), styled_words(EFFECT * 2, None), 180, 400, 22)
    firsts = [placed.word.text for placed in layout.words if placed.x == 0]
    assert len(firsts) > 3 and not [t for t in firsts if t[0] in "。，：」）、"]
    by_line: dict[float, list[str]] = {}
    for placed in layout.words:
        by_line.setdefault(placed.y, []).append(placed.word.text)
    assert not [words for words in by_line.values() if words[-1][-1] in "「（"]


def test_latin_text_keeps_its_words_whole() -> None:
    (words,) = styled_words("Flying, vigilance", None)
    assert [w.text for w in words] == ["Flying,", "vigilance"] and not any(w.tight for w in words)


@pytest.mark.skipif(fallback_path() is None, reason="no system font with Chinese characters here")
def test_cjk_characters_are_drawn_in_a_font_that_has_them() -> None:
    fallback = str(fallback_path())
    assert font_for("光道龙 格拉古尼斯", 20, "title").path == fallback
    assert font_for("Blue-Eyes White Dragon", 20, "title").path.endswith(STYLES["title"])
    assert font_for("·①×", 20).path.endswith(STYLES["regular"])  # DejaVu has them (the fallback has not)
