"""Turn structure (CR 500–514): phases and steps in order, who gets priority in each, the
turn-based actions and the triggers that wait for the next priority."""

from __future__ import annotations

from engine.games.mtg.base import DAMAGE
from tests.mtg.cr_helpers import cid, do, names, pass_until, position, prompt_kind, refusal, where
from tests.mtg.own_cards import own_card


def _steps_of_one_turn() -> tuple[list[tuple[str, str | None]], list[tuple[str | None, int]]]:
    """Every (phase, step) entered from P1's untap step to P2's untap step with nobody acting
    but attacking with one bear, and who was asked first in each."""
    state = position({"P1": {"battlefield": ["Oso Musgoso"]}, "P2": {}}, step="enderezar", turn=3)
    seen: list[tuple[str, str | None]] = []
    first: list[tuple[str | None, int]] = []
    for _ in range(60):
        here = (state.phase, state.step)
        if not seen or seen[-1] != here:
            seen.append(here)
            first.append((prompt_kind(state), state.prompt.player if state.prompt else -1))
        if state.turn_player == 1:
            break
        if prompt_kind(state) == "atacantes":
            do(state, "attack Oso Musgoso", "done")
        elif prompt_kind(state) == "prioridad":
            do(state, "pass")
        else:
            do(state, "done")
    return seen, first


def test_the_phases_and_steps_come_in_order_CR_500_1_CR_501_1_CR_505_1_CR_506_1_CR_512_1() -> None:
    """CR 500.1: beginning, precombat main, combat, postcombat main, ending; 501.1 untap,
    upkeep, draw; 506.1 the five combat steps (no first-strike damage step without first
    strike, CR 510.4); 512.1 end and cleanup; 505.1 two main phases split by combat."""
    # Checks CR 500.1, CR 501.1, CR 505.1, CR 506.1, CR 512.1
    seen, _first = _steps_of_one_turn()
    assert seen[:-1] == [
        ("inicio", "mantenimiento"), ("inicio", "robar"), ("principal1", None),
        ("combate", "inicio_combate"), ("combate", "atacantes"), ("combate", "bloqueadores"), ("combate", "dano"),
        ("combate", "fin_combate"), ("principal2", None), ("final", "final"),
    ]
    assert seen[-1][0] == "inicio"  # the next turn begins (P2's), after the cleanup step


def test_the_active_player_receives_priority_first_in_each_step_CR_117_1_CR_117_3_CR_503_1_CR_504_2_CR_505_6_CR_507_2_CR_508_2_CR_509_2_CR_510_3_CR_511_1_CR_513_1() -> None:
    """Upkeep (503.1), draw (504.2 after the draw), main (505.6), beginning of combat (507.2),
    declare attackers (508.2, after the declaration), declare blockers (509.2), combat damage (510.3), end of combat
    (511.1) and end step (513.1): the active player, P1, is asked first."""
    # Checks CR 117.1, CR 117.3, CR 503.1, CR 504.2, CR 505.6, CR 507.2, CR 508.2, CR 509.2, CR 510.3, CR 511.1, CR 513.1
    seen, first = _steps_of_one_turn()
    asked = dict(zip(seen[:-1], first[:-1]))  # the last is the next turn's upkeep
    for step in [("inicio", "mantenimiento"), ("inicio", "robar"), ("principal1", None), ("combate", "inicio_combate"),
                 ("combate", "bloqueadores"), ("combate", "dano"), ("combate", "fin_combate"), ("principal2", None),
                 ("final", "final")]:
        assert asked[step] == ("prioridad", 0), step
    assert asked[("combate", "atacantes")] == ("atacantes", 0)  # CR 508.1 first, then priority (508.2)


