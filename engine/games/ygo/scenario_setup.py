"""Building a Yu-Gi-Oh! position from a scenario's ``[setup]`` (``docs/scenarios.md``)."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from engine.core.errors import text_of
from engine.core.deck import DeckEntry
from engine.core.scenario_setup import KEYS, SetupBuilder
from engine.core.text import Text
from engine.games.ygo.base import LP, START_LP
from engine.games.ygo.cards import YgoCard
from engine.games.ygo.state import YgoState
from engine.games.ygo.tasks import BattleStep, EndPhase, Principal, Standby, TurnStart

ZONE_ALIASES = {
    "hand": "mano", "mano": "mano", "deck": "mazo", "mazo": "mazo", "fusion": "fusion",
    "graveyard": "cementerio", "cementerio": "cementerio", "banished": "desterradas", "desterradas": "desterradas",
    "monsters": "monstruos", "monstruos": "monstruos", "spells": "magias", "magias": "magias",
    "field": "campo_magico", "campo_magico": "campo_magico",
}
SETUP_KEYS = {"turn", "phase", "turn_player", "first_player", "normal_summoned", "deck_fill", "P1", "P2"}
CARD_KEYS = {"card", "position", "face_up", "summoned_this_turn", "attacked", "position_changed", "set_this_turn",
             "owner", "equip_to", "controlled_until_end", "counters"}
PHASES = ("main1", "main2", "battle", "draw", "standby", "end")
DEFAULT_DECK = 20


class _Builder(SetupBuilder[YgoCard, YgoState]):
    card_class = YgoCard
    state_class = YgoState

    def __init__(self, game: Any, setup: Mapping[str, Any], seed: int | str, path: str, text: str,
                 cards: Sequence[DeckEntry] = ()) -> None:
        super().__init__(game, setup, seed, path, text, cards)
        self.state._init_duel()
        self.equips: list[tuple[int, str, str]] = []

    def build(self) -> YgoState:
        self.check_keys(self.setup, SETUP_KEYS, "[setup]")
        state = self.state
        state.turn_player = self.player(self.setup.get("turn_player", "P1"), "turn_player")
        state.first_player = self.player(self.setup.get("first_player", "P1"), "first_player")
        state.turn = int(self.setup.get("turn", 2))
        state.normal_summoned = bool(self.setup.get("normal_summoned", False))
        state.summons_made = (state.turn, int(state.normal_summoned))
        for player in range(2):
            state.counters[player][LP] = START_LP
            self.fill_player(player, self.setup.get(f"P{player + 1}", {}))
        for card_id, locator, where in self.equips:
            try:
                target = state.resolve(locator, state.all_card_ids(), None)
            except Exception as exc:
                problem = text_of(exc)
                raise self.fail(Text(f"{where}: equip_to «{locator}»: {problem.es}",
                                     f"{where}: equip_to «{locator}»: {problem.en}"),
                                locator) from None
            state._card(card_id).marks["equip"] = target
            if "union" in state.defn(card_id).keywords:  # a Union monster equipped by its own effect (Cartas.2)
                state._card(card_id).marks["union"] = True
        phase = self.setup.get("phase", "main1")
        if phase not in PHASES:
            raise self.fail(Text(f"[setup] phase: {phase!r} no es una de {PHASES}",
                                 f"[setup] phase: {phase!r} is not one of {PHASES}"), "phase")
        if phase in ("main1", "main2"):
            state.phase = phase
            state.then(Principal())
        elif phase == "battle":
            state.phase = "battle"
            state.then(BattleStep())
        elif phase == "draw":
            state.turn -= 1
            state.then(TurnStart())
        elif phase == "standby":
            state.then(Standby())
        else:
            state.then(EndPhase())
        state._advance()
        state.snapshot_initial()
        return state

    def fill_player(self, player: int, data: Any) -> None:
        data = self.player_table(player, data, set(ZONE_ALIASES) | {"lp"}, ZONE_ALIASES)
        state = self.state
        for key, value in data.items():
            if key == "lp":
                state.counters[player][LP] = int(value)
                continue
            zone = ZONE_ALIASES[key]
            if not isinstance(value, list):
                raise self.fail(Text(f"[setup.P{player + 1}] {key}: se espera una lista de cartas",
                                     f"[setup.P{player + 1}] {key}: a list of cards is expected"), key)
            for entry in value:
                self.place(player, zone, entry, f"P{player + 1}.{key}")
        if "deck" not in data and "mazo" not in data:
            fill = self.card(self.setup.get("deck_fill", "Mantis Segadora"), "deck_fill")
            for _ in range(DEFAULT_DECK):
                state.create_card(fill, player, state.zone(player, "mazo"))
        state.zones[state.zone(player, "mazo")].reverse()

    def place(self, player: int, zone: str, entry: Any, where: str) -> None:
        state = self.state
        options = self.card_options(entry, CARD_KEYS, where, KEYS)
        defn = self.card(options.get("card"), where)
        owner = self.owner(options, player)
        defense = options.get("position", "attack") == "defense"
        face_up = bool(options.get("face_up", True))
        cid = state.create_card(defn, owner, state.zone(player, zone), face_up=face_up)
        card = state._card(cid)
        card.controller = player
        if zone == "monstruos":
            card.rotated = defense
            if options.get("summoned_this_turn"):
                card.marks["summoned"] = state.turn
            if options.get("attacked"):
                card.marks["attacked"] = state.turn
            if options.get("position_changed"):
                card.marks["pos"] = state.turn
            if options.get("controlled_until_end"):
                card.marks["control_until_end"] = state.turn
        if zone in ("magias", "campo_magico") and options.get("set_this_turn"):
            card.marks["set"] = state.turn
        if not face_up:
            card.known = 1 << player
        else:
            card.known = 3
        if "equip_to" in options:
            self.equips.append((cid, str(options["equip_to"]), where))
        for name, count in dict(options.get("counters", {})).items():  # counters = { magia = 2 }: Spell Counters on it
            card.counters[str(name)] = int(count)


build_scenario_state = _Builder.state_for
