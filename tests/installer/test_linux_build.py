"""Build the Linux app, .deb and tarball with PyInstaller and run the frozen ``--self-test``.

Marked ``installer``: several minutes, so a plain run skips it (tests/installer/conftest.py);
it runs when CI is set (``.ci/run``), and by hand:
``python -m pip install -e '.[build]' && python -m pytest -m installer``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

import pytest

from installer import packaging

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"

# One build serves the module: its tests stay on one worker (pytest-xdist, --dist loadgroup), and
# the build's minutes are allowed for (the suite's limit per test is 15 minutes).
pytestmark = [pytest.mark.installer, pytest.mark.xdist_group("linux-build"), pytest.mark.timeout(3600)]


def _self_test(executable: Path, home: Path) -> tuple[subprocess.CompletedProcess[str], float]:
    env = {**os.environ, "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config"),
           "XDG_CACHE_HOME": str(home / "cache")}
    started = time.monotonic()
    result = subprocess.run([str(executable), "--self-test"], cwd=home, env=env, capture_output=True, text=True,
                            timeout=600)
    return result, time.monotonic() - started


@pytest.fixture(scope="module")
def built() -> float:
    """Build once for the module; the build's wall time in seconds."""
    pytest.importorskip("PyInstaller", reason="the build extra: python -m pip install -e '.[build]'")
    if shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg-deb is needed to make the .deb")
    started = time.monotonic()
    subprocess.run([sys.executable, "installer/build.py", "linux", "--deb-compression", "gzip"], cwd=ROOT,
                   check=True, timeout=3600)
    elapsed = time.monotonic() - started
    print(f"\nLinux build (app, .deb, tarball): {elapsed:.0f} s")
    return elapsed


def test_the_frozen_app_passes_its_self_test(built: float, tmp_path: Path) -> None:
    app = DIST / "tapete"
    result, seconds = _self_test(app / "tapete", tmp_path)
    print(f"frozen --self-test: {seconds:.1f} s\n{result.stdout}")
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"assets in {app / '_internal' / 'assets'}" in result.stdout  # the bundled assets, not the checkout's
    assert "six:" in result.stdout and "self-test: ok" in result.stdout
    assert not (tmp_path / "data").exists()  # user folders untouched


def test_the_frozen_app_is_trimmed(built: float) -> None:
    internal = DIST / "tapete" / "_internal"
    plugins = internal / "PySide6" / "Qt" / "plugins"
    for plugin in plugins.rglob("*.so"):
        assert packaging.keep_qt_plugin(plugin.relative_to(internal).as_posix()), plugin
    assert (plugins / "platforms" / "libqxcb.so").exists() and (plugins / "platforms" / "libqoffscreen.so").exists()
    assert (plugins / "imageformats" / "libqjpeg.so").exists()
    assert list((plugins / "printsupport").glob("*.so"))
    names = {path.name for path in internal.rglob("*")}
    assert not any(name.startswith(("libQt6Quick", "libQt6Qml", "libQt6EglFS")) for name in names)
    assert "numpy" not in names and "tkinter" not in names
    translations = [p.name for p in (internal / "PySide6" / "Qt" / "translations").glob("*.qm")]
    assert all(name.split("_", 1)[1].split(".")[0] in {"es", "en"} for name in translations)
    for link in internal.rglob("*"):
        assert not link.is_symlink() or link.exists(), f"dangling link {link}"


def test_the_deb_installs_the_app_the_launcher_and_the_desktop_files(built: float, tmp_path: Path) -> None:
    version = packaging.project_version(ROOT)
    debs = sorted(DIST.glob(f"tapete_{version}_*.deb"))
    assert len(debs) == 1
    deb = debs[0]
    fields = subprocess.run(["dpkg-deb", "--field", str(deb), "Package", "Version", "Depends"], capture_output=True,
                            text=True, check=True).stdout
    assert "Package: tapete" in fields and f"Version: {version}" in fields
    contents = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True, check=True).stdout
    for path in ("./usr/bin/tapete", "./opt/tapete/tapete", "./usr/share/applications/tapete.desktop",
                 "./usr/share/mime/packages/tapete.xml", "./usr/share/icons/hicolor/256x256/apps/tapete.png",
                 "./usr/share/icons/hicolor/16x16/apps/tapete.png",
                 "./opt/tapete/_internal/assets/translations/tapete_es.ts"):
        assert path in contents, path
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    assert os.access(root / "usr" / "bin" / "tapete", os.X_OK)
    result, _ = _self_test(root / "opt" / "tapete" / "tapete", tmp_path)  # what the package installs runs
    assert result.returncode == 0, result.stdout + result.stderr
    print(f".deb: {deb.stat().st_size / 2**20:.1f} MiB (gzip)")


def test_the_tarball_holds_the_app_and_its_desktop_files(built: float) -> None:
    version = packaging.project_version(ROOT)
    [tarball] = DIST.glob(f"tapete-{version}-linux-*.tar.gz")
    with tarfile.open(tarball) as tar:
        names = set(tar.getnames())
        top = f"tapete-{version}"
        for name in ("tapete", "_internal/assets/fonts/DejaVuSans.ttf", "share/applications/tapete.desktop",
                     "share/mime/packages/tapete.xml", "share/icons/hicolor/48x48/apps/tapete.png"):
            assert f"{top}/{name}" in names, name
        assert tar.getmember(f"{top}/tapete").mode & 0o111
