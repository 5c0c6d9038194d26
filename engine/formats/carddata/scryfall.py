"""Scryfall card objects: a JSON array (bulk data, streamed with ijson) or JSON lines.

Mapping: ``name``; ``oracle_id`` (a reversible card's comes from its first face; else the
name); ``set`` upper-cased → ``set_code``; ``set_name``; ``collector_number`` → ``number``;
``mana_cost`` → ``cost``; ``cmc`` → ``mana_value``; ``colors``; ``color_identity``;
``type_line``; ``oracle_text`` → ``text``; ``power``/``toughness``/``loyalty``/``defense``
→ ``stats``; ``rarity``; layouts ``token``, ``double_faced_token`` and ``emblem`` are tokens.
A printing in another language (``lang`` not ``en``) keeps the English oracle name and text
and adds ``names[lang]`` from ``printed_name`` (or its faces' printed names); Scryfall's
``zhs``/``zht`` become ``zh-hans``/``zh-hant``. ``card_faces`` become one record as
``engine.formats.carddata.mtg`` describes. ``extra`` keeps ``layout``, ``lang``,
``identifiers`` (under MTGJSON's names: ``scryfallId``, ``scryfallOracleId``,
``multiverseId``, ``mtgoId``, ``mtgArenaId``, ``tcgplayerProductId``, ``mcmId``…),
``artist``, ``finishes``, ``keywords`` and ``image_url`` (a web address, never fetched).
"""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Any, Iterator

import ijson  # type: ignore[import-untyped]

from engine.core.errors import LoadError
from engine.core.problems import thousands
from engine.core.text import Text
from engine.core.textfiles import HUGE_NUMBER, MAX_LINE_CHARS
from engine.core.textfiles import unreadable
from engine.formats.carddata.jsonstream import events, json_source
from engine.formats.carddata.skipping import card_or_skip
from engine.formats.carddata.mtg import face, joined_faces, sorted_colors, stats_of
from engine.formats.languages import language_code
from engine.formats.records import CardRecord

TOKEN_LAYOUTS = ("token", "double_faced_token", "emblem")
_IDENTIFIERS = {
    "id": "scryfallId", "oracle_id": "scryfallOracleId", "illustration_id": "scryfallIllustrationId",
    "mtgo_id": "mtgoId", "mtgo_foil_id": "mtgoFoilId", "arena_id": "mtgArenaId",
    "tcgplayer_id": "tcgplayerProductId", "cardmarket_id": "mcmId",
}
_EXTRA_KEYS = ("artist", "finishes", "keywords")


def read_scryfall(path: str | Path, skipped: list[LoadError] | None = None) -> Iterator[CardRecord]:
    """Every card object of a Scryfall JSON array or JSON-lines file; a card that cannot be
    read goes to ``skipped`` (``engine.formats.carddata.skipping``)."""
    path = Path(path)
    if _first_char(path) == b"[":
        with json_source(path) as source:
            for index, obj in enumerate(ijson.items(events(source), "item")):
                card = card_or_skip(partial(_checked, str(path), obj, f"elemento {index}", None), skipped)
                if card is not None:
                    yield card
        return
    yield from _json_lines(path, skipped)


def _first_char(path: Path) -> bytes:
    try:
        with path.open("rb") as raw:
            head = raw.read(4096)
    except OSError as exc:
        raise LoadError(str(path), unreadable(exc)) from exc
    return head.lstrip(b"\xef\xbb\xbf \t\r\n")[:1]


def _json_lines(path: Path, skipped: list[LoadError] | None) -> Iterator[CardRecord]:
    with path.open("rb") as raw:
        for number, line in enumerate(iter(lambda: raw.readline(MAX_LINE_CHARS + 1), b""), start=1):
            if len(line) > MAX_LINE_CHARS:
                raise LoadError(str(path), Text(f"una línea de más de {thousands(MAX_LINE_CHARS)} bytes no es una carta",
                                                f"a line of more than {thousands(MAX_LINE_CHARS, 'en')} bytes is not a card"), number)
            try:
                text = line.decode("utf-8-sig" if number == 1 else "utf-8").strip()
            except UnicodeDecodeError as exc:
                raise LoadError(str(path), Text(f"no es texto UTF-8 (columna {exc.start + 1})",
                                                f"not UTF-8 text (column {exc.start + 1})"), number) from exc
            if not text:
                continue
            try:
                obj = json.loads(text)
            except json.JSONDecodeError as exc:
                raise LoadError(str(path), Text(f"JSON inválido en la columna {exc.colno}: {exc.msg}",
                                                f"invalid JSON at column {exc.colno}: {exc.msg}"), number) from exc
            except RecursionError:
                raise LoadError(str(path), Text("JSON inválido: listas u objetos anidados a demasiada profundidad",
                                                "invalid JSON: lists or objects nested too deep"), number) from None
            except ValueError:  # int() refuses numbers of more than 4,300 digits
                raise LoadError(str(path), Text(f"JSON inválido: {HUGE_NUMBER.es}",
                                                f"invalid JSON: {HUGE_NUMBER.en}"), number) from None
            card = card_or_skip(partial(_checked, str(path), obj, "", number), skipped)
            if card is not None:
                yield card


