"""Drops read as what the player evidently meant, and refusals that name the real reason and
what to do instead (issue 21). Each case was reported from play: the drop on the left led to the
misleading refusal on the right.

- Dark Hole dropped on the Monster Zone → "Spell & Trap Zone holds at most 5 cards"
- an Eliria invocation dropped on a combat slot → "the board has 3 combat slots"
- Rayo Sagrado (SiX) dropped on its target → "played from hand or Limbo"
- a SiX blocker dragged into its own combat zone → "6.6.1 … declare combat"
- a second Eliria attack → "solo ataca el jugador en turno" while it is that player's turn
- a second SiX mulligan while the other player decides → 1.4.4 ("the Ficha holder decides
  first", said to the Ficha holder) instead of 5.2.7.1.1
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.errors import IllegalActionError
from engine.core.gestures import Gesture
from engine.core.state import State
from tests.helpers import demo_state, scenario_state


def _state(tmp_path: Path, text: str) -> State:
    return scenario_state(tmp_path / "s.toml", text)


def _card(state: State, name: str) -> int:
    return next(c.id for c in state.cards if c is not None and c.defn.name == name)


def _drop(state: State, player: int, gesture: Gesture) -> None:
    """What the window does with a drop: the action it means, applied (or refused)."""
    action = state.action_for_gesture(player, gesture)
    assert action is not None, f"{gesture} means nothing"
    state.apply_action(action)


def _refusal(state: State, player: int, gesture: Gesture) -> IllegalActionError:
    before = state.state_hash()
    with pytest.raises(IllegalActionError) as caught:
        _drop(state, player, gesture)
    assert state.state_hash() == before
    return caught.value


YGO = """[scenario]
game = "ygo"
[setup.P1]
hand = ["Agujero Oscuro"]
monsters = ["Caballero de Hierro"]
[setup.P2]
monsters = ["Lobo Gris"]
"""


@pytest.mark.parametrize("where", ["zone", "card"])
def test_dark_hole_dropped_on_the_monster_zone_is_activated(tmp_path: Path, where: str) -> None:
    state = _state(tmp_path, YGO)
    hole = _card(state, "Agujero Oscuro")
    gesture = (Gesture(hole, onto_zone="P1.monstruos") if where == "zone"
               else Gesture(hole, onto_card=_card(state, "Lobo Gris")))
    _drop(state, 0, gesture)
    assert state.zone_of(hole) == "cementerio"
    assert state.ids(0, "monstruos") == [] and state.ids(1, "monstruos") == []


def test_dark_hole_out_of_the_main_phase_names_the_phase_rule(tmp_path: Path) -> None:
    state = _state(tmp_path, YGO.replace("[setup.P1]", '[setup]\nphase = "battle"\n[setup.P1]'))
    error = _refusal(state, 0, Gesture(_card(state, "Agujero Oscuro"), onto_zone="P1.monstruos"))
    assert error.rule.id == "YGO CartasMagicas.1"  # spells in the Main Phases, not the zone's size


ELIRIA = """[scenario]
game = "eliria"
[setup.P1]
hand = ["Sabiduría Fugaz", "Muro de Escarcha"]
combat = ["Centinela de Bruma", "", ""]
"""


@pytest.mark.parametrize("onto", ["P1.combate2", "Centinela de Bruma"])
def test_an_eliria_invocation_dropped_on_a_combat_slot_is_played(tmp_path: Path, onto: str) -> None:
    state = _state(tmp_path, ELIRIA)
    card = _card(state, "Sabiduría Fugaz")  # an invocation without a target
    gesture = Gesture(card, onto_zone=onto) if onto.startswith("P1.") else Gesture(card, onto_card=_card(state, onto))
    _drop(state, 0, gesture)
    assert state.zone_name_of(card) in ("invocacion", "descarte")


@pytest.mark.parametrize("onto", ["P1.combate2", "Centinela de Bruma"])
def test_an_eliria_reaction_dropped_on_the_combat_row_is_set(tmp_path: Path, onto: str) -> None:
    state = _state(tmp_path, ELIRIA)
    card = _card(state, "Muro de Escarcha")
    gesture = Gesture(card, onto_zone=onto) if onto.startswith("P1.") else Gesture(card, onto_card=_card(state, onto))
    _drop(state, 0, gesture)
    assert state.zone_name_of(card) == "invocacion" and not state._card(card).face_up


def test_a_second_eliria_attack_while_the_opponent_reacts_cites_one_attack_a_turn(tmp_path: Path) -> None:
    state = _state(tmp_path, """[scenario]
