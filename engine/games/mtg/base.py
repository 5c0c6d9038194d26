"""Magic state: attributes, characteristics (power, toughness, keywords), mana sources,
life, drawing and zone changes. The turn flow (``state.py``), casting (``casting.py``),
effects (``effects.py``) and combat (``combat.py``) build on these helpers.
"""

from __future__ import annotations

from typing import Any, Container, Sequence

from engine.core.actions import Event
from engine.core.cards import Card, Modifier
from engine.core.errors import Rule
from engine.core.rng import Rng
from engine.core.state import SetupInfo, State
from engine.core.text import Text
from engine.games.mtg.abilities import Ability
from engine.games.mtg.cards import MtgCard
from engine.games.mtg.color_change import forget_spell
from engine.games.mtg.tap_triggers import became_tapped
from engine.games.mtg.creature_taps import became_tapped as creature_tapped
from engine.games.mtg.layers import Continuous, Layered, compute, power_toughness, without
from engine.games.mtg.layers import MINUS as MINUS, PLUS as PLUS  # the +1/+1 and -1/-1 counters (CR 122.1a)
from engine.games.mtg.faces import turn_front_up
from engine.games.mtg.card_markers import card_markers
from engine.games.mtg.interchangeable import distinct_in_zone, permanent_keys
from engine.games.mtg.ability_permanents import priority_permanents
from engine.games.mtg.mutate import Merged, merged_view, scatter, split_merged
from engine.games.mtg.kept_mana import kept_pool
from engine.games.mtg.morph import hide_face_down, reveal, reveal_all
from engine.games.mtg.mana import Source
from engine.games.mtg.snow import is_snow
from engine.games.mtg.activation_bans import banned_types
from engine.games.mtg.rules import rule
from engine.games.mtg.no_life_gain import cant_gain_life
from engine.games.mtg.tribal import TYPE_PROTECTION, protects_from_type
from engine.games.mtg.turn_counts import note_gain

LIFE = "vidas"
POISON = "veneno"
DAMAGE = "dano"  # damage marked on a permanent (CR 120.3e)
LOYALTY = "lealtad"  # loyalty counters (CR 306.5b)
STARTING_LIFE = 20  # CR 103.4
OPENING_HAND = 7  # CR 103.5
MAX_HAND = 7  # CR 402.2, 514.1
STEPS: tuple[tuple[str, str | None], ...] = (
    ("inicio", "enderezar"), ("inicio", "mantenimiento"), ("inicio", "robar"),  # CR 501–504
    ("principal1", None),  # CR 505
    ("combate", "inicio_combate"), ("combate", "atacantes"), ("combate", "bloqueadores"),  # CR 506–509
    ("combate", "dano_primero"), ("combate", "dano"), ("combate", "fin_combate"),  # CR 510–511
    ("principal2", None),  # CR 505
    ("final", "final"), ("final", "limpieza"),  # CR 512–514
)
STEP_INDEX = {name: i for i, (_phase, name) in enumerate(STEPS) if name}


def player_code(player: int) -> int:
    """Players as targets: ``-1`` is P1, ``-2`` P2 (card ids are never negative)."""
    return -1 - player


def code_player(code: int) -> int:
    return -1 - code


