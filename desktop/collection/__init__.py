"""The collection browser and the deck editor over the store."""
