"""A Souls in Xtinction card entering play: a Unit or Ente on its controller's field (SiX 3.8)
with its summon effects waiting for a Fila (10.3), a weapon equipped to a Unit (9.1).

Functions of the duel's state, used by activation (``engine.games.six.activation``) and by the
operations that invoke or create cards (``operations``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.six.base import FIELD_SIZE
from engine.games.six.cards import FILA_TRIGGERS
from engine.games.six.tasks import Immediate

if TYPE_CHECKING:
    from engine.games.six.base import SixBase


def put_into_play(state: SixBase, card_id: int, player: int, *, played: bool, replacing: int | None = None) -> bool:
    """A Unit or Ente enters its controller's field (SiX 3.8.5, 3.8.6), replacing a card when
    the field is full (3.8.3, 3.8.7); its summon effects wait to start a Fila (10.3)."""
    field = state.zone(player, "campo")
    position: int | None = None
    if replacing is not None:
        old = state._card(replacing)
        position = state.zones[old.zone].index(replacing) if state.card_in_zone(old, "campo") else None
        state.leave_play(replacing, "cementerio", reason="replace")  # 3.8.7: not destroyed, no triggers
    elif state.field_count(player) >= FIELD_SIZE:
        return False  # 11.2: invoked only with room
    state._card(card_id).controller = player
    state.move(card_id, field, position=position, kind="play" if played else "invoke")
    entered_play(state, card_id, player, played=played)
    return True


def entered_play(state: SixBase, card_id: int, player: int, *, played: bool) -> None:
    """Mark a card that just entered the field and queue its summon effects."""
    card = state._card(card_id)
    card.controller = player
    card.marks["entered"] = state.turn
    if state.is_negated(card_id):
        return
    for index, effect in enumerate(state.defn(card_id).effects):
        fires = (
            (effect.trigger == "al_jugar" and played)  # 4.1.2.1
            or effect.trigger == "al_invocar"  # 4.1.2.3
            or (effect.trigger == "turnopp" and player != state.turn_player)  # 4.1.2.4
        )
        if fires and effect.trigger in FILA_TRIGGERS:
            state.pending = state.pending + ((card_id, player, index),)


def equip(state: SixBase, weapon: int, unit: int, player: int) -> None:
    """SiX 9.1: equip to any Unit; an old weapon goes to the cemetery (9.1.4); "al equipar"
    effects resolve at once, without a Fila (8.1.3.1, 9.1.5)."""
    old = state.weapon_of(unit)
    if old is not None:
        state.move(old, state.zone(state._card(old).owner, "cementerio"), kind="send")
    host = state._card(unit)
    state.move(weapon, host.zone, position=state.zones[host.zone].index(unit) + 1, kind="equip")
    card = state._card(weapon)
    card.attached_to = unit
    card.controller = player
    state.statics.invalidate()
    for index, _effect in state.defn(weapon).effects_for("al_equipar"):
        state.tasks.append(Immediate(weapon, player, index))
