"""Card text compiled into effects (Problem-Solving Card Text): a start.

A real card's whole text is matched against templates, each a pattern over the text of one card
kind with the effects it builds. The shared ``cards.cdb`` holds YGOPro's Simplified Chinese text,
whose wording is as fixed as the English one, so the templates read that wording; a card whose text
no template matches as a whole stays manual (``cdb.card_from_record``). Each template is listed,
with the test that plays a real card with it, in ``engine.games.ygo.coverage.TEMPLATES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from types import MappingProxyType
from typing import Callable

from engine.core.cards import Op
from engine.games.ygo.cards import Effect

_MARK = re.compile(r"^①：")


@dataclass(frozen=True)
class Template:
    """A whole card text of one kind and the effects it means."""

    name: str
    kind: tuple[str, str]  # (kind, sub) of the card, e.g. ("spell", "normal")
    pattern: re.Pattern[str]
    build: Callable[[re.Match[str]], tuple[Effect, ...]]


def _activate(name: str, **args: object) -> tuple[Effect, ...]:
    return (Effect("activate", ops=(Op(name, MappingProxyType(dict(args))),)),)


TEMPLATES: tuple[Template, ...] = (
    # 强欲之壶 Pot of Greed: "Draw 2 cards."
    Template("draw", ("spell", "normal"), re.compile(r"(?:自己)?从(?:自己的)?卡组抽([0-9]+)张(?:卡)?。"),
             lambda m: _activate("draw", count=int(m.group(1)))),
    # 治疗之神 迪安·凯特 Dian Keto the Cure Master: "Increase your Life Points by 1000 points."
    Template("gain-lp", ("spell", "normal"), re.compile(r"自己回复([0-9]+)基本分。"),
             lambda m: _activate("gain", amount=int(m.group(1)))),
    # 火球 Hinotama: "Inflict 500 damage to your opponent."
    Template("burn", ("spell", "normal"), re.compile(r"给与对方([0-9]+)(?:基本分)?伤害。"),
             lambda m: _activate("damage", who="opponent", amount=int(m.group(1)))),
)


def compile_text(kind: str, sub: str, text: str) -> tuple[tuple[Effect, ...], str] | None:
    """The effects of a card's whole ``text`` and the template that built them (``None``: none
    matches all of it)."""
    plain = _MARK.sub("", text.strip().replace("\r", ""))
    for template in TEMPLATES:
        if template.kind == (kind, sub):
            found = template.pattern.fullmatch(plain)
            if found is not None:
                return template.build(found), template.name
    return None
