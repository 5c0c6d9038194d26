"""Problems found in one file, reported together and kept short: the first ones in full, then
how many more (``… y 12.345 más`` / ``… and 12,345 more``), each quoted piece of the file cut to
a readable length."""

from __future__ import annotations

import re
from contextlib import contextmanager
from typing import Iterable, Iterator

from engine.core.errors import LoadError
from engine.core.text import Text

SHOWN = 20
"""How many problems a message lists before counting the rest."""

QUOTE_CHARS = 80
"""How much of a quoted piece of the file («…») a message keeps."""

MESSAGE_CHARS = 1000
"""How long one problem may be, whatever it quotes."""

_LONG_QUOTE = re.compile(rf"«([^»]{{{QUOTE_CHARS}}})[^»]+»")


def shorten(problem: str, limit: int = MESSAGE_CHARS) -> str:
    """``problem`` with every quoted piece longer than ``QUOTE_CHARS`` cut, ending in ``…``,
    and the whole cut to ``limit`` characters."""
    problem = _LONG_QUOTE.sub(r"«\1…»", problem)
    return problem if len(problem) <= limit else problem[: limit - 1] + "…"


def shorten_text(problem: Text, limit: int = MESSAGE_CHARS) -> Text:
    """``shorten`` in each language."""
    return Text(shorten(problem.es, limit), shorten(problem.en, limit))


@contextmanager
def short_errors() -> Iterator[None]:
    """Inside: a ``LoadError`` comes out with its problem shortened (``shorten``; a list of
    ``SHOWN`` problems stays whole), whatever piece of the file it quoted."""
    try:
        yield
    except LoadError as exc:
        raise LoadError(exc.path, shorten_text(exc.problem, SHOWN * MESSAGE_CHARS), exc.line) from None


def thousands(number: int, lang: str = "es") -> str:
    """A count as ``lang`` writes it: ``12.345`` in Spanish, ``12,345`` in English."""
    return f"{number:,}" if lang == "en" else f"{number:,}".replace(",", ".")


def summary(items: Iterable[str], total: int, separator: str = "; ", lang: str = "es") -> str:
    """The listed ``items`` and, when ``total`` is larger, how many were left out (in ``lang``)."""
    listed = list(items)
    more = total - len(listed)
    if more > 0:
        listed.append(f"… and {thousands(more, lang)} more" if lang == "en" else f"… y {thousands(more)} más")
    return separator.join(listed)


def summary_text(items: Iterable[Text], total: int, separator: str = "; ") -> Text:
    """``summary`` of messages, in each language."""
    listed = list(items)
    return Text(summary((t.es for t in listed), total, separator), summary((t.en for t in listed), total, separator, "en"))


def at_line(line: int | None, problem: Text) -> Text:
    """``línea 4: …`` / ``line 4: …`` (the problem alone without a line)."""
    if line is None:
        return problem
    return Text(f"línea {line}: {problem.es}", f"line {line}: {problem.en}")


class Problems:
    """Bad lines (or entries) of one file, raised together as a single ``LoadError`` that names
    the first line; only the first ``SHOWN`` are kept, the rest are counted."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.items: list[tuple[int | None, Text]] = []
        self.total = 0

    def add(self, line: int | None, problem: Text) -> None:
        self.total += 1
        if len(self.items) < SHOWN:
            self.items.append((line, shorten_text(problem)))

    def message(self) -> Text:
        return summary_text((at_line(line, problem) for line, problem in self.items), self.total)

    def raise_if_any(self) -> None:
        if self.items:
            raise LoadError(self.source, self.message(), self.items[0][0])
