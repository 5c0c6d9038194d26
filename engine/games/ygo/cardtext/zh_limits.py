"""What a card's text forbids its controller or itself, in YGOPro's Simplified Chinese wording: no Battle Phase in
the turn it is activated, no attack by a monster in the turn it uses its effect, no Special Summon from the
Graveyard — and "cannot be used as Synchro Material", which forbids nothing the classic rules let a player do.

Each ``Piece`` is read like those of ``zh``; what it gives the card is played by ``engine.games.ygo.turn_limits``
(the conditions and costs) and ``textops.may_special_summon`` (the summon limit), per YGO Cartas.2.
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import STATIC, Draft, Piece
from engine.games.ygo.turn_limits import BAR_BATTLE, BATTLE_NOT_CONDUCTED, NO_ATTACK_SELF, NOT_ATTACKED


def _no_synchro_material(draft: Draft, found: re.Match[str]) -> None:
    """"This card cannot be used as Synchro Material": the classic rules know no Synchro Summon — a Special Summon
    is by Fusion, Ritual, a Spell, a Trap or a monster's effect (YGO PhasesDelJuego.31) — so it forbids nothing the
    classic game can do, and the card plays the same with or without it."""
    if draft.kind != "monster" and not any(op.name in ("special_summon", "summon_from") for op in draft.ops):
        raise ValueError("a monster's clause")


def _no_battle_phase(draft: Draft, found: re.Match[str]) -> None:
    """"You cannot conduct your Battle Phase the turn you activate this card (this effect)": not activated once the
    Battle Phase was conducted, and activating it bars the rest of the turn's (a condition and a cost, YGO
    Cartas.2 over PhasesDelJuego.37)."""
    if not draft.ops or (found.group("who") == "这张卡") != (draft.kind in ("spell", "trap")):
        raise ValueError("said of the effect before it")
    draft.conditions.append(BATTLE_NOT_CONDUCTED)
    draft.cost(BAR_BATTLE)


def _no_attack_this_turn(draft: Draft, found: re.Match[str]) -> None:
    """"This card cannot attack the turn you activate this effect": a monster that attacked this turn does not
    activate it, and once it is activated the monster does not attack this turn (Cartas.2)."""
    if draft.kind != "monster" or not draft.ops or draft.zone:
        raise ValueError("a monster's effect used on the field")
    draft.conditions.append(NOT_ATTACKED)
    draft.cost(NO_ATTACK_SELF)


def _not_from_graveyard(draft: Draft, found: re.Match[str]) -> None:
    """"This card cannot be Special Summoned from the GY": no effect summons it from there (Cartas.2)."""
    if draft.kind != "monster":
        raise ValueError("a monster's clause")
    draft.summon_limit.add("not_from_graveyard")


PIECES: tuple[Piece, ...] = (
    # "This card cannot be used as Synchro Material" (YGO PhasesDelJuego.31)
    Piece("no-synchro-material", STATIC, r"(?:(?:特殊召唤的)?这张卡|这个效果特殊召唤的怪兽)?(?:这个回合)?也?不能作为同调素材",
          _no_synchro_material),
    # 休战增援, 星圣的超新生…: "You cannot conduct your Battle Phase the turn you activate this card"
    Piece("no-battle-phase", STATIC, r"(?P<who>这张卡|这个效果)发动的回合，自己不能进行战斗阶段", _no_battle_phase),
    # 重爆击禽 炸弹不死魔鸟…: "This card cannot attack during the turn you activate this effect"
    Piece("no-attack-turn", STATIC, r"这个效果发动的回合(?:，)?这张卡不能攻击(?:宣言)?", _no_attack_this_turn),
    # YZ-战车龙…: "Cannot be Special Summoned from the GY" (Cartas.2)
    Piece("not-from-graveyard", STATIC, r"这张卡不能作从墓地的特殊召唤", _not_from_graveyard),
)
