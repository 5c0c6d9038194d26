"""Deck statistics: cost curves, type, colour and attribute breakdowns, and draw chances."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.decks.probability import DrawRules, at_least
from engine.decks.stats import (
    attribute_breakdown, card_types, color_breakdown, copies, cost_curve, cost_value, draw_probability, named,
    of_type, type_breakdown,
)
from engine.formats.records import CardRecord, ResolvedDeck


def mtg(name: str, type_line: str, mana_value: float, colors: str = "", cost: str = "") -> CardRecord:
    return CardRecord("mtg", name, name, type_line=type_line, mana_value=mana_value, colors=tuple(colors), cost=cost)


FOREST = mtg("Forest", "Basic Land — Forest", 0)
ARBOR = mtg("Dryad Arbor", "Land Creature — Forest Dryad", 0, "G")
ELVES = mtg("Llanowar Elves", "Creature — Elf Druid", 1, "G", "{G}")
BOLT = mtg("Lightning Bolt", "Instant", 1, "R", "{R}")
ORNITHOPTER = mtg("Ornithopter", "Artifact Creature — Thopter", 0, "", "{0}")
FIRE_ICE = mtg("Fire // Ice", "Instant // Instant", 4, "RU", "{1}{R} // {1}{U}")
FIREBALL = mtg("Fireball", "Sorcery", 1, "R", "{X}{R}")
ULAMOG = mtg("Ulamog, the Ceaseless Hunger", "Legendary Creature — Eldrazi", 10, "", "{10}")
HUATLI = mtg("Huatli, Poet of Unity // Roar of the Fifth People", "Legendary Creature — Human Warrior // "
                   "Enchantment — Saga", 3, "GRW", "{2}{G}")

MTG_DECK = ResolvedDeck("mtg", "Gruul", {
    "main": [(20, FOREST), (1, ARBOR), (4, ELVES), (4, BOLT), (4, ORNITHOPTER), (2, FIRE_ICE), (3, FIREBALL),
             (1, ULAMOG), (1, HUATLI), (20, mtg("Mountain", "Basic Land — Mountain", 0))],
    "side": [(3, BOLT), (2, ORNITHOPTER)],
})


def test_mtg_cost_curve_per_section_without_lands() -> None:
    assert cost_curve(MTG_DECK) == {
        "main": {0: 4, 1: 11, 3: 1, 4: 2, 10: 1},
        "side": {0: 2, 1: 3},
    }
    assert cost_curve(MTG_DECK, ["side", "commander"]) == {"side": {0: 2, 1: 3}, "commander": {}}
    assert cost_value(ARBOR) is None and cost_value(FOREST) is None and cost_value(FIREBALL) == 1


def test_mtg_types_count_every_card_type_of_the_front_face() -> None:
    assert card_types(ARBOR) == ("Land", "Creature")
    assert card_types(ORNITHOPTER) == ("Artifact", "Creature")
    assert card_types(HUATLI) == ("Creature",)
    assert type_breakdown(MTG_DECK, ["main"]) == {
        "Land": 41, "Creature": 11, "Instant": 6, "Artifact": 4, "Sorcery": 3}


def test_colours_count_each_colour_of_a_card() -> None:
    assert color_breakdown(MTG_DECK, ["main"]) == {
        "colorless": 45, "R": 10, "G": 6, "U": 2, "W": 1}
    assert color_breakdown(MTG_DECK) == {"colorless": 47, "R": 13, "G": 6, "U": 2, "W": 1}


def test_any_land_in_the_opening_hand_and_by_turn() -> None:
    assert copies(MTG_DECK, of_type("Land")) == 41
    assert draw_probability(MTG_DECK, of_type("Land"), k=2) == at_least(2, 41, 60, 7)
    assert draw_probability(MTG_DECK, named("Lightning Bolt")) == at_least(1, 4, 60, 7)
    assert round(float(draw_probability(MTG_DECK, named("Lightning Bolt"))), 4) == 0.3995
    assert draw_probability(MTG_DECK, named("Lightning Bolt"), turn=3) == at_least(1, 4, 60, 9)
    assert draw_probability(MTG_DECK, named("Lightning Bolt"), turn=3, on_play=False) == at_least(1, 4, 60, 10)
    assert draw_probability(MTG_DECK, named("Lightning Bolt"), section="side") == at_least(1, 3, 5, 7) == 1
    assert draw_probability(MTG_DECK, named("Black Lotus")) == 0


def ygo(name: str, kind: str, attribute: str = "", **stats: str) -> CardRecord:
    tail = f" — Dragon/{attribute}" if attribute else ""
    extra = {"attribute": attribute} if attribute else {}
    return CardRecord("ygo", name, name, type_line=kind + tail, stats=dict(stats), extra=extra)


BLUE_EYES = ygo("Blue-Eyes White Dragon", "Monster/Normal", "LIGHT", atk="3000", level="8")
MAXX = ygo("Maxx \"C\"", "Monster/Effect", "EARTH", level="2")
ASH = ygo("Ash Blossom & Joyous Spring", "Monster/Effect/Tuner", "FIRE", level="3")
RAIGEKI = ygo("Raigeki", "Spell/Normal")
SOLEMN = ygo("Solemn Judgment", "Trap/Counter")
ZEUS = ygo("Divine Arsenal AA-ZEUS - Sky Thunder", "Monster/Effect/Xyz", "LIGHT", rank="12")
LINK = ygo("Accesscode Talker", "Monster/Effect/Link", "DARK", link="4")
YGO_DECK = ResolvedDeck("ygo", "Dragons", {
    "main": [(3, BLUE_EYES), (3, MAXX), (3, ASH), (1, RAIGEKI), (2, SOLEMN), (28, ygo("Filler", "Spell/Normal"))],
    "extra": [(1, ZEUS), (1, LINK)],
})


def test_yugioh_curve_uses_levels_ranks_and_links() -> None:
    assert cost_curve(YGO_DECK) == {"main": {2: 3, 3: 3, 8: 3}, "extra": {4: 1, 12: 1}}


def test_yugioh_kinds_and_attributes() -> None:
    assert type_breakdown(YGO_DECK, ["main"]) == {"Spell": 29, "Monster": 9, "Trap": 2}
    assert attribute_breakdown(YGO_DECK) == {"LIGHT": 4, "EARTH": 3, "FIRE": 3, "DARK": 1}
    assert attribute_breakdown(YGO_DECK, ["main"]) == {"LIGHT": 3, "EARTH": 3, "FIRE": 3}


def test_yugioh_hand_traps_in_the_five_card_hand() -> None:
    hand_traps = (lambda card: card.name in ("Maxx \"C\"", "Ash Blossom & Joyous Spring"))
    assert draw_probability(YGO_DECK, hand_traps) == at_least(1, 6, 40, 5)
    assert round(float(draw_probability(YGO_DECK, named("Blue-Eyes White Dragon"))), 4) == 0.3376
    assert draw_probability(YGO_DECK, hand_traps, turn=1, on_play=False) == at_least(1, 6, 40, 6)


def six(name: str, kind: str, cost: int | None = None, **stats: str) -> CardRecord:
    return CardRecord("six", name, name, type_line=kind, cost="" if cost is None else str(cost),
                      mana_value=None if cost is None else float(cost), stats=dict(stats))


SIX_DECK = ResolvedDeck("six", "Coro", {
    "main": [(3, six("Bruja Invocadora", "Unidad", 2, fuerza="1")), (3, six("Bruja del Umbral", "Unidad", 3)),
             (2, six("Escudo de Plasma", "Equipo", 1)), (32, six("Relleno", "Acción", 4))],
    "mana": [(6, six("Maná Ámbar", "Maná"))],
})


def test_six_curve_types_and_draws() -> None:
    assert cost_curve(SIX_DECK) == {"main": {1: 2, 2: 3, 3: 3, 4: 32}, "mana": {}}
    assert type_breakdown(SIX_DECK) == {"Acción": 32, "Maná": 6, "Unidad": 6, "Equipo": 2}
    witches = (lambda card: card.name.startswith("Bruja"))
    assert draw_probability(SIX_DECK, witches) == at_least(1, 6, 40, 6)
    assert draw_probability(SIX_DECK, witches, turn=2) == at_least(1, 6, 40, 9)  # both draw every turn


def test_cost_text_without_mana_value() -> None:
    card = CardRecord("myl", "Oráculo", "Oráculo", type_line="Aliado - Sacerdote", cost="3")
    assert cost_value(card) == 3 and card_types(card) == ("Aliado",)
    assert cost_value(CardRecord("myl", "Oro", "Oro", type_line="Oro", cost="")) is None


def test_games_without_draw_rules_need_them_given() -> None:
    deck = ResolvedDeck("otro", "Mazo", {"main": [(3, CardRecord("otro", "A", "A")), (47, CardRecord("otro", "B", "B"))]})
    with pytest.raises(ValueError, match="otro"):
        draw_probability(deck, named("A"))
    rules = DrawRules(hand_size=8, first_player_draws=False)
    assert draw_probability(deck, named("A"), turn=2, rules=rules) == at_least(1, 3, 50, 9)
    assert draw_probability(deck, named("A"), k=0, rules=rules) == Fraction(1)


def test_mitos_y_leyendas_odds_count_its_own_dealing() -> None:
    """MyL Mano, Agrupación, S.primero_roba: 8 cards, then one each turn, none on the starting player's first."""
    deck = ResolvedDeck("myl", "Mazo", {"main": [(3, CardRecord("myl", "A", "A")), (47, CardRecord("myl", "B", "B"))]})
    assert draw_probability(deck, named("A"), turn=2) == at_least(1, 3, 50, 9)
