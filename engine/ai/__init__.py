"""Bots: random now; greedy and ISMCTS with the AI issue."""
