"""What every game's set-file reader shares: a card table's place for errors and key checks."""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from engine.core.errors import LoadError
from engine.core.text import Text
from engine.core.textfiles import find_line


class CardReader:
    """Validates one ``[[card]]`` table of a set file, raising ``LoadError`` at the card's line;
    games subclass it with the readers of their own fields."""

    def __init__(self, path: str, text: str, table: Mapping[str, Any], index: int) -> None:
        self.path = path
        code = table.get("code")
        self.line = find_line(text, f'"{code}"') if isinstance(code, str) else None
        named = f" ({code})" if isinstance(code, str) else ""
        self.where = Text(f"carta #{index + 1}{named}", f"card #{index + 1}{named}")

    def fail(self, problem: Text) -> LoadError:
        return LoadError(self.path, Text(f"{self.where.es}: {problem.es}", f"{self.where.en}: {problem.en}"), self.line)

    def tables(self, raw: Any, malformed: Text) -> list[Mapping[str, Any]]:
        """A field that holds one table or a list of them (absent: none); anything else is
        refused as ``malformed``."""
        items = [] if raw is None else raw if isinstance(raw, list) else [raw]
        for item in items:
            if not isinstance(item, Mapping):
                raise self.fail(Text(f"{malformed.es}: {item!r}", f"{malformed.en}: {item!r}"))
        return items

    def check_keys(self, table: Mapping[str, Any], allowed: Iterable[str], what: Text) -> None:
        """Refuse the keys of ``table`` that are not ``allowed`` (``what`` names the table)."""
        unknown = set(table) - set(allowed)
        if unknown:
            raise self.fail(Text(f"{what.es}: claves desconocidas {sorted(unknown)}",
                                 f"{what.en}: unknown keys {sorted(unknown)}"))
