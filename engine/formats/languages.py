"""Card languages: Tapete's codes (ISO 639-1, ``zh-hans``/``zh-hant`` for Chinese, and the
codes Scryfall uses for the languages ISO lacks), and the names and codes other tools write."""

from __future__ import annotations

import re
from engine.core.text import Text

LANGUAGE_NAMES = {
    "en": "English", "es": "Spanish", "fr": "French", "de": "German", "it": "Italian",
    "pt": "Portuguese", "ja": "Japanese", "ko": "Korean", "ru": "Russian",
    "zh-hans": "Simplified Chinese", "zh-hant": "Traditional Chinese", "he": "Hebrew",
    "la": "Latin", "grc": "Ancient Greek", "ar": "Arabic", "sa": "Sanskrit", "ph": "Phyrexian",
    "qya": "Quenya",
}
#: Codes other tools write differently: ManaBox, and Scryfall (which Archidekt follows).
MANABOX_CODES = {"zh-hans": "zh_CN", "zh-hant": "zh_TW"}
SCRYFALL_CODES = {"zh-hans": "zhs", "zh-hant": "zht"}
_CODE = re.compile(r"[a-z]{2,3}")


def _key(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


_LANGUAGES = {
    **{_key(code): code for code in LANGUAGE_NAMES},
    **{_key(name): code for code, name in LANGUAGE_NAMES.items()},
    **{_key(text): code for code, text in (*MANABOX_CODES.items(), *SCRYFALL_CODES.items())},
    "jp": "ja", "kr": "ko", "zh": "zh-hans", "chinese": "zh-hans", "chinesesimplified": "zh-hans",
    "chinesetraditional": "zh-hant", "portuguesebrazil": "pt", "brazilianportuguese": "pt",
}


def parse_language(text: str) -> str:
    """The code of a language name or code; unknown two- or three-letter codes pass lower-cased;
    anything else is a ``ValueError``."""
    text = text.strip()
    if not text:
        return ""
    code = _LANGUAGES.get(_key(text))
    if code is not None:
        return code
    if _CODE.fullmatch(text.lower()):
        return text.lower()
    raise ValueError(Text(f"idioma desconocido «{text}»", f"unknown language «{text}»"))


def language_code(text: str) -> str:
    """Like ``parse_language`` but lenient (card data): an unknown name is kept, lower-cased."""
    try:
        return parse_language(text)
    except ValueError:
        return text.strip().lower()


def language_text(code: str, style: str) -> str:
    """How a tool writes a language: ``name`` (English), ``manabox`` or ``scryfall`` codes."""
    if style == "name":
        return LANGUAGE_NAMES.get(code, code)
    if style == "manabox":
        return MANABOX_CODES.get(code, code)
    return SCRYFALL_CODES.get(code, code).upper()
