"""The phase strip above the table: where the turn is now, and where the game stops for me.

As Forge's phase indicators and XMage's stop settings do, it lists the points of a turn a player
may stop at (Magic's steps — upkeep, draw, main 1, beginning of combat… — or a game's phases) in
two rows: in my turn and in an opponent's. The point the game is at is lit in the row of whose
turn it is; a stop is drawn red, and a click on a point sets or clears it (``desktop.passing``:
never passed automatically there, F6 passes priority until the next one).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QCheckBox, QGridLayout, QLabel, QWidget

from desktop.passing import MINE, THEIRS, stop_key
from desktop.table.layout import TableLayout
from engine.core.observation import Observation

#: Steps drawn as another point of the strip (Magic's first-strike damage step is damage).
SHOWN_AS = {"dano_primero": "dano"}
#: Phases that are no point to stop at (the mulligans before the first turn).
NO_STOP = frozenset({"mulligan"})

_CHIP = "padding:1px 3px;border-radius:5px;font-size:10px;"
_STYLES = {  # (current, stop) -> style
    (False, False): _CHIP + "color:#b8c4cc;border:1px solid transparent;",
    (False, True): _CHIP + "color:#fff;background:#8e2b21;border:1px solid #e0604c;",
    (True, False): _CHIP + "color:#1b1b1b;background:#e8c547;font-weight:bold;border:1px solid #e8c547;",
    (True, True): _CHIP + "color:#1b1b1b;background:#e8c547;font-weight:bold;border:2px solid #c0392b;",
}


class _Chip(QLabel):
    clicked = Signal(str)

    def __init__(self, key: str, text: str) -> None:
        super().__init__(text)
        self.key = key
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.key)


class PhaseStrip(QWidget):
    """The points of a turn in my turn's row and the opponents', the current one lit, stops red;
    the turn and its step at the left, the auto-pass setting at the right."""

    stops_changed = Signal(frozenset)

    def __init__(self, layout: TableLayout, lang: str, stops: frozenset[str] = frozenset(), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout_data = layout
        self.lang = lang
        self.stops = stops
        self.current = ""  # the key of the lit chip
        # dark as the table it sits on: light words on it read at a glance
        self.setObjectName("phase-strip")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#phase-strip { background: #16202b; } #phase-strip QLabel#turn { color: #f0f0f0; }"
                           " #phase-strip QCheckBox { color: #f0f0f0; }")
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 2, 8, 2)
        grid.setHorizontalSpacing(2)
        grid.setVerticalSpacing(1)
        self.turn = QLabel()
        self.turn.setObjectName("turn")
        self.turn.setMinimumWidth(110)
        grid.addWidget(self.turn, 0, 0, 2, 1)
        rows = {MINE: self.tr("Your turn"), THEIRS: self.tr("Opponent's")}
        for row, (whose, text) in enumerate(rows.items()):
            label = QLabel(text)
            label.setStyleSheet("font-size:10px;color:#8fa3b3;")
            grid.addWidget(label, row, 1)
        self.labels: dict[str, _Chip] = {}  # stop key -> its chip
        column = 2
        for phase in layout.phases:
            if phase.name in NO_STOP:
                continue
            for point in phase.stops or (phase.name,):
                text = self._point_text(point, phase.name, bool(phase.stops))
                for row, whose in enumerate((MINE, THEIRS)):
                    chip = _Chip(stop_key(whose, point), text)
                    chip.setObjectName(f"stop:{whose}:{point}")
                    chip.clicked.connect(self.toggle_stop)
                    grid.addWidget(chip, row, column)
                    self.labels[chip.key] = chip
                column += 1
            grid.setColumnMinimumWidth(column, 5)  # a gap between phases
            column += 1
        grid.setColumnStretch(column, 1)
        self.auto_pass = QCheckBox(self.tr("Auto-pass"))
        self.auto_pass.setToolTip(self.tr("Pass automatically when passing is the only choice (never at a stop)"))
        # where stops are steps (Magic): priority may be passed wherever no stop is set, as in Forge
        self.only_at_stops: QCheckBox | None = None
        if any(phase.stops for phase in layout.phases):
            self.only_at_stops = QCheckBox(self.tr("Only at my stops"))
            self.only_at_stops.setToolTip(self.tr(
                "Pass priority by itself wherever no stop is set, on an empty stack, except in your main phases; "
                "an opponent's spell or a decision still asks you (as Forge and MTG Arena do)"))
            grid.addWidget(self.auto_pass, 0, column + 1)
            grid.addWidget(self.only_at_stops, 1, column + 1)
        else:
            grid.addWidget(self.auto_pass, 0, column + 1, 2, 1)
        self._paint()

    def _point_text(self, point: str, phase: str, step: bool) -> str:
        if step and point in self.layout_data.steps:
            spanish, english = self.layout_data.steps[point]
            return english if self.lang == "en" else spanish
        label = next(p for p in self.layout_data.phases if p.name == phase)
        return label.label_en if self.lang == "en" else label.label

    def show_observation(self, observation: Observation) -> None:
        whose = MINE if observation.turn_player == observation.viewer else THEIRS
        step = SHOWN_AS.get(observation.step or "", observation.step)
        self.current = next((k for k in (stop_key(whose, step or ""), stop_key(whose, observation.phase)) if k in self.labels), "")
        named = self.layout_data.steps.get(observation.step or "")
        phase = next((p for p in self.layout_data.phases if p.name == observation.phase), None)
        where = (named[1] if self.lang == "en" else named[0]) if named else \
            (phase.label_en if self.lang == "en" else phase.label) if phase is not None else observation.phase
        self.turn.setText(self.tr("Turn %1 · P%2").replace("%1", str(observation.turn))
                          .replace("%2", str(observation.turn_player + 1)) + f"<br><b>{where}</b>")
        self._paint()

    def toggle_stop(self, key: str) -> None:
        """Set or clear the stop ``key`` (a click on its chip)."""
        point = key.partition(":")[2]
        stops = self.stops
        if point in stops:  # an older stop of every turn: one in each row, then the click
            stops = (stops - {point}) | {stop_key(MINE, point), stop_key(THEIRS, point)}
        self.stops = stops - {key} if key in stops else stops | {key}
        self._paint()
        self.stops_changed.emit(self.stops)

    def is_stop(self, key: str) -> bool:
        return key in self.stops or key.partition(":")[2] in self.stops  # a bare point (older settings): every turn

    def _paint(self) -> None:
        for key, chip in self.labels.items():
            stop = self.is_stop(key)
            chip.setStyleSheet(_STYLES[(key == self.current, stop)])
            mine = key.startswith(MINE)
            if stop:
                tip = self.tr("A stop in your turn: never passed automatically; F6 passes until here. Click to remove it") \
                    if mine else self.tr("A stop in an opponent's turn: never passed automatically; F6 passes until here. Click to remove it")
            else:
                tip = self.tr("Click to stop here in your turn") if mine else self.tr("Click to stop here in an opponent's turn")
            chip.setToolTip(f"{chip.text()} — {tip}")
