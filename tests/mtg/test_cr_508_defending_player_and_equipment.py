"""The defending player an attacker's ability means (CR 508.5, 508.5a) and protection against
Equipment (CR 702.16d); cards built from their Oracle text (not in shared/testdata)."""

from __future__ import annotations

from engine.formats.records import CardRecord
from tests.mtg.cr_helpers import cid, do, position
from tests.mtg.own_cards import own_card


def _adopt(name: str, type_line: str, cost: str, text: str, power: str, toughness: str) -> None:
    record = CardRecord(game="mtg", name=name, oracle_id=f"test-{name}", type_line=type_line, cost=cost, text=text,
                        stats={"power": power, "toughness": toughness})
    assert own_card(record) is not None


def test_the_defending_player_is_the_one_this_creature_attacks_CR_508_5_CR_508_5a() -> None:
    """In a game of three, Khenra Eternal (Afflict 1) attacks P3 and is blocked: P3 loses the
    life, not P2, who is defending against another creature."""
    # Checks CR 508.5, CR 508.5a
    _adopt("Khenra Eternal", "Creature — Zombie Jackal Warrior", "{1}{B}", "Afflict 1", "2", "2")
    state = position({"P1": {"battlefield": ["Khenra Eternal", "Oso Musgoso"]}, "P2": {}, "P3": {"battlefield": ["Guardián de Raíces"]}},
                     players=3, step="atacantes")
    do(state, "attack Oso Musgoso at P2", "attack Khenra Eternal at P3", "done")
    while state.prompt.kind != "bloqueadores" or state.prompt.player != 2:
        do(state, "done" if state.prompt.kind == "bloqueadores" else "pass")
    do(state, "P3: block Khenra Eternal with Guardián de Raíces", "P3: done")
    while state.chain.links or state.step == "bloqueadores" and state.prompt.kind != "prioridad":
        do(state, "pass")
    assert (state.counters[1]["vidas"], state.counters[2]["vidas"]) == (20, 19)


def test_protection_from_everything_unattaches_equipment_CR_702_16d() -> None:
    """Progenitus (protection from everything) cannot stay equipped: the Sword becomes unattached
    as a state-based action and stays on the battlefield."""
    # Checks CR 702.16d
    record = CardRecord(game="mtg", name="Progenitus", oracle_id="test-Progenitus", type_line="Legendary Creature — Hydra Avatar",
                        cost="{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}", stats={"power": "10", "toughness": "10"},
                        text="Protection from everything\nIf Progenitus would be put into a graveyard from anywhere, reveal "
                             "Progenitus and shuffle it into its owner's library instead.")
    assert own_card(record) is not None
    state = position({"P1": {"battlefield": ["Progenitus", {"card": "Espada de Hierro Viejo", "attached": "Progenitus"}]}, "P2": {}})
    sword = cid(state, "Espada de Hierro Viejo")
    assert state.on_battlefield(sword) and state._card(sword).attached_to is None
    assert state.power_toughness(cid(state, "Progenitus")) == (10, 10)
