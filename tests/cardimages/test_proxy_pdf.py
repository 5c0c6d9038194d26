"""Proxy PDFs read back: page size, every card image where the layout puts it (within 0.2 mm),
the options, unknown cards, and a job that fails leaving no half-written file."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from PIL import Image

import cardimages.proxies as proxies
from cardimages.frames import card_pixels
from cardimages.proxies import proxy_list, sheet_layout, with_bleed, write_pdf
from cardimages.scans import ScanFolder
from cardimages.sheets import SheetOptions
from tests.cardimages.decks import mtg_deck
from tests.cardimages.pdfread import read_pdf

TOLERANCE = 0.2  # mm
POINTS = {"a4": (595.276, 841.89), "letter": (612.0, 792.0), "a3": (841.89, 1190.551)}


def _check_positions(path: Path, cards: proxies.ProxyList, options: SheetOptions) -> None:
    sheet = sheet_layout(cards, options)
    pages = read_pdf(path)
    assert len(pages) == len(sheet.pages)
    for read, page in zip(pages, sheet.pages):
        assert read.width_pt == pytest.approx(sheet.width * 72 / 25.4, abs=0.01)
        assert read.height_pt == pytest.approx(sheet.height * 72 / 25.4, abs=0.01)
        assert len(read.images) == len(page.slots)
        for image, slot in zip(read.images, page.slots):
            for got, want in zip((image.x, image.y, image.w, image.h), (slot.image.x, slot.image.y, slot.image.w, slot.image.h)):
                assert abs(got - want) <= TOLERANCE


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
def test_page_size_and_every_card_where_the_layout_says(tmp_path: Path, paper: str) -> None:
    cards = proxy_list(mtg_deck(unique=5, copies=4))
    options = SheetOptions(paper=paper)
    report = write_pdf(cards, tmp_path / "deck.pdf", options)
    pages = read_pdf(tmp_path / "deck.pdf")
    assert (pages[0].width_pt, pages[0].height_pt) == pytest.approx(POINTS[paper], abs=0.01)
    assert report.cards == 20 and sum(len(p.images) for p in pages) == 20
    _check_positions(tmp_path / "deck.pdf", cards, options)
    # every picture is a 300 dpi card, stored once however many copies the deck has
    assert {p.pixels for p in pages[0].images} == {card_pixels("mtg", 300)}
    assert len({i.name for p in pages for i in p.images}) == 5


def test_gap_bleed_scale_backs_and_calibration(tmp_path: Path) -> None:
    cards = proxy_list(mtg_deck(unique=4, copies=3))
    options = SheetOptions(paper=(200.0, 280.0), gap=3, bleed=2, bleed_mode="mirror", marks="lines", mark_width=0.3,
                           mark_colour=(200, 0, 0), backs=True, back_offset=(1.0, 0.5), scale=(1.01, 0.99), calibration=True)
    write_pdf(cards, tmp_path / "deck.pdf", options)
    _check_positions(tmp_path / "deck.pdf", cards, options)
    pages = read_pdf(tmp_path / "deck.pdf")
    bleed_px = round(2 / 25.4 * 300)
    assert pages[0].images[0].pixels == (744 + 2 * bleed_px, 1039 + 2 * bleed_px)
    assert [len(p.images) for p in pages[-3:]] == [len(pages[-3].images), len(pages[-3].images), 0]
    assert "Calibra" in pages[-1].text and pages[-1].strokes > 200


def test_yugioh_cards_are_59_by_86(tmp_path: Path) -> None:
    from engine.formats.records import CardRecord, ResolvedDeck

    dragon = CardRecord("ygo", "Blue-Eyes White Dragon", "89631139", number="89631139", type_line="[Dragon/Normal]",
                        stats={"level": "8", "atk": "3000", "def": "2500"})
    cards = proxy_list(ResolvedDeck("ygo", "Dragons", {"main": [(3, dragon)]}))
    write_pdf(cards, tmp_path / "ygo.pdf", SheetOptions())
    image = read_pdf(tmp_path / "ygo.pdf")[0].images[0]
    assert (image.w, image.h) == (pytest.approx(59, abs=TOLERANCE), pytest.approx(86, abs=TOLERANCE))
    assert image.pixels == (697, 1016)


def test_unknown_cards_are_listed_and_printed_as_named_cards(tmp_path: Path) -> None:
    cards = proxy_list(mtg_deck(unique=2, copies=1, unknown=2))
    assert cards.unknown == ["línea 12: «Card Nobody Printed»"]
    assert [c.face.name for c in cards.cards if not c.known] == ["Card Nobody Printed"] * 2
    report = write_pdf(cards, tmp_path / "deck.pdf", SheetOptions())
    assert report.cards == 4 and report.unknown == ("línea 12: «Card Nobody Printed»",)


def test_skip_basic_lands_only_missing_and_maybe_board() -> None:
    deck = mtg_deck(unique=3, copies=4, forests=8)
    assert len(proxy_list(deck).cards) == 20  # the maybe-board is not printed
    assert len(proxy_list(deck, skip_basic_lands=True).cards) == 12
    owned = {"oracle-0": 4, "oracle-1": 1, "forest": 20}
    only_missing = proxy_list(deck, owned=owned)
    names = [c.face.name for c in only_missing.cards]
    assert names.count("Test Creature 0") == 0 and names.count("Test Creature 1") == 3 and names.count("Test Creature 2") == 4
    assert "Forest" not in names and any("en la colección" in s for s in only_missing.skipped)


def test_scans_are_used_and_a_card_without_one_is_rendered(tmp_path: Path) -> None:
    scans = tmp_path / "scans"
    scans.mkdir()
    Image.new("RGB", (500, 700), (0, 200, 0)).save(scans / "TST_0.jpg")  # set + collector number
    cards = proxy_list(mtg_deck(unique=2, copies=1))
    images = proxies.CardImages(SheetOptions(proxy_mark=False), ScanFolder(scans))
    scanned, rendered = images.front(cards.cards[0]), images.front(cards.cards[1])
    assert scanned.size == rendered.size == (744, 1039)
    r, g, b = scanned.getpixel((372, 500))
    assert g > 180 and r < 30 and b < 30
    assert len(rendered.getcolors(maxcolors=1 << 20) or []) > 100


def test_proxy_mark_is_on_by_default_and_can_be_left_out() -> None:
    card = proxy_list(mtg_deck(unique=1, copies=1)).cards[0]
    marked = proxies.CardImages(SheetOptions()).front(card)
    clean = proxies.CardImages(SheetOptions(proxy_mark=False)).front(card)
    box = (250, 900, 500, 1000)
    assert marked.crop(box).tobytes() != clean.crop(box).tobytes()
    assert marked.crop((0, 0, 744, 800)).tobytes() == clean.crop((0, 0, 744, 800)).tobytes()


def test_bleed_extends_or_mirrors_the_edge() -> None:
    image = Image.new("RGB", (20, 10), (0, 0, 0))
    image.putpixel((0, 5), (255, 0, 0))
    image.putpixel((1, 5), (0, 255, 0))
    extended, mirrored = with_bleed(image, 2, "extend"), with_bleed(image, 2, "mirror")
    assert extended.size == mirrored.size == (24, 14)
    assert extended.getpixel((0, 7)) == extended.getpixel((1, 7)) == (255, 0, 0)
    assert mirrored.getpixel((1, 7)) == (255, 0, 0) and mirrored.getpixel((0, 7)) == (0, 255, 0)


def test_a_failing_job_leaves_the_old_file_and_no_leftovers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "deck.pdf"
    target.write_bytes(b"the old file")
    calls = []

    def failing(face, width, rounded=True):  # type: ignore[no-untyped-def]
        calls.append(face)
        if len(calls) == 3:
            raise OSError("disk full")
        return Image.new("RGB", (width, round(width * 88 / 63)), "white")

    monkeypatch.setattr(proxies, "render_face", failing)
    with pytest.raises(OSError):
        write_pdf(proxy_list(mtg_deck(unique=5, copies=2)), target, SheetOptions())
    assert target.read_bytes() == b"the old file"
    assert list(tmp_path.iterdir()) == [target]


def test_pages_rendered_by_pdftoppm_show_cards_and_marks(tmp_path: Path) -> None:
    if shutil.which("pdftoppm") is None:
        pytest.skip("pdftoppm (poppler-utils) is not installed")
    cards = proxy_list(mtg_deck(unique=3, copies=3))
    options = SheetOptions(marks="corners", mark_colour=(255, 0, 0), mark_width=0.5, gap=4)
    write_pdf(cards, tmp_path / "deck.pdf", options)
    subprocess.run(["pdftoppm", "-r", "50", "-png", "-f", "1", "-l", "1", str(tmp_path / "deck.pdf"), str(tmp_path / "page")],
                   check=True)
    page = Image.open(next(tmp_path.glob("page*.png"))).convert("RGB")
    sheet = sheet_layout(cards, options)
    px = 50 / 25.4
    assert abs(page.width - 210 * px) <= 1 and abs(page.height - 297 * px) <= 1
    assert page.getpixel((3, 3)) == (255, 255, 255)  # the margin is blank paper
    for slot in sheet.pages[0].slots:
        centre = (round((slot.cut.x + slot.cut.w / 2) * px), round((slot.cut.y + slot.cut.h / 2) * px))
        assert page.getpixel(centre) != (255, 255, 255)
        x, y = round((slot.cut.x - 1.5) * px), round(slot.cut.y * px)  # the cross's arm in the gap
        near = [page.getpixel((x, y + dy)) for dy in (-1, 0, 1)]
        assert any(r > 200 and g < 150 and b < 150 for r, g, b in near), near
