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
