"""What a card's text says of how many of it may be face-up at once: "You can only control 1 face-up "X"" and its
kin (YGO Cartas.2: the card's text overrides the rulebook).

The keyword ``unique_face_up`` (the text's own field and name) or ``unique_face_up:<scope>[:<part>]``: ``scope``
``field`` for "on the field" (either player's side), ``own`` for "on your field"; ``part`` for the monsters whose
name holds it ("名字带有「罪」的怪兽", "「坏兽」怪兽"), none for the card's own name. A second one is not summoned,
flip summoned or activated while one is face-up (``problem``, asked wherever a card would come face-up by its
controller's choice); one that comes face-up by an attack or another card's effect — no Flip Summon, PhasesDelJuego.27
— is destroyed at once (``flipped``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.ygo.rules import rule

if TYPE_CHECKING:
    from engine.games.ygo.base import YgoBase
    from engine.games.ygo.cards import YgoCard
    from engine.games.ygo.effects import EffectsMixin

KEYWORD = "unique_face_up"
_SPELL_ZONES = ("magias", "campo_magico")


def _limits(defn: YgoCard) -> list[tuple[str, str]]:
    """Each limit the card's text states, as (scope, part): part "" for its own name."""
    found = []
    for word in defn.keywords:
        if word == KEYWORD:
            found.append(("own", ""))
        elif word.startswith(KEYWORD + ":"):
            scope, _, part = word[len(KEYWORD) + 1:].partition(":")
            found.append((scope, part))
    return found


def problem(state: YgoBase, card_id: int, player: int, leaving: tuple[int, ...] = ()) -> Rule | None:
    """Why ``card_id`` does not come face-up to ``player``'s field now: a face-up card its text counts is there
    already (``leaving``: cards that leave first, the tributes of its Summon)."""
    if not state.says(KEYWORD):  # asked for every summon and activation listed: most duels have none
        return None
    defn = state.defn(card_id)
    zones = ("monstruos",) if defn.is_monster else _SPELL_ZONES
    for scope, part in _limits(defn):
        sides = range(state.num_players) if scope == "field" else (player,)
        for side in sides:
            for zone in zones:
                for other in state.ids(side, zone):
                    name = state.defn(other).name
                    if other != card_id and other not in leaving and state._card(other).face_up \
                            and (part in name if part else name == defn.name):
                        return _refusal(defn.name, part, scope)
    return None


def _refusal(name: str, part: str, scope: str) -> Rule:
    what_es, what_en = (f"monstruo «{part}»", f"«{part}» monster") if part else (f"«{name}»", f"«{name}»")
    where_es, where_en = ("en el campo", "on the field") if scope == "field" else ("en tu campo", "on your field")
    return rule("Cartas.2", Text(f"solo puede haber 1 {what_es} boca arriba {where_es}",
                                 f"there can only be 1 face-up {what_en} {where_en}"))


def flipped(state: EffectsMixin, card_id: int, player: int) -> bool:
    """A monster flipped face-up by an attack or an effect (not summoned, PhasesDelJuego.27) while another its text
    counts is face-up: it cannot stay so, and is destroyed (YGO Cartas.2). Whether it was."""
    if problem(state, card_id, player) is None:
        return False
    state.send_to_graveyard(card_id)
    return True
