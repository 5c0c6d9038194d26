"""The Simplified Chinese wording of YGOPro's Spell and Trap texts, and of clauses common to effects in
general, that ``zh`` does not read: the pieces the compiler adds to the ``zh`` table (``cardtext.WORDINGS``).

Each piece reads one clause as ``zh``'s do (``model.Piece``); what it means is said once, in the
``Draft`` it fills in, and played by the engine's operations (``textops``, ``effects``).
"""

from __future__ import annotations

import re

from engine.games.ygo.cards import Boost, TargetSpec
from engine.games.ygo.cardtext.model import ACTION, STATIC, TIMING, Draft, Fill, Piece
from engine.games.ygo.cardtext.zh_board import DESTROY_ALL, all_of_kind, fill_bound
from engine.games.ygo.cardtext.zh_clauses import direct_attack_declared, fill_answers, from_zone
from engine.games.ygo.cardtext.zh_words import ATTRIBUTES, FILTER, RACE, RACES, ZONES

#: The operations that Special Summon a monster a later clause may say more of ("the monster Special
#: Summoned by this effect …").
_SUMMONS = ("special_summon", "summon_from")


def _negates_older(draft: Draft, found: re.Match[str]) -> None:
    """A Counter Trap's older "negate the activation of a (an opponent's) Spell/Trap Card, and destroy it" with no
    "when … is activated" before it: what it answers is what it negates (YGO CartasDeTrampa.7; only Spell Speed 3
    answers it, Cadenas.15)."""
    if (draft.kind, draft.sub) != ("trap", "counter") or draft.when is not None or draft.ops:
        raise ValueError("a Counter Trap's answer")
    fill_answers(draft, found)
    draft.activated = True
    draft.op("negate")


def _named_boost(draft: Draft, found: re.Match[str]) -> None:
    """A Field or Continuous Spell's "the "X" monsters on the field (you control) gain N ATK/DEF": a lasting boost of the
    face-up monsters with "X" in their names (YGO Cartas.2)."""
    if (draft.kind, draft.sub) not in (("spell", "field"), ("spell", "continuous"), ("trap", "continuous")) \
            or draft.boost is not None:
        raise ValueError("a lasting card's one boost")
    amount = int(found.group("n")) * (1 if found.group("dir") == "上升" else -1)
    stat = found.group("stat")
    draft.boost = Boost(atk=amount if stat != "守备力" else 0, defense=amount if stat != "攻击力" else 0,
                        side="own" if found.group("side") == "自己场上" else "any", name_has=found.group("has"))


def _equip_stats(draft: Draft, found: re.Match[str]) -> None:
    """An Equip Spell's "the equipped monster gains N ATK (and loses M DEF)" (YGO CartasMagicas.8)."""
    if (draft.kind, draft.sub) != ("spell", "equip") or draft.boost is not None:
        raise ValueError("an Equip Spell's one boost")
    down = found.groupdict().get("down")
    draft.boost = Boost(atk=int(found.group("n")), defense=-int(down) if down else 0)


def _equip_only(draft: Draft, found: re.Match[str]) -> None:
    """"Equip only to a WATER monster / a Fairy / a monster with "Ninja" in its name": the face-up monsters it may be
    equipped to (YGO Cartas.2 over CartasMagicas.8)."""
    if (draft.kind, draft.sub) != ("spell", "equip") or draft.equip_to is not None:
        raise ValueError("an Equip Spell's limit")
    attribute = ATTRIBUTES[found.group("attr")] if found.group("attr") else None
    draft.equip_to = TargetSpec("monstruos", "any", "monster", True, race=RACES[found.group("race")] if found.group("race") else None,
                                name_has=found.group("has"), filter=(("attribute", attribute),) if attribute else ())


def _maintenance(draft: Draft, found: re.Match[str]) -> None:
    """"This card's controller pays N LP during each of their Standby Phases, or destroys this card": a Standby Phase
    effect of the face-up card whose cost is asked then — paid, the card stays; not paid, it is destroyed (YGO
    CartasMagicas.5, PhasesDelJuego.5)."""
    if (draft.kind, draft.sub) not in (("spell", "continuous"), ("spell", "field"), ("trap", "continuous")) \
            or draft.trigger is not None or draft.ops:
        raise ValueError("a lasting card's own upkeep")
    draft.trigger, draft.activated, draft.optional = "standby", True, False
    draft.cost_lp = int(found.group("n"))


def _equip_control(draft: Draft, found: re.Match[str]) -> None:
    """强夺 Snatch Steal: "equip only to a monster your opponent controls. You gain control of the equipped monster"
    (while it stays equipped: ``textops.equipped``, ``textops.equip_control_lost``; YGO ControlDeUnMonstruoDelAdversario)."""
    if (draft.kind, draft.sub) != ("spell", "equip") or draft.equip_to is not None:
        raise ValueError("an Equip Spell's")
    draft.equip_to = TargetSpec("monstruos", "opponent", "monster", True)
    draft.keywords.add("equip_control")
    draft.boost = draft.boost or Boost()  # no ATK/DEF of its own


def _summoned(**marks: bool) -> Fill:
    """"The monster Special Summoned by this effect cannot attack this turn / is destroyed during the End
    Phase": said of the summon before it, a mark the monster keeps while it stays on the field (YGO
    Cartas.2; ``textops.summon_marks``)."""
    def fill(draft: Draft, found: re.Match[str]) -> None:
        draft.amend(_SUMMONS, **marks)
    return fill


