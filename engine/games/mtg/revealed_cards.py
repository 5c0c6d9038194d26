"""Cards revealed from the top of a library and sorted by type: "Reveal the top four cards of your
library. Put all land cards revealed this way into your hand and the rest into your graveyard"
(Mulch).

``revealed_line`` reads the two sentences of a spell into one effect ``REVEAL_SORT`` (how many in
``amount``, the card type that goes to the hand in ``keyword``); ``reveal_and_sort`` follows it:
every player sees the cards (CR 701.16a), those of that type go to the hand and the others to the
graveyard; with fewer cards in the library, those there are revealed (CR 609.3).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, Effect

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

REVEAL_SORT = "reveal_sort"
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_TYPES = ("land", "creature", "artifact", "enchantment", "instant", "sorcery", "planeswalker")
_LINE = re.compile(r"Reveal the top (?P<n>two|three|four|five|six|seven) cards of your library\. Put all (?P<t>[a-z]+) cards "
                   r"revealed this way into your hand and the rest into your graveyard\.?")


def revealed_line(line: str, is_spell: bool) -> Ability | None:
    """The line as a spell's ability, or ``None``."""
    m = _LINE.fullmatch(line)
    if m is None or not is_spell or m["t"] not in _TYPES:
        return None
    return Ability("spell", line, (Effect(REVEAL_SORT, _NUMBERS[m["n"]], who="you", keyword=m["t"]),))


def reveal_and_sort(state: "MtgBase", player: int, amount: int, kind: str) -> None:
    """CR 701.16a: reveal the top ``amount`` cards of ``player``'s library; those of type ``kind``
    go to their hand, the rest to their graveyard (in the order they were revealed)."""
    top = list(state.ids(player, "biblioteca")[:amount])
    everyone = (1 << state.num_players) - 1
    for cid in top:
        state._card(cid).known |= everyone
    for cid in top:
        state.move(cid, state.owner_zone(cid, "mano" if kind in state.defn(cid).types else "cementerio"))


__all__ = ["REVEAL_SORT", "reveal_and_sort", "revealed_line"]
