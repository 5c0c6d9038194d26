"""Mitos y Leyendas: the procedure for playing a card, and the whole game around it."""

from engine.games.myl.game import MylGame

__all__ = ["MylGame"]
