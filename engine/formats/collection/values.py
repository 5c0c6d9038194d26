"""Cell values of collection CSVs: counts, conditions, finishes, languages, prices and tags.

Parsers return canonical values (``engine.formats.records``) or raise ``ValueError`` with the
problem; the reader adds the file, line and column.

Conditions come in two ladders. Cardmarket's seven rungs are Tapete's own (ManaBox writes
``near_mint``…, Dragon Shield ``NearMint``…). The TCGplayer-style ladders of Deckbox, Moxfield
and Archidekt have six rungs and no Excellent; they map by the usual Cardmarket/TCGplayer
equivalence, which Deckbox states itself with "Good (Lightly Played)":

================  ===========================================  ================
canonical         Deckbox / Moxfield / Archidekt               Dragon Shield
================  ===========================================  ================
``mint``          Mint / Mint / M                              Mint
``near_mint``     Near Mint / Near Mint / NM                   NearMint
``excellent``     written as ``good`` (never overstated)       Excellent
``good``          Good (Lightly Played) / Lightly Played / LP  Good
``light_played``  Played / Moderately Played / MP              LightPlayed
``played``        Heavily Played / Heavily Played / HP         Played
``poor``          Poor / Damaged / D                           Poor
================  ===========================================  ================

Either ladder also reads the other's unambiguous words (an "Excellent" in a Moxfield file is
``excellent``); ``LP`` and ``Played`` read by the file's own ladder.

Finishes: empty, ``normal``, ``false``… are ``""``; anything naming ``etched`` is ``etched``;
``foil``, ``true`` or a named foil ("Surge Foil") is ``foil``. Yes/no columns kept in
``extra`` (Signed, Altered, Misprint, Proxy…) become ``True``/``False``. Languages: English
names, ISO codes in any case, ManaBox ``zh_CN``/``zh_TW`` and Scryfall ``zhs``/``zht``; Chinese
is ``zh-hans`` (simplified, also plain "Chinese") or ``zh-hant``. Prices: decimal point or
comma, thousands marks, and a currency symbol ($ € £ ¥), which gives the currency.
"""

from __future__ import annotations

import math
import re

from engine.core.text import Text
from engine.formats.languages import language_text, parse_language
from engine.formats.records import CONDITIONS, FINISHES


def key(text: str) -> str:
    """Letters and digits only, lower-cased: how headers and cell words are compared."""
    return "".join(ch for ch in text.lower() if ch.isalnum())


def parse_count(text: str, blank: int | None = None) -> int:
    """A whole number of copies, 0 or more; ``blank`` is the value of an empty cell."""
    text = text.strip()
    if not text:
        if blank is None:
            raise ValueError(Text("falta la cantidad", "the quantity is missing"))
        return blank
    if not text.isdigit():
        raise ValueError(Text(f"cantidad inválida «{text}»", f"invalid quantity «{text}»"))
    return int(text)


_CARDMARKET = {
    "mint": "mint", "mt": "mint", "m": "mint",
    "nearmint": "near_mint", "nm": "near_mint",
    "excellent": "excellent", "ex": "excellent",
    "good": "good", "gd": "good",
    "lightplayed": "light_played", "lp": "light_played",
    "played": "played", "pl": "played",
    "poor": "poor", "po": "poor",
}
_TCG = {
    "mint": "mint", "m": "mint",
    "nearmint": "near_mint", "nm": "near_mint",
    "goodlightlyplayed": "good", "lightlyplayed": "good", "slightlyplayed": "good", "lp": "good", "sp": "good",
    "moderatelyplayed": "light_played", "mp": "light_played", "played": "light_played",
    "heavilyplayed": "played", "hp": "played",
    "damaged": "poor", "dmg": "poor", "d": "poor", "poor": "poor",
}
LADDERS = {"cardmarket": {**_TCG, **_CARDMARKET}, "tcg": {**_CARDMARKET, **_TCG}}


