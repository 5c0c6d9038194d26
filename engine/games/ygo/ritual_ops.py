"""Ritual Summons (YGO CartasDeMonstrusDeRitual, CartasMagicas.16–17): which Ritual Monsters a Ritual Spell can
summon now, the player's choice of the monster and of its Tributes, and the summon itself.

What a Ritual Spell's ``ritual`` operation may carry (its text, YGO Cartas.2; nothing: the classic Ritual Spell, whose
card names its monster in ``YgoCard.ritual_monster``):

- which monsters: ``names`` (a tuple of card names), or a kind read by ``textops.matches`` — ``name_has`` (an
  archetype), ``race``, ``attribute`` — or ``any`` (every Ritual Monster);
- their Levels: ``level`` N (the Tributes' Levels add up to N or more), ``equal`` (exactly the monster's Level);
  neither: the monster's Level or more (CartasDeMonstrusDeRitual.3);
- ``tributes``: the zones the Tributes come from (the hand and the field), ``zones``: where the monster comes from
  (the hand).

A monster Ritual Summoned keeps the mark ``PROPER`` in the Graveyard and the banished zone (``YgoBase.send_to_graveyard``,
``leave_field_to``): only such a Ritual Monster may be Special Summoned from there by another effect
(``textops.may_special_summon``), and one returned to the hand or the Deck needs a new Ritual Summon
(CartasDeMonstrusDeRitual.5).

Registered in ``base.OPS`` by importing this module (``effects`` does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from engine.core.cards import Op
from engine.games.ygo import textops, turn_limits
from engine.games.ygo.base import OPS, RITUAL_SUMMONED, Run
from engine.games.ygo.cards import YgoCard

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin

#: The mark of a monster properly Ritual Summoned (kept in the Graveyard and the banished zone).
PROPER = RITUAL_SUMMONED
#: Where a Ritual Spell takes its Tributes: the hand and the field (YGO CartasDeMonstrusDeRitual.1, .3).
HAND_AND_FIELD = ("mano", "monstruos")
#: What a ``ritual`` operation may say of the monsters it summons, beside their names.
KINDS = ("name_has", "race", "attribute")


def summons(state: EffectsMixin, source: int, op: Op, defn: YgoCard) -> bool:
    """Whether ``defn`` is a Ritual Monster the Ritual Spell ``source`` (its operation ``op``) summons."""
    if not defn.is_monster or defn.sub != "ritual":
        return False
    if "names" in op.args:
        return defn.name in op.get("names")
    kinds = {key: op.get(key) for key in KINDS if key in op.args}
    if kinds:
        return textops.matches(defn, kinds)
    return bool(op.get("any")) or defn.name == state.defn(source).ritual_monster


def _need(state: EffectsMixin, op: Op, monster: int) -> tuple[int, bool]:
    """The Levels the Tributes must add up to, and whether exactly (``equal``) or that many or more."""
    if "level" in op.args:
        return int(op.get("level")), False
    return state.defn(monster).level, bool(op.get("equal"))


def _pool(state: EffectsMixin, player: int, op: Op, monster: int, source: int) -> list[int]:
    """The monsters ``player`` may Tribute for ``monster`` (not the monster itself, nor the spell's card)."""
    found = []
    for zone in op.get("tributes", HAND_AND_FIELD):
        for cid in state.monsters(player) if zone == "monstruos" else state.ids(player, zone):
            if cid not in (monster, source) and state.defn(cid).is_monster:
                found.append(cid)
    return found


def _done(state: EffectsMixin, player: int, need: tuple[int, bool], chosen: Sequence[int]) -> bool:
    """Whether ``chosen`` is a whole set of Tributes: their Levels meet the spell's (CartasDeMonstrusDeRitual.3) and the
    monster will have a Monster Zone (AreaDeJuego.4)."""
    total = sum(state.defn(c).level for c in chosen)
    if total < need[0] or need[1] and total != need[0]:
        return False
    return state.monster_room(player, [c for c in chosen if state.zone_of(c) == "monstruos"])


def _completable(state: EffectsMixin, player: int, need: tuple[int, bool], pool: Sequence[int],
                 chosen: Sequence[int]) -> bool:
    """Whether more Tributes of ``pool`` can make ``chosen`` a whole set (``_done``)."""
    if _done(state, player, need, chosen):
        return True
    left = [c for c in pool if c not in chosen]
    # with every Monster Zone taken, a monster of the field must be among the Tributes (AreaDeJuego.4)
    must_free = not state.monster_room(player, [c for c in chosen if state.zone_of(c) == "monstruos"])
    start = sum(state.defn(c).level for c in chosen)
    if not need[1]:
        return start + sum(state.defn(c).level for c in left) >= need[0] \
            and (not must_free or any(state.zone_of(c) == "monstruos" for c in left))
    reached = {(start, False)}  # the sums more Tributes reach (never past the Level needed), and whether one is of the field
    for cid in left:
        level, field = state.defn(cid).level, state.zone_of(cid) == "monstruos"
        reached |= {(total + level, freed or field) for total, freed in reached if total + level <= need[0]}
    return (need[0], True) in reached or not must_free and (need[0], False) in reached


def ritual_options(state: EffectsMixin, player: int, source: int, op: Op | None = None) -> list[int]:
    """The Ritual Monsters ``source`` can Ritual Summon now, one of each kind: those it names in the zones it summons
    from (the hand) with a whole set of Tributes (YGO CartasDeMonstrusDeRitual.3), not used up by "you can only Special
    Summon "X" once per turn" (Cartas.2)."""
    op = op or Op("ritual")
    found = []
    for zone in op.get("zones", ("mano",)):
        for cid in state.distinct(state.ids(player, zone)):
            if summons(state, source, op, state.defn(cid)) and turn_limits.special_problem(state, cid, player) is None \
                    and _completable(state, player, _need(state, op, cid), _pool(state, player, op, cid, source), ()):
                found.append(cid)
    return found


@OPS.on("ritual")
def _op_ritual(state: EffectsMixin, run: Run, op: Op) -> None:
    """YGO CartasDeMonstrusDeRitual.3: the player chooses the Ritual Monster (when there is more than one kind), then
    its Tributes."""
    options = ritual_options(state, run.player, run.source, op)
    if len(options) > 1:
        state.ask("elegir", run.player, ("Elige el Monstruo de Ritual", "Choose the Ritual Monster"), tuple(options),
                  ("ritual_monster", run, op))
    elif options:
        tribute(state, run, op, options[0], ())


def tribute(state: EffectsMixin, run: Run, op: Op, monster: int, chosen: tuple[int, ...]) -> None:
    """YGO CartasDeMonstrusDeRitual.3–4: the Tributes, one at a time, each one that still lets the set be whole; then
    they go to the Graveyard and the Ritual Monster is Special Summoned face-up in the position its controller
    chooses (PhasesDelJuego.31), marked as properly Ritual Summoned."""
    need = _need(state, op, monster)
    if state.zone_of(monster) not in op.get("zones", ("mano",)):
        return  # the monster left meanwhile: nothing happens
    if _done(state, run.player, need, chosen):
        for cid in chosen:
            state.send_to_graveyard(cid, kind="tribute")
        if state.monster_room(run.player):
            state.ask_position(run.player, monster, (PROPER,))
        return
    pool = _pool(state, run.player, op, monster, run.source)
    options = tuple(c for c in pool if c not in chosen and _completable(state, run.player, need, pool, (*chosen, c)))
    if not options:
        return  # the Tributes left meanwhile: nothing happens
    state.ask("elegir", run.player, ("Elige un sacrificio para el Ritual", "Choose a tribute for the Ritual"), options,
              ("ritual", run, op, monster, chosen))


def answered(state: EffectsMixin, data: tuple[Any, ...], card_id: int) -> None:
    """The answer to the Ritual's questions: the monster (``ritual_monster``), or one more Tribute (``ritual``)."""
    if data[0] == "ritual_monster":
        tribute(state, data[1], data[2], card_id, ())
    else:
        tribute(state, data[1], data[2], data[3], data[4] + (card_id,))
