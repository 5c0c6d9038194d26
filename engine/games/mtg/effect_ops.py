"""The operations of Magic's card effects, by name: the tables ``EffectsMixin.apply_effect``
dispatches on, and the operations that act once for the whole effect.

An effect's ``op`` is looked up first in ``WHOLE`` (the handler gets every subject at once and
nothing else runs), otherwise each subject goes, in order, to ``EACH`` (players and cards alike),
``ON_PLAYER`` (a player, by index) or ``ON_CARD`` (a card still in the game). Handlers are
declared where they are written: here, in ``player_effects`` and in ``card_effects``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.tasks import HandlerTable
from engine.games.mtg import suspend as suspending
from engine.games.mtg.abilities import Effect
from engine.games.mtg.combat_doom import DOOM, doom
from engine.games.mtg.continuous import SHIELD_OPS
from engine.games.mtg.counter_deaths import OPS as COUNTER_DEATH_OPS, apply as counter_deaths
from engine.games.mtg.destroyed_this_way import DESTROY_AND_GAIN, destroy_and_gain
from engine.games.mtg.enchanted_dies import BOND_DAMAGE, bond_damage
from engine.games.mtg.graveyard_abilities import RETURN_SELF, return_self
from engine.games.mtg.level_up import LEVEL_UP, add_level
from engine.games.mtg.next_end_step import MARK as END_MARK, MARK_SELF_IF, mark as mark_end_step, mark_if_counted
from engine.games.mtg.random_damage import RANDOM_DAMAGE, deal_at_random
from engine.games.mtg.sacrificed_value import SACRIFICED_MANA, add_sacrificed_mana
from engine.games.mtg.self_exile import EXILE_SELF, exile_self
from engine.games.mtg.this_turn_triggers import CREATE as CREATE_THIS_TURN, create_delayed
from engine.games.mtg.this_way import OPS as WAY_OPS, apply as way_apply
from engine.games.mtg.token_cards import token_card
from engine.games.mtg.unearth import UNEARTH, unearth

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState

WHOLE = HandlerTable("Magic")
"""Operations on the whole effect: ``(state, effect, source, controller, subjects, amount)``."""
EACH = HandlerTable("Magic")
"""Operations on each subject, player or card: ``(state, effect, source, controller, subject, amount)``."""
ON_PLAYER = HandlerTable("Magic")
"""Operations on each player subject: ``(state, effect, source, controller, player, amount)``."""
ON_CARD = HandlerTable("Magic")
"""Operations on each card subject still in the game: ``(state, effect, source, controller, card, amount)``."""


def _counter_deaths(state: MtgState, effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    counter_deaths(state, effect, source, subjects)  # CR 702.79a, 702.93a, 702.43a: persist, undying, modular


for _op in COUNTER_DEATH_OPS:
    WHOLE.on(_op)(_counter_deaths)


def _this_way(state: MtgState, effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    way_apply(state, effect, source, controller, subjects, amount)  # CR 608.2c: "If an artifact is destroyed this way, …"


for _op in WAY_OPS:
    WHOLE.on(_op)(_this_way)


def _shield(state: MtgState, effect: Effect, source: int, controller: int, subject: int, amount: int) -> None:
    state.shield_effect(effect, source, subject)  # CR 614, 615: a prevention or replacement shield


for _op in SHIELD_OPS.keys() - {"fog"}:
    EACH.on(_op)(_shield)


@WHOLE.on(RETURN_SELF)
def _return_self(state: MtgState, effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    return_self(state, source, effect.keyword)  # CR 113.6m: "Return CARDNAME from your graveyard to the battlefield tapped"


@WHOLE.on(UNEARTH)
def _unearth(state: MtgState, effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    unearth(state, source, controller)  # CR 702.84a


@WHOLE.on(suspending.REMOVE_TIME)
def _remove_time(state: MtgState, effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    suspending.remove_time_counter(state, source)  # CR 702.62a: a time counter off a suspended card


@WHOLE.on(LEVEL_UP)
def _level_up(state: MtgState, effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    add_level(state, source)  # CR 702.87a: "Put a level counter on this permanent"


@WHOLE.on(RANDOM_DAMAGE)
def _random_damage(state: MtgState, effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    deal_at_random(state, source, controller, amount, effect.keyword)  # CR 608.2d: "… chosen at random"


@WHOLE.on(DOOM)
def _doom(state: MtgState, effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    doom(state, source)  # CR 603.7a: a delayed trigger for "that creature"


@WHOLE.on(END_MARK)
def _end_mark(state: MtgState, effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    for subject in subjects:  # CR 603.7a: "destroy that creature at the beginning of the next end step"
        mark_end_step(state, source, subject)


@WHOLE.on(MARK_SELF_IF)
def _mark_self_if(state: MtgState, effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    mark_if_counted(state, source, effect)  # CR 608.2c: Dragon Whelp, "if this ability has been activated four or more times"


@WHOLE.on(CREATE_THIS_TURN)
def _create_this_turn(state: MtgState, effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    create_delayed(state, source, controller, effect.keyword)  # CR 603.7a: "Whenever an Elf you control attacks this turn, …"


@WHOLE.on(EXILE_SELF)
def _exile_self(state: MtgState, effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    exile_self(state, source)  # CR 608.2m: "Exile CARDNAME." as the spell resolves


@WHOLE.on(DESTROY_AND_GAIN)
def _destroy_and_gain(state: MtgState, effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    destroy_and_gain(state, controller, subjects, amount)  # "Destroy all enchantments. You gain 1 life for each …"


@WHOLE.on("fog")
def _fog(state: MtgState, effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    state.add_shield("fog", -99, 0, source)  # CR 615.1a: prevent all combat damage that would be dealt this turn


@WHOLE.on(BOND_DAMAGE)
def _bond_damage(state: MtgState, effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    bond_damage(state, source, controller)  # CR 608.2h: Creature Bond, the toughness the creature last had


@WHOLE.on(SACRIFICED_MANA)
def _sacrificed_mana(state: MtgState, effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    add_sacrificed_mana(state, source, controller, effect.keyword)  # CR 106.3, 608.2h: Sacrifice's "{B} equal to …"


@WHOLE.on("add_mana")
def _add_mana(state: MtgState, effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    from engine.games.mtg.mana import parse_mana

    state.add_mana(controller, parse_mana(effect.keyword))  # CR 106.3


@WHOLE.on("token")
def _token(state: MtgState, effect: Effect, source: int, controller: int, subjects: list[int], amount: int) -> None:
    if effect.token is None:
        return
    defn = token_card(effect.token)  # CR 111.1, 701.6a; defined in this state as it is made (``State.create_card``)
    for _ in range(state.tokens_created(controller, amount)):  # CR 614.1a, 616.1g
        token = state.put_token(defn, controller)
        if effect.keyword == "tapped":  # CR 110.5b: "create … tapped": it is tapped as it enters
            state.tap(token)
