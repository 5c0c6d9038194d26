"""Token definitions (CR 111.4): one shared card definition per kind of token, named and worded
in both languages as its text would say it."""

from __future__ import annotations

from engine.core.terms import translate_type_line
from engine.games.mtg.abilities import PRINTED_ES, Token
from engine.games.mtg.cards import MtgCard, make_card
from engine.games.mtg.creature_types import creature_types_es
from engine.games.mtg.treasure import TREASURE, treasure_card

_TOKENS: dict[Token, MtgCard] = {}


def token_names(token: Token) -> tuple[str, str]:
    """CR 111.4: a token the effect does not name is called its subtypes plus the word
    "Ficha", each in the language ("Ficha Berserker Enano"; in English "Dwarf Berserker Token")."""
    if token.name != token.subtype:
        return token.name, token.name
    return f"Ficha {creature_types_es(token.subtype)}", f"{token.subtype} Token"


#: A token's colours as its text says them (CR 111.4): Spanish (a "ficha" is feminine), English.
_COLOUR_WORDS = {"W": ("blanca", "white"), "U": ("azul", "blue"), "B": ("negra", "black"), "R": ("roja", "red"),
                 "G": ("verde", "green")}


def token_card(token: Token) -> MtgCard:
    """One shared definition per kind of token (CR 111.4), so equal tokens are interchangeable."""
    if token == TREASURE:  # CR 111.10a: an artifact token, not a creature
        return treasure_card()
    if token not in _TOKENS:
        name, name_en = token_names(token)
        words = " and ".join(_COLOUR_WORDS[c][1] for c in token.colors) or "colorless"
        palabras = " y ".join(_COLOUR_WORDS[c][0] for c in token.colors) or "incolora"
        oracle = ", ".join(k.capitalize() if i == 0 else k for i, k in enumerate(token.keywords))
        oraculo = ", ".join(PRINTED_ES.get(k, k).capitalize() if i == 0 else PRINTED_ES.get(k, k)
                            for i, k in enumerate(token.keywords))
        type_line = f"Token {'Artifact ' if token.artifact else ''}Creature — {token.subtype}"
        _TOKENS[token] = make_card(
            f"token:{token.name}:{token.power}/{token.toughness}:{token.colors}:{'+'.join(token.keywords)}{':A' if token.artifact else ''}",
            name, type_line, "", oracle, power=token.power, name_en=name_en,
            text_es_type=f"{translate_type_line('mtg', type_line.split(' — ')[0], 'es')} — {creature_types_es(token.subtype)}",
            toughness=token.toughness, colors=tuple(token.colors), is_token=True,
            text="\n".join(filter(None, (f"Ficha de criatura {palabras} {token.power}/{token.toughness}", oraculo))),
            text_en="\n".join(filter(None, (f"{words.capitalize()} {token.power}/{token.toughness} creature token", oracle))),
        )
    return _TOKENS[token]
