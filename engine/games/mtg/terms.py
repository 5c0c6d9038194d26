"""Magic's words in English: type lines, stats, counters and markers (``engine.core.terms``)."""

from engine.games.mtg.abilities import KEYWORDS_ES as KEYWORDS_ES  # keyword names in Spanish

TYPE_WORDS = {
    "Artefacto": "Artifact", "Conjuro": "Sorcery", "Criatura": "Creature", "Criatura artefacto": "Artifact Creature", "Criatura ficha": "Token Creature", "Artefacto ficha": "Token Artifact",
    "Criatura legendaria": "Legendary Creature", "Encantamiento": "Enchantment", "Instantáneo": "Instant",
    "Planeswalker legendario": "Legendary Planeswalker", "Tierra": "Land", "Tierra básica": "Basic Land",
    "Equipo": "Equipment", "Aura": "Aura", "Gólem": "Golem", "Dios": "God", "Noble elfa": "Elf Noble", "Alce": "Elk",
    "Araña": "Spider", "Ave": "Bird", "Berserker humano": "Human Berserker", "Caballero humano": "Human Knight",
    "Cambiaformas": "Shapeshifter", "Chamán elfo": "Elf Shaman", "Clériga humana": "Human Cleric",
    "Clérigo humano": "Human Cleric", "Dragón": "Dragon", "Druida elfo": "Elf Druid", "Duende": "Faerie",
    "Enana": "Dwarf", "Espectro": "Specter", "Espíritu": "Spirit", "Explorador elfo": "Elf Scout", "Grifo": "Griffin",
    "Guerrero humano": "Human Warrior", "Guerrero trasgo": "Goblin Warrior", "Hechicera humana": "Human Wizard",
    "Hechicero humano": "Human Wizard", "Hidra": "Hydra", "Hongo": "Fungus", "Humano hechicero": "Human Wizard",
    "Humano hombre lobo": "Human Werewolf", "Insecto": "Insect", "Lobo": "Wolf", "Mago humano": "Human Wizard",
    "Monje humano": "Human Monk", "Muro": "Wall", "Oso": "Bear", "Pícaro humano": "Human Rogue",
    "Soldado ave": "Bird Soldier", "Soldado humano": "Human Soldier", "Sombra": "Shade", "Trasgo": "Goblin",
    "Trol": "Troll", "Zombie": "Zombie", "Ángel": "Angel", "Árbol": "Treefolk", "Ignara": "Ignara",
    "Bosque": "Forest", "Isla": "Island", "Llanura": "Plains", "Montaña": "Mountain", "Pantano": "Swamp",
}

FIELDS = {
    "valor_mana": ("Valor de maná", "Mana value"), "fuerza": ("Fuerza", "Power"),
    "resistencia": ("Resistencia", "Toughness"), "lealtad": ("Lealtad", "Loyalty"),
    "girada": ("Girada", "Tapped"), "mareo": ("Mareo de invocación", "Summoning sickness"),
    "atacando": ("Atacando", "Attacking"), "bloqueando": ("Bloqueando", "Blocking"), "ficha": ("Ficha", "Token"),
    "manual": ("A mano", "By hand"), "invertida": ("Invertida", "Flipped"), "transformada": ("Transformada", "Transformed"),
    "aventura": ("En aventura", "On an adventure"), "vidas": ("Vidas", "Life"), "veneno": ("Veneno", "Poison"),
    "dano": ("Daño", "Damage"),
    "tiempo": ("Tiempo", "Time"), "edad": ("Edad", "Age"), "nivel": ("Nivel", "Level"),  # CR 702.62a, 702.24a, 702.87a
    "copia_de_hechizo": ("Copia", "Copy"),  # a copy of a spell (CR 707.10)
    "mutado": ("Mutado", "Mutated"),  # a merged permanent (CR 702.140c, 727.2)
    # the numbers printed on a card, as the card data keys them (CR 208.1, 209.1, 310.4)
    "power": ("Fuerza", "Power"), "toughness": ("Resistencia", "Toughness"), "loyalty": ("Lealtad", "Loyalty"),
    "defense": ("Defensa", "Defense"),
}

PALETTE = {  # CR 105.1, 105.2c: the five colours and colourless, as the deck editor charts them
    "W": ("Blanco", "White"), "U": ("Azul", "Blue"), "B": ("Negro", "Black"), "R": ("Rojo", "Red"),
    "G": ("Verde", "Green"), "colorless": ("Incoloro", "Colourless"),
}

FORMATS = {  # CR 100.2a, 100.2b, 903, 903.12
    "constructed": ("Construido", "Constructed"), "limited": ("Limitado", "Limited"),
    "commander": ("Commander", "Commander"), "brawl": ("Brawl", "Brawl"),
}
