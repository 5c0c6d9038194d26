"""Shared helpers for the card-data importer tests: the real test data and record lookups."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

import pytest

from engine.formats.records import CardRecord

TESTDATA = Path(__file__).resolve().parents[3] / "shared" / "testdata"


def data_file(folder: str, name: str = "") -> Path:
    """A file (or folder) of ``../shared/testdata``; skips the test when it is not there."""
    path = TESTDATA / folder / name
    if not path.exists():
        pytest.skip(f"{path} is not beside the checkout")
    return path


def one(records: Iterable[CardRecord], **fields: Any) -> CardRecord:
    """The only record whose attributes equal ``fields``."""
    found = [r for r in records if all(getattr(r, key) == value for key, value in fields.items())]
    assert len(found) == 1, f"{len(found)} records match {fields}"
    return found[0]
