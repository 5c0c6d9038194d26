"""Commander (CR 903) and the partner abilities (CR 702.124): deck construction, colour
identity, the start of the game, the command zone and commander damage."""

from __future__ import annotations

from typing import Sequence

import pytest

from engine.core import get_game
from engine.core.deck import Deck, DeckEntry
from engine.formats.records import CardRecord, ResolvedDeck
from engine.formats.validation import validate
from engine.games.mtg.base import LIFE
from engine.games.mtg.deckcheck import color_identity
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, names, position, prompt_kind


def _card(name: str, type_line: str, identity: str | None = None, text: str = "", cost: str = "",
          faces: list[dict[str, str]] | None = None) -> CardRecord:
    return CardRecord("mtg", name, f"oracle-{name}", type_line=type_line, cost=cost, text=text,
                      color_identity=tuple(identity) if identity is not None else (),
                      extra={"faces": faces} if faces else {})


WASTES = _card("Wastes", "Basic Land", "")
FILLER = [_card(f"Artefacto {i}", "Artifact", "") for i in range(60)]


def _deck(commanders: Sequence[CardRecord], extra: Sequence[CardRecord] = (), total: int = 100) -> ResolvedDeck:
    singles = total - 60 - len(extra) - len(commanders)
    main = [(60, WASTES)] + [(1, card) for card in FILLER[:singles]] + [(1, card) for card in extra]
    return ResolvedDeck("mtg", "prueba", {"commander": [(1, c) for c in commanders], "main": main})


def _rules(deck: ResolvedDeck) -> list[str]:
    return [v.rule.id for v in validate(deck, "mtg", "commander")]


def test_a_card_that_says_so_can_be_the_commander_CR_903_3a() -> None:
    # Checks CR 903.3a
    daretti = _card("Daretti, Scrap Savant", "Legendary Planeswalker — Daretti", "R",
                    "+2: Discard up to two cards, then draw that many cards.\nDaretti, Scrap Savant can be your commander.")
    plain = _card("Chandra, Fire Artisan", "Legendary Planeswalker — Chandra", "R", "+1: Exile the top card of your library.")
    assert _rules(_deck([daretti])) == []
    assert _rules(_deck([plain])) == ["CR 903.3"]


def test_reminder_text_does_not_count_for_colour_identity_CR_903_4c() -> None:
    """A red card whose reminder text shows {U}: its identity is red only (the data gives none,
    so it is worked out from the card)."""
    # Checks CR 903.4c
    card = _card("Recordatorio", "Instant", None, "Deal 2 damage to any target. (Unlike {U}, this is not blue.)", "{R}")
    assert color_identity(card) == ("R",)
    text = _card("Texto", "Instant", None, "{U}: Draw a card.", "{R}")
    assert set(color_identity(text)) == {"U", "R"}


def test_the_back_face_counts_for_colour_identity_CR_903_4d() -> None:
    # Checks CR 903.4d
    wolf = _card("Villager // Wolf", "Creature — Human Werewolf", None, "", "{1}{G}",
                 faces=[{"cost": "", "text": "{B}: Regenerate this creature.", "colors": ("G",)}])
    assert set(color_identity(wolf)) == {"G", "B"}
    green = _card("Verde", "Legendary Creature — Elf", "G")
    assert _rules(_deck([green], [wolf])) == ["CR 903.5c"]


PARTNER = _card("Ishai, Ojutai Dragonspeaker", "Legendary Creature — Bird Monk", "WU", "Flying\nPartner")
PARTNER_2 = _card("Thrasios, Triton Hero", "Legendary Creature — Merfolk Wizard", "GU", "{4}: Scry 1.\nPartner")


def test_two_partners_make_a_hundred_cards_together_CR_702_124_CR_702_124b_CR_702_124h() -> None:
    # Checks CR 702.124, CR 702.124b, CR 702.124h
    assert _rules(_deck([PARTNER, PARTNER_2])) == []
    assert _rules(_deck([PARTNER, PARTNER_2], total=101)) == ["CR 903.5a"]


def test_two_commanders_join_their_colour_identities_CR_702_124c() -> None:
    # Checks CR 702.124c
    green_card = _card("Verdura", "Sorcery", "G")
    assert _rules(_deck([PARTNER, PARTNER_2], [green_card])) == []
    assert _rules(_deck([PARTNER], [green_card])) == ["CR 903.5c"]


def test_different_partner_abilities_do_not_combine_CR_702_124f() -> None:
    # Checks CR 702.124f
    pir = _card("Pir, Imaginative Rascal", "Legendary Creature — Human", "G", "Partner with Toothy, Imaginative Friend")
    assert "CR 702.124a" in _rules(_deck([PARTNER, pir]))


