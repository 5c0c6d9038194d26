"""Turn structure (CR 500–514): a new turn, entering a step and ending it, the cleanup.

``enter_step`` carries out a step's turn-based actions (``_BEGINNINGS``, one entry per step that
has any) and gives the active player priority; ``end_step`` goes on to the next step that is not
skipped, or to the next turn. The step itself lives on the state (``step_index``, ``phase``,
``step``); ``sba_checked`` notes whether a step began without changing anything state-based
actions look at (CR 704.3), so the check before the first priority can be skipped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from engine.core.actions import Event, Prompt
from engine.core.cards import Card
from engine.core.chain import Chain
from engine.games.mtg.base import DAMAGE, MAX_HAND, STEPS
from engine.games.mtg.auras import held_down
from engine.games.mtg.combat_doom import queue_end_of_combat
from engine.games.mtg.combat_questions import ask_division, attackers_prompt
from engine.games.mtg.extra_turns import take_extra_turn
from engine.games.mtg.next_end_step import queue_next_end_step
from engine.games.mtg.next_untap import thaw
from engine.games.mtg.sagas import precombat_lore
from engine.games.mtg.their_lands import turn_began
from engine.games.mtg.trigger_conditions import queue_draw_step
from engine.games.mtg.untap_one import untap_step
from engine.games.mtg.watchers import with_static

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState

#: What a step's beginning does before priority (CR 501–514): ``None`` when it asked a question or
#: gives no priority now, otherwise whether it changed nothing state-based actions look at (at
#: most triggers were queued). Steps without an entry (the main phases, the beginning of combat)
#: change nothing.
Beginning = Callable[["MtgState", int], "bool | None"]
_NO_CHAIN = Chain()  # an empty stack, nobody holding priority (a value: one serves every step)


def new_turn(state: MtgState, first: bool = False) -> None:
    if not first:  # CR 800.4k: a player who left the game takes no turn
        extra = take_extra_turn(state)  # CR 500.7: an extra turn comes first
        state.turn_player = extra if extra is not None else state.next_in_game((state.turn_player + 1) % state.num_players)
    state.turn += 1
    turn_began(state)  # Power Surge counts the untapped lands now
    state.spells_last_turn, state.spells_cast = state.spells_cast, (0,) * state.num_players
    state.previous_turn_started = tuple(t if p == state.turn_player else b for p, (t, b) in
                                        enumerate(zip(state.turn_started, state.previous_turn_started)))  # echo
    state.turn_started = tuple(state.turn if p == state.turn_player else t for p, t in enumerate(state.turn_started))
    state.lands_played = 0
    state.step_index = 1 if skipped(state, STEPS[0][1]) else 0  # CR 614.10: "Players skip their untap steps"
    state.emit(Event("turn", state.turn_player, amount=state.turn))
    enter_step(state)


def end_step(state: MtgState) -> None:
    """CR 500.2–500.4: a step ends when the stack is empty and all pass; mana empties."""
    state.empty_pools()
    state.chain = _NO_CHAIN
    step = state._step  # the step read without noting a read (``priority_listing``: no listing is being worked out)
    if step == "limpieza" and state.cleanup_again:  # CR 514.3a: another cleanup step
        state.cleanup_again = False
        enter_step(state)
        return
    if step == "fin_combate":
        if state.attackers or state.blockers or state.blocked:
            state.stir()  # CR 511.3: creatures leave combat (``priority_listing``)
        state.end_combat()
    index = state._step_index + 1
    while index < len(STEPS) and skipped(state, STEPS[index][1]):
        index += 1
    if index >= len(STEPS):
        new_turn(state)
        return
    state._step_index = index
    enter_step(state)


def skipped(state: MtgState, step: str | None) -> bool:
    if step == "robar" and state.num_players == 2 and state.turn == 1:
        return True  # CR 103.8a: the starting player skips the whole step, nobody gets priority in it
    if step in ("bloqueadores", "dano") and not state.attackers:
        return True  # CR 508.8
    if step == "dano_primero":
        return not state.attackers or not state.needs_first_strike_step()  # CR 510.4
    if step != "robar" and step != "enderezar":
        return False  # CR 614.10: effects skip only the untap and draw steps (``skips``)
    return state.skips(step, state.turn_player)  # CR 614.10


def enter_step(state: MtgState) -> None:
    unchanged, state.sba_checked = state.sba_checked, False  # the last step ended with nothing for CR 704 to do
    # the step's fields, written and read without noting a read (no listing is being worked out, ``priority_listing``)
    state._phase, state._step = phase, step = STEPS[state._step_index]
    state.emit(Event("phase", state.turn_player, text=step or phase, amount=state.turn))
    active = state.turn_player
    if step == "enderezar":  # CR 502.3: no player gets priority (CR 502.4)
        held = held_down(state) | thaw(state, active)  # by an Aura; "doesn't untap during its controller's next untap step"
        held.update(cid for cid, _index, _ability in with_static(state, "no_untap"))  # "doesn't untap during your untap step"
        untap_step(state, [cid for cid in state.battlefield(active) if cid not in held] if held
                   else list(state.battlefield(active)))  # Winter Orb: a choice
        state.sba_checked = unchanged  # untapping changes nothing state-based actions look at
        return
    if phase == "principal1" and precombat_lore(state, active):  # CR 714.3b: a turn-based action
        unchanged = False  # lore counters: state-based actions look again (CR 714.4)
        state.stir()  # and the kept priority listings are not given again (``priority_listing``)
    beginning = _BEGINNINGS.get(step)
    quiet = True if beginning is None else beginning(state, active)
    if quiet is None:
        return
    state.give_priority(active)  # CR 117.3a
    state.sba_checked = unchanged and quiet


def _upkeep(state: MtgState, active: int) -> bool:
    state.queue_step_triggers("upkeep")
    return True


def _draw(state: MtgState, active: int) -> bool:
    state.draw(active, 1)  # CR 504.1
    queue_draw_step(state)  # CR 504.2: "at the beginning of your draw step"
    return False


def _declare_attackers(state: MtgState, active: int) -> bool | None:
    if state.can_attack_at_all():
        state.prompt = attackers_prompt(active)
        return None
    state.attackers_declared = True
    return True  # no attack declared (CR 508.8): the step changes nothing state-based actions look at


def _declare_blockers(state: MtgState, active: int) -> bool | None:
    state.defenders = tuple(state.defending_players())  # CR 802.4: in APNAP order
    return None if state.next_blockers() else False


def _combat_damage(state: MtgState, active: int) -> bool | None:
    first = state.step == "dano_primero"
    if state.start_division(first):
        ask_division(state)
        return None
    state.combat_damage(first=first)
    return False


def _end_of_combat(state: MtgState, active: int) -> bool:
    if state.attackers or state.blockers or state.blocked:
        state.stir()  # the marks of this combat's blocks are dropped (``priority_listing``)
    queue_end_of_combat(state)  # CR 511.2: "at end of combat"
    return True


def _end_step(state: MtgState, active: int) -> bool:
    state.queue_step_triggers("end_step")
    queue_next_end_step(state)  # CR 513.1, 603.7: Stone Giant's delayed trigger
    return True


def _cleanup_step(state: MtgState, active: int) -> None:
    cleanup(state)


_BEGINNINGS: dict[str | None, Beginning] = {
    "mantenimiento": _upkeep, "robar": _draw, "atacantes": _declare_attackers, "bloqueadores": _declare_blockers,
    "dano_primero": _combat_damage, "dano": _combat_damage, "fin_combate": _end_of_combat, "final": _end_step,
    "limpieza": _cleanup_step,
}


def cleanup(state: MtgState) -> None:
    """CR 514.1: discard to the maximum hand size; 514.2: damage wears off and "until end of
    turn" effects end; 514.3: normally nobody gets priority."""
    if len(state.ids(state.turn_player, "mano")) > MAX_HAND:
        state.prompt = Prompt("descartar", state.turn_player, "Descarta hasta tener 7 cartas",
                              tuple(state.ids(state.turn_player, "mano")), text_en="Discard down to 7 cards")
        return
    cards = state.cards
    for cid in state.battlefield():
        card: Card = cards[cid]  # type: ignore[assignment]
        card.counters.pop(DAMAGE, None)
        if card.modifiers:
            card.modifiers = tuple(m for m in card.modifiers if m.until != "turn")
    state.end_turn_effects()
    if state.state_based_actions() or state.triggers:  # CR 514.3a
        state.cleanup_again = True
        state.give_priority(state.turn_player)
    else:
        state.sba_checked = True  # the turn ends with nothing for CR 704 to do
