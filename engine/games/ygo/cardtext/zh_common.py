"""Generic effect sentences of YGOPro's Simplified Chinese card texts that ``zh`` and its families do not read: a
monster's "banish this card from the field" as a cost, the older "discard this card to the GY." that opens an effect
with no 发动 said, and "return it to the top of the Deck".

Each ``Piece`` is read like those of ``zh`` (the compiler takes every table of ``cardtext.WORDINGS``); what it means
is played by the engine's operations (``common_ops``) and costs (``costs``)."""

from __future__ import annotations

import json
import re

from engine.games.ygo.cardtext.model import ACTION, COST, TIMING, Draft, Piece
from engine.games.ygo.cardtext.zh_clauses import fill_condition
from engine.games.ygo.cardtext.zh_words import ATTRIBUTES, NUM, RACE, RACES, THAT

def _banish_from_field(draft: Draft, found: re.Match[str]) -> None:
    """"Banish this card from the field;": the cost of a face-up monster's effect used on the field (YGO
    CartasDeMonstruosDeEfecto.6, PalabrasClave.5), paid by ``costs.pay_cost``."""
    if draft.kind != "monster" or draft.zone or draft.trigger not in (None, "ignition"):
        raise ValueError("a face-up monster's effect used at will")
    draft.cost("banish_field_self")


def _older_discard(draft: Draft, found: re.Match[str]) -> None:
    """The older "Discard this card to the GY. <effect>" (守墓的司令官 Gravekeeper's Commandant), with no "activate"
    said: an Ignition Effect used from the hand, its cost the discard (YGO CartasDeMonstruosDeEfecto.6)."""
    if draft.kind != "monster" or draft.trigger is not None or draft.zone or draft.costs \
            or "发动" in found.string[found.end():]:
        raise ValueError("an older monster's effect from the hand")
    draft.zone = "mano"
    draft.cost("discard_self")
    draft.trigger, draft.activated, draft.optional = "ignition", True, True


def _kinds_in_graveyard(draft: Draft, found: re.Match[str]) -> None:
    """"If there are N or more "X" monsters with different names in your GY" (``gy_names``, YGO Cartas.2)."""
    draft.conditions.append(f"gy_names:{found.group('n')}:{found.group('has')}")


def _count_on_field(draft: Draft, found: re.Match[str]) -> None:
    """"If you control N or more (face-up) "X" / LIGHT / Warrior monsters": ``has_n`` with the slots of
    ``textops.field_has`` (a monster is counted face-up: YGO Cartas.2)."""
    spec: dict[str, object] = {"side": "own", "kind": "monster"}
    for group, key, words in (("has", "name_has", None), ("attr", "attribute", ATTRIBUTES), ("race", "race", RACES)):
        if found.group(group):
            spec[key] = words[found.group(group)] if words else found.group(group)
    draft.conditions.append(f"has_n:{found.group('n')}:{json.dumps(spec, sort_keys=True, ensure_ascii=False)}")


def _level_on_field(draft: Draft, found: re.Match[str]) -> None:
    """"If you control a (face-up) Level N (or higher) monster": ``has_n`` 1 with its Level slot (``textops.matches``)."""
    key = "min_level" if found.group("more") else "level"
    spec = {"side": "own", "kind": "monster", key: int(found.group("lv"))}
    draft.conditions.append(f"has_n:1:{json.dumps(spec, sort_keys=True, ensure_ascii=False)}")


def _hand_picks(draft: Draft, found: re.Match[str]) -> None:
    """"(Then) discard N cards / send N cards from your hand to the GY", said as the effect resolves (not a cost): its
    controller picks each as it resolves (``common_ops._op_hand_pick``)."""
    how = "discard" if found.group("how") == "丢弃" else "send"
    for _ in range(int(found.group("n"))):
        draft.op("hand_pick", how=how)


