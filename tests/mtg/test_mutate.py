"""Mutate (CR 702.140) and merged permanents (CR 727): cast for its mutate cost the spell targets a
non-Human creature its owner owns (702.140a); it merges over or under it as its controller chooses
(702.140c, 727.2) into one permanent, the same object (727.2b–c), with the top card's
characteristics and every card's abilities (702.140e); "whenever this creature mutates" triggers
(702.140d); with its target gone it resolves as a creature spell (702.140b); leaving the battlefield,
each of its cards goes to that zone and a token among them ceases to exist (727.3, 704.5d).

No card with mutate is in shared/testdata's sets: Dreamtail Heron and Gemrazer (Ikoria) are built
from their Oracle text; Grizzly Bears, Benalish Hero and Lightning Bolt are Alpha's, read from the
card data."""

from __future__ import annotations

import json

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.games.mtg.abilities import Token
from engine.games.mtg.cards import MtgCard
from engine.games.mtg.mutate import MARKER, MUTATE, MUTATES, components, mutate_line
from engine.games.mtg.state import MtgState
from engine.games.mtg.token_cards import token_card
from engine.net import wire
from tests.mtg.own_cards import adopt
from tests.mtg.real_cards import SETS, real_card
from tests.mtg.states import card_id, legal, mtg_state, play

_REMINDER = (" (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. "
             "They mutate into the creature on top plus all abilities from under it.)")


def _cards() -> MtgCard:
    """The cards of these tests; Gemrazer's definition."""
    adopt("Dreamtail Heron", "Creature — Elemental Bird", "{4}{U}",
          f"Mutate {{3}}{{U}}{_REMINDER}\nFlying\nWhenever this creature mutates, draw a card.", "3", "4")
    gemrazer = adopt("Gemrazer", "Creature — Beast", "{3}{G}", f"Mutate {{1}}{{G}}{{G}}{_REMINDER}\nReach, trample\n"
          "Whenever this creature mutates, destroy target artifact or enchantment an opponent controls.", "4", "4")
    for name in ("Grizzly Bears", "Benalish Hero", "Lightning Bolt"):
        real_card(SETS["LEA"], name)
    return gemrazer


def _state(p1_battlefield: list[str], p2: dict[str, list[str]] | None = None) -> MtgState:
    _cards()
    return mtg_state({"hand": ["Dreamtail Heron", "Isla"], "battlefield": ["Isla"] * 4 + p1_battlefield,
                      "library": ["Isla"] * 5}, {"library": ["Isla"] * 5, **(p2 or {})})


def _mutate_onto(state: MtgState, target: str) -> int:
    """P1 casts Dreamtail Heron for its mutate cost {3}{U} targeting ``target``; the spell's id."""
    heron = card_id(state, "Dreamtail Heron")
    tapped = sum(state._card(c).rotated for c in state.battlefield(0))
    play(state, "cast Dreamtail Heron")
    assert state.prompt is not None and state.prompt.kind == "alternativo"  # CR 702.140a: "You may pay [cost]"
    play(state, "yes", f"target {target}")
    assert sum(state._card(c).rotated for c in state.battlefield(0)) == tapped + 4  # CR 601.2f–h: {3}{U}, not {4}{U}
    assert state.zone_name_of(heron) == "pila"
    return heron


def _markers(state: MtgState, permanent: int) -> tuple[str, ...]:
    view = state.observation(1).card(permanent)
    assert view is not None
    return view.markers


def _resolve(state: MtgState) -> None:
    while state.chain.links and state.prompt is not None and state.prompt.kind == "prioridad":
        play(state, "pass")


def test_mutate_line_CR_702_140a() -> None:
    pair = mutate_line("Mutate {1}{G}{G}")
    assert pair is not None and pair[0].static == "alternative_cost" and str(pair[0].cost) == "{1}{G}{G}"
    assert pair[1].static == MUTATE
    assert mutate_line("Mutate") is None
    gemrazer = _cards()
    assert gemrazer.program.automated and gemrazer.program.keywords == {"reach", "trample"}
    assert [a.trigger for a in gemrazer.program.abilities if a.kind == "triggered"] == [MUTATES]  # CR 702.140d


