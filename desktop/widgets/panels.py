"""Side panels: players and their lives, the chain, the card zoom (the phase strip above the
table: ``desktop.widgets.phase_strip``)."""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QPixmap, QResizeEvent
from PySide6.QtWidgets import QLabel, QListWidget, QMenu, QSizePolicy, QVBoxLayout, QWidget

from engine.core.actions import Event

from desktop.pixmaps import CardPixmaps
from desktop.table.action_words import ActionWords
from desktop.table.layout import load_layout
from desktop.table.seat_facts import role_zone, seat_facts
from engine.core.game import Game
from engine.core.observation import CardView, Observation
from engine.core.terms import card_name, field_name, type_line


class PlayersPanel(QWidget):
    """Each player's life, hand, deck and graveyard sizes (the zones the game declares for
    them), its other public numbers, and who holds the turn; a right click changes a life
    counter by hand (a manual action)."""

    manual_requested = Signal(str)  # the manual action in notation

    def __init__(self, game: Game, names: tuple[str, ...], parent: QWidget | None = None, lang: str = "es") -> None:
        super().__init__(parent)
        self.game = game
        self.names = names
        self.lang = lang
        self.layout_data = load_layout(game.name)
        self.rows = [QLabel() for _ in names]
        column = QVBoxLayout(self)
        for player, row in enumerate(self.rows):
            font = row.font()
            font.setPointSize(font.pointSize() + 1)
            row.setFont(font)
            row.setTextFormat(Qt.TextFormat.RichText)
            row.setWordWrap(True)
            row.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            row.customContextMenuRequested.connect(lambda pos, p=player, r=row: self._menu(p, r.mapToGlobal(pos)))
            column.addWidget(row)

    def show_observation(self, observation: Observation) -> None:
        for player, row in enumerate(self.rows):
            facts = seat_facts(self.game, self.layout_data, observation, player, self.lang)
            marker = " ⚑" if facts.turn else ""
            acting = " ◀" if facts.acting else ""
            # the zones by the names the table gives them (a deck that is the life, the Castillo, once)
            counts = [f"{c.label} {c.value}" for c in (facts.hand, facts.deck, facts.graveyard) if c.label != facts.life_label]
            row.setText(f"<b>P{player + 1} · {self.names[player]}</b>{marker}{acting}<br>"
                        + " · ".join([f"{facts.life_label}: <b>{facts.life}</b>", *counts, *(f"{s.label} {s.text}" for s in facts.stats)]))

    def _menu(self, player: int, where: QPoint) -> None:
        if role_zone(self.game, "life") is not None:  # a life that is a zone (the Castillo) is no counter
            return
        life = self.game.life_counter
        menu = QMenu(self)
        for delta in (+1, -1):
            entry = menu.addAction(self.tr("%1 %2 (manual)").replace("%1", f"{delta:+d}")
                                   .replace("%2", self.layout_data.counter_label(life, self.lang)))
            entry.triggered.connect(lambda _=False, d=delta: self.manual_requested.emit(f"manual counter P{player + 1} {life} {d:+d}"))
        menu.exec(where)


