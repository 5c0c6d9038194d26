"""The window and the card pictures name no game (issue 23: a game package owns everything about
its game): what differs between games is declared by the game (``layout.toml`` ``[words]``,
``Game.deck_palette``, ``Game.is_basic``, ``FaceStyle.printing_id``…) and read generically, so
that a new game needs no branch in ``desktop/`` or ``cardimages/``."""

from __future__ import annotations

import ast
from pathlib import Path

import engine.games  # noqa: F401  (registers the built-in games)
from engine.core.game import game_names, get_game

ROOT = Path(__file__).resolve().parents[2]
#: What may name a game, and why: each image source reads the picture folder of a third-party
#: program that holds the cards of one game only (Forge, XMage and Cockatrice: Magic; YGOPro:
#: Yu-Gi-Oh!), which is the program's nature, not the game's.
ALLOWED = {
    ("cardimages/imagecache/forge.py", "mtg"),
    ("cardimages/imagecache/xmage.py", "mtg"),
    ("cardimages/imagecache/cockatrice.py", "mtg"),
    ("cardimages/imagecache/ygopro.py", "ygo"),
}


def _words() -> set[str]:
    """Every game's name and title, as code would spell them to branch on a game."""
    return {word for name in game_names() for word in (name, get_game(name).title)}


def named_games(folder: Path, words: set[str]) -> list[tuple[str, int, str]]:
    """(file, line, game) for every string in the code of ``folder`` that is a game's name or
    title (docstrings are prose, not code: they are sentences, never a bare name)."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.strip() in words:
                found.append((path.relative_to(folder.parent).as_posix(), node.lineno, node.value.strip()))
    return found


def test_the_window_and_the_pictures_name_no_game() -> None:
    words = _words()
    assert {"mtg", "ygo", "six", "myl", "eliria"} <= words
    found = [hit for folder in ("desktop", "cardimages") for hit in named_games(ROOT / folder, words)]
    assert [hit for hit in found if (hit[0], hit[2]) not in ALLOWED] == []
    assert {(file, game) for file, _line, game in found} == ALLOWED  # no allowance outlives its use


def test_the_scan_finds_a_branch_on_a_game(tmp_path: Path) -> None:
    (tmp_path / "widget.py").write_text('def label(game: str) -> str:\n    return "Play land" if game == "mtg" else "Play"\n',
                                        encoding="utf-8")
    assert [(line, game) for _file, line, game in named_games(tmp_path, _words())] == [(2, "mtg")]
