"""The compiler on real card data (MTGJSON and Cockatrice files in shared/testdata), and
``tapete-cli mtg coverage``. Tenth Edition is not among the shared files: the core sets there
(Alpha, Core Set 2021) stand in for it."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

import pytest

from engine.core.deck import Deck, DeckEntry
from engine.formats.carddata import open_card_data
from engine.games.mtg.cards import MtgCard, from_record
from engine.games.mtg.coverage import measure_files
from tapete_cli.main import main
from tests.helpers import SHARED

LEA = SHARED / "testdata" / "mtgjson-set" / "LEA.json"
M21 = SHARED / "testdata" / "cockatrice-xml" / "M21.xml"
needs_data = pytest.mark.skipif(not LEA.exists() or not M21.exists(), reason="shared/testdata is not beside the checkout")


@lru_cache(maxsize=None)
def _cards(path: Path) -> Mapping[str, MtgCard]:
    """The set's cards by name, compiled once per test process (cards are frozen: the games and
    tests that use them change none)."""
    _fmt, records = open_card_data(path)
    return MappingProxyType({r.name: from_record(r) for r in records if r.game == "mtg"})


@needs_data
def test_core_sets_are_largely_automated() -> None:
    shares = {entry.code: entry.share for entry in measure_files([LEA, M21])}
    assert shares["LEA"] >= 0.40, shares
    assert shares["M21"] >= 0.25, shares


@needs_data
def test_spot_checks_on_alpha_cards() -> None:
    cards = _cards(LEA)
    bolt = cards["Lightning Bolt"]
    (ability,) = bolt.program.abilities
    assert (ability.effects[0].op, ability.effects[0].amount, ability.targets) == ("damage", 3, ("any",))
    assert cards["Serra Angel"].program.keywords == {"flying", "vigilance"}
    assert cards["Counterspell"].program.abilities[0].effects[0].op == "counter_spell"
    assert cards["Giant Growth"].program.abilities[0].effects[0].power == 3
    assert cards["Ancestral Recall"].program.abilities[0].effects[0].amount == 3
    assert cards["Shivan Dragon"].program.automated
    assert cards["Forest"].program.abilities[0].mana == ("G",)
    assert [a.static for a in cards["Clone"].program.abilities] == ["etb_copy"]  # CR 707.5
    assert not cards["Vesuvan Doppelganger"].program.automated  # "except it doesn't copy that creature's color"


@needs_data
def test_cli_prints_the_share_per_set(capsys: pytest.CaptureFixture[str]) -> None:
    """The command's entry point, called in this process (tests/core/test_progress.py starts
    ``python -m tapete_cli`` itself)."""
    assert main(["--lang", "en", "mtg", "coverage", str(LEA)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    code, name, counts, share = out.splitlines()[0].split("\t")
    assert (code, name) == ("LEA", "Limited Edition Alpha")
    automated, total = map(int, counts.split("/"))
    assert total == 290 and share == f"{automated / total:.1%}"


def _alpha_decks(cards: Mapping[str, MtgCard]) -> list[Deck]:
    """One 60-card deck per colour: 24 basic lands and 4 copies of 9 automated cards."""
    lands = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
    decks = []
    for colour, land in lands.items():
        spells = sorted((c for c in cards.values() if c.program.automated and c.colors == (colour,)
                         and not c.is_land and c.mana_value <= 6), key=lambda c: c.name)[:9]
        entries = [DeckEntry(24, cards[land])] + [DeckEntry(4, c) for c in spells]
        decks.append(Deck("mtg", colour, {"main": entries}))
    return decks


@needs_data
def test_fifty_random_games_with_alpha_cards() -> None:
    """Decks of compiled Alpha cards (one colour each) play 50 seeded random games to the end:
    every ordered pair of colours twice (200 games until the suite had to get faster). Measured
    with coverage.py, seeds 50–199 reach 24 engine lines beyond seeds 0–49's 11,937 (banding, damage
    division among blockers, drawing from an empty library: test_kw_banding.py, test_division.py
    and the scenario 704.5b-robar-de-biblioteca-vacia.toml have them)."""
    from engine.core import get_game
    from tests.helpers import random_playout

    decks = _alpha_decks(_cards(LEA))
    game = get_game("mtg")
    reasons: set[str] = set()
    for seed in range(50):
        pair = [decks[seed % 5], decks[(seed // 5 + 1 + seed) % 5]]
        state = game.new_initial_state(pair, seed, {"allow_illegal_decks": True})
        random_playout(state, seed, max_actions=10_000)  # Circles of Protection: some games last until decking
        assert state.outcome is not None and state.outcome.rule is not None
        reasons.add(state.outcome.rule.id)
    assert "CR 704.5a" in reasons


KHM = SHARED / "testdata" / "mtgjson-set" / "KHM.json"


@pytest.mark.skipif(not KHM.exists(), reason="shared/testdata is not beside the checkout")
def test_the_missing_templates_are_listed_in_english() -> None:
    """The English command lists card text and its own notes in English (it said "cara posterior:",
    "(Aura sin «Enchant»)")."""
    (entry,) = measure_files([KHM])
    notes = [line for line in entry.missing if line.startswith(("cara posterior", "(Aura sin", "fuerza/", "lealtad", "tipo no"))]
    assert notes == []
    assert any(line.startswith("back face: ") for line in entry.missing)


@pytest.mark.skipif(not KHM.exists(), reason="shared/testdata is not beside the checkout")
def test_a_rebalanced_card_names_itself_without_its_prefix() -> None:
    """A-Elderleaf Mentor's text says "When Elderleaf Mentor enters …": that is the card itself."""
    from tests.mtg.real_cards import SETS, real_card
    from tests.mtg.states import mtg_state

    mentor = real_card(SETS["KHM"], "A-Elderleaf Mentor")
    assert mentor.program.automated and mentor.program.abilities[0].trigger == "etb"
    state = mtg_state({"hand": ["A-Elderleaf Mentor"], "battlefield": ["Bosque"] * 4})
    for text in ("cast A-Elderleaf Mentor", "pass", "pass", "pass", "pass"):
        state.apply_action(state.parse_action(text, state.prompt.player))
    names = sorted(state.defn(c).name for c in state.battlefield(0) if not state.defn(c).is_land)
    assert names == ["A-Elderleaf Mentor", "Ficha Guerrero Elfo"]
