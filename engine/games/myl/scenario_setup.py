"""Building a Mitos y Leyendas position from a scenario's ``[setup]`` (``docs/scenarios.md``)."""

from __future__ import annotations

from typing import Any, Mapping

from engine.core.cards import Modifier
from engine.core.scenario_setup import SetupBuilder, plain
from engine.core.text import Text, join
from engine.games.myl.cards import MylCard
from engine.games.myl.rules import check_params
from engine.games.myl.state import MylState
from engine.games.myl.tasks import Agrupacion, Ataque, Final, Mulligan, Vigilia

ZONE_ALIASES = {
    "hand": "mano", "mano": "mano", "castillo": "castillo", "deck": "castillo",
    "reserva": "reserva", "pagado": "oro_pagado", "oro_pagado": "oro_pagado",
    "defensa": "defensa", "ataque": "ataque", "apoyo": "apoyo",
    "cementerio": "cementerio", "cemetery": "cementerio", "destierro": "destierro",
}
SETUP_KEYS = {"turn", "phase", "turn_player", "oro_jugado", "oro_card", "deck_fill", "params", "P1", "P2"}
CARD_KEYS = {"card", "armas", "entro", "fuerza", "petrificado", "owner"}
PHASES = ("mulligan", "vigilia", "agrupacion", "batalla", "final")
DEFAULT_CASTILLO = 20


class _Builder(SetupBuilder[MylCard, MylState]):
    card_class = MylCard
    state_class = MylState

    def params(self) -> dict[str, Any]:
        params = self.setup.get("params", {})
        problems = check_params(dict(params)) if isinstance(params, Mapping) else [Text("debe ser una tabla", "must be a table")]
        if problems:
            listed = join(problems)
            raise self.fail(Text(f"[setup] params: {listed.es}", f"[setup] params: {listed.en}"), "params")
        return {**plain(params), **super().params()}

    def build(self) -> MylState:
        self.check_keys(self.setup, SETUP_KEYS, "[setup]")
        state = self.state
        state.turn_player = self.player(self.setup.get("turn_player", "P1"), "turn_player")
        state.first_player = state.turn_player
        for player in range(2):
            self.fill_player(player, self.setup.get(f"P{player + 1}", {}))
        state.turn = int(self.setup.get("turn", 2))
        state.oro_jugado = bool(self.setup.get("oro_jugado", False))
        phase = self.setup.get("phase", "vigilia")
        if phase not in PHASES:
            raise self.fail(Text(f"[setup] phase: {phase!r} no es una de {PHASES}",
                                 f"[setup] phase: {phase!r} is not one of {PHASES}"), "phase")
        if phase == "mulligan":  # MyL Mano, Mulligan: the hands as given; the starting player decides first
            state.turn = 0
            state.hand_sizes = [len(state.ids(player, "mano")) for player in range(2)]
            state.then(Mulligan(state.turn_player, False))
        elif phase == "agrupacion":
            state.turn -= 1
            state.then(Agrupacion())
        elif phase == "batalla":
            state.then(Ataque())
        else:
            state.then(Vigilia() if phase == "vigilia" else Final())
        state._advance()
        state.snapshot_initial()
        return state

    def fill_player(self, player: int, data: Any) -> None:
        data = self.player_table(player, data, set(ZONE_ALIASES), ZONE_ALIASES)
        oro = self.card(self.setup.get("oro_card", "Oro"), "oro_card")
        fill = self.card(self.setup.get("deck_fill", "Oro"), "deck_fill")
        if "castillo" not in data and "deck" not in data:
            data = {**data, "castillo": DEFAULT_CASTILLO}
        for key, value in data.items():
            zone = ZONE_ALIASES[key]
            where = f"P{player + 1}.{key}"
            for item in self.entries(player, key, value, (fill if zone == "castillo" else oro).name):
                self.place(player, zone, item, where)

    def place(self, player: int, zone: str, item: Any, where: str) -> None:
        state = self.state
        entry = self.card_options(item, CARD_KEYS, where)
        owner = self.owner(entry, player)
        defn = self.card(entry.get("card"), where)
        cid = self.put(defn, player, zone, owner)
        card = state._card(cid)
        if entry.get("entro"):
            card.marks["entro"] = int(self.setup.get("turn", 2))
        if entry.get("petrificado"):
            card.marks["petrificado"] = True
        if "fuerza" in entry:
            card.modifiers = (Modifier("fuerza", int(entry["fuerza"]), "turn"),)
        armas = entry.get("armas", [])
        for arma in [armas] if isinstance(armas, str) else armas:
            aid = state.create_card(self.card(arma, where), owner, state.zone(player, zone))
            state.cards[aid].attached_to = cid  # type: ignore[union-attr]


build_scenario_state = _Builder.state_for
