"""The window never shows a card its viewer may not know (issue: fair play, item 2).

A bot game of every game runs in the window, seen by P1: the first ``CHANGES`` changes, or the
whole game if it ends before (every game but Magic does); a game cut short ends by a concession,
so the end (the result dialog) is read too. After every change the log, every widget's text and
tooltip, and every item of the table are scanned for the names of P2's cards that P1 has never
been shown (P1 knows its own deck, and every card it has seen): 0 found, and no card item of the
table holds the face of a card P1 cannot see now. The window does not repaint while the bots play
(``setUpdatesEnabled(False)``): the test reads what the widgets and the table's items hold, which
is what painting draws, and painting them offscreen was half the cost of each change.

The seeds give short games that still hold every kind of action of a longer one: Eliria 10 (43
actions: first player, play, set, flip, move, attack, react), Mitos y Leyendas 1 (85: mulligans,
play, discard, battle, attack, block), SiX 9 (49: mulligans, play, equip, choose, combat, attack,
block, resolve), Yu-Gi-Oh! 23 (76: summon, set, flip, position, activate, target, battle, attack).
Random Magic bots play about a thousand actions, mostly passes; seed 4's first 200 hold
mulligans and cards put on the bottom (CR 103.5), lands, spells cast with targets, modes and X,
attacks, blocks and damage assignment.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QGraphicsSimpleTextItem, QGraphicsTextItem, QLabel, QPlainTextEdit, \
    QTextEdit, QWidget

from desktop.main_window import MainWindow
from desktop.session import BOT, Seat
from desktop.table.items import CardItem
from engine.core import game_names
from engine.core.actions import CONCEDE, Action, Event
from engine.core.observation import Observation
from tests.desktop.tables import shown_window
from tests.helpers import demo_state

VIEWER = 0
#: Changes watched before a game still going is conceded.
CHANGES = 200
#: The state's seed of each game (the bots' is 1): see the module's docstring.
SEEDS = {"eliria": 10, "mtg": 4, "myl": 1, "six": 9, "ygo": 23}


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
    state = demo_state(game, SEEDS[game])
    own = {card.defn.name for card in state.cards if card is not None and card.owner == VIEWER}
    secret = {card.defn.name for card in state.cards if card is not None and card.owner != VIEWER} - own
    seen: set[str] = set()
    window = shown_window(qtbot)
    window.setUpdatesEnabled(False)
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
    qtbot.waitUntil(lambda: session.state.is_terminal() or checks >= CHANGES, timeout=300_000)
    if not session.state.is_terminal():
        session.stop()
        session.wait_for_bots()
        assert session.perform(Action(CONCEDE, session.state.current_player() or 0))
    assert session.state.is_terminal()
    scan()
    assert checks > 20 and "attack" in {action.kind for action in session.state.history}  # cards in play, fought over
    assert secret - seen, "the test needs cards of P2 that P1 never sees"
    assert leaks == [], "\n".join(leaks[:10])
