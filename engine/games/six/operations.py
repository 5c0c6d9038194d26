"""Resolving Souls in Xtinction effects: an effect's operations in order (SiX 1.4.7, 2.5.2, 8.6)
and the operation of each word of the effect vocabulary (``OPS``, ``docs/six-cards.md``).

Functions of the duel's state, found by the task ``run`` and by the word of each operation; the
activation that comes before them (targets, costs) is ``engine.games.six.activation``, the
Fila ``fila``.
An operation returns ``True`` (done), ``False`` (it could not be done: a later "if you do"
stops), ``WAIT`` (a player chooses first; ``continue_run`` goes on with the answer) or ``STOP``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Callable

from engine.core.actions import Action, Event
from engine.core.cards import Modifier, Op, normalize_name
from engine.core.text import Text
from engine.games.six.base import FIELD_SIZE, Run, SixBase
from engine.games.six.cards import SixCard
from engine.games.six.damage import deal_damage_to_player, deal_damage_to_unit
from engine.games.six.entering import entered_play, put_into_play
from engine.games.six.filters import candidates, conditions_met, matches
from engine.games.six.rules import rule
from engine.games.six.tasks import ANSWERS, OPS, TASKS, RunEffect

if TYPE_CHECKING:
    from engine.games.six.state import SixState

WAIT = "wait"
STOP = "stop"
#: Python hooks for card text the vocabulary cannot express: ``name -> f(state, run, op)``.
HOOKS: dict[str, Callable[[Any, Run, Op], bool]] = {}


@TASKS.on(RunEffect)
def run_effect(state: SixState, task: RunEffect) -> None:
    """Resolve an effect's operations in order (SiX 1.4.7, 2.5.2) as far as possible (8.6)."""
    run = task.run
    effect = state.defn_by_code(run.code).effects[run.effect]
    while run.index < len(effect.ops):
        op = effect.ops[run.index]
        if op.get("requires_previous") and run.failed:
            return  # 8.6.1: the text cannot go on
        result = do_op(state, run, op, None)
        if result == WAIT or result == STOP or state.outcome is not None:
            return
        run = replace(run, index=run.index + 1, failed=not result)
        if state.check_losses():  # 10.4
            return


def continue_run(state: SixState, run: Run, op: Op, choice: tuple[int, ...] | int) -> None:
    """Go on with ``run`` once a player answered what its operation ``op`` asked (``choice``)."""
    result = do_op(state, run, op, choice)
    if result == WAIT or result == STOP or state.outcome is not None or state.check_losses():
        return
    state.then(RunEffect(replace(run, index=run.index + 1, failed=not result)))


@ANSWERS.on("elegir")
def _answer_pick(state: SixState, prompt: Any, action: Action) -> None:
    """One more card picked (SiX 8.6.3); the operation goes on once enough are, none are left
    or the player is ``done``."""
    run, op, partial, count, upto, pool = prompt.data
    if action.kind == "done":
        continue_run(state, run, op, partial)
        return
    partial = partial + action.cards
    remaining = [cid for cid in pool if cid not in partial and state.cards[cid] is not None]
    if len(partial) >= count or not remaining:
        continue_run(state, run, op, partial)
    else:
        state.ask("elegir", prompt.player, (prompt.text, prompt.text_en), tuple(remaining), (run, op, partial, count, upto, pool))


@ANSWERS.on("numero")
def _answer_number(state: SixState, prompt: Any, action: Action) -> None:
    """The number the operation asked for."""
    run, op = prompt.data[0], prompt.data[1]
    continue_run(state, run, op, action.number)


def _players(state: SixState, run: Run, op: Op, default: str = "controller") -> list[int]:
    """The players an operation acts on: its controller, the rival or both (the turn player first)."""
    who = op.get("player", default)
    if who == "controller":
        return [run.controller]
    if who == "rival":
        return [state.opponent(run.controller)]
    return [state.turn_player, state.opponent(state.turn_player)]


def _valid_target(state: SixState, run: Run, spec_index: int, card_id: int) -> bool:
    """Whether a target chosen on activation still fits its filter where it is now (8.6.2)."""
    card = state.cards[card_id]
    if card is None:
        return False
    effect = state.defn_by_code(run.code).effects[run.effect]
    spec = effect.targets[spec_index]
    return matches(state, card_id, spec.filter, run.controller, run.source, check_zone=True)


