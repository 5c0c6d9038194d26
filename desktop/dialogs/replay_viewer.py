"""Watch a saved game: the table at any moment, step back and forth, a timeline."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QPushButton, QSlider, QVBoxLayout, QWidget

from desktop.pixmaps import CardPixmaps
from desktop.table.layout import load_layout
from desktop.table.scene import TableScene
from desktop.table.view import TableView
from engine.core.observation import Observation
from engine.core.state import State


class ReplayViewer(QDialog):
    """Every position of a finished or saved game, seen by a player or as a spectator."""

    def __init__(self, state: State, pixmaps: CardPixmaps, lang: str = "es", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Replay"))
        self.resize(1280, 860)
        replay = state.initial_copy()
        assert replay is not None
        self.steps: list[tuple[str, State]] = [("", replay.clone())]
        for action in state.history:
            text = f"P{action.player + 1}: {replay.action_to_string(action)}"
            replay.apply_action(action)
            self.steps.append((text, replay.clone()))
        self.scene = TableScene(state.game, load_layout(state.game.name), pixmaps, lang)
        self.view = TableView(self.scene)
        self.timeline = QSlider(Qt.Orientation.Horizontal)
        self.timeline.setRange(0, len(self.steps) - 1)
        self.timeline.valueChanged.connect(self.show_step)
        self.back = QPushButton("◀")
        self.back.clicked.connect(lambda: self.timeline.setValue(self.timeline.value() - 1))
        self.forward = QPushButton("▶")
        self.forward.clicked.connect(lambda: self.timeline.setValue(self.timeline.value() + 1))
        self.viewer = QComboBox()
        self.viewer.addItem(self.tr("Spectator"), None)
        for player in range(state.num_players):
            self.viewer.addItem(f"P{player + 1}", player)
        self.viewer.currentIndexChanged.connect(lambda _: self.show_step(self.timeline.value()))
        self.caption = QLabel()
        controls = QHBoxLayout()
        for widget in (self.back, self.timeline, self.forward, self.viewer):
            controls.addWidget(widget, 1 if widget is self.timeline else 0)
        column = QVBoxLayout(self)
        column.addWidget(self.view, 1)
        column.addWidget(self.caption)
        column.addLayout(controls)
        self.show_step(0)

    def observation(self, step: int) -> Observation:
        return self.steps[step][1].observation(self.viewer.currentData())

    def show_step(self, step: int) -> None:
        text, state = self.steps[step]
        self.scene.show_observation(self.observation(step), [], animate=True)
        where = self.tr("Step %1 of %2").replace("%1", str(step)).replace("%2", str(len(self.steps) - 1))
        outcome = f" — {state.outcome.reason.get(self.scene.lang)}" if state.outcome is not None else ""
        self.caption.setText(f"{where} · {text}{outcome}")
        self.back.setEnabled(step > 0)
        self.forward.setEnabled(step < len(self.steps) - 1)
