"""On a Linux machine without Qt's xcb libraries, ``tapete`` names every missing one and the
command that installs them, instead of Qt's abort that names only the first."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from desktop import app, system_check

LDD = """\
\tlinux-vdso.so.1 (0x00007ffd)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f01)
\tlibxcb-cursor.so.0 => not found
\tlibxcb-icccm.so.4 => not found
\tlibxkbcommon-x11.so.0 => /lib/x86_64-linux-gnu/libxkbcommon-x11.so.0 (0x00007f02)
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-icccm.so.4 => not found
"""


def test_every_missing_library_is_named_once() -> None:
    assert system_check.missing_libraries(LDD) == ["libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"]


@pytest.mark.parametrize(("soname", "package"), [
    ("libxcb-cursor.so.0", "libxcb-cursor0"), ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"), ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
])
def test_the_debian_package_of_a_library(soname: str, package: str) -> None:
    assert system_check.debian_package(soname) == package


def test_the_advice_names_the_libraries_and_one_apt_line() -> None:
    text = system_check.advice(["libxcb-cursor.so.0", "libxcb-icccm.so.4"], "en")
    assert "libxcb-cursor.so.0, libxcb-icccm.so.4" in text
    assert "sudo apt install libxcb-cursor0 libxcb-icccm4" in text
    assert "sudo apt install libxcb-cursor0 libxcb-icccm4" in system_check.advice(["libxcb-cursor.so.0", "libxcb-icccm.so.4"], "es")


def _plugin_missing_a_library(folder: Path) -> Path:
    """A shared library linked against ``libxcb-tapete-test.so.0``, which is then removed: what
    Qt's plugin looks like on a machine without one of its libraries."""
    (folder / "dep.c").write_text("int tapete_dep(void) { return 1; }\n")
    (folder / "plugin.c").write_text("int tapete_dep(void);\nint tapete_plugin(void) { return tapete_dep(); }\n")
    dep = folder / "libxcb-tapete-test.so"
    subprocess.run(["gcc", "-shared", "-fPIC", "-Wl,-soname,libxcb-tapete-test.so.0", "-o", str(dep),
                    str(folder / "dep.c")], check=True)
    plugin = folder / "libqxcb.so"
    subprocess.run(["gcc", "-shared", "-fPIC", "-o", str(plugin), str(folder / "plugin.c"), f"-L{folder}",
                    "-lxcb-tapete-test"], check=True)
    dep.unlink()
    return plugin


@pytest.mark.skipif(shutil.which("gcc") is None or shutil.which("ldd") is None, reason="needs gcc and ldd")
def test_tapete_names_the_missing_library_and_exits(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    plugin = _plugin_missing_a_library(tmp_path)
    monkeypatch.setattr(system_check, "xcb_plugin", lambda: plugin)
    monkeypatch.setattr(system_check, "uses_xcb", lambda: True)
    assert system_check.missing_system_libraries() == ["libxcb-tapete-test.so.0"]
    assert app.main(["tapete"]) == 1
    err = capsys.readouterr().err
    assert "libxcb-tapete-test.so.0" in err and "apt install libxcb-tapete-test0" in err
