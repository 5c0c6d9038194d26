"""The player's own card data plays: a deck saved in the store with cards imported from a
YGOPro cards.cdb or an MTGJSON set starts a game (``to_engine_deck`` → ``Game.adopt``), and
its replay carries those cards, so that another Tapete rebuilds the game."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Iterator

import pytest

from engine.core import get_game
from engine.core.errors import LoadError
from engine.core.game import Game
from engine.core.replay import loads, to_text
from engine.formats.carddata import open_card_data
from engine.formats.carddata.ygopro import read_ygopro_cdb
from engine.formats.decks import DeckFormatError, ydk
from engine.formats.game_cards import to_engine_deck
from engine.formats.records import CardRecord, ResolvedDeck
from engine.store import Store
from tests.helpers import SHARED, random_playout

ROOT = Path(__file__).resolve().parents[2]
CDB = SHARED / "testdata" / "ygo-cdb" / "cards.cdb"
YDK = SHARED / "testdata" / "ydk" / "AI_BlueEyes.ydk"
LEA = SHARED / "testdata" / "mtgjson-set" / "LEA.json"


def _replays_elsewhere(text: str, tmp_path: Path) -> str:
    """The state hash another Tapete process rebuilds from the replay ``text``."""
    path = tmp_path / "partida.json"
    path.write_text(text, encoding="utf-8")
    code = "import sys; from engine.core.replay import load; print(load(sys.argv[1]).state_hash())"
    done = subprocess.run([sys.executable, "-c", code, str(path)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.strip()


@pytest.mark.skipif(not CDB.exists() or not YDK.exists(), reason="shared/testdata is not beside the checkout")
def test_a_ydk_deck_of_real_cards_from_the_store_plays_and_replays(tmp_path: Path) -> None:
    decklist = ydk.parse(YDK.read_text(encoding="utf-8"), str(YDK))
    wanted = {line.code for lines in decklist.sections.values() for line in lines}
    with Store(tmp_path / "store.sqlite") as store:
        store.import_cards([r for r in read_ygopro_cdb(CDB) if r.number in wanted], source="cards.cdb")
        resolved = store.load_deck(store.save_deck(decklist, "ygo"))
    assert not resolved.unknown
    game = get_game("ygo")
    deck = to_engine_deck(game, resolved)
    state = random_playout(game.new_initial_state([deck, deck], 3, {"allow_illegal_decks": True}), 3)
    blue_eyes = state.card_db.by_code("89631139")  # a real passcode, with its real stats
    assert (blue_eyes.atk, blue_eyes.level) == (3000, 8)  # type: ignore[attr-defined]
    assert "89631139" not in game.cards  # the state's own card, not the game's
    text = to_text(state)
    assert '"cards": [' in text.splitlines()[0]
    assert _replays_elsewhere(text, tmp_path) == state.state_hash()


@pytest.mark.skipif(not LEA.exists(), reason="shared/testdata is not beside the checkout")
def test_an_alpha_deck_plays_compiled_and_replays(tmp_path: Path) -> None:
    _fmt, records = open_card_data(LEA)
    by_name = {r.name: r for r in records if r.game == "mtg"}
    spells = ["Lightning Bolt", "Grizzly Bears", "Giant Growth", "Hill Giant", "Gray Ogre", "Fireball",
              "Llanowar Elves", "Scryb Sprites", "Shatter"]
    main = [(4, by_name[name]) for name in spells] + [(12, by_name["Mountain"]), (12, by_name["Forest"])]
    game = get_game("mtg")
    deck = to_engine_deck(game, ResolvedDeck("mtg", "Alfa RG", {"main": main}))
    assert game.validate_deck(deck) == []
    bolt = next(card for card in deck.cards() if card.name == "Lightning Bolt")
    assert bolt.program.abilities  # type: ignore[attr-defined]  # compiled, not manual
    state = random_playout(game.new_initial_state([deck, deck], 11), 11)
    assert _replays_elsewhere(to_text(state), tmp_path) == state.state_hash()


def test_a_card_the_game_cannot_play_is_named() -> None:
    skill = CardRecord("ygo", "Habilidad de Prueba", "1", number="1", extra={"types": ["Skill"]})
    with pytest.raises(DeckFormatError, match="Habilidad de Prueba"):
        to_engine_deck(get_game("ygo"), ResolvedDeck("ygo", "x", {"main": [(1, skill)]}))
    assert "1" not in get_game("ygo").cards


def test_a_replay_with_a_broken_card_record_names_it() -> None:
    game: Game = get_game("mtg")
    state = game.new_initial_state(list(game.demo_pair()), 1)
    head, rest = to_text(state).split("\n", 1)
    broken = head[:-1] + ', "cards": [{"game": "mtg", "name": "X", "oracle_id": "x", "sabor": 1}],'
    with pytest.raises(LoadError, match="carta 1 de «cards».*sabor"):
        loads(broken + "\n" + rest, "roto.json")
