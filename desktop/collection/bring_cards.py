"""The "Bring your cards" page: card data, collections and decks from the files and folders a
player already has (MTGJSON, Scryfall, Cockatrice, YGOPro/EDOPro, collection CSVs, deck files and
folders), and what other programs on this machine hold, offered where it is.

The work (``bring_work``) runs on the store's writer thread; the page shows a progress bar with
counts, rate and time left, a Cancel that leaves nothing of the file in progress, and at the end
a summary: what came in, what was refused, each refusal with its file and line.
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QLocale, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n
from desktop.collection.bring_work import BringJob, Offer, Progress, Summary, offers
from desktop.store_service import StoreService

SHOWN_NOTES = 20  # refusals listed per file; the rest are counted


class _Relay(QObject):
    progressed = Signal(object)  # a Progress, from the store's thread


class BringCardsPage(QWidget):
    """The page (see the module). ``bring(paths)`` starts the work, as its buttons and a drop on
    the window do; ``finished`` carries the ``Summary``."""

    finished = Signal(object)

    def __init__(self, service: StoreService, parent: QWidget | None = None, found: list[Offer] | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self.cancel = threading.Event()
        self.running = False
        self.summary: Summary | None = None
        self.updates = 0  # progress reports shown (tests and the benchmark read it)
        self.every = 0.25  # seconds between two progress reports at most
        self._relay = _Relay()
        self._relay.progressed.connect(self._show_progress)
        self.title = title = QLabel()
        title.setStyleSheet("font-size: 22px; font-weight: bold;")
        self.intro = intro = QLabel()
        intro.setWordWrap(True)
        self.files_button = QPushButton()
        self.files_button.clicked.connect(self.choose_files)
        self.folder_button = QPushButton()
        self.folder_button.clicked.connect(self.choose_folder)
        buttons = QHBoxLayout()
        buttons.addWidget(self.files_button)
        buttons.addWidget(self.folder_button)
        buttons.addStretch(1)
        column = QVBoxLayout(self)
        column.addWidget(title)
        column.addWidget(intro)
        column.addLayout(buttons)
        self.offers = found if found is not None else offers()
        self.found = QLabel()
        if self.offers:
            column.addWidget(self.found)
        self.offer_buttons: list[QPushButton] = []
        for offer in self.offers:
            button = QPushButton()
            self.offer_buttons.append(button)
            button.setToolTip(str(offer.folder))
            button.setObjectName(f"offer:{offer.tool}")
            button.clicked.connect(lambda _=False, o=offer: self.bring(list(o.paths)))
            column.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        self.bar = QProgressBar()
        self.bar.setRange(0, 1000)
        self.bar.setVisible(False)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.stop)
        self.cancel_button.setVisible(False)
        progress = QHBoxLayout()
        progress.addWidget(self.bar, 1)
        progress.addWidget(self.cancel_button)
        column.addLayout(progress)
        column.addWidget(self.status)
        self.report = QTextBrowser()
        self.report.setVisible(False)
        column.addWidget(self.report, 1)
        column.addStretch(0)
        self._say_texts()

    def _say_texts(self) -> None:
        """Every text the page shows, in the language installed now (``retranslate``); a summary
        shown is said again, the progress line at the next report."""
        self.title.setText(self.tr("Bring your cards"))
        self.intro.setText(self.tr(
            "Card data, collections and decks from the programs you used before: MTGJSON (sets or AllPrintings), "
            "Scryfall bulk data, Cockatrice cards.xml and tokens.xml, YGOPro/EDOPro cards.cdb, collection CSVs "
            "(ManaBox, Deckbox, Moxfield, Archidekt, Dragon Shield), deck files and whole deck folders. "
            "Choose them here or drop them on the window."))
        self.files_button.setText(self.tr("Choose files…"))
        self.folder_button.setText(self.tr("Choose a folder…"))
        self.found.setText(self.tr("Found on this computer (read where they are, nothing is copied):"))
        for offer, button in zip(self.offers, self.offer_buttons):
            button.setText(self.tr("Bring in what %1 holds: %2").replace("%1", offer.tool)
                           .replace("%2", ", ".join(path.name for path in offer.paths)))
        self.cancel_button.setText(self.tr("Cancel"))
        if self.running and self.cancel.is_set():
            self.status.setText(self.tr("Cancelling…"))
        elif self.running and self.updates == 0:
            self.status.setText(self.tr("Looking at what you chose…"))
        elif not self.running and self.summary is not None:
            self.status.setText(self.headline(self.summary))
            self.report.setHtml(self.details(self.summary))

    def retranslate(self, lang: str) -> None:
        """Say everything again in ``lang`` (installed now); work in progress goes on."""
        self._say_texts()

    def choose_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, self.tr("Bring your cards"))
        if paths:
            self.bring([Path(path) for path in paths])

    def choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(self, self.tr("Bring your cards"))
        if path:
            self.bring([Path(path)])

    def bring(self, paths: list[Path]) -> bool:
        """Bring ``paths`` in (files or folders) on the store's thread; ``False`` while other work runs."""
        if self.running or not paths:
            return False
        self.running, self.summary, self.updates = True, None, 0
        self.cancel = threading.Event()
        for widget in (self.files_button, self.folder_button):
            widget.setEnabled(False)
        self.bar.setValue(0)
        self.bar.setVisible(True)
        self.cancel_button.setVisible(True)
        self.cancel_button.setEnabled(True)
        self.report.setVisible(False)
        self.status.setText(self.tr("Looking at what you chose…"))
        self.service.submit(BringJob(list(paths), self._relay.progressed.emit, self.cancel, self.every), self._done, what="catalogue")
        return True

    def stop(self) -> None:
        """Cancel: the file in progress is rolled back whole, the files after it are not started."""
        self.cancel.set()
        self.cancel_button.setEnabled(False)
        self.status.setText(self.tr("Cancelling…"))

    def _show_progress(self, progress: object) -> None:
        assert isinstance(progress, Progress)
        if not self.running or self.cancel.is_set():
            return
        self.updates += 1
        self.bar.setValue(int(progress.fraction * 1000))
        text = (self.tr("File %1 of %2: %3").replace("%1", str(progress.file_number)).replace("%2", str(progress.files))
                .replace("%3", progress.current) + " · " + self.tr("%1 read").replace("%1", _number(progress.records)))
        if progress.rate > 0:
            text += " · " + self.tr("%1 a second").replace("%1", _number(round(progress.rate)))
        if progress.seconds_left is not None:
            text += " · " + self.tr("about %1 left").replace("%1", _duration(progress.seconds_left))
        self.status.setText(text)

    def _done(self, result: object) -> None:
        assert isinstance(result, Summary)
        self.running = False
        self.summary = result
        for widget in (self.files_button, self.folder_button):
            widget.setEnabled(True)
        self.cancel_button.setVisible(False)
        self.bar.setValue(1000 if result.cancelled_at is None else self.bar.value())
        self.status.setText(self.headline(result))
        self.report.setHtml(self.details(result))
        self.report.setVisible(True)
        for what in ("collection", "decks"):
            self.service.changed.emit(what)
        self.finished.emit(result)

    def headline(self, summary: Summary) -> str:
        stored = sum(1 for outcome in summary.outcomes if outcome.stored)
        refused = len(summary.outcomes) - stored
        lines = sum(len(outcome.notes) for outcome in summary.outcomes)
        text = self.tr("%1 file(s) brought in, %2 refused, %3 line(s) in them left out, in %4.").replace(
            "%1", str(stored)).replace("%2", str(refused)).replace("%3", _number(lines)).replace("%4", _duration(summary.seconds))
        if summary.cancelled_at is not None:
            text += " " + self.tr("Cancelled: nothing of %1 was stored; %2 file(s) after it were not started.").replace(
                "%1", summary.cancelled_at.name).replace("%2", str(len(summary.not_started)))
        return text

    def details(self, summary: Summary) -> str:
        """The summary as HTML: each file, what came in or why it was refused, with its lines."""
        from html import escape

        lang = i18n.current()
        rows = []
        for outcome in summary.outcomes:
            mark = "✔" if outcome.stored else "✘"
            rows.append(f"<p><b>{mark} {escape(str(outcome.path))}</b><br>{escape(outcome.text.get(lang))}")
            for note in outcome.notes[:SHOWN_NOTES]:
                rows.append(f"<br>&nbsp;&nbsp;· {escape(note.get(lang))}")
            if len(outcome.notes) > SHOWN_NOTES:
                rows.append("<br>&nbsp;&nbsp;· " + escape(self.tr("and %1 more").replace("%1", str(len(outcome.notes) - SHOWN_NOTES))))
            rows.append("</p>")
        if summary.ignored:
            rows.append("<p>" + escape(self.tr("Not read (not card data, a collection or a deck): %1").replace(
                "%1", ", ".join(path.name for path in summary.ignored[:SHOWN_NOTES])
                + ("…" if len(summary.ignored) > SHOWN_NOTES else ""))) + "</p>")
        return "".join(rows)


def _duration(seconds: float) -> str:
    seconds = max(0, round(seconds))
    return f"{seconds // 60} min {seconds % 60:02d} s" if seconds >= 60 else f"{seconds} s"


def _number(value: int) -> str:
    """``value`` with the thousands separator of the window's language (12.345 / 12,345)."""
    return QLocale(QLocale.Language.Spanish if i18n.current() == "es" else QLocale.Language.English).toString(value)
