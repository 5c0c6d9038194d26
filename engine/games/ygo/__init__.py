"""Yu-Gi-Oh! (classic rulebook): rules, cards, decks and the duel state."""

from engine.games.ygo.game import YgoGame

__all__ = ["YgoGame"]
