"""Seeded randomness held in the state (SplitMix64).

Our own generator keeps replays identical across Python versions and makes a state's random
stream a single integer, so cloning a state clones its future randomness for free.
"""

from __future__ import annotations

import hashlib
from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


def seed_from(value: int | str) -> int:
    """Turn any int or string into a 64-bit seed (strings through SHA-256)."""
    if isinstance(value, int):
        return value & _MASK
    digest = hashlib.sha256(value.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "little")


class Rng:
    """A small deterministic generator: ``below``, ``shuffle``, ``choice``, ``fork``."""

    __slots__ = ("state",)

    def __init__(self, seed: int | str = 0) -> None:
        self.state = seed_from(seed)

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        state = self.state
        while True:  # ``next_u64`` written out: every choice and every shuffle's swap asks
            state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                self.state = state
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def weighted(self, items: Sequence[T], weights: Sequence[float]) -> T:
        """One of ``items``, each with probability proportional to its weight (weights ≥ 0,
        not all zero)."""
        total = sum(weights)
        if total <= 0:
            raise ValueError("weighted() needs a positive total weight")
        point = self.random() * total
        last = items[0]
        for item, weight in zip(items, weights):
            if weight > 0:
                last = item
                point -= weight
                if point < 0:
                    return item
        return last  # rounding left a sliver: the last item that had weight

    def random(self) -> float:
        """A float in ``[0, 1)``."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def fork(self) -> "Rng":
        """An independent generator seeded from this one."""
        return Rng(self.next_u64())

    def copy(self) -> "Rng":
        twin = Rng.__new__(Rng)
        twin.state = self.state
        return twin
