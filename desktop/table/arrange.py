"""Where a zone's cards lie on the table: piles, fixed slots, rows that shrink and then overlap,
fanned hands and attachments peeking out above their card. Pure geometry over an observation's
cards; the scene (``desktop.table.scene``) moves its items there."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QPointF, QRectF

from desktop.table.layout import GAP, VGAP, TableGeometry, ZoneGeometry
from engine.core.gestures import Gesture
from engine.core.observation import CardView, ZoneView

#: A row's cards shrink down to this share of their size before they overlap.
SHRINK = 0.72
#: How much of an attachment peeks out above its card (a share of the card's height).
PEEK = 0.12

#: A card's place: its id, centre, stacking order, scale and tilt.
Placement = tuple[int, QPointF, float, float, float]


def label_pixels(geometry: TableGeometry, scale: float) -> float:
    """The size of a zone's name on a side drawn at ``scale``."""
    return max(6.0, min(13.0, geometry.card_width * 0.095 * scale))


def pile_rect(geometry: TableGeometry, zone: QRectF, scale: float) -> QRectF:
    """Where a pile's top card lies: as large as fits in its zone, leaving room for the
    edges of the stack and its name tab."""
    cw, ch = geometry.card_width * scale, geometry.card_height * scale
    top = label_pixels(geometry, scale) * 0.8  # below the name tab
    room = QRectF(zone.left() + 3, zone.top() + top, zone.width() - 6, zone.height() - top - 3)
    fit = min(1.0, room.width() * 0.9 / cw, room.height() * 0.94 / ch)
    w, h = cw * fit, ch * fit
    centre = QPointF(room.center().x() - w * 0.04, room.center().y() - h * 0.02)
    return QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)


