"""Magic's keyword actions read as words in the window, in Spanish and in English: suspend (CR
702.62a), unearth (CR 702.84a), level up (CR 702.87a) and escape's cards exiled as its cost (CR
702.138a, 118.8) are buttons that name the keyword and the card, never the notation's «suspend» or
«activate»; each is in the card's menu too, and pressing it sends that card's action. The cards are
built from their Oracle text, as the keyword tests of tests/mtg build them."""

from __future__ import annotations

from typing import Iterator

import pytest

from desktop.table.layout import load_layout
from desktop.widgets.prompt_bar import PromptBar
from engine.core.actions import Action
from engine.games.mtg.state import MtgState
from tests.desktop.clicks import click_button, settled
from tests.desktop.tables import on_table, shown_window
from engine.formats.records import CardRecord
from tests.mtg.own_cards import own_card
from tests.mtg.test_kw_escape import OX
from tests.mtg.test_kw_level_up import STUDENT
from tests.mtg.test_kw_unearth import ZOMBIE
from tests.mtg.states import card_id, mtg_state, play


@pytest.fixture(autouse=True)
def spanish(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The interface in Spanish (a test that checks English installs it and leaves Spanish)."""
    from desktop.i18n import install

    install("es")
    yield
    install("es")


def _card(name: str, type_line: str, cost: str, text: str, stats: dict[str, str] | None = None) -> None:
    """The card as the keyword tests of tests/mtg build it (the same record: one card of that name)."""
    record = CardRecord(game="mtg", name=name, oracle_id=f"test-{name.lower().replace(' ', '-')}", type_line=type_line,
                        cost=cost, text=text, stats=stats or {})
    card = own_card(record)
    assert card is not None and card.program.automated or name == "Ox of Agonas"  # its enter trigger is by hand


def _cards() -> None:
    _card("Rift Bolt", "Sorcery", "{2}{R}", "Rift Bolt deals 3 damage to any target.\nSuspend 1—{R}")
    _card("Dregscape Zombie", "Creature — Zombie", "{1}{B}", ZOMBIE, {"power": "2", "toughness": "1"})
    _card("Student of Warfare", "Creature — Human Knight", "{W}", STUDENT, {"power": "1", "toughness": "1"})
    _card("Ox of Agonas", "Creature — Ox", "{3}{R}{R}", OX, {"power": "4", "toughness": "2"})


def _main_phase() -> MtgState:
    """P1 in their main phase, able to suspend Rift Bolt, unearth Dregscape Zombie and level up
    Student of Warfare."""
    _cards()
    return mtg_state({"hand": ["Rift Bolt"], "battlefield": ["Montaña", "Pantano", "Llanura", "Student of Warfare"],
                      "graveyard": ["Dregscape Zombie"], "library": ["Isla"] * 5})


def _escape_cost() -> MtgState:
    """P1 has cast Ox of Agonas from the graveyard: the escape cost asks for a card to exile."""
    _cards()
    state = mtg_state({"graveyard": ["Ox of Agonas", "Isla", "Oso Musgoso"] + ["Pantano"] * 7, "battlefield": ["Montaña"] * 2,
                       "library": ["Isla"] * 5})
    play(state, "cast Ox of Agonas")
    assert state.prompt is not None and state.prompt.kind == "exiliar_coste"
    return state


def _bar(qtbot, state: MtgState, lang: str) -> PromptBar:  # type: ignore[no-untyped-def]
    from desktop.i18n import install

    install(lang)
    bar = PromptBar(lang, load_layout("mtg").words)
    qtbot.addWidget(bar)
    bar.show_prompt(state.observation(0), [state.gesture(a) for a in state.legal_actions()], False)
    return bar


def _texts(bar: PromptBar) -> set[str]:
    return {button.text() for button in bar.buttons.values()}


@pytest.mark.parametrize(("lang", "words"), [
    ("es", {"Suspender · Rift Bolt", "Desenterrar · Dregscape Zombie", "Subir de nivel · Student of Warfare"}),
    ("en", {"Suspend · Rift Bolt", "Unearth · Dregscape Zombie", "Level up · Student of Warfare"}),
])
def test_suspend_unearth_and_level_up_are_named_buttons(qtbot, lang: str, words: set[str]) -> None:  # type: ignore[no-untyped-def]
    """CR 702.62a (a special action), 702.84a and 702.87a (activated abilities, as a sorcery)."""
    bar = _bar(qtbot, _main_phase(), lang)
    assert words <= _texts(bar)
    assert not {"suspend", "unearth", "level up", "activate"} & _texts(bar)  # no word of the notation


@pytest.mark.parametrize(("lang", "word"), [("es", "Exiliar"), ("en", "Exile")])
def test_escape_asks_for_each_card_to_exile_by_name(qtbot, lang: str, word: str) -> None:  # type: ignore[no-untyped-def]
    """CR 702.138a: the other cards exiled as escape's cost are chosen one at a time, one
    button a card (the seven Swamps are one choice, as the engine lists copies once)."""
    state = _escape_cost()
    bar = _bar(qtbot, state, lang)
    names = ("Isla", "Oso Musgoso", "Pantano") if lang == "es" else ("Island", "Mossback Bear", "Swamp")
    assert _texts(bar) == {f"{word} · {name}" for name in names}
    assert len(bar.buttons) == 3  # never the Ox itself (CR 702.138a: "other cards")


def _pressed(qtbot, state: MtgState, label: str, menu: bool) -> Action:  # type: ignore[no-untyped-def]
    """Press the bar's button ``label`` (or the card menu's line of that card), as a person does;
    the action the game then applied."""
    window = on_table(shown_window(qtbot), state)
    qtbot.waitUntil(lambda: settled(window), timeout=5_000)
    before = len(state.history)
    bar = window.table.prompt_bar
    key = next(k for k, b in bar.buttons.items() if b.text() == label)
    if menu:
        actions = window.table.card_actions
        assert actions is not None
        card = int(key.rsplit(" ", 1)[1])
        word = label.split(" · ")[0]
        choice = next(c for c in actions.choices(card) if c.label == word)
        actions.choose(card, choice)
    else:
        click_button(window, key)
    qtbot.waitUntil(lambda: len(state.history) > before, timeout=5_000)
    return state.history[before]


@pytest.mark.parametrize("menu", [False, True])
def test_pressing_suspend_unearth_and_level_up_sends_that_cards_action(qtbot, menu: bool) -> None:  # type: ignore[no-untyped-def]
    for label, kind, name in (("Suspender · Rift Bolt", "suspend", "Rift Bolt"),
                              ("Desenterrar · Dregscape Zombie", "activate", "Dregscape Zombie"),
                              ("Subir de nivel · Student of Warfare", "activate", "Student of Warfare")):
        state = _main_phase()
        done = _pressed(qtbot, state, label, menu)
        assert (done.kind, done.cards, done.player) == (kind, (card_id(state, name),), 0)


def test_pressing_exile_exiles_the_card_named(qtbot) -> None:  # type: ignore[no-untyped-def]
    state = _escape_cost()
    bear = card_id(state, "Oso Musgoso")
    done = _pressed(qtbot, state, "Exiliar · Oso Musgoso", menu=False)
    assert (done.kind, done.cards) == ("exile", (bear,))  # CR 702.138a: one of the eight
    assert state.prompt is not None and state.prompt.kind == "exiliar_coste" and "(faltan 7)" in state.prompt.text
