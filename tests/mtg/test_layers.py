"""The layer system (CR 613), continuous effects (CR 611), copies (CR 707) and prevention (CR 615)."""

from __future__ import annotations

import itertools
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.games.mtg.layers import Continuous, dependency_order, without
from engine.games.mtg.state import MtgState
from tests.mtg.states import at_prompt, card_id, mtg_state


def _with(state: MtgState, effects: list[Continuous]) -> tuple[tuple[int, int], frozenset[str], tuple[str, ...]]:
    state.continuous = tuple(effects)
    state.invalidate_statics()
    bear = card_id(state, "Oso Musgoso")
    return state.power_toughness(bear), state.keywords(bear), state.defn(bear).colors


EFFECTS = [
    ("set_pt", (0, 1)), ("mod_pt", (3, 3)), ("mod_pt", (2, 0)), ("switch", None), ("keywords", ("flying",)),
    ("lose_all", None), ("color", ("U",)), ("color", ("R",)), ("set_pt", (5, 5)),
]


@settings(max_examples=60)
@given(st.lists(st.sampled_from(range(len(EFFECTS))), min_size=1, max_size=6), st.randoms(use_true_random=False))
def test_the_result_does_not_depend_on_the_order_effects_were_stored_CR_613_7(chosen: list[int], rnd: Any) -> None:
    """CR 613.1, 613.7: layers first, then timestamps; the order in which the effects happen to
    be stored (for the same timestamps) never changes the characteristics."""
    state = mtg_state({"battlefield": ["Oso Musgoso", "Estandarte del Cielo"]})
    bear = card_id(state, "Oso Musgoso")
    effects = [Continuous(EFFECTS[i][0], frozenset((bear,)), 10 + n, value=EFFECTS[i][1]) for n, i in enumerate(chosen)]
    expected = _with(state, effects)
    shuffled = list(effects)
    rnd.shuffle(shuffled)
    assert _with(state, shuffled) == expected


def test_layer_7b_before_7c_before_7d_whatever_the_timestamps_CR_613_4() -> None:
    """CR 613.4b–d: a later "becomes 0/1" still applies before an earlier +3/+3; switching
    comes last even when it is the oldest effect."""
    state = mtg_state({"battlefield": ["Oso Musgoso"]})
    bear = card_id(state, "Oso Musgoso")
    switch = Continuous("switch", frozenset((bear,)), 1)
    pump = Continuous("mod_pt", frozenset((bear,)), 2, value=(3, 0))
    base = Continuous("set_pt", frozenset((bear,)), 3, value=(0, 1))
    assert _with(state, [switch, pump, base])[0] == (1, 3)


def test_later_colour_wins_within_a_layer_CR_613_7b() -> None:
    """CR 613.7b: in the same layer the effect with the later timestamp applies last."""
    state = mtg_state({"battlefield": ["Oso Musgoso"]})
    bear = card_id(state, "Oso Musgoso")
    red = Continuous("color", frozenset((bear,)), 5, value=("R",))
    blue = Continuous("color", frozenset((bear,)), 6, value=("U",))
    assert _with(state, [blue, red])[2] == ("U",)


def test_losing_abilities_stops_an_anthem_whatever_its_timestamp_CR_613_8() -> None:
    """CR 613.8a–b: the anthem's ability-granting depends on the effect that removes its
    source's abilities, so that effect applies first even when it is newer — and when it is
    older, timestamp order gives the same answer."""
    state = mtg_state({"battlefield": ["Estandarte del Cielo", "Oso Musgoso"]})
    source = card_id(state, "Estandarte del Cielo")
    assert _with(state, [])[:2] == ((3, 3), frozenset({"flying"}))
    for timestamp in (0, 99):
        silence = Continuous("lose_all", frozenset((source,)), timestamp)
        assert _with(state, [silence])[:2] == ((2, 2), frozenset())


def test_dependency_order_waits_and_breaks_loops_by_timestamp_CR_613_8b() -> None:
    """CR 613.8b: a dependent effect waits for the effects it depends on; in a dependency loop
    timestamp order applies."""
    names = {"a": 1, "b": 2, "c": 3}
    assert dependency_order(list(names), names.__getitem__, lambda x, y, _d: (x, y) == ("a", "c")) == ["b", "c", "a"]
    loop = {("a", "b"), ("b", "a")}
    assert dependency_order(["b", "a"], names.__getitem__, lambda x, y, _d: (x, y) in loop) == ["a", "b"]


@settings(max_examples=80)
@given(st.integers(min_value=2, max_value=5).flatmap(
    lambda n: st.tuples(st.just(n), st.sets(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=8))))
def test_dependency_order_is_a_function_of_timestamps_and_dependencies(case: tuple[int, set[tuple[int, int]]]) -> None:
    """CR 613.7–613.8: whichever order the effects are listed in, they apply in the same order."""
    n, edges = case
    orders = {tuple(dependency_order(list(p), lambda e: e, lambda a, b, _d: (a, b) in edges))
              for p in itertools.permutations(range(n))}
    assert len(orders) == 1
    order = orders.pop()
    assert sorted(order) == list(range(n))


