"""What a card's text forbids its controller or itself, in YGOPro's Simplified Chinese wording: no Battle Phase in
the turn it is activated, no attack by a monster in the turn it uses its effect, no Special Summon from the
Graveyard — and "cannot be used as Synchro Material", which forbids nothing the classic rules let a player do.
How often: a summon procedure once per turn, an effect up to N times per turn, "you can only Special Summon "X"
once per turn" (``Effect.once``, ``turn_limits``).

Each ``Piece`` is read like those of ``zh``; what it gives the card is played by ``engine.games.ygo.turn_limits``
(the conditions and costs) and ``textops.may_special_summon`` (the summon limit), per YGO Cartas.2.
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import ACTION, HEAD, STATIC, Draft, Fill, Piece
from engine.games.ygo.summon_lock import SUMMON_LOCK
from engine.games.ygo.uniques import KEYWORD
from engine.games.ygo.turn_limits import (BAR_BATTLE, BATTLE_NOT_CONDUCTED, DUEL, NAME_USES, NO_ATTACK_SELF, NOT_ATTACKED,
                                          SPECIAL_ONCE, TRAP_LOCK, UNTARGETABLE, USES)

#: "This card's name" or "X"'s, as a once-per-turn clause says it
_NAME = r"(?:这个卡名|「[^」]+」)"


def _no_synchro_material(draft: Draft, found: re.Match[str]) -> None:
    """"This card cannot be used as Synchro Material": the classic rules know no Synchro Summon — a Special Summon
    is by Fusion, Ritual, a Spell, a Trap or a monster's effect (YGO PhasesDelJuego.31) — so it forbids nothing the
    classic game can do, and the card plays the same with or without it."""
    if draft.kind != "monster" and not any(op.name in ("special_summon", "summon_from") for op in draft.ops):
        raise ValueError("a monster's clause")


def _unique(scope: str) -> Fill:
    """"Only 1 face-up "X" on the field" (``scope`` "field": either side) or "… "X" monster(s) on your field /
    on the field" (a name part ``q``, monsters only): the keyword ``uniques`` plays (YGO Cartas.2)."""
    def fill(draft: Draft, found: re.Match[str]) -> None:
        part = found.groupdict().get("q")
        if part is not None and draft.kind != "monster":
            raise ValueError("a monster's limit")
        draft.keywords.add(f"{KEYWORD}:{scope}" + (f":{part}" if part else ""))
    return fill


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


def _marks_once(draft: Draft, marks: str, each: bool) -> None:
    """Effects ``marks`` used once per turn by name: each on its own, or the marks together as one ("only 1 of
    them")."""
    for mark in marks:
        draft.card_once[mark] = "name:" + (mark if each or len(marks) < 2 else "shared")


def _method_and_effect(draft: Draft, found: re.Match[str]) -> None:
    """"You can only Special Summon "X" by its ① once per turn, and only use its ② effect once per turn": the
    procedure ① and the effect ② each once per turn, by name (Cartas.2)."""
    _marks_once(draft, found.group("proc"), True)
    _marks_once(draft, found.group("marks"), "各" in found.group(0))


def _method_once(draft: Draft, found: re.Match[str]) -> None:
    """"You can only Special Summon "X" this way once per turn", after its summon procedure (Cartas.2)."""
    if draft.trigger != "procedure":
        raise ValueError("said of a summon procedure")
    draft.once = "name:this"


def _uses(draft: Draft, found: re.Match[str]) -> None:
    """"This effect can be used up to N times per turn": counted per copy (``turn_limits.uses_problem``)."""
    if not draft.ops:
        raise ValueError("said of the effect before it")
    draft.once = USES + found.group("n")


def _special_once(draft: Draft, found: re.Match[str]) -> None:
    """"You can only Special Summon "X" once per turn" (``turn_limits.special_problem``), and what it says after
    of the effects ("that ② effect / those ①② effects once per turn each")."""
    if draft.kind != "monster":
        raise ValueError("a monster's limit")
    draft.summon_limit.add(SPECIAL_ONCE)
    if found.group("marks"):
        _marks_once(draft, found.group("marks"), "各" in found.group(0))


