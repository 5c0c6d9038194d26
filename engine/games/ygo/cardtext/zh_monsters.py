"""Monster families and monster-only clauses in YGOPro's Simplified Chinese wording (the shared
``cards.cdb``): Gemini monsters (二重), summoning conditions, self-destruction and battle
protections of a monster's own text.

Each ``Piece`` here is read like those of ``zh`` (the compiler takes both tables); what it gives a
card is a keyword or a summon limit the engine plays (``summons``, ``base``, ``battle``), each per
the classic rulebook's rule that a card's text overrides the rulebook (YGO Cartas.2).
"""

from __future__ import annotations

import json
import re

from engine.games.ygo.cardtext.model import ACTION, COST, HEAD, STATIC, TIMING, Draft, Fill, Piece
from engine.games.ygo.cardtext.zh_words import TARGET, fill_target

NUM = "[0-9]+"
#: The condition "Normal Summoned this turn" (``EffectsMixin._condition_holds``: its summoned_summon mark).
SUMMONED_THIS_TURN = "normal_summoned_this_turn"


def _keyword(word: str, kind: str = "monster") -> Fill:
    """A piece filling in a keyword of a card of ``kind`` (a monster's text on another kind is not read)."""
    def fill(draft: Draft, found: re.Match[str]) -> None:
        if draft.kind != kind:
            raise ValueError(f"a {kind}'s clause")
        draft.keywords.add(word)
    return fill


# Gemini (二重): "This card is treated as a Normal Monster while face-up on the field or in the GY. While this
# card is a Normal Monster on the field, you can Normal Summon it to have it become an Effect Monster with this
# effect." The older and the newer (①②) wordings of both sentences; the effects after "●" are what it gains.
_GEMINI_NORMAL = (r"这张卡在墓地或者场上表侧表示存在的场合，当作通常怪兽使用"
                  r"|这张卡只要在场上·墓地存在，当作通常怪兽使用")
_GEMINI_AGAIN = (r"场上表侧表示存在的这张卡可以作当成?通常召唤使用的再度召唤，这张卡(?:变成)?当作效果怪兽使用并得到以下效果"
                 r"|可以把场上的当作通常怪兽使用的这张卡作为通常召唤作再1次召唤。那个场合这张卡变成当作效果怪兽使用并得到以下效果")


def _granted(draft: Draft, found: re.Match[str]) -> None:
    """"●…": an effect a Gemini monster gains once it is Normal Summoned again (``compile_card``
    reads it only on a card whose text says it is a Gemini monster)."""
    if draft.kind != "monster":
        raise ValueError("a Gemini monster's effect")
    draft.keywords.add("gemini_granted")


def _summon_condition(word: str) -> Fill:
    """"(If …,) this card can be Normal Summoned without Tributing" / "can only be Normal Summoned face-up
    if …": the conditions read before it (``zh``'s "if you control no monsters" …) are its summon's, not
    an effect's — the keyword ``word:[conditions]`` (``summons.untributed``, ``summons.may_summon_face_up``)."""
    def fill(draft: Draft, found: re.Match[str]) -> None:
        if draft.kind != "monster" or draft.ops or draft.activated or draft.target is not None or draft.costs:
            raise ValueError("a monster's summoning condition")
        if word == "summon_if" and not draft.conditions:
            raise ValueError("a condition to summon it under")
        draft.keywords.add(f"{word}:{json.dumps(draft.conditions, ensure_ascii=False)}")
        draft.conditions = []
        draft.seen.discard(TIMING)
    return fill


def _ritual_tributes(draft: Draft, found: re.Match[str]) -> None:
    """What a Ritual Monster's text says of the Tributes its Ritual Spell needs: what the rules say already."""
    if (draft.kind, draft.sub) != ("monster", "ritual"):
        raise ValueError("a Ritual Monster's clause")


def _trigger(name: str) -> Fill:
    def fill(draft: Draft, found: re.Match[str]) -> None:
        if draft.kind != "monster":
            raise ValueError("a monster's trigger")
        draft.trigger = name
    return fill


def _self_to_deck(draft: Draft, found: re.Match[str]) -> None:
    """"Shuffle this card (from the Graveyard, where its trigger found it) into the Deck"."""
    if draft.trigger != "destroyed_by_opponent":
        raise ValueError("this card is in the Graveyard only after that trigger")
    draft.op("self_to_deck")


def _spirit(draft: Draft, found: re.Match[str]) -> None:
    """A Spirit monster returns to the hand in the End Phase of the turn it was Normal Summoned or
    flipped face-up: a Trigger Effect that must start (YGO CartasDeMonstruosDeEfecto.7)."""
    if draft.kind != "monster" or draft.trigger is not None or draft.ops:
        raise ValueError("a monster's own effect")
    draft.trigger, draft.activated, draft.optional = "end_own", True, False
    draft.conditions.append("summoned_or_flipped_this_turn")
    draft.op("return", what="self")


