"""Whether a choice waits: the attributes ``MtgState._advance`` turns into a prompt, noted as they are written.

At every turn of its loop ``_advance`` asks a waiting choice (an optional ability, a scry, a search,
a spell's modes, a spell or ability being put on the stack…) before it gives priority (CR 117.3a,
608.2c); most turns find none. Each of those attributes is a ``Waiting`` descriptor on the state's
class: writing it sets or clears its bit in ``asking``, so the loop reads one number instead of
twenty attributes. Reading one stays a plain read of the instance's own attribute (a descriptor
without ``__get__`` lets the instance's value through).
"""

from __future__ import annotations

from typing import Any, Callable


def _set(value: Any) -> bool:
    return value is not None


def _filled(value: Any) -> bool:
    return bool(value)


def _first_filled(value: Any) -> bool:
    return bool(value[0])


#: Each waiting choice, in the order ``_advance`` asks it, and when its value means it waits:
#: set (not ``None``), a non-empty queue, or (``untap_choices``) permanents still to choose.
WAITING: tuple[tuple[str, Callable[[Any], bool]], ...] = (
    ("may", _set), ("to_command", _set), ("legend", _set), ("discarding", _filled), ("searching", _set),
    ("scry", _set), ("copying", _set), ("choosing_type", _set), ("toggling", _set), ("removing", _set),
    ("placing", _set), ("merging", _set), ("untap_choices", _first_filled), ("choosing_color", _set),
    ("replacing", _filled), ("surveil", _set), ("retargeting", _filled), ("cascading", _set), ("resume", _set),
    ("spell_choices", _set), ("pending", _set),
)


class Waiting:
    """One waiting choice's attribute: its value lives in the instance, its bit in ``asking``."""

    __slots__ = ("name", "bit", "waits")

    def __init__(self, name: str, bit: int, waits: Callable[[Any], bool]) -> None:
        self.name = name
        self.bit = bit
        self.waits = waits

    def __set__(self, state: Any, value: Any) -> None:
        found = state.__dict__
        found[self.name] = value
        asking = found.get("asking", 0)
        found["asking"] = asking | self.bit if self.waits(value) else asking & ~self.bit


def note_waiting(cls: type) -> None:
    """Make each attribute of ``WAITING`` a ``Waiting`` descriptor of ``cls``: its instances keep ``asking``."""
    for bit, (name, waits) in enumerate(WAITING):
        setattr(cls, name, Waiting(name, 1 << bit, waits))


__all__ = ["WAITING", "Waiting", "note_waiting"]
