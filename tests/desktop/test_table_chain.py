"""Hot-seat: when the view turns to the other player, the chain's link badges and arrows are
drawn again for the new viewer, from and to where the cards now are (they stayed where they
were, pointing between empty zones)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsLineItem

from desktop.session import HUMAN, Seat
from tests.desktop.tables import on_table, shown_window
from tests.helpers import scenario_state

SETUP = """[scenario]
game = "six"
[setup.P1]
hand = ["Drenaje Vital", "Furia Repentina"]
mana = 3
field = ["Lobo de Ceniza"]
[setup.P2]
hand = ["Sello del Silencio"]
mana = 1
field = ["Oso Acorazado"]
"""


def _near(a: QPointF, b: QPointF) -> bool:
    return abs(a.x() - b.x()) < 0.5 and abs(a.y() - b.y()) < 0.5


def test_chain_arrows_follow_the_cards_when_the_view_turns(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    state = scenario_state(tmp_path / "s.toml", SETUP)
    window = on_table(shown_window(qtbot, (1600, 1000)), state)
    window.games.open_session(state, (Seat(HUMAN), Seat(HUMAN)), 1)  # hot-seat: the table shows whoever acts
    session, scene = window.session, window.table.scene
    assert session is not None and scene is not None
    session.perform_text("play Drenaje Vital")
    session.perform_text("play Furia Repentina")
    assert scene.viewer == 0 and len(scene.observation.chain) == 1  # type: ignore[union-attr]
    session.perform_text("target Lobo de Ceniza")  # the second link is made: P2 may answer, the table turns to P2
    assert scene.viewer == 1 and len(scene.observation.chain) == 2, "the view did not turn to the other player"  # type: ignore[union-attr]
    furia = next(c for c in scene.cards.values() if c.view.name == "Furia Repentina")
    wolf = next(c for c in scene.cards.values() if c.view.name == "Lobo de Ceniza")
    lines = [item for item in scene.arrows if isinstance(item, QGraphicsLineItem)]
    assert len(lines) == 1
    line = lines[0].line()
    # the arrow runs from the spell to its target as they lie for P2, not as they lay for P1
    assert _near(line.p1(), furia._home) and _near(line.p2(), wolf._home), (line, furia._home, wolf._home)
    # each link's number sits on its card's corner where the card now lies
    badges = [item.rect().center() for item in scene.arrows if isinstance(item, QGraphicsEllipseItem)]
    drain = next(c for c in scene.cards.values() if c.view.name == "Drenaje Vital")
    for card in (drain, furia):
        corner = card._home - QPointF(card.w * card.scale() / 2, card.h * card.scale() / 2)
        assert any((badge - corner).manhattanLength() < card.w * card.scale() / 2 for badge in badges), card.view.name
