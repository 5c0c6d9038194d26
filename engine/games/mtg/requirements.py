"""Attack and block requirements (CR 508.1d, 509.1c): "attacks each combat if able" and "blocks
each combat if able". A declaration must obey as many requirements as possible without
breaking a restriction (flying, menace, "can't block"…); a requirement is never a reason to
break one.
"""

from __future__ import annotations

import re
from itertools import product
from typing import TYPE_CHECKING

from engine.core.errors import Rule
from engine.games.mtg.alone_limits import alone_problem
from engine.games.mtg.abilities import Ability
from engine.games.mtg.block_limits import AuraLimits, aura_limits
from engine.games.mtg.curses import ENCHANTED_PLAYER
from engine.games.mtg.lure import lure_problem
from engine.games.mtg.rules import rule
from engine.games.mtg.watchers import with_static

if TYPE_CHECKING:
    from engine.games.mtg.combat import CombatMixin

ATTACKS = "attacks_each_combat"
BLOCKS = "blocks_each_combat"
BOTH = "attacks_or_blocks_each_combat"
_TEMPLATE = re.compile(r"CARDNAME (?P<what>attacks|blocks|attacks or blocks) each (?:combat|turn) if able\.?",
                       re.IGNORECASE)
MAX_SEARCH = 4096  # assignments tried when looking for the most requirements a block can obey


def requirement_static(line: str) -> str | None:
    """The static a requirement line compiles to (``None``: not one)."""
    match = _TEMPLATE.fullmatch(line)
    if match is None:
        return None
    return {"attacks": ATTACKS, "blocks": BLOCKS}.get(match["what"].lower(), BOTH)


ENCHANTED_ATTACKS = "enchanted_attacks_each_combat"  # "Enchanted creature … attacks each combat if able"
PLAYER_ATTACKS = "enchanted_player_attacks_each_combat"  # "Creatures enchanted player controls attack each combat if able"
_AURA = re.compile(r"(?:Enchanted creature (?:gets (?P<p>[+-]\d+)/(?P<q>[+-]\d+) and )?attacks"
                   r"|(?P<player>Creatures enchanted player controls attack)) each combat if able\.?")


def aura_requirement_line(line: str) -> tuple[Ability, ...] | None:
    """An Aura's or a Curse's attack requirement (with the enchanted creature's bonus before it), or ``None``."""
    match = _AURA.fullmatch(line)
    if match is None:
        return None
    if match["player"]:
        return (Ability("static", line, static=PLAYER_ATTACKS),)
    bonus = (Ability("static", line, static="attached", power=int(match["p"]), toughness=int(match["q"])),) if match["p"] else ()
    return (*bonus, Ability("static", line, static=ENCHANTED_ATTACKS))


def _forced_by_aura(state: "CombatMixin", card_id: int) -> bool:
    """Whether an Aura on ``card_id`` or a Curse on its controller makes it attack (CR 508.1d)."""
    enchanted, cursed = with_static(state, ENCHANTED_ATTACKS), with_static(state, PLAYER_ATTACKS)
    if not enchanted and not cursed:  # most battlefields: no such Aura or Curse (found once per result of the layers)
        return False
    controller = state._card(card_id).controller
    return any(state._card(source).attached_to == card_id for source, _index, _ability in enchanted) \
        or any(state._card(source).marks.get(ENCHANTED_PLAYER) == controller for source, _index, _ability in cursed)


def must_attack(state: "CombatMixin", card_id: int) -> bool:
    return state.has_static(card_id, ATTACKS) or state.has_static(card_id, BOTH) or _forced_by_aura(state, card_id)


def must_block(state: "CombatMixin", card_id: int) -> bool:
    return state.has_static(card_id, BLOCKS) or state.has_static(card_id, BOTH)


def attack_requirement_problem(state: "CombatMixin") -> Rule | None:
    """CR 508.1d: finishing the declaration leaves out a creature that must attack and can
    (no attack restriction applies to groups here, so every such creature can attack at once)."""
    if not any(with_static(state, static) for static in (ATTACKS, BOTH, ENCHANTED_ATTACKS, PLAYER_ATTACKS)):
        return None  # most battlefields: no requirement at all (found once per result of the layers)
    attacking = {a for a, _ in state.attackers}
    for card_id in state.creatures(state.turn_player):
        if card_id not in attacking and must_attack(state, card_id) and state.attack_problem(card_id) is None:
            return rule("508.1d")
    return None


def block_requirement_problem(state: "CombatMixin", player: int) -> Rule | None:
    """CR 509.1c: ``player``'s blocks obey fewer "blocks each combat if able" requirements than
    some legal declaration could."""
    if (alone := alone_problem(state, player)) is not None:  # CR 509.1b: "can't block alone" (``alone_limits``)
        return alone
    lured = lure_problem(state, player)  # "All creatures able to block enchanted creature do so"
    if lured is not None:
        return lured
    required = [c for c in state.creatures(player) if must_block(state, c)] \
        if with_static(state, BLOCKS) or with_static(state, BOTH) else []  # most battlefields: none (``with_static``)
    if not required:
        return None
    blocking = {b for b, _ in state.blockers}
    obeyed = sum(1 for c in required if c in blocking)
    return rule("509.1c") if obeyed < most_obeyable(state, player, required) else None


def most_obeyable(state: "CombatMixin", player: int, required: list[int]) -> int:
    """The most of ``required`` that can block at once: each blocks an attacker it may block
    alone (CR 509.1b) and an attacker with menace gets a second blocker (CR 702.111b), from the
    required ones or from ``player``'s other untapped creatures that may block it."""
    attackers = [a for a, _ in state.attackers]
    auras = aura_limits(state)
    free = {b: [a for a in attackers if _may_block(state, b, a, player, auras)] for b in state.creatures(player)}
    options = [[None] + free[c] for c in required]
    helpers = [b for b in free if b not in required]
    best = 0
    for count, choice in enumerate(product(*options)):
        if count >= MAX_SEARCH:
            break
        chosen = [a for a in choice if a is not None]
        if len(chosen) <= best:
            continue
        spare = list(helpers)
        legal = True
        for attacker in set(chosen):
            if state.has(attacker, "menace") and chosen.count(attacker) == 1:
                helper = next((h for h in spare if attacker in free[h]), None)
                if helper is None:
                    legal = False
                    break
                spare.remove(helper)
        if legal:
            best = len(chosen)
    return best


def _may_block(state: "CombatMixin", blocker: int, attacker: int, player: int, auras: AuraLimits) -> bool:
    """Whether ``blocker`` may block ``attacker`` apart from blocks already declared."""
    if any(b == blocker for b, _ in state.blockers):
        saved = state.blockers
        state.blockers = tuple(b for b in saved if b[0] != blocker)
        try:
            return state.block_problem(blocker, attacker, player, auras) is None
        finally:
            state.blockers = saved
    return state.block_problem(blocker, attacker, player, auras) is None


__all__ = ["requirement_static", "attack_requirement_problem", "block_requirement_problem", "must_attack", "must_block"]
