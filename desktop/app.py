"""``tapete``: the desktop application."""

from __future__ import annotations

import sys
from typing import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontDatabase, QIcon
from PySide6.QtWidgets import QApplication

from desktop import i18n, system_check
from desktop.main_window import MainWindow
from engine.core.game import assets_dir


def create_application(argv: Sequence[str] = ()) -> QApplication:
    """The QApplication with Tapete's names, fonts and interface language."""
    app = QApplication.instance() or QApplication(list(argv) or ["tapete"])
    QCoreApplication.setOrganizationName("Tapete")
    QCoreApplication.setApplicationName("Tapete")
    assert isinstance(app, QApplication)
    app.setWindowIcon(QIcon(str(assets_dir() / "icons" / "tapete.png")))
    for font in (assets_dir() / "fonts").glob("*.ttf"):
        QFontDatabase.addApplicationFont(str(font))
    i18n.install(i18n.chosen_language())
    return app


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv if argv is None else argv)
    if "--self-test" in args[1:]:
        from desktop import selftest

        return selftest.run()
    if system_check.uses_xcb() and (missing := system_check.missing_system_libraries()):
        print(system_check.advice(missing, i18n.chosen_language()), file=sys.stderr)
        return 1
    app = create_application(args)
    window = MainWindow(i18n.chosen_language())
    if "--quit-when-shown" in args[1:]:  # start-up time of packaged builds (benchmarks/frozen_start.py)
        from desktop.selftest import quit_after_first_paint

        quit_after_first_paint(app, window)
    window.show()
    from desktop.open_files import FileOpenFilter, open_path

    app.installEventFilter(FileOpenFilter(window))
    for path in args[1:]:
        if not path.startswith("-"):
            open_path(window, path)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
