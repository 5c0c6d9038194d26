"""Yu-Gi-Oh! (the classic rulebook) as a registered game: zones, cards, decks, the setup of a
duel and a heuristic evaluation for the AI."""

from __future__ import annotations

import math
import re
from typing import Any, Mapping, Sequence

from engine.core.cards import CardDatabase, CardDef
from engine.core.deck import Deck, DeckEntry, Violation
from engine.core.draws import DrawRules
from engine.core.errors import Rule
from engine.core.game import Game, register_game
from engine.core.rulebook import Rulebook
from engine.core.state import State
from engine.core.zones import Visibility, ZoneSpec
from engine.formats.records import CardRecord, ResolvedDeck
from engine.formats.validation.banlist import BanList
from engine.games.ygo.base import LP, START_LP
from engine.games.ygo.cards import YgoCard, load_set
from engine.games.ygo.deckcheck import FORMATS, SECTIONS, validate, validate_records
from engine.games.ygo.face_style import FACE_STYLE
from engine.games.ygo.match import YgoMatchRules
from engine.games.ygo.state import YgoState
from engine.games.ygo.tasks import TurnStart

OPENING_HAND = 5  # YGO CondicionesDeVictoria.7
#: Cards left in a deck below which the bots' evaluation sees a deck-out coming, and what an
#: empty deck costs there (self-milling decks such as Lightsworn lost duels they led that way).
DECK_WARNING, DECK_OUT = 5, 0.5

ZONES = (  # YGO AreaDeJuego.2–9
    ZoneSpec("mazo", "Mazo", "Deck", Visibility.HIDDEN, pile=True, listed=False, resample_group="main", roles=("deck",)),
    ZoneSpec("mano", "Mano", "Hand", Visibility.OWNER, resample_group="main", roles=("hand",)),
    ZoneSpec("fusion", "Mazo de Fusión", "Fusion Deck", Visibility.OWNER, face_down=True, resample_group="fusion",
             roles=("extra",)),
    # a set card is hidden but known to be a monster, or a spell or trap: the bots deal it again
    # from its owner's unseen cards of that kind
    ZoneSpec("monstruos", "Zona de Monstruos", "Monster Zone", Visibility.PUBLIC, capacity=5,
             resample_group="main", resample_kinds=("monster",), roles=("battlefield",)),
    ZoneSpec("magias", "Zona de Mágicas y Trampas", "Spell & Trap Zone", Visibility.PUBLIC, capacity=5,
             resample_group="main", resample_kinds=("spell", "trap"), roles=("battlefield",)),
    ZoneSpec("campo_magico", "Zona de Campo", "Field Zone", Visibility.PUBLIC, capacity=1,
             resample_group="main", resample_kinds=("spell",), roles=("battlefield",)),
    ZoneSpec("cementerio", "Cementerio", "Graveyard", Visibility.PUBLIC, pile=True, roles=("graveyard",)),
    ZoneSpec("desterradas", "Desterradas", "Banished", Visibility.PUBLIC, roles=("exile",)),
)


