"""Rules and the errors the engine raises."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence


@dataclass(frozen=True, slots=True)
class Rule:
    """A rule of a rulebook, cited by refusals and outcomes (``Rule("SiX 7.2.2.2", ...)``)."""

    id: str
    text: str
    text_en: str = ""

    def __str__(self) -> str:
        return f"{self.id}: {self.text}"


class TapeteError(Exception):
    """Base class of every error Tapete raises on purpose."""


class IllegalActionError(TapeteError, ValueError):
    """An action the rules forbid; carries the rule that forbids it.

    A refused action leaves the state exactly as it was.
    """

    def __init__(self, rule: Rule, detail: str = "", action: str = "") -> None:
        self.rule = rule
        self.detail = detail
        self.action = action
        super().__init__(self.message("es"))

    def message(self, lang: str = "es") -> str:
        """The refusal for a reader of ``lang``: in English the rule's English text when the
        rulebook entry has one (the detail, about this position, stays as the engine wrote it)."""
        english = lang == "en"
        parts = [f"{self.rule.id}: {self.rule.text_en if english and self.rule.text_en else self.rule.text}"]
        if self.detail:
            parts.append(self.detail)
        if self.action:
            parts.insert(0, f"«{self.action}» refused" if english else f"«{self.action}» rechazada")
        return " — ".join(parts)


class NotationError(TapeteError, ValueError):
    """Text that is not an action in the game's notation (or names no card in play)."""


class LoadError(TapeteError, ValueError):
    """A file that cannot be loaded: names the file, the line and the problem."""

    def __init__(self, path: str, problem: str, line: int | None = None) -> None:
        self.path = path
        self.line = line
        self.problem = problem
        where = f"{path}:{line}" if line is not None else path
        super().__init__(f"{where}: {problem}")


class DeckError(TapeteError, ValueError):
    """A deck that breaks construction rules where a legal deck is required."""

    def __init__(self, deck_name: str, violations: Sequence[object]) -> None:
        self.violations = violations
        listing = "; ".join(str(v) for v in violations)
        super().__init__(f"el mazo «{deck_name}» no es legal: {listing}")


class EngineError(TapeteError, RuntimeError):
    """An unexpected failure inside the engine; the state was rolled back before raising."""
