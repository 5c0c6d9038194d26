"""Negations of an activation in YGOPro's Simplified Chinese card texts that ``zh`` and ``zh_spells`` do not read:
a Counter Trap negating the activation of any card or Effect Monster's effect, and the wordings that send the
negated card back to its owner's hand or Deck instead of destroying it.

Each ``Piece`` is read like those of ``zh``; the ``negate`` operation plays it (``to``: where the negated card goes,
YGO Cartas.2 over CartasDeTrampa.7) and the activation's ``when`` says what it answers (``effects.ACTIVATIONS``).
"""

from __future__ import annotations

import json
import re

from engine.games.ygo.cardtext.model import ACTION, TIMING, Draft, Piece
from engine.games.ygo.cardtext.zh_words import ATTRIBUTES, RACE, RACES
from engine.games.ygo.effect_negation import LINK_TARGETS

#: What a Counter Trap negates, as its ``when`` names it.
_ANSWERS = {"魔法·陷阱卡": "activation", "魔法卡": "spell_activation", "陷阱卡": "trap_activation",
            "效果怪兽的效果·魔法·陷阱卡": "any_activation", "魔法·陷阱·效果怪兽的效果": "any_effect",
            "装备魔法卡": "equip_activation", "反击陷阱": "counter_activation"}
#: Where the negated card goes: destroyed, or back to its owner's hand or Deck.
_TO = {"手卡": "hand", "卡组": "deck"}


def _negates(draft: Draft, found: re.Match[str]) -> None:
    """A Counter Trap's "negate the activation of a Spell Card (…), and destroy it / return it to its owner's hand
    (Deck)": what it answers is what it negates (YGO CartasDeTrampa.7); a timing said before it must agree."""
    if (draft.kind, draft.sub) != ("trap", "counter") or draft.ops:
        raise ValueError("a Counter Trap's answer")
    when = _ANSWERS[found.group("what")]
    if draft.when not in (None, when):
        raise ValueError("it negates what it answers")
    draft.when, draft.activated = when, True
    if found.group("battle"):
        draft.conditions.append("battle_phase")
    to = found.group("to")
    draft.op("negate", **({"to": _TO[to]} if to else {}))  # (destroyed, as the engine's "negate" does)


def _quick_answer(draft: Draft) -> None:
    """A monster's effect answering a chain link is a Quick Effect (YGO Cadenas.8–9); one it must use ("…发动。" with
    no "才能") the engine does not play, and is not read."""
    if not (draft.activated and draft.optional):
        raise ValueError("a monster's answer it must activate")
    draft.quick = True


def _negates_that(draft: Draft, found: re.Match[str]) -> None:
    """"Negate that activation (, and return that card to its owner's Deck / and banish it)", said after the activation
    it answers ("when a Trap Card is activated: …"): a Counter Trap's; the negated card goes to the Graveyard (it is
    not destroyed) unless the text sends it elsewhere."""
    if draft.when is None or draft.when.removeprefix("opponent_") not in {*_ANSWERS.values(), *_ACTIVATED.values()} \
            or draft.ops or draft.kind == "spell" \
            or draft.kind == "trap" and draft.sub != "counter":
        raise ValueError("a Counter Trap's or a monster's answer to an activation")
    if draft.kind == "monster":
        _quick_answer(draft)
    draft.op("negate", to="banish" if found.group("banish") else _TO.get(found.group("to") or "", "graveyard"))


#: "When a monster effect, Spell or Trap Card is activated" and its kin: what the activation answered is.
_ACTIVATED = {"怪兽的效果·魔法·陷阱卡": "any_activation", "魔法·陷阱卡": "activation", "魔法·陷阱·怪兽的效果": "any_effect",
              "效果怪兽的效果·魔法·陷阱卡": "any_activation", "怪兽的效果": "monster_activation",
              "效果怪兽的效果": "monster_activation",
              # 神之警告 Solemn Warning: "an activation that includes Special Summoning a monster"
              "包含把怪兽特殊召唤效果的怪兽的效果·魔法·陷阱卡": "summon_activation",
              # 透破拔 Debunk: "a monster effect activated in the hand or GY"
              "手卡·墓地有怪兽的效果": "zone_monster_activation"}


def _answers(draft: Draft, found: re.Match[str]) -> None:
    """"When (your opponent activates) a monster effect, Spell or Trap Card": what a Counter Trap or a monster's Quick
    Effect answers (YGO CartasDeTrampa.7, Cadenas.8)."""
    if draft.when is not None or draft.kind == "spell" or draft.kind == "trap" and draft.sub != "counter":
        raise ValueError("a Counter Trap's or a monster's answer")
    if draft.kind == "monster" and "才能发动" not in found.string[found.end():].split("。", 1)[0]:
        raise ValueError("a monster's answer it must activate")  # 死灵骑士: a Quick Effect it must use, not played
    when = _ACTIVATED[found.group("what")]
    draft.when = ("opponent_" + when) if found.group("opp") else when
    draft.quick = draft.kind == "monster"  # a monster's answer to a chain link is a Quick Effect (YGO Cadenas.8–9)


