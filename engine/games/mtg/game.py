"""Magic: The Gathering as a registered game: zones, cards, deck rules and starting a game."""

from __future__ import annotations

import re
from functools import lru_cache, partial
from typing import TYPE_CHECKING, Any, Mapping, Sequence, cast

from engine.core.cards import CardDatabase, CardDef
from engine.core.deck import Deck, DeckEntry, Violation
from engine.core.draws import DrawRules
from engine.core.errors import Rule
from engine.core.game import Game, register_game
from engine.core.rulebook import Rulebook
from engine.core.state import State
from engine.core.zones import Visibility, ZoneSpec
from engine.formats.records import CardRecord, ResolvedDeck
from engine.games.mtg.ante import playable
from engine.games.mtg.base import LIFE, OPENING_HAND, POISON, STARTING_LIFE
from engine.games.mtg.cards import MtgCard, from_record, load_set, make_card
from engine.games.mtg.deckcheck import is_basic_land, rules_for, validate
from engine.games.mtg.face_style import FACE_STYLE
from engine.games.mtg.faces import faces_of
from engine.games.mtg.multiplayer import MAX_PLAYERS
from engine.games.mtg.rules import rule

if TYPE_CHECKING:  # the rules engine is loaded when a game starts: the card catalogue (deck files, proxies) does without it
    from engine.games.mtg.state import MtgState

ZONES = (
    ZoneSpec("biblioteca", "Biblioteca", "Library", Visibility.HIDDEN, pile=True, listed=False, resample_group="main",
             roles=("deck",)),  # CR 401
    ZoneSpec("mano", "Mano", "Hand", Visibility.OWNER, resample_group="main", roles=("hand",)),  # CR 402
    ZoneSpec("campo", "Campo de batalla", "Battlefield", Visibility.PUBLIC, roles=("battlefield",)),  # CR 403 (permanents each player controls)
    ZoneSpec("cementerio", "Cementerio", "Graveyard", Visibility.PUBLIC, pile=True, roles=("graveyard",)),  # CR 404
    ZoneSpec("pila", "Pila", "Stack", Visibility.PUBLIC, shared=True, roles=("stack",)),  # CR 405
    ZoneSpec("exilio", "Exilio", "Exile", Visibility.PUBLIC, roles=("exile",)),  # CR 406
    ZoneSpec("mando", "Zona de mando", "Command", Visibility.PUBLIC),  # CR 408
)
COMMANDER_LIFE = 40  # CR 103.4c


@lru_cache(maxsize=4096)
def _automated(name: str, type_line: str, cost: str, text: str, power: str | None, toughness: str | None,
               loyalty: str | None) -> bool:
    return make_card("?", name, type_line, cost, text, power=power, toughness=toughness, loyalty=loyalty).program.automated


def to_record(card: MtgCard) -> CardRecord:
    """An engine card as the catalogue record the shared deck validation reads."""
    return CardRecord(game="mtg", name=card.name_en or card.name, oracle_id=card.code, type_line=card.type_line,
                      cost=card.cost_text, text=card.oracle, colors=card.colors, color_identity=card.colors,
                      is_token=card.is_token)


