"""Help: a short guide to playing at Tapete's table, and what Tapete is."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from engine.core.game import game_names, get_game


class GuideDialog(QDialog):
    """How to play at the table: starting, acting, answering, what the engine does not automate."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("How to play at Tapete's table"))
        self.resize(640, 560)
        text = QTextBrowser()
        text.setObjectName("guide")
        text.setOpenExternalLinks(False)
        text.setHtml(self.guide())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(text)
        column.addWidget(buttons)

    def guide(self) -> str:
        games = ", ".join(get_game(name).title for name in game_names())
        sections = [
            (self.tr("Starting"),
             self.tr("The start page has a demo duel of each game against the bot, two clicks away. "
                     "Game → New game chooses the game, the decks (yours from the collection or a deck file), "
                     "the opponent (a bot of some strength, a friend at this computer, or a goldfish that only "
                     "passes) and best of three. Game → LAN game plays a friend on the local network.")),
            (self.tr("Acting"),
             self.tr("Drag a card where it goes: the places it may go light up while you drag. Or click a card: "
                     "its actions are listed, in words; a target is then chosen by clicking it. The bar under "
                     "the table answers the question the game asks (keep or mulligan, pass, no block…). "
                     "Space gives the main answer; F1 lists every key.")),
            (self.tr("Stops and passing"),
             self.tr("The strip above the table shows where the turn is, in a row for your turns and one for the "
                     "opponent's. Click a step to make it a stop (red): the game never passes there by itself. "
                     "F6 passes priority until the next stop, F4 to the end of the turn, F9 to your next turn; "
                     "passing stops at once if the opponent casts something or you must decide. Esc stops it.")),
            (self.tr("Seeing the table"),
             self.tr("Ctrl+wheel (or Ctrl++ and Ctrl+-) zooms the table around the mouse; a zoomed table pans with the "
                     "wheel or by dragging the felt; Ctrl+0 shows the whole table again. The card under the mouse is "
                     "shown large in the Card tab of the side panel.")),
            (self.tr("When the game says no"),
             self.tr("A refused action changes nothing; the message names the rule that forbids it and, where "
                     "it can, what to do instead.")),
            (self.tr("What is not automated"),
             self.tr("Cards whose text Tapete does not play by itself are resolved by hand: right-click a card "
                     "(or press the menu key) → Manual to move, turn, flip it or put counters on it. Manual "
                     "actions are marked in the log and are not allowed in LAN games.")),
            (self.tr("Nothing lost"),
             self.tr("The game in progress is kept as you play: if Tapete closes, the start page offers to "
                     "resume it. Game → Save game writes a file you can open or watch as a replay.")),
            (self.tr("The games"),
             self.tr("Tapete plays %1, each from its rulebook.").replace("%1", games)),
        ]
        return "".join(f"<h3>{title}</h3><p>{body}</p>" for title, body in sections)


def tapete_version() -> str:
    """The installed Tapete's version ("?" when it runs from a tree that was never installed)."""
    try:
        return version("tapete")
    except PackageNotFoundError:
        return "?"
