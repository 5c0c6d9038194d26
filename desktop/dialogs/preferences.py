"""Preferences: interface language and automatic passing."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from desktop import i18n


class PreferencesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.settings = QSettings("Tapete", "Tapete")
        self.language = QComboBox()
        self.language.addItem(self.tr("Follow the system"), "")
        self.language.addItem("Español", "es")
        self.language.addItem("English", "en")
        self.language.setCurrentIndex(max(0, self.language.findData(self.settings.value("language", ""))))
        self.auto_pass = QCheckBox(self.tr("Pass automatically when passing is the only choice"))
        self.auto_pass.setChecked(bool(self.settings.value("auto_pass", True, type=bool)))
        note = QLabel(self.tr("The new language applies at once, to every open window."))
        note.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(self.tr("Language"), self.language)
        form.addRow(self.auto_pass)
        form.addRow(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def accept(self) -> None:
        self.settings.setValue("language", self.language.currentData())
        self.settings.setValue("auto_pass", self.auto_pass.isChecked())
        i18n.install(i18n.chosen_language())
        super().accept()
