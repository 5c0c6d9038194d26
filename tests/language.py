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


#: More words a window must not show in English: Spanish game terms (types, zones, phases, stats).
SPANISH_TERMS = (
    "criatura", "tierra", "conjuro", "instantáneo", "encantamiento", "artefacto", "unidad", "monstruo", "mágica",
    "trampa", "aliado", "arma", "robo", "principal", "mantenimiento", "combate", "cementerio", "campo", "biblioteca",
    "zona", "oculta", "daño", "fase", "paso", "fuerza", "defensa", "resistencia", "coste", "nivel", "poder",
    "invocación", "reacción", "castillo", "con", "sobre", "juega", "ataca", "pasa", "roba", "mazo", "oro", "valor",
    "marcadores", "girada", "dormir", "negada", "petrificado", "eslabón", "descarte", "destrucción", "lobo",
)
_TERMS = re.compile(r"\b(?:" + "|".join(re.escape(word) for word in SPANISH_TERMS) + r")\b", re.IGNORECASE)

#: Words only English uses, for text that should be Spanish (the window's own words; Qt's too).
ENGLISH_ONLY = (
    "the", "card", "cards", "player", "players", "turn", "hand", "deck", "graveyard", "cemetery", "draw", "draws",
    "play", "plays", "pass", "passes", "attack", "attacks", "attackers", "block", "blocks", "blockers", "with", "on",
    "from", "your", "you", "and", "of", "hidden", "lives", "life", "phase", "step", "damage", "chooses", "keeps", "is",
    "game", "link", "main", "end", "combat", "upkeep", "standby", "battle", "zone", "click", "stop", "here",
    "waiting", "priority", "done", "wins", "close", "tab", "markers", "strength", "sets", "taps", "casts", "targets",
    "activates", "resolves", "moves", "summons", "flips", "discards", "library", "battlefield", "exile", "stack",
    "creature", "land", "instant", "sorcery", "artifact", "enchantment", "spell", "trap", "monster", "effect",
    "toughness", "level", "cost", "gold", "castle", "ally", "weapon", "unit", "beast", "warrior", "wolf", "human",
    "cancel", "yes", "save", "open", "new", "quit", "help", "thinking", "tapped", "asleep", "sleep", "defence",
    "defense", "power", "mana value",
)
_ENGLISH = re.compile(r"\b(?:" + "|".join(re.escape(word) for word in ENGLISH_ONLY) + r")\b", re.IGNORECASE)
#: Titles that are names in both languages.
_TITLES = re.compile(r"Magic: The Gathering|Yu-Gi-Oh!|Souls in Xtinction|Eliria TCG|Mitos y Leyendas|Tapete")
#: What only the engine should read: zone keys and places in notation, raw field names.
INTERNAL_ID = re.compile(r"@?\bP\d+\.[^\W\d]\w*|@P\d+\b|\b[a-z]+_[a-z_]+\b")


@lru_cache(maxsize=None)
def _spanish_only_texts(game: str) -> tuple[str, ...]:
    """The rules texts the card data gives in Spanish only (shown as they are in English)."""
    lines = {line.strip() for card in get_game(game).cards if card.text and not card.text_en
             for line in card.text.splitlines()}
    return tuple(sorted(lines - {""}, key=len, reverse=True))


@lru_cache(maxsize=None)
def _deck_names(game: str) -> tuple[str, ...]:
    """The demo decks' names: names, as card names are, the same in both languages."""
    names = {deck.name for deck in get_game(game).demo_decks().values()} | set(get_game(game).demo_decks())
    for path in (get_game(game).folder / "decks").glob("*.deck"):  # the shipped deck files, each named
        names |= {line.partition("=")[2].strip() for line in path.read_text(encoding="utf-8").splitlines()
                  if line.startswith("name =")}
    return tuple(sorted(names - {""}, key=len, reverse=True))


def _without_names(text: str, game: str) -> str:
    text = _RULE_IDS.sub(" ", _TITLES.sub(" ", text))
    for card in sorted(_spanish_only_texts(game) + _card_names(game) + _deck_names(game), key=len, reverse=True):
        text = text.replace(card, " ")
    return text


def window_spanish_words(text: str, game: str) -> list[str]:
    """Spanish words in a line of an English window (card names and rule ids aside)."""
    text = _without_names(text, game)
    return _WORDS.findall(text) + _TERMS.findall(text)


#: English words that are a game's Spanish terms: the Spanish Yu-Gi-Oh! rulebook names its phases
#: and steps in English.
SPANISH_GAME_TERMS = {"ygo": re.compile(r"\b(?:Draw|Standby|Main|Battle|End) Phase\b|\b(?:Start|Battle|Damage|End) Step\b")}


def window_english_words(text: str, game: str) -> list[str]:
    """English words in a line of a Spanish window (card names, titles, rule ids and the game's
    own Spanish terms aside)."""
    terms = SPANISH_GAME_TERMS.get(game)
    text = terms.sub(" ", text) if terms is not None else text
    return _ENGLISH.findall(_without_names(text, game))


def internal_ids(text: str) -> list[str]:
    """Zone keys, places in notation and raw field names in a line a player reads."""
    return INTERNAL_ID.findall(text)


def other_language_names(text: str, game: str, lang: str) -> list[str]:
    """Card names of the other language in ``text``, where the faces of ``lang`` show another
    name (``Llanura`` in an English window that shows ``Plains``)."""
    cards = get_game(game).cards
    own = {card.display_name(lang) for card in cards}
    other = "es" if lang == "en" else "en"
    names = {card.display_name(other) for card in cards if card.name_en} - own
    return [name for name in names if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text)]
