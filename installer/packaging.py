"""What goes into the frozen app, worked out from the source tree (used by ``tapete.spec``).

Every module and every data file of Tapete's packages is collected by walking the folders, so
a new game (``engine/games/<name>`` with ``assets/games/<name>``), fonts or translations are
included without touching the spec. Qt is trimmed to the plugins Tapete uses and the Qt
libraries those plugins and the imported Qt modules really link to.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Callable, Iterable

PACKAGES = ("engine", "tapete_cli", "desktop", "cardimages", "assets")
SKIP_DIRS = {"__pycache__", ".mypy_cache", ".pytest_cache"}
SKIP_SUFFIXES = {".py", ".pyc", ".pyo"}

# Qt plugins kept, by folder; a plugin is named without "lib", "q" and its extension
# (libqxcb.so, qwindows.dll and libqcocoa.dylib are "xcb", "windows" and "cocoa").
QT_PLUGINS: dict[str, set[str] | None] = {
    "platforms": {"xcb", "wayland", "offscreen", "windows", "cocoa"},
    "imageformats": {"jpeg", "gif", "webp", "ico"},
    "printsupport": None,  # every one: CUPS on Linux, the native ones elsewhere
    "styles": None,  # the Windows 11 and macOS looks
    "platformthemes": {"xdgdesktopportal"},  # native file dialogs through the desktop portal
    "platforminputcontexts": None,  # compose key and input methods for accents
    "wayland-shell-integration": None,
    "wayland-decoration-client": None,
}

# Python modules a frozen Tapete never imports (test tools, other GUI toolkits, Qt Quick…).
EXCLUDES = [
    "tkinter", "unittest", "pydoc_data", "pytest", "_pytest", "hypothesis", "mypy", "pytestqt",
    "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtQuickWidgets", "PySide6.QtQuickControls2",
    "PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets", "PySide6.QtSql", "PySide6.QtTest", "PySide6.QtDesigner",
    "PySide6.QtUiTools", "PySide6.QtHelp", "PySide6.QtXml", "PySide6.QtConcurrent",
    "numpy", "yaml", "cffi", "pycparser",  # optional extras of Pillow and ijson that Tapete does not use
    "PIL.AvifImagePlugin", "PIL._avif",  # AVIF (4.7 MB of libavif): card images are PNG and JPEG
]

QT_TRANSLATIONS_KEPT = ("es", "en")


def project_version(root: Path) -> str:
    """The version in ``pyproject.toml``."""
    with (root / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def windows_version(version: str) -> tuple[int, int, int, int]:
    """``0.1.0`` as the four numbers Windows version resources want."""
    numbers = [int(part) for part in re.findall(r"\d+", version)[:4]]
    return tuple(numbers + [0] * (4 - len(numbers)))  # type: ignore[return-value]


def _files(root: Path, package: str) -> Iterable[Path]:
    for path in sorted((root / package).rglob("*")):
        if path.is_file() and not SKIP_DIRS & set(path.relative_to(root).parts):
            yield path


def module_names(root: Path, packages: Iterable[str] = PACKAGES) -> list[str]:
    """Every module of the packages, as hidden imports (games register by being imported)."""
    names = []
    for package in packages:
        for path in _files(root, package):
            if path.suffix == ".py":
                parts = list(path.relative_to(root).with_suffix("").parts)
                if parts[-1] == "__init__":
                    parts.pop()
                names.append(".".join(parts))
    return names


def data_files(root: Path, packages: Iterable[str] = PACKAGES) -> list[tuple[str, str]]:
    """(source file, destination folder) for every non-Python file of the packages."""
    return [(str(path), str(path.parent.relative_to(root)))
            for package in packages for path in _files(root, package) if path.suffix not in SKIP_SUFFIXES]


def plugin_name(filename: str) -> str:
    """``libqxcb.so`` → ``xcb``; ``qwindows.dll`` → ``windows``; ``libqcocoa.dylib`` → ``cocoa``."""
    stem = filename.split(".")[0]
    stem = stem.removeprefix("lib")
    return stem.removeprefix("q")


def keep_qt_plugin(dest: str) -> bool:
    """Whether a collected file under ``…/Qt/plugins/<folder>/`` is one Tapete uses (files
    elsewhere are not plugins and are kept)."""
    parts = dest.replace("\\", "/").split("/")
    if "plugins" not in parts:
        return True
    index = parts.index("plugins")
    if len(parts) < index + 3:
        return True
    folder, filename = parts[index + 1], parts[-1]
    if folder not in QT_PLUGINS:
        return False
    wanted = QT_PLUGINS[folder]
    return wanted is None or plugin_name(filename) in wanted


def keep_qt_translation(dest: str) -> bool:
    """Qt's own translations only for the interface languages."""
    parts = dest.replace("\\", "/").split("/")
    if "translations" not in parts or not dest.endswith(".qm") or "PySide6" not in parts:
        return True
    language = Path(parts[-1]).stem.split("_", 1)[-1]
    return language.split("_")[0] in QT_TRANSLATIONS_KEPT


Entry = tuple[str, str, str]  # PyInstaller TOC entry: destination, source, type


def _name(dest: str) -> str:
    """The file name, lower-cased: Windows imports name DLLs in any case (VCRUNTIME140.dll)."""
    return dest.replace("\\", "/").split("/")[-1].lower()


def _is_root(entry: Entry) -> bool:
    """What loads by itself: Python extension modules, Qt plugins, the Python library."""
    dest, _, kind = entry
    return kind == "EXTENSION" or "/plugins/" in dest.replace("\\", "/") or _name(dest).startswith(("libpython", "python3"))


def linked_libraries(binaries: list[Entry], imports_of: Callable[[str], Iterable[str]]) -> set[str]:
    """The file names of every collected library some root links to, directly or not
    (following ``imports_of(path)`` → the names a binary imports)."""
    by_name = {_name(dest): src for dest, src, kind in binaries if kind == "BINARY"}
    todo = [src for entry in binaries if _is_root(entry) for src in [entry[1]]]
    seen: set[str] = set()
    needed: set[str] = set()
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        for name in imports_of(path):
            base = _name(name)
            if base in by_name and base not in needed:
                needed.add(base)
                todo.append(by_name[base])
    return needed


def _without_dangling_links(entries: list[Entry], present: set[str]) -> list[Entry]:
    """SYMLINK entries whose target was dropped go too."""
    kept = []
    for dest, target, kind in entries:
        if kind == "SYMLINK":
            resolved = str(Path(dest).parent / target).replace("\\", "/")
            if Path(resolved).as_posix() not in present:
                continue
        kept.append((dest, target, kind))
    return kept


def trim(binaries: list[Entry], datas: list[Entry], imports_of: Callable[[str], Iterable[str]],
         prune_libraries: bool = True) -> tuple[list[Entry], list[Entry]]:
    """The binaries and data files without unused Qt plugins and translations, and (when
    ``prune_libraries``) without the libraries only the dropped plugins needed."""
    binaries = [entry for entry in binaries if keep_qt_plugin(entry[0])]
    datas = [entry for entry in datas if keep_qt_plugin(entry[0]) and keep_qt_translation(entry[0])]
    if prune_libraries:
        needed = linked_libraries(binaries, imports_of)
        binaries = [entry for entry in binaries if entry[2] != "BINARY" or _is_root(entry) or _name(entry[0]) in needed]
    present = {Path(dest).as_posix() for dest, _, kind in binaries + datas if kind != "SYMLINK"}
    return _without_dangling_links(binaries, present), _without_dangling_links(datas, present)
