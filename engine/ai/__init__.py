"""Bots: random, greedy and information-set MCTS at three levels (see ``bots.BOTS``)."""
