"""The window never shows a card its viewer may not know (issue: fair play, item 2).

Whole bot games of every game run in the window, seen by P1. After every change the log, every
widget's text and tooltip, and every item of the table are scanned for the names of P2's cards
that P1 has never been shown (P1 knows its own deck, and every card it has seen): 0 found, and
no card item of the table holds the face of a card P1 cannot see now.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QGraphicsSimpleTextItem, QGraphicsTextItem, QLabel, QPlainTextEdit, \
    QTextEdit, QWidget

from desktop.main_window import MainWindow
from desktop.session import BOT, Seat
from desktop.table.items import CardItem
from engine.core import game_names
from engine.core.actions import Event
from engine.core.observation import Observation
from tests.desktop.tables import shown_window
from tests.helpers import demo_state

VIEWER = 0


def _shown_texts(window: MainWindow) -> list[str]:
    """Everything a person can read in the window now (texts and tooltips)."""
    texts: list[str] = []
    for widget in window.findChildren(QWidget):
        texts.append(widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        elif isinstance(widget, (QPlainTextEdit, QTextEdit)):
            texts.append(widget.toPlainText())
    scene = window.table.scene
    if scene is not None:
        for item in scene.items():
            texts.append(item.toolTip())
            if isinstance(item, (QGraphicsTextItem,)):
                texts.append(item.toPlainText())
            elif isinstance(item, QGraphicsSimpleTextItem):
                texts.append(item.text())
    return texts


@pytest.mark.parametrize("game", game_names())
def test_a_bot_game_in_the_window_shows_no_hidden_card(qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    state = demo_state(game, 3)
    own = {card.defn.name for card in state.cards if card is not None and card.owner == VIEWER}
    secret = {card.defn.name for card in state.cards if card is not None and card.owner != VIEWER} - own
    seen: set[str] = set()
    window = shown_window(qtbot)
    leaks: list[str] = []
    checks = 0

    def saw(observation: Observation) -> None:
        seen.update(card.name for zone in observation.zones for card in zone.cards if card.name)
        seen.update(link.name for link in observation.chain)

    def saw_events(events: list[Event]) -> None:
        seen.update(event.name for event in events if event.name)

    def scan(_observation: object = None) -> None:
        nonlocal checks
        checks += 1
        unknown = secret - seen
        for text in _shown_texts(window):
            leaks.extend(f"«{name}» in {text!r}" for name in unknown if name and name in text)
        live = window.session.state if window.session is not None else None
        if live is None or window.table.scene is None:
            return
        for cid, item in window.table.scene.cards.items():
            card = live.cards[cid] if cid < len(live.cards) else None
            if isinstance(item, CardItem) and item.view.code is not None and card is not None \
                    and not live.is_visible_to(VIEWER, card):
                leaks.append(f"card item {cid} shows {item.view.code} to P{VIEWER + 1}")

    window.games.open_session(state, (Seat(BOT, "random"), Seat(BOT, "random")), 1)
    session = window.session
    assert session is not None and session.viewer == VIEWER
    saw(session.observation())
    session.observation_changed.connect(saw)
    session.events_happened.connect(saw_events)
    session.observation_changed.connect(scan)
    qtbot.waitUntil(lambda: session.state.is_terminal(), timeout=120_000)
    scan()
    assert checks > 20
    assert secret - seen, "the test needs cards of P2 that P1 never sees"
    assert leaks == [], "\n".join(leaks[:10])
