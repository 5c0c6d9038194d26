"""What every game's set-file reader shares: a card table's place for errors and key checks."""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from engine.core.errors import LoadError
from engine.core.textfiles import find_line


class CardReader:
    """Validates one ``[[card]]`` table of a set file, raising ``LoadError`` at the card's line;
    games subclass it with the readers of their own fields."""

    def __init__(self, path: str, text: str, table: Mapping[str, Any], index: int) -> None:
        self.path = path
        code = table.get("code")
        self.line = find_line(text, f'"{code}"') if isinstance(code, str) else None
        self.where = f"carta #{index + 1}" + (f" ({code})" if isinstance(code, str) else "")

    def fail(self, problem: str) -> LoadError:
        return LoadError(self.path, f"{self.where}: {problem}", self.line)

    def tables(self, raw: Any, malformed: str) -> list[Mapping[str, Any]]:
        """A field that holds one table or a list of them (absent: none); anything else is
        refused as ``malformed``."""
        items = [] if raw is None else raw if isinstance(raw, list) else [raw]
        for item in items:
            if not isinstance(item, Mapping):
                raise self.fail(f"{malformed}: {item!r}")
        return items

    def check_keys(self, table: Mapping[str, Any], allowed: Iterable[str], what: str) -> None:
        """Refuse the keys of ``table`` that are not ``allowed`` (``what`` names the table)."""
        unknown = set(table) - set(allowed)
        if unknown:
            raise self.fail(f"{what}: claves desconocidas {sorted(unknown)}")