def _name_uses(draft: Draft, found: re.Match[str]) -> None:
    """"The effects of "X" can be used up to N times per turn": per player, over every copy (``turn_limits``)."""
    if not draft.ops:
        raise ValueError("said of the effect before it")
    draft.once = NAME_USES + found.group("n")


def _not_a_monster() -> None:
    raise ValueError("a monster's clause")


def _effect_only(draft: Draft, found: re.Match[str]) -> None:
    """"This card can only come to the field by the effect of "X"": a Spell's or a Trap's (``turn_limits.placed_problem``;
    a monster's is read as its summon limit elsewhere)."""
    if draft.kind == "monster":
        raise ValueError("a Spell's or a Trap's")
    draft.summon_limit.add("effect_only:" + (found.group("q") or found.group("by")))


def _once_duel(draft: Draft, found: re.Match[str]) -> None:
    """"You can only use the effect (①) of "X" once per Duel", "… Special Summon "X" by its ① once per Duel": a
    once-per-turn limit by name whose key lasts the Duel (``turn_limits.DUEL``, YGO Cartas.2)."""
    for mark in found.group("marks") or "*":
        draft.card_once[mark] = f"{DUEL}{mark}"


def _summon_lock(draft: Draft, found: re.Match[str]) -> None:
    """"The turn you activate this card, you cannot Normal Summon, Flip Summon or Special Summon, except by this card's
    effect" (a Spell's or a Trap's, ``summon_lock``)."""
    if draft.kind not in ("spell", "trap"):
        raise ValueError("a Spell's or a Trap's")
    draft.keywords.add(SUMMON_LOCK)


