"""The closest card names to one that matched nothing: what a player probably meant.

Names are compared folded (``keys.fold``: accents, case and spacing ignored), in every
language the catalogue holds (a Spanish name finds Spanish and English names alike), and a
multi-face card's faces are names too. Two measures rank them, the better one counting:
``difflib``'s similarity of the whole names (a typo, a letter missing: ``Lightnig Bolt``) and how
well the words typed start the name's words in order (``bolt`` or ``light bolt`` find
``Lightning Bolt``); a name the typed text starts, or that starts it, comes first.
"""

from __future__ import annotations

import difflib
import sqlite3
from typing import Iterable

from engine.store.keys import faces, fold

CUTOFF = 0.6  # the least similarity (0–1) a suggestion needs


Entry = tuple[str, list[str], str]  # a name folded, its folded words, and as written


def entries(candidates: Iterable[str]) -> list[Entry]:
    """The names ``rank`` compares, folded once (each folded name once, its first spelling kept)."""
    seen: dict[str, Entry] = {}
    for candidate in candidates:
        key = fold(candidate)
        if key and key not in seen:
            seen[key] = (key, key.replace("//", " ").split(), candidate)
    return list(seen.values())


def rank(name: str, candidates: Iterable[str], limit: int = 5) -> list[str]:
    """The ``limit`` names of ``candidates`` closest to ``name``, best first, each once (by its
    folded form, the first spelling kept); none when nothing is similar enough."""
    return ranked(name, entries(candidates), limit)


def ranked(name: str, compared: list[Entry], limit: int = 5) -> list[str]:
    """``rank`` over names already folded by ``entries``."""
    wanted = fold(name)
    if not wanted or limit <= 0:
        return []
    typed = wanted.split()
    matcher = difflib.SequenceMatcher(b=wanted, autojunk=False)
    best: list[tuple[float, int, str, str]] = []
    for key, words, candidate in compared:
        if key.startswith(wanted) or wanted.startswith(key):
            score = 1.0 + len(min(key, wanted, key=len)) / max(len(key), len(wanted))
        else:
            score = word_starts(typed, words)
            matcher.set_seq1(key)
            if matcher.real_quick_ratio() > max(score, CUTOFF) and matcher.quick_ratio() > max(score, CUTOFF):
                score = max(score, matcher.ratio())
        if score >= CUTOFF:
            best.append((-score, len(candidate), key, candidate))
    best.sort()
    return [candidate for *_, candidate in best[:limit]]


def word_starts(typed: list[str], words: list[str]) -> float:
    """How well the typed words start the name's words, in order (0 when one starts none): 1.0
    when they are its whole words, between 0.6 and 0.95 by the share of its letters they cover."""
    if not typed or len(typed) > len(words):
        return 0.0
    position, covered = 0, 0
    for word in typed:
        while position < len(words) and not (words[position] == word or (len(word) >= 3 and words[position].startswith(word))):
            position += 1
        if position == len(words):
            return 0.0
        covered += len(word)
        position += 1
    letters = sum(len(word) for word in words)
    return 1.0 if covered == letters else 0.6 + 0.35 * covered / letters


def card_names(conn: sqlite3.Connection, game: str) -> list[str]:
    """Every name (localized names and faces too) of ``game``'s cards in the catalogue, each once."""
    rows = conn.execute(
        "SELECT DISTINCT name FROM cards WHERE game = ? "
        "UNION SELECT DISTINCT n.name FROM card_names n JOIN cards c ON c.id = n.card_id WHERE c.game = ?",
        (game, game))
    names: dict[str, None] = {}
    for (name,) in rows:
        names.update((written, None) for written in [str(name), *faces(str(name))])
    return list(names)


class NameIndex:
    """Each game's names, read once and read again only after the catalogue changed (this
    connection's writes or another's): a deck with many unknown lines asks many times."""

    def __init__(self) -> None:
        self._names: dict[str, list[Entry]] = {}
        self._version: tuple[int, int] | None = None

    def closest(self, conn: sqlite3.Connection, name: str, game: str, limit: int = 5) -> list[str]:
        """``Store.closest_names``: the catalogue's names of ``game`` closest to ``name``."""
        version = (int(conn.execute("PRAGMA data_version").fetchone()[0]), conn.total_changes)
        if version != self._version:
            self._names.clear()
            self._version = version
        if game not in self._names:
            self._names[game] = entries(card_names(conn, game))
        return ranked(name, self._names[game], limit)
