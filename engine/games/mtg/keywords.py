"""Keyword abilities that stand for a triggered ability with a number (CR 702): bushido
(CR 702.45a) and soulshift (CR 702.46a), read into the triggered abilities they mean.

- "Bushido N": "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of
  turn" (the trigger ``blocks_or_blocked``, queued once the blocks are final, CR 509.1h).
- "Soulshift N": "When this permanent is put into a graveyard from the battlefield, you may
  return target Spirit card with mana value N or less from your graveyard to your hand" (the
  target kind ``spirit_card_graveyard:N``).
- "Rampage N" (CR 702.23a): "Whenever this creature becomes blocked, it gets +N/+N until end of
  turn for each creature blocking it beyond the first", counted as it resolves (CR 702.23b).
- "Exalted" (CR 702.83a): "Whenever a creature you control attacks alone, that creature gets
  +1/+1 until end of turn".
- "Toxic N" (CR 702.164a): a static ability; combat damage to a player also gives them poison
  counters, the sum of the creature's toxic values (CR 702.164b–c).
- "Flanking" (CR 702.25a): "Whenever this creature becomes blocked by a creature without
  flanking, the blocking creature gets -1/-1 until end of turn".
- "Battle cry" (CR 702.91a): "Whenever this creature attacks, each other attacking creature gets
  +1/+0 until end of turn"; "Melee" (CR 702.121a): "Whenever this creature attacks, it gets
  +1/+1 until end of turn for each opponent you attacked with a creature this combat".
- "Renown N" (CR 702.112a): "Whenever this creature deals combat damage to a player, if it isn't
  renowned, put N +1/+1 counters on it and it becomes renowned"; "Ingest" (CR 702.115a):
  "Whenever this creature deals combat damage to a player, that player exiles the top card of
  their library".
- "Afflict N" (CR 702.130a): "Whenever this creature becomes blocked, defending player loses N
  life"; "Poisonous N" (CR 702.70a): "Whenever this creature deals combat damage to a player,
  that player gets N poison counters".

``keyword_cost`` reads every "Keyword [cost]" line whose cost is mana ("Madness {1}{R}",
"Ninjutsu {1}{U}", "Evoke {2}{U}", "Unearth {1}{R}"…): the one reading of that shape the keyword
modules share.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.mana import ManaCost, cost_or_none
from engine.games.mtg.tribal import has_creature_type

if TYPE_CHECKING:
    from engine.games.mtg.cards import MtgCard

_LINE = re.compile(r"(?P<k>Bushido|Soulshift|Rampage|Toxic|Afflict|Poisonous|Renown) (?P<n>\d+)|(?P<k0>Exalted|Flanking|Battle cry|Melee|Ingest)",
                   re.IGNORECASE)
SPIRIT_CARD = "spirit_card_graveyard:"  # + the highest mana value
FLANKING = "Flanking"


def keyword_cost(line: str, *keywords: str) -> tuple[str, ManaCost] | None:
    """CR 702: "Madness {1}{R}" (a final period allowed, any case) as the keyword of ``keywords``
    it names, spelled as given there, and its mana cost; ``None`` for any other line or a cost
    that is not mana Tapete reads ("Escape—{R}{R}, Exile …" is read by its own module)."""
    match = _costed(keywords).fullmatch(line.strip())
    if match is None:
        return None
    cost = cost_or_none(match["c"])
    if cost is None:
        return None
    return next(k for k in keywords if k.lower() == match["k"].lower()), cost


@lru_cache(maxsize=64)
def _costed(keywords: tuple[str, ...]) -> re.Pattern[str]:
    names = "|".join(re.escape(k) for k in sorted(keywords, key=len, reverse=True))
    return re.compile(rf"(?P<k>{names}) (?P<c>(?:\{{[^}}]+\}})+)\.?", re.IGNORECASE)


def has_flanking(card: "MtgCard") -> bool:
    """Whether ``card`` has flanking (CR 702.25a: its blockers without it get -1/-1)."""
    return any(a.kind == "triggered" and a.text == FLANKING for a in card.program.abilities)


def keyword_lines(line: str) -> list[Ability] | None:
    """The abilities of a line of numbered keywords ("Bushido 1", "Soulshift 4, soulshift 4"),
    or ``None``."""
    abilities = []
    for part in (p.strip() for p in line.rstrip(".").split(",")):
        match = _LINE.fullmatch(part)
        if match is None:
            return None
        if match["k0"] and match["k0"].lower() == "ingest":  # CR 702.115a
            exile = Effect("exile_top", who="defending_player", amount=1)
            abilities.append(Ability("triggered", part, (exile,), trigger="combat_damage_player"))
            continue
        if match["k"] and match["k"].lower() == "renown":  # CR 702.112a
            renown = Effect("renown", who="self", amount=int(match["n"]))
            abilities.append(Ability("triggered", part, (renown,), trigger="combat_damage_player"))
            continue
        if match["k0"] and match["k0"].lower() == "battle cry":  # CR 702.91a
            cry = Effect("pump", who="other_attackers", power=1, toughness=0)
            abilities.append(Ability("triggered", part, (cry,), trigger="attacks"))
            continue
        if match["k0"] and match["k0"].lower() == "melee":  # CR 702.121a
            pump = Effect("pump", who="self", power=1, toughness=1, keyword="per_opponent_attacked")
            abilities.append(Ability("triggered", part, (pump,), trigger="attacks"))
            continue
        if match["k"] and match["k"].lower() in ("afflict", "poisonous"):  # CR 702.130a, 702.70a
            afflict = match["k"].lower() == "afflict"
            effect = Effect("lose_life" if afflict else "poison", who="defending_player", amount=int(match["n"]))
            abilities.append(Ability("triggered", part, (effect,), trigger="becomes_blocked" if afflict else "combat_damage_player"))
            continue
        if match["k0"] and match["k0"].lower() == "flanking":  # CR 702.25a
            shrink = Effect("pump", who="blockers_without_flanking", power=-1, toughness=-1)
            abilities.append(Ability("triggered", FLANKING, (shrink,), trigger="becomes_blocked"))
            continue
        if match["k0"]:  # CR 702.83a: exalted
            pump = Effect("pump", who="lone_attacker", power=1, toughness=1)
            abilities.append(Ability("triggered", part, (pump,), trigger="attacks_alone"))
            continue
        n = int(match["n"])
        if match["k"].lower() == "rampage":  # CR 702.23a, 702.23b: counted on resolution
            pump = Effect("pump", who="self", power=n, toughness=n, keyword="per_extra_blocker")
            abilities.append(Ability("triggered", part, (pump,), trigger="becomes_blocked"))
        elif match["k"].lower() == "toxic":  # CR 702.164a
            abilities.append(Ability("static", part, static="toxic", power=n))
        elif match["k"].lower() == "bushido":  # CR 702.45a
            pump = Effect("pump", who="self", power=n, toughness=n)
            abilities.append(Ability("triggered", part, (pump,), trigger="blocks_or_blocked"))
        else:  # CR 702.46a
            kind = f"{SPIRIT_CARD}{n}"
            back = Effect("return_hand", target=kind, slot=0)
            abilities.append(Ability("triggered", part, (back,), (kind,), trigger="dies", optional=True))
    return abilities or None


def spirit_fits(kind: str, card: "MtgCard") -> bool:
    """Whether ``card`` is what soulshift's ``kind`` targets: a Spirit (a changeling is one,
    CR 702.73a) of that mana value or less."""
    return has_creature_type(card, "spirit") and card.mana_value <= int(kind.removeprefix(SPIRIT_CARD))
