"""What the table writes and where its cards sit, at two, three and four players: one name per
seat and zone labels that fit, hand labels clear of the hand cards, counts above the piles, and
cards turned 90° inside their zone."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF

from desktop.pixmaps import CardPixmaps
from desktop.table.layout import load_layout
from desktop.table.scene import TableScene
from engine.core import Rng, game_names, get_game
from engine.core.errors import LoadError
from engine.core.observation import Observation


def _table(players: int, names: tuple[str, ...] = (), game_name: str = "mtg") -> tuple[TableScene, Observation]:
    """A game of ``players`` some 400 random actions in, and the scene showing it to P1."""
    game = get_game(game_name)
    state = game.new_initial_state([game.demo_pair()[i % 2] for i in range(players)], 5)
    rng = Rng(5)
    for _ in range(400):
        if state.is_terminal():
            break
        state.apply_action(rng.choice([a for a in state.legal_actions() if a.kind != "concede"]))
    scene = TableScene(state.game, load_layout(game_name), CardPixmaps(), names=names)
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


@pytest.mark.parametrize("game", [name for name in game_names() if get_game(name).max_players > 2])
def test_a_game_for_more_than_two_has_a_place_for_each_players_name(game: str) -> None:
    layout = load_layout(game)
    assert layout.seat_label is not None
    assert not any(QRectF(*layout.seat_label).intersects(QRectF(*zone.rect)) for zone in layout.zones.values())


def test_a_seat_label_that_is_no_rectangle_names_its_line(tmp_path: Path) -> None:
    path = tmp_path / "layout.toml"
    path.write_text('[table]\nseat_label = [1, 2]\n', encoding="utf-8")
    with pytest.raises(LoadError, match="seat_label"):
        load_layout("mtg", path)


@pytest.mark.parametrize("players", [3, 4])
def test_each_seat_has_one_name_and_zone_labels_that_fit(qapp, players: int) -> None:  # type: ignore[no-untyped-def]
    names = ("Humano",) + ("Solitario",) * (players - 1)
    scene, _ = _table(players, names)
    assert {p: s.text for p, s in scene.seats.items()} == {p: f"P{p + 1} · {names[p]}" for p in range(players)}
    for seat in scene.seats.values():
        assert seat.shown == seat.text, "the name was cut short"
        assert QFontMetricsF(seat.font).horizontalAdvance(seat.shown) <= seat.text_rect.width()
        assert not any(seat.text_rect.intersects(zone.rect()) for zone in scene.zones.values()), seat.text
    labels = {spec.name: spec.label for _, spec in scene.game.zone_table}
    for key, zone in scene.zones.items():
        caption = zone.caption
        assert caption.text == labels[zone.name]  # no «P3 · …»: the seat label says whose
        assert "…" not in caption.shown, key
        assert QFontMetricsF(caption.font).horizontalAdvance(caption.shown) <= caption.name_rect.width() + 0.01, key
        assert zone.rect().contains(caption.name_rect), key
    assert scene.zones["P2.biblioteca"].caption.shown == "Bibl."  # a small seat's pile has its short label
    assert scene.zones["P1.biblioteca"].caption.shown == "Biblioteca"
    assert scene.zones["P2.campo"].toolTip() == "P2 · Solitario · Campo de batalla"


def test_a_duel_has_no_seat_names_and_its_labels_as_they_were(qapp) -> None:  # type: ignore[no-untyped-def]
    scene, _ = _table(2)
    assert not scene.seats
    assert scene.zones["P2.biblioteca"].caption.shown == "Biblioteca"
    top = scene.zones["P2.mano"]
    assert top.caption.name_rect.topLeft() == top.rect().topLeft() + QPointF(6, 2)  # above the cards, at the left


@pytest.mark.parametrize("crowd", [0, 16])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_hand_labels_are_clear_of_the_hand_cards(qapp, players: int, crowd: int) -> None:  # type: ignore[no-untyped-def]
    scene, observation = _table(players)
    for player in range(1, players):
        if crowd:  # a hand too long for its row
            observation = _crowded(observation, f"P{player + 1}.mano", crowd, every=0)
    scene.show_observation(observation, [], animate=False)
    for player in range(players):
        zone = scene.zones[f"P{player + 1}.mano"]
        label = zone.caption.name_rect
        cards = [c for c in scene.cards.values() if c.view.zone == zone.key]
        assert cards and zone.rect().contains(label)
        assert not any(c.mapRectToScene(c.card_rect()).intersects(label) for c in cards), (zone.key, label)


def test_a_piles_count_is_drawn_over_its_cards(qapp) -> None:  # type: ignore[no-untyped-def]
    scene, observation = _table(4)
    library = next(z for z in observation.zones if z.key == "P2.biblioteca")
    caption = scene.zones["P2.biblioteca"].caption
    assert library.count > 0 and caption.count == library.count
    assert caption.zValue() > max(c.zValue() for c in scene.cards.values())
    assert scene.zones["P2.campo"].caption.count is None  # rows show no count


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
