"""Magic for three or four at one table (CR 806, Free-for-All): every opponent gets a seat of
the far half, the new-game dialog seats them, and the window plays such a game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from desktop.dialogs.new_game import NewGameDialog
from desktop.main_window import MainWindow
from desktop.table.layout import TableGeometry, load_layout
from desktop.table.scene import DEFAULT_VIEW, TableScene
from engine.core import Rng, get_game
from engine.core.state import State
from tests.desktop.tables import table_pixmaps


def _sides(players: int, viewer: int) -> dict[int | None, list[QRectF]]:
    """Each player's zone rectangles and seat plate (and the shared ones under ``None``) as
    ``viewer`` sees them on the table of a 1600 × 1000 window."""
    geometry = load_layout("mtg").fit(*DEFAULT_VIEW, players)
    game = get_game("mtg").for_players(players)
    sides: dict[int | None, list[QRectF]] = {}
    for owner, spec in game.zone_table:
        if spec.name in geometry.layout.zones:
            sides.setdefault(owner, []).append(QRectF(*geometry.rect(spec.name, owner, viewer)))
    for player in range(players):
        sides[player].append(QRectF(*geometry.plate(player, viewer)))
    return sides


def _bounds(rects: list[QRectF]) -> QRectF:
    box = rects[0]
    for rect in rects[1:]:
        box = box.united(rect)
    return box


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("viewer", [0, 1])
def test_each_opponent_has_a_seat_of_its_own_on_the_table(players: int, viewer: int) -> None:
    geometry = load_layout("mtg").fit(*DEFAULT_VIEW, players)
    table = QRectF(0, 0, geometry.width, geometry.height)
    sides = _sides(players, viewer)
    boxes = {owner: _bounds(rects) for owner, rects in sides.items() if owner is not None}
    assert all(table.adjusted(-0.01, -0.01, 0.01, 0.01).contains(box) for box in boxes.values())
    owners = sorted(boxes)
    for i, a in enumerate(owners):
        for b in owners[i + 1:]:
            assert not boxes[a].intersects(boxes[b]), (a, b, boxes[a], boxes[b])
    for rect in sides[None]:  # the stack stays clear of every opponent
        assert all(not rect.intersects(boxes[o]) for o in owners if o != viewer)
    # one's own side is drawn as in a duel; the opponents shrink, the next in turn on the left
    duel = load_layout("mtg").fit(*DEFAULT_VIEW, 2)
    assert [r.getRect() for r in sides[viewer]] == [r.getRect() for r in _sides_of(duel, 2, viewer)]
    assert all(geometry.scale(o, viewer) < 1 for o in owners if o != viewer)
    following = (viewer + 1) % players
    assert boxes[following].left() < min(boxes[o].left() for o in owners if o not in (viewer, following))


def _sides_of(geometry: TableGeometry, players: int, viewer: int) -> list[QRectF]:
    game = get_game("mtg").for_players(players)
    rects = [QRectF(*geometry.rect(spec.name, viewer, viewer)) for owner, spec in game.zone_table
             if owner == viewer and spec.name in geometry.layout.zones]
    return rects + [QRectF(*geometry.plate(viewer, viewer))]


def test_two_players_keep_the_mirrored_table() -> None:
    geometry = load_layout("mtg").fit(*DEFAULT_VIEW, 2)
    x, y, w, h = geometry.rect("campo", 0, 0)
    ox, oy, ow, oh = geometry.rect("campo", 1, 0)
    centre_x = geometry.left + geometry.layout.columns * geometry.unit_x / 2
    assert (ow, oh) == pytest.approx((w, h)) and ox + ow / 2 == pytest.approx(2 * centre_x - (x + w / 2))
    assert oy + oh == pytest.approx(2 * geometry.centre - y)  # turned 180° around the centre line
    assert geometry.scale(1, 0) == 1.0


def _playout(state: State, actions: int, seed: int) -> State:
    rng = Rng(seed)
    for _ in range(actions):
        if state.is_terminal():
            break
        state.apply_action(rng.choice([a for a in state.legal_actions() if a.kind != "concede"]))
    return state


def test_cards_of_four_players_sit_inside_their_zones_at_their_seat_size(qapp) -> None:  # type: ignore[no-untyped-def]
    game = get_game("mtg")
    state = _playout(game.new_initial_state([game.demo_pair()[i % 2] for i in range(4)], 5), 400, 5)
    scene = TableScene(state.game, load_layout("mtg"), table_pixmaps(state))
    scene.show_observation(state.observation(0), [], animate=False)
    shown = 0
    for zone in state.observation(0).zones:
        if not zone.cards or zone.key not in scene.zones:
            continue
        rect = scene.zones[zone.key].rect()
        scale = scene.geometry.scale(zone.owner, 0)
        for view in zone.cards:
            item = scene.cards[view.id]
            drawn = item.w * item.scale() / scene.geometry.card_width  # a hand's cards are drawn in their own size
            assert drawn <= scale * max(1.0, scene.layout.hand_scale) + 1e-9  # a seat's cards at most its size
            assert rect.adjusted(-1, -1, 1, 1).contains(item.pos()), (zone.key, view.name)
            shown += 1
    assert shown > 20
    assert scene.seats[2].text == "P3" and scene.zones["P3.campo"].caption.text == "Campo de batalla"  # one name a seat


def test_the_new_game_dialog_seats_four_and_the_window_plays_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(game="six")
    qtbot.addWidget(dialog)
    assert dialog.players_box.count() == 1  # Souls in Xtinction is a duel
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("mtg"))
    dialog.players_box.setCurrentIndex(dialog.players_box.findData(4))
    dialog.format_box.setCurrentIndex(1)
    dialog.opponent_box.setCurrentIndex(dialog.opponent_box.findData("goldfish"))
    dialog.seed.setText("5")
    assert not dialog.format_box.isEnabled()  # a best of three is a two-player match
    settings = dialog.settings()
    assert settings is not None and len(settings.decks) == 4 and not settings.best_of_three
    dialog.players_box.setCurrentIndex(dialog.players_box.findData(3))
    settings = dialog.settings()
    assert settings is not None and len(settings.decks) == 3
    window = MainWindow("es")
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    assert window.games.start(settings)
    session = window.session
    assert session is not None and len(session.seats) == 3 and session.state.game.num_players == 3
    assert window.table.players is not None and len(window.table.players.rows) == 3
    qtbot.waitUntil(session.human_to_act)  # the goldfish seats keep by themselves
    assert session.perform_text("keep")  # CR 103.5
    qtbot.waitUntil(lambda: session.state.observation(0).phase != "mulligan")
    assert window.table.scene is not None and window.table.scene.cards
