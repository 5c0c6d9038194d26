"""What the engine tells a player, in both of Tapete's languages.

A message is written once, where it is made, as ``Text(f"…{x}…", f"…{x}…")``: the Spanish and
the English side by side, so that they cannot drift apart. Readers pick a language with
``get(lang)``; ``str()`` gives the Spanish, so callers that only print keep working. Card names
and notation are the same in both languages and go into both strings as they are.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

LANGS = ("es", "en")
"""The languages Tapete speaks; anything but ``"en"`` reads Spanish."""


@dataclass(frozen=True, slots=True)
class Text:
    """One message in Spanish (``es``) and English (``en``)."""

    es: str
    en: str

    def get(self, lang: str) -> str:
        """The message for a reader of ``lang`` (``"en"``: English; anything else: Spanish)."""
        return self.en if lang == "en" else self.es

    def __str__(self) -> str:
        return self.es

    def __bool__(self) -> bool:
        return bool(self.es or self.en)

    def to_dict(self) -> dict[str, str]:
        return {"es": self.es, "en": self.en}


def same(value: str) -> Text:
    """Text that reads the same in both languages (a card name, a line of notation, a path)."""
    return Text(value, value)


def as_text(value: str | Text) -> Text:
    """``value`` as ``Text``; a plain string is taken as language-neutral."""
    return value if isinstance(value, Text) else Text(value, value)


def join(parts: Iterable[Text], separator: str = "; ") -> Text:
    """The ``parts`` joined with ``separator`` in each language."""
    listed = list(parts)
    return Text(separator.join(p.es for p in listed), separator.join(p.en for p in listed))


def environment_lang(environ: Mapping[str, str]) -> str:
    """The language the environment asks for, as POSIX reads it: the first of ``LC_ALL``,
    ``LC_MESSAGES`` and ``LANG`` that is set; ``"es"`` when it names Spanish, else ``"en"``."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            return "es" if value.lower().startswith("es") else "en"
    return "en"
