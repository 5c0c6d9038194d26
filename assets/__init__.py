"""Data shipped with Tapete: game definitions, demo card sets and decks, icons, translations."""
