"""The sample game as a ``Game``: its zones, cards, decks and rules (not registered on import:
``tests/samplegame/fixture.py`` registers it for the tests that ask)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Mapping, Sequence

from engine.core.banlist import BanList
from engine.core.cards import CardDatabase
from engine.core.deck import Deck, DeckEntry, Violation
from engine.core.draws import DrawRules
from engine.core.game import Game
from engine.core.records import ResolvedDeck
from engine.core.rulebook import Rulebook
from engine.core.scenario_setup import SetupBuilder
from engine.core.state import State
from engine.core.zones import Visibility, ZoneSpec
from tests.samplegame.cards import SampleCard, load_set
from tests.samplegame.deckcheck import validate, validate_records
from tests.samplegame.face_style import FACE_STYLE
from tests.samplegame.rules import rule
from tests.samplegame.state import SampleState

ZONES = (
    ZoneSpec("mazo", "Mazo", "Deck", Visibility.HIDDEN, pile=True, listed=False, resample_group="main", roles=("deck",)),
    ZoneSpec("mano", "Mano", "Hand", Visibility.OWNER, resample_group="main", roles=("hand",)),
    ZoneSpec("campo", "Campo", "Field", Visibility.PUBLIC, roles=("battlefield",)),
)


class SampleGame(Game):
    """A two-player sample game (``Muestra 1``–``5``)."""

    name = "muestra"
    title = "Juego de muestra"
    face_style = FACE_STYLE
    zone_specs = ZONES
    draw_rules = DrawRules(hand_size=3, first_player_draws=True)  # Muestra 1, 2: three cards, a draw every turn
    rule_game_over = rule("4")
    rule_concede = rule("4")
    rulebook = Rulebook(prefix="Muestra", title="Juego de muestra", rulebook=str(Path(__file__).parent / "assets" / "reglas.txt"),
                        clause=re.compile(r"^(\d+)\.\s+(\S.*)$"), cite=re.compile(r"(\d+)\b"), example="N")

    @property
    def folder(self) -> Path:
        return Path(__file__).parent / "assets"

    def load_cards(self) -> CardDatabase:
        return self.load_sets(load_set)

    def validate_deck(self, deck: Deck, banlist: BanList | None = None) -> list[Violation]:
        return validate(deck, banlist)

    def validate_records(self, deck: ResolvedDeck, fmt: str = "", banlist: BanList | None = None) -> list[Violation]:
        return validate_records(deck, fmt, banlist)

    def new_initial_state(self, decks: Sequence[Deck], seed: int | str = 0,
                          params: Mapping[str, Any] | None = None) -> SampleState:
        state = SampleState(self, self.initial_setup(decks, seed, dict(params or {})))
        for player, deck in enumerate(decks):
            zone = state.zone(player, "mazo")
            for card in deck.section("main"):
                state.create_card(card, player, zone)
            state.shuffle(zone)
        state.start()
        state.snapshot_initial()
        return state

    def scenario_state(self, setup: Mapping[str, Any], seed: int | str, path: str, text: str,
                       cards: Sequence[DeckEntry] = ()) -> State:
        return _Builder.state_for(self, setup, seed, path, text, cards)


class _Builder(SetupBuilder[SampleCard, SampleState]):
    """``[setup.P1]`` / ``[setup.P2]``: ``hand``, ``deck`` and ``field`` card lists and ``lives``."""

    card_class = SampleCard
    state_class = SampleState

    def build(self) -> SampleState:
        self.check_keys(self.setup, {"P1", "P2"}, "[setup]")
        zones = {"hand": "mano", "deck": "mazo", "field": "campo"}
        state = self.state
        for player in range(2):
            spec = self.player_table(player, self.setup.get(f"P{player + 1}", {}), {*zones, "lives"}, zones)
            state.counters[player]["vidas"] = int(spec.get("lives", 10))
            for key, zone_name in zones.items():
                for entry in self.entries(player, zone_name, spec.get(key, []), "Soldado"):
                    self.put(self.card(entry, f"P{player + 1}.{key}"), player, zone_name, player)
        state.turn = 0
        state.begin_turn(0)
        state.snapshot_initial()
        return state
