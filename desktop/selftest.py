"""``tapete --self-test``: a smoke test of an installed or frozen Tapete, offscreen.

It checks what a packaged build can lose on the way (the assets, fonts and translations, the
Qt image and print plugins, SQLite with full-text search) and then plays a short bot-against-bot
game of every registered game through the window's own :class:`~desktop.session.GameSession`,
on the table the players see. The user's data and settings are not touched: the store lives in
a temporary folder. Exit status 0 means every check passed; otherwise each failure is reported
(on stderr, or in ``LOG_FILE`` when there is no console, and always in the exit status).
"""

from __future__ import annotations

import os
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:  # the imports themselves stay lazy: the self-test checks each as it goes
    from PySide6.QtWidgets import QApplication

    from desktop.main_window import MainWindow
    from desktop.store_service import StoreService
    from engine.core.actions import Action
    from engine.core.state import State

ACTIONS_PER_GAME = 40
SECONDS_PER_GAME = 60.0
SECONDS_IN_ALL = 600.0  # every game may take its SECONDS_PER_GAME


class SelfTestFailure(Exception):
    """One check of the self-test failed; the message says which and why."""


LOG_FILE = Path(tempfile.gettempdir()) / "tapete-selftest.log"


def _write(text: str, stream: object) -> None:
    """To the console; a windowed Windows build has none, so there it goes to ``LOG_FILE``."""
    if stream is not None:
        print(text, file=stream, flush=True)  # type: ignore[call-overload]
    else:
        with LOG_FILE.open("a", encoding="utf-8") as log:
            log.write(text + "\n")


def _say(text: str) -> None:
    _write(text, sys.stdout)


def _complain(text: str) -> None:
    _write(text, sys.stderr or sys.stdout)


def check_assets() -> str:
    """The assets folder, the interface translations and the fonts are where the app looks."""
    from PySide6.QtGui import QFontDatabase

    from desktop import i18n
    from engine.core.game import assets_dir

    folder = assets_dir()
    if not folder.is_dir():
        raise SelfTestFailure(f"assets folder missing: {folder}")
    spanish = i18n.load_ts(i18n.translations_file("es"))
    if not spanish:
        raise SelfTestFailure(f"no Spanish translations in {i18n.translations_file('es')}")
    families = set(QFontDatabase.families())
    if not any(family.startswith("DejaVu") for family in families):
        raise SelfTestFailure(f"the bundled DejaVu fonts did not load from {folder / 'fonts'}")
    return f"assets in {folder}, {len(spanish)} Spanish strings, fonts loaded"


def check_qt_plugins(workdir: Path) -> str:
    """The native platform plugin shipped, image formats read and written, and printing to PDF."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QColor, QImage, QImageReader, QPainter
    from PySide6.QtPrintSupport import QPrinter

    native = native_platform_plugin()
    formats = {bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()}
    missing = {"png", "jpg"} - formats
    if missing:
        raise SelfTestFailure(f"Qt image formats missing: {', '.join(sorted(missing))} (have {', '.join(sorted(formats))})")
    image = QImage(8, 8, QImage.Format.Format_RGB32)
    image.fill(QColor("darkgreen"))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6 takes the format as str here although its stubs say bytes (bytes is refused)
    saved = image.save(buffer, "JPG")  # type: ignore[call-overload]
    if not saved or not QImage.fromData(data, "JPG").width() == 8:  # type: ignore[arg-type]
        raise SelfTestFailure("Qt cannot write and read back a JPEG image (imageformats plugin)")
    pdf = workdir / "selftest.pdf"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(pdf))
    painter = QPainter()
    if not painter.begin(printer):
        raise SelfTestFailure("cannot print to a PDF file (QtPrintSupport)")
    painter.drawText(100, 100, "Tapete")
    painter.end()
    if not pdf.exists() or not pdf.read_bytes().startswith(b"%PDF"):
        raise SelfTestFailure(f"printing to PDF wrote no PDF at {pdf}")
    return f"platform plugin {native.name}; image formats {', '.join(sorted(formats & {'png', 'jpg', 'gif', 'webp'}))}; PDF printing"


NATIVE_PLATFORMS = {"linux": "xcb", "win32": "windows", "darwin": "cocoa"}


def native_platform_plugin() -> Path:
    """The plugin that shows windows on this system's desktop (the self-test itself runs
    offscreen, so it only checks that the plugin was shipped)."""
    from PySide6.QtCore import QCoreApplication

    native = NATIVE_PLATFORMS.get(sys.platform, "xcb")
    for folder in QCoreApplication.libraryPaths():
        for plugin in sorted((Path(folder) / "platforms").glob(f"*q{native}.*")):
            return plugin
    raise SelfTestFailure(f"the {native} platform plugin is missing from {', '.join(QCoreApplication.libraryPaths())}")


def open_store(workdir: Path) -> StoreService:
    """A fresh store in ``workdir`` with every game's shipped sets imported (SQLite + FTS)."""
    from PySide6.QtCore import QCoreApplication

    from desktop.store_service import StoreService

    service = StoreService(workdir / "selftest.sqlite")
    failures: list[str] = []
    service.failed.connect(failures.append)
    service.import_game_sets()
    if not service.wait(60000):
        raise SelfTestFailure("importing the games' card sets into the store did not finish in 60 s")
    QCoreApplication.processEvents()  # deliver the worker's queued signals (failures)
    if failures:
        raise SelfTestFailure(f"importing the games' card sets failed: {failures[0]}")
    if service.read.card_count() == 0:
        raise SelfTestFailure("the store holds no cards after importing the games' sets")
    first = service.read.search("", limit=1)[0]
    if not service.read.search(first.card.name, limit=5):
        raise SelfTestFailure(f"full-text search does not find «{first.card.name}» (SQLite FTS5)")
    return service


