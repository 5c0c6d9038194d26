"""The 时械神 Timelord family in YGOPro's Simplified Chinese wording, and the clauses it shares with others: "this
card cannot be destroyed by battle or card effects, and any battle damage you take from battles involving it becomes
0", "at the end of the Battle Phase, if this card battled: …", "during your Standby Phase: return this card to the
Deck", and what their Battle Phase effects do (LP halved or set, damage by the difference, the opponent's cards
returned to the Deck). The 妖仙兽 Yosenju's "during the End Phase of the turn this card was Special Summoned: return it
to the hand" is read here too.

Each ``Piece`` is read like those of ``zh``; the engine plays them in ``timelord_ops`` (YGO Cartas.2: the text
overrides the rulebook).
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import ACTION, STATIC, TIMING, Draft, Fill, Piece

NUM = "[0-9]+"
#: The keywords ``timelord_ops`` reads: "battle damage … becomes 0" (whose), "cannot be destroyed by card effects".
DAMAGE_ZERO, EFFECT_SAFE = "battle_damage_zero", "effect_indestructible"
#: The triggers of a monster on the field, whose "return this card" finds it there.
ON_FIELD = (None, "ignition", "quick", "standby", "end_own", "battle_end")
#: The condition "the turn this card was Special Summoned" (``conditions.condition_holds``).
SPECIAL_SUMMONED_THIS_TURN = "special_summoned_this_turn"


def _monster(draft: Draft) -> None:
    if draft.kind != "monster":
        raise ValueError("a monster's clause")


def _shield(draft: Draft, found: re.Match[str]) -> None:
    """"This card cannot be destroyed by battle or card effects(, and any battle damage you / both players take from
    battles involving (this Attack Position) card becomes 0)": keywords of the monster (``timelord_ops``)."""
    _monster(draft)
    draft.keywords |= {"battle_indestructible", EFFECT_SAFE}
    if found.group("who"):
        whose = "both" if found.group("who") == "双方" else "self_attack" if found.group("atk") else "self"
        draft.keywords.add(f"{DAMAGE_ZERO}:{whose}")


def _battle_end(draft: Draft, found: re.Match[str]) -> None:
    """"At the end of the Battle Phase, if this card battled (and you have less than N LP)": a Trigger Effect of the
    monster (``timelord_ops.battle_end_tasks``, YGO DeterminacionDelDano.41–42)."""
    _monster(draft)
    if draft.trigger is not None:
        raise ValueError("a second trigger")
    draft.trigger = "battle_end"
    if found.group("lp"):
        draft.conditions.append(f"lp_below:{found.group('lp')}")


def _special_summoned_turn_end(draft: Draft, found: re.Match[str]) -> None:
    """"During the End Phase of the turn this card was Special Summoned": a Trigger Effect of its controller's End
    Phase (YGO CartasDeMonstruosDeEfecto.7, DeterminacionDelDano.45) while it was Special Summoned this turn."""
    _monster(draft)
    if draft.trigger is not None:
        raise ValueError("a second trigger")
    draft.trigger = "end_own"
    draft.conditions.append(SPECIAL_SUMMONED_THIS_TURN)


def _op(name: str, **args: object) -> Fill:
    def fill(draft: Draft, found: re.Match[str]) -> None:
        draft.op(name, **args)
    return fill


def _self_back(to: str) -> Fill:
    """"Return this card (on the field) to its owner's hand / Deck"."""
    def fill(draft: Draft, found: re.Match[str]) -> None:
        _monster(draft)
        if draft.trigger not in ON_FIELD:
            raise ValueError("this card is not on the field")
        draft.op("return" if to == "hand" else "field_to_deck", what="self")
    return fill


def _all_to_deck(draft: Draft, found: re.Match[str]) -> None:
    """"Return all (Spells and Traps) your opponent controls to the Deck"."""
    draft.op("field_to_deck", what="opponent_spells" if found.group("what") == "魔法·陷阱卡" else "opponent_cards")


def _redraw(draft: Draft, found: re.Match[str]) -> None:
    """"Then, your opponent draws the number of cards returned to their Deck"."""
    draft.amend(("field_to_deck",), redraw=True)


PIECES: tuple[Piece, ...] = (
    # 时械神 Timelords: "cannot be destroyed by battle or card effects, and any battle damage you (both players) take
    # from battles involving (this Attack Position) card becomes 0"
    Piece("timelord-shield", STATIC, r"这张卡不会被战斗·效果破坏(?:，(?P<atk>攻击表示的)?这张卡的战斗发生的对?(?P<who>自己|双方)的战斗伤害变成0)?",
          _shield),
    Piece("battle-end", TIMING, rf"这张卡进行战斗的战斗阶段结束时(?:，自己基本分比(?P<lp>{NUM})少的场合)?(?=发动)", _battle_end),
    Piece("self-to-deck", ACTION, r"这张卡回到持有者卡组", _self_back("deck")),
    Piece("all-to-deck", ACTION, r"对方场上的(?P<what>魔法·陷阱卡|卡)全部回到(?:持有者)?卡组", _all_to_deck),
    Piece("all-to-deck", ACTION, r"对方抽出回到自身卡组的数量", _redraw),
    Piece("halve-lp", ACTION, r"对方基本分变成一半", _op("halve_lp")),
    Piece("set-lp", ACTION, rf"自己基本分变成(?P<n>{NUM})", lambda d, m: d.op("set_lp", amount=int(m.group("n")))),
    Piece("lp-difference", ACTION, r"自己基本分比对方少的场合，给与对方那个相差数值的伤害", _op("damage_difference")),
    # 妖仙兽 Yosenju: "during the End Phase of the turn this card was Special Summoned: return it to the hand"
    Piece("special-summoned-turn-end", TIMING, r"这张卡特殊召唤的回合的结束阶段", _special_summoned_turn_end),
    Piece("self-to-hand", ACTION, r"这张卡回到持有者手卡", _self_back("hand")),
)
