"""The question being asked, and a button for every answer that is not a card."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QProgressBar, QPushButton, QScrollArea, QSizePolicy, QWidget

from engine.core.gestures import Gesture
from engine.core.observation import Observation

PRIMARY = ("pass", "done", "keep", "yes")


class PromptBar(QWidget):
    gesture_made = Signal(object)  # Gesture

    def __init__(self, lang: str = "es", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.buttons: dict[str, QPushButton] = {}
        outer = QHBoxLayout(self)
        outer.setContentsMargins(8, 4, 8, 4)
        outer.addWidget(self.text, 1)
        # a busy bar (no known end) while a bot thinks in its worker thread
        self.busy = QProgressBar()
        self.busy.setObjectName("thinking")
        self.busy.setRange(0, 0)
        self.busy.setTextVisible(False)
        self.busy.setMaximumWidth(160)
        self.busy.setMaximumHeight(12)
        self.busy.hide()
        outer.addWidget(self.busy)
        # many answers (every tribute choice of a summon) scroll instead of widening the window
        holder = QWidget()
        self.box = QHBoxLayout(holder)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.addStretch(1)
        self.answers_area = QScrollArea()
        self.answers_area.setWidget(holder)
        self.answers_area.setWidgetResizable(True)
        self.answers_area.setFrameShape(QFrame.Shape.NoFrame)
        self.answers_area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.answers_area.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        outer.addWidget(self.answers_area, 3)
        self.selection: tuple[int, ...] = ()
        self.selecting = False

    def label_for(self, button: str) -> str:
        labels = {
            "pass": self.tr("Pass"),
            "done": self.tr("Done"),
            "keep": self.tr("Keep hand"),
            "mulligan": self.tr("Mulligan selected"),
            "yes": self.tr("Yes"),
            "no": self.tr("No"),
            "combat": self.tr("Declare combat"),
            "no block": self.tr("Don't block"),
            "no lure": self.tr("Don't lure"),
            "time": self.tr("Time"),
        }
        verb, _, number = button.partition(" ")
        if verb == "mode" and number:  # a modal spell's mode (MTG CR 700.2)
            return self.tr("Mode %1").replace("%1", number)
        if verb in ("number", "loop") and number:
            return self.tr("Repeat %1 times").replace("%1", number) if verb == "loop" else number
        return labels.get(button, button)

    def show_prompt(self, observation: Observation, legal: list[Gesture], thinking: bool) -> None:
        for button in self.buttons.values():
            button.deleteLater()
        self.buttons = {}
        prompt = observation.prompt
        self.busy.setVisible(thinking and prompt is not None and observation.outcome is None)
        if observation.outcome is not None:
            self.text.setText(self.tr("The game is over."))
            return
        if prompt is None:
            self.text.setText("")
            return
        if not prompt.text:
            waiting = self.tr("P%1 is thinking…") if thinking else self.tr("Waiting for P%1…")
            self.text.setText(waiting.replace("%1", str(prompt.player + 1)))
            return
        self.text.setText(prompt.text_in(self.lang))
        names = [g.button for g in legal if g.button is not None and g.card is None and g.button != "mulligan"]
        if prompt.kind == "mulligan":
            names.insert(0, "mulligan")
        for name in names:
            button = QPushButton(self.label_for(name))
            button.setObjectName(f"answer:{name}")
            button.clicked.connect(lambda _checked=False, n=name: self._pressed(n))
            if name in PRIMARY:
                button.setDefault(True)
            self.box.addWidget(button)
            self.buttons[name] = button

    def set_selection(self, selection: tuple[int, ...]) -> None:
        self.selection = selection
        if "mulligan" in self.buttons:
            self.buttons["mulligan"].setText(self.label_for("mulligan") + f" ({len(selection)})")

    def primary(self) -> str | None:
        for name in PRIMARY:
            if name in self.buttons:
                return name
        return None

    def _pressed(self, name: str) -> None:
        if name == "mulligan":
            self.gesture_made.emit(Gesture(button="mulligan", selection=tuple(sorted(self.selection))))
        else:
            self.gesture_made.emit(Gesture(button=name))
