"""One language in the deck editor: each game's shipped deck is opened in a Spanish and in an
English window (the language installed, whatever Preferences or the system say), a card line
chosen, and every string of the editor read — its list and sections, the statistics tab's titles,
bars and odds, the missing cards, the proxy print dialog. An English window holds no Spanish word, a Spanish one no
English word, cards are named as the faces show them in that language, and no internal id
(``main``, ``colorless``) shows; the search's sets are named in it too. The deck's name, the
player's, is not read."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from desktop import i18n
from desktop.collection.deck_editor import DeckEditor
from desktop.collection.deck_pictures import line_card
from desktop.store_service import StoreService
from engine.core.game import get_game
from engine.core.terms import palette_name
from engine.formats.records import CardRecord, ResolvedDeck
from tests.desktop.screen_text import screen_text
from tests.language import internal_ids, other_language_names, window_english_words, window_spanish_words

DECKS = {"mtg": "guardia-del-bosque", "ygo": "bosque-de-acero", "six": "coro-celestial", "myl": "legion-del-alba",
         "eliria": "vigilia-del-alba"}
#: Section keys and chart keys a window must not show as they are.
KEYS = ("main", "side", "extra", "colorless", "support", "commander", "maybe")



def _foreign(line: str, game: str, lang: str) -> list[str]:
    words = window_spanish_words(line, game) if lang == "en" else window_english_words(line, game)
    return words + internal_ids(line) + other_language_names(line, game, lang) + [
        key for key in KEYS if f" {key} " in f" {line} " or f"{key}:" in line]


@pytest.mark.parametrize("game", sorted(DECKS))
@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_deck_editor_speaks_one_language(qtbot, qapp, shipped_store: StoreService, game: str, lang: str) -> None:  # type: ignore[no-untyped-def]
    i18n.install(lang)
    editor = DeckEditor(shipped_store, game)
    qtbot.addWidget(editor)
    editor.resize(1280, 720)
    editor.load_file(str(get_game(game).folder / "decks" / f"{DECKS[game]}.deck"))
    qtbot.waitUntil(lambda: editor.deck.count("main") > 0, timeout=20_000)
    top = editor.tree.topLevelItem(0)
    assert top is not None and top.childCount() > 0
    editor.tree.setCurrentItem(top.child(0))
    editor.show()
    proxies = editor.exports.print_proxies()  # the print dialog of the deck, its summary of the cards
    qtbot.addWidget(proxies)
    proxies.skip_lands.setChecked(True)  # Magic's basic lands are listed as left out
    lines = [line for line in screen_text(editor) + screen_text(proxies) if line != editor.name.text()]
    assert any("%" in line for line in lines)  # the odds of the chosen card are read too
    mixed = {line: words for line in lines if (words := _foreign(line, game, lang))}
    assert not mixed, "\n".join(f"{line!r}: {words}" for line, words in mixed.items())


def test_a_deck_file_that_cannot_be_read_or_written_is_explained_in_the_window_language(  # type: ignore[no-untyped-def]
        qtbot, qapp, shipped_store: StoreService, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    warnings: list[str] = []
    monkeypatch.setattr("desktop.collection.deck_editor.QMessageBox.warning", lambda _parent, _title, text: warnings.append(text))
    monkeypatch.setattr("desktop.collection.deck_exports.QMessageBox.warning", lambda _parent, _title, text: warnings.append(text))
    i18n.install("en")
    editor = DeckEditor(shipped_store, "mtg")
    qtbot.addWidget(editor)
    bad = tmp_path / "broken.ydk"
    bad.write_bytes(b"\x00\x01garbage")
    editor.load_file(str(bad))
    qtbot.waitUntil(lambda: bool(warnings), timeout=20_000)
    plains = shipped_store.read.search("Llanura", game="mtg", names_only=True)[0].card
    editor.add(plains, "main", 2)
    assert not editor.exports.export_file(str(tmp_path / "deck.ydk"))  # a Yu-Gi-Oh! format for a Magic deck
    assert len(warnings) == 2
    assert "line 1" in warnings[0] and "passcode" in warnings[1]
    assert [line for line in warnings if window_spanish_words(line, "mtg")] == []


def test_the_odds_name_the_card_as_the_faces_do(qtbot, qapp, shipped_store: StoreService) -> None:  # type: ignore[no-untyped-def]
    """An English window gives the odds of «Plains», a Spanish one of «Llanura» (the same card)."""
    plains = shipped_store.read.search("Llanura", game="mtg", names_only=True)[0].card
    for lang, name in (("en", "Plains"), ("es", "Llanura")):
        i18n.install(lang)
        editor = DeckEditor(shipped_store, "mtg", ResolvedDeck("mtg", "Prueba", {"main": [(20, plains)]}))
        qtbot.addWidget(editor)
        editor.tree.choose_line("main", 0)
        assert editor.stats.odds.text().startswith(f"{'At least one' if lang == 'en' else 'Al menos'}")
        assert f"«{name}»" in editor.stats.odds.text()
        assert editor.tree.topLevelItem(0).child(0).text(0).startswith(f"20 × {name}")


def test_sections_and_charts_follow_the_installed_language_not_the_saved_one(qtbot, qapp, shipped_store: StoreService) -> None:  # type: ignore[no-untyped-def]
    """Preferences saying English while the window speaks Spanish (or the other way round): the
    sections new cards go to, the chart's colours and Attributes follow the window."""
    settings = QSettings("Tapete", "Tapete")
    forest = CardRecord("mtg", "Forest", "forest", type_line="Basic Land — Forest")
    bear = CardRecord("mtg", "Grizzly Bears", "bear", type_line="Creature — Bear", cost="{1}{G}", mana_value=2, colors=("G",))
    knight = shipped_store.read.search("Caballero de Hierro", game="ygo", names_only=True)[0].card  # EARTH
    try:
        for saved, lang, section, green, attribute in (("en", "es", "Mazo principal", "Verde", "TIERRA"),
                                                         ("es", "en", "Main deck", "Green", "EARTH")):
            settings.setValue("language", saved)
            i18n.install(lang)
            editor = DeckEditor(shipped_store, "mtg", ResolvedDeck("mtg", "Prueba", {"main": [(10, forest), (4, bear)]}))
            qtbot.addWidget(editor)
            assert editor.target.itemText(0) == section
            assert editor.tree.topLevelItem(0).text(0) == f"{section} (14)"
            assert dict(editor.stats.colours.bars) == {green: 4, palette_name("mtg", "colorless", lang): 10}
            ygo = DeckEditor(shipped_store, "ygo", ResolvedDeck("ygo", "Prueba", {"main": [(3, knight)]}))
            qtbot.addWidget(ygo)
            assert dict(ygo.stats.colours.bars) == {attribute: 3}
    finally:
        settings.remove("language")


