"""Building a Magic position from a scenario's ``[setup]`` (``docs/scenarios.md``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core.scenario_setup import SetupBuilder
from engine.core.text import Text
from engine.games.mtg.base import DAMAGE, LIFE, OPENING_HAND, POISON, STARTING_LIFE, STEP_INDEX, STEPS
from engine.games.mtg.cards import MtgCard
from engine.games.mtg.state import MtgState

ZONE_ALIASES = {
    "hand": "mano", "mano": "mano",
    "library": "biblioteca", "biblioteca": "biblioteca",
    "battlefield": "campo", "campo": "campo",
    "graveyard": "cementerio", "cementerio": "cementerio",
    "exile": "exilio", "exilio": "exilio",
    "command": "mando", "mando": "mando",
}
SETUP_KEYS = {"turn", "step", "turn_player", "priority", "first_player", "deck_fill", "lands_played", "players",
              "P1", "P2", "P3", "P4"}
PLAYER_KEYS = set(ZONE_ALIASES) | {"life", "poison", "pool"}
CARD_KEYS = {"card", "tapped", "sick", "damage", "counters", "attached", "owner", "commander"}
STEP_NAMES = {"principal1": 3, "principal2": 10, "mulligan": -1, **STEP_INDEX}
DEFAULT_LIBRARY = 20


class _Builder(SetupBuilder[MtgCard, MtgState]):
    card_class = MtgCard
    state_class = MtgState

    def build(self) -> MtgState:
        self.check_keys(self.setup, SETUP_KEYS, "[setup]")
        state = self.state
        step = self.setup.get("step", "principal1")
        if step not in STEP_NAMES:
            raise self.fail(Text(f"[setup] step: {step!r} no es uno de {sorted(STEP_NAMES)}",
                                 f"[setup] step: {step!r} is not one of {sorted(STEP_NAMES)}"),
                            "step")
        state.turn_player = self.player(self.setup.get("turn_player", "P1"), "turn_player")
        state.first_player = self.player(self.setup.get("first_player", f"P{state.turn_player + 1}"), "first_player")
        state.turn = int(self.setup.get("turn", 2))
        state.turn_started = tuple(state.turn if p == state.turn_player else max(0, state.turn - 1)
                                   for p in range(state.num_players))
        state.lands_played = int(self.setup.get("lands_played", 0))
        for player in range(state.num_players):  # ``players = 3`` or 4: a multiplayer game (CR 800.1)
            state.counters[player][LIFE] = STARTING_LIFE
            state.counters[player][POISON] = 0
            self.fill_player(player, self.setup.get(f"P{player + 1}", {}))
        state.invalidate_statics()  # attachments and counters placed after the layers were computed
        if step == "mulligan":
            state.turn = 0
            state.turn_player = state.first_player
            for player in state.apnap():
                state.draw(player, OPENING_HAND)
            state.start_mulligans()
        else:
            state.kept = (True,) * state.num_players
            state.step_index = STEP_NAMES[step]
            state._enter_step()
            if "priority" in self.setup and state.need_priority:
                state.chain = replace(state.chain, window=self.player(self.setup["priority"], "priority"))
        state._advance()
        state.snapshot_initial()
        return state

    def player(self, value: Any, key: str) -> int:
        """The seat named ``"P1"`` … ``"P4"`` (as many as the game's players)."""
        if isinstance(value, str) and value.upper() in [f"P{p + 1}" for p in range(self.state.num_players)]:
            return int(value[1]) - 1
        return super().player(value, key)

    def fill_player(self, player: int, spec: Any) -> None:
        label = f"P{player + 1}"
        spec = self.player_table(player, spec, PLAYER_KEYS, ZONE_ALIASES)
        state = self.state
        if "life" in spec:
            state.counters[player][LIFE] = int(spec["life"])
        if "poison" in spec:
            state.counters[player][POISON] = int(spec["poison"])
        if "pool" in spec:
            state.pools[player] = {}
            for symbol in str(spec["pool"]).upper():
                if symbol not in "WUBRGC":
                    raise self.fail(Text(f"[setup.{label}] pool: {symbol!r} no es un tipo de maná (WUBRGC)",
                                         f"[setup.{label}] pool: {symbol!r} is not a mana type (WUBRGC)"), "pool")
                state.pools[player][symbol] = state.pools[player].get(symbol, 0) + 1
        zones = {ZONE_ALIASES[k]: v for k, v in spec.items() if k in ZONE_ALIASES}
        fill = self.setup.get("deck_fill", "Llanura")
        zones.setdefault("biblioteca", [fill] * DEFAULT_LIBRARY)
        for zone_name, entries in zones.items():
            for entry in self.entries(player, zone_name, entries, fill):
                self.place(player, zone_name, entry, f"{label}.{zone_name}")

    def place(self, player: int, zone_name: str, entry: Any, where: str) -> None:
        state = self.state
        options = self.card_options(entry, CARD_KEYS, where)
        defn = self.card(options.get("card"), where)
        card_id = self.put(defn, player, zone_name, self.owner(options, player))
        card = state._card(card_id)
        if zone_name == "mando" or options.get("commander"):  # CR 903.3: cards in the command zone are commanders
            state.commanders = state.commanders | {card_id}
        if zone_name == "campo":
            state.timestamp += 1
            card.marks["since"] = state.turn if options.get("sick") else -1
            state.timestamps[card_id] = state.timestamp
        card.rotated = bool(options.get("tapped", False))
        if options.get("damage"):
            card.counters[DAMAGE] = int(options["damage"])
        for name, value in dict(options.get("counters", {})).items():
            card.counters[str(name)] = int(value)
        if "attached" in options:
            host_name = options["attached"]
            hosts = [c for c in state.battlefield() if c != card_id and state.defn(c).name == self.card(host_name, where).name]
            if not hosts:
                raise self.fail(Text(f"{where}: «{host_name}» debe estar antes en el campo de batalla",
                                     f"{where}: «{host_name}» must be on the battlefield first"), str(host_name))
            card.attached_to = hosts[0]


build_scenario_state = _Builder.state_for


__all__ = ["build_scenario_state", "STEPS"]
