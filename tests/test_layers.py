"""The layers point one way (docs/architecture.md): checked over every import the code writes,
at the top of a module, inside a function or under ``TYPE_CHECKING`` alike.

Only what holds today is asserted; a known exception is listed by file, to be removed when the
code is fixed, never widened.
"""

from __future__ import annotations

import ast
from functools import lru_cache

import pytest

from engine.core.game import game_names
from tests.helpers import ROOT

GAMES = tuple(game_names())


@lru_cache(maxsize=None)
def imports() -> dict[str, frozenset[str]]:
    """Every module file of engine/, cardimages/, desktop/ and tapete_cli/ and the modules it imports."""
    found: dict[str, frozenset[str]] = {}
    for package in ("engine", "cardimages", "desktop", "tapete_cli"):
        for path in sorted((ROOT / package).rglob("*.py")):
            names: set[str] = set()
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
                if isinstance(node, ast.Import):
                    names.update(alias.name for alias in node.names)
                elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    names.add(node.module)
            found[path.relative_to(ROOT).as_posix()] = frozenset(names)
    return found


def importers(files: str, target: str) -> list[str]:
    """The files under ``files`` that import ``target`` or a module inside it."""
    return sorted(path for path, names in imports().items() if path.startswith(files)
                  and any(name == target or name.startswith(target + ".") for name in names))


def test_the_scan_sees_the_imports() -> None:
    assert "engine/core/state.py" in imports() and "desktop/main_window.py" in imports()
    assert importers("cardimages/", "PIL") and importers("desktop/", "PySide6")
    assert importers("engine/games/six/", "engine.core")
    assert importers("tapete_cli/", "engine.core") and importers("tapete_cli/", "cardimages")


@pytest.mark.parametrize("target", ["PySide6", "PIL", "desktop", "cardimages", "tapete_cli"])
def test_the_engine_never_imports_the_window_pillow_card_images_or_the_command_line(target: str) -> None:
    assert importers("engine/", target) == []


@pytest.mark.parametrize("package", ["engine/", "cardimages/", "desktop/"])
def test_the_command_line_is_a_front_end_nothing_imports(package: str) -> None:
    assert importers(package, "tapete_cli") == []


@pytest.mark.parametrize("target", ["PySide6", "desktop"])
def test_the_command_line_never_imports_the_window(target: str) -> None:
    assert importers("tapete_cli/", target) == []


@pytest.mark.parametrize("target", ["PySide6", "desktop"])
def test_card_images_never_import_the_window(target: str) -> None:
    assert importers("cardimages/", target) == []


@pytest.mark.parametrize("target", ["engine.games", "engine.formats", "engine.ai", "engine.net", "engine.store",
                                    "engine.decks", "engine.scenario", "tapete_cli", "cardimages"])
def test_the_core_imports_nothing_above_it(target: str) -> None:
    assert importers("engine/core/", target) == []


def test_the_core_names_no_module_above_it() -> None:
    """Not even as text for ``importlib``: the packages above declare themselves to the registry."""
    for path in sorted((ROOT / "engine" / "core").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                assert not node.value.startswith(("engine.games", "engine.formats")), f"{path.name}: {node.value}"


@pytest.mark.parametrize("target", ["engine.games", "engine.ai", "engine.net", "engine.scenario", "tapete_cli", "cardimages"])
def test_formats_and_store_sit_below_the_games(target: str) -> None:
    # a game's knowledge (deck rules, formats) is asked of the game registry, not imported
    assert importers("engine/formats/", target) == []
    assert importers("engine/store/", target) == []


@pytest.mark.parametrize("target", ["engine.ai", "engine.net", "engine.store", "engine.scenario", "tapete_cli", "cardimages"])
def test_games_import_nothing_above_them(target: str) -> None:
    assert importers("engine/games/", target) == []


@pytest.mark.parametrize("game", GAMES)
def test_a_game_never_imports_another(game: str) -> None:
    for other in GAMES:
        if other != game:
            assert importers(f"engine/games/{game}/", f"engine.games.{other}") == []


def test_the_bots_use_only_the_core() -> None:
    used = {name for path, names in imports().items() if path.startswith("engine/ai/") for name in names
            if name.startswith("engine.")}
    assert {name for name in used if not name.startswith(("engine.core", "engine.ai"))} == set()
