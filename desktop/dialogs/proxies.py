"""Print proxies: the sheet options, a preview of each page, "Save PDF" and direct printing
through Qt's print dialog, all from the same layout (``cardimages.sheets``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cardimages.imagecache.library import ImageLibrary
from cardimages.proxies import CardImages, ProxyList, proxy_list, sheet_layout, write_pdf
from cardimages.scans import ScanFolder
from cardimages.sheets import SheetLayout, SheetOptions
from desktop import file_filters, i18n
from desktop.dialogs.proxy_canvas import prepare_printer, print_sheets, render_preview
from engine.core.errors import TapeteError, text_of
from engine.formats.records import DeckList, ResolvedDeck

PREVIEW_DPI = 40


def read_deck_file(path: str, store: Path | None = None) -> tuple[DeckList, ResolvedDeck | None]:
    """A deck file of any format parsed and, when the file says its game, looked up
    (``look_up``); run on a worker thread (``desktop.file_reader``): a large or hostile file is
    read there, never on the GUI thread."""
    from engine.formats.decks import parse_deck_file

    decklist = parse_deck_file(path)
    return decklist, None if decklist.game is None else look_up(decklist, decklist.game, store)


def look_up(decklist: DeckList, game: str, store: Path | None = None) -> ResolvedDeck:
    """``decklist``'s lines matched among the player's cards: the store at ``store`` and the
    sets the game ships (on a worker thread: it opens its own connection)."""
    from engine.formats.decks import resolve
    from engine.formats.decks.reference import card_lookup

    with card_lookup(game, str(store) if store is not None else None) as lookup:  # closed with the read
        return resolve(decklist, game, lookup)


def _spin(low: float, high: float, step: float, value: float, decimals: int = 1, suffix: str = " mm") -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setDecimals(decimals)
    box.setValue(value)
    box.setSuffix(suffix)
    return box


def _row(*widgets: QWidget) -> QHBoxLayout:
    """``widgets`` side by side, for one row of the form."""
    row = QHBoxLayout()
    for widget in widgets:
        row.addWidget(widget)
    return row


class ProxyDialog(QDialog):
    """Proxy sheets of ``deck``. ``owned`` gives the collection's copies per card when there is
    a collection (for "only the cards missing from the collection"); ``library`` holds the
    player's image sources, asked after the scans folder."""

    def __init__(self, deck: ResolvedDeck, owned: Callable[[], dict[str, int]] | None = None,
                 parent: QWidget | None = None, library: ImageLibrary | None = None) -> None:
        super().__init__(parent)
        self.deck = deck
        self.owned = owned
        self.library = library
        self.settings = QSettings("Tapete", "Tapete")
        self.setWindowTitle(self.tr("Print proxies — %1").replace("%1", deck.name or self.tr("deck")))
        self._make_sheet_options()
        self._make_card_options()
        self._make_preview()
        row = QHBoxLayout(self)
        row.addLayout(self._options_column(), 0)
        row.addLayout(self._preview_column(), 1)
        self._timer = self._refresh_timer()
        self.cards: ProxyList = ProxyList(deck.game, deck.name)
        self.sheet: SheetLayout | None = None
        self.refresh()

    # ---------------------------------------------------------------- building the dialog

    def _make_sheet_options(self) -> None:
        """The widgets of the sheet: paper, gap, bleed, cut marks, backs and scale."""
        self.paper = QComboBox()
        for text, data in ((self.tr("A4 (210 × 297 mm)"), "a4"), (self.tr("Letter (8.5 × 11 in)"), "letter"),
                           (self.tr("A3 (297 × 420 mm)"), "a3"), (self.tr("Custom size"), "custom")):
            self.paper.addItem(text, data)
        self.custom_w = _spin(50, 1000, 1, 210, 1)
        self.custom_h = _spin(50, 1000, 1, 297, 1)
        self.landscape = QCheckBox(self.tr("Landscape"))
        self.gap = _spin(0, 5, 0.5, 0)
        self.bleed = _spin(0, 3, 0.5, 0)
        self.bleed_mode = QComboBox()
        self.bleed_mode.addItem(self.tr("extended edge"), "extend")
        self.bleed_mode.addItem(self.tr("mirrored edge"), "mirror")
        self.marks = QComboBox()
        for text, data in ((self.tr("corner crosses"), "corners"), (self.tr("full lines"), "lines"), (self.tr("none"), "none")):
            self.marks.addItem(text, data)
        self.mark_colour = QColor(0, 0, 0)
        self.colour_button = QPushButton(self.tr("Colour…"))
        self.colour_button.clicked.connect(self._choose_colour)
        self.mark_width = _spin(0.05, 2, 0.05, 0.2, 2)
        self.backs = QCheckBox(self.tr("A page of backs after each page (duplex, long edge)"))
        self.back_x = _spin(-10, 10, 0.1, 0)
        self.back_y = _spin(-10, 10, 0.1, 0)
        self.scale_x = _spin(0.9, 1.1, 0.001, 1.0, 3, "")
        self.scale_y = _spin(0.9, 1.1, 0.001, 1.0, 3, "")

    def _make_card_options(self) -> None:
        """The widgets choosing the cards and their pictures: calibration, lands, missing cards,
        the proxy mark and the scans folder."""
        self.calibration = QCheckBox(self.tr("Calibration page with millimetre rulers"))
        self.skip_lands = QCheckBox(self.tr("Skip basic lands"))
        self.only_missing = QCheckBox(self.tr("Only the cards missing from the collection"))
        self.only_missing.setEnabled(self.owned is not None)
        self.proxy_mark = QCheckBox(self.tr("Small “PROXY” mark on each card"))
        self.proxy_mark.setChecked(True)
        self.scans = QLineEdit(str(self.settings.value("scans_folder", "")))
        self.scans.setPlaceholderText(self.tr("none: every card is drawn from its data"))
        self.status = QLabel()
        self.status.setWordWrap(True)

    def _make_preview(self) -> None:
        """The page preview and its page number."""
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(round(215.9 * PREVIEW_DPI / 25.4) + 8, round(297 * PREVIEW_DPI / 25.4) + 8)
        self.preview.setStyleSheet("background: #6b6b6b;")
        self.page = QSpinBox()
        self.page.setPrefix(self.tr("Page "))
        self.page.setMinimum(1)
        self.page.valueChanged.connect(lambda *_: self._show_page())

    def _options_column(self) -> QVBoxLayout:
        """The form of options above the Save, Print and Close buttons."""
        left = QVBoxLayout()
        left.addLayout(self._options_form())
        left.addStretch(1)
        left.addLayout(self._action_buttons())
        return left

    def _options_form(self) -> QFormLayout:
        form = QFormLayout()
        form.addRow(self.tr("Paper"), _row(self.paper, self.custom_w, QLabel("×"), self.custom_h, self.landscape))
        form.addRow(self.tr("Gap between cards"), self.gap)
        form.addRow(self.tr("Bleed"), _row(self.bleed, self.bleed_mode))
        form.addRow(self.tr("Cut marks"), _row(self.marks, self.mark_width, self.colour_button))
        form.addRow(self.backs)
        form.addRow(self.tr("Backs offset (x, y)"), _row(self.back_x, self.back_y))
        form.addRow(self.tr("Scale (x, y)"), _row(self.scale_x, self.scale_y))
        form.addRow(self.calibration)
        form.addRow(self.skip_lands)
        form.addRow(self.only_missing)
        form.addRow(self.proxy_mark)
        browse = QPushButton(self.tr("Folder…"))
        browse.clicked.connect(self._choose_scans)
        scans_row = QHBoxLayout()
        scans_row.addWidget(self.scans, 1)
        scans_row.addWidget(browse)
        form.addRow(self.tr("Your scans"), scans_row)
        form.addRow(self.status)
        return form

    def _action_buttons(self) -> QHBoxLayout:
        save = QPushButton(self.tr("Save PDF…"))
        save.clicked.connect(lambda: self.save_pdf())
        printing = QPushButton(self.tr("Print…"))
        printing.clicked.connect(self.print_direct)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        actions = QHBoxLayout()
        actions.addStretch(1)
        for button in (save, printing, close):
            actions.addWidget(button)
        return actions

    def _preview_column(self) -> QVBoxLayout:
        right = QVBoxLayout()
        right.addWidget(self.preview, 1)
        right.addWidget(self.page, 0, Qt.AlignmentFlag.AlignHCenter)
        return right

    def _refresh_timer(self) -> QTimer:
        """A short single-shot timer that every option restarts: the layout is rebuilt once the
        player stops changing things."""
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(120)
        timer.timeout.connect(self.refresh)
        for spin in (self.custom_w, self.custom_h, self.gap, self.bleed, self.mark_width, self.back_x, self.back_y,
                     self.scale_x, self.scale_y):
            spin.valueChanged.connect(lambda *_: timer.start())
        for combo in (self.paper, self.bleed_mode, self.marks):
            combo.currentIndexChanged.connect(lambda *_: timer.start())
        for check in (self.landscape, self.backs, self.calibration, self.skip_lands, self.only_missing, self.proxy_mark):
            check.toggled.connect(lambda *_: timer.start())
        self.scans.editingFinished.connect(timer.start)
        return timer

    # ---------------------------------------------------------------- options

    def options(self) -> SheetOptions:
        paper = self.paper.currentData()
        custom = paper == "custom"
        self.custom_w.setEnabled(custom)
        self.custom_h.setEnabled(custom)
        return SheetOptions(
            paper=(self.custom_w.value(), self.custom_h.value()) if custom else paper, landscape=self.landscape.isChecked(),
            gap=self.gap.value(), bleed=self.bleed.value(), bleed_mode=self.bleed_mode.currentData(),
            marks=self.marks.currentData(), mark_colour=(self.mark_colour.red(), self.mark_colour.green(), self.mark_colour.blue()),
            mark_width=self.mark_width.value(), backs=self.backs.isChecked(), back_offset=(self.back_x.value(), self.back_y.value()),
            scale=(self.scale_x.value(), self.scale_y.value()), calibration=self.calibration.isChecked(),
            proxy_mark=self.proxy_mark.isChecked())

    def scan_folder(self) -> ScanFolder | None:
        text = self.scans.text().strip()
        return ScanFolder(Path(text)) if text else None

    def _choose_colour(self) -> None:
        colour = QColorDialog.getColor(self.mark_colour, self, self.tr("Colour of the cut marks"))
        if colour.isValid():
            self.mark_colour = colour
            self.refresh()

    def _choose_scans(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Folder with your card images"), self.scans.text())
        if folder:
            self.scans.setText(folder)
            self.settings.setValue("scans_folder", folder)
            self.refresh()

    # ---------------------------------------------------------------- layout and preview

    def refresh(self) -> None:
        """Rebuild the card list and the layout from the options; show the current page."""
        owned = self.owned() if self.owned is not None and self.only_missing.isChecked() else None
        self.cards = proxy_list(self.deck, skip_basic_lands=self.skip_lands.isChecked(), owned=owned, lang=i18n.current())
        try:
            self.sheet = sheet_layout(self.cards, self.options())
        except TapeteError as exc:
            self.sheet = None
            self.status.setText(exc.message(i18n.current()))
            self.preview.clear()
            return
        pages = len(self.sheet.pages)
        self.page.setMaximum(max(1, pages))
        self.page.setSuffix(self.tr(" of %1").replace("%1", str(pages)))
        lines = [self.tr("%1 cards on %2 pages (%3 × %4 per page).").replace("%1", str(len(self.cards.cards)))
                 .replace("%2", str(pages)).replace("%3", str(self.sheet.columns)).replace("%4", str(self.sheet.rows))]
        if self.cards.unknown:
            lines.append(self.tr("Unknown cards, printed with their name: %1").replace("%1", "; ".join(self.cards.unknown)))
        if self.cards.skipped:
            lines.append(self.tr("Left out: %1").replace("%1", "; ".join(self.cards.skipped)))
        folder = self.scan_folder()
        if folder is not None or self.library is not None and self.library.sources:
            images = CardImages(self.options(), folder, self.library)
            without = sorted({card.face.name for card in self.cards.cards if images.picture(card) is None})
            if without:
                lines.append(self.tr("No picture of your own (drawn from their data): %1").replace("%1", ", ".join(without)))
        self.status.setText("\n".join(lines))
        self._show_page()

    def _show_page(self) -> None:
        if self.sheet is None or not self.sheet.pages:
            self.preview.clear()
            return
        number = min(self.page.value(), len(self.sheet.pages)) - 1
        room = self.preview.size().expandedTo(self.preview.minimumSize())
        px_per_mm = max(PREVIEW_DPI / 25.4, min((room.width() - 8) / self.sheet.width, (room.height() - 8) / self.sheet.height))
        images = CardImages(replace(self.options(), dpi=min(300, round(px_per_mm * 25.4 * 1.5))), self.scan_folder(), self.library)
        image = render_preview(self.sheet, number, self.cards, images, px_per_mm)
        self.preview.setPixmap(QPixmap.fromImage(image))

    # ---------------------------------------------------------------- output

    def save_pdf(self, path: str | None = None) -> bool:
        if self.sheet is None:
            return False
        if path is None:
            suggested = f"{self.deck.name or 'proxies'}.pdf"
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the proxies as PDF"), suggested, file_filters.pdf_files())
            if not path:
                return False
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            write_pdf(self.cards, path, self.options(), self.scan_folder(), lambda *_: QApplication.processEvents(), self.library)
        except (TapeteError, OSError) as exc:
            QMessageBox.warning(self, self.tr("Cannot save the PDF"), text_of(exc).get(i18n.current()))
            return False
        finally:
            QApplication.restoreOverrideCursor()
        return True

    def print_to(self, printer: QPrinter) -> None:
        """Print every page on ``printer`` with the layout of the PDF."""
        if self.sheet is None:
            return
        prepare_printer(printer, self.sheet)
        print_sheets(printer, self.sheet, self.cards, CardImages(self.options(), self.scan_folder(), self.library))

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._timer.start()  # a bigger preview

    def print_direct(self) -> None:
        if self.sheet is None:
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        prepare_printer(printer, self.sheet)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.print_to(printer)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot print"), str(exc))
        finally:
            QApplication.restoreOverrideCursor()
