"""What a monster's text says of its attacks beyond the rulebook (YGO Cartas.2): "if this card can attack, it must
attack" (``must_attack``: while it has an attack to declare in the Battle Step, its controller cannot end the Battle
Phase — entering the Battle Phase stays their choice), and "when this face-up Attack Position card is targeted for an
attack, change it to Defense Position" (``defends_when_targeted``: it turns as the attack is declared, so the attack
meets a Defense Position monster, DeterminacionDelDano.13). Written by ``cardtext.zh_moves``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from engine.core.actions import Action, Event
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.ygo.rules import rule

if TYPE_CHECKING:
    from engine.games.ygo.base import YgoBase

MUST_ATTACK = "must_attack"
DEFENDS = "defends_when_targeted"


def bound_attacker(state: YgoBase, actions: Iterable[Action]) -> int | None:
    """A monster among the attacks listed whose text says it must attack when it can (``None``: none)."""
    return next((a.cards[0] for a in actions if a.kind == "attack" and state.has_keyword(a.cards[0], MUST_ATTACK)), None)


def end_problem(state: YgoBase, actions: Iterable[Action]) -> Rule | None:
    """Why the Battle Phase cannot end now: a monster that must attack still can."""
    bound = bound_attacker(state, actions)
    if bound is None:
        return None
    name = state.defn(bound).name
    return rule("Cartas.2", Text(f"«{name}» puede atacar y debe hacerlo", f"«{name}» can attack, so it must"))


def targeted(state: YgoBase, target: int | None) -> None:
    """An attack declared on ``target``: a face-up Attack Position monster whose text says so turns to Defense
    Position (with its effects, CartasDeMonstruosDeEfecto.5)."""
    if target is None or not state.has_keyword(target, DEFENDS):
        return
    card = state._card(target)
    if state.is_monster_on_field(target) and card.face_up and not card.rotated:
        card.rotated = True
        state.emit(Event("position", card.controller, target, state.defn(target).name, amount=1))
