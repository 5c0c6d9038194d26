"""The whole public state at each seat: life, hand, deck and graveyard counts, read from the
zones each game declares for them (never guessed from zone names), in the Players panel and on
the table itself."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from desktop.table.layout import load_layout
from desktop.table.scene import TableScene
from desktop.table.seat_facts import role_zone, zone_label
from desktop.widgets.panels import PlayersPanel
from engine.core import Rng, game_names, get_game
from engine.core.observation import Observation
from engine.core.state import State
from tests.desktop.tables import table_pixmaps
from tests.helpers import demo_state

ROOT = Path(__file__).resolve().parents[2]


def midgame(game: str, actions: int = 120, seed: int = 3) -> State:
    """A demo game some random actions in (none of them a concession), still going."""
    state = demo_state(game, seed)
    rng = Rng(seed)
    for _ in range(actions):
        legal = [a for a in state.legal_actions() if a.kind != "concede"]
        if state.is_terminal() or not legal:
            break
        after = state.clone()
        action = rng.choice(legal)
        after.apply_action(action)
        if after.is_terminal():
            break
        state.apply_action(action)
    return state


def _count(observation: Observation, player: int, role: str) -> int:
    """The size of ``player``'s zone of ``role``, as the game declares it."""
    game = get_game(observation.game)
    names = [spec.name for spec in game.zone_specs if role in spec.roles]
    assert len(names) == 1, f"{observation.game} declares {names} as its {role}"
    return next(z.count for z in observation.zones if z.owner == player and z.name == names[0])


@pytest.mark.parametrize("game", game_names())
def test_the_players_panel_counts_hand_deck_and_graveyard_of_every_game(qapp, game: str) -> None:  # type: ignore[no-untyped-def]
    """Magic's library is a deck: the panel said «deck 0» for a 51-card library."""
    state = midgame(game)
    observation = state.observation(0)
    panel = PlayersPanel(state.game, ("Humano", "Bot"))
    panel.show_observation(observation)
    for player, row in enumerate(panel.rows):
        text = row.text()
        # each zone by the name the table gives it (Spanish here); a deck that is the life (the
        # Castillo) is counted once, as the life
        labels = {role: zone_label(state.game, role_zone(state.game, role), "es") for role in ("hand", "deck", "graveyard")}
        found = {role: int(m.group(1)) for role, label in labels.items()
                 if (m := re.search(rf"\b{re.escape(label)}:? (?:<b>)?(\d+)", text))}
        assert found == {"hand": _count(observation, player, "hand"), "deck": _count(observation, player, "deck"),
                         "graveyard": _count(observation, player, "graveyard")}, (player, text)
        assert found["deck"] > 0, text


def _scene(state: State, viewer: int = 0, lang: str = "es") -> TableScene:
    scene = TableScene(state.game, load_layout(state.game.name), table_pixmaps(state), lang, ("Humano", "Bot"))
    scene.show_observation(state.observation(viewer), [], animate=False)
    return scene


def _life(observation: Observation, player: int) -> int:
    game = get_game(observation.game)
    if any("life" in spec.roles for spec in game.zone_specs):
        return _count(observation, player, "life")
    return dict(observation.counters[player])[game.life_counter]


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game", game_names())
def test_every_seat_on_the_table_shows_life_hand_deck_and_graveyard(qapp, game: str, lang: str) -> None:  # type: ignore[no-untyped-def]
    state = midgame(game)
    observation = state.observation(0)
    scene = _scene(state, 0, lang)
    assert set(scene.plates) == set(range(state.game.num_players))
    table = scene.sceneRect()
    for player, plate in scene.plates.items():
        facts = plate.facts
        assert facts is not None
        assert (facts.life, facts.hand.value, facts.deck.value, facts.graveyard.value) == (
            _life(observation, player), _count(observation, player, "hand"), _count(observation, player, "deck"),
            _count(observation, player, "graveyard"))
        specs = {spec.name: spec for spec in state.game.zone_specs}
        for count in (facts.hand, facts.deck, facts.graveyard):  # named as the game names the zone, in the language
            assert count.label in {(s.label_en if lang == "en" else s.label) for s in specs.values()}
            assert f"{count.label} {count.value}" in plate.toolTip()
        assert table.contains(plate.boundingRect().adjusted(3, 3, -3, -3)), (player, plate.boundingRect(), table)


