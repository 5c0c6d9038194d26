"""Mana costs, mana pools and paying (CR 106, 107.4, 118, 202, 601.2f–h).

A cost is parsed once into a ``ManaCost``: generic mana, coloured and colourless symbols,
hybrid (``{W/U}``, ``{2/W}``), Phyrexian (``{W/P}``), snow (``{S}``) and X. Paying matches each unit of the cost
to one unit of mana from the pool or from an untapped source (a bipartite matching, so a
payment is found whenever one exists); Phyrexian symbols may be paid with 2 life (CR 107.4f);
``{S}`` only with mana a snow source made (CR 107.4h, ``snow.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import product
from typing import Iterable, NamedTuple, Sequence

COLORS = "WUBRG"
MANA_TYPES = "WUBRGC"
SNOW = "S"
_SYMBOL = re.compile(r"\{([^}]+)\}")


class CostError(ValueError):
    """A cost with a symbol Tapete does not know (half mana…)."""


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost: ``generic`` mana, ``symbols`` that need one specific unit each (``W``, ``C``,
    ``W/U``, ``2/W``, ``W/P``) and how many ``x`` symbols it has (CR 107.3)."""

    generic: int = 0
    symbols: tuple[str, ...] = ()
    x: int = 0
    #: CR 202.3: each symbol counts; {2/W} counts 2; X counts 0 off the stack (worked out once:
    #: every priority compares it with the mana at hand).
    mana_value: int = field(init=False, repr=False, compare=False)
    #: How many Phyrexian symbols it has (each may be paid with 2 life, CR 107.4f).
    phyrexian: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "mana_value",
                           self.generic + len(self.symbols) + sum([s.startswith("2/") for s in self.symbols]))
        object.__setattr__(self, "phyrexian", sum([s.endswith("/P") for s in self.symbols]))

    def with_x(self, value: int) -> "ManaCost":
        """The cost to pay once X is chosen (CR 107.3a, 601.2f)."""
        if not self.x:
            return self  # no X: the same cost (immutable; every priority asks of every card in hand)
        return ManaCost(self.generic + value * self.x, self.symbols, 0)

    def plus(self, generic: int) -> "ManaCost":
        return ManaCost(max(0, self.generic + generic), self.symbols, self.x)

    def combined(self, other: "ManaCost") -> "ManaCost":
        """Both costs together (an additional cost added to a spell's, CR 601.2f)."""
        symbols = sorted(self.symbols + other.symbols, key=lambda s: (len(s) > 1, s))
        return ManaCost(self.generic + other.generic, tuple(symbols), self.x + other.x)

    def colors(self) -> frozenset[str]:
        """CR 202.2: a card's colours are those of the mana symbols in its cost."""
        return frozenset(ch for s in self.symbols for ch in s if ch in COLORS)

    def __str__(self) -> str:
        parts = ["{X}"] * self.x
        if self.generic or not self.symbols and not self.x:
            parts.append(f"{{{self.generic}}}")
        parts.extend(f"{{{s}}}" for s in self.symbols)
        return "".join(parts)


def parse_cost(text: str) -> ManaCost:
    """``"{2}{W}{W/P}"`` as a ``ManaCost``; ``CostError`` for an unknown symbol."""
    text = text.strip()
    generic, x = 0, 0
    symbols: list[str] = []
    found = _SYMBOL.findall(text)
    if "".join(f"{{{s}}}" for s in found) != text.replace(" ", ""):
        raise CostError(f"coste ilegible: {text!r}")
    for raw in found:
        symbol = raw.upper()
        if symbol.isdigit():
            generic += int(symbol)
        elif symbol == "X":
            x += 1
        elif symbol in MANA_TYPES or symbol == SNOW:  # CR 107.4h: {S}, one mana from a snow source
            symbols.append(symbol)
        elif re.fullmatch(r"[WUBRG]/[WUBRG]|2/[WUBRG]|[WUBRG]/P|C/[WUBRG]", symbol):
            symbols.append(symbol)
        else:
            raise CostError(f"símbolo de maná no admitido: {{{raw}}}")
    # coloured symbols first so the matching gives scarce colours their units first
    symbols.sort(key=lambda s: (len(s) > 1, s))
    return ManaCost(generic, tuple(symbols), x)



def cost_or_none(text: str) -> ManaCost | None:
    """``text`` as a mana cost (``parse_cost``), or ``None`` when it is not one Tapete reads."""
    try:
        return parse_cost(text)
    except CostError:
        return None

def parse_mana(text: str) -> str:
    """The mana an effect adds (``"{G}{G}"`` → ``"GG"``)."""
    result = ""
    for raw in _SYMBOL.findall(text):
        symbol = raw.upper()
        if symbol.isdigit():
            result += "C" * int(symbol)
        elif symbol in MANA_TYPES:
            result += symbol
        else:
            raise CostError(f"maná no admitido: {{{raw}}}")
    return result


