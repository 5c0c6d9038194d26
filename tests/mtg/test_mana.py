"""Mana costs and payment (CR 107.4, 202.3, 601.2h)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.games.mtg.mana import CostError, ManaCost, Source, can_pay, find_payment, parse_cost, parse_mana


def test_costs_parse_generic_coloured_hybrid_phyrexian_and_x() -> None:
    """CR 107.4: mana symbols; CR 202.3: mana value."""
    cost = parse_cost("{X}{2}{W}{W/U}{2/R}{G/P}{C}")
    assert cost.generic == 2 and cost.x == 1
    assert sorted(cost.symbols) == sorted(["W", "W/U", "2/R", "G/P", "C"])
    assert cost.mana_value == 2 + 1 + 1 + 2 + 1 + 1
    assert cost.colors() == frozenset("WURG")
    assert str(parse_cost("{3}{U}{U}")) == "{3}{U}{U}"


def test_unknown_symbols_are_refused() -> None:
    with pytest.raises(CostError):
        parse_cost("{H}")
    with pytest.raises(CostError):
        parse_cost("2WW")
    assert parse_mana("{G}{G}") == "GG"
    assert parse_mana("{2}") == "CC"


def test_x_adds_generic_once_chosen_CR_107_3a() -> None:
    """CR 107.3a: X is announced and its value becomes part of the total cost."""
    assert parse_cost("{X}{X}{R}").with_x(3) == ManaCost(6, ("R",), 0)


def test_pool_mana_is_used_before_tapping() -> None:
    """CR 601.2h: mana already in the pool pays first."""
    payment = find_payment(parse_cost("{1}{G}"), {"G": 1}, [Source(1, ("G",)), Source(2, ("W",))], 20)
    assert payment is not None
    assert payment.from_pool == ("G",) and len(payment.taps) == 1


def test_colours_are_kept_for_coloured_symbols() -> None:
    """A matching, not a greedy choice: the generic {1} must not take the only white source."""
    sources = [Source(1, ("W",)), Source(2, ("G",))]
    payment = find_payment(parse_cost("{1}{W}"), {}, sources, 20)
    assert payment is not None and dict(payment.taps) == {1: "W", 2: "G"}
    assert find_payment(parse_cost("{W}{W}"), {}, sources, 20) is None


def test_phyrexian_pays_two_life_only_when_needed_CR_107_4f() -> None:
    """CR 107.4f: a Phyrexian symbol is paid with its colour or with 2 life."""
    assert find_payment(parse_cost("{R/P}"), {}, [Source(1, ("R",))], 20).life == 0  # type: ignore[union-attr]
    assert find_payment(parse_cost("{R/P}"), {}, [], 20).life == 2  # type: ignore[union-attr]
    assert find_payment(parse_cost("{R/P}"), {}, [], 1) is None


def test_monocoloured_hybrid_pays_colour_or_two_CR_107_4e() -> None:
    """CR 107.4e: {2/W} is paid with {W} or with two mana of any type."""
    assert find_payment(parse_cost("{2/W}"), {}, [Source(1, ("W",))], 20) is not None
    assert find_payment(parse_cost("{2/W}"), {}, [Source(1, ("G",)), Source(2, ("U",))], 20) is not None
    assert find_payment(parse_cost("{2/W}"), {}, [Source(1, ("G",))], 20) is None


_COLOR = st.sampled_from("WUBRGC")


@settings(max_examples=200)
@given(st.lists(_COLOR, max_size=8), st.lists(st.sampled_from("WUBRG"), max_size=4), st.integers(0, 4))
def test_a_payment_is_found_exactly_when_the_mana_suffices(lands: list[str], coloured: list[str], generic: int) -> None:
    """Property: with single-colour sources, a cost is payable iff each colour has enough sources
    and the total is enough — and the payment found taps sources that really pay it."""
    cost = ManaCost(generic, tuple(coloured))
    sources = [Source(i, (c,)) for i, c in enumerate(lands)]
    payment = find_payment(cost, {}, sources, 20)
    have = Counter(lands)
    need = Counter(coloured)
    possible = all(have[c] >= n for c, n in need.items()) and len(lands) >= generic + len(coloured)
    assert (payment is not None) == possible
    if payment is not None:
        tapped = Counter(mana for _card, mana in payment.taps)
        assert all(tapped[c] >= n for c, n in need.items())
        assert sum(tapped.values()) == generic + len(coloured)


_SYMBOL = st.sampled_from(["W", "U", "G", "C", "W/U", "2/R", "G/P", "B/P", "C/W"])
_OPTIONS = st.lists(st.sampled_from(["W", "U", "B", "R", "G", "C", "GG", "CC"]), min_size=1, max_size=2).map(tuple)


@settings(max_examples=300)
@given(st.integers(0, 3), st.lists(_SYMBOL, max_size=4), st.dictionaries(_COLOR, st.integers(0, 2), max_size=3),
       st.lists(_OPTIONS, max_size=5), st.integers(-2, 8), st.permutations(range(5)))
def test_remembered_payability_agrees_with_the_payment_search_CR_601_2h(
        generic: int, symbols: list[str], pool: dict[str, int], options: list[tuple[str, ...]], life: int,
        ids: list[int]) -> None:
    """``can_pay`` remembers answers by cost, pool, what the sources add and the life that
    matters (CR 107.4f, 119.4): whichever permanents the sources are, it agrees with ``find_payment``."""
    cost = ManaCost(generic, tuple(symbols))
    sources = [Source(10 + ids[i], option) for i, option in enumerate(options)]
    assert can_pay(cost, pool, sources, life) == (find_payment(cost, pool, sources, life) is not None)
    assert can_pay(cost, pool, sources, life) == (find_payment(cost, pool, sources[::-1], life) is not None)
