"""Reading text and TOML files with errors that name the file and the line."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from engine.core.errors import LoadError


def read_text(path: str | Path) -> str:
    """A file's text (UTF-8, BOM and CRLF tolerated); ``LoadError`` if unreadable."""
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise LoadError(str(path), f"no se puede leer: {exc.strerror or exc}") from exc
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise LoadError(str(path), "no es texto UTF-8", line) from exc
    return text.replace("\r\n", "\n")


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
