"""Cockatrice's pictures read in place: CUSTOM, downloadedPics in the 2.8 and 3.0.2 schemes, the
name variants in their order, corrected names, reserved set folders, paths.ini and portable installs
(rules from ``shared/docs/image-caches.md`` §1)."""

from __future__ import annotations

from pathlib import Path

from cardimages.imagecache.cockatrice import CockatriceSource, name_variants
from cardimages.imagecache.files import ImageRef
from cardimages.imagecache.names import cockatrice_name, cockatrice_name_before_2_9, cockatrice_set_folder
from tests.cardimages.imagefolders import listed, mtg, picture

UUID = "e3285e6b-3e79-5d7c-bf96-d920f973b122"
BOLT = mtg("Lightning Bolt", "M10", "146", uuid=UUID)


def test_corrected_names_now_and_before_2_9() -> None:
    assert cockatrice_name("Fire // Ice") == "FireIce"
    assert cockatrice_name("Circle of Protection: Red") == "Circle of Protection Red"
    assert cockatrice_name("Who/What/When/Where/Why") == "Who What When Where Why"
    assert cockatrice_name('"Ach! Hans, Run!"') == "Ach! Hans, Run!"
    assert cockatrice_name("Question Elemental?") == "Question Elemental"
    assert cockatrice_name("A*B<C>D\\E\x01F\tG") == "ABCDEF G"  # reserved characters gone, a tab is a space
    assert cockatrice_name_before_2_9("A*B<C>:D?") == "A*B<C>D"  # 2.8 removed only // : " ?
    assert cockatrice_name_before_2_9("Who/What") == "Who What"


def test_reserved_windows_names_get_an_underscore() -> None:
    assert [cockatrice_set_folder(code) for code in ("CON", "PRN", "AUX", "NUL", "COM1", "LPT9", "M10", "COM10")] == \
        ["CON_", "PRN_", "AUX_", "NUL_", "COM1_", "LPT9_", "M10", "COM10"]


def test_name_variants_most_specific_first_each_also_with_dashes() -> None:
    assert name_variants("Lightning Bolt", "M10", "146", UUID) == [
        f"Lightning Bolt_{UUID}", f"Lightning Bolt-{UUID}", "Lightning Bolt_M10_146", "Lightning Bolt-M10-146",
        "M10_146_Lightning Bolt", "M10-146-Lightning Bolt", "Lightning Bolt_M10", "Lightning Bolt-M10", "Lightning Bolt"]
    assert name_variants("Lightning Bolt", "", "", "") == ["Lightning Bolt"]  # a pattern with an empty field is skipped


def test_custom_folder_at_any_depth_by_base_name_or_complete_base_name(tmp_path: Path) -> None:
    full = picture(tmp_path / "pics" / "CUSTOM" / "mine" / "deep" / "Lightning Bolt.full.jpg")
    dotted = picture(tmp_path / "pics" / "CUSTOM" / "Mr. Orfeo, the Boulder.png")
    source = listed(CockatriceSource(tmp_path / "pics"))
    assert source.find(BOLT) == full  # baseName "Lightning Bolt" of "Lightning Bolt.full.jpg"
    assert source.find(mtg("Lightning Bolt")) == full  # no set: CUSTOM is still searched
    assert source.find(mtg("Mr. Orfeo, the Boulder", "UNF", "1")) == dotted  # completeBaseName, the name has a dot


def test_provider_id_beats_set_and_number_which_beats_the_name(tmp_path: Path) -> None:
    custom = tmp_path / "pics" / "CUSTOM"
    by_name = picture(custom / "Lightning Bolt.jpg")
    by_number = picture(custom / "Lightning Bolt_M10_146.jpg")
    by_uuid = picture(custom / f"Lightning Bolt_{UUID}.jpg")
    dashed = picture(custom / "M10-999-Lightning Bolt.jpg")
    source = listed(CockatriceSource(tmp_path / "pics"))
    assert source.find(BOLT) == by_uuid
    assert source.find(mtg("Lightning Bolt", "M10", "146")) == by_number
    assert source.find(mtg("Lightning Bolt", "M10", "999")) == dashed  # {set}-{collector}-{name}
    assert source.find(mtg("Lightning Bolt", "LEA", "161")) == by_name


