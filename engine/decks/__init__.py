"""Working with resolved decks: statistics and draw probabilities."""