def test_untap_and_cleanup_give_nobody_priority_CR_500_3_CR_502_4_CR_514_3() -> None:
    """CR 500.3, 502.4, 514.3: the untap and cleanup steps end when their actions are done;
    nobody is asked anything in them."""
    # Checks CR 500.3, CR 502.4, CR 514.3
    state = position({"P1": {"battlefield": [{"card": "Oso Musgoso", "tapped": True}]}, "P2": {}}, step="enderezar")
    assert where(state)[:2] == ("inicio", "mantenimiento")  # the untap step passed by itself
    state = position({"P1": {"battlefield": ["Oso Musgoso"]}, "P2": {}}, step="final")
    do(state, "pass", "P2: pass")
    assert state.turn_player == 1 and where(state)[:2] == ("inicio", "mantenimiento")


def test_the_untap_step_untaps_only_the_active_players_permanents_CR_502_3() -> None:
    # Checks CR 502.3
    state = position({"P1": {"battlefield": [{"card": "Oso Musgoso", "tapped": True}]},
                      "P2": {"battlefield": [{"card": "Lobezno del Claro", "tapped": True}]}}, step="enderezar")
    assert not state._card(cid(state, "Oso Musgoso")).rotated
    assert state._card(cid(state, "Lobezno del Claro")).rotated


def test_the_draw_comes_before_priority_CR_504_1_CR_504_2() -> None:
    # Checks CR 504.1, CR 504.2
    state = position({"P1": {"hand": [], "library": ["Isla", "Bosque"]}, "P2": {}}, step="mantenimiento", turn=3)
    do(state, "pass", "P2: pass")
    assert where(state) == ("inicio", "robar", 0, 0) and names(state, 0, "mano") == ["Isla"]


def test_a_main_phase_ends_only_when_all_pass_with_an_empty_stack_CR_500_2_CR_505_2() -> None:
    """The stack emptying is not enough: after the spell resolves the active player gets
    priority again in the same main phase; only when both pass in succession with the stack
    empty does combat begin."""
    # Checks CR 500.2, CR 505.2
    state = position({"P1": {"hand": ["Crecimiento Salvaje"], "battlefield": ["Oso Musgoso", "Bosque"]}, "P2": {}})
    do(state, "cast Crecimiento Salvaje", "target Oso Musgoso", "pass", "P2: pass")
    assert not state.chain.links and where(state) == ("principal1", None, 0, 0)
    do(state, "pass")
    assert where(state) == ("principal1", None, 0, 1)
    do(state, "P2: pass")
    assert where(state)[:2] == ("combate", "inicio_combate")


def test_until_end_of_turn_effects_end_in_the_cleanup_step_CR_500_5_CR_514_2_CR_611_1_CR_611_2() -> None:
    # Checks CR 500.5, CR 514.2, CR 611.1, CR 611.2
    state = position({"P1": {"hand": ["Crecimiento Salvaje"], "battlefield": ["Oso Musgoso", "Bosque"]}, "P2": {}},
                     step="principal2")
    bear = cid(state, "Oso Musgoso")
    do(state, "cast Crecimiento Salvaje", "target Oso Musgoso", "pass", "P2: pass")
    assert state.power_toughness(bear) == (5, 5)
    pass_until(state, "final")
    assert state.power_toughness(bear) == (5, 5)  # still this turn in the end step
    do(state, "pass", "P2: pass")
    assert state.turn_player == 1 and state.power_toughness(bear) == (2, 2)


def test_damage_wears_off_in_the_cleanup_step_CR_514_2() -> None:
    # Checks CR 514.2
    state = position({"P1": {"battlefield": [{"card": "Guardián de Raíces", "damage": 3}]}, "P2": {}}, step="final")
    keeper = cid(state, "Guardián de Raíces")
    assert state._card(keeper).counters.get(DAMAGE) == 3
    do(state, "pass", "P2: pass")
    assert not state._card(keeper).counters.get(DAMAGE)