PIECES: tuple[Piece, ...] = (
    # the older recruiters (杀人番茄 Mystic Tomato, 军队龙 Troop Dragon): "choose 1 … from your Deck and Special
    # Summon it (in Attack Position) to your field. Then shuffle your Deck" (YGO PhasesDelJuego.31)
    Piece("recruit", ACTION, rf"(?:可以)?从(?:自己的?)?(?P<zones>{ZONES})(?:选择|选){FILTER}(?:在自己的?场上)?"
          r"(?P<pos>守备表示|表侧攻击表示|攻击表示)?特殊召唤(?:到(?:自己)?场上)?", from_zone("summon_from")),
    # 回忆的秋千 Swing of Memories, 速攻旋转 Rapid Trigger, 钢铁呼唤 Call of the Iron: what the summon brings out
    # cannot attack this turn (or at all), is destroyed during this turn's End Phase, has its effects negated
    Piece("summoned-until-end", ACTION, r"这个效果特殊召唤的怪兽在这个回合不能攻击(?:宣言)?", _summoned(no_attack_turn=True)),
    Piece("summoned-until-end", ACTION, r"这个效果特殊召唤的怪兽在(?:这个回合的)?结束阶段时?破坏", _summoned(destroy_at_end=True)),
    Piece("summoned-until-end", ACTION, r"这个效果特殊召唤的怪兽不能攻击，(?:在)?结束阶段时?破坏",
          _summoned(no_attack=True, destroy_at_end=True)),
    Piece("summoned-until-end", ACTION, r"这个效果特殊召唤的怪兽的效果无效化，(?:在)?结束阶段时?破坏",
          _summoned(effects_negated=True, destroy_at_end=True)),
    # the older wording of 活死人的呼声 Call of the Haunted's bond (亚马逊的意志, 邪恶苏生): "when this card is not on the
    # field, destroy that monster. When that monster is destroyed, destroy this card" (YGO Cartas.2)
    Piece("bound", ACTION, r"这张卡不在场上存在时，那只怪兽破坏。那只怪兽(?P<how>破坏)时这张卡破坏", fill_bound),
    # 给死者的供物 Offerings to the Doomed: "… Skip your next Draw Phase" (YGO PhasesDelJuego.3 is not lost: no draw is due)
    Piece("skip-draws", ACTION, r"下次的自己抽卡阶段跳过", lambda d, m: d.op("skip_draws", count=1)),
    # 斗争本能 Fighting Spirit's kin, 变形斗士·紧急迎击: "when your opponent declares a direct attack" (a Trap's timing)
    Piece("end-battle", TIMING, r"对方宣言直接攻击时", direct_attack_declared),
    # 魔女狩猎 Witch-hunt's older "destroy all face-up Spellcaster monsters on the field" (…族的怪兽)
    Piece("destroy-all-of-kind", ACTION, DESTROY_ALL.replace(")?(?P<what>", ")?的?(?P<what>", 1), all_of_kind),
    # 万能地雷 阔剑式 Widespread Ruin: "destroy the 1 face-up Attack Position monster your opponent controls with the highest ATK"
    Piece("destroy-extreme", ACTION, r"对方场上的表侧攻击表示怪兽之内1只攻击力(?P<way>最低|最高)的怪兽破坏",
          lambda d, m: d.op("destroy_extreme", stat="atk", lowest=m.group("way") == "最低", position="attack")),
    # 地缚波, 对抗魔术, 格挡: the older Counter Trap "negate the activation of (your opponent's) Spell/Trap Card and destroy it"
    Piece("negate", ACTION, r"(?P<opp>对方的|对方发动的)?(?P<what>魔法·陷阱卡|魔法卡|陷阱卡)的发动无效并破坏", _negates_older),
    # 威风阵·飞马, 点火阵·凤凰: a Field Spell's "the "X" monsters on the field gain 300 ATK/DEF"
    Piece("named-boost", STATIC, r"(?:只要这张卡在(?:场地区域|魔法与陷阱区域|场上)存在，)?(?P<side>自己场上|场上)的「(?P<has>[^」]+)」怪兽的"
          r"(?P<stat>攻击力·守备力|攻击力|守备力)(?P<dir>上升|下降)(?P<n>[0-9]+)", _named_boost),
    # the older Equip Spells: 钢甲壳 Steel Shell, 突风之扇 Gust Fan, 风魔手里剑 Fuhma Shuriken
    Piece("equip-boost", STATIC, r"装备的怪兽攻击力上升(?P<n>[0-9]+)，守备力下降(?P<down>[0-9]+)", _equip_stats),
    Piece("equip-boost", STATIC, r"装备这张卡的怪兽攻击力上升(?P<n>[0-9]+)点", _equip_stats),
    Piece("equip-boost", STATIC, rf"(?:(?P<attr>[地水炎风光暗])属性的怪兽才能装备|只有(?P<race>{RACE})怪兽能装备这张卡"
          r"|名称中含有「(?P<has>[^」]+)」字样的怪兽才能装备这张卡)", _equip_only),
    # 捕食花盆, 和平使者 Messenger of Peace: the upkeep of a face-up card, paid in its controller's Standby Phase
    Piece("maintenance", ACTION, r"(?:这张卡的控制者在)?每次自己的?准备阶段支付(?P<n>[0-9]+)基本分。"
          r"(?:或者不支付(?:(?P=n))?基本分让这张卡破坏|若(?:不|没有)支付，这张卡破坏)", _maintenance),
    Piece("equip-control", STATIC, r"得到装备这张卡的对方怪兽的控制权", _equip_control),
    Piece("equip-control", STATIC, r"对方每次准备阶段，对方基本分回复(?P<n>[0-9]+)分",
          lambda d, m: d.keywords.add(f"opponent_standby_gain:{m.group('n')}")),
)
