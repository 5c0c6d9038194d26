"""Blocking restrictions (CR 509.1b) beyond the evasion keywords: "CARDNAME can't be blocked by
Walls" (Juggernaut), "can't be blocked except by creatures with flying or reach" (Orchard
Spirit), "Enchanted creature can't be blocked except by Walls" (Invisibility), "CARDNAME can't
block creatures with power 2 or greater" (Ironclaw Orcs); and for this turn, "Target creature
can't block this turn" / "can't be blocked this turn" (a modifier until the cleanup step,
CR 514.2: ``NO_BLOCK``, ``NOT_BLOCKED``).

``block_limit_line`` reads the line into a static ability ``BLOCKED_LIMIT`` (on the attacker,
or on the creature an Aura enchants with ``other``) or ``BLOCKER_LIMIT`` (on the blocker), what
it allows in ``keywords``; ``block_limited`` tells combat whether a block breaks one of them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.tribal import creature_type, has_creature_type
from engine.games.mtg.watchers import with_static

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.oracle_sentences import _Sentence

BLOCKED_LIMIT = "blocked_limit"  # keywords: ("not", type) or ("only", type) or ("only_keywords", k1, k2…)
BLOCKER_LIMIT = "blocker_limit"  # power: it can't block creatures with at least this power
_WHO = r"(?P<w>CARDNAME|Enchanted creature)"
_NOT_BY = re.compile(_WHO + r" can't be blocked by (?P<t>[A-Z][a-z]+)\.?")
_ONLY_BY = re.compile(_WHO + r" can't be blocked except by (?:(?P<t>[A-Z][a-z]+)|creatures with (?P<k>[a-z]+(?: or [a-z]+)*))\.?")
_POWER = re.compile(r"CARDNAME can't block creatures with power (?P<n>\d+) or greater\.?")


NO_BLOCK = "no_block"  # the modifier of "can't block this turn"
NOT_BLOCKED = "not_blocked"  # the modifier of "can't be blocked this turn"


def this_turn_patterns(sentence: "_Sentence") -> list[tuple[str, Callable[[re.Match[str]], "list[Effect] | None"]]]:
    """Effect sentences "target creature can't block / can't be blocked this turn" (``oracle_sentences._Sentence``)."""
    from engine.games.mtg.oracle_words import _TARGET

    def on_target(op: str) -> Callable[[re.Match[str]], "list[Effect] | None"]:
        def build(m: re.Match[str]) -> list[Effect]:
            kind, slot = sentence.target(m["t"])
            return [Effect(op, target=kind, slot=slot)]
        return build

    return [(_TARGET + r" can't block this turn", on_target(NO_BLOCK)),
            (_TARGET + r" can't be blocked this turn", on_target(NOT_BLOCKED))]


def block_limit_line(line: str) -> Ability | None:
    """One of these restrictions as a static ability, or ``None``."""
    power = _POWER.fullmatch(line)
    if power:
        return Ability("static", line, static=BLOCKER_LIMIT, power=int(power["n"]))
    for pattern, how in ((_NOT_BY, "not"), (_ONLY_BY, "only")):
        match = pattern.fullmatch(line)
        if match:
            if match.groupdict().get("k"):
                allowed: tuple[str, ...] = ("only_keywords", *match["k"].split(" or "))
            else:
                allowed = (how, creature_type(match["t"]))
            return Ability("static", line, static=BLOCKED_LIMIT, other=match["w"] != "CARDNAME", keywords=allowed)
    return None


def _breaks(state: "MtgBase", ability: Ability, blocker: int) -> bool:
    how, *what = ability.keywords
    if how == "only_keywords":
        return not any(state.has(blocker, k) for k in what)
    typed = has_creature_type(state.defn(blocker), what[0])
    return typed if how == "not" else not typed


AuraLimits = dict[int, list[Ability]]  # creature → the restrictions its Auras give it


def aura_limits(state: "MtgBase") -> AuraLimits:
    """The restrictions Auras give the creatures they enchant ("Enchanted creature can't be
    blocked except by Walls"), by creature: the Auras are found once per result of the layers
    (``with_static``); read once for every (blocker, attacker) pair of a declaration."""
    found: AuraLimits = {}
    for cid, _index, ability in with_static(state, BLOCKED_LIMIT):
        host = state._card(cid).attached_to
        if ability.other and host is not None:
            found.setdefault(host, []).append(ability)
    return found


def block_limited(state: "MtgBase", blocker: int, attacker: int, auras: AuraLimits | None = None) -> bool:
    """CR 509.1b: whether ``blocker`` blocking ``attacker`` breaks one of these restrictions
    (``auras``: ``aura_limits`` of the current battlefield, read here when not given)."""
    if state._card(blocker).has_modifier(NO_BLOCK) or state._card(attacker).has_modifier(NOT_BLOCKED):
        return True
    blocker_defn, attacker_defn = state.defn(blocker), state.defn(attacker)
    if BLOCKER_LIMIT in blocker_defn.static_kinds:
        for ability in blocker_defn.program.abilities:
            if ability.static == BLOCKER_LIMIT and state.power_toughness(attacker)[0] >= ability.power:
                return True
    given = (aura_limits(state) if auras is None else auras).get(attacker, [])
    if BLOCKED_LIMIT not in attacker_defn.static_kinds:  # most attackers: no restriction of their own
        return any(_breaks(state, ability, blocker) for ability in given)
    limits = [a for a in attacker_defn.program.abilities if a.static == BLOCKED_LIMIT and not a.other] + given
    return any(_breaks(state, ability, blocker) for ability in limits)


__all__ = ["BLOCKED_LIMIT", "BLOCKER_LIMIT", "NO_BLOCK", "NOT_BLOCKED", "AuraLimits", "aura_limits", "block_limit_line", "block_limited",
           "this_turn_patterns"]
