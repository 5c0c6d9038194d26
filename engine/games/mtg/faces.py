"""Cards with two faces: double-faced cards that transform (CR 712, 701.28), modal ones
(CR 712.3, 712.11b), split cards (CR 709) and adventurer cards (CR 715).

A transforming double-faced card is an ``MtgCard`` whose ``back`` holds its back face. Outside
the battlefield and the stack it has only its front face's characteristics (CR 712.8a); a
permanent that transforms turns its other face up and has only that face's characteristics,
its mana value still that of its front face (CR 712.8d, 712.8e). It stays the same object:
counters, damage, attachments and how long it has been controlled do not change (CR 701.28a).
When it leaves the battlefield it turns its front face up again.

Werewolves (Innistrad) transform "at the beginning of each upkeep, if no spells were cast last
turn" and back "if a player cast two or more spells last turn": intervening-if conditions,
checked when the ability triggers and again when it resolves (CR 603.4).

A modal double-faced card is played or cast with either face up (CR 712.11b); on the stack and
the battlefield it has only that face's characteristics, its own mana cost included (CR 712.8f).
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Iterator, Mapping

from engine.core.actions import Event
from engine.games.mtg.mana import ManaCost
from engine.games.mtg.bloodthirst import BLOODTHIRST, opponent_damaged
from engine.games.mtg.echo import ECHO, echo_due
from engine.games.mtg.morbid import MORBID
from engine.games.mtg.turn_counts import count_condition

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard

LAYOUTS = ("transform", "modal_dfc", "split", "adventure")  # MTGJSON/Scryfall layouts of the double-faced cards played here
BACK = "back"  # the ``choice`` of playing or casting a modal card's back face (CR 712.11b)
LEFT, RIGHT = "left", "right"  # … or a split card's half (CR 709.3)
ADVENTURE = "adventure"  # … or an adventurer card as its Adventure (CR 715.3)
ADVENTURING = "aventura"  # the mark of a card exiled after its Adventure: its controller may cast it (CR 715.3d)
TRANSFORMED = "transformada"  # the marker shown on a permanent with its back face up (CR 701.28g)
NO_SPELLS = "no_spells_last_turn"
TWO_SPELLS = "two_spells_last_turn"
_EACH_UPKEEP = re.compile(
    r"At the beginning of each upkeep, if (?P<c>no spells were cast last turn|a player cast two or more spells last turn),"
    r"\s*(?P<rest>.+)", re.IGNORECASE)


def each_upkeep_condition(line: str) -> tuple[str, str] | None:
    """A werewolf line: (its condition, the effect text), or ``None``."""
    match = _EACH_UPKEEP.fullmatch(line)
    if match is None:
        return None
    condition = NO_SPELLS if match["c"].lower().startswith("no ") else TWO_SPELLS
    return condition, match["rest"]


def condition_holds(state: "MtgBase", condition: str, source: int = -1) -> bool:
    """CR 603.4: an intervening "if" clause about the spells cast last turn, or morbid's, or
    about the ``source`` or the battlefield (``trigger_conditions``)."""
    from engine.games.mtg.trigger_conditions import source_condition

    about = source_condition(state, condition, source)
    if about is not None:
        return about
    if condition == NO_SPELLS:
        return not any(state.spells_last_turn)
    if condition == TWO_SPELLS:
        return any(count >= 2 for count in state.spells_last_turn)
    if condition == MORBID:  # "if a creature died this turn"
        return state.creature_died == state.turn
    card = state.cards[source] if 0 <= source < len(state.cards) else None
    if condition == ECHO:  # CR 702.30a: "if this permanent came under your control since the beginning of your last upkeep"
        return echo_due(state, source)
    if condition == BLOODTHIRST:  # CR 702.54a: "if an opponent was dealt damage this turn"
        return card is not None and opponent_damaged(state, card.controller)
    counted = count_condition(state, condition, card.controller if card is not None else -1)  # ``turn_counts``
    if counted is not None:
        return counted
    raise ValueError(f"condición desconocida {condition!r}")


def transform(state: "MtgBase", card_id: int) -> bool:
    """CR 701.28a: turn the permanent's other face up. Nothing happens to a permanent that is not
    a transforming double-faced card (CR 701.28c, 712.9) or whose other face is an instant or
    sorcery (CR 701.28d, 712.10). Returns whether it transformed."""
    card = state._card(card_id)
    if getattr(state.fronts.get(card_id) or card.defn, "flips", False):
        return False  # CR 710.4, 701.28c: a flip card does not transform (nor flips back)
    front = state.fronts.pop(card_id, None)
    if front is not None:  # its back face is up: the front face turns up again
        target: MtgCard = front
    else:
        back = getattr(card.defn, "back", None)
        if back is None or card.defn.modal or not back.is_permanent:  # type: ignore[attr-defined]
            return False  # CR 712.9: a modal double-faced card does not transform
        state.fronts[card_id] = card.defn  # type: ignore[assignment]
        target = back
    card.defn = target
    state.timestamp += 1
    state.timestamps[card_id] = state.timestamp  # CR 613.7g: a new timestamp each time it transforms
    state.invalidate_statics()
    state.emit(Event("transform", card.controller, card_id, target.name))
    return True


def face_choices(defn: Any) -> list[tuple[str, "MtgCard"]]:
    """The faces a card in hand may be played or cast as instead of itself: a modal card's back
    face (CR 712.11b) or either half of a split card (CR 709.3), with their ``choice``."""
    halves = getattr(defn, "halves", None)
    if halves is not None:
        return [(LEFT, halves[0]), (RIGHT, halves[1])]
    adventure = getattr(defn, "adventure", None)
    if adventure is not None:
        return [(ADVENTURE, adventure)]
    back = getattr(defn, "back", None)
    if back is not None and getattr(defn, "modal", False):
        return [(BACK, back)]
    return []


def face_for(defn: Any, choice: Any) -> "MtgCard | None":
    """The face ``choice`` names (``None``: none)."""
    return next((face for name, face in face_choices(defn) if name == choice), None)


def put_face_up(state: "MtgBase", card_id: int, face: "MtgCard") -> None:
    """A modal card played or cast with its back face up (CR 712.11b), or a split card cast as one
    half (CR 709.3): it keeps that face on the stack and the battlefield (CR 712.8f, 709.3b)."""
    card = state._card(card_id)
    state.fronts[card_id] = card.defn  # type: ignore[assignment]
    card.defn = face


@contextmanager
def showing(state: "MtgBase", card_id: int, face: "MtgCard") -> Iterator[None]:
    """Check a card as one of its faces or halves (CR 712.11c, 709.3a: only that one counts)."""
    card = state._card(card_id)
    whole = card.defn
    card.defn = face
    try:
        yield
    finally:
        card.defn = whole


def finish_adventure(state: "MtgBase", card_id: int, controller: int) -> bool:
    """CR 715.3d: a spell cast as an Adventure is exiled as it resolves instead of going to the
    graveyard, and while it stays exiled its controller may cast it (not as an Adventure).
    Returns whether ``card_id`` was such a spell."""
    whole = state.fronts.get(card_id)
    if whole is None or getattr(whole, "adventure", None) is not state._card(card_id).defn:
        return False
    state.move(card_id, state.owner_zone(card_id, "exilio"), kind="exile")
    state._card(card_id).marks[ADVENTURING] = controller
    return True


def on_adventure(state: "MtgBase", player: int, card_id: int) -> bool:
    """Whether ``player`` may cast the exiled ``card_id`` after its Adventure (CR 715.3d)."""
    card = state.cards[card_id]
    return card is not None and card.marks.get(ADVENTURING) == player and state.zone_name_of(card_id) == "exilio"


def split_card(code: str, name: str, left: "MtgCard", right: "MtgCard", text: str = "") -> "MtgCard":
    """A split card (CR 709): two halves on one card. Outside the stack it has both halves'
    characteristics: their names, types, colours and combined mana cost (CR 709.4, 709.4b); it is
    cast as one half (CR 709.3). A half the compiler cannot read leaves it to be played by hand."""
    from engine.games.mtg.abilities import Program
    from engine.games.mtg.cards import MtgCard

    cost = None
    if left.cost is not None and right.cost is not None:  # CR 709.4b: the combined mana cost
        cost = ManaCost(left.cost.generic + right.cost.generic, left.cost.symbols + right.cost.symbols, left.cost.x + right.cost.x)
    unparsed = tuple(f"{half.name}: {line}" for half in (left, right) for line in half.program.unparsed)
    return MtgCard(
        game="mtg", code=code, name=name, card_type=f"{left.card_type} // {right.card_type}",
        text=text or f"{left.text}\n//\n{right.text}",
        name_en=f"{left.name_en or left.name} // {right.name_en or right.name}", text_en=f"{left.oracle}\n//\n{right.oracle}",
        cost_text=f"{left.cost_text} // {right.cost_text}", cost=cost, colors=tuple(sorted(set(left.colors) | set(right.colors))),
        type_line=f"{left.type_line} // {right.type_line}", types=left.types | right.types,
        supertypes=left.supertypes | right.supertypes, subtypes=left.subtypes + right.subtypes,
        oracle=f"{left.oracle}\n//\n{right.oracle}", program=Program(unparsed=unparsed), halves=(left, right),
    )


def turn_front_up(state: "MtgBase", card_id: int) -> None:
    """CR 712.8a: a double-faced card leaving the battlefield has only its front face again."""
    front = state.fronts.pop(card_id, None)
    if front is not None:
        state._card(card_id).defn = front


def with_back(front: "MtgCard", back: "MtgCard", modal: bool = False) -> "MtgCard":
    """The front face carrying its back face. A transforming card's back keeps the front's mana
    cost for its mana value (CR 712.8e) and cannot be cast by itself; a modal card's back has its
    own cost and may be cast or played instead of the front (CR 712.8f, 712.11b). A line the
    compiler cannot read on either face leaves the card to be played by hand."""
    from engine.games.mtg.abilities import Program

    if not modal:
        back = replace(back, cost=front.cost, cost_text="")
    program = front.program
    if back.program.unparsed:
        program = Program(program.keywords, program.abilities, program.enchant,
                          program.unparsed + tuple(f"back face: {line}" for line in back.program.unparsed))
    return replace(front, back=back, program=program, modal=modal)


def with_adventure(main: "MtgCard", adventure: "MtgCard") -> "MtgCard":
    """An adventurer card: its normal characteristics carrying its Adventure's (CR 715.2); a line
    the compiler cannot read in either leaves the card to be played by hand."""
    from engine.games.mtg.abilities import Program

    program = main.program
    if adventure.program.unparsed:
        program = Program(program.keywords, program.abilities, program.enchant,
                          program.unparsed + tuple(f"adventure: {line}" for line in adventure.program.unparsed))
    return replace(main, adventure=adventure, program=program)


def faces_of(extra: Mapping[str, Any]) -> tuple[Mapping[str, Any], Mapping[str, Any]] | None:
    """The two faces of a transforming or modal double-faced card record (``extra["faces"]`` of
    the MTGJSON and Scryfall readers; ``extra["layout"]`` tells which), or ``None``."""
    faces = extra.get("faces")
    if extra.get("layout") not in LAYOUTS or not isinstance(faces, list) or len(faces) != 2:
        return None
    if not all(isinstance(face, Mapping) for face in faces):
        return None
    return faces[0], faces[1]


__all__ = ["ADVENTURE", "ADVENTURING", "BACK", "LEFT", "RIGHT", "finish_adventure", "on_adventure", "TRANSFORMED", "condition_holds", "each_upkeep_condition", "face_choices", "face_for",
           "faces_of", "put_face_up", "showing", "split_card", "transform", "turn_front_up", "with_adventure", "with_back"]
