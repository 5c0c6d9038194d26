"""Deck files for the deck editor: a deck list matched to the catalogue on a worker thread (with
the closest names to each unknown line), and the question whether a file opens in a new tab or
replaces the deck being edited."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from engine.formats.records import DeckLine, DeckList, ResolvedDeck
from engine.store import Store

NEW_TAB, REPLACE = "new-tab", "replace"
Unknown = tuple[str, list[str]]  # an unknown line's section and the closest names to it


@dataclass
class Matched:
    """A deck list matched to the catalogue: the deck, and for each of its unknown lines (in
    order) its section and the closest names the catalogue knows."""

    decklist: DeckList
    deck: ResolvedDeck
    unknown: list[Unknown]


def match_deck(store: Path, decklist: DeckList, game: str, settled: Callable[[], object]) -> Matched:
    """``decklist`` matched to the catalogue of the store at ``store`` (a connection of this
    thread's own: it runs on a worker) once ``settled()`` returns: the catalogue's writes queued
    before (the shipped sets on a first start, an import) are in by then."""
    settled()
    with Store(store) as catalogue:
        deck = catalogue.resolve_deck(decklist, game)
        section_of = {id(line): section for section, lines in decklist.sections.items() for line in lines}
        return Matched(decklist, deck, [(section_of.get(id(line), "main"), catalogue.closest_names(line.name, game))
                                        for line in deck.unknown])


def suggest_for(store: Path, lines: list[DeckLine], game: str) -> list[list[str]]:
    """The closest names to each of ``lines`` (a saved deck's unknown lines), on a worker."""
    with Store(store) as catalogue:
        return [catalogue.closest_names(line.name, game) for line in lines]


def ask_where_to_open(parent: QWidget, can_open_a_tab: bool) -> str | None:
    """Whether a deck file goes to a new tab (``NEW_TAB``) or replaces the deck being edited
    (``REPLACE``); ``None`` to leave it."""
    box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("DeckEditor", "Import a deck"),
                      QCoreApplication.translate("DeckEditor", "This editor already holds a deck. Open the file in a new tab, or replace this deck with it?"),
                      QMessageBox.StandardButton.Cancel, parent)
    new_tab = box.addButton(QCoreApplication.translate("DeckEditor", "Open in a new tab"), QMessageBox.ButtonRole.AcceptRole) if can_open_a_tab else None
    replacing = box.addButton(QCoreApplication.translate("DeckEditor", "Replace this deck"), QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(new_tab or replacing)
    box.exec()
    clicked = box.clickedButton()
    return NEW_TAB if new_tab is not None and clicked is new_tab else REPLACE if clicked is replacing else None
