"""Negating a Summon (YGO CartasDeTrampa.7: Counter Traps "se activan en respuesta a la Invocación de monstruos").

A monster being Normal Summoned, Flip Summoned or Special Summoned by a summon procedure (one that starts no chain:
"这张卡可以从手卡特殊召唤") is on the field but not yet summoned: the players get the window ``summoning``, in which only
a card negating that Summon may be activated (``effects.effect_problem``). Negated, the monster never was summoned —
nothing that answers a Summon follows, none of its "when Summoned" effects start, a Normal Summon stays used — and it
is destroyed, banished or returned to the hand as the card says (``negate_summon``'s ``to``). A Special Summon made by
a resolving effect (Monster Reborn, Polymerization) is no such moment: it cannot be negated.

What a negating card answers is its ``when``: ``opponent_summoning`` (the opponent's Summons) or ``summoning`` (either
player's); its ``negate_summon`` operation names the kinds of Summon it negates (``kinds``: ``summon``, ``flip``,
``special``; a Normal or Flip Summon when it names none).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Event
from engine.core.cards import Op
from engine.core.errors import Rule
from engine.core.tasks import Task
from engine.core.text import Text
from engine.games.ygo.base import OPS, TASKS, Run
from engine.games.ygo.cards import Effect
from engine.games.ygo.rules import rule
from engine.games.ygo.tasks import SpecialSummoned, Window

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin
    from engine.games.ygo.base import YgoBase

#: What a card negating a Summon answers: the opponent's Summons, or either player's.
WHENS = ("opponent_summoning", "summoning")
#: The kinds of Summon a ``negate_summon`` naming none negates (the older Tapete cards: a Normal or Flip Summon).
DEFAULT_KINDS = "summon,flip"
#: The mark of a monster being summoned: how (``summon``, ``flip``, ``special``).
MARK = "summoning"
#: The summon mark of a Special Summon by a procedure (``textops.summon_marks``): it may be negated.
PROCEDURE = "procedure"


#: The operations that Special Summon a monster (Solemn Warning answers an activation that includes one).
SUMMONING_OPS = frozenset({"special_summon", "summon_from", "summon_self", "token", "fusion", "ritual", "become_monster",
                           "union_summon"})


def special_summons(effect: Effect | None) -> bool:
    """Whether an activated ``effect`` includes Special Summoning a monster (a manual card's is not known: no)."""
    return effect is not None and any(op.name in SUMMONING_OPS for op in effect.ops)


def _negation(effect: Effect) -> Op | None:
    return next((op for op in effect.ops if op.name == "negate_summon"), None)


def kinds(effect: Effect) -> tuple[str, ...]:
    """The kinds of Summon ``effect`` negates (none: it negates no Summon)."""
    op = _negation(effect)
    return tuple(str(op.get("kinds", DEFAULT_KINDS)).split(",")) if op is not None else ()


def negatable(state: YgoBase, player: int, kind: str) -> bool:
    """Whether some set card could negate ``player``'s Summon of this ``kind`` (a cheap first look: nobody is asked
    when nobody can)."""
    return any(effect.when in WHENS and kind in kinds(effect) and (effect.when == "summoning" or owner != player)
               for owner in range(state.num_players)
               for cid in state.ids(owner, "magias")
               for effect in state.defn(cid).effects)


def open_window(state: YgoBase, card_id: int, player: int, kind: str, after: Task) -> bool:
    """The monster is on the field, being summoned: when some card could negate it, the window ``summoning`` opens
    and ``after`` (the Summon's success, unless negated) follows it (``True``); otherwise nothing is queued."""
    state.last_summon = (card_id, player)
    if not negatable(state, player, kind):
        return False
    state._card(card_id).marks[MARK] = kind
    state.window_reason = "summoning"
    state.then(Window("summoning", state.turn_player, 0), after)
    return True


def summoning_problem(state: EffectsMixin, player: int, effect: Effect) -> Rule | None:
    """Why ``effect`` (whose ``when`` is one of ``WHENS``) does not answer the Summon being made now."""
    summon = state.last_summon
    if state.window_reason != "summoning" or summon is None or not state.is_monster_on_field(summon[0]) \
            or effect.when == "opponent_summoning" and summon[1] == player:
        return rule("CartasDeTrampa.7", Text("responde a un monstruo que " + ("el adversario está" if effect.when == "opponent_summoning"
                                                                             else "se está") + " Invocando",
                                             "it answers a monster " + ("the opponent is" if effect.when == "opponent_summoning"
                                                                        else "being") + " Summoning"))
    kind = state._card(summon[0]).marks.get(MARK, "summon")
    if kind not in kinds(effect):
        return rule("Cartas.2", Text("la carta no niega esa clase de Invocación", "the card does not negate that kind of Summon"))
    op = _negation(effect)
    attributes = str(op.get("attributes", "")) if op is not None else ""
    if attributes and state.defn(summon[0]).attribute not in attributes.split(","):
        return rule("Cartas.2", Text("la carta no niega la Invocación de un monstruo de ese Atributo",
                                     "the card does not negate the Summon of a monster of that Attribute"))
    return None


@TASKS.on(SpecialSummoned)
def _t_special_summoned(state: EffectsMixin, task: SpecialSummoned) -> None:
    """The Special Summon by a procedure succeeded unless it was negated (the monster left the field)."""
    if state.is_monster_on_field(task.card_id):
        state._card(task.card_id).marks.pop(MARK, None)
        state.special_summoned(task.card_id, task.player, task.marks)


@OPS.on("negate_summon")
def _op_negate_summon(state: EffectsMixin, run: Run, op: Op) -> None:
    """YGO CartasDeTrampa.7: the Summon is negated — the monster never was summoned (nothing answers its Summon, the
    Normal Summon stays used) — and it is destroyed, or as the text says (Cartas.2) banished or returned to the hand."""
    summon = state.last_summon
    if summon is None or not state.is_monster_on_field(summon[0]):
        return
    card_id = summon[0]
    state._card(card_id).marks.pop(MARK, None)
    state.emit(Event("negate_summon", run.player, card_id, state._card_name(card_id)))
    to = str(op.get("to", "destroyed"))
    if to == "destroyed":
        state.send_to_graveyard(card_id)
    else:
        state.leave_field_to(card_id, "desterradas" if to == "banish" else "mano")
