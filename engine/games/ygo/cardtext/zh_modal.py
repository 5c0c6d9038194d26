"""Modal Spells and Traps in YGOPro's Simplified Chinese wording: "可以从以下效果选择1个发动。" ("Activate 1 of these
effects") with the effects it offers, each on a line of its own after "●".

Each option is read as the whole text of a card of that kind would be (``compiler.compile_card``); the card is read
only when every option is, and each is the one effect its activation has. The card then has one activated effect per
option and the keyword ``modal``: the player chooses which as the card is activated (``effects.activation_actions``
lists each, YGO Cartas.2), its target and cost those of that option. A header may state a cost for every option
("可以支付1500基本分把以下效果发动。" Solemn Strike, "可以把基本分支付一半把以下效果发动。" Solemn Judgment); the options may answer
different things (the activation of a Spell/Trap, a monster being summoned).
"""

from __future__ import annotations

import re
from dataclasses import replace
from types import MappingProxyType

from engine.games.ygo.cardtext.compiler import ONE_EFFECT, Unread, Wording, compile_card
from engine.core.cards import Op
from engine.games.ygo.cards import Effect
from engine.games.ygo.cardtext.model import Compiled

#: A whole modal text: the header, then two or more options.
_MODAL = re.compile(r"(?:①：)?可以(?:从以下效果选择1个|支付(?P<lp>[0-9]+)基本分把以下效果|(?P<half>把基本分支付一半)把以下效果)发动。((?:\n●[^\n●]+)+)")


#: The older one-sentence wording of a Counter Trap negating either of two things (布朗宁力, 花粉症): "negate the
#: activation of a Spell/Trap Card, or the Summon or Special Summon of a monster, and destroy it" — read as its two
#: options.
_EITHER = re.compile(r"(?P<cost>[^\n。]*。)?魔法·陷阱卡的发动、怪兽的召唤·特殊召唤的其中1个无效并破坏。")
_EITHER_OPTIONS = ("魔法·陷阱卡的发动无效并破坏。", "怪兽的召唤·特殊召唤无效并破坏。")


def _with_cost(effect: Effect, header: re.Match[str] | None) -> Effect:
    """An option with the cost its header states for all ("可以支付1500基本分把以下效果发动": pay 1500 LP; "可以把基本分支付一半
    …": pay half your LP), paid as the card is activated (YGO CartasDeMonstruosDeEfecto.6)."""
    if header is None:
        return effect
    if header.group("lp"):
        return replace(effect, cost_lp=effect.cost_lp + int(header.group("lp")))
    if header.group("half"):
        return replace(effect, costs=effect.costs + (Op("half_lp", MappingProxyType({})),))
    return effect


def compile_modal(kind: str, sub: str, text: str, wording: Wording) -> tuple[Compiled, tuple[str, ...]] | None:
    """What a modal Spell's or Trap's whole ``text`` gives it and the templates that read it (``None``: it is not a
    modal text, or one of its options is not read)."""
    found = _MODAL.fullmatch(text.strip().replace("\r", ""))
    either = _EITHER.fullmatch(text.strip()) if found is None else None
    if found is None and either is None or (kind, sub) not in ONE_EFFECT or (kind, sub) == ("spell", "equip"):
        return None
    if either is not None:
        options = [(either.group("cost") or "") + option for option in _EITHER_OPTIONS]
    else:
        assert found is not None
        options = [line[1:] for line in found.group(3).strip().split("\n")]
    if len(options) < 2:
        return None
    effects = []
    templates: set[str] = {"modal", "modal-either"} if either is not None else {"modal"}
    for option in options:
        try:
            compiled, used = compile_card(kind, sub, option, wording)
        except Unread:
            return None
        if set(compiled) != {"effects"} or len(compiled["effects"]) != 1 or compiled["effects"][0].trigger != "activate":
            return None  # an option is one effect of the card's activation, and nothing lasting
        effects.append(_with_cost(compiled["effects"][0], found))
        templates |= set(used)
    if found is not None and (found.group("lp") or found.group("half")):
        templates.add("modal-cost")
    return {"effects": tuple(effects), "keywords": frozenset({"modal"})}, tuple(sorted(templates))
