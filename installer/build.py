"""Build Tapete's installers: ``python installer/build.py linux|windows|macos``.

Each builds the one-folder app with PyInstaller (``installer/tapete.spec``) into ``dist/tapete``
and then packs it the platform's way:

- linux: ``dist/tapete_<version>_<arch>.deb`` (app in /opt/tapete, /usr/bin/tapete, desktop
  entry, icons, MIME types) and ``dist/tapete-<version>-linux-<machine>.tar.gz``;
- windows: ``dist/tapete-<version>-setup.exe`` with Inno Setup (``installer/windows/tapete.iss``);
- macos: ``dist/Tapete.app`` packed in ``dist/Tapete-<version>.dmg`` with ``hdiutil``.

``--skip-app`` packs an app already built; ``--self-test`` runs the frozen ``--self-test`` at
the end. Work files go to ``build/``, results to ``dist/`` (both git-ignored).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from installer import filetypes, icons, packaging  # noqa: E402

BUILD, DIST = ROOT / "build", ROOT / "dist"
APP_DIR = DIST / "tapete"
SPEC = ROOT / "installer" / "tapete.spec"
ISS = ROOT / "installer" / "windows" / "tapete.iss"
# The frozen app runs on the C library it was built against or newer (build.py adds libc6).
DEB_DEPENDS = ("libgl1, libegl1, libfontconfig1, libfreetype6, libdbus-1-3, libxkbcommon0, "
               "libxkbcommon-x11-0, libxcb-cursor0, libxcb-icccm4, libxcb-keysyms1, libxcb-shape0, libxcb-xinerama0")


def run(command: list[str], **kwargs: object) -> None:
    print("+", " ".join(command), flush=True)
    subprocess.run(command, check=True, **kwargs)  # type: ignore[call-overload]


def version() -> str:
    return packaging.project_version(ROOT)


# ---------------------------------------------------------------------- the one-folder app

def windows_version_info(ver: str) -> str:
    """The version resource PyInstaller embeds in ``tapete.exe`` (a VSVersionInfo literal)."""
    numbers = packaging.windows_version(ver)
    strings = {"CompanyName": "Tapete", "FileDescription": "Tapete", "FileVersion": ver, "InternalName": "tapete",
               "OriginalFilename": "tapete.exe", "ProductName": "Tapete", "ProductVersion": ver}
    entries = ",\n          ".join(f"StringStruct({key!r}, {value!r})" for key, value in strings.items())
    return (f"VSVersionInfo(\n  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3f, flags=0x0,\n"
            f"    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),\n"
            f"  kids=[StringFileInfo([StringTable('040904B0', [\n          {entries}])]),\n"
            f"        VarFileInfo([VarStruct('Translation', [1033, 1200])])]\n)\n")


def build_app() -> Path:
    """``dist/tapete`` (and ``dist/Tapete.app`` on macOS) with PyInstaller."""
    icons.write_icons(BUILD / "icons")
    if sys.platform == "win32":
        (BUILD / "version_info.txt").write_text(windows_version_info(version()), encoding="utf-8")
    run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(DIST), "--workpath", str(BUILD / "pyinstaller"), str(SPEC)], cwd=ROOT)
    return APP_DIR


def executable(app_dir: Path = APP_DIR) -> Path:
    return app_dir / ("tapete.exe" if sys.platform == "win32" else "tapete")


def self_test(app_dir: Path = APP_DIR) -> float:
    """Run the frozen ``tapete --self-test``; its wall time in seconds (raises if it fails)."""
    started = time.monotonic()
    run([str(executable(app_dir)), "--self-test"], timeout=600)
    return time.monotonic() - started


# ---------------------------------------------------------------------- Linux

def desktop_entry() -> str:
    mimes = "".join(f"{kind.mime};" for kind in filetypes.FILE_TYPES)
    return ("[Desktop Entry]\n"
            "Type=Application\n"
            "Name=Tapete\n"
            "GenericName=Card game table\n"
            "GenericName[es]=Mesa de juegos de cartas\n"
            "Comment=Trading card games on the table: duel the bot, a friend or yourself\n"
            "Comment[es]=Juegos de cartas coleccionables en la mesa: contra el bot, un amigo o tú solo\n"
            "Exec=tapete %F\n"
            "Icon=tapete\n"
            "Terminal=false\n"
            "Categories=Game;CardGame;\n"
            "Keywords=cards;TCG;deck;duel;cartas;mazo;\n"
            f"MimeType={mimes}\n"
            "StartupWMClass=tapete\n")


def launcher_script() -> str:
    """``/usr/bin/tapete``: the app lives in /opt/tapete."""
    return '#!/bin/sh\nexec /opt/tapete/tapete "$@"\n'


def deb_control(ver: str, arch: str, installed_kib: int, glibc: str | None = None) -> str:
    glibc = glibc or platform.libc_ver()[1] or "2.31"
    return (f"Package: tapete\nVersion: {ver}\nArchitecture: {arch}\nMaintainer: Tapete <tapete@localhost>\n"
            f"Installed-Size: {installed_kib}\nDepends: libc6 (>= {glibc}), {DEB_DEPENDS}\nSection: games\n"
            "Priority: optional\n"
            "Description: desktop tabletop for trading card games\n"
            " Souls in Xtinction, Magic, Yu-Gi-Oh!, Mitos y Leyendas and Eliria on one table:\n"
            " duels against the built-in bot, hot-seat or alone, a collection and deck store.\n"
            " User data stays in ~/.local/share/Tapete across upgrades and removal.\n")


def _folder_kib(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) // 1024 + 1


def _share_files(target: Path) -> None:
    """Desktop entry, icons and MIME types under ``target`` (a ``usr/share`` or the tarball's ``share``)."""
    (target / "applications").mkdir(parents=True, exist_ok=True)
    (target / "applications" / "tapete.desktop").write_text(desktop_entry(), encoding="utf-8")
    (target / "mime" / "packages").mkdir(parents=True, exist_ok=True)
    (target / "mime" / "packages" / "tapete.xml").write_text(filetypes.mime_xml(), encoding="utf-8")
    shutil.copytree(BUILD / "icons" / "hicolor", target / "icons" / "hicolor", dirs_exist_ok=True)


def build_deb(app_dir: Path = APP_DIR, compression: str = "xz") -> Path:
    ver = version()
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
    root = BUILD / "deb" / "root"
    shutil.rmtree(root.parent, ignore_errors=True)
    shutil.copytree(app_dir, root / "opt" / "tapete", symlinks=True)
    launcher = root / "usr" / "bin" / "tapete"
    launcher.parent.mkdir(parents=True)
    launcher.write_text(launcher_script(), encoding="utf-8")
    launcher.chmod(0o755)
    _share_files(root / "usr" / "share")
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(deb_control(ver, arch, _folder_kib(root)), encoding="utf-8")
    for path in root.rglob("*"):  # dpkg wants sane permissions whatever the umask was
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)
    target = DIST / f"tapete_{ver}_{arch}.deb"
    run(["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", str(root), str(target)])
    return target


