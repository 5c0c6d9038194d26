"""The files of an image folder, listed once and kept on disk, read again only where it changed.

A ``Listing`` holds, for the folders a source asks for, each folder's modification time, files
and sub-folders, and for each archive (``.zip``, ``.ypk``) its time, size and entries. Refreshing
it stats every known folder and lists again only those whose time changed (adding or removing a
file changes its folder's time), so a cache of 100,000 pictures is checked in milliseconds. The
listing is written as JSON in Tapete's cache folder, one file per source.

Names are compared as the platform's file system does: exactly on Linux, without case on Windows
and macOS (``case_sensitive``).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardimages.imagecache.files import ARCHIVE_SUFFIXES, ImageRef

FORMAT = 1
MAX_FOLDERS = 50_000  # a folder tree larger than this is not an image cache: listing stops there
CASE_SENSITIVE = sys.platform not in ("win32", "darwin")


@dataclass(frozen=True)
class Folder:
    mtime: int
    files: tuple[str, ...]
    folders: tuple[str, ...]


@dataclass(frozen=True)
class Archive:
    mtime: int
    size: int
    members: tuple[str, ...]


@dataclass(frozen=True)
class Wanted:
    """A folder to list (relative to the root, ``/`` separated), how deep, and whether the
    archives in it are listed too."""

    folder: str
    depth: int = 0  # 0: its files only; -1: every level
    archives: bool = False


@dataclass
class Listing:
    """Files and archive entries under ``root`` (a folder, or one archive)."""

    root: Path
    wanted: tuple[Wanted, ...]
    case_sensitive: bool = CASE_SENSITIVE
    folders: dict[str, Folder] = field(default_factory=dict)
    archives: dict[str, Archive] = field(default_factory=dict)
    _folded: dict[str, dict[str, str]] = field(default_factory=dict, repr=False)

    # ---------------------------------------------------------------- building

    def refresh(self, saved: "Listing | None" = None) -> None:
        """List what is wanted, reusing ``saved`` for every folder and archive that did not change."""
        old_folders = saved.folders if saved is not None else {}
        old_archives = saved.archives if saved is not None else {}
        self.folders, self.archives, self._folded = {}, {}, {}
        if self.root.is_file():
            self._archive("", self.root, old_archives)
            return
        for wanted in self.wanted:  # each walk keeps its own record of folders seen (links back up the tree)
            self._walk(wanted.folder.strip("/"), wanted.depth, wanted.archives, old_folders, old_archives, set())

    def _walk(self, rel: str, depth: int, archives: bool, old: dict[str, Folder], old_archives: dict[str, Archive],
              seen: set[tuple[int, int]]) -> None:
        if len(self.folders) >= MAX_FOLDERS:
            return
        path = self.root / rel if rel else self.root
        try:
            stat = path.stat()
        except OSError:
            return
        if (stat.st_dev, stat.st_ino) in seen:  # a symbolic link back up the tree
            return
        seen.add((stat.st_dev, stat.st_ino))
        folder = self.folders.get(rel) or old.get(rel)
        if folder is None or folder.mtime != stat.st_mtime_ns:
            folder = _list_folder(path, stat.st_mtime_ns)
        self.folders[rel] = folder
        if archives:
            for name in folder.files:
                if name.lower().endswith(ARCHIVE_SUFFIXES):
                    self._archive(f"{rel}/{name}" if rel else name, path / name, old_archives)
        if depth != 0:
            for name in folder.folders:
                self._walk(f"{rel}/{name}" if rel else name, depth - 1, archives, old, old_archives, seen)

    def _archive(self, rel: str, path: Path, old: dict[str, Archive]) -> None:
        try:
            stat = path.stat()
        except OSError:
            return
        known = old.get(rel)
        if known is not None and (known.mtime, known.size) == (stat.st_mtime_ns, stat.st_size):
            self.archives[rel] = known
            return
        try:
            with zipfile.ZipFile(path) as archive:
                members = tuple(sorted(info.filename for info in archive.infolist() if not info.is_dir()))
        except (OSError, zipfile.BadZipFile, ValueError, EOFError):
            members = ()  # not a readable archive: nothing in it
        self.archives[rel] = Archive(stat.st_mtime_ns, stat.st_size, members)

    # ---------------------------------------------------------------- asking

    def _fold(self, key: str, names: tuple[str, ...]) -> dict[str, str]:
        folded = self._folded.get(key)
        if folded is None:
            folded = {}
            for name in names:
                folded.setdefault(name.casefold(), name)
            self._folded[key] = folded
        return folded

    def files(self, folder: str) -> tuple[str, ...]:
        """The files of ``folder`` (sorted), or nothing when it was not listed."""
        found = self.folders.get(folder)
        if found is None and not self.case_sensitive:
            real = self._fold("/", tuple(self.folders)).get(folder.casefold())
            found = self.folders.get(real) if real is not None else None
        return found.files if found is not None else ()

    def folder_name(self, folder: str) -> str | None:
        """``folder`` as it is written on disk (matched without case where the system does)."""
        if folder in self.folders:
            return folder
        return None if self.case_sensitive else self._fold("/", tuple(self.folders)).get(folder.casefold())

    def file(self, rel: str) -> ImageRef | None:
        """The file at ``rel`` (``SET/Name.full.jpg``), if the listing has it."""
        folder, _, name = rel.rpartition("/")
        real_folder = self.folder_name(folder)
        if real_folder is None:
            return None
        names = self.folders[real_folder].files
        if self.case_sensitive:
            found: str | None = name if _contains(names, name) else None
        else:
            found = self._fold(real_folder, names).get(name.casefold())
        if found is None:
            return None
        return ImageRef(self.root / real_folder / found if real_folder else self.root / found)

    def member(self, archive: str, member: str) -> ImageRef | None:
        """The entry ``member`` of the listed archive ``archive`` (``""`` when the root is one)."""
        known = self.archives.get(archive)
        if known is None and not self.case_sensitive:
            real = self._fold("#archives", tuple(self.archives)).get(archive.casefold())
            known, archive = (self.archives.get(real), real) if real is not None else (None, archive)
        if known is None:
            return None
        if self.case_sensitive:
            found: str | None = member if _contains(known.members, member) else None
        else:
            found = self._fold(f"#{archive}", known.members).get(member.casefold())
        if found is None:
            return None
        return ImageRef(self.root / archive if archive else self.root, found)

    def count(self, is_image: Any) -> int:
        """How many listed files and entries ``is_image`` accepts."""
        return sum(1 for folder in self.folders.values() for name in folder.files if is_image(name)) + \
            sum(1 for archive in self.archives.values() for name in archive.members if is_image(name))

    # ---------------------------------------------------------------- on disk

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT, "root": str(self.root),
            "folders": {rel: [f.mtime, list(f.files), list(f.folders)] for rel, f in self.folders.items()},
            "archives": {rel: [a.mtime, a.size, list(a.members)] for rel, a in self.archives.items()},
        }

    @classmethod
    def from_json(cls, data: Any, root: Path, wanted: tuple[Wanted, ...]) -> "Listing | None":
        """A saved listing of ``root``; ``None`` when the data is of another format or root."""
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("root") != str(root):
            return None
        try:
            folders = {str(rel): Folder(int(v[0]), tuple(map(str, v[1])), tuple(map(str, v[2])))
                       for rel, v in data["folders"].items()}
            archives = {str(rel): Archive(int(v[0]), int(v[1]), tuple(map(str, v[2]))) for rel, v in data["archives"].items()}
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            return None
        return cls(root, wanted, folders=folders, archives=archives)


def _contains(names: tuple[str, ...], name: str) -> bool:
    from bisect import bisect_left

    at = bisect_left(names, name)
    return at < len(names) and names[at] == name


def _list_folder(path: Path, mtime: int) -> Folder:
    files: list[str] = []
    folders: list[str] = []
    try:
        with os.scandir(path) as entries:
            for entry in entries:
                try:
                    if entry.is_dir():
                        folders.append(entry.name)
                    elif entry.is_file():
                        files.append(entry.name)
                except OSError:
                    continue
    except OSError:
        pass
    return Folder(mtime, tuple(sorted(files)), tuple(sorted(folders)))


class ListingCache:
    """Listings kept as JSON files in ``folder`` (one per source root and kind)."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder

    def _path(self, kind: str, root: Path) -> Path | None:
        if self.folder is None:
            return None
        return self.folder / f"{kind}-{hashlib.sha1(f'{kind}:{root}'.encode()).hexdigest()[:20]}.json"

    def listing(self, kind: str, root: Path, wanted: tuple[Wanted, ...]) -> Listing:
        """The listing of ``root``, brought up to date (from the saved one where nothing changed)."""
        path = self._path(kind, root)
        saved = None
        if path is not None and path.is_file():
            try:
                saved = Listing.from_json(json.loads(path.read_text("utf-8")), root, wanted)
            except (OSError, ValueError):
                saved = None
        listing = Listing(root, wanted)
        listing.refresh(saved)
        if path is not None and (saved is None or saved.folders != listing.folders or saved.archives != listing.archives):
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
                temporary.write_text(json.dumps(listing.to_json(), ensure_ascii=False), "utf-8")
                temporary.replace(path)
            except OSError:
                pass  # a read-only cache folder only costs the next start a listing
        return listing
