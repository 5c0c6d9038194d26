"""Abilities that trigger when a spell is cast (CR 603.2, 601.2i): "Whenever a player casts a
white spell, …" (the Alpha Cups and Rods), "Whenever you cast an enchantment spell, …",
"Whenever you cast your second spell each turn, …" (Kaldheim), and prowess (CR 702.108a).

``cast_trigger_line`` reads the line into a triggered ability whose ``trigger`` is
``cast:<who>:<what>`` (who: ``any``, ``you``, ``opponent``; what: a colour letter, a card type,
``noncreature``, ``instant_sorcery``, ``second``, ``any`` — "Whenever you cast a spell" — or
``elsewhere``: "… a spell from anywhere other than your hand", a graveyard, exile (foretold) or the
command zone, CR 601.2a). ``spell_cast`` queues the abilities a spell just cast triggers, once it
has become cast (CR 601.2i).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, COLOR_WORDS, LineReader, borrowed_trigger
from engine.games.mtg.faces import condition_holds
from engine.games.mtg.watchers import watches, watches_any

if TYPE_CHECKING:
    from engine.games.mtg.effects import EffectsMixin

_LINE = re.compile(r"Whenever (?P<who>a player casts|you cast|an opponent casts) (?:a |an |your )?(?:(?P<what>[a-z ]+?) )?spell"
                   r"(?P<turn> each turn)?(?P<away> from anywhere other than (?:your|their) hand)?, (?P<rest>.+)")
_WHO = {"a player casts": "any", "you cast": "you", "an opponent casts": "opponent"}
_TYPES = ("artifact", "creature", "enchantment", "instant", "sorcery", "noncreature", "instant or sorcery")
PREFIX = "cast:"
ELSEWHERE = "elsewhere"  # a spell cast from anywhere other than its caster's hand
NOT_FROM_HAND = "lanzada_fuera_de_la_mano"  # the mark of a spell cast from another zone (CR 601.2a)
CAST_THIS = "cast_this"  # "When you cast this spell": storm, cascade (CR 702.40a, 702.85a), triggered on the stack
CAST_BEFORE = "lanzados_antes"  # the mark of such a spell: how many spells were cast before it this turn (CR 702.40a)


def cast_trigger_line(line: str, read: LineReader) -> Ability | None:
    """A "whenever … casts … spell" line as its triggered ability, the effect read by ``read``
    (the oracle's line reader), or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    what = match["what"]
    if match["away"] or what is None:  # CR 601.2a: "a spell from anywhere other than your hand"
        if what is not None or match["turn"]:
            return None
        kind = ELSEWHERE if match["away"] else "any"
    elif match["turn"]:  # CR 603.2: "your second spell each turn"
        if what != "second" or match["who"] != "you cast":
            return None
        kind = "second"
    elif what in COLOR_WORDS:
        kind = COLOR_WORDS[what]
    elif what in _TYPES:
        kind = what.replace(" or ", "_")
    else:
        return None
    return borrowed_trigger(line, match["rest"], read, f"{PREFIX}{_WHO[match['who']]}:{kind}")


def _fits(state: "EffectsMixin", what: str, spell: int, caster: int) -> bool:
    defn = state.defn(spell)
    if what == "any":
        return True
    if what == ELSEWHERE:  # CR 601.2a: the zone it was moved to the stack from
        return bool(state._card(spell).marks.get(NOT_FROM_HAND))
    if what == "second":
        return state.spells_cast[caster] == 2
    if what in COLOR_WORDS.values():
        return what in defn.colors
    if what == "noncreature":
        return not defn.is_creature
    if what == "instant_sorcery":
        return bool(defn.types & {"instant", "sorcery"})
    return what in defn.types


def spell_cast(state: "EffectsMixin", spell: int, caster: int) -> None:
    """CR 603.2: the abilities that trigger on ``caster`` casting ``spell`` (prowess of the
    caster's permanents, CR 702.108a; "whenever … casts" of every permanent; the spell's own "when you
    cast this spell", CR 702.40a, 702.85a)."""
    if state.defn(spell).has_triggered:
        state._card(spell).marks[CAST_BEFORE] = sum(state.spells_cast) - 1  # itself already counted
        state.queue_triggers(spell, CAST_THIS)
    if not state.defn(spell).is_creature and watches(state, "cast_noncreature"):
        for cid in state.battlefield(caster):
            state.queue_triggers(cid, "cast_noncreature")
    for cid in state.battlefield() if watches_any(state, PREFIX) else ():
        controller = state._card(cid).controller
        for index, ability in enumerate(state.defn(cid).program.abilities):
            if ability.kind != "triggered" or not ability.trigger.startswith(PREFIX):
                continue
            _cast, who, what = ability.trigger.split(":")
            if who == "you" and caster != controller or who == "opponent" and caster not in state.opponents(controller):
                continue
            if _fits(state, what, spell, caster) and not (ability.condition and not condition_holds(state, ability.condition)):
                state.triggers = state.triggers + ((cid, index, controller),)


__all__ = ["CAST_BEFORE", "CAST_THIS", "ELSEWHERE", "NOT_FROM_HAND", "cast_trigger_line", "spell_cast"]
