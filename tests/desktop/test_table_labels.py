"""What the table writes and where its cards sit, at two, three and four players: one name per
seat (its plate) and zone labels that fit as tabs on the zones' edges, over no card's name, counts
above the piles, and cards turned 90° inside their zone."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF

from desktop.table.layout import load_layout
from desktop.table.scene import TableScene
from desktop.table.seat_plate import fitted_font, life_font, status_line
from engine.core import Rng, game_names, get_game
from engine.core.errors import LoadError
from engine.core.observation import Observation
from tests.desktop.tables import table_pixmaps


def _table(players: int, names: tuple[str, ...] = (), game_name: str = "mtg") -> tuple[TableScene, Observation]:
    """A game of ``players`` some 400 random actions in, and the scene showing it to P1."""
    game = get_game(game_name)
    state = game.new_initial_state([game.demo_pair()[i % 2] for i in range(players)], 5)
    rng = Rng(5)
    for _ in range(400):
        if state.is_terminal():
            break
        state.apply_action(rng.choice([a for a in state.legal_actions() if a.kind != "concede"]))
    scene = TableScene(state.game, load_layout(game_name), table_pixmaps(state), names=names)
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


def test_a_layout_in_the_old_table_units_names_its_zone_line(tmp_path: Path) -> None:
    path = tmp_path / "layout.toml"
    path.write_text('[table]\nwidth = 1600\n\n[[zone]]\nname = "campo"\nrect = [420, 706, 690, 146]\n', encoding="utf-8")
    with pytest.raises(LoadError, match="at = ") as error:
        load_layout("mtg", path)
    assert error.value.line == 5


def test_a_seat_plate_that_is_no_pair_names_its_line(tmp_path: Path) -> None:
    path = tmp_path / "layout.toml"
    path.write_text('[seat]\nplate = [1, 2, 3]\n', encoding="utf-8")
    with pytest.raises(LoadError, match="plate"):
        load_layout("mtg", path)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_seat_has_one_name_and_zone_labels_that_fit(qapp, players: int) -> None:  # type: ignore[no-untyped-def]
    names = ("Humano",) + ("Solitario",) * (players - 1)
    scene, observation = _table(players, names)
    assert {p: s.text for p, s in scene.seats.items()} == {p: f"P{p + 1} · {names[p]}" for p in range(players)}
    plates = [plate.boundingRect() for plate in scene.seats.values()]
    assert not any(a.intersects(b) for i, a in enumerate(plates) for b in plates[i + 1:])
    labels = {spec.name: spec.label for _, spec in scene.game.zone_table}
    for key, zone in scene.zones.items():
        caption = zone.caption
        assert caption.text == labels[zone.name]  # no «P3 · …»: the seat plate says whose
        if not caption.tab:
            continue
        assert "…" not in caption.shown, key
        assert QFontMetricsF(caption.font).horizontalAdvance(caption.shown) <= caption.name_rect.width() + 0.01, key
        tab = caption.name_rect
        assert zone.rect().left() <= tab.left() and tab.right() <= zone.rect().right(), key
        assert abs(tab.center().y() - zone.rect().top()) <= tab.height() * 0.6, key  # a tab on the zone's top edge
    if players == 2:
        assert all(z.caption.shown == z.caption.text for z in scene.zones.values() if z.caption.tab)
    else:  # a small seat's pile has its short label
        library = scene.zones["P2.biblioteca"].caption
        assert library.shown in ("Bibl.", "Biblioteca") and scene.zones["P1.biblioteca"].caption.shown == "Biblioteca"
        assert scene.zones["P2.campo"].toolTip() == "P2 · Solitario · Campo de batalla"


@pytest.mark.parametrize("players", [2, 4])
def test_zone_tabs_cover_no_more_than_a_cards_frame(qapp, players: int) -> None:  # type: ignore[no-untyped-def]
    scene, observation = _table(players)
    for zone in scene.zones.values():
        if not zone.caption.tab:
            continue
        tab = zone.caption.name_rect
        for card in (c for c in scene.cards.values() if c.view.zone == zone.key):
            covered = card.mapRectToScene(card.card_rect()).intersected(tab)
            assert covered.height() <= card.h * card.scale() * 0.07 + 0.5, (zone.key, covered, card.view.name)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hands_have_no_label_and_the_plate_says_whose_they_are(qapp, players: int) -> None:  # type: ignore[no-untyped-def]
    scene, observation = _table(players)
    for player in range(players):
        zone = scene.zones[f"P{player + 1}.mano"]
        assert not zone.caption.tab
        plate = scene.seats[player]
        assert zone.rect().intersects(plate.rect) or zone.rect().top() == pytest.approx(plate.rect.top(), abs=1)


def test_a_piles_count_is_drawn_over_its_cards(qapp) -> None:  # type: ignore[no-untyped-def]
    scene, observation = _table(4)
    library = next(z for z in observation.zones if z.key == "P2.biblioteca")
    caption = scene.zones["P2.biblioteca"].caption
    assert library.count > 0 and caption.count == library.count
    assert caption.zValue() > max(c.zValue() for c in scene.cards.values())
    assert scene.zones["P2.biblioteca"].pile_rect is not None
    assert scene.zones["P2.biblioteca"].pile_rect.contains(caption.count_rect().center())  # type: ignore[union-attr]
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


def test_the_life_figures_fit_their_plate(qapp) -> None:  # type: ignore[no-untyped-def]
    """Yu-Gi-Oh!'s «8000» lost its last figure on the seat plate at 1280×720: the life shrinks to
    its box, and keeps its full height where it fits."""
    for text, width in (("8000", 70.0), ("8000", 40.0), ("20", 200.0)):
        font = life_font(text, 60.0, width)
        assert QFontMetricsF(font).horizontalAdvance(text) <= width, (text, width)
    assert life_font("20", 60.0, 200.0).pixelSize() == 60


def test_what_is_awaited_shrinks_before_it_is_cut(qapp) -> None:  # type: ignore[no-untyped-def]
    """«▶ Fase principal 1» read «▶ Fase prin…» on the plate at 1280×720: the words shrink to half
    the line's height before they are cut, and are cut only past that."""
    line, width = 24.0, 150.0
    text = "▶ Fase principal 1"
    assert QFontMetricsF(fitted_font(text, line * 0.66, 1e9)).horizontalAdvance(text) > width  # too wide at full size
    font, shown = status_line("Fase principal 1", line, width)
    assert shown == text and QFontMetricsF(font).horizontalAdvance(shown) <= width
    assert font.pixelSize() >= line * 0.5
    font, shown = status_line("Fase principal 1", line, 60.0)
    assert shown.endswith("…") and font.pixelSize() == round(line * 0.5)
