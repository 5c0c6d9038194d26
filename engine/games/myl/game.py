"""Mitos y Leyendas as a registered game: zones, cards, decks, the setup of a duel, evaluation."""

from __future__ import annotations

import re
from typing import Any, Mapping, Sequence

from engine.core.actions import Action
from engine.core.cards import CardDatabase
from engine.core.deck import Deck, DeckEntry, Violation
from engine.core.draws import DrawRules
from engine.core.game import Game, register_game
from engine.core.rulebook import Rulebook
from engine.core.text import Text, join
from engine.core.zones import Visibility, ZoneSpec
from engine.formats.records import CardRecord, ResolvedDeck
from engine.formats.validation.banlist import BanList
from engine.games.myl.deckcheck import validate
from engine.games.myl import playout
from engine.games.myl.cards import load_set
from engine.games.myl.evaluation import evaluate
from engine.games.myl.face_style import FACE_STYLE
from engine.games.myl.match import MylMatchRules
from engine.games.myl.rules import check_params, rule
from engine.games.myl.state import MylState
from engine.games.myl.tasks import Agrupacion, Mulligan

ZONES = (
    ZoneSpec("castillo", "Castillo", "Castle", Visibility.HIDDEN, pile=True, listed=False, resample_group="main",
             roles=("deck", "life")),  # the Castillo is the deck and the life of its player,
    ZoneSpec("mano", "Mano", "Hand", Visibility.OWNER, resample_group="main", roles=("hand",)),
    ZoneSpec("reserva", "Reserva de Oro", "Gold reserve", Visibility.PUBLIC, roles=("resource",)),
    ZoneSpec("oro_pagado", "Oro pagado", "Paid gold", Visibility.PUBLIC),
    ZoneSpec("defensa", "Línea de defensa", "Defence line", Visibility.PUBLIC, roles=("battlefield",)),
    ZoneSpec("ataque", "Línea de ataque", "Attack line", Visibility.PUBLIC, roles=("battlefield",)),
    ZoneSpec("apoyo", "Línea de apoyo", "Support line", Visibility.PUBLIC, roles=("battlefield",)),
    ZoneSpec("jugada", "Carta jugada", "Card being played", Visibility.PUBLIC),
    ZoneSpec("cementerio", "Cementerio", "Cemetery", Visibility.PUBLIC, pile=True, roles=("graveyard",)),
    ZoneSpec("destierro", "Destierro", "Exile", Visibility.PUBLIC, pile=True, roles=("exile",)),
)


@register_game
class MylGame(Game):
    """Mitos y Leyendas: the procedure for playing a card and the game around it."""

    name = "myl"
    title = "Mitos y Leyendas"
    priority_prompts = frozenset({"respuesta"})
    face_style = FACE_STYLE
    zone_specs = ZONES
    # MyL Mano: 8 cards; MyL Agrupación: one each turn; S.primero_roba: not the starting player's first
    draw_rules = DrawRules(hand_size=8, first_player_draws=False)
    rule_game_over = rule("Derrota", Text("el duelo ya terminó", "the duel is over"))
    rule_concede = rule("Conceder")
    rulebook = Rulebook(
        prefix="MyL",
        title="Mitos y Leyendas",
        rulebook="mitos-y-leyendas-jugar-carta.txt",
        clause=re.compile(r"^$"),
        catalogue="engine.games.myl.rules",
    )

    def load_cards(self) -> CardDatabase:
        """Every set in ``assets/games/myl/sets``; a name or code used twice is an error."""
        return self.load_sets(load_set)

    def deck_sections(self) -> tuple[str, ...]:
        return ("main", "side")

    def validate_deck(self, deck: Deck, banlist: BanList | None = None) -> list[Violation]:
        """MyL Castillo, Copias, Única, Prohibidas y limitadas: ``deckcheck`` over this game's
        cards."""
        resolved = ResolvedDeck(self.name, deck.name)
        for section, entries in deck.sections.items():
            resolved.sections[section] = [
                (e.count, CardRecord(self.name, e.card.name, e.card.code, number=e.card.code, type_line=e.card.card_type,
                                     text=e.card.text)) for e in entries
            ]
        return validate(resolved, "", banlist)

    def validate_records(self, deck: ResolvedDeck, fmt: str = "", banlist: BanList | None = None) -> list[Violation]:
        return validate(deck, fmt, banlist)

    def match_rules(self) -> MylMatchRules:
        return MylMatchRules()

    def scenario_state(self, setup: Mapping[str, Any], seed: int | str, path: str, text: str,
                       cards: Sequence[DeckEntry] = ()) -> MylState:
        from engine.games.myl.scenario_setup import build_scenario_state

        return build_scenario_state(self, setup, seed, path, text, cards)

    def new_initial_state(
        self, decks: Sequence[Deck], seed: int | str = 0, params: Mapping[str, Any] | None = None
    ) -> MylState:
        """Set up a duel: decks checked, S.oro_inicial, Castillos shuffled, a random first
        player unless ``params["first_player"]``, opening hands (MyL Mano), then the mulligans.
        Any key of ``PARAMS`` (``engine.games.myl.rules``) changes an assumption."""
        params = dict(params or {})
        problems = check_params({k: v for k, v in params.items() if k not in ("first_player", "allow_illegal_decks", "mulligan")})
        if problems:
            listed = join(problems)
            raise ValueError(Text(f"parámetros de MyL: {listed.es}", f"MyL parameters: {listed.en}"))
        setup = self.initial_setup(decks, seed, params)
        state = MylState(self, setup)
        for player, deck in enumerate(decks):
            castillo = state.zone(player, "castillo")
            for card in deck.section("main"):
                state.create_card(card, player, castillo)
            state.zones[castillo].reverse()
            if state.params["oro_inicial"]:
                oro = next((c for c in state.zones[castillo] if state.defn(c).is_basic_oro), None)
                if oro is not None:
                    state.move(oro, state.zone(player, "reserva"), kind="oro_inicial")
            state.shuffle(castillo)
        first = params.get("first_player")
        state.turn_player = int(first) if first is not None else state.rng.below(self.num_players)
        state.first_player = state.turn_player
        for player in (state.turn_player, 1 - state.turn_player):
            state.draw(player, state.hand_sizes[player])
        if params.get("mulligan", True):
            state.then(Mulligan(state.turn_player, False))
        else:
            state.then(Agrupacion())
        state._advance()
        state.snapshot_initial()
        return state

    def action_prior(self, state: Any, legal: list[Action]) -> list[float] | None:
        """The search favours attacks and blocks by the fights they start (see
        ``engine/games/myl/playout.py``)."""
        assert isinstance(state, MylState)
        return playout.prior(state, legal)

    def evaluate(self, state: Any, player: int) -> float:
        """Material in Castillo cards, the difference squashed into [-1, 1] (public facts and
        hand sizes only; ``engine/games/myl/evaluation.py``)."""
        assert isinstance(state, MylState)
        return evaluate(state, player)
