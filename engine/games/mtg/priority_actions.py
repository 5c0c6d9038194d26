"""What a player with priority may do (CR 117.1), doing it, and why something else is refused.

``choices`` lists the actions (passing; playing a land; casting from the hand, the command zone,
exile or a graveyard; special actions; activating abilities and mana abilities) in a fixed order;
``answer`` applies one (``_DOING``: one entry per kind of action) and ``refusal`` names the rule
that forbids one that is not listed. ``MtgState._priority_choices`` is the listing the
``priority_listing`` keeps between decisions.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Callable

from engine.core.actions import Action, Prompt
from engine.core.chain import Chain
from engine.core.errors import Rule
from engine.games.mtg import morph
from engine.games.mtg import suspend as suspending
from engine.games.mtg.abilities import Program
from engine.games.mtg.activation_costs import pay_mana_costs
from engine.games.mtg.base import LIFE
from engine.games.mtg.faces import face_choices, face_for, on_adventure, put_face_up
from engine.games.mtg.hand_kinds import Bound, HandKinds, mana_bound
from engine.games.mtg.foretell import can_foretell, castable_foretold, foretell, foretell_any_turn, grants_foretell
from engine.games.mtg.impulse import impulse_cards
from engine.games.mtg.lands import mana_ability, mana_damage
from engine.games.mtg.mana import Source, find_payment
from engine.games.mtg.mana_triggers import tapped_for_mana
from engine.games.mtg.paying import pay
from engine.games.mtg.pending import begin_activate
from engine.games.mtg.play_problems import activate_problem, cast_problem, face_problem, mana_problem, play_problem
from engine.games.mtg.rules import rule

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState

@lru_cache(maxsize=1 << 12)
def priority_action(kind: str, player: int, card: int | None = None, choice: str | int | None = None) -> Action:
    """An action listed with priority (pass, play, cast, activate, tap), made once: they are
    immutable values and every priority lists most of them again."""
    return Action(kind, player, () if card is None else (card,), choice=choice)


@lru_cache(maxsize=64)
def priority_prompt(player: int) -> Prompt:
    """CR 117.1: the question of a player who receives priority, made once per player (an
    immutable value asked at most decisions)."""
    return Prompt("prioridad", player, "Tienes prioridad", text_en="You have priority")


def _beyond(state: MtgState, p: int, bound: Bound | None, budget: tuple[int, int] | None, sources: list[Source],
            told: dict[Bound, bool]) -> bool:
    """Whether a card of ``mana_bound`` ``bound`` costs more than the ``_mana_budget`` ``budget``
    (``_payable``'s first test, CR 601.2f–h: more mana than there is, even paying life for
    Phyrexian symbols, CR 107.4f) or more of one letter than ``p``'s pool and ``sources`` make
    (CR 601.2h: ``{U}{U}`` with one Island); ``told``: the answers of this listing, by bound."""
    if bound is None or budget is None:
        return False
    found = told.get(bound)
    if found is None:
        found = told[bound] = bound[0] - budget[0] > min(bound[1], budget[1]) \
            or bool(bound[2]) and state._short_of_letters(p, bound[2], sources)
    return found


def _may_play(state: MtgState, p: int, kinds: HandKinds, timing: bool, budget: tuple[int, int] | None,
              sources: list[Source], told: dict[Bound, bool]) -> bool:
    """Whether ``_from_hand`` could list anything of a hand of ``kinds`` (a necessary condition,
    read without finding its classes of cards): a card with faces, a land to play (CR 305.1), a
    spell with the timing to cast it (CR 117.1a) that is not ``_beyond`` the mana there is."""
    if kinds.faces or timing and kinds.land is not None and play_problem(state, p, kinds.land) is None:
        return True
    return any((timing or instant) and not _beyond(state, p, bound, budget, sources, told)
               for instant, bound in kinds.spells)


# ---------------------------------------------------------------------- the listing


def choices(state: MtgState, p: int) -> list[Action]:
    """Everything ``p`` may do with priority, passing first."""
    actions = [priority_action("pass", p)]
    sources, active = state.priority_permanents(p)
    hand = state.ids(p, "mano")
    kinds = state.hand_kinds(p)
    timing = state._sorcery_timing(p)  # without it only instants, flash and other faces can be played (CR 117.1a)
    budget = state._mana_budget(p, sources) if (timing or kinds.quick) and hand else None
    told: dict[Bound, bool] = {}  # ``_beyond``'s answers, asked again of the same bounds by ``_from_hand``
    whole = state.distinct_in_zone(hand) if (timing or kinds.quick) and hand \
        and _may_play(state, p, kinds, timing, budget, sources, told) else None  # one of each class, found once
    _from_hand(state, p, whole, sources, budget, timing, told, actions)
    _from_other_zones(state, p, sources, actions)
    _special_actions(state, p, timing, kinds, whole, sources, actions)
    flashback = state.flashback_cards(p)  # CR 702.34a
    for cid in state.distinct_in_zone(flashback) if flashback else ():
        if cast_problem(state, p, cid, sources) is None:
            actions.append(priority_action("cast", p, cid))
    _of_permanents(state, p, sources, active, actions)
    for cid, index in state.zone_activations(p):  # CR 113.6m, 702.29a
        if activate_problem(state, p, cid, index, sources) is None:
            actions.append(priority_action("activate", p, cid, index))
    return actions


def _from_hand(state: MtgState, p: int, whole: list[int] | None, sources: list[Source], budget: tuple[int, int] | None,
               timing: bool, told: dict[Bound, bool], actions: list[Action]) -> None:
    """Lands to play and spells to cast from the hand (``whole``: one of each class of its cards,
    ``None`` when none of them could be played now; ``budget``: the ``_mana_budget``; ``told``:
    ``_beyond``'s answers so far), each face of a card with several."""
    for cid in whole or ():
        defn = state.defn(cid)
        if defn.is_land:
            if timing and play_problem(state, p, cid) is None:
                actions.append(priority_action("play", p, cid))
        elif (timing or defn.instant_speed) and not _beyond(state, p, mana_bound(defn), budget, sources, told) \
                and cast_problem(state, p, cid, sources) is None:
            actions.append(priority_action("cast", p, cid))
        if defn.has_faces:  # CR 712.11b, 709.3, 715.3
            for choice, face in face_choices(defn):
                if face_problem(state, p, cid, choice, sources) is None:
                    actions.append(priority_action("play" if face.is_land else "cast", p, cid, choice))


def _from_other_zones(state: MtgState, p: int, sources: list[Source], actions: list[Action]) -> None:
    """Commanders (CR 903.8), cards on an adventure or foretold (CR 715.3d, 702.143a) and cards
    exiled that ``p`` may play this turn (CR 601.3)."""
    zones, index = state.zones, state.zone_index
    if state.commanders:
        for cid in zones[index[(p, "mando")]]:
            if cid in state.commanders and cast_problem(state, p, cid, sources) is None:
                actions.append(priority_action("cast", p, cid))
    exile = zones[index[(p, "exilio")]]
    if not exile:
        return
    for cid in exile:  # CR 715.3d, 702.143a: on an adventure, foretold
        if (on_adventure(state, p, cid) or castable_foretold(state, p, cid)) and cast_problem(state, p, cid, sources) is None:
            actions.append(priority_action("cast", p, cid))
    for cid in impulse_cards(state, p):  # CR 601.3: "you may play that card this turn"
        if state.defn(cid).is_land:
            if play_problem(state, p, cid) is None:
                actions.append(priority_action("play", p, cid))
        elif cast_problem(state, p, cid, sources) is None:
            actions.append(priority_action("cast", p, cid))


def _special_actions(state: MtgState, p: int, timing: bool, kinds: HandKinds, whole: list[int] | None,
                     sources: list[Source], actions: list[Action]) -> None:
    """Foretelling (CR 116.2h), morph (CR 702.37c, 702.37e; casting face down needs sorcery
    ``timing``) and suspending (CR 702.62a, 116.2f) of the cards of ``kinds``, ``p``'s hand;
    ``whole`` as ``_from_hand``'s, found here if needed."""
    if (kinds.foretold or kinds.defns and grants_foretell(state, p)) \
            and (p == state.turn_player or foretell_any_turn(state, p)):  # CR 116.2h; "on any player's turn"
        if whole is None:
            whole = state.distinct_in_zone(state.ids(p, "mano"))
        actions += [priority_action("foretell", p, cid) for cid in whole
                    if can_foretell(state, p, cid, sources)]  # CR 116.2h: foretelling, during your turn
    if timing and kinds.face_down or state.face_down:
        actions += morph.morph_actions(state, p, kinds.face_down if timing else (), sources)  # CR 702.37c, 702.37e
    if kinds.suspended:
        if whole is None:
            whole = state.distinct_in_zone(state.ids(p, "mano"))
        actions += [priority_action(suspending.ACTION, p, cid)  # CR 702.62a, 116.2f: suspending, a special action
                    for cid in suspending.suspend_actions(state, p, whole)]


def _of_permanents(state: MtgState, p: int, sources: list[Source], active: list[int], actions: list[Action]) -> None:
    """The activated and mana abilities of ``active``, the permanents of ``p`` that have any."""
    tappable = {source.card for source in sources}  # their mana abilities have no ``tap_problem``
    for cid in active:
        defn = state.defn(cid)
        if not defn.has_activated and not defn.has_paid_mana:  # only mana abilities without a mana cost (a land):
            if cid in tappable:  # their options in order, as the loop below would list them
                actions += _taps(p, cid, defn.mana_options)
            continue
        for kind, index, options in _abilities(defn.program):
            if kind is _ACTIVATED:
                if activate_problem(state, p, cid, index, sources) is None:
                    actions.append(priority_action("activate", p, cid, index))
            elif kind is _FREE_MANA:
                if cid in tappable:  # ``mana_problem`` of p's permanent
                    actions += _taps(p, cid, options)
            elif mana_problem(state, p, cid, options[0], sources) is None:
                actions += _taps(p, cid, options)


_ACTIVATED, _FREE_MANA, _PAID_MANA = "activated", "free", "paid"
#: ``_abilities`` of each program, with the program (bounded: the layers make programs)
_PLANS: dict[int, tuple[Program, tuple[tuple[str, int, tuple[str, ...]], ...]]] = {}


def _abilities(program: Program) -> tuple[tuple[str, int, tuple[str, ...]], ...]:
    """What ``_of_permanents`` asks of each activated (CR 602) and mana ability (CR 605) of
    ``program``, in order: its kind (a mana ability without a mana cost, or with one), its
    index and the mana it makes; worked out once per program."""
    found = _PLANS.get(id(program))
    if found is not None and found[0] is program:
        return found[1]
    plan = tuple((_ACTIVATED, index, ()) if ability.kind == "activated"
                 else (_FREE_MANA if ability.cost is None else _PAID_MANA, index, ability.mana)
                 for index, ability in enumerate(program.abilities) if ability.kind in ("activated", "mana"))
    if len(_PLANS) >= 1 << 12:
        _PLANS.clear()
    _PLANS[id(program)] = (program, plan)
    return plan


@lru_cache(maxsize=1 << 12)
def _taps(player: int, card: int, options: tuple[str, ...]) -> tuple[Action, ...]:
    """Tapping ``card`` for each of ``options`` (CR 605.3a), in order."""
    return tuple(priority_action("tap", player, card, option) for option in options)


# ---------------------------------------------------------------------- doing it

Doing = Callable[["MtgState", Action], None]


def answer(state: MtgState, action: Action) -> None:
    """Pass (CR 117.4), or play, cast, activate, take a special action or tap for mana."""
    if action.kind == "pass":
        pass_priority(state)
        return
    doing = _DOING.get(action.kind)
    if doing is None:
        raise ValueError(f"acción desconocida {action.kind}")
    card_id = action.cards[0]
    chain = state.chain
    state.chain = Chain(chain.links, chain.window, 0, chain.starter)  # no passes in a row now (``replace`` is slow)
    face = face_for(state.defn(card_id), action.choice) if action.kind in ("play", "cast") else None
    if face is not None:  # CR 712.11b, 709.3: that face or half up
        put_face_up(state, card_id, face)
    doing(state, action)


def pass_priority(state: MtgState) -> None:
    """CR 117.4: when all players pass in succession the top object resolves (and the active
    player receives priority, CR 117.3b) or, with an empty stack, the step ends."""
    state.chain = state.chain.pass_window(state.num_players)
    if state.left:
        state.skip_left_window()
    if not state.chain.all_passed(state.num_players - len(state.left)):  # CR 800.4: players still in the game
        # nothing changed since the check before this priority (CR 704.3): no need to repeat it
        state.sba_checked = not state.triggers
        state.need_priority = True
        return
    if state.chain.links:
        state.resolve_top()
        state.give_priority(state.turn_player)
    else:  # the step ends (CR 500.2), nothing changed since the check before this priority
        state.sba_checked = True


def _play(state: MtgState, action: Action) -> None:
    """CR 305.1: playing a land is a special action, no stack."""
    state.move(action.cards[0], state.zone(action.player, "campo"), kind="play")
    state.lands_played += 1
    state.give_priority(action.player)


def _cast(state: MtgState, action: Action) -> None:
    state._begin_cast(action.player, action.cards[0])


def _activate(state: MtgState, action: Action) -> None:
    begin_activate(state, action.player, action.cards[0], action.number)


def _cast_face_down(state: MtgState, action: Action) -> None:
    morph.cast_face_down(state, action.player, action.cards[0])  # CR 702.37c


def _special(act: Callable[["MtgState", int, int], object]) -> Doing:
    """A special action that does not use the stack (CR 116.2): the player keeps priority."""

    def doing(state: MtgState, action: Action) -> None:
        act(state, action.player, action.cards[0])
        state.give_priority(action.player)

    return doing


def _tap(state: MtgState, action: Action) -> None:
    """CR 605.3b: mana abilities resolve at once, without the stack."""
    p, card_id, mana = action.player, action.cards[0], str(action.choice)
    ability = mana_ability(state.defn(card_id).program.abilities, mana)
    if ability is not None and ability.cost is not None:  # its mana cost first (CR 602.2b)
        payment = find_payment(ability.cost, state.pools[p], state._sources_for(p, card_id), state.counters[p][LIFE])
        assert payment is not None
        pay(state, p, ability.cost, payment.taps, payment.life)
    state.tap(card_id)
    if ability is not None and ability.sacrifice:  # CR 111.10a, 701.17a: a Treasure is sacrificed as it is tapped
        state.move(card_id, state.owner_zone(card_id, "cementerio"), kind="sacrifice")
    if ability is not None and ability.costs:  # CR 605.3b: "{T}, Mill a card: Add {C}."
        pay_mana_costs(state, p, ability)
    state.add_mana(p, mana)
    mana_damage(state, card_id, mana)
    tapped_for_mana(state, card_id, mana)  # CR 106.12a, 605.4a
    state.give_priority(p)
    state.sba_checked = not state.triggers and not (ability is not None and ability.sacrifice)  # a sacrificed token: CR 704.5d


_DOING: dict[str, Doing] = {
    "play": _play, "cast": _cast, "activate": _activate, morph.CAST: _cast_face_down,
    morph.TURN_UP: _special(morph.turn_face_up),  # CR 702.37e, 116.2b
    "foretell": _special(foretell),  # CR 116.2h
    suspending.ACTION: _special(suspending.suspend),  # CR 702.62a, 116.2f
    "tap": _tap,
}


# ---------------------------------------------------------------------- refusals


def refusal(state: MtgState, action: Action) -> Rule | None:
    """The most specific rule that forbids ``action`` with priority (``None``: the general ones)."""
    p, kind, cards = action.player, action.kind, action.cards
    if not cards:
        return None
    if kind in ("play", "cast") and action.choice is not None:
        return face_problem(state, p, cards[0], action.choice) or rule("117.1")
    if kind == "play":
        return play_problem(state, p, cards[0]) or rule("117.1")
    if kind == "cast":
        return cast_problem(state, p, cards[0]) or rule("117.1")
    if kind == "activate" and isinstance(action.choice, int):
        return activate_problem(state, p, cards[0], action.choice) or rule("117.1")
    if kind == suspending.ACTION:
        return suspending.problem(state, p, cards[0]) or rule("117.1")
    if kind == "foretell":
        return rule("116.2h")
    if kind in (morph.CAST, morph.TURN_UP):
        return morph.refusal(state, action)
    if kind == "tap":
        return mana_problem(state, p, cards[0], str(action.choice)) or rule("117.1")
    return None
