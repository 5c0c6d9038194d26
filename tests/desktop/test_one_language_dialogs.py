"""One language in the new-game dialog, the LAN lobby and the bring-your-cards page: a deck file
that cannot be read, a deck the game's rules refuse, what a brought file became and the numbers of
the summary are said in the language the window speaks (``i18n.current()``), also when
Preferences save the other one (a switch that did not go through Preferences)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from desktop import i18n
from desktop.collection.bring_cards import BringCardsPage
from desktop.collection.bring_work import Outcome, Summary
from desktop.dialogs.lan_lobby import LanLobbyDialog
from desktop.dialogs.new_game import NewGameDialog
from desktop.store_service import StoreService
from engine.core.errors import TapeteError
from engine.core.game import get_game
from engine.core.text import Text
from engine.formats.decks.playable import playable_deck
from engine.formats.tapete_deck import load_deck

#: (saved in Preferences, installed in the window): always in disagreement.
DISAGREEMENTS = [("en", "es"), ("es", "en")]


@pytest.fixture
def saved_language():  # type: ignore[no-untyped-def]
    """Preferences' saved language, set by the test and removed afterwards."""
    settings = QSettings("Tapete", "Tapete")
    yield lambda lang: settings.setValue("language", lang)
    settings.remove("language")


def _broken(tmp_path: Path) -> tuple[Path, Text]:
    """A deck file that cannot be read, and what the game says of it in both languages."""
    path = tmp_path / "roto.deck"
    path.write_bytes(b"\x00\x01garbage\n[main]\nnot a line")
    with pytest.raises(TapeteError) as caught:
        playable_deck(str(path), get_game("six"))  # as the dialogs read a deck file
    assert caught.value.text.es != caught.value.text.en
    return path, caught.value.text


def _too_small(tmp_path: Path) -> tuple[Path, list[Text]]:
    """A SiX deck file of one card, and the construction rules it breaks, in both languages."""
    path = tmp_path / "corto.deck"
    path.write_text("game = six\nname = Corto\n\n[main]\n1 Ángel Guardián\n", encoding="utf-8")
    game = get_game("six")
    violations = game.validate_deck(load_deck(path, game))
    assert violations
    texts = [Text(v.describe("es"), v.describe("en")) for v in violations]
    assert all(t.es != t.en for t in texts)
    return path, texts


@pytest.mark.parametrize(("saved", "lang"), DISAGREEMENTS)
def test_the_new_game_dialog_explains_decks_in_the_window_language(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, saved_language, saved: str, lang: str) -> None:
    saved_language(saved)
    i18n.install(lang)
    dialog = NewGameDialog(game="six")
    qtbot.addWidget(dialog)
    broken, error = _broken(tmp_path)
    dialog.load_file(0, str(broken))
    qtbot.waitUntil(lambda: bool(dialog.problem.text()), timeout=20_000)
    assert dialog.problem.text() == error.get(lang)
    small, violations = _too_small(tmp_path)
    dialog.load_file(0, str(small))
    qtbot.waitUntil(lambda: dialog.deck_boxes[0].currentData() == "loaded:0", timeout=20_000)
    dialog.accept()
    assert dialog.problem.text().splitlines()[0] == f"P1: {violations[0].get(lang)}"


@pytest.mark.parametrize(("saved", "lang"), DISAGREEMENTS)
def test_the_lan_lobby_explains_decks_in_the_window_language(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, saved_language, saved: str, lang: str) -> None:
    monkeypatch.setenv("TAPETE_LAN_DIR", str(tmp_path))
    saved_language(saved)
    i18n.install(lang)
    lobby = LanLobbyDialog(None, None, "Ana")
    qtbot.addWidget(lobby)
    lobby.tabs.setCurrentWidget(lobby.host_tab)
    lobby.host_game.setCurrentIndex(lobby.host_game.findData("six"))
    broken, error = _broken(tmp_path)
    lobby.load_file(lobby.host_game, lobby.host_deck, str(broken))
    qtbot.waitUntil(lambda: bool(lobby.problem.text()), timeout=20_000)
    assert lobby.problem.text() == error.get(lang)
    small, violations = _too_small(tmp_path)
    lobby.load_file(lobby.host_game, lobby.host_deck, str(small))
    qtbot.waitUntil(lambda: lobby.host_deck.currentData() == "loaded", timeout=20_000)
    assert lobby.choice() is None
    assert lobby.problem.text().splitlines()[0] == violations[0].get(lang)
    lobby.done(0)


@pytest.mark.parametrize(("saved", "lang"), DISAGREEMENTS)
def test_the_bring_cards_summary_speaks_the_window_language(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, saved_language, saved: str, lang: str) -> None:
    saved_language(saved)
    i18n.install(lang)
    service = StoreService(tmp_path / "store.sqlite")
    try:
        page = BringCardsPage(service, found=[])
        qtbot.addWidget(page)
        refused = Text("no es un mazo", "not a deck")
        notes = [Text(f"línea {n}: carta desconocida", f"line {n}: unknown card") for n in range(1, 12346)]
        summary = Summary([Outcome(tmp_path / "a.deck", "deck", False, refused, notes)], [])
        shown = page.details(summary)
        assert refused.get(lang) in shown and refused.get(saved) not in shown
        assert notes[0].get(lang) in shown and notes[0].get(saved) not in shown
        thousands = {"es": "12.345", "en": "12,345"}  # the lines left out, with the language's separator
        assert thousands[lang] in page.headline(summary) and thousands[saved] not in page.headline(summary)
    finally:
        service.close()