def _selected(state: SixState, run: Run, op: Op, choice: Any) -> list[int] | None:
    """The cards an operation acts on; ``None`` when the player must choose first."""
    to = op.get("to", "target")
    if to.startswith("target"):
        index = int(to.split(":")[1]) if ":" in to else 0
        group = run.targets[index] if index < len(run.targets) else ()
        return [cid for cid in group if _valid_target(state, run, index, cid)]  # 8.6.2
    if to == "self":  # 8.6.2: only while the card is still where its effect was activated
        return [run.source] if state.place_of(run.source) == run.origin else []
    if to == "host":
        weapon = state.cards[run.source]
        return [weapon.attached_to] if weapon is not None and weapon.attached_to is not None else []
    if to == "all":
        return candidates(state, op.get("filter"), run.controller, run.source)
    if to == "chosen":
        return None if choice is None else list(choice)
    raise ValueError(f"selector desconocido {to!r}")


def choice_pool(state: SixBase, controller: int, source: int, op: Op) -> list[int]:
    """The cards a player may choose from for ``op`` (also asked before an optional effect is
    activated: could it resolve, 8.1.2.2.2)."""
    f = op.get("choose") or op.get("filter")
    if op.name == "search":
        return [cid for cid in state.ids(controller, "mazo") if f is None or matches(state, cid, f, controller, source)]
    if op.name == "invoke":
        zone = f.zone if f is not None else "cementerio"
        pool = state.ids(controller, zone)
        return [cid for cid in pool if f is None or matches(state, cid, f, controller, source)]
    if op.name == "discard":
        return list(state.ids(controller, "mano"))
    assert f is not None
    return candidates(state, f, controller, source)


def _choose(state: SixState, run: Run, op: Op, chooser: int, pool: list[int], count: int, upto: bool, text: tuple[str, str]) -> str:
    """Ask ``chooser`` to pick cards one at a time (SiX 8.6.3); cards looked through (a deck)
    become known to the chooser."""
    for cid in pool:
        card = state._card(cid)
        if not state.is_visible_to(chooser, card):
            card.known |= 1 << chooser
    state.ask("elegir", chooser, text, tuple(pool), (run, op, (), count, upto, tuple(pool)))
    return WAIT


