"""Answers to an activation that includes one of the effects listed after the text, in YGOPro's Simplified Chinese
wording (灰流丽 Ash Blossom & Joyous Spring, 屋敷童 Ghost Belle & Haunted Mansion):

    ①：包含以下其中任意种效果的魔法·陷阱·怪兽的效果发动时，把这张卡从手卡丢弃才能发动。那个效果无效。
    ●从卡组把卡加入手卡的效果
    ●从卡组把怪兽特殊召唤的效果
    ●从卡组把卡送去墓地的效果

The effect is read as "when a Spell/Trap/monster effect is activated: …" would be (``compiler.compile_card``), with the
condition that the activation includes one of the listed effects (``effect_negation.link_includes``); "negate that
effect" (那个效果无效) is read here too: the chain link's effect does not apply, the card was activated all the same.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.games.ygo.cardtext.compiler import Unread, Wording, compile_card
from engine.games.ygo.cardtext.model import ACTION, Compiled, Draft, Piece
from engine.games.ygo.effect_negation import LINK_INCLUDES

_LISTED = re.compile(r"(?P<before>(?:[^\n]*\n)*?(?:①：)?)包含以下其中任意种效果的(?P<answer>魔法·陷阱·怪兽的效果发动时，[^\n]+)"
                     r"(?P<listed>(?:\n●[^\n●]+)+)")
#: The listed effects, as ``effect_negation.INCLUDES`` names them.
_INCLUDES = {"从卡组把卡加入手卡的效果": "deck_to_hand", "从卡组把怪兽特殊召唤的效果": "deck_summon",
             "从卡组把卡送去墓地的效果": "deck_to_graveyard", "从墓地把卡加入手卡·卡组·额外卡组的效果": "graveyard_out",
             "从墓地把怪兽特殊召唤的效果": "graveyard_summon", "从墓地把卡除外的效果": "graveyard_banish"}


def compile_listed(kind: str, sub: str, text: str, wording: Wording) -> tuple[Compiled, tuple[str, ...]] | None:
    """What such a whole ``text`` gives its card and the templates that read it (``None``: it is no such text, or a
    part of it is not read)."""
    found = _LISTED.fullmatch(text.strip().replace("\r", ""))
    if found is None:
        return None
    listed = [line.strip() for line in found.group("listed").split("●") if line.strip()]
    if any(line not in _INCLUDES for line in listed):
        return None
    try:
        compiled, used = compile_card(kind, sub, found.group("before") + found.group("answer"), wording)
    except Unread:
        return None
    effects = compiled.get("effects", ())
    answers = [i for i, effect in enumerate(effects) if effect.when in ("any_effect", "opponent_any_effect")]
    if len(answers) != 1:
        return None
    condition = LINK_INCLUDES + ",".join(_INCLUDES[line] for line in listed)
    effect = effects[answers[0]]
    effects = effects[:answers[0]] + (replace(effect, conditions=effect.conditions + (condition,)),) + effects[answers[0] + 1:]
    return {**compiled, "effects": effects}, tuple(sorted(set(used) | {"listed-effects"}))


def _negates_that_effect(draft: Draft, found: re.Match[str]) -> None:
    """"Negate that effect", said after the activation it answers: a monster's Quick Effect (its controller may use it),
    or a Counter Trap's (YGO Cartas.2, Cadenas.8)."""
    if draft.when not in ("any_effect", "opponent_any_effect") or draft.ops or draft.kind == "spell" \
            or draft.kind == "trap" and draft.sub != "counter" or draft.kind == "monster" and not (draft.activated and draft.optional):
        raise ValueError("an answer to an activation")
    draft.quick = draft.kind == "monster"
    draft.op("negate", effect_only=True)


PIECES: tuple[Piece, ...] = (
    Piece("listed-effects", ACTION, r"那个效果无效(?!化)", _negates_that_effect),
)
