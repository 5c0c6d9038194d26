"""Suite-wide test options.

Tests marked ``soak`` (thousands of seeded games, fuzz corpora: many minutes) run in CI (``CI``
set, as ``.ci/run`` does) or when asked for with ``pytest -m soak``; a developer's plain
``pytest`` skips them so the normal suite stays short.

The window's tests draw offscreen unless ``QT_QPA_PLATFORM`` says otherwise: a plain ``pytest``
on a machine with no screen (a server, an SSH session) would otherwise end in Qt's abort at the
first window test, and on a desktop no test window flashes up.

Property tests (hypothesis) have no deadline and no "too slow" health check: how long an example
takes depends on the machine's load, and no test may depend on a timing (a shuffle's property test
failed once on a loaded machine for its 200 ms default deadline).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile("tapete", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("tapete")

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if os.environ.get("CI") or "soak" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="a soak run (many games or a fuzz corpus): runs with CI=true or pytest -m soak")
    for item in items:
        if item.get_closest_marker("soak") is not None:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def _english_between_tests() -> Iterator[None]:
    """Every test starts with the window in English: a test that switches the interface language
    (``desktop.i18n.install``) needs no teardown of its own, and none depends on the machine's
    saved preference or locale."""
    yield
    i18n = sys.modules.get("desktop.i18n")
    if i18n is not None and i18n.current() != "en":
        i18n.install("en")


#: How long a window test waits, at most, for what it expects (pytest-qt's own default is 5 s). An
#: upper bound, not a timing: a bot's move on a slow two-core machine running the suite on both cores
#: can take longer than 5 s, and a test that waits for something that never comes still fails.
PATIENCE_MS = 60_000


@pytest.fixture
def qtbot(qapp, request: pytest.FixtureRequest):  # type: ignore[no-untyped-def]
    """pytest-qt's ``qtbot``, waiting up to ``PATIENCE_MS`` when a test gives no timeout."""
    from functools import partialmethod

    from pytestqt.qtbot import QtBot

    class PatientQtBot(QtBot):
        waitUntil = partialmethod(QtBot.waitUntil, timeout=PATIENCE_MS)  # type: ignore[assignment]
        waitSignal = partialmethod(QtBot.waitSignal, timeout=PATIENCE_MS)  # type: ignore[assignment]
        waitSignals = partialmethod(QtBot.waitSignals, timeout=PATIENCE_MS)  # type: ignore[assignment]
        waitCallback = partialmethod(QtBot.waitCallback, timeout=PATIENCE_MS)  # type: ignore[assignment]

    return PatientQtBot(request)


@pytest.fixture(autouse=True)
def _no_unanswered_dialog(monkeypatch: pytest.MonkeyPatch) -> None:
    """A modal dialog the test does not answer fails the test at once, naming the dialog: offscreen
    nobody can click it, and its own event loop would hold the test (and the whole run) forever.
    A test that expects a dialog patches it (``monkeypatch.setattr(QMessageBox, "question", …)``)
    after this, so its answer wins."""
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtWidgets import QDialog, QMessageBox

    def unanswered(*args: object, **_kwargs: object) -> None:
        shown = [arg if isinstance(arg, str) else type(arg).__name__ for arg in args]
        raise AssertionError(f"a modal dialog opened that this test does not answer: {shown}")

    for name in ("warning", "critical", "information", "question", "about"):
        monkeypatch.setattr(QMessageBox, name, unanswered)
    monkeypatch.setattr(QDialog, "exec", unanswered)


@pytest.fixture
def spanish(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Spanish environment for ``tapete-cli`` (its processes too): tests that read its Spanish
    output pin the language instead of depending on the machine's."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LC_ALL", "es_ES.UTF-8")


@pytest.fixture
def user_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty user data folder (``XDG_DATA_HOME``) for ``tapete-cli`` and its processes:
    commands look cards up in the user's own store by default, which a test must not read."""
    folder = tmp_path / "user-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return folder
