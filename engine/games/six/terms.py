"""Souls in Xtinction's words in English: type lines, stats, counters and markers (``engine.core.terms``)."""

TYPE_WORDS = {
    "Unidad": "Unit", "Conjuro": "Spell", "Arma": "Weapon", "Ente": "Entity", "Maná": "Mana",
    "Bestia": "Beast", "Bruja": "Witch", "Caballero": "Knight", "Caído": "Fallen", "Demonio": "Demon", "Eco": "Echo",
    "Espectro": "Spectre", "Fénix": "Phoenix", "Golem": "Golem", "Humano": "Human", "Llama": "Flame",
    "Rashomon": "Rashomon", "Vampiro": "Vampire", "Ángel": "Angel", "Limbo": "Limbo",
}

FIELDS = {
    "coste": ("Coste", "Cost"), "fuerza": ("Fuerza", "Strength"), "defensa": ("Defensa", "Defence"),
    "dano": ("Daño", "Damage"), "dormir": ("Dormida", "Asleep"), "negada": ("Negada", "Negated"),
    "dañada": ("Dañada", "Damaged"), "ficha": ("Ficha", "Token"), "rapido_usado": ("Rápido usado", "Quick used"),
    "marcador": ("Marcador", "Marker"), "manual": ("A mano", "By hand"), "vidas": ("Vidas", "Lives"),
}

SECTIONS = {"mana": ("Maná", "Mana"), "limbo": ("Limbo", "Limbo"), "support": ("Apoyo", "Support")}  # SiX 5.1, 12.1
