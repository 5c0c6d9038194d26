"""XMage ``.dck`` decks.

    NAME:Deathfed
    AUTHOR:WotC
    3 [MBS:95] Viridian Emissary
    SB: 4 [M12:52] Flashfreeze
    LAYOUT MAIN:(1,6)(CARD_TYPE,false,61)|([ELD:331],…)

Card lines are ``N [SET:num] Name`` (``N Name`` also read); ``SB:`` lines are the sideboard,
where Commander decks keep their commanders (see ``commanders_from_sideboard``). ``NAME:`` is
the deck name, ``AUTHOR:``/``EVENT:`` go to ``meta``; ``//`` and ``#`` lines are comments and
``LAYOUT`` lines (the editor's grid) are ignored.
"""

from __future__ import annotations

import re

from engine.core.problems import Problems
from engine.core.text import Text
from engine.formats.decks.lines import TEXT_SOURCE, numbered_lines, parse_card_line, source_stem
from engine.formats.decks.sections import check_writable, commanders_from_sideboard, sideboard_lines
from engine.formats.records import DeckLine, DeckList

_SB = re.compile(r"^SB:\s*(?P<card>.*)$", re.IGNORECASE)
_DIRECTIVE = re.compile(r"^(?P<key>NAME|AUTHOR|EVENT|DESCRIPTION):\s*(?P<value>.*)$", re.IGNORECASE)
CARD_LINE = re.compile(r"^(?:SB:\s*)?\d+\s+\[[^\]:]*:[^\]]*\]\s*\S", re.IGNORECASE)
"""A line only XMage writes: what tells an XMage deck from other text lists."""


def parse(text: str, source: str = TEXT_SOURCE) -> DeckList:
    """Parse XMage ``.dck`` text; ``LoadError`` lists every unreadable line."""
    deck = DeckList(name=source_stem(source), game="mtg")
    problems = Problems(source)
    for number, raw in numbered_lines(text):
        line = raw.strip()
        directive = _DIRECTIVE.match(line)
        if not line or line.startswith(("//", "#")) or line.upper().startswith("LAYOUT "):
            continue
        if directive:
            key, value = directive["key"].lower(), directive["value"].strip()
            if key == "name":
                deck.name = value
            else:
                deck.meta[key] = value
            continue
        sideboard = _SB.match(line)
        card = parse_card_line(sideboard["card"] if sideboard else line, number)
        if card is None or not card.name:
            problems.add(number, Text(f"«{line}» no es una línea de carta de XMage (N [SET:num] Nombre)",
                                      f"«{line}» is not an XMage card line (N [SET:num] Name)"))
        elif card.count <= 0:
            problems.add(number, Text(f"cantidad inválida {card.count}", f"invalid count {card.count}"))
        else:
            deck.sections.setdefault("side" if sideboard else "main", []).append(card)
    problems.raise_if_any()
    return commanders_from_sideboard(deck)


def _card(line: DeckLine) -> str:
    printing = f"[{line.set_code}:{line.number}] " if line.set_code and line.number else ""
    return f"{line.count} {printing}{line.name}"


def write(deck: DeckList) -> str:
    """XMage ``.dck`` text; commanders are written as ``SB:`` lines, as XMage keeps them."""
    check_writable(deck, "XMage .dck", ("mtg",), ("main", "side", "commander"))
    out = [f"NAME:{deck.name}"]
    out.extend(f"{key.upper()}:{deck.meta[key]}" for key in ("author", "event") if key in deck.meta)
    out.extend(_card(line) for line in deck.sections.get("main", []))
    out.extend(f"SB: {_card(line)}" for line in sideboard_lines(deck, "XMage .dck"))
    return "\n".join(out) + "\n"
