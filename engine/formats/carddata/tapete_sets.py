"""Tapete's own card-set format (SiX, MyL, Eliria and the demo sets), as TOML or as CSV.

**TOML** (``assets/games/six/sets/*.toml``)::

    [set]
    code = "TAU"            # required
    name = "Almas del Umbral"
    game = "six"            # optional: else the folder (assets/games/<game>/sets/)

    [[card]]                # one table per card; [[token]] tables are tokens
    code = "TAU-001"        # required
    name = "Bruja Invocadora"   # required
    name_en = "Summoning Witch"
    type = "Unidad"
    cost = 2
    force = 1
    defense = 2
    archetypes = ["Bruja"]
    text = "…"
    text_en = "…"

**CSV**: a header row, then one card per row. Columns are found by name (case and spaces
ignored, any order); ``game``, ``set``, ``code`` and ``name`` are required:

=============  ==================================================================
``game``       ``six``, ``myl``, ``eliria``, ``mtg`` or ``ygo``
``set``        the set code
``set_name``   the set's name
``code``       the card's code (its printing number and identity)
``name``       the card's name
``name_en``    its English name
``type``       its type line
``cost``       its cost (a whole number also gives the mana value)
``force``      printed force (``stats["fuerza"]``)
``defense``    printed defense (``stats["defensa"]``)
``text``       rules text; ``text_en`` the English text
``archetypes`` archetypes separated by ``;``; ``keywords`` likewise
``rarity``     its rarity
``token``      ``1``/``yes``/``sí``/``true`` for a token
``image``      a local image file (relative to the CSV's folder)
=============  ==================================================================

Any other column is kept in ``extra`` under its header. Mapping, both forms: ``code`` →
``number`` and ``oracle_id``; ``name_en`` → ``names["en"]``; ``force``/``defense`` →
``stats`` ``fuerza``/``defensa``; ``cost`` → ``cost`` as text and ``mana_value``; ``text_en``,
``archetypes``, ``keywords`` and the other plain values of a TOML table go to ``extra`` (the
effect tables — ``effect``, ``static``, ``requirement``… — are game rules, not catalogue data,
and are left to the game's own loader). An ``image`` that is a web address goes to
``extra["image_url"]`` and is never fetched.
"""

from __future__ import annotations

import csv
from functools import partial
from pathlib import Path
from typing import Any, Iterator, Mapping

from engine.core.errors import LoadError
from engine.core.text import Text
from engine.core.textfiles import load_toml, read_text, text_lines
from engine.formats.carddata.skipping import card_or_skip
from engine.formats.records import GAMES, CardRecord

REQUIRED_COLUMNS = ("game", "set", "code", "name")
_TRUE = {"1", "yes", "y", "true", "si", "sí", "x"}
_MAPPED = {
    "game", "set", "set_name", "code", "name", "name_en", "type", "cost", "force", "defense", "text",
    "rarity", "token", "image",
}
_LISTS = ("archetypes", "keywords")


def read_tapete_toml(path: str | Path, skipped: list[LoadError] | None = None) -> Iterator[CardRecord]:
    """Every card and token of a Tapete TOML set file; a card that cannot be read goes to
    ``skipped`` (``engine.formats.carddata.skipping``)."""
    path = Path(path)
    text = read_text(path)
    data = load_toml(path, text)
    meta = data.get("set")
    if not isinstance(meta, dict) or not isinstance(meta.get("code"), str) or not meta["code"].strip():
        lines = _header_lines(text, "[set]")
        raise LoadError(str(path), Text("falta la tabla [set] con su «code»",
                                        "the [set] table with its «code» is missing"), lines[0] if lines else None)
    game = _game(path, meta)
    for kind, is_token in (("card", False), ("token", True)):
        tables = data.get(kind, [])
        lines = _header_lines(text, f"[[{kind}]]")
        if not isinstance(tables, list):
            raise LoadError(str(path), Text(f"«{kind}» debe ser una lista de tablas [[{kind}]]",
                                            f"«{kind}» must be a list of [[{kind}]] tables"), lines[0] if lines else None)
        for index, table in enumerate(tables):
            line = lines[index] if index < len(lines) else None
            card = card_or_skip(partial(_record, str(path), line, table, game, meta, is_token, path.parent), skipped)
            if card is not None:
                yield card


def read_tapete_csv(path: str | Path, skipped: list[LoadError] | None = None) -> Iterator[CardRecord]:
    """Every row of a Tapete CSV card list; a row that cannot be read goes to ``skipped``."""
    path = Path(path)
    rows = _csv_rows(path)
    header = [column_key(name) for name in next(rows, (1, []))[1]]
    missing = [name for name in REQUIRED_COLUMNS if name not in header]
    if missing:
        raise LoadError(str(path), Text(f"faltan las columnas {', '.join(missing)} en la cabecera",
                                        f"the columns {', '.join(missing)} are missing from the header"), 1)
    for line, values in rows:
        if any(value.strip() for value in values):
            card = card_or_skip(partial(_csv_record, path, line, header, values), skipped)
            if card is not None:
                yield card


