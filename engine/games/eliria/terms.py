"""Eliria's words in English: type lines, stats, counters and markers (``engine.core.terms``)."""

TYPE_WORDS = {
    "Combate": "Combat", "Invocación": "Invocation", "Reacción": "Reaction", "Adhesión": "Attachment",
    "Campo": "Field", "Efímera": "Ephemeral", "Bestia": "Beast", "Espíritu": "Spirit", "Guerrero": "Warrior",
    "Mística": "Mystic", "Objeto vivo": "Living object", "Reanimado": "Reanimated",
}

FIELDS = {
    "potencial": ("Potencial", "Potential"), "poder": ("Poder", "Power"), "resistencia": ("Resistencia", "Resistance"),
    "adhesion": ("Adherida", "Attached"), "marcador": ("Marcador", "Marker"), "manual": ("A mano", "By hand"),
    "combates": ("Combates", "Combats"), "dado": ("Dado", "Die"), "extra_combates": ("Combates extra", "Extra combats"),
}
