"""Reading text and TOML files with errors that name the file and the line."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from engine.core.errors import LoadError


def read_text(path: str | Path, fallback: str | None = None) -> str:
    """A file's text (UTF-8, BOM and CRLF tolerated); with ``fallback`` (an encoding such as
    ``cp1252``, as old deck files use) non-UTF-8 files are read in it. ``LoadError`` if unreadable."""
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise LoadError(str(path), f"no se puede leer: {exc.strerror or exc}") from exc
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        if fallback is None:
            line = raw[: exc.start].count(b"\n") + 1
            raise LoadError(str(path), "no es texto UTF-8", line) from exc
        text = raw.decode(fallback, errors="replace")
    return text.replace("\r\n", "\n")


def write_text_atomic(path: str | Path, text: str) -> None:
    """Write a file so that it is either the old one or the whole new one, never half."""
    import os
    import tempfile

    path = Path(path)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_toml(path: str | Path, text: str | None = None) -> dict[str, Any]:
    """Parse a TOML file; syntax errors become ``LoadError`` with the line."""
    if text is None:
        text = read_text(path)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        line = getattr(exc, "lineno", None)
        message = str(exc)
        if line is None and "(at line " in message:
            try:
                line = int(message.split("(at line ")[1].split(",")[0])
            except ValueError:
                line = None
        raise LoadError(str(path), f"TOML inválido: {message}", line) from exc


def find_line(text: str, *needles: str, start: int = 1) -> int | None:
    """The first line (1-based, from ``start``) containing every needle, for error messages."""
    for number, line in enumerate(text.splitlines()[start - 1 :], start=start):
        if all(needle in line for needle in needles):
            return number
    return None
