"""Playing the window as a person does with a mouse and a keyboard, never dragging and never
emitting a signal: mouse clicks on card items, on the lines of a card's menu and on the prompt
bar's buttons; Tab, Return and Space. Each helper performs one legal action of the engine by its
click or keyboard path (``desktop.widgets.card_actions``)."""

from __future__ import annotations

import time

from PySide6.QtCore import QAbstractAnimation, QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from desktop.main_window import MainWindow
from desktop.table.items import CardItem
from engine.core.actions import Action
from engine.core.gestures import Gesture


def settled(window: MainWindow) -> bool:
    """No card of the table is still flying or turning."""
    scene = window.table.scene
    assert scene is not None
    running = QAbstractAnimation.State.Running
    return not any(isinstance(a, QAbstractAnimation) and a.state() == running
                   for c in scene.cards.values() for a in vars(c).values())


def visible_point(window: MainWindow, item: CardItem) -> QPointF | None:
    """A point of ``item`` no other card covers (a person clicks the part of a card they see)."""
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


def click_card(window: MainWindow, card: int) -> bool:
    """Click ``card`` where it can be seen; ``False`` when no part of it can be."""
    scene = window.table.scene
    assert scene is not None
    item = scene.cards[card]
    point = visible_point(window, item)
    if point is None:
        return False
    window.table.view.ensureVisible(item)
    QTest.mouseClick(window.table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     window.table.view.mapFromScene(point))
    return True


def click_button(window: MainWindow, name: str) -> None:
    button = window.table.prompt_bar.buttons[name]
    assert button.isEnabled(), f"{name} is disabled"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def key(window: MainWindow, which: Qt.Key) -> None:
    """Press ``which`` in the window, as a person does: at the question the table has drawn (a key
    pressed before the game's current question is drawn does nothing, ``TablePage.question_seen``),
    with the window active (made so first, as a person's click on it would: the offscreen platform
    may leave no window active after a popup menu). Both are waited for together and the key is
    pressed at once: a menu closed just before may still take the activation away meanwhile."""
    table = window.table if window.tabs.currentIndex() == 0 else None
    deadline = time.monotonic() + 60  # 60 s is an upper bound for a loaded machine
    while time.monotonic() < deadline:
        active = QApplication.activeWindow() is window
        if active and (table is None or table.question_seen()):
            break
        if not active:
            window.activateWindow()
        QTest.qWait(10)
    assert QApplication.activeWindow() is window
    assert table is None or table.question_seen(), unseen(window)
    QTest.keyClick(window, which)


def unseen(window: MainWindow) -> str:
    """Why the table's question is not drawn, for a failing test: the bar and the window as Qt has them."""
    bar = window.table.prompt_bar
    handle = window.windowHandle()
    return (f"the question is not drawn: bar visible={bar.isVisible()} geometry={bar.geometry()} "
            f"visible region={bar.visibleRegion().boundingRect()} window exposed={handle is not None and handle.isExposed()}")


def focus_card(window: MainWindow, card: int) -> bool:
    """Tab until ``card`` has the keyboard focus; ``False`` when Tab never reaches it."""
    actions = window.table.card_actions
    assert actions is not None
    for _ in range(60):
        key(window, Qt.Key.Key_Tab)
        if actions.focused == card:
            return True
    return False


def open_menu(window: MainWindow) -> QMenu | None:
    actions = window.table.card_actions
    assert actions is not None
    return actions.menu if actions.menu is not None and actions.menu.isVisible() else None


def choose_line(window: MainWindow, menu: QMenu, label: str, keyboard: bool) -> None:
    """Choose the line ``label`` of a card's menu, with the mouse or with Down and Return."""
    entry = next(a for a in menu.actions() if a.objectName() == f"card action:{label}")
    if keyboard:
        for _ in range(len(menu.actions()) + 1):
            if menu.activeAction() is entry:
                break
            QTest.keyClick(menu, Qt.Key.Key_Down)
        assert menu.activeAction() is entry
        QTest.keyClick(menu, Qt.Key.Key_Return)
    else:
        QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         menu.actionGeometry(entry).center())


def perform(window: MainWindow, action: Action, gesture: Gesture, keyboard: bool) -> None:
    """Do the legal ``action`` (made by ``gesture``) by its click path (``keyboard``: by keys)."""
    actions = window.table.card_actions
    scene = window.table.scene
    assert actions is not None and scene is not None
    if gesture.card is None:  # a button of the prompt bar (the cards of a mulligan are clicked first)
        assert gesture.button is not None
        if gesture.button == "mulligan" and gesture.selection:
            for card in gesture.selection:  # the cards to return are clicked, then the button
                if keyboard:
                    assert focus_card(window, card), f"Tab never reaches card {card}"
                    key(window, Qt.Key.Key_Return)
                else:
                    assert click_card(window, card), f"card {card} cannot be seen"
        names = list(window.table.prompt_bar.buttons)
        if keyboard and window.table.prompt_bar.primary() == gesture.button:
            key(window, Qt.Key.Key_Space)
        elif keyboard and names.index(gesture.button) < 9:  # keys 1 to 9: the bar's buttons
            key(window, Qt.Key(Qt.Key.Key_1.value + names.index(gesture.button)))
        else:
            click_button(window, gesture.button)
        return
    card = gesture.card
    choice = next(c for c in actions.choices(card) if (action, gesture) in c.options)
    if keyboard:
        assert focus_card(window, card), f"Tab never reaches card {card}"
        key(window, Qt.Key.Key_Return)
    else:
        assert click_card(window, card), f"card {card} cannot be seen"
    menu = open_menu(window)
    if menu is None:
        return  # done at once: the card's only plain action
    choose_line(window, menu, choice.label, keyboard)
    if len(choice.options) == 1:
        return
    if gesture.onto_card is not None and gesture.onto_card in scene.cards:  # a lit target
        if keyboard:
            assert focus_card(window, gesture.onto_card), f"Tab never reaches target {gesture.onto_card}"
            key(window, Qt.Key.Key_Return)
        else:
            assert click_card(window, gesture.onto_card), f"target {gesture.onto_card} cannot be seen"
        return
    picking = actions.picking
    assert picking is not None
    name = next(k for k, option in picking.others.items() if option == (action, gesture))
    click_button(window, name)


def viewport_point(window: MainWindow, scene_pos: QPointF) -> QPoint:
    return window.table.view.mapFromScene(scene_pos)
