"""What a monster's text says of its attacks beyond the rulebook (YGO Cartas.2): "if this card can attack, it must
attack" (``must_attack``: while it has an attack to declare in the Battle Step, its controller cannot end the Battle
Phase — entering the Battle Phase stays their choice), and "when this face-up Attack Position card is targeted for an
attack, change it to Defense Position" (``defends_when_targeted``: it turns as the attack is declared, so the attack
meets a Defense Position monster, DeterminacionDelDano.13); "if this card attacks, change it to Defense Position at
the end of the Battle Phase / of the Damage Step" (``rests_after_attack`` — with "it cannot change its battle position
until the end of your next turn" —, ``rests_at_battle_end``, ``rests_after_damage``). Written by ``cardtext.zh_moves``
(and ``cardtext.zh``'s one-sentence Goblin Attack Force).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from engine.core.actions import Action, Event
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.ygo import textops
from engine.games.ygo.rules import rule

if TYPE_CHECKING:
    from engine.games.ygo.base import YgoBase

MUST_ATTACK = "must_attack"
DEFENDS = "defends_when_targeted"
REST_LOCKED, REST_AT_END, REST_AFTER_DAMAGE = "rests_after_attack", "rests_at_battle_end", "rests_after_damage"


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


def battle_phase_rest(state: YgoBase, card_id: int) -> None:
    """The end of the Battle Phase in which ``card_id`` attacked: to Defense Position if its text says so (face-up,
    with its effects), its position locked until the end of its controller's next turn when it says that too."""
    words = state.defn(card_id).keywords
    if (REST_LOCKED in words or REST_AT_END in words) and state._card(card_id).face_up and not state.effects_negated(card_id):
        textops.rest(state, card_id, lock=REST_LOCKED in words)


def damage_step_rest(state: YgoBase) -> None:
    """After a Damage Step (back in the Battle Step): the turn player's monsters that attacked and battled this turn
    and whose text says "at the end of the Damage Step" turn to Defense Position (CuadroDeReferenciaRapida.8: a monster
    in Defense Position attacks no more)."""
    for cid in state.monsters(state.turn_player):
        card = state._card(cid)
        if card.marks.get("battled") == state.turn and not card.rotated and card.face_up \
                and state.has_keyword(cid, REST_AFTER_DAMAGE):
            textops.rest(state, cid, lock=False)
