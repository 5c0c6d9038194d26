"""The Eliria TCG game state: start of the game, turn phases, reactions, legal actions and
refusals (Reglamento técnico 1.1)."""

from __future__ import annotations

from typing import Any, Sequence

from engine.core.actions import Action, Event
from engine.core.errors import Rule
from engine.core.gestures import Gestures
from engine.core.manual import ManualRules
from engine.core.notation import Notation
from engine.core.state import SetupInfo, State
from engine.core.text import Text
from engine.core.zones import ZoneSpec
from engine.games.eliria import gestures, notation
from engine.games.eliria.board import MARKER, POWER, EliriaBoard
from engine.games.eliria.effects import EXTRA, Context, run
from engine.games.eliria.moves import PLAYED, LegalMoves
from engine.games.eliria.rules import rule

OPENING_HAND = 5  # Eliria 11.b
COMBAT_LIMIT = 3  # Eliria 9

_MOVEMENT = ("Fase de movimiento: activa cartas, juega de tu mano (Mayús + soltar: boca abajo), mueve una "
             "carta de combate o pasa a la fase de poder",
             "Movement phase: turn cards face up, play from hand (Shift + drop: face down), move one combat "
             "card, or pass to the power phase")


class EliriaManual(ManualRules["EliriaState"]):
    """Eliria's manual actions: a full zone is refused by its rule (2), and what a card moved or flipped by
    hand may change is worked out again (the passives in force, the attacks)."""

    def capacity_rule(self, state: EliriaState, spec: ZoneSpec) -> Rule:
        return rule("2", Text(f"{spec.label} está lleno", f"{spec.label_en} is full"))

    def after(self, state: EliriaState) -> None:
        state._passives = None  # a manual flip turns a card without a move
        state.listed = None  # a card moved by hand may change the attacks


