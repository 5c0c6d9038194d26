"""The legal actions of a priority, kept while the game does not change.

Listing what a player may do with priority (``MtgState._priority_choices``, then the core's
``without_copies``) reads their whole battlefield, hand, graveyard and exile; most decisions of a
game are passes after which nothing but the step changed, so each player's listing is kept and
given again until the game changes:

- Every change draws a new ``revision``, a number no other state ever had (so the copies ``clone``
  makes, which start at the same revision, may share what was listed there). The core resets
  ``_legal`` whenever the game may have changed (an action applied, a manual action, cards given
  other identities, a test setting up a position), and each reset is a change, except
- after a *quiet pass*: a pass with priority during which no event but a new step's was emitted,
  no trigger waits, no characteristic may have changed (``invalidate_statics``), no mana pool held
  mana (it empties as the step ends, CR 500.4), the turn stayed and the step entered, if any, is
  one whose start changes nothing when nothing is emitted (``QUIET_ENTRIES``).
- A listing is kept under its revision, its player and whether that player may act at sorcery
  speed then (CR 117.1a: a main phase of their own with an empty stack). One that read the step,
  the phase or the step's index (``step``, ``phase``, ``step_index`` below note each read), or
  another player's sorcery timing, is kept for that step only.
- ``MtgState`` says where a change may hide that none of this sees: ``stir`` at the end of a
  combat with creatures in it (CR 511.3, marks dropped silently) and at the precombat main
  phase's lore counters (CR 714.3b).

The listings of a declaration of attackers or blockers (CR 508.1, 509.1) keep what does not
change while it lasts (``declaration_memo``): the game changes then only by the declaration's
own answers (``carry_declaration``), which move no card and change no characteristic.

What a priority reads of a graveyard and a hand (``zone_activations``, ``hand_kinds``) is kept by
their contents.

``tests/mtg/test_priority_listing.py`` compares the kept listing with one worked out from scratch
at every decision of seeded random games.
"""

from __future__ import annotations

from itertools import count
from typing import Any

from engine.core.actions import Action, Event, Prompt
from engine.games.mtg.base import STEPS
from engine.games.mtg.cycling import hand_activations
from engine.games.mtg.graveyard_abilities import graveyard_activations
from engine.games.mtg.hand_kinds import HandKinds, hand_kinds

PRIORITY = "prioridad"
#: The steps whose start changes nothing a listing reads when no event is emitted and no trigger
#: waits (``MtgState._enter_step``): the main phases (CR 505; the precombat one's lore counters
#: trigger, CR 714.3b), the beginning of combat, declaring attackers when nobody can attack (an
#: attack is an action), the end of combat with nobody in combat (CR 511.3), the end step.
QUIET_ENTRIES = frozenset(i for i, (_phase, step) in enumerate(STEPS)
                          if step in (None, "inicio_combate", "atacantes", "fin_combate", "final"))
_REVISIONS = count(1)
_PHASE_EVENT = "phase"

Kept = tuple[int | None, list[Action]]  # the step it is kept for (``None``: any), the listing


