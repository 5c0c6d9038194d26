"""Bestow (CR 702.103): cast for its bestow cost the spell is an Aura with enchant creature
(702.103a, 702.103b), needs a creature to target (702.103d), resolves as a creature when that target
is gone (702.103e) and becomes a creature again once unattached (702.103f).

No card with bestow is in shared/testdata's sets: Boon Satyr (Theros) is built from its Oracle text;
Grizzly Bears and Lightning Bolt are Alpha's, read from the card data."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.games.mtg.bestow import BESTOW, bestow_line, is_bestowed
from engine.games.mtg.state import MtgState
from tests.mtg.own_cards import adopt
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, legal, mtg_state, play


def _satyr(p1_battlefield: list[str], p2: dict[str, list[str]] | None = None) -> MtgState:
    adopt("Boon Satyr", "Enchantment Creature — Satyr", "{1}{G}{G}", "Flash\nBestow {3}{G}{G} (If you cast this card for its "
          "bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached.)\n"
          "Enchanted creature gets +4/+2.", "4", "2")
    real_card(SETS["LEA"], "Grizzly Bears")
    real_card(SETS["LEA"], "Lightning Bolt")
    return mtg_state({"hand": ["Boon Satyr"], "battlefield": ["Bosque"] * 5 + p1_battlefield}, p2)


def _bestow_on_bears(state: MtgState) -> int:
    satyr, bears = card_id(state, "Boon Satyr"), card_id(state, "Grizzly Bears")
    play(state, "cast Boon Satyr")
    assert state.prompt is not None and state.prompt.kind == "alternativo"
    assert legal(state) == {"yes", "no"}  # CR 702.103a: "you may choose to cast it bestowed"
    play(state, "yes")
    assert state.prompt is not None and state.prompt.kind == "objetivo"
    assert state.prompt.options == (bears,)  # CR 702.103b: an Aura spell's target, a creature
    play(state, "target Grizzly Bears")
    assert sum(state._card(c).rotated for c in state.battlefield(0)) == 5  # CR 702.103a: {3}{G}{G}, not {1}{G}{G}
    assert is_bestowed(state, satyr) and not state.defn(satyr).is_creature  # CR 702.103b: on the stack, an Aura spell
    return satyr


def test_bestow_line_CR_702_103a() -> None:
    pair = bestow_line("Bestow {3}{G}{G}")
    assert pair is not None and pair[0].static == "alternative_cost" and str(pair[0].cost) == "{3}{G}{G}"
    assert pair[1].static == BESTOW  # CR 702.103a
    assert bestow_line("Bestow") is None


def test_cast_bestowed_it_enchants_the_creature_CR_702_103b() -> None:
    state = _satyr(["Grizzly Bears"])
    satyr = _bestow_on_bears(state)
    bears = card_id(state, "Grizzly Bears")
    play(state, "pass", "pass")
    assert state.zone_name_of(satyr) == "campo" and state._card(satyr).attached_to == bears  # CR 702.103b: an Aura
    assert satyr not in state.creatures(0)
    assert state.power_toughness(bears) == (6, 4)  # "Enchanted creature gets +4/+2."


def test_unattached_it_is_a_creature_again_CR_702_103f() -> None:
    state = _satyr(["Grizzly Bears"], {"hand": ["Lightning Bolt"], "battlefield": ["Montaña"]})
    satyr = _bestow_on_bears(state)
    play(state, "pass", "pass")
    bears = card_id(state, "Grizzly Bears")
    state.move(bears, state.zone(0, "cementerio"), kind="destroy")  # the enchanted creature leaves
    state.state_based_actions()  # CR 704.3
    assert state.zone_name_of(satyr) == "campo"  # CR 702.103f: not put into the graveyard (an exception to 704.5m)
    assert state._card(satyr).attached_to is None and satyr in state.creatures(0)
    assert state.power_toughness(satyr) == (4, 2) and not is_bestowed(state, satyr)


def test_its_target_gone_it_resolves_as_a_creature_CR_702_103e() -> None:
    state = _satyr(["Grizzly Bears"], {"hand": ["Lightning Bolt"], "battlefield": ["Montaña"]})
    satyr = _bestow_on_bears(state)
    play(state, "pass")
    play(state, "cast Lightning Bolt", "target Grizzly Bears")  # P2 answers: the Aura's target dies first
    while state.chain.links:
        play(state, "pass")
    assert state.zone_name_of(card_id(state, "Grizzly Bears")) == "cementerio"
    assert state.zone_name_of(satyr) == "campo" and satyr in state.creatures(0)  # not countered: a creature spell
    assert state._card(satyr).attached_to is None and state.power_toughness(satyr) == (4, 2)


def test_without_a_creature_it_cannot_be_cast_bestowed_CR_702_103d() -> None:
    state = _satyr([])
    play(state, "cast Boon Satyr")
    assert state.prompt is not None and state.prompt.kind == "alternativo"
    assert legal(state) == {"no"}
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("yes", 0))
    assert refused.value.rule.id == "CR 702.103d"
    play(state, "no")
    play(state, "pass", "pass")
    satyr = card_id(state, "Boon Satyr")
    assert satyr in state.creatures(0) and sum(state._card(c).rotated for c in state.battlefield(0)) == 3  # {1}{G}{G}


def test_off_the_battlefield_it_is_the_creature_card_CR_400_7() -> None:
    state = _satyr(["Grizzly Bears"])
    satyr = _bestow_on_bears(state)
    play(state, "pass", "pass")
    state.move(satyr, state.zone(0, "mano"), kind="bounce")
    assert state.defn(satyr).is_creature and state.defn(satyr).type_line.startswith("Enchantment Creature")
    assert not is_bestowed(state, satyr)
