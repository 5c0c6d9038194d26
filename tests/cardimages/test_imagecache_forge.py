"""Forge's pictures read in place: Code2 set folders, art indexes, ``.fullborder``, the reading
order's fallbacks, names, an install's editions and profile (``shared/docs/image-caches.md`` §2)."""

from __future__ import annotations

from pathlib import Path

from cardimages.imagecache.forge import CODE2, ForgeSource, parse_subdirs, read_edition
from cardimages.imagecache.library import ImageLibrary
from cardimages.imagecache.names import forge_name
from tests.cardimages.imagefolders import listed, mtg, picture


def test_names_as_forge_writes_them() -> None:
    assert forge_name(mtg("Fire // Ice", layout="split", faces=("Fire", "Ice"))) == "FireIce"  # halves joined
    assert forge_name(mtg("Fire // Ice", layout="split")) == "FireIce"
    assert forge_name(mtg("Circle of Protection: Red")) == "Circle of Protection Red"
    assert forge_name(mtg('Kongming, "Sleeping Dragon"')) == "Kongming, Sleeping Dragon"
    assert forge_name(mtg("Question Elemental?")) == "Question Elemental"
    dfc = mtg("Delver of Secrets // Insectile Aberration", layout="transform", faces=("Delver of Secrets", "Insectile Aberration"))
    assert forge_name(dfc) == "Delver of Secrets"  # a double-faced card's front by its own name


def test_the_set_folder_is_code2_then_the_code(tmp_path: Path) -> None:
    assert CODE2["DST"] == "DS" and CODE2["LEA"] == "A"
    colossus = picture(tmp_path / "DS" / "Darksteel Colossus.full.jpg")
    bolt = picture(tmp_path / "M10" / "Lightning Bolt.full.jpg")
    alpha = picture(tmp_path / "LEA" / "Black Lotus.full.jpg")  # no "A" folder: the Code folder
    source = listed(ForgeSource(tmp_path))
    assert source.find(mtg("Darksteel Colossus", "DST", "112")) == colossus
    assert source.find(mtg("Lightning Bolt", "M10", "146")) == bolt
    assert source.find(mtg("Black Lotus", "LEA", "232")) == alpha
    assert source.find(mtg("Lightning Bolt", "LEA", "161")) is None


def test_art_index_picks_the_printing_and_jpg_comes_before_png(tmp_path: Path) -> None:
    swamps = {n: picture(tmp_path / "AFR" / f"Swamp{n}.fullborder.jpg") for n in (1, 2, 3, 4)}
    png = picture(tmp_path / "AFR" / "Swamp2.fullborder.png")
    source = listed(ForgeSource(tmp_path))
    assert source.find(mtg("Swamp", "AFR", "270", art_index=2)) == swamps[2] != png
    assert source.find(mtg("Swamp", "AFR", "272", art_index=4)) == swamps[4]
    assert source.find(mtg("Swamp", "AFR", "")) == swamps[1]  # no art index known: Forge adds 1
    numbers = {"268": 1, "270": 2, "271": 3, "272": 4}
    library = ImageLibrary([source], art_index=lambda printing: numbers.get(printing.number, 0))
    assert library.find(mtg("Swamp", "AFR", "271")) == swamps[3]  # the catalogue's order gives the index


def test_reading_order_fallbacks(tmp_path: Path) -> None:
    png_only = picture(tmp_path / "M10" / "Giant Growth.full.png")
    vial = picture(tmp_path / "DS" / "AEther Vial.full.jpg")  # the old spelling: Ae and AE swapped
    no_index = picture(tmp_path / "M10" / "Forest.full.jpg")  # the art index dropped
    first_border = picture(tmp_path / "M11" / "Island.fullborder.jpg")  # "1.fullborder" → ".fullborder"
    setless = picture(tmp_path / "Llanowar Elves.fullborder.jpg")  # the root of cards/
    source = listed(ForgeSource(tmp_path))
    assert source.find(mtg("Giant Growth", "M10", "186")) == png_only
    assert source.find(mtg("Aether Vial", "DST", "91")) == vial
    assert source.find(mtg("Forest", "M10", "246", art_index=3)) == no_index
    assert source.find(mtg("Island", "M11", "234", art_index=1)) == first_border
    assert source.find(mtg("Llanowar Elves", "M19", "314")) == setless


