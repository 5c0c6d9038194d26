"""Core primitives: randomness, knowledge through moves and shuffles, references, manual and
meta actions, conceding, and the engine's independence from GUI libraries."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import Action, IllegalActionError, NotationError, Rng
from tests.helpers import demo_state

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def test_rng_is_deterministic_and_seed_sensitive() -> None:
    assert [Rng(5).next_u64() for _ in range(3)] == [Rng(5).next_u64() for _ in range(3)]
    assert Rng(5).next_u64() != Rng(6).next_u64()
    assert Rng("texto").next_u64() == Rng("texto").next_u64()
    twin = Rng(7)
    twin.next_u64()
    copy = twin.copy()
    assert copy.next_u64() == twin.next_u64()


def test_rng_below_is_roughly_uniform() -> None:
    rng = Rng(1)
    counts = Counter(rng.below(6) for _ in range(60000))
    assert set(counts) == set(range(6))
    assert all(9000 < c < 11000 for c in counts.values())


@given(st.lists(st.integers(), max_size=50), st.integers(0, 2**64))
def test_shuffle_is_a_permutation(items: list[int], seed: int) -> None:
    shuffled = list(items)
    Rng(seed).shuffle(shuffled)
    assert sorted(shuffled) == sorted(items)


def test_engine_imports_no_gui_or_imaging_library() -> None:
    forbidden = {"PySide6", "PyQt5", "PyQt6", "PIL", "desktop", "cardimages"}
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert name.split(".")[0] not in forbidden, f"{path} imports {name}"


def test_a_shuffle_hides_which_card_is_which() -> None:
    """SiX 3.1.2 / 3.1.4: after a shuffle nobody can follow a card, not even by its id."""
    state = demo_state("six", 1)
    deck = state.zone(0, "mazo")
    ids = list(state.zones[deck])
    top = ids[0]
    card = state.cards[top]
    assert card is not None
    card.known = 0b11
    before = [state.cards[i].defn.code for i in ids]  # type: ignore[union-attr]
    state.shuffle(deck)
    assert state.zones[deck] == ids  # the ids keep their places...
    after = [state.cards[i].defn.code for i in ids]  # type: ignore[union-attr]
    assert sorted(after) == sorted(before) and after != before  # ...their identities do not
    assert all(state.cards[i].known == 0 for i in ids)  # type: ignore[union-attr]


def test_a_card_seen_going_into_a_hand_stays_known() -> None:
    """SiX 11.5: a card returned to the hand is known to the opponent."""
    state = demo_state("six", 2, mulligan=False)
    field = state.zone(0, "campo")
    hand = state.zone(0, "mano")
    card_id = state.zones[hand][0]
    state.move(card_id, field)
    state.move(card_id, hand)
    view = state.observation(1).zone("P1.mano")
    known = [c for c in view.cards if c.code is not None]
    assert [c.id for c in known] == [card_id]
    assert all(c.code is None for c in view.cards if c.id != card_id)


def test_references_add_a_locator_only_when_needed() -> None:
    state = demo_state("six", 3, mulligan=False)
    hand = state.ids(0, "mano")
    names = Counter(state.cards[c].defn.name for c in hand)  # type: ignore[union-attr]
    for card_id in hand:
        text = state.ref(card_id, hand, 0)
        assert "@" not in text
        assert state.cards[state.resolve(text, hand, 0)].defn.name == text  # type: ignore[union-attr]
    assert sum(names.values()) == len(hand)
    hidden = state.ref(state.ids(1, "mano")[0], state.ids(1, "mano"), 0)
    assert hidden == "@P2.mano.1"
    with pytest.raises(NotationError):
        state.resolve("Carta que no existe", hand, 0)


def test_manual_actions_are_logged_as_manual_and_validated() -> None:
    state = demo_state("six", 4, mulligan=False)
    card = state.ids(0, "mano")[0]
    name = state.cards[card].defn.name  # type: ignore[union-attr]
    events = state.apply_action(state.parse_action(f"manual move {state.ref(card, state.ids(0, 'mano'), 0)} to P1.cementerio", 0))
    assert events and all(e.manual for e in events)
    assert state.ids(0, "cementerio")[0] == card
    assert state.history[-1].is_manual
    assert state.action_to_string(state.history[-1]) == f"manual move {name} to P1.cementerio"
    state.apply_action(state.parse_action("manual counter P2 vidas -2", 0))
    assert state.counters[1]["vidas"] == 4
    state.apply_action(state.parse_action("manual counter P2 vidas +5", 0))
    assert state.counters[1]["vidas"] == 6  # SiX 11.4 also for manual changes
    state.apply_action(state.parse_action(f"manual rotate {name}", 0))
    assert state.cards[card].rotated  # type: ignore[union-attr]
    with pytest.raises(NotationError):
        state.parse_action("manual move X to P9.nada", 0)
    state.undo(3)
    assert state.counters[1]["vidas"] == 6 and not state.cards[card].rotated  # type: ignore[union-attr]


def test_manual_move_respects_field_capacity() -> None:
    # SiX 3.8.2: at most 6 Units/Entes on the field, also for manual moves
    state = demo_state("six", 5, mulligan=False)
    for card in list(state.ids(0, "mano"))[:6]:
        state.move(card, state.zone(0, "campo"))
    extra = state.ids(0, "mazo")[0]
    before = state.state_hash()
    with pytest.raises(IllegalActionError) as info:
        state.apply_action(Action("manual.move", 0, (extra,), choice="P1.campo"))
    assert info.value.rule.id == "SiX 3.8.2"
    assert state.state_hash() == before


def test_conceding_is_always_possible_and_never_forced() -> None:
    # SiX 1.3.3: any player may concede at any point; SiX 1.3.3.1 only by their own choice
    state = demo_state("six", 6)
    opponent = 1 - state.current_player()  # type: ignore[operator]
    assert all(a.kind != "concede" for a in state.legal_actions())
    assert Action("concede", opponent) in state.meta_actions(opponent)
    state.apply_action(state.parse_action("concede", opponent))
    assert state.outcome is not None and state.outcome.winner == 1 - opponent
    assert state.outcome.rule is not None and state.outcome.rule.id == "SiX 1.3.3"
    with pytest.raises(IllegalActionError):
        state.apply_action(Action("concede", 1 - opponent))


def test_reordering_own_cemetery_and_hand() -> None:
    # SiX 3.6.2: a player may reorder their own cemetery; SiX 3.10.1 and their hand
    state = demo_state("six", 7, mulligan=False)
    hand = state.ids(0, "mano")
    for card in list(hand)[:3]:
        state.move(card, state.zone(0, "cementerio"))
    pile = list(state.ids(0, "cementerio"))
    last = pile[-1]
    state.apply_action(Action("reorder", 0, (last,), choice=0))
    assert state.ids(0, "cementerio")[0] == last
    first_in_hand = state.ids(0, "mano")[0]
    state.apply_action(Action("reorder", 0, (first_in_hand,), choice=2))
    assert state.ids(0, "mano")[2] == first_in_hand
    with pytest.raises(IllegalActionError) as info:
        state.apply_action(Action("reorder", 1, (last,), choice=1))
    assert info.value.rule.id == "SiX 3.6.2"


def test_a_refusal_in_each_language() -> None:
    from engine.core.errors import IllegalActionError, Rule
    from engine.core.text import Text

    rule = Rule("SiX 3.8.2", "el Campo tiene 5 espacios", "the Field has 5 spaces")
    refusal = IllegalActionError(rule, Text("el Campo de P1 está lleno", "P1's field is full"), action="jugar Lobo")
    assert str(refusal) == refusal.message("es") == "«jugar Lobo» rechazada — SiX 3.8.2: el Campo tiene 5 espacios — el Campo de P1 está lleno"
    assert refusal.message("en") == "«jugar Lobo» refused — SiX 3.8.2: the Field has 5 spaces — P1's field is full"
    assert IllegalActionError(Rule("X 1", "solo español")).message("en") == "X 1: solo español"  # no English text: Spanish


def test_property_tests_do_not_depend_on_timing() -> None:
    """No property test fails for the machine's load: no deadline, no "too slow" health check."""
    assert settings().deadline is None
    assert HealthCheck.too_slow in settings().suppress_health_check
