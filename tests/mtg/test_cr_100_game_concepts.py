"""Game concepts (CR 100–122): players and the start of the game, colours and mana, numbers
and symbols, ownership and control, permanents and tokens, abilities, costs, life, damage and
counters — as the engine plays them."""

from __future__ import annotations

from engine.core import get_game
from engine.games.mtg.base import DAMAGE, LIFE, PLUS
from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, names, pass_until, position, prompt_kind, refusal, where


def _new_game(players: int, seed: int = 2) -> MtgState:
    game = get_game("mtg")
    green, blue = game.demo_pair()
    state = game.new_initial_state([(green, blue)[i % 2] for i in range(players)], seed, {"mulligan": False})
    assert isinstance(state, MtgState)
    return state


def test_two_player_and_multiplayer_games_CR_100_1_CR_100_1a_CR_100_1b_CR_102_1_CR_102_2() -> None:
    """A two-player game begins with two players, each the other's opponent; a multiplayer one
    with more; the active player is the one whose turn it is."""
    # Checks CR 100.1, CR 100.1a, CR 100.1b, CR 102.1, CR 102.2
    two, four = _new_game(2), _new_game(4)
    assert two.num_players == 2 and four.num_players == 4
    assert two.opponents(0) == [1] and two.opponents(1) == [0]
    assert set(four.opponents(0)) == {1, 2, 3}
    assert two.prompt is not None and where(two)[2] == two.turn_player


def test_the_game_starts_shuffled_at_twenty_life_CR_103_3_CR_103_4_CR_119_1() -> None:
    """Each player's library is shuffled (two seeds give different orders) and each starts at 20."""
    # Checks CR 103.3, CR 103.4, CR 119.1
    first, second = _new_game(2, 1), _new_game(2, 9)
    assert [first.counters[p][LIFE] for p in range(2)] == [20, 20]
    order = lambda state: [state.defn(c).name for c in state.ids(0, "biblioteca")]  # noqa: E731
    assert order(first) != order(second)


def test_in_multiplayer_nobody_skips_the_first_draw_CR_103_8c() -> None:
    # Checks CR 103.8c
    state = _new_game(3, 4)
    start = len(state.ids(state.turn_player, "mano"))
    while state.step != "robar":
        do(state, "pass")
    assert len(state.ids(state.turn_player, "mano")) == start + 1


