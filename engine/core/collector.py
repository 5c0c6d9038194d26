"""The cyclic garbage collector paused while a tree of new objects is built (a parsed card file,
the rows of an import): such trees hold no cycles, so there is nothing for it to find, and its
passes over millions of young objects are time lost."""

from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic collector off inside the block, back as it was after."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()
