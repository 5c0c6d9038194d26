"""The built-in games, one package each (``eliria``, ``mtg``, ``myl``, ``six``, ``ygo``): declared
to the registry here, each one's ``game`` module imported (and so registered) when it is first
asked for — a package imports nothing itself, so a part of it (Magic's card compiler, say) can be
used without the rest; and the reader of Tapete's ``.deck`` files, with which every game reads
its demo decks."""

from engine.core.game import declare_game, use_deck_reader
from engine.formats.tapete_deck import load_deck

BUILTIN_GAMES = ("eliria", "mtg", "myl", "six", "ygo")
"""The games of ``engine/games/<name>``: one game costs a few MB of memory, all five about 12."""

for _name in BUILTIN_GAMES:
    declare_game(_name, f"{__name__}.{_name}.game")
use_deck_reader(load_deck)
