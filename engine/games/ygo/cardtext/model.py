"""What a card text means, whatever its language: the pieces a wording table reads and the draft
of an effect they fill in.

A wording table (``zh``, ``en``) is a list of ``Piece``: a pattern over one clause of the text, the
template it is counted as (``engine.games.ygo.coverage.TEMPLATES``), its role in an effect and how
it fills the ``Draft`` of that effect. Two wordings of the same clause share their template name and
fill the draft the same way, so a card means the same in Chinese and in English.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Callable

from engine.core.cards import Op
from engine.games.ygo.cards import Boost, Effect, TargetSpec

#: What a card's text gives it: ``effects``, ``keywords``, ``summon_limit``, ``boost``…
Compiled = dict[str, Any]

#: The roles of a piece, in the order they come in an effect (PSCT: condition, cost; effect).
HEAD, TIMING, COST, TARGET, ACTIVATE, ACTION, STATIC = "head", "timing", "cost", "target", "activate", "action", "static"


class Dangling(ValueError):
    """A clause saying more of the one before it, which is not there (not read)."""


@dataclass
class Draft:
    """One effect being read: what the pieces found so far say about it."""

    kind: str  # the card's kind and sub, which some pieces need
    sub: str
    trigger: str | None = None
    when: str | None = None
    target: TargetSpec | None = None
    ops: list[Op] = field(default_factory=list)
    cost_lp: int = 0
    cost_discard: int = 0
    costs: list[Op] = field(default_factory=list)
    once: str = ""  # "" none, "copy": once per turn for this copy
    activated: bool = False  # the text said "activate" (才能发动 / You can …:)
    quick: bool = False  # also in the opponent's turn (a Quick Effect)
    optional: bool = True  # "you can" (才能发动); a trigger that must start says 发动 only
    zone: str = ""  # a monster effect used from the hand or the Graveyard
    boost: Boost | None = None  # an Equip Spell's lasting change to the equipped monster
    equip_to: TargetSpec | None = None  # which monsters an Equip Spell may be equipped to
    conditions: list[str] = field(default_factory=list)
    keywords: set[str] = field(default_factory=set)
    #: card-wide: once-per-turn rules by effect mark ("*": every effect, "card": its activation)
    card_once: dict[str, str] = field(default_factory=dict)
    summon_limit: set[str] = field(default_factory=set)  # card-wide: what its summons may not be
    seen: set[str] = field(default_factory=set)  # roles met so far

    def op(self, op_name: str, /, **args: object) -> None:
        self.ops.append(Op(op_name, MappingProxyType(dict(args))))

    def amend(self, names: tuple[str, ...], **args: object) -> None:
        """Add ``args`` to the last operation, which must be one of ``names`` ("…; the monster
        Special Summoned by this effect has its effects negated" says more of the summon before it)."""
        if not self.ops or self.ops[-1].name not in names:
            raise Dangling(f"nothing of {names} before")
        last = self.ops[-1]
        self.ops[-1] = Op(last.name, MappingProxyType({**last.args, **args}))

    def cost(self, name: str, **args: object) -> None:
        self.costs.append(Op(name, MappingProxyType(dict(args))))

    def effect(self) -> Effect | None:
        """The effect this draft describes (``None``: only static text, no effect to activate)."""
        if not self.ops and not self.activated:
            return None
        trigger = self.trigger
        if trigger is None:
            trigger = "activate" if self.kind in ("spell", "trap") else ("quick" if self.quick else "ignition")
        elif trigger == "ignition" and self.quick:
            trigger = "quick"
        return Effect(trigger, tuple(self.ops), self.when, None, self.cost_lp, self.cost_discard, self.target,
                      self.optional, "", costs=tuple(self.costs), once=self.once, zone=self.zone,
                      conditions=tuple(self.conditions))


Fill = Callable[["Draft", "re.Match[str]"], None]


@dataclass(frozen=True)
class Piece:
    """One clause of a wording table: ``pattern`` is matched where the reading stands."""

    name: str  # the template it counts as
    role: str
    pattern: re.Pattern[str]
    fill: Fill

    def __init__(self, name: str, role: str, pattern: str, fill: Fill) -> None:
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "role", role)
        object.__setattr__(self, "pattern", re.compile(pattern))
        object.__setattr__(self, "fill", fill)

