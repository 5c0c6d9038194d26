"""Deck statistics on a ``ResolvedDeck``: cost curve, type, colour and attribute breakdowns,
and the chance of drawing cards.

Counts are copies. ``sections`` chooses the deck sections (``None``: all of them).

- Cost: the mana value (MTG; SiX numeric costs), else a whole-number cost text, else for
  Yu-Gi-Oh! the level, rank or link rating. MTG lands and cards without any of these are left
  out of the curve.
- Types: MTG card types of the front face (an Artifact Creature counts as both); Yu-Gi-Oh! the
  kind (Monster, Spell, Trap); other games the type line before any dash.
- Colours: one count per colour of each card (a multicoloured card counts in each), ``colorless``
  for none. Attributes: ``attribute`` in stats or extra (Yu-Gi-Oh! monsters); cards without one
  are left out.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from fractions import Fraction

from engine.core.text import Text
from engine.core.draws import DrawRules
from engine.decks.probability import at_least, draw_rules
from engine.formats.records import CardRecord, ResolvedDeck

MTG_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker",
             "Sorcery", "Tribal", "Conspiracy", "Dungeon", "Phenomenon", "Plane", "Scheme", "Vanguard")
_DASH = re.compile(r"\s+[—–-]\s+")

CardTest = Callable[[CardRecord], bool]


def _chosen(deck: ResolvedDeck, sections: Iterable[str] | None) -> dict[str, list[tuple[int, CardRecord]]]:
    return deck.sections if sections is None else {name: deck.sections.get(name, []) for name in sections}


def card_types(card: CardRecord) -> tuple[str, ...]:
    """The types a card counts under in the type breakdown."""
    front = card.type_line.split(" // ")[0]
    head = _DASH.split(front, maxsplit=1)[0].strip()
    if card.game == "mtg":
        found = tuple(word for word in head.split() if word in MTG_TYPES)
        return found or ((head,) if head else ())
    if card.game == "ygo":
        return (head.split("/")[0].strip(),) if head else ()
    return (head,) if head else ()


def cost_value(card: CardRecord) -> int | None:
    """Where a card sits on the cost curve, or ``None`` when it has no cost."""
    if card.game == "mtg" and "Land" in card_types(card):
        return None
    if card.mana_value is not None:
        return int(card.mana_value)
    if card.cost.strip().isdigit():
        return int(card.cost)
    if card.game == "ygo":
        for stat in ("level", "rank", "link"):
            if card.stats.get(stat, "").isdigit():
                return int(card.stats[stat])
    return None


def cost_curve(deck: ResolvedDeck, sections: Iterable[str] | None = None) -> dict[str, dict[int, int]]:
    """Per section, the copies at each cost, cheapest first."""
    curve: dict[str, dict[int, int]] = {}
    for section, entries in _chosen(deck, sections).items():
        counts: Counter[int] = Counter()
        for count, card in entries:
            value = cost_value(card)
            if value is not None:
                counts[value] += count
        curve[section] = dict(sorted(counts.items()))
    return curve


def _breakdown(deck: ResolvedDeck, sections: Iterable[str] | None,
               keys: Callable[[CardRecord], Iterable[str]]) -> dict[str, int]:
    counts: Counter[str] = Counter()
    for entries in _chosen(deck, sections).values():
        for count, card in entries:
            for name in keys(card):
                counts[name] += count
    return dict(counts.most_common())


def type_breakdown(deck: ResolvedDeck, sections: Iterable[str] | None = None) -> dict[str, int]:
    """Copies per card type, most common first."""
    return _breakdown(deck, sections, card_types)


def color_breakdown(deck: ResolvedDeck, sections: Iterable[str] | None = None) -> dict[str, int]:
    """Copies per colour (``colorless`` for none), most common first."""
    return _breakdown(deck, sections, lambda card: card.colors or ("colorless",))


def attribute_breakdown(deck: ResolvedDeck, sections: Iterable[str] | None = None) -> dict[str, int]:
    """Copies per attribute of the cards that have one, most common first."""
    def attribute(card: CardRecord) -> tuple[str, ...]:
        value = str(card.stats.get("attribute") or card.extra.get("attribute") or "")
        return (value,) if value else ()
    return _breakdown(deck, sections, attribute)


def named(name: str) -> CardTest:
    """Cards of this name."""
    return lambda card: card.name == name


def of_type(type_name: str) -> CardTest:
    """Cards counted under this type (``of_type("Land")``: any land)."""
    return lambda card: type_name in card_types(card)


def copies(deck: ResolvedDeck, wanted: CardTest, section: str = "main") -> int:
    """How many copies in ``section`` pass ``wanted``."""
    return sum(count for count, card in deck.sections.get(section, []) if wanted(card))


def draw_probability(deck: ResolvedDeck, wanted: CardTest, k: int = 1, turn: int = 0, on_play: bool = True,
                     rules: DrawRules | None = None, section: str = "main") -> Fraction:
    """P(at least ``k`` wanted cards in hand by ``turn`` (0: the opening hand)).

    ``rules`` defaults to the deck's game (``Game.draw_rules``); the deck is ``section``.
    """
    rules = rules or draw_rules(deck.game)
    if rules is None:
        raise ValueError(Text(f"sin reglas de robo para «{deck.game}»: pasa rules=DrawRules(...)",
                              f"no draw rules for «{deck.game}»: pass rules=DrawRules(...)"))
    return at_least(k, copies(deck, wanted, section), deck.count(section), rules.cards_seen(turn, on_play))
