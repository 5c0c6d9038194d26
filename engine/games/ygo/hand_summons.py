"""An effect that Normal Summons a monster from the hand ("从手卡把「X」以外的1只「妖仙兽」怪兽召唤": the 妖仙兽 Yosenju,
雷电妈妈): the player chooses one of the monsters the text names and Summons it as a Normal Summon would, with its
Tributes (YGO PhasesDelJuego.21–23), without it being that turn's Normal Summon (Cartas.2 over PhasesDelJuego.11).

The question is the "invocar" of an extra Normal Summon (``summons``), its ``data`` naming the cards it allows:
``("effect", ids)``; only a Summon face-up of one of them answers it (a Set is no Summon, PalabrasClave.2).
Registered in ``base.OPS`` by importing this module (``effects`` does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.actions import Action
from engine.core.cards import Op
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.ygo import summons, textops
from engine.games.ygo.base import OPS, Run
from engine.games.ygo.rules import rule

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin

EFFECT = "effect"


def _allowed(prompt: Any) -> tuple[int, ...] | None:
    """The cards an "invocar" question allows (``None``: any, the extra Normal Summon of Última Oferta)."""
    data = prompt.data
    return data[1] if data and data[0] == EFFECT else None


def actions(state: EffectsMixin, player: int, prompt: Any) -> list[Action]:
    """The answers to "invocar": the Summons and Sets of an extra Normal Summon, or passing; the Summons of the
    monsters an effect names, which it must Summon."""
    allowed = _allowed(prompt)
    if allowed is None:
        return summons.summon_actions(state, player, extra=True) + [Action("pass", player)]
    return [a for a in summons.summon_actions(state, player, extra=True, hand=state.distinct(allowed)) if a.kind == "summon"]


def problem(state: EffectsMixin, action: Action) -> Rule | None:
    """Why ``action`` does not answer the effect's "invocar": a Set, or a monster the text does not name."""
    prompt = state.prompt
    allowed = _allowed(prompt) if prompt is not None and prompt.kind == "invocar" else None
    if allowed is None:
        return None
    if action.kind != "summon" or action.cards[0] not in allowed:
        return rule("Cartas.2", Text("el efecto Invoca uno de los monstruos que nombra", "the effect Summons one of the monsters it names"))
    return None


@OPS.on("summon_hand")
def _op_summon_hand(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Normal Summon 1 … from your hand": asked when one of them can be (YGO Cartas.2)."""
    options = tuple(textops.candidates(state, run.player, op, run.source))
    if any(a.kind == "summon" for a in summons.summon_actions(state, run.player, extra=True, hand=state.distinct(options))):
        state.ask("invocar", run.player, ("Invoca un monstruo de tu mano", "Summon a monster from your hand"), (),
                  (EFFECT, options))