def _summoned_turn_end(draft: Draft, found: re.Match[str]) -> None:
    """"During the End Phase of the turn this card was Normal Summoned": a Trigger Effect of the monster's controller's
    End Phase (YGO CartasDeMonstruosDeEfecto.7, DeterminacionDelDano.45) while it was Normal Summoned this turn."""
    if draft.kind != "monster" or draft.trigger is not None:
        raise ValueError("a monster's own trigger")
    draft.trigger = "end_own"
    draft.conditions.append(SUMMONED_THIS_TURN)


def _chosen_position(draft: Draft, found: re.Match[str]) -> None:
    """The older "choose 1 … monster and change its battle position" (选择…改变表示形式): a target and its change."""
    if draft.target is not None:
        raise ValueError("a target already")
    fill_target(draft, found)
    draft.op("position", what="target")


def _gains_lasting(draft: Draft, found: re.Match[str]) -> None:
    """"This card gains N ATK" said by an effect: a change that stays until it leaves the field or turns face-down."""
    if draft.kind != "monster" or not (draft.activated or draft.trigger):
        raise ValueError("an effect's change")
    amount = int(found.group("n")) * (1 if found.group("dir") == "上升" else -1)
    stat = found.group("stat")
    draft.op("modify", what="self", until="field", atk=amount if stat != "守备力" else 0,
             **{"def": amount if stat != "攻击力" else 0})


def _opponent_turn_tribute(draft: Draft, found: re.Match[str]) -> None:
    if draft.kind != "monster":
        raise ValueError("a monster's cost")
    draft.quick = True
    draft.conditions.append("opponent_turn")
    draft.cost("tribute_self")


def _fusion_only(draft: Draft, found: re.Match[str]) -> None:
    """What a Fusion Monster says of its own summon that the classic rules already make so."""
    if draft.kind != "monster" or draft.sub != "fusion":
        raise ValueError("a Fusion Monster's clause")


