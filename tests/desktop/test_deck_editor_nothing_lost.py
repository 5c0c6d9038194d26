"""Nothing lost in the deck editor: a deck file never replaces the deck being edited without
asking; an unknown line offers the closest names; unsaved changes show in the tab's title and are
asked about when the tab closes or Tapete quits; decks being edited survive a kill -9 and are
offered back at the next start."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QPushButton

from desktop.collection import deck_editor
from desktop.collection.deck_editor import DeckEditor
from desktop.collection.deck_files import NEW_TAB, REPLACE
from desktop.collection.drafts import kept_drafts
from desktop.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "assets/games/six/decks/coro-celestial.deck"


@pytest.fixture
def window(qtbot, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """A main window; decks a test leaves unsaved are discarded when it closes (pytest-qt would
    close it before the test's patches are undone only for widgets it was given)."""
    shown = MainWindow("es")
    shown.resize(1500, 950)
    shown.show()
    yield shown
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: QMessageBox.StandardButton.Discard)
    shown.close()
    shown.deleteLater()


def _editor(qtbot, window: MainWindow, game: str = "six") -> DeckEditor:  # type: ignore[no-untyped-def]
    assert window.store is not None and window.store.wait()
    editor = window.collection.edit_deck(game)
    assert isinstance(editor, DeckEditor)
    return editor


def _card(window: MainWindow, name: str, game: str = "six"):  # type: ignore[no-untyped-def]
    assert window.store is not None
    return window.store.read.search(name, game=game, names_only=True)[0].card


def _editors(window: MainWindow) -> list[DeckEditor]:
    return [w for i in range(window.tabs.count()) if isinstance(w := window.tabs.widget(i), DeckEditor)]


