"""Power and toughness bonuses that count something: "Enchanted creature gets +X/+X, where X is the
number of creature cards in your graveyard" (Wreath of Geists), "Equipped creature has first strike
and gets +X/+0, where X is the number of instant and sorcery cards in your graveyard" (Runechanter's
Pike), "CARDNAME gets +1/+1 for each creature your opponents control" (Scourge of Geier Reach), and
the one-shot "Target creature gets +X/+X until end of turn, where X is the number of creatures you
control" (Elder of Laurels), and an instruction of X with X counted as it resolves: "create X 2/2
black Zombie creature tokens, where X is half the number of Zombies you control, rounded down"
(Endless Ranks of the Dead).

A static bonus is a layer 7c effect (CR 613.4c) whose value is worked out whenever the creature's
power and toughness are looked at (CR 611.3a: a static ability's effect applies at every moment,
so the count follows the graveyard and the battlefield); the layers record which creatures it
affects (``COUNTED_KINDS``: the enchanted or equipped creature, or the source itself) and
``counted_delta`` adds the bonus. The one-shot bonus counts once, as it resolves (CR 608.2h), and
then stays fixed until end of turn (CR 611.2c): a ``pump`` whose ``keyword`` names the count.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Callable, Iterable

from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.per_count import HALF_DOWN, HALF_UP, PREFIX, count_of, what_counted

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.cards import MtgCard
    from engine.games.mtg.oracle_sentences import _Sentence

COUNTED_ATTACHED = "counted_attached"
COUNTED_SELF = "counted_self"
COUNTED_KINDS = (COUNTED_ATTACHED, COUNTED_SELF)
_BONUS = r"\+(?P<p>X|\d+)/\+(?P<q>X|\d+)"
_COUNT = r"(?:, where X is the number of (?P<w>.+?)| for each (?P<e>.+?))"
_STATIC = re.compile(r"(?P<who>Enchanted creature|Equipped creature|CARDNAME) (?:has (?P<k>[a-z ]+) and )?gets "
                     + _BONUS + _COUNT + r"\.?")
Builder = Callable[[re.Match[str]], "list[Effect] | None"]
KeywordList = Callable[[str], "tuple[str, ...] | None"]


def _per_unit(m: re.Match[str]) -> tuple[str, int, int] | None:
    """What is counted and the bonus for each one; ``None`` when X and the count do not agree."""
    if m["w"]:  # "+X/+X, where X is …": X stands for the count, a number for itself (usually +0)
        if "X" not in (m["p"], m["q"]) or any(v not in ("X", "0") for v in (m["p"], m["q"])):
            return None
        what = what_counted(m["w"], plural=True)
        power, toughness = int(m["p"] == "X"), int(m["q"] == "X")
    else:
        if "X" in (m["p"], m["q"]):
            return None
        what = what_counted(m["e"], plural=False)
        power, toughness = int(m["p"]), int(m["q"])
    return None if what is None else (what, power, toughness)


def counted_line(line: str, keyword_list: KeywordList) -> tuple[Ability, ...] | None:
    """The line as its static abilities (a keyword granted besides, as ``attached``), or ``None``."""
    m = _STATIC.fullmatch(line)
    unit = _per_unit(m) if m else None
    if m is None or unit is None:
        return None
    what, power, toughness = unit
    attached = m["who"] != "CARDNAME"
    found: list[Ability] = []
    if m["k"]:  # "has first strike and gets +X/+0" (CR 613.1f, layer 6)
        keywords = keyword_list(m["k"])
        if keywords is None or not attached:
            return None
        found.append(Ability("static", line, static="attached", keywords=keywords))
    found.append(Ability("static", line, static=COUNTED_ATTACHED if attached else COUNTED_SELF, power=power,
                         toughness=toughness, count=what))
    return tuple(found)


def counted_pump_patterns(sentence: "_Sentence", target: str) -> list[tuple[str, Builder]]:
    """"Target creature gets +X/+X until end of turn, where X is the number of creatures you
    control" (``target`` is the oracle's target phrase expression)."""

    def build(m: re.Match[str]) -> list[Effect] | None:
        unit = _per_unit(m)
        if unit is None or m["m"] != m["n"]:  # both raised or both lowered
            return None
        what, power, toughness = unit
        sign = -1 if m["m"] == "-" else 1  # CR 613.4c: "gets -X/-X, where X is the number of snow lands you control"
        kind, slot = sentence.target(m["t"])
        return [Effect("pump", target=kind, slot=slot, power=sign * power, toughness=sign * toughness, keyword=PREFIX + what)]

    signed = r"(?P<m>[+-])(?P<p>X|\d+)/(?P<n>[+-])(?P<q>X|\d+)"
    return [(target + r" gets " + signed + r" until end of turn" + _COUNT, build)]