class Source(NamedTuple):
    """An untapped permanent with a mana ability: ``options`` are the mana strings it may add
    (``("W", "U")`` for "Add {W} or {U}", ``("CC",)`` for "Add {C}{C}"). A named tuple: cheap to
    make, and every priority lists the sources again."""

    card: int
    options: tuple[str, ...]
    snow: bool = False  # a snow permanent: its mana may pay {S} (CR 107.4h)


@dataclass(frozen=True, slots=True)
class Payment:
    """How a cost gets paid: mana taken from the pool, sources tapped (with the option each
    adds) and life paid for Phyrexian symbols."""

    from_pool: tuple[str, ...]
    taps: tuple[tuple[int, str], ...]
    life: int


def _units(symbol: str, phyrexian_life: bool) -> list[str]:
    """The units a symbol needs once its choice is made: a colour/C, or ``*`` for any."""
    if symbol.endswith("/P"):
        return ["life"] if phyrexian_life else [symbol[0]]
    return [symbol]


def _accepts(need: str, mana: str) -> bool:
    if need == "*" or need == SNOW:  # {S}: any type, from a snow source (checked by ``_match``)
        return True
    if len(need) == 1:
        return need == mana
    if need.startswith("C/"):
        return mana in ("C", need[2])
    return mana in need.split("/")


def _fits(need: str, manas: frozenset[str]) -> bool:
    """Whether one of the units ``manas`` may pay ``need``."""
    if need == "*":
        return bool(manas)
    if len(need) == 1:
        return need in manas
    return any(_accepts(need, m) for m in manas)


def find_payment(cost: ManaCost, pool: dict[str, int], sources: Sequence[Source], life: int,
                 snow: dict[str, int] | None = None) -> Payment | None:
    """A way to pay ``cost`` (X already fixed) from ``pool`` and ``sources``, or ``None``;
    ``snow``: how many units of each mana in ``pool`` a snow source made (CR 107.4h).

    Pool mana is used before tapping anything; each Phyrexian symbol is paid with mana when
    possible and otherwise with 2 life (CR 107.4f, 119.4: life can be paid down to 0);
    ``{2/W}`` is paid with W or with two generic (CR 107.4e).
    """
    phyrexian = [i for i, s in enumerate(cost.symbols) if s.endswith("/P")]
    twos = [i for i, s in enumerate(cost.symbols) if s.startswith("2/")]
    if not phyrexian and not twos:  # most costs: one way to read them (the loops below, once)
        if life < 0:
            return None
        found = _match([*cost.symbols, *"*" * cost.generic], pool, sources, snow or {})
        return None if found is None else Payment(found[0], found[1], 0)
    for life_flags in product((False, True), repeat=len(phyrexian)):
        life_cost = 2 * sum(life_flags)
        if life_cost > life:
            continue
        for two_flags in product((False, True), repeat=len(twos)):
            needs: list[str] = []
            generic = cost.generic
            flags = dict(zip(phyrexian, life_flags))
            split = dict(zip(twos, two_flags))
            for i, symbol in enumerate(cost.symbols):
                if i in split:
                    if split[i]:
                        generic += 2
                    else:
                        needs.append(symbol[2])
                elif i in flags:
                    if not flags[i]:
                        needs.append(symbol[0])
                else:
                    needs.append(symbol)
            needs.extend("*" * generic)
            found = _match(needs, pool, sources, snow or {})
            if found is not None:
                return Payment(found[0], found[1], life_cost)
    return None


#: The kinds of mana sources a player has, as ``can_pay`` remembers them (``source_kinds``).
SourceKinds = tuple[tuple[tuple[str, ...], bool], ...]


def source_kinds(sources: Sequence[Source]) -> SourceKinds:
    """What of ``sources`` matters to whether a cost can be paid: the mana each makes and
    whether it is snow, in a fixed order (which permanents they are does not matter)."""
    return tuple(sorted([(s.options, s.snow) for s in sources]))


@lru_cache(maxsize=1 << 10)
def letter_units(kinds: SourceKinds) -> dict[str, int]:
    """The most units of each mana letter that sources of ``kinds`` could make (a source with a
    choice of options counted for each letter it could make): a one-letter symbol is paid only
    with a unit of its letter (CR 601.2h), so a cost that needs more of one letter than these and
    the pool hold cannot be paid. Shared: do not modify."""
    units: dict[str, int] = {}
    for options, _snow in kinds:
        for letter in set("".join(options)):
            units[letter] = units.get(letter, 0) + max([option.count(letter) for option in options])
    return units


def can_pay(cost: ManaCost, pool: dict[str, int], sources: Sequence[Source], life: int) -> bool:
    """Whether ``find_payment`` finds a payment. The answers are remembered: the same costs,
    pools and kinds of sources come back all game long (which permanents they are does not
    matter, nor their order, nor life beyond what the Phyrexian symbols could take)."""
    return can_pay_kinds(cost, pool, source_kinds(sources), life)


