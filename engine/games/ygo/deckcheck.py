"""Deck construction (YGO PreparacionDeTuMazoDeJuego, CreacionDelMazo, CartasDeMonstruosFusion.2)
with a Forbidden and Limited list (``engine.formats.validation.banlist``)."""

from __future__ import annotations

from collections import Counter

from engine.core.cards import normalize_name
from engine.core.deck import Deck, Violation
from engine.core.text import Text
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
        problems.append(Violation(rule("PreparacionDeTuMazoDeJuego.3", Text(f"sección desconocida «{section}» (main, extra, side)",
                                                                            f"unknown section «{section}» (main, extra, side)")),
                                  Text(f"sección desconocida «{section}»", f"unknown section «{section}»"), line_of(section)))
    for section, entries in deck.sections.items():
        for entry in entries:
            card = entry.card
            if not isinstance(card, YgoCard):
                continue
            if card.is_token:
                problems.append(Violation(rule("FichasDeMonstruo.1"), Text(f"«{card.name}» es una ficha y no va en ningún mazo",
                                                                            f"«{card.name}» is a token and goes in no deck"), entry.line))
            elif section == "main" and card.is_extra:
                problems.append(Violation(rule("CartasDeMonstruosFusion.2"),
                                          Text(f"«{card.name}» es un Monstruo de Fusión: va en el Mazo de Fusión",
                                               f"«{card.name}» is a Fusion Monster: it goes in the Fusion Deck"), entry.line))
            elif section == "extra" and not card.is_extra:
                problems.append(Violation(rule("CartasDeMonstruosFusion.2"),
                                          Text(f"«{card.name}» no es un Monstruo de Fusión",
                                               f"«{card.name}» is not a Fusion Monster"), entry.line))
    main = deck.count("main")
    if main < MAIN_MIN:
        problems.append(Violation(rule("PreparacionDeTuMazoDeJuego.2"), Text(f"el Mazo tiene {main} cartas y necesita al menos {MAIN_MIN}",
                                                                              f"the Deck has {main} cards and needs at least {MAIN_MIN}"),
                                  line_of("main")))
    elif main > MAIN_MAX:
        problems.append(Violation(rule("PreparacionDeTuMazoDeJuego.2", Text("hasta 60 en los clientes que se usan",
                                                                            "up to 60 in the clients in use")),
                                  Text(f"el Mazo tiene {main} cartas y admite hasta {MAIN_MAX}",
                                       f"the Deck has {main} cards and takes up to {MAIN_MAX}"), line_of("main")))
    side = deck.count("side")
    if side not in (0, SIDE_SIZE):
        problems.append(Violation(rule("PreparacionDeTuMazoDeJuego.5"),
                                  Text(f"el Mazo de Apoyo tiene {side} cartas: exactamente {SIDE_SIZE} o ninguna",
                                       f"the Side Deck has {side} cards: exactly {SIDE_SIZE} or none"), line_of("side")))
    counts = Counter(c.code for s in SECTIONS for c in deck.section(s))
    names = {c.code: c for s in SECTIONS for c in deck.section(s)}
    for code, count in counts.items():
        card = names[code]
        where = line_of("main", code) or line_of("side", code) or line_of("extra", code)
        if count > COPIES:
            problems.append(Violation(rule("PreparacionDeTuMazoDeJuego.7"), Text(f"{count} copias de «{card.name}»; el máximo es {COPIES}",
                                                                                  f"{count} copies of «{card.name}»; the most is {COPIES}"),
                                      where))
        if banlist is not None and isinstance(card, YgoCard):
            limit = banlist_limit(banlist, card)
            if limit is not None and count > limit:
                what = Text("prohibida", "banned") if limit == 0 else Text(f"limitada a {limit}", f"limited to {limit}")
                problems.append(Violation(rule("CartasPoderosas.5"), Text(f"«{card.name}» está {what.es} en «{banlist.name}»",
                                                                          f"«{card.name}» is {what.en} on «{banlist.name}»"), where))
    return problems
