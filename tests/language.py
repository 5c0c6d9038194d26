"""What the language tests look for: Spanish words in text that should be English.

Card names stay as the card data gives them and notation is the same in both languages, so a
message is read without its quoted parts («…», "…", data in brackets), places in notation (``P1.mano.2``), file
paths, the names of its game's cards and the ids of the rules it cites (``MyL Turno``,
``YGO TerminologiaDelJuego.2``) before looking for words only Spanish uses.
"""

from __future__ import annotations

import re
from functools import lru_cache

from engine.core.game import game_names, get_game

SPANISH_ONLY = (
    "carta", "cartas", "jugador", "mazo", "no hay", "debe", "turno", "mano", "ahora", "está", "hay", "tiene",
    "ningún", "ninguna", "línea", "archivo", "sección", "desconocido", "desconocida", "desconocidas", "rechazada",
    "se espera", "falta", "faltan", "el", "los", "las", "una", "que", "para", "del", "juego", "partida", "gana",
    "empate", "resultado", "acciones", "semilla", "vidas", "llegó", "robar", "inválido", "leer",
)
_WORDS = re.compile(r"\b(?:" + "|".join(re.escape(word) for word in SPANISH_ONLY) + r")\b", re.IGNORECASE)
_QUOTED = re.compile(r"«[^»]*»|\"[^\"]*\"|\[[^\]]*\]")
_RULE_IDS = re.compile(r"\b(?:SiX|CR|YGO|MyL|Eliria) [^\s:;,)]+")
_PLACES = re.compile(r"@?\bP\d+\.[\w.]+|\S*/\S+")


@lru_cache(maxsize=None)
def _card_names(game: str) -> tuple[str, ...]:
    names = {name for card in get_game(game).cards for name in (card.name, card.name_en) if name}
    return tuple(sorted(names, key=len, reverse=True))


def spanish_words(text: str, game: str | None = None) -> list[str]:
    """The Spanish-only words in ``text`` once quotes, card names (of ``game``, or of every game)
    and rule ids are taken out; empty for an English message."""
    text = _PLACES.sub(" ", _RULE_IDS.sub(" ", _QUOTED.sub(" ", text)))
    for name in game_names() if game is None else [game]:
        for card in _card_names(name):
            text = text.replace(card, " ")
    return _WORDS.findall(text)
