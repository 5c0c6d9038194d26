"""Older wordings of costs that pick cards, in YGOPro's Simplified Chinese: "Tribute" said 作为祭品 ("offer as a
sacrifice"), and "return N cards from your hand to the Deck" (回到卡组, the Gladiator Beasts' Counter Traps and their kin)
— the latter paid by shuffling the card picked into its owner's Deck (``costs.pay_picked``). Each ``Piece`` is read like
those of ``zh``; a picked cost is the one of ``zh_clauses.pick_cost`` (YGO CartasDeMonstruosDeEfecto.6).
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import COST, Draft, Piece
from engine.games.ygo.cardtext.zh_clauses import pick_cost
from engine.games.ygo.cardtext.zh_words import FILTER_N


def _counter_cost(draft: Draft, found: re.Match[str]) -> None:
    """A Counter Trap's first sentence that is its cost, with no "to activate" said (the older 剑斗兽 wording): the
    activation of the card (YGO CartasDeTrampa.1)."""
    if (draft.kind, draft.sub) != ("trap", "counter") or draft.ops:
        raise ValueError("a Counter Trap's cost")
    pick_cost("mano", "to_deck")(draft, found)
    draft.activated = True


PIECES: tuple[Piece, ...] = (
    # 光子发生装置 Photon Generator Unit, 攻击反射装置 Attack Reflector Unit: "Tribute 2 "Cyber Dragon" you control" (作为祭品)
    # 升天之角笛 Horn of Heaven: "自己场上的1只怪兽作为祭品"
    Piece("cost-pick", COST, rf"(?:把自己场上(?P<up0>表侧表示)?(?:存在的)?|自己场上的){FILTER_N}作为祭品", pick_cost("monstruos", "tribute")),
    # 剑斗兽 Gladiator Beast cards: "return 1 "Gladiator Beast" card (monster) from your hand to the Deck" as a cost
    Piece("cost-to-deck-pick", COST, rf"从(?:自己)?手卡(?:把|让){FILTER_N}回到卡组(?=发动|才能发动)", pick_cost("mano", "to_deck")),
    Piece("cost-to-deck-pick", COST, rf"从(?:自己)?手卡(?:把|让){FILTER_N}回到卡组(?=。)", _counter_cost),
)
