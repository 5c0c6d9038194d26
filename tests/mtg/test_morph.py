"""Morph, megamorph and disguise (CR 702.37, 702.168) and face-down spells and permanents (CR 708).

No card with morph or disguise is in shared/testdata's sets, so the cards are built here from
their printed Oracle text: Khans of Tarkir's Sagu Mauler and Snowhorn Rider (morph), Fate
Reforged's Ainok Survivalist (megamorph, and "When … is turned face up"), Murders at Karlov
Manor's Dog Walker (disguise)."""

from __future__ import annotations

import json

import pytest

from engine.core.errors import IllegalActionError, NotationError
from engine.core.rng import Rng
from engine.games.mtg.base import PLUS
from engine.games.mtg.morph import FACE_DOWN_MARKER, MORPH, TURNED_UP, morph_line
from engine.games.mtg.state import MtgState
from engine.net import wire
from engine.net.updates import legal_for, redacted
from tests.mtg.own_cards import adopt
from tests.mtg.states import card_id, mtg_state

MAULER = ("Trample, hexproof\nMorph {3}{G}{U} (You may cast this card face down as a 2/2 creature for {3}. "
          "Turn it face up any time for its morph cost.)")
RIDER = ("Trample\nMorph {2}{U}{R}{W} (You may cast this card face down as a 2/2 creature for {3}. "
         "Turn it face up any time for its morph cost.)")
AINOK = ("Megamorph {1}{G} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time "
         "for its megamorph cost and put a +1/+1 counter on it.)\n"
         "When Ainok Survivalist is turned face up, destroy target artifact or enchantment an opponent controls.")
WALKER = ("Vigilance\nDisguise {R/W}{R/W} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. "
          "Turn it face up any time for its disguise cost.)\n"
          "When Dog Walker is turned face up, create two tapped 1/1 white Dog creature tokens.")
LANDS = ["Bosque", "Bosque", "Bosque", "Isla", "Isla", "Montaña"]


@pytest.fixture(autouse=True)
def _cards() -> None:
    adopt("Sagu Mauler", "Creature — Beast", "{4}{G}{U}", MAULER, "6", "6")
    adopt("Snowhorn Rider", "Creature — Human Warrior", "{3}{U}{R}{W}", RIDER, "5", "5")
    adopt("Ainok Survivalist", "Creature — Dog Shaman", "{1}{G}", AINOK, "2", "1")
    adopt("Dog Walker", "Creature — Human Detective", "{R}{W}", WALKER, "3", "1")


def _do(state: MtgState, *actions: str) -> list:
    events = []
    for text in actions:
        assert state.prompt is not None
        events += state.apply_action(state.parse_action(text, state.prompt.player))
    return events


def _untap_lands(state: MtgState) -> None:
    """P1's lands untapped, as if by an effect (the legal actions are listed again)."""
    for land in state.battlefield(0):
        state.untap(land)
    state._legal = None


def _texts(state: MtgState) -> set[str]:
    return {state.action_to_string(a) for a in state.legal_actions()}


def _refused(state: MtgState, text: str, player: int = 0) -> str:
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action(text, player))
    assert refused.value.rule is not None
    return refused.value.rule.id


def _face_down(name: str = "Sagu Mauler", p2: dict | None = None) -> tuple[MtgState, int]:
    """P1 casts ``name`` face down with three of their lands and it resolves."""
    state = mtg_state({"hand": [name], "battlefield": list(LANDS)}, p2 or {"battlefield": ["Oso Musgoso"]})
    card = card_id(state, name)
    _do(state, f"morph {name}", "pass", "pass")
    assert state.on_battlefield(card)
    return state, card


def test_morph_and_megamorph_lines_CR_702_37a_CR_702_37b() -> None:
    morph = morph_line("Morph {3}{G}{U}", lambda _text: None)  # CR 702.37a: a static ability holding the morph cost
    mega = morph_line("Megamorph {1}{G}", lambda _text: None)
    assert morph is not None and morph.static == MORPH and morph.cost is not None and morph.cost.mana_value == 5
    assert mega is not None and mega.other and not morph.other  # CR 702.37b: a megamorph cost is a morph cost
    assert morph_line("Morph—Reveal a white card in your hand.", lambda _text: None) is None  # not a mana cost: by hand


