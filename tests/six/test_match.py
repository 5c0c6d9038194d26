"""Best-of-three matches of Souls in Xtinction (SiX 1.2, 12)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core import DeckEntry, IllegalActionError, Rng, get_game
from engine.core.deck import Deck
from engine.core.match import Match

GAME = get_game("six")


def _decks() -> list[Deck]:
    return [replace(d, sections={k: list(v) for k, v in d.sections.items()}) for d in GAME.demo_decks().values()]


def _finish(match: Match, seed: int) -> None:
    state = match.state
    assert state is not None
    rng = Rng(seed)
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    match.finish_duel()


def _win_for(match: Match, player: int) -> None:
    state = match.state
    assert state is not None
    state.apply_action(state.parse_action("concede", 1 - player))
    match.finish_duel()


def test_best_of_three_two_wins_decide() -> None:
    # SiX 1.2.1: best of 3 duels; SiX 1.2.2: more duels won wins the match
    match = Match(GAME, _decks(), seed=3)
    match.start_duel()
    _win_for(match, 0)
    assert not match.over
    match.choose_first(1, 1)
    _win_for(match, 0)
    assert match.over and match.winner == 0
    assert len(match.results) == 2
    with pytest.raises(IllegalActionError) as info:
        match.start_duel(0)
    assert info.value.rule.id == "SiX 1.2.2"


def test_third_duel_decides_one_all() -> None:
    # SiX 1.2.1: a third duel is played at one win each
    match = Match(GAME, _decks(), seed=4)
    match.start_duel()
    _win_for(match, 0)
    match.choose_first(1, 0)
    _win_for(match, 1)
    assert not match.over
    match.choose_first(0, 1)
    _win_for(match, 1)
    assert match.over and match.winner == 1


def test_loser_chooses_who_starts_the_next_duel() -> None:
    # SiX 12.5: the loser of a duel decides who starts the next one with the Ficha de Ataque
    match = Match(GAME, _decks(), seed=5)
    match.start_duel()
    _win_for(match, 1)
    assert match.chooser == 0
    with pytest.raises(IllegalActionError) as info:
        match.choose_first(1, 1)
    assert info.value.rule.id == "SiX 12.5"
    with pytest.raises(IllegalActionError):
        match.start_duel()  # somebody must choose
    state = match.choose_first(0, 1)
    assert state.turn_player == 1 and state.first_player == 1
    assert match.results[0].winner == 1


def test_first_duel_first_player_is_random() -> None:
    # SiX 5.2.4: a random method decides who starts the first duel
    starters = {Match(GAME, _decks(), seed=s).start_duel().first_player for s in range(12)}
    assert starters == {0, 1}


def test_time_between_duels_decides_by_duel_wins() -> None:
    # SiX 12.3: time ends while arranging decks: no new duel; more duels won wins, else a draw
    match = Match(GAME, _decks(), seed=6)
    match.start_duel()
    _win_for(match, 1)
    match.time_expired()
    assert match.over and match.winner == 1
    tied = Match(GAME, _decks(), seed=7)
    tied.start_duel()
    _win_for(tied, 0)
    tied.choose_first(1, 1)
    _win_for(tied, 1)
    tied.time_expired()
    assert tied.over and tied.winner is None


def test_time_during_a_duel_gives_extra_turns_then_decides() -> None:
    # SiX 12.3.1 and 1.2.3: time in a duel → "Decidiendo un ganador" (1.2.4.1), then the match
    match = Match(GAME, _decks(), seed=8, params={"mulligan": False})
    state = match.start_duel()
    match.time_expired()
    assert state.time_turns_left == 6  # type: ignore[attr-defined]
    _finish(match, 8)
    assert match.over
    assert match.winner == match.results[0].winner


def test_match_rules_numbers() -> None:
    # SiX 1.2.1 best of 3 duels; SiX 1.2.3 the round lasts 36 minutes
    rules = GAME.match_rules()
    assert rules.best_of == 3
    assert rules.minutes == 36


def _moved(deck: Deck, out_name: str, in_name: str, source: str = "support", target: str = "main") -> Deck:
    """A copy of ``deck`` with one card moved from ``target`` to ``source`` and another back."""
    sections = {k: [replace(e) for e in v] for k, v in deck.sections.items()}

    def take(section: str, name: str) -> None:
        for i, entry in enumerate(sections[section]):
            if entry.card.name == name:
                if entry.count == 1:
                    sections[section].pop(i)
                else:
                    sections[section][i] = replace(entry, count=entry.count - 1)
                return
        raise AssertionError(f"{name} not in {section}")

    take(target, out_name)
    take(source, in_name)
    sections[target].append(DeckEntry(1, GAME.cards.find(in_name)))  # type: ignore[arg-type]
    sections[source].append(DeckEntry(1, GAME.cards.find(out_name)))  # type: ignore[arg-type]
    return Deck(deck.game, deck.name, sections)


def test_support_deck_swaps_keep_sizes() -> None:
    # SiX 12.1: support cards swap with main or Limbo cards; main stays 40, Limbo keeps its size
    match = Match(GAME, _decks(), seed=9)
    match.start_duel()
    _win_for(match, 0)
    coro = match.decks[0]
    swapped = _moved(coro, "Oso Acorazado", "Titán de Obsidiana")
    match.swap(0, swapped)
    assert match.decks[0].count("main") == 40
    assert any(c.name == "Titán de Obsidiana" for c in match.decks[0].section("main"))
    into_limbo = _moved(coro, "Ritual del Eclipse", "Juicio Final", target="limbo")
    with pytest.raises(IllegalActionError) as info:
        match.swap(0, into_limbo)  # Juicio Final is not a Limbo card
    assert info.value.rule.id in ("SiX 5.1.2", "SiX 12.1")
    grown = Deck(coro.game, coro.name, {k: list(v) for k, v in coro.sections.items()})
    grown.sections["main"] = grown.sections["main"] + [DeckEntry(1, GAME.cards.find("Lobo de Ceniza"))]  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError) as info:
        match.swap(0, grown)
    assert "SiX 3.1.1" in str(info.value) or info.value.rule.id == "SiX 3.1.1"


def test_support_deck_is_not_in_play() -> None:
    # SiX 12.2: the support deck is private and not part of the duel's zones
    state = Match(GAME, _decks(), seed=10).start_duel()
    support_codes = {c.code for c in GAME.demo_decks()["Coro Celestial"].section("support")}
    owned_by_first = {c.defn.code for c in state.cards if c is not None and c.owner == 0}
    assert "TAU-031" in support_codes and "TAU-031" not in owned_by_first
    assert sum(1 for c in state.cards if c is not None and c.owner == 0) == 40 + 6 + 2


def test_no_swap_during_a_duel() -> None:
    # SiX 12.1: swaps happen between duels
    match = Match(GAME, _decks(), seed=11)
    match.start_duel()
    with pytest.raises(IllegalActionError):
        match.swap(0, match.decks[0])
