"""Spell Counters (YGO Cartas.2): the cards whose text places them, how many each holds and the ATK each
gives, what happens each time a Spell Card is activated, and the operations that place them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Event
from engine.core.cards import Op
from engine.games.ygo.base import OPS, SPELL_COUNTER, Run
from engine.games.ygo import damage_bar
from engine.games.ygo.cards import YgoCard

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin


def counter_rules(defn: YgoCard) -> tuple[int, int | None, int]:
    """What a card's text says of its Spell Counters (its ``keywords``): how many it gets each time a
    Spell Card is activated, the most it holds (``None``: no limit), the ATK each gives it."""
    gain, most, atk = 0, None, 0
    for word in defn.keywords:
        key, _, value = word.partition(":")
        if key == "counter_gain":
            gain = int(value)
        elif key == "counter_max":
            most = int(value)
        elif key == "atk_per_counter":
            atk = int(value)
    return gain, most, atk


def holds_counters(state: EffectsMixin, card_id: int) -> bool:
    """A face-up card on the field whose text places Spell Counters on it (YGO Cartas.2)."""
    card = state._card(card_id)
    return state.on_field(card_id) and card.face_up and "spell_counters" in state.defn(card_id).keywords \
        and not state.effects_negated(card_id)


def add_counters(state: EffectsMixin, card_id: int, count: int) -> None:
    """Place Spell Counters on a card that holds them, up to the most its text allows."""
    if not holds_counters(state, card_id):
        return
    card = state._card(card_id)
    most = counter_rules(state.defn(card_id))[1]
    now = card.counters.get(SPELL_COUNTER, 0)
    placed = min(now + count, most) if most is not None else now + count
    if placed > now:
        card.counters[SPELL_COUNTER] = placed
        state.emit(Event("counter", card.controller, card_id, state.defn(card_id).name, amount=placed - now))


def spell_resolved(state: EffectsMixin, source: int) -> None:
    """A Spell Card's activation resolved: the face-up cards whose text says "each time a Spell Card
    is activated, place a Spell Counter on this card" get theirs; "… its controller gains N LP" (Spell
    Absorption, not for its own activation) gain them; "each time you activate a Normal Spell Card, inflict N
    damage" (Rapid-Fire Magician) burns."""
    for player in range(state.num_players):
        for zone in ("monstruos", "magias", "campo_magico"):
            for cid in state.ids(player, zone):
                keywords = state.defn(cid).keywords
                if not keywords:
                    continue
                gain = counter_rules(state.defn(cid))[0]
                if gain:
                    add_counters(state, cid, gain)
                if cid != source and state._card(cid).face_up:
                    for word in keywords:
                        if word.startswith("spell_gain:"):
                            state.change_lp(player, int(word.split(":", 1)[1]))
                        elif word.startswith("normal_spell_burn:") and _own_normal_spell(state, source, player) \
                                and not state.effects_negated(cid):
                            damage_bar.take_damage(state, state.opponent(player), int(word.split(":", 1)[1]))


def _own_normal_spell(state: EffectsMixin, source: int, player: int) -> bool:
    """Whether ``source`` is a Normal Spell Card ``player`` activated (Rapid-Fire Magician's "each time you
    activate a Normal Spell Card")."""
    defn = state.defn(source)
    return (defn.kind, defn.sub) == ("spell", "normal") and state._card(source).controller == player


def counter_pick_options(state: EffectsMixin, source: int) -> list[int]:
    """The face-up cards on the field other than ``source`` that can hold Spell Counters."""
    return [cid for player in range(state.num_players) for zone in ("monstruos", "magias", "campo_magico")
            for cid in state.ids(player, zone) if cid != source and holds_counters(state, cid)]


@OPS.on("add_counter_pick")
def _op_add_counter_pick(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Place N Spell Counters on another face-up card that can hold them": chosen as it resolves, not targeted."""
    options = counter_pick_options(state, run.source)
    if options:
        state.ask("elegir", run.player, ("Elige la carta que recibe el contador", "Choose the card that gets the counter"),
                  tuple(options), ("pick", run, op))


@OPS.on("add_counter")
def _op_add_counter(state: EffectsMixin, run: Run, op: Op) -> None:
    """Place Spell Counters on this card or the target (one that can hold them)."""
    for cid in state.what(run, str(op.get("what", "self"))):
        add_counters(state, cid, int(op.get("count", 1)))


@OPS.on("add_counter_all")
def _op_add_counter_all(state: EffectsMixin, run: Run, op: Op) -> None:
    """Place Spell Counters on every face-up card on the field that can hold them."""
    for player in range(state.num_players):
        for zone in ("monstruos", "magias", "campo_magico"):
            for cid in state.ids(player, zone):
                add_counters(state, cid, int(op.get("count", 1)))


@OPS.on("clear_counters")
def _op_clear_counters(state: EffectsMixin, run: Run, op: Op) -> None:
    """Remove every Spell Counter on the field (魔力枯竭 Spell Vanishing's kin); a card whose text says "when there are no
    Spell Counters on this card, destroy it" is destroyed (YGO Cartas.2)."""
    for player in range(state.num_players):
        for zone in ("monstruos", "magias", "campo_magico"):
            for cid in state.ids(player, zone):
                card = state._card(cid)
                removed = card.counters.pop(SPELL_COUNTER, 0)
                if removed:
                    state.emit(Event("counter", card.controller, cid, state.defn(cid).name, amount=-removed))
                    if "no_counters_destroyed" in state.defn(cid).keywords:
                        state.send_to_graveyard(cid)
