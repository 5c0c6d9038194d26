"""Deck construction (YGO PreparacionDeTuMazoDeJuego, CreacionDelMazo, CartasDeMonstruosFusion.2)
with a Forbidden and Limited list (``engine.formats.validation.banlist``)."""

from __future__ import annotations

from collections import Counter

from engine.core.cards import normalize_name
from engine.core.deck import Deck, Violation
from engine.formats.validation.banlist import BanList
from engine.games.ygo.cards import YgoCard
from engine.games.ygo.rules import rule

MAIN_MIN, MAIN_MAX = 40, 60  # the rulebook's minimum; the maximum of the clients players use
SIDE_SIZE = 15
COPIES = 3
SECTIONS = ("main", "extra", "side")


def banlist_limit(banlist: BanList, card: YgoCard) -> int | None:
    """The copies ``banlist`` allows of ``card`` (by name, English name, code or passcode)."""
    keys = {normalize_name(k) for k in (card.name, card.name_en, card.code, card.passcode) if k}
    for entry, limit in banlist.entries.items():
        if normalize_name(entry) in keys:
            return limit
    return None


def validate(deck: Deck, banlist: BanList | None = None) -> list[Violation]:
    """Every violation of the construction rules in ``deck``, each citing its paragraph."""
    problems: list[Violation] = []

    def line_of(section: str, code: str | None = None) -> int | None:
        return next((e.line for e in deck.sections.get(section, []) if code is None or e.card.code == code), None)

    for section in sorted(set(deck.sections) - set(SECTIONS)):
        problems.append(Violation(rule("PreparacionDeTuMazoDeJuego.3", f"sección desconocida «{section}» (main, extra, side)"),
                                  f"sección desconocida «{section}»", line_of(section)))
    for section, entries in deck.sections.items():
        for entry in entries:
            card = entry.card
            if not isinstance(card, YgoCard):
                continue
            if card.is_token:
                problems.append(Violation(rule("FichasDeMonstruo.1"), f"«{card.name}» es una ficha y no va en ningún mazo", entry.line))
            elif section == "main" and card.is_extra:
                problems.append(Violation(rule("CartasDeMonstruosFusion.2"),
                                          f"«{card.name}» es un Monstruo de Fusión: va en el Mazo de Fusión", entry.line))
            elif section == "extra" and not card.is_extra:
                problems.append(Violation(rule("CartasDeMonstruosFusion.2"),
                                          f"«{card.name}» no es un Monstruo de Fusión", entry.line))
    main = deck.count("main")
    if main < MAIN_MIN:
        problems.append(Violation(rule("PreparacionDeTuMazoDeJuego.2"), f"el Mazo tiene {main} cartas y necesita al menos {MAIN_MIN}",
                                  line_of("main")))
    elif main > MAIN_MAX:
        problems.append(Violation(rule("PreparacionDeTuMazoDeJuego.2", "hasta 60 en los clientes que se usan"),
                                  f"el Mazo tiene {main} cartas y admite hasta {MAIN_MAX}", line_of("main")))
    side = deck.count("side")
    if side not in (0, SIDE_SIZE):
        problems.append(Violation(rule("PreparacionDeTuMazoDeJuego.5"),
                                  f"el Mazo de Apoyo tiene {side} cartas: exactamente {SIDE_SIZE} o ninguna", line_of("side")))
    counts = Counter(c.code for s in SECTIONS for c in deck.section(s))
    names = {c.code: c for s in SECTIONS for c in deck.section(s)}
    for code, count in counts.items():
        card = names[code]
        where = line_of("main", code) or line_of("side", code) or line_of("extra", code)
        if count > COPIES:
            problems.append(Violation(rule("PreparacionDeTuMazoDeJuego.7"), f"{count} copias de «{card.name}»; el máximo es {COPIES}",
                                      where))
        if banlist is not None and isinstance(card, YgoCard):
            limit = banlist_limit(banlist, card)
            if limit is not None and count > limit:
                what = "prohibida" if limit == 0 else f"limitada a {limit}"
                problems.append(Violation(rule("CartasPoderosas.5"), f"«{card.name}» está {what} en «{banlist.name}»", where))
    return problems