_X_OPS = ("token", "draw", "damage", "gain_life", "lose_life", "mill")


def counted_x_patterns(sentence: "_Sentence") -> list[tuple[str, Builder]]:
    """"create X 2/2 black Zombie creature tokens, where X is half the number of Zombies you control,
    rounded down": the instruction of X with X counted as it resolves (CR 107.3a, 608.2h)."""

    def build(m: re.Match[str]) -> list[Effect] | None:
        what = what_counted(m["w"], plural=True)
        if what is None or bool(m["h"]) != bool(m["r"]):  # a half is rounded (CR 107.1a)
            return None
        inner = sentence.parse(m["e"])
        if not inner or len(inner) != 1 or not inner[0].x or inner[0].op not in _X_OPS or inner[0].keyword:
            return None
        half = {"down": HALF_DOWN, "up": HALF_UP}.get(m["r"] or "", "")
        return [replace(inner[0], x=False, amount=1, keyword=PREFIX + half + what)]

    return [(r"(?P<e>.+), where X is (?P<h>half )?the number of (?P<w>.+?)(?:, rounded (?P<r>down|up))?", build)]


def counted_pump(state: "MtgBase", effect: Effect, controller: int) -> Effect:
    """CR 608.2h: the pump's bonus with its count worked out now, fixed from then on."""
    n = count_of(state, effect.keyword, controller)
    return replace(effect, power=effect.power * n, toughness=effect.toughness * n, keyword="")


def counted_affected(ability: Ability, source: int, host: int | None) -> int | None:
    """The creature a counted static bonus of ``source`` applies to (CR 611.3a), if any."""
    return host if ability.static == COUNTED_ATTACHED else source


def counted_statics(perms: Iterable[int], program_of: Callable[[int], "MtgCard"],
                    host_of: Callable[[int], "int | None"]) -> dict[int, list[tuple[int, Ability]]]:
    """The counted bonuses of the permanents ``perms``, by the creature each applies to."""
    found: dict[int, list[tuple[int, Ability]]] = {}
    for cid in perms:
        for ability in program_of(cid).program.abilities:
            if ability.kind == "static" and ability.static in COUNTED_KINDS:
                affected = counted_affected(ability, cid, host_of(cid))
                if affected is not None:
                    found.setdefault(affected, []).append((cid, ability))
    return found


def counted_delta(state: "MtgBase", card_id: int, entries: list[tuple[int, Ability]]) -> tuple[int, int]:
    """CR 613.4c: the bonus the counted statics give ``card_id`` now (each counts for its source's controller)."""
    power = toughness = 0
    for source, ability in entries:
        card = state.cards[source]
        if card is None or not state.on_battlefield(source) or not state.defn(card_id).is_creature:
            continue
        n = count_of(state, PREFIX + ability.count, card.controller, source)
        power += ability.power * n
        toughness += ability.toughness * n
    return power, toughness


__all__ = ["COUNTED_KINDS", "counted_delta", "counted_line", "counted_pump", "counted_pump_patterns", "counted_statics",
           "counted_x_patterns"]