def test_over_it_the_permanent_is_the_top_card_and_the_same_object_CR_702_140c_727_2() -> None:
    state = _state(["Grizzly Bears"])
    bears, hand_before = card_id(state, "Grizzly Bears"), len(state.ids(0, "mano"))
    assert not state.is_sick(bears)
    heron = _mutate_onto(state, "Grizzly Bears")
    play(state, "pass", "pass")
    assert state.prompt is not None and state.prompt.kind == "mutar_encima" and legal(state) == {"yes", "no"}
    play(state, "yes")  # CR 702.140c: over it
    assert components(state, bears) == (heron, bears)  # one permanent, two cards, the Heron on top
    assert state.zone_name_of(heron) == "campo" and heron not in state.battlefield()  # CR 727.2b: part of it, not a permanent
    assert bears in state.battlefield(0) and len(state.creatures(0)) == 1
    assert state.defn(bears).name == "Dreamtail Heron" and state.power_toughness(bears) == (3, 4)  # CR 702.140e: the top's
    assert "flying" in state.keywords(bears)
    assert not state.is_sick(bears)  # CR 727.2c: the same object, not just entered
    assert state.chain.links and state.chain.links[0].source == bears  # CR 702.140d: "whenever this creature mutates"
    _resolve(state)
    assert len(state.ids(0, "mano")) == hand_before  # the Heron left the hand, the trigger drew one


def test_under_it_keeps_the_creature_and_gains_the_abilities_CR_702_140e() -> None:
    state = _state(["Grizzly Bears"])
    bears = card_id(state, "Grizzly Bears")
    heron = _mutate_onto(state, "Grizzly Bears")
    play(state, "pass", "pass", "no")  # CR 702.140c: under it
    assert components(state, bears) == (bears, heron)
    assert state.defn(bears).name == "Grizzly Bears" and state.power_toughness(bears) == (2, 2)  # the top card's
    assert "flying" in state.keywords(bears)  # CR 702.140e: and the abilities of the card under it
    assert MARKER in _markers(state, bears)
    library = len(state.ids(0, "biblioteca"))
    _resolve(state)
    assert len(state.ids(0, "biblioteca")) == library - 1  # the Heron's trigger, from under it


def test_its_target_gone_it_resolves_as_a_creature_spell_CR_702_140b() -> None:
    state = _state(["Grizzly Bears"], {"hand": ["Lightning Bolt"], "battlefield": ["Montaña"]})
    heron = _mutate_onto(state, "Grizzly Bears")
    library = len(state.ids(0, "biblioteca"))
    play(state, "pass")
    play(state, "cast Lightning Bolt", "target Grizzly Bears")  # P2 answers: the target dies first
    _resolve(state)
    assert state.zone_name_of(card_id(state, "Grizzly Bears")) == "cementerio"
    assert state.zone_name_of(heron) == "campo" and heron in state.creatures(0)  # CR 702.140b: not countered, a creature spell
    assert state.power_toughness(heron) == (3, 4) and state.is_sick(heron)  # it entered: a new object
    assert components(state, heron) == (heron,) and not state.merged
    assert len(state.ids(0, "biblioteca")) == library  # it did not mutate: no trigger


def test_only_a_non_human_creature_its_owner_owns_CR_702_140a() -> None:
    state = _state(["Benalish Hero"], {"battlefield": ["Grizzly Bears"]})
    assert "cast Dreamtail Heron" not in legal(state)  # {4}{U} unpaid, and its mutate cost has nothing to target
    play(state, "play Isla")
    play(state, "cast Dreamtail Heron")
    assert state.prompt is not None and state.prompt.kind == "alternativo"
    assert legal(state) == {"no"}  # a Human, and a creature P2 owns: nothing to target
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("yes", 0))
    assert refused.value.rule.id == "CR 702.140a"


