"""One language: what the engine tells a player reads in English when English is chosen, and the
Spanish is what it was.

For every game, seeded random games send refused actions (by the player who is not asked, or
legal a moment ago), bad notation and illegal decks; every prompt and the outcome are read too.
Bad files of every kind (replays, decks, card data, scenarios, collections, ban lists) are
loaded. Each message's English must hold no Spanish-only word (``tests.language``), and a sample
of Spanish messages is compared with the text the engine wrote before it spoke English.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Callable

import pytest

from engine.core import replay
from engine.core.actions import Action
from engine.core.deck import Deck, DeckEntry
from engine.core.errors import IllegalActionError, NotationError, TapeteError
from engine.core.game import game_names, get_game
from engine.core.rng import Rng
from engine.core.text import Text
from engine.formats.carddata import open_card_data
from engine.formats.collection import read_collection_file
from engine.formats.decks.detect import parse_deck_text
from engine.formats.tapete_deck import parse_deck
from engine.formats.validation import load_banlist
from engine.scenario import run_file
from engine.store import Store
from tests.helpers import demo_state, random_playout
from tests.language import spanish_words

BAD_NOTATION = ("foo bar", "play Carta Inventada", "attack", "block Nadie with Nadie", "mulligan Nadie", "x y z",
                "manual frobnicate X", "manual move Nadie to P9.nada", "manual counter", '"sin cerrar', "activate Nadie #9")


def _english(message: Text, game: str | None = None) -> None:
    assert message.en, f"no English for «{message.es}»"
    assert not spanish_words(message.en, game), f"Spanish in English: «{message.en}» (Spanish: «{message.es}»)"


def _walk(game: str, seed: int, steps: int = 120) -> list[tuple[str, Text]]:
    """The prompts and refusals of the first ``steps`` decisions of a seeded random game; the
    bad notation is sent at the first decision of each kind of question and every fifth."""
    state = demo_state(game, seed)
    rng = Rng(f"one-language:{game}:{seed}")
    met: list[tuple[str, Text]] = []
    earlier: list[Action] = []
    questions: set[str | None] = set()
    for step in range(steps):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        question = state.prompt.kind if state.prompt is not None else None
        if state.prompt is not None:
            met.append(("prompt", Text(state.prompt.text, state.prompt.text_en)))
        others = [replace(a, player=(a.player + 1) % state.num_players) for a in legal[:2]]
        stale = [a for a in earlier[-10:] if a not in legal][:3]
        scratch = state.clone()  # a refusal changes nothing: one copy serves them all until one is accepted
        for action in others + stale + [Action(legal[0].kind, legal[0].player, (10_000,))]:
            try:
                scratch.apply_action(action)
                scratch = state.clone()
            except IllegalActionError as refusal:
                met.append(("refusal", refusal.text))
        if question not in questions or step % 5 == 0:
            questions.add(question)
            for text in BAD_NOTATION:
                try:
                    scratch.apply_action(scratch.parse_action(text, legal[0].player))
                    scratch = state.clone()
                except (NotationError, IllegalActionError) as error:
                    met.append(("notation", error.text))
        earlier.extend(legal)
        state.apply_action(rng.choice(legal))
    return met


@pytest.mark.parametrize("game", game_names())
def test_refusals_prompts_and_notation_errors_read_in_english(game: str) -> None:
    met = _walk(game, 1) + _walk(game, 2)
    kinds = {kind for kind, _ in met}
    assert kinds == {"prompt", "refusal", "notation"}, kinds
    for _kind, message in met:
        _english(message, game)


@pytest.mark.parametrize("game", game_names())
def test_every_ending_reads_in_english(game: str) -> None:
    endings = set()
    for seed in range(4):
        state = random_playout(demo_state(game, seed), seed)
        assert state.outcome is not None
        endings.add(state.outcome.reason)
        conceded = demo_state(game, seed)
        conceded.apply_action(Action("concede", 0))
        assert conceded.outcome is not None
        endings.add(conceded.outcome.reason)
    for reason in endings:
        _english(reason, game)


@pytest.mark.parametrize("game", game_names())
def test_deck_violations_read_in_english(game: str) -> None:
    engine = get_game(game)
    card = next(c for c in engine.cards if not c.is_token)
    token = next((c for c in engine.cards if c.is_token), card)
    bad = Deck(game, "Roto", {"main": [DeckEntry(9, card, 2), DeckEntry(1, token, 3)], "rara": [DeckEntry(1, card, 5)]})
    violations = engine.validate_deck(bad)
    assert violations
    for violation in violations:
        assert violation.describe("en") != violation.describe("es")
        _english(Text(violation.describe("es"), violation.describe("en")), game)


def _failure(call: Callable[[], object]) -> Text:
    with pytest.raises(TapeteError) as raised:
        call()
    return raised.value.text


def test_bad_files_of_every_kind_read_in_english(tmp_path: Path) -> None:
    six = get_game("six")
    messages = [_failure(lambda: replay.loads(text, "r.json")) for text in (
        "{", "[]", '{"format": "tapete-replay", "version": 9}', '{"format": "tapete-replay", "version": 1, "game": "ajedrez"}',
        '{"format": "tapete-replay", "version": 1, "game": "six", "seed": true}',
        '{"format": "tapete-replay", "version": 1, "game": "six", "decks": [{"main": ["NOPE"]}]}',
        '{"format": "tapete-replay", "version": 1, "game": "six", "actions": [{"player": 0}]}',
    )]
    saved = tmp_path / "g.json"
    replay.save(demo_state("six", 3), saved)
    broken = saved.read_text(encoding="utf-8").replace('"actions": [', '"actions": [{"player": 0, "action": "play Nadie"},')
    messages.append(_failure(lambda: replay.loads(broken, "g.json")))
    for content, fmt in (("#main\n12x34\n", "ydk"), ("<?xml version='1.0'?><otro/>", None), ("ydke://abc!", "ydke"),
                         ("[main]\nmuchas Lobo\n[rara]\n1 Lobo\n", "tapete"), ("Name=x\n[main]\nno es una línea\n", "forge"),
                         ("<!DOCTYPE x><cockatrice_deck/>", "cockatrice"), ("{}", "mtgjson"), ("Event #: 1\n", None)):
        messages.append(_failure(lambda: parse_deck_text(content, fmt, "m.deck")))
    messages.append(_failure(lambda: parse_deck("[main]\n2 Carta Inventada\n[rara]\n1 Lobo\n", six, "m.deck")))
    for name, content in (("x.json", "{\"data\": 3"), ("x.toml", "[set]\ncode = 1\n"), ("x.xml", "<cards/>"), ("x.txt", "")):
        path = tmp_path / name
        path.write_text(content, encoding="utf-8")
        messages.append(_failure(lambda: list(open_card_data(path)[1])))
    csv = tmp_path / "c.csv"
    for content in ("", "Foo,Bar\n1,2\n", "Count,Name\nmuchas,Lobo\n"):
        csv.write_text(content, encoding="utf-8")
        messages.append(_failure(lambda: read_collection_file(csv)))
    banlist = tmp_path / "b.toml"
    for content in ("[list]\ngame = \"ajedrez\"\n[cards]\n", "[cards]\nLobo = -1\n", "x = 1\n"):
        banlist.write_text(content, encoding="utf-8")
        messages.append(_failure(lambda: load_banlist(banlist, "mtg")))
    with Store(tmp_path / "s.sqlite") as store:
        messages.append(_failure(lambda: store.get_card(999)))
    for message in messages:
        _english(message)


def test_broken_scenarios_read_in_english(tmp_path: Path) -> None:
    head = '[scenario]\ngame = "six"\nname = "x"\nrules = ["SiX 3.8.2"]\n'
    bodies = ('[setup.P1]\nhand = ["Bruja Inventada"]\n', "[setup]\nturnos = 3\n", '[setup]\nphase = "siesta"\n',
              '[setup.P1]\nhand = ["Recluta Errante"]\n[[step]]\nrefuse = "play Recluta Errante"\n',
              "[[step]]\nexpect = { vidas = 3 }\n", '[[step]]\ndo = "play Nadie"\n', "[[step]]\nexpect = { turn = 9 }\n",
              '[[step]]\nexpect = { zones = { "P1.nada" = [] } }\n', "[[step]]\nnada = 1\n")
    failures = []
    for number, body in enumerate(bodies):
        path = tmp_path / f"s{number}.toml"
        path.write_text(head + body, encoding="utf-8")
        failures += run_file(path).failures
    wrong_game = tmp_path / "g.toml"
    wrong_game.write_text('[scenario]\ngame = "ajedrez"\n', encoding="utf-8")
    failures += run_file(wrong_game).failures
    assert len(failures) >= len(bodies)
    for failure in failures:
        _english(failure)


SPANISH_AS_BEFORE = {
    "no card": "core: la acción nombra una carta que no existe — no hay ninguna carta con el número 999",
    "six foo bar": "acción desconocida: «foo bar»",
    "mtg foo bar": "acción no reconocida: «foo bar» (pass, play, cast, activate, tap, attack, block, …)",
    "ygo manual": "acción manual no reconocida: «manual frobnicate X» (move, flip, rotate, counter)",
    "eliria zone": "no existe la zona P9.nada",
    "myl quotes": "faltan unas comillas de cierre en «\"sin cerrar»",
    "six empty deck": "el mazo principal tiene 0 cartas y debe tener exactamente 40 (SiX 3.1.1); "
                      "el mazo de Maná tiene 0 cartas y debe tener exactamente 6 (SiX 3.2.2)",
    "myl empty deck": "el Castillo tiene 0 cartas y debe tener exactamente 50 (MyL Castillo)",
    # a refusal names the action in words since it reads wholly in one language (was «pass»)
    "myl after the end": "«P2 pasa» rechazada — MyL Derrota: pierde el jugador que se queda sin cartas en el Castillo; "
                         "si ambos a la vez, empate: el duelo ya terminó",
    "concede": "P1 concede",
    "replay version": "r.json:1: versión «9» no soportada (se admite 1)",
    "replay codes": "r.json:1: «decks[0]»: códigos de carta desconocidos «NOPE»",
    "deck card": "m.deck:2: línea 2: carta desconocida «Carta Inventada»",
}
"""Spanish messages as the engine wrote them before it spoke English (its commit cb22a8e)."""


def test_the_spanish_is_what_it_was() -> None:
    def parsed(game: str, text: str) -> str:
        return _failure(lambda: demo_state(game, 1).parse_action(text, 0)).es

    def empty_deck(game: str) -> str:
        return "; ".join(str(v) for v in get_game(game).validate_deck(Deck(game, "vacío", {})))

    ended = demo_state("myl", 1)
    ended.apply_action(Action("concede", 0))
    assert ended.outcome is not None
    now = {
        "no card": _failure(lambda: demo_state("six", 1).apply_action(Action("play", 0, (999,)))).es,
        "six foo bar": parsed("six", "foo bar"),
        "mtg foo bar": parsed("mtg", "foo bar"),
        "ygo manual": parsed("ygo", "manual frobnicate X"),
        "eliria zone": parsed("eliria", "manual move Nadie to P9.nada"),
        "myl quotes": parsed("myl", '"sin cerrar'),
        "six empty deck": empty_deck("six"),
        "myl empty deck": empty_deck("myl"),
        "myl after the end": _failure(lambda: ended.apply_action(Action("pass", 1))).es,
        "concede": str(ended.outcome.reason),
        "replay version": _failure(lambda: replay.loads('{"format": "tapete-replay", "version": 9}', "r.json")).es,
        "replay codes": _failure(lambda: replay.loads(
            '{"format": "tapete-replay", "version": 1, "game": "six", "seed": 1, "decks": [{"main": ["NOPE"]}]}', "r.json")).es,
        "deck card": _failure(lambda: parse_deck("[main]\n2 Carta Inventada\n", get_game("six"), "m.deck")).es,
    }
    assert now == SPANISH_AS_BEFORE


@pytest.mark.parametrize("game", game_names())
def test_every_shipped_card_has_its_text_in_english(game: str) -> None:
    """A card's face and details in an English window read ``text_en``; a shipped card without
    it showed its Spanish text there (the Yu-Gi-Oh! demo decks' 51 cards did)."""
    cards = list(get_game(game).load_cards())  # as shipped (tokens made in play join ``cards``)
    missing = [card.code for card in cards if card.text and not card.text_en]
    assert not missing, f"{game}: no English text for {missing}"
    spanish = {card.code: words for card in cards if (words := spanish_words(card.text_en))}
    assert not spanish, spanish
