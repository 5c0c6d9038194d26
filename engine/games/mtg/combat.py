"""The combat phase (CR 506–511): declaring attackers and blockers with their restrictions,
first-strike and regular combat damage, trample, deathtouch and lifelink."""

from __future__ import annotations

from engine.core.actions import Event, Prompt
from engine.core.errors import Rule
from engine.games.mtg.abilities import LANDWALK
from engine.games.mtg.base import DAMAGE, code_player, player_code
from engine.games.mtg.boast import ATTACKED
from engine.games.mtg.combat_doom import block_triggers
from engine.games.mtg.attack_or_block import ATTACKS_OR_BLOCKS
from engine.games.mtg.attack_permissions import attacks_as_if_hasty, ignores_defender
from engine.games.mtg.block_limits import AuraLimits, aura_limits, block_limited
from engine.games.mtg.effects import EffectsMixin
from engine.games.mtg.rules import rule
from engine.games.mtg.this_turn_triggers import queue_attack_triggers


class CombatMixin(EffectsMixin):
    """Attackers, blockers and combat damage."""

    def defending_players(self) -> list[int]:
        """CR 506.2, 802.2: the opponents attacked (or whose planeswalkers are), in APNAP order."""
        attacked = {self.attacked_player(defender) for _a, defender in self.attackers}
        return [p for p in self.apnap() if p in attacked]

    def attacked_player(self, defender: int) -> int | None:
        """The player an attack on ``defender`` (a ``player_code`` or a planeswalker) is against."""
        if defender < 0:
            return code_player(defender)
        card = self.cards[defender]
        return card.controller if card is not None else None

    # ------------------------------------------------------------------ attackers (CR 508)

    def attack_problem(self, card_id: int) -> Rule | None:
        """Why ``card_id`` cannot be declared as an attacker now (``None``: it can)."""
        if not self.controls_permanent(self.turn_player, card_id) or not self.defn(card_id).is_creature:
            return rule("508.1a")
        if any(a == card_id for a, _ in self.attackers):
            return rule("508.1a")
        if self.has(card_id, "defender") and not ignores_defender(self, card_id):
            return rule("702.3b")
        if self._card(card_id).rotated:
            return rule("508.1a")
        if self.is_sick(card_id) and not attacks_as_if_hasty(self, card_id):
            return rule("302.6")
        return None

    def can_attack_at_all(self) -> bool:
        return any(self.attack_problem(c) is None for c in self.creatures(self.turn_player))

    def attackable(self, player: int) -> list[int]:
        """CR 508.1b: what ``player``'s creatures may attack: each opponent (``player_code``) and
        the planeswalkers they control."""
        found = [player_code(d) for d in self.opponents(player)]
        found += [c for d in self.opponents(player) for c in self.battlefield(d) if "planeswalker" in self.defn(c).types]
        return found

    def declare_attacker(self, card_id: int, defender: int) -> None:
        """``defender``: the attacked player (``player_code``) or planeswalker (its card id)."""
        self.attackers = self.attackers + ((card_id, defender),)
        self._card(card_id).marks["atacando"] = 1  # tells it apart from its copies in notation
        self.emit(Event("attack", self.turn_player, card_id, self._card_name(card_id)))

    def finish_attackers(self) -> None:
        """CR 508.1f: attackers tap (vigilance excepted, CR 702.20b); CR 508.3a: attack triggers."""
        for attacker, _defender in self.attackers:
            if not self.has(attacker, "vigilance"):
                self.tap(attacker)
            self.queue_triggers(attacker, "attacks")
            self.queue_triggers(attacker, ATTACKS_OR_BLOCKS)  # "Whenever CARDNAME attacks or blocks"
            if self.continuous:  # CR 603.7b: "Whenever an Elf you control attacks this turn"
                queue_attack_triggers(self, attacker)
            self._card(attacker).marks[ATTACKED] = self.turn  # "attacked this turn" (CR 702.142a)
        if len(self.attackers) == 1:  # CR 506.5, 702.83b: it attacks alone (exalted)
            for permanent in self.battlefield(self.turn_player):
                self.queue_triggers(permanent, "attacks_alone")
        self.attackers_declared = True

    # ------------------------------------------------------------------ blockers (CR 509)

    def block_problem(self, blocker: int, attacker: int, player: int, auras: AuraLimits | None = None) -> Rule | None:
        """The rule ``blocker`` blocking ``attacker`` breaks, or ``None`` (``auras``: ``aura_limits``
        read once for many pairs)."""
        if not self.controls_permanent(player, blocker) or not self.defn(blocker).is_creature:
            return rule("509.1a")
        attacked = [d for a, d in self.attackers if a == attacker]
        if not attacked:
            return rule("509.1a")
        if self.num_players > 2 and self.attacked_player(attacked[0]) != player:
            return rule("802.4a")  # only creatures attacking this player or their planeswalkers
        if any(b == blocker for b, _ in self.blockers) or self._card(blocker).rotated:
            return rule("509.1a")
        blocker_defn, attacker_defn = self.defn(blocker), self.defn(attacker)  # read once: a declaration asks of every pair
        if "cant_block" in blocker_defn.static_kinds:  # ``has_static``
            return rule("509.1b")
        if "unblockable" in attacker_defn.static_kinds or block_limited(self, blocker, attacker, auras):
            return rule("509.1b")
        theirs, ours = attacker_defn.program.keywords, blocker_defn.program.keywords  # ``keywords`` of each
        if "flying" in theirs and not ("flying" in ours or "reach" in ours):
            return rule("702.9b")
        if ("shadow" in theirs) != ("shadow" in ours):
            return rule("702.28b")  # shadow blocks, and is blocked by, only shadow
        if "horsemanship" in theirs and "horsemanship" not in ours:
            return rule("702.31b")
        if "skulk" in theirs and self.power_toughness(blocker)[0] > self.power_toughness(attacker)[0]:
            return rule("702.118b")
        artifact = "artifact" in blocker_defn.types
        if "fear" in theirs and not (artifact or "B" in blocker_defn.colors):
            return rule("702.36b")
        if "intimidate" in theirs and not (artifact or set(blocker_defn.colors) & set(attacker_defn.colors)):
            return rule("702.13b")
        if self.protected_from(attacker, blocker):
            return rule("702.16f")
        for keyword, land in LANDWALK.items():  # CR 702.14c
            if keyword in theirs and any(land in self.defn(c).subtypes for c in self.battlefield(player)):
                return rule("702.14c")
        return None

    def menace_problem(self) -> Rule | None:
        """CR 702.111b: a creature with menace is blocked by two or more creatures or none."""
        for attacker, _defender in self.attackers:
            count = sum(1 for _b, a in self.blockers if a == attacker)
            if count == 1 and self.has(attacker, "menace"):
                return rule("702.111b")
        return None

    def declare_blocker(self, blocker: int, attacker: int) -> None:
        self.blockers = self.blockers + ((blocker, attacker),)
        self._card(blocker).marks["bloqueando"] = 1
        self.emit(Event("block", self._card(blocker).controller, blocker, self._card_name(blocker)))

    def undeclare_blocker(self, blocker: int) -> None:
        self.blockers = tuple(b for b in self.blockers if b[0] != blocker)
        self._card(blocker).marks.pop("bloqueando", None)

    def next_blockers(self) -> bool:
        """CR 509.1, 802.4: each defending player in APNAP order declares all their blockers; a
        player with no possible block is not asked. ``False`` once the blocks are final (CR 509.1h)."""
        while self.defenders:
            defender = self.defenders[0]
            auras = aura_limits(self)
            if any(self.block_problem(b, a, defender, auras) is None
                   for b in self.creatures(defender) for a, _ in self.attackers):
                self.prompt = Prompt("bloqueadores", defender, "Declara bloqueadoras", text_en="Declare blockers")
                return True
            self.defenders = self.defenders[1:]
        self.finish_blockers()
        return False

    def finish_blockers(self) -> None:
        self.blocked = frozenset(a for _b, a in self.blockers)  # CR 509.1h: an attacker stays blocked
        for blocker in dict.fromkeys(b for b, _a in self.blockers):  # CR 509.2a ("blocks"), 509.3c (once)
            self.queue_triggers(blocker, "blocks_or_blocked")
            self.queue_triggers(blocker, ATTACKS_OR_BLOCKS)  # CR 509.3a
        for attacker in dict.fromkeys(a for _b, a in self.blockers):  # "becomes blocked", once each
            self.queue_triggers(attacker, "blocks_or_blocked")
            self.queue_triggers(attacker, "becomes_blocked")  # CR 509.3c (rampage)
        block_triggers(self)  # CR 509.3d: "blocks or becomes blocked by a non-Wall creature"

    # ------------------------------------------------------------------ damage (CR 510)

    def needs_first_strike_step(self) -> bool:
        """CR 510.4: a first-strike damage step happens when a combatant has first or double strike."""
        fighters = [a for a, _ in self.attackers] + [b for b, _ in self.blockers]
        return any(self.has(c, "first strike") or self.has(c, "double strike") for c in fighters)

    def _deals_now(self, card_id: int, first: bool) -> bool:
        strikes_first = self.has(card_id, "first strike") or self.has(card_id, "double strike")
        if first:
            return strikes_first
        # CR 510.4: in the second step, those that did not deal first-strike damage, and double strikers
        return card_id not in self.first_strikers or self.has(card_id, "double strike")

    # ------------------------------------------------------------------ dividing damage (CR 510.1c)

    def lethal_for(self, attacker: int, blocker: int) -> int:
        """The damage that is lethal to ``blocker`` now (1 from a deathtouch source, CR 702.2c)."""
        if self.has(attacker, "deathtouch"):
            return 1
        return max(0, self.power_toughness(blocker)[1] - self._card(blocker).counters.get(DAMAGE, 0))

    def needs_division(self, attacker: int, first: bool) -> bool:
        """A blocked attacker dealing damage now to two or more blockers, or with trample to one
        or more (CR 510.1c, 702.19b), whose controller divides its damage."""
        if not self._deals_now(attacker, first) or self.power_toughness(attacker)[0] <= 0:
            return False
        blockers = sum(1 for _b, a in self.blockers if a == attacker)
        return blockers >= 2 or (blockers == 1 and self.has(attacker, "trample"))

    def division_options(self) -> list[int]:
        """How much damage the attacker being divided may give its next blocker."""
        assert self.dividing is not None
        attacker, blockers, given = self.dividing
        left = self.power_toughness(attacker)[0] - sum(given)
        blocker = blockers[len(given)]
        if self.has(attacker, "trample"):  # CR 702.19b: lethal to every blocker before the player
            return list(range(min(left, self.lethal_for(attacker, blocker)), left + 1))
        return list(range(0, left + 1))

    def start_division(self, first: bool) -> bool:
        """Ask for the next attacker whose damage must be divided; ``False`` when none is left."""
        planned = {a for a, _ in self.damage_plan}
        for attacker, _defender in self.attackers:
            if attacker not in planned and self.needs_division(attacker, first):
                blockers = tuple(b for b, a in self.blockers if a == attacker)
                self.dividing = (attacker, blockers, ())
                return True
        return False

    def divide(self, amount: int) -> None:
        """Record ``amount`` for the next blocker; a non-trampler's last blocker takes the rest."""
        assert self.dividing is not None
        attacker, blockers, given = self.dividing
        given = given + (amount,)
        power = self.power_toughness(attacker)[0]
        if len(given) == len(blockers) - 1 and not self.has(attacker, "trample"):
            given = given + (power - sum(given),)
        if len(given) < len(blockers):
            self.dividing = (attacker, blockers, given)
            return
        plan = tuple((b, n) for b, n in zip(blockers, given) if n)
        self.damage_plan = self.damage_plan + ((attacker, plan),)
        self.dividing = None

    def combat_damage(self, first: bool) -> None:
        """CR 510.1–510.2: assign combat damage, then deal it all at once.

        A creature blocked by one creature gives it all its damage; damage divided among
        several blockers (or with trample) follows the controller's choices in
        ``damage_plan``; with trample the rest goes to the player (CR 702.19b).
        """
        plans = dict(self.damage_plan)
        assignments: list[tuple[int, int, int]] = []  # (source, target, amount)
        for attacker, defender in self.attackers:
            if not self._deals_now(attacker, first):
                continue
            power = self.power_toughness(attacker)[0]
            if power <= 0:  # CR 510.1a
                continue
            blockers = [b for b, a in self.blockers if a == attacker]
            trample = self.has(attacker, "trample")
            if defender >= 0 and not self.on_battlefield(defender):
                defender = -99  # CR 506.4c: the attacked planeswalker left; no damage goes to it
            elif defender < 0 and code_player(defender) in self.left:
                defender = -99  # CR 800.4e: no damage is assigned to a player who left the game
            if attacker not in self.blocked:
                if defender != -99:
                    assignments.append((attacker, defender, power))  # CR 510.1b
                continue
            if not blockers:  # CR 510.1c, 702.19d
                if trample and defender != -99:
                    assignments.append((attacker, defender, power))
                continue
            plan = plans.get(attacker, ((blockers[0], power),) if len(blockers) == 1 else ())
            assignments.extend((attacker, blocker, amount) for blocker, amount in plan)
            left = power - sum(amount for _b, amount in plan)
            if left > 0 and trample and defender != -99:
                assignments.append((attacker, defender, left))
        for blocker, attacker in self.blockers:
            if not self._deals_now(blocker, first):
                continue
            if blocker in plans:  # CR 510.1d, 702.22k: divided among the attackers it blocks (a band)
                if attacker == next(a for b, a in self.blockers if b == blocker):
                    assignments.extend((blocker, target, amount) for target, amount in plans[blocker])
                continue
            power = self.power_toughness(blocker)[0]
            if power > 0 and any(a == attacker for a, _ in self.attackers):
                assignments.append((blocker, attacker, power))
        if first:
            fighters = [a for a, _ in self.attackers] + [b for b, _ in self.blockers]
            self.first_strikers = frozenset(c for c in fighters if self._deals_now(c, True))
        self.damage_plan = ()
        for source, target, amount in assignments:  # CR 510.2: simultaneously
            self.deal_damage(source, self._card(source).controller, target, amount, combat=True)
        self.emit(Event("combat_damage", self.turn_player, amount=sum(a for _s, _t, a in assignments)))

    def end_combat(self) -> None:
        """CR 511.3: creatures stop being attacking or blocking creatures."""
        for card_id in [a for a, _ in self.attackers] + [b for b, _ in self.blockers]:
            marks = self._card(card_id).marks
            marks.pop("atacando", None)
            marks.pop("bloqueando", None)
        self.attackers = ()
        self.blockers = ()
        self.blocked = frozenset()
        self.first_strikers = frozenset()
        self.attackers_declared = False


__all__ = ["CombatMixin", "code_player"]
