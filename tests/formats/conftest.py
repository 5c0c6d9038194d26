"""Format tests never read the user's own store: ``tapete-cli`` looks cards up there by default
(``engine.formats.decks.reference.card_lookup``), so each test gets an empty data folder."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "user-data"))
