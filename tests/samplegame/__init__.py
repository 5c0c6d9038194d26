"""A small sample game that lives in ``tests/``, to prove a game needs nothing outside its own
package: registered by the ``sample_game`` fixture only (``tests/samplegame/fixture.py``).

Its rules ("Muestra N"): each player starts with 10 lives and three cards (1); on their turn a
player draws a card, then plays one from hand, which costs the rival lives equal to its
strength, or passes (2); a player who must draw from an empty deck loses (3); a player at 0
lives loses (4); a deck has at least 10 cards and at most 2 copies of a card (5).
"""
