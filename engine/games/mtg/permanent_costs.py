"""Costs paid with several permanents of a kind, chosen one by one: "Return three snow lands you
control to their owner's hand: Return CARDNAME to its owner's hand." (Icebreaker Kraken), "Sacrifice
two Treasures: Return CARDNAME from your graveyard to your hand." (Gilded Assault Cart).

CR 602.2b, 601.2h: the permanents are chosen and returned (or sacrificed, CR 701.17a) as the cost
is paid, one prompt for each (``RETURN_PROMPT``, ``SACRIFICE_PROMPT``), never the same one twice;
an ability whose cost asks for more than its controller has is not activated (CR 118.3).
``cost_part`` reads a cost phrase into an effect ``PERMANENT_COST`` (``amount``: how many;
``keyword``: ``return:snow_land`` or ``sacrifice:treasure``); ``choosable`` lists the permanents
that may still be chosen.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Sequence

from engine.core.actions import Prompt
from engine.games.mtg.abilities import Effect
from engine.games.mtg.ninjutsu import UNBLOCKED, remember_defender, unblocked

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

PERMANENT_COST = "permanent_cost"
RETURN_PROMPT = "devolver_coste"
SACRIFICE_PROMPT = "sacrificar_coste"
_COUNT = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_KINDS = {"snow land": "snow_land", "treasure": "treasure"}
_NOUNS = {"snow_land": ("una tierra nevada que controlas", "a snow land you control"),
          UNBLOCKED: ("una criatura atacante no bloqueada que controlas", "an unblocked attacking creature you control"),
          "treasure": ("un Tesoro que controlas", "a Treasure you control")}
_PART = re.compile(r"(?:(?P<r>return) (?P<n>a|an|one|two|three|four|five) (?P<k>snow lands?) you control to "
                   r"(?:their|its) owner's hand|(?P<s>sacrifice) (?P<m>a|an|one|two|three|four|five) (?P<t>treasures?))")


def cost_part(text: str) -> Effect | None:
    """CR 601.2h: "Return three snow lands you control to their owner's hand", "Sacrifice two
    Treasures" as their cost effect, or ``None``."""
    m = _PART.fullmatch(text.strip().lower())
    if m is None:
        return None
    verb, count, noun = ("return", m["n"], m["k"]) if m["r"] else ("sacrifice", m["m"], m["t"])
    return Effect(PERMANENT_COST, _COUNT[count], keyword=f"{verb}:{_KINDS[noun.rstrip('s')]}")


def prompt_kind(effect: Effect) -> str:
    return RETURN_PROMPT if effect.keyword.startswith("return:") else SACRIFICE_PROMPT


def _fits(state: "MtgBase", card_id: int, kind: str) -> bool:
    defn = state.defn(card_id)
    if kind == UNBLOCKED:  # CR 702.49a: ninjutsu's cost
        return unblocked(state, card_id)
    if kind == "snow_land":  # CR 205.4g
        return defn.is_land and "snow" in defn.supertypes
    return kind in defn.subtypes  # CR 205.3g: "Treasure", an artifact type


def choosable(state: "MtgBase", player: int, effect: Effect, chosen: Sequence[int] = ()) -> list[int]:
    """The permanents ``player`` controls that the cost may still take (not one already chosen)."""
    kind = effect.keyword.partition(":")[2]
    return [c for c in state.battlefield(player) if c not in chosen and _fits(state, c, kind)]


def cost_prompt(state: "MtgBase", player: int, effect: Effect, chosen: Sequence[int]) -> Prompt:
    es, en = _NOUNS[effect.keyword.partition(":")[2]]
    options = tuple(choosable(state, player, effect, chosen))
    if effect.keyword.startswith("return:"):
        return Prompt(RETURN_PROMPT, player, f"Coste: devuelve {es} a la mano de su propietario", options,
                      text_en=f"Cost: return {en} to its owner's hand")
    return Prompt(SACRIFICE_PROMPT, player, f"Coste: sacrifica {es}", options, text_en=f"Cost: sacrifice {en}")


def pay_permanents(state: "MtgBase", chosen: list[int], effect: Effect, source: int) -> None:
    """CR 601.2h: the chosen permanents (taken from ``chosen``) go to their owners' hands or are
    sacrificed (CR 701.17a: to their owners' graveyards); ninjutsu's ``source`` notes whom its
    unblocked attacker attacked (CR 702.49c)."""
    for _ in range(effect.amount):
        card = chosen.pop(0)
        if effect.keyword == f"return:{UNBLOCKED}":
            remember_defender(state, source, card)
        if effect.keyword.startswith("return:"):
            state.move(card, state.owner_zone(card, "mano"))
        else:
            state.move(card, state.owner_zone(card, "cementerio"), kind="sacrifice")


__all__ = ["PERMANENT_COST", "RETURN_PROMPT", "SACRIFICE_PROMPT", "choosable", "cost_part", "cost_prompt", "pay_permanents",
           "prompt_kind"]
