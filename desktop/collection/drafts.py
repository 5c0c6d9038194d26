"""Decks being edited, kept as drafts as they change: after a crash or a kill -9 the next start
offers them back, unsaved changes and all.

Each deck editor with unsaved changes has one JSON file in the user data folder
(``autosave/decks/<id>.json``), written whole and atomically at every change and removed once the
deck is saved or its changes are discarded. A draft holds what the editor holds: the game, the
saved deck it edits (if any), the name, the format, every line with its printing (set and
number) and the unknown lines with their sections.
"""

from __future__ import annotations

import json
import os
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from engine.core.errors import LoadError
from engine.core.textfiles import write_text_atomic
from engine.formats.records import DeckLine, DeckList, ResolvedDeck

KIND = "tapete-deck-draft"


def drafts_dir() -> Path:
    """Where the drafts are kept (``TAPETE_DRAFTS`` overrides it)."""
    override = os.environ.get("TAPETE_DRAFTS")
    return Path(override) if override else Path(platformdirs.user_data_dir("Tapete", "Tapete")) / "autosave" / "decks"


@dataclass(frozen=True)
class Draft:
    """A draft read back: the deck as a file would list it, ready to be matched to the catalogue."""

    path: Path
    game: str
    deck_id: int | None
    decklist: DeckList
    format: str
    saved_at: float


class DraftFile:
    """The draft of one editor: written at each change, removed when nothing is unsaved."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or drafts_dir() / f"{uuid.uuid4().hex}.json"

    def write(self, deck: ResolvedDeck, deck_id: int | None, unknown_sections: list[str]) -> None:
        data: dict[str, Any] = {
            "kind": KIND, "game": deck.game, "deck_id": deck_id, "name": deck.name, "format": deck.format,
            "sections": {section: [[count, card.name, card.set_code, card.number] for count, card in entries]
                         for section, entries in deck.sections.items()},
            "unknown": [[line.count, line.name, line.set_code, line.number, line.code, section]
                        for line, section in zip(deck.unknown, unknown_sections)],
        }
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(self.path, json.dumps(data, ensure_ascii=False))

    def discard(self) -> None:
        self.path.unlink(missing_ok=True)


def kept_drafts(folder: Path | None = None) -> list[Draft]:
    """The drafts a previous run left, oldest first; one that cannot be read is set aside as
    ``.broken`` (not offered again, nothing deleted)."""
    folder = folder or drafts_dir()
    drafts = []
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            drafts.append(read_draft(path))
        except LoadError:
            path.replace(path.with_suffix(".broken"))
    return sorted(drafts, key=lambda draft: draft.saved_at)


def read_draft(path: Path) -> Draft:
    """The draft at ``path``; ``LoadError`` says what is wrong with it."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("kind") != KIND:
            raise ValueError("not a deck draft of Tapete")
        sections = {str(section): [DeckLine(int(count), str(name), str(set_code), str(number))
                                   for count, name, set_code, number in lines]
                    for section, lines in data["sections"].items()}
        for count, name, set_code, number, code, section in data["unknown"]:  # back in their sections: still unknown
            sections.setdefault(str(section), []).append(DeckLine(int(count), str(name), str(set_code), str(number), str(code)))
        deck_id = data.get("deck_id")
        return Draft(path, str(data["game"]), int(deck_id) if deck_id is not None else None,
                     DeckList(str(data["name"]), str(data["game"]), sections), str(data.get("format", "")),
                     path.stat().st_mtime)
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError) as exc:
        raise LoadError(str(path), f"borrador de mazo ilegible: {exc}") from None
