"""Tapping or untapping a target, the choice made as the spell resolves (CR 608.2d, 701.26a):
"You may tap or untap target artifact, creature, or land." (Alpha's Twiddle).

``tap_or_untap_patterns`` reads the sentence into the effect ``TAP_OR_UNTAP``. As it resolves,
``ask`` pauses the resolution (``state.toggling``) and asks its controller (prompt ``PROMPT``,
answered ``yes``/``no``) whether to tap the target when it is untapped, or untap it when it is
tapped: tapping a tapped permanent (or untapping an untapped one) does nothing (CR 701.26a), so
that is the whole choice. "You may" lets the player do neither; without it, "no" is the other
action, which does nothing.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.core.actions import Action, Prompt
from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.oracle_sentences import _Sentence

TAP_OR_UNTAP = "tap_or_untap"
PROMPT = "girar_o_enderezar"
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def tap_or_untap_patterns(sentence: "_Sentence", target: str) -> list[tuple[str, Builder]]:
    """"[You may ]tap or untap target …" (``target``: the oracle's target phrase pattern)."""

    def build(m: re.Match[str]) -> list[Effect]:
        kind, slot = sentence.target(m["t"])
        return [Effect(TAP_OR_UNTAP, target=kind, slot=slot)]

    return [(r"(?:you may )?tap or untap " + target, build)]


def ask(state: "MtgBase", controller: int, card_id: int) -> None:
    """CR 608.2d: the choice is made now, by the spell's controller."""
    if state.on_battlefield(card_id):
        state.toggling = (controller, card_id)


def toggle_prompt(state: "MtgBase") -> Prompt:
    assert state.toggling is not None
    player, card_id = state.toggling
    name = state._card_name(card_id)
    if state.is_tapped(card_id):
        return Prompt(PROMPT, player, f"¿Enderezas {name}?", (card_id,), text_en=f"Untap {name}?")
    return Prompt(PROMPT, player, f"¿Giras {name}?", (card_id,), text_en=f"Tap {name}?")


def toggle_actions(player: int) -> list[Action]:
    return [Action("yes", player), Action("no", player)]


def toggle_answer(state: "MtgBase", yes: bool) -> None:
    """CR 701.26a: "yes" taps an untapped target or untaps a tapped one."""
    assert state.toggling is not None
    _player, card_id = state.toggling
    state.toggling = None
    if yes:
        if state.is_tapped(card_id):
            state.untap(card_id)
        else:
            state.tap(card_id)


__all__ = ["PROMPT", "TAP_OR_UNTAP", "ask", "tap_or_untap_patterns", "toggle_actions", "toggle_answer", "toggle_prompt"]
