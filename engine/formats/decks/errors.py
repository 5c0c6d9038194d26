"""The error raised for a deck format Tapete does not know or a deck a format cannot hold."""

from __future__ import annotations

from engine.core.errors import TapeteError
from engine.core.text import Text


NO_GAME = Text("el archivo no dice de qué juego es; indica --game", "the file does not say which game it is for; give --game")
"""Why a deck file that names no game cannot be checked without ``--game``."""


class DeckFormatError(TapeteError, ValueError):
    """An unknown format name, or a deck that a format cannot write (a section it lacks, a
    card line without the name or code it needs); the message lists every problem."""
