"""Interface languages: Spanish and English, from Qt Linguist ``.ts`` files read at run time.

Source strings are English; ``assets/translations/tapete_es.ts`` holds the Spanish. The
translator follows the system locale unless Preferences say otherwise. Game terms come from the
games themselves (zone and phase labels in both languages).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from engine.core.game import assets_dir

LANGUAGES = ("es", "en")


def translations_file(lang: str) -> Path:
    return assets_dir() / "translations" / f"tapete_{lang}.ts"


def load_ts(path: Path) -> dict[tuple[str, str], str]:
    """(context, source) → translation, for every finished message of a .ts file."""
    table: dict[tuple[str, str], str] = {}
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            translation = message.find("translation")
            if translation is not None and translation.get("type") != "unfinished" and translation.text:
                table[(name, source)] = translation.text
    return table


class TsTranslator(QTranslator):
    """A QTranslator fed from a .ts file (no compiled .qm needed)."""

    def __init__(self, table: dict[tuple[str, str], str]) -> None:
        super().__init__()
        self.table = table

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        text = self.table.get((context, source))
        if text is not None and n >= 0:
            text = text.replace("%n", str(n))
        return text

    def isEmpty(self) -> bool:
        return not self.table


def chosen_language() -> str:
    """The language from Preferences, else the system's when it is Spanish, else English: the one
    a window starts in. What a window says is in ``current()``, the language it speaks now."""
    saved = QSettings("Tapete", "Tapete").value("language", "")
    if saved in LANGUAGES:
        return str(saved)
    return "es" if QLocale.system().name().startswith("es") else "en"


_installed: list[QTranslator] = []
_current = ["en"]


def current() -> str:
    """The language installed last (``install``): the one the interface speaks now."""
    return _current[0]


def install(lang: str) -> None:
    """Switch the interface language: every widget gets a LanguageChange event (windows that are
    open say everything again in ``lang``: ``MainWindow.retranslate``)."""
    app = QCoreApplication.instance()
    assert app is not None
    _current[0] = lang
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    path = translations_file(lang)
    if lang != "en" and path.exists():
        translator = TsTranslator(load_ts(path))
        app.installTranslator(translator)
        _installed.append(translator)
    if lang != "en":
        qt = QTranslator()  # Qt's own words (standard buttons, a tab's Close button) from PySide6's files
        if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            _installed.append(qt)
