"""The player's scans matched by each game's key, mismatches listed; the disk cache's limit."""

from __future__ import annotations

import os
from pathlib import Path

from PIL import Image

from cardimages.cache import DiskCache, FaceCache
from cardimages.faces import FaceData
from cardimages.imagecache.files import ImageRef
from cardimages.scans import ScanFolder, face_keys, normal_key

BOLT = FaceData("mtg", "161", "Lightning Bolt", "Instant", "{R}", set_code="LEA")
DRAGON = FaceData("ygo", "89631139", "Blue-Eyes White Dragon")
LOBO = FaceData("six", "TAU-005", "Ángel Guardián")


def _image(path: Path, colour: tuple[int, int, int] = (10, 20, 30), size: tuple[int, int] = (63, 88)) -> ImageRef:
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", size, colour).save(path)
    return ImageRef(path)


def test_keys_per_game() -> None:
    assert normal_key("Lightning Bolt (LEA) 161") == "lightning-bolt-lea-161"
    assert normal_key("Ángel_Guardián") == "angel-guardian"
    assert face_keys(DRAGON)[0] == "89631139"
    assert face_keys(BOLT)[:1] == ["lea-161"] and "lightning-bolt" in face_keys(BOLT)
    assert face_keys(LOBO)[0] == "tau-005"


def test_files_are_matched_by_each_games_key(tmp_path: Path) -> None:
    dragon = _image(tmp_path / "ygo" / "89631139.jpg")
    bolt = _image(tmp_path / "LEA_161.png")
    lobo = _image(tmp_path / "six" / "Ángel Guardián.webp")
    art = _image(tmp_path / "Lightning Bolt-art.jpg")
    back = _image(tmp_path / "ygo" / "back.png")
    stray = _image(tmp_path / "ygo" / "12345678.jpg")
    other_game = _image(tmp_path / "mtg" / "89631139.jpg")  # in MTG's folder: not the dragon
    folder = ScanFolder(tmp_path)
    assert folder.find(DRAGON) == dragon and folder.find(BOLT) == bolt and folder.find(LOBO) == lobo
    assert folder.art(BOLT) == art and folder.back("ygo") == back and folder.back("mtg") is None
    assert folder.unmatched([DRAGON, BOLT, LOBO]) == sorted([stray, other_game])


def test_name_matches_when_set_and_number_do_not(tmp_path: Path) -> None:
    by_name = _image(tmp_path / "lightning bolt.jpg")
    assert ScanFolder(tmp_path).find(FaceData("mtg", "150", "Lightning Bolt", set_code="M10")) == by_name


def test_face_cache_serves_scans_as_thumbnails_from_disk(tmp_path: Path) -> None:
    scans = tmp_path / "scans"
    _image(scans / "ygo" / "89631139.png", (0, 0, 255), (590, 860))
    cache = FaceCache(folder=tmp_path / "cache", images=tmp_path / "none")
    assert cache.face(DRAGON, 59).getpixel((30, 40)) != (0, 0, 255)  # no scan folder yet: rendered
    cache.set_scan_folder(scans)
    thumb = cache.face(DRAGON, 59)
    assert thumb.size == (59, 86) and thumb.getpixel((30, 40)) == (0, 0, 255)
    assert len(list((tmp_path / "cache").rglob("*.png"))) == 2  # the rendered face and the scan's thumbnail


def test_disk_cache_keeps_under_its_limit_dropping_the_least_recently_used(tmp_path: Path) -> None:
    noisy = Image.effect_noise((120, 120), 80).convert("RGB")
    one = len(_png_bytes(noisy))
    cache = DiskCache(tmp_path, limit=one * 4)
    for i in range(3):
        cache.put(f"{i:02d}aaaa", noisy)
        os.utime(cache.path(f"{i:02d}aaaa"), (1000 + i, 1000 + i))
    assert cache.get("00aaaa") is not None  # used again: now the most recent of the three
    cache.put("03aaaa", noisy)
    assert cache.size() == one * 4  # at the limit: nothing goes yet
    cache.put("04aaaa", noisy)
    assert cache.size() <= one * 4 * 0.9
    kept = {key for key in ("00aaaa", "01aaaa", "02aaaa", "03aaaa", "04aaaa") if cache.path(key).exists()}
    assert kept == {"00aaaa", "03aaaa", "04aaaa"}


def _png_bytes(image: Image.Image) -> bytes:
    import io

    data = io.BytesIO()
    image.save(data, "PNG")
    return data.getvalue()