def _monster_trigger(draft: Draft, trigger: str) -> None:
    if draft.kind != "monster" or draft.trigger is not None:
        raise ValueError("a monster's trigger")
    draft.trigger = trigger


def _attacked_to_graveyard(draft: Draft, found: re.Match[str]) -> None:
    """"When this card is destroyed by an attack of an opponent's monster and sent to the GY": destroyed by battle as
    the monster attacked (``attacked``, YGO DeterminacionDelDano)."""
    _monster_trigger(draft, "battle_to_graveyard")
    draft.conditions.append("attacked")


PIECES: tuple[Piece, ...] = (
    Piece("cost-banish-field-self", COST, r"把场上的这张卡除外", _banish_from_field),
    Piece("older-discard-self", COST, r"把这张卡从手卡丢弃去墓地。", _older_discard),
    # 凤凰神的羽毛 Phoenix Wing Wind Blast's kin: "return the chosen card to the top of the Deck"
    # conditions of a summon procedure or an effect ("If your opponent controls no monsters, you can Special Summon this
    # card from your hand")
    Piece("condition-common", TIMING, r"对方场上没有怪兽存在的场合", fill_condition("no_opponent_monsters")),
    Piece("condition-common", TIMING, r"对方场上的怪兽数量比自己场上的怪兽数量多的场合", fill_condition("fewer_monsters")),
    Piece("condition-common", TIMING, r"对方场上有卡存在，自己场上没有卡存在的场合", fill_condition("only_opponent_cards")),
    Piece("condition-common", TIMING, rf"自己墓地有名字带有「(?P<has>[^」]+)」的怪兽(?P<n>{NUM})种类以上存在的场合", _kinds_in_graveyard),
    Piece("condition-common", TIMING, rf"自己场上有(?:名字带有「(?P<has>[^」]+)」的|(?P<attr>[地水炎风光暗])属性|(?P<race>{RACE}))?怪兽"
          rf"(?:表侧表示)?(?P<n>{NUM})只以上(?:表侧表示)?存在的场合", _count_on_field),
    # 星间龙 秒差龙, 似耳怪…: "if you control a Level 8 monster" (a face-up one, YGO Cartas.2)
    Piece("condition-common", TIMING, r"对方场上有怪兽存在，(?=自己场上有)", fill_condition("opponent_monsters_min:1")),
    Piece("condition-common", TIMING, rf"自己场上有(?P<lv>{NUM})星(?P<more>以上)?的?怪兽(?:表侧表示)?存在的场合", _level_on_field),
    Piece("hand-pick", ACTION, rf"(?:自己)?(?:从手卡)?选(?P<n>{NUM})张(?:手卡)?(?P<how>丢弃|送去墓地)", _hand_picks),
    # "If this card is sent to the GY by a card effect" / "destroyed by a card effect and sent to the GY" (common_ops)
    Piece("by-effect-to-graveyard", TIMING, r"这张卡被效果送去墓地的场合", lambda d, m: _monster_trigger(d, "effect_to_graveyard")),
    Piece("by-effect-to-graveyard", TIMING, r"(?:场上的)?这张卡被效果破坏送去墓地的场合",
          lambda d, m: _monster_trigger(d, "effect_destroyed_to_graveyard")),
    # 朱雀召唤士: "when this card is destroyed by an attack of an opponent's monster and sent to the GY" — attacked
    Piece("by-effect-to-graveyard", TIMING, r"这张卡被对方怪兽的攻击破坏送去墓地时", _attacked_to_graveyard),
    # 太古的白石 White Stone of Ancients: "during the End Phase of the turn this card was sent to the GY: you can …"
    Piece("sent-turn-end", TIMING, r"这张卡被送去墓地的回合的结束阶段(?=才能发动)", lambda d, m: _monster_trigger(d, "end_sent_turn")),
    Piece("to-deck-top", ACTION, rf"(?:{THAT}|选择的卡)回到(?:持有者(?:的)?)?卡组最上面", lambda d, m: d.op("to_deck_top", what="target")),
)