def test_downloads_of_2_8_and_of_the_3_0_2_filesystem_cache(tmp_path: Path) -> None:
    pics = tmp_path / "pics"
    old = picture(pics / "downloadedPics" / "M10" / "Giant Growth.jpg")  # 2.8: <SET>/<CorrectedName>.<ext>
    new = picture(pics / "downloadedPics" / "M10" / "Lightning Bolt_M10_146.png")  # 3.0.2+: {set}/{name}_{set}_{collector}
    plain = picture(pics / "downloadedPics" / "M10" / "Lightning Bolt.jpg")
    sorted_by_player = picture(pics / "LEA" / "Lightning Bolt (alpha).jpg")  # pics/<SET>/, by the start of the name
    source = listed(CockatriceSource(pics))
    assert source.find(mtg("Giant Growth", "M10", "186")) == old
    assert source.find(mtg("Lightning Bolt", "M10", "146")) == new
    # no number: "{name}_{set}" comes before "{name}", and Cockatrice compares the start of file names
    assert source.find(mtg("Lightning Bolt", "M10", "")) == new
    (pics / "downloadedPics" / "M10" / "Lightning Bolt_M10_146.png").unlink()
    assert listed(CockatriceSource(pics)).find(mtg("Lightning Bolt", "M10", "")) == plain
    assert source.find(mtg("Lightning Bolt", "LEA", "161")) == sorted_by_player
    assert source.find(mtg("Giant Growth", "LEA", "198")) is None  # the set folder is the printing's only


def test_split_card_and_a_name_corrected_before_2_9(tmp_path: Path) -> None:
    pics = tmp_path / "pics"
    split = picture(pics / "downloadedPics" / "AP" / "FireIce.jpg")
    old = picture(pics / "downloadedPics" / "UNH" / "Our <Market> Research.jpg")  # 2.8 kept < and >
    source = listed(CockatriceSource(pics))
    assert source.find(mtg("Fire // Ice", "AP", "128", layout="split")) == split
    assert source.find(mtg("Our <Market> Research", "UNH", "5")) == old


def test_reserved_set_folder_and_files_that_are_no_pictures(tmp_path: Path) -> None:
    pics = tmp_path / "pics"
    (pics / "downloadedPics" / "CON_").mkdir(parents=True)
    (pics / "downloadedPics" / "CON_" / "Ancient Ziggurat.txt").write_text("not a picture")
    ziggurat = picture(pics / "downloadedPics" / "CON_" / "Ancient Ziggurat.xlhq.jpg")
    source = listed(CockatriceSource(pics))
    assert source.find(mtg("Ancient Ziggurat", "CON", "141")) == ziggurat


def test_paths_ini_and_portable_installs(tmp_path: Path) -> None:
    data = tmp_path / "Cockatrice"
    elsewhere = tmp_path / "elsewhere"
    (data / "settings").mkdir(parents=True)
    (data / "settings" / "paths.ini").write_text(f"[paths]\npics={elsewhere / 'pics'}\ncustomPics={tmp_path / 'mine'}\n")
    downloaded = picture(elsewhere / "pics" / "downloadedPics" / "M10" / "Lightning Bolt.jpg")
    custom = picture(tmp_path / "mine" / "Giant Growth.jpg")
    source = listed(CockatriceSource.from_data_folder(data))
    assert source.find(BOLT) == downloaded and source.find(mtg("Giant Growth", "M10", "186")) == custom
    portable = tmp_path / "portable"
    (portable / "portable.dat").parent.mkdir(parents=True)
    (portable / "portable.dat").write_text("")
    inside = picture(portable / "data" / "pics" / "CUSTOM" / "Lightning Bolt.jpg")
    assert listed(CockatriceSource.from_data_folder(portable)).find(BOLT) == inside


def test_only_magic_is_looked_up(tmp_path: Path) -> None:
    picture(tmp_path / "pics" / "CUSTOM" / "89631139.jpg")
    from cardimages.imagecache.printing import Printing

    assert listed(CockatriceSource(tmp_path / "pics")).find(Printing("ygo", "89631139", code="89631139")) is None
    assert isinstance(listed(CockatriceSource(tmp_path / "pics")).find(mtg("89631139")), ImageRef)
