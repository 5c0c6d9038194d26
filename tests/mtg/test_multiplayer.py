"""Games of three and four players (CR 800, 802, 806): seeded random games, Commander for
several players, leaving the game, conceding and the command line."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core import Action, IllegalActionError, get_game
from engine.core.deck import Deck, DeckEntry
from engine.games.mtg.state import MtgState
from tapete_cli.main import main
from tests.helpers import random_playout
from tests.mtg.own_cards import own_position


def _decks(count: int) -> list[Deck]:
    green, blue = get_game("mtg").demo_pair()
    return [(green, blue)[i % 2] for i in range(count)]


def _check_step(state: MtgState, action: Action) -> None:
    """At every decision: nobody who left decides (CR 800.4a) and they own nothing in play."""
    assert action.player not in state.left
    for player in state.left:
        assert not state.battlefield(player)
        assert not state.ids(player, "mano") and not state.ids(player, "biblioteca")


def _play(count: int, seed: int, params: dict[str, object] | None = None, decks: list[Deck] | None = None) -> MtgState:
    state = get_game("mtg").new_initial_state(decks or _decks(count), seed, params)
    assert isinstance(state, MtgState) and state.num_players == count
    random_playout(state, seed, _check_step, max_actions=30000)  # type: ignore[arg-type]
    return state


@pytest.mark.parametrize("count", [3, 4])
def test_seeded_random_games_finish_with_the_last_player_standing_CR_104_2a_CR_800_4(count: int) -> None:
    """Twenty-five games per player count (a hundred until the machine got slower), each checked
    at every decision (``_check_step``): every seat wins some, few end in a draw."""
    reasons: Counter[str] = Counter()
    winners: Counter[int | None] = Counter()
    for seed in range(25):
        state = _play(count, seed)
        assert state.outcome is not None and state.outcome.rule is not None
        reasons[state.outcome.rule.id] += 1
        winners[state.outcome.winner] += 1
        if state.outcome.winner is not None:  # CR 104.2a: every opponent left the game
            assert state.left == frozenset(range(count)) - {state.outcome.winner}
            assert state.returns()[state.outcome.winner] == 1.0
        else:  # CR 104.4a: the last players lost at the same time
            assert state.outcome.rule.id == "CR 104.4a"
    assert reasons["CR 104.2a"] > 22
    assert len([w for w in winners if w is not None]) == count  # every seat wins some games


@pytest.mark.parametrize("count", [3, 4])
def test_commander_games_for_several_players_CR_903_CR_103_4c(count: int) -> None:
    """Commander for 3–4 players: 40 life, the commander in the command zone; four games end."""
    game = get_game("mtg")
    decks = []
    for deck in _decks(count):
        commander = Deck("mtg", deck.name, {"main": list(deck.sections["main"])})
        commander.sections["commander"] = [DeckEntry(1, game.cards.find("Yara, Reina del Claro"))]  # type: ignore[arg-type]
        decks.append(commander)
    for seed in range(4):
        start = game.new_initial_state(decks, seed, {"format": "commander", "allow_illegal_decks": True})
        assert [start.counters[p]["vidas"] for p in range(count)] == [40] * count
        assert len(start.commanders) == count  # type: ignore[attr-defined]
        state = _play(count, seed, {"format": "commander", "allow_illegal_decks": True}, decks)
        assert state.outcome is not None


def test_the_starting_player_draws_on_the_first_turn_CR_800_7() -> None:
    state = get_game("mtg").new_initial_state(_decks(3), 4, {"mulligan": False})
    assert isinstance(state, MtgState)
    while state.step != "robar" or state.turn != 1:
        state.apply_action(state.legal_actions()[0])
    assert len(state.ids(state.turn_player, "mano")) == 8


def test_a_player_who_conceded_leaves_and_the_game_goes_on_CR_104_3a_CR_800_4a() -> None:
    state = get_game("mtg").new_initial_state(_decks(3), 7, {"mulligan": False})
    assert isinstance(state, MtgState)
    deciding = state.current_player()
    assert deciding is not None
    state.apply_action(Action("concede", deciding))
    assert state.outcome is None and state.left == {deciding}
    assert state.current_player() not in (None, deciding)  # CR 800.4a: priority passes on
    assert not any(card is not None and card.owner == deciding for card in state.cards)
    assert Action("concede", deciding) not in state.meta_actions(deciding)
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("concede", deciding))
    assert refused.value.rule.id == "CR 800.4a"
    others = sorted(set(range(3)) - {deciding})
    state.apply_action(Action("concede", others[0]))
    assert state.outcome is not None and state.outcome.winner == others[1]
    assert state.outcome.rule is not None and state.outcome.rule.id == "CR 104.2a"


def test_a_concession_during_the_mulligans_passes_the_decision_on_CR_103_5_CR_800_4a() -> None:
    state = get_game("mtg").new_initial_state(_decks(4), 2)
    assert isinstance(state, MtgState)
    first = state.current_player()
    assert first is not None and state.prompt is not None and state.prompt.kind == "mulligan"
    state.apply_action(Action("concede", first))
    assert state.prompt is not None and state.prompt.kind == "mulligan"
    assert state.current_player() == (first + 1) % 4


def test_replaying_a_four_player_game_gives_the_same_result() -> None:
    from engine.core import replay

    state = _play(4, 11)
    again = replay.loads(replay.to_text(state))
    assert again.outcome == state.outcome and again.num_players == 4


def test_the_command_line_plays_three_and_four_player_games(capsys: pytest.CaptureFixture[str]) -> None:
    """``tapete-cli play --players 3|4``, its entry point called in this process
    (tests/core/test_progress.py starts ``python -m tapete_cli`` itself)."""
    for count in (3, 4):
        assert main(["--lang", "es", "play", "--game", "mtg", "--players", str(count), "--seed", "3", "--quiet"]) == 0
        out, err = capsys.readouterr()
        assert err == ""
        assert "(P4)" in out if count == 4 else "(P3)" in out
        assert "Gana P" in out or "Empate" in out
    assert main(["--lang", "es", "play", "--game", "mtg", "--players", "5", "--quiet"]) == 2
    assert "2 a 4" in capsys.readouterr().out


def test_a_blocker_whose_controller_concedes_leaves_the_damage_division_CR_800_4a_CR_510_1c() -> None:
    setup = {"players": 3, "step": "atacantes", "P1": {"battlefield": ["Alce Arrollador"]},
             "P2": {"battlefield": ["Oso Musgoso", "Lobezno del Claro"]}}
    state = own_position(setup, 1, "<test>", "")
    assert isinstance(state, MtgState)
    for text in ("attack Alce Arrollador at P2", "done", "pass", "pass", "pass",
                 "block Alce Arrollador with Oso Musgoso", "block Alce Arrollador with Lobezno del Claro", "done",
                 "pass", "pass", "pass"):
        state.apply_action(state.parse_action(text, state.current_player()))
    assert state.prompt is not None and state.prompt.kind == "asignar"
    state.apply_action(Action("concede", 1))
    assert state.outcome is None and state.left == {1}
    assert state.prompt is not None and state.prompt.kind == "prioridad"  # no blocker left: the damage was dealt
    assert state.counters[1]["vidas"] == 20  # CR 800.4e: nothing is assigned to a player who left
