"""Where the table's cards sit: cards turned 90° inside their zone, at two and four players."""

from __future__ import annotations

from dataclasses import replace

import pytest

from desktop.pixmaps import CardPixmaps
from desktop.table.layout import load_layout
from desktop.table.scene import TableScene
from engine.core import Rng, get_game
from engine.core.observation import Observation


def _table(players: int, game_name: str = "mtg") -> tuple[TableScene, Observation]:
    """A game of ``players`` some 400 random actions in, and the scene showing it to P1."""
    game = get_game(game_name)
    state = game.new_initial_state([game.demo_pair()[i % 2] for i in range(players)], 5)
    rng = Rng(5)
    for _ in range(400):
        if state.is_terminal():
            break
        state.apply_action(rng.choice([a for a in state.legal_actions() if a.kind != "concede"]))
    scene = TableScene(state.game, load_layout(game_name), CardPixmaps())
    observation = state.observation(0)
    scene.show_observation(observation, [], animate=False)
    return scene, observation


def _crowded(observation: Observation, key: str, count: int, every: int) -> Observation:
    """``observation`` with ``count`` copies of P1's first card of hand in zone ``key``, one in
    ``every`` turned 90° (none when 0)."""
    card = next(c for z in observation.zones if z.key == "P1.mano" for c in z.cards)
    zone = next(z for z in observation.zones if z.key == key)
    cards = tuple(replace(card, id=10_000 + 100 * (zone.owner or 0) + i, zone=key, owner=zone.owner or 0,
                          controller=zone.owner or 0, rotated=every > 0 and i % every == 0) for i in range(count))
    zones = tuple(replace(z, cards=cards, count=count) if z.key == key else z for z in observation.zones)
    return replace(observation, zones=zones)


@pytest.mark.parametrize(("game", "players", "zone", "count"), [
    ("mtg", 2, "campo", 5), ("mtg", 2, "campo", 14), ("mtg", 4, "campo", 5), ("mtg", 4, "campo", 14),
    ("six", 2, "mana", 9), ("six", 2, "campo", 6)])  # Souls in Xtinction's field: slots narrower than a turned card
def test_cards_turned_90_degrees_stay_inside_their_zone(qapp, game: str, players: int, zone: str, count: int) -> None:  # type: ignore[no-untyped-def]
    scene, observation = _table(players, game_name=game)
    for player in range(players):  # P1's cards all turned, the others' one in two
        observation = _crowded(observation, f"P{player + 1}.{zone}", count, every=1 if player == 0 else 2)
    scene.show_observation(observation, [], animate=False)
    turned = [card for card in scene.cards.values() if card.view.rotated and card.view.zone.endswith(f".{zone}")]
    assert len(turned) >= count
    for card in turned:
        rect = scene.zones[card.view.zone].rect().adjusted(-0.01, -0.01, 0.01, 0.01)
        assert rect.contains(card.sceneBoundingRect()), (card.view.zone, card.sceneBoundingRect(), rect)
