"""Power and toughness changes of X: "Target creature gets +X/+0 until end of turn." (Howl from
Beyond), "+X/+X", "-X/-X" (CR 107.3a, 611.2c, 613.4c).

``x_pump_patterns`` reads the sentence into a ``pump`` effect with ``x`` set, whose ``power`` and
``toughness`` are each -1, 0 or +1: how many times X each side changes by. ``scaled`` multiplies
them by the X announced as the spell was cast (CR 601.2b) when the effect resolves.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.oracle_sentences import _Sentence

_SIDE = r"[+-](?:X|0)"
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def _sign(side: str) -> int:
    return 0 if side.endswith("0") else (-1 if side.startswith("-") else 1)


def x_pump_patterns(sentence: "_Sentence", target: str) -> list[tuple[str, Builder]]:
    """"Target creature gets +X/+0 until end of turn" (``target``: the oracle's target phrase group)."""

    def build(m: re.Match[str]) -> list[Effect] | None:
        from engine.games.mtg.oracle_words import _keyword_list

        keywords = _keyword_list(m["k"]) if m["k"] else ()
        if "X" not in m["p"] + m["q"] or keywords is None:
            return None
        kind, slot = sentence.target(m["t"])
        return [Effect("pump", x=True, target=kind, slot=slot, power=_sign(m["p"]), toughness=_sign(m["q"]))] + [
            Effect("grant", target=kind, slot=slot, keyword=k) for k in keywords]  # "and gains trample" (CR 611.2c)

    return [(target + r" gets (?P<p>" + _SIDE + r")/(?P<q>" + _SIDE + r")(?: and gains (?P<k>[a-z ,]+))? until end of turn", build)]


def scaled(effect: Effect, x: int) -> Effect:
    """CR 107.3a: a pump of X with the value announced for X."""
    return replace(effect, power=effect.power * x, toughness=effect.toughness * x, x=False)


__all__ = ["scaled", "x_pump_patterns"]
