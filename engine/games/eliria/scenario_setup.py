"""Building an Eliria position from a scenario's ``[setup]`` (``docs/scenarios.md``)."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from engine.core.deck import DeckEntry
from engine.core.scenario_setup import SetupBuilder
from engine.core.text import Text
from engine.games.eliria.board import COMBAT_ZONES, MARKER, POWER, SLOTS
from engine.games.eliria.cards import EliriaCard
from engine.games.eliria.effects import EXTRA
from engine.games.eliria.moves import PLAYED
from engine.games.eliria.state import EliriaState

ZONE_ALIASES = {
    "hand": "mano", "mano": "mano",
    "deck": "mazo", "mazo": "mazo",
    "discard": "descarte", "descarte": "descarte",
    "combat": "combate", "combate": "combate",
    "invocation": "invocacion", "invocacion": "invocacion",
}
SETUP_KEYS = {"turn", "phase", "turn_player", "first_player", "moved", "attacked", "deck_fill", "alignment", "P1", "P2"}
PLAYER_KEYS = set(ZONE_ALIASES) | {"played", "extra"}
CARD_KEYS = {"card", "power", "face_up", "marker", "host"}
PHASES = ("inicio", "inicial", "movimiento", "poder", "ataque")
DEFAULT_DECK = 10


class _Builder(SetupBuilder[EliriaCard, EliriaState]):
    card_class = EliriaCard
    state_class = EliriaState

    def __init__(self, game: Any, setup: Mapping[str, Any], seed: int | str, path: str, text: str,
                 cards: Sequence[DeckEntry] = ()) -> None:
        super().__init__(game, setup, seed, path, text, cards)
        self.hosts: list[tuple[int, int, int, str]] = []

    def params(self) -> dict[str, Any]:
        return {**super().params(), "alignment": str(self.setup.get("alignment", "mirror"))}

    def build(self) -> EliriaState:
        if self.setup.get("alignment", "mirror") not in ("mirror", "same"):
            raise self.fail(Text("[setup] alignment: \"mirror\" o \"same\"",
                                 "[setup] alignment: \"mirror\" or \"same\""), "alignment")
        self.check_keys(self.setup, SETUP_KEYS, "[setup]")
        state = self.state
        for player in range(2):
            self.fill_player(player, self.setup.get(f"P{player + 1}", {}))
        for player, invocation, slot, where in self.hosts:
            host = state.occupant(player, slot)
            if host is None:
                raise self.fail(Text(f"{where}: «host» = {slot + 1} es un espacio de combate vacío",
                                     f"{where}: «host» = {slot + 1} is an empty combat slot"), "host")
            state._card(invocation).marks["host"] = host
        phase = self.setup.get("phase", "movimiento")
        if phase not in PHASES:
            raise self.fail(Text(f"[setup] phase: {phase!r} no es una de {PHASES}",
                                 f"[setup] phase: {phase!r} is not one of {PHASES}"), "phase")
        turn_player = self.player(self.setup.get("turn_player", "P1"), "turn_player")
        turn = int(self.setup.get("turn", 3))
        if phase == "inicio":
            first = self.setup.get("first_player")
            state.begin(None if first is None else self.player(first, "first_player"), True)
        else:
            state.turn = turn - 1
            state.start_turn(turn_player) if phase == "inicial" else self.enter(state, turn_player, turn, phase)
        state.snapshot_initial()
        return state

    def enter(self, state: EliriaState, player: int, turn: int, phase: str) -> None:
        """Start the turn at ``phase`` without running the phases before it."""
        state.turn = turn
        state.turn_player = player
        state.first_player = player if turn % 2 else 1 - player
        state.skip_attack = turn == 1
        state.moved = bool(self.setup.get("moved", False))
        state.attacked = bool(self.setup.get("attacked", False))
        if phase == "movimiento":
            state.ask_movement()
        elif phase == "poder":
            state.power_phase()
        else:
            state.attack_phase()

    def fill_player(self, player: int, spec: Any) -> None:
        label = f"P{player + 1}"
        spec = self.player_table(player, spec, PLAYER_KEYS, ZONE_ALIASES)
        state = self.state
        state.counters[player][PLAYED] = int(spec.get("played", 0))
        if spec.get("extra"):
            state.counters[player][EXTRA] = int(spec["extra"])
        zones = {ZONE_ALIASES[k]: v for k, v in spec.items() if k in ZONE_ALIASES}
        fill = self.card(self.setup.get("deck_fill", "Espectro Vigía"), "deck_fill")
        zones.setdefault("mazo", [fill.name] * DEFAULT_DECK)
        for zone_name, entries in zones.items():
            entries = self.entries(player, zone_name, entries, fill.name)
            if zone_name == "combate":
                if len(entries) > SLOTS:
                    raise self.fail(Text(f"[setup.{label}] combat: hay {SLOTS} espacios de combate (Eliria 2)",
                                         f"[setup.{label}] combat: there are {SLOTS} combat slots (Eliria 2)"), "combat")
                for slot, entry in enumerate(entries):
                    if entry not in ("", None):
                        self.place(player, COMBAT_ZONES[slot], entry, f"{label}.combat.{slot + 1}")
                continue
            for entry in entries:
                self.place(player, zone_name, entry, f"{label}.{zone_name}")

    def place(self, player: int, zone_name: str, entry: Any, where: str) -> None:
        state = self.state
        options = self.card_options(entry, CARD_KEYS, where)
        defn = self.card(options.get("card"), where)
        on_board = zone_name in COMBAT_ZONES or zone_name == "invocacion"
        if zone_name in COMBAT_ZONES and not defn.is_combat or zone_name == "invocacion" and defn.is_combat:
            raise self.fail(Text(f"{where}: «{defn.name}» no va en ese espacio (Eliria 2)",
                                 f"{where}: «{defn.name}» does not go in that slot (Eliria 2)"),
                            defn.name)
        face_up = bool(options.get("face_up", not defn.is_reaction)) if on_board else None
        card_id = self.put(defn, player, zone_name, player, face_up)
        card = state._card(card_id)
        if face_up:
            card.known = 0b11
        if zone_name in COMBAT_ZONES:
            card.counters[POWER] = int(options.get("power", 0))
        if options.get("marker"):
            card.marks[MARKER] = 1
        if "host" in options:
            self.hosts.append((player, card_id, int(options["host"]) - 1, where))


build_scenario_state = _Builder.state_for
