"""A merged permanent on the table (CR 702.140c, 727.2): one card, the top one, with the
«Mutado» marker; hovering it names every card it is made of, top first, and the Card panel shows
the cards under the top one with their text (their abilities are the permanent's)."""

from __future__ import annotations

from tests.desktop.tables import on_table, shown_window
from tests.mtg.states import card_id, play
from tests.mtg.test_mutate import _mutate_onto, _resolve, _state


def test_the_table_lists_the_cards_of_a_mutated_permanent_CR_727_2(qtbot) -> None:  # type: ignore[no-untyped-def]
    state = _state(["Grizzly Bears"])
    bears = card_id(state, "Grizzly Bears")
    heron = _mutate_onto(state, "Grizzly Bears")
    play(state, "pass", "pass", "yes")  # CR 702.140c: the Heron over the Bears
    _resolve(state)
    state._legal = None
    table = on_table(shown_window(qtbot), state).table
    assert table is not None and table.scene is not None
    scene = table.scene
    qtbot.waitUntil(lambda: bears in scene.cards, timeout=5_000)
    item = scene.cards[bears]
    assert heron not in scene.cards  # part of the permanent, not a card of its own on the table
    assert "mutado" in item.view.markers and item.view.name == "Dreamtail Heron"
    assert item.toolTip() == "Dreamtail Heron · Grizzly Bears"
    table.zoom.show_card(item.view)  # the Card panel: the top card, then the one under it with its text
    details = table.zoom.details.text()
    assert "Dreamtail Heron" in details and "<b>Grizzly Bears</b>" in details
    assert details.index("Dreamtail Heron") < details.index("Grizzly Bears")


def test_the_log_tells_the_mutation_CR_702_140c() -> None:
    from desktop.table.layout import load_layout
    from desktop.widgets.log_words import LogWords
    from engine.core import get_game

    state = _state(["Grizzly Bears"])
    _mutate_onto(state, "Grizzly Bears")
    play(state, "pass", "pass")
    events = state.apply_action(state.parse_action("no", 0))
    mutation = next(e for e in events if e.kind == "mutate")
    words = LogWords(get_game("mtg"), load_layout("mtg"), "es")
    assert words.event(mutation) == "  P1 · mutación: Dreamtail Heron → Campo de batalla (P1)"
