"""Static abilities that apply "as long as" a condition holds (CR 611.3a, 613.4c, 613.1f):

- of the permanent itself: "CARDNAME gets +1/+1 as long as you control a Swamp" (Sedge Troll),
  "As long as you control a Human, CARDNAME has hexproof and indestructible", "CARDNAME has
  haste as long as an opponent controls a Human";
- of the creature an Equipment or Aura is attached to: "As long as equipped creature is a Human,
  it gets +1/+1" (Innistrad), "As long as enchanted permanent is a creature, it has flying";
- Kaldheim's Runes: "As long as enchanted permanent is an Equipment, it has "Equipped creature has
  flying."" — the Equipment has that ability, so the creature it equips has flying.

``conditional_line`` reads the line into a static ability ``static`` (``SELF_IF``,
``ATTACHED_IF`` or ``RUNE_EQUIPMENT``) with its ``condition``; the layers ask
``conditional_affects`` which objects it applies to now (a condition checked continuously,
CR 611.3a).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable, Mapping

from engine.games.mtg.abilities import Ability
from engine.games.mtg.tribal import creature_type, has_creature_type

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard

SELF_IF = "self_if"
ATTACHED_IF = "attached_if"
RUNE_EQUIPMENT = "rune_equipment"
KINDS = (SELF_IF, ATTACHED_IF, RUNE_EQUIPMENT)
_BONUS = r"(?:gets (?:an additional )?(?P<p>[+-]\d+)/(?P<q>[+-]\d+))?(?: and )?(?:ha(?:s|ve) (?P<k>[a-z ,]+?))?"
_LINES = (
    (re.compile(r"CARDNAME " + _BONUS + r" as long as (?P<c>you control an? [A-Z][a-z]+|an opponent controls an? [A-Z][a-z]+)\.?"), SELF_IF),
    (re.compile(r"As long as (?P<c>you control an? [A-Z][a-z]+|an opponent controls an? [A-Z][a-z]+), CARDNAME " + _BONUS + r"\.?"),
     SELF_IF),
    (re.compile(r"As long as (?P<c>equipped creature is an? [A-Z][a-z]+|enchanted permanent is a creature), it " + _BONUS + r"\.?"),
     ATTACHED_IF),
    (re.compile(r"As long as enchanted permanent is an Equipment, it has \"Equipped creature " + _BONUS + r"\.\"\.?"),
     RUNE_EQUIPMENT),
)


def _condition(text: str | None) -> str:
    """"you control a Swamp" → ``you:swamp``; "an opponent controls a Human" → ``opponent:human``;
    "equipped creature is a Human" → ``host:human``; "enchanted permanent is a creature" →
    ``host:creature``."""
    if not text:
        return ""
    word = creature_type(text.split()[-1]) if not text.endswith("Plains") else "plains"
    if text.startswith("you control"):
        return "you:" + word
    if text.startswith("an opponent"):
        return "opponent:" + word
    return "host:" + word


def conditional_line(line: str, keyword_list: Callable[[str], "tuple[str, ...] | None"]) -> Ability | None:
    """One of these lines as its static ability, or ``None`` (``keyword_list`` reads "hexproof
    and indestructible")."""
    for pattern, static in _LINES:
        match = pattern.fullmatch(line)
        if match is None or not (match["p"] or match["k"]):
            continue
        keywords = keyword_list(match["k"]) if match["k"] else ()
        if keywords is None:
            return None
        power, toughness = (int(match["p"]), int(match["q"])) if match["p"] else (0, 0)
        return Ability("static", line, static=static, power=power, toughness=toughness, keywords=keywords,
                       condition=_condition(match.groupdict().get("c")))
    return None


def _controls(defns: Mapping[int, "MtgCard"], controllers: Mapping[int, int], players: set[int], word: str) -> bool:
    return any(controllers[c] in players and (word in defns[c].subtypes or defns[c].is_creature and has_creature_type(defns[c], word))
               for c in defns)


def conditional_affects(state: "MtgBase", ability: Ability, source: int, defns: Mapping[int, "MtgCard"],
                        controllers: Mapping[int, int]) -> frozenset[int]:
    """CR 611.3a: the objects one of these abilities applies to now (``defns`` and
    ``controllers``: the permanents' characteristics as the layers have them so far)."""
    how, _, word = ability.condition.partition(":")
    if ability.static == SELF_IF:
        me = controllers[source]
        players = {me} if how == "you" else set(state.opponents(me))
        return frozenset((source,)) if _controls(defns, controllers, players, word) else frozenset()
    host = state._card(source).attached_to
    if host is None or host not in defns:
        return frozenset()
    if ability.static == RUNE_EQUIPMENT:  # the Equipment's creature
        equipped = state._card(host).attached_to
        fits = "equipment" in defns[host].subtypes and equipped is not None and equipped in defns and defns[equipped].is_creature
        return frozenset((equipped,)) if fits and equipped is not None else frozenset()
    if word == "creature":
        return frozenset((host,)) if defns[host].is_creature else frozenset()
    return frozenset((host,)) if has_creature_type(defns[host], word) else frozenset()


__all__ = ["ATTACHED_IF", "KINDS", "RUNE_EQUIPMENT", "SELF_IF", "conditional_affects", "conditional_line"]
