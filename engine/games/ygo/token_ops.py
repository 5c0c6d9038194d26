"""Tokens a card's text makes with the stats it prints (YGO FichasDeMonstruo.1–3: tokens come only by an effect, are
no cards of a Deck and count toward the 5 Monster Zones): "Special Summon 2 "X Tokens" (Plant/EARTH/Level 1/ATK 800/
DEF 500) in Defense Position to your opponent's field" (``make_token``); when the text says no position, the
player choosing it is asked for each (a token made so is Special Summoned as any monster whose position is asked). The token is defined in the state as it is
made (``State.define_card``), so the table, the log and a saved duel know it. What the text adds of them, "these
Tokens cannot be Tributed for a Tribute Summon" (``no_tribute_summon``), is a keyword of the token
(``summons.tribute_sets`` leaves it out). Written by ``cardtext.zh_tokens``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Event
from engine.core.cards import Op
from engine.games.ygo import summon_lock
from engine.games.ygo.base import OPS, TASKS, Run
from engine.games.ygo.cards import TYPE_LINES, YgoCard
from engine.games.ygo.tasks import MakeTokens

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
    """Special Summon the tokens the text prints, on the side it says, while that side has a free Monster Zone
    (AreaDeJuego.4, FichasDeMonstruo.3)."""
    if summon_lock.barred(state, run.player, run.source):  # "you cannot Summon, except by this card's effect"
        return
    summon_lock.summoned(state, run.player)
    _t_make_tokens(state, MakeTokens(run, op, int(op.get("count", 1))))


@TASKS.on(MakeTokens)
def _t_make_tokens(state: EffectsMixin, task: MakeTokens) -> None:
    """Make the tokens ``left``, face-up in the position the text says; when it says none, its controller chooses each
    one's (PhasesDelJuego.31): the question stops the making until it is answered, then this task goes on."""
    run, op = task.run, task.op
    player = run.player if op.get("side") != "opponent" else state.opponent(run.player)
    defn = token_card(op)
    for left in range(task.left, 0, -1):
        if not state.monster_room(player):
            return
        cid = state.create_card(defn, player, state.zone(player, "monstruos"))
        card = state._card(cid)
        card.marks["summoned"] = state.turn
        state.emit(Event("token", player, cid, defn.name))
        if not op.get("position"):
            state.tasks.append(MakeTokens(run, op, left - 1))
            state.ask_position(player, cid)
            return
        card.rotated = op.get("position") == "defense"
