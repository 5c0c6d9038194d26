"""Choices in the middle of a resolution (CR 608.2c: the instructions are followed in order).

When an effect asks a player (scry, surveil, a chosen discard) before the spell's last
instruction, the resolution pauses: a ``Resume`` keeps what is left, the player answers, and
the remaining instructions run. A spell leaves the stack only once all of them are done
(CR 608.2n).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.games.mtg.abilities import Ability, Effect, Program


@dataclass(frozen=True, slots=True)
class Resume:
    """A resolution paused at instruction ``index`` of ``ability``, waiting for a choice.
    ``legal`` is which targets were legal when it began resolving (CR 608.2b); ``spell`` the
    card of a spell that leaves the stack when the rest has run (-1: an ability)."""

    source: int
    controller: int
    ability: Ability
    targets: tuple[int, ...]
    x: int
    legal: tuple[bool, ...]
    index: int
    spell: int = -1


@dataclass(frozen=True, slots=True)
class Cast:
    """How a spell was cast, kept with it on the stack: the modes chosen (CR 601.2b, 700.2a)
    and whether it was kicked (CR 702.33d)."""

    modes: tuple[int, ...] = ()
    kicked: bool = False


@dataclass(frozen=True, slots=True)
class Division:
    """How a spell's damage was divided among its targets as it was cast (CR 601.2d): (target
    slot, amount) pairs; it never changes afterwards (CR 115.7f)."""

    parts: tuple[tuple[int, int], ...] = ()


def merged(parts: list[Ability], text: str) -> Ability:
    """Several parts of a spell as one spell ability, their targets numbered in order (CR 601.2c)."""
    effects: list[Effect] = []
    targets: list[str] = []
    for part in parts:
        effects.extend(replace(e, slot=e.slot + len(targets)) if e.target else e for e in part.effects)
        targets.extend(part.targets)
    return Ability("spell", text, tuple(effects), tuple(targets))


def cast_parts(program: Program, ability: Ability, cast: Cast) -> list[Ability]:
    """The parts that happen: the chosen modes in printed order (CR 700.2d) or the whole spell
    ability, then what happens if it was kicked (CR 702.33e)."""
    parts = [ability.modes[i] for i in sorted(cast.modes)] if ability.modes else [ability]
    if cast.kicked:
        parts += [a for a in program.abilities if a.kind == "kicked"]
    return parts


def as_cast(program: Program, ability: Ability, data: tuple[object, ...]) -> Ability:
    """The spell ability of a spell as it was cast (its link's ``data`` may hold a ``Cast`` and a
    ``Division``)."""
    cast = next((d for d in data if isinstance(d, Cast)), None)
    if cast is not None:
        ability = merged(cast_parts(program, ability, cast), ability.text)
    division = next((d for d in data if isinstance(d, Division)), None)
    if division is not None:  # CR 601.2d: each target's part of the divided damage
        amounts = dict(division.parts)
        ability = replace(ability, effects=tuple(
            replace(e, amount=amounts.get(e.slot, 0), x=False) if e.keyword == "divided" else e for e in ability.effects))
    return ability