def _csv_record(path: Path, line: int, header: list[str], values: list[str]) -> CardRecord:
    if len(values) > len(header):
        raise LoadError(str(path), Text(f"la fila tiene {len(values)} columnas y la cabecera {len(header)}",
                                        f"the row has {len(values)} columns and the header {len(header)}"), line)
    row = {name: value.strip() for name, value in zip(header, values) if name}
    table: dict[str, Any] = {key: value for key, value in row.items() if value and key not in ("game", "set")}
    for key in _LISTS:
        if key in table:
            table[key] = [part.strip() for part in table[key].split(";") if part.strip()]
    meta = {"code": row.get("set", ""), "name": row.get("set_name", ""), "game": row.get("game", "")}
    is_token = row.get("token", "").casefold() in _TRUE
    return _record(str(path), line, table, _game(path, meta, line), meta, is_token, path.parent)


def _csv_rows(path: Path) -> Iterator[tuple[int, list[str]]]:
    """Each CSV record with the line it starts on."""
    reader = csv.reader(text_lines(path))
    start = 1
    while True:
        try:
            values = next(reader, None)
        except csv.Error as exc:
            raise LoadError(str(path), Text(f"CSV inválido: {exc}", f"invalid CSV: {exc}"), reader.line_num) from exc
        if values is None:
            return
        yield start, values
        start = reader.line_num + 1


def column_key(name: str) -> str:
    """A CSV header as a column name (``" Set Name "`` → ``"set_name"``)."""
    return "_".join(name.strip().lower().split())


def _header_lines(text: str, header: str) -> list[int]:
    return [number for number, line in enumerate(text.splitlines(), start=1) if line.strip() == header]


def _game(path: Path, meta: Mapping[str, Any], line: int | None = None) -> str:
    game = str(meta.get("game", "")).strip().lower()
    if not game and path.parent.name == "sets" and path.parent.parent.name in GAMES:
        game = path.parent.parent.name
    if game not in GAMES:
        problem = Text(f"juego desconocido {game!r}", f"unknown game {game!r}") if game \
            else Text("no dice de qué juego es (game = …)", "it does not say which game it is for (game = …)")
        raise LoadError(str(path), Text(f"{problem.es}; uno de {', '.join(GAMES)}",
                                        f"{problem.en}; one of {', '.join(GAMES)}"), line)
    return game


def _record(path: str, line: int | None, table: Any, game: str, meta: Mapping[str, Any], is_token: bool,
            folder: Path) -> CardRecord:
    if not isinstance(table, dict):
        raise LoadError(path, Text("se esperaba una tabla de carta", "a card table was expected"), line)
    for key in ("code", "name"):
        if not isinstance(table.get(key), str) or not table[key].strip():
            raise LoadError(path, Text(f"falta «{key}»", f"«{key}» is missing"), line)
    code = table["code"].strip()
    cost = table.get("cost")
    stats = {stat: str(table[key]) for key, stat in (("force", "fuerza"), ("defense", "defensa")) if key in table}
    extra: dict[str, Any] = {
        key: value for key, value in table.items()
        if key not in _MAPPED and not _is_rules_data(value)
    }
    image = str(table.get("image", ""))
    if "://" in image:
        extra["image_url"] = image
        image = ""
    return CardRecord(
        game=game,
        name=table["name"].strip(),
        oracle_id=code,
        set_code=str(meta.get("code", "")).strip(),
        set_name=str(meta.get("name", "")).strip(),
        number=code,
        type_line=str(table.get("type", "")),
        cost="" if cost is None else str(cost),
        mana_value=_number(cost),
        text=str(table.get("text", "")).strip(),
        stats=stats,
        names={"en": str(table["name_en"]).strip()} if table.get("name_en") else {},
        rarity=str(table.get("rarity", "")),
        image_path=str(folder / image) if image else "",
        is_token=is_token,
        extra=extra,
    )


def _number(cost: Any) -> float | None:
    if isinstance(cost, bool):
        return None
    if isinstance(cost, (int, float)):
        return float(cost)
    if isinstance(cost, str) and cost.strip().isdigit():
        return float(cost)
    return None


def _is_rules_data(value: Any) -> bool:
    """Effect tables and other nested structures the game's own loader reads."""
    return isinstance(value, dict) or (isinstance(value, list) and any(isinstance(v, dict) for v in value))
