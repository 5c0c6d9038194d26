"""YGOPro/EDOPro ``.ydk`` decks: ``#main``, ``#extra`` and ``!side``, one passcode per copy.

    #created by Naim
    #main
    89631139
    89631139
    #extra
    !side

Other ``#`` lines are comments (``#created by X`` is kept as ``meta["author"]``). Repeated
passcodes in a row become one ``DeckLine`` with their count, in ``code``.
"""

from __future__ import annotations

from engine.core.problems import Problems
from engine.core.text import Text
from engine.formats.decks.lines import TEXT_SOURCE, numbered_lines, source_stem
from engine.formats.decks.sections import check_writable
from engine.formats.records import DeckLine, DeckList

MARKERS = {"#main": "main", "#extra": "extra", "!side": "side"}


def is_passcode(text: str) -> bool:
    """Whether ``text`` is a passcode: ASCII digits of an unsigned 32-bit number."""
    return text.isascii() and text.isdigit() and len(text) <= 10 and int(text) < 2**32


def passcode(line: DeckLine) -> str:
    """A line's passcode: its code, or a name that is a passcode (a code written as a name)."""
    return line.code if is_passcode(line.code) else line.name if is_passcode(line.name) else ""


def add_copy(lines: list[DeckLine], code: str, line: int | None) -> None:
    """One more copy of ``code``: counted on the last line when it is the same card."""
    if lines and lines[-1].code == code:
        lines[-1].count += 1
    else:
        lines.append(DeckLine(1, code=code, line=line))


def parse(text: str, source: str = TEXT_SOURCE) -> DeckList:
    """Parse ``.ydk`` text; ``LoadError`` lists every line that is not a passcode or marker."""
    deck = DeckList(name=source_stem(source), game="ygo")
    problems = Problems(source)
    section = "main"
    for number, raw in numbered_lines(text):
        line = raw.strip()
        if not line:
            continue
        if line.lower() in MARKERS:
            section = MARKERS[line.lower()]
        elif line.startswith("#"):
            if line.lower().startswith("#created by"):
                deck.meta["author"] = line[len("#created by"):].strip()
        elif is_passcode(line):
            add_copy(deck.sections.setdefault(section, []), line, number)
        else:
            problems.add(number, Text(f"«{line}» no es un código de carta (passcode) ni #main, #extra o !side",
                                      f"«{line}» is not a card code (passcode) nor #main, #extra or !side"))
    problems.raise_if_any()
    return deck


def check_ygo(deck: DeckList, fmt: str) -> None:
    """Refuse a deck ``fmt`` cannot hold: not Yu-Gi-Oh!, other sections, lines without passcode."""
    check_writable(deck, fmt, ("ygo",), MARKERS.values(), passcode, Text("el código (passcode)", "the code (passcode)"))


def write(deck: DeckList) -> str:
    """``.ydk`` text for a Yu-Gi-Oh! deck whose lines carry passcodes."""
    check_ygo(deck, ".ydk")
    out = [f"#created by {deck.meta.get('author') or 'Tapete'}"]
    for marker, section in MARKERS.items():
        out.append(marker)
        out.extend(passcode(line) for line in deck.sections.get(section, []) for _ in range(line.count))
    return "\n".join(out) + "\n"