def do_op(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    """Perform one operation; ``True`` done, ``False`` impossible, ``WAIT`` or ``STOP``."""
    return OPS.handlers[op.name](state, run, op, choice)


def _cards_or_choose(state: SixState, run: Run, op: Op, choice: Any, text: tuple[str, str]) -> list[int] | str:
    """The cards ``op`` acts on, or ``WAIT`` once the player who chooses them was asked."""
    cards = _selected(state, run, op, choice)
    if cards is not None:
        return cards
    chooser = run.controller if op.get("chooser", "controller") == "controller" else state.opponent(run.controller)
    pool = choice_pool(state, run.controller, run.source, op)
    if not pool:
        return []
    return _choose(state, run, op, chooser, pool, int(op.get("count", 1)), bool(op.get("upto")), text)


@OPS.on("damage")
def op_damage(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    amount = int(op.get("amount", 1))
    if "player" in op.args:
        for player in _players(state, run, op):
            deal_damage_to_player(state, player, amount, run.source)
        return True
    cards = _cards_or_choose(state, run, op, choice, (f"Elige a qué unidad infligir {amount} daño(s)", f"Choose the unit to deal {amount} damage to"))
    if isinstance(cards, str):
        return cards
    for cid in cards:
        deal_damage_to_unit(state, cid, amount, run.source)
    return bool(cards)


def _move_cards(state: SixState, run: Run, op: Op, choice: Any, verb: tuple[str, str], action: Callable[[int], bool]) -> Any:
    cards = _cards_or_choose(state, run, op, choice, (f"Elige qué carta {verb[0]}", f"Choose the card to {verb[1]}"))
    if isinstance(cards, str):
        return cards
    done = False
    for cid in cards:
        if state.cards[cid] is not None:
            done = action(cid) or done
    return done


@OPS.on("destroy")
def op_destroy(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    return _move_cards(state, run, op, choice, ("destruir", "destroy"), state.destroy)


@OPS.on("return")
def op_return(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    """SiX 4.1.2.2: to the owner's hand (Limbo cards to the Limbo); tokens vanish."""
    return _move_cards(state, run, op, choice, ("retornar", "return"),
                         lambda cid: state.relocate(cid, "limbo" if state.defn(cid).limbo else "mano", "return"))


@OPS.on("disintegrate")
def op_disintegrate(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    """SiX 4.9.3: face down to the Halo."""
    return _move_cards(state, run, op, choice, ("desintegrar", "disintegrate"), lambda cid: state.relocate(cid, "halo", "disintegrate"))


@OPS.on("send")
def op_send(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    """SiX 4.9.1: send to the named zone, the cemetery by default."""
    dest = op.get("zone", "cementerio")
    return _move_cards(state, run, op, choice, ("enviar", "send"), lambda cid: state.relocate(cid, dest, "send"))


@OPS.on("draw")
def op_draw(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    return state.draw_together(tuple(_players(state, run, op)), int(op.get("count", 1)))


@OPS.on("discard")
def op_discard(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    """SiX 4.9.2: from the hand to the cemetery; the discarding player chooses."""
    (player,) = _players(state, run, op)[:1]
    count = int(op.get("count", 1))
    hand = list(state.ids(player, "mano"))
    if choice is None:
        if not hand:
            return False
        if len(hand) > count:
            return _choose(state, run, op, player, hand, count, False,
                                (f"Elige {count} carta(s) para descartar", f"Choose {count} card(s) to discard"))
        choice = tuple(hand)
    for cid in choice:
        state.move(cid, state.zone(player, "cementerio"), kind="discard")
    return True


@OPS.on("heal")
def op_heal(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    for player in _players(state, run, op):
        state.change_lives(player, int(op.get("amount", 1)))  # 11.4 caps at 6
    return True


@OPS.on("lose_lives")
def op_lose_lives(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    for player in _players(state, run, op, "rival"):
        state.change_lives(player, -int(op.get("amount", 1)))
    return True


def _token_defn(state: SixState, name: str) -> SixCard:
    for card in state.card_db:
        if card.is_token and normalize_name(card.name) == normalize_name(name):
            assert isinstance(card, SixCard)
            return card
    raise KeyError(f"no hay ninguna ficha llamada {name!r}")


@OPS.on("summon_token")
def op_summon_token(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    """SiX 8.1.2.1.2: without room for all of them the effect does nothing; with «hasta»
    the player chooses how many (8.1.2.1.2.1, 1.4.5.1)."""
    player = run.controller
    count = int(op.get("count", 1))
    room = FIELD_SIZE - state.field_count(player)
    if op.get("upto"):
        most = min(count, room)
        if most <= 0:
            return False
        if choice is None:
            if most > 1:
                state.ask("numero", player, (f"¿Cuántas fichas invocas? (1 a {most})", f"How many tokens do you summon? (1 to {most})"),
                          (), (run, op, 1, most))
                return WAIT
            choice = 1
        count = int(choice)
    elif room < count:
        return False
    defn = _token_defn(state, op.get("token"))
    for _ in range(count):
        cid = state.create_card(defn, player, state.zone(player, "campo"))
        state.emit(Event("token", player, cid, defn.name, dst=state.zone_key_of(state.zone(player, "campo"))))
        entered_play(state, cid, player, played=False)
    state.statics.invalidate()
    return True


@OPS.on("invoke")
def op_invoke(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    """SiX 3.8.6, 4.8: put cards into play without paying their cost (only with room, 11.2)."""
    player = run.controller
    pool = choice_pool(state, player, run.source, op)
    room = FIELD_SIZE - state.field_count(player)
    count = min(int(op.get("count", 1)), room)
    if not pool or count <= 0:
        return False
    if choice is None:
        return _choose(state, run, op, player, pool, count, bool(op.get("upto")), ("Elige qué carta invocar", "Choose the card to summon"))
    for cid in choice:
        put_into_play(state, cid, player, played=False)
    return True


@OPS.on("search")
def op_search(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    """Add cards from the deck to the hand, showing them, then shuffle (SiX 4.9.4)."""
    player = run.controller
    pool = choice_pool(state, player, run.source, op)
    if not pool:
        state.shuffle(state.zone(player, "mazo"))
        return False
    if choice is None:
        return _choose(state, run, op, player, pool, int(op.get("count", 1)), bool(op.get("upto")),
                            ("Elige qué carta agregar a tu mano", "Choose the card to add to your hand"))
    for cid in choice:
        state.move(cid, state.zone(player, "mano"), kind="search")
        state._card(cid).known = (1 << state.num_players) - 1  # shown to both (11.9)
    state.shuffle(state.zone(player, "mazo"))
    return True


def _modify(state: SixState, run: Run, op: Op, choice: Any, mods: list[Modifier]) -> Any:
    cards = _cards_or_choose(state, run, op, choice, ("Elige una unidad", "Choose a unit"))
    if isinstance(cards, str):
        return cards
    for cid in cards:
        if state.in_play(cid):
            for mod in mods:
                state.add_modifier(cid, mod)
    return bool(cards)


@OPS.on("modify")
def op_modify(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    until = op.get("until", "turn")
    mods = [Modifier(kind, int(op.get(key, 0)), until, run.source)
            for kind, key in (("fuerza", "force"), ("defensa", "defense")) if op.get(key)]
    return _modify(state, run, op, choice, mods)


@OPS.on("dormir")
def op_dormir(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    """SiX 4.1.2.5: cannot attack or block this turn."""
    return _modify(state, run, op, choice, [Modifier("dormir", 0, "turn", run.source)])


@OPS.on("negate")
def op_negate(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    """SiX 8.2: the card's effects are negated (its archetype keeps working)."""
    result = _modify(state, run, op, choice, [Modifier("negada", 0, op.get("until", "turn"), run.source)])
    state.statics.invalidate()
    return result


@OPS.on("mana")
def op_mana(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    """SiX 1.4.8: put mana as Disponible or Pagado; without mana to change it does nothing."""
    paid = op.get("state", "disponible") == "pagado"
    done = False
    for player in _players(state, run, op):
        todo = [cid for cid in state.ids(player, "mana") if state._card(cid).rotated != paid][: int(op.get("count", 1))]
        for cid in todo:
            card = state._card(cid)
            card.rotated = paid
            state.emit(Event("rotate", player, cid, card.defn.name, amount=int(paid)))
            done = True
    return done


@OPS.on("mill")
def op_mill(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    for player in _players(state, run, op):
        deck = state.zone(player, "mazo")
        for _ in range(int(op.get("count", 1))):
            if not state.zones[deck]:
                return False
            state.move(state.zones[deck][0], state.zone(player, "cementerio"), kind="mill")
    return True


@OPS.on("shuffle")
def op_shuffle(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    for player in _players(state, run, op):
        state.shuffle(state.zone(player, "mazo"))
    return True


@OPS.on("look")
def op_look(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    """SiX 11.8: only the player who activated the effect sees the cards."""
    player = run.controller
    (target,) = _players(state, run, op)[:1]
    top = state.ids(target, "mazo")[: int(op.get("count", 1))]
    for cid in top:
        card = state._card(cid)
        card.known |= 1 << player
        state.emit(Event("look", player, cid, card.defn.name,
                         hidden_from=frozenset(p for p in range(state.num_players) if p != player)))
    return bool(top)


@OPS.on("reveal_hand")
def op_reveal_hand(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    """SiX 11.9: both players may look at revealed cards."""
    for player in _players(state, run, op, "rival"):
        for cid in state.ids(player, "mano"):
            card = state._card(cid)
            card.known = (1 << state.num_players) - 1
            state.emit(Event("reveal", player, cid, card.defn.name))
    return True


@OPS.on("win")
def op_win(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    """SiX 1.3.1.1.3, 1.3.4: an effect that wins the duel ends it at once."""
    (player,) = _players(state, run, op)[:1]
    name = state.defn_any(run.source).name
    state.end_game(player, Text(f"P{player + 1} gana por el efecto de «{name}»",
                                f"P{player + 1} wins by the effect of «{name}»"),
                   rule("1.3.1.1.3"))
    return True


@OPS.on("stop_unless")
def op_stop_unless(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    """SiX 8.6.1: when a condition of the text fails, the effect resolves up to there."""
    return True if conditions_met(state, op.get("if", ()), run.controller) else STOP


@OPS.on("hook")
def op_hook(state: SixState, run: Run, op: Op, choice: Any) -> Any:
    return HOOKS[op.get("name")](state, run, op)
