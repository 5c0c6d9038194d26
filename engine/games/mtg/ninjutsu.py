"""Ninjutsu (CR 702.49a): "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return
an unblocked attacking creature you control to its owner's hand: Put this card onto the
battlefield from your hand tapped and attacking" — an activated ability that works only while the
card is in a hand (``cycling.FROM_HAND``, listed with cycling by ``hand_activations``).

It can be activated only while an attacking creature is unblocked (CR 702.49c), that is once
blockers are declared (CR 509.1h) until combat ends: ``problem`` is the rule an activation breaks
(from elsewhere than the hand, CR 702.49a; with no unblocked attacker of its controller, 702.49c).
The unblocked attacker is chosen and returned as the cost is paid (``permanent_costs``, the kind
``UNBLOCKED``, CR 601.2h, 602.2b); the card stays revealed (CR 702.49b) and remembers whom that
creature attacked (``remember_defender``). As it resolves, the card — if it is still in the hand
(CR 400.7) — enters tapped and attacking that player or planeswalker, unblocked (``enter_attacking``;
it was never declared as an attacker, so "whenever … attacks" does not trigger, CR 508.3a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.cycling import FROM_HAND
from engine.games.mtg.keywords import keyword_cost
from engine.games.mtg.rules import rule

if TYPE_CHECKING:
    from engine.core.errors import Rule
    from engine.games.mtg.base import MtgBase

NINJUTSU = "ninjutsu"  # the effect: put this card onto the battlefield tapped and attacking
UNBLOCKED = "unblocked_attacker"  # the kind of permanent the cost returns (``permanent_costs``)
_DEFENDER = "ninjutsu_defensor"  # the mark of the card in hand: whom the returned creature attacked
_AFTER_BLOCKS = ("bloqueadores", "dano_primero", "dano", "fin_combate")  # CR 509.1h: blockers declared, combat not over


def ninjutsu_line(line: str) -> Ability | None:
    """CR 702.49a: "Ninjutsu {1}{U}" as its activated ability, or ``None``."""
    found = keyword_cost(line, "Ninjutsu")
    if found is None:
        return None
    from engine.games.mtg.permanent_costs import PERMANENT_COST  # (which imports this module)

    returned = Effect(PERMANENT_COST, 1, keyword=f"return:{UNBLOCKED}")
    return Ability("activated", line, (Effect(NINJUTSU, who="you"),), cost=found[1], static=FROM_HAND, costs=(returned,))


def is_ninjutsu(ability: Ability) -> bool:
    return ability.static == FROM_HAND and any(e.op == NINJUTSU for e in ability.effects)


def unblocked(state: "MtgBase", card_id: int) -> bool:
    """CR 509.1h: an attacking creature that no creature blocked, once blockers are declared."""
    return state.step in _AFTER_BLOCKS and not state.defenders \
        and any(a == card_id for a, _d in state.attackers) and card_id not in state.blocked


def problem(state: "MtgBase", player: int, card_id: int) -> "Rule | None":
    """CR 702.49a: from a hand only; CR 702.49c: only while an attacker ``player`` controls is unblocked."""

    if card_id not in state.ids(player, "mano"):
        return rule("702.49a")
    if not any(unblocked(state, c) for c in state.battlefield(player)):
        return rule("702.49c")
    return None


def remember_defender(state: "MtgBase", source: int, returned: int) -> None:
    """CR 702.49b, 702.49c: as the cost returns ``returned``, the card with ninjutsu is revealed and
    notes whom that creature was attacking."""
    defender = next(d for a, d in state.attackers if a == returned)
    card = state._card(source)
    card.marks[_DEFENDER] = defender
    card.known = (1 << state.num_players) - 1  # CR 702.49b: revealed to every player


def enter_attacking(state: "MtgBase", source: int, controller: int) -> None:
    """CR 702.49a, 702.49c: put it from the hand onto the battlefield tapped, attacking the same
    player or planeswalker, unblocked; nothing if it left the hand (CR 400.7)."""
    card = state.cards[source]
    if card is None or source not in state.ids(controller, "mano") or _DEFENDER not in card.marks:
        return
    defender = card.marks[_DEFENDER]
    state.move(source, state.zone(controller, "campo"))
    state._card(source).rotated = True  # it enters tapped: it does not "become tapped"
    state.attackers = state.attackers + ((source, defender),)
    state._card(source).marks["atacando"] = 1


__all__ = ["NINJUTSU", "UNBLOCKED", "enter_attacking", "is_ninjutsu", "ninjutsu_line", "problem", "remember_defender", "unblocked"]