@dataclass(frozen=True)
class Arranger:
    """Places a zone's cards for one layout of the table: ``geometry`` its sizes, ``viewer`` the
    seat it is seen from, ``legal`` the gestures the viewer may make (a card that can act comes
    out of its pile) and ``kind`` a card's kind (a back-row kind goes to the back line)."""

    geometry: TableGeometry
    viewer: int
    legal: list[Gesture]
    kind: Callable[[CardView], str]

    def positions(self, zone: ZoneView, geometry: ZoneGeometry, rect: QRectF,
                  scale: float = 1.0) -> list[Placement]:
        """Centre, stacking order, scale and tilt of each of a zone's cards (its side drawn at
        ``scale``); attachments sit under their card."""
        main = [c for c in zone.cards if c.attached_to is None]
        attached = [c for c in zone.cards if c.attached_to is not None]
        arrange = geometry.arrange
        result: list[Placement]
        if arrange == "pile":
            result = self._pile(main, rect, scale)
        elif arrange == "hand":
            result = self._hand(main, rect, scale, zone.owner)
        elif arrange == "slots" and geometry.slots:
            result = self._slots(main, rect, scale, geometry.slots)
        elif arrange == "battlefield":
            back = [c for c in main if self.kind(c) in geometry.back]
            front = [c for c in main if c not in back]
            near_top = zone.owner == self.viewer  # the front line is the one by the centre line
            top, bottom = QRectF(rect.left(), rect.top(), rect.width(), rect.height() / 2), \
                QRectF(rect.left(), rect.center().y(), rect.width(), rect.height() / 2)
            if not back or not front:
                result = self._rows(main, rect, scale, 2)
            else:
                result = self._rows(front, top if near_top else bottom, scale, 1)
                result += self._rows(back, bottom if near_top else top, scale, 1, first_z=10.0 + len(front))
        else:
            lines = max(1, round(rect.height() / (self.geometry.unit_y * scale)))
            result = self._rows(main, rect, scale, lines)
        return self._attach(result, attached, rect, scale)

    def _attach(self, result: list[Placement], attached: list[CardView], rect: QRectF,
                scale: float) -> list[Placement]:
        """Attachments (equipment, auras) peek out above their card, name bars showing; the
        card and its attachments shrink together into the card's place."""
        by_host: dict[int, list[CardView]] = {}
        for card in attached:
            by_host.setdefault(card.attached_to or -1, []).append(card)
        placed = []
        for card_id, pos, z, s, tilt in result:
            under = by_host.pop(card_id, [])
            if not under:
                placed.append((card_id, pos, z, s, tilt))
                continue
            height = self.geometry.card_height * s
            # the row's gap and a little of the zone's frame give room before the card shrinks
            fit = min(1.0, (1 + VGAP + 0.05) / (1 + PEEK * len(under)))
            host_y = pos.y() + height * (1 - fit) / 2
            placed.append((card_id, QPointF(pos.x(), host_y), z, s * fit, tilt))
            for j, card in enumerate(under):
                placed.append((card.id, QPointF(pos.x(), host_y - PEEK * height * fit * (j + 1)), z - 0.5 - j * 0.01, s * fit, 0.0))
        for cards in by_host.values():  # a host not in this zone: at the zone's centre
            placed += [(card.id, rect.center(), 9.0, scale, 0.0) for card in cards]
        return placed

    def _pile(self, main: list[CardView], rect: QRectF, scale: float) -> list[Placement]:
        """A pile, its top card (index 0) on top; a card that can act (flashback, a graveyard
        target…) comes out on top of the pile, each a little lower than the last, so that a
        person sees it and can take it."""
        top = pile_rect(self.geometry, rect, scale)
        card_scale = top.width() / self.geometry.card_width
        acting = {g.card for g in self.legal if g.card is not None} | {g.onto_card for g in self.legal if g.onto_card is not None}
        result = []
        buried = [c for c in reversed(main) if c.id not in acting]
        for depth, card in enumerate(buried):
            result.append((card.id, top.center(), float(depth), card_scale, 0.0))
        for rank, card in enumerate(c for c in reversed(main) if c.id in acting):
            result.append((card.id, top.center() + QPointF(0, top.height() * 0.22 * rank), 20.0 + rank, card_scale, 0.0))
        return result

    def _slots(self, main: list[CardView], rect: QRectF, scale: float, slots: int) -> list[Placement]:
        """Fixed places: card ``i`` in slot ``i``; a card turned 90° stays inside the zone."""
        geo = self.geometry
        fit = min(1.0, rect.height() / (geo.card_height * scale * 1.02))
        card_scale = scale * fit
        step = rect.width() / slots
        result = []
        for i, card in enumerate(main):
            width = (geo.card_height if card.rotated else geo.card_width) * card_scale
            index = min(i, slots - 1) + max(0, i - slots + 1) * 0.25  # more cards than slots: they overlap the last
            margin = width / 2 + 4 * card_scale + 1  # the card's outline with its highlight ring
            x = _clamp(rect.left() + step * (index + 0.5), rect.left() + margin, rect.right() - margin)
            result.append((card.id, QPointF(x, rect.center().y()), 10.0 + i, card_scale, 0.0))
        return result

    def _rows(self, main: list[CardView], rect: QRectF, scale: float, lines: int,
              first_z: float = 10.0) -> list[Placement]:
        """Side by side in up to ``lines`` lines; as the zone fills, the cards shrink (down to
        ``SHRINK``) and then overlap. A card turned 90° is as wide as a card is tall, and it
        stays inside its zone."""
        geo = self.geometry
        if not main:
            return []
        line_h = rect.height() / lines
        base = scale * min(1.0, line_h / (geo.card_height * scale * 1.02))
        gap = geo.card_width * GAP * base

        def width(card: CardView, s: float) -> float:
            return (geo.card_height if card.rotated else geo.card_width) * s

        total = sum(width(c, base) + gap for c in main)
        used = max(1, min(lines, math.ceil(total / max(1.0, rect.width()) - 1e-9)))
        per_line = math.ceil(len(main) / used)
        groups = [main[i:i + per_line] for i in range(0, len(main), per_line)]
        result = []
        z = first_z
        for index, group in enumerate(groups):
            need = sum(width(c, base) + gap for c in group)
            fill = max(SHRINK, min(1.0, rect.width() / need)) if need > rect.width() else 1.0
            s = base * fill
            widths = [width(c, s) for c in group]
            room = rect.width() - gap * fill
            spare = room - sum(widths) - gap * fill * (len(widths) - 1)
            overlap = -spare / (len(widths) - 1) if spare < 0 and len(widths) > 1 else 0.0
            x = rect.left() + gap * fill / 2
            cy = rect.top() + line_h * (index + 0.5) if used > 1 else rect.center().y()
            for card, w in zip(group, widths):
                result.append((card.id, QPointF(x + w / 2, cy), z, s, 0.0))
                x += w + gap * fill - overlap
                z += 1
        return result

    def _hand(self, main: list[CardView], rect: QRectF, scale: float, owner: int | None) -> list[Placement]:
        """A hand fanned like one held: one's own larger, its cards rising from the table's
        edge (a hovered card rises whole); an opponent's small, hanging from the far edge."""
        geo = self.geometry
        n = len(main)
        if not n:
            return []
        own = owner == self.viewer
        card_scale = geo.hand_scale(owner, self.viewer) * scale
        w, h = geo.card_width * card_scale, geo.card_height * card_scale
        step = min(w * 1.04, (rect.width() - w * 1.2) / (n - 1)) if n > 1 else 0.0  # tilted corners stay inside
        start = rect.center().x() - step * (n - 1) / 2
        mid = (n - 1) / 2
        tilt = min(2.4, 16.0 / n) if own else min(1.5, 10.0 / n)
        drop = min(1.6, 9.0 / n) * geo.card_height / 160 * scale
        result = []
        for i, card in enumerate(main):
            offset = i - mid
            if own:
                y = rect.top() + h / 2 + h * 0.03 + offset * offset * drop
                angle = offset * tilt
            else:
                y = rect.center().y() - offset * offset * drop * 0.5
                angle = -offset * tilt
            result.append((card.id, QPointF(start + step * i, y), 10.0 + i, card_scale, angle))
        return result


def _clamp(value: float, low: float, high: float) -> float:
    """``value`` within ``low`` and ``high``; their middle when there is no room between them."""
    return (low + high) / 2 if low > high else min(max(value, low), high)
