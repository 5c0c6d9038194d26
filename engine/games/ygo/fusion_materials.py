"""The Fusion Material Monsters a Fusion Monster lists (YGO CartasDeMonstruosFusion.1), and which cards fill them.

A Fusion Monster's ``materials`` hold one entry per material: a card name ("Elemental HERO Avian": a monster of
that name) or, written ``{…}`` (JSON), what the monster must be — ``name_has`` (an archetype: "an "Elemental HERO"
monster"), ``race``, ``attribute``, ``sub`` ("normal", "fusion"), ``min_level``/``level``. Card names never start
with ``{``, so Tapete's own definitions, which list names, read as before.

``assign`` finds distinct cards for every material (each card fills one); ``fits`` says whether one card may fill
one material. The texts' wordings of these lists are read by ``cardtext.zh_fusion``.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Callable, Mapping, Sequence

from engine.games.ygo.cards import YgoCard
from engine.games.ygo.textops import matches

#: What a material other than a name may ask of the monster.
KEYS = frozenset({"name_has", "race", "attribute", "sub", "min_level", "level"})


def by_kind(args: Mapping[str, object]) -> str:
    """The ``materials`` entry of a material described by ``args`` (keys of ``KEYS``)."""
    unknown = set(args) - KEYS
    if unknown or not args:
        raise ValueError(f"a material by {sorted(unknown) or 'nothing'}")
    return json.dumps(dict(args), ensure_ascii=False, sort_keys=True)


@lru_cache(maxsize=512)
def _wants(material: str) -> Mapping[str, object] | None:
    """What a material asks of its monster (``None``: it is a card name)."""
    return json.loads(material) if material.startswith("{") else None


def fits(material: str, defn: YgoCard) -> bool:
    """Whether a card may be this Fusion Material Monster: a monster with that name, or of that
    kind (the slots ``textops.matches`` reads)."""
    if not defn.is_monster:
        return False
    wants = _wants(material)
    return defn.name == material if wants is None else matches(defn, wants)


@lru_cache(maxsize=512)
def name_counts(materials: tuple[str, ...]) -> tuple[tuple[str, int], ...] | None:
    """How many monsters of each name ``materials`` lists when every material is a card name (``None``: some
    material is described otherwise): the quick count of ``fusion`` refuses a list by these, worked out once per list."""
    if any(m.startswith("{") for m in materials):
        return None
    return tuple((name, materials.count(name)) for name in dict.fromkeys(materials))


def assign(materials: Sequence[str], pool: Sequence[int], defn_of: Callable[[int], YgoCard],
           chosen: Sequence[int] = ()) -> list[int] | None:
    """Distinct cards of ``pool`` for every material, the first ``len(chosen)`` being ``chosen`` (``None``: they
    cannot all be filled)."""
    if len(chosen) > len(materials):
        return None
    for material, cid in zip(materials, chosen):
        if not fits(material, defn_of(cid)):
            return None
    left = [c for c in pool if c not in chosen]
    fitting = [[c for c in left if fits(m, defn_of(c))] for m in materials[len(chosen):]]
    # the most demanding material first: a search that fails fails early
    order = sorted(range(len(fitting)), key=lambda i: len(fitting[i]))
    found: dict[int, int] = {}

    def fill(k: int, used: frozenset[int]) -> bool:
        if k == len(order):
            return True
        for cid in fitting[order[k]]:
            if cid not in used:
                found[order[k]] = cid
                if fill(k + 1, used | {cid}):
                    return True
        return False

    if not fill(0, frozenset()):
        return None
    return list(chosen) + [found[i] for i in range(len(fitting))]


def next_options(materials: Sequence[str], pool: Sequence[int], defn_of: Callable[[int], YgoCard],
                 chosen: Sequence[int]) -> list[int]:
    """The cards that may fill the next material after ``chosen`` with every other material still filled."""
    material = materials[len(chosen)]
    return [c for c in pool if c not in chosen and fits(material, defn_of(c))
            and assign(materials, pool, defn_of, [*chosen, c]) is not None]


def summoned_kind(defn: YgoCard, which: Mapping[str, object]) -> bool:
    """Whether a Fusion Monster is one a text's Fusion Summon may make: "a "Shaddoll" Fusion Monster" (``name_has``),
    "a Dragon (DARK Machine) Fusion Monster" (``race``, ``attribute``); nothing said: any."""
    if "name_has" in which and str(which["name_has"]) not in defn.name:
        return False
    if "race" in which and defn.race != which["race"]:
        return False
    return not ("attribute" in which and defn.attribute != which["attribute"])
