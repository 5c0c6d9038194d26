"""The Simplified Chinese wording of Trap Monsters and of Standby Phase triggers: the pieces the compiler adds to the
``zh`` table (``cardtext.WORDINGS``).

A Trap Monster is a Continuous Trap whose activation Special Summons the card itself as a monster with the
stats its text prints, which stays a Trap Card too: "这张卡发动后变成通常怪兽（爬虫类族·地·4星·攻1600/守1800）在
怪兽区域特殊召唤。这张卡也当作陷阱卡使用。" (阿匹卜之化神 Embodiment of Apophis). The classic rulebook has no Trap
Monsters: what the card says is the rule (YGO Cartas.2); the engine plays it with ``engine.games.ygo.trapmonsters``.
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import ACTION, ACTIVATE, STATIC, TIMING, Draft, Piece
from engine.games.ygo.cardtext.zh_words import ATTRIBUTES, NUM, RACE, RACES

#: "(Rock/EARTH/Level 4/ATK 1600/DEF 1800)" as the texts print a Trap Monster's stats; "攻/守0": both are 0.
_STATS = (rf"（(?P<race>{RACE})(?P<tuner>·调整)?·(?P<attr>[地水炎风光暗])属?·(?P<lv>{NUM})星·"
          rf"攻(?P<atk>{NUM})?/守(?P<def>{NUM})）")
#: "Special Summon this card as a Normal (Effect) Monster … in the Monster Zone" (older: "as a monster card …").
BECOMES = (rf"这张卡发动后变成(?P<what>效果怪兽|通常怪兽|怪兽卡){_STATS}在(?:自己的)?怪兽(?:卡)?区域"
           r"(?P<pos>守备表示|攻击表示)?特殊召唤")


def _becomes(draft: Draft, found: re.Match[str]) -> None:
    """A Continuous Trap's activation: the card comes to its controller's Monster Zone as a monster with these
    stats, face-up in the position the text says (else its controller chooses) — YGO Cartas.2."""
    if (draft.kind, draft.sub) != ("trap", "continuous") or draft.ops or draft.target is not None:
        raise ValueError("a Continuous Trap's own activation")
    atk = found.group("atk")
    defense = int(found.group("def"))
    draft.op("become_monster", sub="effect" if found.group("what") == "效果怪兽" else "normal",
             race=RACES[found.group("race")], attribute=ATTRIBUTES[found.group("attr")], level=int(found.group("lv")),
             atk=int(atk) if atk is not None else defense, defense=defense,
             position={"守备表示": "defense", "攻击表示": "attack"}.get(found.group("pos") or "", ""))
    draft.conditions.append("monster_room")  # YGO AreaDeJuego.4: it needs a free Monster Zone to be activated


def _also_trap(draft: Draft, found: re.Match[str]) -> None:
    """"This card is also still a Trap Card": said of the card that became a monster just before."""
    draft.amend(("become_monster",), also_trap=True)


def _summoned_keeps(word: str) -> Piece:
    """"The card Special Summoned by this card's effect cannot attack / cannot be destroyed by battle": what the
    Trap Monster keeps while it is a monster (it is one only when its own effect Special Summoned it)."""
    def fill(draft: Draft, found: re.Match[str]) -> None:
        if (draft.kind, draft.sub) != ("trap", "continuous"):
            raise ValueError("a Trap Monster's")
        draft.keywords.add(word)
    sentence = {"no_attack": "不能攻击", "battle_indestructible": "不会被战斗破坏"}[word]
    return Piece("trap-monster", STATIC, rf"这张卡的效果特殊召唤的这张卡{sentence}", fill)


def _both_main_phases(draft: Draft, found: re.Match[str]) -> None:
    """"Activate only during either player's Main Phase" (阿匹卜之化神 Embodiment of Apophis): a condition of
    the card's activation."""
    if draft.kind != "trap" or draft.trigger is not None:
        raise ValueError("a Trap's activation")
    draft.conditions.append("main_phase")


def _standby(draft: Draft, found: re.Match[str]) -> None:
    """"During your Standby Phase: …" that must start (自己准备阶段发动, no 才能): a Trigger Effect of a face-up
    monster or Continuous card in its controller's Standby Phase (YGO PhasesDelJuego.5,
    CartasDeMonstruosDeEfecto.7)."""
    if (draft.kind, draft.sub) not in (("monster", "effect"), ("spell", "continuous"), ("trap", "continuous")) \
            or draft.trigger is not None or draft.ops or draft.activated:
        raise ValueError("a face-up card's own trigger")
    draft.trigger, draft.activated, draft.optional = "standby", True, False


def _each_standby(draft: Draft, found: re.Match[str]) -> None:
    """The older "(While this card is face-up (in Attack / Defense Position) on your field,) during each of your Standby
    Phases: …": a Trigger Effect of the face-up monster that must start then, if it is in that position (YGO
    PhasesDelJuego.5, CartasDeMonstruosDeEfecto.7)."""
    if (draft.kind, draft.sub) != ("monster", "effect") or draft.trigger is not None or draft.ops:
        raise ValueError("a monster's own trigger")
    draft.trigger, draft.activated, draft.optional = "standby", True, False
    if found.group("pos"):
        draft.conditions.append("self_attack" if found.group("pos") == "攻击" else "self_defense")


PIECES: tuple[Piece, ...] = (
    # 阿匹卜之化神 Embodiment of Apophis, 金属反射史莱姆 Metal Reflect Slime, 变形人姐妹 …
    Piece("trap-monster", ACTION, BECOMES, _becomes),
    Piece("trap-monster", STATIC, r"这张卡也当作陷阱卡使用", _also_trap),
    _summoned_keeps("no_attack"),
    _summoned_keeps("battle_indestructible"),
    Piece("trap-monster", TIMING, r"自己·对方的主要阶段(?=才能发动)", _both_main_phases),
    # 地狱门的契约书 Dark Contract with the Gate: "During your Standby Phase: take 1000 damage"
    Piece("standby-trigger", ACTIVATE, r"自己准备阶段发动。", _standby),
    # 微风之精灵 Spirit of the Breeze, 人鱼公主, 舞蹈妖精 Dancing Fairy, 传说的恶魔 Legendary Fiend
    Piece("standby-each", TIMING, r"(?:只要这张卡在自己场上表侧(?P<pos>攻击|守备)?表示的?存在，)?"
          r"每次(?:轮到)?自己的(?:回合的)?准备阶段(?:时)?", _each_standby),
    Piece("standby-each", ACTION, rf"(?<=准备阶段)回复(?P<n>{NUM})基本分", lambda d, m: d.op("gain", amount=int(m.group("n")))),
)
