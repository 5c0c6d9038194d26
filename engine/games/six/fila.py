"""Summon triggers, immediate effects and the Fila de Activación of Souls in Xtinction (SiX 8.1,
10): triggered effects offered or activated, the response windows and what may be added in
them, the Fila resolved from the last link to the first.

Tasks and answers found in the tables (``TASKS``, ``ANSWERS``) and the legal actions of a
response window, as functions of the duel's state; activating an effect is ``engine.games.six.activation``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.actions import Action, Event
from engine.core.chain import Chain
from engine.games.six.activation import activation_problem, activation_task, can_activate, effect_of
from engine.games.six.base import Activation, Run
from engine.games.six.filters import conditions_met
from engine.games.six.tasks import ANSWERS, TASKS, Activate, Immediate, LinkDone, OpenTriggers, ResolveNext, RunEffect, Window

if TYPE_CHECKING:
    from engine.games.six.base import SixBase


@TASKS.on(OpenTriggers)
def _open_triggers(state: SixBase, task: OpenTriggers) -> None:
    """Activate waiting summon effects one by one (SiX 8.1.2.1.3 mandatory, 8.1.2.2 optional);
    then the player who activated last holds the moment to respond."""
    if not state.pending:
        if state.chain.links:
            state.then(Window())
        return
    (source, controller, index), state.pending = state.pending[0], state.pending[1:]
    state.then(OpenTriggers())
    _offer(state, Activation(source, controller, index, "fila"))


@TASKS.on(Immediate)
def _immediate(state: SixBase, task: Immediate) -> None:
    """Effects that resolve at once, without a Fila: destruction, equip, phase effects."""
    _offer(state, Activation(task.source, task.controller, task.index, "inmediato"))


def _offer(state: SixBase, act: Activation) -> None:
    """Activate a triggered effect: mandatory ones at once (8.1.2.1.3), optional ones only if
    the player says so and they could resolve (8.1.2.2, 8.1.2.2.2); conditions first (8.5.8)."""
    effect = effect_of(state, act)
    assert effect is not None
    if not conditions_met(state, effect.conditions, act.controller):
        return
    if effect.optional:
        if activation_problem(state, act) is None:
            name = state.defn_any(act.source).name
            state.ask("opcional", act.controller, (f"¿Activar el efecto de «{name}»?", f"Use the effect of «{name}»?"),
                      (act.source,), (act,))
        return
    state.then(Activate(act))


@ANSWERS.on("opcional")
def _answer_optional(state: SixBase, prompt: Any, action: Action) -> None:
    """The player activates the optional effect offered, or not (SiX 8.1.2.2)."""
    if action.kind == "yes":
        state.then(Activate(prompt.data[0]))


def window_actions(state: SixBase, player: int) -> list[Action]:
    """What ``player`` may add to a Fila: Conjuros and Rápido effects (SiX 6.6.1.2.1, 10.6)."""
    actions = []
    mana = len(state.available_mana(player))
    # asked at every response window: which copies are alike is found among Conjuros only
    conjuros = [cid for cid in state.ids(player, "mano") + state.ids(player, "limbo") if state.defn(cid).kind == "conjuro"]
    for cid in state.distinct(conjuros):
        index = state.defn(cid).effects_for("conjuro")[0][0]
        if can_activate(state, Activation(cid, player, index, "conjuro"), mana):
            actions.append(Action("play", player, (cid,)))
    actions.extend(rapido_actions(state, player, mana))
    return actions


def rapido_actions(state: SixBase, player: int, mana: int) -> list[Action]:
    """The Rápido effects of ``player``'s cards in play that may be activated now (SiX 8.3);
    ``mana`` is how much Available mana the player has."""
    actions = []
    for cid in state.field_ids(player):
        for index, _effect in state.defn(cid).effects_for("rapido"):
            if can_activate(state, Activation(cid, player, index, "rapido"), mana):
                actions.append(Action("activate", player, (cid,), choice=index))
    return actions


@TASKS.on(Window)
def _window(state: SixBase, task: Window) -> None:
    """The player whose moment it is may respond, or passes at once with nothing to add."""
    player = state.chain.window
    assert player is not None
    if not window_actions(state, player):
        pass_window(state)
        return
    what = "el Paso de Juego Rápido" if state.step == "juego_rapido" else "la Fila de Activación"
    what_en = "the quick-play step" if state.step == "juego_rapido" else "the Fila de Activación"
    state.ask("respuesta", player, (f"¿Respondes en {what}? (Conjuro o Rápido, o pasa)",
                                    f"Respond in {what_en}? (Conjuro or Rápido, or pass)"))


@ANSWERS.on("respuesta")
def _answer_response(state: SixBase, prompt: Any, action: Action) -> None:
    """The player passes (SiX 10.2) or adds a Conjuro or a Rápido effect to the Fila (10.6)."""
    if action.kind == "pass":
        state.emit(Event("pass", action.player))
        pass_window(state)
        return
    state.then(activation_task(state, action))


def pass_window(state: SixBase) -> None:
    """The player passes: the Fila resolves once both have passed in a row (SiX 10.2)."""
    state.chain = state.chain.pass_window(state.num_players)
    if state.chain.all_passed(state.num_players):
        state.then(ResolveNext())
    else:
        state.then(Window())


@TASKS.on(ResolveNext)
def _resolve_next(state: SixBase, task: ResolveNext) -> None:
    """SiX 10.2: resolve from the last activated to the first."""
    if not state.chain.links:
        state.chain = Chain()
        return
    link, state.chain = state.chain.pop()
    targets, code, origin = link.data
    run = Run(link.source, link.controller, link.effect, targets, code=str(code), origin=str(origin))
    state.emit(Event("chain_resolve", link.controller, link.source, state.defn_any(link.source).name))
    state.then(RunEffect(run), LinkDone(link), ResolveNext())


@TASKS.on(LinkDone)
def _link_done(state: SixBase, task: LinkDone) -> None:
    """SiX 3.5.3, 10.5: a Conjuro goes to the cemetery once it has resolved."""
    link = task.link
    card = state.cards[link.source]
    if link.kind == "conjuro" and card is not None and state.card_in_zone(card, "conjuros"):
        state.move(link.source, state.zone(card.owner, "cementerio"), kind="resolve")
