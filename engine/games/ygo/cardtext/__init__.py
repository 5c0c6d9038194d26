"""Card text compiled into effects (Problem-Solving Card Text).

``compile_text`` gives what a card's text means for the engine and the templates that read it: a
whole-card template (``whole``) when one matches, otherwise the clause compiler (``compiler``)
with the wording table of the text's language (``zh`` for YGOPro's Simplified Chinese, ``en`` for
English). A card whose text does not compile whole stays manual (``cdb.card_from_record``);
``unread`` names the first clause of each effect that nothing reads, which the coverage command
lists as the missing templates.
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext import (en, zh, zh_battle, zh_common, zh_counters, zh_damage, zh_effect_negate, zh_fusion, zh_itself,
                                       zh_limits, zh_listed_effects, zh_modal, zh_monsters, zh_moves, zh_names, zh_negate,
                                       zh_older_costs, zh_revive, zh_ritual, zh_self_boosts, zh_spells,
                                       zh_summon_negate, zh_timelords, zh_tokens, zh_traps, zh_union, zh_upkeep, zh_yosenju)
from engine.games.ygo.cardtext.compiler import Unread, Wording, compile_card
from engine.games.ygo.cardtext.model import Compiled
from engine.games.ygo.cardtext.whole import TEMPLATES, compile_whole

__all__ = ["TEMPLATES", "WORDINGS", "Compiled", "compile_text", "unread"]

WORDINGS = {
    "zh": Wording(zh.PIECES + zh_spells.PIECES + zh_monsters.PIECES + zh_itself.PIECES + zh_negate.PIECES
                 + zh_traps.PIECES + zh_fusion.PIECES + zh_limits.PIECES + zh_names.PIECES
                 + zh_common.PIECES + zh_ritual.PIECES + zh_self_boosts.PIECES + zh_moves.PIECES + zh_summon_negate.PIECES
                 + zh_older_costs.PIECES + zh_tokens.PIECES + zh_effect_negate.PIECES + zh_listed_effects.PIECES
                 + zh_revive.PIECES + zh_damage.PIECES + zh_timelords.PIECES + zh_upkeep.PIECES
                 + zh_counters.PIECES + zh_yosenju.PIECES + zh_battle.PIECES,
                 zh.SEPARATOR, zh.MARKER, "。", "1回合1次，"),
    "en": Wording(en.PIECES, en.SEPARATOR, en.MARKER, "."),
}
_CJK = re.compile(r"[\u4e00-\u9fff]")


def language(text: str) -> str:
    return "zh" if _CJK.search(text) else "en"


def compile_text(kind: str, sub: str, text: str) -> tuple[Compiled, tuple[str, ...]] | None:
    """What a card's whole ``text`` gives it and the templates that read it (``None``: some
    clause of it is not read)."""
    whole = compile_whole(kind, sub, text)
    if whole is not None:
        return whole[0], (whole[1],)
    modal = zh_modal.compile_modal(kind, sub, text, WORDINGS["zh"]) if language(text) == "zh" else None
    if modal is not None:
        return modal
    union = zh_union.compile_union(kind, sub, text, WORDINGS["zh"]) if language(text) == "zh" else None
    if union is not None:
        return union
    listed = zh_listed_effects.compile_listed(kind, sub, text, WORDINGS["zh"]) if language(text) == "zh" else None
    if listed is not None:
        return listed
    drain = zh_effect_negate.compile_drain(kind, sub, text)
    if drain is not None:
        return drain
    try:
        return compile_card(kind, sub, text, WORDINGS[language(text)])
    except Unread:
        return None


def unread(kind: str, sub: str, text: str) -> list[str]:
    """The sentences of ``text`` that nothing reads (or the whole text when every sentence is
    read but the effects they make do not fit the card); empty: it compiles."""
    if compile_whole(kind, sub, text) is not None:
        return []
    if language(text) == "zh" and zh_modal.compile_modal(kind, sub, text, WORDINGS["zh"]) is not None:
        return []
    if language(text) == "zh" and zh_listed_effects.compile_listed(kind, sub, text, WORDINGS["zh"]) is not None:
        return []
    if zh_effect_negate.compile_drain(kind, sub, text) is not None:
        return []
    rest = zh_union.rest_of(kind, sub, text) if language(text) == "zh" else None
    if rest is not None:  # a Union monster: what it says besides its procedure
        return unread(kind, sub, rest) if rest and zh_union.compile_union(kind, sub, text, WORDINGS["zh"]) is None else []
    missing: list[str] = []
    try:
        compile_card(kind, sub, text, WORDINGS[language(text)], missing)
    except Unread as whole:
        return missing or [whole.sentence]
    return missing
