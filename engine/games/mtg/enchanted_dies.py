"""An Aura's trigger when the creature it enchants dies (CR 603.10a, 603.6c, 608.2h): "When
enchanted creature dies, CARDNAME deals damage equal to that creature's toughness to the
creature's controller." (Alpha's Creature Bond).

``enchanted_dies_line`` reads "When enchanted creature dies, <instructions>" into a triggered
ability (``trigger`` ``ENCHANTED_DIES``), the instructions read by the oracle, and adds the
sentence "deals damage equal to that creature's toughness to the creature's controller"
(``BOND_DAMAGE``). It is a leaves-the-battlefield ability: ``before_death`` looks back in time
(CR 603.10a) as the creature leaves — the Aura is still attached then — and remembers for the
Aura the creature's toughness and controller as they last were (``state.bonds``, CR 608.2h; not
on the Aura, which becomes a new object in the graveyard before its trigger resolves, CR 400.7);
``after_death`` queues the trigger once the creature is in the graveyard.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Ability, Effect, LineReader, borrowed_trigger
from engine.games.mtg.watchers import watches

if TYPE_CHECKING:
    from engine.games.mtg.effects import EffectsMixin

ENCHANTED_DIES = "enchanted_dies"
BOND_DAMAGE = "damage_toughness_to_controller"
_LINE = re.compile(r"When enchanted creature dies, (?P<rest>.+)")
Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def enchanted_dies_line(line: str, read: LineReader) -> Ability | None:
    """The trigger, or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    return borrowed_trigger(line, match["rest"], read, ENCHANTED_DIES)


def bond_patterns() -> list[tuple[str, Builder]]:
    """"CARDNAME deals damage equal to that creature's toughness to the creature's controller"."""
    return [(r"CARDNAME deals damage equal to that creature's toughness to the creature's controller",
             lambda m: [Effect(BOND_DAMAGE)])]


def before_death(state: "EffectsMixin", creature: int) -> list[int]:
    """CR 603.10a: the Auras with this trigger attached to ``creature`` as it leaves; each
    remembers its toughness and controller."""
    auras: list[int] = []
    if not watches(state, ENCHANTED_DIES):  # (the battlefield is walked only if an ability watches)
        return auras
    for cid in state.battlefield():
        card = state._card(cid)
        if card.attached_to == creature and any(a.trigger == ENCHANTED_DIES for a in state.defn(cid).program.abilities):
            state.bonds = state.bonds + ((cid, state.power_toughness(creature)[1], state._card(creature).controller),)
            auras.append(cid)
    return auras


def after_death(state: "EffectsMixin", auras: list[int]) -> None:
    """CR 603.2: the triggers of ``auras``, the creature having died."""
    for aura in auras:
        for index, ability in enumerate(state.defn(aura).program.abilities):
            if ability.trigger == ENCHANTED_DIES:
                state.triggers = state.triggers + ((aura, index, state._card(aura).controller),)


def bond_damage(state: "EffectsMixin", source: int, controller: int) -> None:
    """CR 120.3, 608.2h: the damage the remembered toughness says, to the remembered controller."""
    from engine.games.mtg.base import player_code

    remembered = next((bond for bond in state.bonds if bond[0] == source), None)
    if remembered is not None:
        state.bonds = tuple(bond for bond in state.bonds if bond is not remembered)
        _aura, toughness, player = remembered
        state.deal_damage(source, controller, player_code(player), toughness)


__all__ = ["BOND_DAMAGE", "ENCHANTED_DIES", "after_death", "before_death", "bond_damage", "bond_patterns", "enchanted_dies_line"]