class MtgBase(State):
    """Attributes and helpers shared by the parts of ``MtgState``."""

    bonds: tuple[tuple[int, int, int], ...] = ()  # (Aura, toughness, controller) of creatures that died (``enchanted_dies``)
    merged: tuple[Merged, ...] = ()  # merged permanents, their cards top first, their own definitions (``mutate``, CR 727)
    entering_order: tuple[int, tuple[int, int] | None] | None = None  # a spell entering as a permanent (``spell_order``)
    resolving_x: tuple[int, int] = (-1, 0)  # the spell resolving last and its X (``x_targets``, CR 608.2b)
    asking = 0  # a bit for each choice that waits to be asked (``asking``: kept as their attributes are written)

    def __init__(self, game: Any, setup: SetupInfo) -> None:
        super().__init__(game, setup)
        self.step_index = 0
        # the questions ``MtgState._advance`` asks about at every turn of its loop: on the instance, read fast
        self.choosing_type: int | None = None  # a permanent entering that asks for a creature type (``chosen_type``, CR 614.12)
        self.toggling: tuple[int, int] | None = None  # a player choosing whether to tap or untap a target (``tap_or_untap``, CR 608.2d)
        self.removing: tuple[int, int, int, int] | None = None  # player, permanent, counters left, kinds declined (``counter_removal``)
        self.placing: tuple[int, int] | None = None  # an owner choosing the top or bottom of their library (``top_or_bottom``)
        self.merging: tuple[int, int, int] | None = None  # (player, spell, target) choosing over or under (``mutate``, CR 702.140c)
        self.untap_choices: tuple[tuple[int, ...], tuple[str, ...]] = ((), ())  # tapped permanents, limited types (``untap_one``, CR 502.3)
        self.pools: list[dict[str, int]] = [{} for _ in range(self.num_players)]
        self._fields = tuple(self.zone_index[(p, "campo")] for p in range(self.num_players))  # each player's battlefield zone
        self.lands_played = 0
        self.mulligans: tuple[int, ...] = (0,) * self.num_players
        self.kept: tuple[bool, ...] = (False,) * self.num_players
        self.to_bottom = 0
        self.turn_started: tuple[int, ...] = (0,) * self.num_players
        self.previous_turn_started: tuple[int, ...] = (0,) * self.num_players  # the turn before ``turn_started`` (echo)
        self.need_priority = False
        self.sba_checked = False  # state-based actions already checked for this unchanged state
        self.pending: Any = None  # a spell or ability being put on the stack (casting.Pending)
        self.triggers: tuple[tuple[int, int, int], ...] = ()  # (source, ability index, controller)
        self.attackers: tuple[tuple[int, int], ...] = ()  # (attacker, defending player)
        self.blockers: tuple[tuple[int, int], ...] = ()  # (blocker, attacker)
        self.blocked: frozenset[int] = frozenset()
        self.attackers_declared = False
        self.first_strikers: frozenset[int] = frozenset()
        self.dividing: tuple[int, tuple[int, ...], tuple[int, ...]] | None = None  # attacker, blockers, damage given
        self.damage_plan: tuple[tuple[int, tuple[tuple[int, int], ...]], ...] = ()  # attacker → (blocker, damage)
        self.drew_empty: frozenset[int] = frozenset()
        self.deathtouched: frozenset[int] = frozenset()
        self.extra_turns: tuple[int, ...] = ()  # CR 500.7: players of extra turns to come, the next one last
        self.untapped_at_start = 0  # the untapped lands of the active player as the turn began (``their_lands``)
        self.cleanup_again = False
        self.timestamp = 0
        self.timestamps: dict[int, int] = {}  # CR 613.7: when each permanent entered
        self.tokens: frozenset[int] = frozenset()  # ids of the tokens in the game
        self.legend: tuple[int, tuple[int, ...]] | None = None  # CR 704.5j: a player choosing which legend stays
        self.commanders: frozenset[int] = frozenset()  # CR 903.3
        self.commander_casts: tuple[tuple[int, int], ...] = ()  # casts from the command zone (CR 903.8)
        self.commander_damage: tuple[tuple[tuple[int, int], int], ...] = ()  # (commander, player) → combat damage
        self.to_command: int | None = None  # a commander its owner may return to the command zone (CR 903.9a)
        self.may: Any = None  # an optional ability resolving, waiting for "yes" or "no" (a ChainLink)
        self.discarding: tuple[tuple[int, int], ...] = ()  # players still to discard N chosen cards
        self.scry: tuple[int, tuple[int, ...]] | None = None  # a player looking at the top cards (CR 701.18a)
        self.searching: tuple[int, str] | None = None  # a player choosing as an effect resolves (CR 701.23, top_cards, edicts)
        self.surveil: tuple[int, tuple[int, ...]] | None = None  # a player surveilling the top cards (CR 701.42a)
        self.resume: Any = None  # a resolution paused for a player's choice (resolution.Resume, CR 608.2c)
        self.spell_choices: Any = None  # spells.Choices being made while casting (modes, costs; CR 601.2b)
        self.warded: tuple[tuple[int, Any], ...] = ()  # (permanent with ward, targeting spell's card id) (CR 702.21a)
        self._flashback: dict[int, tuple[list[int], list[int]]] = {}  # derived from the graveyards (spells.py)
        self.vanished: dict[int, MtgCard] = {}
        self.continuous: tuple[Continuous, ...] = ()  # CR 611.2: effects of resolved spells and abilities
        self._statics: Layered | None = None  # the layer system's result (CR 613), dropped when an input changes
        self.left: frozenset[int] = frozenset()  # CR 800.4: players who left a multiplayer game
        self.mulligan_calls: tuple[int, ...] = ()  # CR 103.5: players who announced a mulligan this round
        self.defenders: tuple[int, ...] = ()  # CR 802.4: defending players still to declare blockers
        self._supply_memo: tuple[list[Source], tuple[int, Any]] | None = None  # ``MtgState._supply``
        self._letters_memo: tuple[list[Source], dict[str, int]] | None = None  # ``MtgState._short_of_letters``
        self._creatures_memo: tuple[Layered, dict[int | None, list[int]]] | None = None  # ``creatures``
        self._abilities_memo: tuple[Layered, dict[int, list[Any]]] | None = None  # ``_ability_permanents``
        self.fronts: dict[int, MtgCard] = {}  # CR 712.8e: transformed permanents → their front faces
        self.face_down: dict[int, MtgCard] = {}  # CR 708: face-down spells and permanents → their cards (``morph``)
        self.spells_cast: tuple[int, ...] = (0,) * self.num_players  # spells each player cast this turn
        self.spells_last_turn: tuple[int, ...] = (0,) * self.num_players  # … and in the previous turn (CR 603.4)
        self.creature_died = -1  # the last turn a creature died (morbid)
        self.deaths: tuple[int, int, int] = (-1, 0, 0)  # turn, creatures and nontoken creatures that died (``turn_counts``)
        self.gains: tuple[int, ...] = ()  # turn, life each player gained in it (``turn_counts``)
        self.entries: tuple[Any, ...] = ()  # turn, creature types that entered under each player's control (``turn_counts``)
        self.damaged: tuple[Any, ...] = ()  # turn, whether each player was dealt damage in it (``bloodthirst``)

    def _copy_extra(self, twin: State) -> None:
        assert isinstance(twin, MtgBase)
        twin.pools = [dict(p) for p in self.pools]
        twin.vanished = dict(self.vanished)
        twin.timestamps = dict(self.timestamps)
        twin.fronts = dict(self.fronts)
        twin.face_down = dict(self.face_down)
        twin._flashback = dict(self._flashback)  # both caches stay valid: the twin is the same state

    def _identities_changed(self) -> None:
        super()._identities_changed()
        self._statics = None
        self._flashback = {}

    def masked_for(self, player: int, keep: Container[int] = (), lang: str = "es") -> State:
        """CR 708.5: a face-down card ``player`` can't see is a face-down 2/2 there too, not
        the stand-in of a hidden card."""
        twin = super().masked_for(player, keep, lang)
        if self.face_down:
            assert isinstance(twin, MtgBase)
            hide_face_down(twin, player, keep)
            twin._identities_changed()
        return twin

    def resample_from_infostate(self, player: int, rng: Rng) -> State:
        """CR 708.5: a bot's guess of the hidden cards knows no other player's face-down card."""
        twin = super().resample_from_infostate(player, rng)
        if self.face_down:
            assert isinstance(twin, MtgBase)
            hide_face_down(twin, player)
            twin._identities_changed()
        return twin

    def end_game(self, winner: int | None, reason: Text, rule: Rule | None) -> None:
        if self.outcome is None:
            reveal_all(self)  # CR 708.9: at the end of the game face-down cards are shown
        super().end_game(winner, reason, rule)

    def _hash_extra(self) -> tuple[Any, ...]:
        return (
            self.step_index, tuple(tuple(sorted(p.items())) for p in self.pools), self.lands_played, self.mulligans,
            self.kept, self.to_bottom, self.turn_started, self.previous_turn_started, self.need_priority, self.pending, self.triggers,
            self.attackers, self.blockers, tuple(sorted(self.blocked)), self.attackers_declared, self.dividing,
            self.damage_plan,
            tuple(sorted(self.first_strikers)), tuple(sorted(self.drew_empty)), tuple(sorted(self.deathtouched)),
            self.cleanup_again, self.sba_checked, self.timestamp, tuple(sorted(self.timestamps.items())), tuple(sorted(self.tokens)), self.scry, self.legend, self.discarding, self.may,
            tuple(sorted(self.commanders)), self.commander_casts, self.commander_damage, self.to_command,
            self.continuous,
            self.surveil, self.searching, self.resume, self.spell_choices, self.warded,
            self.left, self.mulligan_calls, self.defenders, frozenset(self.fronts), frozenset(self.face_down), self.spells_cast,
            self.spells_last_turn, self.creature_died, self.deaths, self.gains, self.entries, self.damaged,
            self.extra_turns, self.untapped_at_start,
        ) + ((self.merging, tuple(e[:2] for e in self.merged)) if self.merging or self.merged else ())  # CR 727

    # ------------------------------------------------------------------ accessors

    def defn(self, card_id: int) -> MtgCard:
        """The card's definition (also of a token that ceased to exist)."""
        card = self.cards[card_id]
        if card is None:
            return self.vanished[card_id]
        layered = self._statics
        if layered is None:
            layered = self.layered()
        defns = layered.defns
        if defns and card_id in defns:
            return defns[card_id]
        return card.defn  # type: ignore[return-value]

    def zone_defns(self, ids: list[int]) -> list[MtgCard]:
        """``defn`` of each card of a zone other than the battlefield (where no continuous
        effect applies: its cards' definitions are their own), read at once."""
        cards = self.cards
        return [cards[cid].defn for cid in ids]  # type: ignore[union-attr, misc]

    def _card_name(self, card_id: int) -> str:
        if 0 <= card_id < len(self.cards) and self.cards[card_id] is None and card_id in self.vanished:
            return self.vanished[card_id].name
        return super()._card_name(card_id)

    def turn_order(self, start: int) -> list[int]:
        """The players still in the game in turn order from ``start`` (CR 800.4)."""
        return [p for p in ((start + i) % self.num_players for i in range(self.num_players)) if p not in self.left]

    def opponents(self, player: int) -> list[int]:
        """The other players still in the game, in turn order after ``player`` (CR 102.2, 800.4)."""
        return [p for p in self.turn_order(player) if p != player]

    def apnap(self) -> list[int]:
        """CR 101.4: the active player first, then the others in turn order (CR 800.4: without
        the players who left the game)."""
        return self.turn_order(self.turn_player)

    def life(self, player: int) -> int:
        return self.counters[player][LIFE]

    def battlefield(self, player: int | None = None) -> list[int]:
        """Permanents controlled by ``player`` (every player's when ``None``)."""
        zones = self.zones
        if player is not None:
            return zones[self._fields[player]]
        found: list[int] = []
        for zone in self._fields:
            found += zones[zone]  # joined whole (most scans of the battlefield start here)
        return found

    def on_battlefield(self, card_id: int) -> bool:
        card = self.cards[card_id] if 0 <= card_id < len(self.cards) else None
        return card is not None and self.zone_table[card.zone][1].name == "campo"

    def distinct_in_zone(self, ids: list[int], among: list[int] | None = None) -> list[int]:
        """One of each class of interchangeable cards of a zone (``interchangeable.distinct_in_zone``)."""
        return distinct_in_zone(self, ids, among)

    def card_key(self, card_id: int) -> tuple[Any, ...]:
        """Permanents are interchangeable only under the same continuous effects, in the same role
        in combat and equally able to attack or use {T} (``interchangeable``): notation names one
        of two tokens by place when they differ."""
        if not self.on_battlefield(card_id):
            return super().card_key(card_id)
        return permanent_keys(self, (card_id,))[0]

    def card_keys(self, ids: Sequence[int]) -> list[tuple[Any, ...]]:
        """``card_key`` of some cards of one zone, what they share read once."""
        if not ids or not self.on_battlefield(ids[0]):
            return super().card_keys(ids)
        return permanent_keys(self, ids)

    def distinct_creatures(self, player: int) -> list[int]:
        """One of each class of interchangeable creatures of ``player`` (interchangeable permanents
        are all creatures or none: no land's or artifact's key is worked out to declare attackers)."""
        return distinct_in_zone(self, self.battlefield(player), self.creatures(player))

    def priority_permanents(self, player: int) -> tuple[list[Source], list[int]]:
        """``player``'s mana sources and the permanents with an ability to activate now
        (``ability_permanents.priority_permanents``)."""
        return priority_permanents(self, player)

    def creatures(self, player: int | None = None) -> list[int]:
        """The creatures ``player`` controls (every player's when ``None``), in battlefield order;
        kept for each result of the layers (``layered``: dropped whenever a permanent enters,
        leaves or changes controller), so combat and priority read them without a scan. The list
        is shared: callers must not modify it."""
        layered = self._statics
        if layered is None:
            layered = self.layered()
        memo = self._creatures_memo
        if memo is None or memo[0] is not layered:
            memo = self._creatures_memo = (layered, {})
        found = memo[1].get(player)
        if found is None:
            defns = layered.defns
            cards = self.cards
            found = memo[1][player] = [cid for cid in self.battlefield(player)
                                       if (defns.get(cid) or cards[cid].defn).is_creature]  # type: ignore[union-attr]
        return found

    def controls_permanent(self, player: int, card_id: int) -> bool:
        """Whether ``card_id`` is a permanent ``player`` controls (``card_id in battlefield(player)``
        without walking the list)."""
        cards = self.cards
        card = cards[card_id] if 0 <= card_id < len(cards) else None
        return card is not None and card.zone == self.zone_index[(player, "campo")]

    @property
    def step_name(self) -> str | None:
        return STEPS[self.step_index][1]

    def is_main_phase(self) -> bool:
        return STEPS[self.step_index][1] is None

    def priority_player(self) -> int | None:
        return self.chain.window

    # ------------------------------------------------------------------ characteristics

    def invalidate_statics(self) -> None:
        self._statics = None

    def layered(self) -> Layered:
        """The characteristics of the permanents after every continuous effect (CR 613)."""
        if self._statics is None:
            self._statics = compute(self)
        return self._statics

    def statics(self) -> list[tuple[int, Ability]]:
        """The anthem-like static abilities of permanents on the battlefield (CR 604, 611.3)."""
        return self.layered().statics

    def add_continuous(self, op: str, affected: frozenset[int], source: int, until: str = "turn", value: object = None,
                       timestamp: int | None = None) -> None:
        """CR 611.2: a resolving spell or ability creates a continuous effect; it gets a
        timestamp when created (CR 613.7b)."""
        if timestamp is None:
            self.timestamp += 1
            timestamp = self.timestamp
        self.continuous = self.continuous + (Continuous(op, affected, timestamp, source, until, value),)
        self.invalidate_statics()

    def power_toughness(self, card_id: int) -> tuple[int, int]:
        """CR 208, 613.4: the values after the layer system (copy, 7b, 7c with counters, 7d)."""
        return power_toughness(self, card_id, self.layered())

    def unharmed(self, card: Card, defn: MtgCard) -> bool:
        """A creature whose toughness state-based actions need not work out (CR 704.5f–h): no
        counters (so no damage), no effect on its power or toughness, a printed toughness above 0."""
        return (not card.counters and defn.toughness is not None and defn.toughness > 0 and defn.power is not None
                and card.id not in self.layered().pt)

    def keywords(self, card_id: int) -> frozenset[str]:
        """The card's keyword abilities now (printed, or after layer 6 on the battlefield)."""
        return self.defn(card_id).program.keywords

    def has(self, card_id: int, keyword: str) -> bool:
        return keyword in self.defn(card_id).program.keywords  # ``keywords``, read directly (hot path)

    def protected_from(self, card_id: int, source: int) -> bool:
        """CR 702.16: ``card_id`` has protection from a quality of ``source``: a colour, being a
        creature, or anything at all (CR 702.16j)."""
        keywords = self.keywords(card_id)
        if not any(k.startswith("protection:") for k in keywords):
            return False
        if "protection:all" in keywords or ("protection:creature" in keywords and self.defn(source).is_creature):
            return True
        return any(f"protection:{color}" in keywords for color in self.defn(source).colors) \
            or any(k.startswith(TYPE_PROTECTION) and protects_from_type(self.defn(source), k[len(TYPE_PROTECTION):])
                   for k in keywords)  # "protection from Zombies" (CR 702.16a)

    def has_static(self, card_id: int, static: str) -> bool:
        return static in self.defn(card_id).static_kinds

    def is_sick(self, card_id: int) -> bool:
        """CR 302.6: not controlled continuously since its controller's most recent turn began."""
        card = self._card(card_id)
        return card.marks.get("since", 0) >= self.turn_started[card.controller] and not self.has(card_id, "haste")

    def is_tapped(self, card_id: int) -> bool:
        return self._card(card_id).rotated

    # ------------------------------------------------------------------ mana

    def tap_problem(self, card_id: int) -> Rule | None:
        """Why ``card_id`` cannot pay a {T} cost now: it is tapped (CR 602.2) or a creature with
        summoning sickness (CR 302.6)."""
        if self._card(card_id).rotated:
            return rule("602.2")
        if self.defn(card_id).is_creature and self.is_sick(card_id):
            return rule("302.6")
        return None

    def mana_sources(self, player: int, permanents: list[tuple[int, Card, MtgCard]] | None = None) -> list[Source]:
        """Permanents of ``player`` with a {T} mana ability they can activate now, with the mana
        each of its mana abilities makes (a painland: {C}, or a colour and its damage);
        ``permanents``: ``permanents_of(player)`` when already read."""
        sources = []
        banned = banned_types(self)  # CR 602.5: "Activated abilities of artifacts can't be activated"
        for cid, card, defn in (permanents if permanents is not None else self.permanents_of(player)):
            options = defn.mana_options  # usable unless ``tap_problem``: tapped or summoning sick
            if options and not card.rotated and not (defn.is_creature and self.is_sick(cid)) and not (banned and banned & defn.types):
                sources.append(Source(cid, options, is_snow(defn)))  # CR 107.4h: a snow source's mana pays {S}
        return sources

    def permanents_of(self, player: int | None) -> list[tuple[int, Card, MtgCard]]:
        """``player``'s permanents (every player's when ``None``) with their cards and
        definitions (``defn``), read at once."""
        defns = self.layered().defns
        cards = self.cards
        if not defns:  # no continuous effect changes a permanent: their own definitions
            return [(cid, card, card.defn) for cid in self.battlefield(player) if (card := cards[cid]) is not None]  # type: ignore[misc]
        found = []
        for cid in self.battlefield(player):
            card = cards[cid]
            assert card is not None
            found.append((cid, card, defns.get(cid) or card.defn))
        return found  # type: ignore[return-value]

    def add_mana(self, player: int, mana: str) -> None:
        """CR 106.4: mana goes to the player's mana pool."""
        pool = self.pools[player]
        for symbol in mana:
            pool[symbol] = pool.get(symbol, 0) + 1
        self.emit(Event("mana", player, text=mana))

    def empty_pools(self) -> None:
        """CR 500.4, 106.4: unused mana empties at the end of each step and phase."""
        for player, pool in enumerate(self.pools):
            if pool:
                self.pools[player] = kept_pool(self, player, pool) if self.continuous else {}  # CR 106.4: "you don't lose this mana"

    # ------------------------------------------------------------------ life, cards

    def change_life(self, player: int, delta: int) -> None:
        """CR 119.3: gaining and losing life (CR 119.7: not gaining it while an effect says so)."""
        if delta > 0 and cant_gain_life(self, player):
            return
        if delta:
            self.counters[player][LIFE] += delta
            if delta > 0:
                note_gain(self, player, delta)  # CR 119.9: "if you gained 4 or more life this turn"
            self.emit(Event("counter", player, text=LIFE, amount=delta))

    def draw(self, player: int, count: int = 1) -> None:
        """CR 121.1; drawing from an empty library loses the game at the next check (CR 704.5b)."""
        library = self.ids(player, "biblioteca")
        hand = self.zone(player, "mano")
        for _ in range(count):
            if not library:
                self.drew_empty = self.drew_empty | {player}
                return
            self.move(library[0], hand, kind="draw")

    def tap(self, card_id: int) -> None:
        card = self._card(card_id)
        if not card.rotated:
            card.rotated = True
            self.emit(Event("rotate", card.controller, card_id, card.defn.name, amount=1))
            became_tapped(self, card_id)  # "Whenever enchanted land becomes tapped" (Psychic Venom)
            creature_tapped(self, card_id)  # "Whenever a Dwarf you control becomes tapped" (Magda)

    def untap(self, card_id: int) -> None:
        card = self._card(card_id)
        if card.rotated:
            card.rotated = False
            self.emit(Event("rotate", card.controller, card_id, card.defn.name, amount=0))

    def add_modifier(self, card_id: int, kind: str, value: int = 0, source: int | None = None) -> None:
        card = self._card(card_id)
        card.modifiers = card.modifiers + (Modifier(kind, value, "turn", source),)

    def move(self, card_id: int, dest: int, **kwargs: Any) -> None:
        """A zone change: a permanent leaving the battlefield leaves combat (CR 506.4), its
        attachments fall off, and it becomes a new object (CR 400.7)."""
        card = self._card(card_id)
        leaving = self.zone_table[card.zone][1].name == "campo" and card.zone != dest
        entering = self.zone_table[dest][1].name == "campo" and card.zone != dest
        parts = split_merged(self, card_id) if leaving and self.merged else ()  # CR 727.3: its cards follow
        if leaving:
            self._leave_battlefield(card_id)
        elif self.continuous and self.zone_table[card.zone][1].name == "pila":
            forget_spell(self, card_id, dest)  # CR 400.7, 400.7a
        if card_id in self.face_down:  # CR 702.37c: a face-down spell resolves into a face-down permanent
            if self.zone_table[dest][1].name == "campo":
                kwargs["face_up"] = False
            elif self.zone_table[card.zone][1].name in ("campo", "pila"):
                reveal(self, card_id)  # CR 708.9: shown to everyone as it leaves
        if card_id in self.fronts and self.zone_table[dest][1].name not in ("campo", "pila"):
            turn_front_up(self, card_id)  # CR 712.8a: elsewhere only its front face
        super().move(card_id, dest, **kwargs)
        if parts:
            scatter(self, parts, dest, kwargs)  # CR 727.3: each card of a merged permanent to that zone
        if entering:
            self.timestamp += 1
            card.marks["since"] = self.turn
            side = self.zone_table[dest][0]
            assert side is not None
            card.marks["entro"] = card.controller = side  # CR 110.2: who put it onto the battlefield controls it
            self.timestamps[card_id] = self.timestamp
        if leaving or entering:
            self._statics = None

    def apply_control(self) -> None:
        """CR 613.1b: a permanent whose controller changed goes to its new controller's side of
        the table; it is removed from combat (CR 506.4) and has not been under that player's
        control continuously since their turn began (CR 302.6)."""
        changes = self.layered().controllers
        if not changes:
            return
        for cid, player in list(changes.items()):
            card = self._card(cid)
            dest = self.zone(player, "campo")
            self.zones[card.zone].remove(cid)
            self.zones[dest].append(cid)
            card.zone = dest
            card.controller = player
            card.marks["since"] = self.turn
            self._leave_combat(cid)
            self.emit(Event("control", player, cid, card.defn.name, dst=f"P{player + 1}.campo"))
        self.invalidate_statics()

    def _leave_combat(self, card_id: int) -> None:
        """CR 506.4: removed from combat."""
        self.attackers = tuple(a for a in self.attackers if a[0] != card_id)
        self.blockers = tuple(b for b in self.blockers if b[0] != card_id)
        marks = self._card(card_id).marks
        marks.pop("atacando", None)
        marks.pop("bloqueando", None)

    def _leave_battlefield(self, card_id: int) -> None:
        self._leave_combat(card_id)
        if self.continuous:
            self.continuous = without(self.continuous, card_id)
        for other in self.battlefield():
            if self._card(other).attached_to == card_id:
                self._card(other).attached_to = None

    def vanish(self, card_id: int) -> None:
        """CR 704.5d, 111.8: a token that left the battlefield ceases to exist."""
        self.vanished[card_id] = self.defn(card_id)
        self.tokens = self.tokens - {card_id}
        super().vanish(card_id)
        self._statics = None

    def owner_zone(self, card_id: int, name: str) -> int:
        return self.zone(self._card(card_id).owner, name)

    # ------------------------------------------------------------------ views

    def _card_stats(self, card: Card) -> tuple[tuple[str, int], ...]:
        defn = self.defn(card.id)
        stats: list[tuple[str, int]] = [("valor_mana", defn.mana_value)]
        if defn.is_creature:
            power, toughness = self.power_toughness(card.id)
            stats += [("fuerza", power), ("resistencia", toughness)]
        return tuple(stats)

    def _card_markers(self, card: Card) -> tuple[str, ...]:
        return card_markers(self, card)

    def _combat_view(self) -> tuple[tuple[int, int | None], ...]:
        view: list[tuple[int, int | None]] = []
        for attacker, _defender in self.attackers:
            blockers = [b for b, a in self.blockers if a == attacker]
            view.extend((attacker, b) for b in blockers) if blockers else view.append((attacker, None))
        return tuple(view)

    def _observation_extra(self, viewer: int | None) -> tuple[tuple[str, Any], ...]:
        return (
            ("reservas", tuple(tuple(sorted(p.items())) for p in self.pools)),
            ("tierras_jugadas", self.lands_played),
            ("prioridad", self.chain.window),
            # CR 903.10a: combat damage each commander has dealt to each player, public as life is
            ("dano_comandante", tuple((commander, player, amount) for (commander, player), amount in self.commander_damage)),
        ) + ((("fusionados", merged_view(self, viewer)),) if self.merged else ())  # CR 727.2: each merged permanent's cards, public
