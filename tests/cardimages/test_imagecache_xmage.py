"""XMage's pictures read in place: set folders, collector-number names, zip mode, tokens, names
and set codes (``shared/docs/image-caches.md`` §3)."""

from __future__ import annotations

from pathlib import Path

from cardimages.imagecache.files import ImageRef, load_fitted
from cardimages.imagecache.names import xmage_name, xmage_set_folder
from cardimages.imagecache.xmage import XmageSource, images_folder
from tests.cardimages.imagefolders import archive, listed, mtg, picture, rgb


def test_names_and_set_codes() -> None:
    assert xmage_name("Fire // Ice") == "Fire - Ice"
    assert xmage_name('Who/What: "Why"? <a|b*>\\') == "WhoWhat Why ab"
    assert xmage_set_folder("con") == "COX" and xmage_set_folder("m10") == "M10"


def test_set_folders_and_collector_number_names(tmp_path: Path) -> None:
    bolt = picture(tmp_path / "M10" / "Lightning Bolt.full.jpg")
    forest = picture(tmp_path / "ZEN" / "Forest.full.jpg")
    forest_246 = picture(tmp_path / "ZEN" / "Forest.246.full.jpg")  # a card XMage prints in several arts
    star = picture(tmp_path / "PLS" / "Island.1star.full.jpg")
    conflux = picture(tmp_path / "COX" / "Ancient Ziggurat.full.jpg")
    split = picture(tmp_path / "APC" / "Fire - Ice.full.jpg")
    source = listed(XmageSource(tmp_path))
    assert source.find(mtg("Lightning Bolt", "M10", "146")) == bolt
    assert source.find(mtg("Forest", "ZEN", "246")) == forest_246
    assert source.find(mtg("Forest", "ZEN", "247")) == forest
    assert source.find(mtg("Island", "PLS", "1★")) == star
    assert source.find(mtg("Ancient Ziggurat", "CON", "141")) == conflux
    assert source.find(mtg("Fire // Ice", "APC", "128", layout="split")) == split
    assert source.find(mtg("Lightning Bolt", "LEA", "161")) is None


def test_zip_mode_files_first_then_archives(tmp_path: Path) -> None:
    archive(tmp_path / "ZEN.zip", {"ZEN/Forest.246.full.jpg": (0, 200, 0), "ZEN/Forest.247.full.jpg": (0, 100, 0),
                                   "ZEN/Plains.full.jpg": (250, 250, 250)})
    loose = picture(tmp_path / "ZEN" / "Plains.full.jpg")
    source = listed(XmageSource(tmp_path))
    assert source.find(mtg("Forest", "ZEN", "246")) == ImageRef(tmp_path / "ZEN.zip", "ZEN/Forest.246.full.jpg")
    found = source.find(mtg("Forest", "ZEN", "247"))
    assert found == ImageRef(tmp_path / "ZEN.zip", "ZEN/Forest.247.full.jpg")
    image = load_fitted(found, (63, 88))
    assert image is not None and rgb(image, (30, 40))[1] > 80  # read from inside the archive
    assert source.find(mtg("Plains", "ZEN", "230")) == loose


def test_a_sets_archive_added_by_itself(tmp_path: Path) -> None:
    path = archive(tmp_path / "downloads" / "ZEN.zip", {"ZEN/Forest.246.full.jpg": (0, 200, 0)})
    source = listed(XmageSource(path))
    assert source.find(mtg("Forest", "ZEN", "246")) == ImageRef(path, "ZEN/Forest.246.full.jpg")
    assert source.find(mtg("Forest", "M10", "246")) is None


def test_tokens_in_their_folder_and_archive(tmp_path: Path) -> None:
    treasure = picture(tmp_path / "TOK" / "XLN" / "Treasure 1.full.jpg")
    archive(tmp_path / "TOK.zip", {"M19/Goblin.full.jpg": (200, 0, 0)})
    source = listed(XmageSource(tmp_path))
    assert source.find(mtg("Treasure", "TXLN", "", is_token=True)) == treasure  # MTGJSON's token set: T + the set
    assert source.find(mtg("Goblin Token", "M19", "", is_token=True)) == ImageRef(tmp_path / "TOK.zip", "M19/Goblin.full.jpg")


def test_the_pictures_folder_of_an_install(tmp_path: Path) -> None:
    images = tmp_path / "xmage" / "mage-client" / "plugins" / "images"
    images.mkdir(parents=True)
    assert images_folder(tmp_path / "xmage") == images == images_folder(tmp_path / "xmage" / "mage-client")
    assert images_folder(tmp_path) == images