@register_game
class MtgGame(Game):
    """Magic: The Gathering (Comprehensive Rules)."""

    name = "mtg"
    title = "Magic: The Gathering"
    priority_prompts = frozenset({"prioridad"})  # CR 117
    draw_rules = DrawRules(hand_size=7, first_player_draws=False)  # CR 103.5, 103.8a
    passes_outside_stops = True
    own_main_phases = frozenset({"principal1", "principal2"})  # CR 505: lands and sorceries
    face_style = FACE_STYLE
    zone_specs = ZONES
    life_counter = LIFE
    max_players = MAX_PLAYERS  # CR 806: Free-for-All
    rule_game_over = Rule("CR 104.1", "la partida ya terminó", "the game is over")
    rule_concede = rule("104.3a")
    rulebook = Rulebook(
        prefix="CR",
        title="Magic: The Gathering (Reglas Completas)",
        rulebook="magic-the-gathering-cr-es.txt",
        clause=re.compile(r"^(\d{3}\.\d+[a-z]?)\.?\s+(\S.*)$"),
        cite=re.compile(r"(\d{3}\.\d+[a-z]?)"),
        end="Glosario",
        strict=False,
    )

    def __init__(self, players: int = 2) -> None:
        super().__init__(players)
        self._demo: dict[str, Deck] | None = None
        self._base: MtgGame = self
        self._catalogue: CardDatabase | None = None  # ``catalogue_cards``
        self._variants: dict[int, MtgGame] = {}

    def for_players(self, count: int) -> "MtgGame":
        """CR 800.1, 806: the same game for ``count`` players (2 to 4, Free-for-All with the
        option of attacking several players, CR 802): an instance with that parameter, kept
        (each count once) beside the registered one, sharing its cards and demo decks."""
        base = self._base
        if count == base.num_players:
            return base
        if count not in base._variants:
            variant = MtgGame(players=count)
            variant._base = base
            base._variants[count] = variant
        return base._variants[count]

    def load_cards(self) -> CardDatabase:
        """Every set in ``assets/games/mtg/sets``; a repeated code or name is an error."""
        if self._base is not self:
            return self._base.cards
        return self.load_sets(load_set)

    def catalogue_cards(self) -> CardDatabase:
        """The shipped sets' printed characteristics, their rules text not compiled (the Oracle
        templates load when a card is played, not when a deck file is read), unless the cards
        are loaded already."""
        base = self._base
        if base._cards is not None:
            return base._cards
        if base._catalogue is None:
            base._catalogue = self.load_sets(partial(load_set, compiled=False))
        return base._catalogue

    def deck_sections(self) -> tuple[str, ...]:
        """``maybe``: cards being considered, kept with the deck and never played."""
        return ("main", "side", "commander", "maybe")

    def deck_formats(self) -> tuple[str, ...]:
        return ("constructed", "limited", "commander", "brawl")

    def is_basic(self, record: CardRecord) -> bool:
        return is_basic_land(record)  # CR 205.4c: the supertype "basic"

    def card_kind(self, defn: CardDef) -> str:
        """``land``, ``creature`` or ``""``: a table draws lands behind the other permanents
        (no Magic zone deals hidden cards by kind, so the bots never ask)."""
        if not isinstance(defn, MtgCard):
            return ""
        return "land" if defn.is_land else "creature" if defn.is_creature else ""

    def card_from_record(self, record: CardRecord) -> MtgCard | None:
        """Any Magic card of the player's data plays: the oracle compiler automates what it can
        read, the rest is resolved by hand."""
        return from_record(record) if record.game == "mtg" else None

    def validate_deck(self, deck: Deck, banlist: Any = None, fmt: str = "") -> list[Violation]:
        """CR 100.2a (Constructed), 100.2b (Limited), 903 (Commander): ``deckcheck``, the one
        validator of Magic decks."""
        resolved = ResolvedDeck("mtg", deck.name, {
            section: [(entry.count, to_record(entry.card)) for entry in entries if isinstance(entry.card, MtgCard)]
            for section, entries in deck.sections.items()
        })
        return validate(resolved, fmt, banlist)

    def validate_records(self, deck: ResolvedDeck, fmt: str = "", banlist: Any = None) -> list[Violation]:
        return validate(deck, fmt, banlist)

    def deck_format_of(self, deck: ResolvedDeck, fmt: str) -> str:
        """With no format, Commander for a deck with a commander, else Constructed."""
        return rules_for(deck, fmt) or fmt

    def demo_decks(self) -> dict[str, Deck]:
        """The decks of ``assets/games/mtg/decks`` (read once), each caller's own copies: a
        deck is a mutable value, and one changed by a table or a test stays theirs."""
        if self._base is not self:
            return self._base.demo_decks()
        if self._demo is None:
            self._demo = super().demo_decks()
        return {name: Deck(deck.game, deck.name, {section: list(entries) for section, entries in deck.sections.items()},
                           deck.source) for name, deck in self._demo.items()}

    def is_automated(self, record: CardRecord) -> bool:
        """Whether the engine plays every line of a catalogue card's text (the deck editor marks
        the others: their text is resolved by hand)."""
        if faces_of(record.extra) is not None:  # CR 712.2: both faces must be automated
            return from_record(record).program.automated
        return _automated(record.name, record.type_line, record.cost, record.text,
                          record.stats.get("power"), record.stats.get("toughness"), record.stats.get("loyalty"))

    def evaluate(self, state: "State", player: int) -> float:
        """A heuristic in [-1, 1] from ``player``'s view (life, power and toughness on the
        battlefield, cards in hand, lands), from what ``player`` can see."""
        return cast("MtgState", state).evaluate(player)

    def scenario_state(self, setup: Mapping[str, Any], seed: int | str, path: str, text: str,
                       cards: Sequence[DeckEntry] = ()) -> MtgState:
        from engine.games.mtg.scenario_setup import build_scenario_state

        game = self.for_players(int(setup.get("players", 2))) if isinstance(setup, Mapping) else self  # CR 800.1
        return build_scenario_state(game, setup, seed, path, text, cards)

    def new_initial_state(
        self, decks: Sequence[Deck], seed: int | str = 0, params: Mapping[str, Any] | None = None
    ) -> MtgState:
        """CR 103: decks checked, shuffled (103.3), a random starting player (103.1) unless
        ``params["first_player"]``, 20 life (103.4; 40 in Commander, 103.4c), seven cards
        (103.5), then the mulligans. ``params["format"]``: constructed (default), limited, commander.
        Three or four decks start a multiplayer game (CR 800.1)."""
        if len(decks) != self.num_players and 2 <= len(decks) <= MAX_PLAYERS:
            return self.for_players(len(decks)).new_initial_state(decks, seed, params)  # CR 800.1
        params = dict(params or {})
        fmt = str(params.get("format", ""))
        from engine.games.mtg.state import MtgState

        setup = self.initial_setup(decks, seed, params, lambda deck: self.validate_deck(deck, None, fmt))
        state = MtgState(self, setup)
        commander = fmt.lower() in ("commander", "edh", "brawl")
        life = COMMANDER_LIFE if commander else STARTING_LIFE
        if fmt.lower() == "brawl":  # CR 903.12f, 103.4d: 25 life in a two-player game, 30 in a multiplayer one
            life = 25 if len(decks) == 2 else 30
        for player, deck in enumerate(decks):
            for card in deck.section("main"):
                if isinstance(card, MtgCard) and not playable(card.program):
                    continue  # CR 407.3: an ante card is removed from the deck before playing
                state.create_card(card, player, state.zone(player, "biblioteca"))
            state.zones[state.zone(player, "biblioteca")].reverse()
            for card in deck.section("commander"):  # CR 903.6
                cid = state.create_card(card, player, state.zone(player, "mando"))
                state.commanders = state.commanders | {cid}
            state.counters[player][LIFE] = life
            state.counters[player][POISON] = 0
        for player in range(self.num_players):
            state.shuffle(state.zone(player, "biblioteca"))  # CR 103.3
        first = params.get("first_player")
        state.first_player = int(first) if first is not None else state.rng.below(self.num_players)  # CR 103.1
        state.turn_player = state.first_player
        for player in state.apnap():
            state.draw(player, OPENING_HAND)  # CR 103.5
        if params.get("mulligan", True):
            state.start_mulligans()
        else:
            state.kept = (True,) * self.num_players
            state.start_mulligans()
        state._advance()
        state.snapshot_initial()
        return state
