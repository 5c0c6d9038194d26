"""The Eliria board (Eliria 2, 3): combat slots with their d12 power counters, invocation and
reaction slots, deck and discard pile, and the stats lasting effects change.

The turn flow (``state.py``) and the effects (``effects.py``) build on these helpers.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator

from engine.core.actions import Action, Event, Prompt
from engine.core.cards import Card, CardDef, Modifier, freeze_mapping
from engine.core.observation import CardView
from engine.core.state import SetupInfo, State
from engine.core.text import Text
from engine.games.eliria.cards import Attack, EliriaCard, Passive
from engine.games.eliria.rules import rule

SLOTS = 3  # Eliria 2: three combat slots
INVOCATION_SLOTS = 5  # Eliria 2: five invocation/reaction slots
DIE_MAX = 12  # Eliria 3: the counters are 12-sided dice
FACE_DOWN_CAP = 9  # Eliria 12.c: face-down combatants grow up to 9
POWER = "poder"  # the d12 on a combat slot, kept as a counter on the combat card
MARKER = "marcador"  # Eliria 13.d
COMBAT_ZONES = tuple(f"combate{i + 1}" for i in range(SLOTS))


def opposite(slot: int, alignment: str = "mirror") -> int:
    """The slot directly in front of ``slot`` (0-based) across the table (Eliria 10). Slots are
    numbered from each player's left, so with the players facing each other (``"mirror"``, the
    default) my left slot faces the opponent's right one; ``"same"`` pairs equal numbers."""
    return slot if alignment == "same" else SLOTS - 1 - slot


