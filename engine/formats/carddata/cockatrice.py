"""Cockatrice card databases (``cards.xml`` version 3 and 4, ``tokens.xml``, spoiler files).

Read as a stream (``xmlstream``): each ``<card>`` is built alone and turned into records, so
memory stays flat. Version 4 keeps the card fields in ``<prop>``; version 3 keeps them directly under
``<card>`` (``<color>`` repeated). Both are read by looking in ``<prop>`` first.

One record per ``<set>`` element of a card (a printing): the element's text is the set code,
``num`` the collector number, ``rarity`` the rarity (``"Mythic Rare"`` → ``"mythic"``),
``muid``/``muId`` the multiverse id and ``uuid`` goes to ``extra``; ``picURL`` is kept as
``extra["image_url"]`` and never fetched. A card without ``<set>`` gives one record without a
set. Set names come from the ``<sets>`` section. Card fields: ``name`` (stripped; Cockatrice
tells tokens apart by trailing spaces, so ``oracle_id`` is the name exactly as written),
``text``, ``manacost`` (in braces: ``"2WW"`` → ``"{2}{W}{W}"``), ``cmc``, ``colors``/``color``,
``coloridentity`` (when absent, as in all the real files seen, worked out from the cost, the
rules text and the colours: CR 903.4), ``type``, ``pt`` → power/toughness, ``loyalty`` (``"None"`` is no loyalty),
``<token>1</token>`` → a token. ``extra`` keeps ``maintype``, ``layout``, ``side``,
``tablerow``, ``cipt`` and the ``related``/``reverse-related`` card names. Each face of a
double-faced card is its own ``<card>`` in Cockatrice, and stays its own record here.

A card that cannot be read (no ``<name>``, a ``<cmc>`` that is no number, like the ``??`` of
a placeholder in Cockatrice's own ``tokens.xml``) is skipped when the caller collects
``skipped`` problems, each naming the file and the card's line; else it stops the file.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any, Iterator

from engine.core.errors import LoadError
from engine.core.text import Text
from engine.core.textfiles import unreadable
from engine.formats.carddata.mtg import braced_cost, identity_from, rarity, sorted_colors
from engine.formats.carddata.skipping import card_or_skip
from engine.formats.carddata.xmlstream import subtrees
from engine.formats.records import CardRecord

ROOT = "cockatrice_carddatabase"
_EXTRA_FIELDS = ("maintype", "layout", "side", "tablerow", "cipt")


def read_cockatrice(path: str | Path, skipped: list[LoadError] | None = None) -> Iterator[CardRecord]:
    """Every printing of a Cockatrice card database; a bad card is appended to ``skipped`` and
    the rest read, or (``skipped`` not given) raised."""
    path = Path(path)
    try:
        raw = path.open("rb")
    except OSError as exc:
        raise LoadError(str(path), unreadable(exc)) from exc
    set_names: dict[str, str] = {}
    index = 0
    with raw:
        for element, line in subtrees(raw, str(path), ROOT, {("sets", "set"), ("cards", "card")}):
            if element.tag == "set":
                set_names[(element.findtext("name") or "").strip()] = (element.findtext("longname") or "").strip()
                continue
            index += 1
            printings: list[CardRecord] | None = card_or_skip(
                partial(list, _records(str(path), element, index, line, set_names)), skipped)
            yield from printings or ()


def _records(path: str, card: ET.Element, index: int, line: int, set_names: dict[str, str]) -> Iterator[CardRecord]:
    raw_name = card.findtext("name") or ""
    name = raw_name.strip()
    if not name:
        raise LoadError(path, Text(f"<cards>, carta n.º {index}: falta <name>", f"<cards>, card no. {index}: <name> is missing"), line)
    prop = card.find("prop")

    def field(tag: str) -> str:
        found = prop.find(tag) if prop is not None else None
        if found is None:
            found = card.find(tag)
        return (found.text or "").strip() if found is not None else ""

    colors = field("colors") or "".join((c.text or "").strip() for c in card.findall("color"))
    stats: dict[str, str] = {}
    pt = field("pt")
    if pt:
        power, _, toughness = pt.partition("/")
        stats.update(power=power.strip(), toughness=toughness.strip())
    loyalty = field("loyalty")
    if loyalty and loyalty != "None":
        stats["loyalty"] = loyalty
    cmc = field("cmc")
    try:
        mana_value = float(cmc) if cmc else None
    except ValueError as exc:
        raise LoadError(path, Text(f"<cards>, carta n.º {index} ({name}): <cmc> no es un número: {cmc!r}",
                                   f"<cards>, card no. {index} ({name}): <cmc> is not a number: {cmc!r}"), line) from exc
    extra: dict[str, Any] = {key: field(key) for key in _EXTRA_FIELDS if field(key)}
    for tag in ("related", "reverse-related"):
        related = [(r.text or "").strip() for r in card.findall(tag)]
        if related:
            extra[tag.replace("-", "_")] = related
    muid = field("muid")
    base = CardRecord(
        game="mtg",
        name=name,
        oracle_id=raw_name,
        type_line=field("type"),
        cost=braced_cost(field("manacost")),
        mana_value=mana_value,
        colors=sorted_colors(colors),
        color_identity=sorted_colors(field("coloridentity")) or identity_from(braced_cost(field("manacost")), card.findtext("text") or "",
                                                                            sorted_colors(colors)),
        text=(card.findtext("text") or "").strip(),
        stats=stats,
        is_token=field("token") == "1",
        extra=extra,
    )
    printings = card.findall("set")
    if not printings:
        yield _printing(base, "", {}, muid, set_names)
    for printing in printings:
        yield _printing(base, (printing.text or "").strip(), printing.attrib, muid, set_names)


def _printing(base: CardRecord, code: str, attrib: dict[str, str], muid: str, set_names: dict[str, str]) -> CardRecord:
    extra = dict(base.extra)
    muid = attrib.get("muid") or attrib.get("muId") or muid
    if muid:
        extra["identifiers"] = {"multiverseId": muid}
    if attrib.get("uuid"):
        extra["uuid"] = attrib["uuid"]
    if attrib.get("picURL"):
        extra["image_url"] = attrib["picURL"]
    return replace(base, set_code=code, set_name=set_names.get(code, ""), number=attrib.get("num", ""),
                   rarity=rarity(attrib.get("rarity", "")), stats=dict(base.stats), extra=extra)
