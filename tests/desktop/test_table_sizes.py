"""Readable at a glance: the table uses the window. Card sizes are measured from the scene as
the player sees them (an item's outline mapped to the view): at 1600 × 1000 every card in play
is at least 110 px wide and one's own hand larger; the cards grow with the window, shrink
gracefully as a zone fills, and Ctrl+wheel zooms the table (Ctrl+0 back)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QWheelEvent

from desktop.main_window import MainWindow
from desktop.session import GOLDFISH, HUMAN, Seat
from desktop.table.items import CardItem
from engine.core import game_names
from engine.core.observation import Observation
from tests.desktop.test_table_seats import midgame


def _window(qtbot, game: str, size: tuple[int, int], lang: str = "es") -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(lang)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    window.games.open_session(midgame(game), (Seat(HUMAN), Seat(GOLDFISH)), 1)
    qtbot.waitUntil(lambda: window.table.view.viewport().width() > 0)
    return window


def on_screen(window: MainWindow, item: CardItem) -> QRectF:
    """The card's outline as the player sees it, in view pixels (a turned card: its outline
    turned back, its width being the card's width)."""
    outline = window.table.view.mapFromScene(item.mapRectToScene(item.card_rect())).boundingRect()
    turned = round(item.rotation() / 90) % 2 == 1
    return QRectF(outline.x(), outline.y(), outline.height(), outline.width()) if turned else QRectF(outline)


def _in_play(window: MainWindow) -> list[CardItem]:
    scene = window.table.scene
    assert scene is not None
    return [c for c in scene.cards.values() if c.view.zone.split(".")[-1] in scene.in_play and c.view.attached_to is None]


def _hand(window: MainWindow) -> list[CardItem]:
    scene = window.table.scene
    assert scene is not None
    return [c for c in scene.cards.values() if c.view.zone == f"P{scene.viewer + 1}.mano"]


@pytest.mark.parametrize("game", game_names())
def test_cards_in_play_are_at_least_110_px_wide_at_1600_by_1000(qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, game, (1600, 1000))
    cards = _in_play(window)
    assert cards, "no card in play to measure"
    widths = [on_screen(window, card).width() for card in cards]
    assert min(widths) >= 110, f"{game}: cards in play {min(widths):.0f}–{max(widths):.0f} px wide"
    hand = [on_screen(window, card).width() for card in _hand(window)]
    assert hand and min(hand) > max(widths), f"{game}: the hand ({min(hand):.0f} px) is not larger"


@pytest.mark.parametrize("game", game_names())
def test_cards_shrink_with_a_small_window_and_grow_with_a_large_one(qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, game, (1280, 720))
    small = min(on_screen(window, card).width() for card in _in_play(window))
    assert small >= 66, f"{game}: {small:.0f} px at 1280 × 720"
    window.resize(1920, 1200)
    qtbot.waitUntil(lambda: window.table.view.viewport().width() > 1400)
    large = min(on_screen(window, card).width() for card in _in_play(window))
    assert large > small * 1.4
    scene = window.table.scene
    assert scene is not None
    table = window.table.view.mapFromScene(scene.sceneRect()).boundingRect()
    viewport = window.table.view.viewport().rect()
    assert table.width() >= viewport.width() - 2 and table.height() >= viewport.height() - 2  # no felt left unused


def _fill(observation: Observation, key: str, count: int) -> Observation:
    """``observation`` with ``count`` cards (copies of the viewer's first card of hand) in ``key``."""
    card = next(c for z in observation.zones if z.key.endswith(".mano") and z.owner == 0 for c in z.cards)
    zone = next(z for z in observation.zones if z.key == key)
    cards = tuple(replace(card, id=20_000 + i, zone=key, owner=zone.owner or 0, controller=zone.owner or 0)
                  for i in range(count))
    return replace(observation, zones=tuple(replace(z, cards=cards, count=count) if z.key == key else z
                                            for z in observation.zones))


# Mitos y Leyendas' defence row beside the side panels (a 1,366 px table at 1600 × 1000) holds 8
# legible cards side by side; a ninth overlaps its neighbour a little (SHRINK keeps them legible).
@pytest.mark.parametrize(("game", "zone", "count"), [("mtg", "P1.campo", 9), ("mtg", "P1.campo", 22), ("mtg", "P2.campo", 16),
                                                     ("myl", "P1.defensa", 8), ("six", "P1.combate", 9)])
def test_a_filling_zone_shrinks_its_cards_before_they_overlap(qtbot, game: str, zone: str, count: int) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, game, (1600, 1000))
    scene = window.table.scene
    assert scene is not None and scene.observation is not None
    scene.show_observation(_fill(scene.observation, zone, count), [], animate=False)
    cards = sorted((c for c in scene.cards.values() if c.view.zone == zone), key=lambda c: (c.pos().y(), c.pos().x()))
    assert len(cards) == count
    rect = scene.zones[zone].rect().adjusted(-0.5, -0.5, 0.5, 0.5)
    widths = [on_screen(window, c).width() for c in cards]
    assert all(rect.contains(c.sceneBoundingRect().adjusted(4, 4, -4, -4)) for c in cards)
    assert min(widths) >= 110 * 0.7, "shrunk past legibility"
    for left, right in zip(cards, cards[1:]):  # each card shows at least half its width
        a, b = left.sceneBoundingRect(), right.sceneBoundingRect()
        if abs(a.center().y() - b.center().y()) < 1:
            assert b.left() - a.left() >= a.width() * 0.5 - 4, (a, b)
    if count <= 9:
        assert not any(a.sceneBoundingRect().adjusted(5, 5, -5, -5).intersects(b.sceneBoundingRect().adjusted(5, 5, -5, -5))
                       for i, a in enumerate(cards) for b in cards[i + 1:]), "cards overlap although shrinking sufficed"


def test_ctrl_wheel_zooms_the_table_and_ctrl_0_resets_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, "ygo", (1600, 1000))
    card = _in_play(window)[0]
    before = on_screen(window, card).width()
    viewport = window.table.view.viewport()
    centre = QPointF(viewport.width() / 2, viewport.height() / 2)
    for _ in range(2):
        event = QWheelEvent(centre, window.table.view.mapToGlobal(centre.toPoint()).toPointF(), QPoint(), QPoint(0, 120),
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.ControlModifier, Qt.ScrollPhase.NoScrollPhase, False)
        window.table.view.wheelEvent(event)
    zoomed = on_screen(window, card).width()
    assert zoomed > before * 1.25
    window.table.view.reset_zoom()  # Ctrl+0
    assert on_screen(window, card).width() == pytest.approx(before, abs=1)


def test_a_hovered_card_of_the_hand_rises_whole(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, "six", (1600, 1000))
    card = _hand(window)[0]
    viewport = QRectF(window.table.view.viewport().rect())
    assert not viewport.contains(on_screen(window, card))  # the hand rises from the table's edge
    card.lift(True)
    assert viewport.adjusted(-1, -1, 1, 1).contains(on_screen(window, card))
    card.lift(False)
    assert card.pos() == card.home()
