"""A spell or ability being put on the stack (CR 601.2, 602.2, 603.3d): ``Pending``.

``begin_cast``, ``begin_activate`` and ``stack_trigger`` start one in ``state.pending``; ``ask``
asks its controller for X and for each target in turn (``x_actions``/``target_actions`` list the
answers, ``answer_x``/``answer_target`` apply them), then the spell's additional choices
(``SpellsMixin.cost_choice``); ``finish`` pays the cost (``paying``) and puts it on the stack.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from engine.core.actions import Action, Event, Prompt
from engine.core.errors import Rule
from engine.core.chain import ChainLink, ChainPolicy
from engine.games.mtg import suspend as suspending
from engine.games.mtg.base import LIFE
from engine.games.mtg.boast import boast_price
from engine.games.mtg.cascade import WITHOUT_MANA_COST
from engine.games.mtg.cast_triggers import NOT_FROM_HAND, spell_cast
from engine.games.mtg.convoke import with_convoke
from engine.games.mtg.escape import ESCAPED, escaping
from engine.games.mtg.foretell import FORETELL_CAST, GIVEN, castable_foretold
from engine.games.mtg.madness import MADNESS
from engine.games.mtg.mana import ManaCost, find_payment
from engine.games.mtg.paying import pay_costs
from engine.games.mtg.play_problems import commander_tax
from engine.games.mtg.spell_order import note_order
from engine.games.mtg.spells import FLASHBACK
from engine.games.mtg.rules import rule
from engine.games.mtg.targets import NO_TARGET, candidates, target_rule
from engine.games.mtg.this_turn_triggers import queue_cast_triggers
from engine.games.mtg.x_targets import x_allowed

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState

#: CR 117.3c, 117.4: the player who casts keeps priority; all passing resolves only the top object.
STACK_POLICY = ChainPolicy(adder_keeps_window=True, resolve_whole=False)
MAX_X = 20


@dataclass(frozen=True, slots=True)
class Pending:
    """A spell or ability being put on the stack (CR 601.2, 602.2, 603.3d): X and targets are
    chosen one prompt at a time, then the cost is paid."""

    source: int
    controller: int
    kind: str  # "spell", "ability", "trigger"
    ability: int  # index in the card's program (-1: a spell without a spell ability)
    specs: tuple[str, ...]
    targets: tuple[int, ...] = ()
    x: int | None = 0
    extra: int = 0  # generic mana added to the cost (the commander tax, CR 903.8)
    modes: tuple[int, ...] = ()  # the modes chosen (CR 601.2b, 700.2a)
    kicked: bool = False  # the kicker will be paid (CR 702.33d)
    paid: tuple[int, ...] = ()  # cards chosen to sacrifice or discard as additional costs (CR 118.8)
    data: tuple[Any, ...] = ()  # what the stack object keeps (spells.Cast, or the link a ward trigger is about)


def begin_cast(state: MtgState, player: int, card_id: int) -> None:
    """CR 601.2a: the card moves to the stack; X, targets and payment follow."""
    extra = 0
    if state.zone_name_of(card_id) == "mando":
        extra = commander_tax(state, card_id)
        casts = dict(state.commander_casts)
        casts[card_id] = casts.get(card_id, 0) + 1
        state.commander_casts = tuple(sorted(casts.items()))
    marks = _cast_marks(state, player, card_id)
    state.move(card_id, state.zone(None, "pila"), kind="cast")
    state._card(card_id).marks.update(marks)
    defn = state.defn(card_id)
    spells = defn.program.of_kind("spell")
    x = None if defn.cost is not None and defn.cost.x else 0
    state.pending = Pending(card_id, player, "spell", spells[0][0] if spells else -1, state.spell_specs(card_id), (), x,
                            extra)
    state.start_choices(state.pending)


def _cast_marks(state: MtgState, player: int, card_id: int) -> dict[str, Any]:
    """How the card is being cast, read before it moves to the stack and marked on it there."""
    flashback = state.zone_name_of(card_id) == "cementerio" and state.flashback_cost(card_id) is not None  # not CR 601.3's permission
    foretold = castable_foretold(state, player, card_id)
    card = state._card(card_id)
    given = card.marks.get(GIVEN)  # its granted foretell cost (Dream Devourer)
    marks: dict[str, Any] = {}
    if free := card.marks.get(WITHOUT_MANA_COST):  # CR 702.85a: cascade's card
        marks[WITHOUT_MANA_COST] = free
    if suspended := card.marks.get(suspending.FREE):  # CR 702.62a: cast by suspend
        marks[suspending.FREE] = suspended
    if madness := card.marks.get(MADNESS):  # CR 702.35b: cast from exile for its madness cost
        marks[MADNESS] = madness
    if not flashback and escaping(state, card_id):  # CR 702.138a: from its graveyard with escape
        marks[ESCAPED] = 1  # CR 702.138b
    if state.zone_name_of(card_id) != "mano":  # CR 601.2a: "whenever you cast a spell from anywhere other than your hand"
        marks[NOT_FROM_HAND] = 1
    if foretold:  # CR 702.143a: cast for its foretell cost
        marks[FORETELL_CAST] = 1
        if given is not None:
            marks[GIVEN] = given
    if flashback:  # CR 702.34a: cast for its flashback cost; exiled when it leaves the stack
        marks[FLASHBACK] = 1
    return marks


def begin_activate(state: MtgState, player: int, card_id: int, index: int) -> None:
    ability = state.defn(card_id).program.abilities[index]
    x = None if ability.cost is not None and ability.cost.x else 0
    state.pending = Pending(card_id, player, "ability", index, ability.targets, (), x)
    state.start_choices(state.pending)  # CR 700.2a: a modal activated ability's modes


def stack_trigger(state: MtgState, position: int) -> None:
    """CR 603.3: the trigger at ``position`` of ``state.triggers`` is put on the stack."""
    source, index, controller = state.triggers[position]
    state.triggers = state.triggers[:position] + state.triggers[position + 1:]
    ability = state.defn(source).program.abilities[index]
    state.pending = Pending(source, controller, "trigger", index, ability.targets, data=state.ward_data(source, ability))
    state.start_choices(state.pending)  # CR 700.2b: a modal trigger's modes


def ask(state: MtgState) -> None:
    """The next choice of ``state.pending`` (X, then its targets, then its additional costs);
    with none left it is finished."""
    pending = state.pending
    assert isinstance(pending, Pending)
    if pending.x is None:  # CR 601.2b: the value of X is announced
        state.prompt = Prompt("x", pending.controller, "Elige el valor de X", (pending.source,), text_en="Choose X")
        return
    if len(pending.targets) < len(pending.specs):  # CR 601.2c, 603.3d
        options = target_options(state, pending)
        if not options and pending.specs[len(pending.targets)].endswith("?"):  # CR 115.6: none chosen
            state.pending = replace(pending, targets=pending.targets + (NO_TARGET,))
            return
        if not options:
            if pending.kind == "trigger":  # CR 603.3d: removed from the stack
                state.pending = None
                state.need_priority = True
                return
            raise RuntimeError("sin objetivos legales al lanzar")
        state.prompt = Prompt("objetivo", pending.controller, "Elige un objetivo", tuple(c for c in options if c >= 0),
                              text_en="Choose a target")
        return
    if state.cost_choice(pending):  # CR 601.2h: a card to sacrifice or discard as a cost
        return
    state.pending = None
    finish(state, pending)


def target_options(state: MtgState, pending: Pending) -> list[int]:
    """Legal choices for the next target; "up to N" targets are each a different object
    (CR 115.3, 601.2c)."""
    spec = pending.specs[len(pending.targets)]
    options = candidates(state, spec, pending.controller, pending.source)
    if spec.endswith("?"):
        taken = {t for s, t in zip(pending.specs, pending.targets) if s == spec or s + "?" == spec}
        options = [t for t in options if t not in taken]
        if state.division_full(pending):  # CR 601.2d: at least 1 damage to each target
            return []
    keep = set(state.distinct([t for t in options if t >= 0]))  # one of interchangeable copies
    return [t for t in options if t < 0 or t in keep]


def x_options(state: MtgState, pending: Pending) -> list[int]:
    cost = cost_of(state, pending)
    sources = state._sources_for(pending.controller, pending.source if pending.kind == "ability" else None)
    if pending.kind == "spell":
        sources = with_convoke(state, pending.controller, pending.source, sources)  # CR 702.51a
    life = state.counters[pending.controller][LIFE]
    return [x for x in range(MAX_X + 1) if x_allowed(state, pending.specs, pending.source, x)  # CR 601.2c: Spell Blast
            and find_payment(cost.with_x(x), state.pools[pending.controller], sources, life) is not None]


def cost_of(state: MtgState, pending: Pending) -> ManaCost:
    defn = state.defn(pending.source)
    if pending.kind == "spell":
        return state.total_cost(pending.source, pending.extra, pending.kicked)  # CR 601.2f
    ability = defn.program.abilities[pending.ability]
    return boast_price(state, pending.controller, ability) or ManaCost()


def x_actions(state: MtgState, player: int) -> list[Action]:
    assert isinstance(state.pending, Pending)
    return [Action("x", player, choice=x) for x in x_options(state, state.pending)]


def target_actions(state: MtgState, player: int) -> list[Action]:
    pending = state.pending
    assert isinstance(pending, Pending)
    actions = [Action("target", player, targets=(t,)) for t in target_options(state, pending)]
    if pending.specs[len(pending.targets)].endswith("?"):  # CR 115.6: "up to N" may stop here
        actions.append(Action("done", player))
    return actions


def answer_x(state: MtgState, action: Action) -> None:
    """CR 601.2b: the value of X."""
    assert isinstance(state.pending, Pending)
    state.pending = replace(state.pending, x=action.number)


def answer_target(state: MtgState, action: Action) -> None:
    """CR 601.2c: the next target, or (``done``) no more of the "up to" ones (CR 115.6)."""
    pending = state.pending
    assert isinstance(pending, Pending)
    if action.kind == "done":
        at = len(pending.targets)
        remaining = len(pending.specs) - at
        skip = next((i for i in range(remaining) if pending.specs[at + i] != pending.specs[at]), remaining)
        state.pending = replace(pending, targets=pending.targets + (NO_TARGET,) * skip)
    elif action.kind == "target":
        state.pending = replace(pending, targets=pending.targets + action.targets)
    else:
        raise ValueError(f"acción desconocida {action.kind}")


def finish(state: MtgState, pending: Pending) -> None:
    """CR 601.2f–i: pay the total cost (mana abilities first, CR 601.2g), then the spell or
    ability is on the stack and its controller receives priority (CR 117.3c)."""
    player = pending.controller
    x = pending.x or 0
    if pending.kind in ("spell", "ability"):
        label = pay_costs(state, pending, cost_of(state, pending))
    else:
        label = state.defn(pending.source).program.abilities[pending.ability].text
    kind = "spell" if pending.kind == "spell" else "ability"
    if kind == "spell":  # counted for "if no spells were cast last turn" (CR 603.4)
        state.spells_cast = tuple(n + (p == player) for p, n in enumerate(state.spells_cast))
        note_order(state, pending.source, player)  # "if it was the second spell you cast this turn"
        spell_cast(state, pending.source, player)  # CR 603.2: "whenever … casts …", prowess (CR 702.108a)
        if state.continuous:  # CR 603.7b: "Whenever you cast a spell this turn, …"
            queue_cast_triggers(state, pending.source, player)
    link = ChainLink(pending.source, player, pending.ability, pending.targets, kind, label, (x,) + pending.data)
    waiting = state.chain.window
    state.chain = state.chain.add(link, STACK_POLICY, state.num_players)
    state.queue_ward(link)  # CR 702.21a
    state.emit(Event("stack", player, pending.source, state._card_name(pending.source), text=kind))
    if pending.kind == "trigger":  # CR 603.3: the player who was to receive priority still does
        state.chain = replace(state.chain, window=waiting if waiting is not None else state.turn_player)
        state.need_priority = True
    elif pending.kind == "spell" and state._card(pending.source).marks.get(MADNESS):
        state.give_priority(state.turn_player)  # CR 117.3b: cast as the madness trigger resolved, not with priority
    else:
        state.give_priority(player)


def target_refusal(state: MtgState, action: Action) -> Rule | None:
    """Why a target is not a legal one (CR 702.11b, 702.16b, 702.18a or 601.2c)."""
    pending = state.pending
    if action.kind == "target" and action.targets and isinstance(pending, Pending):
        spec = pending.specs[len(pending.targets)]
        return rule(target_rule(state, spec, action.targets[0], pending.controller, pending.source))
    return None