def test_a_creature_of_another_owner_is_refused_as_its_target_CR_702_140a() -> None:
    state = _state(["Grizzly Bears"], {"battlefield": ["Grizzly Bears"]})
    mine, theirs = (c for c in state.battlefield() if state.defn(c).name == "Grizzly Bears")
    assert state._card(mine).owner == 0 and state._card(theirs).owner == 1
    play(state, "cast Dreamtail Heron", "yes")
    assert state.prompt is not None and state.prompt.options == (mine,)
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("target", 0, targets=(theirs,)))
    assert refused.value.rule.id == "CR 702.140a"


def test_leaving_the_battlefield_each_card_goes_to_that_zone_CR_727_3() -> None:
    state = _state(["Grizzly Bears"], {"hand": ["Lightning Bolt"], "battlefield": ["Montaña"]})
    bears = card_id(state, "Grizzly Bears")
    heron = _mutate_onto(state, "Grizzly Bears")
    play(state, "pass", "pass", "no")  # under: a 2/2 Grizzly Bears with flying
    _resolve(state)
    play(state, "pass")
    play(state, "cast Lightning Bolt")
    state.apply_action(Action("target", 1, targets=(bears,)))
    _resolve(state)
    assert state.zone_name_of(bears) == "cementerio" and state.zone_name_of(heron) == "cementerio"  # CR 727.3
    assert set(state.ids(0, "cementerio")) == {bears, heron} and not state.merged
    assert state.defn(bears).name == "Grizzly Bears" and "flying" not in state.defn(bears).program.keywords  # each its own card
    assert state.defn(heron).name == "Dreamtail Heron"


def test_bounced_both_cards_return_to_the_hand_CR_727_3() -> None:
    state = _state(["Grizzly Bears"])
    bears = card_id(state, "Grizzly Bears")
    heron = _mutate_onto(state, "Grizzly Bears")
    play(state, "pass", "pass", "yes")
    state.move(bears, state.zone(0, "mano"), kind="bounce")
    assert state.zone_name_of(bears) == "mano" and state.zone_name_of(heron) == "mano" and not state.merged  # CR 727.3
    assert state.defn(bears).name == "Grizzly Bears"


def test_a_token_component_ceases_to_exist_CR_727_3_704_5d() -> None:
    state = _state([])
    beast = state.put_token(token_card(Token("Beast", "G", "Beast", 3, 3)), 0)
    heron = _mutate_onto(state, state._card_name(beast))
    play(state, "pass", "pass", "yes")
    assert components(state, beast) == (heron, beast)
    assert "ficha" not in _markers(state, beast)  # CR 727.2d: the top is a card
    state.move(beast, state.zone(0, "cementerio"), kind="destroy")
    state.state_based_actions()  # CR 704.5d
    assert state.cards[beast] is None  # the token ceased to exist
    assert state.zone_name_of(heron) == "cementerio"  # the card stays in the graveyard


def test_each_player_sees_the_cards_and_a_hand_stays_hidden_CR_727_2_402_3() -> None:
    state = _state(["Grizzly Bears"])
    bears = card_id(state, "Grizzly Bears")
    heron = _mutate_onto(state, "Grizzly Bears")
    play(state, "pass", "pass", "no")
    _resolve(state)  # the trigger draws a card P2 may not see
    shown = {viewer: dict(state.observation(viewer).extra)["fusionados"] for viewer in (0, 1, None)}
    assert shown[0] == shown[1] == shown[None]  # CR 727.2: its cards are public
    assert shown[1] == ((bears, ((bears, state.defn(bears).code, "Grizzly Bears"),
                                 (heron, state._card(heron).defn.code, "Dreamtail Heron"))),)
    for viewer in (1, None):
        hand = state.observation(viewer).zone("P1.mano")
        assert hand.count == 2 and all(card.hidden for card in hand.cards)  # CR 402.3: P1's hand stays hidden
    assert all(not card.hidden for card in state.observation(0).zone("P1.mano").cards)
    sent = wire.observation_from_wire(json.loads(json.dumps(wire.observation_to_wire(state.observation(1)))))
    assert dict(sent.extra)["fusionados"] == shown[1]  # a LAN seat gets the same list