PIECES: tuple[Piece, ...] = (
    Piece("gemini", STATIC, _GEMINI_NORMAL, _keyword("gemini")),
    Piece("gemini", STATIC, _GEMINI_AGAIN, _keyword("gemini")),
    Piece("gemini", HEAD, r"●", _granted),
    # Spirit monsters: "during the End Phase of the turn this card is Normal Summoned or flipped face-up: return it to
    # the hand" (YGO Cartas.2), in its three wordings
    Piece("spirit-return", ACTION, r"(?:这张卡)?召唤·反转(?:召唤)?的?回合的结束阶段时(?:这张卡)?回到(?:持有者|主人)的?手卡",
          _spirit),
    Piece("spirit-return", ACTION, r"(?:这张卡)?召唤·反转的回合的结束阶段发动。这张卡回到持有者的?手卡", _spirit),
    # 龙宫之姬 Otohime: "When this card is Normal Summoned or flipped face-up: you can choose 1 face-up monster your
    # opponent controls and change its battle position" (the older wording of a target, YGO Cartas.2)
    Piece("position-chosen", ACTION, rf"选择{TARGET}改变表示形式", _chosen_position),
    # 大块石人 Big Piece Golem: "If your opponent controls a monster and you control no monsters, you can Normal
    # Summon this card without Tributing" (YGO Cartas.2 over PhasesDelJuego.21)
    Piece("summon-untributed-if", STATIC, r"这张卡可以不用解放作(?:通常)?召唤", _summon_condition("untributed")),
    Piece("summon-untributed-if", TIMING, rf"对方场上(?:的怪兽是|有怪兽)(?P<n>{NUM})只以上(?:存在)?的场合",
          lambda d, m: d.conditions.append(f"opponent_monsters_min:{m.group('n')}")),
    # 鬼计魔女 …: "You can only Normal Summon this card face-up if you control a "Ghostrick" monster" (Cartas.2)
    Piece("summon-face-up-if", STATIC, r"才能让这张卡表侧表示召唤", _summon_condition("summon_if")),
    # 电子终结龙 Chimeratech Overdragon… "Must be Fusion Summoned" (from the Extra Deck), "cannot be Special Summoned
    # except by Fusion Summon", "cannot be Fusion Summoned except with the materials above": under the classic rules
    # a Fusion Monster leaves the Fusion Deck only by a Fusion Summon with the materials it lists (YGO
    # CartasDeMonstruosFusion.1), and no effect Special Summons one from elsewhere (``textops.may_special_summon``)
    # — what these say is already so
    Piece("fusion-only", STATIC, r"这张卡用融合召唤才能从额外卡组特殊召唤|这只怪兽不能作融合召唤以外的特殊召唤"
          r"|这张卡的融合召唤不用上记的卡不能进行|这张卡只能融合召唤不能特殊召唤", _fusion_only),
    # 彼岸的恶鬼 …: "If you control a monster that is not a "Burning Abyss" monster, destroy this card"; 天空的使者 …:
    # "If "The Sanctum in the Sky" is not on the field, destroy this card on the field" — applied as soon as it holds
    # (YGO Cartas.2; ``textops.self_destructs``)
    Piece("self-destruct", STATIC, r"自己场上有「(?P<q>[^」]+)」怪兽以外的怪兽存在的场合这张卡破坏",
          lambda d, m: _keyword(f"destroy_if_other:{m.group('q')}")(d, m)),
    Piece("self-destruct", STATIC, r"场上没有「(?P<q>[^」]+)」存在的场合，场上的这张卡破坏",
          lambda d, m: _keyword(f"destroy_without:{m.group('q')}")(d, m)),
    # 鹰眼 …: "When this card is Normal Summoned, Trap Cards cannot be activated" — not in answer to its Summon
    # (YGO Cartas.2; ``effects.activation_problem``)
    Piece("summon-trap-lock", STATIC, r"这张卡召唤成功时，陷阱卡不能发动", _keyword("summon_trap_lock")),
    # 饥饿的汉堡 Hungry Burger: ""Hamburger Recipe" descends. Tributes whose Levels add up to 6 or more must come from
    # the field and the hand" — how its Ritual Spell summons it (YGO CartasDeMonstrusDeRitual.3, ``whole._ritual``)
    Piece("ritual-tributes", STATIC, rf"必须从场地和手卡把等级直到{NUM}以上的卡作为祭品", _ritual_tributes),
    # 魔偶甜点 Madolche …: "When this card is destroyed by your opponent (by battle or by their card's effect) and sent
    # to the GY: shuffle it into the Deck" — a Trigger Effect that must start (YGO CartasDeMonstruosDeEfecto.7;
    # ``triggers.destroyed_by_opponent``)
    Piece("destroyed-by-opponent", TIMING, r"这张卡被对方破坏送去墓地时", _trigger("destroyed_by_opponent")),
    Piece("destroyed-by-opponent", ACTION, r"这张卡回到卡组", _self_to_deck),
    # 无限真理 …: "If this card destroys an opponent's monster by battle and sends it to the GY: this card gains 700
    # ATK" — what an effect does, lasting while it stays face-up on the field (YGO Cartas.2; the "。" it ends with makes
    # it longer than a lasting boost of ``zh``, which is no effect's)
    Piece("gains-lasting", ACTION, rf"这张卡的(?P<stat>攻击力·守备力|攻击力|守备力)(?P<dir>上升|下降)(?P<n>{NUM})。", _gains_lasting),
    # 电磁石战士α Electromagnet Warrior Alpha…: "During your opponent's turn: you can Tribute this card; …" — a Quick
    # Effect (Cadenas.9) usable only in the opponent's turn, its Tribute a cost (CartasDeMonstruosDeEfecto.6)
    Piece("opponent-turn-tribute", COST, r"对方回合把这张卡解放", _opponent_turn_tribute),
    # 雷帝 扎博尔格 Zaborg the Thunder Monarch, 冰帝 美比乌斯 Mobius the Frost Monarch…: "If this card is Tribute
    # Summoned: …" — a Trigger Effect (YGO CartasDeMonstruosDeEfecto.7) of a Normal Summon made with tributes
    # (PhasesDelJuego.21–23), not of one without (``summons.tribute_summoned``)
    Piece("on-tribute-summon", TIMING, r"这张卡上级召唤成功(?:时|的场合)", _trigger("summon_tribute")),
    # 共振虫 Resonance Insect, 电子衔尾蛇 Cyber Ouroboros, D.D.破坏王 D.D. Destroyer…: "If this card is banished (from the
    # GY / from the field): …" — a Trigger Effect (YGO CartasDeMonstruosDeEfecto.7) of the card in the banished zone
    # (PalabrasClave.5; ``YgoBase._banished``)
    Piece("banished", TIMING, r"墓地的这张卡被除外的场合", _trigger("banished_from_gy")),
    Piece("banished", TIMING, r"场上(?:存在)?的这张卡(?:被除外的场合|从游戏中除外时)", _trigger("banished_from_field")),
    Piece("banished", TIMING, r"这张卡(?:被除外的场合|从游戏中除外时)", _trigger("banished")),
    # "Once per turn, this card cannot be destroyed by battle" (YGO Cartas.2; ``textops.battle_safe``)
    Piece("battle-safe-once", STATIC, r"这张卡1回合只有1次不会被战斗破坏", _keyword("battle_safe_once")),
    # 妖仙兽 Yosenju, 纹章兽 狮子 Heraldic Beast Leo, 次世代中子人…: "during the End Phase of the turn this card was Normal
    # Summoned: (destroy it / …)"
    Piece("summoned-turn-end", TIMING, r"这张卡召唤的回合的结束阶段时?", _summoned_turn_end),
)
