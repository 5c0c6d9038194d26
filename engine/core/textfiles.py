"""Reading text and TOML files with errors that name the file and the line, within a size
limit; writing files whole.

Every file a player hands Tapete is read with a cap on its size (``MAX_TEXT_BYTES`` unless the
format sets its own), so that a huge or endless file is refused at once instead of filling the
memory; formats that hold more stream it (card data).
"""

from __future__ import annotations

import codecs
import json
import os
import re
import stat
import sys
import tempfile
import tomllib
from pathlib import Path
from typing import Any, Iterator

from engine.core.errors import LoadError
from engine.core.problems import thousands
from engine.core.text import Text

MAX_TEXT_BYTES = 4 * 2**20
"""The largest text or TOML file read whole: a set of a thousand cards is about 1 MB."""
HUGE_NUMBER = Text(f"un número de más de {thousands(sys.get_int_max_str_digits())} cifras",
                   f"a number of more than {thousands(sys.get_int_max_str_digits(), 'en')} digits")
"""What a JSON or TOML reader that refuses such a number says (Python does not convert it)."""
MAX_LINE_CHARS = 1 << 20
"""The longest line a line-by-line reader takes (a CSV row of a card's whole text is 2 KB)."""


def megabytes(size: int, lang: str = "es") -> str:
    """A size for messages: ``"4 MB"``, ``"50,3 MB"`` (``"50.3 MB"`` in English)."""
    value = size / 2**20
    if value >= 10 or value == int(value):
        return f"{value:.0f} MB"
    return f"{value:.1f} MB" if lang == "en" else f"{value:.1f} MB".replace(".", ",")


NOT_UTF8 = Text("no es texto UTF-8", "is not UTF-8 text")


def unreadable(exc: OSError) -> Text:
    """«no se puede leer: …» with the system's reason (which the system words in its own language)."""
    reason = exc.strerror or str(exc)
    return Text(f"no se puede leer: {reason}", f"cannot be read: {reason}")


def _check_regular(path: str | Path) -> None:
    """``LoadError`` unless ``path`` is a regular file (not a folder, a pipe, /dev/zero…)."""
    try:
        regular = stat.S_ISREG(os.stat(path).st_mode)
    except OSError as exc:
        raise LoadError(str(path), unreadable(exc)) from exc
    if not regular:
        raise LoadError(str(path), Text("no es un archivo normal", "is not a regular file"))


def read_bytes(path: str | Path, limit: int = MAX_TEXT_BYTES) -> bytes:
    """A regular file's bytes; ``LoadError`` if it cannot be read or is larger than ``limit``."""
    _check_regular(path)
    try:
        with open(path, "rb") as handle:
            raw = handle.read(limit + 1)
            size = max(len(raw), os.fstat(handle.fileno()).st_size)
    except OSError as exc:
        raise LoadError(str(path), unreadable(exc)) from exc
    if len(raw) > limit:
        raise LoadError(str(path), Text(f"ocupa {megabytes(size)}; el máximo para este tipo de archivo es {megabytes(limit)}",
                                        f"is {megabytes(size, 'en')}; the most for this kind of file is {megabytes(limit, 'en')}"))
    return raw


def read_text(path: str | Path, fallback: str | None = None, limit: int = MAX_TEXT_BYTES) -> str:
    """A file's text (UTF-8, BOM and CRLF tolerated); with ``fallback`` (an encoding such as
    ``cp1252``, as old deck files use) non-UTF-8 files are read in it. ``LoadError`` if
    unreadable or larger than ``limit`` bytes."""
    raw = read_bytes(path, limit)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        if fallback is None:
            line = raw[: exc.start].count(b"\n") + 1
            raise LoadError(str(path), NOT_UTF8, line) from exc
        text = raw.decode(fallback, errors="replace")
    return text.replace("\r\n", "\n")


_UNDECODABLE = re.compile("[\udc80-\udcff]")  # bytes that were not UTF-8, as surrogateescape keeps them


def text_lines(path: str | Path, encoding: str = "utf-8-sig") -> Iterator[str]:
    """A file's lines (UTF-8 unless ``encoding`` says otherwise, BOM dropped, line ends kept as
    ``csv`` wants them: CR, or LF for LF and CRLF), read one at a time so that a file of any
    size costs one line of memory; ``LoadError`` names the line that is not UTF-8 or longer
    than ``MAX_LINE_CHARS``."""
    _check_regular(path)
    try:
        handle = open(path, encoding=encoding, errors="surrogateescape" if encoding.startswith("utf-8") else "replace", newline="")
    except OSError as exc:
        raise LoadError(str(path), unreadable(exc)) from exc
    with handle:
        for number, line in enumerate(iter(lambda: handle.readline(MAX_LINE_CHARS + 1), ""), start=1):
            if len(line) > MAX_LINE_CHARS:
                raise LoadError(str(path), Text(f"una línea de más de {thousands(MAX_LINE_CHARS)} caracteres",
                                                f"a line of more than {thousands(MAX_LINE_CHARS, 'en')} characters"), number)
            if _UNDECODABLE.search(line):
                raise LoadError(str(path), NOT_UTF8, number)
            yield line[:-2] + "\n" if line.endswith("\r\n") else line