def test_importing_into_a_deck_being_edited_asks_new_tab_or_replace(qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    editor = _editor(qtbot, window)
    editor.add(_card(window, "Rayo Sagrado"), "main", 3)
    answers: list[str | None] = [None]
    asked: list[bool] = []
    monkeypatch.setattr(deck_editor, "ask_where_to_open", lambda parent, tabs: asked.append(tabs) or answers[0])
    editor.open_deck_file(str(DEMO))  # cancelled: nothing changes
    assert asked == [True] and editor.deck.count("main") == 3 and len(_editors(window)) == 1
    answers[0] = NEW_TAB
    editor.open_deck_file(str(DEMO))
    assert len(_editors(window)) == 2
    other = _editors(window)[1]
    qtbot.waitUntil(lambda: other.deck.count("main") == 40, timeout=20_000)
    assert editor.deck.count("main") == 3  # the deck being edited is untouched
    assert window.tabs.currentWidget() is other
    answers[0] = REPLACE
    editor.open_deck_file(str(DEMO))
    qtbot.waitUntil(lambda: editor.deck.count("main") == 40, timeout=20_000)
    assert len(asked) == 3


def test_an_empty_editor_takes_a_deck_file_without_asking(qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    editor = _editor(qtbot, window)
    monkeypatch.setattr(deck_editor, "ask_where_to_open", lambda *args: pytest.fail("an empty editor asked"))
    editor.open_deck_file(str(DEMO))
    qtbot.waitUntil(lambda: editor.deck.count("main") == 40, timeout=20_000)


def test_an_unknown_line_offers_the_closest_names(qtbot, window: MainWindow, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    editor = _editor(qtbot, window)
    deck = tmp_path / "typos.deck"
    deck.write_text('game = six\nname = Erratas\n\n[main]\n3 Rayo Sagrdo\n2 ANGEL GUARDAN\n1 Zzyzx Qwop\n',
                    encoding="utf-8")
    editor.load_file(str(deck))
    qtbot.waitUntil(lambda: len(editor.deck.unknown) == 3, timeout=20_000)
    texts = [editor.problems.item(i).text() for i in range(editor.problems.count())]
    assert any("Rayo Sagrdo" in text and "Rayo Sagrado" in text for text in texts)
    assert editor.unknown_lines.closest[1][1][0] == "Ángel Guardián"  # accents and case aside
    assert editor.unknown_lines.closest[2][1] == []
    menu = editor.unknown_lines.menu(0)
    assert [action.text() for action in menu.actions() if action.text()][0] in ("Use «Rayo Sagrado»", "Usar «Rayo Sagrado»")
    assert editor.unknown_lines.use_name(0, "Rayo Sagrado")
    assert [(n, card.name) for n, card in editor.deck.sections["main"]] == [(3, "Rayo Sagrado")]
    assert [line.name for line in editor.deck.unknown] == ["ANGEL GUARDAN", "Zzyzx Qwop"]
    editor.unknown_lines.drop(1)
    assert [line.name for line in editor.deck.unknown] == ["ANGEL GUARDAN"] and len(editor.unknown_lines.closest) == 1


def test_unsaved_changes_mark_the_tab_until_saved(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    editor = _editor(qtbot, window)
    index = window.tabs.indexOf(editor)
    assert not window.tabs.tabText(index).startswith("●")
    editor.add(_card(window, "Rayo Sagrado"), "main", 2)
    assert window.tabs.tabText(index).startswith("●") and editor.dirty
    assert [draft.decklist.count("main") for draft in kept_drafts()] == [2]  # kept as it changes
    editor.save()
    qtbot.waitUntil(lambda: not editor.dirty, timeout=20_000)
    assert not window.tabs.tabText(index).startswith("●") and kept_drafts() == []


def test_closing_an_unsaved_deck_asks(qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    editor = _editor(qtbot, window)
    editor.add(_card(window, "Rayo Sagrado"), "main", 2)
    editor.name.setText("Para guardar")
    answer = [QMessageBox.StandardButton.Cancel]
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: asked.append(args[2]) or answer[0])
    window.close_tab(window.tabs.indexOf(editor))
    assert asked and editor in _editors(window)
    answer[0] = QMessageBox.StandardButton.Save
    window.close_tab(window.tabs.indexOf(editor))
    assert editor not in _editors(window)
    assert window.store is not None and window.store.wait()
    assert [info.name for info in window.store.read.list_decks("six")] == ["Para guardar"]
    assert kept_drafts() == []  # saved: no draft is left
    other = _editor(qtbot, window)
    other.add(_card(window, "Rayo Sagrado"), "main", 1)
    answer[0] = QMessageBox.StandardButton.Discard
    window.close_tab(window.tabs.indexOf(other))
    assert other not in _editors(window) and kept_drafts() == []
    clean = _editor(qtbot, window)
    asked.clear()
    window.close_tab(window.tabs.indexOf(clean))
    assert not asked and clean not in _editors(window)  # nothing unsaved: closes at once


def test_quitting_with_unsaved_decks_asks(qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    editor = _editor(qtbot, window)
    editor.add(_card(window, "Rayo Sagrado"), "main", 2)
    answer = [QMessageBox.StandardButton.Cancel]
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: asked.append(args[2]) or answer[0])
    assert not window.close()
    assert asked and window.isVisible() and editor.dirty
    answer[0] = QMessageBox.StandardButton.Save
    assert window.close()
    from engine.store import Store

    with Store(window.store.path) as store:  # type: ignore[union-attr]
        assert [deck.count("main") for deck in (store.load_deck(info.id) for info in store.list_decks("six"))] == [2]
    assert kept_drafts() == []


_EDITOR = textwrap.dedent("""
    import os, sys
    from PySide6.QtWidgets import QApplication
    from desktop.main_window import MainWindow

    app = QApplication([])
    window = MainWindow("en")
    window.store.wait()
    editor = window.collection.edit_deck("six")
    editor.name.setText("Antes del corte")
    editor.touch()
    for name in ("Rayo Sagrado", "Bruja Invocadora", "Maná Ámbar"):
        card = window.store.read.search(name, game="six", names_only=True)[0].card
        editor.add(card, "mana" if name.startswith("Maná") else "main", 3)
        print(card.name, flush=True)
    app.processEvents()
    input()  # killed here
""")


def test_decks_being_edited_survive_a_kill(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A real process edits a deck and is killed with SIGKILL; the next start offers the deck
    back, each card and the name as they were, still unsaved."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    process = subprocess.Popen([sys.executable, "-c", _EDITOR], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               text=True, env=env, cwd=ROOT)
    assert process.stdout is not None
    added = [process.stdout.readline().strip() for _ in range(3)]
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert added == ["Rayo Sagrado", "Bruja Invocadora", "Maná Ámbar"]
    window.show_start_page()  # as the next start shows it
    reopen = window.findChild(QPushButton, "drafts-open")
    assert reopen is not None, "the start page does not offer the deck being edited"
    reopen.click()
    editors = _editors(window)
    assert len(editors) == 1
    editor = editors[0]
    qtbot.waitUntil(lambda: editor.deck.count("main") == 6, timeout=20_000)
    assert {card.name: n for n, card in editor.deck.sections["main"]} == {"Rayo Sagrado": 3, "Bruja Invocadora": 3}
    assert [(n, card.name) for n, card in editor.deck.sections["mana"]] == [(3, "Maná Ámbar")]
    assert editor.name.text() == "Antes del corte" and editor.dirty
    assert window.tabs.tabText(window.tabs.indexOf(editor)) == "● Antes del corte"
    window.show_start_page()
    assert window.findChild(QPushButton, "drafts-open") is None  # the deck open now is not offered again