def test_a_card_with_morph_is_cast_face_down_for_three_as_a_nameless_two_two_CR_702_37c_CR_708_2a_CR_708_4() -> None:
    state = mtg_state({"hand": ["Sagu Mauler"], "battlefield": list(LANDS)})
    mauler = card_id(state, "Sagu Mauler")
    assert "morph Sagu Mauler" in _texts(state)
    _do(state, "morph Sagu Mauler")
    assert [link.source for link in state.chain.links] == [mauler]
    spell = state.defn(mauler)  # CR 708.4: face down before it goes to the stack
    assert (spell.name, spell.colors, spell.subtypes, spell.cost, spell.mana_value) == ("Boca abajo", (), (), None, 0)
    assert sum(state._card(c).rotated for c in state.battlefield(0)) == 3  # {3} instead of {4}{G}{U} (CR 702.37c)
    _do(state, "pass", "pass")
    assert state.on_battlefield(mauler) and not state._card(mauler).face_up  # CR 702.37c: it enters face down
    assert not state.triggers  # CR 708.3: face down as it enters (none of its abilities)
    assert state.power_toughness(mauler) == (2, 2)  # CR 708.2a: a 2/2 with no text
    assert not state.keywords(mauler) and state.defn(mauler).types == frozenset({"creature"})


def test_casting_face_down_is_refused_by_its_rules_CR_702_37d_CR_117_1a_CR_601_2h() -> None:
    state = mtg_state({"hand": ["Sagu Mauler", "Oso Musgoso"], "battlefield": ["Bosque", "Bosque"]})
    assert _refused(state, "morph Oso Musgoso") == "CR 702.37d"  # no morph: never face down
    assert _refused(state, "morph Sagu Mauler") == "CR 601.2h"  # {3} with two lands
    state = mtg_state({"hand": ["Sagu Mauler", "Chispa Ígnea"], "battlefield": [*LANDS, "Montaña"]})
    _do(state, "cast Chispa Ígnea", "target P2")
    assert _refused(state, "morph Sagu Mauler") == "CR 117.1a"  # a creature spell: not with a spell on the stack


def test_turning_face_up_is_a_special_action_for_the_morph_cost_CR_702_37e_CR_116_2b_CR_708_8() -> None:
    state, mauler = _face_down(p2={"battlefield": ["Oso Musgoso"], "hand": ["Chispa Ígnea"]})
    _untap_lands(state)
    assert "unmorph Sagu Mauler" in _texts(state)
    events = _do(state, "unmorph Sagu Mauler")
    # CR 116.2b, 702.37e: a special action: no stack, P1 keeps priority
    assert not state.chain.links and state.prompt is not None and state.prompt.player == 0
    assert state._card(mauler).face_up and state.defn(mauler).name == "Sagu Mauler"
    assert state.power_toughness(mauler) == (6, 6) and {"trample", "hexproof"} <= state.keywords(mauler)
    assert any(e.kind == "turn_face_up" and e.name == "Sagu Mauler" and not e.hidden_from for e in events)
    assert not state.triggers  # CR 708.8: it did not enter the battlefield: nothing triggers


def test_turning_face_up_is_refused_without_the_cost_or_for_another_players_card_CR_702_37e() -> None:
    state, mauler = _face_down()
    assert "unmorph Sagu Mauler" not in _texts(state)
    assert _refused(state, "unmorph Sagu Mauler") == "CR 702.37e"  # three lands left: {3}{G}{U} is five
    state, mauler = _face_down()
    _do(state, "pass")  # P2 has priority
    place = state.ref(mauler, state.battlefield(), 1)
    assert place.startswith("@")  # P2 can only name it by its place
    assert _refused(state, f"unmorph {place}", 1) == "CR 702.37e"  # not a face-down permanent P2 controls
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(state.parse_action("unmorph Oso Musgoso", 0))
    assert refused.value.rule is not None and refused.value.rule.id == "CR 117.1"  # P1 has no priority now


