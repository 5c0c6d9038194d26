"""Souls in Xtinction: rules, cards, decks and the duel state."""

from engine.games.six.game import SixGame

__all__ = ["SixGame"]
