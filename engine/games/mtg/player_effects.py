"""Effect operations on a player (``effect_ops.ON_PLAYER``): drawing, life, milling, discarding,
searching and the other things an effect makes a player do or suffer, one handler per op."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Event
from engine.games.mtg.abilities import Effect
from engine.games.mtg.base import POISON, player_code
from engine.games.mtg.card_type_reveal import CHOOSE_AND_REVEAL, ask_card_type
from engine.games.mtg.discards import discard
from engine.games.mtg.dies_exile import EXILE_DIED, exile_died
from engine.games.mtg.edicts import EDICT, edict
from engine.games.mtg.effect_ops import ON_PLAYER
from engine.games.mtg.exchanges import EXCHANGE_LIFE_TOUGHNESS, exchange_life_toughness
from engine.games.mtg.extra_turns import EXTRA_TURN, add_extra_turn
from engine.games.mtg.graveyard_exile import EXILE_FROM_GRAVEYARD, exile_from_graveyard
from engine.games.mtg.graveyard_puts import PUT_FROM_GRAVEYARD, put_from_graveyard
from engine.games.mtg.graveyard_shuffles import CHOOSE_IN_GRAVEYARDS, choose_in_graveyards
from engine.games.mtg.graveyard_tolls import EXILE_CARDS, exile_cards
from engine.games.mtg.greatest_power import EXILE_GREATEST, exile_greatest
from engine.games.mtg.impulse import EXILE_TOP, MAY_PLAY, allow_play, exile_top
from engine.games.mtg.kept_mana import ADD_KEPT, ADD_PER_TYPE, add_per_type
from engine.games.mtg.mass_tap import EMPTY_POOL, TAP_ALL, empty_pool, tap_all
from engine.games.mtg.next_untap import FREEZE, freeze_all
from engine.games.mtg.ninjutsu import NINJUTSU, enter_attacking
from engine.games.mtg.other_sacrifice import IF_COULD_NOT, SACRIFICE_OTHER, could_not, sacrifice_other
from engine.games.mtg.random_returns import RETURN_RANDOM, RETURN_RANDOM_BATTLEFIELD, return_at_random
from engine.games.mtg.revealed_cards import REVEAL_SORT, reveal_and_sort
from engine.games.mtg.search import start_search
from engine.games.mtg.shuffle_in import SHUFFLE_IN, shuffle_in
from engine.games.mtg.top_cards import LOOK_TOP, look_top

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState


@ON_PLAYER.on(EXTRA_TURN)
def _extra_turn(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    add_extra_turn(state, player)  # CR 500.7


@ON_PLAYER.on(SHUFFLE_IN)
def _shuffle_in(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    shuffle_in(state, player, effect.keyword)  # CR 701.20a


@ON_PLAYER.on(TAP_ALL)
def _tap_all(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    tap_all(state, player, effect.keyword)  # CR 701.26a


@ON_PLAYER.on(EMPTY_POOL)
def _empty_pool(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    empty_pool(state, player)  # CR 106.4


@ON_PLAYER.on(FREEZE)
def _freeze_all(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    freeze_all(state, player, effect.keyword)  # CR 502.3: "artifacts and creatures target opponent controls don't untap …"


@ON_PLAYER.on("damage")
def _damage(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    state.deal_damage(source, controller, player_code(player), amount)  # CR 120.3a


@ON_PLAYER.on("draw")
def _draw(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    state.draw(player, amount)  # CR 121.1


@ON_PLAYER.on("gain_life")
def _gain_life(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    state.change_life(player, amount)  # CR 119.3


@ON_PLAYER.on("lose_life")
def _lose_life(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    state.change_life(player, -amount)  # CR 119.3


@ON_PLAYER.on("exile_top")
def _ingest(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    for cid in list(state.ids(player, "biblioteca")[:amount]):  # CR 702.115a: ingest
        state.move(cid, state.zone(player, "exilio"), kind="exile")


@ON_PLAYER.on("poison")
def _poison(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    state.counters[player][POISON] = state.counters[player].get(POISON, 0) + amount  # CR 702.70a, 122.1f
    state.emit(Event("counter", player, text=POISON, amount=amount))


@ON_PLAYER.on("mill")
def _mill(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    for cid in list(state.ids(player, "biblioteca")[:amount]):  # CR 701.13a
        state.move(cid, state.zone(player, "cementerio"), kind="mill")


@ON_PLAYER.on("scry")
def _scry(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    state.scry = state.look_at_top(player, amount)  # CR 701.18a: look at the top cards, then bottom any of them


@ON_PLAYER.on("surveil")
def _surveil(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    state.surveil = state.look_at_top(player, amount)  # CR 701.42a: look at the top cards, then any into the graveyard


@ON_PLAYER.on("discard")
def _discard(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    """CR 701.8a: at random, or the player chooses (asked after)."""
    hand = state.ids(player, "mano")
    count = min(amount, len(hand))
    if effect.keyword == "random":
        for _ in range(count):
            discard(state, hand[state.rng.below(len(hand))])
    elif count:
        state.discarding = state.discarding + ((player, count),)


@ON_PLAYER.on("search_basic")
def _search(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    start_search(state, player, effect.keyword)  # CR 701.19a: the player chooses what they find


@ON_PLAYER.on(EXILE_FROM_GRAVEYARD)
def _exile_from_graveyard(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    exile_from_graveyard(state, player, effect.keyword)  # CR 406.3: "exile a creature card from your graveyard"


@ON_PLAYER.on(PUT_FROM_GRAVEYARD)
def _put_from_graveyard(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    put_from_graveyard(state, player, effect.keyword)  # CR 608.2d: "You may put an Elf or Tyvar card from your graveyard …"


@ON_PLAYER.on(EXILE_GREATEST)
def _exile_greatest(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    exile_greatest(state, player, controller)  # CR 608.2d: "Exile a creature with the greatest power among …"


@ON_PLAYER.on(EXILE_TOP)
def _exile_top(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    exile_top(state, player, amount, source)  # CR 406.3: "Exile the top card of your library", remembered


@ON_PLAYER.on(MAY_PLAY)
def _may_play(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    allow_play(state, player, source, effect.keyword)  # CR 601.3, 611.2b: "You may play that card this turn"


@ON_PLAYER.on(ADD_PER_TYPE)
@ON_PLAYER.on(ADD_KEPT)
def _add_per_type(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    add_per_type(state, player, source, effect)  # CR 106.3, 106.4: "Add {R} for each Berserker you control"


@ON_PLAYER.on(EXILE_CARDS)
def _exile_cards(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    exile_cards(state, player, amount, source)  # CR 608.2c: "exile two cards from your graveyard" (none with fewer)


@ON_PLAYER.on(CHOOSE_AND_REVEAL)
def _choose_and_reveal(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    ask_card_type(state, player, amount, source)  # CR 608.2d: "choose a card type, then reveal the top two cards …"


@ON_PLAYER.on(CHOOSE_IN_GRAVEYARDS)
def _choose_in_graveyards(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    choose_in_graveyards(state, player, amount)  # CR 608.2c: "Choose three cards in each graveyard. …"


@ON_PLAYER.on(SACRIFICE_OTHER)
def _sacrifice_other(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    sacrifice_other(state, player, source, controller)  # CR 701.17a: Lord of the Pit, "a creature other than CARDNAME"


@ON_PLAYER.on(IF_COULD_NOT)
def _if_could_not(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    if could_not(state, source):  # CR 608.2c: "If you can't, CARDNAME deals 7 damage to you"
        state.deal_damage(source, controller, player_code(player), amount)


@ON_PLAYER.on(EDICT)
def _edict(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    edict(state, player, amount, effect.keyword, controller)  # CR 701.17a: "each player sacrifices two creatures", APNAP


@ON_PLAYER.on(LOOK_TOP)
def _look_top(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    look_top(state, player, amount, effect.keyword, controller)  # CR 401.5: "look at the top three cards …", then a choice


@ON_PLAYER.on("look_hand")
def _look_hand(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    for cid in state.ids(player, "mano"):  # CR 701.16d: only the player who looks sees the cards
        state._card(cid).known |= 1 << controller


@ON_PLAYER.on(EXCHANGE_LIFE_TOUGHNESS)
def _exchange_life(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    exchange_life_toughness(state, player, source)  # CR 701.10g: "Exchange your life total with CARDNAME's toughness"


@ON_PLAYER.on(REVEAL_SORT)
def _reveal_sort(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    reveal_and_sort(state, player, amount, effect.keyword)  # CR 701.16a: "Put all land cards revealed this way …"


@ON_PLAYER.on(RETURN_RANDOM)
def _return_random(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    return_at_random(state, player, amount, effect.keyword)  # "return a Zombie card at random from your graveyard"


@ON_PLAYER.on(RETURN_RANDOM_BATTLEFIELD)
def _return_random_battlefield(state: MtgState, effect: Effect, source: int, controller: int, player: int,
                               amount: int) -> None:
    return_at_random(state, player, amount, effect.keyword, battlefield=True)  # "… at random … to the battlefield"


@ON_PLAYER.on(EXILE_DIED)
def _exile_died(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    exile_died(state, source)  # CR 400.7e: "When CARDNAME dies, exile it"


@ON_PLAYER.on(NINJUTSU)
def _ninjutsu(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    enter_attacking(state, source, controller)  # CR 702.49a: onto the battlefield tapped and attacking


@ON_PLAYER.on("discard_hand")
def _discard_hand(state: MtgState, effect: Effect, source: int, controller: int, player: int, amount: int) -> None:
    for cid in list(state.ids(player, "mano")):  # CR 701.8a
        discard(state, cid)
