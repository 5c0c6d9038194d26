"""Which tool a folder belongs to, and where each tool keeps its pictures on this machine.

Usual places (``shared/docs/image-caches.md``): Cockatrice's data folder is Qt's application
data folder (``~/.local/share/Cockatrice/Cockatrice`` on Linux, ``%LOCALAPPDATA%\\Cockatrice\\
Cockatrice`` on Windows, ``~/Library/Application Support/Cockatrice/Cockatrice`` on macOS);
Forge's cache is ``FORGE_CACHE_DIR``, else ``%LOCALAPPDATA%\\Forge\\Cache``, ``~/Library/Caches/
Forge`` or ``~/.cache/forge``; EDOPro's Windows installer uses ``C:\\ProjectIgnis``. XMage and
YGOPro keep pictures beside the program wherever it was unpacked: a few common places in the
home folder are looked at (``~/xmage``, ``~/XMage``, ``~/ProjectIgnis``, ``~/ygopro``), which no
tool's code defines.
"""

from __future__ import annotations

import os
import re
import sys
import zipfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from cardimages.imagecache.cockatrice import CockatriceSource, data_folder
from cardimages.imagecache.forge import ForgeSource
from cardimages.imagecache.plain import PlainSource
from cardimages.imagecache.source import ImageSource
from cardimages.imagecache.xmage import XmageSource, images_folder
from cardimages.imagecache.ygopro import EdoproSource, YgoArchiveSource, YgoproSource

#: Source kinds, in the order a player sees them.
KINDS = ("plain", "cockatrice", "forge", "xmage", "edopro", "ygopro", "ygo-archive")
TOOL_NAMES = {"plain": "", "cockatrice": "Cockatrice", "forge": "Forge", "xmage": "XMage", "edopro": "EDOPro",
              "ygopro": "YGOPro", "ygo-archive": "EDOPro"}


@dataclass(frozen=True)
class SourceSpec:
    """A source as the settings keep it: its kind, its folder or archive, and whether it is used."""

    kind: str
    path: str
    enabled: bool = True


def forge_cache(system: str = sys.platform, home: Path | None = None, env: Mapping[str, str] = os.environ) -> Path:
    """Forge's cache folder on this system (``ForgeProfileProperties.getDefaultDirs``)."""
    home = home if home is not None else Path.home()
    if env.get("FORGE_CACHE_DIR"):
        return Path(env["FORGE_CACHE_DIR"])
    if system == "win32":
        return Path(env["LOCALAPPDATA"]) / "Forge" / "Cache" if env.get("LOCALAPPDATA") else home / "AppData" / "Local" / "Forge" / "Cache"
    if system == "darwin":
        return home / "Library" / "Caches" / "Forge"
    return home / ".cache" / "forge"


def usual_places(system: str = sys.platform, home: Path | None = None, env: Mapping[str, str] = os.environ) -> list[SourceSpec]:
    """Where the tools keep pictures on ``system``, whether or not they exist."""
    home = home if home is not None else Path.home()
    if system == "win32":
        local = Path(env["LOCALAPPDATA"]) if env.get("LOCALAPPDATA") else home / "AppData" / "Local"
        cockatrice = local / "Cockatrice" / "Cockatrice"
        ignis = [Path("C:/ProjectIgnis"), home / "ProjectIgnis"]
        xmage = [Path("C:/xmage"), home / "xmage", home / "XMage"]
    elif system == "darwin":
        cockatrice = home / "Library" / "Application Support" / "Cockatrice" / "Cockatrice"
        ignis = [home / "ProjectIgnis", Path("/Applications/ProjectIgnis")]
        xmage = [home / "xmage", home / "XMage", Path("/Applications/xmage")]
    else:
        data = Path(env["XDG_DATA_HOME"]) if env.get("XDG_DATA_HOME") else home / ".local" / "share"
        cockatrice = data / "Cockatrice" / "Cockatrice"
        ignis = [home / "ProjectIgnis", home / "EDOPro"]
        xmage = [home / "xmage", home / "XMage"]
    return [SourceSpec("cockatrice", str(cockatrice)), SourceSpec("forge", str(forge_cache(system, home, env))),
            *(SourceSpec("xmage", str(place)) for place in xmage), *(SourceSpec("edopro", str(place)) for place in ignis),
            SourceSpec("ygopro", str(home / "ygopro"))]