game = "eliria"
[setup]
phase = "ataque"
[setup.P1]
combat = ["", { card = "Oso de las Cumbres", power = 3 }, ""]
[setup.P2]
combat = ["", "Centinela de Bruma", ""]
invocation = [{ card = "Muro de Escarcha", face_up = false }]
""")
    bear, sentinel = _card(state, "Oso de las Cumbres"), _card(state, "Centinela de Bruma")
    _drop(state, 0, Gesture(bear, onto_card=sentinel))
    assert state.prompt is not None and state.prompt.kind == "reaccion" and state.turn_player == 0
    error = _refusal(state, 0, Gesture(bear, onto_card=sentinel))
    assert error.rule.id == "Eliria 12.d"
    assert "solo ataca el jugador en turno" not in error.message("es")
    assert "ya atacaste" in error.message("es") and "you have attacked this turn" in error.message("en")


def test_rayo_sagrado_dropped_on_its_target_is_played(tmp_path: Path) -> None:
    state = _state(tmp_path, """[scenario]
game = "six"
[setup.P1]
hand = ["Rayo Sagrado"]
mana = 3
[setup.P2]
field = ["Lobo de Ceniza"]
""")
    bolt, wolf = _card(state, "Rayo Sagrado"), _card(state, "Lobo de Ceniza")
    _drop(state, 0, Gesture(bolt, onto_card=wolf))
    assert state.zone_name_of(bolt) != "mano"
    assert state.prompt is not None and state.prompt.kind == "objetivo" and wolf in state.prompt.options


SIX_COMBAT = """[scenario]
game = "six"
[setup.P1]
field = ["Lobo de Ceniza", "Recluta Errante"]
[setup.P2]
field = ["Ángel Guardián"]
"""


def test_a_six_blocker_dragged_into_its_combat_zone_blocks_the_attacker_asked_about(tmp_path: Path) -> None:
    state = _state(tmp_path, SIX_COMBAT)
    for text in ("combat", "attack Lobo de Ceniza", "done"):
        state.apply_action(state.parse_action(text))
    angel = _card(state, "Ángel Guardián")
    assert state.prompt is not None and state.prompt.kind == "bloqueo"
    _drop(state, 1, Gesture(angel, onto_zone="P2.combate"))
    assert any(a.kind == "block" and a.player == 1 and a.targets == (angel,) for a in state.history)


def test_a_six_unit_dragged_into_combat_zone_in_the_action_phase_declares_combat(tmp_path: Path) -> None:
    state = _state(tmp_path, SIX_COMBAT)
    wolf = _card(state, "Lobo de Ceniza")
    _drop(state, 0, Gesture(wolf, onto_zone="P1.combate"))
    assert state.combat_declared and state.prompt is not None and state.prompt.kind == "ataque"


def test_a_second_six_mulligan_while_the_other_player_decides_cites_once_per_duel() -> None:
    state = demo_state("six", 3)
    first = state.current_player()
    assert first is not None and first == state.turn_player  # the Ficha holder decides first (1.4.4)
    state.apply_action(next(a for a in state.legal_actions() if a.kind == "mulligan"))
    assert state.current_player() != first
    error = _refusal(state, first, Gesture(button="mulligan", selection=tuple(state.ids(first, "mano")[:1])))
    assert error.rule.id == "SiX 5.2.7.1.1"
    assert "you have decided" in error.message("en")


def test_the_second_player_asking_first_is_told_who_holds_the_ficha() -> None:
    state = demo_state("six", 3)
    first = state.current_player()
    assert first is not None
    other = 1 - first
    error = _refusal(state, other, Gesture(button="mulligan", selection=tuple(state.ids(other, "mano")[:1])))
    assert error.rule.id == "SiX 1.4.4" and f"P{first + 1} holds the Ficha de Ataque" in error.message("en")
