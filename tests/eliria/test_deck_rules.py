"""Eliria TCG: deck construction (Eliria 4), the demo set and decks (6, 14), the start of a game
(11) and what each player may see (2, 3, 13), checked in Python.

Each test cites the clauses it checks as ``Eliria N.x`` (the coverage tool finds them there).
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest

from engine.core import Rng, State, get_game
from engine.core.errors import DeckError, LoadError
from engine.core.zones import Visibility
from engine.formats.tapete_deck import parse_deck
from engine.games.eliria.cards import EliriaCard, load_set
from engine.games.eliria.state import EliriaState
from tests.helpers import demo_state, random_playout

GAME = get_game("eliria")


def _deck(*names: str) -> str:
    return "game = eliria\nname = Prueba\n[main]\n" + "".join(f"1 {name}\n" for name in names)


def test_demo_decks_are_legal_and_have_one_card_per_name() -> None:
    # Eliria 4: any size, at most one card with the same name
    decks = GAME.demo_decks()
    assert len(decks) >= 2
    for deck in decks.values():
        assert GAME.validate_deck(deck) == []
        names = [card.name for card in deck.section("main")]
        assert len(names) == len(set(names))


def test_any_size_is_legal_but_not_two_cards_with_one_name() -> None:
    # Eliria 4
    assert GAME.validate_deck(parse_deck(_deck("Oso de las Cumbres"), GAME)) == []
    big = [card.name for card in GAME.cards if not card.is_token]
    assert GAME.validate_deck(parse_deck(_deck(*big), GAME)) == []
    twice = parse_deck(_deck("Oso de las Cumbres", "Centinela de Bruma", "Oso de las Cumbres"), GAME)
    problems = GAME.validate_deck(twice)
    assert [p.rule.id for p in problems] == ["Eliria 4"]
    assert "Oso de las Cumbres" in problems[0].message.es and problems[0].line == 4
    english = parse_deck(_deck("Summit Bear", "Oso de las Cumbres"), GAME)
    assert [p.rule.id for p in GAME.validate_deck(english)] == ["Eliria 4"]
    with pytest.raises(DeckError, match="Eliria 4"):
        GAME.new_initial_state([twice, twice], 1)


def test_tokens_are_not_deck_cards() -> None:
    # Eliria 14: tokens do not need to be in the deck; Tapete keeps them out of it
    deck = parse_deck(_deck("Oso de las Cumbres", "Esqueleto"), GAME)
    assert [p.rule.id for p in GAME.validate_deck(deck)] == ["Eliria 14"]


def test_the_demo_set_exercises_every_card_type_and_effect() -> None:
    # Eliria 6.a, 6.b, 6.c and their parts; Eliria 6.a.I: potentials generally 1 to 9
    cards = [card for card in GAME.cards if isinstance(card, EliriaCard)]
    real = [card for card in cards if not card.is_token]
    assert len(real) >= 40
    assert {card.kind for card in real} == {"combate", "reaccion", "invocacion"}
    assert {card.subtype for card in real if card.is_invocation} == {"efimera", "adhesion", "campo"}
    assert {card.trigger for card in real if card.is_reaction} == {
        "ataque_declarado", "combate_jugado", "invocacion_jugada", "movimiento", "fase_poder"}
    combat = [card for card in real if card.is_combat]
    assert all(1 <= card.potential <= 9 for card in combat)
    assert {card.potential for card in combat} >= set(range(1, 10))
    assert any(card.cross for card in combat) and any(not card.cross for card in combat)
    attacks = [attack for card in combat for attack in card.attacks]
    assert any(a.damage is None for a in attacks) and any(a.damage is not None for a in attacks)
    assert any(a.cost for a in attacks) and any(a.any_target for a in attacks)
    assert {p.kind for card in cards for p in card.passives} == {
        "resist", "damage", "attack_any", "attack_cost", "power_rate", "potential"}
    assert {op.op for card in cards for op in card.ops + tuple(o for a in card.attacks for o in a.ops)} == {
        "draw", "power", "destroy", "cancel_attack", "token", "bounce", "flip_down", "extra_combat", "guard"}
    assert any(card.is_token for card in cards)


def test_a_combat_card_shows_its_class_potential_resistance_and_attacks() -> None:
    # Eliria 6.a.II: the class; 6.a.I, 6.a.IV, 6.a.V: potential, attacks, resistance
    card = GAME.cards.find("Hechicera del Ocaso")
    assert isinstance(card, EliriaCard)
    assert card.archetypes == ("Mística",)
    assert "Potencial 9" in card.text and "Resistencia 2" in card.text
    assert "[7] Ocaso Total: x (consume 3)" in card.text
    assert card.card_type == "Combate"
    from cardimages.faces import face_from_card_def

    face = face_from_card_def(card)
    assert "Mística" in face.type_line and "[2] Llama Lenta: 2" in face.text


def test_a_broken_set_file_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "roto.toml"
    path.write_text('[set]\ncode = "X"\n\n[[card]]\ncode = "X-1"\nname = "Nada"\ntype = "Hechizo"\n', encoding="utf-8")
    with pytest.raises(LoadError) as info:
        load_set(path)
    assert info.value.line == 5 and "Combate, Reacción o Invocación" in str(info.value)
    path.write_text('[set]\ncode = "X"\n\n[[card]]\ncode = "X-1"\nname = "Nada"\ntype = "Reacción"\ntrigger = "nunca"\n', encoding="utf-8")
    with pytest.raises(LoadError, match="trigger"):
        load_set(path)


def test_the_board_has_three_combat_slots_and_five_invocation_slots() -> None:
    # Eliria 2: 3 combat slots, 5 invocation/reaction slots, deck and discard pile; Eliria 3: d12 counters
    specs = {spec.name: spec for _, spec in GAME.zone_table}
    combat = [name for name in specs if name.startswith("combate")]
    assert len(combat) == 3 and all(specs[name].capacity == 1 for name in combat)
    assert specs["invocacion"].capacity == 5
    assert specs["mazo"].visibility is Visibility.HIDDEN and specs["descarte"].visibility is Visibility.PUBLIC
    state = random_playout(demo_state("eliria", 2), 2)
    for card in state.cards:
        if card is not None:
            assert 0 <= card.counters.get("poder", 0) <= 12


def test_one_deck_each_and_a_die_on_each_combat_slot() -> None:
    # Eliria 1: one deck per player, the board, and three dice: one d12 per combat slot (Eliria 3)
    deck = GAME.demo_pair()[0]
    with pytest.raises(ValueError, match="2 mazos"):
        GAME.new_initial_state([deck], 1)
    state = demo_state("eliria", 9)

    def three_dice_at_most(current: State, _action: object) -> None:
        for player in range(2):
            dice = [c for c in current.cards if c is not None and c.controller == player and "poder" in c.counters
                    and current.zone_name_of(c.id).startswith("combate")]
            assert len(dice) <= 3

    random_playout(state, 9, three_dice_at_most)  # type: ignore[arg-type]


def test_decks_are_shuffled_and_cut_and_five_cards_are_drawn() -> None:
    # Eliria 11.a: shuffle and cut; Eliria 11.b: five cards each
    orders = set()
    for seed in range(8):
        state = demo_state("eliria", seed, mulligan=False, first_player=0)
        assert len(state.ids(0, "mano")) == 5 and len(state.ids(1, "mano")) == 5
        deck = state.ids(0, "mazo") + state.ids(0, "mano")
        names = [state.cards[c].defn.name for c in deck]  # type: ignore[union-attr]
        assert sorted(names) == sorted(c.name for c in GAME.demo_pair()[0].section("main"))
        orders.add(tuple(names))
    assert len(orders) == 8


def test_the_dice_decide_who_chooses_the_first_player() -> None:
    # Eliria 11.c: each player rolls a die; the winner chooses who starts
    winners = set()
    for seed in range(12):
        state = demo_state("eliria", seed, mulligan=False)
        assert isinstance(state, EliriaState)
        assert state.prompt is not None and state.prompt.kind == "primero"
        low, high = sorted(state.dice)
        assert 1 <= low < high <= 12
        assert state.current_player() == state.dice.index(high)
        winners.add(state.current_player())
        chooser = state.current_player()
        state.apply_action(state.parse_action(f"first P{2 - (chooser or 0)}"))
        assert state.turn_player == 1 - (chooser or 0) and state.turn == 1
    assert winners == {0, 1}


def test_every_player_may_count_decks_and_hands_and_see_discard_piles() -> None:
    # Eliria 13.a: decks counted; Eliria 13.b: the opponent's hand counted; Eliria 13.c: discard piles consulted
    state = random_playout_until(demo_state("eliria", 5), lambda s: len(s.ids(1, "descarte")) > 0 and s.turn > 4)
    view = state.observation(0)
    assert view.zone("P2.mazo").count == len(state.ids(1, "mazo")) and view.zone("P2.mazo").cards == ()
    hand = view.zone("P2.mano")
    assert hand.count == len(state.ids(1, "mano")) and all(card.name is None or card.id in known(state, 0) for card in hand.cards)
    discard = view.zone("P2.descarte")
    assert [card.name for card in discard.cards] == [state.cards[c].defn.name for c in state.ids(1, "descarte")]  # type: ignore[union-attr]


def test_face_down_cards_keep_their_identity_hidden_but_show_their_die() -> None:
    # Eliria 8: face-down cards are hidden from the opponent; Eliria 3: their d12 stays on the slot
    text = """
