"""Removing counters of any kind from a permanent (CR 122.1: counters; CR 608.2d: a choice the
effect leaves is made by its controller as it resolves): "Remove X counters from target permanent, where X is the number of Elves you control." (Kaldheim's Thornmantle Striker), "Remove two
counters from target permanent."

``counter_removal_patterns`` reads the sentence into ``REMOVE_COUNTERS`` (X counted as it resolves,
CR 608.2h, by ``per_count``). ``remove_counters`` takes them off at once when there is nothing to
choose — a single kind of counter, or no more counters than the number to remove — and otherwise
asks the effect's controller one counter at a time (prompt ``PROMPT``, ``yes``/``no``): "Remove a
+1/+1 counter?", and, declined, the next kind; the last kind left needs no question. Damage marked
on a permanent is no counter (CR 120.3e).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.core.actions import Action, Event, Prompt
from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.oracle_sentences import _Sentence

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
REMOVE_COUNTERS = "remove_counters"
PROMPT = "quitar_contador"
_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def counter_removal_patterns(sentence: "_Sentence", target: str) -> list[tuple[str, Builder]]:
    """The sentence templates of this module (``target``: the oracle's target phrase pattern)."""
    from engine.games.mtg.per_count import PREFIX, what_counted

    def fixed(m: re.Match[str]) -> list[Effect]:
        number = m["n"].lower()
        kind, slot = sentence.target(m["t"])
        return [Effect(REMOVE_COUNTERS, int(number) if number.isdigit() else _NUMBERS[number], target=kind, slot=slot)]

    def counted(m: re.Match[str]) -> list[Effect] | None:
        what = what_counted(m["w"], plural=True)
        if what is None:
            return None
        kind, slot = sentence.target(m["t"])
        return [Effect(REMOVE_COUNTERS, 1, target=kind, slot=slot, keyword=PREFIX + what)]

    return [(r"remove X counters from " + target + r", where X is the number of (?P<w>.+)", counted),
            (r"remove (?P<n>a|one|two|three|four|five|\d+) counters? from " + target, fixed)]


def _kinds(state: "MtgBase", card_id: int) -> list[str]:
    from engine.games.mtg.base import DAMAGE

    return sorted(k for k, n in state._card(card_id).counters.items() if n > 0 and k != DAMAGE)


def _take(state: "MtgBase", card_id: int, kind: str, amount: int) -> None:
    card = state._card(card_id)
    left = card.counters.get(kind, 0) - amount
    if left > 0:
        card.counters[kind] = left
    else:
        card.counters.pop(kind, None)
    state.emit(Event("counter", card.controller, card_id, card.defn.name, text=kind, amount=-amount))
    state.invalidate_statics()


def remove_counters(state: "MtgBase", controller: int, card_id: int, amount: int) -> None:
    """``controller`` removes ``amount`` counters from the permanent ``card_id``."""
    state.removing = (controller, card_id, amount, 0)
    _settle(state)


def _settle(state: "MtgBase") -> None:
    """Remove what needs no choice; leave ``removing`` set while a question remains."""
    assert state.removing is not None
    player, card_id, amount, declined = state.removing
    while amount > 0 and state.on_battlefield(card_id):
        kinds = _kinds(state, card_id)
        total = sum(state._card(card_id).counters[k] for k in kinds)
        if not kinds:
            break
        if total <= amount or len(kinds) == 1:  # nothing to choose: all of them, or the only kind
            for kind in kinds:
                take = min(amount, state._card(card_id).counters[kind])
                _take(state, card_id, kind, take)
                amount -= take
            break
        if declined >= len(kinds) - 1:  # every other kind declined: one of the last
            _take(state, card_id, kinds[-1], 1)
            amount, declined = amount - 1, 0
            continue
        state.removing = (player, card_id, amount, declined)
        return
    state.removing = None


def removal_prompt(state: "MtgBase") -> Prompt:
    assert state.removing is not None
    player, card_id, amount, declined = state.removing
    kind = _kinds(state, card_id)[declined]
    name = state._card_name(card_id)
    return Prompt(PROMPT, player, f"¿Quitas un contador {kind} de {name}? (faltan {amount})", (card_id,),
                  text_en=f"Remove a {kind} counter from {name}? ({amount} to go)")


def removal_actions(player: int) -> list[Action]:
    return [Action("yes", player), Action("no", player)]


def removal_answer(state: "MtgBase", yes: bool) -> None:
    """"yes" removes one counter of the kind asked about; "no" asks about the next kind."""
    assert state.removing is not None
    player, card_id, amount, declined = state.removing
    if yes:
        _take(state, card_id, _kinds(state, card_id)[declined], 1)
        state.removing = (player, card_id, amount - 1, 0)
    else:
        state.removing = (player, card_id, amount, declined + 1)
    _settle(state)


__all__ = ["PROMPT", "REMOVE_COUNTERS", "counter_removal_patterns", "removal_actions", "removal_answer", "removal_prompt",
           "remove_counters"]
