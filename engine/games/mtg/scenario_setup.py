"""Building a Magic position from a scenario's ``[setup]`` (``docs/scenarios.md``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from engine.core.errors import LoadError
from engine.core.state import SetupInfo
from engine.core.textfiles import find_line
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
SETUP_KEYS = {"turn", "step", "turn_player", "priority", "first_player", "deck_fill", "lands_played", "P1", "P2"}
PLAYER_KEYS = set(ZONE_ALIASES) | {"life", "poison", "pool"}
CARD_KEYS = {"card", "tapped", "sick", "damage", "counters", "attached", "owner", "commander"}
STEP_NAMES = {"principal1": 3, "principal2": 10, "mulligan": -1, **STEP_INDEX}
DEFAULT_LIBRARY = 20


class _Builder:
    def __init__(self, game: Any, setup: Mapping[str, Any], seed: int | str, path: str, text: str) -> None:
        self.game = game
        self.setup = setup
        self.path = path
        self.text = text
        self.state = MtgState(game, SetupInfo(game.name, seed, [{}, {}], {"scenario": _plain(setup)}))

    def fail(self, problem: str, *needles: str) -> LoadError:
        return LoadError(self.path, problem, find_line(self.text, *needles) if needles else None)

    def player(self, value: Any, key: str) -> int:
        if isinstance(value, str) and value.upper() in ("P1", "P2"):
            return int(value[1]) - 1
        raise self.fail(f"[setup] {key}: se espera \"P1\" o \"P2\", no {value!r}", key)

    def card(self, name: Any, where: str) -> MtgCard:
        if not isinstance(name, str):
            raise self.fail(f"{where}: se espera el nombre de una carta, no {name!r}", where.split(".")[-1])
        card = self.game.cards.find(name)
        if card is None:
            hint = self.game.cards.suggestions(name)
            raise self.fail(f"{where}: carta desconocida «{name}»" + (f" (¿{', '.join(hint)}?)" if hint else ""), name)
        assert isinstance(card, MtgCard)
        return card

    def build(self) -> MtgState:
        unknown = set(self.setup) - SETUP_KEYS
        if unknown:
            raise self.fail(f"[setup]: claves desconocidas {sorted(unknown)}", sorted(unknown)[0])
        state = self.state
        step = self.setup.get("step", "principal1")
        if step not in STEP_NAMES:
            raise self.fail(f"[setup] step: {step!r} no es uno de {sorted(STEP_NAMES)}", "step")
        state.turn_player = self.player(self.setup.get("turn_player", "P1"), "turn_player")
        state.first_player = self.player(self.setup.get("first_player", f"P{state.turn_player + 1}"), "first_player")
        state.turn = int(self.setup.get("turn", 2))
        state.turn_started = tuple(state.turn if p == state.turn_player else max(0, state.turn - 1)
                                   for p in range(state.num_players))
        state.lands_played = int(self.setup.get("lands_played", 0))
        for player in range(2):
            state.counters[player][LIFE] = STARTING_LIFE
            state.counters[player][POISON] = 0
            self.fill_player(player, self.setup.get(f"P{player + 1}", {}))
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

    def fill_player(self, player: int, spec: Any) -> None:
        label = f"P{player + 1}"
        if not isinstance(spec, Mapping):
            raise self.fail(f"[setup.{label}] debe ser una tabla", f"[setup.{label}]")
        unknown = set(spec) - PLAYER_KEYS
        if unknown:
            raise self.fail(f"[setup.{label}]: claves desconocidas {sorted(unknown)} (zonas: {sorted(ZONE_ALIASES)})",
                            sorted(unknown)[0])
        state = self.state
        if "life" in spec:
            state.counters[player][LIFE] = int(spec["life"])
        if "poison" in spec:
            state.counters[player][POISON] = int(spec["poison"])
        if "pool" in spec:
            state.pools[player] = {}
            for symbol in str(spec["pool"]).upper():
                if symbol not in "WUBRGC":
                    raise self.fail(f"[setup.{label}] pool: {symbol!r} no es un tipo de maná (WUBRGC)", "pool")
                state.pools[player][symbol] = state.pools[player].get(symbol, 0) + 1
        zones = {ZONE_ALIASES[k]: v for k, v in spec.items() if k in ZONE_ALIASES}
        fill = self.setup.get("deck_fill", "Llanura")
        zones.setdefault("biblioteca", [fill] * DEFAULT_LIBRARY)
        for zone_name, entries in zones.items():
            if isinstance(entries, int):
                entries = [fill] * entries
            if not isinstance(entries, list):
                raise self.fail(f"[setup.{label}] {zone_name}: se espera una lista de cartas o un número", zone_name)
            for entry in entries:
                self.place(player, zone_name, entry, f"{label}.{zone_name}")

    def place(self, player: int, zone_name: str, entry: Any, where: str) -> None:
        state = self.state
        options: Mapping[str, Any] = entry if isinstance(entry, Mapping) else {"card": entry}
        unknown = set(options) - CARD_KEYS
        if unknown:
            raise self.fail(f"{where}: claves de carta desconocidas {sorted(unknown)}", sorted(unknown)[0])
        defn = self.card(options.get("card"), where)
        owner = self.player(options["owner"], "owner") if "owner" in options else player
        zone = state.zone(player, zone_name)
        card_id = state.create_card(defn, owner, zone)
        ids = state.zones[zone]
        if state.zone_table[zone][1].pile:  # listed top first: keep the file's order
            ids.remove(card_id)
            ids.append(card_id)
        card = state._card(card_id)
        card.controller = player
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
                raise self.fail(f"{where}: «{host_name}» debe estar antes en el campo de batalla", str(host_name))
            card.attached_to = hosts[0]


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def build_scenario_state(game: Any, setup: Mapping[str, Any], seed: int | str, path: str, text: str) -> MtgState:
    """The Magic position of a scenario's ``[setup]``; ``LoadError`` names the line of any problem."""
    if not isinstance(setup, Mapping):
        raise LoadError(path, "[setup] debe ser una tabla", find_line(text, "[setup]"))
    return _Builder(game, setup, seed, path, text).build()


__all__ = ["build_scenario_state", "STEPS"]
