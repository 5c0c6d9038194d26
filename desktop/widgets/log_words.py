"""The log in words: actions and events read in the window's language, with card and zone names.

An action is said as ``engine.core.wording`` says it (the refusals too): the verb and the little
words of the grammar in the window's language, a zone by its label and its owner, a card the
player cannot see as a hidden card in its zone, a card by the name its face shows. Events are
said here, by kind.
"""

from __future__ import annotations

from desktop.table.layout import TableLayout
from engine.core.actions import Event
from engine.core.game import Game
from engine.core.terms import card_name
from engine.core.wording import say_action, zone_label

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
        return zone_label(self.game, key, self.lang)

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
        """``P1 juega Lobo a 2``: an action in notation as the log says it (``engine.core.wording``)."""
        return say_action(self.game, player, notation, self.lang, self.counter)

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
