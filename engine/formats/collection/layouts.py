"""The five collection CSV layouts: their columns, words and quoting, and how to tell them apart.

A column maps to a ``CollectionRow`` field, to ``edition`` (Deckbox: a set name, or a set code
in files that put one there), to ``binder_type`` (ManaBox) or to ``""``: a column kept in
``CollectionRow.extra`` under ``extra_key(header)``.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Sequence
from dataclasses import dataclass

from engine.core.text import Text
from engine.formats.collection.values import key


@dataclass(frozen=True)
class Layout:
    """How one application writes its collection export."""

    name: str
    columns: tuple[tuple[str, str], ...]
    ladder: str  # how condition words read: "tcg" or "cardmarket" (values.py)
    conditions: tuple[str, ...]  # the word written for each of CONDITIONS
    finishes: tuple[str, str, str]  # the words written for "", foil and etched
    languages: str  # "name", "manabox" or "scryfall" (values.language_text)
    price_symbol: bool = False  # prices carry the currency's symbol ("$1.50")
    quote_all: bool = False
    line_end: str = "\n"
    sep_line: bool = False  # a first line "sep=," for spreadsheets
    flags: tuple[str, str] = ("true", "false")  # yes/no words; "" = the column's name (Deckbox)

    def fields(self) -> dict[str, str]:
        """Header key → field for reading, with the names other layouts use for the same field."""
        own = {key(header): field for header, field in self.columns if field}
        return {**_COMMON, **own}


_COMMON = {
    "count": "quantity", "quantity": "quantity", "name": "name", "cardname": "name",
    "setcode": "set_code", "editioncode": "set_code", "setname": "set_name", "editionname": "set_name",
    "collectornumber": "number", "cardnumber": "number",
    "condition": "condition", "language": "language", "tags": "tags",
}

_TCG_FINISHES = ("", "foil", "etched")
_NAMED_FINISHES = ("Normal", "Foil", "Etched")

DECKBOX = Layout(
    "deckbox",
    (("Count", "quantity"), ("Tradelist Count", "trade_quantity"), ("Name", "name"), ("Edition", "edition"),
     ("Edition Code", "set_code"), ("Card Number", "number"), ("Condition", "condition"),
     ("Language", "language"), ("Foil", "finish"), ("Signed", ""), ("Artist Proof", ""),
     ("Altered Art", ""), ("Misprint", ""), ("Promo", ""), ("Textless", ""), ("Printing Id", ""),
     ("Printing Note", ""), ("Tags", "tags"), ("My Price", "purchase_price")),
    "tcg",
    ("Mint", "Near Mint", "Good (Lightly Played)", "Good (Lightly Played)", "Played", "Heavily Played", "Poor"),
    _TCG_FINISHES, "name", price_symbol=True, flags=("", ""),
)
MOXFIELD = Layout(
    "moxfield",
    (("Count", "quantity"), ("Tradelist Count", "trade_quantity"), ("Name", "name"), ("Edition", "set_code"),
     ("Condition", "condition"), ("Language", "language"), ("Foil", "finish"), ("Tags", "tags"),
     ("Last Modified", ""), ("Collector Number", "number"), ("Alter", ""), ("Proxy", ""),
     ("Purchase Price", "purchase_price")),
    "tcg",
    ("Mint", "Near Mint", "Lightly Played", "Lightly Played", "Moderately Played", "Heavily Played", "Damaged"),
    _TCG_FINISHES, "name", quote_all=True, line_end="\r\n", flags=("True", "False"),
)
MANABOX = Layout(
    "manabox",
    (("Binder Name", "location"), ("Binder Type", "binder_type"), ("Name", "name"), ("Set code", "set_code"),
     ("Set name", "set_name"), ("Collector number", "number"), ("Foil", "finish"), ("Rarity", ""),
     ("Quantity", "quantity"), ("ManaBox ID", ""), ("Scryfall ID", ""), ("Purchase price", "purchase_price"),
     ("Misprint", ""), ("Altered", ""), ("Condition", "condition"), ("Language", "language"),
     ("Purchase price currency", "currency")),
    "cardmarket",
    ("mint", "near_mint", "excellent", "good", "light_played", "played", "poor"),
    ("normal", "foil", "etched"), "manabox",
)
ARCHIDEKT = Layout(
    "archidekt",
    (("Quantity", "quantity"), ("Name", "name"), ("Finish", "finish"), ("Condition", "condition"),
     ("Date Added", ""), ("Language", "language"), ("Purchase Price", "purchase_price"), ("Tags", "tags"),
     ("Edition Name", "set_name"), ("Edition Code", "set_code"), ("Multiverse Id", ""), ("Scryfall ID", ""),
     ("Collector Number", "number")),
    "tcg",
    ("M", "NM", "LP", "LP", "MP", "HP", "D"),
    _NAMED_FINISHES, "scryfall",
)
DRAGONSHIELD = Layout(
    "dragonshield",
    (("Folder Name", "location"), ("Quantity", "quantity"), ("Trade Quantity", "trade_quantity"),
     ("Card Name", "name"), ("Set Code", "set_code"), ("Set Name", "set_name"), ("Card Number", "number"),
     ("Condition", "condition"), ("Printing", "finish"), ("Language", "language"),
     ("Price Bought", "purchase_price"), ("Date Bought", ""), ("LOW", ""), ("MID", ""), ("MARKET", "")),
    "cardmarket",
    ("Mint", "NearMint", "Excellent", "Good", "LightPlayed", "Played", "Poor"),
    _NAMED_FINISHES, "name", line_end="\r\n", sep_line=True,
)

#: The game whose cards these layouts list: each is the export of a Magic collection app.
GAME = "mtg"
LAYOUT_SPECS = {layout.name: layout for layout in (DECKBOX, MOXFIELD, MANABOX, ARCHIDEKT, DRAGONSHIELD)}
LAYOUTS = tuple(LAYOUT_SPECS)

FLAGS = {"signed", "artist_proof", "altered", "misprint", "promo", "textless", "proxy"}  # yes/no extras
_EXTRA_ALIASES = {"altered_art": "altered", "alter": "altered", "playtest_card": "proxy"}


def extra_key(header: str) -> str:
    """The ``extra`` key of a column: snake case, one name for the same column in every layout."""
    snake = re.sub(r"[^0-9a-z]+", "_", header.strip().lower()).strip("_")
    return _EXTRA_ALIASES.get(snake, snake)


def detect_layout(header: str | Sequence[str]) -> str:
    """The layout whose export has these column names (any order, case or extra columns).

    ``header`` is the list of names or the header line itself; ``ValueError`` if no layout fits.
    """
    if isinstance(header, str):
        header = next(csv.reader([header.lstrip("\ufeff")]), [])
    keys = {key(column) for column in header}
    if keys & {"manaboxid", "bindertype", "bindername"}:
        return "manabox"
    if keys & {"foldername", "tradequantity", "pricebought"} or {"cardname", "printing"} <= keys:
        return "dragonshield"
    if {"count", "name"} <= keys:
        moxfield_only = {"lastmodified", "collectornumber", "alter", "proxy", "purchaseprice"}
        return "moxfield" if keys & moxfield_only else "deckbox"
    if {"quantity", "name"} <= keys:
        return "manabox" if {"setcode", "collectornumber", "foil"} <= keys else "archidekt"
    shown = ", ".join(column.strip() for column in header)
    raise ValueError(Text(f"cabecera de colección no reconocida ({shown}); se esperan las columnas de {', '.join(LAYOUTS)}",
                          f"unrecognised collection header ({shown}); the columns of {', '.join(LAYOUTS)} are expected"))