@register_game
class YgoGame(Game):
    """Yu-Gi-Oh! as the classic starter-deck rulebook describes it."""

    name = "ygo"
    title = "Yu-Gi-Oh!"
    priority_prompts = frozenset({"ventana"})
    draw_rules = DrawRules(hand_size=5, first_player_draws=True)  # YGO PhasesDelJuego.3: a Draw Phase every turn, the first too
    deck_palette = "attribute"  # YGO: a monster has an Attribute (LIGHT, DARK…), no colour
    face_style = FACE_STYLE
    zone_specs = ZONES
    life_counter = LP
    rule_game_over = Rule("YGO DeterminacionDelDano.48", "el duelo ya terminó", "the duel is over")
    rule_concede = Rule("YGO ModalesDelDuelo.7", "un jugador concede el duelo", "a player concedes the duel")
    rulebook = Rulebook(
        prefix="YGO",
        title="Yu-Gi-Oh!",
        rulebook="yu-gi-oh.txt",
        cite=re.compile(r"([A-Z][A-Za-z]*\.\d+)"),
        example="Seccion.N",
    )

    def load_cards(self) -> CardDatabase:
        """Every set in ``assets/games/ygo/sets``; a name or code used twice is an error."""
        return self.load_sets(load_set)

    def deck_sections(self) -> tuple[str, ...]:
        return SECTIONS

    def card_from_record(self, record: CardRecord) -> YgoCard | None:
        """A card imported from a YGOPro cards.cdb plays with its real stats, type, attribute and
        level; a passcode Tapete defines takes Tapete's effects (``cdb.card_from_record``)."""
        from engine.games.ygo.cdb import card_from_record

        own = {card.passcode: card for card in self.cards if isinstance(card, YgoCard) and card.passcode}
        return card_from_record(record, own) if record.game == "ygo" else None

    def validate_deck(self, deck: Deck, banlist: BanList | None = None, fmt: str = "") -> list[Violation]:
        """YGO PreparacionDeTuMazoDeJuego and the Forbidden and Limited list: ``deckcheck``."""
        return validate(deck, banlist, fmt)

    def validate_records(self, deck: ResolvedDeck, fmt: str = "", banlist: BanList | None = None) -> list[Violation]:
        return validate_records(deck, fmt, banlist)

    def deck_formats(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(FORMATS.values()))

    def match_rules(self) -> YgoMatchRules:
        return YgoMatchRules()

    def scenario_state(self, setup: Mapping[str, Any], seed: int | str, path: str, text: str,
                       cards: Sequence[DeckEntry] = ()) -> YgoState:
        from engine.games.ygo.scenario_setup import build_scenario_state

        return build_scenario_state(self, setup, seed, path, text, cards)

    def new_initial_state(
        self, decks: Sequence[Deck], seed: int | str = 0, params: Mapping[str, Any] | None = None
    ) -> YgoState:
        """Set up a duel (YGO Juego.3–4, CondicionesDeVictoria.6–7): decks checked and shuffled,
        the Fusion Deck apart, a coin decides who starts unless ``params["first_player"]`` says,
        8000 LP (ComoGanarUnDuelo.2) and 5 cards each; the first turn begins."""
        params = dict(params or {})
        setup = self.initial_setup(decks, seed, params)
        state = YgoState(self, setup)
        state._init_duel()
        for player, deck in enumerate(decks):
            for card in deck.section("main"):
                state.create_card(card, player, state.zone(player, "mazo"))
            for card in deck.section("extra"):
                state.create_card(card, player, state.zone(player, "fusion"))
            state.zones[state.zone(player, "mazo")].reverse()
            state.counters[player][LP] = START_LP
        for player in range(self.num_players):
            state.shuffle(state.zone(player, "mazo"))
        first = params.get("first_player")
        state.turn_player = int(first) if first is not None else state.rng.below(self.num_players)
        state.first_player = state.turn_player
        for player in (state.turn_player, 1 - state.turn_player):
            state.draw(player, OPENING_HAND)
        state.then(TurnStart())
        state._advance()
        state.snapshot_initial()
        return state

    def card_kind(self, defn: CardDef) -> str:
        return defn.kind if isinstance(defn, YgoCard) else ""

    def evaluate(self, state: State, player: int) -> float:
        """A heuristic in (-1, 1) from ``player``'s view, from what ``player`` can see: Life Points,
        the ATK of face-up monsters (face-down ones count as an average monster), hand sizes and a
        deck about to run out (the first player unable to draw loses, ComoGanarUnDuelo.6),
        squashed by ``tanh`` so that a greater lead still counts for more and only a won duel
        reaches 1."""
        if state.outcome is not None:
            return state.returns()[player]
        assert isinstance(state, YgoState)
        other = 1 - player
        score = (state.lp(player) - state.lp(other)) / START_LP
        for side, sign in ((player, 1), (other, -1)):
            power = 0
            for cid in state.monsters(side):
                card = state._card(cid)
                visible = state.is_visible_to(player, card)
                power += state.stats(cid)[0] if visible else 1200
            score += sign * power / 10000
            score += sign * len(state.ids(side, "mano")) * 0.03
            short = DECK_WARNING - len(state.ids(side, "mazo"))
            if short > 0:
                score -= sign * DECK_OUT * short / DECK_WARNING
        return math.tanh(score)