def _wait_until(done: Callable[[], bool], seconds: float) -> bool:
    """Run the Qt event loop until ``done()`` or ``seconds`` pass."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QThread

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        if done():
            return True
        QThread.msleep(5)
    return done()


class PlayingBot:
    """A seeded random bot that plays on rather than conceding, so the game shows some play."""

    name = "selftest"

    def __init__(self, seed: int | str) -> None:
        from engine.core.rng import Rng

        self.rng = Rng(seed)

    def choose(self, state: State, stop: Callable[[], bool] | None = None) -> Action:
        legal = state.legal_actions()
        return self.rng.choice([a for a in legal if a.kind != "concede"] or legal)


def play_bot_game(window: MainWindow, game_name: str, seed: int, actions: int = ACTIONS_PER_GAME) -> str:
    """Two bots play ``game_name`` on the window's table until the end or ``actions`` actions."""
    from desktop.session import BOT, GameSession, Seat
    from engine.core.game import get_game

    game = get_game(game_name)
    state = game.new_initial_state(list(game.demo_pair()), seed)
    window.games.open_session(state, (Seat(BOT, "random"), Seat(BOT, "random")), seed)
    session, table = window.session, window.table
    assert isinstance(session, GameSession) and table is not None
    session.bots = {player: PlayingBot(f"{seed}:{player}") for player in session.bots}
    errors: list[str] = []
    session.error.disconnect(table.show_error)  # reported here, not in a modal box nobody closes
    session.error.connect(errors.append)
    finished = _wait_until(lambda: bool(errors) or session.state.is_terminal() or len(session.state.history) >= actions,
                           SECONDS_PER_GAME)
    session.stop()
    session.wait_for_bots()
    if errors:
        raise SelfTestFailure(f"{game_name}: the game stopped with an error: {errors[0]}")
    played = len(session.state.history)
    if not finished:
        raise SelfTestFailure(f"{game_name}: only {played} actions in {SECONDS_PER_GAME:.0f} s (bots stuck?)")
    if not table.scene.cards:
        raise SelfTestFailure(f"{game_name}: the table shows no cards")
    shot = window.grab()
    if shot.isNull() or shot.width() < 100:
        raise SelfTestFailure(f"{game_name}: the window could not be drawn")
    end = "finished" if session.state.is_terminal() else "stopped"
    return f"{game_name}: {played} actions by two bots on the table ({end})"


def quit_after_first_paint(app: QApplication, window: MainWindow) -> None:
    """``tapete --quit-when-shown``: a normal start that quits once the window has been painted
    and the event loop turns (``benchmarks/frozen_start.py`` times packaged builds with it)."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                QTimer.singleShot(0, interactive)
            return False

    def interactive() -> None:
        # the wall clock when the event loop turns after the first paint: benchmarks time the
        # start to here, not to the process's exit
        print(f"interactive {time.time():.6f}", flush=True)
        app.quit()

    window.installEventFilter(FirstPaint(window))


def _watchdog(seconds: float) -> threading.Timer:
    """Ends the process with status 2 if the self-test hangs (a dialog waiting, a dead lock)."""

    def give_up() -> None:
        _complain(f"self-test FAILED: no answer after {seconds:.0f} s")
        os._exit(2)

    timer = threading.Timer(seconds, give_up)
    timer.daemon = True
    timer.start()
    return timer


def run(seed: int = 1) -> int:
    """Every check in turn, offscreen; 0 when all pass, 1 (and the reason) otherwise."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    started = time.monotonic()
    watchdog = _watchdog(SECONDS_IN_ALL)
    from desktop.app import create_application
    from desktop.main_window import MainWindow
    from engine.core.game import game_names

    app = create_application(["tapete", "--self-test"])
    window = None
    service = None
    with tempfile.TemporaryDirectory(prefix="tapete-selftest-") as folder:
        workdir = Path(folder)
        os.environ["TAPETE_AUTOSAVE"] = str(workdir / "autosave.jsonl")  # the games played here are not the user's
        try:
            _say(f"self-test: {check_assets()}")
            _say(f"self-test: {check_qt_plugins(workdir)}")
            service = open_store(workdir)
            _say(f"self-test: store with {service.read.card_count()} cards")
            window = MainWindow("es", store=service)
            window.show()
            for name in game_names():
                _say(f"self-test: {play_bot_game(window, name, seed)}")
        except SelfTestFailure as exc:
            _complain(f"self-test FAILED: {exc}")
            return 1
        except Exception:  # anything unexpected is a failure with its traceback
            import traceback

            _complain("self-test FAILED with an unexpected error:\n" + traceback.format_exc())
            return 1
        finally:
            if window is not None:
                window.close()
                window.deleteLater()
            elif service is not None:
                service.close()
            app.processEvents()
            watchdog.cancel()
    _say(f"self-test: ok in {time.monotonic() - started:.1f} s")
    return 0
