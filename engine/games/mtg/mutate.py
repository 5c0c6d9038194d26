"""Mutate (CR 702.140) and merged permanents (CR 727).

"Mutate [cost]" means "You may pay [cost] rather than this spell's mana cost. If you do, it becomes a
mutating creature spell and targets a non-Human creature with the same owner as this spell"
(CR 702.140a): an alternative cost (CR 118.9, 601.2b, 601.2f–h), offered by the ``alternativo``
question of casting. ``mutate_line`` reads the line into that ``alternative_cost`` and the mark
``MUTATE``; ``cast_mutating`` marks the spell (``MUTATING``) and gives it its target (``TARGET``).

As a mutating creature spell starts to resolve (``merges``): with its target illegal it is an
ordinary creature spell again and enters the battlefield (CR 702.140b); with its target legal it does
not enter: its controller chooses over or under (``merging``, the ``PROMPT`` question: ``yes`` over,
``no`` under) and ``merge`` puts it there (CR 702.140c, 727.2). The merged permanent is the same
object as the target (CR 727.2b–c: not entering, no summoning sickness anew): it keeps the target's
card id, and its definition becomes the top card's characteristics with the abilities of all its
cards (CR 702.140e, 727.2a); "whenever this creature mutates" triggers (CR 702.140d, ``MUTATES``).

``state.merged`` holds, for each merged permanent, its cards top first and the permanent's own card
definition. The other cards are in no zone list while they are part of it (their zone is the
permanent's battlefield): they are shown with it (``merged_view``, the observation's ``fusionados``:
its cards are public). When it leaves the battlefield each card goes to that zone (CR 727.3,
``split_merged`` then ``scatter``); a token among them is a token off the battlefield and ceases to
exist (CR 704.5d). A face-down creature may be the target (CR 708.2: it has no creature type): over it
the permanent is face up, shown but not "turned face up"; under it, it stays a face-down 2/2 whose own
card only its controller sees in the listing (CR 727.2e, 708.5). Left out: the owner ordering the
cards in a graveyard or library (CR 727.3a, they go top card first), a face-down merged permanent
turned face up (it then has its own card's abilities only), double-faced components (CR 727.2h–j).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Sequence

from engine.core.actions import Action, Event, Prompt
from engine.games.mtg.abilities import Ability, LineReader, Program, borrowed_trigger
from engine.games.mtg.keywords import keyword_cost
from engine.games.mtg.morph import face_down_image, reveal
from engine.games.mtg.tribal import has_creature_type

if TYPE_CHECKING:
    from engine.core.chain import ChainLink
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard
    from engine.games.mtg.mana import ManaCost
    from engine.games.mtg.pending import Pending
    from engine.games.mtg.state import MtgState

MUTATE = "mutate"  # the mark (a static ability) of a card with mutate
MUTATES = "mutates"  # the trigger "Whenever this creature mutates" (CR 702.140d)
TARGET = "mutate_target"  # CR 702.140a: "a non-Human creature with the same owner as this spell"
MUTATING = "mutando"  # the mark of a mutating creature spell on the stack
PROMPT = "mutar_encima"  # CR 702.140c: over (``yes``) or under (``no``) the creature
MARKER = "mutado"  # a merged permanent's mark (its cards' codes) and its view's marker
_TRIGGER = re.compile(r"Whenever (?:this creature|CARDNAME) mutates, (?P<rest>.+)")

Merged = tuple[int, tuple[int, ...], "MtgCard"]
"""A merged permanent: its card id, its cards top first (its own among them), its own definition."""


def mutate_line(line: str) -> tuple[Ability, Ability] | None:
    """CR 702.140a: "Mutate {1}{G}{G}" as its alternative cost and its mark, or ``None``."""
    read = keyword_cost(line, "Mutate")
    if read is None:
        return None
    return Ability("static", line, static="alternative_cost", cost=read[1]), Ability("static", line, static=MUTATE)


def mutates_line(line: str, read: LineReader) -> Ability | None:
    """CR 702.140d: "Whenever this creature mutates, …" as its trigger, or ``None``."""
    found = _TRIGGER.fullmatch(line)
    return borrowed_trigger(line, found["rest"], read, MUTATES) if found is not None else None


def has_mutate(defn: "MtgCard") -> bool:
    return MUTATE in defn.static_kinds


def mutate_prompt(player: int, card: int, name: str, cost: "ManaCost | None") -> Prompt:
    """CR 702.140a: the ``alternativo`` question of a card with mutate, in its words."""
    return Prompt("alternativo", player, f"Mutación: ¿lanzas {name} por {cost} sobre o bajo una criatura no Humano "
                  "de la que eres propietario?", (card,),
                  text_en=f"Mutate: cast {name} for {cost} over or under a non-Human creature you own?")


def target_fits(state: "MtgBase", target: int, source: int) -> bool:
    """CR 702.140a: a non-Human creature with the same owner as the spell (shields aside)."""
    defn = state.defn(target)
    return defn.is_creature and not has_creature_type(defn, "human") and state._card(target).owner == state._card(source).owner


def can_mutate(state: "MtgBase", player: int, card_id: int) -> bool:
    """CR 601.2c, 702.140a: cast for its mutate cost only with a creature to target."""
    from engine.games.mtg.targets import any_candidate

    return any_candidate(state, TARGET, player, card_id, besides=card_id)


def cast_mutating(state: "MtgBase", pending: "Pending") -> "Pending":
    """CR 702.140a: the spell cast for its mutate cost becomes a mutating creature spell, whose
    target is then chosen (CR 601.2c)."""
    card = state._card(pending.source)
    if not has_mutate(card.defn) or pending.kind != "spell":  # type: ignore[arg-type]
        return pending
    card.marks[MUTATING] = 1
    pending = replace(pending, specs=(TARGET,))
    state.pending = pending
    return pending


def merges(state: "MtgBase", link: "ChainLink") -> bool:
    """CR 702.140b–c: as a mutating creature spell starts to resolve. Its target legal: its
    controller is asked over or under (``True``); illegal: it is an ordinary creature spell again
    (``False``, and so for any other spell)."""
    from engine.games.mtg.targets import is_legal

    card = state._card(link.source)
    if not card.marks.pop(MUTATING, None):
        return False
    target = link.targets[0] if link.targets else -1
    if not is_legal(state, TARGET, target, link.controller, link.source):
        return False  # CR 702.140b: it goes on resolving as a creature spell
    state.merging = (link.controller, link.source, target)
    return True


def merge_prompt(state: "MtgBase") -> Prompt:
    assert state.merging is not None
    player, spell, target = state.merging
    name, under = state._card_name(spell), state._card_name(target)
    return Prompt(PROMPT, player, f"Mutación: ¿pones {name} encima de {under}? (si no, debajo)", (spell, target),
                  text_en=f"Mutate: put {name} over {under}? (no: under it)")


def merge_actions(player: int) -> list[Action]:
    return [Action("yes", player), Action("no", player)]


def merged_entry(state: "MtgBase", permanent: int) -> Merged | None:
    return next((entry for entry in state.merged if entry[0] == permanent), None)


def components(state: "MtgBase", permanent: int) -> tuple[int, ...]:
    """The cards of a permanent, top first: itself alone when it is not merged."""
    entry = merged_entry(state, permanent) if state.merged else None
    return entry[1] if entry is not None else (permanent,)


def printed(state: "MtgBase", card_id: int) -> "MtgCard":
    """A card's own definition, without the layers' changes (CR 727.2a: the merged permanent's
    characteristics come from its cards; continuous effects then apply to it)."""
    return state._card(card_id).defn  # type: ignore[return-value]


def merged_defn(cards: Sequence["MtgCard"]) -> "MtgCard":
    """CR 702.140e, 727.2a: the top card's characteristics with the abilities of every card."""
    top = cards[0]
    program = Program(frozenset().union(*(c.program.keywords for c in cards)),
                      tuple(a for c in cards for a in c.program.abilities), top.program.enchant,
                      tuple(line for c in cards for line in c.program.unparsed))
    return replace(top, program=program, text="\n".join(c.text for c in cards), text_en="\n".join(c.text_en for c in cards))


