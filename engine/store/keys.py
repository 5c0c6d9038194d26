"""Normalized keys for finding cards, and full-text queries built from what a user types.

Names are compared folded: accents removed, case folded, ``Æ`` as ``ae``, typographic
apostrophes as ``'``, one space between words and `` // `` between faces (``Fire/Ice`` is
``fire // ice``). Codes are compared stripped and case folded, and an all-digit code drops its
leading zeros (a Yu-Gi-Oh! passcode is ``04031928`` in one file and ``4031928`` in another).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Any, Mapping

from engine.core.terms import translate_type_line
from engine.formats.records import CardRecord

# card_keys.kind: names below CODE, codes from CODE on; lower kinds win when several match.
NAME, FACE, LOCALIZED = 0, 1, 2
CODE, ORACLE, NUMBER = 10, 11, 12

# extra["identifiers"] entries that deck and collection files use as codes.
CODE_IDENTIFIERS = ("mtgoId", "mtgoFoilId", "multiverseId", "scryfallId", "mtgArenaId", "passcode")

_FACES = re.compile(r"\s*/+\s*")
_WORDS = re.compile(r"[^\W_]+")


class _Marks(dict[int, int | None]):
    """``str.translate`` table dropping combining marks, filled in as characters are met."""

    def __missing__(self, code: int) -> int | None:
        kept = None if unicodedata.combining(chr(code)) else code
        self[code] = kept
        return kept


_MARKS = _Marks()


def _plain(text: str) -> str:
    if text.isascii():
        return text
    return unicodedata.normalize("NFKD", text).translate(_MARKS)


@lru_cache(maxsize=65536)
def fold(name: str) -> str:
    """The form names are compared in (``"Ángel  Guardián"`` → ``"angel guardian"``)."""
    folded = _plain(name).casefold()
    if not folded.isascii():
        folded = folded.replace("æ", "ae").replace("’", "'").replace("‘", "'")
    return " ".join((_FACES.sub(" // ", folded) if "/" in folded else folded).split())


def english_sort_name(name: str, names: Mapping[str, str]) -> str:
    """How a card sorts where names are shown in English: its English name when the data gives
    one (``names["en"]``, as ``engine.core.terms.card_name`` shows it), else its name; folded."""
    return fold(names.get("en") or "") or fold(name)


@lru_cache(maxsize=8192)
def type_sort_key(game: str, line: str, lang: str) -> str:
    """How a type line sorts in a window speaking ``lang``: folded, as the window shows it
    (``engine.core.terms.translate_type_line``: ``Criatura — Lobo`` is ``creature — wolf`` in English)."""
    return fold(translate_type_line(game, line, lang))


def code_key(code: str) -> str:
    """The form codes are compared in."""
    key = code.strip().casefold()
    return (key.lstrip("0") or "0") if key.isdigit() else key


def faces(name: str) -> list[str]:
    """The face names of a multi-face card name (``"Fire // Ice"``), else ``[]``."""
    if "/" not in name:
        return []
    parts = [part for part in _FACES.split(name) if part.strip()]
    return parts if len(parts) > 1 else []


def lookup_keys(record: CardRecord) -> list[tuple[str, int]]:
    """Every ``(key, kind)`` a card is found by, each key once with its best kind."""
    names: dict[str, int] = {}  # kinds are met in rising order: the first one a key gets is its best
    named = [(record.name, NAME)] + [(face, FACE) for face in faces(record.name)]
    for name, kind in named:
        if key := fold(name):
            names.setdefault(key, kind)
    for localized in record.names.values():
        for name in (localized, *faces(localized)):
            if key := fold(name):
                names.setdefault(key, LOCALIZED)
    codes: dict[str, int] = {}
    for code in _extra_codes(record.extra):
        if key := code_key(str(code)):
            codes.setdefault(key, CODE)
    for code, kind in ((record.oracle_id, ORACLE), (record.number, NUMBER)):
        if key := code_key(code):
            codes.setdefault(key, kind)
    return [*names.items(), *codes.items()]


def _extra_codes(extra: dict[str, Any]) -> list[Any]:
    listed = extra.get("codes")
    codes = list(listed) if isinstance(listed, (list, tuple)) else []
    identifiers = extra.get("identifiers")
    if isinstance(identifiers, dict):
        codes += [identifiers[name] for name in CODE_IDENTIFIERS if identifiers.get(name) not in (None, "")]
    return [code for code in codes if isinstance(code, (str, int))]


def fts_words(text: str) -> list[str]:
    """The words of a search, split and accent-stripped as the full-text tokenizer does."""
    return _WORDS.findall(_plain(text).lower())


def fts_prefix_query(text: str) -> str:
    """An FTS5 query where every word of ``text`` must start some word (``"ang"* "guar"*``)."""
    return " ".join(f'"{word}"*' for word in fts_words(text))
