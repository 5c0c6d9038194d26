"""Games and the registry that finds them by name.

The registry names no game: a package above the core declares the games it holds
(``declare_game``; ``engine.games`` declares the built-in ones) and gives the reader of Tapete's
deck files (``use_deck_reader``), with which every game reads its demo decks.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable, Mapping, Sequence

from engine.core.banlist import BanList
from engine.core.cards import CardDatabase, CardDef
from engine.core.deck import Deck, DeckEntry, Violation
from engine.core.draws import DrawRules
from engine.core.errors import DeckError, LoadError, Rule, text_of
from engine.core.faces import FaceStyle
from engine.core.match import MatchRules
from engine.core.records import CardRecord, ResolvedDeck
from engine.core.rulebook import Rulebook
from engine.core.state import SetupInfo
from engine.core.text import Text
from engine.core.textfiles import find_line, read_text
from engine.core.zones import ZoneSpec, zone_key

if TYPE_CHECKING:
    from engine.core.actions import Action
    from engine.core.rng import Rng
    from engine.core.state import State


def assets_dir() -> Path:
    """The ``assets/`` folder shipped with Tapete."""
    import assets

    return Path(assets.__file__).parent


class Game(ABC):
    """A game: its zones, its cards, its rules, and the states it starts.

    Subclasses set the class attributes and implement the abstract methods; one instance per
    game is kept by the registry.
    """

    name: ClassVar[str]
    title: ClassVar[str]
    #: How many players the game seats: a parameter of each instance (``Game(players=…)``,
    #: ``for_players``), 2 unless told.
    num_players: int
    #: The most players a game can seat (``new_initial_state`` with that many decks).
    max_players: ClassVar[int] = 2
    zone_specs: ClassVar[tuple[ZoneSpec, ...]]
    #: The player counter that scenarios and manual actions call "lives" (``vidas``, ``lp``…).
    life_counter: ClassVar[str] = "vidas"
    #: How many times a level's ``playout_depth`` a search bot's playouts run in this game: a
    #: game whose turns take few moves may need more of them to reach the rival's reply.
    playout_scale: ClassVar[float] = 1.0
    rule_game_over: ClassVar[Rule] = Rule("core", "la partida ya terminó", "the game is over")
    rule_concede: ClassVar[Rule] = Rule("core", "un jugador concedió", "a player conceded")
    #: how the game's rulebook is cut into citable clauses (``tools/rules_coverage.py``)
    rulebook: ClassVar[Rulebook | None] = None
    #: what its card faces look like (drawn by ``cardimages``)
    face_style: ClassVar[FaceStyle] = FaceStyle()
    #: The prompt kinds that only ask a player whether to act or to pass (the action moment, a
    #: response window): the window may pass them for a player who asks it to; any other
    #: question needs the player.
    priority_prompts: ClassVar[frozenset[str]] = frozenset()
    #: How the game deals cards (opening hand, who draws when), for the deck editor's odds;
    #: ``None``: it does not say.
    draw_rules: ClassVar[DrawRules | None] = None
    #: What the deck editor's colour chart counts: the cards' ``"colors"`` or their
    #: ``"attribute"`` (Yu-Gi-Oh!'s monsters have Attributes, not colours).
    deck_palette: ClassVar[str] = "colors"
    #: Whether priority may be passed for a player wherever they set no stop (the game's stops
    #: are its steps, as Forge and MTG Arena do), except on an opponent's spell and in the
    #: turn player's ``own_main_phases``.
    passes_outside_stops: ClassVar[bool] = False
    own_main_phases: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, players: int = 2) -> None:
        if not 2 <= players <= self.max_players:
            seats = Text("2", "2") if self.max_players == 2 else Text(f"2 a {self.max_players}", f"2 to {self.max_players}")
            raise ValueError(Text(f"{self.title} se juega aquí con {seats.es} jugadores, no con {players}",
                                  f"{self.title} is played here by {seats.en} players, not {players}"))
        self.num_players = players
        table: list[tuple[int | None, ZoneSpec]] = []
        for spec in self.zone_specs:
            owners: list[int | None] = [None] if spec.shared else list(range(self.num_players))
            table.extend((owner, spec) for owner in owners)
        self.zone_table: tuple[tuple[int | None, ZoneSpec], ...] = tuple(table)
        self.zone_index: dict[tuple[int | None, str], int] = {
            (owner, spec.name): i for i, (owner, spec) in enumerate(table)
        }
        #: Each zone's textual key (``P1.campo``), by zone index.
        self.zone_keys: tuple[str, ...] = tuple(zone_key(owner, spec.name) for owner, spec in table)
        self._cards: CardDatabase | None = None
        self._stand_ins: dict[tuple[tuple[str, ...], str], CardDef] = {}

    def for_players(self, count: int) -> "Game":
        """The same game for ``count`` players (CR 800.1 in Magic): another instance of it,
        parameterised, that shares the shipped cards; ``ValueError`` beyond ``max_players``."""
        if count == self.num_players:
            return self
        variant = type(self)(players=count)
        variant._cards = self._cards
        return variant

    @property
    def folder(self) -> Path:
        return assets_dir() / "games" / self.name

    @property
    def cards(self) -> CardDatabase:
        """The game's card database (loaded on first use)."""
        if self._cards is None:
            self._cards = self.load_cards()
        return self._cards

    def catalogue_cards(self) -> CardDatabase:
        """The game's shipped cards as the card catalogue reads them (names, type lines, printed
        stats: ``shipped_records``): ``cards``, unless a game can read them without what it needs
        to play them."""
        return self.cards

    @abstractmethod
    def load_cards(self) -> CardDatabase:
        """Load the game's card definitions."""

    def card_from_record(self, record: CardRecord) -> CardDef | None:
        """A card of the player's own card data that this game can play although Tapete does
        not ship it (Magic compiles its rules text, Yu-Gi-Oh! reads a cards.cdb printing);
        ``None`` when it cannot."""
        return None

    def card_for(self, record: CardRecord) -> CardDef | None:
        """The game's card for a catalogue record: one it ships (by code, then by name), else
        one built by ``card_from_record``; ``None`` when the game cannot play it. Nothing is
        remembered: the card travels with the deck (``DeckEntry``), the setup and the state."""
        card = self.cards.find(record.oracle_id) or self.cards.find(record.number) or self.cards.find(record.name)
        return card if card is not None else self.card_from_record(record)

    def is_own(self, card: CardDef) -> bool:
        """Whether ``card`` is one of the player's own cards rather than one the game ships."""
        return card.code not in self.cards or self.cards.by_code(card.code) is not card

    def own_cards(self, entries: Any) -> list[DeckEntry]:
        """The cards ``SetupInfo.own_records`` wrote (a replay's, a LAN deck's «cards»), each
        with its record; ``ValueError`` names the entry at fault."""
        if not isinstance(entries, list):
            raise ValueError(Text("«cards» debe ser una lista de registros de carta", "«cards» must be a list of card records"))
        cards = []
        for index, entry in enumerate(entries):
            try:
                record = CardRecord.from_dict(entry)
            except ValueError as exc:
                problem = text_of(exc)
                raise ValueError(Text(f"carta {index + 1} de «cards»: {problem.es}",
                                      f"card {index + 1} of «cards»: {problem.en}")) from None
            card = self.card_for(record)
            if card is None:
                raise ValueError(Text(f"carta {index + 1} de «cards»: {self.title} no puede jugar «{record.name}»",
                                      f"card {index + 1} of «cards»: {self.title} cannot play «{record.name}»"))
            cards.append(DeckEntry(1, card, record=record))
        return cards

    def load_sets(self, load_set: Callable[[Path], Iterable[CardDef]]) -> CardDatabase:
        """Every set of ``assets/games/<game>/sets`` read by ``load_set``; a card code, or a
        Spanish or English name, used by two cards is an error naming the line."""
        db = CardDatabase(self.name)
        for path in sorted((self.folder / "sets").glob("*.toml")):
            for card in load_set(path):
                for name in (card.name, card.name_en):
                    clash = [other for other in db.same_name(name) if other.code != card.code] if name else []
                    if clash:
                        raise LoadError(str(path), Text(f"el nombre «{name}» de {card.code} ya lo usa {clash[0].code}",
                                                        f"the name «{name}» of {card.code} is already used by {clash[0].code}"),
                                        find_line(read_text(path), f'"{card.code}"'))
                if card.code in db:
                    raise LoadError(str(path), Text(f"el código {card.code} está repetido", f"the code {card.code} is repeated"),
                                    find_line(read_text(path), f'"{card.code}"'))
                db.add(card)
        return db

    def initial_setup(self, decks: Sequence[Deck], seed: int | str, params: Mapping[str, Any],
                      validate: Callable[[Deck], list[Violation]] | None = None) -> SetupInfo:
        """The setup of a new game: one deck per player, each legal (checked with ``validate``,
        by default ``validate_deck``) unless ``params["allow_illegal_decks"]``."""
        if len(decks) != self.num_players:
            raise ValueError(Text(f"se necesitan {self.num_players} mazos", f"{self.num_players} decks are needed"))
        if not params.get("allow_illegal_decks", False):
            for deck in decks:
                violations = (validate or self.validate_deck)(deck)
                if violations:
                    raise DeckError(deck.name, violations)
        printings = {code: record for deck in decks for code, record in deck.printings().items()}
        own = {card.code: card for deck in decks for card in deck.cards() if self.is_own(card)}
        return SetupInfo(self.name, seed, [deck.to_codes() for deck in decks], dict(params), own.values(), printings)

    def own_records(self, deck: Deck) -> list[dict[str, Any]]:
        """The records (JSON data) of the player's own cards ``deck`` uses, as a replay or a
        LAN deck carries them (``own_cards`` reads them back)."""
        return SetupInfo(self.name, 0, [], {}, (card for card in deck.cards() if self.is_own(card)),
                         deck.printings()).own_records()

    @abstractmethod
    def new_initial_state(
        self, decks: Sequence[Deck], seed: int | str = 0, params: Mapping[str, Any] | None = None
    ) -> "State":
        """A new game between ``decks`` (one per player), set up with ``seed``."""

    @abstractmethod
    def validate_deck(self, deck: Deck, banlist: Any = None) -> list[Violation]:
        """Every way ``deck`` breaks the construction rules (empty when legal), optionally
        with a list of banned and limited cards."""

    @abstractmethod
    def validate_records(self, deck: ResolvedDeck, fmt: str = "", banlist: BanList | None = None) -> list[Violation]:
        """Every way a deck of catalogue records (the deck editor's, ``tapete-cli deck
        validate``'s) breaks the construction rules of format ``fmt`` (one of ``deck_formats``)
        and ``banlist``: the same checks as ``validate_deck``, from the game's one validator.
        ``DeckFormatError`` for a format the game does not have."""

    def deck_formats(self) -> tuple[str, ...]:
        """The formats a deck of this game can be checked in, the default first (``""``: the
        game has one set of construction rules)."""
        return ("",)

    def deck_format_of(self, deck: ResolvedDeck, fmt: str) -> str:
        """The format ``deck`` is checked in when ``fmt`` is asked for (``""``: none): a game
        whose default depends on the deck says so (Magic: Commander when it has a commander)."""
        return fmt

    def demo_decks(self) -> dict[str, Deck]:
        """The preconstructed decks shipped in ``assets/games/<game>/decks``, by name, read by the
        deck reader the registry was given (``use_deck_reader``)."""
        if _deck_reader is None:
            raise LookupError("no deck reader: engine.games gives the registry one (use_deck_reader)")
        decks = {}
        for path in sorted((self.folder / "decks").glob("*.deck")):
            deck = _deck_reader(path, self)
            decks[deck.name] = deck
        return decks

    def demo_pair(self) -> tuple[Deck, Deck]:
        """The first two demo decks, for a demonstration duel (the first twice if it is alone)."""
        decks = list(self.demo_decks().values())
        return decks[0], decks[1 % len(decks)]

    def deck_sections(self) -> tuple[str, ...]:
        """The section names a deck of this game may have, ``main`` first."""
        return ("main",)

    def deck_from_codes(self, codes: Mapping[str, Sequence[str]], name: str = "Mazo",
                        own: Iterable[DeckEntry] = ()) -> Deck:
        """A deck rebuilt from the codes a replay stores (one code per copy), knowing the
        player's ``own`` cards (``own_cards``) beside the shipped ones; ``KeyError`` for an
        unknown code."""
        known = {entry.card.code: entry for entry in own}

        def entry(code: str) -> DeckEntry:
            return known[code] if code in known else DeckEntry(1, self.cards.by_code(code))

        sections = {section: [entry(code) for code in items] for section, items in codes.items()}
        return Deck(self.name, name, sections)

    def is_basic(self, record: CardRecord) -> bool:
        """Whether ``record`` is a basic card every player has plenty of (Magic's basic lands),
        which a proxy sheet may leave out; none unless the game says."""
        return False

    def card_kind(self, defn: CardDef) -> str:
        """What a hidden card is known to be by where it lies (``ZoneSpec.resample_kinds``):
        ``"monster"``, ``"combate"``…; games without such zones need not say."""
        return ""

    def stand_in(self, kinds: tuple[str, ...] = (), lang: str = "es") -> CardDef:
        """The one card every hidden card of ``kinds`` (any kind when empty) becomes in a state
        masked for a player (``State.masked_for``): the first card of the shipped sets of that
        kind, renamed "hidden card" (in ``lang``). It depends on nothing but the game, so
        nothing worked out on a masked state can depend on what the hidden cards are."""
        cached = self._stand_ins.get((kinds, lang))
        if cached is not None:
            return cached
        shipped = sorted((card for card in self.cards if not card.is_token),
                         key=lambda card: card.code)
        fitting = [card for card in shipped if not kinds or self.card_kind(card) in kinds] or shipped
        name = "hidden card" if lang == "en" else "carta oculta"
        stand_in = replace(fitting[0], name=name, name_en=name, text="", text_en="")
        self._stand_ins[(kinds, lang)] = stand_in
        return stand_in

    def evaluate(self, state: "State", player: int) -> float:
        """How good ``state`` looks for ``player``, in [-1, 1] (positive: good), for the bots.

        The default knows only outcomes: the returns at a terminal state, 0 otherwise. Games
        override it with a heuristic (lives, board, cards) that must read nothing ``player``
        could not know in a determinised state.
        """
        if state.is_terminal():
            return max(-1.0, min(1.0, state.returns()[player]))
        return 0.0

    def action_prior(self, state: "State", legal: list["Action"]) -> list[float] | None:
        """How much a search bot favours each of ``legal`` before looking: weights (≥ 0, not
        all 0) for its tree (PUCT) and playouts, or ``None`` (the default): no preference, every
        action tried in turn and playouts uniformly random. ``state`` may be a determinised
        world, so every card in it may be read; it must be cheap (it runs thousands of times per
        decision)."""
        return None

    def playout_policy(self, state: "State", legal: list["Action"], rng: "Rng") -> "Action":
        """The move a search bot's playout makes in ``state``, one of ``legal``: drawn with the
        weights of ``action_prior``, uniformly when it has none."""
        weights = self.action_prior(state, legal)
        return rng.choice(legal) if weights is None else rng.weighted(legal, weights)

    def match_rules(self) -> MatchRules:
        """How this game's matches go (best of three by default)."""
        return MatchRules()

    def scenario_state(self, setup: Mapping[str, Any], seed: int | str, path: str, text: str,
                       cards: Sequence[DeckEntry] = ()) -> "State":
        """The position a scenario's ``[setup]`` describes (see ``docs/scenarios.md``), knowing
        the player's own ``cards`` (``own_cards``, or read from its ``card_data``)."""
        raise LoadError(path, Text(f"el juego «{self.name}» aún no admite escenarios",
                                   f"the game «{self.name}» does not support scenarios yet"))

    def check_card(self, state: "State", expect: Mapping[str, Any]) -> list[Text]:
        """Check one ``cards`` expectation of a scenario: zone, orientation, face, counters,
        controller, markers and the game's stats (``fuerza = 3``…)."""
        ref = expect.get("card")
        if not isinstance(ref, str):
            return [Text(f"cada expectativa de carta necesita «card»: {dict(expect)}",
                         f"every card expectation needs «card»: {dict(expect)}")]
        card_id = state.resolve(ref, state.all_card_ids(), None)
        card = state.cards[card_id]
        assert card is not None
        view = state._card_view(card_id, state.zone_key_of(card.zone), card.controller)
        actual: dict[str, Any] = {
            "zone": view.zone,
            "rotated": card.rotated,
            "face_up": card.face_up,
            "controller": f"P{card.controller + 1}",
            "counters": dict(card.counters),
            "markers": sorted(view.markers),
        }
        actual.update(dict(view.stats))
        problems = []
        for key, wanted in expect.items():
            if key == "card":
                continue
            if key not in actual:
                problems.append(Text(f"{ref}: propiedad desconocida «{key}» (hay {sorted(actual)})",
                                     f"{ref}: unknown property «{key}» (there are {sorted(actual)})"))
                continue
            got = actual[key]
            if key == "markers":
                wanted = sorted(wanted)
            if got != wanted:
                problems.append(Text(f"{ref}.{key}: se esperaba {wanted!r} y es {got!r}",
                                     f"{ref}.{key}: expected {wanted!r}, got {got!r}"))
        return problems


