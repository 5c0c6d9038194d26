"""Oracle templates of replacement effects on draws, life gain, tokens and +1/+1 counters (CR 614.1a, 614.11)."""

from __future__ import annotations

import pytest

from engine.formats.carddata import open_card_data
from engine.games.mtg.cards import from_record
from engine.games.mtg.oracle import compile_text
from tests.helpers import SHARED

ISD = SHARED / "testdata" / "mtgjson-set" / "ISD.json"


@pytest.mark.parametrize("text, static, amount, every_player", [
    ("If you would draw a card, draw two cards instead.", "draw_more", 2, False),
    ("If you would draw a card while your library has no cards in it, you win the game instead.", "draw_win", 0, False),
    ("If you would gain life, you gain twice that much life instead.", "life_times", 2, False),
    ("If you would gain life, you gain three times that much life instead.", "life_times", 3, False),
    ("If you would gain life, you gain that much life plus 1 instead.", "life_plus", 1, False),
    ("If an opponent would gain life, that player loses that much life instead.", "life_to_loss", 0, False),
    ("If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.",
     "token_times", 2, False),
    ("If one or more tokens would be created under your control, twice that many of those tokens are created instead.",
     "token_times", 2, False),
    ("If one or more tokens would be created, twice that many of those tokens are created instead.", "token_times", 2, True),
    ("If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead.",
     "counters_plus", 1, False),
    ("If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put on it instead.",
     "counters_times", 2, False),
])
def test_replacement_statics_CR_614_1a_CR_614_11(text: str, static: str, amount: int, every_player: bool) -> None:
    """CR 614.1a ("instead"), 614.11 (draws): each template is one static replacement ability."""
    program = compile_text(text, "Test Card", frozenset({"enchantment"}))
    assert program.automated
    (ability,) = program.abilities
    assert (ability.kind, ability.static, ability.power, ability.other) == ("static", static, amount, every_player)


def test_a_draw_replacement_with_an_extra_condition_is_left_for_manual_play_CR_614_11() -> None:
    """Only the forms above are compiled; "during your draw step, instead you may skip" is not."""
    text = "If you would draw a card during your draw step, instead you may skip that draw."
    assert not compile_text(text, "Test Card", frozenset({"enchantment"})).automated


@pytest.mark.skipif(not ISD.exists(), reason="shared/testdata is not beside the checkout")
def test_innistrad_laboratory_maniac_and_parallel_lives_CR_614_11_CR_614_1a() -> None:
    _fmt, records = open_card_data(ISD)
    cards = {r.name: from_record(r) for r in records if r.game == "mtg"}
    maniac = cards["Laboratory Maniac"]
    assert maniac.program.automated and [a.static for a in maniac.program.abilities] == ["draw_win"]
    lives = cards["Parallel Lives"]
    assert lives.program.automated and [(a.static, a.power) for a in lives.program.abilities] == [("token_times", 2)]


def test_enters_with_x_counters_CR_107_3m_CR_614_1c() -> None:
    program = compile_text("Test Card enters with X +1/+1 counters on it.", "Test Card", frozenset({"creature"}))
    assert program.automated and [a.static for a in program.abilities] == ["etb_counters_x"]


def test_exile_it_instead_of_its_owners_graveyard_CR_614_1a_CR_701_5a() -> None:
    """The second sentence changes the counter of the first; alone, or after another effect, it is not read."""
    text = "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard."
    (spell,) = compile_text(text, "Test Card", frozenset({"instant"})).abilities
    assert [(e.op, e.keyword, e.target) for e in spell.effects] == [("counter_spell", "exile", "spell")]
    wrong = "Destroy target creature. If that spell is countered this way, exile it instead of putting it into its owner's graveyard."
    assert not compile_text(wrong, "Test Card", frozenset({"instant"})).automated


@pytest.mark.skipif(not ISD.exists(), reason="shared/testdata is not beside the checkout")
def test_innistrad_dissipate_CR_614_1a() -> None:
    _fmt, records = open_card_data(ISD)
    dissipate = next(from_record(r) for r in records if r.game == "mtg" and r.name == "Dissipate")
    assert dissipate.program.automated and dissipate.program.abilities[0].effects[0].keyword == "exile"


@pytest.mark.parametrize("text, static, opponents, kinds", [
    ("Creatures your opponents control enter the battlefield tapped.", "others_etb_tapped", True, ("creature",)),
    ("Artifacts and creatures your opponents control enter tapped.", "others_etb_tapped", True, ("artifact", "creature")),
    ("Permanents your opponents control enter tapped.", "others_etb_tapped", True, ()),
    ("Each other creature you control enters with an additional +1/+1 counter on it.", "others_etb_counter", False,
     ("creature",)),
])
def test_other_permanents_enter_tapped_or_with_a_counter_CR_614_1d(
        text: str, static: str, opponents: bool, kinds: tuple[str, ...]) -> None:
    program = compile_text(text, "Test Card", frozenset({"enchantment"}))
    assert program.automated
    (ability,) = program.abilities
    assert (ability.static, ability.other, ability.keywords) == (static, opponents, kinds)
