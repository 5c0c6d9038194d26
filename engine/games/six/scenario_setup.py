"""Building a Souls in Xtinction position from a scenario's ``[setup]`` (``docs/scenarios.md``)."""

from __future__ import annotations

from typing import Any, Mapping

from engine.core.cards import Modifier
from engine.core.scenario_setup import SetupBuilder
from engine.core.text import Text
from engine.games.six.cards import DAMAGE
from engine.games.six.cards import SixCard
from engine.games.six.state import SixState
from engine.games.six.tasks import DrawPhase, EndPhase, GiveAction, Mulligan, TurnStart

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
PHASES = ("mulligan", "accion", "mana", "robo", "final")
DEFAULT_DECK = 20


class _Builder(SetupBuilder[SixCard, SixState]):
    card_class = SixCard
    state_class = SixState

    def build(self) -> SixState:
        self.check_keys(self.setup, SETUP_KEYS, "[setup]")
        state = self.state
        state.turn_player = self.player(self.setup.get("turn_player", "P1"), "turn_player")
        for player in range(2):
            state.counters[player]["vidas"] = 6
            self.fill_player(player, self.setup.get(f"P{player + 1}", {}))
        state.mulligan_done = (True, True)
        state.turn = int(self.setup.get("turn", 1))
        phase = self.setup.get("phase", "accion")
        if phase not in PHASES:
            raise self.fail(Text(f"[setup] phase: {phase!r} no es una de {PHASES}",
                                 f"[setup] phase: {phase!r} is not one of {PHASES}"), "phase")
        if phase == "mulligan":  # SiX 5.2.7: the hands as given; the holder of the Ficha de Ataque decides first
            state.turn = 0
            state.first_player = state.turn_player
            state.mulligan_done = (False, False)
            state.then(Mulligan(state.turn_player))
            state._advance()
            state.snapshot_initial()
            return state
        state.combat_declared = bool(self.setup.get("combat_declared", False))
        if "time_turns_left" in self.setup:
            state.time_turns_left = int(self.setup["time_turns_left"])
        if phase == "accion":
            state.phase = "accion"
            state.passes = int(self.setup.get("passes", 0))
            action = self.player(self.setup.get("action", f"P{state.turn_player + 1}"), "action")
            state.then(GiveAction(action))
        elif phase == "mana":
            state.turn -= 1
            state.then(TurnStart())
        elif phase == "robo":
            state.phase = "robo"
            state.then(DrawPhase())
        else:
            state.phase = "accion"
            state.then(EndPhase())
        state._advance()
        state.snapshot_initial()
        return state

    def fill_player(self, player: int, spec: Any) -> None:
        label = f"P{player + 1}"
        spec = self.player_table(player, spec, PLAYER_KEYS, ZONE_ALIASES)
        state = self.state
        if "lives" in spec:
            state.counters[player]["vidas"] = int(spec["lives"])
        zones = {ZONE_ALIASES[k]: v for k, v in spec.items() if k != "lives"}
        fill = self.card(self.setup.get("deck_fill", "Recluta Errante"), "deck_fill")
        mana = self.card(self.setup.get("mana_card", "Maná Ámbar"), "mana_card")
        zones.setdefault("mazo", [fill.name] * DEFAULT_DECK)
        for zone_name, entries in zones.items():
            default = mana if zone_name in ("mana", "mazo_mana") else fill
            if zone_name == "mana" and isinstance(entries, Mapping):
                entries = [default.name] * int(entries.get("disponible", 0)) + [
                    {"card": default.name, "rotated": True} for _ in range(int(entries.get("pagado", 0)))
                ]
            for entry in self.entries(player, zone_name, entries, default.name):
                self.place(player, zone_name, entry, f"{label}.{zone_name}")

    def place(self, player: int, zone_name: str, entry: Any, where: str) -> None:
        state = self.state
        options = self.card_options(entry, CARD_KEYS, where)
        defn = self.card(options.get("card"), where)
        card_id = self.put(defn, player, zone_name, self.owner(options, player))
        card = state._card(card_id)
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
                raise self.fail(Text(f"{where}: modificador desconocido {kind!r} (dormir, negada)",
                                     f"{where}: unknown modifier {kind!r} (dormir, negada)"), str(kind))
            card.modifiers = card.modifiers + (Modifier(kind, 0, "turn"),)
        if options.get("rapido_used"):
            card.marks["rapido"] = int(self.setup.get("turn", 1))
        if zone_name == "campo":
            card.marks["entered"] = int(self.setup.get("turn", 1))
        if "weapon" in options:
            if zone_name != "campo" or defn.kind != "unidad":
                raise self.fail(Text(f"{where}: solo una Unidad del campo puede llevar «weapon»",
                                     f"{where}: only a Unit on the field can carry «weapon»"), "weapon")
            weapon = self.card(options["weapon"], f"{where}.weapon")
            weapon_id = state.create_card(weapon, player, state.zone(player, zone_name))
            state._card(weapon_id).attached_to = card_id


build_scenario_state = _Builder.state_for
