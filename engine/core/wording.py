"""Actions in words: an action as a player reads it, in Spanish or English.

The engine writes an action in notation (``play Lobo to 2``, ``attack X on @P2.monstruos.1``),
the same in both languages and made for typing. A player reads it in words instead: the verb and
the little words of the grammar in their language, a zone by its label and its owner
(``Zona de Monstruos (P2)``), a card they cannot see as a hidden card in its zone, and every card
by the name its face shows in that language (``Banner Captain``, not ``Capitana del Estandarte``).
The window's log and the engine's refusals (``State.action_in_words``) both say actions here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.core.errors import NotationError
from engine.core.notation import protect, restore

if TYPE_CHECKING:
    from engine.core.game import Game

#: Notation verbs (and two-word verbs) as a player reads them: (Spanish, English).
VERBS: dict[str, tuple[str, str]] = {
    "activate": ("activa", "activates"),
    "assign": ("asigna", "assigns"),
    "attack": ("ataca con", "attacks with"),
    "band": ("agrupa", "bands"),
    "battle": ("va a la batalla", "goes to battle"),
    "block": ("bloquea a", "blocks"),
    "bottom": ("pone al fondo", "puts on the bottom"),
    "cast": ("lanza", "casts"),
    "choose": ("elige", "chooses"),
    "color": ("elige el color", "chooses the colour"),
    "combat": ("declara combate", "declares combat"),
    "copy": ("copia", "copies"),
    "defense position": ("elige posición de defensa", "chooses defence position"),
    "discard": ("descarta", "discards"),
    "divide": ("divide", "divides"),
    "done": ("termina", "is done"),
    "end": ("termina el turno", "ends the turn"),
    "equip": ("equipa", "equips"),
    "exile": ("exilia", "exiles"),
    "first": ("elige quién empieza:", "chooses who goes first:"),
    "flip": ("voltea", "flips"),
    "graveyard": ("pone en el cementerio", "puts into the graveyard"),
    "keep": ("se queda la mano", "keeps the hand"),
    "kick": ("paga el estímulo de", "kicks"),
    "loop": ("repite el bucle", "repeats the loop"),
    "lure": ("atrae a", "lures"),
    "mode": ("elige el modo", "chooses mode"),
    "move": ("mueve", "moves"),
    "mulligan": ("hace mulligan", "mulligans"),
    "no block": ("no bloquea a", "does not block"),
    "no": ("dice que no", "says no"),
    "number": ("elige el número", "chooses the number"),
    "pass": ("pasa", "passes"),
    "play": ("juega", "plays"),
    "position": ("cambia la posición de", "changes the position of"),
    "react": ("reacciona con", "reacts with"),
    "reorder": ("reordena", "reorders"),
    "resolve": ("resuelve", "resolves"),
    "set": ("coloca", "sets"),
    "source": ("elige la fuente", "chooses the source"),
    "stack": ("ordena en la pila", "stacks"),
    "summon": ("invoca", "summons"),
    "suspend": ("suspende", "suspends"),
    "tap": ("gira", "taps"),
    "time": ("pide tiempo", "calls time"),  # SiX 1.2.4.1
    "type": ("elige el tipo de criatura", "chooses the creature type"),
    "target": ("apunta a", "targets"),
    "unblock": ("retira el bloqueo de", "stops blocking with"),
    "x": ("elige X =", "chooses X ="),
    "yes": ("dice que sí", "says yes"),
    "concede": ("concede la partida", "concedes the game"),
    "manual move": ("mueve a mano", "moves by hand"),
    "manual flip": ("voltea a mano", "flips by hand"),
    "manual rotate": ("gira a mano", "turns by hand"),
    "manual counter": ("cambia a mano un contador:", "changes a counter by hand:"),
}

#: The words of the notation's grammar, in Spanish (English reads them as they are).
GRAMMAR_ES: dict[str, str] = {
    "to": "a", "on": "sobre", "with": "con", "over": "sobre", "tributing": "sacrificando", "targeting": "apuntando a",
    "as": "como", "for": "por", "and": "y", "from": "desde", "at": "en", "top": "arriba", "bottom": "abajo",
}

#: A verb that reads a word of the grammar its own way (one attacks *a* a card, not *sobre* it).
GRAMMAR_ES_AFTER: dict[str, dict[str, str]] = {"attack": {"on": "a"}}

_HIDDEN_AT = re.compile(r"(?<!\S)@(?P<zone>(?:P\d+\.)?[\w-]+)\.(?P<index>\d+)")
_LOCATOR = re.compile(r"@(?:P\d+\.)?[\w-]+\.\d+")
_ZONE = re.compile(r"\b(?P<key>P\d+\.[^\W\d][\w-]*)\b(?!\.\d)")
_QUOTED = re.compile(r'"((?:[^"\\]|\\.)*)"')
_ESCAPE = re.compile(r"\\(.)")
_GUILLEMETS = re.compile(r"«([^«»]*)»")

_NAMES: dict[str, tuple[dict[str, str], re.Pattern[str] | None]] = {}
"""Per game: each card's Spanish name → its English one, and a pattern finding them."""