def build_tarball(app_dir: Path = APP_DIR) -> Path:
    """``tapete-<version>-linux-<machine>.tar.gz``: the app folder with its desktop files in ``share/``."""
    ver = version()
    top = f"tapete-{ver}"
    staging = BUILD / "tarball"
    shutil.rmtree(staging, ignore_errors=True)
    _share_files(staging / "share")
    target = DIST / f"tapete-{ver}-linux-{platform.machine()}.tar.gz"
    with tarfile.open(target, "w:gz") as tar:
        tar.add(app_dir, arcname=top)
        tar.add(staging / "share", arcname=f"{top}/share")
    return target


# ---------------------------------------------------------------------- Windows and macOS

def inno_command(ver: str, iscc: str = "iscc") -> list[str]:
    return [iscc, f"/DAppVersion={ver}", f"/DSourceDir={APP_DIR}", f"/DIconFile={BUILD / 'icons' / 'tapete.ico'}",
            f"/DOutputDir={DIST}", str(ISS)]


def build_setup_exe() -> Path:
    iscc = shutil.which("iscc") or shutil.which("ISCC") or r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe"
    run(inno_command(version(), iscc))
    return DIST / f"tapete-{version()}-setup.exe"


def dmg_command(ver: str, staging: Path) -> list[str]:
    return ["hdiutil", "create", "-volname", f"Tapete {ver}", "-srcfolder", str(staging), "-fs", "HFS+",
            "-format", "UDZO", "-ov", str(DIST / f"Tapete-{ver}.dmg")]


def build_dmg() -> Path:
    staging = BUILD / "dmg"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    run(["ditto", str(DIST / "Tapete.app"), str(staging / "Tapete.app")])
    (staging / "Applications").symlink_to("/Applications")
    run(dmg_command(version(), staging))
    return DIST / f"Tapete-{version()}.dmg"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("target", choices=("linux", "windows", "macos"))
    parser.add_argument("--skip-app", action="store_true", help="pack the app already in dist/tapete")
    parser.add_argument("--self-test", action="store_true", help="run the frozen app's --self-test at the end")
    parser.add_argument("--deb-compression", default="xz", choices=("xz", "gzip", "zstd"),
                        help="xz (smallest, default) or gzip (fast, for tests)")
    args = parser.parse_args(argv)
    started = time.monotonic()
    if args.skip_app:
        icons.write_icons(BUILD / "icons")
    else:
        build_app()
    if args.target == "linux":
        made = [build_deb(compression=args.deb_compression), build_tarball()]
    elif args.target == "windows":
        made = [build_setup_exe()]
    else:
        made = [build_dmg()]
    for path in made:
        print(f"built {path.relative_to(ROOT)} ({path.stat().st_size / 2**20:.1f} MiB)")
    print(f"in {time.monotonic() - started:.0f} s")
    if args.self_test:
        app = DIST / "Tapete.app" / "Contents" / "MacOS" if args.target == "macos" else APP_DIR
        print(f"frozen self-test passed in {self_test(app):.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