def merge(state: "MtgState", over: bool) -> None:
    """CR 702.140c, 727.2: the spell becomes part of its target, over or under it."""
    assert state.merging is not None
    (player, spell, target), state.merging = state.merging, None
    entry = merged_entry(state, target)
    card, permanent = state._card(spell), state._card(target)
    if over and target in state.face_down:  # CR 727.2e: a face-up card on top, a face-up permanent
        reveal(state, target)  # shown to everyone, not "turned face up" (no such trigger)
        permanent.face_up = True
        state.emit(Event("reveal", permanent.owner, target, permanent.defn.name))
    face_down = target in state.face_down  # CR 727.2e, 708.2: under a face-down one, a face-down 2/2 still
    cards, own = (entry[1], entry[2]) if entry is not None else \
        ((target,), face_down_image(None) if face_down else printed(state, target))  # (its face in ``face_down``)
    cards = (spell,) + cards if over else cards + (spell,)
    src = state.zone_key_of(card.zone)
    state.zones[card.zone].remove(spell)  # CR 727.2b: it leaves the stack, part of an object on the battlefield
    card.reset_state()
    card.zone, card.controller = permanent.zone, permanent.controller
    state.merged = tuple(e for e in state.merged if e[0] != target) + ((target, cards, own),)
    defns = [own if c == target else printed(state, c) for c in cards]
    if not face_down:
        permanent.defn = merged_defn(defns)  # the layers apply to it as to any permanent (CR 613)
    permanent.marks[MARKER] = "+".join(d.code for d in defns)  # not interchangeable with its top card alone
    state.invalidate_statics()
    state.emit(Event("mutate", player, target, card.defn.name, src=src, dst=state.zone_key_of(permanent.zone),
                     text="encima" if over else "debajo"))
    state.queue_triggers(target, MUTATES)  # CR 702.140d


