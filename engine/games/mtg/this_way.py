"""Instructions about what an earlier instruction of the same spell or ability did (CR 608.2c:
the text is read whole; CR 608.2h: what was done is known from then on):

- "Destroy target artifact or land. If an artifact is destroyed this way, create a Treasure
  token." (Smashing Success);
- "Mill four cards. If at least one Angel card is milled this way, you gain 4 life." (Renegade
  Reaper);
- "Target opponent discards two cards. If fewer than two cards were discarded this way, you draw
  cards equal to the difference." (Skull Raid);
- "CARDNAME deals 3 damage to any target. If a creature is dealt damage this way, it gets +5/+0
  until end of turn." (Provoke the Trolls) and "CARDNAME deals 2 damage to each creature. If a
  creature dealt damage this way would die this turn, exile it instead." (Crush the Weak, CR
  614.1a);
- "Exile target artifact or creature. Its controller creates a 1/1 blue Bird creature token with
  flying." (Ravenform: the controller it had as it left, CR 608.2h);
- "Tap enchanted creature. It deals damage to you equal to its power." (Bind the Monster).

``this_way_patterns`` reads the sentences; ``fold`` (``back_references.refer_back``) makes the
instruction they look back at note what it does (``NOTED_DAMAGE``, ``NOTED_MILL``, a
``NOTE_HAND`` or ``NOTE_CONTROLLER`` before it). ``apply`` carries out these ops as the spell or
ability resolves, keeping the notes on its source (``marks``) until the next resolution;
``holds`` tells whether a ``WAY`` condition is true.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.cards import MtgCard
    from engine.games.mtg.effects import EffectsMixin
    from engine.games.mtg.oracle_sentences import _Sentence

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
WAY = "way:"  # conditions of this module: "way:destroyed:<slot>:<type>", "way:milled:<type>", "way:dealt:<slot>"
NOTED_DAMAGE = "damage_noted"  # damage, noting the creatures dealt damage
NOTED_MILL = "mill_noted"  # a mill, noting the cards milled
NOTE_HAND = "hand_noted"  # before a discard of N: how many short of N the hand is
DRAW_SHORTFALL = "draw_shortfall"  # "you draw cards equal to the difference"
EXILE_DEALT = "exile_dealt"  # "if a creature dealt damage this way would die this turn, exile it instead"
NOTE_CONTROLLER = "controller_noted"  # before the target leaves: who controls it
TOKEN_FOR_NOTED = "token_for_controller"  # "Its controller creates …"
POWER_BITE = "damage_power_you"  # "It deals damage to you equal to its power"
PREVIOUS = "previous"  # ``who`` of an effect about the previous instruction's object
OPS = frozenset({NOTED_DAMAGE, NOTED_MILL, NOTE_HAND, DRAW_SHORTFALL, EXILE_DEALT, NOTE_CONTROLLER, TOKEN_FOR_NOTED,
                 POWER_BITE})
_DEALT, _MILLED, _SHORT, _OWNER = "way_danados", "way_molidas", "way_faltan", "way_controlador"
_TYPES = r"(?P<t>artifact|creature|enchantment|land|planeswalker)"
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def this_way_patterns(sentence: "_Sentence") -> list[tuple[str, Builder]]:
    """The sentence templates of this module (``oracle_sentences._Sentence``)."""

    def gated(condition: Callable[[re.Match[str], int], str], about_target: bool) -> Builder:
        def build(m: re.Match[str]) -> list[Effect] | None:
            if about_target and not sentence.targets:
                return None
            slot = len(sentence.targets) - 1
            effects = sentence.parse(m["e"][0].upper() + m["e"][1:])
            return [replace(e, condition=condition(m, slot)) for e in effects] if effects else None
        return build

    def shortfall(m: re.Match[str]) -> list[Effect]:
        number = m["n"].lower()
        return [Effect(DRAW_SHORTFALL, int(number) if number.isdigit() else _NUMBERS[number], who="you")]

    def for_controller(m: re.Match[str]) -> list[Effect] | None:
        made = sentence.parse("Create " + m["r"])
        if not made or any(e.op != "token" for e in made):
            return None
        return [replace(e, op=TOKEN_FOR_NOTED) for e in made]

    return [
        (r"if an? " + _TYPES + r" is destroyed this way, (?P<e>.+)",
         gated(lambda m, slot: f"{WAY}destroyed:{slot}:{m['t'].lower()}", True)),
        (r"if (?:at least one|an?) (?P<t>[A-Za-z]+) card is milled this way, (?P<e>.+)",
         gated(lambda m, slot: f"{WAY}milled:{m['t'].lower()}", False)),
        (r"if a creature is dealt damage this way, (?P<e>.+)",
         gated(lambda m, slot: f"{WAY}dealt:{slot}", True)),
        (r"if fewer than (?P<n>one|two|three|four|five|\d+) cards were discarded this way, "
         r"you draw cards equal to the difference", shortfall),
        (r"if a creature (?:is )?dealt damage this way (?:and )?would die this turn, exile it instead",
         lambda m: [Effect(EXILE_DEALT)]),
        (r"its controller creates (?P<r>an? .+ tokens?(?: with [a-z ,]+)?)", for_controller),
        (r"(?:it|that creature) deals damage to you equal to its power", lambda m: [Effect(POWER_BITE, who=PREVIOUS)]),
    ]


def fold(before: list[Effect], parsed: list[Effect]) -> list[Effect] | None:
    """``parsed`` against the instructions ``before`` it: the one it looks back at is made to
    note what it does; ``None`` when there is no such instruction."""
    for effect in parsed:
        if effect.condition.startswith(f"{WAY}milled:"):
            if not _renote(before, "mill", NOTED_MILL):
                return None
        elif effect.condition.startswith(f"{WAY}dealt:") or effect.op == EXILE_DEALT:
            if not _renote(before, "damage", NOTED_DAMAGE, effect.condition.rpartition(":")[2] if effect.condition else None):
                return None
        elif effect.condition.startswith(f"{WAY}destroyed:"):
            slot = int(effect.condition.split(":")[2])
            if not any(e.op == "destroy" and e.target and e.slot == slot for e in before):
                return None
        elif effect.op == DRAW_SHORTFALL:
            discard = next((i for i in range(len(before) - 1, -1, -1) if before[i].op == "discard"), None)
            if discard is None or before[discard].amount != effect.amount or not before[discard].target:
                return None
            last = before[discard]
            before.insert(discard, Effect(NOTE_HAND, last.amount, target=last.target, slot=last.slot))
        elif effect.op == TOKEN_FOR_NOTED:
            if not before or not before[-1].target or any(e.op == NOTE_CONTROLLER for e in before):
                return None
            last = before[-1]
            before.insert(len(before) - 1, Effect(NOTE_CONTROLLER, target=last.target, slot=last.slot))
    return [_about_previous(before, e) for e in parsed]


def _about_previous(before: list[Effect], effect: Effect) -> Effect:
    if effect.who != PREVIOUS:
        return effect
    last = before[-1] if before else Effect("")
    return replace(effect, who=last.who if not last.target else "", target=last.target, slot=last.slot)


def _renote(before: list[Effect], op: str, noted: str, slot: str | None = None) -> bool:
    """The last ``op`` in ``before`` (on target ``slot`` when given) becomes ``noted``."""
    for index in range(len(before) - 1, -1, -1):
        effect = before[index]
        if effect.op == noted:
            return True
        if effect.op == op and (slot is None or (effect.target and str(effect.slot) == slot)):
            before[index] = replace(effect, op=noted)
            return True
    return False


def complete(effects: list[Effect]) -> bool:
    """Nothing of this module refers to something that is not there (a ``PREVIOUS`` subject)."""
    return all(e.who != PREVIOUS for e in effects)


def apply(state: "EffectsMixin", effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    """Carry out one of ``OPS`` for the spell or ability of ``source`` (CR 608.2c)."""
    from engine.games.mtg.base import code_player, player_code

    marks = state._card(source).marks if state.cards[source] is not None else {}
    op = effect.op
    if op == NOTED_DAMAGE:  # CR 120.3: the creatures actually dealt damage (none when it is prevented)
        dealt: list[int] = []
        for subject in subjects:
            seen = len(state._events)
            state.deal_damage(source, controller, subject, amount)
            if subject >= 0 and any(e.kind == "damage" and e.card == subject for e in state._events[seen:]):
                dealt.append(subject)
        marks[_DEALT] = tuple(dealt)
    elif op == EXILE_DEALT:  # CR 614.1a: a replacement effect on each of them until the turn ends
        for creature in marks.get(_DEALT, ()):
            if state.on_battlefield(creature):
                state.add_shield("exile", creature, 0, source)
    elif op == NOTED_MILL:  # CR 701.13a
        milled: list[int] = []
        for subject in subjects:
            player = code_player(subject)
            for cid in list(state.ids(player, "biblioteca")[:amount]):
                state.move(cid, state.zone(player, "cementerio"), kind="mill")
                milled.append(cid)
        marks[_MILLED] = tuple(milled)
    elif op == NOTE_HAND:  # CR 701.8a: a player discards as many as they can
        marks[_SHORT] = sum(max(0, amount - len(state.ids(code_player(s), "mano"))) for s in subjects if s < 0)
    elif op == DRAW_SHORTFALL:
        short = marks.pop(_SHORT, 0)
        if short:
            state.draw(controller, short)
    elif op == NOTE_CONTROLLER:  # CR 608.2h: the controller it had as it left
        marks[_OWNER] = tuple(state._card(s).controller for s in subjects if s >= 0 and state.on_battlefield(s))
    elif op == TOKEN_FOR_NOTED:  # CR 111.2: the token enters under that player's control
        for player in marks.pop(_OWNER, ()):
            state.apply_effect(replace(effect, op="token", who=""), source, player, [player_code(player)], amount)
    elif op == POWER_BITE:  # CR 120.3: the creature is the source of the damage
        for subject in subjects:
            if subject >= 0 and state.on_battlefield(subject):
                power = max(0, state.power_toughness(subject)[0])
                state.deal_damage(subject, state._card(subject).controller, player_code(controller), power)


def holds(state: "EffectsMixin", condition: str, source: int, targets: tuple[int, ...]) -> bool:
    """Whether a ``WAY`` condition is true for the spell or ability of ``source`` (CR 608.2c)."""
    kind, _, rest = condition.removeprefix(WAY).partition(":")
    marks = state._card(source).marks if state.cards[source] is not None else {}
    if kind == "destroyed":  # it left the battlefield for a graveyard (not indestructible, not regenerated)
        slot, wanted = rest.split(":")
        target = targets[int(slot)] if int(slot) < len(targets) else -1
        return 0 <= target < len(state.cards) and state.cards[target] is not None \
            and state.zone_name_of(target) == "cementerio" and wanted in state.defn(target).types
    if kind == "milled":
        return any(_is_a(state.defn(c), rest) for c in marks.get(_MILLED, ()))
    if kind == "dealt":
        target = targets[int(rest)] if int(rest) < len(targets) else -1
        return target in marks.get(_DEALT, ()) and state.on_battlefield(target) and state.defn(target).is_creature
    raise ValueError(f"condición desconocida {condition!r}")


def _is_a(defn: "MtgCard", word: str) -> bool:
    """Whether the card is a ``word``: a card type, or a creature type (every one with changeling,
    CR 702.73a, in every zone)."""
    from engine.games.mtg.cards import CARD_TYPES
    from engine.games.mtg.tribal import has_creature_type

    return word in defn.types or word not in CARD_TYPES and has_creature_type(defn, word)


__all__ = ["OPS", "WAY", "apply", "complete", "fold", "holds", "this_way_patterns"]