def found_on_this_machine(system: str = sys.platform, home: Path | None = None,
                          env: Mapping[str, str] = os.environ) -> list[SourceSpec]:
    """The usual places that hold a tool's pictures here: offered to the player, not yet used."""
    found = []
    for spec in usual_places(system, home, env):
        path = Path(spec.path)
        if has_pictures(spec.kind, path):
            found.append(SourceSpec(spec.kind, spec.path, enabled=False))
    return found


def has_pictures(kind: str, path: Path) -> bool:
    """Whether ``path`` has the picture folders of a ``kind`` tool."""
    try:
        if kind == "cockatrice":
            return (data_folder(path) / "pics").is_dir() or (path / "CUSTOM").is_dir()
        if kind == "forge":
            return (path / "pics" / "cards").is_dir() or (path / "res" / "editions").is_dir()
        if kind == "xmage":
            return images_folder(path) != path
        if kind in ("edopro", "ygopro"):
            return (path / "pics").is_dir() or (path / "expansions").is_dir()
    except OSError:
        return False
    return path.exists()


def detect_kind(path: Path) -> str:
    """The tool whose layout ``path`` (a folder or an archive) has; ``plain`` when none."""
    if path.is_file():
        return _archive_kind(path)
    if any((path / part).exists() for part in ("portable.dat", "settings/paths.ini", "pics/downloadedPics", "pics/CUSTOM")):
        return "cockatrice"
    if path.name == "pics" and ((path / "CUSTOM").is_dir() or (path / "downloadedPics").is_dir()):
        return "cockatrice"
    if any((path / part).exists() for part in ("res/editions", "forge.profile.properties", "pics/cards")) or \
            (path.name == "cards" and path.parent.name == "pics"):
        return "forge"
    if images_folder(path) != path or (path.name == "images" and path.parent.name == "plugins"):
        return "xmage"
    if (path / "repositories").is_dir() or (path / "config" / "configs.json").is_file():
        return "edopro"
    if (path / "pics").is_dir() and ((path / "expansions").is_dir() or (path / "system.conf").is_file()):
        return "ygopro" if (path / "system.conf").is_file() else "edopro"
    return "plain"


def _archive_kind(path: Path) -> str:
    try:
        with zipfile.ZipFile(path) as archive:
            names = archive.namelist()[:5000]
    except (OSError, zipfile.BadZipFile, ValueError, EOFError):
        return "plain"
    if any(re.fullmatch(r"pics/\d+\.(?:jpg|png)", name, re.IGNORECASE) for name in names):
        return "ygo-archive"
    prefix = f"{path.stem.upper()}/"
    if any(name.upper().startswith(prefix) and name.endswith(".full.jpg") for name in names):
        return "xmage"
    return "plain"


def build_source(spec: SourceSpec) -> ImageSource:
    """The source a spec names, its folder resolved as the tool resolves it."""
    path = Path(spec.path)
    if spec.kind == "cockatrice":
        if path.name == "pics" and not (path / "pics").is_dir():
            return CockatriceSource(path)
        return CockatriceSource.from_data_folder(path)
    if spec.kind == "forge":
        if (path / "res" / "editions").is_dir() or (path / "forge.profile.properties").is_file():
            return ForgeSource.from_install(path, forge_cache())
        return ForgeSource(path / "pics" / "cards" if (path / "pics" / "cards").is_dir() else path)
    if spec.kind == "xmage":
        return XmageSource(path if path.is_file() else images_folder(path))
    if spec.kind == "edopro":
        return EdoproSource(path)
    if spec.kind == "ygopro":
        return YgoproSource(path)
    if spec.kind == "ygo-archive":
        return YgoArchiveSource(path)
    return PlainSource(path)
