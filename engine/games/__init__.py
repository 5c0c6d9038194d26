"""The built-in games, one package each (``eliria``, ``mtg``, ``myl``, ``six``, ``ygo``): declared
to the registry here, each imported (and so registered) when it is first asked for; and the
reader of Tapete's ``.deck`` files, with which every game reads its demo decks."""

from engine.core.game import declare_game, use_deck_reader
from engine.formats.tapete_deck import load_deck

BUILTIN_GAMES = ("eliria", "mtg", "myl", "six", "ygo")
"""The games of ``engine/games/<name>``: one game costs a few MB of memory, all five about 12."""

for _name in BUILTIN_GAMES:
    declare_game(_name, f"{__name__}.{_name}")
use_deck_reader(load_deck)
