"""What happened this turn, counted: creatures that died and life each player gained (CR 500.1:
"this turn" is the turn in progress).

- "When CARDNAME dies, draw three cards if three or more creatures died this turn." (Inga
  Rune-Eyes): a condition checked as the ability resolves (CR 608.2c), the creature itself among
  the dead (CR 700.4: "dies" is put into a graveyard from the battlefield);
- "Create X 2/2 black Zombie Berserker creature tokens, where X is the number of nontoken
  creatures that died this turn." (Rise of the Dread Marn): X counted as the spell resolves
  (CR 107.3a, 608.2h), the creatures of every player;
- "At the beginning of each end step, if you gained 4 or more life this turn, …" (Valkyrie
  Harbinger): an intervening "if" (CR 603.4) about the life its controller gained (CR 119.3,
  119.9: each gain counts, whatever was lost);
- "Activate only if you had an Angel or Berserker enter the battlefield under your control this
  turn." (Cleaving Reaper, ``activation_limits``, CR 602.5b): the creature types that entered under
  each player's control (``ENTERED``, ``entered_this_turn``; changelings are every type, CR 702.73a).

The state keeps ``deaths`` (the turn, then the creatures and the nontoken creatures that died in
it), ``gains`` (the turn, then the life each player gained in it) and ``entries`` (the turn, then
the creature types that entered under each player's control): a count of another turn is zero, so
nothing needs resetting as a turn begins.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import Ability, LineReader, borrowed_trigger

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

DIED = "died:"  # + N: "if N or more creatures died this turn" (an effect's condition)
GAINED = "gained:"  # + N: "if you gained N or more life this turn" (a trigger's condition)
ENTERED = "entered:"  # + creature types "angel|berserker": "if you had an Angel or Berserker enter … this turn"
_EVERY = "*"  # a changeling entered: every creature type
DIED_COUNTS = {"creatures that died this turn": "died_creatures",
               "nontoken creatures that died this turn": "died_nontoken"}
"""What "where X is the number of …" counts (``per_count.what_counted``, ``count_of``)."""
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
DIED_CLAUSE = r"(?P<n>\d+|one|two|three|four|five|six|seven) or more creatures died this turn"
_GAINED_LINE = re.compile(r"At the beginning of (?:each|the) end step, if you gained (?P<n>\d+) or more life this turn, "
                          r"(?P<rest>.+)", re.IGNORECASE)


def _number(text: str) -> int:
    return int(text) if text.isdigit() else _WORDS[text.lower()]


def died_condition(m: re.Match[str]) -> str:
    """The condition key of "three or more creatures died this turn" (``conditional_effects``)."""
    return f"{DIED}{_number(m['n'])}"


def note_death(state: "MtgBase", card_id: int) -> None:
    """CR 700.4: a creature died (called as it reaches a graveyard from the battlefield)."""
    turn, creatures, nontoken = state.deaths if state.deaths[0] == state.turn else (state.turn, 0, 0)
    state.deaths = (turn, creatures + 1, nontoken + (card_id not in state.tokens))


def note_gain(state: "MtgBase", player: int, amount: int) -> None:
    """CR 119.9: ``player`` gained ``amount`` life."""
    turn, *gained = state.gains if state.gains and state.gains[0] == state.turn else (state.turn, *(0,) * state.num_players)
    gained[player] += amount
    state.gains = (turn, *gained)


def note_entry(state: "MtgBase", card_id: int) -> None:
    """A creature entered the battlefield under its controller's control (CR 403.3)."""
    defn = state.defn(card_id)
    if not defn.is_creature:
        return
    fresh = not state.entries or state.entries[0] != state.turn
    entered: list[frozenset[str]] = [frozenset()] * state.num_players if fresh else list(state.entries[1:])
    kinds = {_EVERY} if "changeling" in defn.program.keywords else set(defn.subtypes)
    controller = state._card(card_id).controller
    entered[controller] = entered[controller] | kinds
    state.entries = (state.turn, *entered)


def entered_this_turn(state: "MtgBase", player: int, kinds: str) -> bool:
    """Whether a creature of one of ``kinds`` (``angel|berserker``) entered under ``player``'s control this turn."""
    if not state.entries or state.entries[0] != state.turn:
        return False
    entered = state.entries[1 + player]
    return _EVERY in entered or bool(entered & set(kinds.split("|")))


def died_this_turn(state: "MtgBase", nontoken: bool = False) -> int:
    """The creatures (or the nontoken creatures) that died this turn, every player's."""
    turn, creatures, nontokens = state.deaths
    return (nontokens if nontoken else creatures) if turn == state.turn else 0


def gained_this_turn(state: "MtgBase", player: int) -> int:
    """The life ``player`` gained this turn."""
    return state.gains[1 + player] if state.gains and state.gains[0] == state.turn else 0


def died_count(state: "MtgBase", what: str) -> int | None:
    """``count_of`` for the ``DIED_COUNTS`` keys (``None``: not one of them)."""
    if what == "died_creatures":
        return died_this_turn(state)
    if what == "died_nontoken":
        return died_this_turn(state, nontoken=True)
    return None


def count_condition(state: "MtgBase", condition: str, controller: int) -> bool | None:
    """Whether a ``DIED``, ``GAINED`` or ``ENTERED`` condition holds now (``None``: not one of them)."""
    if condition.startswith(DIED):
        return died_this_turn(state) >= int(condition.removeprefix(DIED))
    if condition.startswith(GAINED):
        return gained_this_turn(state, controller) >= int(condition.removeprefix(GAINED))
    if condition.startswith(ENTERED):  # still true as the ability resolves: what entered stays entered
        return entered_this_turn(state, controller, condition.removeprefix(ENTERED))
    return None


def gained_trigger_line(line: str, read: LineReader) -> Ability | None:
    """CR 513.1a, 603.4: "At the beginning of each end step, if you gained N or more life this
    turn, …" as an end-step trigger with its condition, or ``None``."""
    m = _GAINED_LINE.fullmatch(line)
    if m is None:
        return None
    return borrowed_trigger(line, m["rest"], read, "each_end_step", condition=f"{GAINED}{int(m['n'])}")


__all__ = ["DIED", "DIED_CLAUSE", "DIED_COUNTS", "ENTERED", "GAINED", "count_condition", "died_condition", "died_count",
           "died_this_turn", "entered_this_turn", "gained_this_turn", "gained_trigger_line", "note_death", "note_entry",
           "note_gain"]
