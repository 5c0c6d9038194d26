"""Mitos y Leyendas' words in English: type lines, stats and markers (``engine.core.terms``)."""

TYPE_WORDS = {"Aliado": "Ally", "Arma": "Weapon", "Oro": "Gold", "Talismán": "Talisman", "Tótem": "Totem"}

FIELDS = {
    "coste": ("Coste", "Cost"), "fuerza": ("Fuerza", "Strength"),
    "recien_llegado": ("Recién llegado", "Just arrived"), "petrificado": ("Petrificado", "Petrified"),
    "habilidad_usada": ("Habilidad usada", "Ability used"), "manual": ("A mano", "By hand"),
}
