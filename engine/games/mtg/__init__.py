"""Magic: The Gathering: rules, the oracle-text compiler, cards, decks and the game state."""

from engine.games.mtg.game import MtgGame

__all__ = ["MtgGame"]