class ChainPanel(QListWidget):
    """The chain/stack (SiX Fila de Activación): each link numbered, with its controller; when
    links resolve, they leave the list one by one from the top."""

    STEP_MS = 350

    def __init__(self, lang: str = "es", words: ActionWords | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang  # cards named as their faces show them
        #: the markers of a link's card its line names (the game's ``[words] chain_markers``)
        self.markers = words.chain_markers if words is not None else frozenset()
        self.pending: list[str] = []
        self.timer = QTimer(self)
        self.timer.setInterval(self.STEP_MS)
        self.timer.timeout.connect(self._resolve_one)
        self.latest: Observation | None = None

    def sizeHint(self) -> QSize:
        return QSize(200, 160)  # narrow: the table keeps the window's width

    def show_observation(self, observation: Observation) -> None:
        self.latest = observation
        if self.timer.isActive():
            return
        self._fill(observation)

    def _fill(self, observation: Observation) -> None:
        self.clear()
        marked = {c.id: [m for m in c.markers if m in self.markers] for z in observation.zones for c in z.cards if self.markers}
        for number, link in reversed(list(enumerate(observation.chain, start=1))):
            name = " · ".join([card_name(observation.game, link.name, self.lang)]
                              + [field_name(observation.game, m, self.lang) for m in marked.get(link.source, ())])
            self.addItem(self.tr("Link %1: %2 (P%3)").replace("%1", str(number)).replace("%2", name)
                         .replace("%3", str(link.controller + 1)))

    def show_resolution(self, events: list[Event]) -> None:
        """Show the links that just resolved leaving, newest first."""
        resolved = [e.name or "?" for e in events if e.kind == "chain_resolve"]
        if not resolved or self.count() == 0:
            return
        self.pending = resolved
        self.timer.start()

    def _resolve_one(self) -> None:
        """The newest link leaves first (SiX 10.2: last activated, first resolved)."""
        if self.pending and self.count():
            self.pending.pop(0)
            self.takeItem(0)
        if not self.pending or not self.count():
            self.pending = []
            self.timer.stop()
            if self.latest is not None:
                self._fill(self.latest)


class ZoomPanel(QWidget):
    """A large face of the card under the mouse, with its current stats and markers; the face
    takes the panel's width, so the panel may be narrow and the table wide."""

    def __init__(self, game: Game, pixmaps: CardPixmaps, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.pixmaps = pixmaps
        self.face: QPixmap | None = None
        #: The cards of a merged permanent by its id, top first (the table's ``merged_cards``).
        self.merged_cards: Callable[[int], Sequence[tuple[int, str | None, str]]] = lambda _card: ()
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.picture.setMinimumSize(160, 230)
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        column = QVBoxLayout(self)
        column.addWidget(self.picture, 3)
        column.addWidget(self.details, 1)
        column.addStretch(0)

    def sizeHint(self) -> QSize:
        return QSize(220, 460)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_picture()

    def _fit_picture(self) -> None:
        if self.face is None:
            return
        width = min(self.picture.width() - 4, round((self.picture.height() - 4) * self.face.width() / self.face.height()), 340)
        self.picture.setPixmap(self.face.scaledToWidth(max(60, width), Qt.TransformationMode.SmoothTransformation))

    def show_card(self, view: CardView) -> None:
        if view.code is None:
            self.face = self.pixmaps.back(self.game.name)
            self._fit_picture()
            self.details.setText(self.tr("Hidden card"))
            return
        self.face = self.pixmaps.face(self.game.name, view.code)
        self._fit_picture()
        defn = self.pixmaps.card(self.game.name, view.code)
        lang = self.pixmaps.lang
        name, other = defn.display_name(lang), defn.display_name("es" if lang == "en" else "en")
        also = f" <span style='color:gray'>({other})</span>" if other != name else ""
        text = defn.text_en if lang == "en" and defn.text_en else defn.text
        parts = [f"<b>{name}</b>{also} <i>{type_line(defn, lang)}</i>", text.replace("\n", "<br>")]
        parts += self._under(view.id, lang)
        if view.stats:
            parts.append(" · ".join(f"{field_name(self.game.name, k, lang)}: <b>{v}</b>" for k, v in view.stats))
        extras = [f"{field_name(self.game.name, k, lang)} {v}" for k, v in view.counters]
        extras += [field_name(self.game.name, m, lang) for m in view.markers]
        if extras:
            parts.append(self.tr("Markers: %1").replace("%1", ", ".join(extras)))
        self.details.setText("<br>".join(p for p in parts if p))

    def _under(self, card_id: int, lang: str) -> list[str]:
        """The other cards of a merged permanent (Magic's mutate), each with its text: their
        abilities are the permanent's too."""
        lines = []
        for _card, code, seen in self.merged_cards(card_id)[1:]:
            try:
                under = self.pixmaps.card(self.game.name, code) if code is not None else None
            except KeyError:  # a card this table does not know: its name as seen
                under = None
            name = under.display_name(lang) if under is not None else card_name(self.game.name, seen, lang)
            text = (under.text_en if lang == "en" and under.text_en else under.text) if under is not None else ""
            lines.append(self.tr("Merged with %1").replace("%1", f"<b>{name}</b>") + ("<br>" + text.replace("\n", "<br>") if text else ""))
        return lines
