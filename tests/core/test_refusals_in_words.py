"""A refusal reads wholly in its reader's language: the refused action in words as the log says
it (``engine.core.wording``), each card by the name its face shows in that language, and no card
its player cannot see. An English window said «summon Capitana del Estandarte» refused of the
card its table showed as Banner Captain, and a card of the other hand was «@P2.mano.1»."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.core.state import State
from tests.helpers import demo_state, scenario_state


def _state(tmp_path: Path, text: str) -> State:
    return scenario_state(tmp_path / "s.toml", text)


def _card(state: State, name: str) -> int:
    return next(c.id for c in state.cards if c is not None and c.defn.name == name)


def _refusal(state: State, action: Action) -> IllegalActionError:
    before = state.state_hash()
    with pytest.raises(IllegalActionError) as caught:
        state.apply_action(action)
    assert state.state_hash() == before
    return caught.value


def _reads(error: IllegalActionError, lang: str, says: str, never: str) -> None:
    message = error.message(lang)
    assert says in message and never not in message, message


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_second_normal_summon_names_the_card_in_the_readers_language(tmp_path: Path, lang: str) -> None:
    state = _state(tmp_path, """[scenario]
game = "ygo"
[setup.P1]
hand = ["Caballero de Hierro", "Capitana del Estandarte"]
""")
    state.apply_action(state.parse_action("summon Caballero de Hierro", 0))
    error = _refusal(state, state.parse_action("summon Capitana del Estandarte", 0))
    assert error.rule.id == "YGO PhasesDelJuego.11"  # one Normal Summon a turn
    english = ("«P1 summons Banner Captain» refused", "Capitana del Estandarte")
    spanish = ("«P1 invoca Capitana del Estandarte» rechazada", "Banner Captain")
    _reads(error, lang, *(english if lang == "en" else spanish))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_six_play_out_of_its_moment_names_the_card_in_the_readers_language(tmp_path: Path, lang: str) -> None:
    state = _state(tmp_path, """[scenario]
game = "six"
[setup.P1]
hand = ["Lobo de Ceniza"]
[setup.P2]
hand = ["Rayo Sagrado"]
""")
    error = _refusal(state, Action("play", 1, (_card(state, "Rayo Sagrado"),)))
    assert error.rule.id == "SiX 6.6.1.1.2"  # each player acts in their own action moment
    _reads(error, lang, *(("«P2 plays Holy Bolt» refused", "Rayo Sagrado") if lang == "en"
                          else ("«P2 juega Rayo Sagrado» rechazada", "Holy Bolt")))


def test_a_card_named_in_the_rules_detail_reads_in_english_too(tmp_path: Path) -> None:
    state = _state(tmp_path, """[scenario]
game = "eliria"
[setup.P1]
hand = ["Lobo de Ceniza Blanca"]
""")
    error = _refusal(state, Action("play", 0, (_card(state, "Lobo de Ceniza Blanca"),)))
    assert error.rule.id == "Eliria 2"  # a combat card goes in a combat slot: which one?
    _reads(error, "en", "«White Ash Wolf» goes in a combat slot", "Lobo de Ceniza Blanca")
    _reads(error, "es", "«Lobo de Ceniza Blanca» va en", "White Ash Wolf")


@pytest.mark.parametrize("case", ["ygo summon", "six play", "six reorder", "six after the end"])
def test_a_refusal_never_names_a_card_its_player_cannot_see(case: str) -> None:
    """The other player's hand, in either language: «P2 summons hidden card in Hand (P1)»."""
    game, kind = case.split(" ", 1)
    state = demo_state(game, 1)
    if kind == "after the end":
        state.apply_action(Action("concede", 1))
    hidden = state.ids(1, "mano")[0]
    defn = state._card(hidden).defn
    assert not state.is_visible_to(0, state._card(hidden)) and defn.name_en and defn.name_en != defn.name
    verb = {"summon": "summon", "play": "play", "reorder": "reorder", "after the end": "play"}[kind]
    error = _refusal(state, Action(verb, 0, (hidden,), choice=0 if verb == "reorder" else None))
    for lang, hidden_card in (("es", "carta oculta en Mano (P2)"), ("en", "hidden card in Hand (P2)")):
        message = error.message(lang)
        assert hidden_card in message and defn.name not in message and defn.name_en not in message, message
