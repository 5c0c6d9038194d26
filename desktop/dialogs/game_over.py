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
    the names of the seats and, in a best-of-three match, the score (wins per seat), the number
    of the duel just played, whether another follows and the match's winner."""

    outcome: Outcome
    viewer: int | None
    turns: int
    seconds: float
    names: tuple[str, ...]
    score: tuple[int, ...] = ()
    match_over: bool = True
    can_rematch: bool = True
    duel: int = 0
    match_winner: int | None = None


class GameOverDialog(QDialog):
    """The result of a game, with buttons for what comes next (``choice`` once closed)."""

    def __init__(self, summary: GameSummary, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choice = STAY
        self.setWindowTitle(self.tr("Game over"))
        column = QVBoxLayout(self)
        headline = QLabel(self._match_headline(summary) if summary.score and summary.match_over else self._headline(summary))
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
            score = QLabel(self._score(summary))
            score.setObjectName("score")
            score.setStyleSheet("font-size: 16px;")
            score.setAlignment(Qt.AlignmentFlag.AlignCenter)
            column.insertWidget(1, score)  # under the headline: the match is what counts
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
        return self.tr("%1 wins").replace("%1", self._name(summary, winner))

    def _match_headline(self, summary: GameSummary) -> str:
        """The match's result, once it is decided."""
        winner = summary.match_winner
        if winner is None:
            return self.tr("The match is a draw")
        if summary.viewer is not None and winner == summary.viewer:
            return self.tr("You win the match!")
        if summary.viewer is not None and len(summary.names) == 2:
            return self.tr("You lose the match")
        return self.tr("%1 wins the match").replace("%1", self._name(summary, winner))

    def _score(self, summary: GameSummary) -> str:
        """``Best of three · duel 2 — Human 1 – 1 Bot``, then the duel's result once the match is decided."""
        wins = " – ".join(str(count) for count in summary.score)
        if len(summary.names) == len(summary.score) == 2:
            wins = f"{self._name(summary, 0)} {summary.score[0]} – {summary.score[1]} {self._name(summary, 1)}"
        text = self.tr("Best of three · duel %1: %2").replace("%1", str(summary.duel)).replace("%2", wins)
        if summary.match_over:
            text += "\n" + self.tr("Duel %1: %2").replace("%1", str(summary.duel)).replace("%2", self._headline(summary))
        elif summary.score.count(1) == 2:
            text += "\n" + self.tr("The next duel decides")
        else:
            text += "\n" + self.tr("Two wins take the match")
        return text

    @staticmethod
    def _name(summary: GameSummary, seat: int) -> str:
        return f"{summary.names[seat]} (P{seat + 1})" if seat < len(summary.names) else f"P{seat + 1}"

    def _button(self, box: QDialogButtonBox, text: str, choice: str, default: bool = False) -> None:
        button = QPushButton(text)
        button.setObjectName(choice)
        button.setDefault(default)
        button.clicked.connect(lambda: self._choose(choice))
        box.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()
