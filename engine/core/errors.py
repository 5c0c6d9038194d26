"""Rules and the errors the engine raises, each readable in Spanish and English."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Protocol, Sequence

from engine.core.text import Text, as_text


@dataclass(frozen=True, slots=True)
class Rule:
    """A rule of a rulebook, cited by refusals and outcomes (``Rule("SiX 7.2.2.2", ...)``)."""

    id: str
    text: str
    text_en: str = ""

    def __str__(self) -> str:
        return f"{self.id}: {self.text}"

    def text_in(self, lang: str) -> str:
        """The rule's text for a reader of ``lang`` (the Spanish when it has no English)."""
        return self.text_en if lang == "en" and self.text_en else self.text

    def describe(self, lang: str) -> str:
        """``SiX 7.2.2.2: …`` in ``lang``."""
        return f"{self.id}: {self.text_in(lang)}"

    def detailed(self, detail: Text | None) -> "Rule":
        """The rule with ``detail`` (about this position) after its text, in each language."""
        if not detail:
            return self
        return replace(self, text=f"{self.text}: {detail.es}" if self.text else detail.es,
                       text_en=f"{self.text_en}: {detail.en}" if self.text_en else detail.en)


class Describable(Protocol):
    """Anything with ``describe(lang)`` (a deck's ``Violation``), for ``DeckError``'s listing."""

    def describe(self, lang: str) -> str: ...


class TapeteError(Exception):
    """Base class of every error Tapete raises on purpose; ``str()`` is the Spanish message,
    ``message(lang)`` the message in either language."""

    def __init__(self, text: str | Text = "") -> None:
        self.text = as_text(text)
        super().__init__(self.text.es)

    def message(self, lang: str = "es") -> str:
        """The message for a reader of ``lang``."""
        return self.text.get(lang)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled whole (a process pool sends it to its parent): rebuilt from its fields, not by
        calling the subclass's constructor with the message (``IllegalActionError(rule, …)``
        given its text failed, and the bots' tournament hung waiting for the result)."""
        return _restore, (type(self), self.args, self.__dict__)


def _restore(kind: type[TapeteError], args: tuple[Any, ...], fields: dict[str, Any]) -> TapeteError:
    error = kind.__new__(kind, *args)
    error.args = args
    error.__dict__.update(fields)
    return error


def text_of(exc: BaseException) -> Text:
    """What ``exc`` says, in both languages: a ``TapeteError``'s message, a ``Text`` raised
    inside another exception (``ValueError(Text(…))``), or else its plain text."""
    if isinstance(exc, TapeteError):
        return exc.text
    if exc.args and isinstance(exc.args[0], Text):
        return exc.args[0]
    return as_text(str(exc))


class IllegalActionError(TapeteError, ValueError):
    """An action the rules forbid; carries the rule that forbids it and the refused action in
    words in both languages, as its player may read it (``State.action_in_words``: «P1 summons
    Banner Captain» in English, «P1 invoca Capitana del Estandarte» in Spanish); a plain string
    reads the same in both.

    A refused action leaves the state exactly as it was.
    """

    def __init__(self, rule: Rule, detail: Text | None = None, action: str | Text = "") -> None:
        self.rule = rule
        self.detail = detail
        self.action = as_text(action)
        super().__init__(Text(self._refusal("es"), self._refusal("en")))

    def _refusal(self, lang: str) -> str:
        english = lang == "en"
        parts = [self.rule.describe(lang)]
        if self.detail:
            parts.append(self.detail.get(lang))
        if self.action:
            action = self.action.get(lang)
            parts.insert(0, f"«{action}» refused" if english else f"«{action}» rechazada")
        return " — ".join(parts)


class NotationError(TapeteError, ValueError):
    """Text that is not an action in the game's notation (or names no card in play)."""


class LoadError(TapeteError, ValueError):
    """A file that cannot be loaded: names the file, the line and the problem."""

    def __init__(self, path: str, problem: str | Text, line: int | None = None) -> None:
        self.path = path
        self.line = line
        self.problem = as_text(problem)
        where = f"{path}:{line}" if line is not None else path
        super().__init__(Text(f"{where}: {self.problem.es}", f"{where}: {self.problem.en}"))


class DeckError(TapeteError, ValueError):
    """A deck that breaks construction rules where a legal deck is required."""

    def __init__(self, deck_name: str, violations: Sequence["Describable"]) -> None:
        self.violations = violations
        super().__init__(Text(
            f"el mazo «{deck_name}» no es legal: " + "; ".join(v.describe("es") for v in violations),
            f"the deck «{deck_name}» is not legal: " + "; ".join(v.describe("en") for v in violations)))


class EngineError(TapeteError, RuntimeError):
    """An unexpected failure inside the engine; the state was rolled back before raising."""
