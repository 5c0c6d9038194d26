"""Activated abilities whose cost asks for a card: "{R}, {T}, Sacrifice a creature: CARDNAME deals 2
damage to any target" (Skirsdag Cultist), "{W}{U}, {T}, Exile a creature card from your graveyard:
Create a 1/1 white Spirit creature token with flying" (Moorland Haunt), "Equip—Sacrifice a
creature." (Demonmail Hauberk), "{T}, Remove a +1/+1 counter from CARDNAME: …" (Mikaeus, the Lunarch),
"Sacrifice CARDNAME and a creature you control: …" (Great Hall of Starnheim: another creature),
and the mana ability "{T}, Mill a card: Add {C}." (Deranged Assistant): like a Treasure's, it is
never tapped by the automatic payment of a cost (its ``cost`` is an empty mana cost) — its
controller taps it, and the card is milled then.

``activation_cost_line`` takes these parts out of the cost, reads the rest of the line with the
oracle's reader and keeps them in the ability's ``costs`` (the same effects as a spell's
additional costs, CR 118.8). They are paid as the activation is paid (CR 602.2b, 601.2h): the
card to sacrifice, discard or exile is asked for then (``SpellsMixin.cost_choice``); an ability
whose cost cannot be paid is not activated (CR 118.3, ``activation_cost_problem``).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.core.errors import Rule
from engine.games.mtg.abilities import Ability, Effect, LineReader
from engine.games.mtg.mana import ManaCost
from engine.games.mtg.permanent_costs import PERMANENT_COST, choosable, cost_part
from engine.games.mtg.rules import rule

REMOVE_COUNTER = "remove_counter"  # "Remove a +1/+1 counter from CARDNAME" (Mikaeus, the Lunarch)

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

_PARTS = {
    "sacrifice a creature": Effect("sacrifice", 1, target="creature_you_control"),
    "sacrifice another creature": Effect("sacrifice", 1, target="creature_you_control", keyword="other"),
    "exile a creature card from your graveyard": Effect("exile_from_graveyard", 1),
    "discard a card": Effect("discard", 1),
    "remove a +1/+1 counter from cardname": Effect(REMOVE_COUNTER, 1, who="self"),
}
_EQUIP = re.compile(r"Equip\s*[—-]\s*(?P<k>[^.]+)\.?", re.IGNORECASE)
_MILL_MANA = re.compile(r"\{T\}, Mill a card: Add \{(?P<m>[WUBRGC])\}\.?")


def activation_cost_line(line: str, read: LineReader) -> Ability | None:
    """An activated ability with one of these costs, or ``None``."""
    milling = _MILL_MANA.fullmatch(line)
    if milling:  # CR 605.1a: a mana ability, its cost milled as it is activated (``pay_mana_costs``)
        return Ability("mana", line, tap=True, mana=(milling["m"],), cost=ManaCost(), costs=(Effect("mill", 1, who="you"),))
    equip = _EQUIP.fullmatch(line)
    if equip:  # CR 702.6a: an equip ability whose cost is not mana
        cost = _PARTS.get(equip["k"].strip().lower())
        if cost is None:
            return None
        return Ability("activated", line, (Effect("attach", target="creature_you_control"),), ("creature_you_control",),
                       ManaCost(), sorcery=True, attach=True, costs=(cost,))
    cost_text, colon, effect_text = line.partition(": ")
    if not colon:
        return None
    cost_text = re.sub(r"Sacrifice CARDNAME and a creature you control", "Sacrifice CARDNAME, sacrifice another creature",
                       cost_text)  # CR 602.2b: both as the cost is paid (Great Hall of Starnheim), not the same one twice
    parts = [p.strip() for p in cost_text.split(",")]
    found = [_PARTS.get(p.lower()) or cost_part(p) or _life(p) for p in parts]  # CR 601.2h: "Sacrifice two Treasures"
    costs = tuple(c for c in found if c is not None)
    if not costs:
        return None
    rest = [p for p, c in zip(parts, found) if c is None] or ["{0}"]  # "Sacrifice a creature: …" costs no mana
    result = read(", ".join(rest) + ": " + effect_text)
    if result is None or result[0] != "ability" or not isinstance(result[1], Ability) or result[1].kind != "activated":
        return None
    return replace(result[1], text=line, costs=costs)


def _life(text: str) -> Effect | None:
    """CR 119.4, 118.3: "Pay 3 life" as a cost (paid as the additional costs are, ``pay_additional``)."""
    m = re.fullmatch(r"pay (\d+) life", text.strip(), re.IGNORECASE)
    return Effect("lose_life", int(m[1])) if m else None


def pay_mana_costs(state: "MtgBase", player: int, ability: Ability) -> None:
    """CR 605.3b, 701.13a: a mana ability's "Mill a card", paid as it is activated."""
    for effect in ability.costs:
        if effect.op == "mill":
            for cid in list(state.ids(player, "biblioteca")[:effect.amount]):
                state.move(cid, state.zone(player, "cementerio"), kind="mill")


def activation_cost_problem(state: "MtgBase", player: int, card_id: int, ability: Ability) -> Rule | None:
    """CR 118.3: the cards (or the counter) these costs ask for are not there."""
    from engine.games.mtg.base import PLUS  # (base imports the compiler, which imports this module)

    for effect in ability.costs:
        if effect.op == "sacrifice" and not [c for c in state.creatures(player) if c != card_id or effect.keyword != "other"]:
            return rule("118.3")
        if effect.op == "discard" and not state.ids(player, "mano"):
            return rule("118.3")
        if effect.op == "exile_from_graveyard" and not any(state.defn(c).is_creature for c in state.ids(player, "cementerio")):
            return rule("118.3")
        if effect.op == REMOVE_COUNTER and state._card(card_id).counters.get(PLUS, 0) < effect.amount:
            return rule("118.3")
        if effect.op == "lose_life" and state.life(player) < effect.amount:
            return rule("119.4")  # CR 119.4: life is paid only from a total at least that high
        if effect.op == PERMANENT_COST and len(choosable(state, player, effect)) < effect.amount:
            return rule("118.3")  # "Return three snow lands you control …" with two
        if effect.op == "mill" and len(state.ids(player, "biblioteca")) < effect.amount:
            return rule("701.13b")  # a cost that mills more cards than the library has
    return None


__all__ = ["REMOVE_COUNTER", "activation_cost_line", "activation_cost_problem", "pay_mana_costs"]
