"""Snow mana (CR 107.4h, 205.4g): a cost's ``{S}`` is paid with one mana of any type made by a
snow source — a permanent with the supertype snow (CR 205.4g).

``SNOW_COUNTS`` / ``SNOW_EACH`` are what "where X is the number of snow lands you control" and
"for each other snow permanent you control" count (``per_count.what_counted``); ``snow_count``
counts them for ``per_count.count_of``.

``mana.py`` pays ``{S}`` only with units a snow ``Source`` makes; ``snow_rule`` names CR 107.4h when only the ``{S}`` of a cost cannot be
paid; ``snow_made`` counts the mana
the snow sources tapped for a payment add, so that paying from the pool afterwards still knows
which of its units may pay ``{S}``. Mana that waited in the pool since an earlier action is not
told apart: ``{S}`` is then paid only with snow sources tapped as the cost is paid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterable, Sequence

from engine.core.errors import Rule
from engine.games.mtg.mana import SNOW, ManaCost, Source, find_payment
from engine.games.mtg.rules import rule
from engine.games.mtg.snow_spent import SPENT, spent_on

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard


def is_snow(defn: "MtgCard") -> bool:
    """CR 205.4g: a snow permanent, whatever its name."""
    return "snow" in defn.supertypes


SNOW_COUNTS = {"snow lands you control": "snow_lands", "snow permanents you control": "snow_permanents"}
SNOW_EACH = {"snow land you control": "snow_lands", "snow permanent you control": "snow_permanents",
             "other snow permanent you control": "other_snow_permanents"}


def snow_count(state: "MtgBase", what: str, controller: int, source: int) -> int | None:
    """How many snow lands or snow permanents (other than ``source``) ``controller`` controls
    now (CR 205.4g); ``None`` when ``what`` is not one of these counts."""
    if what == SPENT:  # CR 107.4h: "for each {S} spent to cast this spell"
        return spent_on(state, source)
    if what not in ("snow_lands", "snow_permanents", "other_snow_permanents"):
        return None
    mine = [c for c in state.battlefield(controller) if is_snow(state.defn(c))]
    if what == "snow_lands":
        return sum(1 for c in mine if state.defn(c).is_land)
    return sum(1 for c in mine if not (what == "other_snow_permanents" and c == source))


def snow_rule(cost: ManaCost, pool: dict[str, int], sources: Sequence[Source], life: int) -> Rule | None:
    """CR 107.4h, for a cost that cannot be paid: when only its {S} stand in the way (paid with
    any mana, it could be), the rule that asks for a snow source."""
    if SNOW not in cost.symbols:
        return None
    loose = ManaCost(cost.generic + cost.symbols.count(SNOW), tuple(s for s in cost.symbols if s != SNOW), cost.x)
    return rule("107.4h") if find_payment(loose, pool, sources, life) is not None else None


def snow_made(taps: Iterable[tuple[int, str]], defn: Callable[[int], "MtgCard"]) -> dict[str, int]:
    """How many units of each mana the snow sources among ``taps`` (card, mana) add."""
    made: dict[str, int] = {}
    for card_id, mana in taps:
        if is_snow(defn(card_id)):
            for unit in mana:
                made[unit] = made.get(unit, 0) + 1
    return made


__all__ = ["SNOW_COUNTS", "SNOW_EACH", "is_snow", "snow_count", "snow_made", "snow_rule"]
