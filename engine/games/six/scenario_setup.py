"""Building a Souls in Xtinction position from a scenario's ``[setup]`` (``docs/scenarios.md``)."""

from __future__ import annotations

from typing import Any, Mapping

from engine.core.cards import Modifier
from engine.core.errors import LoadError
from engine.core.state import SetupInfo
from engine.core.textfiles import find_line
from engine.games.six.base import DAMAGE
from engine.games.six.cards import SixCard
from engine.games.six.state import SixState

ZONE_ALIASES = {
    "hand": "mano", "mano": "mano",
    "deck": "mazo", "mazo": "mazo",
    "mana": "mana",
    "mana_deck": "mazo_mana", "mazo_mana": "mazo_mana",
    "limbo": "limbo",
    "cemetery": "cementerio", "cementerio": "cementerio",
    "halo": "halo",
    "field": "campo", "campo": "campo",
    "spells": "conjuros", "conjuros": "conjuros",
}
SETUP_KEYS = {"turn", "phase", "turn_player", "action", "passes", "combat_declared", "time_turns_left",
              "mana_card", "deck_fill", "P1", "P2"}
PLAYER_KEYS = set(ZONE_ALIASES) | {"lives"}
CARD_KEYS = {"card", "rotated", "face_up", "damage", "counters", "weapon", "modifiers", "owner", "known", "rapido_used"}
PHASES = ("accion", "mana", "robo", "final")
DEFAULT_DECK = 20


class _Builder:
    def __init__(self, game: Any, setup: Mapping[str, Any], seed: int | str, path: str, text: str) -> None:
        self.game = game
        self.setup = setup
        self.path = path
        self.text = text
        self.state = SixState(game, SetupInfo(game.name, seed, [{}, {}], {"scenario": _plain(setup)}))

    def fail(self, problem: str, *needles: str) -> LoadError:
        line = find_line(self.text, *needles) if needles else None
        return LoadError(self.path, problem, line)

    def player(self, value: Any, key: str) -> int:
        if isinstance(value, str) and value.upper() in ("P1", "P2"):
            return int(value[1]) - 1
        raise self.fail(f"[setup] {key}: se espera \"P1\" o \"P2\", no {value!r}", key)

    def card(self, name: Any, where: str) -> SixCard:
        if not isinstance(name, str):
            raise self.fail(f"{where}: se espera el nombre de una carta, no {name!r}", where.split(".")[-1])
        card = self.game.cards.find(name)
        if card is None:
            hint = self.game.cards.suggestions(name)
            extra = f" (¿{', '.join(hint)}?)" if hint else ""
            raise self.fail(f"{where}: carta desconocida «{name}»{extra}", name)
        assert isinstance(card, SixCard)
        return card

    def build(self) -> SixState:
        unknown = set(self.setup) - SETUP_KEYS
        if unknown:
            raise self.fail(f"[setup]: claves desconocidas {sorted(unknown)}", sorted(unknown)[0])
        state = self.state
        state.turn_player = self.player(self.setup.get("turn_player", "P1"), "turn_player")
        for player in range(2):
            state.counters[player]["vidas"] = 6
            self.fill_player(player, self.setup.get(f"P{player + 1}", {}))
        state.mulligan_done = (True, True)
        state.turn = int(self.setup.get("turn", 1))
        phase = self.setup.get("phase", "accion")
        if phase not in PHASES:
            raise self.fail(f"[setup] phase: {phase!r} no es una de {PHASES}", "phase")
        state.combat_declared = bool(self.setup.get("combat_declared", False))
        if "time_turns_left" in self.setup:
            state.time_turns_left = int(self.setup["time_turns_left"])
        if phase == "accion":
            state.phase = "accion"
            state.passes = int(self.setup.get("passes", 0))
            action = self.player(self.setup.get("action", f"P{state.turn_player + 1}"), "action")
            state.then(("give_action", action))
        elif phase == "mana":
            state.turn -= 1
            state.then(("turn_start",))
        elif phase == "robo":
            state.phase = "robo"
            state.then(("draw_phase",))
        else:
            state.phase = "accion"
            state.then(("end_phase",))
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
        if "lives" in spec:
            state.counters[player]["vidas"] = int(spec["lives"])
        zones = {ZONE_ALIASES[k]: v for k, v in spec.items() if k != "lives"}
        fill = self.card(self.setup.get("deck_fill", "Recluta Errante"), "deck_fill")
        mana = self.card(self.setup.get("mana_card", "Maná Ámbar"), "mana_card")
        zones.setdefault("mazo", [fill.name] * DEFAULT_DECK)
        for zone_name, entries in zones.items():
            default = mana if zone_name in ("mana", "mazo_mana") else fill
            if isinstance(entries, int):
                entries = [default.name] * entries
            if zone_name == "mana" and isinstance(entries, Mapping):
                entries = [default.name] * int(entries.get("disponible", 0)) + [
                    {"card": default.name, "rotated": True} for _ in range(int(entries.get("pagado", 0)))
                ]
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
        card.rotated = bool(options.get("rotated", False))
        if "face_up" in options:
            card.face_up = bool(options["face_up"])
        if options.get("known"):
            card.known = 0b11
        if options.get("damage"):
            card.counters[DAMAGE] = int(options["damage"])
        for name, value in dict(options.get("counters", {})).items():
            card.counters[str(name)] = int(value)
        for kind in options.get("modifiers", []):
            if kind not in ("dormir", "negada"):
                raise self.fail(f"{where}: modificador desconocido {kind!r} (dormir, negada)", str(kind))
            card.modifiers = card.modifiers + (Modifier(kind, 0, "turn"),)
        if options.get("rapido_used"):
            card.marks["rapido"] = int(self.setup.get("turn", 1))
        if zone_name == "campo":
            card.marks["entered"] = int(self.setup.get("turn", 1))
        if "weapon" in options:
            if zone_name != "campo" or defn.kind != "unidad":
                raise self.fail(f"{where}: solo una Unidad del campo puede llevar «weapon»", "weapon")
            weapon = self.card(options["weapon"], f"{where}.weapon")
            weapon_id = state.create_card(weapon, player, zone)
            state._card(weapon_id).attached_to = card_id


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def build_scenario_state(game: Any, setup: Mapping[str, Any], seed: int | str, path: str, text: str) -> SixState:
    """The SiX position of a scenario's ``[setup]``; ``LoadError`` names the line of any problem."""
    if not isinstance(setup, Mapping):
        raise LoadError(path, "[setup] debe ser una tabla", find_line(text, "[setup]"))
    return _Builder(game, setup, seed, path, text).build()
