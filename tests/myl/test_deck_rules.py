"""Mitos y Leyendas: deck construction, the setup of a duel (opening hand, mulligan, initial
Oro, who draws first) and what each player may see, checked in Python.

Each test cites the rules it checks as ``MyL <id>`` (the coverage tool finds them there).
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core import get_game
from engine.core.actions import Action
from engine.core.deck import Deck, DeckEntry
from engine.core.errors import DeckError, IllegalActionError, LoadError
from engine.formats.tapete_deck import parse_deck
from engine.formats.validation.banlist import BanList
from engine.games.myl.cards import load_set
from engine.games.myl.state import MylState

GAME = get_game("myl")


def _deck(entries: dict[str, int], side: dict[str, int] | None = None) -> Deck:
    sections = {"main": [DeckEntry(n, GAME.cards.find(name)) for name, n in entries.items()]}  # type: ignore[arg-type]
    if side:
        sections["side"] = [DeckEntry(n, GAME.cards.find(name)) for name, n in side.items()]  # type: ignore[arg-type]
    return Deck("myl", "prueba", sections)


def _legal_entries() -> dict[str, int]:
    return {"Oro": 20, "Lobo Gris": 3, "Oso de las Cumbres": 3, "Dragón Joven": 3, "Manada Salvaje": 3,
            "Caballero de la Torre": 3, "Escudero del Alba": 3, "Jinete Veloz": 3, "Inspiración": 3,
            "Bola de Fuego": 3, "Espada del Alba": 3}


def _ids(violations: list) -> list[str]:
    return [v.rule.id for v in violations]


def _state(seed: int = 1, **params: object) -> MylState:
    state = GAME.new_initial_state(GAME.demo_pair(), seed, params)
    assert isinstance(state, MylState)
    return state


def test_demo_decks_are_legal() -> None:
    # MyL Castillo, MyL Copias: the shipped decks follow the construction rules
    decks = GAME.demo_decks()
    assert len(decks) == 2
    for deck in decks.values():
        assert deck.count("main") == 50
        assert GAME.validate_deck(deck) == []


def test_the_castillo_has_exactly_50_cards() -> None:
    # MyL Castillo
    assert GAME.validate_deck(_deck(_legal_entries())) == []
    short = _legal_entries() | {"Oro": 19}
    assert _ids(GAME.validate_deck(_deck(short))) == ["MyL Castillo"]
    long = _legal_entries() | {"Oro": 21}
    assert _ids(GAME.validate_deck(_deck(long))) == ["MyL Castillo"]
    with pytest.raises(DeckError):
        GAME.new_initial_state([_deck(short), _deck(_legal_entries())], 1)


def test_at_most_three_copies_by_name_basic_oro_exempt() -> None:
    # MyL Copias: 3 per name over the Castillo and the side deck; basic Oros have no limit
    entries = _legal_entries() | {"Lobo Gris": 4, "Oro": 19}
    assert _ids(GAME.validate_deck(_deck(entries))) == ["MyL Copias"]
    side = GAME.validate_deck(_deck(_legal_entries(), {"Lobo Gris": 1}))
    assert _ids(side) == ["MyL Copias"]
    special = _legal_entries() | {"Oro": 16, "Oro del Tesoro Real": 4}
    assert _ids(GAME.validate_deck(_deck(special))) == ["MyL Copias"]


def test_unique_cards_allow_one_copy(tmp_path) -> None:  # type: ignore[no-untyped-def]
    # MyL Única: a card whose text says Única allows a single copy
    path = tmp_path / "unica.toml"
    path.write_text('[set]\ncode = "X"\n[[card]]\ncode = "X-1"\nname = "Rey Único"\ntype = "Aliado"\ncost = 3\n'
                    'force = 3\ntext = "Única."\n', encoding="utf-8")
    king = load_set(path)[0]
    deck = _deck(_legal_entries() | {"Oro": 18})
    deck.sections["main"].append(DeckEntry(2, king))
    assert _ids(GAME.validate_deck(deck)) == ["MyL Única"]


def test_banned_and_limited_list() -> None:
    # MyL Prohibidas y limitadas
    banlist = BanList("prueba", "myl", {"Lobo Gris": 1, "Inspiración": 0})
    violations = GAME.validate_deck(_deck(_legal_entries()), banlist)
    assert sorted(_ids(violations)) == ["MyL Prohibidas y limitadas"] * 2


def test_a_deck_file_with_an_unknown_card_names_the_line() -> None:
    with pytest.raises(LoadError) as info:
        parse_deck("game = myl\n[main]\n50 Oro\n1 Carta Inexistente\n", GAME)
    assert info.value.line == 4


def test_opening_hand_of_eight_and_initial_oro() -> None:
    # MyL Mano: 8 cards each; MyL S.oro_inicial, MyL S.mano_inicial: one basic Oro from the Castillo starts in the reserve
    state = _state()
    for player in (0, 1):
        assert len(state.ids(player, "mano")) == 8
        assert [state.defn(c).name for c in state.ids(player, "reserva")] == ["Oro"]
        assert len(state.ids(player, "castillo")) == 50 - 8 - 1
    assert state.prompt is not None and state.prompt.kind == "mulligan"
    assert state.current_player() == state.first_player
    plain = _state(oro_inicial=False, mano_inicial=6)
    assert len(plain.ids(0, "mano")) == 6 and plain.ids(0, "reserva") == []


def test_mulligan_draws_one_fewer_and_the_starting_player_decides_first() -> None:
    # MyL Mulligan, MyL S.mulligan_resta
    state = _state(3)
    first = state.first_player
    before = Counter(state.defn(c).code for z in ("mano", "castillo") for c in state.ids(first, z))
    with pytest.raises(IllegalActionError) as info:
        state.apply_action(Action("keep", 1 - first))
    assert info.value.rule.id == "MyL Mulligan"
    state.apply_action(Action("mulligan", first))
    assert len(state.ids(first, "mano")) == 7
    after = Counter(state.defn(c).code for z in ("mano", "castillo") for c in state.ids(first, z))
    assert before == after
    state.apply_action(Action("keep", first))
    assert state.current_player() == 1 - first
    state.apply_action(Action("keep", 1 - first))
    assert state.phase == "vigilia" and state.turn == 1
    harsh = _state(3, mulligan_resta=3)
    harsh.apply_action(Action("mulligan", harsh.first_player))
    assert len(harsh.ids(harsh.first_player, "mano")) == 5


def test_the_starting_player_does_not_draw_on_turn_one() -> None:
    # MyL Turno, MyL Agrupación, MyL S.primero_roba
    state = _state(4, mulligan=False)
    assert state.turn == 1 and state.phase == "vigilia"
    assert len(state.ids(state.turn_player, "mano")) == 8
    drawing = _state(4, mulligan=False, primero_roba=True)
    assert len(drawing.ids(drawing.turn_player, "mano")) == 9


def test_bad_parameters_are_refused() -> None:
    with pytest.raises(ValueError, match="parámetro desconocido «limite_de_mano»"):
        _state(1, limite_de_mano=3)
    with pytest.raises(ValueError, match="orden_entrada"):
        _state(1, orden_entrada="nadie")
    with pytest.raises(ValueError, match="limite_mano"):
        _state(1, limite_mano="ocho")


def test_castillo_and_hand_are_hidden_from_the_rival() -> None:
    # MyL Castillo, MyL Mano: the rival sees the sizes, never the cards; the owner sees the hand
    state = _state(5)
    view = state.observation(0)
    zones = {z.key: z for z in view.zones}
    assert zones["P2.castillo"].count == 41 and zones["P2.castillo"].cards == ()
    assert zones["P1.castillo"].cards == ()
    assert all(card.code is None for card in zones["P2.mano"].cards)
    assert all(card.code is not None for card in zones["P1.mano"].cards)
    assert all(card.code is not None for card in zones["P2.reserva"].cards)


def test_conceding_ends_the_duel() -> None:
    # MyL Conceder
    state = _state(6)
    state.apply_action(state.parse_action("concede", 1))
    assert state.outcome is not None and state.outcome.winner == 0
    assert state.outcome.rule is not None and state.outcome.rule.id == "MyL Conceder"


def test_a_set_file_with_an_unknown_operation_names_the_card(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "mal.toml"
    path.write_text('[set]\ncode = "X"\n[[card]]\ncode = "X-1"\nname = "Mal"\ntype = "Talismán"\ncost = 1\n'
                    'do = [{ op = "volar" }]\n', encoding="utf-8")
    with pytest.raises(LoadError, match="X-1"):
        load_set(path)
