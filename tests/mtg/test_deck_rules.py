"""Deck construction for MTG games reuses the shared validation (CR 100.2a, 100.2b, 903.5)."""

from __future__ import annotations

import pytest

from engine.core import get_game
from engine.core.deck import Deck, DeckEntry
from engine.core.errors import DeckError


def _deck(*entries: tuple[int, str], section: str = "main") -> Deck:
    game = get_game("mtg")
    return Deck("mtg", "prueba", {section: [DeckEntry(n, game.cards.find(name)) for n, name in entries]})  # type: ignore[misc]


def test_demo_decks_are_legal_constructed_decks() -> None:
    game = get_game("mtg")
    decks = game.demo_decks()
    assert len(decks) >= 2
    for deck in decks.values():
        assert deck.count("main") >= 60
        assert game.validate_deck(deck) == []


def test_constructed_needs_sixty_cards_CR_100_2a() -> None:
    game = get_game("mtg")
    problems = game.validate_deck(_deck((20, "Bosque"), (4, "Oso Musgoso")))
    assert [v.rule.id for v in problems] == ["CR 100.2a"]


def test_at_most_four_copies_except_basic_lands_CR_100_2a() -> None:
    game = get_game("mtg")
    problems = game.validate_deck(_deck((50, "Bosque"), (5, "Oso Musgoso"), (5, "Lobezno del Claro")))
    assert len(problems) == 2
    assert all(v.rule.id == "CR 100.2a" for v in problems)
    assert any("Mossback Bear" in v.message.es for v in problems)


def test_limited_needs_forty_CR_100_2b() -> None:
    game = get_game("mtg")
    deck = _deck((30, "Bosque"), (9, "Oso Musgoso"))
    assert [v.rule.id for v in game.validate_deck(deck, None, "limited")] == ["CR 100.2b"]
    assert game.validate_deck(_deck((31, "Bosque"), (9, "Oso Musgoso")), None, "limited") == []


def test_commander_is_singleton_CR_903_5b() -> None:
    game = get_game("mtg")
    main = _deck((97, "Bosque"), (2, "Oso Musgoso"))
    main.sections["commander"] = [DeckEntry(1, game.cards.find("Yara, Reina del Claro"))]  # type: ignore[arg-type]
    rules = sorted(v.rule.id for v in game.validate_deck(main, None, "commander"))
    assert rules == ["CR 903.5b"]


def test_an_illegal_deck_cannot_start_a_game() -> None:
    game = get_game("mtg")
    with pytest.raises(DeckError):
        game.new_initial_state([_deck((10, "Bosque")), _deck((10, "Bosque"))], 1)


def test_commander_games_start_at_forty_with_the_commander_in_the_command_zone_CR_103_4c() -> None:
    game = get_game("mtg")
    deck = _deck((98, "Bosque"), (1, "Oso Musgoso"))
    deck.sections["commander"] = [DeckEntry(1, game.cards.find("Yara, Reina del Claro"))]  # type: ignore[arg-type]
    state = game.new_initial_state([deck, deck], 3, {"format": "commander"})
    assert state.counters[0]["vidas"] == 40
    assert [state.cards[c].defn.name for c in state.ids(0, "mando")] == ["Yara, Reina del Claro"]  # type: ignore[union-attr]


def test_a_new_game_starts_at_twenty_life_with_seven_cards_CR_103_4_CR_103_5() -> None:
    state = get_game("mtg").new_initial_state(get_game("mtg").demo_pair(), 5)
    assert [state.counters[p]["vidas"] for p in range(2)] == [20, 20]
    assert [len(state.ids(p, "mano")) for p in range(2)] == [7, 7]
    assert state.prompt is not None and state.prompt.kind == "mulligan"
    assert state.current_player() == state.first_player


def test_random_commander_games_finish_CR_903() -> None:
    """Commander games (CR 903.6: the commander starts in the command zone; 903.8: it is cast
    from there with its tax) between two singleton-ish demo decks finish without errors: eight
    games (twenty until the suite had to get faster)."""
    from tests.helpers import random_playout

    game = get_game("mtg")
    green, blue = game.demo_pair()
    decks = []
    for deck in (green, blue):
        commander = Deck("mtg", deck.name, {"main": list(deck.sections["main"])})
        commander.sections["commander"] = [DeckEntry(1, game.cards.find("Yara, Reina del Claro"))]  # type: ignore[arg-type]
        decks.append(commander)
    casts = 0
    for seed in range(8):
        state = game.new_initial_state(decks, seed, {"format": "commander", "allow_illegal_decks": True})
        assert len(state.commanders) == 2
        random_playout(state, seed)
        assert state.outcome is not None
        casts += sum(n for _c, n in state.commander_casts)  # type: ignore[attr-defined]
    assert casts > 0