class EliriaState(EliriaBoard):
    """A game of Eliria TCG between two players."""

    notation_module: Notation[EliriaState] = notation
    gestures_module: Gestures[EliriaState] = gestures
    manual_rules = EliriaManual()

    def __init__(self, game: Any, setup: SetupInfo) -> None:
        super().__init__(game, setup)
        #: What may be done now (a part that only reads the state).
        self.moves = LegalMoves(self)

    def _copy_extra(self, twin: State) -> None:
        super()._copy_extra(twin)
        assert isinstance(twin, EliriaState)
        twin.moves = LegalMoves(twin)

    def _rebuild(self, actions: Sequence[Action]) -> None:
        super()._rebuild(actions)  # takes the rebuilt state's attributes, its parts too
        self.moves = LegalMoves(self)

    # ------------------------------------------------------------------ start of the game (11)

    def begin(self, first_player: int | None, mulligan: bool) -> None:
        """After the decks are shuffled and cut and five cards drawn: mulligans, dice, turn 1."""
        self.phase = "inicio"
        self.agreed_first = first_player
        if not mulligan:
            self.mulligans = (True, True)
        self._next_mulligan()

    def needs_mulligan(self, player: int) -> bool:
        """Eliria 11.b: no combat card without the † symbol among the cards drawn."""
        return not any(self.defn(cid).is_combat and not self.defn(cid).cross for cid in self.ids(player, "mano"))

    def _next_mulligan(self) -> None:
        done = list(self.mulligans)
        for player in range(self.num_players):
            if not done[player] and not self.needs_mulligan(player):
                done[player] = True
        self.mulligans = tuple(done)
        waiting = [p for p in range(self.num_players) if not done[p]]
        if waiting:
            self.ask("mulligan", waiting[0], ("Mulligan: no tienes cartas de combate sin †. Descarta una carta para "
                                              "revolver y robar cinco, o quédate la mano",
                                              "Mulligan: you have no combat card without †. Discard one card to "
                                              "reshuffle and draw five, or keep your hand"),
                     tuple(self.ids(waiting[0], "mano")))
            return
        self._roll_dice(self.agreed_first)

    def mulligan(self, player: int, discard: int) -> None:
        """Eliria 11.b: show the hand, discard one card, reshuffle the rest into the deck, draw
        five — which can end the game by 7.c."""
        hand = self.ids(player, "mano")
        everyone = (1 << self.num_players) - 1
        for cid in hand:
            self._card(cid).known = everyone
        self.emit(Event("reveal", player, text="mano", amount=len(hand)))
        self.move(discard, self.zone(player, "descarte"), kind="discard")
        deck = self.zone(player, "mazo")
        for cid in list(hand):
            self.move(cid, deck, kind="return")
        self.shuffle(deck)
        if self.draw(player, OPENING_HAND):
            self._next_mulligan()

    def _roll_dice(self, first_player: int | None) -> None:
        """Eliria 11.c: each player rolls a die (ties roll again); the winner chooses who starts."""
        self.phase = "inicio"
        if first_player is not None:
            self.start_turn(first_player)
            return
        rolls = (0, 0)
        while rolls[0] == rolls[1]:
            rolls = (self.rng.below(12) + 1, self.rng.below(12) + 1)
        self.dice = rolls
        for player, value in enumerate(rolls):
            self.counters[player]["dado"] = value
            self.emit(Event("dice", player, amount=value))
        winner = 0 if rolls[0] > rolls[1] else 1
        self.ask("primero", winner, (f"Ganaste la tirada ({rolls[winner]} contra {rolls[1 - winner]}): ¿quién inicia?",
                                     f"You won the roll ({rolls[winner]} to {rolls[1 - winner]}): who starts?"))

    # ------------------------------------------------------------------ the turn (12)

    def start_turn(self, player: int) -> None:
        first_turn = self.turn == 0
        self.turn += 1
        self.turn_player = player
        if first_turn:
            self.first_player = player
        self.moved = self.attacked = self.cancelled = False
        self.attack = None
        self.window = ()
        self.skip_attack = first_turn  # Eliria 11.d
        self.emit(Event("phase", player, text="inicial", amount=self.turn))
        if not first_turn:  # Eliria 11.d: the starting player skips the initial phase
            self.phase = "inicial"
            for cid in list(self.invocations(player)):  # Eliria 12.a: every reaction, up or down
                if self.defn(cid).is_reaction:
                    self.move(cid, self.zone(self._card(cid).owner, "descarte"), kind="discard")
            if not self.draw(player):  # Eliria 12.a, 7.c
                return
        self.phase = "movimiento"
        self.ask_movement()

    def ask_movement(self) -> None:
        self.phase = "movimiento"
        self.ask("movimiento", self.turn_player, _MOVEMENT)

    def power_phase(self) -> None:
        """Eliria 12.c: +1 power to every combatant (face down too) up to its cap; no combatant
        on the board loses the game (7.b)."""
        player = self.turn_player
        self.phase = "poder"
        self.emit(Event("phase", player, text="poder", amount=self.turn))
        fighters = self.combatants(player)
        if not fighters:
            self.end_game(self.opponent(player), Text(f"P{player + 1} no tiene cartas de combate en su fase de poder",
                                                      f"P{player + 1} has no combat cards in their power phase"), rule("7.b"))
            return
        for cid in fighters:  # powers change, the passives in force do not (found once: ``active_passives``)
            self.set_power(cid, self.power(cid) + 1 + self.bonus(cid, "power_rate"))
        self.open_window("fase_poder", "ataque")

    def attack_phase(self) -> None:
        """Eliria 12.d (skipped in the starting player's first turn, 11.d)."""
        self.phase = "ataque"
        attacks = [] if self.skip_attack else self.moves.attack_actions(self.turn_player)
        if not attacks:
            self.end_turn()
            return
        self.ask("ataque", self.turn_player, ("Fase de ataque: declara un ataque o pasa", "Attack phase: declare an attack or pass"))
        self.listed = (self.prompt, attacks)

    def end_turn(self) -> None:
        """End of the turn: Efímera invocations go to the discard pile (6.c.I), the opponent marks
        the face-down invocations (13.d), this turn's changes end; the opponent's turn starts."""
        player = self.turn_player
        for p in range(self.num_players):
            for cid in list(self.invocations(p)):
                card = self._card(cid)
                if card.face_up and self.defn(cid).subtype == "efimera":
                    self.move(cid, self.zone(card.owner, "descarte"), kind="discard")
        for cid in self.invocations(player):
            card = self._card(cid)
            if not card.face_up and not card.marks.get(MARKER):
                card.marks[MARKER] = self.turn
                self.emit(Event("marker", player, cid, text=MARKER))
        for p in range(self.num_players):
            for cid in self.combatants(p):
                card = self._card(cid)
                if card.modifiers:
                    card.modifiers = ()
        self.clamp_powers()
        self.start_turn(self.opponent(player))

    # ------------------------------------------------------------------ reactions (6.b)

    def eligible_reactions(self, trigger: str) -> list[int]:
        """The reacting player's face-down reactions whose condition is ``trigger``."""
        reactor = self.opponent(self.turn_player)
        return [cid for cid in self.invocations(reactor)
                if not self._card(cid).face_up and self.defn(cid).is_reaction and self.defn(cid).trigger == trigger]

    def open_window(self, trigger: str, then: str, played: int | None = None) -> None:
        """The opponent may activate one reaction whose condition was just met (6.b: when two
        could, they choose one); then the game goes on with ``then``."""
        if self.outcome is not None:
            return
        eligible = self.eligible_reactions(trigger)
        if not eligible:
            self.resume(then)
            return
        self.window = (trigger, then, played)
        self.ask("reaccion", self.opponent(self.turn_player),
                 ("Puedes activar una reacción o pasar", "You may activate a reaction or pass"), tuple(eligible))

    def react(self, card_id: int) -> None:
        trigger, then, played = self.window
        self.window = ()
        self.turn_face_up(card_id)
        attacker, defender = (self.attack[0], self.attack[2]) if self.attack is not None else (None, None)
        run(self, self.defn(card_id).ops,
            Context(self._card(card_id).controller, card_id, played, attacker, defender, played))
        self.resume(then)

    def resume(self, then: str) -> None:
        self.window = ()
        if self.outcome is not None:
            return
        if then == "movimiento":
            self.ask_movement()
        elif then == "ataque":
            self.attack_phase()
        else:
            self.resolve_attack()

    # ------------------------------------------------------------------ movement actions (12.b)

    def play(self, action: Action, face_up: bool) -> None:
        player = action.player
        card_id = action.cards[0]
        defn = self.defn(card_id)
        if defn.is_combat:
            slot = action.number
            self.counters[player][PLAYED] = self.counters[player].get(PLAYED, 0) + 1
            self.move(card_id, self.slot_zone(player, slot), face_up=face_up, kind="play")
            self._card(card_id).counters[POWER] = 0
            self.open_window("combate_jugado", "movimiento", card_id)
            return
        self.move(card_id, self.zone(player, "invocacion"), face_up=face_up, kind="play")
        if face_up:
            self.invoke(card_id, action.targets[0] if action.targets else None)
        else:
            self.ask_movement()

    def invoke(self, card_id: int, target: int | None) -> None:
        """An invocation takes effect (played or turned face up): a sacrifice is paid first
        (14.a), an Adhesión binds to its combatant (6.c.II); then the opponent may react."""
        defn = self.defn(card_id)
        player = self._card(card_id).controller
        if defn.subtype == "adhesion" and target is not None:
            self._card(card_id).marks["host"] = target
        if defn.sacrifice and target is not None:
            self.destroy(target)
            target = None
        run(self, defn.ops, Context(player, card_id, target))
        self.clamp_powers()
        self.open_window("invocacion_jugada", "movimiento", card_id)

    def flip(self, action: Action) -> None:
        card_id = action.cards[0]
        self.turn_face_up(card_id)
        if self.defn(card_id).is_invocation:
            self.invoke(card_id, action.targets[0] if action.targets else None)
        else:
            self.ask_movement()

    def move_combatant(self, card_id: int, slot: int) -> None:
        """Eliria 12.b: to an adjacent free slot; moving is not turning face up (that is its own
        move), so a face-down card stays face down with its power."""
        self.moved = True
        card = self._card(card_id)
        self.move(card_id, self.slot_zone(card.controller, slot), face_up=card.face_up, keep_state=True, kind="move")
        self.open_window("movimiento", "movimiento", card_id)

    # ------------------------------------------------------------------ attacks (12.d, 6.a, 8, 10)

    def declare_attack(self, attacker: int, index: int, defender: int) -> None:
        self.attacked = True
        self.attack = (attacker, index, defender)
        self.cancelled = False
        attack = self.defn(attacker).attacks[index]
        self.emit(Event("attack", self.turn_player, attacker, self.defn(attacker).name, text=attack.name))
        if not self._card(defender).face_up:  # Eliria 8: revealed when attacked
            self.turn_face_up(defender)
        self.open_window("ataque_declarado", "golpe", defender)

    def resolve_attack(self) -> None:
        """Eliria 6.a.V: the defender is destroyed only when the damage exceeds its resistance."""
        assert self.attack is not None
        attacker, index, defender = self.attack
        alive = self.cards[attacker] is not None and self.on_board(attacker)
        if self.cancelled or not alive:
            self.end_turn()
            return
        attack = self.defn(attacker).attacks[index]
        damage = self.attack_damage(attacker, attack)
        cost = self.attack_cost(attacker, attack)
        if cost:
            self.set_power(attacker, self.power(attacker) - cost)
        if self.cards[defender] is not None and self.on_board(defender):
            self.emit(Event("damage", self._card(defender).controller, defender, self.defn(defender).name, amount=damage))
            if damage > self.resistance(defender):
                self.destroy(defender)
        run(self, attack.ops, Context(self.turn_player, attacker, defender, attacker, defender))
        if self.outcome is None:
            self.end_turn()

    # ------------------------------------------------------------------ what may be done

    def combat_limit(self, player: int) -> int:
        return COMBAT_LIMIT + self.counters[player].get(EXTRA, 0)

    def _legal_actions(self) -> list[Action]:
        prompt = self.prompt
        if prompt is None:
            return []
        player = prompt.player
        if prompt.kind == "mulligan":
            return [Action("keep", player)] + [Action("mulligan", player, (c,)) for c in self.distinct(self.ids(player, "mano"))]
        if prompt.kind == "primero":
            return [Action("first", player, choice=p) for p in range(self.num_players)]
        if prompt.kind == "movimiento":
            return self.moves.movement_actions(player)
        if prompt.kind == "ataque":
            listed = self.listed  # found when the question was asked, nothing changed since
            attacks = listed[1] if listed is not None and listed[0] is prompt else self.moves.attack_actions(player)
            return attacks + [Action("pass", player)]
        if prompt.kind == "reaccion":
            return [Action("react", player, (c,)) for c in prompt.options] + [Action("pass", player)]
        return []

    # ------------------------------------------------------------------ applying answers

    def _apply(self, action: Action) -> None:
        prompt = self.prompt
        assert prompt is not None
        self.prompt = None
        kind = action.kind
        if prompt.kind == "mulligan":
            if kind == "keep":
                done = list(self.mulligans)
                done[action.player] = True
                self.mulligans = tuple(done)
                self._next_mulligan()
            else:
                self.mulligan(action.player, action.cards[0])
        elif prompt.kind == "primero":
            self.start_turn(action.number)
        elif prompt.kind == "reaccion":
            if kind == "react":
                self.react(action.cards[0])
            else:
                self.resume(self.window[1])
        elif prompt.kind == "ataque":
            if kind == "attack":
                self.declare_attack(action.cards[0], action.number, action.targets[0])
            else:
                self.end_turn()
        elif kind in ("play", "set"):
            self.play(action, kind == "play")
        elif kind == "flip":
            self.flip(action)
        elif kind == "move":
            self.move_combatant(action.cards[0], action.number)
        else:  # pass: the movement phase ends
            self.power_phase()

    # ------------------------------------------------------------------ refusals

    def _refusal(self, action: Action) -> Rule:
        from engine.games.eliria.refusals import refusal

        return refusal(self, action)

    # ------------------------------------------------------------------ notation and gestures

    def _observation_extra(self, viewer: int | None) -> tuple[tuple[str, Any], ...]:
        return (("dados", self.dice),) if self.dice else ()