def test_magic_seats_show_poison_commander_damage_and_the_mana_pool(qapp) -> None:  # type: ignore[no-untyped-def]
    state = midgame("mtg")
    commander = next(c for c in state.ids(0, "campo"))
    state.counters[1]["veneno"] = 3  # type: ignore[attr-defined]
    state.pools[0] = {"G": 2, "R": 1}  # type: ignore[attr-defined]
    state.commander_damage = (((commander, 1), 7),)  # type: ignore[attr-defined]
    scene = _scene(state)
    mine, theirs = (scene.plates[p].facts for p in (0, 1))
    assert mine is not None and theirs is not None
    assert {s.label: s.text for s in mine.stats} == {"Maná": "R G2"}
    stats = {s.label: s.text for s in theirs.stats}
    assert stats["Veneno"] == "3" and stats["Comandante"].startswith("7")
    empty = _scene(midgame("mtg")).plates[0].facts
    assert empty is not None and not empty.stats  # no poison, no pool, no commander damage: nothing said


def test_eliria_seats_show_power_and_myl_seats_gold(qapp) -> None:  # type: ignore[no-untyped-def]
    state = midgame("eliria")
    observation = state.observation(0)
    power = {p: sum(dict(c.counters).get("poder", 0) for z in observation.zones if z.owner == p and z.name.startswith("combate")
                    for c in z.cards) for p in (0, 1)}
    scene = _scene(state)
    for player in (0, 1):
        facts = scene.plates[player].facts
        assert facts is not None and {s.label: s.value for s in facts.stats} == {"Poder": power[player]}
    state = midgame("myl")
    observation = state.observation(0)
    scene = _scene(state, lang="en")
    for player in (0, 1):
        facts = scene.plates[player].facts
        assert facts is not None and {s.label: s.value for s in facts.stats} == {"Gold": len(state.ids(player, "reserva"))}  # type: ignore[attr-defined]
        assert facts.life_label == "Castle" and facts.life == len(state.ids(player, "castillo"))  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", game_names())
def test_every_question_a_game_asks_has_words_at_the_seat(game: str) -> None:
    """What is awaited of a player is said in words (both languages), never as the engine's
    name for the question: every kind of prompt the game's code asks."""
    kinds: set[str] = set()
    for path in (ROOT / "engine" / "games" / game).rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        kinds |= set(re.findall(r'(?:\bask|Prompt)\(\s*"([a-z_]+)"', text))
        kinds |= set(re.findall(r'^PROMPT\w* = "([a-z_]+)"', text, re.MULTILINE))  # a module's prompt named once
    assert kinds
    layout = load_layout(game)
    for kind in kinds:
        spanish, english = layout.prompts.get(kind, ("", ""))
        assert spanish and english and kind not in (spanish, english), (game, kind)


def test_seats_say_whose_turn_who_acts_what_is_awaited_and_that_the_bot_thinks(qapp) -> None:  # type: ignore[no-untyped-def]
    state = midgame("six")
    observation = state.observation(0)
    scene = _scene(state, lang="en")
    acting = observation.acting_player
    assert acting is not None and observation.prompt is not None
    plates = scene.plates
    assert plates[observation.turn_player].facts.turn and not plates[1 - observation.turn_player].facts.turn  # type: ignore[union-attr]
    assert plates[acting].facts.acting and not plates[1 - acting].facts.acting  # type: ignore[union-attr]
    words = load_layout("six").prompts[observation.prompt.kind][1]
    assert plates[acting].status() == words and plates[1 - acting].status() == ""
    scene.set_thinking(True)
    assert plates[acting].status() == "thinking…" and plates[1 - acting].status() == ""
    scene.set_thinking(False)
    assert plates[acting].status() == words
