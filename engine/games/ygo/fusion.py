"""Fusion and Ritual Summons by a spell's effect (YGO CartasDeMonstruosFusion, CartasDeMonstrusDeRitual):
which monsters can be summoned, the materials or tributes, and the summon itself.

Registered in ``base.OPS`` by importing this module (``effects`` does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.cards import Op
from engine.games.ygo.base import OPS, Run
from engine.games.ygo.cards import YgoCard

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin


def fusion_options(state: EffectsMixin, player: int, source: int) -> list[int]:
    """Fusion monsters of ``player``'s Fusion Deck whose materials are in hand or on the field
    (YGO CartasDeMonstruosFusion.1–3)."""
    cards = state.cards
    hand, field = state.ids(player, "mano"), state.monsters(player)
    # asked of every Polimerización in hand or set at every listing: how many monsters of
    # each name the pool has says at once which Fusion Monsters ``pick_materials`` cannot find
    named: dict[str, int] = {}
    for c in hand + field:
        defn: YgoCard = cards[c].defn  # type: ignore[union-attr, assignment]
        if c != source and defn.kind == "monster":
            named[defn.name] = named.get(defn.name, 0) + 1
    found: list[int] = []
    if not named:
        return found
    pool: list[int] | None = None
    verdicts: dict[tuple[str, ...], bool] = {}  # a Fusion Deck holds copies: each list of materials once
    for cid in state.ids(player, "fusion"):
        materials = cards[cid].defn.materials  # type: ignore[union-attr]
        verdict = verdicts.get(materials)
        if verdict is None:
            verdict = False
            for name in materials:
                if materials.count(name) > named.get(name, 0):
                    break
            else:
                if materials:
                    if pool is None:
                        pool = [c for c in hand + field if c != source]
                    chosen = pick_materials(state, materials, pool)
                    verdict = chosen is not None and state.monster_room(
                        player, [c for c in chosen if state.zone_of(c) == "monstruos"])
            verdicts[materials] = verdict
        if verdict:
            found.append(cid)
    return found


def pick_materials(state: EffectsMixin, names: tuple[str, ...], pool: list[int]) -> list[int] | None:
    chosen: list[int] = []
    for name in names:
        match = next((c for c in pool if c not in chosen and state._card(c).defn.name == name
                      and state.defn(c).is_monster), None)
        if match is None:
            return None
        chosen.append(match)
    return chosen


@OPS.on("fusion")
def _op_fusion(state: EffectsMixin, run: Run, op: Op) -> None:
    options = fusion_options(state, run.player, run.source)
    if not options:
        return
    state.ask("elegir", run.player, ("Elige el Monstruo de Fusión", "Choose the Fusion Monster"), tuple(options),
             ("fusion", run))


def fuse(state: EffectsMixin, run: Run, fusion: int) -> None:
    """YGO CartasDeMonstruosFusion.4, .10: materials (and Polimerización) to the graveyard, the
    Fusion Monster face-up from the Fusion Deck."""
    pool = [c for c in state.ids(run.player, "mano") + state.monsters(run.player) if c != run.source]
    chosen = pick_materials(state, state.defn(fusion).materials, pool)
    if chosen is None:
        return
    for cid in chosen:
        state.send_to_graveyard(cid, kind="fusion_material")
    state.ask_position(run.player, fusion)


def ritual_options(state: EffectsMixin, player: int, source: int) -> list[int]:
    """Ritual monsters in hand that ``source`` summons, with enough tributes (YGO
    CartasDeMonstrusDeRitual.3): the tributes' levels add up to the monster's level."""
    wanted = state.defn(source).ritual_monster
    found = []
    for cid in state.ids(player, "mano"):
        defn = state.defn(cid)
        if defn.name != wanted:
            continue
        pool = [c for c in state.ids(player, "mano") + state.monsters(player) if c not in (cid, source)
                and state.defn(c).is_monster]
        if sum(state.defn(c).level for c in pool) >= defn.level and state.monster_room(player, state.monsters(player)):
            found.append(cid)
    return found


@OPS.on("ritual")
def _op_ritual(state: EffectsMixin, run: Run, op: Op) -> None:
    options = ritual_options(state, run.player, run.source)
    if options:
        ask_tribute(state, run, options[0], ())


def ask_tribute(state: EffectsMixin, run: Run, monster: int, chosen: tuple[int, ...]) -> None:
    level = sum(state.defn(c).level for c in chosen)
    if level >= state.defn(monster).level:
        for cid in chosen:
            state.send_to_graveyard(cid, kind="tribute")
        if state.monster_room(run.player):
            state.ask_position(run.player, monster)
        return
    pool = tuple(c for c in state.ids(run.player, "mano") + state.monsters(run.player)
                 if c not in (monster, run.source) and c not in chosen and state.defn(c).is_monster)
    if sum(state.defn(c).level for c in pool) + level < state.defn(monster).level:
        return  # the tributes left the game meanwhile: nothing happens
    state.ask("elegir", run.player, ("Elige un sacrificio para el Ritual", "Choose a tribute for the Ritual"), pool,
             ("ritual", run, monster, chosen))
