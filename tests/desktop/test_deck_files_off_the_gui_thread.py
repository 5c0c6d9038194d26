"""Issue 20 item 6: a deck file chosen in the new-game dialog, in the LAN lobby or for printing
proxies is parsed on a worker thread, never on the GUI thread (the window stays free while a
large or hostile file is read); a file that cannot be read is explained by name and nothing
changes."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any, Callable

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop.dialogs import lan_lobby, new_game
from desktop.dialogs.lan_lobby import LanLobbyDialog
from desktop.dialogs.new_game import NewGameDialog, NewGameSettings
from desktop.dialogs.proxies import ProxyDialog
from desktop.main_window import MainWindow
from engine.core.game import get_game
from engine.formats import decks as decks_module
from engine.formats.carddata import open_card_data
from engine.store import Store
from tests.helpers import ROOT, SHARED

DECK = ROOT / "assets" / "games" / "six" / "decks" / "coro-celestial.deck"


def on_which_thread(monkeypatch: pytest.MonkeyPatch, owner: Any, name: str) -> list[bool]:
    """For each call of ``owner.name``: whether it ran on the GUI (main) thread."""
    calls: list[bool] = []
    real: Callable[..., Any] = getattr(owner, name)

    def spy(*args: Any, **kwargs: Any) -> Any:
        calls.append(threading.current_thread() is threading.main_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, spy)
    return calls


def _hostile_deck(tmp_path: Path) -> Path:
    """A deck of 60,000 lines naming cards that do not exist (about 1 MB)."""
    path = tmp_path / "enorme.deck"
    path.write_text("[main]\n" + "".join(f"1 Carta Inventada {i}\n" for i in range(60_000)), encoding="utf-8")
    return path


def test_the_new_game_dialog_reads_a_deck_file_on_a_worker(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    calls = on_which_thread(monkeypatch, new_game, "playable_deck")
    dialog = NewGameDialog(game="six")
    qtbot.addWidget(dialog)
    before = [dialog.deck_boxes[0].itemText(i) for i in range(dialog.deck_boxes[0].count())]
    hostile = _hostile_deck(tmp_path)
    dialog.load_file(0, str(hostile))
    qtbot.waitUntil(lambda: bool(dialog.problem.text()), timeout=30000)
    assert "enorme.deck" in dialog.problem.text() and len(dialog.problem.text()) < 3000  # the first problems, not 60,000
    assert [dialog.deck_boxes[0].itemText(i) for i in range(dialog.deck_boxes[0].count())] == before
    dialog.load_file(0, str(DECK))
    qtbot.waitUntil(lambda: dialog.deck_boxes[0].currentData() == "loaded:0")
    assert calls == [False, False]  # both parsed off the GUI thread
    settings = dialog.settings()
    assert isinstance(settings, NewGameSettings) and settings.decks[0].name == "Coro Celestial"


def test_the_lan_lobby_reads_a_deck_file_on_a_worker(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TAPETE_LAN_DIR", str(tmp_path))
    calls = on_which_thread(monkeypatch, lan_lobby, "playable_deck")
    lobby = LanLobbyDialog(None, None, "Ana")
    qtbot.addWidget(lobby)
    lobby.tabs.setCurrentWidget(lobby.host_tab)
    lobby.host_game.setCurrentIndex(lobby.host_game.findData("six"))
    lobby.load_file(lobby.host_game, lobby.host_deck, str(_hostile_deck(tmp_path)))
    qtbot.waitUntil(lambda: "enorme.deck" in lobby.problem.text(), timeout=30000)
    lobby.load_file(lobby.host_game, lobby.host_deck, str(DECK))
    qtbot.waitUntil(lambda: lobby.host_deck.currentData() == "loaded")
    assert calls == [False, False]
    choice = lobby.choice()
    assert choice is not None and choice.deck == get_game("six").demo_decks()["Coro Celestial"].to_codes()
    lobby.done(0)


def test_proxies_of_a_deck_file_are_read_on_a_worker(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    calls = on_which_thread(monkeypatch, decks_module, "parse_deck_file")
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(str(text)))
    window = MainWindow("en", store=None)
    qtbot.addWidget(window)
    bomb = tmp_path / "bomba.cod"  # nested entities: a billion laughs
    entities = ['<!ENTITY a0 "xxxxxxxxxx">'] + [f'<!ENTITY a{i} "{f"&a{i - 1};" * 10}">' for i in range(1, 9)]
    bomb.write_text('<?xml version="1.0"?>\n<!DOCTYPE d [' + "".join(entities) + ']>\n<cockatrice_deck><deckname>&a8;'
                    '</deckname></cockatrice_deck>', encoding="utf-8")
    window.collection.print_proxies(str(bomb))
    qtbot.waitUntil(lambda: bool(warnings), timeout=60000)
    assert str(bomb) in warnings[0] and window.collection.proxy_dialog is None
    window.collection.print_proxies(str(DECK))
    qtbot.waitUntil(lambda: window.collection.proxy_dialog is not None, timeout=30000)
    assert isinstance(window.collection.proxy_dialog, ProxyDialog) and all(card.known for card in window.collection.proxy_dialog.cards.cards)
    assert calls == [False, False]
    window.collection.proxy_dialog.close()


def test_a_deck_file_of_the_players_own_cards_starts_a_game(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A Structure Deck's ``.ydk`` whose cards the player imported (YGOPro's ``cards.cdb``): the
    dialog read deck files as Tapete's format of the shipped cards, so every line was "unknown
    card «43096270»"; it now reads any format among the player's cards."""
    cdb, ydk = SHARED / "testdata" / "ygo-cdb" / "cards.cdb", SHARED / "testdata" / "ydk" / "Structure Deck - Realm of Light.ydk"
    if not (cdb.exists() and ydk.exists()):
        pytest.skip("the shared test data is not beside the checkout")
    _fmt, records = open_card_data(str(cdb))
    with Store(tmp_path / "tapete.sqlite") as store:
        store.import_cards(records)
        dialog = NewGameDialog(game="ygo", store=store)
        qtbot.addWidget(dialog)
        dialog.load_file(0, str(ydk))
        qtbot.waitUntil(lambda: dialog.deck_boxes[0].currentData() == "loaded:0" or bool(dialog.problem.text()), timeout=30000)
        assert dialog.problem.text() == ""
        settings = dialog.settings()
        assert isinstance(settings, NewGameSettings)
        deck = settings.decks[0]
        assert sum(entry.count for entries in deck.sections.values() for entry in entries) == 41  # as the file lists
        assert any(entry.card.code == "43096270" for entry in deck.sections["main"])  # the first line's card
