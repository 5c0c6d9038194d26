"""Effect operations on a card (``effect_ops.ON_CARD``): damage, destruction, moving it between
zones, tapping, counters, continuous effects and the rest, one handler per op."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.core.actions import Event
from engine.games.mtg.abilities import Effect
from engine.games.mtg.base import PLUS
from engine.games.mtg.block_limits import NO_BLOCK, NOT_BLOCKED
from engine.games.mtg.color_change import RECOLOR, recolor
from engine.games.mtg.continuous import LAYER_OPS
from engine.games.mtg.counter_removal import REMOVE_COUNTERS, remove_counters
from engine.games.mtg.effect_ops import ON_CARD
from engine.games.mtg.exile_until import EXILE_UNTIL, exile_until
from engine.games.mtg.faces import transform
from engine.games.mtg.flip import flip
from engine.games.mtg.next_untap import FREEZE, freeze
from engine.games.mtg.same_name import EXILE_SAME_NAME, exile_same_name
from engine.games.mtg.tap_or_untap import TAP_OR_UNTAP, ask as ask_toggle
from engine.games.mtg.top_or_bottom import TOP_OR_BOTTOM, ask as ask_placing

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState

RENOWNED = "renombre"  # CR 702.112b: the renowned designation


def _layer(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    if state.on_battlefield(card):  # CR 611.2: a continuous effect from a resolving spell or ability
        state.continuous_effect(effect, source, controller, card)


for _op in LAYER_OPS:
    ON_CARD.on(_op)(_layer)


@ON_CARD.on("token_copy")
def _token_copy(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    if state.on_battlefield(card):  # CR 707.2, 111.1: a token that's a copy of the target
        for _ in range(state.tokens_created(controller, 1)):  # CR 614.1a
            state.put_token(replace(state.copiable(card), is_token=True), controller)


@ON_CARD.on("color_choice")
def _color_choice(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    if state.on_battlefield(card):  # CR 105.3: the controller chooses the colour
        state.ask_color(source, controller, card)


@ON_CARD.on(RECOLOR)
def _recolor(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    recolor(state, source, card, effect.keyword)  # CR 105.3, 611.2a: a spell or a permanent, for the rest of the game


@ON_CARD.on("damage")
def _damage(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    state.deal_damage(source, controller, card, amount)  # CR 120.3


@ON_CARD.on("renown")
def _renown(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    """CR 702.112a-b: if it isn't renowned (checked again as it resolves, CR 603.4)."""
    found = state._card(card)
    if not found.marks.get(RENOWNED):
        found.counters[PLUS] = found.counters.get(PLUS, 0) + amount
        found.marks[RENOWNED] = 1  # a designation kept until it leaves the battlefield
        state.invalidate_statics()


@ON_CARD.on("destroy")
def _destroy(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    state.destroy(card, regenerable=effect.keyword != "no_regen")  # CR 701.7a


@ON_CARD.on("regenerate")
def _regenerate(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    state.add_modifier(card, "regen", 0, source)  # CR 701.15a: a shield for the next destruction this turn


@ON_CARD.on("gain_power")
def _gain_power(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    state.change_life(state._card(card).controller, max(0, state.power_toughness(card)[0]))  # CR 119.3


@ON_CARD.on("return_hand")
def _return_hand(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    state.move(card, state.owner_zone(card, "mano"), kind="return")  # CR 400.7


@ON_CARD.on("return_battlefield")
def _return_battlefield(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    state.move(card, state.zone(controller, "campo"), kind="return")  # CR 400.7


@ON_CARD.on("exile")
def _exile(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    state.move(card, state.owner_zone(card, "exilio"), kind="exile")  # CR 701.11a


@ON_CARD.on("bounce")
def _bounce(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    state.move(card, state.owner_zone(card, "mano"), kind="bounce")  # CR 400.7


@ON_CARD.on(NO_BLOCK)
@ON_CARD.on(NOT_BLOCKED)
def _block_limit(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    if state.on_battlefield(card):  # CR 509.1b: until the cleanup step (CR 514.2)
        state.add_modifier(card, effect.op, 0, source)


@ON_CARD.on("library_top")
def _library_top(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    state.move(card, state.owner_zone(card, "biblioteca"), kind="library")  # CR 401.1: a new object (CR 400.7)


@ON_CARD.on("sacrifice")
def _sacrifice(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    if state.on_battlefield(card) and state._card(card).controller == controller:  # CR 701.17a: only its controller's
        state.move(card, state.owner_zone(card, "cementerio"), kind="sacrifice")


@ON_CARD.on("tap")
def _tap(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    state.tap(card)  # CR 701.26a


@ON_CARD.on("untap")
def _untap(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    state.untap(card)  # CR 701.26b


@ON_CARD.on(FREEZE)
def _freeze(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    freeze(state, card)  # CR 502.3: "doesn't untap during its controller's next untap step"


@ON_CARD.on(TOP_OR_BOTTOM)
def _top_or_bottom(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    ask_placing(state, card)  # CR 608.2d: its owner chooses the top or the bottom of their library


@ON_CARD.on(REMOVE_COUNTERS)
def _remove_counters(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    remove_counters(state, controller, card, amount)  # CR 608.2d: "Remove X counters from target permanent"


@ON_CARD.on(EXILE_UNTIL)
def _exile_until(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    exile_until(state, source, card)  # CR 610.3: "exile target creature until CARDNAME leaves the battlefield"


@ON_CARD.on(TAP_OR_UNTAP)
def _tap_or_untap(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    ask_toggle(state, controller, card)  # CR 608.2d: Twiddle, chosen now


@ON_CARD.on(EXILE_SAME_NAME)
def _exile_same_name(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    exile_same_name(state, card)  # CR 201.2a: "and all other creatures with the same name"


@ON_CARD.on("fight_source")
def _fight_source(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    """CR 701.12a-b: "CARDNAME fights target creature", both still creatures there."""
    if state.on_battlefield(source) and state.defn(source).is_creature and state.defn(card).is_creature:
        state.fight(source, card)


@ON_CARD.on("transform")
def _transform(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    transform(state, card)  # CR 701.28a


@ON_CARD.on("flip")
def _flip(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    flip(state, card, effect.amount)  # CR 710.2


@ON_CARD.on("add_counters")
def _add_counters(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    state.put_counters(card, amount)  # CR 122.1 (with its replacements, CR 614.1a)


@ON_CARD.on("counter_spell")
def _counter_spell(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    state.counter(card, exile=effect.keyword == "exile")  # CR 701.5a


@ON_CARD.on("attach")
def _attach(state: MtgState, effect: Effect, source: int, controller: int, card: int, amount: int) -> None:
    """CR 701.3a; 701.3b: to what it is already attached to, nothing happens."""
    if state.on_battlefield(source) and state._card(source).attached_to != card:
        state._card(source).attached_to = card
        state.timestamp += 1
        state.timestamps[source] = state.timestamp  # CR 613.7e: a new timestamp when attached
        state.invalidate_statics()
        state.emit(Event("attach", controller, source, state._card_name(source)))
