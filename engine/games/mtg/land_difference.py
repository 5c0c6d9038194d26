"""Catching up on lands (CR 608.2c, 608.2h, 111.1): "III — Choose target opponent. If they control
fewer lands than you, create a number of 4/4 green Troll Warrior creature tokens with trample
equal to the difference." and "II — Put target land card from a graveyard onto the battlefield
under your control." (Waking the Trolls).

``land_difference_patterns`` reads "Choose target opponent" as the target alone, then the token
sentence as a ``token`` effect about that target (``keyword`` ``LAND_GAP``): as it resolves the
number is how many more lands its controller controls than that player does now (none when they
control as many or more); an illegal target means no tokens (CR 608.2b). "Put target land card
from a graveyard onto the battlefield under your control" returns the card to its controller's
battlefield (the target kind ``LAND_CARD_ANY_GRAVEYARD``: a land card in any graveyard).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Callable

from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
LAND_GAP = "land_gap"
LAND_CARD_ANY_GRAVEYARD = "land_card_any_graveyard"  # "target land card from a graveyard": any player's


def land_difference_patterns(sentence: Any) -> list[tuple[str, Builder]]:
    """The sentence templates of this module (``sentence``: the oracle's ``_Sentence``)."""
    def choose(m: re.Match[str]) -> list[Effect]:
        sentence.target(m["t"])
        return []

    def tokens(m: re.Match[str]) -> list[Effect] | None:
        if not sentence.targets or sentence.targets[-1] != "opponent":
            return None  # "they": the opponent chosen just before
        made = sentence.parse(f"create a {m['what']} token{m['rest'] or ''}")
        if not made or len(made) != 1 or made[0].op != "token":
            return None
        return [replace(made[0], amount=0, target="opponent", slot=len(sentence.targets) - 1, keyword=LAND_GAP)]

    def put(m: re.Match[str]) -> list[Effect]:
        kind, slot = sentence.target(m["t"])
        return [Effect("return_battlefield", target=kind, slot=slot)]

    return [
        (r"choose (?P<t>target opponent)", choose),
        (r"if they control fewer lands than you, create a number of (?P<what>.+?) tokens(?P<rest> with [a-z ,]+)? "
         r"equal to the difference", tokens),
        (r"put (?P<t>target land card from a graveyard) onto the battlefield under your control", put),
    ]


def land_gap(state: "MtgBase", controller: int, subjects: list[int]) -> int:
    """CR 608.2h: how many more lands ``controller`` controls than the targeted opponent, now."""
    from engine.games.mtg.base import code_player

    if not subjects:
        return 0
    def lands(player: int) -> int:
        return sum(1 for c in state.battlefield(player) if state.defn(c).is_land)
    return max(0, lands(controller) - lands(code_player(subjects[0])))


__all__ = ["LAND_CARD_ANY_GRAVEYARD", "LAND_GAP", "land_difference_patterns", "land_gap"]