def test_beginning_of_upkeep_triggers_wait_on_the_stack_for_priority_CR_500_6_CR_503_1a() -> None:
    """CR 500.6: "at the beginning of each upkeep" triggers as the step begins; 503.1a: it is on
    the stack before the active player gets priority in the upkeep."""
    # Checks CR 500.6, CR 503.1a
    state = position({"P1": {}, "P2": {"battlefield": ["Aldeana Inquieta"]}}, step="enderezar")
    assert where(state) == ("inicio", "mantenimiento", 0, 0)
    assert [link.source for link in state.chain.links] == [cid(state, "Aldeana Inquieta")]


def test_a_skipped_draw_step_never_happens_CR_500_11_CR_614_10() -> None:
    """Vow of Fasting: "Skip your draw step" — the turn goes from upkeep to the main phase, no
    card is drawn and nobody gets priority in a draw step."""
    # Checks CR 500.11, CR 614.10
    state = position({"P1": {"battlefield": ["Voto de Ayuno"], "hand": []}, "P2": {}}, step="mantenimiento", turn=3)
    do(state, "pass", "P2: pass")
    assert where(state) == ("principal1", None, 0, 0) and names(state, 0, "mano") == []


def test_sorcery_speed_spells_only_in_a_main_phase_CR_505_6a() -> None:
    """A creature spell can be cast in either main phase with an empty stack, not in combat."""
    # Checks CR 505.6a
    for step in ("principal1", "principal2"):
        state = position({"P1": {"hand": ["Oso Musgoso"], "battlefield": ["Bosque", "Bosque"]}, "P2": {}}, step=step)
        do(state, "cast Oso Musgoso")
        assert [link.source for link in state.chain.links] == [cid(state, "Oso Musgoso")]
    state = position({"P1": {"hand": ["Oso Musgoso"], "battlefield": ["Bosque", "Bosque"]}, "P2": {}}, step="inicio_combate")
    assert refusal(state, "cast Oso Musgoso") == "CR 117.1a"


def test_a_land_is_played_in_a_main_phase_with_an_empty_stack_CR_505_6b() -> None:
    """CR 505.6b: the active player plays a land in either main phase when the stack is empty;
    the land does not use the stack (P1 keeps priority, nothing to respond to)."""
    # Checks CR 505.6b
    state = position({"P1": {"hand": ["Bosque"]}, "P2": {}}, step="principal2")
    do(state, "play Bosque")
    assert names(state, 0, "campo") == ["Bosque"] and not state.chain.links and where(state)[3] == 0
    state = position({"P1": {"hand": ["Bosque"]}, "P2": {}}, step="inicio_combate")
    assert refusal(state, "play Bosque") == "CR 305.3"
    state = position({"P1": {"hand": ["Bosque", "Crecimiento Salvaje"], "battlefield": ["Oso Musgoso", "Bosque"]}, "P2": {}})
    do(state, "cast Crecimiento Salvaje", "target Oso Musgoso")
    assert refusal(state, "play Bosque") == "CR 305.3"


def test_only_creatures_attack_and_only_players_and_planeswalkers_are_attacked_CR_506_3() -> None:
    # Checks CR 506.3
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Bosque"]},
                      "P2": {"battlefield": [{"card": "Ignara, Tejedora de Ascuas", "counters": {"lealtad": 3}}, "Lobezno del Claro"]}},
                     step="atacantes")
    assert refusal(state, "attack Bosque") == "CR 508.1a"
    assert set(state.attackable(0)) == {-2, cid(state, "Ignara, Tejedora de Ascuas")}


def test_restrictions_on_attacking_are_checked_CR_508_1c() -> None:
    # Checks CR 508.1c
    state = position({"P1": {"battlefield": ["Muro de Escarcha", "Oso Musgoso"]}, "P2": {}}, step="atacantes")
    assert refusal(state, "attack Muro de Escarcha") == "CR 702.3b"
    do(state, "attack Oso Musgoso")