def test_split_cards_double_faces_and_accents(tmp_path: Path) -> None:
    split = picture(tmp_path / "AP" / "FireIce.full.jpg")
    delver = picture(tmp_path / "ISD" / "Delver of Secrets.full.jpg")
    picture(tmp_path / "ISD" / "Insectile Aberration.full.jpg")
    vault = picture(tmp_path / "AL" / "Lim-Dul's Vault.full.jpg")  # later Forge versions strip accents
    source = listed(ForgeSource(tmp_path))
    assert source.find(mtg("Fire // Ice", "APC", "128", layout="split", faces=("Fire", "Ice"))) is None  # APC is not AP…
    assert source.find(mtg("Fire // Ice", "AP", "128", layout="split", faces=("Fire", "Ice"))) == split
    assert source.find(mtg("Delver of Secrets // Insectile Aberration", "ISD", "51", layout="transform",
                           faces=("Delver of Secrets", "Insectile Aberration"))) == delver
    assert source.find(mtg("Lim-Dûl's Vault", "ALL", "107")) == vault  # ALL's Code2 is AL


def test_an_installs_editions_and_profile(tmp_path: Path) -> None:
    install, cache = tmp_path / "forge", tmp_path / "cache"
    editions = install / "res" / "editions"
    editions.mkdir(parents=True)
    (editions / "Apocalypse.txt").write_text("[metadata]\nCode=APC\nDate=2001-06-04\nName=Apocalypse\nCode2=AP\n\n[cards]\n"
                                             "128 U Fire // Ice\n")
    (editions / "Alliances.txt").write_text("[metadata]\nCode=ALL\nName=Alliances\nCode2=AL\nAlias=ALX\n\n[cards]\n"
                                            "116a C Aesthir Glider\n116b C Aesthir Glider\n22a C Arcane Denial @Mark Poole\n")
    (install / "forge.profile.properties").write_text(f"# my profile\ncacheDir={cache}\ncardPicsSubDirs=M10->Magic 2010|ZEN->zen\n")
    cards = cache / "pics" / "cards"
    split = picture(cards / "AP" / "FireIce.full.jpg")
    second = picture(cards / "AL" / "Aesthir Glider2.full.jpg")
    picture(cards / "AL" / "Aesthir Glider1.full.jpg")
    denial = picture(cards / "ALX" / "Arcane Denial.full.jpg")  # the Alias folder
    mapped = picture(cards / "Magic 2010" / "Lightning Bolt.full.jpg")
    source = listed(ForgeSource.from_install(install, tmp_path / "default-cache"))
    assert source.root == cards
    assert source.find(mtg("Fire // Ice", "APC", "128", layout="split", faces=("Fire", "Ice"))) == split
    assert source.find(mtg("Aesthir Glider", "ALL", "116b")) == second  # the edition file's order gives the index
    assert source.find(mtg("Arcane Denial", "ALL", "22a")) == denial
    assert source.find(mtg("Lightning Bolt", "M10", "146")) == mapped
    assert parse_subdirs("M10->Magic 2010|bad|ZEN->zen") == {"M10": "Magic 2010", "ZEN": "zen"}


def test_edition_files_without_numbers_and_tokens() -> None:
    edition = read_edition("[metadata]\nCode=LEA\nCode2=A\n[cards]\nL Forest\nL Forest\nR Black Lotus\n[tokens]\nwasp\n")
    assert edition is not None and edition.code2 == "A"
    assert edition.cards == (("", "Forest"), ("", "Forest"), ("", "Black Lotus"))
    assert edition.art_index("Black Lotus", "232") == 0 and read_edition("[metadata]\nName=x\n") is None
