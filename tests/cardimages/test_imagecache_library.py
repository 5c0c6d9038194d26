"""The image sources together: the first that has a printing wins, a printing nobody has is
drawn, listings are kept on disk and read again only where a folder changed, the player's choice
is kept in the store, the tools' folders are found on each system, and proxies print them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardimages.cache import FaceCache
from cardimages.faces import FaceData
from cardimages.imagecache import listing as listing_module
from cardimages.imagecache.catalogue import CatalogueArtIndex
from cardimages.imagecache.discover import SourceSpec, build_source, detect_kind, found_on_this_machine, usual_places
from cardimages.imagecache.files import ImageRef
from cardimages.imagecache.forge import ForgeSource
from cardimages.imagecache.library import ImageLibrary
from cardimages.imagecache.listing import Listing, ListingCache, Wanted
from cardimages.imagecache.printing import printing_of_face, printing_of_record
from cardimages.imagecache.settings import load_sources, save_sources, stored_library
from cardimages.imagecache.xmage import XmageSource
from cardimages.proxies import CardImages, proxy_list
from cardimages.sheets import SheetOptions
from engine.formats.records import CardRecord, ResolvedDeck
from engine.store import Store
from engine.store.settings import set_setting
from tapete_cli.main import main
from tests.cardimages.imagefolders import archive, mtg, picture, rgb

BOLT_FACE = FaceData("mtg", "146", "Lightning Bolt", "Instant", "{R}", "Lightning Bolt deals 3 damage to any target.", set_code="M10")
RED = (220, 20, 20)


def test_first_source_wins_and_a_missing_printing_is_drawn(tmp_path: Path) -> None:
    forge, xmage = tmp_path / "forge", tmp_path / "xmage"
    picture(forge / "M10" / "Lightning Bolt.full.jpg", RED)
    picture(xmage / "M10" / "Lightning Bolt.full.jpg", (20, 20, 220))
    library = ImageLibrary([ForgeSource(forge), XmageSource(xmage)], tmp_path / "index")
    assert library.find(printing_of_face(BOLT_FACE)) is None  # not listed yet: nothing, and nothing waits
    library.prepare()
    assert library.find(printing_of_face(BOLT_FACE)) == ImageRef(forge / "M10" / "Lightning Bolt.full.jpg")
    cache = FaceCache(folder=tmp_path / "faces", images=tmp_path / "none", library=library)
    shown = cache.face(BOLT_FACE, 63)
    assert shown.size == (63, 88) and rgb(shown, (30, 44))[0] > 180 and rgb(shown, (30, 44))[2] < 60
    giant = FaceData("mtg", "186", "Giant Growth", "Instant", "{G}", "Target creature gets +3/+3.", set_code="M10")
    assert cache.user_image(giant) is None
    drawn = cache.face(giant, 63)
    assert drawn.size == (63, 88) and drawn.tobytes() == cache.drawn(giant, 63).tobytes()  # the rendered face


def test_listings_are_kept_and_read_again_only_where_a_folder_changed(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    for code in ("M10", "M11", "ZEN"):
        picture(tmp_path / "cards" / code / "Forest.full.jpg")
    listed: list[Path] = []
    real = listing_module._list_folder

    def counting(path: Path, mtime: int) -> listing_module.Folder:
        listed.append(path)
        return real(path, mtime)

    monkeypatch.setattr(listing_module, "_list_folder", counting)
    cache = ListingCache(tmp_path / "index")
    cache.listing("forge", tmp_path / "cards", (Wanted("", 1),))
    assert len(listed) == 4 and len(list((tmp_path / "index").glob("forge-*.json"))) == 1
    listed.clear()
    again = cache.listing("forge", tmp_path / "cards", (Wanted("", 1),))
    assert listed == [] and again.files("M11") == ("Forest.full.jpg",)  # nothing changed: nothing listed
    picture(tmp_path / "cards" / "M11" / "Island.full.jpg")
    changed = cache.listing("forge", tmp_path / "cards", (Wanted("", 1),))
    assert listed == [tmp_path / "cards" / "M11"] and changed.files("M11") == ("Forest.full.jpg", "Island.full.jpg")
    (tmp_path / "index" / next(p.name for p in (tmp_path / "index").glob("*.json"))).write_text("{broken")
    assert cache.listing("forge", tmp_path / "cards", (Wanted("", 1),)).files("ZEN") == ("Forest.full.jpg",)


def test_archives_are_listed_again_when_they_change(tmp_path: Path) -> None:
    path = archive(tmp_path / "images" / "ZEN.zip", {"ZEN/Forest.full.jpg": RED})
    cache = ListingCache(tmp_path / "index")
    first = cache.listing("xmage", tmp_path / "images", (Wanted("", 1, archives=True),))
    assert first.member("ZEN.zip", "ZEN/Forest.full.jpg") is not None
    archive(path, {"ZEN/Plains.full.jpg": RED})
    second = cache.listing("xmage", tmp_path / "images", (Wanted("", 1, archives=True),))
    assert second.member("ZEN.zip", "ZEN/Forest.full.jpg") is None and second.member("ZEN.zip", "ZEN/Plains.full.jpg")
    (tmp_path / "images" / "BAD.zip").write_bytes(b"not a zip")
    assert cache.listing("xmage", tmp_path / "images", (Wanted("", 1, archives=True),)).archives["BAD.zip"].members == ()


def test_names_without_case_where_the_system_ignores_case(tmp_path: Path) -> None:
    picture(tmp_path / "m10" / "lightning bolt.full.jpg")
    exact = Listing(tmp_path, (Wanted("", 1),), case_sensitive=True)
    exact.refresh()
    folded = Listing(tmp_path, (Wanted("", 1),), case_sensitive=False)
    folded.refresh()
    assert exact.file("M10/Lightning Bolt.full.jpg") is None
    assert folded.file("M10/Lightning Bolt.full.jpg") == ImageRef(tmp_path / "m10" / "lightning bolt.full.jpg")


def test_the_players_sources_are_kept_in_the_store(tmp_path: Path) -> None:
    with Store(tmp_path / "store.sqlite") as store:
        assert load_sources(store) == []
        specs = [SourceSpec("forge", "/home/me/.cache/forge"), SourceSpec("plain", "/media/scans", enabled=False)]
        save_sources(store, specs)
    with Store(tmp_path / "store.sqlite") as store:
        assert load_sources(store) == specs
        set_setting(store.conn, "image_sources", json.dumps([{"kind": "mws", "path": "/x"}, {"kind": "xmage"}, 7,
                                                             {"kind": "xmage", "path": "/xmage", "enabled": False}]))
        assert load_sources(store) == [SourceSpec("xmage", "/xmage", enabled=False)]
        set_setting(store.conn, "image_sources", "{not json")
        assert load_sources(store) == []


def test_usual_places_per_system(tmp_path: Path) -> None:
    home = tmp_path / "home"
    linux = {spec.kind: spec.path for spec in reversed(usual_places("linux", home, {}))}
    assert linux["cockatrice"] == str(home / ".local/share/Cockatrice/Cockatrice")
    assert linux["forge"] == str(home / ".cache/forge")
    windows = {spec.kind: spec.path for spec in reversed(usual_places("win32", home, {"LOCALAPPDATA": "C:/Users/me/AppData/Local"}))}
    assert windows["cockatrice"] == str(Path("C:/Users/me/AppData/Local/Cockatrice/Cockatrice"))
    assert windows["forge"] == str(Path("C:/Users/me/AppData/Local/Forge/Cache"))
    assert str(Path("C:/ProjectIgnis")) in [s.path for s in usual_places("win32", home, {}) if s.kind == "edopro"]
    mac = {spec.kind: spec.path for spec in reversed(usual_places("darwin", home, {}))}
    assert mac["cockatrice"] == str(home / "Library/Application Support/Cockatrice/Cockatrice")
    assert mac["forge"] == str(home / "Library/Caches/Forge")
    assert {s.path for s in usual_places("linux", home, {"FORGE_CACHE_DIR": "/srv/forge"}) if s.kind == "forge"} == {"/srv/forge"}


def test_folders_found_on_this_machine_are_offered_not_used(tmp_path: Path) -> None:
    home = tmp_path / "home"
    picture(home / ".cache" / "forge" / "pics" / "cards" / "M10" / "Lightning Bolt.full.jpg")
    (home / ".local" / "share" / "Cockatrice" / "Cockatrice").mkdir(parents=True)  # no pics: nothing to offer
    (home / "xmage" / "mage-client" / "plugins" / "images").mkdir(parents=True)
    found = found_on_this_machine("linux", home, {})
    assert found == [SourceSpec("forge", str(home / ".cache" / "forge"), enabled=False),
                     SourceSpec("xmage", str(home / "xmage"), enabled=False)]
    library = ImageLibrary.from_specs([SourceSpec(s.kind, s.path) for s in found], tmp_path / "index")
    library.prepare()
    assert library.find(mtg("Lightning Bolt", "M10", "146")) is not None


def test_a_folder_or_archive_is_read_in_the_layout_it_has(tmp_path: Path) -> None:
    (tmp_path / "cockatrice" / "pics" / "CUSTOM").mkdir(parents=True)
    (tmp_path / "forge-cache" / "pics" / "cards").mkdir(parents=True)
    (tmp_path / "mage" / "mage-client" / "plugins" / "images").mkdir(parents=True)
    (tmp_path / "ignis" / "repositories").mkdir(parents=True)
    (tmp_path / "ygopro" / "pics").mkdir(parents=True)
    (tmp_path / "ygopro" / "system.conf").write_text("")
    (tmp_path / "ygopro" / "expansions").mkdir()
    (tmp_path / "scans").mkdir()
    xmage_zip = archive(tmp_path / "ZEN.zip", {"ZEN/Forest.full.jpg": RED})
    ygo_zip = archive(tmp_path / "pics.zip", {"pics/89631139.jpg": RED})
    scans_zip = archive(tmp_path / "scans.zip", {"LEA-161.jpg": RED})
    kinds = {name: detect_kind(path) for name, path in (
        ("cockatrice", tmp_path / "cockatrice"), ("pics", tmp_path / "cockatrice" / "pics"), ("forge", tmp_path / "forge-cache"),
        ("cards", tmp_path / "forge-cache" / "pics" / "cards"), ("xmage", tmp_path / "mage"), ("edopro", tmp_path / "ignis"),
        ("ygopro", tmp_path / "ygopro"), ("scans", tmp_path / "scans"), ("xmage.zip", xmage_zip), ("ygo.zip", ygo_zip),
        ("scans.zip", scans_zip))}
    assert kinds == {"cockatrice": "cockatrice", "pics": "cockatrice", "forge": "forge", "cards": "forge", "xmage": "xmage",
                     "edopro": "edopro", "ygopro": "ygopro", "scans": "plain", "xmage.zip": "xmage", "ygo.zip": "ygo-archive",
                     "scans.zip": "plain"}
    assert build_source(SourceSpec("forge", str(tmp_path / "forge-cache"))).root == tmp_path / "forge-cache" / "pics" / "cards"
    plain = build_source(SourceSpec("plain", str(scans_zip)))
    plain.prepare(ListingCache(None))
    assert plain.find(mtg("Lightning Bolt", "LEA", "161")) == ImageRef(scans_zip, "LEA-161.jpg")


def test_the_catalogue_gives_forges_art_index(tmp_path: Path) -> None:
    swamps = [CardRecord("mtg", "Swamp", "swamp", set_code="AFR", number=n, type_line="Basic Land — Swamp") for n in ("268", "270", "272")]
    with Store(tmp_path / "store.sqlite") as store:
        store.import_cards([*swamps, CardRecord("mtg", "Swamp Mosquito", "m", set_code="AFR", number="100")])
    index = CatalogueArtIndex(tmp_path / "store.sqlite")
    assert [index(printing_of_record(record)) for record in swamps] == [1, 2, 3]
    assert index(mtg("Swamp Mosquito", "AFR", "100")) == 0
    picture(tmp_path / "cards" / "AFR" / "Swamp3.fullborder.jpg")
    library = ImageLibrary([ForgeSource(tmp_path / "cards")], art_index=index)
    library.prepare()
    assert library.find(printing_of_record(swamps[2])) == ImageRef(tmp_path / "cards" / "AFR" / "Swamp3.fullborder.jpg")
    assert library.find(printing_of_record(swamps[1])) is None  # Swamp2 is not there, and Swamp3 is another art


def test_proxies_print_the_pictures_of_the_stored_sources_and_of_images(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):  # the CLI's Spanish output is read
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LC_ALL", "es_ES.UTF-8")
    db = tmp_path / "store.sqlite"
    bolt = CardRecord("mtg", "Lightning Bolt", "bolt", set_code="M10", number="146", type_line="Instant", cost="{R}")
    growth = CardRecord("mtg", "Giant Growth", "growth", set_code="M10", number="186", type_line="Instant", cost="{G}")
    with Store(db) as store:
        store.import_cards([bolt, growth])
        save_sources(store, [SourceSpec("xmage", str(tmp_path / "xmage"))])
    picture(tmp_path / "xmage" / "M10" / "Lightning Bolt.full.jpg", RED)
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Lightning Bolt (M10) 146\n2 Giant Growth (M10) 186\n")
    assert main(["proxies", str(deck), "-o", str(tmp_path / "out.pdf"), "--game", "mtg", "--db", str(db)]) == 0
    assert "6 cartas en 1 páginas (deck); 4 con imagen propia, 2 dibujadas" in capsys.readouterr().out
    library = stored_library(db, [tmp_path / "forge"], tmp_path / "index")
    assert [type(source).__name__ for source in library.sources] == ["PlainSource", "XmageSource"]
    cards = proxy_list(ResolvedDeck("mtg", "d", {"main": [(1, bolt), (1, growth)]})).cards
    front = CardImages(SheetOptions(proxy_mark=False, dpi=100), library=library).front(cards[0])
    assert rgb(front, (front.width // 2, front.height // 2))[0] > 180  # the red picture, at print size
    assert CardImages(SheetOptions(), library=library).picture(cards[1]) is None  # Giant Growth is drawn
    picture(tmp_path / "forge" / "M10" / "Giant Growth.full.jpg")
    assert main(["proxies", str(deck), "-o", str(tmp_path / "out.pdf"), "--game", "mtg", "--db", str(db),
                 "--images", str(tmp_path / "forge")]) == 0  # a plain folder of Forge-named files
    assert "6 con imagen propia, 0 dibujadas" in capsys.readouterr().out