def test_the_game_ends_at_once_when_a_player_wins_CR_104_1_CR_104_3_CR_119_6() -> None:
    # Checks CR 104.1, CR 104.3, CR 119.6
    state = position({"P1": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea", "Chispa Ígnea"]}, "P2": {"life": 2}})
    do(state, "cast Chispa Ígnea", "target P2", "pass", "P2: pass")
    assert state.outcome is not None and state.outcome.winner == 0 and state.is_terminal()
    assert names(state, 0, "mano") == ["Chispa Ígnea"]  # nothing more happens: the second Spark stays


def test_a_player_who_loses_leaves_a_multiplayer_game_CR_104_5() -> None:
    # Checks CR 104.5
    state = position({"P1": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"]}, "P2": {"life": 2}, "P3": {}}, players=3)
    do(state, "cast Chispa Ígnea", "target P2", "pass", "P2: pass", "P3: pass")
    assert 1 in state.left and state.outcome is None


def test_monocoloured_multicoloured_and_colourless_objects_CR_105_1_CR_105_2a_CR_105_2b_CR_105_2c() -> None:
    # Checks CR 105.1, CR 105.2a, CR 105.2b, CR 105.2c
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Yara, Reina del Claro", "Coloso Indómito"]}, "P2": {}})
    colours = {name: state.defn(cid(state, name)).colors for name in ("Oso Musgoso", "Yara, Reina del Claro", "Coloso Indómito")}
    assert colours["Oso Musgoso"] == ("G",) and set(colours["Yara, Reina del Claro"]) == {"G", "W"} and colours["Coloso Indómito"] == ()
    assert set("WUBRG") >= {c for cs in colours.values() for c in cs}


def test_mana_pays_costs_and_what_is_left_stays_in_the_pool_CR_106_1_CR_106_1a_CR_106_4a_CR_106_4b() -> None:
    """Three Mountains tapped for {R}{R}{R}: the Spark spends one, two are left in the pool, and
    they stay there when P1 passes priority until the step ends."""
    # Checks CR 106.1, CR 106.1a, CR 106.4a, CR 106.4b
    state = position({"P1": {"battlefield": ["Montaña"] * 3, "hand": ["Chispa Ígnea"]}, "P2": {}})
    for n in (1, 2, 3):
        do(state, f"tap Montaña@P1.campo.{n} for R")
    do(state, "cast Chispa Ígnea", "target P2")
    assert state.pools[0] == {"R": 2}
    do(state, "pass")
    assert state.pools[0] == {"R": 2}
    do(state, "P2: pass", "pass", "P2: pass")
    assert not state.pools[0]  # the main phase ended


def test_negative_power_deals_no_damage_CR_107_1b() -> None:
    """Rootwarden (2/4) with three -1/-1 counters is a -1/1: attacking unblocked, it deals no
    damage (no negative damage, no life gained)."""
    # Checks CR 107.1b
    state = position({"P1": {"battlefield": [{"card": "Guardián de Raíces", "counters": {"-1/-1": 3}}]}, "P2": {}}, step="atacantes")
    keeper = cid(state, "Guardián de Raíces")
    assert state.power_toughness(keeper) == (-1, 1)
    do(state, "attack Guardián de Raíces", "done")
    pass_until(state, "fin_combate")
    assert state.counters[1][LIFE] == 20


def test_x_is_chosen_as_the_spell_is_cast_CR_107_3b_CR_107_3c_CR_118_4_CR_107_1() -> None:
    # Checks CR 107.3b, CR 107.3c, CR 118.4, CR 107.1
    state = position({"P1": {"battlefield": ["Montaña"] * 4, "hand": ["Estallido de Lava"]}, "P2": {}})
    do(state, "cast Estallido de Lava")
    assert prompt_kind(state) == "x"
    assert sorted(a.choice for a in state.legal_actions()) == [0, 1, 2, 3]  # whole numbers only, up to what can be paid
    do(state, "x 3", "target P2", "pass", "P2: pass")
    assert state.counters[1][LIFE] == 17 and all(state._card(c).rotated for c in state.battlefield(0))


def test_coloured_and_generic_mana_symbols_CR_107_4a_CR_107_4b() -> None:
    """Mossback Bear costs {1}{G}: the {G} needs green mana, the {1} any."""
    # Checks CR 107.4a, CR 107.4b
    state = position({"P1": {"battlefield": ["Montaña", "Montaña"], "hand": ["Oso Musgoso"]}, "P2": {}})
    assert refusal(state, "cast Oso Musgoso") == "CR 601.2h"
    state = position({"P1": {"battlefield": ["Montaña", "Bosque"], "hand": ["Oso Musgoso"]}, "P2": {}})
    do(state, "cast Oso Musgoso")
    assert all(state._card(c).rotated for c in state.battlefield(0))


def test_the_tap_symbol_and_loyalty_symbols_CR_107_5_CR_107_7() -> None:
    """{T} taps the permanent (a tapped one cannot pay it again); [+1] adds a loyalty counter."""
    # Checks CR 107.5, CR 107.7
    state = position({"P1": {"battlefield": ["Guardiana de la Veta", {"card": "Ignara, Tejedora de Ascuas", "counters": {"lealtad": 3}}]},
                      "P2": {}})
    do(state, "tap Guardiana de la Veta")
    assert state._card(cid(state, "Guardiana de la Veta")).rotated
    assert refusal(state, "tap Guardiana de la Veta") == "CR 602.2"
    do(state, "activate Ignara, Tejedora de Ascuas #1")
    assert state._card(cid(state, "Ignara, Tejedora de Ascuas")).counters["lealtad"] == 4


def test_owner_and_controller_CR_108_3_CR_110_2_CR_110_2a() -> None:
    """P2 owns its bear; P1 controls it while Cry of Betrayal lasts; it comes back at end of turn."""
    # Checks CR 108.3, CR 110.2, CR 110.2a
    state = position({"P1": {"battlefield": ["Montaña"] * 3, "hand": ["Grito de Traición"]}, "P2": {"battlefield": ["Oso Musgoso"]}},
                     step="principal2")
    bear = cid(state, "Oso Musgoso")
    do(state, "cast Grito de Traición", "target Oso Musgoso", "pass", "P2: pass")
    assert state._card(bear).owner == 1 and state._card(bear).controller == 0
    while state.turn_player == 0:
        do(state, "pass")
    assert state._card(bear).controller == 1
    state = position({"P1": {"battlefield": ["Bosque", "Bosque"], "hand": ["Oso Musgoso"]}, "P2": {}})
    do(state, "cast Oso Musgoso", "pass", "P2: pass")
    assert state._card(cid(state, "Oso Musgoso")).controller == 0


def test_permanents_and_their_status_CR_110_1_CR_110_4_CR_110_5_CR_110_5b() -> None:
    """A resolved creature is a permanent on the battlefield, untapped and face up; instants never
    are (the Spark goes to the graveyard)."""
    # Checks CR 110.1, CR 110.4, CR 110.5, CR 110.5b
    state = position({"P1": {"battlefield": ["Bosque", "Bosque", "Montaña"], "hand": ["Oso Musgoso", "Chispa Ígnea"]}, "P2": {}})
    do(state, "cast Oso Musgoso", "pass", "P2: pass", "cast Chispa Ígnea", "target P2", "pass", "P2: pass")
    bear = state._card(cid(state, "Oso Musgoso"))
    assert state.on_battlefield(bear.id) and not bear.rotated and bear.face_up
    assert names(state, 0, "cementerio") == ["Chispa Ígnea"]


def test_tokens_belong_to_their_creator_have_the_stated_characteristics_and_are_permanents_CR_111_2_CR_111_3_CR_111_6() -> None:
    """Call the Militia: two 1/1 white Soldier tokens owned and controlled by P1; Guard Captain's
    "other creatures you control get +1/+1" applies to them as to any creature."""
    # Checks CR 111.2, CR 111.3, CR 111.6
    state = position({"P1": {"battlefield": ["Llanura"] * 3, "hand": ["Llamada a la Milicia"]}, "P2": {}})
    do(state, "cast Llamada a la Milicia", "pass", "P2: pass")
    tokens = sorted(state.tokens)
    assert len(tokens) == 2
    for token in tokens:
        card = state._card(token)
        assert card.owner == card.controller == 0 and state.defn(token).colors == ("W",) and "soldier" in state.defn(token).subtypes
        assert state.power_toughness(token) == (1, 1)
    state = position({"P1": {"battlefield": ["Llanura"] * 3 + ["Capitana de la Guardia"], "hand": ["Llamada a la Milicia"]}, "P2": {}})
    do(state, "cast Llamada a la Milicia", "pass", "P2: pass")
    assert all(state.power_toughness(t) == (2, 2) for t in state.tokens)


def test_a_token_leaving_the_battlefield_ceases_to_exist_CR_111_7() -> None:
    # Checks CR 111.7
    state = position({"P1": {"battlefield": ["Llanura"] * 3, "hand": ["Llamada a la Milicia"]},
                      "P2": {"battlefield": ["Montaña"], "hand": ["Chispa Ígnea"]}})
    do(state, "cast Llamada a la Milicia", "pass", "P2: pass")
    token = min(state.tokens)
    do(state, "pass", "P2: cast Chispa Ígnea", f"P2: target {state._card_name(token)}@P1.campo.4", "P2: pass", "pass")
    assert state.cards[token] is None and names(state, 0, "cementerio") == ["Llamada a la Milicia"]


def test_the_kinds_of_ability_CR_113_3_CR_113_3a_CR_113_3b_CR_113_3c_CR_113_3d() -> None:
    """Spell abilities (Igneous Spark), activated (Healing Draught's cost: effect), triggered
    (Dawn Healer's "When … enters") and static (Guard Captain's anthem)."""
    # Checks CR 113.3, CR 113.3a, CR 113.3b, CR 113.3c, CR 113.3d
    state = position({"P1": {"battlefield": ["Poción Curativa", "Capitana de la Guardia"], "hand": ["Chispa Ígnea", "Sanadora del Alba"]},
                      "P2": {}})
    kinds = {name: {a.kind for a in state.defn(cid(state, name)).program.abilities}
             for name in ("Chispa Ígnea", "Poción Curativa", "Sanadora del Alba", "Capitana de la Guardia")}
    assert kinds == {"Chispa Ígnea": {"spell"}, "Poción Curativa": {"activated"}, "Sanadora del Alba": {"triggered"},
                     "Capitana de la Guardia": {"static"}}


def test_abilities_work_from_the_battlefield_only_CR_113_6() -> None:
    """Guard Captain in the hand or the graveyard gives no +1/+1."""
    # Checks CR 113.6
    state = position({"P1": {"battlefield": ["Oso Musgoso"], "hand": ["Capitana de la Guardia"], "graveyard": ["Capitana de la Guardia"]},
                      "P2": {}})
    assert state.power_toughness(cid(state, "Oso Musgoso")) == (2, 2)


def test_the_source_and_controller_of_an_ability_on_the_stack_CR_113_7_CR_113_8_CR_113_1_CR_113_1c() -> None:
    # Checks CR 113.7, CR 113.8, CR 113.1, CR 113.1c
    state = position({"P1": {"battlefield": ["Poción Curativa", "Bosque"]}, "P2": {}})
    do(state, "activate Poción Curativa")
    link = state.chain.links[-1]
    assert link.source == cid(state, "Poción Curativa") and link.controller == 0


def test_special_actions_do_not_use_the_stack_CR_116_1() -> None:
    # Checks CR 116.1
    state = position({"P1": {"hand": ["Bosque"]}, "P2": {}})
    do(state, "play Bosque")
    assert not state.chain.links and where(state)[3] == 0


def test_passing_priority_goes_to_the_next_player_CR_117_3d() -> None:
    # Checks CR 117.3d
    state = position({"P1": {}, "P2": {}, "P3": {}}, players=3)
    do(state, "pass")
    assert state.prompt.player == 1
    do(state, "P2: pass")
    assert state.prompt.player == 2


def test_state_based_actions_before_priority_CR_117_5() -> None:
    # Checks CR 117.5
    state = position({"P1": {"battlefield": [{"card": "Oso Musgoso", "damage": 2}]}, "P2": {}})
    assert names(state, 0, "cementerio") == ["Oso Musgoso"] and prompt_kind(state) == "prioridad"


def test_costs_are_paid_whole_and_a_card_without_mana_cost_cannot_be_cast_for_it_CR_118_1_CR_118_2() -> None:
    # Checks CR 118.1, CR 118.2
    state = position({"P1": {"battlefield": ["Bosque"], "hand": ["Oso Musgoso"]}, "P2": {}})
    assert refusal(state, "cast Oso Musgoso") == "CR 601.2h"
    assert not state._card(cid(state, "Bosque")).rotated


def test_a_reduced_cost_is_what_is_paid_CR_118_7() -> None:
    """Glade Offering costs {1} less: {2}{G} is paid with two lands (and a creature sacrificed)."""
    # Checks CR 118.7
    state = position({"P1": {"battlefield": ["Bosque", "Bosque", "Oso Musgoso"], "hand": ["Ofrenda del Claro"]}, "P2": {}})
    do(state, "cast Ofrenda del Claro")
    while prompt_kind(state) != "prioridad":
        do(state, "sacrifice Oso Musgoso")
    assert [link.source for link in state.chain.links] == [cid(state, "Ofrenda del Claro")]


def test_damage_to_a_player_loses_life_CR_119_2_CR_120_1_CR_120_2() -> None:
    """Any object deals damage: a spell (the Spark) and a creature (the bear) make P2 lose life."""
    # Checks CR 119.2, CR 120.1, CR 120.2
    state = position({"P1": {"battlefield": ["Montaña", "Oso Musgoso"], "hand": ["Chispa Ígnea"]}, "P2": {}})
    do(state, "cast Chispa Ígnea", "target P2", "pass", "P2: pass")
    assert state.counters[1][LIFE] == 18
    pass_until(state, "atacantes")
    do(state, "attack Oso Musgoso", "done")
    pass_until(state, "fin_combate")
    assert state.counters[1][LIFE] == 16


def test_plus_one_counters_modify_power_and_toughness_and_do_not_follow_zone_changes_CR_122_1a_CR_122_2() -> None:
    # Checks CR 122.1a, CR 122.2
    state = position({"P1": {"battlefield": [{"card": "Oso Musgoso", "counters": {"+1/+1": 2}}, "Isla", "Isla"], "hand": ["Reflujo"]},
                      "P2": {}})
    bear = cid(state, "Oso Musgoso")
    assert state.power_toughness(bear) == (4, 4)
    do(state, "cast Reflujo", "target Oso Musgoso", "pass", "P2: pass")
    assert state.zone_name_of(bear) == "mano" and not state._card(bear).counters.get(PLUS)
    assert not state._card(bear).counters.get(DAMAGE)


def test_the_starting_player_is_chosen_at_random_CR_103_1() -> None:
    # Checks CR 103.1
    game = get_game("mtg")
    firsts = {game.new_initial_state(game.demo_pair(), seed, {"mulligan": False}).first_player for seed in range(8)}
    assert firsts == {0, 1}


def test_both_players_losing_at_once_is_a_draw_CR_104_4_CR_104_2() -> None:
    # Checks CR 104.4, CR 104.2
    state = position({"P1": {"life": 0}, "P2": {"life": 0}})
    assert state.outcome is not None and state.outcome.winner is None
    state = position({"P1": {}, "P2": {"life": 0}})
    assert state.outcome is not None and state.outcome.winner == 0  # the one left wins


def test_optional_additional_and_alternative_costs_CR_118_8b_CR_118_8d_CR_118_9a_CR_118_9b() -> None:
    """Braced Bolt's kicker may be left unpaid (2 damage only) and, paid, does not change its
    mana cost; Tide Echo is cast from the hand for its mana cost and from the graveyard for its
    flashback cost — one alternative cost, only when chosen."""
    # Checks CR 118.8b, CR 118.8d, CR 118.9a, CR 118.9b
    state = position({"P1": {"battlefield": ["Montaña"] * 3, "hand": ["Rayo Reforzado"]}, "P2": {}})
    bolt = cid(state, "Rayo Reforzado")
    do(state, "cast Rayo Reforzado")
    unkicked = [a for a in state.legal_actions() if state.action_to_string(a) in ("no", "kick 0")]
    assert unkicked and state.defn(bolt).mana_value == 1
    state.apply_action(unkicked[0])
    while prompt_kind(state) != "prioridad":
        do(state, "target P2")
    do(state, "pass", "P2: pass")
    assert state.counters[1][LIFE] == 18 and sum(state._card(c).rotated for c in state.battlefield(0)) == 1
    state = position({"P1": {"battlefield": ["Isla"] * 2, "hand": ["Eco de la Marea"]}, "P2": {}})
    do(state, "cast Eco de la Marea")
    assert all(state._card(c).rotated for c in state.battlefield(0))  # {1}{U} from the hand
