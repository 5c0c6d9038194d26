"""Tapete's embedded engine: pure Python, no GUI imports.

Loading it declares the built-in games to the registry (``engine.games``), so that
``engine.core.game.get_game`` finds them wherever the engine is used."""

import engine.games  # noqa: F401  (declares the built-in games)