def test_locked_effects_forget_an_object_that_left_CR_611_2c() -> None:
    """CR 611.2c, 400.7: the affected set is fixed; an object that leaves is a new object."""
    effect = Continuous("mod_pt", frozenset({3, 4}), 1, value=(1, 1))
    assert without([effect], 3) == (Continuous("mod_pt", frozenset({4}), 1, value=(1, 1)),)
    assert without([effect], 3)[0].affected == {4} and without(without([effect], 3), 4) == ()


def test_a_copy_of_a_copy_copies_the_copied_values_CR_707_3() -> None:
    """CR 707.3: an object copying a copy gets the values the copy copied."""
    state = mtg_state({"battlefield": ["Gemelo Especular", "Alce Arrollador", "Oso Musgoso"]})
    twin, elk, shifter = (card_id(state, n) for n in ("Gemelo Especular", "Alce Arrollador", "Oso Musgoso"))
    state.add_continuous("copy", frozenset((twin,)), twin, "turn", state.copiable(elk))
    state.add_continuous("copy", frozenset((shifter,)), shifter, "", state.copiable(twin))
    assert state.defn(shifter).name == "Alce Arrollador" and state.power_toughness(shifter) == (4, 3)
    assert state.has(shifter, "trample")
    state.end_turn_effects()  # CR 707.2b: the twin stops copying, its copy keeps the values it took
    assert state.defn(twin).name == "Gemelo Especular" and state.defn(shifter).name == "Alce Arrollador"


def test_control_changes_move_the_permanent_and_end_with_the_effect_CR_613_1b() -> None:
    """CR 613.1b: the controller after layer 2; when the effect ends the permanent goes back."""
    state = mtg_state({}, {"battlefield": ["Oso Musgoso"]})
    bear = card_id(state, "Oso Musgoso")
    state.add_continuous("control", frozenset((bear,)), -1, "turn", 0)
    state.apply_control()
    assert bear in state.battlefield(0) and state.cards[bear].controller == 0  # type: ignore[union-attr]
    assert state.is_sick(bear)  # CR 302.6
    state.end_turn_effects()
    assert bear in state.battlefield(1) and state.cards[bear].controller == 1  # type: ignore[union-attr]


def test_prevention_shield_is_used_up_CR_615_7() -> None:
    """CR 615.7: "the next 3 damage": 2 then 1 prevented, the rest dealt."""
    state = mtg_state({"battlefield": ["Alce Arrollador"]}, {"battlefield": ["Oso Musgoso"]})
    bear, elk = card_id(state, "Oso Musgoso"), card_id(state, "Alce Arrollador")
    state.add_shield("prevent", bear, 3, elk)
    state.deal_damage(elk, 0, bear, 2)
    assert state.cards[bear].counters.get("dano", 0) == 0  # type: ignore[union-attr]
    state.deal_damage(elk, 0, bear, 2)
    assert state.cards[bear].counters.get("dano", 0) == 1  # type: ignore[union-attr]
    assert state.shields[0].amount == 0


def test_fog_prevents_only_combat_damage_CR_615_1a() -> None:
    state = mtg_state({"battlefield": ["Alce Arrollador"]})
    elk = card_id(state, "Alce Arrollador")
    state.add_shield("fog", -99, 0, elk)
    state.deal_damage(elk, 0, -2, 4, combat=True)
    assert state.life(1) == 20
    state.deal_damage(elk, 0, -2, 4)
    assert state.life(1) == 16


def test_copy_and_prevention_choices_have_distinct_gestures_CR_707_5_616_1() -> None:
    """The table can answer the new prompts: click the creature to copy (or the «no» button),
    click the source of the prevention effect to apply first; each notation round-trips."""
    for name, kind in (("707.5-entra-como-copia.toml", "copia"), ("616.1-el-afectado-elige-el-orden.toml", "reemplazo"),
                       ("616.1-estatica-y-escudo.toml", "reemplazo"),
                       ("105.4-el-color-de-tu-eleccion.toml", "color")):
        state = at_prompt(name, kind)
        actions = state.legal_actions()
        gestures = [state.gesture(a) for a in actions]
        assert len(set(gestures)) == len(actions) >= 2
        for action in actions:
            assert state.parse_action(state.action_to_string(action), action.player) == action


def test_control_for_as_long_as_the_source_remains_CR_611_2b() -> None:
    """CR 611.2b: an effect lasting "for as long as" its source stays ends when the source leaves."""
    state = mtg_state({"battlefield": ["Oso Musgoso"]}, {"battlefield": ["Alce Arrollador"]})
    bear, elk = card_id(state, "Oso Musgoso"), card_id(state, "Alce Arrollador")
    state.add_continuous("control", frozenset((elk,)), bear, "source", 0)
    state.apply_control()
    assert elk in state.battlefield(0)
    state.end_turn_effects()  # not an "until end of turn" effect
    assert elk in state.battlefield(0)
    state.move(bear, state.zone(0, "cementerio"))
    state.apply_control()
    assert elk in state.battlefield(1) and state.continuous == ()


