"""The bots over every registered game, through the State API alone: legal, seeded, fair."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.ai.bots import BOTS, Bot, GreedyBot, RandomBot, make_bot
from engine.ai.ismcts import ISMCTSBot, Node
from engine.ai.levels import LEVELS
from engine.core import Rng, State, game_names, get_game
from tests.helpers import demo_state
from tests.mtg.states import at_prompt

GAMES = game_names()
#: Small budgets keep the suite fast; no clock, so the iteration cap decides.
SMALL = replace(LEVELS["normal"], seconds=None, iterations=24, playout_depth=4)


#: Fewer iterations for a whole game: the same search (expansion, playouts), a third of the work.
TINY = replace(SMALL, iterations=8)


def small_search(seed: int | str) -> ISMCTSBot:
    return ISMCTSBot(seed, SMALL)


def positions(game: str, seed: int, count: int) -> list[State]:
    """Up to ``count`` copies of decisions with several legal actions from a seeded random game."""
    state = demo_state(game, seed)
    rng = Rng(seed)
    found = []
    while not state.is_terminal() and len(found) < count:
        if len(state.legal_actions()) > 1 and rng.below(3) == 0:
            found.append(state.clone())
        state.apply_action(rng.choice(state.legal_actions()))
    return found


def hide_differently(state: State, viewer: int, seed: int) -> State:
    """The same game as ``viewer`` knows it, with every card ``viewer`` cannot see dealt again
    among the places it cannot see (hand and deck swapped, say) and a new random stream."""
    twin = state.clone()
    groups: dict[tuple[int, str], list[int]] = {}
    for zone, (_owner, spec) in enumerate(twin.zone_table):
        for cid in twin.zones[zone]:
            card = twin.cards[cid]
            assert card is not None
            if spec.resample_group is not None and not twin.is_visible_to(viewer, card):
                groups.setdefault((card.owner, spec.resample_group), []).append(cid)
    rng = Rng(seed)
    for ids in groups.values():
        defs = [twin.cards[cid].defn for cid in ids]  # type: ignore[union-attr]
        rng.shuffle(defs)
        for cid, defn in zip(ids, defs):
            twin.cards[cid].defn = defn  # type: ignore[union-attr]
    twin.rng = Rng(seed + 1)
    twin._legal = None
    return twin


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("factory", [RandomBot, GreedyBot, small_search], ids=["random", "greedy", "ismcts"])
def test_every_bot_answers_legally_and_leaves_the_state_alone(game: str, factory) -> None:  # type: ignore[no-untyped-def]
    for state in positions(game, 11, 6):
        before = state.state_hash()
        action = factory(3).choose(state)
        assert action in state.legal_actions()
        assert state.state_hash() == before


@pytest.mark.parametrize("game", GAMES)
def test_a_small_search_bot_finishes_a_whole_game_against_random(game: str) -> None:
    state = demo_state(game, 5)
    bots: list[Bot] = [ISMCTSBot("a", TINY), RandomBot("b")]
    for _ in range(3000):
        if state.is_terminal():
            break
        state.apply_action(bots[state.current_player()].choose(state))  # type: ignore[index]
    assert state.is_terminal()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("factory", [GreedyBot, small_search], ids=["greedy", "ismcts"])
def test_the_same_seed_gives_the_same_decisions(game: str, factory) -> None:  # type: ignore[no-untyped-def]
    states = positions(game, 21, 5)
    first, second = factory("s"), factory("s")
    assert [first.choose(s) for s in states] == [second.choose(s) for s in states]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("factory", [GreedyBot, small_search], ids=["greedy", "ismcts"])
def test_hidden_cards_do_not_change_the_decisions(game: str, factory) -> None:  # type: ignore[no-untyped-def]
    """The bot sees only its infostate: dealing the cards it cannot see differently (the
    opponent's hand and deck, its own deck order) and changing the random stream of the real
    state leaves every decision as it was, with the same seed."""
    changed = 0
    for index, state in enumerate(positions(game, 31, 6)):
        me = state.current_player()
        assert me is not None
        other = hide_differently(state, me, 100 + index)
        opponent_hand_before = [state.cards[c].defn.code for z, (o, _s) in enumerate(state.zone_table)  # type: ignore[union-attr]
                                if o not in (None, me) for c in state.zones[z]]
        opponent_hand_after = [other.cards[c].defn.code for z, (o, _s) in enumerate(other.zone_table)  # type: ignore[union-attr]
                               if o not in (None, me) for c in other.zones[z]]
        changed += opponent_hand_before != opponent_hand_after
        assert other.observation(me) == state.observation(me)
        assert factory(f"seed{index}").choose(state) == factory(f"seed{index}").choose(other)
    assert changed, "the test never hid the opponent's cards differently"


@pytest.mark.parametrize("game", GAMES)
def test_every_card_a_player_cannot_see_is_dealt_again_in_determinisations(game: str) -> None:
    """A hidden card outside every resample group would keep its real identity in the bots'
    determinisations (a face-down card on the table, say): the bot would see through it."""
    for state in positions(game, 51, 8):
        me = state.current_player()
        assert me is not None
        leaks = [
            f"{state.zone_key_of(zone)}: {state.cards[cid].defn.name}"  # type: ignore[union-attr]
            for zone, (_owner, spec) in enumerate(state.zone_table)
            if spec.resample_group is None
            for cid in state.zones[zone]
            if not state.is_visible_to(me, state.cards[cid])  # type: ignore[arg-type]
        ]
        assert not leaks, f"P{me + 1} cannot see these cards, yet determinisations keep them: {leaks}"


@pytest.mark.parametrize("game", GAMES)
def test_a_hidden_card_is_dealt_again_only_as_what_its_zone_says_it_is(game: str) -> None:
    """A face-down monster is dealt again as some unseen monster, never as a trap (and the
    cards the player sees never change)."""
    checked = 0
    for index, state in enumerate(positions(game, 61, 12)):
        me = state.current_player()
        assert me is not None
        for round_ in range(5):
            twin = state.resample_from_infostate(me, Rng(f"{index}-{round_}"))
            assert twin.observation(me) == state.observation(me)
            for zone, (_owner, spec) in enumerate(twin.zone_table):
                for cid in twin.zones[zone] if spec.resample_kinds else ():
                    card = twin.cards[cid]
                    assert card is not None
                    if not state.is_visible_to(me, state.cards[cid]):  # type: ignore[arg-type]
                        assert twin.game.card_kind(card.defn) in spec.resample_kinds, (spec.name, card.defn.name)
                        checked += 1
    if any(spec.resample_kinds for _owner, spec in get_game(game).zone_table):
        assert checked, "no face-down card in a kind-restricted zone was ever dealt again"


def test_the_registry_offers_every_level_and_the_old_names() -> None:
    assert {"random", "greedy", "easy", "normal", "hard"} <= set(BOTS)
    for name in LEVELS:
        bot = make_bot(name, 1)
        assert isinstance(bot, ISMCTSBot) and bot.level is LEVELS[name] and bot.name == name
    with pytest.raises(KeyError, match="disponibles"):
        make_bot("nadie", 1)
    easy, normal, hard = LEVELS["easy"], LEVELS["normal"], LEVELS["hard"]
    assert easy.iterations < normal.iterations < hard.iterations
    assert easy.seconds is not None and normal.seconds is not None and hard.seconds is not None
    assert easy.seconds < normal.seconds <= 1.0 < hard.seconds


def test_the_search_bot_does_not_go_back_to_a_position_it_decided_in() -> None:
    """Magic declares blockers move by move: a bot rating "unblock" and "block" alike toggled
    one blocker for ever (tournament game 66). Going back is refused while another way on exists."""
    state = at_prompt("302.6-una-criatura-con-mareo-puede-bloquear.toml", "bloqueadores")
    block = state.parse_action("block Oso Musgoso with Guardián de Raíces")
    bot = small_search(1)
    bot.decided.add(state.state_hash())
    after = state.clone()
    after.apply_action(block)
    unblock, done = (after.parse_action(text) for text in ("unblock Guardián de Raíces", "done"))
    assert set(after.legal_actions()) == {unblock, done}
    root = Node(after.prompt.player if after.prompt else 1)
    for action, visits in ((unblock, 10), (done, 4)):
        root.children[action] = Node(root.player)
        root.children[action].visits = visits
    assert bot._onward(after, root, after.legal_actions()) == done
    assert small_search(1)._onward(after, root, after.legal_actions()) == unblock  # nothing decided yet
    fresh = small_search(2)
    assert fresh.choose(state) in (block, done)
    assert fresh.choose(after) in (unblock, done)
    assert fresh.decided == {state.state_hash(), after.state_hash()}  # the positions it decided in
    back = after.clone()
    back.undo()  # the human takes the block back: the bot may take any way again
    assert back.state_hash() == state.state_hash()
    fresh.choose(back)
    assert fresh.decided == {state.state_hash()}


def test_a_stop_request_or_an_empty_clock_ends_the_search_at_once() -> None:
    state = positions("six", 41, 1)[0]
    endless = ISMCTSBot(1, replace(SMALL, iterations=10**9))
    calls = []
    action = endless.choose(state, stop=lambda: calls.append(1) is None and len(calls) > 3)
    assert action in state.legal_actions() and endless.last.iterations == 3
    no_time = ISMCTSBot(1, replace(SMALL, seconds=0.0, iterations=10**9))
    assert no_time.choose(state) in state.legal_actions() and no_time.last.iterations == 0


@pytest.mark.parametrize("game", GAMES)
def test_evaluations_stay_in_range_and_agree_with_the_outcome(game: str) -> None:
    from tests.helpers import random_playout

    g = get_game(game)
    seen: list[float] = []

    def check(state: State, _action: object) -> None:
        values = [g.evaluate(state, p) for p in range(state.num_players)]
        assert all(-1.0 <= v <= 1.0 for v in values)
        seen.extend(values)

    final = random_playout(demo_state(game, 8), 8, check)
    assert [g.evaluate(final, p) for p in range(final.num_players)] == final.returns()
    assert any(v != 0 for v in seen), "the evaluation never tells positions apart"