def test_a_second_mutation_adds_a_third_card_CR_702_140c_727_2() -> None:
    state = _state(["Grizzly Bears", "Bosque", "Bosque", "Bosque"])
    gemrazer = state.create_card(_cards(), 0, state.zone(0, "mano"))
    bears = card_id(state, "Grizzly Bears")
    heron = _mutate_onto(state, "Grizzly Bears")
    play(state, "pass", "pass", "no")  # the Heron under the Bears
    _resolve(state)
    play(state, "cast Gemrazer", "yes")  # CR 702.140a: {1}{G}{G}
    assert state.prompt is not None and state.prompt.options == (bears,)  # the merged permanent, a non-Human creature
    state.apply_action(Action("target", 0, targets=(bears,)))
    play(state, "pass", "pass", "yes")  # Gemrazer over it
    assert components(state, bears) == (gemrazer, bears, heron)
    assert state.defn(bears).name == "Gemrazer" and state.power_toughness(bears) == (4, 4)
    assert {"flying", "reach", "trample"} <= state.keywords(bears)  # CR 702.140e: every card's abilities
    triggered = [a.trigger for a in state.defn(bears).program.abilities if a.kind == "triggered"]
    assert triggered == [MUTATES, MUTATES]  # CR 702.140d: both "whenever this creature mutates" trigger
    assert len(state.triggers) + len(state.chain.links) == 2


def test_a_merged_permanent_is_not_interchangeable_with_its_top_card_CR_727_2a() -> None:
    state = _state(["Grizzly Bears", "Grizzly Bears"])
    first, second = (c for c in state.battlefield(0) if state.defn(c).name == "Grizzly Bears")
    assert len(state.distinct_in_zone([first, second])) == 1  # two plain Bears: one choice
    play(state, "cast Dreamtail Heron", "yes")
    state.apply_action(Action("target", 0, targets=(first,)))
    play(state, "pass", "pass", "no")  # the Heron under the first: a Grizzly Bears with flying
    assert state.defn(first).name == state.defn(second).name == "Grizzly Bears"
    assert len(state.distinct_in_zone([first, second])) == 2  # each a choice of its own


def test_effects_on_the_creature_go_on_and_its_card_stays_its_own_CR_727_2c_400_7() -> None:
    state = _state(["Grizzly Bears", "Bosque"])
    for name in ("Jump", "Giant Growth"):
        state.create_card(real_card(SETS["LEA"], name), 0, state.zone(0, "mano"))
    bears = card_id(state, "Grizzly Bears")
    play(state, "play Isla", "cast Jump", "target Grizzly Bears", "pass", "pass")  # flying until end of turn
    play(state, "cast Giant Growth", "target Grizzly Bears", "pass", "pass")  # +3/+3 until end of turn
    heron = _mutate_onto(state, "Grizzly Bears")
    play(state, "pass", "pass", "yes")  # the Heron over the Bears: a 3/4 Dreamtail Heron
    assert state.power_toughness(bears) == (6, 7)  # CR 727.2c: Giant Growth's effect goes on, now on a 3/4
    state.move(bears, state.zone(0, "mano"), kind="bounce")
    assert state.zone_name_of(heron) == "mano"  # CR 727.3
    own = state.defn(bears)  # CR 400.7: a new object, the printed Grizzly Bears
    assert own.name == "Grizzly Bears" and own.power == 2 and "flying" not in own.program.keywords
    assert MARKER not in state._card(bears).marks


def _merged_cards_in_no_zone(state: MtgState, _action: Action) -> None:
    """Each card is in one zone list, a merged permanent's other cards in none (CR 727.2b); a
    merged permanent is on the battlefield; P1's hand stays hidden from P2 (CR 402.3)."""
    listed = [cid for zone in state.zones for cid in zone]
    assert len(listed) == len(set(listed))
    for permanent, cards, _own in state.merged:
        assert state.on_battlefield(permanent) and permanent in cards and len(cards) > 1
        assert not set(cards) - {permanent} & set(listed)
    assert all(card.hidden for card in state.observation(1).zone("P1.mano").cards)


