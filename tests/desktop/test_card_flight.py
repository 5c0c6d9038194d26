"""A card flying to its place flies on when the table is shown again with the same place: a run
of quick updates (a bot's passes, auto-passing) restarted every flight, and under a busy machine
the cards of a whole Magic duel by clicks never landed."""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QPointF
from PySide6.QtGui import QPixmap

from desktop.table.items import CardItem
from engine.core.observation import CardView


def _card() -> CardItem:
    item = CardItem(CardView(1, 0, 0, "P1.campo", "x", "Oso", True, False), QPixmap(10, 14), 10.0, 14.0)
    item.place(QPointF(5, 5), rotated=False, animate=False)
    return item


def test_the_same_place_again_keeps_the_flight(qtbot) -> None:  # type: ignore[no-untyped-def]
    item = _card()
    item.place(QPointF(200, 100), rotated=True, animate=True)
    move, turn = item._move_anim, item._turn_anim
    assert move is not None and turn is not None and move.state() == QAbstractAnimation.State.Running
    item.place(QPointF(200, 100), rotated=True, animate=True)
    assert item._move_anim is move and item._turn_anim is turn
    qtbot.waitUntil(lambda: move.state() == QAbstractAnimation.State.Stopped)
    assert item.pos() == QPointF(200, 100) and item.rotation() == 90.0


def test_a_new_place_starts_a_new_flight_from_where_the_card_is(qtbot) -> None:  # type: ignore[no-untyped-def]
    item = _card()
    item.place(QPointF(200, 100), rotated=False, animate=True)
    first = item._move_anim
    item.place(QPointF(50, 300), rotated=False, animate=True)
    assert item._move_anim is not first and item._move_anim is not None
    qtbot.waitUntil(lambda: item.pos() == QPointF(50, 300))
