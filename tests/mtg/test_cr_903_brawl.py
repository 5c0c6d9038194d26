"""The Brawl option of Commander (CR 903.12): deck construction."""

from __future__ import annotations

from typing import Sequence

from engine.formats.records import CardRecord, ResolvedDeck
from engine.formats.validation import validate


def _card(name: str, type_line: str, identity: str = "") -> CardRecord:
    return CardRecord("mtg", name, f"oracle-{name}", type_line=type_line, color_identity=tuple(identity))


FILLER = [_card(f"Artefacto {i}", "Artifact") for i in range(60)]
FOREST = _card("Forest", "Basic Land — Forest", "G")
ISLAND = _card("Island", "Basic Land — Island", "U")


def _deck(commander: CardRecord, lands: Sequence[tuple[int, CardRecord]] = ((24, FOREST),), total: int = 60) -> ResolvedDeck:
    singles = total - 1 - sum(n for n, _ in lands)
    return ResolvedDeck("mtg", "prueba", {"commander": [(1, commander)],
                                           "main": list(lands) + [(1, c) for c in FILLER[:singles]]})


def _rules(deck: ResolvedDeck) -> list[str]:
    return [v.rule.id for v in validate(deck, "mtg", "brawl")]


GREEN = _card("Verde", "Legendary Creature — Elf", "G")


def test_brawl_is_commander_with_sixty_cards_CR_903_12_CR_903_12a_CR_903_12d() -> None:
    """Sixty cards with the commander; a hundred, legal in Commander, is not a Brawl deck; the
    Commander rules still apply (one copy of each card)."""
    # Checks CR 903.12, CR 903.12a, CR 903.12d
    assert _rules(_deck(GREEN)) == []
    assert _rules(_deck(GREEN, total=100)) == ["CR 903.12d"]
    assert [v.rule.id for v in validate(_deck(GREEN, ((64, FOREST),), total=100), "mtg", "commander")] == []
    doubled = ResolvedDeck("mtg", "prueba", {"commander": [(1, GREEN)], "main": [(24, FOREST), (2, FILLER[0])] + [(1, c) for c in FILLER[1:34]]})
    assert _rules(doubled) == ["CR 903.5b"]


def test_a_legendary_planeswalker_may_lead_a_brawl_deck_CR_903_12c() -> None:
    # Checks CR 903.12c
    walker = _card("Caminante", "Legendary Planeswalker — Caminante", "G")
    assert _rules(_deck(walker)) == []
    assert [v.rule.id for v in validate(_deck(walker, ((64, FOREST),), total=100), "mtg", "commander")] == ["CR 903.3"]
    assert _rules(_deck(_card("Duende", "Creature — Goblin", "G"))) == ["CR 903.3"]


def test_a_colourless_commander_may_have_basic_lands_of_one_type_CR_903_12e() -> None:
    # Checks CR 903.12e
    golem = _card("Gólem", "Legendary Artifact Creature — Golem", "")
    assert _rules(_deck(golem, ((24, FOREST),))) == []
    assert _rules(_deck(golem, ((12, FOREST), (12, ISLAND)))) == ["CR 903.12e"]
    assert "CR 903.5d" in [v.rule.id for v in validate(_deck(golem, ((64, FOREST),), total=100), "mtg", "commander")]


def _game(players: int, fmt: str):  # type: ignore[no-untyped-def]
    from engine.core import get_game
    from engine.core.deck import Deck, DeckEntry

    game = get_game("mtg")
    green, blue = game.demo_pair()
    decks = []
    for i in range(players):
        deck = (green, blue)[i % 2]
        brawl = Deck("mtg", deck.name, {"main": list(deck.sections["main"])})
        brawl.sections["commander"] = [DeckEntry(1, game.cards.find("Yara, Reina del Claro"))]  # type: ignore[arg-type]
        decks.append(brawl)
    return game.new_initial_state(decks, 3, {"format": fmt, "allow_illegal_decks": True, "mulligan": False})


def test_brawl_life_totals_CR_903_12f_CR_103_4d_CR_119_1d() -> None:
    # Checks CR 903.12f, CR 103.4d, CR 119.1d
    assert [_game(2, "brawl").counters[p]["vidas"] for p in range(2)] == [25, 25]
    assert [_game(3, "brawl").counters[p]["vidas"] for p in range(3)] == [30, 30, 30]
    assert _game(2, "commander").counters[0]["vidas"] == 40


def test_the_first_brawl_mulligan_is_free_CR_903_12g() -> None:
    """In a two-player game the first mulligan counts, except in Brawl."""
    # Checks CR 903.12g
    brawl, commander = _game(2, "brawl"), _game(2, "commander")
    for state in (brawl, commander):
        state.mulligans = (1, 0)
    assert brawl.counted_mulligans(0) == 0 and commander.counted_mulligans(0) == 1


def test_commander_damage_does_not_lose_a_brawl_game_CR_903_12h() -> None:
    """Twenty-one combat damage from one commander loses a Commander game, not a Brawl one."""
    # Checks CR 903.12h
    for fmt, loses in (("brawl", False), ("commander", True)):
        state = _game(2, fmt)
        commander = next(iter(state.commanders))
        state.commander_damage = (((commander, 1), 21),)
        state.state_based_actions()
        assert (state.outcome is not None) == loses, fmt