[scenario]
game = "eliria"
[setup.P1]
combat = [{ card = "Oso de las Cumbres", power = 6, face_up = false }]
invocation = [{ card = "Muro de Escarcha", face_up = false, marker = true }]
[setup.P2]
combat = ["Centinela de Bruma"]
"""
    state = _scenario(text)
    rival = state.observation(1)
    bear = rival.zone("P1.combate1").cards[0]
    assert bear.name is None and bear.code is None and dict(bear.counters) == {"poder": 6}
    wall = rival.zone("P1.invocacion").cards[0]
    assert wall.name is None and wall.markers == ("marcador",)
    own = state.observation(0).zone("P1.combate1").cards[0]
    assert own.name == "Oso de las Cumbres" and dict(own.stats)["potencial"] == 5


def known(state: State, viewer: int) -> set[int]:
    return {c.id for c in state.cards if c is not None and (c.known >> viewer) & 1}


def random_playout_until(state: State, done: Callable[[State], bool]) -> State:
    rng = Rng(5)
    while not done(state) and not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    return state


def _scenario(text: str) -> EliriaState:
    import tempfile

    from engine.scenario import build_state, load_scenario

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "s.toml"
        path.write_text(text, encoding="utf-8")
        data, raw = load_scenario(path)
        state = build_state(path, data, raw)
    assert isinstance(state, EliriaState)
    return state



def test_card_names_never_clash_with_the_notation() -> None:
    # names are read inside "play X to N", "flip X on T", "attack A #n on T", "@P1.mano.2"
    for card in GAME.cards:
        for name in (card.name, card.name_en):
            padded = f" {name.casefold()} "
            assert " on " not in padded and " to " not in padded and not set(name) & set("#@,"), name


def test_a_ban_list_is_followed_at_the_table_and_in_the_editor() -> None:
    # Eliria 4 and a tournament's list: the table's validator read a ``limits`` that the ban lists
    # read from files do not have, so a banned card was let through
    from engine.formats.game_cards import GameCardLookup
    from engine.formats.records import ResolvedDeck
    from engine.formats.validation import BanList, validate

    deck = parse_deck(_deck("Oso de las Cumbres", "Centinela de Bruma"), GAME)
    listing = BanList("Torneo", "eliria", {"Summit Bear": 0})
    at_table = GAME.validate_deck(deck, listing)
    assert [(p.rule.id, p.line) for p in at_table] == [("Eliria lista", 4)]
    assert "Oso de las Cumbres" in at_table[0].message.es and "Torneo" in at_table[0].message.es
    lookup = GameCardLookup(GAME)
    resolved = ResolvedDeck("eliria", deck.name, {"main": [(1, lookup.by_code[e.card.code]) for e in deck.sections["main"]]})
    assert [p.rule.id for p in validate(resolved, "eliria", banlist=listing)] == ["Eliria lista"]
    assert GAME.validate_deck(deck, BanList("Torneo", "eliria", {"Oso de las Cumbres": 1})) == []
