"""Untap steps that untap only one permanent of a type (CR 502.3): "Players can't untap more than
one creature during their untap steps." (Smoke) and "As long as CARDNAME is untapped, players
can't untap more than one land during their untap steps." (Winter Orb).

``untap_one_line`` reads either line into the static ``ONE_UNTAP`` (the card type in ``count``;
``condition`` ``UNTAPPED`` when it applies only while its source is untapped). ``untap_step``
untaps the active player's permanents: those of no limited type at once; among the tapped ones
of a limited type the player chooses (prompt ``PROMPT``, answered ``choose Bosque``) one per type,
and is not asked when no choice is left.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.core.actions import Action, Prompt
from engine.games.mtg.abilities import Ability
from engine.games.mtg.watchers import with_static

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

ONE_UNTAP = "untap_one"
UNTAPPED = "source_untapped"
PROMPT = "enderezar_uno"
_LINE = re.compile(r"(?P<c>As long as CARDNAME is untapped, p|P)layers can't untap more than one "
                   r"(?P<t>land|creature|artifact|enchantment) during their untap steps\.?")


def untap_one_line(line: str) -> Ability | None:
    """The limit as its static ability, or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    return Ability("static", line, static=ONE_UNTAP, count=match["t"], condition=UNTAPPED if match["c"] != "P" else "")


def _limited(state: "MtgBase") -> frozenset[str]:
    """The card types limited now (Winter Orb's only while it is untapped)."""
    return frozenset(a.count for c, _index, a in with_static(state, ONE_UNTAP)  # found once per result of the layers
                     if not (a.condition == UNTAPPED and state.is_tapped(c)))


def untap_step(state: "MtgBase", untapping: list[int]) -> None:
    """CR 502.3: the active player's permanents in ``untapping`` untap; the tapped ones of a
    limited type wait for the player's choice (``state.untap_choices``)."""
    limited = _limited(state)
    if not limited:  # no Winter Orb: everything untaps (most untap steps)
        cards = state.cards
        for cid in untapping:
            if cards[cid].rotated:  # type: ignore[union-attr]
                state.untap(cid)
        state.untap_choices = ((), ())
        return
    waiting = [c for c in untapping if state.is_tapped(c) and state.defn(c).types & limited]
    for cid in untapping:
        if cid not in waiting:
            state.untap(cid)
    state.untap_choices = (tuple(waiting), tuple(sorted(limited)))
    _settle(state)


def _settle(state: "MtgBase") -> None:
    """Without asking, untaps what is left when each limited type has one candidate at most;
    ends the choice when none is left."""
    waiting, limited = state.untap_choices
    waiting = tuple(c for c in waiting if set(state.defn(c).types) & set(limited))
    if all(sum(kind in state.defn(c).types for c in waiting) <= 1 for kind in limited):
        for cid in waiting:
            state.untap(cid)
        waiting = ()
    state.untap_choices = (waiting, limited) if waiting else ((), ())


def untap_prompt(state: "MtgBase") -> Prompt:
    waiting = state.untap_choices[0]
    return Prompt(PROMPT, state.turn_player, "Elige el permanente que se endereza", waiting,
                  text_en="Choose the permanent that untaps")


def untap_actions(state: "MtgBase", player: int) -> list[Action]:
    return [Action("choose", player, (c,)) for c in state.untap_choices[0]]


def untap_chosen(state: "MtgBase", card_id: int) -> None:
    """The chosen permanent untaps; its types are used up (CR 502.3)."""
    waiting, limited = state.untap_choices
    state.untap(card_id)
    used = set(state.defn(card_id).types)
    state.untap_choices = (tuple(c for c in waiting if c != card_id), tuple(t for t in limited if t not in used))
    _settle(state)


__all__ = ["ONE_UNTAP", "PROMPT", "untap_actions", "untap_chosen", "untap_one_line", "untap_prompt", "untap_step"]
