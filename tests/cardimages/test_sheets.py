"""The sheet layout in millimetres: fit, gap, bleed, scale, backs, marks, option checks."""

from __future__ import annotations

import pytest

from cardimages.sheets import SheetOptionError, SheetOptions, grid, layout, parse_paper

MTG = (63.0, 88.0)
YGO = (59.0, 86.0)


def test_three_by_three_on_a4_and_letter_more_on_a3() -> None:
    assert grid(SheetOptions(paper="a4"), MTG) == (3, 3)
    assert grid(SheetOptions(paper="letter"), MTG) == (3, 3)
    assert grid(SheetOptions(paper="a4"), YGO) == (3, 3)
    assert grid(SheetOptions(paper="a3"), MTG) == (4, 4)
    assert grid(SheetOptions(paper="a4", landscape=True), MTG) == (4, 2)
    assert grid(SheetOptions(paper=parse_paper("100x100")), MTG) == (1, 1)


def test_cards_are_true_size_centred_and_spaced_by_gap_and_bleed() -> None:
    sheet = layout(9, MTG, SheetOptions(gap=2, bleed=1))
    slots = sheet.pages[0].slots
    assert all((s.cut.w, s.cut.h) == MTG for s in slots)
    assert all(s.image.w == pytest.approx(65) and s.image.x == pytest.approx(s.cut.x - 1) for s in slots)
    assert slots[1].cut.x - slots[0].cut.x == pytest.approx(63 + 2 + 2 * 1)
    assert slots[3].cut.y - slots[0].cut.y == pytest.approx(88 + 2 + 2 * 1)
    left = slots[0].image.x
    right = sheet.width - (slots[2].image.x + slots[2].image.w)
    assert left == pytest.approx(right)


def test_pages_split_and_backs_are_mirrored_with_offset() -> None:
    sheet = layout(11, MTG, SheetOptions(backs=True, back_offset=(1.5, -0.5)))
    assert [p.kind for p in sheet.pages] == ["fronts", "backs", "fronts", "backs"]
    front, back = sheet.pages[0].slots, sheet.pages[1].slots
    for f, b in zip(front, back):
        assert f.index == b.index
        # flipped on the long edge: the same distance from the opposite side, then shifted
        assert b.cut.x == pytest.approx(sheet.width - f.cut.x - f.cut.w + 1.5)
        assert b.cut.y == pytest.approx(f.cut.y - 0.5)
    assert len(sheet.pages[2].slots) == 2


def test_scale_stretches_about_the_page_centre() -> None:
    plain = layout(9, MTG, SheetOptions())
    scaled = layout(9, MTG, SheetOptions(scale=(1.02, 0.98)))
    for a, b in zip(plain.pages[0].slots, scaled.pages[0].slots):
        assert b.cut.w == pytest.approx(63 * 1.02) and b.cut.h == pytest.approx(88 * 0.98)
        assert b.cut.x - plain.width / 2 == pytest.approx((a.cut.x - plain.width / 2) * 1.02)


def test_marks_corners_and_lines() -> None:
    corners = layout(9, MTG, SheetOptions(marks="corners", gap=2)).pages[0].marks
    assert len(corners) == 2 * 36  # 6 × 6 distinct corners with a gap, a cross each
    lines = layout(9, MTG, SheetOptions(marks="lines", gap=0)).pages[0].marks
    assert len(lines) == 4 + 4  # 4 cut positions across, 4 down when cards touch
    assert all(line.y0 == 0 and line.y1 == 297 for line in lines[:4])
    assert layout(9, MTG, SheetOptions(marks="none")).pages[0].marks == ()


def test_calibration_page_has_100_mm_rulers() -> None:
    page = layout(1, MTG, SheetOptions(calibration=True, scale=(1.01, 1.0))).pages[-1]
    assert page.kind == "calibration"
    across = page.marks[0]
    assert across.x1 - across.x0 == pytest.approx(101.0)  # drawn with the sheet's scale
    assert any("100 mm" in label.text for label in page.labels)


@pytest.mark.parametrize("options", [SheetOptions(gap=6), SheetOptions(bleed=3.5), SheetOptions(scale=(1.2, 1.0)),
                                     SheetOptions(marks="dots"), SheetOptions(paper="b5"), SheetOptions(paper=(60.0, 60.0))])  # type: ignore[arg-type]
def test_options_out_of_range_are_refused(options: SheetOptions) -> None:
    with pytest.raises(SheetOptionError):
        layout(1, MTG, options)


def test_custom_paper_text() -> None:
    assert parse_paper("A4") == "a4" and parse_paper("200x300") == (200.0, 300.0) and parse_paper("200,5x300") == (200.5, 300.0)
    with pytest.raises(SheetOptionError, match="papel"):
        parse_paper("huge")