def test_friends_forever_and_doctors_companion_CR_702_124j_CR_702_124m() -> None:
    # Checks CR 702.124j, CR 702.124m
    one = _card("Amiga Uno", "Legendary Creature — Human", "R", "Friends forever")
    two = _card("Amiga Dos", "Legendary Creature — Human", "W", "Friends forever")
    assert _rules(_deck([one, two])) == []
    assert "CR 702.124a" in _rules(_deck([one, PARTNER]))
    companion = _card("Rose Tyler", "Legendary Creature — Human", "W", "Doctor's companion")
    doctor = _card("The Tenth Doctor", "Legendary Creature — Time Lord Doctor", "R", "Allons-y!")
    assert _rules(_deck([companion, doctor])) == []
    assert "CR 702.124a" in _rules(_deck([companion, one]))


def _commander_game(players: int) -> MtgState:
    game = get_game("mtg")
    green, blue = game.demo_pair()
    decks = []
    for i in range(players):
        deck = (green, blue)[i % 2]
        commander = Deck("mtg", deck.name, {"main": list(deck.sections["main"])})
        commander.sections["commander"] = [DeckEntry(1, game.cards.find("Yara, Reina del Claro"))]  # type: ignore[arg-type]
        decks.append(commander)
    state = game.new_initial_state(decks, 3, {"format": "commander", "allow_illegal_decks": True, "mulligan": False})
    assert isinstance(state, MtgState)
    return state


@pytest.mark.parametrize("players", [2, 4])
def test_a_commander_game_starts_at_forty_life_with_seven_cards_CR_903_2_CR_903_7_CR_103_2c_CR_103_4c_CR_119_1c(players: int) -> None:
    """Two or more players (CR 903.2); each starts at 40 life and draws seven (CR 903.7), the
    commander waiting in the command zone (CR 903.6)."""
    # Checks CR 903.2, CR 903.7, CR 103.2c, CR 103.4c, CR 119.1c
    state = _commander_game(players)
    assert [state.counters[p][LIFE] for p in range(players)] == [40] * players
    hands = [len(state.ids(p, "mano")) for p in range(players)]
    assert hands.count(7) >= players - 1  # the starting player may already have drawn for the turn
    assert all(names(state, p, "mando") == ["Yara, Reina del Claro"] for p in range(players))


def test_a_commander_put_into_a_graveyard_may_go_to_the_command_zone_CR_903_9_CR_704_6d() -> None:
    """Final Sentence destroys the commander: as a state-based action its owner is asked, and
    chooses to put it into the command zone."""
    # Checks CR 903.9, CR 704.6d
    state = position({"P1": {"battlefield": [{"card": "Yara, Reina del Claro", "commander": True}]},
                      "P2": {"hand": ["Sentencia Final"], "battlefield": ["Pantano", "Pantano"]}})
    yara = cid(state, "Yara, Reina del Claro")
    do(state, "pass", "P2: cast Sentencia Final", "P2: target Yara, Reina del Claro", "P2: pass", "pass")
    assert prompt_kind(state) == "mando" and state.prompt.player == 0
    do(state, "yes")
    assert state.zone_name_of(yara) == "mando" and names(state, 0, "cementerio") == []


def test_twenty_one_combat_damage_from_one_commander_loses_CR_903_10() -> None:
    # Checks CR 903.10
    state = position({"P1": {"battlefield": [{"card": "Yara, Reina del Claro", "commander": True}]},
                      "P2": {"life": 40}}, step="atacantes")
    yara = cid(state, "Yara, Reina del Claro")
    state.commander_damage = (((yara, 1), 17),)
    do(state, "attack Yara, Reina del Claro", "done")
    while state.outcome is None:
        do(state, "pass")
    assert state.outcome.winner == 0 and state.counters[1][LIFE] == 36


def test_a_commander_deck_is_led_by_its_commander_and_follows_the_deck_rules_CR_903_1_CR_903_5() -> None:
    """A hundred cards with a legendary creature as commander is legal; without a commander
    section it is not (CR 903.3), and the size and singleton rules apply (CR 903.5a–b)."""
    # Checks CR 903.1, CR 903.5
    green = _card("Verde", "Legendary Creature — Elf", "G")
    assert _rules(_deck([green])) == []
    assert _rules(ResolvedDeck("mtg", "prueba", {"main": [(60, WASTES)] + [(1, c) for c in FILLER[:40]]})) == ["CR 903.3"]
    doubled = ResolvedDeck("mtg", "prueba", {"commander": [(1, green)], "main": [(60, WASTES), (2, FILLER[0])] + [(1, c) for c in FILLER[1:38]]})
    assert _rules(doubled) == ["CR 903.5b"]
