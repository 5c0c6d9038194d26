"""How a game's rulebook (``shared/rules/<file>``) is cut into citable clauses: each game
declares its ``Rulebook`` (``Game.rulebook``) and ``tools/rules_coverage.py`` reads it to list
every clause and what tests it."""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Rulebook:
    """A rulebook: ``clause`` matches a line that opens a clause (its id and text); with
    ``nested``, ids are built from the levels of an outline (``12.`` → ``12``, `` - c)`` under it
    → ``12.c``, `` - IV)`` under that → ``12.c.IV``); ``cite`` matches the id after the prefix in
    tests."""

    prefix: str
    title: str
    rulebook: str
    clause: re.Pattern[str] | None = None  # numbered clauses; None: sections and paragraphs
    cite: re.Pattern[str] = re.compile(r"(\d+(?:\.\d+)+)")
    example: str = "N.N"  # a clause id as the document describes it
    nested: tuple[re.Pattern[str], ...] = ()
    catalogue: str = ""
    #: the rulebook's rules end at this line (a glossary follows); "" reads the whole file
    end: str = ""
    #: every clause must be covered or explained; otherwise uncovered clauses are listed by
    #: section as not yet implemented (a rulebook far bigger than one session, like the CR)
    strict: bool = True
