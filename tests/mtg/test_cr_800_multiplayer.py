"""Multiplayer rules (CR 800–806): Free-for-All with the attack-multiple-players option, turn
order following the seats, and players leaving the game."""

from __future__ import annotations

from engine.games.mtg.base import LIFE
from tests.mtg.cr_helpers import cid, do, position, prompt_kind, refusal


def _three(step: str = "atacantes") -> object:
    return position({"P1": {"battlefield": ["Oso Musgoso", "Lobezno del Claro"]},
                     "P2": {"battlefield": ["Guardián de Raíces"]},
                     "P3": {"battlefield": ["Muro de Escarcha"]}}, players=3, step=step)


def test_the_turn_passes_in_seating_order_CR_800_5() -> None:
    # Checks CR 800.5
    state = position({"P1": {}, "P2": {}, "P3": {}, "P4": {}}, players=4, step="final")
    order = [state.turn_player]
    for _ in range(4):
        while state.turn_player == order[-1]:
            do(state, "pass")
        order.append(state.turn_player)
    assert order == [0, 1, 2, 3, 0]


def test_free_for_all_attacks_every_opponent_each_creature_choosing_CR_806_1_CR_806_2_CR_806_2b_CR_802_1_CR_802_2_CR_802_3_CR_506_2a() -> None:
    """Free-for-All uses the attack-multiple-players option (one of left, right or multiple,
    806.2b): all opponents are defending players (802.2) and each attacker chooses which one
    it attacks as it is declared (802.3); attacking only one is allowed too (802.1)."""
    # Checks CR 806.1, CR 806.2, CR 806.2b, CR 802.1, CR 802.2, CR 802.3, CR 506.2a
    state = _three()
    assert state.attackable(0) == [-2, -3]
    do(state, "attack Oso Musgoso at P2", "attack Lobezno del Claro at P3", "done")
    assert state.attackers == ((cid(state, "Oso Musgoso"), -2), (cid(state, "Lobezno del Claro"), -3))
    assert state.defending_players() == [1, 2]
    state = _three()
    do(state, "attack Oso Musgoso at P3", "attack Lobezno del Claro at P3", "done")
    assert state.defending_players() == [2]


def test_each_defending_player_blocks_only_what_attacks_them_and_damage_follows_CR_802_4_CR_802_4a_CR_802_5() -> None:
    """P2 blocks first (APNAP), only the creature attacking P2; then P3; the unblocked cub
    deals its damage to P3 and the blocked bear none to P2."""
    # Checks CR 802.4, CR 802.4a, CR 802.5
    state = _three()
    do(state, "attack Oso Musgoso at P2", "attack Lobezno del Claro at P3", "done")
    while prompt_kind(state) != "bloqueadores":
        do(state, "pass")
    assert state.prompt.player == 1
    assert refusal(state, "P2: block Lobezno del Claro with Guardián de Raíces") == "CR 802.4a"
    do(state, "P2: block Oso Musgoso with Guardián de Raíces", "P2: done")
    assert state.prompt.player == 2
    do(state, "P3: done")
    while state.step != "fin_combate":
        do(state, "pass")
    assert (state.counters[1][LIFE], state.counters[2][LIFE]) == (20, 18)


def test_a_defending_players_evasion_check_looks_at_that_player_CR_802_2a() -> None:
    """The Swamp-walker attacking P3 can be blocked by P3, who has no Swamp, although P2, also
    defending, controls one (the defending player is the one it attacks)."""
    # Checks CR 802.2a
    state = position({"P1": {"battlefield": ["Acechador del Pantano"]},
                      "P2": {"battlefield": ["Pantano", "Guardián de Raíces"]},
                      "P3": {"battlefield": ["Oso Musgoso"]}}, players=3, step="atacantes")
    do(state, "attack Acechador del Pantano at P3", "done")
    while prompt_kind(state) != "bloqueadores":
        do(state, "pass")
    do(state, "P3: block Acechador del Pantano with Oso Musgoso")
    assert state.blockers == ((cid(state, "Oso Musgoso"), cid(state, "Acechador del Pantano")),)


def test_combat_damage_is_not_assigned_to_a_player_who_left_CR_800_4e() -> None:
    """P1 attacks P2 and P3; P2 concedes before damage: the creature attacking P2 deals nothing,
    the one attacking P3 deals its damage, and the game goes on."""
    # Checks CR 800.4e
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Lobezno del Claro"]}, "P2": {}, "P3": {}}, players=3, step="atacantes")
    do(state, "attack Oso Musgoso at P2", "attack Lobezno del Claro at P3", "done", "pass", "P2: concede")
    assert 1 in state.left
    while state.step != "fin_combate":
        do(state, "pass")
    assert state.counters[2][LIFE] == 18 and state.outcome is None
