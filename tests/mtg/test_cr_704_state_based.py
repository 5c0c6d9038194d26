"""State-based actions (CR 704): when they are checked, that they use no stack and ask no
player, that they wait for a resolution to finish, and several of them at once."""

from __future__ import annotations

from tests.mtg.cr_helpers import cid, do, names, position, prompt_kind


def test_state_based_actions_use_no_stack_and_ask_nobody_CR_704_1_CR_704_2() -> None:
    """A creature with lethal damage goes to the graveyard as the position is checked: nothing
    goes on the stack, nobody is asked, and the first question is the active player's priority."""
    # Checks CR 704.1, CR 704.2
    state = position({"P1": {"battlefield": [{"card": "Oso Musgoso", "damage": 2}]}, "P2": {}})
    assert names(state, 0, "cementerio") == ["Oso Musgoso"]
    assert not state.chain.links and prompt_kind(state) == "prioridad" and state.prompt.player == 0


def test_state_based_actions_wait_for_the_resolution_to_end_CR_704_4_CR_701_12a() -> None:
    """Savage Duel: the bear deals 2 to the cub, then the cub (already dealt lethal damage)
    still deals its 2 to the bear; only after the spell resolves do both die."""
    # Checks CR 704.4, CR 701.12a
    state = position({"P1": {"battlefield": ["Oso Musgoso", "Bosque", "Bosque"], "hand": ["Duelo Salvaje"]},
                      "P2": {"battlefield": ["Lobezno del Claro"]}})
    do(state, "cast Duelo Salvaje", "target Oso Musgoso", "target Lobezno del Claro", "pass", "P2: pass")
    assert names(state, 0, "cementerio") == ["Oso Musgoso", "Duelo Salvaje"]
    assert names(state, 1, "cementerio") == ["Lobezno del Claro"]


def test_the_listed_actions_happen_together_CR_704_5_CR_704_3() -> None:
    """A 0/0 creature, a creature with lethal damage, a planeswalker without loyalty and an
    Aura on nothing: all of them go in the same check."""
    # Checks CR 704.5, CR 704.3
    state = position({"P1": {"battlefield": ["Hidra Joven", {"card": "Guardián de Raíces", "damage": 4},
                                             {"card": "Ignara, Tejedora de Ascuas", "counters": {"lealtad": 0}}]}, "P2": {}})
    assert sorted(names(state, 0, "cementerio")) == sorted(["Hidra Joven", "Guardián de Raíces", "Ignara, Tejedora de Ascuas"])
    assert state.battlefield(0) == []


def test_the_legend_rule_lets_the_controller_choose_CR_704_5j() -> None:
    # Checks CR 704.5j
    state = position({"P1": {"battlefield": ["Yara, Reina del Claro", "Yara, Reina del Claro"]}, "P2": {}})
    assert prompt_kind(state) == "leyenda" and state.prompt.player == 0
    do(state, "choose Yara, Reina del Claro")  # two identical copies: either choice is the same
    assert names(state, 0, "campo") == names(state, 0, "cementerio") == ["Yara, Reina del Claro"]


def _world(name: str) -> None:
    from tests.mtg.test_cr_702_keywords import _adopt

    _adopt(name, "World Enchantment", "{G}", "All creatures have haste.", "", "", whole=False)


def test_the_world_rule_keeps_the_newest_world_permanent_CR_704_5k() -> None:
    """Concordant Crossroads and Storm World (Legends), both world enchantments: the one that
    has been a world permanent for the shorter time stays; when they tie, both go."""
    # Checks CR 704.5k
    _world("Concordant Crossroads")
    _world("Storm World")
    state = position({"P1": {"battlefield": ["Concordant Crossroads"]}, "P2": {"battlefield": ["Storm World"]}})
    assert names(state, 0, "cementerio") == ["Concordant Crossroads"] and names(state, 1, "campo") == ["Storm World"]
    state = position({"P1": {"battlefield": ["Concordant Crossroads", "Oso Musgoso"]}, "P2": {}})
    assert names(state, 0, "campo") == ["Concordant Crossroads", "Oso Musgoso"]  # one alone stays
    state = position({"P1": {"battlefield": ["Concordant Crossroads"]}, "P2": {"graveyard": ["Storm World"]}})
    crossroads, storm = cid(state, "Concordant Crossroads"), cid(state, "Storm World")
    state.move(storm, state.owner_zone(storm, "campo"))  # both became world permanents at the same time
    state.timestamps[storm] = state.timestamps[crossroads]
    assert state.state_based_actions()
    assert names(state, 0, "cementerio") == ["Concordant Crossroads"] and names(state, 1, "cementerio") == ["Storm World"]
