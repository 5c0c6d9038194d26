"""Keywords about the counters a creature had as it died (CR 603.10a: a leaves-the-battlefield
ability looks back at the permanent as it last existed on the battlefield).

- "Persist" (CR 702.79a): "When this permanent is put into a graveyard from the battlefield, if it
  had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1
  counter on it."
- "Undying" (CR 702.93a): the same with +1/+1 counters.
- "Modular N" (CR 702.43a): "This permanent enters with N +1/+1 counters on it" and "When this
  permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on target
  artifact creature for each +1/+1 counter on this permanent."

``counter_keyword_line`` reads the line; ``note_counters`` marks a creature card that died with
the counters it had (``EffectsMixin.move``), ``died_without`` tells whether the intervening "if"
holds (CR 603.4: as it triggers and again as it resolves) and ``apply`` runs the effects.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.base import MINUS, PLUS

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

DIED_WITHOUT = "died_without:"  # + a counter name: "if it had no -1/-1 counters on it"
RETURN_WITH = "return_with_counter"  # the effect op: back from the graveyard with ``keyword``'s counter
MODULAR = "modular_counters"  # the effect op: the +1/+1 counters it had, put on the target
OPS = frozenset({RETURN_WITH, MODULAR})
ARTIFACT_CREATURE = "artifact_creature"  # modular's target kind
_LAST = "contadores_al_morir:"  # + a counter name: mark of a card that died with those counters
_LINE = re.compile(r"(?P<k>Persist|Undying)|Modular (?P<n>\d+)", re.IGNORECASE)


def counter_keyword_line(line: str) -> list[Ability] | None:
    """The abilities of "Persist", "Undying" or "Modular N", or ``None``."""
    match = _LINE.fullmatch(line.strip().rstrip("."))
    if match is None:
        return None
    from engine.games.mtg.base import MINUS, PLUS  # (imported here: base imports the compiler)

    if match["k"]:  # CR 702.79a, 702.93a
        counter = MINUS if match["k"].lower() == "persist" else PLUS
        back = Effect(RETURN_WITH, keyword=counter)
        return [Ability("triggered", line, (back,), trigger="dies", condition=f"{DIED_WITHOUT}{counter}")]
    n = int(match["n"])  # CR 702.43a
    put = Effect(MODULAR, target=ARTIFACT_CREATURE, slot=0)
    return [Ability("static", line, static="etb_counters", power=n),
            Ability("triggered", line, (put,), (ARTIFACT_CREATURE,), trigger="dies", optional=True)]


def last_counters(state: "MtgBase", card_id: int) -> dict[str, int]:
    """The counters of a permanent about to leave the battlefield (CR 603.10a)."""
    return dict(state._card(card_id).counters)


def note_counters(state: "MtgBase", card_id: int, counters: dict[str, int]) -> None:
    """The creature ``card_id`` died (it is now in a graveyard) with ``counters``."""
    marks = state._card(card_id).marks
    for name in (PLUS, MINUS):
        marks[_LAST + name] = counters.get(name, 0)


def _died_with(state: "MtgBase", source: int, counter: str) -> int | None:
    """How many ``counter`` counters ``source`` had as it died, ``None`` when it is not a card
    that died and is still in its graveyard (CR 400.7: once it leaves, it is a new object)."""
    card = state.cards[source] if 0 <= source < len(state.cards) else None
    if card is None or state.zone_name_of(source) != "cementerio":
        return None
    return card.marks.get(_LAST + counter)


def died_without(state: "MtgBase", condition: str, source: int) -> bool:
    """CR 702.79a, 702.93a: "if it had no -1/-1 (+1/+1) counters on it" as it died."""
    return _died_with(state, source, condition.removeprefix(DIED_WITHOUT)) == 0


def apply(state: "MtgBase", effect: Effect, source: int, subjects: list[int]) -> None:
    """Persist's and undying's return, modular's counters."""
    if effect.op == RETURN_WITH:  # CR 702.79a, 702.93a, 400.7: only if still in its graveyard
        if _died_with(state, source, effect.keyword) is None:
            return
        owner = state._card(source).owner
        state.move(source, state.zone(owner, "campo"))  # under its owner's control
        if effect.keyword == PLUS:  # CR 614.1c, 122.6: enters with it (what modifies counters put applies)
            state.put_counters(source, 1)  # type: ignore[attr-defined]
        else:
            card = state._card(source)
            card.counters[MINUS] = card.counters.get(MINUS, 0) + 1
            state.invalidate_statics()
        return
    had = _died_with(state, source, PLUS) or 0  # CR 702.43a: one for each +1/+1 counter it had
    for subject in subjects:
        if state.on_battlefield(subject):
            state.put_counters(subject, had)  # type: ignore[attr-defined]


__all__ = ["ARTIFACT_CREATURE", "DIED_WITHOUT", "OPS", "apply", "counter_keyword_line", "died_without",
           "last_counters", "note_counters"]
