"""The GUI test of this folder runs offscreen with isolated user folders, like tests/desktop."""

from tests.desktop.conftest import _isolated_user_folders  # noqa: F401
