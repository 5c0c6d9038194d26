"""Eliria TCG: rules, cards, decks and the game state (Reglamento técnico 1.1)."""
