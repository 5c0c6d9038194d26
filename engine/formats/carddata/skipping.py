"""One bad card in a card-data file: skipped and reported, or the end of the file.

An importer given a ``skipped`` list appends the ``LoadError`` of a card it cannot read (its
file, its line or row, what is wrong) and goes on with the next card; given none, it raises
it, and a caller importing in one transaction stores nothing of the file. Only what belongs to
one card is skipped: a file that is not of its format, or broken past one card (invalid XML,
a damaged database), still stops the whole file.
"""

from __future__ import annotations

from typing import Callable, TypeVar

from engine.core.errors import LoadError

T = TypeVar("T")


def card_or_skip(read: Callable[[], T], skipped: list[LoadError] | None) -> T | None:
    """``read()``'s card, or ``None`` after its ``LoadError`` went to ``skipped`` (raised when
    ``skipped`` is ``None``)."""
    try:
        return read()
    except LoadError as error:
        if skipped is None:
            raise
        skipped.append(error)
        return None