def _negates_if_face_up(draft: Draft, found: re.Match[str]) -> None:
    """A monster's "when a Spell Card is activated: …; if this card is face-up on the field, negate the activation, and
    destroy it" (超魔导剑士-黑魔导剑士 Dark Paladin): a Quick Effect answering that activation, which negates only if the
    monster is still face-up on the field as it resolves (``negate`` with ``if_face_up``)."""
    if draft.kind != "monster" or draft.when not in _ANSWERS.values() or draft.ops:
        raise ValueError("a monster's answer to an activation")
    _quick_answer(draft)
    draft.op("negate", if_face_up=True)


#: What a Counter Trap answering an activation that targets a card negates: the activation of …
_TARGETED = {"魔法·陷阱卡": "activation", "效果怪兽的效果·魔法·陷阱卡": "any_activation", "魔法": "spell_activation"}


def _negates_targeting(draft: Draft, found: re.Match[str]) -> None:
    """"Negate the activation of a Spell/Trap Card (an Effect Monster's effect) that targets (1) (face-up) (Zombie / DARK)
    monster(s) on the field (a card in the GY), and destroy it" (图坦假面, 暗之幻影, 力场, 英雄规则2): what it answers
    is such an activation (YGO CartasDeTrampa.7; the target a condition of the card, Cartas.2)."""
    if (draft.kind, draft.sub) != ("trap", "counter") or draft.ops or draft.when is not None:
        raise ValueError("a Counter Trap's answer")
    want: dict[str, object] = {"zone": "cementerio" if found.group("gy") else "monstruos"}
    if found.group("n"):
        want["count"] = 1
    if found.group("up"):
        want["face_up"] = True
    if found.group("race"):
        want["race"] = RACES[found.group("race")]
    if found.group("attr"):
        want["attribute"] = ATTRIBUTES[found.group("attr")]
    draft.when, draft.activated = _TARGETED[found.group("what")], True
    draft.conditions.append(LINK_TARGETS + json.dumps(want, ensure_ascii=False, sort_keys=True))
    draft.op("negate")


PIECES: tuple[Piece, ...] = (
    Piece("negate-activation", TIMING, rf"(?P<opp>对方把|对方)?(?P<what>{'|'.join(sorted(_ACTIVATED, key=len, reverse=True))})发动时",
          _answers),
    # 反射之圣刻印, 爆裂反击: "negate the activation of a Spell/Trap Card or Effect Monster's effect, and destroy it"; 羽翼之风
    # Feather Wind: "negate the activation of a Spell/Trap Card, and destroy that card"; 哥布林的敷衍了事 Goblin Out of the
    # Frying Pan: "negate the activation of a Spell Card, and return that card to its owner's hand"
    # 猛力反击: "… activated during the Battle Phase"; 铠甲破坏 Armor Break: "negate the activation of an Equip Spell Card,
    # and destroy it"; 反击反击 Counter Counter: "negate the activation of a Counter Trap Card, and destroy it"
    Piece("negate-activation", ACTION, rf"使?(?P<battle>战斗阶段中发动的)?(?P<what>{'|'.join(sorted(_ANSWERS, key=len, reverse=True))})"
          r"的发动无效(?:并破坏|，并(?:把那张卡|且将其|把那个)破坏|，那张卡回到持有者的?(?P<to>手卡|卡组))", _negates),
    # 反查 Cursed Seal of the Forbidden Spell's kin: "when a Trap Card is activated: negate that activation, and return
    # that card to its owner's Deck"
    Piece("negate-activation", ACTION, r"那个发动无效(?:，那张卡回到持有者的?(?P<to>手卡|卡组)|并(?P<banish>除外))?(?!并)", _negates_that),
    Piece("negate-activation", ACTION, r"这张卡在场上表侧表示存在的场合，那个发动无效并破坏", _negates_if_face_up),
    Piece("negate-targeting", ACTION, rf"以?(?:(?P<gy>墓地的卡)|场上(?P<up>表侧表示存在)?的(?P<n>1只)?(?:(?P<attr>[地水炎风光暗])属性|(?P<race>{RACE}))?怪兽)"
          r"为对象的(?P<what>效果怪兽的效果·魔法·陷阱卡|魔法·陷阱卡|魔法)的发动无效并破坏", _negates_targeting),
)
