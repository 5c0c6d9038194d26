"""EDOPro and YGOPro pictures read in place: passcodes, PNG before JPEG, repositories,
expansions and their archives (``shared/docs/image-caches.md`` §4)."""

from __future__ import annotations

from pathlib import Path

from cardimages.imagecache.files import ImageRef
from cardimages.imagecache.printing import Printing
from cardimages.imagecache.ygopro import EdoproSource, YgoArchiveSource, YgoproSource
from tests.cardimages.imagefolders import archive, listed, picture

DRAGON = Printing("ygo", "Blue-Eyes White Dragon", "LOB", "89631139", code="89631139")


def test_pics_by_passcode_png_before_jpg(tmp_path: Path) -> None:
    jpg = picture(tmp_path / "pics" / "89631139.jpg")
    png = picture(tmp_path / "pics" / "89631139.png")
    assert listed(EdoproSource(tmp_path)).find(DRAGON) == png
    assert listed(YgoproSource(tmp_path)).find(DRAGON) == jpg  # YGOPro reads JPEG only


def test_edopro_order_repositories_expansions_archives_pics(tmp_path: Path) -> None:
    picture(tmp_path / "pics" / "89631139.jpg")
    archive(tmp_path / "expansions" / "mine.zip", {"pics/89631139.jpg": (0, 0, 200), "pics/46986414.png": (90, 0, 90)})
    expansion = picture(tmp_path / "expansions" / "pics" / "89631139.jpg")
    repository = picture(tmp_path / "repositories" / "delta" / "pics" / "89631139.jpg")
    source = listed(EdoproSource(tmp_path))
    assert source.find(DRAGON) == repository
    repository.path.unlink()
    assert listed(EdoproSource(tmp_path)).find(DRAGON) == expansion
    expansion.path.unlink()
    assert listed(EdoproSource(tmp_path)).find(DRAGON) == ImageRef(tmp_path / "expansions" / "mine.zip", "pics/89631139.jpg")
    magician = Printing("ygo", "Dark Magician", "LOB", "46986414", code="46986414")
    assert source.find(magician) == ImageRef(tmp_path / "expansions" / "mine.zip", "pics/46986414.png")


def test_passcodes_without_padding_and_other_folders_ignored(tmp_path: Path) -> None:
    picture(tmp_path / "pics" / "field" / "12345.jpg")  # field-spell art, not the card
    card = picture(tmp_path / "pics" / "12345.jpg")
    source = listed(EdoproSource(tmp_path))
    assert source.find(Printing("ygo", "Padded", code="00012345")) == card
    picture(tmp_path / "pics" / "field" / "777.jpg")
    assert listed(EdoproSource(tmp_path)).find(Printing("ygo", "Field", code="777")) is None
    assert source.find(Printing("ygo", "No passcode", code="TAP-001")) is None


def test_ygopro_mounts_ypk_archives(tmp_path: Path) -> None:
    archive(tmp_path / "expansions" / "pack.ypk", {"pics/89631139.jpg": (0, 0, 200)})
    assert listed(YgoproSource(tmp_path)).find(DRAGON) == ImageRef(tmp_path / "expansions" / "pack.ypk", "pics/89631139.jpg")
    assert listed(EdoproSource(tmp_path)).find(DRAGON) is None  # EDOPro mounts .zip archives only


def test_an_archive_of_pics_added_by_itself(tmp_path: Path) -> None:
    path = archive(tmp_path / "pics.zip", {"pics/89631139.jpg": (0, 0, 200)})
    assert listed(YgoArchiveSource(path)).find(DRAGON) == ImageRef(path, "pics/89631139.jpg")