def sniff_encoding(path: str | Path, fallback: str = "cp1252") -> str:
    """The encoding a text file that may come from a spreadsheet is in: UTF-16 when it starts
    with its BOM (Excel's "Unicode text"), UTF-8 when every byte reads as UTF-8 (checked in
    blocks, never the whole file in memory), else ``fallback`` (Windows-1252: Excel's "CSV"
    in Western Europe)."""
    _check_regular(path)
    try:
        with open(path, "rb") as raw:
            head = raw.read(4)
            if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
                return "utf-16"
            decoder = codecs.getincrementaldecoder("utf-8")()
            block = head
            while block:
                decoder.decode(block)
                block = raw.read(1 << 20)
            decoder.decode(b"", final=True)
    except UnicodeDecodeError:
        return fallback
    except OSError as exc:
        raise LoadError(str(path), unreadable(exc)) from exc
    return "utf-8-sig"


def write_text_atomic(path: str | Path, text: str) -> None:
    """Write a file so that it is either the old one or the whole new one, never half. The
    temporary file beside it (``.NAME.xxxxxxxx.tmp``) is renamed over it; one left by a write
    that was killed is removed here (and by ``remove_stale_temporaries``)."""
    path = Path(path)
    remove_stale_temporaries(path)
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as exc:  # name the file asked for, not the temporary one
        raise OSError(exc.errno, exc.strerror, str(path)) from exc
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException as exc:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(exc, OSError) and exc.errno is not None:  # a full disk…: name the file asked for
            raise OSError(exc.errno, exc.strerror, str(path)) from exc
        raise


def remove_stale_temporaries(path: str | Path) -> None:
    """Remove what a killed ``write_text_atomic`` of ``path`` left beside it. Two processes
    saving the same file at the same instant: one of them fails with ``OSError``, and the file
    is the other's, whole."""
    path = Path(path)
    pattern = re.compile(rf"\.{re.escape(path.name)}\.\w{{8}}\.tmp")
    try:
        with os.scandir(path.parent) as entries:
            stale = [entry.path for entry in entries if pattern.fullmatch(entry.name)]
    except OSError:
        return
    for name in stale:
        try:
            os.unlink(name)
        except OSError:
            pass


def load_toml(path: str | Path, text: str | None = None) -> dict[str, Any]:
    """Parse a TOML file; syntax errors become ``LoadError`` with the line."""
    if text is None:
        text = read_text(path)
    try:
        return tomllib.loads(text)
    except RecursionError:
        raise LoadError(str(path), Text("TOML inválido: listas o tablas anidadas a demasiada profundidad",
                                        "invalid TOML: lists or tables nested too deep")) from None
    except tomllib.TOMLDecodeError as exc:
        line = getattr(exc, "lineno", None)
        message = str(exc)
        if line is None and "(at line " in message:
            try:
                line = int(message.split("(at line ")[1].split(",")[0])
            except ValueError:
                line = None
        raise LoadError(str(path), Text(f"TOML inválido: {message}", f"invalid TOML: {message}"), line) from exc
    except ValueError:  # int() refuses numbers of more than 4,300 digits
        raise LoadError(str(path), Text(f"TOML inválido: {HUGE_NUMBER.es}", f"invalid TOML: {HUGE_NUMBER.en}")) from None


def parse_json(text: str, path: str | Path) -> Any:
    """Decode JSON text; what a malformed file can cause (bad syntax, nesting deeper than Python
    recurses, a number of thousands of digits) becomes ``LoadError`` with the line."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise LoadError(str(path), Text(f"JSON inválido: {exc.msg}", f"invalid JSON: {exc.msg}"), exc.lineno) from None
    except RecursionError:
        raise LoadError(str(path), Text("JSON inválido: listas u objetos anidados a demasiada profundidad",
                                        "invalid JSON: lists or objects nested too deep")) from None
    except ValueError:  # int() refuses numbers of more than 4,300 digits
        raise LoadError(str(path), Text(f"JSON inválido: {HUGE_NUMBER.es}", f"invalid JSON: {HUGE_NUMBER.en}")) from None


def find_line(text: str, *needles: str, start: int = 1) -> int | None:
    """The first line (1-based, from ``start``) containing every needle, for error messages."""
    for number, line in enumerate(text.splitlines()[start - 1 :], start=start):
        if all(needle in line for needle in needles):
            return number
    return None