def test_attack_triggers_are_on_the_stack_before_priority_CR_508_1m_CR_508_2_CR_508_2b() -> None:
    """Dawn Herald: "Whenever Dawn Herald attacks, you gain 1 life" triggers as attackers are
    declared and waits on the stack when P1 gets priority in the declare attackers step."""
    # Checks CR 508.1m, CR 508.2, CR 508.2b
    state = position({"P1": {"battlefield": ["Heraldo del Alba"]}, "P2": {}}, step="atacantes")
    do(state, "attack Heraldo del Alba", "done")
    assert where(state) == ("combate", "atacantes", 0, 0)
    assert [link.source for link in state.chain.links] == [cid(state, "Heraldo del Alba")]
    do(state, "pass", "P2: pass")
    assert state.counters[0]["vidas"] == 21


def test_attackers_stay_attacking_until_combat_ends_CR_508_1k_CR_511_3() -> None:
    # Checks CR 508.1k, CR 511.3
    state = position({"P1": {"battlefield": ["Oso Musgoso"]}, "P2": {}}, step="atacantes")
    bear = cid(state, "Oso Musgoso")
    do(state, "attack Oso Musgoso", "done")
    for step in ("bloqueadores", "dano", "fin_combate"):
        if state.step == step:
            assert [a for a, _d in state.attackers] == [bear]
        if state.step != "principal2":
            pass_until(state, step) if state.step != step else None
    pass_until(state, "fin_combate")
    assert [a for a, _d in state.attackers] == [bear]
    pass_until(state, "principal2")
    assert state.attackers == ()


def test_combat_damage_is_followed_by_state_based_actions_triggers_then_priority_CR_510_2_CR_510_3_CR_510_3a() -> None:
    """Echo Chrysalis dies blocking: its "when it dies" trigger is on the stack when the active
    player gets priority in the combat damage step."""
    # Checks CR 510.2, CR 510.3, CR 510.3a
    state = position({"P1": {"battlefield": ["Oso Musgoso"]}, "P2": {"battlefield": ["Crisálida del Eco"]}}, step="atacantes")
    do(state, "attack Oso Musgoso", "done", "pass", "P2: pass", "P2: block Oso Musgoso with Crisálida del Eco", "P2: done")
    pass_until(state, "dano")
    assert where(state) == ("combate", "dano", 0, 0)
    assert names(state, 1, "cementerio") == ["Crisálida del Eco"]
    assert [link.source for link in state.chain.links] == [cid(state, "Crisálida del Eco")]


def test_blockers_are_declared_then_the_active_player_gets_priority_CR_509_1g_CR_509_2() -> None:
    """CR 509.1g: the chosen creature becomes a blocking creature; then the active player gets
    priority in the declare blockers step (509.2)."""
    # Checks CR 509.1g, CR 509.2
    state = position({"P1": {"battlefield": ["Oso Musgoso"]}, "P2": {"battlefield": ["Guardián de Raíces"]}},
                     step="atacantes")
    do(state, "attack Oso Musgoso", "done", "pass", "P2: pass", "P2: block Oso Musgoso with Guardián de Raíces", "P2: done")
    assert state.blockers == ((cid(state, "Guardián de Raíces"), cid(state, "Oso Musgoso")),)
    assert where(state) == ("combate", "bloqueadores", 0, 0)


def test_the_cleanup_step_repeats_with_priority_when_a_state_based_action_happens_CR_514_3a() -> None:
    """A 0/0 in the cleanup step: state-based actions put it into the graveyard, so the active
    player gets priority in this cleanup step and, once all pass, another cleanup step follows."""
    # Checks CR 514.3a
    state = position({"P1": {"battlefield": ["Hidra Joven"]}, "P2": {}}, step="limpieza")
    assert names(state, 0, "cementerio") == ["Hidra Joven"]
    assert where(state) == ("final", "limpieza", 0, 0)
    do(state, "pass", "P2: pass")
    assert state.turn_player == 1


