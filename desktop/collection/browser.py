"""The collection browser: instant search, filters, a sortable table or a grid of card pictures,
the card, quantities, CSV, and the image sources the pictures come from."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QItemSelection, QModelIndex, QPersistentModelIndex, QSettings, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSlider,
    QSplitter,
    QStackedWidget,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from cardimages.faces import record_face
from cardimages.imagecache.discover import TOOL_NAMES, SourceSpec
from cardimages.imagecache.library import ImageLibrary
from cardimages.imagecache.printing import printing_of_record
from desktop import file_filters, i18n
from desktop.collection.image_grid import DEFAULT_WIDTH, CardGridView, GridCard
from desktop.collection.model import CollectionTableModel
from desktop.file_reader import FileReader
from desktop.image_sources import ImageSources
from desktop.pixmaps import CardPixmaps
from desktop.store_service import StoreService
from engine.core.errors import TapeteError
from engine.core.records import CardRecord
from engine.core.terms import card_name, card_text, field_name, set_name, translate_type_line
from engine.formats.collection import LAYOUTS, CollectionFile, read_collection_file, write_collection
from engine.formats.collection.layouts import GAME as COLLECTION_GAME
from engine.formats.records import GAMES
from engine.store import Store
from engine.store.catalogue import SetInfo
from engine.store.search import SearchQuery, SearchResult

SEARCH_DELAY_MS = 120
VIEW_SETTING = "collection/view"  # "list" or "pictures"
SIZE_SETTING = "collection/picture_width"


class SearchPane(QWidget):
    """A search box with filters over the store, and its results as a table or as a grid of
    card pictures (one model, one selection); shared by the browser and the deck editor."""

    def __init__(self, service: StoreService, game: str | None = None, parent: QWidget | None = None,
                 images: ImageSources | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self.images = images
        self.model = CollectionTableModel(service.read)
        self._make_filters(game)
        self._make_views(images)
        settings = QSettings("Tapete", "Tapete")
        footer = self._footer(settings)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        rows: tuple[tuple[tuple[QWidget, int], ...], ...] = (  # two short rows, not one long: fits a narrow window
            ((self.text, 2), (self.game, 0), (self.set_box, 1)),
            ((self.type_text, 1), (self.cost_label, 0), (self.cost_min, 0), (self.cost_max, 0), (self.owned, 0)))
        for row in rows:
            line = QHBoxLayout()
            for widget, stretch in row:
                line.addWidget(widget, stretch)
            column.addLayout(line)
        column.addWidget(self.views, 1)
        column.addLayout(footer)
        self.list_button.clicked.connect(lambda: self.show_pictures(False))
        self.pictures_button.clicked.connect(lambda: self.show_pictures(True))
        self.show_pictures(settings.value(VIEW_SETTING, "list") == "pictures")
        self.timer = self._search_timer()
        self.game.currentIndexChanged.connect(self._game_changed)
        self._say_texts()
        self._game_changed()

    def _make_filters(self, game: str | None) -> None:
        """The search box and the filters: game, set, type, cost range and owned cards."""
        self.text = QLineEdit()
        self.text.setClearButtonEnabled(True)
        self.game = QComboBox()
        self.game.addItem("", None)
        for name in GAMES:
            self.game.addItem(name.upper(), name)
        if game is not None:
            self.game.setCurrentIndex(self.game.findData(game))
        self.set_box = QComboBox()
        self.sets: list[SetInfo] = []  # the game's sets, as the catalogue names them
        # a set's long name is elided in the closed box (whole in its list), not widening the pane
        self.set_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.set_box.setMinimumContentsLength(12)
        self.type_text = QLineEdit()
        self.cost_min, self.cost_max = QDoubleSpinBox(), QDoubleSpinBox()
        for box in (self.cost_min, self.cost_max):
            box.setRange(-1, 99)
            box.setValue(-1)
            box.setDecimals(0)
        self.cost_label = QLabel()
        self.owned = QCheckBox()

    def _make_views(self, images: ImageSources | None) -> None:
        """The results as a sortable table and as a grid of pictures, sharing one selection."""
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setDragEnabled(True)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self._cards: dict[int, GridCard] = {}
        self.model.modelAboutToBeReset.connect(self._cards.clear)
        self.grid = CardGridView(self.grid_card, lambda: images.library if images is not None else ImageLibrary())
        self.grid.setModel(self.model)
        self.grid.setSelectionModel(self.table.selectionModel())
        if images is not None:
            images.changed.connect(self.grid.reload)
        self.views = QStackedWidget()
        self.views.addWidget(self.table)
        self.views.addWidget(self.grid)

    def _footer(self, settings: QSettings) -> QHBoxLayout:
        """The count of results, the size of the pictures and the list/pictures switch."""
        self.list_button = QToolButton()
        self.pictures_button = QToolButton()
        buttons = QButtonGroup(self)
        for button in (self.list_button, self.pictures_button):
            button.setCheckable(True)
            buttons.addButton(button)
        self.size_slider = QSlider(Qt.Orientation.Horizontal)
        self.size_slider.setRange(90, 300)
        width = str(settings.value(SIZE_SETTING, DEFAULT_WIDTH))
        self.size_slider.setValue(int(width) if width.isdigit() else DEFAULT_WIDTH)
        self.size_slider.setMaximumWidth(140)
        self.size_slider.valueChanged.connect(self._resize_pictures)
        self.grid.set_card_width(self.size_slider.value())
        self.count = QLabel()
        footer = QHBoxLayout()
        footer.addWidget(self.count, 1)
        footer.addWidget(self.size_slider)
        footer.addWidget(self.list_button)
        footer.addWidget(self.pictures_button)
        return footer

    def _search_timer(self) -> QTimer:
        """A short single-shot timer that every filter restarts: the search runs once the player
        stops typing."""
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(SEARCH_DELAY_MS)
        timer.timeout.connect(self.run)
        for signal in (self.text.textChanged, self.type_text.textChanged, self.cost_min.valueChanged, self.cost_max.valueChanged):
            signal.connect(lambda *_: timer.start())
        self.set_box.currentIndexChanged.connect(lambda *_: timer.start())
        self.owned.toggled.connect(lambda *_: timer.start())
        return timer

    def _say_texts(self) -> None:
        """Every text the pane shows, in the language installed now (``retranslate``)."""
        self.text.setPlaceholderText(self.tr("Search names, types and rules text…"))
        self.game.setItemText(0, self.tr("All games"))
        self.type_text.setPlaceholderText(self.tr("Type"))
        for box in (self.cost_min, self.cost_max):
            box.setSpecialValueText(self.tr("any"))
            box.updateGeometry()  # its size hint changed with the text: «cualquiera» was cut to «iera»
        self.owned.setText(self.tr("Owned only"))
        self.cost_label.setText(self.tr("Cost"))
        self.list_button.setText(self.tr("List"))
        self.pictures_button.setText(self.tr("Pictures"))
        self.pictures_button.setToolTip(self.tr("Show the cards as a grid of their pictures"))
        self.size_slider.setToolTip(self.tr("Size of the pictures"))
        if self.set_box.count():
            self.set_box.setItemText(0, self.tr("All sets"))
        for row, info in enumerate(self.sets, start=1):  # set names as the window's language gives them
            self.set_box.setItemText(row, self._set_text(info))
        self._say_count()

    def retranslate(self, lang: str) -> None:
        """Say everything again in ``lang`` (installed now), keeping the search, its filters and
        the chosen card; the results' names, types, their order and column titles follow it too."""
        self._say_texts()
        self._cards.clear()  # the pictures' faces are drawn again in it
        chosen, loaded = self.selected(), len(self.model.rows)
        self.run()  # names and types sort as they read now; as many rows loaded as before
        while self.model.canFetchMore() and len(self.model.rows) < loaded:
            self.model.fetchMore()
        self._say_count()
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.model.COLUMNS) - 1)
        row = next((row for row, result in enumerate(self.model.rows) if chosen and result.card_id == chosen.card_id), None)
        if row is not None:  # the chosen card stays chosen, where it is now
            self.table.selectRow(row)
            self.table.scrollTo(self.model.index(row, 0))
        self.table.viewport().update()
        self.grid.viewport().update()

    def _say_count(self) -> None:
        more = "+" if self.model.canFetchMore() else ""
        self.count.setText(self.tr("%1 cards").replace("%1", f"{len(self.model.rows)}{more}"))

    def _game_changed(self) -> None:
        self.set_box.blockSignals(True)
        self.set_box.clear()
        self.set_box.addItem("", None)
        self.sets = self.service.read.sets(self.game.currentData())
        for info in self.sets:
            self.set_box.addItem(self._set_text(info), info.code)
        self.set_box.setItemText(0, self.tr("All sets"))
        self.set_box.blockSignals(False)
        self.run()

    @staticmethod
    def _set_text(info: SetInfo) -> str:
        name = set_name(info.game, info.code, info.name, i18n.current())
        return f"{info.code} — {name}" if name else info.code

    def query(self) -> SearchQuery:
        low, high = self.cost_min.value(), self.cost_max.value()
        return SearchQuery(
            text=self.text.text().strip(),
            game=self.game.currentData(),
            set_code=self.set_box.currentData(),
            type_contains=self.type_text.text().strip() or None,
            min_mana_value=None if low < 0 else low,
            max_mana_value=None if high < 0 else high,
            owned_only=self.owned.isChecked(),
            order_by=self.model.query.order_by,
            descending=self.model.query.descending,
        )

    def run(self) -> None:
        """Search now (the box searches by itself a moment after typing stops); a search still
        pending when the store closes does nothing."""
        if self.service.closed:
            return
        self.model.search(self.query())
        self._say_count()

    def selected(self) -> SearchResult | None:
        """The chosen card, in the list or in the grid (they share one selection)."""
        rows = sorted({index.row() for index in self.table.selectionModel().selectedIndexes()})
        return self.model.rows[rows[0]] if rows else None

    # ---------------------------------------------------------------- the grid of pictures

    def show_pictures(self, pictures: bool) -> None:
        """Show the results as a grid of card pictures, or as the list."""
        self.views.setCurrentWidget(self.grid if pictures else self.table)
        self.size_slider.setVisible(pictures)
        for button, checked in ((self.pictures_button, pictures), (self.list_button, not pictures)):
            if button.isChecked() != checked:
                button.setChecked(checked)
        QSettings("Tapete", "Tapete").setValue(VIEW_SETTING, "pictures" if pictures else "list")

    def _resize_pictures(self, width: int) -> None:
        self.grid.set_card_width(width)
        QSettings("Tapete", "Tapete").setValue(SIZE_SETTING, width)

    def grid_card(self, index: QModelIndex | QPersistentModelIndex) -> GridCard | None:
        """What the grid shows for a result: its face and printing, and the copies owned."""
        row = index.row()
        if not 0 <= row < len(self.model.rows):
            return None
        result = self.model.rows[row]
        card = self._cards.get(result.card_id)
        if card is None or card.badge != (str(result.owned) if result.owned else ""):
            face = record_face(result.card, i18n.current())  # as the table's faces show it
            card = GridCard(face, printing_of_record(result.card, local_name=face.name), str(result.owned) if result.owned else "")
            self._cards[result.card_id] = card
        return card


