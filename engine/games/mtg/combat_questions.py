"""The questions of combat: declaring attackers (CR 508.1) and blockers (CR 509.1), and dividing
a blocked creature's combat damage (CR 510.1c).

For each, the legal answers (``*_actions``), what an answer does (``answer_*``) and the rule that
refuses another (``*_refusal``; ``None``: the general ones). The declarations themselves and
their checks are ``CombatMixin``'s and ``BandingMixin``'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.actions import Action, Prompt
from engine.core.errors import Rule
from engine.games.mtg.banding import BAND
from engine.games.mtg.block_limits import aura_limits
from engine.games.mtg.land_conditions import attack_limited
from engine.games.mtg.requirements import attack_requirement_problem, block_requirement_problem
from engine.games.mtg.rules import rule

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState


def attackers_prompt(player: int) -> Prompt:
    return Prompt("atacantes", player, "Declara atacantes", text_en="Declare attackers")


def _blockers_prompt(player: int) -> Prompt:
    return Prompt("bloqueadores", player, "Declara bloqueadoras", text_en="Declare blockers")


# ---------------------------------------------------------------------- attackers


def attacker_actions(state: MtgState, p: int) -> list[Action]:
    kept = state.declaration_memo("attack", p, state.layered())  # what this declaration's listings keep
    defenders = kept.get(None)
    if defenders is None:
        defenders = kept[None] = state.attackable(p)  # CR 506.2, 508.1b: an opponent or a planeswalker
    attacking = {a for a, _ in state.attackers}
    actions = [Action("attack", p, (c,), (d,)) for c in state.distinct_creatures(p)
               if c not in attacking and not state._card(c).rotated for d in _attacks(state, c, defenders, kept)]
    actions += state.band_actions(p)  # CR 702.22c
    if attack_requirement_problem(state) is None:  # CR 508.1d
        actions.append(Action("done", p))
    return actions


def _attacks(state: MtgState, c: int, defenders: list[int], kept: dict[Any, Any]) -> tuple[int, ...]:
    """What ``c`` (neither attacking nor tapped) may attack among ``defenders``: kept for the
    declaration, as nothing else ``attack_problem`` and ``attack_limited`` read changes while it lasts."""
    found: tuple[int, ...] | None = kept.get(c)
    if found is None:
        found = kept[c] = tuple(d for d in defenders if attack_limited(state, c, d) is None) \
            if state.attack_problem(c) is None else ()  # CR 508.1c
    return found


def answer_attackers(state: MtgState, action: Action) -> None:
    """CR 508.1a: one more attacker (or band, CR 702.22c), asked again; or done."""
    if action.kind == "attack":
        state.declare_attacker(action.cards[0], action.targets[0])
        state.carry_declaration()
    elif action.kind == BAND:  # CR 702.22c
        state.declare_band(action.cards[0], action.targets[0])
        state.carry_declaration()
    else:
        _done(state, action)
        return
    state.prompt = attackers_prompt(action.player)


def attackers_refusal(state: MtgState, action: Action) -> Rule | None:
    p, kind = action.player, action.kind
    if kind == "attack" and action.cards:
        if action.targets and action.targets[0] not in state.attackable(p):
            return rule("508.1b")
        return state.attack_problem(action.cards[0]) or (attack_limited(state, action.cards[0], action.targets[0])
                                                         if action.targets else None) or rule("508.1a")
    if kind == BAND and action.cards and action.targets:
        return state.band_problem(p, action.cards[0], action.targets[0]) or rule("702.22c")
    if kind == "done":
        return attack_requirement_problem(state) or rule("508.1a")
    return None


# ---------------------------------------------------------------------- blockers


def blocker_actions(state: MtgState, p: int) -> list[Action]:
    distinct = set(state.distinct_creatures(p))  # one of each class of interchangeable copies
    blocking = {b for b, _ in state.blockers}
    blockers = [b for b in state.creatures(p) if b in distinct and b not in blocking and not state._card(b).rotated]
    kept = state.declaration_memo("block", p, state.layered())  # what this declaration's listings keep
    actions = [Action("block", p, (b,), (a,)) for a, _ in state.attackers for b in blockers
               if _can_block(state, b, a, p, kept)]
    actions += [Action("unblock", p, (b,)) for b in dict.fromkeys(b for b, _ in state.blockers)
                if b in distinct and state._card(b).controller == p]
    if state.menace_problem() is None and block_requirement_problem(state, p) is None:  # CR 509.1c
        actions.append(Action("done", p))
    return actions


def _can_block(state: MtgState, b: int, a: int, p: int, kept: dict[Any, Any]) -> bool:
    """Whether ``b`` (neither blocking nor tapped) may block ``a``: kept for the declaration, as
    nothing else ``block_problem`` reads changes while it lasts."""
    found: bool | None = kept.get((b, a))
    if found is None:
        auras = kept.get(None)
        if auras is None:
            auras = kept[None] = aura_limits(state)
        found = kept[(b, a)] = state.block_problem(b, a, p, auras) is None
    return found


def answer_blockers(state: MtgState, action: Action) -> None:
    """CR 509.1a: one more blocker, or one taken back, asked again; or done."""
    if action.kind == "block":
        state.declare_blocker(action.cards[0], action.targets[0])
        state.carry_declaration()
    elif action.kind == "unblock":
        state.undeclare_blocker(action.cards[0])
        state.carry_declaration()
    else:
        _done(state, action)
        return
    state.prompt = _blockers_prompt(action.player)


def blockers_refusal(state: MtgState, action: Action) -> Rule | None:
    if action.kind == "block" and action.cards and action.targets:
        return state.block_problem(action.cards[0], action.targets[0], action.player) or rule("509.1a")
    if action.kind == "done":
        return state.menace_problem() or block_requirement_problem(state, action.player) or rule("509.1a")
    return None


def _done(state: MtgState, action: Action) -> None:
    """The attackers or a defending player's blockers are declared (CR 508.2, 509.2)."""
    if action.kind != "done":
        raise ValueError(f"acción desconocida {action.kind}")
    if state.step == "atacantes":
        state.finish_attackers()
    else:
        state.defenders = state.defenders[1:]
        if state.next_blockers():  # CR 802.4: the next defending player
            return
    state.give_priority(state.turn_player)  # CR 508.2, 509.2


