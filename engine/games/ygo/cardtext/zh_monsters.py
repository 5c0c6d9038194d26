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

from engine.games.ygo.cardtext.model import HEAD, STATIC, TIMING, Draft, Fill, Piece

_N = "[0-9]+"


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


def _fusion_only(draft: Draft, found: re.Match[str]) -> None:
    """What a Fusion Monster says of its own summon that the classic rules already make so."""
    if draft.kind != "monster" or draft.sub != "fusion":
        raise ValueError("a Fusion Monster's clause")


PIECES: tuple[Piece, ...] = (
    Piece("gemini", STATIC, _GEMINI_NORMAL, _keyword("gemini")),
    Piece("gemini", STATIC, _GEMINI_AGAIN, _keyword("gemini")),
    Piece("gemini", HEAD, r"●", _granted),
    # 大块石人 Big Piece Golem: "If your opponent controls a monster and you control no monsters, you can Normal
    # Summon this card without Tributing" (YGO Cartas.2 over PhasesDelJuego.21)
    Piece("summon-untributed-if", STATIC, r"这张卡可以不用解放作(?:通常)?召唤", _summon_condition("untributed")),
    Piece("summon-untributed-if", TIMING, rf"对方场上(?:的怪兽是|有怪兽)(?P<n>{_N})只以上(?:存在)?的场合",
          lambda d, m: d.conditions.append(f"opponent_monsters_min:{m.group('n')}")),
    # 鬼计魔女 …: "You can only Normal Summon this card face-up if you control a "Ghostrick" monster" (Cartas.2)
    Piece("summon-face-up-if", STATIC, r"才能让这张卡表侧表示召唤", _summon_condition("summon_if")),
    # 电子终结龙 Chimeratech Overdragon… "Must be Fusion Summoned" (from the Extra Deck), "cannot be Special Summoned
    # except by Fusion Summon", "cannot be Fusion Summoned except with the materials above": under the classic rules
    # a Fusion Monster leaves the Fusion Deck only by a Fusion Summon with the materials it lists (YGO
    # CartasDeMonstruosFusion.1), and no effect Special Summons one from elsewhere (``textops.may_special_summon``)
    # — what these say is already so
    Piece("fusion-only", STATIC, r"这张卡用融合召唤才能从额外卡组特殊召唤|这只怪兽不能作融合召唤以外的特殊召唤"
          r"|这张卡的融合召唤不用上记的卡不能进行", _fusion_only),
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
    Piece("ritual-tributes", STATIC, rf"必须从场地和手卡把等级直到{_N}以上的卡作为祭品", _ritual_tributes),
    # "Once per turn, this card cannot be destroyed by battle" (YGO Cartas.2; ``textops.battle_safe``)
    Piece("battle-safe-once", STATIC, r"这张卡1回合只有1次不会被战斗破坏", _keyword("battle_safe_once")),
)
