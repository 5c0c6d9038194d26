"""Before Qt starts on Linux: are the system libraries of its X11 (xcb) platform plugin there?

When one is missing, Qt aborts the process naming only the first ("xcb-cursor0 or
libxcb-cursor0 is needed"). ``ldd`` lists every missing one at once, so Tapete can say exactly
which libraries to install and how, and exit cleanly instead.
"""

from __future__ import annotations

import ctypes
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

_NOT_FOUND = re.compile(r"^\s*(?P<soname>\S+)\s+=>\s+not found\s*$", re.MULTILINE)
_SONAME = re.compile(r"^(?P<name>lib[\w.+-]*?)\.so\.(?P<version>\d+)")


def missing_libraries(ldd_output: str) -> list[str]:
    """The shared libraries ``ldd`` reported as not found, in order, each once."""
    found: list[str] = []
    for match in _NOT_FOUND.finditer(ldd_output):
        if match["soname"] not in found:
            found.append(match["soname"])
    return found


def debian_package(soname: str) -> str:
    """The Debian/Ubuntu package that usually ships ``soname`` (``libxcb-cursor.so.0`` →
    ``libxcb-cursor0``; ``libxkbcommon-x11.so.0`` → ``libxkbcommon-x11-0``)."""
    match = _SONAME.match(soname)
    if not match:
        return soname
    name, version = match["name"], match["version"]
    return f"{name}-{version}" if name[-1].isdigit() else f"{name}{version}"


def xcb_plugin() -> Path | None:
    """Qt's xcb platform plugin of the PySide6 in use (``None`` when it is not there)."""
    from PySide6.QtCore import QLibraryInfo

    plugin = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms" / "libqxcb.so"
    return plugin if plugin.exists() else None


def uses_xcb() -> bool:
    """Whether Qt will start with its xcb plugin: on Linux, under X11, unless told otherwise."""
    if not sys.platform.startswith("linux"):
        return False
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform:
        return platform.split(":")[0] == "xcb"
    return not os.environ.get("WAYLAND_DISPLAY")


def missing_system_libraries() -> list[str]:
    """The libraries Qt's xcb plugin needs that this system lacks (empty when all are there,
    or when it cannot be told: no plugin, no ``ldd``). Loading the plugin is the quick test
    (Qt loads it next anyway); only when that fails does ``ldd`` list what is missing."""
    plugin = xcb_plugin()
    if plugin is None:
        return []
    try:
        ctypes.CDLL(str(plugin))
        return []
    except OSError:
        pass
    ldd = shutil.which("ldd")
    if ldd is None:
        return []
    try:
        result = subprocess.run([ldd, str(plugin)], capture_output=True, text=True, timeout=20, check=False)
    except (OSError, subprocess.SubprocessError):
        return []
    return missing_libraries(result.stdout)


def advice(missing: list[str], lang: str) -> str:
    """What to tell the person: which libraries, and the command that installs them."""
    packages = " ".join(dict.fromkeys(debian_package(name) for name in missing))
    names = ", ".join(missing)
    if lang == "es":
        return ("Tapete no puede abrir su ventana: a Qt le faltan estas bibliotecas del sistema para X11 (xcb): "
                f"{names}.\nEn Debian o Ubuntu se instalan con:\n  sudo apt install {packages}\n"
                "(en otras distribuciones, los paquetes de esas mismas bibliotecas).")
    return (f"Tapete cannot open its window: Qt's X11 (xcb) platform needs these system libraries: {names}.\n"
            f"On Debian or Ubuntu install them with:\n  sudo apt install {packages}\n"
            "(on other distributions, the packages of those same libraries).")