# ---------------------------------------------------------------------- combat damage


def ask_division(state: MtgState) -> None:
    """CR 510.1c: the attacking player divides a blocked creature's combat damage."""
    assert state.dividing is not None
    attacker, blockers, given = state.dividing
    blocker = blockers[len(given)]
    state.prompt = Prompt("asignar", state.damage_assigner(attacker),  # CR 510.1c, 702.22j, 702.22k
                          f"Daño de {state._card_name(attacker)} a {state._card_name(blocker)}", (attacker, blocker),
                          text_en=f"Damage from {state._card_name(attacker)} to {state._card_name(blocker)}")


def division_actions(state: MtgState, p: int) -> list[Action]:
    assert state.dividing is not None
    blocker = state.dividing[1][len(state.dividing[2])]
    return [Action("assign", p, (state.dividing[0],), (blocker,), choice=n) for n in state.division_options()]


def answer_division(state: MtgState, action: Action) -> None:
    """CR 510.1c: damage to the next blocker; when all is divided, combat damage is dealt."""
    state.divide(action.number)
    first = state.step == "dano_primero"
    if state.dividing is not None or state.start_division(first):
        ask_division(state)
        return
    state.combat_damage(first)
    state.give_priority(state.turn_player)


def division_refusal(state: MtgState, action: Action) -> Rule | None:
    if action.kind == "assign" and state.dividing is not None:
        return rule("702.19b") if state.has(state.dividing[0], "trample") else rule("510.1c")
    return None