def _checked(path: str, obj: Any, where: str, line: int | None) -> CardRecord:
    prefix = f"{where}: " if where else ""
    if not isinstance(obj, dict):
        raise LoadError(path, Text(f"{prefix}se esperaba un objeto de carta de Scryfall",
                                   f"{prefix}a Scryfall card object was expected"), line)
    if obj.get("object", "card") != "card":
        raise LoadError(path, Text(f"{prefix}no es una carta de Scryfall (object = {obj.get('object')!r})",
                                   f"{prefix}not a Scryfall card (object = {obj.get('object')!r})"), line)
    if not isinstance(obj.get("name"), str) or not obj["name"].strip():
        raise LoadError(path, Text(f"{prefix}una carta sin nombre", f"{prefix}a card without a name"), line)
    try:
        return _record(obj)
    except (TypeError, AttributeError, ValueError, KeyError) as exc:
        raise LoadError(path, Text(f"{prefix}{obj['name']}: dato inesperado: {exc}",
                                   f"{prefix}{obj['name']}: unexpected data: {exc}"), line) from exc


def _record(obj: dict[str, Any]) -> CardRecord:
    card_faces = obj.get("card_faces") or []
    first = card_faces[0] if card_faces else {}
    lang = language_code(obj.get("lang", "en"))
    extra: dict[str, Any] = {"layout": obj.get("layout", ""), "lang": lang, "identifiers": _identifiers(obj)}
    extra.update((key, obj[key]) for key in _EXTRA_KEYS if obj.get(key))
    image = (obj.get("image_uris") or first.get("image_uris") or {}).get("normal")
    if image:
        extra["image_url"] = image
    if card_faces:
        faces = [
            face(f.get("name", ""), f.get("mana_cost", ""), f.get("type_line", ""), f.get("oracle_text", ""),
                 stats_of(f), f.get("colors", obj.get("colors") or ()))
            for f in card_faces
        ]
        extra["faces"] = faces
        joined = joined_faces(faces)
        cost, type_line, text = joined["cost"], joined["type_line"], joined["text"]
        colors, stats = joined["colors"], joined["stats"]
    else:
        cost, type_line, text = obj.get("mana_cost", ""), obj.get("type_line", ""), obj.get("oracle_text", "")
        colors, stats = sorted_colors(obj.get("colors") or ()), stats_of(obj)
    mana_value = obj.get("cmc", first.get("cmc"))
    printed = obj.get("printed_name") or " // ".join(f["printed_name"] for f in card_faces if f.get("printed_name"))
    return CardRecord(
        game="mtg",
        name=obj["name"],
        oracle_id=obj.get("oracle_id") or first.get("oracle_id") or obj["name"],
        set_code=str(obj.get("set", "")).upper(),
        set_name=obj.get("set_name", ""),
        number=str(obj.get("collector_number", "")),
        type_line=type_line,
        cost=cost,
        mana_value=float(mana_value) if mana_value is not None else None,
        colors=colors,
        color_identity=sorted_colors(obj.get("color_identity") or ()),
        text=text,
        stats=stats,
        names={lang: printed} if printed and lang != "en" else {},
        rarity=obj.get("rarity", ""),
        is_token=obj.get("layout") in TOKEN_LAYOUTS,
        extra=extra,
    )


def _identifiers(obj: dict[str, Any]) -> dict[str, str]:
    ids = {name: str(obj[key]) for key, name in _IDENTIFIERS.items() if obj.get(key) not in (None, "")}
    if obj.get("multiverse_ids"):
        ids["multiverseId"] = str(obj["multiverse_ids"][0])
    return ids
