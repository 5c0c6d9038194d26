"""Negating a monster's effects for the turn ("that monster's effects are negated until the end of this turn":
Breakthrough Skill, Effect Veiler, Forbidden Chalice).

The monster keeps the mark ``NEGATED_TURN`` (the turn) while it stays face-up on the field: ``YgoBase.effects_negated``
answers yes for it that turn — it activates nothing, its keywords and boosts do not apply (YGO Cartas.2,
CartasDeMonstruosDeEfecto.5). It forgets the mark when it leaves the field or is turned face-down, as it forgets any
negation of its effects.

Also what an activation includes, for the hand traps that answer only some ("an effect that adds a card from the Deck
to the hand, Special Summons from the Deck or sends from the Deck to the GY": Ash Blossom; Ghost Belle's from the
GY): ``link_includes`` reads the operations of the effect on top of the chain.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Callable

from engine.core.actions import Event
from engine.core.cards import Op
from engine.games.ygo.base import NEGATED_TURN, OPS, Run
from engine.games.ygo.cards import Effect

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin


@OPS.on("negate_effects")
def _op_negate_effects(state: EffectsMixin, run: Run, op: Op) -> None:
    """The face-up monsters ``op`` names (the target) have their effects negated until the end of the turn."""
    for cid in state.what(run, str(op.get("what", "target"))):
        card = state._card(cid)
        if state.is_monster_on_field(cid) and card.face_up:
            card.marks[NEGATED_TURN] = state.turn
            state.emit(Event("effects_negated", run.player, cid, state._card_name(cid)))


#: The mark of a card whose activation stands but whose effect a card negated ("negate that effect"): it resolves as
#: a card does, without its effect (``chain``).
LINK_MARK = "effect_negated_link"


#: What an activation may include, as hand traps name it (灰流丽 Ash Blossom, 屋敷童 Ghost Belle): each a test on
#: one operation of the effect (and the effect, for what its target or zone says).
def _deck_to_hand(effect: Effect, op: Op) -> bool:
    return op.name in ("search", "excavate") and "mazo" in op.get("zones", ("mazo",))


def _deck_summon(effect: Effect, op: Op) -> bool:
    return op.name == "summon_from" and "mazo" in op.get("zones", ("mazo",))


def _deck_to_graveyard(effect: Effect, op: Op) -> bool:
    return op.name == "mill" or op.name == "send_from" and "mazo" in op.get("zones", ("mazo",))


def _from_graveyard(effect: Effect, op: Op) -> bool:
    return op.get("what", "target") == "target" and effect.target is not None and effect.target.zone == "cementerio"


def _graveyard_out(effect: Effect, op: Op) -> bool:
    return op.name in ("to_hand", "to_deck") and _from_graveyard(effect, op) or op.name == "graveyard_to_hand" \
        or op.name == "search" and "cementerio" in op.get("zones", ())


def _graveyard_summon(effect: Effect, op: Op) -> bool:
    return op.name == "special_summon" and _from_graveyard(effect, op) or op.name == "summon_self" and effect.zone == "cementerio" \
        or op.name == "summon_from" and "cementerio" in op.get("zones", ())


def _graveyard_banish(effect: Effect, op: Op) -> bool:
    return op.name == "banish" and _from_graveyard(effect, op)


INCLUDES: dict[str, Callable[[Effect, Op], bool]] = {
    "deck_to_hand": _deck_to_hand, "deck_summon": _deck_summon, "deck_to_graveyard": _deck_to_graveyard,
    "graveyard_out": _graveyard_out, "graveyard_summon": _graveyard_summon, "graveyard_banish": _graveyard_banish}
#: The condition of an answer to such an activation: ``link_includes:`` and the ``INCLUDES`` it names, by commas.
LINK_INCLUDES = "link_includes:"


def link_includes(state: EffectsMixin, condition: str) -> bool:
    """Whether the activation on top of the chain includes one of the effects ``condition`` names (a manual card's
    effect is not known: no; YGO Cartas.2)."""
    top = state.chain.links[-1] if state.chain.links else None
    effect = state.effect_of(top.source, top.effect) if top is not None and state.cards[top.source] is not None else None
    return effect is not None and any(INCLUDES[name](effect, op) for name in condition[len(LINK_INCLUDES):].split(",")
                                      for op in effect.ops)


def used_in_hand_or_graveyard(state: EffectsMixin, source: int, index: int) -> bool:
    """Whether the chain link's effect is a monster effect used in the hand or the Graveyard (透破拔 Debunk: "when a monster
    effect is activated in the hand or GY"): its text says it is used there (``Effect.zone``)."""
    effect = state.effect_of(source, index) if state.cards[source] is not None else None
    return effect is not None and effect.zone in ("mano", "cementerio")


#: The condition of an answer to an activation that targets a certain card (``link_targets``): "link_targets:" and
#: JSON of where the target is (``zone``), and what it must be (``face_up``, ``race``, ``attribute``).
LINK_TARGETS = "link_targets:"


def link_targets(state: EffectsMixin, condition: str) -> bool:
    """Whether the activation on top of the chain targets a card such as ``condition`` names (图坦假面: "a Spell/Trap
    Card that targets 1 face-up Zombie monster on the field"; YGO Cartas.2)."""
    top = state.chain.links[-1] if state.chain.links else None
    want = json.loads(condition[len(LINK_TARGETS):])
    if top is None or not top.targets or "count" in want and len(top.targets) != want["count"]:
        return False
    return any(state.cards[cid] is not None and state.zone_of(cid) == want["zone"]
               and (not want.get("face_up") or state._card(cid).face_up)
               and (state.zone_of(cid) != "monstruos" or state._card(cid).face_up or not (want.get("race") or want.get("attribute")))
               and state.defn(cid).race == want.get("race", state.defn(cid).race)
               and state.defn(cid).attribute == want.get("attribute", state.defn(cid).attribute)
               for cid in top.targets)
