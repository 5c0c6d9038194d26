""""Whenever CARDNAME blocks or becomes blocked by a non-Wall creature, destroy that creature at
end of combat" (engine/games/mtg/combat_doom.py), CR 509.3d, 603.7, 511.2, with Alpha's Thicket
Basilisk, Cockatrice and Craw Wurm loaded from the card data."""

from __future__ import annotations

from engine.games.mtg.state import MtgState
from tests.mtg.cr_helpers import cid, do, names, where
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import mtg_state


def _to(state: MtgState, step: str) -> None:
    for _ in range(40):
        if state.step == step and state.prompt.kind == "prioridad":
            return
        do(state, "pass")
    raise AssertionError(f"{step} never reached (at {where(state)})")


def _combat(attacker: str, blocker: str) -> MtgState:
    """P1 attacks with ``attacker``; P2 blocks it with ``blocker``; the block triggers wait."""
    for name in ("Thicket Basilisk", "Cockatrice", "Craw Wurm"):
        real_card(SETS["LEA"], name)
    state = mtg_state({"battlefield": [attacker]}, {"battlefield": [blocker]})
    while state.prompt.kind != "atacantes":
        do(state, "pass")
    do(state, f"attack {attacker}", "done", "pass", "pass", f"block {attacker} with {blocker}", "done")
    return state


def test_thicket_basilisk_destroys_its_blocker_at_end_of_combat_CR_603_7c() -> None:
    # CR 509.3d, CR 603.7a, CR 603.7c, CR 511.2
    assert real_card(SETS["LEA"], "Thicket Basilisk").program.automated
    state = _combat("Thicket Basilisk", "Craw Wurm")
    assert [state.defn(link.source).name for link in state.chain.links] == ["Thicket Basilisk"]
    _to(state, "fin_combate")  # the Wurm's 6 damage killed the Basilisk; the Wurm survived the damage
    assert "Thicket Basilisk" in names(state, 0, "cementerio") and "Craw Wurm" in names(state, 1, "campo")
    assert [state.defn(link.source).name for link in state.chain.links] == ["Thicket Basilisk"]  # the delayed trigger
    do(state, "pass", "pass")  # the delayed trigger resolves, though its source has left (CR 603.7c)
    assert "Craw Wurm" in names(state, 1, "cementerio")


def test_cockatrice_destroys_the_creature_it_blocks_CR_509_3d() -> None:
    # CR 509.2a, CR 509.3d, CR 511.2
    assert real_card(SETS["LEA"], "Cockatrice").program.automated
    state = _combat("Craw Wurm", "Cockatrice")
    assert [state.defn(link.source).name for link in state.chain.links] == ["Cockatrice"]
    _to(state, "fin_combate")
    assert "Craw Wurm" in names(state, 0, "campo")
    assert [state.defn(link.source).name for link in state.chain.links] == ["Cockatrice"]  # the delayed trigger
    do(state, "pass", "pass")
    assert "Craw Wurm" in names(state, 0, "cementerio")
    assert not any("fin_combate_destruir" in state._card(c).marks for c in state.battlefield())  # once (CR 603.7b)


def test_a_wall_blocking_the_basilisk_is_spared_CR_509_3d() -> None:
    # CR 509.3d
    state = _combat("Thicket Basilisk", "Muro de Escarcha")
    assert not state.chain.links and not state.triggers
    wall = cid(state, "Muro de Escarcha")
    _to(state, "fin_combate")
    assert not state.chain.links and state.on_battlefield(wall)