class PriorityListing:
    """The revision, the kept listings and the quiet-pass bookkeeping of ``MtgState``."""

    revision = 0
    _listed: list[Action] | None = None
    _quiet = False  # the reset of ``_legal`` that follows is not a change: the pass just applied was quiet
    _passing: tuple[int, int] | None = None  # (turn, step index) as a pass began, while it may be quiet
    _listings: tuple[int, dict[tuple[int, bool], Kept]] = (-1, {})
    _listing: tuple[int, bool] | None = None  # the key of the listing being worked out
    _timed = False  # the step was read while it was worked out
    _zoned: dict[int, tuple[list[int], list[int], list[tuple[int, int]]]] | None = None  # graveyard, hand, activations
    _hands: dict[int, tuple[list[int], HandKinds]] | None = None
    _step: str | None = None
    _declaring: tuple[int, tuple[str, int], object, dict[Any, Any]] | None = None  # revision, key, layers, kept
    _carry = False  # the action being applied only declares: ``_declaring`` stays true
    _phase = "setup"
    _step_index = 0
    turn: int
    turn_player: int
    prompt: Prompt | None
    pools: list[dict[str, int]]
    triggers: tuple[Any, ...]
    _events: list[Event]

    def _sorcery_window(self) -> bool:
        raise NotImplementedError

    # ------------------------------------------------------------------ the kept listings

    @property
    def _legal(self) -> list[Action] | None:
        """The core's legal actions; with priority, those kept at this revision (and step)."""
        listed = self._listed
        if listed is not None or self.prompt is None or self.prompt.kind != PRIORITY:
            return listed
        player = self.prompt.player
        key = (player, player == self.turn_player and self._sorcery_window())
        revision, kept = self._listings
        found = kept.get(key) if revision == self.revision else None
        if found is not None and (found[0] is None or found[0] == self._step_index):
            self._listed = found[1]
            return found[1]
        self._listing = key
        self._timed = False
        return None

    @_legal.setter
    def _legal(self, actions: list[Action] | None) -> None:
        self._listed = actions
        key, self._listing = self._listing, None
        if actions is None:
            carry, self._carry = self._carry, False
            if self._quiet:
                self._quiet = False
            else:
                revision, self.revision = self.revision, next(_REVISIONS)
                declaring = self._declaring
                if carry and declaring is not None and declaring[0] == revision:
                    self._declaring = (self.revision, declaring[1], declaring[2], declaring[3])
            return
        if key is not None:
            revision, kept = self._listings
            if revision != self.revision:
                kept = {}
                self._listings = (self.revision, kept)
            kept[key] = (self._step_index if self._timed else None, actions)

    def timing_read(self, player: int) -> None:
        """A sorcery timing is read: the listing being worked out, if it is another player's, is
        kept for this step only."""
        if self._listing is not None and self._listing[0] != player:
            self._timed = True

    def declaration_memo(self, kind: str, player: int, layered: object) -> dict[Any, Any]:
        """What the listings of one declaration (``kind``) of attackers or blockers by ``player``
        keep under the layers' result ``layered``, emptied at any other change of the game."""
        declaring = self._declaring
        if declaring is None or declaring[0] != self.revision or declaring[1] != (kind, player) \
                or declaring[2] is not layered:
            declaring = self._declaring = (self.revision, (kind, player), layered, {})
        return declaring[3]

    def carry_declaration(self) -> None:
        """The action being applied only declares an attacker, a blocker or a band (CR 508.1a,
        509.1a, 702.22c): what ``declaration_memo`` keeps stays true after it."""
        self._carry = True

    # ------------------------------------------------------------------ what changes the game

    def begin_action(self, passing: bool) -> None:
        """An action is being applied: a pass with priority (``passing``) may leave the game
        unchanged, any other action changes it."""
        self._passing = (self.turn, self._step_index) if passing and not any(self.pools) else None

    def stir(self) -> None:
        """Something changed during the action being applied (a pass is then not quiet)."""
        self._passing = None

    def end_action(self) -> None:
        """The automatic procedure stopped: whether the action applied was a quiet pass."""
        passing, self._passing = self._passing, None
        if passing is None or self.triggers or any(e.kind != _PHASE_EVENT for e in self._events):
            return
        turn, step = passing
        self._quiet = turn == self.turn and (step == self._step_index or self._step_index in QUIET_ENTRIES)

    def invalidate_statics(self) -> None:
        self.stir()
        super().invalidate_statics()  # type: ignore[misc]

    def _identities_changed(self) -> None:
        super()._identities_changed()  # type: ignore[misc]
        self._zoned = None
        self._hands = None

    # ------------------------------------------------------------------ parts kept by content

    def zone_activations(self, player: int) -> list[tuple[int, int]]:
        """``graveyard_activations`` then ``hand_activations`` of ``player`` (CR 113.6m, 702.29a),
        worked out again only when their graveyard or hand holds other cards (every priority
        asks; what they say depends on the cards alone, so copies of the state share them)."""
        graveyard, hand = self.ids(player, "cementerio"), self.ids(player, "mano")  # type: ignore[attr-defined]
        zoned = self._zoned
        if zoned is None:
            zoned = self._zoned = {}
        found = zoned.get(player)
        if found is None or found[0] != graveyard or found[1] != hand:  # lists compared without copying them
            found = zoned[player] = (list(graveyard), list(hand),
                                     graveyard_activations(self, player) + hand_activations(self, player))  # type: ignore[arg-type]
        return found[2]

    def hand_kinds(self, player: int) -> HandKinds:
        """``hand_kinds`` of ``player``'s hand, worked out again only when it holds other cards
        (every priority asks; shared by copies of the state as ``zone_activations``)."""
        hand = self.ids(player, "mano")  # type: ignore[attr-defined]
        hands = self._hands
        if hands is None:
            hands = self._hands = {}
        found = hands.get(player)
        if found is None or found[0] != hand:  # compared without copying it
            found = hands[player] = (list(hand), hand_kinds(self, hand))  # type: ignore[arg-type]
        return found[1]

    # ------------------------------------------------------------------ the step, noted when read

    @property
    def step(self) -> str | None:
        self._timed = True
        return self._step

    @step.setter
    def step(self, value: str | None) -> None:
        self._step = value

    @property
    def phase(self) -> str:
        self._timed = True
        return self._phase

    @phase.setter
    def phase(self, value: str) -> None:
        self._phase = value

    @property
    def step_index(self) -> int:
        self._timed = True
        return self._step_index

    @step_index.setter
    def step_index(self, value: int) -> None:
        self._step_index = value


__all__ = ["PRIORITY", "PriorityListing", "QUIET_ENTRIES"]
