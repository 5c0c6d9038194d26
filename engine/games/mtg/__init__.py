"""Magic: The Gathering: rules, the oracle-text compiler, cards, decks and the game state."""
