"""Damage to an object chosen at random, not targeted: "When CARDNAME dies, it deals 7 damage to a
creature an opponent controls chosen at random." (Kaldheim's Cinderheart Giant; CR 608.2d: the
choice is made as the ability resolves; no target, so hexproof and shroud do not stop it, CR
115.10, 702.11a; CR 608.2h: a source no longer on the battlefield deals the damage with its last
known characteristics).

``random_damage_patterns`` reads the sentence into the effect ``RANDOM_DAMAGE``;
``deal_at_random`` chooses with the game's random generator and deals the damage.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.effects import EffectsMixin

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
RANDOM_DAMAGE = "damage_random_creature"  # ``who``: "opponents" or "any"
_WHO = {"a creature an opponent controls": "opponents", "a creature": "any"}


def random_damage_patterns() -> list[tuple[str, Builder]]:
    """The sentence template of this module (``oracle_sentences._Sentence``)."""
    return [(r"(?:it|CARDNAME) deals (?P<n>\d+) damage to (?P<w>a creature an opponent controls|a creature) chosen at random",
             lambda m: [Effect(RANDOM_DAMAGE, int(m["n"]), keyword=_WHO[m["w"].lower()])])]


def deal_at_random(state: "EffectsMixin", source: int, controller: int, amount: int, among: str) -> None:
    """One creature among those ``among`` names, chosen at random now, is dealt the damage."""
    pool = state.creatures() if among == "any" else [c for p in state.opponents(controller) for c in state.creatures(p)]
    if pool:
        state.deal_damage(source, controller, pool[state.rng.below(len(pool))], amount)


__all__ = ["RANDOM_DAMAGE", "deal_at_random", "random_damage_patterns"]
