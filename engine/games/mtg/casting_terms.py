"""What a card's text says about casting it (CR 601.2b, 601.2f): flashback, kicker and multikicker,
cost changes, additional and alternative costs, modes, foretell and buyback, read once per program
(hot path: every priority lists what can be cast)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.games.mtg.abilities import Ability, Effect, Program
from engine.games.mtg.buyback import BUYBACK
from engine.games.mtg.mana import ManaCost


@dataclass(frozen=True, slots=True)
class Casting:
    """What a card's text says about casting it (``casting`` reads it once per program)."""

    flashback: ManaCost | None = None
    kicker: ManaCost | None = None
    change: int = 0  # generic mana more (or, negative, less) to cast (CR 601.2f)
    costs: tuple[Effect, ...] = ()  # additional costs (CR 118.8)
    modal: Ability | None = None  # the spell ability with modes (CR 700.2)
    alternative: ManaCost | None = None  # "you may pay … rather than pay this spell's mana cost" (CR 118.9)
    multikicker: ManaCost | None = None  # paid any number of times (CR 702.33c)
    foretell: ManaCost | None = None  # cast from exile after it was foretold (CR 702.143a)
    buyback: ManaCost | None = None  # an optional additional cost; paid, the spell returns to the hand (CR 702.27a)

    @property
    def plain(self) -> bool:
        return self is _PLAIN or self == _PLAIN  # ``casting`` gives the plain reading as ``_PLAIN`` itself


_PLAIN = Casting()
_CASTING: dict[int, tuple[Program, Casting]] = {}


def casting(program: Program) -> Casting:
    """``program``'s ``Casting``, read once (kept by the program's identity)."""
    found = _CASTING.get(id(program))
    if found is not None and found[0] is program:
        return found[1]
    statics = [a for a in program.abilities if a.kind == "static"]
    kickers = [a.cost for a in statics if a.static == "kicker" and a.cost is not None]
    kicker = None
    for cost in kickers:  # CR 702.33b: several kicker costs add up when all are paid
        kicker = cost if kicker is None else kicker.combined(cost)
    info = Casting(
        next((a.cost for a in statics if a.static == "flashback"), None), kicker,
        sum(a.power for a in statics if a.static == "cost_change"),
        tuple(e for a in statics if a.static == "additional_cost" for e in a.effects),
        next((a for a in program.abilities if a.kind == "spell" and a.modes), None),
        next((a.cost for a in statics if a.static == "alternative_cost"), None),
        next((a.cost for a in statics if a.static == "multikicker"), None),
        next((a.cost for a in statics if a.static == "foretell"), None),
        next((a.cost for a in statics if a.static == BUYBACK), None))
    if info == _PLAIN:
        info = _PLAIN  # ``plain`` by identity (every priority asks of every card in hand)
    _CASTING[id(program)] = (program, info)
    return info