def test_megamorph_puts_a_counter_and_when_turned_face_up_triggers_CR_702_37b_CR_708_11() -> None:
    state = mtg_state({"hand": ["Ainok Survivalist"], "battlefield": [*LANDS]},
                      {"battlefield": ["Muralla de Savia"]})
    ainok = card_id(state, "Ainok Survivalist")
    wall = card_id(state, "Muralla de Savia")
    _do(state, "morph Ainok Survivalist", "pass", "pass")
    _untap_lands(state)
    _do(state, "unmorph Ainok Survivalist")  # {1}{G}
    assert state._card(ainok).counters.get(PLUS) == 1 and state.power_toughness(ainok) == (3, 2)  # CR 702.37b, 708.11
    pending = state.pending  # the trigger is being put on the stack: its target is asked for (CR 603.3d)
    assert pending is not None and pending.source == ainok and state.prompt is not None and state.prompt.kind == "objetivo"
    assert state.defn(ainok).program.abilities[pending.ability].trigger == TURNED_UP
    _do(state, f"target {state.ref(wall, state.battlefield(), 0)}", "pass", "pass")
    assert state.zone_name_of(wall) == "cementerio"


def test_disguise_is_a_face_down_two_two_with_ward_two_CR_702_168a_CR_702_168d() -> None:
    state = mtg_state({"hand": ["Dog Walker"], "battlefield": ["Montaña", "Montaña", "Llanura", "Montaña"]},
                      {"hand": ["Chispa Ígnea"], "battlefield": ["Montaña"]})
    walker = card_id(state, "Dog Walker")
    _do(state, "morph Dog Walker", "pass", "pass")  # CR 702.168b: cast face down for {3}
    image = state.defn(walker)
    assert image.name == "Boca abajo" and [a.trigger for a in image.program.abilities] == ["ward"]  # CR 702.168a
    assert state.masked_for(1).defn(walker).program.abilities == image.program.abilities  # its ward is public
    assert _refused(state, "unmorph Dog Walker") == "CR 702.168d"  # one land left for {R/W}{R/W}
    _untap_lands(state)
    _do(state, "unmorph Dog Walker")
    assert state.defn(walker).name == "Dog Walker" and "vigilance" in state.keywords(walker)
    _do(state, "pass", "pass")  # the trigger resolves: two tapped Dogs (CR 708.8)
    dogs = [c for c in state.battlefield(0) if state.defn(c).is_creature and c != walker]
    assert len(dogs) == 2 and all(state._card(c).rotated for c in dogs)


def test_a_face_down_permanent_is_revealed_as_it_leaves_the_battlefield_CR_708_9() -> None:
    state, mauler = _face_down(p2={"hand": ["Chispa Ígnea"], "battlefield": ["Montaña"]})
    _do(state, "pass")
    events = _do(state, "cast Chispa Ígnea", f"target {state.ref(mauler, state.battlefield(), 1)}", "pass", "pass")
    assert state.zone_name_of(mauler) == "cementerio" and state.defn(mauler).name == "Sagu Mauler"  # CR 708.9
    assert state.observation(1).zone("P1.cementerio").cards[0].name == "Sagu Mauler"  # shown to everyone
    moved = [e for e in events if e.card == mauler and e.dst == "P1.cementerio"]
    assert moved and moved[0].name == "Sagu Mauler" and not moved[0].hidden_from


def test_a_countered_face_down_spell_is_revealed_CR_708_9() -> None:
    state = mtg_state({"hand": ["Sagu Mauler"], "battlefield": list(LANDS)},
                      {"hand": ["Negación"], "battlefield": ["Isla", "Isla"]})
    mauler = card_id(state, "Sagu Mauler")
    _do(state, "morph Sagu Mauler", "pass")
    _do(state, "cast Negación")
    aim = next(a for a in state.legal_actions() if a.kind == "target" and a.targets == (mauler,))
    assert "Sagu" not in state.action_to_string(aim)
    state.apply_action(aim)
    _do(state, "pass", "pass")
    assert state.zone_name_of(mauler) == "cementerio"
    assert state.observation(1).zone("P1.cementerio").cards[0].code is not None  # CR 708.9: shown as it leaves the stack


def test_every_face_down_card_is_revealed_at_the_end_of_the_game_CR_708_9() -> None:
    state, mauler = _face_down()
    assert state.observation(1).zone("P1.campo").cards[-1].code is None
    _do(state, "pass")
    state.apply_action(state.parse_action("concede", 0))
    assert state.outcome is not None
    view = next(v for v in state.observation(1).zone("P1.campo").cards if v.id == mauler)
    assert view.name == "Sagu Mauler"  # CR 708.9: shown at the end of the game


