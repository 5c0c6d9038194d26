"""Mitos y Leyendas state: attributes, card kinds, Fuerza, filters and card movements.

The turn flow (``state.py``) and the state's parts build on these helpers: what may be played
(``playable.py``), the procedure for playing a card (``procedure.py``) and the battle being
declared (``battle.py``). Rule identifiers are explained in ``engine.games.myl.rules``.
"""

from __future__ import annotations

from typing import Any, Sequence

from engine.core.actions import Action, Event, Prompt
from engine.core.cards import Card, Modifier, normalize_name
from engine.core.state import SetupInfo, State
from engine.core.tasks import Task, hashed
from engine.core.text import Text
from engine.games.myl.battle import Battle
from engine.games.myl.cards import Filter, MylCard, Static
from engine.games.myl.playable import PlayRules
from engine.games.myl.procedure import PlayProcedure
from engine.games.myl.rules import PARAMS, rule

#: Zones whose cards are in play (the lines of defence, attack and support).
IN_PLAY = ("defensa", "ataque", "apoyo", "reserva", "oro_pagado")
LINES = ("defensa", "ataque", "apoyo")


class MylBase(State):
    """Attributes and helpers of a duel, and the parts it is made of (``playable``,
    ``procedure``, ``battle``)."""

    def __init__(self, game: Any, setup: SetupInfo) -> None:
        super().__init__(game, setup)
        self.params: dict[str, Any] = {**PARAMS, **{k: v for k, v in setup.params.items() if k in PARAMS}}
        self.tasks: list[Task] = []
        self.oro_jugado = False
        #: The battle being declared (a part: an immutable value).
        self.battle = Battle()
        self.hand_sizes: list[int] = [int(self.params["mano_inicial"])] * self.num_players
        self.empty_hit: frozenset[int] = frozenset()  # players who had to draw or take damage from nothing
        self._statics: list[tuple[int, Static]] | None = None  # cache, dropped whenever play changes
        self._activators: list[int] | None = None  # cache, dropped with the statics
        #: The lines of both players: what is in play (MyL Tótem, Habilidad).
        self.line_zones = frozenset(self.zone_index[(player, name)] for player in range(self.num_players) for name in LINES)
        #: Each player's Castillo, by player (MyL Derrota is checked after every step).
        self.castillo_zones = tuple(self.zone_index[(player, "castillo")] for player in range(self.num_players))
        #: What may be played now, and why not (a part that only reads the state).
        self.playable = PlayRules(self)
        #: Playing cards: the chain's plays, their windows and effects (a part with its own data).
        self.procedure = PlayProcedure(self)

    def _copy_extra(self, twin: State) -> None:
        assert isinstance(twin, MylBase)
        twin.tasks = list(self.tasks)
        twin.hand_sizes = list(self.hand_sizes)
        twin.params = dict(self.params)
        twin.playable = PlayRules(twin)
        twin.procedure = self.procedure.for_state(twin)

    def _rebuild(self, actions: Sequence[Action]) -> None:
        super()._rebuild(actions)  # takes the rebuilt state's attributes, its parts too
        self.playable = PlayRules(self)
        self.procedure = self.procedure.for_state(self)

    def _identities_changed(self) -> None:
        super()._identities_changed()
        self.board_changed()

    def _hash_extra(self) -> tuple[Any, ...]:
        return (hashed(self.tasks), self.oro_jugado, *self.battle.hash_key(),
                tuple(self.hand_sizes), self.procedure.queued, self.empty_hit)

    # ------------------------------------------------------------------ accessors

    def defn(self, card_id: int) -> MylCard:
        return self._card(card_id).defn  # type: ignore[return-value]  # every card of this game is a MylCard

    def opponent(self, player: int) -> int:
        return 1 - player

    def place(self, card_id: int) -> str:
        return self.zone_table[self._card(card_id).zone][1].name

    def kind(self, card_id: int) -> str:
        """The card's type now: a petrified Aliado is a Tótem (MyL JC.11)."""
        card = self._card(card_id)
        if card.marks.get("petrificado"):
            return "totem"
        defn: MylCard = card.defn  # type: ignore[assignment]  # every card of this game is a MylCard
        return defn.kind

    def in_play(self, card_id: int) -> bool:
        card = self.cards[card_id] if 0 <= card_id < len(self.cards) else None
        return card is not None and self.zone_table[card.zone][1].name in LINES

    def aliados(self, player: int) -> list[int]:
        """``player``'s Aliados in play (both lines), weapons excluded."""
        return [cid for name in ("defensa", "ataque") for cid in self.ids(player, name)
                if self._card(cid).attached_to is None and self.kind(cid) == "aliado"]

    def permanents(self) -> list[int]:
        """Every card in play in the lines (Aliados, Armas, Tótems), both players."""
        return [cid for p in range(self.num_players) for name in LINES for cid in self.ids(p, name)]

    def armas_of(self, aliado: int) -> list[int]:
        zone = self._card(aliado).zone
        return [cid for cid in self.zones[zone] if self._card(cid).attached_to == aliado]

    # ------------------------------------------------------------------ filters and Fuerza

    def matches(self, card_id: int, flt: Filter | None, viewer: int) -> bool:
        """Whether ``card_id`` fits ``flt`` seen from ``viewer`` (``side``: propio/rival)."""
        if flt is None:
            return True
        card = self._card(card_id)
        if flt.side == "propio" and card.controller != viewer or flt.side == "rival" and card.controller == viewer:
            return False
        if flt.what != "carta" and self.kind(card_id) != flt.what:
            return False
        defn = self.defn(card_id)
        if flt.raza is not None and normalize_name(defn.raza) != normalize_name(flt.raza):
            return False
        if flt.max_coste is not None and defn.cost > flt.max_coste:
            return False
        if flt.max_fuerza is not None and self.fuerza(card_id) > flt.max_fuerza:
            return False
        return True

    def statics(self) -> list[tuple[int, Static]]:
        """Continuous abilities in play (MyL Tótem): Tótems, Aliados and Armas in the lines."""
        if self._statics is None:
            self._statics = [(cid, s) for cid in self.permanents() if not self._card(cid).marks.get("petrificado")
                             for s in self.defn(cid).statics]
        return self._statics

    def move(self, card_id: int, dest: int, **kwargs: Any) -> None:
        src = self._card(card_id).zone
        super().move(card_id, dest, **kwargs)
        if src in self.line_zones or dest in self.line_zones:  # damage and draws leave play as it was
            self.board_changed()

    def board_changed(self) -> None:
        """A card moved, was petrified or changed identity: what is found from the cards in
        play (statics, activated abilities) is found again when next asked."""
        self._statics = None
        self._activators = None

    def activators(self) -> list[int]:
        """The cards in play with an activated ability (MyL Habilidad), in ``permanents`` order:
        listing actions asks at every response window."""
        if self._activators is None:
            self._activators = [cid for cid in self.permanents() if self.defn(cid).abilities_for("activada")]
        return self._activators

    def fuerza(self, card_id: int) -> int:
        """Current Fuerza: printed, plus Armas carried, continuous abilities and this turn's changes."""
        card = self._card(card_id)
        if self.kind(card_id) != "aliado":
            return self.defn(card_id).force
        force = self.defn(card_id).force
        if self.in_play(card_id):
            force += sum(self.defn(a).force for a in self.armas_of(card_id))
            for source, static in self.statics():
                if static.kind == "fuerza" and self.matches(card_id, static.applies, self._card(source).controller):
                    force += static.amount
        force += sum(m.value for m in card.modifiers if m.kind == "fuerza")
        return max(0, force)

    # ------------------------------------------------------------------ movements

    def ask(self, kind: str, player: int, text: tuple[str, str], options: tuple[int, ...] = (),
            data: tuple[Any, ...] = ()) -> None:
        self.prompt = Prompt(kind, player, text[0], options, data, text[1])

    def then(self, *tasks: Task) -> None:
        """Schedule tasks to run next, in the order given."""
        self.tasks.extend(reversed(tasks))

    def to_cementerio(self, card_id: int, kind: str = "destroy") -> None:
        """A card leaves for its owner's Cementerio; Armas it carried follow (MyL JC.11)."""
        self.leave(card_id, "cementerio", kind)

    def leave(self, card_id: int, zone: str, kind: str) -> None:
        for arma in self.armas_of(card_id) if self.in_play(card_id) else []:
            self.move(arma, self.zone(self._card(arma).owner, "cementerio"), kind="arma_invalida")
        self.move(card_id, self.zone(self._card(card_id).owner, zone), kind=kind)

    def move_with_armas(self, card_id: int, zone: str) -> None:
        """An Aliado changes line; its Armas go with it, still carried."""
        card = self._card(card_id)
        dest = self.zone(card.controller, zone)
        armas = self.armas_of(card_id)
        self.move(card_id, dest, keep_state=True, kind="line")
        for arma in armas:
            self.move(arma, dest, keep_state=True, kind="line")

    def damage(self, player: int, amount: int) -> None:
        """MyL Daño: each point moves the top card of the Castillo to the Cementerio."""
        castillo = self.ids(player, "castillo")
        for _ in range(amount):
            if not castillo:
                self.empty_hit = self.empty_hit | {player}
                break
            self.move(castillo[0], self.zone(player, "cementerio"), kind="damage")
        self.emit(Event("damage", player, amount=amount))

    def draw(self, player: int, count: int) -> None:
        castillo = self.ids(player, "castillo")
        for _ in range(count):
            if not castillo:
                self.empty_hit = self.empty_hit | {player}
                return
            self.move(castillo[0], self.zone(player, "mano"), kind="draw")

    def pay_oro(self, player: int, amount: int) -> None:
        """MyL Pago: Oros move from the reserve to paid Oro."""
        reserva = self.ids(player, "reserva")
        for _ in range(amount):
            self.move(reserva[-1], self.zone(player, "oro_pagado"), kind="pay")

    def add_fuerza(self, card_id: int, amount: int, source: int) -> None:
        card = self._card(card_id)
        card.modifiers = card.modifiers + (Modifier("fuerza", amount, "turn", source),)
        self.emit(Event("fuerza", card.controller, card_id, card.defn.name, amount=amount))

    def check_losses(self) -> None:
        """MyL Derrota (and S.pierde_al_vaciar): empty Castillos lose; both at once, a draw."""
        if self.outcome is not None or self.phase == "mulligan":
            return
        empty = self.params["pierde_al_vaciar"]
        if empty:
            zones = self.zones
            if all(zones[zone] for zone in self.castillo_zones):  # asked after every step of the procedure
                return
            losers = [p for p, zone in enumerate(self.castillo_zones) if not zones[zone]]
        else:
            losers = sorted(self.empty_hit)
        if not losers:
            return
        cited = rule("Derrota") if empty else rule("S.pierde_al_vaciar")
        if len(losers) == self.num_players:
            self.end_game(None, Text("ambos Castillos se agotaron", "both Castles ran out"), cited)
        elif losers:
            self.end_game(self.opponent(losers[0]), Text(f"el Castillo de P{losers[0] + 1} se agotó",
                                                         f"P{losers[0] + 1}'s Castle ran out"), cited)


def card_markers(state: MylBase, card: Card) -> tuple[str, ...]:
    markers = []
    if card.marks.get("entro") == state.turn and state.kind(card.id) == "aliado":
        markers.append("recien_llegado")
    if card.marks.get("petrificado"):
        markers.append("petrificado")
    if card.marks.get("usada") == state.turn:
        markers.append("habilidad_usada")
    return tuple(markers)
