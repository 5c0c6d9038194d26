"""Fusion Summons by a spell's effect (YGO CartasDeMonstruosFusion): which monsters can be summoned, the materials,
and the summon itself (Ritual Summons: ``ritual_ops``).

Registered in ``base.OPS`` by importing this module (``effects`` does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.cards import Op
from engine.games.ygo import fusion_materials, turn_limits
from engine.games.ygo.base import FUSION_SUMMONED, OPS, Run

if TYPE_CHECKING:
    from engine.games.ygo.cards import YgoCard
    from engine.games.ygo.effects import EffectsMixin


#: Where Polymerization takes its materials: the hand and the field (YGO CartasDeMonstruosFusion.3).
HAND_AND_FIELD = ("mano", "monstruos")


def _pool(state: EffectsMixin, player: int, zones: tuple[str, ...]) -> tuple[list[int], dict[str, int]]:
    """The monsters of ``player``'s ``zones`` that may be Fusion Materials, and how many of each name there are."""
    defn_of = state.defn
    pool: list[int] = []
    named: dict[str, int] = {}
    for zone in zones:
        for c in state.monsters(player) if zone == "monstruos" else state.ids(player, zone):
            defn = defn_of(c)
            if defn.is_monster:
                pool.append(c)
                named[defn.name] = named.get(defn.name, 0) + 1
    return pool, named


def fusion_options(state: EffectsMixin, player: int, source: int, op: Op | None = None) -> list[int]:
    """Fusion monsters of ``player``'s Fusion Deck whose materials are in the zones ``op`` names — the hand and the
    field, as Polymerization (YGO CartasDeMonstruosFusion.1–3) — and that are the ones its text summons (an
    archetype's, a Type's: Cartas.2)."""
    zones = tuple(op.get("zones", HAND_AND_FIELD)) if op is not None else HAND_AND_FIELD
    defn_of = state.defn
    # (a monster whose effect fuses may be a material itself); asked of every Polimerización in hand or set at
    # every listing: how many monsters of each name the pool has says at once which Fusion Monsters listing
    # names only cannot be made
    extra = state.ids(player, "fusion")
    if not extra:
        return []
    pool, named = _pool(state, player, zones)
    if len(pool) < 2:
        return []
    found: list[int] = []
    verdicts: dict[tuple[str, ...], bool] = {}  # a Fusion Deck holds copies: each list of materials once
    kept: dict[int, tuple[YgoCard, bool]] = {}  # and each definition once (by identity, the definition held)
    for cid in extra:
        defn = defn_of(cid)
        seen = kept.get(id(defn))
        if seen is not None:
            keep = seen[1]
        else:
            wanted = defn.materials
            verdict = verdicts.get(wanted)
            if verdict is None:
                verdicts[wanted] = verdict = _makeable(state, player, wanted, pool, named)
            # the materials first (most often missing), then what the text summons and the turn's limits (Cartas.2)
            keep = verdict and (op is None or fusion_materials.summoned_kind(defn, op.args)) \
                and turn_limits.special_problem(state, cid, player) is None
            kept[id(defn)] = (defn, keep)
        if keep:
            found.append(cid)
    return found


def _makeable(state: EffectsMixin, player: int, wanted: tuple[str, ...], pool: list[int], named: dict[str, int]) -> bool:
    """Whether distinct monsters of ``pool`` fill every material of ``wanted`` with room left for the Fusion
    Monster (``named``: how many monsters of each name ``pool`` has, enough to refuse a list of names)."""
    if not wanted:
        return False
    counts = fusion_materials.name_counts(wanted)
    if counts is not None and any(count > named.get(name, 0) for name, count in counts):
        return False
    chosen = fusion_materials.assign(wanted, pool, state.defn)
    return chosen is not None and state.monster_room(player, [c for c in chosen if state.zone_of(c) == "monstruos"])


@OPS.on("fusion")
def _op_fusion(state: EffectsMixin, run: Run, op: Op) -> None:
    options = fusion_options(state, run.player, run.source, op)
    if not options:
        return
    state.ask("elegir", run.player, ("Elige el Monstruo de Fusión", "Choose the Fusion Monster"), tuple(options),
              ("fusion", run, op))


def fuse(state: EffectsMixin, run: Run, op: Op, fusion: int, chosen: tuple[int, ...] = ()) -> None:
    """YGO CartasDeMonstruosFusion.4, .10: the materials (the player chooses each when cards of different names
    could be it) to the Graveyard — or banished, as the text says (Cartas.2) — and the Fusion Monster face-up from
    the Fusion Deck."""
    wanted = state.defn(fusion).materials
    pool, _named = _pool(state, run.player, tuple(op.get("zones", HAND_AND_FIELD)))
    while len(chosen) < len(wanted):
        options = fusion_materials.next_options(wanted, pool, state.defn, chosen)
        if not options:
            return  # the materials left meanwhile: nothing happens
        if len({state.defn(c).name for c in options}) > 1:
            state.ask("elegir", run.player, (f"Elige el material de Fusión {len(chosen) + 1} de {len(wanted)}",
                                             f"Choose Fusion Material {len(chosen) + 1} of {len(wanted)}"),
                      tuple(state.distinct(options)), ("fusion_material", run, op, fusion, chosen))
            return
        chosen = (*chosen, options[0])
    for cid in chosen:
        if op.get("banish"):
            state.leave_field_to(cid, "desterradas")
        else:
            state.send_to_graveyard(cid, kind="fusion_material")
    state.ask_position(run.player, fusion, (FUSION_SUMMONED,))  # kept in the GY: it may come back (Fusion.1)
