"""Synthetic, realistic-looking ``CardRecord``s for the store benchmarks.

Imported by ``store_import.py`` and ``store_search.py`` (run from the repository root, so this
folder is on ``sys.path``). About a third of the distinct cards are reprinted in other sets, a
third carry Spanish/German/French names, one printing in 40 is a token, and names, types and
texts are drawn from word lists with accents, so searches hit the same variety real data has.
"""

from __future__ import annotations

import random
from typing import Iterator

from engine.formats.records import CardRecord

ADJECTIVES = [
    "Ancient", "Blazing", "Crimson", "Dread", "Elder", "Feral", "Gilded", "Hollow", "Iron", "Jade",
    "Keen", "Lost", "Mystic", "Noble", "Obsidian", "Pale", "Quiet", "Radiant", "Savage", "Twisted",
    "Umbral", "Vengeful", "Wild", "Young", "Zealous", "Ángel", "Sombrío", "Fénix", "Dorado", "Élfico",
]
NOUNS = [
    "Guardian", "Oracle", "Wurm", "Sentinel", "Drake", "Knight", "Shaman", "Titan", "Specter", "Golem",
    "Hydra", "Sphinx", "Vampire", "Zombie", "Angel", "Dragon", "Beast", "Witch", "Paladin", "Rogue",
    "Guardián", "Bruja", "Demonio", "Caballero", "Dríade", "Nigromante", "Serafín", "Quimera", "Lobo", "Oráculo",
]
PLACES = ["of the Vale", "of Ashes", "of the Deep", "del Umbral", "de la Cripta", "of Dawn", "of Storms", ""]
SPELLS = ["Bolt", "Counterspell", "Growth", "Ritual", "Edict", "Wrath", "Insight", "Pact", "Ruina", "Plegaria"]
SUBTYPES = ["Elf", "Warrior", "Wizard", "Human", "Soldier", "Goblin", "Spirit", "Merfolk", "Zombie", "Dragon", "Knight"]
TEXT_WORDS = [
    "draw", "card", "target", "creature", "opponent", "damage", "destroy", "exile", "graveyard", "library",
    "flying", "trample", "haste", "counter", "spell", "sacrifice", "token", "life", "gain", "lose", "discard",
    "return", "hand", "battlefield", "untap", "tap", "each", "player", "controls", "until", "end", "turn",
    "invoca", "destruye", "roba", "carta", "daño", "ficha", "cementerio", "mazo", "campo", "turno",
]
COLORS = ["W", "U", "B", "R", "G"]
RARITIES = ["common", "uncommon", "rare", "mythic"]
GAME_WEIGHTS = [("mtg", 0.8), ("ygo", 0.12), ("six", 0.04), ("myl", 0.02), ("eliria", 0.02)]


def _name(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.45:
        name = f"{rng.choice(ADJECTIVES)} {rng.choice(NOUNS)} {rng.choice(PLACES)}".strip()
    elif roll < 0.7:
        name = f"{rng.choice(NOUNS)} {rng.choice(PLACES) or 'Ascendant'}"
    elif roll < 0.9:
        name = f"{rng.choice(ADJECTIVES)} {rng.choice(SPELLS)}"
    else:
        name = f"{rng.choice(ADJECTIVES)} {rng.choice(NOUNS)} // {rng.choice(ADJECTIVES)} {rng.choice(SPELLS)}"
    return name


def _type_line(rng: random.Random) -> tuple[str, bool]:
    roll = rng.random()
    if roll < 0.5:
        subtypes = " ".join(rng.sample(SUBTYPES, rng.randint(1, 2)))
        return f"{rng.choice(['', 'Legendary '])}Creature — {subtypes}", True
    return rng.choice(["Instant", "Sorcery", "Enchantment", "Artifact", "Land", "Planeswalker — Jace", "Enchantment — Aura"]), False


def _text(rng: random.Random) -> str:
    sentences = []
    for _ in range(rng.randint(1, 4)):
        words = rng.choices(TEXT_WORDS, k=rng.randint(5, 14))
        sentences.append(" ".join(words).capitalize() + ".")
    return " ".join(sentences)


def _card(rng: random.Random, index: int) -> CardRecord:
    game = rng.choices([g for g, _ in GAME_WEIGHTS], [w for _, w in GAME_WEIGHTS])[0]
    name = f"{_name(rng)} {index}" if rng.random() < 0.5 else _name(rng)
    type_line, creature = _type_line(rng)
    colors = tuple(sorted(rng.sample(COLORS, rng.choice([0, 1, 1, 1, 2]))))
    generic = rng.randint(0, 6)
    cost = (f"{{{generic}}}" if generic else "") + "".join(f"{{{c}}}" for c in colors)
    names = {}
    if rng.random() < 0.33:
        names = {lang: f"{name} ({lang})" for lang in rng.sample(["es", "de", "fr", "it", "pt", "ja"], rng.randint(1, 5))}
    return CardRecord(
        game=game,
        name=name,
        oracle_id=f"oracle-{index}",
        type_line=type_line,
        cost=cost,
        mana_value=float(generic + len(colors)),
        colors=colors,
        color_identity=colors,
        text=_text(rng),
        stats={"power": str(rng.randint(0, 8)), "toughness": str(rng.randint(1, 8))} if creature else {},
        names=names,
        rarity=rng.choice(RARITIES),
        is_token=rng.random() < 0.025,
        extra={"layout": "normal", "identifiers": {"scryfallId": f"sf-{index}", "mtgoId": str(10000 + index)}},
    )


def synthetic_cards(count: int, seed: int = 1) -> Iterator[CardRecord]:
    """``count`` printings, generated lazily (the import benchmark streams them)."""
    rng = random.Random(seed)
    sets = [f"S{n:03d}" for n in range(400)]
    made = 0
    index = 0
    while made < count:
        card = _card(rng, index)
        index += 1
        for set_code in rng.sample(sets, 1 if rng.random() < 0.66 else rng.randint(2, 4)):
            if made >= count:
                break
            made += 1
            yield CardRecord(
                **{**card.__dict__, "set_code": set_code, "set_name": f"Set {set_code}", "number": str(made % 400 + 1),
                   "image_path": f"/images/{set_code}/{made}.jpg"}
            )
