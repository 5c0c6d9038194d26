"""Magic's keyword actions read as words in the window, in Spanish and in English: suspend (CR
702.62a), unearth (CR 702.84a), level up (CR 702.87a) and escape's cards exiled as its cost (CR
702.138a, 118.8) are buttons that name the keyword and the card, never the notation's «suspend» or
«activate»; each is in the card's menu too, and pressing it sends that card's action. The cards are
built from their Oracle text, as the keyword tests of tests/mtg build them."""

from __future__ import annotations

from typing import Iterator

import pytest

from desktop.main_window import MainWindow
from desktop.table.layout import load_layout
from desktop.widgets.prompt_bar import PromptBar
from engine.core.actions import Action
from engine.games.mtg.state import MtgState
from tests.desktop.clicks import click_button, settled
from tests.desktop.tables import on_table, shown_window
from tests.desktop.windows import delete_closed_widgets
from engine.formats.records import CardRecord
from tests.mtg.own_cards import adopt, own_card
from tests.mtg.test_kw_escape import OX
from tests.mtg.test_kw_level_up import STUDENT
from tests.mtg.test_kw_unearth import ZOMBIE
from tests.mtg.states import card_id, mtg_state, play


@pytest.fixture(autouse=True)
def spanish(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The interface in Spanish (a test that checks English installs it; the suite's conftest
    installs English after each test). The closed windows of the tests before are deleted first,
    so that no language switch makes them retranslate."""
    from desktop.i18n import install

    delete_closed_widgets()
    install("es")
    yield
    delete_closed_widgets()


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
    qtbot.waitUntil(lambda: settled(window))
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
    qtbot.waitUntil(lambda: len(state.history) > before)
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


def test_a_card_whose_action_is_a_button_is_lit(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Student of Warfare's only action is its level up button: the card is lit as one that can act."""
    from desktop.table.items import HIGHLIGHT

    state = _main_phase()
    window = on_table(shown_window(qtbot), state)
    qtbot.waitUntil(lambda: settled(window))
    scene = window.table.scene
    assert scene is not None and scene.cards[card_id(state, "Student of Warfare")].highlight == HIGHLIGHT


# ---------------------------------------------------------------------- the keywords' questions


def _question(qtbot, state: MtgState, lang: str) -> tuple[str, set[str]]:  # type: ignore[no-untyped-def]
    """What the prompt bar asks and the buttons it offers, in ``lang``."""
    bar = _bar(qtbot, state, lang)
    return bar.text.text(), _texts(bar)


@pytest.mark.parametrize(("lang", "question", "answers"), [
    ("es", "Mantenimiento acumulativo: ¿pagas {U}{U} (2 contadores de edad)? Si no, sacrificas Illusionary Forces", {"Sí", "No"}),
    ("en", "Cumulative upkeep: pay {U}{U} (2 age counters)? If you don't, sacrifice Illusionary Forces", {"Yes", "No"}),
])
def test_cumulative_upkeep_asks_to_pay_or_sacrifice(qtbot, lang: str, question: str, answers: set[str]) -> None:  # type: ignore[no-untyped-def]
    """CR 702.24a: an age counter goes on, then the cost once for each age counter is asked, or the
    permanent is sacrificed (before, the question read «¿Pagas {U}{U} para evitarlo? Cumulative upkeep {U}»)."""
    from tests.mtg.test_kw_cumulative_upkeep import _upkeep

    assert _question(qtbot, _upkeep(1, 2), lang) == (question, answers)


def _cascade() -> MtgState:
    """P1 has cast Bloodbraid Elf: its cascade exiled a Forest and then Rift Bolt (mana value 3)."""
    _cards()
    adopt("Bloodbraid Elf", "Creature — Elf Berserker", "{2}{R}{G}", "Haste\nCascade", "3", "2")
    state = mtg_state({"hand": ["Bloodbraid Elf"], "battlefield": ["Montaña", "Montaña", "Bosque", "Bosque"],
                       "library": ["Bosque", "Rift Bolt"] + ["Llanura"] * 5}, {"hand": ["Isla"]})
    play(state, "cast Bloodbraid Elf", "pass", "pass")
    return state


@pytest.mark.parametrize(("lang", "question", "answers"), [
    ("es", "Cascada: ¿lanzas Rift Bolt sin pagar su coste de maná?", {"Sí", "No"}),
    ("en", "Cascade: cast Rift Bolt without paying its mana cost?", {"Yes", "No"}),
])
def test_cascade_asks_to_cast_the_card_without_paying(qtbot, lang: str, question: str, answers: set[str]) -> None:  # type: ignore[no-untyped-def]
    """CR 702.85a: the exiled card may be cast without paying its mana cost; «Sí» casts it."""
    state = _cascade()
    assert _question(qtbot, state, lang) == (question, answers)
    bolt = card_id(state, "Rift Bolt")
    window = on_table(shown_window(qtbot), state)
    qtbot.waitUntil(lambda: settled(window))
    click_button(window, "yes")
    qtbot.waitUntil(lambda: state.zone_name_of(bolt) == "pila")  # cast (its target asked next)


@pytest.mark.parametrize(("lang", "question"), [
    ("es", "Concesión: ¿lanzas Boon Satyr por {3}{G}{G} como Aura (encantar criatura) y no como criatura?"),
    ("en", "Bestow: cast Boon Satyr for {3}{G}{G} as an Aura (enchant creature) rather than as a creature?"),
])
def test_bestow_is_asked_in_its_words(qtbot, lang: str, question: str) -> None:  # type: ignore[no-untyped-def]
    """CR 702.103a, 702.103b (the Spanish rules call bestow «Concesión»): before, the question was
    the plain alternative cost's «¿pagas {3}{G}{G} en lugar de su coste de maná?»."""
    adopt("Boon Satyr", "Enchantment Creature — Satyr", "{1}{G}{G}", "Flash\nBestow {3}{G}{G}\nEnchanted creature gets +4/+2.",
          "4", "2")
    state = mtg_state({"hand": ["Boon Satyr"], "battlefield": ["Bosque"] * 5 + ["Oso Musgoso"]})
    play(state, "cast Boon Satyr")
    assert _question(qtbot, state, lang)[0] == question


def _storm() -> MtgState:
    """Two Chispas Ígneas cast and resolved, then Grapeshot: its storm trigger made two copies, the
    first copy asking for its new target."""
    adopt("Grapeshot", "Sorcery", "{1}{R}", "Grapeshot deals 1 damage to any target.\nStorm")
    state = mtg_state({"hand": ["Chispa Ígnea", "Chispa Ígnea", "Grapeshot"], "battlefield": ["Montaña"] * 5})
    for spell in ("Chispa Ígnea", "Chispa Ígnea", "Grapeshot"):
        play(state, f"cast {spell}", "target P2", "pass", "pass")
    return state


@pytest.mark.parametrize(("lang", "lines"), [
    ("es", ["Eslabón 3: Grapeshot · Copia (P1)", "Eslabón 2: Grapeshot · Copia (P1)", "Eslabón 1: Grapeshot (P1)"]),
    ("en", ["Link 3: Grapeshot · Copy (P1)", "Link 2: Grapeshot · Copy (P1)", "Link 1: Grapeshot (P1)"]),
])
def test_storm_copies_say_so_on_the_stack(qtbot, lang: str, lines: list[str]) -> None:  # type: ignore[no-untyped-def]
    """CR 702.40a, 707.10: the stack list tells the copies from the spell; the copy's card carries
    the marker (drawn as a badge, named in the zoom)."""
    from desktop.i18n import install
    from desktop.widgets.panels import ChainPanel

    install(lang)
    state = _storm()
    panel = ChainPanel(lang, load_layout("mtg").words)
    qtbot.addWidget(panel)
    panel.show_observation(state.observation(0))
    assert [panel.item(i).text() for i in range(panel.count())] == lines
    stack = next(z for z in state.observation(0).zones if z.name == "pila")
    assert [("copia_de_hechizo" in c.markers) for c in stack.cards] == [False, True, True]


@pytest.mark.parametrize(("lang", "counter"), [("es", "Tiempo 1"), ("en", "Time 1")])
def test_a_suspended_card_shows_its_time_counters(qtbot, lang: str, counter: str) -> None:  # type: ignore[no-untyped-def]
    """CR 702.62a, 702.62b: Rift Bolt suspended is in exile with a time counter, which its picture
    in the zoom names (before, «tiempo 1» in both languages)."""
    from desktop.widgets.panels import ZoomPanel
    from engine.core import get_game
    from tests.desktop.tables import table_pixmaps

    state = _main_phase()
    play(state, "suspend Rift Bolt")
    view = next(c for z in state.observation(0).zones if z.name == "exilio" for c in z.cards)
    assert view.counters == (("tiempo", 1),)
    pixmaps = table_pixmaps(state)
    pixmaps.lang = lang
    zoom = ZoomPanel(get_game("mtg"), pixmaps)
    qtbot.addWidget(zoom)
    zoom.show_card(view)
    assert counter in zoom.details.text()


def test_a_long_question_with_two_answers_takes_one_line(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The answers take the width they need and the question the rest: the cumulative upkeep
    question fits on one line of a 1000 px bar (before, a quarter of it wrapped it into three)."""
    from tests.mtg.test_kw_cumulative_upkeep import _upkeep

    bar = _bar(qtbot, _upkeep(1, 2), "es")
    bar.resize(1000, bar.sizeHint().height())
    bar.show()
    qtbot.waitExposed(bar)
    qtbot.waitUntil(lambda: bar.text.width() > 2 * bar.answers_area.width())
    assert bar.text.fontMetrics().horizontalAdvance(bar.text.text()) <= bar.text.width()


@pytest.mark.parametrize(("lang", "line"), [("es", "Agrupar con Oso Musgoso"), ("en", "Band with Mossback Bear")])
def test_banding_is_a_line_of_the_attackers_menu(qtbot, lang: str, line: str) -> None:  # type: ignore[no-untyped-def]
    """CR 702.22c: as attackers are declared, an attacker with banding joins another's band: its
    menu says so (before, the notation's «band Banding Footman with Oso Musgoso»), and the line
    sends the band."""
    from desktop.i18n import install

    adopt("Banding Footman", "Creature — Human Soldier", "{W}", "Banding", "1", "1")  # a test card: Alpha's are in shared/testdata
    state = mtg_state({"battlefield": ["Banding Footman", "Oso Musgoso"]})
    while state.prompt is not None and state.prompt.kind != "atacantes":
        play(state, "pass")
    play(state, "attack Banding Footman", "attack Oso Musgoso")
    install(lang)
    window = MainWindow(lang)
    qtbot.addWidget(window)
    window.resize(1500, 950)
    window.show()
    on_table(window, state)
    qtbot.waitUntil(lambda: settled(window))
    actions = window.table.card_actions
    assert actions is not None
    footman, bear = card_id(state, "Banding Footman"), card_id(state, "Oso Musgoso")
    choice = next(c for c in actions.choices(footman) if c.label == line)
    before = len(state.history)
    actions.choose(footman, choice)
    qtbot.waitUntil(lambda: len(state.history) > before)
    assert (state.history[before].kind, state.history[before].cards, state.history[before].targets) == ("band", (footman,), (bear,))


def test_a_drop_on_the_stack_still_unearths_and_levels_up() -> None:
    """The buttons add a way, they take none away: Dregscape Zombie dropped from the graveyard on
    the stack is its unearth ability (CR 702.84a), not a cast refused; Student of Warfare dropped
    there levels up (CR 702.87a)."""
    from engine.core.gestures import Gesture

    state = _main_phase()
    for name in ("Dregscape Zombie", "Student of Warfare"):
        card = card_id(state, name)
        meant = state.action_for_gesture(0, Gesture(card, onto_zone="pila"))
        assert meant is not None and meant.kind == "activate" and meant in state.legal_actions(), name


def test_an_english_question_names_a_shipped_card_in_english(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The engine's question names a card as the card data does («Oso Musgoso»); an English window read
    "Cascade: cast Oso Musgoso…" while the card's face said «Mossback Bear»."""
    _cards()
    adopt("Bloodbraid Elf", "Creature — Elf Berserker", "{2}{R}{G}", "Haste\nCascade", "3", "2")
    state = mtg_state({"hand": ["Bloodbraid Elf"], "battlefield": ["Montaña", "Montaña", "Bosque", "Bosque"],
                       "library": ["Bosque", "Oso Musgoso"] + ["Llanura"] * 5}, {"hand": ["Isla"]})
    play(state, "cast Bloodbraid Elf", "pass", "pass")
    assert _question(qtbot, state, "en")[0] == "Cascade: cast Mossback Bear without paying its mana cost?"
    assert _question(qtbot, state, "es")[0] == "Cascada: ¿lanzas Oso Musgoso sin pagar su coste de maná?"
