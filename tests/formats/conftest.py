"""Format tests never read the user's own store: ``tapete-cli`` looks cards up there by default
(``engine.formats.decks.reference.card_lookup``), so each test gets an empty data folder."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def own_data_folder(user_data: object) -> None:
    """Every test here runs with ``user_data`` (tests/conftest.py)."""
