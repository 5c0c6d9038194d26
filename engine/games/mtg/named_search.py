"""Searching a library for a card by its name or by a subtype (CR 701.19a, 201.2): "III — Search
your library for a card named Halvar, God of Battle or an Equipment card, reveal it, put it into
your hand, then shuffle." (Forging the Tyrite Sword).

``named_search_patterns`` reads the sentence into the search effect (``search_basic``, ``keyword``
``hand:named=<name>|<subtype>``); ``search`` asks with its prompt (``buscar``, ``find CARD`` or
``done``: a search for a quality need not find it, CR 701.19b) among the cards ``named_fits`` —
that name (a double-faced card's front face counts, CR 712.8a) or that subtype.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.cards import MtgCard

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
NAMED = "named="


def named_search_patterns() -> list[tuple[str, Builder]]:
    """The sentence template of this module (``oracle_sentences._Sentence``)."""
    return [(r"search your library for a card named (?P<name>[A-Z][^.:|]+?) or an? (?P<t>[A-Z][a-z]+) card, reveal it, "
             r"put it into your hand, then shuffle",
             lambda m: [Effect("search_basic", who="you", keyword=f"hand:{NAMED}{m['name']}|{m['t'].lower()}")])]


def is_named(what: str) -> bool:
    return what.startswith(NAMED)


def named_fits(defn: "MtgCard", what: str) -> bool:
    """Whether ``defn`` is the card named or has the subtype."""
    name, _, subtype = what[len(NAMED):].rpartition("|")
    return name in (defn.name.split(" // ")[0], defn.name_en.split(" // ")[0]) or subtype in defn.subtypes


def named_texts(what: str) -> tuple[str, str]:
    """The prompt's words, in Spanish and English."""
    name, _, subtype = what[len(NAMED):].rpartition("|")
    return f"una carta llamada {name} o una carta de {subtype.capitalize()}", f"a card named {name} or an {subtype.capitalize()} card"


__all__ = ["NAMED", "is_named", "named_fits", "named_search_patterns", "named_texts"]