_REGISTRY: dict[str, type[Game]] = {}
_INSTANCES: dict[str, Game] = {}
#: The games declared by the packages that hold them, by name: the module that registers each.
_DECLARED: dict[str, str] = {}
_deck_reader: Callable[[Path, Game], Deck] | None = None


def register_game(cls: type[Game]) -> type[Game]:
    """Class decorator: make a game available by its ``name``."""
    _REGISTRY[cls.name] = cls
    return cls


def unregister_game(name: str) -> None:
    """Forget the game called ``name`` (a game registered for a while, by a test)."""
    _REGISTRY.pop(name, None)
    _INSTANCES.pop(name, None)


def declare_game(name: str, module: str) -> None:
    """Make ``name`` a game the registry knows before loading it: ``module``, which registers it,
    is imported when the game is first asked for (one game costs a few MB of memory)."""
    _DECLARED[name] = module


def use_deck_reader(reader: Callable[[Path, Game], Deck]) -> None:
    """Read every game's demo decks with ``reader`` (a Tapete ``.deck`` file and its game)."""
    global _deck_reader
    _deck_reader = reader


def _load_declared_games(*names: str) -> None:
    for name in names or tuple(_DECLARED):
        if name in _DECLARED and name not in _REGISTRY:
            importlib.import_module(_DECLARED[name])


def game_names() -> list[str]:
    """The names of every declared or registered game, sorted (without loading any)."""
    return sorted({*_DECLARED, *_REGISTRY})


def is_game(name: str) -> bool:
    """Whether a game called ``name`` is declared or registered (without loading it)."""
    return name in _DECLARED or name in _REGISTRY


def get_game(name: str) -> Game:
    """The registered game called ``name`` (``KeyError`` naming the known games otherwise)."""
    _load_declared_games(name)
    if name not in _REGISTRY:
        _load_declared_games()
    if name not in _REGISTRY:
        raise KeyError(f"unknown game {name!r}; registered: {', '.join(sorted(_REGISTRY))}")
    if name not in _INSTANCES:
        _INSTANCES[name] = _REGISTRY[name]()
    return _INSTANCES[name]