def test_random_games_with_mutate_cards_finish_CR_702_140() -> None:
    """Seeded random games with mutate cards in both decks: each ends with a rule, the merged
    permanents stay whole at every decision, and some games do mutate."""
    from tests.helpers import random_playout

    _cards()
    deck = ["Dreamtail Heron", "Gemrazer", "Grizzly Bears", "Isla", "Bosque"] * 4
    merged: set[tuple[int, int]] = set()
    for seed in range(6):
        state = mtg_state({"library": deck, "hand": ["Dreamtail Heron", "Grizzly Bears", "Isla", "Bosque"]},
                          {"library": deck, "hand": ["Lightning Bolt", "Montaña", "Grizzly Bears", "Gemrazer"]})

        def check(position: MtgState, action: Action, seed: int = seed) -> None:
            _merged_cards_in_no_zone(position, action)
            merged.update((seed, permanent) for permanent, _cards, _own in position.merged)

        random_playout(state, seed, check)  # type: ignore[arg-type]
        assert state.outcome is not None and state.outcome.rule is not None
    assert len({seed for seed, _permanent in merged}) >= 2  # CR 702.140c: mutations happened


_RIDER = ("Trample\nMorph {2}{U}{R}{W} (You may cast this card face down as a 2/2 creature for {3}. "
          "Turn it face up any time for its morph cost.)")


def _face_down_rider() -> tuple[MtgState, int]:
    """P1 has cast Snowhorn Rider (a Human) face down: a nameless 2/2 with no creature type."""
    _cards()
    adopt("Snowhorn Rider", "Creature — Human Warrior", "{3}{U}{R}{W}", _RIDER, "5", "5")
    state = mtg_state({"hand": ["Dreamtail Heron", "Snowhorn Rider"], "battlefield": ["Isla"] * 7,
                       "library": ["Isla"] * 5}, {"library": ["Isla"] * 5})
    rider = card_id(state, "Snowhorn Rider")
    play(state, "morph Snowhorn Rider", "pass", "pass")
    assert rider in state.face_down and state.on_battlefield(rider)
    return state, rider


def _mutate_onto_face_down(state: MtgState, rider: int, over: bool) -> int:
    heron = card_id(state, "Dreamtail Heron")
    play(state, "cast Dreamtail Heron", "yes")
    assert state.prompt is not None and state.prompt.options == (rider,)  # CR 708.2: face down it is no Human
    state.apply_action(Action("target", 0, targets=(rider,)))
    play(state, "pass", "pass", "yes" if over else "no")
    return heron


def test_under_a_face_down_creature_it_stays_a_hidden_2_2_CR_727_2e_708_5() -> None:
    state, rider = _face_down_rider()
    heron = _mutate_onto_face_down(state, rider, over=False)
    assert components(state, rider) == (rider, heron) and rider in state.face_down
    assert state.power_toughness(rider) == (2, 2) and "flying" not in state.keywords(rider)  # CR 708.2: no text
    assert not state.chain.links and not state.triggers  # a face-down permanent has no "whenever … mutates"
    theirs = dict(state.observation(1).extra)["fusionados"]
    mine = dict(state.observation(0).extra)["fusionados"]
    assert theirs == ((rider, ((rider, None, ""), (heron, state._card(heron).defn.code, "Dreamtail Heron"))),)  # CR 708.5
    assert mine[0][1][0][2] == "Snowhorn Rider"  # its controller may look at it
    state.move(rider, state.zone(0, "cementerio"), kind="destroy")
    assert state.zone_name_of(heron) == "cementerio" and state.defn(rider).name == "Snowhorn Rider"  # CR 727.3, 708.9


def test_over_a_face_down_creature_it_is_face_up_CR_727_2e() -> None:
    state, rider = _face_down_rider()
    heron = _mutate_onto_face_down(state, rider, over=True)
    assert rider not in state.face_down and components(state, rider) == (heron, rider)
    assert state.defn(rider).name == "Dreamtail Heron" and state.power_toughness(rider) == (3, 4)
    assert "trample" in state.keywords(rider) and "flying" in state.keywords(rider)  # CR 702.140e: the Rider's too
    assert dict(state.observation(1).extra)["fusionados"][0][1][1][2] == "Snowhorn Rider"  # shown to everyone