def _adopt(name: str, type_line: str, cost: str, text: str, power: str, toughness: str) -> None:
    """A card from its Oracle text (Champions of Kamigawa's, not in shared/testdata)."""
    from engine.core import get_game
    from engine.formats.records import CardRecord

    record = CardRecord(game="mtg", name=name, oracle_id=f"test-{name}", type_line=type_line, cost=cost, text=text,
                        stats={"power": power, "toughness": toughness})
    assert own_card(record).program.automated  # type: ignore[union-attr]


def test_a_blocks_trigger_triggers_once_as_the_blocker_is_declared_CR_509_1i_CR_509_2a_CR_509_3_CR_509_3a_CR_702_45_CR_702_45a() -> None:
    """Devoted Retainer (Bushido 1) blocks: its ability triggers once when the blockers are
    declared and is on the stack when the active player gets priority; it resolves to +1/+1."""
    # Checks CR 509.1i, CR 509.2a, CR 509.3, CR 509.3a, CR 702.45, CR 702.45a
    _adopt("Devoted Retainer", "Creature — Human Samurai", "{W}", "Bushido 1", "1", "1")
    state = position({"P1": {"battlefield": ["Oso Musgoso"]}, "P2": {"battlefield": ["Devoted Retainer"]}}, step="atacantes")
    do(state, "attack Oso Musgoso", "done", "pass", "P2: pass", "P2: block Oso Musgoso with Devoted Retainer", "P2: done")
    retainer = cid(state, "Devoted Retainer")
    assert where(state) == ("combate", "bloqueadores", 0, 0)
    assert [link.source for link in state.chain.links] == [retainer]
    do(state, "pass", "P2: pass")
    assert state.power_toughness(retainer) == (2, 2)


def test_becoming_blocked_by_two_triggers_once_CR_509_3c() -> None:
    """Devoted Retainer attacks and is blocked by two creatures: bushido triggers once."""
    # Checks CR 509.3c
    _adopt("Devoted Retainer", "Creature — Human Samurai", "{W}", "Bushido 1", "1", "1")
    state = position({"P1": {"battlefield": ["Devoted Retainer"]}, "P2": {"battlefield": ["Oso Musgoso", "Lobezno del Claro"]}},
                     step="atacantes")
    do(state, "attack Devoted Retainer", "done", "pass", "P2: pass", "P2: block Devoted Retainer with Oso Musgoso",
       "P2: block Devoted Retainer with Lobezno del Claro", "P2: done")
    assert [link.source for link in state.chain.links] == [cid(state, "Devoted Retainer")]


def test_the_attacking_player_assigns_the_damage_of_a_double_blocked_attacker_CR_510_1() -> None:
    # Checks CR 510.1
    state = position({"P1": {"battlefield": ["Alce Arrollador"]}, "P2": {"battlefield": ["Oso Musgoso", "Lobezno del Claro"]}},
                     step="atacantes")
    do(state, "attack Alce Arrollador", "done", "pass", "P2: pass", "P2: block Alce Arrollador with Oso Musgoso",
       "P2: block Alce Arrollador with Lobezno del Claro", "P2: done", "pass", "P2: pass")
    assert prompt_kind(state) == "asignar" and state.prompt.player == 0


def test_changing_an_attackers_characteristics_does_not_remove_it_from_combat_CR_506_4a() -> None:
    """Moss Shape makes the attacking bear a 0/1 and Runic Silence takes its abilities: it is
    still an attacking creature."""
    # Checks CR 506.4a
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Bosque", "Isla", "Isla"], "hand": ["Forma de Musgo", "Silencio Rúnico"]},
                      "P2": {}}, step="atacantes")
    bear = cid(state, "Oso Musgoso")
    do(state, "attack Oso Musgoso", "done", "cast Forma de Musgo", "target Oso Musgoso", "pass", "P2: pass",
       "cast Silencio Rúnico", "target Oso Musgoso", "pass", "P2: pass")
    assert state.power_toughness(bear) == (0, 1) and [a for a, _d in state.attackers] == [bear]
