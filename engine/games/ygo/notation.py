"""Yu-Gi-Oh! actions as text (``docs/scenarios.md``): ``summon X tributing A``, ``attack X on Y``…"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.core.actions import Action
from engine.core.errors import NotationError
from engine.core.notation import split_list
from engine.core.text import Text

if TYPE_CHECKING:
    from engine.games.ygo.state import YgoState

_SIMPLE = {"battle", "end", "pass", "yes", "no"}
_PLACE = {"attack position": "attack", "defense position": "defense"}
_SUMMON = re.compile(r"^(?P<verb>summon|set)\s+(?P<card>.+?)(?:\s+tributing\s+(?P<tributes>.+))?$", re.IGNORECASE)
_ACTIVATE = re.compile(r"^activate\s+(?P<card>.+?)(?:\s+#(?P<n>\d+))?$", re.IGNORECASE)
_ATTACK = re.compile(r"^attack\s+(?P<card>.+?)(?:\s+on\s+(?P<target>.+))?$", re.IGNORECASE)
_ONE = re.compile(r"^(?P<verb>flip|position|target|choose|discard)\s+(?P<card>.+)$", re.IGNORECASE)


def _scope(state: "YgoState", verb: str, player: int) -> list[int]:
    """The cards a verb can name (small scopes keep references short)."""
    if verb == "summon":  # from the hand, or a Gemini monster on the field Normal Summoned again
        return list(state.ids(player, "mano")) + [cid for cid in state.monsters(player) if "gemini" in state.defn(cid).keywords]
    if verb in ("set", "discard"):
        return list(state.ids(player, "mano"))
    if verb in ("flip", "position", "tributing", "attack"):
        return list(state.monsters(player))
    if verb == "on":
        return list(state.monsters(state.opponent(player)))
    if verb == "activate":
        return [cid for zone in ("mano", "magias", "campo_magico", "monstruos") for cid in state.ids(player, zone)] + \
            [cid for cid in state.ids(player, "cementerio") if state.defn(cid).effects_from("cementerio")]
    prompt = state.prompt
    return list(prompt.options) if prompt is not None else []


def _ref(state: "YgoState", card_id: int, verb: str, player: int) -> str:
    return state.ref(card_id, _scope(state, verb, player), player)


def activation_index(state: "YgoState", card_id: int) -> int:
    """The effect ``activate X`` uses without ``#n``: a card's own activation, or the first
    effect a card on the field (or a monster in the hand or Graveyard) can activate there."""
    card = state._card(card_id)
    zone = state.zone_of(card_id)
    if card.face_up and zone != "mano":
        here = "" if zone in ("monstruos", "magias", "campo_magico") else zone  # Effect.zone: where it is used from
        usable = [i for i, e in enumerate(state.defn(card_id).effects)
                  if e.trigger in ("ignition", "quick", "procedure") and e.zone == here]
        return usable[0] if usable else -1
    return state.card_effect(card_id)


def to_string(state: "YgoState", action: Action) -> str:
    kind, p = action.kind, action.player
    if kind in _SIMPLE:
        return kind
    if kind == "place":
        return f"{action.choice} position"
    if kind in ("summon", "set"):
        text = f"{kind} {_ref(state, action.cards[0], kind, p)}"
        if action.targets:
            text += " tributing " + ", ".join(_ref(state, t, "tributing", p) for t in action.targets)
        return text
    if kind == "activate":
        text = f"activate {_ref(state, action.cards[0], kind, p)}"
        if action.choice != activation_index(state, action.cards[0]):
            text += f" #{int(action.number) + 1}"
        return text
    if kind == "attack":
        text = f"attack {_ref(state, action.cards[0], kind, p)}"
        if action.targets:
            text += f" on {_ref(state, action.targets[0], 'on', p)}"
        return text
    return f"{kind} {_ref(state, action.cards[0], kind, p)}"


def parse(state: "YgoState", text: str, player: int) -> Action:
    lowered = text.casefold()
    if lowered in _SIMPLE:
        return Action(lowered, player)
    if lowered in _PLACE:
        options = state.prompt.options if state.prompt is not None else ()
        return Action("place", player, tuple(options), choice=_PLACE[lowered])
    match = _SUMMON.match(text)
    if match:
        verb = match["verb"].lower()
        card = state.resolve(match["card"], _scope(state, verb, player), player)
        tributes: list[int] = []
        for ref in split_list(match["tributes"] or ""):
            tributes.append(state.resolve(ref, _scope(state, "tributing", player), player, exclude=tributes))
        return Action(verb, player, (card,), tuple(tributes))
    match = _ACTIVATE.match(text)
    if match:
        card = state.resolve(match["card"], _scope(state, "activate", player), player)
        index = int(match["n"]) - 1 if match["n"] else activation_index(state, card)
        return Action("activate", player, (card,), choice=index)
    if lowered.startswith("attack "):
        match = _ATTACK.match(text)
        assert match is not None
        card = state.resolve(match["card"], _scope(state, "attack", player), player)
        targets = (state.resolve(match["target"], _scope(state, "on", player), player),) if match["target"] else ()
        return Action("attack", player, (card,), targets)
    match = _ONE.match(text)
    if match:
        verb = match["verb"].lower()
        return Action(verb, player, (state.resolve(match["card"], _scope(state, verb, player), player),))
    verbs = "summon, set, flip, position, activate, attack, target, choose, discard, battle, end, pass, yes, no, " \
            "attack position, defense position"
    raise NotationError(Text(f"acción no reconocida: «{text}» ({verbs})", f"unknown action: «{text}» ({verbs})"))
