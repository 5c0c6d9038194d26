"""The end of a game: who won, why (with the rule), how long it took, and what next."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from engine.core.actions import Outcome

#: What the player chose: play again, save the replay, go back to the start page, or stay.
REMATCH, NEXT_DUEL, SAVE_REPLAY, START_PAGE, STAY = "rematch", "next", "save", "start", "stay"


@dataclass(frozen=True)
class GameSummary:
    """What the dialog tells: the outcome seen by ``viewer``, the turns and minutes it took,
    the names of the seats and, in a match, the score and whether another duel follows."""

    outcome: Outcome
    viewer: int | None
    turns: int
    seconds: float
    names: tuple[str, ...]
    score: tuple[int, ...] = ()
    match_over: bool = True
    can_rematch: bool = True


class GameOverDialog(QDialog):
    """The result of a game, with buttons for what comes next (``choice`` once closed)."""

    def __init__(self, summary: GameSummary, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choice = STAY
        self.setWindowTitle(self.tr("Game over"))
        column = QVBoxLayout(self)
        headline = QLabel(self._headline(summary))
        headline.setObjectName("headline")
        headline.setStyleSheet("font-size: 22px; font-weight: bold;")
        headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(headline)
        rule = summary.outcome.rule
        reason = summary.outcome.reason.get(lang)
        if rule is not None:
            text = rule.text_en if lang == "en" and rule.text_en else rule.text
            reason = f"{reason}\n{rule.id}: {text}"
        why = QLabel(reason)
        why.setObjectName("reason")
        why.setWordWrap(True)
        why.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(why)
        minutes, seconds = divmod(int(summary.seconds), 60)
        length = QLabel(self.tr("%1 turns · %2 min %3 s").replace("%1", str(summary.turns))
                        .replace("%2", str(minutes)).replace("%3", f"{seconds:02d}"))
        length.setObjectName("length")
        length.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(length)
        if summary.score:
            score = QLabel(self.tr("Match: %1").replace("%1", " – ".join(str(s) for s in summary.score))
                           + ("" if not summary.match_over else " · " + self.tr("the match is over")))
            score.setObjectName("score")
            score.setAlignment(Qt.AlignmentFlag.AlignCenter)
            column.addWidget(score)
        buttons = QDialogButtonBox()
        if summary.score and not summary.match_over:
            self._button(buttons, self.tr("Next duel"), NEXT_DUEL, default=True)
        elif summary.can_rematch:
            self._button(buttons, self.tr("Rematch"), REMATCH, default=True)
        self._button(buttons, self.tr("Save replay…"), SAVE_REPLAY)
        self._button(buttons, self.tr("Back to the start page"), START_PAGE)
        self._button(buttons, self.tr("Look at the table"), STAY)
        column.addWidget(buttons)

    def _headline(self, summary: GameSummary) -> str:
        winner = summary.outcome.winner
        if winner is None:
            return self.tr("Draw")
        if summary.viewer is not None and winner == summary.viewer:
            return self.tr("You win!")
        if summary.viewer is not None and len(summary.names) == 2:
            return self.tr("You lose")
        name = summary.names[winner] if winner < len(summary.names) else f"P{winner + 1}"
        return self.tr("%1 wins").replace("%1", f"{name} (P{winner + 1})")

    def _button(self, box: QDialogButtonBox, text: str, choice: str, default: bool = False) -> None:
        button = QPushButton(text)
        button.setObjectName(choice)
        button.setDefault(default)
        button.clicked.connect(lambda: self._choose(choice))
        box.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()
