"""A monster's effects negated for the turn, in YGOPro's Simplified Chinese wording (played by ``effect_negation``):
"那只（对方的效果）怪兽的效果直到回合结束时无效" (Breakthrough Skill, Effect Veiler), "…攻击力上升N，效果无效化" (Forbidden
Chalice), and when such an effect is used: a Trap's Graveyard effect "during your turn" (Breakthrough Skill's
"自己回合把墓地的这张卡除外…"), a monster's hand effect "during your opponent's Main Phase" (Effect Veiler)."""

from __future__ import annotations

import re

from engine.games.ygo.base import DRAINS
from engine.games.ygo.cardtext.model import ACTION, TIMING, Compiled, Draft, Piece
from engine.games.ygo.cards import Effect

#: 技能抽取 Skill Drain: "Activate this card by paying 1000 LP. While this card is in the Spell & Trap Zone, negate the
#: effects of all face-up monsters on the field."
_DRAIN = re.compile(r"支付(?P<lp>[0-9]+)基本分才能把这张卡发动。\n①：只要这张卡在魔法与陷阱区域存在，场上的全部表侧表示怪兽的效果无效化。")


def _negates_effects(draft: Draft, found: re.Match[str]) -> None:
    """"That (opponent's Effect) monster's effects are negated until the end of this turn": the target's (YGO
    Cartas.2)."""
    if draft.target is None or draft.target.kind not in (None, "monster"):
        raise ValueError("a targeted monster")
    draft.op("negate_effects", what="target")


def _own_turn_graveyard(draft: Draft, found: re.Match[str]) -> None:
    """"During your turn, (banish this card from your GY …)": a Spell's or Trap's effect used from the Graveyard in its
    controller's turn, at any moment it could answer (a Quick Effect there, YGO Cartas.2, Cadenas.9)."""
    if draft.kind not in ("spell", "trap") or draft.seen:
        raise ValueError("a Spell's or Trap's Graveyard effect")
    draft.conditions.append("own_turn")
    draft.trigger, draft.quick = "quick", True


def _raised_and_negated(draft: Draft, found: re.Match[str]) -> None:
    """禁忌的圣杯 Forbidden Chalice: "that monster gains N ATK and has its effects negated, until the end of this turn"."""
    amount = int(found.group("n")) * (1 if found.group("dir") == "上升" else -1)
    draft.op("modify", what="target", atk=amount, **{"def": 0})
    _negates_effects(draft, found)


def _opponent_main_phase(draft: Draft, found: re.Match[str]) -> None:
    """效果遮蒙者 Effect Veiler: "during your opponent's Main Phase, (send this card from your hand to the GY; …)": a
    Quick Effect of a monster in the hand, used in the opponent's Main Phase (YGO Cadenas.8–9)."""
    if draft.kind != "monster" or draft.seen:
        raise ValueError("a monster's effect from the hand")
    draft.conditions += ["opponent_turn", "main_phase"]
    draft.quick = True


def compile_drain(kind: str, sub: str, text: str) -> tuple[Compiled, tuple[str, ...]] | None:
    """Skill Drain's whole text: a Continuous Trap activated by paying LP (YGO CartasDeMonstruosDeEfecto.6), whose face-up
    presence in the Spell & Trap Zone negates every face-up monster's effects (``YgoBase.drained``, Cartas.2)."""
    found = _DRAIN.fullmatch(text.strip().replace("\r", ""))
    if found is None or (kind, sub) != ("trap", "continuous"):
        return None
    return {"effects": (Effect("activate", cost_lp=int(found.group("lp"))),), "keywords": frozenset({DRAINS})}, ("drain",)


PIECES: tuple[Piece, ...] = (
    Piece("negate-effects", ACTION, r"那只(?:对方的?)?(?:效果)?怪兽的效果直到回合结束时无效", _negates_effects),
    Piece("negate-effects", ACTION, r"那只怪兽直到回合结束时攻击力(?P<dir>上升|下降)(?P<n>[0-9]+)，效果无效化", _raised_and_negated),
    Piece("negate-effects", TIMING, r"对方主要阶段(?=把这张卡从手卡(?:丢弃|送去墓地))", _opponent_main_phase),
    Piece("negate-effects", TIMING, r"自己回合(?=把墓地(?:存在)?的这张卡(?:从游戏中)?除外)", _own_turn_graveyard),
)
