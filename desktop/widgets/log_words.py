"""The log in words: actions and events read in the window's language, with card and zone names.

The engine writes an action in notation (``play Lobo to 2``, ``attack X on @P2.monstruos.1``),
the same in both languages and made for typing. The log reads it to the player instead: the
verb and the little words of the grammar in the window's language, a zone by its label and its
owner (``Zona de Monstruos (P2)``), a card the player cannot see as a hidden card in its zone.
Card names stay as the card data gives them.
"""

from __future__ import annotations

import re

from desktop.table.layout import TableLayout
from engine.core.actions import Event
from engine.core.game import Game
from engine.core.notation import protect, restore
from engine.core.terms import card_name, card_names_in

#: Notation verbs (and two-word verbs) as the log says them: (Spanish, English).
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

#: Events the log tells, by kind: what happened, as a noun (Spanish, English).
EVENTS: dict[str, tuple[str, str]] = {
    "move": ("movimiento", "move"), "play": ("jugada", "play"), "invoke": ("invocación", "summon"),
    "draw": ("robo", "draw"), "destroy": ("destrucción", "destruction"), "return": ("regreso", "return"),
    "send": ("envío", "sent"), "discard": ("descarte", "discard"), "disintegrate": ("desintegración", "disintegration"),
    "mill": ("al cementerio", "milled"), "search": ("búsqueda", "search"), "replace": ("reemplazo", "replacement"),
    "sacrifice": ("sacrificio", "sacrifice"), "resolve": ("resolución", "resolution"),
    "activate": ("activación", "activation"), "mulligan": ("mulligan", "mulligan"), "attack": ("ataque", "attack"),
    "block": ("bloqueo", "block"), "equip": ("equipo", "equip"),
    "mutate": ("mutación", "mutation"),  # Magic's CR 702.140c: a spell merged with a creature
}
MANUAL_EVENTS: dict[str, tuple[str, str]] = {
    "counter": ("contador", "counter"), "rotate": ("giro", "turn"), "flip": ("volteo", "flip"),
}

_HIDDEN_AT = re.compile(r"(?<!\S)@(?P<zone>(?:P\d+\.)?[\w-]+)\.(?P<index>\d+)")
_LOCATOR = re.compile(r"@(?:P\d+\.)?[\w-]+\.\d+")
_ZONE = re.compile(r"\b(?P<key>P\d+\.[^\W\d][\w-]*)\b(?!\.\d)")
_QUOTED = re.compile(r'"((?:[^"\\]|\\.)*)"')
_ESCAPE = re.compile(r"\\(.)")


class LogWords:
    """How the log of one game says things in one language."""

    def __init__(self, game: Game, layout: TableLayout, lang: str) -> None:
        self.game = game
        self.layout = layout
        self.lang = lang
        self.english = lang == "en"

    def _pick(self, pair: tuple[str, str]) -> str:
        return pair[1] if self.english else pair[0]

    # ------------------------------------------------------------------ names

    def zone(self, key: str) -> str:
        """A zone key (``P1.mano``, ``pila``) as its label and owner: ``Mano (P1)``."""
        owner, _, name = key.rpartition(".")
        spec = next((s for s in self.game.zone_specs if s.name == name), None)
        if spec is None:
            return key
        label = spec.label_en if self.english else spec.label
        return f"{label} ({owner})" if owner else label

    def phase(self, name: str) -> str:
        """A phase or step by its label (the name itself when the layout has none)."""
        for phase in self.layout.phases:
            if phase.name == name:
                return phase.label_en if self.english else phase.label
        step = self.layout.steps.get(name)
        return self._pick(step) if step else name

    def counter(self, name: str) -> str:
        return self.layout.counter_label(name, self.lang)

    # ------------------------------------------------------------------ actions

    def action(self, player: int, notation: str) -> str:
        """``P1 juega Lobo a 2``: an action in notation as the log says it."""
        text = protect(notation)
        words = text.split(" ")
        verb = head = ""
        for size in (2, 1):
            head = " ".join(words[:size]).lower()
            if head in VERBS:
                verb, words = self._pick(VERBS[head]), words[size:]
                break
        rest = " ".join(words)
        if head == "manual counter":
            rest = self._manual_counter(rest)
        rest = _HIDDEN_AT.sub(lambda m: self._hidden(m["zone"]), rest)
        rest = _LOCATOR.sub("", rest)
        rest = _ZONE.sub(lambda m: self.zone(m["key"]), rest)
        if not self.english:
            grammar = {**GRAMMAR_ES, **GRAMMAR_ES_AFTER.get(head, {})}
            rest = re.sub(r"\b(" + "|".join(grammar) + r")\b", lambda m: grammar[m[1]], rest)
        rest = card_names_in(self.game.name, _QUOTED.sub(lambda m: _ESCAPE.sub(r"\1", m[1]), restore(rest)), self.lang)
        said = f"{verb} {rest}".strip() if verb else restore(notation)
        return f"P{player + 1} {said}"

    def _hidden(self, zone: str) -> str:
        card = "hidden card" if self.english else "carta oculta"
        where = "in" if self.english else "en"
        return f"{card} {where} {self.zone(zone)}"

    def _manual_counter(self, rest: str) -> str:
        """``P1 vidas -1`` or ``CARD dano 1``: the counter's name in words."""
        parts = rest.rsplit(" ", 2)
        if len(parts) == 3:
            return f"{parts[0]} {self.counter(parts[1])} {parts[2]}"
        return rest

    # ------------------------------------------------------------------ events

    def event(self, event: Event) -> str | None:
        """A short line for an event, or ``None`` for events the log leaves out."""
        name = card_name(self.game.name, event.name, self.lang) if event.name else \
            ("a hidden card" if self.english else "una carta oculta")
        who = f"P{event.player + 1}" if event.player is not None else ""
        manual = (" (manual)" if self.english else " (a mano)") if event.manual else ""
        where = f" → {self.zone(event.dst)}" if event.dst else ""
        if event.kind in EVENTS:
            return f"  {who} · {self._pick(EVENTS[event.kind])}: {name}{where}{manual}"
        if event.kind == "damage":
            amount = f": -{event.amount}" if event.amount is not None else ""
            if event.card is None and event.player is not None:
                return f"  {who} · {self._pick(('daño', 'damage'))}{amount}"
            return f"  {name} · {self._pick(('daño', 'damage'))}{amount}"
        if event.kind == "lives" and event.amount is not None:
            return f"  {who}: {event.amount:+d} {self._pick(self.layout.seat_life)}"
        if event.kind == "chain_add":
            link = "Link" if self.english else "Eslabón"
            return f"  {link} {event.amount}: {name}"
        if event.kind == "phase":
            turn = "Turn" if self.english else "Turno"
            return f"— {turn} {event.amount} · {self.phase(event.text or '')}"
        if event.kind in MANUAL_EVENTS and event.manual:
            return f"  {who} · {self._pick(MANUAL_EVENTS[event.kind])}: {name}{manual}"
        return None
