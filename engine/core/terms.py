"""Game terms in both languages: a card's type line and the names of its stats, counters and
markers, as a player reads them.

Each game lists its words in a ``terms.py`` beside its game (``engine/games/<game>/terms.py``): ``TYPE_WORDS`` (a part of a
Spanish type line → English), ``FIELDS`` (a stat, counter or marker key → Spanish and English
names), ``SECTIONS`` (a deck section of its own → Spanish and English names), ``PALETTE`` (a colour
or Attribute the deck editor charts, as the card data writes it → Spanish and English names).
Card names are not terms: they stay as the card data gives them (``card_name`` shows them as the
faces do).
"""

from __future__ import annotations

import importlib
import importlib.util
import re
from functools import lru_cache
from types import ModuleType
from typing import Mapping

from engine.core import wording
from engine.core.cards import CardDef
from engine.core.game import get_game, is_game
from engine.core.textfiles import load_toml

_PARTS = re.compile(r"( — | // | · )")


@lru_cache(maxsize=None)
def _terms(game: str) -> ModuleType | None:
    """The ``terms`` module of the package that holds ``game``, when it has one."""
    if not is_game(game):
        return None
    name = type(get_game(game)).__module__.rpartition(".")[0] + ".terms"
    return importlib.import_module(name) if importlib.util.find_spec(name) is not None else None


def _table(game: str, name: str) -> Mapping[str, object]:
    module = _terms(game)
    return getattr(module, name, {}) if module is not None else {}


def spanish_type_line(defn: CardDef) -> str:
    """The type line as the card data writes it (with SiX's and Eliria's archetypes)."""
    archetypes = getattr(defn, "archetypes", ())
    line = defn.card_type + (f" — {' · '.join(archetypes)}" if archetypes else "")
    if getattr(defn, "limbo", False):
        line = f"{line} · Limbo"
    return line


def type_line(defn: CardDef, lang: str) -> str:
    """The card's type line in ``lang``: each part of the Spanish one (``Criatura — Lobo``) that
    the game's ``TYPE_WORDS`` knows, in English (``Creature — Wolf``)."""
    return translate_type_line(defn.game, spanish_type_line(defn), lang)


def translate_type_line(game: str, line: str, lang: str) -> str:
    """A type line of ``game`` (in Spanish as the card data writes it, or in English as a
    catalogue does) in ``lang``: each part the game's ``TYPE_WORDS`` knows, in that language."""
    words = _table(game, "TYPE_WORDS") if lang == "en" else _spanish_words(game)
    return "".join(str(words.get(part, part)) for part in _PARTS.split(line))


@lru_cache(maxsize=None)
def _spanish_words(game: str) -> Mapping[str, object]:
    """``TYPE_WORDS`` backwards: an English part to the first Spanish that says it."""
    return {str(english): spanish for spanish, english in reversed(list(_table(game, "TYPE_WORDS").items()))}


SECTIONS = {
    "main": ("Mazo principal", "Main deck"), "side": ("Banquillo", "Sideboard"),
    "commander": ("Comandante", "Commander"), "maybe": ("Quizá", "Maybe"),
}
"""Deck sections most games share; a game names its own in its ``SECTIONS`` (or renames these)."""


def section_name(game: str, key: str, lang: str) -> str:
    """A deck section (``main``, ``side``, ``limbo``…) as a player names it in ``lang``."""
    names = _table(game, "SECTIONS").get(key) or SECTIONS.get(key)
    if isinstance(names, tuple):
        return str(names[1] if lang == "en" else names[0])
    return key


def palette_name(game: str, key: str, lang: str) -> str:
    """A colour or Attribute of the deck editor's chart (``W``, ``colorless``, ``TIERRA``) as a
    player names it in ``lang``: the game's ``PALETTE`` table, else the key as the data writes it."""
    names = _table(game, "PALETTE").get(key)
    if isinstance(names, tuple):
        return str(names[1] if lang == "en" else names[0])
    return key


@lru_cache(maxsize=None)
def _english_set_names(game: str) -> dict[str, str]:
    """Set code → English name, from the ``[set]`` table of each of the game's set files."""
    if not is_game(game):
        return {}
    names = {}
    for path in sorted((get_game(game).folder / "sets").glob("*.toml")):
        meta = load_toml(path).get("set", {})
        if meta.get("code") and meta.get("name_en"):
            names[str(meta["code"])] = str(meta["name_en"])
    return names


def set_name(game: str, code: str, name: str, lang: str) -> str:
    """A set the catalogue names ``name`` (as its data does: Tapete's sets in Spanish) in
    ``lang``: the English name its set file gives, else ``name`` as it is."""
    return _english_set_names(game).get(code, name) if lang == "en" else name


def format_name(game: str, key: str, lang: str) -> str:
    """A deck format (``constructed``, ``advanced``…) as a player names it in ``lang``: the game's
    ``FORMATS`` table, else the key as the game writes it."""
    names = _table(game, "FORMATS").get(key)
    if isinstance(names, tuple):
        return str(names[1] if lang == "en" else names[0])
    return key


def field_name(game: str, key: str, lang: str) -> str:
    """A stat, counter or marker (``valor_mana``, ``dano``, ``girada``) as a player names it."""
    names = _table(game, "FIELDS").get(key)
    if isinstance(names, tuple):
        return str(names[1] if lang == "en" else names[0])
    if key.startswith("kw:"):
        return keyword_name(game, key[3:], lang)
    return key.replace("_", " ")


def keyword_name(game: str, keyword: str, lang: str) -> str:
    """A keyword ability (``first strike``) in ``lang`` (the game's ``KEYWORDS_ES`` for Spanish)."""
    if lang == "en":
        return keyword
    return str(_table(game, "KEYWORDS_ES").get(keyword, keyword))


def card_name(game: str, name: str, lang: str) -> str:
    """A card the engine names as the card data does (``Llanura``), as its face shows it in
    ``lang`` (``Plains``); a name the game does not know stays as it is."""
    known = _known(game, name, lang)
    return known.display_name(lang) if known else name


def card_text(game: str, name: str, text: str, lang: str) -> str:
    """The rules text of a card the engine names as the card data does, as its face shows it in
    ``lang`` (the definition's English text); ``text``, the data's, when the game gives none."""
    known = _known(game, name, lang)
    return known.text_en or text if known else text


def _known(game: str, name: str, lang: str) -> CardDef | None:
    """The definition of the card the data names ``name``, when an English window needs its
    English face (a Spanish one shows the data as it is)."""
    if lang != "en" or not name or not is_game(game):
        return None
    found = get_game(game).cards.same_name(name)
    return found[0] if found else None


def card_names_in(game: str, text: str, lang: str) -> str:
    """``text`` (a line of notation) with every card name as the faces show it in ``lang``
    (``engine.core.wording.card_names_in``)."""
    return wording.card_names_in(get_game(game), text, lang) if lang == "en" and is_game(game) else text
