"""One QGraphicsScene for every game: zones from the game's layout, cards from an observation.

The scene shows what an ``Observation`` says and reports what the player does as ``Gesture``s
(``gesture_made``); it never changes the game. While a card is dragged, the zones and cards its
legal gestures lead to light up; a drop anywhere else snaps back.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import (QGraphicsEllipseItem, QGraphicsLineItem, QGraphicsPixmapItem, QGraphicsPolygonItem, QGraphicsScene,
                               QGraphicsSimpleTextItem)

from desktop.pixmaps import CardPixmaps
from desktop.table.arrange import Arranger, label_pixels, pile_rect
from desktop.table.badges import Badges
from desktop.table.items import HIGHLIGHT, TARGET, CardItem, ZoneItem, ZoneLabel
from desktop.table.layout import TableGeometry, TableLayout
from desktop.table.seat_facts import seat_facts
from desktop.table.seat_plate import SeatPlate
from engine.core.game import Game
from engine.core.gestures import ALT, Gesture
from engine.core.observation import CardView, Observation, ZoneView
from engine.core.terms import card_name
from engine.core.zones import zone_key


#: The view a scene lays itself out for until a view tells it its size (about the table of a
#: 1600 × 1000 window).
DEFAULT_VIEW = (1374.0, 856.0)


class TableScene(QGraphicsScene):
    gesture_made = Signal(object)  # Gesture
    card_hovered = Signal(object)  # CardView
    context_requested = Signal(object, object)  # CardView, QPoint (screen)
    card_clicked = Signal(object)  # CardView: a plain click (desktop.widgets.card_actions answers it)
    selection_changed = Signal(tuple)

    def __init__(self, game: Game, layout: TableLayout, pixmaps: CardPixmaps, lang: str = "es",
                 names: tuple[str, ...] = ()) -> None:
        """``names`` name the seats (Bot, Human…)."""
        super().__init__()
        self.game = game
        self.layout = layout
        self.pixmaps = pixmaps
        self.lang = lang
        self.names = names
        self.viewer = 0
        self.geometry: TableGeometry = layout.fit(*DEFAULT_VIEW, game.num_players)
        self.badges = Badges(layout.card_stats, layout.markers)
        #: Zones whose cards are in play (their stats badges show), as the game declares them.
        self.in_play = frozenset(spec.name for spec in game.zone_specs if "battlefield" in spec.roles)
        self.cards: dict[int, CardItem] = {}
        self.zones: dict[str, ZoneItem] = {}
        self.plates: dict[int, SeatPlate] = {}
        self.piles: dict[str, QGraphicsPixmapItem] = {}
        self.arrows: list[QGraphicsLineItem | QGraphicsPolygonItem | QGraphicsSimpleTextItem | QGraphicsEllipseItem] = []
        self.observation: Observation | None = None
        self.legal: list[Gesture] = []
        self.selecting = False
        self.selection: tuple[int, ...] = ()
        self.thinking = False
        self._sources: dict[int, str] = {}
        self.focused: int | None = None
        self.setSceneRect(QRectF(0, 0, self.geometry.width, self.geometry.height))
        self.setBackgroundBrush(QBrush(QColor(layout.background)))

    @property
    def seats(self) -> dict[int, SeatPlate]:
        """Each player's seat plate (its name, life and counts)."""
        return self.plates

    def set_view_size(self, width: float, height: float) -> None:
        """Lay the table out again for a view of ``width`` × ``height`` pixels: the cards take
        the size that fits it."""
        geometry = self.layout.fit(width, height, self.game.num_players)
        if geometry == self.geometry:
            return
        self.geometry = geometry
        self.setSceneRect(QRectF(0, 0, geometry.width, geometry.height))
        if self.observation is not None:
            self._lay_out(animate=False)

    def set_thinking(self, thinking: bool) -> None:
        """The bot to act is thinking (its seat plate says so) or has decided."""
        self.thinking = thinking
        if self.observation is not None:
            self._show_plates(self.observation)

    # ------------------------------------------------------------------ showing an observation

    def show_observation(self, observation: Observation, legal: list[Gesture], animate: bool = True,
                         sources: dict[int, str] | None = None) -> None:
        """Lay out the table for ``observation``; ``legal`` are the gestures the viewer may make;
        ``sources`` says which zone a card came from, so that a new card flies in from there.
        When the viewer changes (hot-seat), the table turns at once: nothing flies across."""
        self._sources = sources or {}
        first = self.observation is None
        viewer = observation.viewer if observation.viewer is not None else 0
        turned = viewer != self.viewer
        self.observation = observation
        self.viewer = viewer
        self.legal = legal
        self._lay_out(animate and not first and not turned)

    def _lay_out(self, animate: bool) -> None:
        observation = self.observation
        assert observation is not None
        geo = self.geometry
        self._ensure_zones(observation)
        self._place_zones()
        seen: set[int] = set()
        arranger = Arranger(self.geometry, self.viewer, self.legal, self._kind)
        for zone in observation.zones:
            geometry = self.layout.zones.get(zone.name)
            if geometry is None:
                continue
            item = self.zones[zone.key]
            scale = geo.scale(zone.owner, self.viewer)
            rect = item.rect()
            pile = geometry.arrange == "pile"
            item.empty = zone.count == 0
            item.depth = zone.count if pile else 0
            item.caption.set_count(zone.count if pile else None)
            item.pile_rect = pile_rect(self.geometry, rect, scale) if pile else None
            item.caption.place(rect, label_pixels(self.geometry, scale), item.pile_rect,
                               tab=not item.empty and geometry.arrange != "hand")
            item.update()
            if not zone.cards and zone.count:
                self._show_pile(zone, item.pile_rect or rect)
                continue
            self._hide_pile(zone.key)
            own_hand = geometry.arrange == "hand" and zone.owner == self.viewer
            for card_id, pos, z, card_scale, tilt in arranger.positions(zone, geometry, rect, scale):
                view = next(c for c in zone.cards if c.id == card_id)
                card = self._card_item(view)
                card.setZValue(z)
                if geometry.arrange == "hand":  # fanned: drawn in its own size, so that its cached picture is sharp
                    card.set_size(geo.card_width * card_scale, geo.card_height * card_scale)
                    card.setScale(1.0)
                else:
                    card.set_size(geo.card_width, geo.card_height)
                    card.setScale(card_scale)
                card.in_play = zone.name in self.in_play and view.attached_to is None
                card.liftable = own_hand
                card.place(pos, view.rotated, animate, tilt)
                seen.add(card_id)
        for card_id in list(self.cards):
            if card_id not in seen:
                self.removeItem(self.cards.pop(card_id))
        self._clear_tabs()
        self._show_plates(observation)
        self._light_targets()
        self._draw_chain(observation)
        self.update()

    def _clear_tabs(self) -> None:
        """A zone's name tab sits on its top edge over the frames of its cards, never their
        names: where a card reaches above (an attachment peeking out), the tab moves along the
        edge to where it covers none, else it is left out (the zone's tooltip names it)."""
        by_zone: dict[str, list[QRectF]] = {}
        for card in self.cards.values():
            by_zone.setdefault(card.view.zone, []).append(card.mapRectToScene(card.card_rect()))
        for key, zone in self.zones.items():
            caption = zone.caption
            if not caption.tab:
                continue
            cards = by_zone.get(key, [])
            tab = caption.name_rect
            rect = zone.rect()
            spots = [tab.left(), rect.right() - tab.width() - (tab.left() - rect.left())]
            spots += [c.right() + 2 for c in cards if c.right() + 2 + tab.width() <= rect.right()]
            for left in spots:
                moved = QRectF(left, tab.top(), tab.width(), tab.height())
                if all(c.intersected(moved).height() <= c.height() * 0.07 for c in cards):
                    caption.move_tab(left)
                    break
            else:
                caption.hide_tab()

    def _ensure_zones(self, observation: Observation) -> None:
        if self.zones and all(z.key in self.zones for z in observation.zones if z.name in self.layout.zones):
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
                item.setToolTip(f"{self._seat_name(owner)} · {label}" if owner is not None and self.game.num_players > 2 else label)
                self.addItem(item)
                self.addItem(item.caption)
                self.zones[key] = item
        if not self.plates:
            for player in range(self.game.num_players):
                self.plates[player] = SeatPlate(self._seat_name(player))
                self.addItem(self.plates[player])

    def _kind(self, card: CardView) -> str:
        if card.code is None:
            return ""
        return self.game.card_kind(self.pixmaps.card(self.game.name, card.code))

    def _seat_name(self, player: int) -> str:
        """«P3 · Bot», or «P3» when the seats have no names."""
        return f"P{player + 1} · {self.names[player]}" if player < len(self.names) else f"P{player + 1}"

    def _place_zones(self) -> None:
        geo = self.geometry
        for item in self.zones.values():
            rect = QRectF(*geo.rect(item.name, item.owner, self.viewer))
            item.setRect(rect)
            zone = self.layout.zones[item.name]
            scale = geo.scale(item.owner, self.viewer)
            item.slot_rects = []
            if zone.arrange == "slots" and zone.slots:
                w, h = geo.card_width * scale, geo.card_height * scale
                step = rect.width() / zone.slots
                item.slot_rects = [QRectF(rect.left() + step * (i + 0.5) - w / 2, rect.center().y() - h / 2, w, h)
                                   for i in range(zone.slots)]
            item.update()
        for player, plate in self.plates.items():
            plate.place(QRectF(*geo.plate(player, self.viewer)))

    def _show_plates(self, observation: Observation) -> None:
        for player, plate in self.plates.items():
            facts = seat_facts(self.game, self.layout, observation, player, self.lang)
            plate.set_facts(facts, self.thinking and facts.acting)

    def _card_item(self, view: CardView) -> CardItem:
        pixmap = self._pixmap(view)
        item = self.cards.get(view.id)
        geo = self.geometry
        if item is None:
            item = CardItem(view, pixmap, geo.card_width, geo.card_height, self.badges)
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
        item.setToolTip(self._tooltip(view))
        return item

    def _tooltip(self, view: CardView) -> str:
        """The card's name in the window's language; a merged permanent's names all its cards,
        top first («Dreamtail Heron · Grizzly Bears», the layout's ``[card] merged``)."""
        if not view.name:
            return ""
        cards = self.merged_cards(view.id)
        if cards:
            return " · ".join(self._card_name(code, name) for _cid, code, name in cards)
        return self._card_name(view.code, view.name)

    def merged_cards(self, card_id: int) -> tuple[tuple[int, str | None, str], ...]:
        """The cards (id, code, name) of the merged permanent ``card_id``, top first; ``()`` for
        any other card (the layout's ``[card] merged`` value of the observation)."""
        if not self.layout.merged or self.observation is None:
            return ()
        merged = dict(self.observation.extra).get(self.layout.merged, ())
        return next((tuple(cards) for permanent, cards in merged if permanent == card_id), ())

    def _card_name(self, code: str | None, name: str) -> str:
        """A card's name in the window's language: its definition's (a token's too), else the
        name seen translated by the game's cards."""
        if code is not None:
            try:
                return self.pixmaps.card(self.game.name, code).display_name(self.lang)
            except KeyError:  # a card this table does not know: its name as seen
                pass
        return card_name(self.game.name, name, self.lang)

    def _pixmap(self, view: CardView) -> QPixmap:
        if view.code is None or not view.face_up and view.owner != self.viewer:
            limbo = view.code is not None and bool(getattr(self.pixmaps.card(self.game.name, view.code), "limbo", False))
            return self.pixmaps.back(self.game.name, limbo)
        if not view.face_up:
            return self.pixmaps.back(self.game.name)
        return self.pixmaps.face(self.game.name, view.code)

    def _show_pile(self, zone: ZoneView, rect: QRectF) -> None:
        """A pile whose cards are not listed (a deck): its back, as big as its top card."""
        pile = self.piles.get(zone.key)
        if pile is None:
            pixmap = self.pixmaps.back(self.game.name)
            pile = QGraphicsPixmapItem(pixmap)
            pile.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
            self.addItem(pile)
            self.piles[zone.key] = pile
        pile.setScale(rect.width() / pile.pixmap().width())
        pile.setPos(rect.topLeft())
        pile.setVisible(True)

    def _hide_pile(self, key: str) -> None:
        if key in self.piles:
            self.piles[key].setVisible(False)

    def lift_height(self, item: CardItem) -> float:
        """How far a hovered card of one's hand rises: enough to show it whole."""
        bottom = item.home().y() + item.h * item.scale() / 2
        return max(0.0, bottom - (self.sceneRect().bottom() - 4))

    # ------------------------------------------------------------------ highlights and chain arrows

    def _light_targets(self, dragged: int | None = None) -> None:
        for zone in self.zones.values():
            zone.lit = False
            zone.update()
        clickable = {g.card for g in self.legal if g.is_click}
        draggable = {g.card for g in self.legal if g.is_drag}
        # a card whose action is a button for it (suspend, unearth): lit as a card that can act
        draggable |= {c for g in self.legal if g.card is None and g.button not in (None, "mulligan") for c in g.selection}
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
        """Each chain link's number on its card and an arrow to each of its targets, drawn
        where the cards rest (``CardItem.home``): a card still flying there, or a table just
        turned for the other player (hot-seat), has them where the card will be."""
        for item in self.arrows:
            self.removeItem(item)
        self.arrows = []
        for number, link in enumerate(observation.chain, start=1):
            source = self.cards.get(link.source)
            if source is None:
                continue
            home = source.home()
            size = max(16.0, source.w * source.scale() * 0.3)
            corner = home + QPointF(-source.w * source.scale() / 2, -source.h * source.scale() / 2)
            badge = QGraphicsEllipseItem(QRectF(corner.x() - size * 0.35, corner.y() - size * 0.35, size, size))
            badge.setBrush(QBrush(QColor(255, 120, 60)))
            badge.setPen(QPen(QColor(255, 255, 255), 2))
            badge.setZValue(2000)
            label = QGraphicsSimpleTextItem(str(number))
            font = QFont("DejaVu Sans")
            font.setBold(True)
            font.setPixelSize(max(8, round(size * 0.62)))
            label.setFont(font)
            label.setBrush(QBrush(QColor(255, 255, 255)))
            box = label.boundingRect()
            label.setPos(badge.rect().center() - QPointF(box.width() / 2, box.height() / 2))
            label.setZValue(2001)
            self.addItem(badge)
            self.addItem(label)
            self.arrows.extend([badge, label])
            for target in link.targets:
                if target in self.cards:
                    self._arrow(home, self.cards[target].home())

    def _arrow(self, start: QPointF, end: QPointF) -> None:
        pen = QPen(QColor(255, 120, 60, 220), max(3.0, self.geometry.card_width * 0.035))
        line = QGraphicsLineItem(QLineF(start, end))
        line.setPen(pen)
        line.setZValue(1999)
        angle = math.atan2(end.y() - start.y(), end.x() - start.x())
        size = max(14.0, self.geometry.card_width * 0.16)
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
        alt = ALT if QGuiApplication.keyboardModifiers() & Qt.KeyboardModifier.ShiftModifier else None
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
        self.card_clicked.emit(item.view)  # desktop.widgets.card_actions: do it, or list what it can do

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

