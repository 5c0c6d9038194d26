"""Auras that enchant a player (CR 303.4, 702.5), Innistrad's Curses, and abilities that trigger
in the upkeep of the player an Aura is about (Alpha's Feedback, Cursed Land, Warp Artifact,
Wanderlust) or of each player ("At the beginning of each player's upkeep, CARDNAME deals 1 damage
to that player"):

- "Enchant player": the Aura is cast targeting a player (CR 303.4a) and, on the battlefield, is
  attached to that player (kept as the card's mark ``ENCHANTED_PLAYER``); it is put into its
  owner's graveyard when that player has left the game (CR 704.5m, 800.4a).
- "At the beginning of enchanted player's upkeep, …" (trigger ``upkeep_of:player``) and "At the
  beginning of the upkeep of enchanted creature's controller, …" (``upkeep_of:host``) trigger in
  that player's upkeep (CR 503.1a); "that player" is the player whose upkeep it is, the active
  player (who ``active_player``).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Callable, Iterable

from engine.games.mtg.abilities import Ability, Effect, LineReader

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

ENCHANTED_PLAYER = "encanta_jugador"  # the mark of an Aura attached to a player: that player's number
UPKEEP_OF = "upkeep_of:"
PLAYER_CREATURES = "enchanted_player_creatures"  # the static of "Creatures enchanted player controls get …"
ACTIVE_PLAYER = "active_player"
_UPKEEP = re.compile(r"At the beginning of (?:(?P<e>each player's upkeep)|enchanted player's upkeep|the upkeep of enchanted "
                     r"(?P<h>creature|land|artifact|enchantment|permanent)'s controller), (?P<rest>.+)")
_NUM = r"(?P<n>\d+|a|one|two|three|four|five)"
_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_THAT = "the active player"  # what "that player" is read as inside these triggers

Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def curse_line(line: str, read: LineReader) -> Ability | None:
    """An upkeep trigger of the enchanted player (or of the enchanted permanent's controller),
    the effect read by ``read`` (the oracle's line reader), or ``None``."""
    match = _UPKEEP.fullmatch(line)
    if match is None:
        return None
    rest = re.sub(r"\bthat player\b", _THAT, match["rest"])
    result = read(f"At the beginning of your upkeep, {rest}")
    if result is None or result[0] != "ability" or not isinstance(result[1], Ability) or result[1].trigger != "upkeep":
        return None
    if match["e"]:  # CR 503.1a: every player's upkeep, "that player" being the one whose upkeep it is
        return replace(result[1], text=line, trigger="each_upkeep")
    return replace(result[1], text=line, trigger=UPKEEP_OF + ("host" if match["h"] else "player"))


def curse_static_line(line: str) -> Ability | None:
    """"Creatures enchanted player controls get -1/-1." (CR 613.4c), or ``None``."""
    match = re.fullmatch(r"Creatures enchanted player controls get (?P<p>[+-]\d+)/(?P<q>[+-]\d+)\.?", line)
    if match is None:
        return None
    return Ability("static", line, static=PLAYER_CREATURES, power=int(match["p"]), toughness=int(match["q"]))


def player_creatures(state: "MtgBase", source: int, creatures: Iterable[int], controller: Callable[[int], int]) -> frozenset[int]:
    """CR 611.3a: the creatures the enchanted player controls now."""
    player = state._card(source).marks.get(ENCHANTED_PLAYER)
    return frozenset(c for c in creatures if controller(c) == player)


def curse_patterns() -> list[tuple[str, Builder]]:
    """Effect sentences about "that player" of these triggers (``oracle_sentences._Sentence``)."""
    def amount(m: re.Match[str]) -> int:
        return int(m["n"]) if m["n"].isdigit() else _NUMBERS[m["n"]]

    return [
        (r"(?:CARDNAME|it) deals " + _NUM + r" damage to " + _THAT,
         lambda m: [Effect("damage", amount(m), who=ACTIVE_PLAYER)]),
        (_THAT + r" mills " + _NUM + r" cards?", lambda m: [Effect("mill", amount(m), who=ACTIVE_PLAYER)]),
        (_THAT + r" loses " + _NUM + r" life", lambda m: [Effect("lose_life", amount(m), who=ACTIVE_PLAYER)]),
    ]


def upkeep_player(state: "MtgBase", card_id: int, ability: Ability) -> int | None:
    """The player in whose upkeep ``ability`` of the Aura ``card_id`` triggers (CR 503.1a), or
    ``None`` when it is attached to nothing."""
    card = state._card(card_id)
    if ability.trigger == UPKEEP_OF + "player":
        return card.marks.get(ENCHANTED_PLAYER)
    if card.attached_to is not None and state.on_battlefield(card.attached_to):
        return state._card(card.attached_to).controller
    return None


def enchant_player(state: "MtgBase", card_id: int, target: int) -> None:
    """CR 303.4f, 608.3: the Aura enters attached to the player it targeted."""
    from engine.games.mtg.base import code_player

    state._card(card_id).marks[ENCHANTED_PLAYER] = code_player(target)


def player_gone(state: "MtgBase", card_id: int) -> bool:
    """CR 704.5m: an Aura attached to a player who is no longer in the game (CR 800.4a)."""
    player = state._card(card_id).marks.get(ENCHANTED_PLAYER)
    return player is None or player in state.left


__all__ = ["ACTIVE_PLAYER", "ENCHANTED_PLAYER", "PLAYER_CREATURES", "UPKEEP_OF", "curse_line", "curse_patterns",
           "curse_static_line", "enchant_player", "player_creatures", "player_gone", "upkeep_player"]
