"""A Yu-Gi-Oh! duel on the table: the buttons named by notation perform their actions, drags
summon and set, a card's menu offers both, and the table is captured for a look."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from engine.core.gestures import ALT, Gesture
from tests.desktop.tables import on_table, shown_window
from tests.helpers import scenario_state

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
SETUP = """[scenario]
game = "ygo"
[setup.P1]
hand = ["Gólem de Chatarra", "Lobo Gris", "Hueco Trampa"]
monsters = ["Caballero de Hierro", { card = "Escudero del Valle", position = "defense", face_up = false }]
spells = [{ card = "Espada Rúnica", equip_to = "Caballero de Hierro@P1.monstruos.1" }]
[setup.P2]
monsters = ["Dragón Cría de Ceniza", { card = "Topo Vigía", position = "defense", face_up = false }]
field = ["Volcán Ardiente"]
"""


def test_a_duel_is_played_with_buttons_and_drags(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    state = scenario_state(tmp_path / "s.toml", SETUP)
    window = on_table(shown_window(qtbot, (1400, 900)), state)
    if ARTIFACTS.exists():
        window.grab().save(str(ARTIFACTS / "ygo-table.png"))
    names = {b.objectName() for b in window.findChildren(QPushButton)}
    # a plain Set is the card's (its menu, a Shift-drag): the bar keeps the answers no drag gives
    assert not any(name.startswith("answer:set Lobo Gris") for name in names)
    assert "answer:summon Gólem de Chatarra tributing Escudero del Valle" in names
    wolf = next(c for c in state.ids(0, "mano") if state.defn(c).name == "Lobo Gris")
    assert [choice.label for choice in window.table.card_actions.choices(wolf)] == ["Normal Summon", "Set"]
    window.table.gesture(Gesture(wolf, onto_zone="P1.monstruos", button=ALT))  # YGO Colocar: Shift-drag
    assert window.session is not None
    assert [state.defn(c).name for c in state.ids(0, "monstruos")] == ["Caballero de Hierro", "Escudero del Valle", "Lobo Gris"]
    assert not state._card(wolf).face_up
    trap = next(c for c in state.ids(0, "mano") if state.defn(c).name == "Hueco Trampa")
    window.table.gesture(Gesture(trap, onto_zone="P1.magias"))  # a trap dropped on its zone is set
    assert trap in state.ids(0, "magias") and not state._card(trap).face_up
    golem = next(c for c in state.ids(0, "mano") if state.defn(c).name == "Gólem de Chatarra")
    window.table.gesture(Gesture(golem, onto_zone="P1.monstruos"))  # refused: it needs a tribute
    assert golem in state.ids(0, "mano")


def test_the_table_has_five_monster_zones_five_spell_and_trap_zones_and_a_field_zone(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    state = scenario_state(tmp_path / "s.toml", SETUP)
    window = on_table(shown_window(qtbot, (1600, 1000)), state)
    scene = window.table.scene
    assert scene is not None
    for player in ("P1", "P2"):
        slots = {name: scene.zones[f"{player}.{name}"].slot_rects for name in ("monstruos", "magias", "campo_magico")}
        assert [len(slots[name]) for name in ("monstruos", "magias", "campo_magico")] == [5, 5, 1]
        every = [rect for rects in slots.values() for rect in rects]
        assert not any(a.intersects(b) for i, a in enumerate(every) for b in every[i + 1:]), "two zones overlap"
        for name, rects in slots.items():  # each card lies in a zone of its own
            cards = [c for c in scene.cards.values() if c.view.zone == f"{player}.{name}" and c.view.attached_to is None]
            homes = [next(i for i, r in enumerate(rects) if r.contains(c.pos())) for c in cards]
            assert len(set(homes)) == len(homes), (player, name)
    monsters = [c for c in scene.cards.values() if c.view.zone == "P1.monstruos"]
    assert len(monsters) == 2 and all(c.in_play for c in monsters)  # their ATK/DEF badges show
