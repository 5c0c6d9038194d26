"""What Eliria card effects do: the operations of ``cards.py`` applied to the board."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable

from engine.core.actions import Event
from engine.games.eliria.board import COMBAT_ZONES
from engine.games.eliria.cards import EliriaCard, Op

if TYPE_CHECKING:
    from engine.games.eliria.state import EliriaState

EXTRA = "extra_combates"  # Eliria 9: combat cards an effect lets a player play beyond three


@dataclass(frozen=True, slots=True)
class Context:
    """Who an effect belongs to and the cards its ``who`` words name."""

    controller: int
    source: int
    target: int | None = None
    attacker: int | None = None
    defender: int | None = None
    played: int | None = None


def chosen(state: "EliriaState", ctx: Context, who: str) -> list[int]:
    """The combat cards (or invocation) ``who`` names, still on the board."""
    single = {"self": ctx.source, "target": ctx.target, "host": state.host_of(ctx.source) if state.cards[ctx.source] else None,
              "attacker": ctx.attacker, "defender": ctx.defender, "played": ctx.played}
    if who in single:
        card = single[who]
        return [card] if card is not None and state.cards[card] is not None and state.on_board(card) else []
    if who == "own":
        return state.combatants(ctx.controller)
    if who == "rival":
        return state.combatants(state.opponent(ctx.controller))
    if who == "all":
        return state.combatants(0) + state.combatants(1)
    return []


def players(state: "EliriaState", ctx: Context, who: str) -> list[int]:
    if who == "opponent":
        return [state.opponent(ctx.controller)]
    if who == "all":
        return [0, 1]
    return [ctx.controller]


def run(state: "EliriaState", ops: Iterable[Op], ctx: Context) -> None:
    """Apply ``ops`` in order; an operation with nothing left to act on does nothing."""
    for op in ops:
        if state.outcome is not None:
            return
        kind = op.op
        if kind == "draw":
            for player in players(state, ctx, op.who if op.who != "target" else "controller"):
                if not state.draw(player, op.amount):
                    return
        elif kind == "extra_combat":  # Eliria 9: "solo por excepción de efectos especiales"
            state.counters[ctx.controller][EXTRA] = state.counters[ctx.controller].get(EXTRA, 0) + op.amount
            state.emit(Event("counter", ctx.controller, text=EXTRA, amount=op.amount))
        elif kind == "cancel_attack":
            state.cancelled = True
        elif kind == "token":
            token(state, ctx.controller, op.token)
        else:
            for card in chosen(state, ctx, op.who):
                if state.cards[card] is None or not state.on_board(card):
                    continue
                combat = state.zone_name_of(card) in COMBAT_ZONES
                if kind == "power" and combat:
                    state.set_power(card, state.power(card) + op.amount)
                elif kind == "guard" and combat:
                    state.add_modifier(card, "resist", op.amount)
                elif kind == "destroy":
                    state.destroy(card)
                elif kind == "bounce":
                    state.remove_from_board(card, "mano", "return")  # a token vanishes (14.b)
                elif kind == "flip_down" and state._card(card).face_up:
                    flip_down(state, card)


def token(state: "EliriaState", player: int, name: str) -> int | None:
    """Eliria 14: a combat token enters the leftmost free combat slot (none free: nothing)."""
    free = state.free_slots(player)
    defn = state.card_db.find(name)
    if not free or not isinstance(defn, EliriaCard) or not defn.is_token:
        return None
    card_id = state.create_card(defn, player, state.slot_zone(player, free[0]), face_up=True)
    state._card(card_id).counters["poder"] = 0
    state.emit(Event("invoke", player, card_id, defn.name, dst=state.zone_key_of(state.slot_zone(player, free[0]))))
    return card_id


def flip_down(state: "EliriaState", card_id: int) -> None:
    """Eliria 8: only an effect turns a face-up card face down again; its passive stops."""
    card = state._card(card_id)
    card.face_up = False
    state.passives_changed()
    state.emit(Event("flip", card.controller, card_id, card.defn.name, amount=0))
    state.clamp_powers()
