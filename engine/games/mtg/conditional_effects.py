"""Instructions followed only if something is true as the spell or ability resolves (CR 608.2c:
the text is read whole, a later sentence may change an earlier one):

- "If this spell was foretold, scry 2." (CR 702.143c: it was a foretold card before it was cast);
- "Draw a card if your life total is greater than your starting life total. Otherwise, you gain
  2 life." (CR 103.4: the starting life total of the game's format);
- "If you control three or more snow permanents, it deals 3 damage instead." (the previous
  instruction with another amount, in its place);
- "Return target creature card from your graveyard to the battlefield. If it's an Elf, create two
  1/1 green Elf Warrior creature tokens." (Return Upon the Tide: "it" is the sentence before's
  target, as it is now).

``conditional_patterns`` reads these sentences into effects carrying a ``condition`` (``Effect``);
``fold`` settles "Otherwise" (the previous condition, negated) and "instead" against the
sentences before them; ``effect_holds`` tells, as an effect is about to be followed, whether its
condition is true (``EffectsMixin._run_effects`` skips it when not).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from engine.games.mtg import this_way
from engine.games.mtg.abilities import Effect
from engine.games.mtg.graveyard_tolls import COULD_NOT, could_not
from engine.games.mtg.snow_spent import CLAUSE as SNOW_CLAUSE, CONDITION as SNOW_CONDITION, spent_on
from engine.games.mtg.turn_counts import DIED_CLAUSE, count_condition, died_condition

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard
    from engine.games.mtg.oracle_sentences import _Sentence

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
FORETOLD_SPELL = "foretold"
LIFE_ABOVE_START = "life_above_start"
CONTROLS = "controls:"  # + "N:word word": you control N or more permanents with those types
NOT = "not:"
IT_IS = "it_is:"  # + a type: "if it's an Elf", until ``fold`` names the target it refers to
TARGET_IS = "target_is:"  # + "<slot>:<type>": the target in that slot has that type
OTHERWISE = "otherwise"  # a placeholder ``fold`` replaces with the previous condition, negated
INSTEAD = "instead"  # an effect op ``fold`` turns into the previous instruction with another amount
_COUNT = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
def _controls(m: re.Match[str]) -> str | None:
    count = int(m["n"]) if m["n"].isdigit() else _COUNT[m["n"].lower()]
    words = m["w"].lower().split()
    noun = words[-1]
    singular = {"elves": "elf", "dwarves": "dwarf", "wolves": "wolf"}.get(noun) or (noun[:-1] if count > 1 and noun.endswith("s") else noun)
    return f"{CONTROLS}{count}:{' '.join([*words[:-1], singular])}"


_CONDITIONS: tuple[tuple[str, Callable[[re.Match[str]], str | None]], ...] = (
    (r"this spell was foretold", lambda m: FORETOLD_SPELL),
    (r"your life total is greater than your starting life total", lambda m: LIFE_ABOVE_START),
    (r"it's an? (?P<t>[A-Za-z]+)", lambda m: IT_IS + m["t"].lower()),
    (r"you control (?P<n>a|an|one|two|three|four|five|six|seven|\d+)(?: or more)? (?P<w>(?:[a-z]+ )?[A-Za-z]+)",
     _controls),
    (SNOW_CLAUSE, lambda m: SNOW_CONDITION),  # ``snow_spent``: "If {S} was spent to cast this spell"
    (DIED_CLAUSE, died_condition),  # ``turn_counts``: "if three or more creatures died this turn"
)
_COND = re.sub(r"\?P<\w+>", "?:", "|".join(c for c, _b in _CONDITIONS))  # the clauses, their groups unnamed


def condition_of(text: str) -> str | None:
    """The condition key of a clause ("this spell was foretold"), or ``None`` when unknown."""
    for pattern, build in _CONDITIONS:
        match = re.fullmatch(pattern, text.strip(), re.IGNORECASE)
        if match:
            return build(match)
    return None


def conditional_patterns(sentence: "_Sentence") -> list[tuple[str, Builder]]:
    """The sentence templates of this module (``oracle_sentences._Sentence``)."""

    def gated(m: re.Match[str]) -> list[Effect] | None:
        condition = condition_of(m["c"])
        if condition is None:
            return None
        before = len(sentence.targets)
        effects = sentence.parse(m["e"][0].upper() + m["e"][1:])
        if not effects:
            del sentence.targets[before:]
            return None
        return [replace(e, condition=condition) for e in effects]

    def otherwise(m: re.Match[str]) -> list[Effect] | None:
        effects = sentence.parse(m["e"][0].upper() + m["e"][1:])
        return [replace(e, condition=OTHERWISE) for e in effects] if effects else None

    def instead(m: re.Match[str]) -> list[Effect] | None:
        condition = condition_of(m["c"])
        return [Effect(INSTEAD, int(m["n"]), condition=condition)] if condition else None

    return [
        (r"if (?P<c>" + _COND + r"), (?:it|CARDNAME) deals (?P<n>\d+) damage instead", instead),
        (r"if (?P<c>" + _COND + r"), (?P<e>.+)", gated),
        (r"(?P<e>.+?) if (?P<c>" + _COND + r")", gated),
        (r"otherwise, (?P<e>.+)", otherwise),
    ]


def fold(before: list[Effect], parsed: list[Effect]) -> list[Effect] | None:
    """``parsed`` (one sentence's effects) against the effects ``before`` it: "Otherwise" takes
    the negation of the last condition; "instead" puts the previous damage under the negated
    condition and adds it again with the new amount under the condition. ``None``: nothing to
    refer to."""
    result: list[Effect] = []
    for effect in parsed:
        if effect.condition.removeprefix(NOT).startswith(IT_IS):  # "it": the target of the sentences before
            target = next((e for e in reversed(before) if e.target), None)
            if target is None:
                return None
            negated = NOT if effect.condition.startswith(NOT) else ""
            kind = effect.condition.removeprefix(NOT).removeprefix(IT_IS)
            effect = replace(effect, condition=f"{negated}{TARGET_IS}{target.slot}:{kind}")
        if effect.condition == OTHERWISE:
            previous = next((e.condition for e in reversed(before) if e.condition), "")
            if not previous or previous.startswith(NOT):
                return None
            effect = replace(effect, condition=NOT + previous)
        elif effect.op == INSTEAD:
            if not before or before[-1].op != "damage" or before[-1].condition:
                return None
            last = before[-1]
            before[-1] = replace(last, condition=NOT + effect.condition)
            effect = replace(last, amount=effect.amount, x=False, condition=effect.condition)
        result.append(effect)
    return result


def starting_life(format_name: str, players: int) -> int:
    """CR 103.4: 20; 40 in Commander (103.4c); in Brawl 25 with two players, 30 with more (103.4d)."""
    name = format_name.lower()
    if name in ("commander", "edh"):
        return 40
    if name == "brawl":
        return 25 if players == 2 else 30
    return 20


def effect_holds(state: "MtgBase", condition: str, source: int, controller: int, targets: tuple[int, ...] = ()) -> bool:
    """Whether ``condition`` is true now for the spell or ability of ``source`` controlled by
    ``controller`` with ``targets`` (CR 608.2c)."""
    if condition == COULD_NOT:  # "If you can't, …" after "exile two cards from your graveyard"
        return could_not(state, source)
    if condition.startswith(NOT):
        return not effect_holds(state, condition[len(NOT):], source, controller, targets)
    if condition.startswith(this_way.WAY):  # "If an artifact is destroyed this way, …"
        return this_way.holds(state, condition, source, targets)  # type: ignore[arg-type]  # an EffectsMixin
    if condition.startswith(TARGET_IS):  # "if it's an Elf": the object as it is now (CR 608.2h)
        slot, kind = condition[len(TARGET_IS):].split(":")
        target = targets[int(slot)] if int(slot) < len(targets) else -1
        return 0 <= target < len(state.cards) and state.cards[target] is not None and _has(state.defn(target), kind)
    if condition == SNOW_CONDITION:  # CR 107.4h: the spell, or the permanent it became
        return spent_on(state, source) > 0
    if condition == FORETOLD_SPELL:  # CR 702.143c
        from engine.games.mtg.foretell import FORETELL_CAST

        card = state.cards[source]
        return card is not None and bool(card.marks.get(FORETELL_CAST))
    if condition == LIFE_ABOVE_START:  # CR 103.4
        from engine.games.mtg.base import LIFE

        start = starting_life(str(state.setup.params.get("format", "")), state.num_players)
        return state.counters[controller][LIFE] > start
    counted = count_condition(state, condition, controller)  # "if three or more creatures died this turn"
    if counted is not None:
        return counted
    if condition.startswith(CONTROLS):
        count, words = condition[len(CONTROLS):].split(":")
        wanted = words.split()
        found = sum(1 for cid in state.battlefield(controller) if all(_has(state.defn(cid), w) for w in wanted))
        return found >= int(count)
    raise ValueError(f"condición desconocida {condition!r}")


def _has(defn: "MtgCard", word: str) -> bool:
    """Whether the permanent ``defn`` is a ``word`` (a card type, supertype or subtype; every
    creature type with changeling, CR 702.73a)."""
    from engine.games.mtg.cards import CARD_TYPES, SUPERTYPES

    if word == "permanent" or word in defn.types or word in defn.supertypes or word in defn.subtypes:
        return True
    return word not in CARD_TYPES and word not in SUPERTYPES and defn.is_creature and "changeling" in defn.program.keywords


__all__ = ["FORETOLD_SPELL", "LIFE_ABOVE_START", "condition_of", "conditional_patterns", "effect_holds", "fold", "starting_life"]
