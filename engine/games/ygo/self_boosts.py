"""What a monster's text says it gains itself, beyond "for each …" (``textops.per_count``): N ATK (DEF) while a
condition holds (``if_boost:<stat>:<N>:<condition>``), and N ATK in the Damage Step of its battles with some monsters
(``battle_boost:<N>:<what it battles>``). Both apply only while the monster is face-up on the field with its effects
(YGO Cartas.2: the text is the rule; CartasDeMonstruosDeEfecto.5: a negated monster has none). The compiler writes
them (``cardtext.zh_self_boosts``); ``YgoBase.stats`` adds what they give.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from engine.games.ygo import textops

if TYPE_CHECKING:
    from engine.games.ygo.base import YgoBase

IF_BOOST = "if_boost:"
BATTLE_BOOST = "battle_boost:"


def _holds(state: YgoBase, card_id: int, condition: str) -> bool:
    """Whether the condition of an ``if_boost`` holds now, seen from the monster's controller."""
    player = state._card(card_id).controller
    if condition.startswith("has:"):  # "as long as you control a face-up … monster"
        args = json.loads(condition[4:])
        sides = {"own": (player,), "opponent": (1 - player,), "any": (0, 1)}[args["side"]]
        zones = ("monstruos",) if args.get("kind") == "monster" else ("monstruos", "magias", "campo_magico")
        return any(state._card(cid).face_up and not (cid == card_id and args.get("not_self"))
                   and textops.matches(state.defn(cid), args) for side in sides for zone in zones for cid in state.ids(side, zone))
    if condition == "field_spell":  # "if a Field Spell is face-up on the field"
        return any(state._card(cid).face_up for side in (0, 1) for cid in state.ids(side, "campo_magico"))
    if condition.startswith("hand_size:"):  # "as long as you have N cards in your hand"
        return len(state.ids(player, "mano")) == int(condition.split(":", 1)[1])
    if condition == "empty_hand_spells":  # "if you have no cards in your hand and Spell & Trap Zone"
        return not state.ids(player, "mano") and not state.ids(player, "magias")
    raise ValueError(f"condición desconocida: {condition}")


def _battles(state: YgoBase, card_id: int, against: dict[str, object]) -> bool:
    """Whether the monster is in the Damage Step of a battle its text names (an attack of its own, or with a monster
    of that Attribute / that is not a Normal Monster)."""
    if state.step != "damage" or card_id not in (state.attacker, state.attack_target) or state.attacker is None:
        return False
    if against.get("attacking"):
        return card_id == state.attacker
    other = state.attack_target if card_id == state.attacker else state.attacker
    if other is None or not state.is_monster_on_field(other) or not state._card(other).face_up:
        return False
    defn = state.defn(other)
    if "attribute" in against and defn.attribute != against["attribute"]:
        return False
    return not against.get("not_normal") or defn.sub != "normal"


def gained(state: YgoBase, card_id: int) -> tuple[int, int]:
    """The ATK and DEF a face-up monster with its effects gains now by its ``if_boost`` and ``battle_boost`` words."""
    atk = defense = 0
    for word in state.defn(card_id).keywords:
        if word.startswith(IF_BOOST):
            stat, amount, condition = word[len(IF_BOOST):].split(":", 2)
            if _holds(state, card_id, condition):
                atk += int(amount) if stat != "def" else 0
                defense += int(amount) if stat != "atk" else 0
        elif word.startswith(BATTLE_BOOST):
            amount, against = word[len(BATTLE_BOOST):].split(":", 1)
            if _battles(state, card_id, json.loads(against)):
                atk += int(amount)
    return atk, defense
