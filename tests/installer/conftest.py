"""Installer tests run offscreen and never touch the real user settings or data (the GUI tests' fixture)."""

from tests.desktop.conftest import _isolated_user_folders  # noqa: F401
