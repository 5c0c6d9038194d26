"""A monster Special Summoning itself where it lies, in YGOPro's Simplified Chinese card texts: "If this card is in
your hand or GY: …; Special Summon this card" (这张卡在手卡·墓地存在的场合，…才能发动。这张卡特殊召唤。) and the bare
"Special Summon this card" after a trigger that leaves it in the Graveyard ("If this card is sent to the GY: you can
Special Summon this card").

Each ``Piece`` is read like those of ``zh``; the ``summon_self`` operation plays it (``board_ops``: from the hand or
the Graveyard, where the effect was used, YGO PhasesDelJuego.31). An effect used from the hand or the Graveyard is two
effects of the card, one for each zone (``HAND_OR_GRAVEYARD``, split by the compiler), which share what limits them.
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import ACTION, COST, TIMING, Draft, Piece
from engine.games.ygo.cardtext.zh_clauses import pick_cost
from engine.games.ygo.cardtext.zh_words import FILTER_N

#: The zone of an effect used from the hand or from the Graveyard: the compiler makes one effect of each.
HAND_OR_GRAVEYARD = "mano+cementerio"
#: Where a picked cost may be paid from: the hand, or the face-up cards of your field (``costs.cost_options``).
HAND_OR_FIELD = "mano+campo"
#: The triggers a monster meets in the hand or the Graveyard, where its effect may Special Summon it.
_AWAY = frozenset({"to_graveyard", "sent_to_graveyard", "destroyed_to_graveyard", "battle_to_graveyard",
                   "effect_to_graveyard", "effect_destroyed_to_graveyard", "discarded", "deck_to_graveyard",
                   "opponent_sent_hand", "opponent_sent_hand_deck", "end_sent_turn"})


def _in_hand_or_graveyard(draft: Draft, found: re.Match[str]) -> None:
    """"If this card is in your hand or GY:": an Ignition Effect used from either zone (YGO Cartas.2: the card says
    where it is used from)."""
    if draft.kind != "monster" or draft.zone or draft.trigger not in (None, "ignition"):
        raise ValueError("a monster's effect used from another zone")
    draft.zone, draft.trigger = HAND_OR_GRAVEYARD, "ignition"


def _summons_itself(draft: Draft, found: re.Match[str]) -> None:
    """"Special Summon this card": from the hand or the Graveyard its effect was used from or started in; its
    controller chooses the position (YGO PhasesDelJuego.31)."""
    if draft.kind != "monster" or draft.ops or not (draft.zone or draft.trigger in _AWAY):
        raise ValueError("a monster in the hand or the Graveyard")
    draft.op("summon_self", position="")


PIECES: tuple[Piece, ...] = (
    # 亚马逊宠物仔虎's kin, 九尾狐 Nine-Tailed Fox: "If this card is in your hand or GY: …"
    Piece("hand-or-graveyard", TIMING, r"这张卡在手卡·墓地存在的场合", _in_hand_or_graveyard),
    # 吸血鬼的使魔 Vampire Familiar: "send 1 "Vampire" card from your hand or face-up field to the GY" (``costs``)
    Piece("cost-hand-or-field", COST, rf"从手卡以及自己场上的表侧表示的卡之中把{FILTER_N}送去墓地",
          pick_cost(HAND_OR_FIELD, "send_any")),
    # 点阵图跳离士's kin: "If this card is sent to the GY: you can Special Summon this card"
    Piece("summon-itself", ACTION, r"这张卡特殊召唤(?![成上])", _summons_itself),
)
