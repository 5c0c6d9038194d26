"""The game-agnostic core: the vocabulary every game, the GUI, the AI and the tests share."""

from engine.core.actions import CONCEDE, Action, Event, Outcome, Prompt
from engine.core.cards import Card, CardDatabase, CardDef, Modifier
from engine.core.chain import Chain, ChainLink, ChainPolicy
from engine.core.deck import Deck, DeckEntry, Violation
from engine.core.errors import (
    DeckError,
    EngineError,
    IllegalActionError,
    LoadError,
    NotationError,
    Rule,
    TapeteError,
)
from engine.core.game import Game, game_names, get_game, register_game
from engine.core.observation import CardView, Observation, ZoneView
from engine.core.rng import Rng
from engine.core.state import State
from engine.core.zones import Visibility, ZoneSpec

__all__ = [
    "CONCEDE", "Action", "Card", "CardDatabase", "CardDef", "CardView", "Chain", "ChainLink",
    "ChainPolicy", "Deck", "DeckEntry", "DeckError", "EngineError", "Event", "Game",
    "IllegalActionError", "LoadError", "Modifier", "NotationError", "Observation", "Outcome",
    "Prompt", "Rng", "Rule", "State", "TapeteError", "Violation", "Visibility", "ZoneSpec",
    "ZoneView", "game_names", "get_game", "register_game",
]
