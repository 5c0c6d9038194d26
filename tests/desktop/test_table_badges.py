"""Markers and counters drawn as such: every marker a game puts on a card has an icon of its
layout (none is written out as letters), counters are round tokens with their number, and the
key numbers of cards in play read on the table in each game's terms."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.table.badges import Badges, paint_badges, stats_text
from desktop.table.icons import GLYPHS
from desktop.table.layout import load_layout
from engine.core import Rng, game_names
from engine.core.observation import CardView
from tests.helpers import demo_state

#: Icons drawn with paths (the rest are glyphs every DejaVu Sans has).
PATH_ICONS = {"sword", "attack", "shield", "sleep", "stone", "die", "hand", "deck", "graveyard", "mana", "gold", "life"}


def _cards_seen(game: str, games: int = 4, actions: int = 300) -> list[CardView]:
    seen: list[CardView] = []
    for seed in range(games):
        state = demo_state(game, seed)
        rng = Rng(seed)
        for step in range(actions):
            legal = [a for a in state.legal_actions() if a.kind != "concede"]
            if state.is_terminal() or not legal:
                break
            state.apply_action(rng.choice(legal))
            if step % 5 == 0:
                seen += [c for z in state.observation(0).zones for c in z.cards if c.markers or c.counters]
    return seen


@pytest.mark.parametrize("game", game_names())
def test_every_marker_a_game_shows_has_an_icon(game: str) -> None:
    layout = load_layout(game)
    markers = {m for card in _cards_seen(game) for m in card.markers if ":" not in m}
    assert markers or game == "eliria", "no markers seen"
    for marker in markers:
        assert marker in layout.markers, f"{game}: marker {marker!r} has no icon"
        icon = layout.markers[marker]
        assert icon == "" or icon in GLYPHS or icon in PATH_ICONS, (marker, icon)


def _painted(view: CardView, badges: Badges, in_play: bool = True) -> QImage:
    image = QImage(120, 168, QImage.Format.Format_ARGB32)
    image.fill(QColor(255, 255, 255))
    painter = QPainter(image)
    paint_badges(painter, QRectF(0, 0, 120, 168), view, badges, in_play)
    painter.end()
    return image


def test_counters_are_round_tokens_and_damage_is_red(qapp) -> None:  # type: ignore[no-untyped-def]
    plain = CardView(1, 0, 0, "P1.campo", "X", "X", True, False)
    counted = replace(plain, counters=(("dano", 2), ("contador", 3)))
    badges = Badges(load_layout("mtg").card_stats, load_layout("mtg").markers)
    blank, image = _painted(plain, badges), _painted(counted, badges)
    token = 120 * 0.24
    x = round(120 * 0.05 + token / 2)  # inside each token's circle, below its number
    damage_y, counter_y = round(168 * 0.17 + token * 0.8), round(168 * 0.17 + token * 1.08 + token * 0.8)
    damage, counter = image.pixelColor(x, damage_y), image.pixelColor(x, counter_y)
    assert damage.red() > 150 and damage.green() < 80, damage.name()  # the damage token, red
    assert counter.blue() > counter.red() + 40, counter.name()  # a counter's token, blue
    corner = image.pixelColor(round(120 * 0.05 + 1), round(168 * 0.17 + 1))  # a token is round: its box's corner is bare
    assert corner == QColor(255, 255, 255) and blank.pixelColor(x, damage_y) == QColor(255, 255, 255)


@pytest.mark.parametrize(("game", "stats", "markers", "rotated", "expected"), [
    ("six", (("coste", 2), ("fuerza", 3), ("defensa", 2)), (), False, [("3/2", True)]),
    ("mtg", (("valor_mana", 2), ("fuerza", 2), ("resistencia", 3)), (), True, [("2/3", True)]),
    ("ygo", (("atk", 1800), ("def", 1200), ("nivel", 4)), ("ataque",), False, [("1800", True), ("1200", False)]),
    ("ygo", (("atk", 1800), ("def", 1200), ("nivel", 4)), ("defensa",), True, [("1800", False), ("1200", True)]),
    ("myl", (("coste", 2), ("fuerza", 4)), (), False, [("4", True)]),
    ("eliria", (("poder", 5), ("potencial", 9), ("resistencia", 3)), (), False, [("3", True)])])
def test_key_numbers_read_in_each_games_terms(game: str, stats: tuple[tuple[str, int], ...], markers: tuple[str, ...],
                                               rotated: bool, expected: list[tuple[str, bool]]) -> None:
    view = CardView(1, 0, 0, "P1.campo", "X", "X", True, rotated, stats=stats, markers=markers)
    assert stats_text(view, load_layout(game).card_stats) == expected
