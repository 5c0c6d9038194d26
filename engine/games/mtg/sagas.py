"""Sagas (CR 714): chapter abilities, lore counters and the sacrifice after the last chapter.

"I, II — Effect" is a chapter ability: "When one or more lore counters are put onto this Saga,
if the number of lore counters on it was less than N and becomes at least N, effect" (CR 714.2b,
714.2c). ``chapter_line`` reads it into a triggered ability ``CHAPTER`` with its chapter numbers in
``count`` ("1,2"); its effect is read like any trigger's. A Saga enters with a lore counter
(CR 714.3a), gets one more as its controller's precombat main phase begins (CR 714.3b, a
turn-based action) — ``add_lore`` triggers the chapters the new counters reach — and is
sacrificed once its lore counters reach its final chapter and none of its chapter abilities
waits to resolve (CR 714.4, 704.5s). The final chapter is read from the card's printed chapters
(CR 714.2d), those resolved by hand included.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, LineReader, borrowed_trigger

if TYPE_CHECKING:
    from engine.games.mtg.cards import MtgCard
    from engine.games.mtg.effects import EffectsMixin

CHAPTER = "chapter"
LORE = "sabiduria"  # lore counters (CR 714.3)
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}
_LINE = re.compile(r"(?P<n>(?:I|II|III|IV|V|VI)(?:, (?:I|II|III|IV|V|VI))*) — (?P<rest>.+)")


def chapter_line(line: str, read: LineReader) -> Ability | None:
    """"II — Scry 3." as its chapter ability (``read``: the oracle's line reader), or ``None``."""
    match = _LINE.fullmatch(line)
    if match is None:
        return None
    numbers = ",".join(str(_ROMAN[n]) for n in match["n"].split(", "))
    return borrowed_trigger(line, match["rest"], read, CHAPTER, count=numbers)


_KEPT = "sagas"  # the Sagas on the battlefield, kept with the layers' result (``Layered.kept``)
_FINAL: dict[str, int] = {}  # by the Saga's rules text: two cards of one code may differ (players' own data)


def final_chapter(defn: "MtgCard") -> int:
    """CR 714.2d: the greatest chapter number the Saga has (0 for a permanent with none)."""
    if "saga" not in defn.subtypes:
        return 0
    found = _FINAL.get(defn.oracle)
    if found is None:
        found = 0
        for line in defn.oracle.replace("\\n", "\n").splitlines():
            match = _LINE.match(line.strip())
            if match:
                found = max(found, *(_ROMAN[n] for n in match["n"].split(", ")))
        _FINAL[defn.oracle] = found
    return found


def add_lore(state: "EffectsMixin", saga: int, amount: int = 1) -> None:
    """Put ``amount`` lore counters on ``saga``; each chapter ability whose number the count
    passes triggers (CR 714.2b)."""
    card = state._card(saga)
    before = card.counters.get(LORE, 0)
    after = card.counters[LORE] = before + amount
    for index, ability in enumerate(state.defn(saga).program.abilities):
        if ability.trigger == CHAPTER and any(before < int(n) <= after for n in ability.count.split(",")):
            state.triggers = state.triggers + ((saga, index, card.controller),)


def saga_entered(state: "EffectsMixin", card_id: int) -> None:
    """CR 714.3a: as a Saga enters, its controller puts a lore counter on it."""
    if final_chapter(state.defn(card_id)):
        add_lore(state, card_id)


def precombat_lore(state: "EffectsMixin", player: int) -> bool:
    """CR 714.3b: as ``player``'s precombat main phase begins, a lore counter on each of their
    Sagas; whether they had any."""
    sagas = [cid for cid in state.battlefield(player) if final_chapter(state.defn(cid))]
    for cid in sagas:
        add_lore(state, cid)
    return bool(sagas)


def sacrifice_sagas(state: "EffectsMixin") -> bool:
    """CR 704.5s: each Saga that ``saga_over`` is sacrificed; whether one was."""
    cards = state.cards  # read directly: every state-based action check asks
    over = [cid for cid in _sagas(state) if LORE in cards[cid].counters and saga_over(state, cid)]  # type: ignore[union-attr]
    for cid in over:
        state.move(cid, state.owner_zone(cid, "cementerio"), kind="sacrifice")
    return bool(over)


def _sagas(state: "EffectsMixin") -> list[int]:
    """The Sagas on the battlefield (CR 714.2d: a final chapter), in battlefield order, found once
    per result of the layers (``MtgBase.layered``) and kept with it as ``state_checks`` does."""
    layered = state.layered()
    found: list[int] | None = layered.kept.get(_KEPT)
    if found is None:
        defns, cards = layered.defns, state.cards  # ``defn`` of each, read at once
        found = layered.kept[_KEPT] = [cid for cid in state.battlefield()
                                       if "saga" in (defns.get(cid) or cards[cid].defn).subtypes  # type: ignore[union-attr]
                                       and final_chapter(state.defn(cid))]
    return found


def saga_over(state: "EffectsMixin", saga: int) -> bool:
    """CR 714.4: its lore counters reached its final chapter and no chapter ability of it has
    triggered and not yet left the stack: its controller sacrifices it."""
    final = final_chapter(state.defn(saga))
    if not final or state._card(saga).counters.get(LORE, 0) < final:
        return False
    abilities = state.defn(saga).program.abilities
    if any(t[0] == saga and abilities[t[1]].trigger == CHAPTER for t in state.triggers):
        return False
    return not any(link.source == saga and link.kind == "ability" and 0 <= link.effect < len(abilities)
                   and abilities[link.effect].trigger == CHAPTER for link in state.chain.links)


__all__ = ["CHAPTER", "LORE", "add_lore", "chapter_line", "final_chapter", "precombat_lore", "sacrifice_sagas", "saga_entered",
           "saga_over"]