def test_the_search_names_the_sets_in_the_window_language(qtbot, qapp, shipped_store: StoreService) -> None:  # type: ignore[no-untyped-def]
    """The set list follows a switch of language: a set's English name from its set file."""
    i18n.install("en")
    editor = DeckEditor(shipped_store, "six")
    qtbot.addWidget(editor)
    sets = editor.search.set_box
    assert "TAU — Souls of the Threshold" in [sets.itemText(i) for i in range(sets.count())]
    i18n.install("es")
    editor.retranslate("es")
    assert "TAU — Almas del Umbral" in [sets.itemText(i) for i in range(sets.count())]


def test_the_pictures_show_the_faces_of_the_window_language(qtbot, qapp, shipped_store: StoreService) -> None:  # type: ignore[no-untyped-def]
    """The deck's and the search's pictures are the faces the table shows: «Plains» and the
    sideboard named in an English window, «Llanura» and «Banquillo» in a Spanish one."""
    plains = shipped_store.read.search("Llanura", game="mtg", names_only=True)[0].card
    deck = ResolvedDeck("mtg", "Prueba", {"main": [(20, plains)], "side": [(2, plains)]})
    for lang, name, side in (("en", "Plains", "Sideboard"), ("es", "Llanura", "Banquillo")):
        i18n.install(lang)
        editor = DeckEditor(shipped_store, "mtg", deck)
        qtbot.addWidget(editor)
        model = editor.pictures.model
        cards = [line_card(model, model.index(row)) for row in range(model.rowCount())]
        assert [(card.face.name, card.note) for card in cards if card is not None] == [
            (name, f"{plains.set_code} {plains.number}"), (name, f"{plains.set_code} {plains.number} · {side}")]
        search = editor.search
        search.text.setText("Llanura")
        qtbot.waitUntil(lambda: any(r.card.name == "Llanura" for r in search.model.rows))
        row = next(i for i, r in enumerate(search.model.rows) if r.card.name == "Llanura")
        found = search.grid_card(search.model.index(row, 0))
        assert found is not None and found.face.name == name


def test_a_magic_deck_of_tapetes_sets_has_its_curve_and_colours(qtbot, qapp, shipped_store: StoreService) -> None:  # type: ignore[no-untyped-def]
    """Magic's shipped cards are catalogued with their mana value and colours (CR 202.3, 105.2):
    the statistics of Guardia del Bosque (green and white) chart them, in the window's language."""
    for lang, green, white in (("en", "Green", "White"), ("es", "Verde", "Blanco")):
        i18n.install(lang)
        editor = DeckEditor(shipped_store, "mtg")
        qtbot.addWidget(editor)
        editor.load_file(str(get_game("mtg").folder / "decks" / "guardia-del-bosque.deck"))
        qtbot.waitUntil(lambda: editor.deck.count("main") == 60, timeout=20_000)
        main = editor.deck.sections["main"]
        lands = sum(n for n, card in main if "Land" in card.type_line or "Tierra" in card.type_line)
        assert sum(count for _, count in editor.stats.curve.bars) == 60 - lands
        colours = dict(editor.stats.colours.bars)
        assert set(colours) >= {green, white} and not editor.stats.colours.isHidden()
        assert colours[green] == sum(n for n, card in main if "G" in card.colors)