def split_merged(state: "MtgBase", permanent: int) -> tuple[int, ...]:
    """CR 727.3: a merged permanent leaving the battlefield is its own card again; its other
    cards (returned) are to follow it (``scatter``)."""
    entry = merged_entry(state, permanent)
    if entry is None:
        return ()
    state.merged = tuple(e for e in state.merged if e[0] != permanent)
    card = state._card(permanent)
    card.defn = entry[2]
    card.marks.pop(MARKER, None)
    return tuple(c for c in entry[1] if c != permanent)


def scatter(state: "MtgBase", parts: tuple[int, ...], dest: int, how: dict[str, Any]) -> None:
    """CR 727.3: each other card of a merged permanent that left goes to that zone (its owner's)."""
    name = state.zone_table[dest][1].name
    for cid in parts:
        card = state._card(cid)
        state.zones[card.zone].append(cid)  # back in its permanent's zone for the move
        state.move(cid, state.zone(card.owner, name), bottom=bool(how.get("bottom")), kind=str(how.get("kind", "move")))


def merged_view(state: "MtgBase", viewer: int | None) -> tuple[tuple[int, tuple[tuple[int, str | None, str], ...]], ...]:
    """The observation's ``fusionados``: each merged permanent and its cards top first (id, code,
    name), public to every player (CR 727.2, 702.140c) but a face-down one's own card, which only
    who may see it sees (CR 708.5: ``None`` and no name for the others)."""
    shown = []
    for permanent, cards, own in state.merged:
        if permanent in state.face_down:
            seen = viewer is not None and state.is_visible_to(viewer, state._card(permanent))
            real = state.face_down[permanent]
            mine = (real.code, real.name) if seen else (None, "")
        else:
            mine = (own.code, own.name)
        shown.append((permanent, tuple((cid, *mine) if cid == permanent
                                       else (cid, state._card(cid).defn.code, state._card(cid).defn.name) for cid in cards)))
    return tuple(shown)


__all__ = ["MARKER", "MUTATE", "MUTATES", "MUTATING", "PROMPT", "TARGET", "can_mutate", "cast_mutating", "components",
           "has_mutate", "merge", "merge_actions", "merge_prompt", "merged_view", "merges", "mutate_line", "mutate_prompt",
           "mutates_line", "scatter", "split_merged", "target_fits"]
