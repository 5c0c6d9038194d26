"""Souls in Xtinction: rules, cards, decks and the duel state."""