# ------------------------------------------------------------------ the opponent tries to cheat (CR 708.5)

def _seen_by_p2(name: str) -> tuple[str, list[str], MtgState, int]:
    """Everything P2 is told while P1 casts ``name`` face down and it resolves, then while P2
    has priority: observations, redacted events, legal actions with their text, log lines."""
    state = mtg_state({"hand": [name], "battlefield": list(LANDS), "library": ["Oso Musgoso"]},
                      {"battlefield": ["Oso Musgoso", "Montaña"], "hand": ["Chispa Ígnea"], "library": ["Isla"]})
    card = card_id(state, name)
    told: list[str] = []
    for text in ("morph " + name, "pass", "pass", "pass"):
        assert state.prompt is not None
        action = state.parse_action(text, state.prompt.player)
        before = state.clone()
        events = state.apply_action(action)
        told.append(before.action_text_for(action, 1, state))
        told += [json.dumps(wire.jsonable(redacted(state, e, 1).to_dict()), sort_keys=True) for e in events]
        told.append(json.dumps(wire.observation_to_wire(state.observation(1)), sort_keys=True))
        told.append(json.dumps(legal_for(state, 1), sort_keys=True))
    return "\n".join(told), told, state, card


def test_the_opponent_is_told_nothing_that_depends_on_a_face_down_card_CR_708_5() -> None:
    mauler_text, mauler_told, state, mauler = _seen_by_p2("Sagu Mauler")
    rider_text, rider_told, _other, _rider = _seen_by_p2("Snowhorn Rider")
    assert state.prompt is not None and state.prompt.player == 1 and state.on_battlefield(mauler)
    for secret in ("Sagu", "Mauler", state.face_down[mauler].code, "Snowhorn"):
        assert secret not in mauler_text
    # what P2 is told is the same whichever card is face down (the ids are the same in both games)
    assert mauler_told == rider_told  # CR 708.5: only its controller may look at it
    # its controller is told what it is
    mine = next(v for v in state.observation(0).zone("P1.campo").cards if v.id == mauler)
    assert mine.name == "Sagu Mauler" and FACE_DOWN_MARKER in mine.markers
    theirs = next(v for v in state.observation(1).zone("P1.campo").cards if v.id == mauler)
    assert theirs.code is None and dict(theirs.stats)["fuerza"] == 2 and FACE_DOWN_MARKER in theirs.markers
    spectator = next(v for v in state.observation(None).zone("P1.campo").cards if v.id == mauler)
    assert spectator.code is None


def test_naming_a_face_down_card_by_its_real_name_gets_the_answer_of_a_card_that_is_not_there_CR_708_5() -> None:
    _text, _told, state, mauler = _seen_by_p2("Sagu Mauler")
    answers = []
    for guess in ("Sagu Mauler", "Snowhorn Rider"):
        with pytest.raises(NotationError) as wrong:
            state.parse_action(f"target {guess}", 1)
        answers.append(str(wrong.value).replace(guess, "X"))
    assert answers[0] == answers[1]  # CR 708.5
    place = state.ref(mauler, state.battlefield(), 1)
    assert place.startswith("@") and "Sagu" not in place
    with pytest.raises(NotationError):
        state.parse_action("unmorph Sagu Mauler", 1)  # only P2's own face-down permanents, or cards P2 sees


def test_a_masked_or_resampled_state_knows_no_other_players_face_down_card_CR_708_5() -> None:
    _text, _told, state, mauler = _seen_by_p2("Sagu Mauler")
    for twin in (state.masked_for(1), state.resample_from_infostate(1, Rng(7))):
        assert isinstance(twin, MtgState)
        assert twin.defn(mauler).name == "Boca abajo" and twin.power_toughness(mauler) == (2, 2)
        assert "Sagu" not in repr(twin.face_down) and twin.defn(mauler).code == "boca-abajo"
    assert state.masked_for(0).face_down[mauler].name == "Sagu Mauler"  # CR 708.5: its controller's own view keeps it
