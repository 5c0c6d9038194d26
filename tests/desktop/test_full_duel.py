"""A whole SiX duel against the bot, played through the window: drags and clicks on the table,
prompt buttons pressed; screenshots saved under test-artifacts/. (Every game by clicks and keys
only, no drag: ``test_duel_by_clicks.py``.) Seed 13 gives a short duel (about 30 moves of the
test) with mulligans, plays, equipment, choices, combat, attacks, blocks and a resolution."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractAnimation, QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from desktop.dialogs.new_game import NewGameSettings
from desktop.main_window import MainWindow
from desktop.table.items import CardItem
from engine.core import Rng, get_game
from engine.core.gestures import Gesture
from tests.desktop.deciding import human_deciding
from tests.desktop.tables import shown_window

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
SEED = 13


def _viewport_point(window: MainWindow, scene_pos: QPointF) -> QPoint:
    return window.table.view.mapFromScene(scene_pos)


def _drag(qtbot, window: MainWindow, item: CardItem, target: QPointF,  # type: ignore[no-untyped-def]
          modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    viewport = window.table.view.viewport()
    start = _viewport_point(window, _visible_point(window, item) or item.scenePos())
    end = _viewport_point(window, target)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, modifier, start)
    for step in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * step / 5)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, modifier, end)


def _visible_point(window: MainWindow, item: CardItem) -> QPointF | None:
    """A point of ``item`` no other card covers (a person clicks the part of a card they see);
    ``None`` when other cards cover it all."""
    scene = window.table.scene
    assert scene is not None
    box = item.sceneBoundingRect()
    steps = [0.5] + [i / 10 for i in range(1, 10) if i != 5]
    for fy in steps:
        for fx in steps:
            spot = QPointF(box.left() + box.width() * fx, box.top() + box.height() * fy)
            top = next((o for o in scene.items(spot) if isinstance(o, CardItem)), None)
            if top is item:
                return spot
    return None


def reachable(window: MainWindow, gesture: Gesture) -> bool:
    """Whether a person can make ``gesture``: a button, or a card of which they see a part."""
    scene = window.table.scene
    assert scene is not None
    if gesture.button is not None and not gesture.is_drag:
        return True
    item = scene.cards.get(gesture.card) if gesture.card is not None else None
    return item is not None and _visible_point(window, item) is not None


def _click(window: MainWindow, item: CardItem) -> None:
    viewport = window.table.view.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     _viewport_point(window, _visible_point(window, item) or item.scenePos()))


def _settled(window: MainWindow) -> bool:
    """No card of the table is still flying or turning."""
    scene = window.table.scene
    assert scene is not None
    running = QAbstractAnimation.State.Running
    return not any(a is not None and a.state() == running
                   for c in scene.cards.values() for a in (c._move_anim, c._turn_anim))


def _free_spot(window: MainWindow, zone: QRectF, item: CardItem) -> QPointF:
    """A point of ``zone`` with no other card on it (a drop on a card means that card), from
    the right end inwards, as a person drops a card into the gap of a crowded zone."""
    scene = window.table.scene
    assert scene is not None
    viewport = window.table.view.viewport()
    screen = window.screen().geometry().translated(-viewport.mapToGlobal(QPoint(0, 0)))  # the mouse stays on it
    visible = viewport.rect().intersected(screen).adjusted(40, 40, -40, -40)
    for fx in (0.03, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.97):
        for fy in (0.5, 0.15, 0.85):
            # where the mouse really lands (whole viewport pixels, well inside the view), with a margin
            point = _viewport_point(window, QPointF(zone.left() + zone.width() * fx, zone.top() + zone.height() * fy))
            spot = window.table.view.mapToScene(point)
            near = QRectF(spot.x() - 8, spot.y() - 8, 16, 16)
            if (zone.contains(spot) and visible.contains(point)
                    and not any(isinstance(o, CardItem) and o is not item for o in scene.items(near))):
                return spot
    return zone.center() + QPointF(zone.width() / 2 - 20, 0)


def _perform(qtbot, window: MainWindow, gesture: Gesture) -> None:  # type: ignore[no-untyped-def]
    """Do a legal gesture the way a person would."""
    scene = window.table.scene
    assert scene is not None
    if gesture.button is not None and not gesture.is_drag:
        if gesture.button == "mulligan":
            qtbot.waitUntil(lambda: _settled(window))  # a card still flying into the hand is not where it is drawn
            for card in gesture.selection:
                _click(window, scene.cards[card])
            assert sorted(scene.selection) == sorted(gesture.selection), f"clicking {gesture.selection} selected {scene.selection}"
        qtbot.mouseClick(window.table.prompt_bar.buttons[gesture.button], Qt.MouseButton.LeftButton)
        return
    item = scene.cards[gesture.card]  # type: ignore[index]
    # the alternate drag (Eliria: face down, or the second attack) is made with Shift held
    modifier = Qt.KeyboardModifier.ShiftModifier if gesture.button == "alt" else Qt.KeyboardModifier.NoModifier
    if gesture.onto_card is not None:
        _drag(qtbot, window, item, scene.cards[gesture.onto_card].scenePos(), modifier)
    elif gesture.onto_zone is not None:
        qtbot.waitUntil(lambda: _settled(window))  # a drop on a card means that card
        _drag(qtbot, window, item, _free_spot(window, scene.zones[gesture.onto_zone].sceneBoundingRect(), item), modifier)
    else:
        _click(window, item)
        actions = window.table.card_actions
        menu = actions.menu if actions is not None else None
        if actions is not None and menu is not None and menu.isVisible():
            # the card can do more than this: its menu lists it; the line of this gesture is chosen
            choice = next(c for c in actions.choices(item.view.id) if any(g == gesture for _a, g in c.options))
            entry = next(a for a in menu.actions() if a.objectName() == f"card action:{choice.label}")
            QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, menu.actionGeometry(entry).center())


def test_a_whole_duel_through_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    ARTIFACTS.mkdir(exist_ok=True)
    window = shown_window(qtbot)
    decks = list(get_game("six").demo_decks().values())
    window.games.start(NewGameSettings("six", (decks[0], decks[1]), "bot", "random", SEED, False))
    session = window.session
    assert session is not None
    rng = Rng(SEED)
    shots = 0
    moves = 0
    for _ in range(3000):
        qtbot.waitUntil(lambda: session.state.is_terminal() or human_deciding(session))
        if session.state.is_terminal():
            break
        # let the cards land, as a person would, unless the duel moved on meanwhile (auto-passing)
        qtbot.waitUntil(lambda: _settled(window) or not session.human_to_act() or session.thinking)
        if not session.human_to_act() or session.thinking:
            continue  # auto-pass answered meanwhile and the bot is playing
        before = len(session.state.history)
        gestures = [g for g in session.legal_gestures() if reachable(window, g)] or session.legal_gestures()
        gesture = rng.choice(gestures)
        _perform(qtbot, window, gesture)
        try:
            qtbot.waitUntil(lambda: len(session.state.history) > before or session.state.is_terminal())
        except Exception:
            raise AssertionError(f"{gesture} did nothing at {session.state.prompt}: {window.statusBar().currentMessage()}")
        moves += 1
        if moves in (1, 8, 25, 60) and shots < 4:
            qtbot.waitUntil(lambda: _settled(window))
            window.grab().save(str(ARTIFACTS / f"duel-{moves:03d}.png"))
            shots += 1
    qtbot.waitUntil(lambda: _settled(window))
    window.grab().save(str(ARTIFACTS / "duel-end.png"))
    assert session.state.is_terminal()
    assert moves > 10
    assert "Resultado" not in window.table.prompt_bar.text.text()  # the bar says the game is over
    assert window.table.prompt_bar.text.text()
    session.stop()
