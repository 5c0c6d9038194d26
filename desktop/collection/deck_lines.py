"""Changing the lines of a deck being edited: copies added or taken (a line at no copies goes),
a line's printing changed (a line already of that printing takes its copies). No Qt: the
editor redraws after each change."""

from __future__ import annotations

from engine.formats.records import CardRecord, ResolvedDeck


def _same_printing(a: CardRecord, b: CardRecord) -> bool:
    return (a.name, a.set_code, a.number) == (b.name, b.set_code, b.number)


def add_copies(deck: ResolvedDeck, card: CardRecord, section: str, count: int) -> None:
    """``count`` more copies (fewer when negative) of ``card``'s printing in ``section``."""
    entries = deck.sections.setdefault(section, [])
    for i, (have, other) in enumerate(entries):
        if _same_printing(other, card):
            entries[i] = (have + count, other)
            break
    else:
        entries.append((count, card))
    deck.sections[section] = [(n, c) for n, c in entries if n > 0]


def use_printing(deck: ResolvedDeck, section: str, position: int, card: CardRecord) -> int | None:
    """The line at ``position`` of ``section`` in ``card``'s printing; its new position (it may
    join another line), or ``None`` when it already is of that printing."""
    entries = deck.sections[section]
    count, old = entries[position]
    if (old.set_code, old.number) == (card.set_code, card.number):
        return None
    same = [i for i, (_, other) in enumerate(entries) if i != position and _same_printing(other, card)]
    if not same:
        entries[position] = (count, card)
        return position
    entries[same[0]] = (entries[same[0]][0] + count, entries[same[0]][1])
    del entries[position]
    return same[0] - (1 if same[0] > position else 0)