def test_prevention_to_you_and_an_auras_combat_fog_CR_615_1a() -> None:
    """CR 615.7 "the next 2 damage that would be dealt to you"; CR 615.1a a static prevention
    of all combat damage dealt to and by the enchanted creature (no shield needed)."""
    state = mtg_state({"battlefield": ["Alce Arrollador", {"card": "Posesión Espectral", "attached": "Alce Arrollador"}]},
                   {"battlefield": ["Oso Musgoso"]})
    bear, elk = card_id(state, "Oso Musgoso"), card_id(state, "Alce Arrollador")
    state.add_shield("prevent", -1, 2, bear)
    state.deal_damage(bear, 1, -1, 3)
    assert state.life(0) == 19
    state.deal_damage(bear, 1, elk, 2, combat=True)
    state.deal_damage(elk, 0, bear, 4, combat=True)
    assert state.cards[elk].counters.get("dano", 0) == 0 and state.cards[bear].counters.get("dano", 0) == 0  # type: ignore[union-attr]
    state.deal_damage(bear, 1, elk, 2)
    assert state.cards[elk].counters.get("dano", 0) == 2  # type: ignore[union-attr]


def test_an_effect_that_began_keeps_applying_when_its_ability_is_removed_CR_613_6() -> None:
    """CR 613.6: the control-changing Aura's effect started in layer 2, so it keeps applying
    even though the Aura loses all its abilities in layer 6."""
    state = mtg_state({"hand": ["Yugo Mental"]}, {"battlefield": ["Alce Arrollador"]})
    yoke, elk = card_id(state, "Yugo Mental"), card_id(state, "Alce Arrollador")
    state.move(yoke, state.zone(0, "campo"))
    state.cards[yoke].attached_to = elk  # type: ignore[union-attr]
    state.invalidate_statics()
    state.apply_control()
    assert elk in state.battlefield(0)
    state.add_continuous("lose_all", frozenset((yoke,)), -1)
    state.apply_control()
    assert elk in state.battlefield(0) and state.defn(yoke).program.abilities == ()


def test_a_copy_is_shown_as_the_card_it_copies_CR_707_2() -> None:
    """CR 707.2: the copy has the copied name; the table shows that card's name and image."""
    state = mtg_state({"battlefield": ["Gemelo Especular", "Alce Arrollador"]})
    twin, elk = card_id(state, "Gemelo Especular"), card_id(state, "Alce Arrollador")
    state.add_continuous("copy", frozenset((twin,)), twin, "turn", state.copiable(elk))
    view = next(c for z in state.observation(0).zones for c in z.cards if c.id == twin)
    assert (view.code, view.name) == (state.cards[elk].defn.code, "Alce Arrollador")  # type: ignore[union-attr]


def test_equipment_gets_a_new_timestamp_when_attached_CR_613_7e() -> None:
    """CR 613.7e: an Equipment receives a new timestamp each time it becomes attached, so its
    static ability's effect is then the newest in its layer (CR 613.7a)."""
    from engine.games.mtg.abilities import Effect

    state = mtg_state({"battlefield": ["Espada de Hierro Viejo", "Oso Musgoso", "Lobezno del Claro"]})
    sword, bear, cub = (card_id(state, n) for n in ("Espada de Hierro Viejo", "Oso Musgoso", "Lobezno del Claro"))
    before = state.timestamps[sword]
    state.apply_effect(Effect("attach", target="creature_you_control"), sword, 0, [bear], 0)
    first = state.timestamps[sword]
    state.apply_effect(Effect("attach", target="creature_you_control"), sword, 0, [cub], 0)
    assert before < first < state.timestamps[sword] and state.power_toughness(cub) == (4, 1)
    assert all(state.timestamps[sword] > state.timestamps[c] for c in (bear, cub))


def test_a_token_copy_is_a_token_without_the_counters_CR_707_2() -> None:
    """CR 707.2: counters are not copied; the new object is a token (CR 111.1)."""
    from engine.games.mtg.abilities import Effect

    state = mtg_state({"battlefield": [{"card": "Oso Musgoso", "counters": {"+1/+1": 2}}]})
    bear = card_id(state, "Oso Musgoso")
    state.apply_effect(Effect("token_copy", target="creature_you_control"), bear, 0, [bear], 0)
    (token,) = [c for c in state.battlefield(0) if c != bear]
    assert token in state.tokens and state.defn(token).is_token and state.defn(token).name == "Oso Musgoso"
    assert state.power_toughness(token) == (2, 2) and state.power_toughness(bear) == (4, 4)
