"""The built-in games, one package each (``six``, ``eliria``, ``myl``, ``mtg``, ``ygo``): importing
one registers it; ``engine.core.game`` imports each when it is first asked for
(``BUILTIN_GAMES``)."""
