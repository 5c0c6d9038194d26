"""Spell Counters (魔力指示物) in YGOPro's Simplified Chinese card texts that ``zh`` does not read: placed on a card
targeted, removed from this card as the cost of an older Ignition Effect, removed from the whole field, and the ATK a
monster gains for each.

Each ``Piece`` is read like those of ``zh``; ``counters`` (the engine) places, counts and removes them (YGO Cartas.2:
what the card says; CartasDeMonstruosDeEfecto.6: a cost is paid as the effect is activated).
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import ACTION, COST, STATIC, TARGET, Draft, Piece
from engine.games.ygo.cardtext.zh_words import NUM
from engine.games.ygo.cards import TargetSpec


def _monster_ignition(draft: Draft, count: int) -> None:
    """An older monster's "you can remove N Spell Counters from this card to …": an Ignition Effect whose cost is
    those counters (YGO CartasDeMonstruosDeEfecto.6)."""
    if draft.kind != "monster" or draft.trigger is not None or draft.activated:
        raise ValueError("a monster's Ignition Effect only")
    draft.cost("remove_counters", count=count)
    draft.trigger, draft.activated, draft.optional = "ignition", True, True


def _remove_to(draft: Draft, found: re.Match[str]) -> None:
    """"You can remove 2 Spell Counters from this card, (then) …" opening a sentence of its own (奥金魔术师/爆裂体 Arcanite
    Magician/Assault Mode): an effect besides the one before it (``compiler.TRIGGER_PIECES``)."""
    _monster_ignition(draft, int(found.group("n")))


def _sweep(draft: Draft, found: re.Match[str]) -> None:
    """传说的爆炎使 Legendary Flame Lord: "remove 3 Spell Counters from this card to destroy all other monsters on the
    field", used as often as the counters last."""
    _monster_ignition(draft, int(found.group("n")))
    draft.op("destroy_all", side="any", zone="monstruos", not_self=True)


def _gains_per_counter(draft: Draft, found: re.Match[str]) -> None:
    """"This card gains ATK equal to the number of Spell Counters on it × 200" (艺妓之影 Geisha's kin): it holds them."""
    if draft.kind != "monster":
        raise ValueError("a monster's ATK")
    draft.keywords |= {"spell_counters", f"atk_per_counter:{found.group('n')}"}


def _targets_holder(draft: Draft, found: re.Match[str]) -> None:
    """"Target 1 card (you control) on the field that can hold a Spell Counter" (魔力掌握 Spell Power Grasp): a face-up
    card whose text places Spell Counters on it."""
    if draft.target is not None:
        raise ValueError("a target already")
    draft.target = TargetSpec("field", "own" if found.group("own") else "any", None, True, filter=(("holds_counters", True),))


def _tribute_with(draft: Draft, found: re.Match[str]) -> None:
    """"Tribute this card with 3 Spell Counters on it" (熟练的赤魔术士 Skilled Red Magician): the cost, which needs that many
    on it (YGO CartasDeMonstruosDeEfecto.6)."""
    if draft.kind != "monster":
        raise ValueError("a monster's cost")
    draft.keywords.add("spell_counters")
    draft.conditions.append(f"counters:{found.group('n')}")
    draft.cost("tribute_self")


def _places_on_target(draft: Draft, found: re.Match[str]) -> None:
    """"Place N Spell Counter(s) on that card": the target chosen as it was activated."""
    if draft.target is None or draft.target.filter != (("holds_counters", True),):
        raise ValueError("a card that holds Spell Counters targeted")
    draft.op("add_counter", what="target", count=int(found.group("n")))


PIECES: tuple[Piece, ...] = (
    Piece("counter-target", TARGET, r"以(?P<own>自己)?场上1张可以放置魔力指示物的卡为对象", _targets_holder),
    Piece("counters-tribute", COST, rf"把有(?P<n>{NUM})个魔力指示物放置的这张卡解放", _tribute_with),
    Piece("counter-target", ACTION, rf"给那张卡放置(?P<n>{NUM})个魔力指示物", _places_on_target),
    Piece("counter-ignition", COST, rf"可以把这张卡放置的(?P<n>{NUM})个魔力指示物取除，", _remove_to),
    Piece("counter-sweep", ACTION, rf"从这张卡上每除去(?P<n>{NUM})个魔力指示物，即可破坏场上除这张卡以外的所有怪兽", _sweep),
    Piece("counter-boost", STATIC, rf"这张卡的攻击力上升这张卡放置的魔力指示物数量×(?P<n>{NUM})的数值", _gains_per_counter),
    # 魔力枯竭 Spell Vanishing's kin: "remove all Spell Counters on the field"
    Piece("counters-cleared", ACTION, r"将自己与对方场上存在的所有魔力指示物全部除去", lambda d, m: d.op("clear_counters")),
)
