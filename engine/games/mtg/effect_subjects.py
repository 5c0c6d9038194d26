"""Who an untargeted effect affects (CR 608.2b does not apply: nothing is targeted): its
``who`` word read against the game as the effect resolves — the controller, each opponent, the
source itself, the attackers and blockers of this combat, the creatures of a kind on the
battlefield, or the object a delayed trigger remembers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.mtg.attack_or_block import OTHER_TRIBE, other_tribe_members
from engine.games.mtg.base import player_code
from engine.games.mtg.combat_doom import DOOMED_BY, doomed_by
from engine.games.mtg.curses import ACTIVE_PLAYER
from engine.games.mtg.next_end_step import DOOMED_AT_END, doomed_at_end
from engine.games.mtg.oracle_team import OPPONENTS_CREATURES, TRIBE_PREFIX, tribe_members
from engine.games.mtg.player_hexproof import CURSES_ON_YOU, curses_on
from engine.games.mtg.that_player import THAT_PLAYER, that_player
from engine.games.mtg.token_attach import NEWEST_TOKEN, newest_token
from engine.games.mtg.type_sweepers import SPARED, swept

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState


def subjects_of(state: MtgState, who: str, source: int, controller: int) -> list[int]:
    """The untargeted objects (card ids) or players (``player_code``) an effect affects."""
    if who in ("you", ""):
        return [player_code(controller)]
    if who == "each_opponent":
        return [player_code(p) for p in state.opponents(controller)]
    if who == "each_player":
        return [player_code(p) for p in state.apnap()]
    if who == "self":
        return [source] if state.on_battlefield(source) else []
    if who == "blockers_without_flanking":  # CR 702.25a
        from engine.games.mtg.keywords import has_flanking

        return [b for b, a in state.blockers if a == source and state.on_battlefield(b) and not has_flanking(state.defn(b))]
    if who == "other_attackers":  # CR 702.91a: each other attacking creature
        return [a for a, _d in state.attackers if a != source and state.on_battlefield(a)]
    if who == "defending_player":  # CR 702.130a, 702.70a, 802.2a: the player this creature attacks
        return [player_code(state._defending(d)) for a, d in state.attackers if a == source][:1]
    if who == "lone_attacker":  # CR 702.83a: the creature that attacked alone
        return [a for a, _d in state.attackers if state.on_battlefield(a)] if len(state.attackers) == 1 else []
    if who == NEWEST_TOKEN:  # "create a … token, then attach CARDNAME to it"
        return newest_token(state, controller)
    if who == ACTIVE_PLAYER:  # "that player" of an upkeep trigger
        return [player_code(state.turn_player)]
    if who == THAT_PLAYER:  # the player the resolving trigger is about
        return that_player(state, source)
    if who == DOOMED_BY:  # CR 603.7c: the creatures a delayed trigger is about
        return doomed_by(state, source)
    if who == DOOMED_AT_END:  # CR 603.7c: Stone Giant's "that creature", at the next end step
        return doomed_at_end(state, source)
    if who == "enchanted":
        host = state._card(source).attached_to if state.on_battlefield(source) else None
        return [host] if host is not None else []
    if who == "creatures_you_control":
        return list(state.creatures(controller))
    if who == CURSES_ON_YOU:  # "destroy all Curses attached to you"
        return curses_on(state, controller)
    if who.startswith(OTHER_TRIBE):  # "other Humans you control"
        return other_tribe_members(state, who, source, controller)
    if who.startswith(TRIBE_PREFIX):  # "Vampire creatures you control"
        return tribe_members(state, who, controller)
    if who == OPPONENTS_CREATURES:
        return [c for p in state.opponents(controller) for c in state.creatures(p)]
    if who == "other_creatures_you_control":
        return [c for c in state.creatures(controller) if c != source]
    if who == "each_creature":
        return list(state.creatures())
    if who.startswith(SPARED):  # "each non-Giant creature and each planeswalker"
        return swept(state, who)
    if who == "each_creature_without_flying":
        return [c for c in state.creatures() if not state.has(c, "flying")]
    if who == "each_creature_with_flying":
        return [c for c in state.creatures() if state.has(c, "flying")]
    if who == "each_other_creature":
        return [c for c in state.creatures() if c != source]
    if who.startswith("all_") and "+" in who:  # "Destroy all artifacts, creatures, and enchantments"
        kinds = {word.removesuffix("s") for word in who.removeprefix("all_").split("+")}
        return [c for c in state.battlefield() if kinds & state.defn(c).types]
    if who.startswith("all_"):
        kind = {"all_creatures": "creature", "all_artifacts": "artifact", "all_enchantments": "enchantment",
                "all_lands": "land"}.get(who)
        if kind is None:  # "Destroy all Plains": a land subtype
            subtype = who.removeprefix("all_").removesuffix("s")
            return [c for c in state.battlefield() if subtype in state.defn(c).subtypes]
        return [c for c in state.battlefield() if kind in state.defn(c).types]
    raise ValueError(f"sujeto desconocido {who!r}")
