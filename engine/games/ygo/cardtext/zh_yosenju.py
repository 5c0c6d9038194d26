"""The 妖仙兽 Yosenju family's clauses in YGOPro's Simplified Chinese wording (besides the return to the hand read in
``zh_timelords``): "Normal Summon 1 … from your hand" (also 雷电妈妈's), played by ``hand_summons`` (YGO Cartas.2
over PhasesDelJuego.11); "once while this card is face-up on the field" opening an effect; "the battle damage of
that direct attack is halved" and "when another "X" monster you control inflicts battle damage", played by
``yosenju_ops``. Each ``Piece`` is read like those of ``zh``.
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import ACTION, STATIC, TIMING, Draft, Piece
from engine.games.ygo.cardtext.zh_itself import once_face_up
from engine.games.ygo.cardtext.zh_words import FILTER, card_filter

#: ``FILTER``, its "雷族·光属性·4星" followed by "的" ("1只雷族·光属性·4星的怪兽").
_FILTER = FILTER.replace("(?:·(?P<lv2>[0-9]+)星)?", "(?:·(?P<lv2>[0-9]+)星的?)?", 1)


def _summon_hand(draft: Draft, found: re.Match[str]) -> None:
    """"Normal Summon 1 … (other than "X") from your hand": the monsters the text names, in the hand."""
    args = card_filter(found)
    if args is None or args.get("kind") not in (None, "monster"):
        raise ValueError("no monster named")
    draft.op("summon_hand", zones=("mano",), **args)


def _direct_half(draft: Draft, found: re.Match[str]) -> None:
    """"(This card can attack directly.) The battle damage it inflicts that way is halved" (``yosenju_ops``)."""
    if draft.kind != "monster" or "direct_attack" not in draft.keywords:
        raise ValueError("said of a direct attack")
    draft.keywords.add("direct_half")


def _ally_damage(draft: Draft, found: re.Match[str]) -> None:
    """"When a "X" monster you control, other than this card, inflicts battle damage to your opponent": a Trigger
    Effect of this monster (YGO CartasDeMonstruosDeEfecto.7; ``yosenju_ops.ally_damage_tasks``)."""
    if draft.kind != "monster" or draft.trigger is not None:
        raise ValueError("a monster's trigger")
    draft.trigger = "ally_battle_damage"
    draft.keywords.add(f"ally_damage:{found.group('has')}")


PIECES: tuple[Piece, ...] = (
    # 妖仙兽 镰壹太刀 Yosenju Kama 1, 雷电妈妈: "Normal Summon 1 … from your hand (except "X")"
    Piece("summon-hand", ACTION, rf"从手卡把{_FILTER}召唤(?!成功)", _summon_hand),
    # 妖仙兽 镰壹太刀: "once while this card is face-up on the field, if you control another "Yosenju" monster: …"
    Piece("once-face-up", TIMING, r"只在这张卡在场上表侧表示存在才有1次，?", once_face_up),
    # 妖仙兽 镰贰太刀: "this card can attack directly. The battle damage it inflicts that way is halved"
    Piece("direct-half", STATIC, r"那次战斗给与对方的战斗伤害变成一半", _direct_half),
    # 妖仙兽 镰叁太刀: "when a "Yosenju" monster you control, other than this card, inflicts battle damage to your opponent"
    Piece("ally-battle-damage", TIMING, r"这张卡以外的自己的「(?P<has>[^」]+)」怪兽给与对方战斗伤害时", _ally_damage),
)
