"""Splice onto Arcane (CR 702.47a): "Splice onto Arcane [cost]" means "You may reveal this card
from your hand as you cast an Arcane spell. If you do, that spell gains the rules text of this card
and you pay [cost] as an additional cost to cast that spell." — a static ability working while the
card is in its owner's hand.

``splice_line`` reads the line into a static ability ``SPLICE`` holding the cost. As an Arcane
spell is announced (CR 601.2b) its controller is asked for the cards to splice onto it, one at a
time (``SPLICE_PROMPT``, "splice X" or "done"): each card at most once, and only one whose text's
targets can be chosen and whose splice cost can still be paid with the rest (CR 702.47b, 601.2h).
The spliced cards are kept on the spell (the mark ``SPLICED``, lost when it leaves the stack, CR
702.47e; the cards stay in the hand, revealed); their costs add to the total cost (``spliced_cost``,
CR 601.2f), their targets follow the spell's own (``spliced_specs``, CR 702.47d), and as the spell
resolves their text runs after its own, in the order they were revealed, with the spell as the
source (``with_spliced``; CR 702.47c: a card's name in the gained text means the spell).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.core.actions import Action, Prompt
from engine.games.mtg.abilities import Ability
from engine.games.mtg.keywords import keyword_cost
from engine.games.mtg.mana import ManaCost, find_payment
from engine.games.mtg.targets import any_candidate

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.spells import SpellsMixin
    from engine.games.mtg.pending import Pending

SPLICE = "splice"  # the static ability in the hand
SPLICE_PROMPT = "empalmar"
SPLICED = "empalmadas"  # the mark of the spell: the ids of the cards spliced onto it, in order


def splice_line(line: str) -> Ability | None:
    """CR 702.47a: "Splice onto Arcane {1}{R}" as its static ability, or ``None``."""
    found = keyword_cost(line, "Splice onto Arcane")
    return None if found is None else Ability("static", line, static=SPLICE, cost=found[1])


def _splice_cost(state: "MtgBase", card_id: int) -> ManaCost | None:
    return next((a.cost for a in state.defn(card_id).program.abilities if a.static == SPLICE), None)


def _text(state: "MtgBase", card_id: int) -> list[Ability]:
    """The rules text a spliced card gives: its spell abilities."""
    return [a for _i, a in state.defn(card_id).program.of_kind("spell")]


def spliced(state: "MtgBase", card_id: int) -> tuple[int, ...]:
    card = state.cards[card_id]
    return tuple(card.marks.get(SPLICED, ())) if card is not None else ()


def spliced_cost(state: "MtgBase", card_id: int) -> ManaCost | None:
    """CR 601.2f: the splice costs of the cards spliced onto the spell, or ``None`` for none."""
    total = None
    for card in spliced(state, card_id):
        cost = _splice_cost(state, card)
        if cost is not None:
            total = cost if total is None else total.combined(cost)
    return total


def spliced_specs(state: "MtgBase", card_id: int) -> tuple[str, ...]:
    """CR 702.47d: the targets the gained text asks for, after the spell's own."""
    return tuple(spec for card in spliced(state, card_id) for ability in _text(state, card) for spec in ability.targets)


def options(state: "SpellsMixin", pending: "Pending") -> list[int]:
    """The cards of the caster's hand that may still be spliced onto the spell (CR 702.47a-b)."""
    spell = pending.source
    if pending.kind != "spell" or "arcane" not in state.defn(spell).subtypes:
        return []
    player, chosen = pending.controller, spliced(state, spell)
    cost = state.total_cost(spell, pending.extra).with_x(0)
    found = []
    for card in state.ids(player, "mano"):
        price = _splice_cost(state, card)
        if price is None or card in chosen or not _text(state, card) or any(a.modes for a in _text(state, card)):
            continue
        if not all(spec.endswith("?") or any_candidate(state, spec, player, spell) for a in _text(state, card) for spec in a.targets):
            continue  # CR 702.47b: its choices (targets) can't be made
        if find_payment(cost.combined(price), state.pools[player], state.mana_sources(player), state.life(player)) is None:
            continue  # CR 601.2h: the total cost could not be paid
        found.append(card)
    return found


def splice_prompt(state: "SpellsMixin", pending: "Pending") -> Prompt:
    name = state._card_name(pending.source)
    return Prompt(SPLICE_PROMPT, pending.controller, f"{name}: ¿empalmas alguna carta de tu mano? Elige una o termina",
                  tuple(options(state, pending)), text_en=f"{name}: splice a card from your hand onto it? Choose one, or done")


def splice_actions(state: "SpellsMixin", player: int, pending: "Pending") -> list[Action]:
    return [Action("splice", player, (c,)) for c in state.distinct(options(state, pending))] + [Action("done", player)]


def splice(state: "SpellsMixin", spell: int, card: int) -> None:
    """CR 702.47a-b: ``card`` is revealed and spliced onto the spell."""
    state._card(spell).marks[SPLICED] = spliced(state, spell) + (card,)
    state._card(card).known = (1 << state.num_players) - 1


def with_spliced(state: "MtgBase", spell: int, ability: Ability) -> Ability:
    """CR 702.47b-d: the spell's ability with the spliced cards' instructions after its own, their
    targets after its targets — one spell, so it is countered on resolution only when every
    target is illegal (CR 608.2b), and a choice pauses it in order (CR 608.2c)."""
    cards = spliced(state, spell)
    if not cards:
        return ability
    effects, targets = list(ability.effects), list(ability.targets)
    for text in (a for card in cards for a in _text(state, card)):
        offset = len(targets)  # its target numbers follow the spell's
        effects += [replace(e, slot=e.slot + offset, amount=e.amount + offset if e.op == "fight" else e.amount) for e in text.effects]
        targets += text.targets
    return replace(ability, effects=tuple(effects), targets=tuple(targets))


__all__ = ["SPLICE", "SPLICED", "SPLICE_PROMPT", "options", "splice", "splice_actions", "splice_line", "splice_prompt", "spliced",
           "spliced_cost", "spliced_specs", "with_spliced"]
