"""Banned, restricted and limited lists for any game (``engine.core.banlist.BanList``), read from a
small TOML file.

    [list]
    name = "Lista avanzada 2025-01"
    game = "ygo"          # optional: the game the list is for

    [cards]
    "Pot of Greed" = 0    # forbidden / banned
    "Black Lotus" = 1     # limited / restricted to one copy
    "89631139" = 2        # a card code works too (Yu-Gi-Oh! passcode, SiX code)

A card matches an entry by its name, a localized name or its ``oracle_id`` (case and accents
ignored).
"""

from __future__ import annotations

from pathlib import Path
from typing import Mapping

from engine.core.banlist import BanList as BanList  # read here, named here too
from engine.core.errors import LoadError
from engine.core.text import Text
from engine.core.textfiles import find_line, load_toml, read_text
from engine.formats.records import GAMES


def load_banlist(path: str | Path, game: str | None = None) -> BanList:
    """Read a ban list; ``LoadError`` (with the line) for a missing ``[cards]`` table, a limit
    that is not a whole number ≥ 0, an unknown game, or a list for a game other than ``game``."""
    text = read_text(path)
    data = load_toml(path, text)
    header = data.get("list", {})
    cards = data.get("cards")
    if not isinstance(header, Mapping) or not isinstance(cards, Mapping):
        raise LoadError(str(path), Text("una lista necesita la tabla [cards] (y opcionalmente [list] con name y game)",
                                        "a list needs the [cards] table (and optionally [list] with name and game)"))
    list_game = str(header.get("game", ""))
    if list_game and list_game not in GAMES:
        raise LoadError(str(path), Text(f"juego desconocido «{list_game}» (usa {', '.join(GAMES)})",
                                        f"unknown game «{list_game}» (use {', '.join(GAMES)})"), find_line(text, "game"))
    if game and list_game and list_game != game:
        raise LoadError(str(path), Text(f"la lista es de «{list_game}» y el mazo de «{game}»",
                                        f"the list is for «{list_game}» and the deck for «{game}»"), find_line(text, "game"))
    entries: dict[str, int] = {}
    for key, limit in cards.items():
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 0:
            raise LoadError(str(path), Text(f"el límite de «{key}» debe ser un número entero ≥ 0 (0 = prohibida)",
                                            f"the limit of «{key}» must be a whole number ≥ 0 (0 = banned)"), find_line(text, key))
        entries[key] = limit
    return BanList(str(header.get("name") or Path(path).stem), list_game or game or "", entries)
