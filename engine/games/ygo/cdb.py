"""Real cards from a YGOPro/EDOPro ``cards.cdb`` and decks from ``.ydk`` files.

A card keeps its real name, text, stats, type, attribute and level. Normal monsters (and tokens,
and Fusion Monsters whose text is only their materials) play fully automated. A card whose
passcode is one of the cards Tapete defines itself (``assets/games/ygo/sets``, ``passcode = …``)
takes that definition's effects; a card whose whole text a template of ``cardtext`` reads gets the
effects it compiles to. Every other effect card plays with its text shown and manual resolution
(``automated = False``).
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Container, Iterable

from engine.core.cards import CardDatabase
from engine.core.deck import Deck, DeckEntry
from engine.core.errors import LoadError
from engine.core.text import Text, join
from engine.core.textfiles import read_text
from engine.formats.carddata.ygopro import read_ygopro_cdb
from engine.formats.decks import ydk
from engine.formats.records import CardRecord
from engine.games.ygo.cards import TYPE_LINES, YgoCard
from engine.games.ygo.cardtext import compile_text, zh_fusion
from engine.games.ygo.cardtext.en import ATTRIBUTES, RACES  # the English names of Types and Attributes, one home

SPELL_SUBS = {"Quick-Play": "quickplay", "Continuous": "continuous", "Equip": "equip", "Field": "field",
              "Ritual": "ritual", "Counter": "counter"}
EXTRA_KINDS = {"Fusion", "Synchro", "Xyz", "Link"}
_MATERIAL = re.compile(r"[\"「]([^\"」]+)[\"」]")
_ONLY_MATERIALS = re.compile(r"^\s*([\"「][^\"」]+[\"」]\s*[+＋]\s*)+[\"「][^\"」]+[\"」]\s*$")


def _number(value: str | None) -> int:
    return int(value) if value and value.isdigit() else 0


def card_from_record(record: CardRecord, own: dict[str, YgoCard] | None = None) -> YgoCard | None:
    """The playable card of a cdb record (``None`` for skills and other non-cards)."""
    types = list(record.extra.get("types", []))
    if not types or types[0] not in ("Monster", "Spell", "Trap"):
        return None
    kind = types[0].lower()
    subtypes = set(types[1:])
    extra_deck = kind == "monster" and bool(subtypes & EXTRA_KINDS)
    materials: tuple[str, ...] = ()
    if kind == "monster":
        if "Fusion" in subtypes:
            sub = "fusion"
            first = record.text.split("\n")[0]
            materials = zh_fusion.materials(first) or tuple(_MATERIAL.findall(first))
        elif "Ritual" in subtypes:
            sub = "ritual"
        elif "Token" in subtypes:
            sub = "token"
        elif "Effect" in subtypes or subtypes & EXTRA_KINDS:
            sub = "effect"
        else:
            sub = "normal"
        if sub in ("normal", "token") and not extra_deck:
            templates: tuple[str, ...] = ("normal-monster",)
        elif sub == "fusion" and bool(materials) and bool(_ONLY_MATERIALS.match(record.text)):
            templates = ("fusion-materials",)
        else:
            templates = ()
        automated = bool(templates)
    else:
        sub = next((SPELL_SUBS[t] for t in types[1:] if t in SPELL_SUBS), "normal")
        templates, automated = (), False
    compiled = compile_text(kind, sub, record.text) if not automated else None
    if compiled is not None:
        templates, automated = compiled[1], True
    stats = record.stats
    level = _number(stats.get("level") or stats.get("rank") or stats.get("link"))
    passcode = record.number
    base = YgoCard(
        game="ygo", code=passcode, name=record.name, card_type=TYPE_LINES.get((kind, sub), record.type_line),
        text=record.text, is_token=sub == "token", kind=kind, sub=sub,
        attribute=ATTRIBUTES.get(str(record.extra.get("attribute", "")), str(record.extra.get("attribute", ""))),
        race=RACES.get(str(record.extra.get("race", "")), str(record.extra.get("race", ""))), level=level,
        atk=_number(stats.get("atk")), defense=_number(stats.get("def")), materials=materials, automated=automated,
        passcode=passcode, extra_deck=extra_deck, templates=templates,
    )
    if compiled is not None:
        base = replace(base, **compiled[0])
    mine = (own or {}).get(passcode) or (own or {}).get(str(record.extra.get("alias", "")))
    if mine is not None and mine.automated:
        return replace(base, effects=mine.effects, boost=mine.boost, automated=True, templates=("tapete-card",),
                       ritual_monster=mine.ritual_monster or base.ritual_monster)
    return base


def load_cdb(path: str | Path, own: Iterable[YgoCard] = (), passcodes: Container[str] | None = None) -> CardDatabase:
    """Every card of a ``cards.cdb`` as a card database of the game ``ygo``; ``own`` are
    Tapete's definitions whose effects apply to the same passcodes. With ``passcodes`` (those
    of some decks: ``ydk_passcodes``), only the cards of those passcodes: each card is made
    from its own record alone, so they are the same cards, without compiling every text."""
    by_passcode = {card.passcode: card for card in own if card.passcode}
    db = CardDatabase("ygo")
    for record in read_ygopro_cdb(path):
        if passcodes is not None and record.number not in passcodes:
            continue
        card = card_from_record(record, by_passcode)
        if card is not None:
            db.add(card)
    return db


def ydk_passcodes(paths: Iterable[str | Path]) -> set[str]:
    """Every passcode the ``.ydk`` decks at ``paths`` name."""
    return {ydk.passcode(line) for path in paths for lines in ydk.parse(read_text(path), str(path)).sections.values()
            for line in lines}


def load_ydk(path: str | Path, cards: CardDatabase) -> Deck:
    """A ``.ydk`` deck (``#main``, ``#extra``, ``!side``) with the cards of ``cards``;
    ``LoadError`` lists every passcode the database lacks, with its line."""
    text = read_text(path)
    decklist = ydk.parse(text, str(path))
    sections: dict[str, list[DeckEntry]] = {}
    missing: list[Text] = []
    for section, lines in decklist.sections.items():
        for line in lines:
            code = ydk.passcode(line)
            if code not in cards:
                missing.append(Text(f"línea {line.line}: código {code} desconocido", f"line {line.line}: unknown code {code}"))
                continue
            sections.setdefault(section, []).append(DeckEntry(line.count, cards.by_code(code), line.line))
    if missing:
        raise LoadError(str(path), join(missing))
    return Deck("ygo", decklist.name or Path(path).stem, sections, str(path))
