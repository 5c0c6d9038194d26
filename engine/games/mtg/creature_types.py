"""Magic's creature types in Spanish (CR 205.3m, as the Spanish Comprehensive Rules list them),
for what Tapete words itself: a token's name and type line (CR 111.4). A type missing here keeps
its English word, as the rulebook keeps those it does not translate (Time Lord, Alien…)."""

from __future__ import annotations

#: English creature type -> Spanish, each Spanish word as CR 205.3m spells it.
CREATURE_TYPES_ES: dict[str, str] = {
    "Advisor": "Consejero", "Ally": "Aliado", "Angel": "Ángel", "Antelope": "Antílope", "Ape": "Simio",
    "Archer": "Arquero", "Archon": "Arconte", "Army": "Ejército", "Artificer": "Artífice", "Assassin": "Asesino",
    "Atog": "Atog", "Avatar": "Avatar", "Badger": "Tejón", "Barbarian": "Bárbaro", "Bard": "Bardo",
    "Basilisk": "Basilisco", "Bat": "Murciélago", "Bear": "Oso", "Beast": "Bestia", "Beeble": "Beeble",
    "Berserker": "Berserker", "Bird": "Ave", "Boar": "Jabalí", "Bringer": "Portador", "Camel": "Camello",
    "Caribou": "Caribú", "Cat": "Felino", "Centaur": "Centauro", "Chimera": "Quimera", "Citizen": "Ciudadano",
    "Cleric": "Clérigo", "Cockatrice": "Cocatriz", "Construct": "Constructo", "Coward": "Cobarde", "Crab": "Cangrejo",
    "Crocodile": "Cocodrilo", "Cyclops": "Cíclope", "Dauthi": "Dauti", "Demigod": "Semidiós", "Demon": "Demonio",
    "Deserter": "Desertor", "Devil": "Diablo", "Djinn": "Djinn", "Dog": "Perro", "Dragon": "Dragón", "Drake": "Draco",
    "Dreadnought": "Acorazado", "Drone": "Zángano", "Druid": "Druida", "Dryad": "Dríada", "Dwarf": "Enano",
    "Efreet": "Efrit", "Elder": "Anciano", "Eldrazi": "Eldrazi", "Elemental": "Elemental", "Elephant": "Elefante",
    "Elf": "Elfo", "Elk": "Alce", "Eye": "Ojo", "Faerie": "Hada", "Ferret": "Hurón", "Fish": "Pez",
    "Flagbearer": "Abanderado", "Fox": "Zorro", "Fractal": "Fractal", "Frog": "Rana", "Fungus": "Hongo",
    "Gargoyle": "Gárgola", "Germ": "Germen", "Giant": "Gigante", "Gnoll": "Gnoll", "Gnome": "Gnomo", "Goat": "Cabra",
    "Goblin": "Trasgo", "Golem": "Gólem", "Gorgon": "Gorgona", "Gremlin": "Gremlin", "Griffin": "Grifo",
    "Halfling": "Mediano", "Hamster": "Hámster", "Harpy": "Arpía", "Hippo": "Hipopótamo", "Hippogriff": "Hipogrifo",
    "Homarid": "Homárido", "Homunculus": "Homúnculo", "Horror": "Horror", "Horse": "Caballo", "Human": "Humano",
    "Hydra": "Hidra", "Hyena": "Hiena", "Illusion": "Ilusión", "Imp": "Diablillo", "Incarnation": "Encarnación",
    "Inkling": "Tintícola", "Inquisitor": "Inquisidor", "Insect": "Insecto", "Jackal": "Chacal", "Jellyfish": "Medusa",
    "Juggernaut": "Destructor", "Kavu": "Kavu", "Kirin": "Kirin", "Kithkin": "Kithkin", "Knight": "Caballero",
    "Kobold": "Kóbold", "Kor": "Kor", "Kraken": "Kraken", "Leech": "Sanguijuela", "Leviathan": "Leviatán",
    "Lizard": "Lagarto", "Manticore": "Mantícora", "Mercenary": "Mercenario", "Merfolk": "Tritón",
    "Minotaur": "Minotauro", "Mole": "Topo", "Mongoose": "Mangosta", "Monk": "Monje", "Moonfolk": "Pueblo-lunar",
    "Mouse": "Ratón", "Mutant": "Mutante", "Myr": "Myr", "Mystic": "Místico", "Nautilus": "Nautilo",
    "Nightmare": "Pesadilla", "Ninja": "Ninja", "Noble": "Noble", "Nomad": "Nómada", "Octopus": "Pulpo",
    "Ogre": "Ogro", "Ooze": "Cieno", "Orb": "Orbe", "Orc": "Orco", "Otter": "Nutria", "Ouphe": "Oufé", "Ox": "Buey",
    "Oyster": "Ostra", "Pegasus": "Pegaso", "Pest": "Alimaña", "Phoenix": "Fénix", "Phyrexian": "Pirexiano",
    "Pilot": "Piloto", "Pirate": "Pirata", "Plant": "Planta", "Prism": "Prisma", "Rabbit": "Conejo",
    "Raccoon": "Mapache", "Ranger": "Guardabosque", "Rat": "Rata", "Rebel": "Rebelde", "Reflection": "Reflejo",
    "Rhino": "Rinoceronte", "Robot": "Robot", "Rogue": "Bribón", "Salamander": "Salamandra", "Samurai": "Samurái",
    "Saproling": "Saprolín", "Satyr": "Sátiro", "Scarecrow": "Espantapájaros", "Scion": "Vástago",
    "Scorpion": "Escorpión", "Scout": "Explorador", "Sculpture": "Escultura", "Serf": "Siervo", "Serpent": "Serpiente",
    "Servo": "Servo", "Shade": "Sombra", "Shaman": "Chamán", "Shapeshifter": "Metamorfo", "Shark": "Tiburón",
    "Sheep": "Oveja", "Siren": "Sirena", "Skeleton": "Esqueleto", "Sliver": "Fragmentado", "Slug": "Babosa",
    "Snake": "Víbora", "Soldier": "Soldado", "Spawn": "Engendro", "Specter": "Espectro",
    "Spellshaper": "Cambiahechizos", "Sphinx": "Esfinge", "Spider": "Araña", "Spirit": "Espíritu",
    "Splinter": "Astilla", "Sponge": "Esponja", "Squid": "Calamar", "Squirrel": "Ardilla", "Survivor": "Sobreviviente",
    "Tentacle": "Tentáculo", "Thopter": "Tóptero", "Thrull": "Thrull", "Treefolk": "Pueblo-arbóreo", "Troll": "Trol",
    "Turtle": "Tortuga", "Unicorn": "Unicornio", "Vampire": "Vampiro", "Vedalken": "Vedalken", "Wall": "Muro",
    "Warlock": "Brujo", "Warrior": "Guerrero", "Weird": "Extraño", "Werewolf": "Licántropo", "Whale": "Ballena",
    "Wizard": "Hechicero", "Wolf": "Lobo", "Wolverine": "Glotón", "Wombat": "Wombat", "Worm": "Gusano",
    "Wraith": "Aparición", "Wurm": "Sierpe", "Yeti": "Yeti", "Zombie": "Zombie", "Zubera": "Zubera",
}


def creature_types_es(subtypes: str) -> str:
    """English creature types («Dwarf Berserker») as Spanish says them, the last first
    («Berserker Enano», CR 111.4's example)."""
    return " ".join(CREATURE_TYPES_ES.get(word, word) for word in reversed(subtypes.split()))
