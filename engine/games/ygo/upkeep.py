"""End Phase upkeep costs: a face-up Koa'ki Meiru (核成) monster is kept in its controller's End Phase only if they
send 1 "Iron Core of Koa'ki Meiru" from the hand to the GY or reveal the card its text names; otherwise it is
destroyed (YGO DeterminacionDelDano.45: the End Phase, Cartas.2: the card's text). The upkeep is no effect: it
starts no chain, and a monster whose effects are negated does not ask it.

The text's ``CORE_UPKEEP`` keyword (``cardtext.zh_upkeep``) holds what may be sent and revealed; ``end_phase`` asks
the turn player for each such monster, one at a time (``CoreUpkeep``).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from engine.core.actions import Action, Event
from engine.games.ygo.base import TASKS
from engine.games.ygo.tasks import CoreUpkeep

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin

#: The keyword of a Koa'ki Meiru's upkeep, followed by what it asks (JSON: "send", "send_has", "reveal").
CORE_UPKEEP = "core_upkeep:"


def _upkeep(state: EffectsMixin, card_id: int) -> dict[str, Any] | None:
    for word in state.defn(card_id).keywords:
        if word.startswith(CORE_UPKEEP):
            found: dict[str, Any] = json.loads(word[len(CORE_UPKEEP):])
            return found
    return None


def end_phase(state: EffectsMixin) -> None:
    """The turn player's face-up monsters with an upkeep, asked in turn (before the End Phase's triggers)."""
    if state.says(CORE_UPKEEP[:-1]):
        player = state.turn_player
        pending = tuple(cid for cid in state.monsters(player) if state._card(cid).face_up and _upkeep(state, cid))
        if pending:
            state.then(CoreUpkeep(pending))


def paying(state: EffectsMixin, card_id: int) -> tuple[list[int], list[int]]:
    """The cards of its controller's hand that keep ``card_id``: those to send to the GY, those to reveal."""
    want = _upkeep(state, card_id) or {}
    send, show = [], []
    reveal = want.get("reveal", {})
    for cid in state.ids(state._card(card_id).controller, "mano"):
        defn = state.defn(cid)
        if defn.name in want.get("send", ()) or want.get("send_has") and defn.kind == "monster" \
                and want["send_has"] in defn.name:
            send.append(cid)
        elif reveal and all(getattr(defn, key) == value for key, value in reveal.items()) \
                and (defn.kind == "monster" or "kind" in reveal):
            show.append(cid)
    return send, show


@TASKS.on(CoreUpkeep)
def _t_core_upkeep(state: EffectsMixin, task: CoreUpkeep) -> None:
    for i, cid in enumerate(task.pending):
        if not state.is_monster_on_field(cid) or not state._card(cid).face_up or state.effects_negated(cid):
            continue
        state.tasks.append(CoreUpkeep(task.pending[i + 1:]))
        send, show = paying(state, cid)
        if send or show:
            name = state.defn(cid).name
            state.ask("disparar", state.turn_player, (f"¿Mantienes «{name}» (enviando o mostrando una carta)?",
                                                      f"Keep «{name}» (sending or revealing a card)?"), (cid,), ("upkeep", cid))
        else:
            state.send_to_graveyard(cid)  # nothing to pay with: destroyed
        return


def answered(state: EffectsMixin, prompt: Any, action: Action) -> None:
    """Kept ("yes": the card to send or reveal is chosen next) or destroyed ("no")."""
    cid = prompt.data[1]
    if action.kind == "no":
        state.send_to_graveyard(cid)
        return
    send, show = paying(state, cid)
    state.ask("elegir", state.turn_player, ("Elige la carta que envías al Cementerio o muestras",
                                            "Choose the card to send to the GY or reveal"),
              tuple(state.distinct(send + show)), ("upkeep", cid))


def paid(state: EffectsMixin, card_id: int, chosen: int) -> None:
    """The chosen hand card is sent to the GY (an Iron Core) or revealed to both players."""
    player = state.turn_player
    if chosen in paying(state, card_id)[0]:
        state.send_to_graveyard(chosen, kind="send")
    else:
        state._card(chosen).known = (1 << state.num_players) - 1
        state.emit(Event("reveal", player, chosen, state.defn(chosen).name))