class EliriaBoard(State):
    """Zones, stats and card movements shared by the parts of ``EliriaState``."""

    def __init__(self, game: Any, setup: SetupInfo) -> None:
        super().__init__(game, setup)
        #: Each player's combat slot zones, left to right.
        self.slot_zones = tuple(tuple(self.zone(player, name) for name in COMBAT_ZONES)
                                for player in range(self.num_players))
        #: The zones whose face-up cards have their passives in force, in ``active_passives`` order.
        self.passive_zones = tuple(self.zone(player, name) for player in range(self.num_players)
                                   for name in (*COMBAT_ZONES, "invocacion"))
        self.moved = False  # 12.b: one move per turn
        self.attacked = False  # 12.d: one attack per turn
        self.skip_attack = False  # 11.d
        self.mulligans: tuple[bool, ...] = (False, False)  # who has finished the 11.b mulligan
        self.window: tuple[Any, ...] = ()  # an open reaction window: (trigger, player, data…)
        self.attack: tuple[int, int, int] | None = None  # attacker, attack index, defender
        self.cancelled = False
        self.dice: tuple[int, ...] = ()
        self.agreed_first: int | None = None  # who starts when the players agreed (no dice, 11.c)
        #: The passives in force while ``passives_fixed`` holds them (the board must not change).
        self._fixed_passives: list[tuple[int, Passive]] | None = None
        #: The passives in force, found again after any change of what is on the board, which
        #: way up or what it is (moves, flips, tokens, manual changes, resampled identities).
        self._passives: list[tuple[int, Passive]] | None = None
        #: ``active_passives`` by kind, for the list they were sorted from (``of_kind``).
        #: The attacks found when the attack phase's question was asked, with that question.
        self.listed: tuple[Prompt | None, list[Action]] | None = None
        self._by_kind: tuple[list[tuple[int, Passive]], dict[str, list[tuple[int, Passive]]]] | None = None

    def _hash_extra(self) -> tuple[Any, ...]:
        return (self.moved, self.attacked, self.skip_attack, self.mulligans, self.window, self.attack,
                self.cancelled, self.dice, self.agreed_first)

    # ------------------------------------------------------------------ accessors

    def defn(self, card_id: int) -> EliriaCard:
        return self._card(card_id).defn  # type: ignore[return-value]  # every card of this game is an EliriaCard

    def opponent(self, player: int) -> int:
        return 1 - player

    def slot_zone(self, player: int, slot: int) -> int:
        return self.slot_zones[player][slot]

    def occupant(self, player: int, slot: int) -> int | None:
        ids = self.zones[self.slot_zone(player, slot)]
        return ids[0] if ids else None

    def slot_of(self, card_id: int) -> int | None:
        name = self.zone_name_of(card_id)
        return COMBAT_ZONES.index(name) if name in COMBAT_ZONES else None

    def combatants(self, player: int) -> list[int]:
        """``player``'s combat cards on the board, left to right (tokens and face-down included)."""
        return [cid for zone in self.slot_zones[player] for cid in self.zones[zone]]

    def free_slots(self, player: int) -> list[int]:
        return [slot for slot in range(SLOTS) if not self.zones[self.slot_zone(player, slot)]]

    def invocations(self, player: int) -> list[int]:
        return self.ids(player, "invocacion")

    def on_board(self, card_id: int) -> bool:
        card = self.cards[card_id] if 0 <= card_id < len(self.cards) else None
        return card is not None and (self.zone_name_of(card_id) in COMBAT_ZONES or self.zone_name_of(card_id) == "invocacion")

    def power(self, card_id: int) -> int:
        return self._card(card_id).counters.get(POWER, 0)

    def host_of(self, card_id: int) -> int | None:
        """The combat card an Adhesión invocation is bound to (Eliria 6.c.II)."""
        host = self._card(card_id).marks.get("host")
        return host if isinstance(host, int) else None

    # ------------------------------------------------------------------ lasting effects

    def active_passives(self) -> list[tuple[int, Passive]]:
        """Passives in force: face-up combatants (6.a.III), face-up invocations (6.c); each
        player's combat slots left to right, then their invocations. The list is shared: read
        it, never change it."""
        if self._fixed_passives is not None:
            return self._fixed_passives
        if self._passives is None:
            self._passives = self._find_passives()
        return self._passives

    def of_kind(self, kind: str) -> list[tuple[int, Passive]]:
        """The passives in force of one ``kind``, in ``active_passives`` order: sorted once per
        list of passives (a late game asks the stats of every combatant at every step)."""
        passives = self.active_passives()
        by_kind = self._by_kind
        if by_kind is None or by_kind[0] is not passives:
            groups: dict[str, list[tuple[int, Passive]]] = {}
            for item in passives:
                groups.setdefault(item[1].kind, []).append(item)
            by_kind = self._by_kind = (passives, groups)
        return by_kind[1].get(kind, [])

    def _find_passives(self) -> list[tuple[int, Passive]]:
        found: list[tuple[int, Passive]] = []
        zones = self.zones
        for zone in self.passive_zones:
            for cid in zones[zone]:
                card = self._card(cid)
                if card.face_up:
                    passives = card.defn.passives  # type: ignore[attr-defined]  # an EliriaCard
                    if passives:
                        found.extend((cid, passive) for passive in passives)
        return found

    def passives_changed(self) -> None:
        """Something on the board changed place, face or identity: find the passives again."""
        self._passives = None

    def move(self, card_id: int, dest: int, **kwargs: Any) -> None:
        super().move(card_id, dest, **kwargs)
        self._passives = None

    def vanish(self, card_id: int) -> None:
        super().vanish(card_id)
        self._passives = None

    def create_card(self, defn: CardDef, owner: int, zone: int, *, face_up: bool | None = None) -> int:
        self._passives = None
        return super().create_card(defn, owner, zone, face_up=face_up)

    def _identities_changed(self) -> None:
        super()._identities_changed()
        self._passives = None
        self.listed = None  # a resampled or masked state lists its own cards' attacks

    @contextmanager
    def passives_fixed(self) -> Iterator[None]:
        """Find the passives in force once for a block that only reads the board (the bots'
        evaluation asks for many stats of one position; powers may change, not the passives)."""
        if self._fixed_passives is not None:  # already inside such a block
            yield
            return
        self._fixed_passives = self.active_passives()
        try:
            yield
        finally:
            self._fixed_passives = None

    def concerns(self, source: int, who: str, card_id: int) -> bool:
        """Whether a passive of ``source`` with ``who`` applies to the combat card ``card_id``."""
        controller = self._card(source).controller
        if who == "self":
            return card_id == source
        if who == "host":
            return self.host_of(source) == card_id
        if who == "own":
            return self._card(card_id).controller == controller
        if who == "rival":
            return self._card(card_id).controller != controller
        return who == "all"

    def bonus(self, card_id: int, kind: str) -> int:
        passives, modifiers = self.of_kind(kind), self._card(card_id).modifiers
        total = sum(p.amount for src, p in passives if self.concerns(src, p.who, card_id)) if passives else 0
        return total + sum(m.value for m in modifiers if m.kind == kind) if modifiers else total

    def has_passive(self, card_id: int, kind: str) -> bool:
        return any(self.concerns(src, p.who, card_id) for src, p in self.of_kind(kind))

    def potential(self, card_id: int) -> int:
        return max(0, min(DIE_MAX, self.defn(card_id).potential + self.bonus(card_id, "potential")))

    def cap(self, card_id: int) -> int:
        """How much power a combatant may hold: its potential face up, 9 face down (12.c)."""
        return self.potential(card_id) if self._card(card_id).face_up else FACE_DOWN_CAP

    def resistance(self, card_id: int) -> int:
        return max(0, self.defn(card_id).resistance + self.bonus(card_id, "resist"))

    def attack_damage(self, card_id: int, attack: Attack) -> int:
        """Fixed damage, or ``x`` = the attacker's power (6.a.IV), plus lasting bonuses."""
        base = self.power(card_id) if attack.damage is None else attack.damage
        return max(0, base + self.bonus(card_id, "damage"))

    def attack_cost(self, card_id: int, attack: Attack) -> int:
        """Power an attack consumes: none unless an effect says so (12.d)."""
        return attack.cost + self.bonus(card_id, "attack_cost")

    # ------------------------------------------------------------------ power

    def set_power(self, card_id: int, value: int) -> None:
        card = self._card(card_id)
        value = max(0, min(self.cap(card_id), value))
        before = card.counters.get(POWER, 0)
        card.counters[POWER] = value
        if value != before:
            self.emit(Event("counter", card.controller, card_id, card.defn.name, amount=value - before, text=POWER))

    def clamp_powers(self) -> None:
        """A combatant never holds more power than it may (8, 12.c: revealed ones drop to their
        potential; a lost bonus lowers the cap)."""
        # run after every change of the board: a card without power is never over its cap (≥ 0)
        # (the passives in force are found once until the board changes: ``active_passives``)
        powered = [cid for player in range(self.num_players) for cid in self.combatants(player) if self.power(cid)]
        for cid in powered:
            cap = self.cap(cid)
            if self.power(cid) > cap:
                self.set_power(cid, cap)

    def turn_face_up(self, card_id: int) -> None:
        """Eliria 8: the card's effects start; a combatant's excess power drops to its potential."""
        card = self._card(card_id)
        card.face_up = True
        self._passives = None
        card.known = (1 << self.num_players) - 1
        card.marks.pop(MARKER, None)
        self.emit(Event("flip", card.controller, card_id, card.defn.name, amount=1))
        self.clamp_powers()

    def add_modifier(self, card_id: int, kind: str, value: int) -> None:
        card = self._card(card_id)
        card.modifiers = card.modifiers + (Modifier(kind, value, "turn"),)
        self.emit(Event("modifier", card.controller, card_id, card.defn.name, text=kind, amount=value))

    # ------------------------------------------------------------------ leaving the board

    def remove_from_board(self, card_id: int, dest: str, kind: str) -> None:
        """A card leaves the board for its owner's ``dest``: a token vanishes (14.b), and the
        Adhesión invocations bound to a combatant go with it to the discard pile (6.c.II)."""
        card = self._card(card_id)
        bound = [cid for p in range(self.num_players) for cid in self.invocations(p) if self.host_of(cid) == card_id]
        if card.defn.is_token:
            self.vanish(card_id)
        else:
            self.move(card_id, self.zone(card.owner, dest), kind=kind)
        for cid in bound:
            self.move(cid, self.zone(self._card(cid).owner, "descarte"), kind="destroy")
        self.clamp_powers()

    def destroy(self, card_id: int) -> None:
        """Destroyed cards go to their owner's discard pile (Eliria 2); tokens vanish (14.b)."""
        if self.on_board(card_id):
            self.remove_from_board(card_id, "descarte", "destroy")

    def draw(self, player: int, count: int = 1) -> bool:
        """Draw from the top; a player who must draw from an empty deck loses (Eliria 7.c)."""
        deck = self.zone(player, "mazo")
        for _ in range(count):
            if not self.zones[deck]:
                self.end_game(self.opponent(player), Text(f"P{player + 1} debe robar y su mazo está vacío",
                                                          f"P{player + 1} must draw and their deck is empty"), rule("7.c"))
                return False
            self.move(self.zones[deck][0], self.zone(player, "mano"), kind="draw")
        return True

    def ask(self, kind: str, player: int, text: tuple[str, str], options: tuple[int, ...] = (),
            data: tuple[Any, ...] = ()) -> None:
        self.prompt = Prompt(kind, player, text[0], options, data, text[1])

    # ------------------------------------------------------------------ what players see

    def _card_stats(self, card: Card) -> tuple[tuple[str, int], ...]:
        defn = card.defn
        assert isinstance(defn, EliriaCard)
        if not defn.is_combat or self.zone_name_of(card.id) not in COMBAT_ZONES:
            return ()
        return (("poder", self.power(card.id)), ("potencial", self.potential(card.id)),
                ("resistencia", self.resistance(card.id)))

    def _card_markers(self, card: Card) -> tuple[str, ...]:
        markers = [MARKER] if card.marks.get(MARKER) else []
        if card.marks.get("host") is not None:
            markers.append("adhesion")
        return tuple(markers)

    def _card_view(self, card_id: int, key: str, viewer: int | None) -> CardView:
        """A face-down card on the board shows its d12 (Eliria 3, 12.c) and the 13.d marker to
        everyone; its identity stays hidden."""
        view = super()._card_view(card_id, key, viewer)
        if view.hidden and self.on_board(card_id):
            card = self._card(card_id)
            markers = (MARKER,) if card.marks.get(MARKER) else ()
            counters = freeze_mapping({POWER: card.counters[POWER]}) if POWER in card.counters else ()
            return CardView(card_id, card.owner, card.controller, key, None, None, card.face_up, card.rotated,
                            counters, markers=markers)
        return view
