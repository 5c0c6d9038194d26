"""Image sources: the folders and archives whose card pictures Tapete shows, read in place.

The player's sources come first, in the order they are asked; folders of Cockatrice, Forge,
XMage and EDOPro found in their usual places are listed after them, unticked, until chosen. A
folder or archive added is read in the layout it has (the tool is recognised), which the
"Read as" box can change.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardimages.imagecache.discover import KINDS, SourceSpec, detect_kind
from desktop.image_sources import ImageSources

SPEC = Qt.ItemDataRole.UserRole
OFFERED = Qt.ItemDataRole.UserRole + 1


class ImageSourcesDialog(QDialog):
    """Choose, add, order and remove image sources; saved when accepted."""

    def __init__(self, sources: ImageSources, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sources = sources
        self.setWindowTitle(self.tr("Card pictures"))
        self.resize(820, 420)
        intro = QLabel(self.tr("Tapete shows the card pictures you already have, where they are: folders of Cockatrice, "
                               "Forge, XMage or EDOPro, or any folder or zip archive of your own. Ticked sources are "
                               "asked from top to bottom; a card none of them has is drawn from its data."))
        intro.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([self.tr("Program"), self.tr("Folder or archive"), self.tr("Pictures")])
        self.tree.setRootIsDecorated(False)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.kind = QComboBox()
        for kind in KINDS:
            self.kind.addItem(self.kind_name(kind), kind)
        self.kind.currentIndexChanged.connect(self._kind_chosen)
        self.tree.currentItemChanged.connect(lambda *_: self._current_changed())
        buttons = QHBoxLayout()
        for text, slot in ((self.tr("Add a folder…"), self.add_folder), (self.tr("Add an archive…"), self.add_archive),
                           (self.tr("Remove"), self.remove), (self.tr("Up"), lambda: self.move_source(-1)),
                           (self.tr("Down"), lambda: self.move_source(+1))):
            button = QPushButton(text)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(QLabel(self.tr("Read as")))
        buttons.addWidget(self.kind)
        done = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        done.accepted.connect(self.accept)
        done.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(intro)
        column.addWidget(self.tree, 1)
        column.addLayout(buttons)
        column.addWidget(done)
        counts = sources.library.counts()
        for spec in sources.specs:
            self._add_item(spec, counts)
        for spec in sources.offers():
            self._add_item(spec, counts, offered=True)
        self._current_changed()

    def kind_name(self, kind: str) -> str:
        names = {"plain": self.tr("Your own folder"), "ygo-archive": self.tr("EDOPro archive")}
        return names.get(kind, {"cockatrice": "Cockatrice", "forge": "Forge", "xmage": "XMage", "edopro": "EDOPro",
                                "ygopro": "YGOPro"}.get(kind, kind))

    def _add_item(self, spec: SourceSpec, counts: dict[tuple[str, str], int] | None = None,
                  offered: bool = False) -> QTreeWidgetItem:
        item = QTreeWidgetItem([self.kind_name(spec.kind), spec.path, ""])
        item.setData(0, SPEC, spec)
        item.setData(0, OFFERED, offered)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(0, Qt.CheckState.Checked if spec.enabled and not offered else Qt.CheckState.Unchecked)
        if offered:
            item.setText(2, self.tr("found on this computer"))
        elif counts is not None and (spec.kind, spec.path) in counts:
            item.setText(2, str(counts[(spec.kind, spec.path)]))
        self.tree.addTopLevelItem(item)
        return item

    def specs(self) -> list[SourceSpec]:
        """The sources as the list shows them: ticked ones used, unticked offers left out."""
        chosen = []
        for item in self.items():
            spec: SourceSpec = item.data(0, SPEC)
            used = item.checkState(0) == Qt.CheckState.Checked
            if used or not item.data(0, OFFERED):
                chosen.append(SourceSpec(spec.kind, spec.path, used))
        return chosen

    def items(self) -> list[QTreeWidgetItem]:
        return [item for row in range(self.tree.topLevelItemCount()) if (item := self.tree.topLevelItem(row)) is not None]

    def add_path(self, path: str) -> QTreeWidgetItem:
        """Add a folder or archive, read in the layout it has."""
        item = self._add_item(SourceSpec(detect_kind(Path(path)), path))
        self.tree.setCurrentItem(item)
        return item

    def add_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("A folder of card pictures"))
        if folder:
            self.add_path(folder)

    def add_archive(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("An archive of card pictures"), "",
                                              self.tr("Zip archives (*.zip *.ypk)"))
        if path:
            self.add_path(path)

    def remove(self) -> None:
        item = self.tree.currentItem()
        if item is not None:
            self.tree.takeTopLevelItem(self.tree.indexOfTopLevelItem(item))

    def move_source(self, step: int) -> None:
        item = self.tree.currentItem()
        if item is None:
            return
        row = self.tree.indexOfTopLevelItem(item)
        target = row + step
        if 0 <= target < self.tree.topLevelItemCount():
            self.tree.takeTopLevelItem(row)
            self.tree.insertTopLevelItem(target, item)
            self.tree.setCurrentItem(item)

    def _current_changed(self) -> None:
        item = self.tree.currentItem()
        self.kind.setEnabled(item is not None)
        if item is not None:
            self.kind.blockSignals(True)
            self.kind.setCurrentIndex(self.kind.findData(item.data(0, SPEC).kind))
            self.kind.blockSignals(False)

    def _kind_chosen(self) -> None:
        item = self.tree.currentItem()
        if item is None:
            return
        spec: SourceSpec = item.data(0, SPEC)
        kind = self.kind.currentData()
        item.setData(0, SPEC, SourceSpec(kind, spec.path, spec.enabled))
        item.setText(0, self.kind_name(kind))

    def accept(self) -> None:
        self.sources.set_specs(self.specs())
        super().accept()
