"""Building a Mitos y Leyendas position from a scenario's ``[setup]`` (``docs/scenarios.md``)."""

from __future__ import annotations

from typing import Any, Mapping

from engine.core.cards import Modifier
from engine.core.errors import LoadError
from engine.core.state import SetupInfo
from engine.core.textfiles import find_line
from engine.games.myl.base import plain
from engine.games.myl.cards import MylCard
from engine.games.myl.rules import check_params
from engine.games.myl.state import MylState

ZONE_ALIASES = {
    "hand": "mano", "mano": "mano", "castillo": "castillo", "deck": "castillo",
    "reserva": "reserva", "pagado": "oro_pagado", "oro_pagado": "oro_pagado",
    "defensa": "defensa", "ataque": "ataque", "apoyo": "apoyo",
    "cementerio": "cementerio", "cemetery": "cementerio", "destierro": "destierro",
}
SETUP_KEYS = {"turn", "phase", "turn_player", "oro_jugado", "oro_card", "deck_fill", "params", "P1", "P2"}
CARD_KEYS = {"card", "armas", "entro", "fuerza", "petrificado", "owner"}
PHASES = ("vigilia", "agrupacion", "batalla", "final")
DEFAULT_CASTILLO = 20


class _Builder:
    def __init__(self, game: Any, setup: Mapping[str, Any], seed: int | str, path: str, text: str) -> None:
        self.game = game
        self.setup = setup
        self.path = path
        self.text = text
        params = setup.get("params", {})
        problems = check_params(dict(params)) if isinstance(params, Mapping) else ["debe ser una tabla"]
        if problems:
            raise self.fail(f"[setup] params: {'; '.join(problems)}", "params")
        self.state = MylState(game, SetupInfo(game.name, seed, [{}, {}], {**plain(params), "scenario": plain(setup)}))

    def fail(self, problem: str, *needles: str) -> LoadError:
        return LoadError(self.path, problem, find_line(self.text, *needles) if needles else None)

    def player(self, value: Any, key: str) -> int:
        if isinstance(value, str) and value.upper() in ("P1", "P2"):
            return int(value[1]) - 1
        raise self.fail(f"[setup] {key}: se espera \"P1\" o \"P2\", no {value!r}", key)

    def card(self, name: Any, where: str) -> MylCard:
        card = self.game.cards.find(name) if isinstance(name, str) else None
        if card is None:
            hint = self.game.cards.suggestions(name) if isinstance(name, str) else []
            extra = f" (¿{', '.join(hint)}?)" if hint else ""
            raise self.fail(f"{where}: carta desconocida «{name}»{extra}", str(name))
        assert isinstance(card, MylCard)
        return card

    def build(self) -> MylState:
        unknown = set(self.setup) - SETUP_KEYS
        if unknown:
            raise self.fail(f"[setup]: claves desconocidas {sorted(unknown)}", sorted(unknown)[0])
        state = self.state
        state.turn_player = self.player(self.setup.get("turn_player", "P1"), "turn_player")
        state.first_player = state.turn_player
        for player in range(2):
            self.fill_player(player, self.setup.get(f"P{player + 1}", {}))
        state.turn = int(self.setup.get("turn", 2))
        state.oro_jugado = bool(self.setup.get("oro_jugado", False))
        phase = self.setup.get("phase", "vigilia")
        if phase not in PHASES:
            raise self.fail(f"[setup] phase: {phase!r} no es una de {PHASES}", "phase")
        if phase == "agrupacion":
            state.turn -= 1
            state.then(("agrupacion",))
        elif phase == "batalla":
            state.then(("ataque",))
        else:
            state.then((phase,))
        state._advance()
        state.snapshot_initial()
        return state

    def fill_player(self, player: int, data: Any) -> None:
        if not isinstance(data, Mapping):
            raise self.fail(f"[setup.P{player + 1}] debe ser una tabla", f"P{player + 1}")
        unknown = set(data) - set(ZONE_ALIASES)
        if unknown:
            raise self.fail(f"[setup.P{player + 1}]: claves desconocidas {sorted(unknown)}", sorted(unknown)[0])
        state = self.state
        oro = self.card(self.setup.get("oro_card", "Oro"), "oro_card")
        fill = self.card(self.setup.get("deck_fill", "Oro"), "deck_fill")
        if "castillo" not in data and "deck" not in data:
            data = {**data, "castillo": DEFAULT_CASTILLO}
        for key, value in data.items():
            zone = ZONE_ALIASES[key]
            where = f"P{player + 1}.{key}"
            if isinstance(value, int):
                items: list[Any] = [(fill if zone == "castillo" else oro).name] * value
            elif isinstance(value, list):
                items = value
            else:
                raise self.fail(f"{where}: se espera una lista de cartas o un número", key)
            for item in items:
                self.place(player, zone, item, where)

    def place(self, player: int, zone: str, item: Any, where: str) -> None:
        state = self.state
        entry = item if isinstance(item, Mapping) else {"card": item}
        unknown = set(entry) - CARD_KEYS
        if unknown:
            raise self.fail(f"{where}: claves de carta desconocidas {sorted(unknown)}", sorted(unknown)[0])
        owner = self.player(entry["owner"], "owner") if "owner" in entry else player
        defn = self.card(entry.get("card"), where)
        zi = state.zone(player, zone)
        cid = state.create_card(defn, owner, zi)
        card = state.cards[cid]
        assert card is not None
        card.controller = player
        if state.zone_table[zi][1].pile:  # piles are listed top first
            state.zones[zi].remove(cid)
            state.zones[zi].append(cid)
        if entry.get("entro"):
            card.marks["entro"] = int(self.setup.get("turn", 2))
        if entry.get("petrificado"):
            card.marks["petrificado"] = True
        if "fuerza" in entry:
            card.modifiers = (Modifier("fuerza", int(entry["fuerza"]), "turn"),)
        armas = entry.get("armas", [])
        for arma in [armas] if isinstance(armas, str) else armas:
            aid = state.create_card(self.card(arma, where), owner, zi)
            state.cards[aid].attached_to = cid  # type: ignore[union-attr]


def build_scenario_state(game: Any, setup: Mapping[str, Any], seed: int | str, path: str, text: str) -> MylState:
    return _Builder(game, setup, seed, path, text).build()
