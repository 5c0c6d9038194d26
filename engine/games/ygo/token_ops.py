"""Tokens a card's text makes with the stats it prints (YGO FichasDeMonstruo.1–3: tokens come only by an effect, are
no cards of a Deck and count toward the 5 Monster Zones): "Special Summon 2 "X Tokens" (Plant/EARTH/Level 1/ATK 800/
DEF 500) in Defense Position to your opponent's field" (``make_token``). The token is defined in the state as it is
made (``State.define_card``), so the table, the log and a saved duel know it. What the text adds of them, "these
Tokens cannot be Tributed for a Tribute Summon" (``no_tribute_summon``), is a keyword of the token
(``summons.tribute_sets`` leaves it out). Written by ``cardtext.zh_tokens``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Event
from engine.core.cards import Op
from engine.games.ygo import summon_lock
from engine.games.ygo.base import OPS, Run
from engine.games.ygo.cards import TYPE_LINES, YgoCard

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin

NO_TRIBUTE_SUMMON = "no_tribute_summon"


def token_card(op: Op) -> YgoCard:
    """The token an operation prints: its name, Type, Attribute, Level, ATK and DEF, and what the text says of it."""
    words = frozenset(str(op.get("words", "")).split(",")) - {""}
    return YgoCard(game="ygo", code=f"token:{op.get('name')}", name=str(op.get("name")), card_type=TYPE_LINES[("monster", "token")],
                   is_token=True, kind="monster", sub="token", attribute=str(op.get("attribute")), race=str(op.get("race")),
                   level=int(op.get("level", 1)), atk=int(op.get("atk", 0)), defense=int(op.get("def", 0)), keywords=words)


@OPS.on("make_token")
def _op_make_token(state: EffectsMixin, run: Run, op: Op) -> None:
    """Special Summon the tokens the text prints, face-up in the position it says, on the side it says, while that side
    has a free Monster Zone (AreaDeJuego.4, FichasDeMonstruo.3)."""
    if summon_lock.barred(state, run.player, run.source):  # "you cannot Summon, except by this card's effect"
        return
    player = run.player if op.get("side") != "opponent" else state.opponent(run.player)
    defn = token_card(op)
    summon_lock.summoned(state, run.player)
    for _ in range(int(op.get("count", 1))):
        if not state.monster_room(player):
            break
        cid = state.create_card(defn, player, state.zone(player, "monstruos"))
        card = state._card(cid)
        card.rotated = op.get("position") == "defense"
        card.marks["summoned"] = state.turn
        state.emit(Event("token", player, cid, defn.name))
