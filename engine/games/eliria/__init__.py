"""Eliria TCG: rules, cards, decks and the game state (Reglamento técnico 1.1)."""

from engine.games.eliria.game import EliriaGame

__all__ = ["EliriaGame"]
