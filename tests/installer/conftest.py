"""Installer tests run offscreen and never touch the real user settings or data (the GUI tests' fixture).

The Linux build (marked ``installer``, a few minutes) runs in CI (``CI`` set, as ``.ci/run`` does)
or when asked for with ``pytest -m installer``; a developer's plain ``pytest`` skips it.
"""

from __future__ import annotations

import os

import pytest

from tests.desktop.conftest import _isolated_user_folders  # noqa: F401


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if os.environ.get("CI") or "installer" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="builds the installers: runs with CI=true or pytest -m installer")
    for item in items:
        if item.get_closest_marker("installer") is not None:
            item.add_marker(skip)
