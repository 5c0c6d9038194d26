"""A game of the sample game: draw, then play a card or pass (Muestra 1–4)."""

from __future__ import annotations

from engine.core.actions import Action, Event, Prompt
from engine.core.errors import Rule
from engine.core.gestures import Gestures
from engine.core.notation import Notation
from engine.core.state import State
from engine.core.text import Text
from tests.samplegame import gestures, notation
from tests.samplegame.cards import SampleCard
from tests.samplegame.rules import rule

LIVES, OPENING_HAND = 10, 3  # Muestra 1


class SampleState(State):
    notation_module: Notation[SampleState] = notation
    gestures_module: Gestures[SampleState] = gestures

    def start(self) -> None:
        """Muestra 1: ten lives and three cards each; P1 starts."""
        for player in range(self.num_players):
            self.counters[player]["vidas"] = LIVES
            if not self.draw(player, OPENING_HAND):
                return
        self.turn = 0
        self.begin_turn(0)

    def begin_turn(self, player: int) -> None:
        """Muestra 2: the turn player draws, then decides."""
        self.turn += 1
        self.turn_player = player
        self.phase = "principal"
        if self.draw(player):
            self.prompt = Prompt("turno", player, "Juega una carta o pasa", tuple(self.ids(player, "mano")),
                                 text_en="Play a card or pass")

    def draw(self, player: int, count: int = 1) -> bool:
        """Muestra 3: a player who must draw from an empty deck loses."""
        deck = self.zone(player, "mazo")
        for _ in range(count):
            if not self.zones[deck]:
                self.end_game(1 - player, Text(f"P{player + 1} debe robar y su mazo está vacío",
                                               f"P{player + 1} must draw and their deck is empty"), rule("3"))
                return False
            self.move(self.zones[deck][0], self.zone(player, "mano"), kind="draw")
        return True

    def _legal_actions(self) -> list[Action]:
        assert self.prompt is not None
        player = self.prompt.player
        return [Action("play", player, (card,)) for card in self.ids(player, "mano")] + [Action("pass", player)]

    def _apply(self, action: Action) -> None:
        player = action.player
        if action.kind == "play":
            card = action.cards[0]
            self.move(card, self.zone(player, "campo"), kind="play")
            defn = self._card(card).defn
            assert isinstance(defn, SampleCard)
            rival = 1 - player
            self.counters[rival]["vidas"] = max(0, self.counters[rival]["vidas"] - defn.fuerza)
            self.emit(Event("damaged", rival, amount=defn.fuerza))
            if self.counters[rival]["vidas"] == 0:  # Muestra 4
                self.end_game(player, Text(f"P{rival + 1} llegó a 0 vidas", f"P{rival + 1} reached 0 lives"), rule("4"))
                return
        self.begin_turn(1 - player)

    def _refusal(self, action: Action) -> Rule:
        return rule("2")