def zone_label(game: "Game", key: str, lang: str) -> str:
    """A zone key (``P1.mano``, ``pila``) as its label and owner: ``Mano (P1)``, ``Hand (P1)``."""
    owner, _, name = key.rpartition(".")
    spec = next((s for s in game.zone_specs if s.name == name), None)
    if spec is None:
        return key
    label = spec.label_en if lang == "en" else spec.label
    return f"{label} ({owner})" if owner else label


def card_names_in(game: "Game", text: str, lang: str) -> str:
    """``text`` (a line of notation) with every card name of ``game`` as the faces show it in
    ``lang``: the Spanish names of the card data in English for ``"en"``."""
    if lang != "en":
        return text
    if game.name not in _NAMES:
        names = {card.name: card.name_en for card in game.cards if card.name_en and card.name_en != card.name}
        alternatives = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))
        _NAMES[game.name] = names, re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)") if names else None
    names, pattern = _NAMES[game.name]
    return pattern.sub(lambda m: names[m[0]], text) if pattern is not None else text


def quoted_names_in(game: "Game", text: str, lang: str) -> str:
    """``text`` (a rule's words about this position) with every card name of ``game`` quoted in
    it (``«Lobo de Ceniza Blanca» goes in a combat slot``) as the faces show it in ``lang``."""
    return text if lang != "en" else _GUILLEMETS.sub(lambda m: f"«{card_names_in(game, m[1], lang)}»", text)


def say_action(game: "Game", player: int, notation: str, lang: str,
               counter: Callable[[str], str] | None = None) -> str:
    """``P1 juega Lobo a 2`` / ``P1 plays Wolf to 2``: ``player``'s action, written in notation
    (as its reader may know it: ``State.action_text_for``), in words in ``lang``. ``counter``
    names a counter of a manual change (its key, else)."""
    english = lang == "en"
    try:
        words = protect(notation).split(" ")
    except NotationError:  # not notation (an action naming no card, as its ``repr``): as it is
        return f"P{player + 1} {notation}"
    verb = head = ""
    for size in (2, 1):
        head = " ".join(words[:size]).lower()
        if head in VERBS:
            verb, words = VERBS[head][1 if english else 0], words[size:]
            break
    rest = " ".join(words)
    if head == "manual counter":
        rest = _manual_counter(rest, counter)
    rest = _HIDDEN_AT.sub(lambda m: _hidden(game, m["zone"], lang), rest)
    rest = _LOCATOR.sub("", rest)
    rest = _ZONE.sub(lambda m: zone_label(game, m["key"], lang), rest)
    if not english:
        grammar = {**GRAMMAR_ES, **GRAMMAR_ES_AFTER.get(head, {})}
        rest = re.sub(r"\b(" + "|".join(grammar) + r")\b", lambda m: grammar[m[1]], rest)
    rest = card_names_in(game, _QUOTED.sub(lambda m: _ESCAPE.sub(r"\1", m[1]), restore(rest)), lang)
    said = f"{verb} {rest}".strip() if verb else restore(notation)
    return f"P{player + 1} {said}"


def _hidden(game: "Game", zone: str, lang: str) -> str:
    card, where = ("hidden card", "in") if lang == "en" else ("carta oculta", "en")
    return f"{card} {where} {zone_label(game, zone, lang)}"


def _manual_counter(rest: str, counter: Callable[[str], str] | None) -> str:
    """``P1 vidas -1`` or ``CARD dano 1``: the counter's name in words."""
    parts = rest.rsplit(" ", 2)
    if len(parts) == 3 and counter is not None:
        return f"{parts[0]} {counter(parts[1])} {parts[2]}"
    return rest
