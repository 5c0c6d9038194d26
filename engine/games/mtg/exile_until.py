"""Exile until the source leaves the battlefield (CR 610.3): "When CARDNAME enters the battlefield,
exile up to one target attacking or blocking creature until CARDNAME leaves the battlefield."
(Kaldheim's Sigrid, God-Favored).

``exile_until_patterns`` reads "exile <target> until CARDNAME leaves the battlefield" into the
effect ``EXILE_UNTIL``. ``exile_until`` exiles the target and marks the source with it — or, when
the source has already left the battlefield, does nothing (CR 610.3a, 610.3b). ``held_by`` reads
the mark of a permanent about to leave the battlefield and ``release`` returns those cards, still
in exile, to the battlefield under their owners' control right after it has left (CR 610.3,
610.3c); a token exiled this way has ceased to exist (CR 111.7).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.effects import EffectsMixin
    from engine.games.mtg.oracle_sentences import _Sentence

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
EXILE_UNTIL = "exile_until_leaves"
HELD = "exilia_hasta_salir"  # mark of the source: the cards it exiled, in order
HELD_BY = "exiliada_por"  # mark of a card so exiled: the source (gone once the card moves again)


def exile_until_patterns(sentence: "_Sentence", target: str) -> list[tuple[str, Builder]]:
    """The sentence template of this module (``target``: the oracle's target phrase pattern)."""

    def build(m: re.Match[str]) -> list[Effect]:
        kind, slot = sentence.target(m["t"])
        return [Effect(EXILE_UNTIL, target=kind, slot=slot)]

    return [(r"exile " + target + r" until CARDNAME leaves the battlefield", build)]


def exile_until(state: "EffectsMixin", source: int, subject: int) -> None:
    """CR 610.3: exile ``subject`` for as long as ``source`` stays on the battlefield."""
    if not state.on_battlefield(source) or not state.on_battlefield(subject):
        return  # CR 610.3a, 610.3b: the source left before the ability resolved: nothing is exiled
    state.move(subject, state.owner_zone(subject, "exilio"), kind="exile")
    if state.cards[subject] is not None:
        state._card(subject).marks[HELD_BY] = source
    marks = state._card(source).marks
    marks[HELD] = tuple(marks.get(HELD, ())) + (subject,)


def held_by(state: "EffectsMixin", source: int) -> tuple[int, ...]:
    """The cards ``source`` (a permanent about to leave the battlefield) keeps in exile."""
    return tuple(state._card(source).marks.get(HELD, ()))


def release(state: "EffectsMixin", source: int, held: tuple[int, ...]) -> None:
    """CR 610.3, 610.3c: ``source`` left the battlefield: the cards it exiled return under their
    owners' control (a card that has left exile since is a new object and stays where it is, CR 400.7)."""
    for card_id in held:
        card = state.cards[card_id]
        if card is not None and state.zone_name_of(card_id) == "exilio" and card.marks.get(HELD_BY) == source:
            state.move(card_id, state.zone(card.owner, "campo"), kind="return")


__all__ = ["EXILE_UNTIL", "exile_until", "exile_until_patterns", "held_by", "release"]
