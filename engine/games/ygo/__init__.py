"""Yu-Gi-Oh! (classic rulebook): rules, cards, decks and the duel state."""
