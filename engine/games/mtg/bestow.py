"""Bestow (CR 702.103a): "Bestow [cost]" means "As you cast this spell, you may choose to cast it
bestowed. If you do, you pay [cost] rather than its mana cost" — an alternative cost (CR 118.9,
601.2b, 601.2f–h), offered by the ``alternativo`` question of casting (``bestow_line`` reads the line
into that ``alternative_cost`` and the mark ``BESTOW``).

Cast bestowed, the spell becomes an Aura enchantment with enchant creature (CR 702.103b): the card
takes its bestowed characteristics (``bestowed``: an enchantment — Aura, no longer a creature, with
"Enchant creature"), and its normal ones wait in ``state.fronts`` — so wherever it goes but the stack
and the battlefield it is the creature card again (CR 400.7; ``MtgBase.move``). Its target is
chosen as an Aura spell's is (CR 601.2c), and it can be cast bestowed only with a creature to
target (CR 702.103d: only the bestowed characteristics are looked at).

It stops being bestowed and becomes the creature again (``unbestow``): as it starts to resolve, if its
target is illegal — it then resolves as a creature spell (CR 702.103e, 608.3b) — and once the
bestowed Aura is unattached or attached to an illegal object, instead of going to the graveyard
(CR 702.103f, an exception to 704.5m).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.core.actions import Prompt
from engine.games.mtg.abilities import Ability
from engine.games.mtg.keywords import keyword_cost

if TYPE_CHECKING:
    from engine.core.chain import ChainLink
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard
    from engine.games.mtg.mana import ManaCost
    from engine.games.mtg.pending import Pending

BESTOW = "bestow"  # the mark (a static ability) of a card with bestow
ENCHANT = "creature"  # CR 702.103b: it gains "enchant creature"


def bestow_line(line: str) -> tuple[Ability, Ability] | None:
    """CR 702.103a: "Bestow {3}{G}{G}" as its alternative cost and its mark, or ``None``."""
    read = keyword_cost(line, "Bestow")
    if read is None:
        return None
    return Ability("static", line, static="alternative_cost", cost=read[1]), Ability("static", line, static=BESTOW)


def has_bestow(defn: "MtgCard") -> bool:
    return BESTOW in defn.static_kinds


def bestow_prompt(player: int, card: int, name: str, cost: "ManaCost | None") -> Prompt:
    """CR 702.103a, 702.103b: the ``alternativo`` question of a card with bestow, in its words."""
    return Prompt("alternativo", player, f"Concesión: ¿lanzas {name} por {cost} como Aura (encantar criatura) y no como criatura?",
                  (card,), text_en=f"Bestow: cast {name} for {cost} as an Aura (enchant creature) rather than as a creature?")


def bestowed(defn: "MtgCard") -> "MtgCard":
    """CR 702.103b: the card cast bestowed: an Aura enchantment with enchant creature, not a creature."""
    return replace(defn, types=frozenset({"enchantment"}), subtypes=("Aura",), type_line="Enchantment — Aura",
                   program=replace(defn.program, enchant=ENCHANT))


def is_bestowed(state: "MtgBase", card_id: int) -> bool:
    """Whether the spell or permanent ``card_id`` is bestowed now."""
    front = state.fronts.get(card_id)
    return front is not None and has_bestow(front) and not state.defn(card_id).is_creature


def can_bestow(state: "MtgBase", player: int, card_id: int) -> bool:
    """CR 702.103d, 601.2c: cast bestowed only with a creature to enchant."""
    from engine.games.mtg.targets import any_candidate

    return any_candidate(state, "enchant_" + ENCHANT, player, card_id, besides=card_id)


def cast_bestowed(state: "MtgBase", pending: "Pending") -> "Pending":
    """CR 702.103b: the spell ``pending`` casts for its bestow cost becomes an Aura spell, whose
    target is then chosen (CR 601.2c)."""
    card = state._card(pending.source)
    if not has_bestow(card.defn) or pending.kind != "spell":  # type: ignore[arg-type]
        return pending
    state.fronts[pending.source] = card.defn  # type: ignore[assignment]
    card.defn = bestowed(card.defn)  # type: ignore[arg-type]
    state.invalidate_statics()
    pending = replace(pending, specs=("enchant_" + ENCHANT,))
    state.pending = pending
    return pending


def unbestow(state: "MtgBase", card_id: int) -> bool:
    """CR 702.103e, 702.103f: a bestowed spell or Aura becomes the creature again (unattached);
    ``False`` when it was not bestowed."""
    if not is_bestowed(state, card_id):
        return False
    card = state._card(card_id)
    card.defn = state.fronts.pop(card_id)
    card.attached_to = None
    state.invalidate_statics()
    return True


def resolves_as_creature(state: "MtgBase", link: "ChainLink") -> bool:
    """CR 702.103e: a bestowed Aura spell whose target is illegal as it starts to resolve stops
    being bestowed and resolves as a creature spell."""
    from engine.games.mtg.targets import is_legal

    if not is_bestowed(state, link.source):
        return False
    target = link.targets[0] if link.targets else -1
    return not is_legal(state, "enchant_" + ENCHANT, target, link.controller, link.source) and unbestow(state, link.source)


__all__ = ["BESTOW", "bestow_line", "bestowed", "can_bestow", "cast_bestowed", "has_bestow", "is_bestowed", "resolves_as_creature",
           "unbestow"]
