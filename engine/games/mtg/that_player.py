"""Triggers about a player an event names (CR 603.2, 603.6a, 603.10a), read as "that player" or
"that land's controller" as they resolve:

- "Whenever CARDNAME deals damage to an opponent, that player discards a card at random."
  (Hypnotic Specter; also "… deals damage to a player" and "… deals combat damage to a player, that
  player …"),
- "Whenever a land enters the battlefield, CARDNAME deals 2 damage to that land's controller."
  (Ankh of Mishra),
- "Whenever a land is put into a graveyard from the battlefield, CARDNAME deals 2 damage to that
  land's controller." (Dingus Egg).

``that_player_line`` reads them (``TRIGGERS``); the event hooks (``player_damaged``,
``land_entered``, ``land_died``) trigger them and remember the player on the source
(``ABOUT``, the latest last: the trigger put on the stack last resolves first). ``that_player``
is the subject ``THAT_PLAYER`` of the effects as the trigger resolves; a source that has left the
battlefield has forgotten it, and the effect then does nothing.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from engine.games.mtg.abilities import Ability, Effect, LineReader
from engine.games.mtg.watchers import watches

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase
    from engine.games.mtg.effects import EffectsMixin

THAT_PLAYER = "that_player"
ABOUT = "jugador_aludido"  # mark: the players the source's pending triggers are about
DAMAGE = "damage_to_player:"  # + "any"/"combat" + ":" + "player"/"opponent"
LAND_ENTERS = "land_enters"
LAND_DIES = "land_to_graveyard"
THAT_PHRASE = "the player it is about"  # what "that player" is read as inside these triggers
_LINES = (
    (re.compile(r"Whenever CARDNAME deals (?P<c>combat )?damage to (?P<w>a player|an opponent), (?P<rest>.+)"), DAMAGE),
    (re.compile(r"Whenever a land enters(?: the battlefield)?, (?P<rest>.+)"), LAND_ENTERS),
    (re.compile(r"Whenever a land is put into a graveyard from the battlefield, (?P<rest>.+)"), LAND_DIES),
)
_NUM = r"(?P<n>\d+|a|one|two|three|four|five)"
_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}

Builder = Callable[[re.Match[str]], "list[Effect] | None"]


def that_player_line(line: str, read: LineReader) -> Ability | None:
    """One of these triggers, its effect read by ``read`` (the oracle's line reader), or ``None``."""
    for pattern, kind in _LINES:
        match = pattern.fullmatch(line)
        if match is None:
            continue
        if kind == DAMAGE:
            if match["c"] and "that player" not in match["rest"]:
                return None  # "deals combat damage to a player, draw a card": the oracle's own trigger
            kind += ("combat" if match["c"] else "any") + ":" + ("opponent" if match["w"] == "an opponent" else "player")
        rest = re.sub(r"\b(?:that player|that land's controller)\b", THAT_PHRASE, match["rest"])
        result = read(f"At the beginning of your upkeep, {rest}")
        if result is None or result[0] != "ability" or not isinstance(result[1], Ability) or result[1].trigger != "upkeep":
            return None
        return replace(result[1], text=line, trigger=kind)
    return None


def that_player_patterns() -> list[tuple[str, Builder]]:
    """Effect sentences about "that player" of these triggers (``oracle_sentences._Sentence``)."""
    def amount(m: re.Match[str]) -> int:
        return int(m["n"]) if m["n"].isdigit() else _NUMBERS[m["n"].lower()]

    return [
        (r"(?:CARDNAME|it) deals " + _NUM + r" damage to " + THAT_PHRASE, lambda m: [Effect("damage", amount(m), who=THAT_PLAYER)]),
        (THAT_PHRASE + r" discards " + _NUM + r" cards?(?P<r> at random)?",
         lambda m: [Effect("discard", amount(m), who=THAT_PLAYER, keyword="random" if m["r"] else "")]),
        (THAT_PHRASE + r" loses " + _NUM + r" life", lambda m: [Effect("lose_life", amount(m), who=THAT_PLAYER)]),
        (THAT_PHRASE + r" mills " + _NUM + r" cards?", lambda m: [Effect("mill", amount(m), who=THAT_PLAYER)]),
    ]


def remember(state: "MtgBase", source: int, index: int, player: int) -> None:
    """CR 603.2: the ability ``index`` of ``source`` triggers about ``player``."""
    card = state._card(source)
    card.marks[ABOUT] = card.marks.get(ABOUT, ()) + (player,)
    state.triggers = state.triggers + ((source, index, card.controller),)


def _trigger(state: "EffectsMixin", source: int, kind: str, player: int) -> None:
    for index, ability in enumerate(state.defn(source).program.abilities):
        if ability.kind == "triggered" and ability.trigger == kind:
            remember(state, source, index, player)


def player_damaged(state: "EffectsMixin", source: int, player: int, combat: bool) -> None:
    """CR 603.2, 120.3: ``source`` dealt damage to ``player``."""
    if not state.on_battlefield(source):
        return
    opponent = player != state._card(source).controller
    for timing in ("any", "combat") if combat else ("any",):
        _trigger(state, source, f"{DAMAGE}{timing}:player", player)
        if opponent:
            _trigger(state, source, f"{DAMAGE}{timing}:opponent", player)


def land_entered(state: "EffectsMixin", land: int) -> None:
    """CR 603.6a: a land entered the battlefield (the land itself included among the watchers)."""
    if not state.defn(land).is_land:
        return
    controller = state._card(land).controller
    for cid in state.battlefield() if watches(state, LAND_ENTERS) else ():
        _trigger(state, cid, LAND_ENTERS, controller)


def land_died(state: "EffectsMixin", land: int, controller: int) -> None:
    """CR 603.6c, 603.10a: a land went from the battlefield to a graveyard (``controller``: its
    controller then, CR 608.2h)."""
    if not state.defn(land).is_land:
        return
    for cid in state.battlefield() if watches(state, LAND_DIES) else ():
        _trigger(state, cid, LAND_DIES, controller)


def that_player(state: "EffectsMixin", source: int) -> list[int]:
    """The player the resolving trigger of ``source`` is about (as a player code), or nobody."""
    from engine.games.mtg.base import player_code

    card = state.cards[source]
    about = card.marks.get(ABOUT, ()) if card is not None else ()
    if not about:
        return []
    card.marks[ABOUT] = about[:-1]  # type: ignore[union-attr]
    return [player_code(about[-1])] if about[-1] not in state.left else []


__all__ = ["ABOUT", "DAMAGE", "LAND_DIES", "LAND_ENTERS", "THAT_PHRASE", "THAT_PLAYER", "land_died", "land_entered",
           "player_damaged", "remember", "that_player", "that_player_line", "that_player_patterns"]