def details_html(card: CardRecord, lang: str) -> str:
    """What the browser says of a printing in ``lang``: its name, type line, text and printed numbers
    as the faces and the table say them (the English text where the set gives one)."""
    text = (card.extra.get("text_en") if lang == "en" else None) or card_text(card.game, card.name, card.text, lang)
    stats = " · ".join(f"{field_name(card.game, key, lang)} {value}" for key, value in card.stats.items())
    return (f"<b>{card_name(card.game, card.name, lang)}</b> {card.cost}"
            f"<br><i>{translate_type_line(card.game, card.type_line, lang)}</i><br>{text}<br>{stats}"
            f"<br><small>{card.set_code} {card.number}</small>")


class CollectionBrowser(QWidget):
    """Browse every game's catalogue and your collection; change quantities; CSV in and out."""

    def __init__(self, service: StoreService, pixmaps: CardPixmaps, images: ImageSources | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self.pixmaps = pixmaps
        self.images = images if images is not None else ImageSources(pixmaps, service, self)
        self.files = FileReader(self)
        self.pane = SearchPane(service, images=self.images)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setMinimumWidth(260)
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.owned = QLabel()
        self.add_button = QPushButton()
        self.remove_button = QPushButton()
        self.add_button.clicked.connect(lambda: self.change_quantity(+1))
        self.remove_button.clicked.connect(lambda: self.change_quantity(-1))
        self._quantity_keys()
        self.import_button = QPushButton()
        self.export_button = QPushButton()
        self.import_button.clicked.connect(self.import_csv)
        self.export_button.clicked.connect(self.export_csv)
        self.sources_button = QPushButton()
        self.sources_button.clicked.connect(self.choose_sources)
        self.offer = QLabel()
        self.offer.setWordWrap(True)
        self.offer.setTextFormat(Qt.TextFormat.RichText)
        self.offer.linkActivated.connect(lambda _: self.use_offers())
        side = QWidget()
        side_column = QVBoxLayout(side)
        side_column.addWidget(self.picture)
        side_column.addWidget(self.details)
        quantity = QHBoxLayout()
        for widget in (self.owned, self.remove_button, self.add_button):
            quantity.addWidget(widget)
        side_column.addLayout(quantity)
        side_column.addStretch(1)
        files = QHBoxLayout()
        files.addWidget(self.import_button)
        files.addWidget(self.export_button)
        side_column.addLayout(files)
        side_column.addWidget(self.offer)
        side_column.addWidget(self.sources_button)
        splitter = QSplitter()
        splitter.addWidget(self.pane)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        column = QVBoxLayout(self)
        column.addWidget(splitter)
        self.pane.table.selectionModel().selectionChanged.connect(self._selected)
        # a new search clears the selection without saying so: the chosen card and its buttons go
        self.pane.model.modelReset.connect(lambda: self._show(self.pane.selected()))
        service.changed.connect(self._store_changed)
        self.images.changed.connect(lambda: self._show(self.pane.selected()))
        self._say_texts()

    def _quantity_keys(self) -> None:
        """"+" and "-" (the keypad's too) on the list or the pictures: a copy more or less of the chosen card;
        in the search box they stay text."""
        for view in (self.pane.table, self.pane.grid):
            for keys, delta in ((("+", "=", "Num++"), +1), (("-", "Num+-"), -1)):
                for key in keys:
                    shortcut = QShortcut(QKeySequence(key), view, context=Qt.ShortcutContext.WidgetShortcut)
                    shortcut.activated.connect(lambda d=delta: self.change_quantity(d))

    def _say_texts(self) -> None:
        """Every text the browser shows, in the language installed now (``retranslate``)."""
        self.add_button.setText(self.tr("+1 copy"))
        self.remove_button.setText(self.tr("−1 copy"))
        self.add_button.setToolTip(self.tr("One copy more of the chosen card (+ on the list)"))
        self.remove_button.setToolTip(self.tr("One copy less of the chosen card (- on the list)"))
        self.import_button.setText(self.tr("Import CSV…"))
        self.export_button.setText(self.tr("Export CSV…"))
        self.sources_button.setText(self.tr("Card pictures…"))
        self.sources_button.setToolTip(self.tr("Show the pictures of Cockatrice, Forge, XMage, EDOPro or your own folders"))
        self._show(self.pane.selected())
        self._show_offers()

    def retranslate(self, lang: str) -> None:
        """Say everything again in ``lang`` (installed now), keeping the search and the chosen card."""
        self.pane.retranslate(lang)
        self._say_texts()

    def _selected(self, selected: QItemSelection, deselected: QItemSelection) -> None:
        self._show(self.pane.selected())

    def _show(self, result: SearchResult | None) -> None:
        for button in (self.add_button, self.remove_button):
            button.setEnabled(result is not None)
        if result is None:
            self.picture.clear()
            self.details.setText(self.tr("Choose a card to see it here."))
            self.owned.setText("")
            return
        card = result.card
        self.picture.setPixmap(self.pixmaps.record(card).scaledToWidth(240, Qt.TransformationMode.SmoothTransformation))
        self.details.setText(details_html(card, i18n.current()))
        self.owned.setText(self.tr("Owned: %1").replace("%1", str(result.owned)))
        self.remove_button.setEnabled(result.owned > 0)

    def change_quantity(self, delta: int) -> None:
        """One copy more or less of the chosen printing (written off the GUI thread)."""
        result = self.pane.selected()
        if result is None:
            return
        card_id = result.card_id
        if delta > 0:
            self.service.submit(lambda store: store.add_to_collection(card_id, delta))
        else:
            def remove(store: Store) -> None:
                entries = store.collection(card_id=card_id)
                if entries:
                    store.remove_from_collection(entries[-1].id, 1)
            self.service.submit(remove)

    # ---------------------------------------------------------------- card pictures

    def choose_sources(self) -> None:
        """The image sources dialog."""
        from desktop.dialogs.image_sources import ImageSourcesDialog

        dialog = ImageSourcesDialog(self.images, self)
        dialog.finished.connect(lambda _: self._show_offers())
        dialog.open()

    def _show_offers(self) -> None:
        """A line offering the tools' folders found here, while the player has chosen none."""
        offers = self.images.offers() if not self.images.specs else []
        self.offer.setVisible(bool(offers))
        if offers:
            where = ", ".join(f"{TOOL_NAMES[spec.kind]} ({spec.path})" for spec in offers)
            self.offer.setText(self.tr("Card pictures found on this computer: %1. <a href='use'>Show them</a>")
                               .replace("%1", where))

    def use_offers(self) -> None:
        """Use every folder found on this computer as a source."""
        self.images.set_specs([*self.images.specs, *(SourceSpec(spec.kind, spec.path) for spec in self.images.offers())])
        self._show_offers()

    def _store_changed(self, what: str) -> None:
        if what == "settings":
            return
        chosen = self.pane.table.currentIndex()
        self.pane.model.refresh()
        if chosen.isValid():
            self.pane.table.selectRow(chosen.row())
        self._show(self.pane.selected())

    def import_csv(self, path: str | None = None, game: str = COLLECTION_GAME) -> None:
        """Import a collection CSV; every row that matches nothing is listed, never dropped."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Import a collection"), "", file_filters.csv_files())
            if not path:
                return

        def store(collection: object) -> None:
            assert isinstance(collection, CollectionFile)
            self.service.submit(lambda store: store.import_collection(collection.rows, game),
                                lambda report: self.show_report(collection.layout, report, len(collection.skipped)))

        def unreadable(error: TapeteError) -> None:
            QMessageBox.warning(self, self.tr("Cannot read the file"), str(error))

        self.files.read(partial(read_collection_file, path), store, unreadable)  # read off the GUI thread

    def show_report(self, layout: str, report: object, skipped: int) -> None:
        unmatched = getattr(report, "unmatched", [])
        lines = [self.tr("Layout: %1").replace("%1", layout),
                 self.tr("Stored: %1 entries, %2 copies").replace("%1", str(getattr(report, "stored", 0)))
                 .replace("%2", str(getattr(report, "copies", 0)))]
        if skipped:
            lines.append(self.tr("Not part of the collection (deck and list rows): %1").replace("%1", str(skipped)))
        if unmatched:
            lines.append(self.tr("Rows that match no card: %1").replace("%1", str(len(unmatched))))
            lines.extend(f"  {n.line}: {n.reason.get(i18n.current())}" for n in unmatched[:40])
        self.last_report = "\n".join(lines)
        QMessageBox.information(self, self.tr("Collection imported"), self.last_report)

    def export_csv(self, path: str | None = None, layout: str = "moxfield") -> None:
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the collection"), "", file_filters.csv_files())
            if not path:
                return
        rows = self.service.read.export_collection(self.pane.game.currentData())
        write_collection(rows, layout if layout in LAYOUTS else "moxfield", path)
