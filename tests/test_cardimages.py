"""Card faces: rendered from data, cached, replaced by the player's own scans."""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageChops

from cardimages.cache import FaceCache
from cardimages.faces import face_from_card_def
from cardimages.render import card_size, render_back, render_face
from engine.core import get_game

SIX = get_game("six")


def _face(name: str):
    card = SIX.cards.find(name)
    assert card is not None
    return face_from_card_def(card)


def test_every_demo_card_renders_with_its_proportions() -> None:
    for card in SIX.cards:
        image = render_face(face_from_card_def(card), 120)
        assert image.size == card_size(120) == (120, 168)
        assert len(image.getcolors(maxcolors=100000) or []) > 20, f"{card.name} looks blank"


def test_faces_differ_between_cards_and_repeat_for_the_same_card() -> None:
    first, again, other = render_face(_face("Bruja Invocadora")), render_face(_face("Bruja Invocadora")), render_face(_face("Rayo Sagrado"))
    assert ImageChops.difference(first, again).getbbox() is None
    assert ImageChops.difference(first, other).getbbox() is not None


def test_limbo_cards_have_a_red_back_and_a_golden_border() -> None:
    # SiX 2.7.1: Limbo cards have a golden lower border and a red back
    normal, limbo = render_back("six", 100), render_back("six", 100, limbo=True)
    red, green, blue = limbo.getpixel((50, 20))
    assert red > 100 and green < 60 and blue < 60
    assert normal.getpixel((50, 20)) != limbo.getpixel((50, 20))
    azrael = render_face(_face("Azrael, Ángel del Juicio"), 200)
    r, g, b = azrael.getpixel((2, azrael.height - 40))
    assert r > 180 and g > 140 and b < 100


def test_cache_writes_to_disk_and_prefers_user_scans(tmp_path: Path) -> None:
    cache = FaceCache(folder=tmp_path / "cache", images=tmp_path / "images")
    face = _face("Lobo de Ceniza")
    rendered = cache.face(face, 90)
    assert list((tmp_path / "cache").rglob("*.png"))
    again = FaceCache(folder=tmp_path / "cache", images=tmp_path / "images").face(face, 90)
    assert ImageChops.difference(rendered, again).getbbox() is None
    scan_folder = tmp_path / "images" / "six"
    scan_folder.mkdir(parents=True)
    Image.new("RGB", (63, 88), (255, 0, 255)).save(scan_folder / f"{face.code}.png")
    scanned = FaceCache(folder=tmp_path / "cache", images=tmp_path / "images").face(face, 90)
    assert scanned.size == card_size(90) and scanned.getpixel((45, 60)) == (255, 0, 255)
    (scan_folder / f"{face.code}.png").write_bytes(b"not an image")
    fallback = FaceCache(folder=tmp_path / "cache", images=tmp_path / "images").face(face, 90)
    assert ImageChops.difference(fallback, rendered).getbbox() is None
