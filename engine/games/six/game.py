"""Souls in Xtinction as a registered game: zones, cards, decks and the setup of a duel."""

from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from engine.core.cards import CardDatabase
from engine.core.deck import Deck, DeckEntry, Violation
from engine.core.draws import DrawRules
from engine.core.errors import Rule
from engine.core.game import Game, register_game
from engine.core.rulebook import Rulebook
from engine.core.state import State
from engine.core.zones import Visibility, ZoneSpec
from engine.games.six.base import MAX_LIVES
from engine.games.six.cards import load_set
from engine.formats.records import ResolvedDeck
from engine.formats.validation.banlist import BanList
from engine.games.six.deckcheck import validate, validate_records
from engine.games.six.evaluation import evaluate
from engine.games.six.face_style import FACE_STYLE
from engine.games.six.match import SixMatchRules
from engine.games.six.rules import rule
from engine.games.six.state import SixState
from engine.games.six.tasks import Mulligan, TurnStart

OPENING_HAND = 6  # SiX 5.2.7

ZONES = (
    ZoneSpec("mazo", "Mazo", "Deck", Visibility.HIDDEN, pile=True, listed=False, resample_group="main", roles=("deck",)),  # 3.1.4
    ZoneSpec("mazo_mana", "Mazo de Maná", "Mana deck", Visibility.OWNER, pile=True, face_down=True,
             resample_group="mana", roles=("extra",)),  # 3.3.3, 4.4.3: face down, the owner may look
    ZoneSpec("mana", "Zona de Maná", "Mana zone", Visibility.PUBLIC, roles=("resource",)),  # 3.3
    ZoneSpec("limbo", "Limbo", "Limbo", Visibility.PUBLIC),  # 3.4.3
    ZoneSpec("conjuros", "Conjuros", "Spells", Visibility.PUBLIC),  # 3.5
    ZoneSpec("cementerio", "Cementerio", "Cemetery", Visibility.PUBLIC, pile=True, roles=("graveyard",)),  # 3.6.2
    ZoneSpec("halo", "Halo", "Halo", Visibility.HIDDEN, pile=True, face_down=True, resample_group="halo"),  # 3.7
    ZoneSpec("campo", "Campo", "Field", Visibility.PUBLIC, capacity=6, roles=("battlefield",)),  # 3.8
    ZoneSpec("combate", "Combate", "Combat", Visibility.PUBLIC, roles=("battlefield",)),  # 3.9
    ZoneSpec("mano", "Mano", "Hand", Visibility.OWNER, resample_group="main", roles=("hand",)),  # 3.10
)


@register_game
class SixGame(Game):
    """Souls in Xtinction (Reglas Generales 1.0)."""

    name = "six"
    title = "Souls in Xtinction"
    priority_prompts = frozenset({"accion", "respuesta"})  # SiX 6.6.1, 10
    draw_rules = DrawRules(hand_size=6, first_player_draws=True, both_players_draw=True)  # SiX 5.2.7, 6.5.1
    face_style = FACE_STYLE
    zone_specs = ZONES
    life_counter = "vidas"
    rule_game_over = Rule("SiX 1.3.1", "el duelo ya terminó", "the duel is over")
    rule_concede = rule("1.3.3")
    rulebook = Rulebook(
        prefix="SiX",
        title="Souls in Xtinction",
        rulebook="souls-in-xtinction.txt",
        clause=re.compile(r"^\s*-?\s*(\d+(?:\.\d+)+)\.?\s+(\S.*)$"),
    )

    def load_cards(self) -> CardDatabase:
        """Every set in ``assets/games/six/sets``; a card name or code used twice is an error."""
        return self.load_sets(load_set)

    def deck_sections(self) -> tuple[str, ...]:
        return ("main", "mana", "limbo", "support")

    def validate_deck(self, deck: Deck, banlist: BanList | None = None) -> list[Violation]:
        return validate(deck, banlist)

    def validate_records(self, deck: ResolvedDeck, fmt: str = "", banlist: BanList | None = None) -> list[Violation]:
        return validate_records(self, deck, fmt, banlist)

    def evaluate(self, state: State, player: int) -> float:
        """Lives first, then the board and the hand (see ``engine.games.six.evaluation``)."""
        assert isinstance(state, SixState)
        return evaluate(state, player)

    def match_rules(self) -> SixMatchRules:
        return SixMatchRules()

    def scenario_state(self, setup: Mapping[str, Any], seed: int | str, path: str, text: str,
                       cards: Sequence[DeckEntry] = ()) -> SixState:
        from engine.games.six.scenario_setup import build_scenario_state

        return build_scenario_state(self, setup, seed, path, text, cards)

    def new_initial_state(
        self, decks: Sequence[Deck], seed: int | str = 0, params: Mapping[str, Any] | None = None
    ) -> SixState:
        """Set up a duel (SiX 5.2): decks checked (5.2.1), each deck shuffled (5.2.3), a random
        holder of the Ficha de Ataque (5.2.4) unless ``params["first_player"]`` says, 6 lives
        (5.2.6), 6 cards each (5.2.7); then the mulligans are asked."""
        params = dict(params or {})
        setup = self.initial_setup(decks, seed, params)
        state = SixState(self, setup)
        for player, deck in enumerate(decks):
            for section, zone in (("main", "mazo"), ("mana", "mazo_mana"), ("limbo", "limbo")):
                for card in deck.section(section):
                    state.create_card(card, player, state.zone(player, zone))
            # create_card puts pile cards on top; keep the deck list order top-down
            for zone in ("mazo", "mazo_mana"):
                state.zones[state.zone(player, zone)].reverse()
            state.counters[player]["vidas"] = MAX_LIVES
        for player in range(self.num_players):
            state.shuffle(state.zone(player, "mazo"))
        first = params.get("first_player")
        state.turn_player = int(first) if first is not None else state.rng.below(self.num_players)
        state.first_player = state.turn_player
        for player in (state.turn_player, 1 - state.turn_player):
            state.draw(player, OPENING_HAND)
        if params.get("mulligan", True):
            state.then(Mulligan(state.turn_player))
        else:
            state.mulligan_done = (True, True)
            state.then(TurnStart())
        state._advance()
        state.snapshot_initial()
        return state