def can_pay_kinds(cost: ManaCost, pool: dict[str, int], kinds: SourceKinds, life: int) -> bool:
    """``can_pay`` with the ``source_kinds`` of the sources already worked out (a priority
    asks about many costs with the same sources)."""
    return _can_pay(cost, tuple(sorted(pool.items())) if pool else (), kinds,
                    min(life, 2 * len(cost.symbols)) if life >= 0 else -1)


@lru_cache(maxsize=1 << 14)
def _can_pay(cost: ManaCost, pool: tuple[tuple[str, int], ...], options: tuple[tuple[tuple[str, ...], bool], ...],
             life: int) -> bool:
    counted = _counted(cost, pool, options, life)
    if counted is not None:
        return counted
    return find_payment(cost, dict(pool), [Source(i, o, snow) for i, (o, snow) in enumerate(options)], life) is not None


def _counted(cost: ManaCost, pool: tuple[tuple[str, int], ...], options: tuple[tuple[tuple[str, ...], bool], ...],
             life: int) -> bool | None:
    """``_can_pay`` by counting units, when each unit is one letter and each need one letter or
    generic mana: single-letter symbols only (no hybrid, Phyrexian or ``{S}``) and sources with one
    option each (``None`` otherwise). Then a payment exists iff each letter's needs fit its units and
    all needs fit all units (Hall's condition for ``_match``'s bipartite matching)."""
    if life < 0:
        return False  # ``find_payment``: no cost is paid with negative life
    symbols = cost.symbols
    if any(len(symbol) > 1 or symbol == SNOW for symbol in symbols) or any(len(o) > 1 for o, _snow in options):
        return None
    units = dict(pool)
    for (mana,), _snow in options:
        for letter in mana:  # "Add {C}{C}": two units
            units[letter] = units.get(letter, 0) + 1
    if len(symbols) + cost.generic > sum(units.values()):
        return False
    return all(symbols.count(letter) <= units.get(letter, 0) for letter in set(symbols))


@lru_cache(maxsize=512)
def _letters(text: str) -> frozenset[str]:
    """The units of mana ``text`` names, as a set (the same few sets all game long)."""
    return frozenset(text)


@lru_cache(maxsize=1024)
def _unit_mana(need: str, manas: frozenset[str]) -> str:
    """The mana of a unit (``manas``: what it may be) that pays ``need``, the first in order."""
    return next(m for m in sorted(manas) if _accepts(need, m))


def _match(needs: list[str], pool: dict[str, int], sources: Sequence[Source],
           snow: dict[str, int]) -> tuple[tuple[str, ...], tuple[tuple[int, str], ...]] | None:
    """Bipartite matching of needed units to mana units (pool units first, then sources); a
    ``{S}`` takes only a unit a snow source made (CR 107.4h). The units each need may take are
    listed once per kind of need (a cost's generic units share theirs), in the units' order."""
    units: list[tuple[int, frozenset[str]]] = []  # (owner index: -1 pool, else source index), manas
    snowy: set[int] = set()  # the units a snow source made
    for mana in MANA_TYPES if pool else ():
        count = pool.get(mana, 0)
        snowy.update(range(len(units), len(units) + min(count, snow.get(mana, 0))))
        units.extend([(-1, _letters(mana))] * count)
    multi: dict[int, str] = {}
    for si, source in enumerate(sources):
        first = len(units)
        options = source.options
        if len(options) == 1 and len(options[0]) > 1:
            multi[si] = options[0]
            units.extend([(si, _letters(ch)) for ch in options[0]])
        else:
            units.append((si, _letters(options[0] if len(options) == 1 else "".join(options))))
        if source.snow:
            snowy.update(range(first, len(units)))
    if len(needs) > len(units):
        return None
    fitting: dict[str, list[int]] = {}
    for need in needs:
        if need not in fitting:
            fitting[need] = sorted(snowy) if need == SNOW else \
                [ui for ui, (_owner, manas) in enumerate(units) if _fits(need, manas)]
    owner_of_unit: list[int | None] = [None] * len(units)

    def augment(need_index: int, seen: list[bool]) -> bool:
        for ui in fitting[needs[need_index]]:
            if seen[ui]:
                continue
            seen[ui] = True
            holder = owner_of_unit[ui]
            if holder is None or augment(holder, seen):
                owner_of_unit[ui] = need_index
                return True
        return False

    for ni in range(len(needs)):
        if not augment(ni, [False] * len(units)):
            return None
    from_pool: list[str] = []
    taps: dict[int, str] = {}
    for ui, holder in enumerate(owner_of_unit):
        if holder is None:
            continue
        owner, manas = units[ui]
        mana = _unit_mana(needs[holder], manas)
        if owner == -1:
            from_pool.append(mana)
        elif owner in multi:
            taps[owner] = multi[owner]
        else:
            taps[owner] = mana
    return tuple(from_pool), tuple((sources[si].card, mana) for si, mana in sorted(taps.items()))


def pool_total(pool: dict[str, int]) -> int:
    return sum(pool.values())


def mana_string(manas: Iterable[str]) -> str:
    return "".join(f"{{{m}}}" for m in manas)
