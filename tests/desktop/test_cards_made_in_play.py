"""The table finds every card it shows by its code, those no deck lists too: the tokens a
spell made and the back face of a card that transformed (CR 111.1, 712.8e) have their
pictures, their names on hover and their text in the card zoom."""

from __future__ import annotations

from engine.core import get_game
from engine.games.mtg.faces import transform
from engine.games.mtg.state import MtgState
from tests.desktop.tables import on_table, shown_window


def _position() -> tuple[MtgState, list[int]]:
    """P1 has cast Llamada a la Milicia (two Soldier tokens) and transformed a double-faced card."""
    game = get_game("mtg")
    front = game.cards.by_code("TMC-004")
    setup = {"P1": {"hand": ["Llamada a la Milicia"], "battlefield": ["Llanura"] * 3 + [front.name]}, "P2": {}}
    state = game.scenario_state(setup, 1, "test", "")
    assert isinstance(state, MtgState)
    for text in ("cast Llamada a la Milicia", "pass", "pass"):
        assert state.prompt is not None
        state.apply_action(state.parse_action(text, state.prompt.player))
    flipped = next(cid for cid in state.battlefield(0) if state._card(cid).defn is front)
    assert transform(state, flipped)
    state._legal = None
    return state, sorted(state.tokens) + [flipped]


def test_the_table_shows_tokens_and_a_transformed_face(qtbot) -> None:
    state, made = _position()
    table = on_table(shown_window(qtbot), state).table
    assert table is not None and table.scene is not None
    scene = table.scene
    qtbot.waitUntil(lambda: all(cid in scene.cards for cid in made), timeout=5_000)
    for cid in made:
        item = scene.cards[cid]
        defn = state._card(cid).defn
        assert item.view.code == defn.code and defn.code not in get_game("mtg").cards  # in no deck, in no set
        assert not item.pixmap.isNull()
        assert item.toolTip() == defn.display_name("es")
        table.zoom.show_card(item.view)
        assert defn.display_name("es") in table.zoom.details.text()
