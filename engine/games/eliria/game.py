"""Eliria TCG as a registered game: zones, cards, decks, the start of a game and a heuristic."""

from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from engine.core.actions import Action
from engine.core.cards import CardDatabase, CardDef
from engine.core.deck import Deck, DeckEntry, Violation
from engine.core.draws import DrawRules
from engine.core.game import Game, register_game
from engine.core.rulebook import Rulebook
from engine.core.state import State
from engine.core.text import Text
from engine.core.zones import Visibility, ZoneSpec
from engine.games.eliria import playout
from engine.games.eliria.board import COMBAT_ZONES, INVOCATION_SLOTS
from engine.games.eliria.cards import EliriaCard, load_set
from engine.formats.records import ResolvedDeck
from engine.formats.validation.banlist import BanList
from engine.games.eliria.deckcheck import validate, validate_records
from engine.games.eliria.evaluation import evaluate
from engine.games.eliria.face_style import FACE_STYLE
from engine.games.eliria.match import EliriaMatchRules
from engine.games.eliria.rules import rule
from engine.games.eliria.state import OPENING_HAND, EliriaState

ZONES = (
    ZoneSpec("mazo", "Mazo", "Deck", Visibility.HIDDEN, pile=True, listed=False, resample_group="main",
             roles=("deck",)),  # 2, 13.a
    ZoneSpec("mano", "Mano", "Hand", Visibility.OWNER, resample_group="main", roles=("hand",)),  # 13.b: counted, not seen
    ZoneSpec("descarte", "Pila de descarte", "Discard pile", Visibility.PUBLIC, pile=True, roles=("graveyard",)),  # 2, 13.c
    # 8: a face-down card is hidden but its slot says its kind: the bots deal it again from its
    # owner's unseen cards of that kind
    *(ZoneSpec(name, f"Combate {i + 1}", f"Combat {i + 1}", Visibility.PUBLIC, capacity=1,  # 2: three combat slots
               resample_group="main", resample_kinds=("combate",), roles=("battlefield",))
      for i, name in enumerate(COMBAT_ZONES)),
    ZoneSpec("invocacion", "Invocación/Reacción", "Invocation/Reaction", Visibility.PUBLIC,
             capacity=INVOCATION_SLOTS, resample_group="main",
             resample_kinds=("reaccion", "invocacion"), roles=("battlefield",)),  # 2: five invocation/reaction slots
)


@register_game
class EliriaGame(Game):
    """Eliria TCG (Reglamento técnico 1.1)."""

    name = "eliria"
    title = "Eliria TCG"
    priority_prompts = frozenset({"reaccion"})  # Eliria 6.b
    face_style = FACE_STYLE
    # Eliria 11.b: five cards; 12.a: one in each initial phase; 11.d: the starting player skips its first
    draw_rules = DrawRules(hand_size=5, first_player_draws=False)
    zone_specs = ZONES
    life_counter = "combates"  # no lives in Eliria: players show the combat cards played from hand (9)
    rule_game_over = rule("7", Text("la partida ya terminó", "the game is over"))
    rule_concede = rule("7.a")
    rulebook = Rulebook(
        prefix="Eliria",
        title="Eliria TCG",
        rulebook="eliria.txt",
        clause=re.compile(r"^(\d+)\.\s+(\S.*)$"),
        cite=re.compile(r"(\d+(?:\.[a-z](?:\.[IVX]+)?)?)\b"),
        nested=(re.compile(r"^\s*-\s*([a-z])\)\s+(\S.*)$"), re.compile(r"^\s*-\s*([IVX]+)\)\s+(\S.*)$")),
    )
    #: 12 playout moves at "normal" (8 × 1.5): far enough, more often, to reach the rival's
    #: movement and attack phases, where a reaction set now fires (6.b) and its attack lands
    #: (12.d); 200 games with the Marea Reanimada deck lost 16 at 8 moves, 11 at 12 (docs/ai.md).
    playout_scale = 1.5

    def load_cards(self) -> CardDatabase:
        """Every set in ``assets/games/eliria/sets``; a name or code used twice is an error."""
        return self.load_sets(load_set)

    def validate_deck(self, deck: Deck, banlist: BanList | None = None) -> list[Violation]:
        return validate(deck, banlist)

    def validate_records(self, deck: ResolvedDeck, fmt: str = "", banlist: BanList | None = None) -> list[Violation]:
        return validate_records(deck, fmt, banlist)

    def match_rules(self) -> EliriaMatchRules:
        return EliriaMatchRules()

    def scenario_state(self, setup: Mapping[str, Any], seed: int | str, path: str, text: str,
                       cards: Sequence[DeckEntry] = ()) -> EliriaState:
        from engine.games.eliria.scenario_setup import build_scenario_state

        return build_scenario_state(self, setup, seed, path, text, cards)

    def new_initial_state(
        self, decks: Sequence[Deck], seed: int | str = 0, params: Mapping[str, Any] | None = None
    ) -> EliriaState:
        """Start a game (Eliria 11): decks checked (4), shuffled and cut (11.a), five cards each
        (11.b), mulligans (11.b), the dice roll (11.c) unless ``params["first_player"]`` says
        who starts, and the first turn (11.d). ``params["mulligan"] = False`` skips 11.b;
        ``params["alignment"] = "same"`` makes slot N face slot N (default ``"mirror"``, Eliria 10)."""
        params = dict(params or {})
        state = EliriaState(self, self.initial_setup(decks, seed, params))
        for player, deck in enumerate(decks):
            zone = state.zone(player, "mazo")
            for card in deck.section("main"):
                state.create_card(card, player, zone)
            state.zones[zone].reverse()
        for player in range(self.num_players):
            zone = state.zone(player, "mazo")
            state.shuffle(zone)  # 11.a: each player shuffles…
            cards = state.zones[zone]
            if cards:  # …and the opponent cuts
                cut = state.rng.below(len(cards))
                cards[:] = cards[cut:] + cards[:cut]
        for player in range(self.num_players):
            if not state.draw(player, OPENING_HAND):
                break
        if state.outcome is None:
            first = params.get("first_player")
            state.begin(None if first is None else int(first), bool(params.get("mulligan", True)))
        state.snapshot_initial()
        return state

    def card_kind(self, defn: CardDef) -> str:
        return defn.kind if isinstance(defn, EliriaCard) else ""

    def action_prior(self, state: State, legal: list[Action]) -> list[float] | None:
        """The search keeps the combat cards for an empty board and attacks when it can (see
        ``engine/games/eliria/playout.py``)."""
        assert isinstance(state, EliriaState)
        return playout.prior(state, legal)

    def evaluate(self, state: State, player: int) -> float:
        """A heuristic in [-1, 1] from ``player``'s side, from what ``player`` sees (see
        ``engine/games/eliria/evaluation.py``)."""
        assert isinstance(state, EliriaState)
        return evaluate(state, player)
