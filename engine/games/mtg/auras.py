"""Aura templates: "Enchanted creature has protection from black. This effect doesn't remove
CARDNAME." (the Wards of Limited Edition Alpha, CR 702.16c); "Enchanted creature doesn't untap
during its controller's untap step" (CR 502.3); and as effects "Enchanted creature gets +N/+N
until end of turn" (Blessing) and "tap enchanted creature" (Claustrophobia)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.watchers import with_static
from engine.games.mtg.untap_limits import held_by_power

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

HOLDS_DOWN = "attached_no_untap"  # the static of an Aura whose creature does not untap
KEEPS_ITSELF = "doesnt_remove_self"  # the ``condition`` of a protection that spares its own Aura
_WARD = re.compile(r"Enchanted creature has (?P<k>protection from [a-z]+)\. This effect doesn't remove CARDNAME\.?")
_PUMP = r"enchanted creature gets (?P<p>[+-]\d+)/(?P<q>[+-]\d+) until end of turn"


def aura_line(line: str, keyword_list: Callable[[str], "tuple[str, ...] | None"]) -> Ability | None:
    """A Ward's line: an attached static granting protection that does not make this Aura fall
    off (CR 702.16c, 704.5m), or ``None``."""
    if re.fullmatch(r"Enchanted creature doesn't untap during its controller's untap step\.?", line):
        return Ability("static", line, static=HOLDS_DOWN)
    match = _WARD.fullmatch(line)
    keywords = keyword_list(match["k"]) if match else None
    if not keywords:
        return None
    return Ability("static", line, static="attached", keywords=keywords, condition=KEEPS_ITSELF)


def keeps_itself(aura: Ability) -> bool:
    return aura.static == "attached" and aura.condition == KEEPS_ITSELF


def aura_patterns() -> list[tuple[str, Callable[[re.Match[str]], list[Effect]]]]:
    """Effect sentences about the enchanted creature (``oracle_sentences._Sentence``)."""
    return [(_PUMP, lambda m: [Effect("pump", who="enchanted", power=int(m["p"]), toughness=int(m["q"]))]),
            (r"tap enchanted creature", lambda m: [Effect("tap", who="enchanted")])]


def held_down(state: "MtgBase") -> set[int]:
    """The permanents an Aura (or a "don't untap" ability, ``untap_limits``) keeps from untapping
    in their controller's untap step (CR 502.3)."""
    auras = with_static(state, HOLDS_DOWN)  # found once per result of the layers
    return {card.attached_to for cid, _index, _ability in auras if (card := state._card(cid)).attached_to is not None} \
        | held_by_power(state)
