"""Banding (CR 702.22): a static ability that changes the rules of combat (702.22a); the keyword
"banding" itself is read with the others (``abilities.KEYWORDS``). "Bands with other" (702.22b) is
not played.

As attackers are declared, their player may form bands (702.22c): ``band`` joins two attackers
(``Action("band", player, (attacker,), (other,))``, "band A with B"); a band holds any number of
creatures with banding and at most one without, all attacking the same player or planeswalker
(702.22d) — ``band_problem`` names the rule a band breaks. A band lasts for the rest of combat
(702.22e); a creature removed from combat leaves its band (702.22f: ``band_of`` counts only
attackers).

Blocking one creature of a band blocks them all (702.22h: ``finish_blockers`` adds the other members
to each block), so a blocker may block several attackers and divides its combat damage among them
(CR 510.1d). Who divides (``damage_assigner``): an attacker blocked by a creature with banding has
its damage divided by the defending player, as they choose among its blockers (702.22j, instead of
510.1c); a blocker blocking a creature with banding has its damage divided by the active player
(702.22k, instead of 510.1d).
"""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action
from engine.core.errors import Rule
from engine.core.state import SetupInfo
from engine.games.mtg.combat import CombatMixin
from engine.games.mtg.rules import rule

BANDING = "banding"
BAND = "band"  # the action: join an attacker to another's band, as attackers are declared


class BandingMixin(CombatMixin):
    """Attacking bands, band blocks and who divides combat damage (CR 702.22)."""

    def __init__(self, game: Any, setup: SetupInfo) -> None:
        super().__init__(game, setup)
        self.bands: tuple[frozenset[int], ...] = ()  # CR 702.22c: the bands declared this combat

    def _hash_extra(self) -> tuple[Any, ...]:
        return super()._hash_extra() + (tuple(tuple(sorted(b)) for b in self.bands),)

    def band_of(self, attacker: int) -> frozenset[int]:
        """The attackers in ``attacker``'s band, itself included (CR 702.22f: only those still attacking)."""
        attacking = {a for a, _d in self.attackers}
        band = next((b for b in self.bands if attacker in b), frozenset({attacker}))
        return frozenset(m for m in band if m in attacking)

    def band_problem(self, player: int, attacker: int, other: int) -> Rule | None:
        """The rule banding ``attacker`` with ``other`` breaks, or ``None``."""
        defenders = dict(self.attackers)
        if player != self.turn_player or attacker not in defenders or other not in defenders or other in self.band_of(attacker):
            return rule("702.22c")  # two of the player's attackers, not yet in one band
        if defenders[attacker] != defenders[other]:
            return rule("702.22d")  # all attack the same player or planeswalker
        members = self.band_of(attacker) | self.band_of(other)
        if sum(1 for m in members if not self.has(m, BANDING)) > 1:
            return rule("702.22c")  # at most one creature without banding
        return None

    def band_actions(self, player: int) -> list[Action]:
        """CR 702.22c: the bands ``player`` may form now (each pair once)."""
        attackers = [a for a, _d in self.attackers]
        if not any(self.has(a, BANDING) for a in attackers):
            return []  # a band has one creature without banding at most: no pair can band (most declarations)
        return [Action(BAND, player, (a,), (b,)) for i, a in enumerate(attackers) for b in attackers[i + 1:]
                if self.band_problem(player, a, b) is None]

    def declare_band(self, attacker: int, other: int) -> None:
        joined = self.band_of(attacker) | self.band_of(other)
        self.bands = tuple(b for b in self.bands if not (b & joined)) + (joined,)

    def finish_blockers(self) -> None:
        """CR 702.22h: a creature blocking one member of a band blocks every member."""
        pairs = list(self.blockers)
        for blocker, attacker in list(self.blockers):
            for member in sorted(self.band_of(attacker)):
                if (blocker, member) not in pairs:
                    pairs.append((blocker, member))
        self.blockers = tuple(pairs)
        super().finish_blockers()

    def _blocked_by(self, blocker: int) -> tuple[int, ...]:
        """The attackers ``blocker`` blocks that are still attacking (CR 506.4: not those removed from combat)."""
        attacking = {a for a, _d in self.attackers}
        return tuple(a for b, a in self.blockers if b == blocker and a in attacking)

    def needs_division(self, attacker: int, first: bool) -> bool:
        """A blocker blocking two or more attackers divides its damage too (CR 510.1d)."""
        if any(a == attacker for a, _d in self.attackers):
            return super().needs_division(attacker, first)
        return self._deals_now(attacker, first) and self.power_toughness(attacker)[0] > 0 and len(self._blocked_by(attacker)) >= 2

    def start_division(self, first: bool) -> bool:
        if super().start_division(first):
            return True
        planned = {s for s, _p in self.damage_plan}
        for blocker in dict.fromkeys(b for b, _a in self.blockers):
            if blocker not in planned and self.needs_division(blocker, first):
                self.dividing = (blocker, self._blocked_by(blocker), ())
                return True
        return False

    def division_options(self) -> list[int]:
        """CR 702.22j: the defending player divides an attacker's damage among its blockers as they
        choose, trample's lethal damage first (702.19b) aside."""
        assert self.dividing is not None
        source, _recipients, given = self.dividing
        if any(a == source for a, _d in self.attackers) and self.damage_assigner(source) != self._card(source).controller:
            return list(range(0, self.power_toughness(source)[0] - sum(given) + 1))
        return super().division_options()

    def damage_assigner(self, source: int) -> int:
        """Who divides ``source``'s combat damage: its controller (CR 510.1c, 510.1d), or the
        defending player for an attacker blocked by a creature with banding (702.22j), or the active
        player for a blocker blocking a creature with banding (702.22k)."""
        blocked_by = [b for b, a in self.blockers if a == source]
        if blocked_by and any(a == source for a, _d in self.attackers):
            if any(self.has(b, BANDING) for b in blocked_by):
                return self._card(blocked_by[0]).controller  # CR 702.22j
        elif any(self.has(a, BANDING) for b, a in self.blockers if b == source):
            return self.turn_player  # CR 702.22k
        return self._card(source).controller

    def end_combat(self) -> None:
        super().end_combat()
        self.bands = ()  # CR 702.22e: for the rest of combat


__all__ = ["BAND", "BANDING", "BandingMixin"]