def parse_condition(text: str, ladder: str) -> str:
    """The canonical condition of a cell, read by the file's ladder; ``""`` when empty."""
    if not text.strip():
        return ""
    try:
        return LADDERS[ladder][key(text)]
    except KeyError:
        raise ValueError(Text(f"estado desconocido «{text.strip()}»", f"unknown condition «{text.strip()}»")) from None


def condition_text(condition: str, words: tuple[str, ...]) -> str:
    """How a layout writes a canonical condition (``words`` follows ``CONDITIONS``)."""
    if not condition:
        return ""
    if condition not in CONDITIONS:
        raise ValueError(Text(f"estado no canónico «{condition}» (usa {', '.join(CONDITIONS)})",
                              f"non-canonical condition «{condition}» (use {', '.join(CONDITIONS)})"))
    return words[CONDITIONS.index(condition)]


_PLAIN = {"", "normal", "nonfoil", "regular", "false", "no", "n", "0"}
_FOIL = {"foil", "true", "yes", "y", "1"}


def parse_finish(text: str) -> str:
    """``""``, ``foil`` or ``etched`` from a Foil, Finish or Printing cell."""
    word = key(text)
    if word in _PLAIN:
        return ""
    if "etched" in word:
        return "etched"
    if word in _FOIL or "foil" in word:
        return "foil"
    raise ValueError(Text(f"acabado desconocido «{text.strip()}»", f"unknown finish «{text.strip()}»"))


def finish_text(finish: str, words: tuple[str, ...]) -> str:
    """How a layout writes a canonical finish (``words`` follows ``FINISHES``)."""
    if finish not in FINISHES:
        raise ValueError(Text(f"acabado no canónico «{finish}» (usa {', '.join(map(repr, FINISHES))})",
                              f"non-canonical finish «{finish}» (use {', '.join(map(repr, FINISHES))})"))
    return words[FINISHES.index(finish)]


_SYMBOLS = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY"}


def parse_price(text: str) -> tuple[float | None, str]:
    """A price and the currency its symbol names (``"$1.50"``, ``"1,50 €"``, ``"1.234,50"``)."""
    currency = ""
    number = text.strip()
    for symbol, code in _SYMBOLS.items():
        if symbol in number:
            currency, number = code, number.replace(symbol, "")
    number = number.replace(" ", "").replace("\u00a0", "")
    if not number:
        return None, currency
    if "," in number and "." in number:  # the later mark is the decimal one
        thousands = "." if number.rfind(",") > number.rfind(".") else ","
        number = number.replace(thousands, "")
    number = number.replace(",", ".")
    try:
        value = float(number)
    except ValueError:
        raise ValueError(Text(f"precio inválido «{text.strip()}»", f"invalid price «{text.strip()}»")) from None
    if not math.isfinite(value) or value < 0:
        raise ValueError(Text(f"precio inválido «{text.strip()}»", f"invalid price «{text.strip()}»"))
    return value, currency


def price_text(value: float | None, currency: str = "") -> str:
    """A price with two decimals, after the currency's symbol when one is given and known."""
    if value is None:
        return ""
    symbol = next((s for s, code in _SYMBOLS.items() if code == currency), "")
    return f"{symbol}{value:.2f}"


def parse_flag(text: str) -> bool:
    """A yes/no column (Signed, Altered, Proxy…): Deckbox marks it with any word, others true/false."""
    return key(text) not in _PLAIN


def flag_text(value: bool, column: str, words: tuple[str, str]) -> str:
    """How a layout writes a yes/no column; an empty true word means the column's own name."""
    true_word, false_word = words
    return (true_word or column.lower()) if value else false_word


def parse_tags(text: str) -> tuple[str, ...]:
    """Tags separated by commas or semicolons, in order, without blanks or repeats."""
    tags = (tag.strip() for tag in re.split(r"[,;]", text))
    return tuple(dict.fromkeys(tag for tag in tags if tag))
