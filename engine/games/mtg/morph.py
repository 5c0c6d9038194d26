"""Morph, megamorph and disguise (CR 702.37, 702.168): face-down spells and permanents (CR 708).

"Morph {cost}" lets its owner cast the card from their hand face down for {3} instead of its mana
cost (CR 702.37a, 702.37c): before it goes to the stack it becomes a 2/2 creature with no text,
no name, no subtypes, no colour and no mana cost (CR 708.2a, 708.4), and it enters the battlefield
so (CR 702.37c, 708.3: no enters-the-battlefield ability of the card applies). Any time they have
priority its controller may turn it face up by paying its morph cost, a special action that uses
no stack (CR 702.37e, 116.2b); "When CARDNAME is turned face up, …" then triggers, nothing that
looks at entering the battlefield does (CR 708.8). "Megamorph {cost}" also puts a +1/+1 counter on
it as it is turned face up for that cost (CR 702.37b, 708.11). "Disguise {cost}" is morph whose
face-down 2/2 has ward {2} (CR 702.168a, 702.168b, 702.168d).

Hidden information (CR 708.5): while it is face down the card's ``defn`` *is* its face-down image
(``face_down_image``), so everything that names or reads it — the rules, the events, the stack,
the notation — sees only a nameless 2/2; the real card waits in ``state.face_down``. Only its
controller sees what it is (``face_down_view``); a state masked for another player, or resampled
for a bot, replaces it by the one generic image (``hide_face_down``). It is revealed to everyone
when it leaves the battlefield or the stack for any zone but the battlefield (``reveal``), and
at the end of the game (``reveal_all``, CR 708.9).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Container, Sequence

from engine.core.actions import Action, Event
from engine.core.cards import normalize_name
from engine.core.errors import Rule
from engine.core.notation import locator, quote, restore, unquote
from engine.core.observation import CardView
from engine.games.mtg.abilities import Ability, LineReader, Program, borrowed_trigger
from engine.games.mtg.keywords import keyword_cost
from engine.games.mtg.mana import ManaCost, Source, find_payment
from engine.games.mtg.rules import rule

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard
    from engine.games.mtg.state import MtgState

MORPH = "morph"  # the static ability: ``cost`` the morph cost, ``other`` megamorph (CR 702.37b)
DISGUISE = "disguise"  # the same for disguise: its face-down image has ward {2} (CR 702.168a)
TURNED_UP = "turned_face_up"  # the trigger "When CARDNAME is turned face up" (CR 708.8)
FACE_DOWN_PRICE = ManaCost(3)  # CR 702.37a: {3} rather than its mana cost
FACE_DOWN_NAME = "Boca abajo"
FACE_DOWN_MARKER = "boca_abajo"  # a marker of the card's view: face down (CR 708)
CAST = "morph"  # the action: cast a card face down (CR 702.37c)
TURN_UP = "unmorph"  # the special action: turn a face-down permanent face up (CR 702.37e, 116.2b)
_WARD = Ability("triggered", "Ward {2}", cost=ManaCost(2), trigger="ward")  # CR 702.168a, 702.21a
_TRIGGER = re.compile(r"When CARDNAME is turned face up, (?P<rest>.+)")


def morph_line(line: str, read: LineReader) -> Ability | None:
    """"Morph {1}{U}" / "Megamorph {5}{G}" as the static ability holding the morph cost, or
    "When CARDNAME is turned face up, …" as its trigger; ``None`` otherwise. A morph cost that is
    not mana ("Morph—Reveal a white card …") is left to be played by hand."""
    trigger = _TRIGGER.fullmatch(line)
    if trigger is not None:  # CR 708.8
        return borrowed_trigger(line, trigger["rest"], read, TURNED_UP)
    found = keyword_cost(line, "Morph", "Megamorph", "Disguise")
    if found is None:
        return None
    keyword, cost = found
    return Ability("static", line, static=DISGUISE if keyword == "Disguise" else MORPH, cost=cost, other=keyword == "Megamorph")


def morph_ability(defn: "MtgCard") -> Ability | None:
    return next((a for a in defn.program.abilities if a.static in (MORPH, DISGUISE)), None)


@lru_cache(maxsize=1024)
def face_down_image(card: "MtgCard | None", ward: bool = False) -> "MtgCard":
    """CR 708.2a: a 2/2 creature with no text, no name, no subtypes, no colour and no mana cost;
    with ward {2} when cast by disguise (CR 702.168a). Its code is the card's with a suffix, so
    that two face-down copies of one card are alike to their controller and face-down different
    cards are not. ``None``: the one image a player who cannot see the card gets
    (``hide_face_down``), with ``ward`` as the face-down card has it (public)."""
    from engine.games.mtg.cards import MtgCard

    if card is not None:
        ward = DISGUISE in card.static_kinds
    code = ("boca-abajo-rebatir" if ward else "boca-abajo") if card is None else f"{card.code}:boca-abajo"
    program = Program(abilities=(_WARD,)) if ward else Program()
    return MtgCard(game="mtg", code=code, name=FACE_DOWN_NAME, name_en="Face-down creature", card_type="Criatura",
                   type_line="Creature", types=frozenset({"creature"}), power=2, toughness=2, program=program)


# ------------------------------------------------------------------ casting face down (CR 702.37c)

def cast_problem(state: "MtgState", player: int, card_id: int, sources: list[Source] | None = None) -> Rule | None:
    """Why ``player`` cannot cast ``card_id`` face down now (``None``: they can)."""
    if card_id not in state.ids(player, "mano"):
        return rule("117.1")  # CR 702.37a: from the hand, where the card could be cast
    if morph_ability(state.defn(card_id)) is None:
        return rule("702.37d")  # normally a card can't be cast face down
    if not state._sorcery_timing(player):
        return rule("117.1a")  # the face-down spell is a creature spell without flash (CR 708.4)
    if sources is None:
        sources = state._sources_for(player)
    if not state._payable(player, FACE_DOWN_PRICE, sources):
        return rule("601.2h")
    return None


def cast_face_down(state: "MtgState", player: int, card_id: int) -> None:
    """CR 702.37c, 708.4: it turns face down, then goes to the stack; {3} is paid as its cost
    (``Pending.extra`` added to the image's lack of a mana cost, which cost changes still see)."""
    from engine.games.mtg.pending import Pending

    card = state._card(card_id)
    real = card.defn
    state.face_down[card_id] = real  # type: ignore[assignment]
    card.defn = face_down_image(real)
    state.move(card_id, state.zone(None, "pila"), face_up=False, kind="cast")
    state.pending = Pending(card_id, player, "spell", -1, (), (), 0, FACE_DOWN_PRICE.generic)
    state.start_choices(state.pending)


# ------------------------------------------------------------------ turning face up (CR 702.37e)

def face_down_of(state: "MtgBase", player: int) -> list[int]:
    """``player``'s face-down permanents."""
    return [cid for cid in state.battlefield(player) if cid in state.face_down]


def turn_up_problem(state: "MtgState", player: int, card_id: int, sources: list[Source] | None = None) -> Rule | None:
    """Why ``player`` cannot turn ``card_id`` face up now (``None``: they can). Told another
    player's card, the answer is the same whatever it is."""
    if card_id not in state.face_down or card_id not in state.battlefield(player):
        return rule("702.37e")  # a face-down permanent you control
    ability = morph_ability(state.face_down[card_id])
    if ability is None or ability.cost is None:  # no morph or disguise cost if it were face up
        return rule("702.37e")
    disguised = ability.static == DISGUISE
    if sources is None:
        sources = state._sources_for(player)
    if not state._payable(player, ability.cost.with_x(0), sources):
        return rule("702.168d" if disguised else "702.37e")  # the special action's cost
    return None


def turn_face_up(state: "MtgState", player: int, card_id: int) -> None:
    """Pay the morph cost, turn it face up: everyone sees it (CR 702.37e); a megamorph cost puts
    a +1/+1 counter on it as it turns (CR 702.37b, 708.11); "when turned face up" triggers."""
    from engine.games.mtg.base import LIFE, PLUS

    real = state.face_down[card_id]
    ability = morph_ability(real)
    assert ability is not None and ability.cost is not None
    cost = ability.cost.with_x(0)
    payment = find_payment(cost, state.pools[player], state._sources_for(player), state.counters[player][LIFE])
    assert payment is not None
    state.pay(player, cost, payment.taps, payment.life)
    del state.face_down[card_id]
    card = state._card(card_id)
    card.defn = real
    card.face_up = True
    card.known = (1 << state.num_players) - 1
    if ability.other:
        card.counters[PLUS] = card.counters.get(PLUS, 0) + 1
    state.invalidate_statics()
    state.emit(Event("turn_face_up", player, card_id, real.name))
    state.queue_triggers(card_id, TURNED_UP)  # CR 708.8: no enters-the-battlefield ability


# ------------------------------------------------------------------ what each player may know (CR 708.5, 708.9)

def reveal(state: "MtgBase", card_id: int) -> None:
    """CR 708.9: it leaves the battlefield (or the stack, not for the battlefield) and is shown
    to everyone: it has its own characteristics again."""
    card = state._card(card_id)
    card.defn = state.face_down.pop(card_id)
    card.known = (1 << state.num_players) - 1


def reveal_all(state: "MtgBase") -> None:
    """CR 708.9: at the end of the game every face-down spell and permanent is shown."""
    for card_id, real in sorted(state.face_down.items()):
        card = state._card(card_id)
        card.known = (1 << state.num_players) - 1
        state.emit(Event("reveal", card.owner, card_id, real.name))


def face_down_view(state: "MtgBase", card_id: int, key: str, viewer: int | None) -> CardView:
    """The face-down card as ``viewer`` sees it: its controller (and, once it is revealed,
    everyone) knows what it is; the others see a 2/2 with its counters and state (CR 708.5)."""
    card = state._card(card_id)
    known = viewer is not None and state.is_visible_to(viewer, card)
    real = state.face_down[card_id]
    markers = state._card_markers(card) + (FACE_DOWN_MARKER,)
    return CardView(card_id, card.owner, card.controller, key, real.code if known else None, real.name if known else None,
                    False, card.rotated, tuple(sorted(card.counters.items())), card.attached_to, state._card_stats(card),
                    markers)


def hide_face_down(state: "MtgBase", player: int, keep: Container[int] = ()) -> None:
    """In a copy of the state: every face-down card ``player`` can't see (but those of ``keep``)
    becomes the one generic image, with no morph cost (a masked or resampled state, whose answers
    must not depend on what the card is)."""
    for card_id in list(state.face_down):
        card = state._card(card_id)
        if card_id not in keep and not state.is_visible_to(player, card):
            ward = DISGUISE in state.face_down[card_id].static_kinds  # CR 702.168a: its ward {2} is seen
            card.defn = state.face_down[card_id] = face_down_image(None, ward)


# ------------------------------------------------------------------ actions and notation

def morph_actions(state: "MtgState", player: int, candidates: Sequence[int], sources: list[Source]) -> list[Action]:
    """Casting face down (``candidates``: the cards in ``player``'s hand with morph or disguise,
    none without sorcery timing) and turning face up (``player``'s face-down permanents whose
    morph cost they can pay)."""
    from engine.games.mtg.priority_actions import priority_action

    actions = []
    for cid in candidates:
        if cast_problem(state, player, cid, sources) is None:
            actions.append(priority_action(CAST, player, cid))
    if state.face_down:
        for cid in state.distinct_in_zone(face_down_of(state, player)):
            if turn_up_problem(state, player, cid, sources) is None:
                actions.append(priority_action(TURN_UP, player, cid))
    return actions


def refusal(state: "MtgState", action: Action) -> Rule:
    if action.kind == CAST:
        return cast_problem(state, action.player, action.cards[0]) or rule("117.1")
    return turn_up_problem(state, action.player, action.cards[0]) or rule("117.1")


def turn_up_string(state: "MtgState", card_id: int, player: int) -> str:
    """"unmorph Willbender": the card by its real name among ``player``'s face-down permanents
    (with its place when another of that name is not alike), as its controller knows it."""
    real = state.face_down.get(card_id)
    if real is None or state._card(card_id).controller != player:
        return f"{TURN_UP} @{locator(state, card_id)}"
    alike = all(state.card_key(c) == state.card_key(card_id) for c in face_down_of(state, player)
                if normalize_name(state.face_down[c].name) == normalize_name(real.name))
    return f"{TURN_UP} {quote(real.name)}" + ("" if alike else f"@{locator(state, card_id)}")


def parse_turn_up(state: "MtgState", rest: str, player: int) -> Action:
    """The face-down permanent of ``player`` that ``rest`` names (its real name, its place, or
    both: "Willbender@P1.campo.2"), else the permanent it names as any other action would."""
    name, at, place = restore(rest).strip().rpartition("@") if "@" in rest else (rest, "", "")
    wanted = normalize_name(unquote(name)) if name.strip() else ""
    for cid in face_down_of(state, player):
        if at and locator(state, cid).casefold() != place.strip().casefold():
            continue
        real = state.face_down[cid]
        if not wanted or wanted in (normalize_name(real.name), normalize_name(real.name_en or real.name)):
            return Action(TURN_UP, player, (cid,))
    # any other permanent the player can name (a face-up one, another player's by its place):
    # refused by its rule (CR 702.37e)
    return Action(TURN_UP, player, (state.resolve(rest, state.battlefield(), player),))


__all__ = ["CAST", "DISGUISE", "FACE_DOWN_MARKER", "FACE_DOWN_NAME", "FACE_DOWN_PRICE", "MORPH", "TURNED_UP", "TURN_UP",
           "cast_face_down", "cast_problem", "face_down_image", "face_down_of", "face_down_view", "hide_face_down",
           "morph_ability", "morph_actions", "morph_line", "parse_turn_up", "refusal", "reveal", "reveal_all",
           "turn_face_up", "turn_up_problem", "turn_up_string"]
