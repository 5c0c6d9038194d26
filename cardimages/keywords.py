"""Words printed in bold in rules text: each game's keywords (English and Spanish), plus the
keywords a card itself declares (SiX ``keywords``)."""

from __future__ import annotations

import re
from functools import lru_cache

#: Evergreen and common keywords per game, as printed on cards.
GAME_KEYWORDS: dict[str, tuple[str, ...]] = {
    "mtg": (
        "Flying", "First strike", "Double strike", "Deathtouch", "Defender", "Enchant", "Equip", "Flash", "Haste",
        "Hexproof", "Indestructible", "Lifelink", "Menace", "Protection", "Reach", "Trample", "Vigilance", "Ward",
        "Cycling", "Kicker", "Flashback", "Prowess", "Scry", "Landfall", "Convoke", "Cascade", "Affinity",
        "Vuela", "Dañar primero", "Dañar dos veces", "Toque mortal", "Defensor", "Encantar", "Equipar", "Destello",
        "Prisa", "Antimaleficio", "Indestructible", "Vínculo vital", "Amenaza", "Protección", "Alcance", "Arrollar",
        "Vigilancia", "Custodia", "Ciclo", "Estímulo", "Retrospectiva", "Destreza", "Adivina",
    ),
    "ygo": (
        "FLIP", "Once per turn", "Twice per turn", "Quick Effect", "Una vez por turno", "Efecto Rápido", "VOLTEO",
    ),
    "six": ("Destrozar", "Sed de Sangre", "Atraer", "Limbo"),
    "myl": ("Imbloqueable", "Furia", "Exhumar", "Indestructible", "Guardián", "Retador", "Errante", "Desterrar"),
}


@lru_cache(maxsize=256)
def keyword_pattern(game: str, extra: tuple[str, ...] = ()) -> re.Pattern[str] | None:
    """A pattern matching the keywords of ``game`` and ``extra`` as whole words, longest first."""
    words = sorted({w for w in (*GAME_KEYWORDS.get(game, ()), *extra) if w}, key=len, reverse=True)
    if not words:
        return None
    alternatives = "|".join(re.escape(w) for w in words)
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.IGNORECASE)
