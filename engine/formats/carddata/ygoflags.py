"""The bit flags of YGOPro/EDOPro card databases and their names.

Values from the public definitions: YGOPro's and EDOPro's ``constant.lua`` (CardScripts) and
EDOPro's ``ocgapi_constants.h`` (``TYPE_MAXIMUM``, the Rush races ``RACE_CYBORG`` onward,
``RACE_YOKAI``) and ``data_manager.h`` (``SCOPE_*``, the ``ot`` column). Names are the cards'
English words (``"Quick-Play"``, ``"Winged Beast"``, ``"DARK"``).
"""

from __future__ import annotations

# Card kinds, then every other type bit in bit order.
KINDS = ((0x1, "Monster"), (0x2, "Spell"), (0x4, "Trap"), (0x8000000, "Skill"), (0x10000000, "Action"))
SUBTYPES = (
    (0x10, "Normal"), (0x20, "Effect"), (0x40, "Fusion"), (0x80, "Ritual"), (0x100, "Trap Monster"),
    (0x200, "Spirit"), (0x400, "Union"), (0x800, "Gemini"), (0x1000, "Tuner"), (0x2000, "Synchro"),
    (0x4000, "Token"), (0x8000, "Maximum"), (0x10000, "Quick-Play"), (0x20000, "Continuous"),
    (0x40000, "Equip"), (0x80000, "Field"), (0x100000, "Counter"), (0x200000, "Flip"), (0x400000, "Toon"),
    (0x800000, "Xyz"), (0x1000000, "Pendulum"), (0x2000000, "Special Summon"), (0x4000000, "Link"),
    (0x20000000, "Plus"), (0x40000000, "Minus"), (0x80000000, "Armor"),
)
TYPE_MONSTER, TYPE_SPELL, TYPE_TRAP = 0x1, 0x2, 0x4
TYPE_TOKEN, TYPE_XYZ, TYPE_PENDULUM, TYPE_LINK = 0x4000, 0x800000, 0x1000000, 0x4000000

ATTRIBUTES = ((0x1, "EARTH"), (0x2, "WATER"), (0x4, "FIRE"), (0x8, "WIND"), (0x10, "LIGHT"), (0x20, "DARK"), (0x40, "DIVINE"))

RACES = (
    (0x1, "Warrior"), (0x2, "Spellcaster"), (0x4, "Fairy"), (0x8, "Fiend"), (0x10, "Zombie"), (0x20, "Machine"),
    (0x40, "Aqua"), (0x80, "Pyro"), (0x100, "Rock"), (0x200, "Winged Beast"), (0x400, "Plant"), (0x800, "Insect"),
    (0x1000, "Thunder"), (0x2000, "Dragon"), (0x4000, "Beast"), (0x8000, "Beast-Warrior"), (0x10000, "Dinosaur"),
    (0x20000, "Fish"), (0x40000, "Sea Serpent"), (0x80000, "Reptile"), (0x100000, "Psychic"),
    (0x200000, "Divine-Beast"), (0x400000, "Creator God"), (0x800000, "Wyrm"), (0x1000000, "Cyberse"),
    (0x2000000, "Illusion"), (0x4000000, "Cyborg"), (0x8000000, "Magical Knight"), (0x10000000, "High Dragon"),
    (0x20000000, "Omega Psychic"), (0x40000000, "Celestial Warrior"), (0x80000000, "Galaxy"),
    (0x4000000000000000, "Yokai"),
)

# Link arrows as the card shows them, top row first.
LINK_ARROWS = (
    (0x40, "Top-Left"), (0x80, "Top"), (0x100, "Top-Right"), (0x8, "Left"), (0x20, "Right"),
    (0x1, "Bottom-Left"), (0x2, "Bottom"), (0x4, "Bottom-Right"),
)

SCOPES = (
    (0x1, "OCG"), (0x2, "TCG"), (0x4, "Anime"), (0x8, "Illegal"), (0x10, "Video Game"), (0x20, "Custom"),
    (0x40, "Speed"), (0x100, "Pre-release"), (0x200, "Rush"), (0x400, "Legend"), (0x1000, "Hidden"),
)


def names(value: int, table: tuple[tuple[int, str], ...]) -> list[str]:
    """The names of the bits of ``value`` that ``table`` knows, in the table's order."""
    return [name for bit, name in table if value & bit]

