"""Sagas (engine/games/mtg/sagas.py), CR 714 and 704.5s, with Kaldheim's Battle for Bretagard
("I — Create a 1/1 white Human Warrior creature token. II — Create a 1/1 green Elf Warrior
creature token. III — …") loaded from the card data."""

from __future__ import annotations

from engine.games.mtg.sagas import CHAPTER, LORE, final_chapter
from engine.games.mtg.state import MtgState
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, mtg_state


def _do(state: MtgState, *texts: str) -> None:
    for text in texts:
        state.apply_action(state.parse_action(text, state.prompt.player))


def _next_main(state: MtgState) -> None:
    """Play on (passing, attacking and blocking with nothing) to P1's first priority in their next
    precombat main phase."""
    turn = state.turn
    while not (state.turn > turn and state.turn_player == 0 and state.phase == "principal1" and state.prompt.kind == "prioridad"):
        _do(state, "pass" if state.prompt.kind == "prioridad" else "done")


def _tokens(state: MtgState) -> list[str]:
    return sorted(state.defn(c).subtypes[0] if state.defn(c).subtypes else state.defn(c).name
                  for c in state.battlefield(0) if c in state.tokens)


def test_chapters_compile_and_the_final_one_is_the_printed_one_CR_714_2d() -> None:
    # CR 714.2b, CR 714.2c, CR 714.2d
    battle = real_card(SETS["KHM"], "Battle for Bretagard")
    chapters = [a for a in battle.program.abilities if a.trigger == CHAPTER]
    assert [a.count for a in chapters] == ["1", "2"]  # chapter III is resolved by hand
    assert final_chapter(battle) == 3
    impostor = real_card(SETS["KHM"], "Fall of the Impostor")
    assert [a.count for a in impostor.program.abilities if a.trigger == CHAPTER] == ["1,2", "3"]  # "I, II —"


def test_battle_for_bretagard_reads_a_chapter_a_turn_then_is_sacrificed_CR_714_3() -> None:
    # CR 714.3a, CR 714.3b, CR 714.4, CR 704.5s
    real_card(SETS["KHM"], "Battle for Bretagard")
    state = mtg_state({"hand": ["Battle for Bretagard"], "battlefield": ["Bosque", "Llanura", "Llanura"],
                       "library": ["Isla"] * 6}, {"library": ["Isla"] * 6})
    _do(state, "cast Battle for Bretagard", "pass", "pass")
    saga = card_id(state, "Battle for Bretagard")
    assert state._card(saga).counters.get(LORE) == 1  # as it entered
    assert [link.source for link in state.chain.links] == [saga] and not _tokens(state)  # chapter I on the stack
    _do(state, "pass", "pass")
    assert _tokens(state) == ["human"]
    _next_main(state)
    assert state._card(saga).counters.get(LORE) == 2 and [link.source for link in state.chain.links] == [saga]
    _do(state, "pass", "pass")
    assert _tokens(state) == ["elf", "human"]
    _next_main(state)
    assert state.zone_name_of(saga) == "cementerio"  # lore 3 = its final chapter (III by hand)
    assert _tokens(state) == ["elf", "human"]


def test_binding_the_old_gods_is_sacrificed_after_its_last_chapter_resolves_CR_714_4() -> None:
    # CR 714.4, CR 704.5s, CR 701.19a, CR 611.2c
    assert real_card(SETS["KHM"], "Binding the Old Gods").program.automated
    state = mtg_state({"hand": ["Binding the Old Gods"], "battlefield": ["Pantano", "Bosque", "Bosque", "Bosque", "Oso Musgoso"],
                       "library": ["Isla", "Isla", "Isla", "Bosque", "Isla", "Isla"]},
                      {"battlefield": ["Oso Musgoso", "Isla"], "library": ["Isla"] * 6})
    _do(state, "cast Binding the Old Gods", "pass", "pass")
    saga = card_id(state, "Binding the Old Gods")
    mine, theirs = sorted(c for c in state.battlefield() if state.defn(c).name == "Oso Musgoso")
    if state._card(mine).controller != 0:
        mine, theirs = theirs, mine
    assert state.prompt.kind == "objetivo" and set(state.prompt.options) == {theirs}  # an opponent's nonland permanent
    _do(state, f"target {state.ref(theirs, state.battlefield(), 0)}", "pass", "pass")
    assert state.zone_name_of(theirs) == "cementerio" and state.on_battlefield(mine)
    _next_main(state)  # chapter II: a Forest card onto the battlefield tapped
    assert state.chain.links and state.chain.links[-1].source == saga
    _do(state, "pass", "pass")
    assert state.prompt.kind == "buscar"
    forest = next(c for c in state.prompt.options)
    _do(state, f"find {state.ref(forest, list(state.ids(0, 'biblioteca')), 0)}")
    assert state.on_battlefield(forest) and state.is_tapped(forest)
    _next_main(state)  # chapter III: lore 3, the final chapter, waits on the stack
    assert state._card(saga).counters.get(LORE) == 3 and state.on_battlefield(saga)  # not sacrificed yet (CR 714.4)
    _do(state, "pass", "pass")
    assert "deathtouch" in state.keywords(mine)
    assert state.zone_name_of(saga) == "cementerio"


def _arni(p2: list[str]) -> MtgState:
    assert real_card(SETS["KHM"], "Arni Slays the Troll").program.automated
    real_card(SETS["LEA"], "Hill Giant")
    state = mtg_state({"hand": ["Arni Slays the Troll"], "battlefield": ["Hill Giant", "Montaña", "Bosque"],
                       "library": ["Isla"] * 6}, {"battlefield": p2, "library": ["Isla"] * 6})
    _do(state, "cast Arni Slays the Troll", "pass", "pass")
    return state


def test_arni_slays_the_troll_chapter_one_fights_up_to_one_creature_CR_701_12a() -> None:
    # CR 701.12a, CR 115.6, CR 714.2b
    state = _arni(["Oso Musgoso"])
    _do(state, "target Hill Giant", "target Oso Musgoso", "pass", "pass")
    assert state.zone_name_of(card_id(state, "Oso Musgoso")) == "cementerio"
    assert state._card(card_id(state, "Hill Giant")).counters.get("dano") == 2
    alone = _arni([])  # no creature to fight: the chapter still resolves with its one target (CR 115.6)
    _do(alone, "target Hill Giant", "pass", "pass")
    assert not alone.chain.links and not alone._card(card_id(alone, "Hill Giant")).counters.get("dano")


def test_arni_slays_the_troll_chapter_three_gains_the_greatest_power_CR_608_2h() -> None:
    # CR 608.2h, CR 714.2b, CR 714.4
    real_card(SETS["KHM"], "Arni Slays the Troll")
    real_card(SETS["LEA"], "Hill Giant")
    state = mtg_state({"battlefield": [{"card": "Arni Slays the Troll", "counters": {LORE: 2}}, "Hill Giant", "Oso Musgoso"],
                       "library": ["Isla"] * 6}, {"library": ["Isla"] * 6})
    _next_main(state)
    _do(state, "pass", "pass")
    assert state.counters[0]["vidas"] == 23  # Hill Giant's power 3
