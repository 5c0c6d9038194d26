"""Souls in Xtinction state: its attributes and parts (``Statics``, ``Deaths``, ``Loops``), a
card's definition and stats, lives and losses, and card movements.

The procedure (``state.py``) and the modules of functions of the state (``turn``, ``combat``,
``activation``, ``entering``, ``fila``, ``operations``, ``damage``) build on these helpers.
Rule numbers refer to the Reglas Generales 1.0.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from engine.core.actions import Action, Event, Prompt
from engine.core.cards import Card, Modifier
from engine.core.state import SetupInfo, State
from engine.core.tasks import Task, hashed
from engine.core.text import Text
from engine.games.six.battle import Battle
from engine.games.six.cards import DAMAGE, SixCard
from engine.games.six.damage import Deaths
from engine.games.six.loops import Loops
from engine.games.six.rules import rule
from engine.games.six.statics import Statics
from engine.games.six.tasks import Immediate

MAX_LIVES = 6  # SiX 5.2.6, 11.4
FIELD_SIZE = 6  # SiX 3.8.2
HAND_LIMIT = 9  # SiX 6.7.3
COMBAT_STEPS = ("ataque", "atraer", "bloqueo", "juego_rapido", "danos")


@dataclass(frozen=True, slots=True)
class Activation:
    """An effect being activated: targets and cost choices gathered one prompt at a time."""

    source: int
    controller: int
    effect: int
    kind: str  # "unidad", "arma", "conjuro", "rapido", "fila" (a summon trigger), "inmediato"
    targets: tuple[tuple[int, ...], ...] = ()
    costs: tuple[tuple[int, ...], ...] = ()
    partial: tuple[int, ...] = ()
    host: int | None = None  # the unit a weapon equips, or the card a played unit replaces
    then_window: bool = False


@dataclass(frozen=True, slots=True)
class Run:
    """An effect resolving: the next operation and what was chosen."""

    source: int
    controller: int
    effect: int
    targets: tuple[tuple[int, ...], ...] = ()
    index: int = 0
    failed: bool = False
    code: str = ""
    origin: str = ""  # where the source was when the effect was activated ("campo", "cementerio"…)


class SixBase(State):
    """Attributes and helpers shared by the parts of ``SixState``."""

    def __init__(self, game: Any, setup: SetupInfo) -> None:
        super().__init__(game, setup)
        self.tasks: list[Task] = []
        self.action_player: int | None = None
        self.passes = 0
        self.combat_declared = False
        #: The combat being fought (``engine.games.six.combat``).
        self.battle = Battle()
        self.mulligan_done: tuple[bool, ...] = (False, False)
        self.pending: tuple[tuple[int, int, int], ...] = ()
        self.time_turns_left: int | None = None
        self.vanished: dict[int, SixCard] = {}
        #: The permanent effects in play (``engine.games.six.statics``).
        self.statics = Statics(self)
        self._refs: tuple[Any, frozenset[int]] | None = None
        #: The check for units with no Defensa left (``engine.games.six.damage``).
        self.deaths = Deaths(self)
        #: The loop detector (``engine.games.six.loops``).
        self.loops = Loops(self)

    def _copy_extra(self, twin: State) -> None:
        assert isinstance(twin, SixBase)
        twin.tasks = list(self.tasks)
        twin.vanished = dict(self.vanished)
        twin.statics = self.statics.bound_to(twin)
        twin.deaths = self.deaths.bound_to(twin)
        twin.loops = self.loops.bound_to(twin)

    def _rebuild(self, actions: Sequence[Action]) -> None:
        super()._rebuild(actions)
        self.statics = self.statics.bound_to(self)  # they were the rebuilt copy's
        self.deaths = self.deaths.bound_to(self)
        self.loops = self.loops.bound_to(self)

    def _identities_changed(self) -> None:
        super()._identities_changed()
        self.statics.invalidate()

    def _hash_extra(self) -> tuple[Any, ...]:
        return (
            hashed(self.tasks),
            self.action_player,
            self.passes,
            self.combat_declared,
            *self.battle.hashed(),
            self.mulligan_done,
            self.pending,
            self.time_turns_left,
            *self.loops.hashed(),
            (),  # where the always-empty loop_choices was: games saved before keep their state_hash
        )

    # ------------------------------------------------------------------ basic accessors

    def defn_by_code(self, code: str) -> SixCard:
        defn = self.card_db.by_code(code)
        assert isinstance(defn, SixCard)
        return defn

    def defn(self, card_id: int) -> SixCard:
        return self._card(card_id).defn  # type: ignore[return-value]  # every card of this game is a SixCard

    def defn_any(self, card_id: int) -> SixCard:
        """The definition of a card, also of a token that has vanished meanwhile."""
        card = self.cards[card_id]
        if card is not None:
            return card.defn  # type: ignore[return-value]  # every card of this game is a SixCard
        defn = self.vanished.get(card_id)
        assert defn is not None, f"card {card_id} unknown"
        return defn

    def lives(self, player: int) -> int:
        return self.counters[player]["vidas"]

    def opponent(self, player: int) -> int:
        return 1 - player

    def field_ids(self, player: int) -> list[int]:
        """Units and Entes in play for ``player``: field and combat zone (attachments excluded)."""
        cards = self.cards
        return [
            cid
            for name in ("campo", "combate")
            for cid in self.zones[self.zone_index[(player, name)]]
            if cards[cid].attached_to is None  # type: ignore[union-attr]
        ]

    def field_count(self, player: int) -> int:
        return len(self.field_ids(player))

    def in_play(self, card_id: int) -> bool:
        card = self.cards[card_id] if 0 <= card_id < len(self.cards) else None
        return card is not None and self.zone_table[card.zone][1].name in ("campo", "combate")

    def weapon_of(self, unit_id: int) -> int | None:
        cards = self.cards
        for cid in self.zones[self._card(unit_id).zone]:
            if cards[cid].attached_to == unit_id:  # type: ignore[union-attr]  # a zone holds existing cards
                return cid
        return None

    def in_combat(self) -> bool:
        return self.step in COMBAT_STEPS

    # ------------------------------------------------------------------ effects and stats

    def is_negated(self, card_id: int) -> bool:
        """SiX 8.2: a negated card keeps its archetype but loses its effects and keywords."""
        return self._card(card_id).has_modifier("negada")

    def move(self, card_id: int, dest: int, **kwargs: Any) -> None:
        src = self._card(card_id).zone
        super().move(card_id, dest, **kwargs)
        statics = self.statics
        if src in statics.zones or dest in statics.zones:  # a draw or a discard changes no static
            statics.invalidate()
        if kwargs.get("keep_state"):
            self.deaths.maybe_damaged = True

    def vanish(self, card_id: int) -> None:
        defn = self._card(card_id).defn
        assert isinstance(defn, SixCard)
        self.vanished[card_id] = defn
        super().vanish(card_id)
        self.statics.invalidate()

    def stats(self, card_id: int) -> tuple[int, int]:
        """Current Fuerza and Defensa (never negative, SiX 1.4.6, 2.6.3), damage subtracted."""
        card = self._card(card_id)
        defn = self.defn(card_id)
        force, defense = defn.force, defn.defense
        weapon = self.weapon_of(card_id) if defn.kind == "unidad" else None
        if weapon is not None:  # SiX 9.1.2; stats kept even when negated (8.2.4)
            force += self.defn(weapon).force
            defense += self.defn(weapon).defense
        for source, static in self.statics.of("buff"):
            if self.statics.applies(source, static, card_id):
                force += static.force
                defense += static.defense
        for mod in card.modifiers:
            if mod.kind == "fuerza":
                force += mod.value
            elif mod.kind == "defensa":
                defense += mod.value
        force = max(0, force)
        defense = max(0, defense) - card.counters.get(DAMAGE, 0)
        return force, max(0, defense)

    def has_keyword(self, card_id: int, keyword: str) -> bool:
        """Keywords of the card, of its weapon (9.1.2) and granted; none when negated (8.2.1)."""
        if self.is_negated(card_id):
            return False
        if keyword in self.defn(card_id).keywords:
            return True
        weapon = self.weapon_of(card_id)
        if weapon is not None and keyword in self.defn(weapon).keywords:
            return True
        return any(
            static.keyword == keyword and self.statics.applies(source, static, card_id)
            for source, static in self.statics.of("keyword")
        )

    def effective_cost(self, card_id: int, player: int) -> int:
        """The mana to pay: printed cost (none counts 0, 2.2.2) with increases and reductions."""
        defn = self.defn(card_id)
        cost = defn.cost or 0
        statics = self.statics.of("cost")
        if not statics:  # asked of every card in hand at every action moment: mostly none in play
            return max(0, cost)
        for source, static in statics:
            if self.statics.applies(source, static, card_id):
                cost += static.delta
        return max(0, cost)

    def available_mana(self, player: int) -> list[int]:
        return [cid for cid in self.ids(player, "mana") if not self._card(cid).rotated]

    # ------------------------------------------------------------------ lives and losses

    def change_lives(self, player: int, delta: int) -> int:
        """Add ``delta`` lives (never above 6, 11.4; never below 0); returns the change made."""
        before = self.lives(player)
        after = max(0, min(MAX_LIVES, before + delta))
        self.counters[player]["vidas"] = after
        if after != before:
            self.emit(Event("lives", player, amount=after - before))
        return after - before

    def check_losses(self) -> bool:
        """SiX 1.3.1.1.1 and 1.3.2: a player at 0 lives loses; both at once is a draw."""
        losers = [p for p in range(self.num_players) if self.lives(p) <= 0]
        if not losers:
            return False
        if len(losers) == 2:
            self.end_game(None, Text("ambos jugadores llegaron a 0 vidas", "both players reached 0 lives"), rule("1.3.2"))
        else:
            winner = self.opponent(losers[0])
            self.end_game(winner, Text(f"P{losers[0] + 1} llegó a 0 vidas",
                                       f"P{losers[0] + 1} reached 0 lives"), rule("1.3.1.1.1"))
        return True

    # ------------------------------------------------------------------ card movements

    def add_modifier(self, card_id: int, mod: Modifier) -> None:
        card = self._card(card_id)
        card.modifiers = card.modifiers + (mod,)
        self.statics.invalidate()
        self.emit(Event("modifier", card.controller, card_id, card.defn.name, text=mod.kind, amount=mod.value))

    def leave_play(self, card_id: int, dest: str, *, reason: str, bottom: bool = False) -> bool:
        """A Unit or Ente leaves the field for ``dest`` of its owner; its weapon goes to the
        cemetery; a token vanishes (4.1.2.2.1). Returns whether the card reached ``dest``."""
        card = self._card(card_id)
        weapon = self.weapon_of(card_id) if self.in_play(card_id) else None
        if weapon is not None:
            owner = self._card(weapon).owner
            self.move(weapon, self.zone(owner, "cementerio"), kind="send")
        owner = card.owner
        if card.defn.is_token:
            self.vanish(card_id)
            return False
        face_up = False if dest == "halo" else None
        self.move(card_id, self.zone(owner, dest), bottom=bottom, face_up=face_up, kind=reason)
        return True

    def relocate(self, card_id: int, dest: str, kind: str) -> bool:
        """Move a card to its owner's ``dest`` zone, leaving play properly if it is in play
        (weapon to the cemetery, tokens vanish); the Halo takes it face down (4.9.3)."""
        if self.in_play(card_id):
            return self.leave_play(card_id, dest, reason=kind)
        face_up = False if dest == "halo" else None
        self.move(card_id, self.zone(self._card(card_id).owner, dest), face_up=face_up, kind=kind)
        return True

    def destroy(self, card_id: int) -> bool:
        """SiX 4.9.5: a card on the field is destroyed and sent to the cemetery; its
        "al ser destruida" effects trigger (optional ones not during combat, 7.2.4.2.3)."""
        if not self.in_play(card_id):
            return False
        card = self._card(card_id)
        controller = card.controller
        triggers = [] if self.is_negated(card_id) else self.defn(card_id).effects_for("al_ser_destruida")
        self.leave_play(card_id, "cementerio", reason="destroy")
        for index, effect in triggers:
            if effect.optional and self.in_combat():
                continue
            self.tasks.append(Immediate(card_id, controller, index))
        return True

    def pay_mana(self, player: int, amount: int) -> None:
        """SiX 4.4: paying turns Disponible mana to Pagado (a 90° rotation)."""
        for cid in self.available_mana(player)[:amount]:
            card = self._card(cid)
            card.rotated = True
            self.emit(Event("rotate", player, cid, card.defn.name, amount=1))

    def draw(self, player: int, count: int) -> bool:
        """SiX 4.5: draw from the top; drawing from an empty deck loses (1.3.1.1.2)."""
        return self.draw_together((player,), count)

    def draw_together(self, players: tuple[int, ...], count: int) -> bool:
        """Players draw at the same time: those who run out lose; all of them at once is a
        draw (1.3.1.1.2, 1.3.2). Returns whether everyone could draw."""
        short = []
        for player in players:
            deck = self.zone(player, "mazo")
            hand = self.zone(player, "mano")
            for _ in range(count):
                if not self.zones[deck]:
                    short.append(player)
                    break
                self.move(self.zones[deck][0], hand, kind="draw")
        if not short:
            return True
        if len(short) == self.num_players:
            self.end_game(None, Text("ambos jugadores deben robar con el mazo vacío",
                                     "both players must draw from an empty deck"),
                          rule("1.3.2"))
        else:
            self.end_game(self.opponent(short[0]), Text(f"P{short[0] + 1} debe robar y su mazo está vacío",
                                                        f"P{short[0] + 1} must draw and their deck is empty"), rule("1.3.1.1.2"))
        return False

    def ask(self, kind: str, player: int, text: str | tuple[str, str], options: tuple[int, ...] = (),
            data: tuple[Any, ...] = ()) -> None:
        """Ask ``player`` a question; ``text`` is Spanish, or a (Spanish, English) pair."""
        spanish, english = (text, "") if isinstance(text, str) else text
        self.prompt = Prompt(kind, player, spanish, options, data, english)

    def then(self, *tasks: Task) -> None:
        """Schedule tasks to run next, in the order given."""
        self.tasks.extend(reversed(tasks))

    def card_in_zone(self, card: Card, name: str) -> bool:
        return self.zone_table[card.zone][1].name == name

    def place_of(self, card_id: int) -> str:
        """Where a card is, with the field and the combat zone counted as one place (in play)."""
        card = self.cards[card_id]
        if card is None:
            return ""
        name = self.zone_table[card.zone][1].name
        return "campo" if name == "combate" else name
