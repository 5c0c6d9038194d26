"""One QGraphicsScene for every game: zones from the game's layout, cards from an observation.

The scene shows what an ``Observation`` says and reports what the player does as ``Gesture``s
(``gesture_made``); it never changes the game. While a card is dragged, the zones and cards its
legal gestures lead to light up; a drop anywhere else snaps back.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsLineItem, QGraphicsPixmapItem, QGraphicsPolygonItem, QGraphicsScene, QGraphicsSimpleTextItem

from desktop.pixmaps import CardPixmaps
from desktop.table.items import HIGHLIGHT, TARGET, CardItem, SeatLabel, ZoneItem, ZoneLabel
from desktop.table.layout import TableLayout
from engine.core.game import Game
from engine.core.gestures import Gesture
from engine.core.observation import CardView, Observation, ZoneView
from engine.core.zones import zone_key


class TableScene(QGraphicsScene):
    gesture_made = Signal(object)  # Gesture
    card_hovered = Signal(object)  # CardView
    context_requested = Signal(object, object)  # CardView, QPoint (screen)
    selection_changed = Signal(tuple)

    def __init__(self, game: Game, layout: TableLayout, pixmaps: CardPixmaps, lang: str = "es",
                 names: tuple[str, ...] = ()) -> None:
        """``names`` name the seats (Bot, Human…) at a table of more than two."""
        super().__init__()
        self.game = game
        self.layout = layout
        self.pixmaps = pixmaps
        self.lang = lang
        self.names = names
        self.viewer = 0
        self.cards: dict[int, CardItem] = {}
        self.zones: dict[str, ZoneItem] = {}
        self.seats: dict[int, SeatLabel] = {}
        self.piles: dict[str, QGraphicsPixmapItem] = {}
        self.arrows: list[QGraphicsLineItem | QGraphicsPolygonItem | QGraphicsSimpleTextItem] = []
        self.observation: Observation | None = None
        self.legal: list[Gesture] = []
        self.selecting = False
        self.selection: tuple[int, ...] = ()
        self._sources: dict[int, str] = {}
        self.focused: int | None = None
        self.setSceneRect(QRectF(0, 0, layout.width, layout.height))
        self.setBackgroundBrush(QBrush(QColor(layout.background)))

    # ------------------------------------------------------------------ showing an observation

    def show_observation(self, observation: Observation, legal: list[Gesture], animate: bool = True,
                         sources: dict[int, str] | None = None) -> None:
        """Lay out the table for ``observation``; ``legal`` are the gestures the viewer may make;
        ``sources`` says which zone a card came from, so that a new card flies in from there."""
        self._sources = sources or {}
        first = self.observation is None
        self.observation = observation
        self.viewer = observation.viewer if observation.viewer is not None else 0
        self.legal = legal
        self._ensure_zones(observation)
        seen: set[int] = set()
        for zone in observation.zones:
            geometry = self.layout.zones.get(zone.name)
            if geometry is None:
                continue
            item = self.zones[zone.key]
            item.caption.set_count(zone.count if geometry.arrange == "pile" else None)
            scale = self.layout.scale(zone.owner, self.viewer, self.game.num_players)
            if not zone.cards and zone.count:
                self._show_pile(zone, item.rect(), scale)
                continue
            self._hide_pile(zone.key)
            area = item.rect().adjusted(0, 0, -item.caption.beside, 0)
            for card_id, pos, z in self._positions(zone, geometry.arrange, geometry.slots, area, scale):
                view = next(c for c in zone.cards if c.id == card_id)
                card = self._card_item(view)
                card.setZValue(z)
                card.setScale(scale)
                card.show_stats = zone.name in ("campo", "combate") and view.attached_to is None and bool(view.stats)
                card.place(pos, view.rotated, animate and not first)
                seen.add(card_id)
            item.update()
        for card_id in list(self.cards):
            if card_id not in seen:
                self.removeItem(self.cards.pop(card_id))
        self._light_targets()
        self._draw_chain(observation)
        self.update()

    def _ensure_zones(self, observation: Observation) -> None:
        if self.zones and all(z.key in self.zones for z in observation.zones if z.name in self.layout.zones):
            self._place_zones()
            return
        for owner, spec in self.game.zone_table:
            if spec.name not in self.layout.zones:
                continue
            key = zone_key(owner, spec.name)
            if key not in self.zones:
                english = self.lang == "en"
                label = spec.label_en if english else spec.label
                short = self.layout.zones[spec.name].short[1 if english else 0]
                item = ZoneItem(key, owner, spec.name, ZoneLabel(label, short), QRectF())
                if owner is not None and self.game.num_players > 2:  # the tooltip says whose it is
                    item.setToolTip(f"{self._seat_name(owner)} · {label}")
                self.addItem(item)
                self.addItem(item.caption)
                self.zones[key] = item
        if self.game.num_players > 2 and self.layout.seat_label is not None and not self.seats:
            for player in range(self.game.num_players):
                self.seats[player] = SeatLabel(self._seat_name(player))
                self.addItem(self.seats[player])
        self._place_zones()

    def _seat_name(self, player: int) -> str:
        """«P3 · Bot», or «P3» when the seats have no names."""
        return f"P{player + 1} · {self.names[player]}" if player < len(self.names) else f"P{player + 1}"

    def _place_zones(self) -> None:
        players = self.game.num_players
        for item in self.zones.values():
            rect = QRectF(*self.layout.rect(item.name, item.owner, self.viewer, players))
            scale = self.layout.scale(item.owner, self.viewer, players)
            headroom = (rect.height() + (self.layout.label_height - self.layout.card_height) * scale) / 2
            item.setRect(rect)
            item.caption.place(rect, headroom, self.layout.zones[item.name].arrange == "row", scale)
        if self.layout.seat_label is not None:
            for player, label in self.seats.items():
                label.place(QRectF(*self.layout.place(self.layout.seat_label, player, self.viewer, players)))

    def _card_item(self, view: CardView) -> CardItem:
        pixmap = self._pixmap(view)
        item = self.cards.get(view.id)
        if item is None:
            item = CardItem(view, pixmap, self.layout.card_width, self.layout.card_height)
            source = self.zones.get(self._sources.get(view.id, ""))
            if source is not None:
                item.setPos(source.rect().center())
            item.setVisible(True)
            self.addItem(item)
            self.cards[view.id] = item
        else:
            item.view = view
            item.pixmap = pixmap
            item.update()
        item.setToolTip(view.name or "")
        return item

    def _pixmap(self, view: CardView) -> QPixmap:
        if view.code is None or not view.face_up and view.owner != self.viewer:
            limbo = view.code is not None and bool(getattr(self.game.cards.by_code(view.code), "limbo", False))
            return self.pixmaps.back(self.game.name, limbo)
        if not view.face_up:
            return self.pixmaps.back(self.game.name)
        return self.pixmaps.face(self.game.name, view.code)

    def _show_pile(self, zone: ZoneView, rect: QRectF, scale: float = 1.0) -> None:
        pile = self.piles.get(zone.key)
        if pile is None:
            pixmap = self.pixmaps.back(self.game.name)
            pile = QGraphicsPixmapItem(pixmap)
            pile.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
            self.addItem(pile)
            self.piles[zone.key] = pile
        pile.setScale(self.layout.card_width * scale / pile.pixmap().width())
        top = rect.center().y() + (self.layout.label_height - self.layout.card_height) * scale / 2
        pile.setPos(rect.center().x() - self.layout.card_width * scale / 2, top)
        pile.setVisible(True)

    def _hide_pile(self, key: str) -> None:
        if key in self.piles:
            self.piles[key].setVisible(False)

    def _positions(self, zone: ZoneView, arrange: str, slots: int, rect: QRectF,
                   scale: float = 1.0) -> list[tuple[int, QPointF, float]]:
        """Centres and stacking order of a zone's cards (drawn at ``scale``); attachments sit
        under their card."""
        main = [c for c in zone.cards if c.attached_to is None]
        attached = [c for c in zone.cards if c.attached_to is not None]
        cw = self.layout.card_width * scale
        cy = rect.center().y() + self.layout.label_height * scale / 2
        result: list[tuple[int, QPointF, float]] = []
        if arrange == "pile":
            # a card that can act (flashback, a graveyard target…) comes out on top of the pile, each a
            # little lower than the last, so that a person sees it and can take it
            acting = {g.card for g in self.legal if g.card is not None} | {g.onto_card for g in self.legal if g.onto_card is not None}
            buried = [c for c in reversed(main) if c.id not in acting]
            for depth, card in enumerate(buried):
                result.append((card.id, QPointF(rect.center().x(), cy - min(depth, 12) * 0.6 * scale), float(depth)))
            for rank, card in enumerate(c for c in reversed(main) if c.id in acting):
                result.append((card.id, QPointF(rect.center().x(), cy + 24 * scale * rank), 20.0 + rank))
        else:
            # a card turned 90° is as wide as a card is tall, and it stays inside its zone
            gap = 8 * scale
            widths = [self.layout.card_height * scale if c.rotated else cw for c in main]
            xs: list[float] = []
            if arrange == "slots" and slots:
                step = rect.width() / slots
                xs = [_clamp(rect.left() + step * (i + 0.5), rect.left() + (w + gap) / 2, rect.right() - (w + gap) / 2)
                      for i, w in enumerate(widths)]
            else:
                overlap = max(0.0, (sum(widths) + gap * len(widths) - rect.width()) / (len(widths) - 1)) if len(widths) > 1 else 0.0
                x = rect.left() + gap / 2
                for w in widths:
                    xs.append(x + w / 2)
                    x += w + gap - overlap
            for i, card in enumerate(main):
                result.append((card.id, QPointF(xs[i], cy), 10.0 + i))
        host_pos = {card_id: (pos, z) for card_id, pos, z in result}
        for card in attached:
            pos, z = host_pos.get(card.attached_to, (QPointF(rect.center().x(), cy), 10.0))  # type: ignore[arg-type]
            result.append((card.id, QPointF(pos.x(), pos.y() + 24 * scale), z - 0.5))
        return result

    # ------------------------------------------------------------------ highlights and chain arrows

    def _light_targets(self, dragged: int | None = None) -> None:
        for zone in self.zones.values():
            zone.lit = False
            zone.update()
        clickable = {g.card for g in self.legal if g.is_click}
        draggable = {g.card for g in self.legal if g.is_drag}
        targets = {g.onto_card for g in self.legal if dragged is not None and g.card == dragged and g.onto_card is not None}
        for card_id, item in self.cards.items():
            if dragged is not None:
                item.highlight = TARGET if card_id in targets else None
            elif card_id in clickable:
                item.highlight = TARGET
            elif card_id in draggable:
                item.highlight = HIGHLIGHT
            else:
                item.highlight = None
            item.selected = card_id in self.selection
            item.update()
        if dragged is not None:
            for gesture in self.legal:
                if gesture.card == dragged and gesture.onto_zone in self.zones:
                    self.zones[gesture.onto_zone].lit = True
                    self.zones[gesture.onto_zone].update()

    def _draw_chain(self, observation: Observation) -> None:
        for item in self.arrows:
            self.removeItem(item)
        self.arrows = []
        for number, link in enumerate(observation.chain, start=1):
            source = self.cards.get(link.source)
            if source is None:
                continue
            label = QGraphicsSimpleTextItem(str(number))
            font = QFont("DejaVu Sans", 16)
            font.setBold(True)
            label.setFont(font)
            label.setBrush(QBrush(QColor(255, 235, 120)))
            label.setPos(source.pos() + QPointF(-self.layout.card_width / 2 - 18, -self.layout.card_height / 2))
            label.setZValue(2000)
            self.addItem(label)
            self.arrows.append(label)
            for target in link.targets:
                if target in self.cards:
                    self._arrow(source.pos(), self.cards[target].pos())

    def _arrow(self, start: QPointF, end: QPointF) -> None:
        pen = QPen(QColor(255, 120, 60, 220), 4)
        line = QGraphicsLineItem(QLineF(start, end))
        line.setPen(pen)
        line.setZValue(1999)
        angle = math.atan2(end.y() - start.y(), end.x() - start.x())
        size = 16
        head = QPolygonF([
            end,
            end - QPointF(math.cos(angle - 0.4) * size, math.sin(angle - 0.4) * size),
            end - QPointF(math.cos(angle + 0.4) * size, math.sin(angle + 0.4) * size),
        ])
        tip = QGraphicsPolygonItem(head)
        tip.setBrush(QBrush(QColor(255, 120, 60)))
        tip.setPen(QPen(Qt.PenStyle.NoPen))
        tip.setZValue(1999)
        self.addItem(line)
        self.addItem(tip)
        self.arrows.extend([line, tip])

    # ------------------------------------------------------------------ what the player does

    def can_drag(self, item: CardItem) -> bool:
        return item.view.owner == self.viewer or item.view.controller == self.viewer

    def drag_started(self, item: CardItem) -> None:
        self._light_targets(item.view.id)

    def dropped(self, item: CardItem, pos: QPointF) -> None:
        """A drop becomes a gesture; on nothing it snaps back. Under the drop point, the cards
        from the top down and then their zone: the first that makes a legal gesture wins (a
        card dropped on a card of a crowded zone goes into the zone when only that is legal),
        else the topmost, so that the refusal names what was tried."""
        # Shift held: the alternate drop (Eliria: play face down, or a card's second attack)
        alt = "alt" if QGuiApplication.keyboardModifiers() & Qt.KeyboardModifier.ShiftModifier else None
        candidates: list[Gesture] = []
        for other in self.items(pos):
            if isinstance(other, CardItem) and other is not item:
                candidates.append(Gesture(item.view.id, onto_card=other.view.id, button=alt))
            elif isinstance(other, ZoneItem):
                candidates.append(Gesture(item.view.id, onto_zone=other.key, button=alt))
                break
        gesture = next((g for g in candidates if g in self.legal), candidates[0] if candidates else None)
        self._light_targets()
        item.snap_back()
        if gesture is not None:
            self.gesture_made.emit(gesture)

    def clicked(self, item: CardItem) -> None:
        if self.selecting:
            card_id = item.view.id
            self.selection = tuple(c for c in self.selection if c != card_id) if card_id in self.selection else self.selection + (card_id,)
            self._light_targets()
            self.selection_changed.emit(self.selection)
            return
        gesture = Gesture(item.view.id)
        if gesture in self.legal:
            self.gesture_made.emit(gesture)

    def double_clicked(self, item: CardItem) -> None:
        """Double-click: the card's click action, else its first legal gesture."""
        for gesture in self.legal:
            if gesture.card == item.view.id and gesture.is_click:
                self.gesture_made.emit(gesture)
                return
        for gesture in self.legal:
            if gesture.card == item.view.id:
                self.gesture_made.emit(gesture)
                return

    def hovered(self, item: CardItem) -> None:
        self.card_hovered.emit(item.view)

    def context_menu(self, item: CardItem, screen_pos: object) -> None:
        self.context_requested.emit(item.view, screen_pos)

    def actionable(self) -> list[int]:
        """Cards with a legal gesture, in table order (left to right, bottom up)."""
        ids = {g.card for g in self.legal if g.card is not None and g.card in self.cards}
        return sorted(ids, key=lambda c: (-self.cards[c].pos().y(), self.cards[c].pos().x()))

    def focus_next(self, step: int = 1) -> int | None:
        """Keyboard: move the focus to the next (or previous) card that can act."""
        cards = self.actionable()
        if not cards:
            self.focused = None
        elif self.focused not in cards:
            self.focused = cards[0] if step > 0 else cards[-1]
        else:
            self.focused = cards[(cards.index(self.focused) + step) % len(cards)]
        for card_id, item in self.cards.items():
            item.focused = card_id == self.focused
            item.update()
        return self.focused

    def activate_focused(self) -> None:
        if self.focused in self.cards:
            self.double_clicked(self.cards[self.focused])

    def set_selecting(self, on: bool) -> None:
        self.selecting = on
        self.selection = ()
        self._light_targets()


def _clamp(value: float, low: float, high: float) -> float:
    """``value`` within ``low`` and ``high``; their middle when there is no room between them."""
    return (low + high) / 2 if low > high else min(max(value, low), high)