PIECES: tuple[Piece, ...] = (
    # 替罪羊 Scapegoat, 迷途的羔羊 Stray Lambs (``summon_lock``)
    Piece("summon-lock", STATIC, r"这张卡发动的回合，自己不能用这张卡的效果以外把怪兽召唤·反转召唤·特殊召唤", _summon_lock),
    # "This card cannot be used as Synchro Material" (YGO PhasesDelJuego.31)
    Piece("no-synchro-material", STATIC, r"(?:(?:特殊召唤的)?这张卡|这个效果特殊召唤的怪兽)?(?:这个回合)?也?不能作为同调素材",
          _no_synchro_material),
    # 休战增援, 星圣的超新生…: "You cannot conduct your Battle Phase the turn you activate this card"
    Piece("no-battle-phase", STATIC, r"(?P<who>这张卡|这个效果)发动的回合，自己不能进行战斗阶段", _no_battle_phase),
    # 重爆击禽 炸弹不死魔鸟…: "This card cannot attack during the turn you activate this effect"
    Piece("no-attack-turn", STATIC, r"这个效果发动的回合(?:，)?这张卡不能攻击(?:宣言)?", _no_attack_this_turn),
    # YZ-战车龙…: "Cannot be Special Summoned from the GY" (Cartas.2)
    Piece("not-from-graveyard", STATIC, r"这张卡不能作从墓地的特殊召唤", _not_from_graveyard),
    # 苍穹之机界骑士…: "You can only Special Summon "X" by its ① once per turn, and only use its ② effect once per turn"
    Piece("once-by-method", HEAD, rf"{_NAME}的(?:作为|在)(?P<proc>[①-⑳]+)的方法的特殊召唤1回合只能有1次，"
          rf"(?:作为|在)(?P<marks>[①-⑳]+)的效果1回合(?:只能|各能)使用1次。", _method_and_effect),
    # 青眼亚白龙, 老虎狗潜水员…: "You can only Special Summon "X" this way once per turn"
    Piece("once-by-method", ACTION, r"这个方法的「[^」]+」的特殊召唤1回合只能有1次", _method_once),
    # 板块轰击者, 入魔炎精兽…: "This effect can be used up to twice per turn"
    Piece("uses-per-turn", ACTION, r"这个效果1回合可以使用最多(?P<n>[2-9])次", _uses),
    # 星际仙踪-先行者号 Starliege Seyfert's kin: "This card cannot be targeted by your opponent's card effects"
    Piece("untargetable", STATIC, r"这张卡不会成为对方的效果的对象",
          lambda d, m: d.keywords.add(UNTARGETABLE) if d.kind == "monster" else _not_a_monster()),
    # 幻影之龙 Phantom Dragon, 漆黑的战士 狼人 Dark Warrior Wolf: "While this card is in the Monster Zone, your opponent
    # cannot activate Trap Cards during the Battle Phase"
    Piece("battle-trap-lock", STATIC, r"只要这张卡在怪兽区域存在，对方在战斗阶段不能把陷阱卡发动",
          lambda d, m: d.keywords.add(TRAP_LOCK) if d.kind == "monster" else _not_a_monster()),
    # 光子海盗 Photon Pirate, 蛇头食尸鬼: "The effects of "X" can be used up to twice per turn" (by name)
    Piece("uses-per-turn", ACTION, r"「[^」]+」的效果1回合可以使用最多(?P<n>[2-9])次", _name_uses),
    # 死之信息「E」 Spirit Message "I", 第二之棺 The Second Sarcophagus: "this card can only come to the field by the
    # effect of "X"" (a Spell: neither activated from the hand nor Set)
    Piece("effect-only", STATIC, r"这张卡(?:不用「(?P<q>[^」]+)」的效果不能在场上出现|只能通过「(?P<by>[^」]+)」的效果上场)", _effect_only),
    # 精灵兽 川豚, 堕天使 莫斯提马…: "You can only Special Summon "X" once per turn"
    Piece("special-once-per-turn", STATIC, r"自己对「[^」]+」1回合只能有1次特殊召唤"
          r"(?:，(?:那个|那些)作为(?P<marks>[①-⑳]+)的效果1回合(?:只能|各能)使用1次)?", _special_once),
    # 雷-神 Thunder Nyan Nyan's kin, 罪 Malefic, 地缚神 Earthbound Immortal, 坏兽 Kaiju…: "There can only be 1 face-up
    # "X" on the field", "… 1 face-up "Malefic" monster on the field", "You can only control 1 face-up "Kaiju" monster"
    # (YGO Cartas.2; ``uniques``)
    Piece("unique-on-field", STATIC, r"「[^」]+」在场上只能有1(?:只|张)表侧表示存在", _unique("field")),
    Piece("unique-on-field", STATIC, r"名字带有「(?P<q>[^」]+)」的怪兽在场上只能有1只表侧表示存在", _unique("field")),
    Piece("unique-on-field", STATIC, r"「(?P<q>[^」]+)」怪兽在自己场上只能有1只表侧表示存在", _unique("own")),
    # 未知同调士 Unknown Synchron, 遁地鼹鼠, 成长的鳞茎 Rising Bulb…: "You can only Special Summon "X" by its ① once per
    # Duel", "You can only use the effect of "X" once per Duel", "You can only activate 1 "X" per Duel"
    Piece("once-per-duel", HEAD, rf"{_NAME}的(?:(?P<marks>[①-⑳]+)的)?(?:方法的特殊召唤在决斗中只能有|效果在决斗中只能使用)1次。",
          _once_duel),
    Piece("once-per-duel", HEAD, r"(?:这个卡名的卡|「[^」]+」)在决斗中只能发动1张。",
          lambda d, m: d.card_once.__setitem__("card", f"{DUEL}card")),
    Piece("once-per-duel", ACTION, r"「[^」]+」的这个效果在决斗中只能使用1次", lambda d, m: setattr(d, "once", f"{DUEL}this")),
)
