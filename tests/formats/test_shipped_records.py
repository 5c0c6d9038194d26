"""The cards each game ships, as catalogue records: type line and printed stats come from the
game's own definitions, whatever the schema of its set files."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from engine.core.game import game_names, get_game
from engine.formats.game_cards import GameCardLookup, shipped_records
from engine.games.mtg.cards import MtgCard
from engine.games.mtg.game import MtgGame


def test_every_shipped_card_has_its_type_line_and_printed_stats() -> None:
    for name in game_names():
        game = get_game(name)
        records = [record for _, record in shipped_records(game)]
        assert records, name
        for record in records:
            defn = game.cards.find(record.number)
            assert defn is not None, (name, record.number)
            assert record.type_line, (name, record.number)
            assert record.stats == dict(defn.printed_stats()), (name, record.number)


def test_a_yugioh_monster_and_a_magic_creature_keep_their_numbers() -> None:
    salamander = GameCardLookup(get_game("ygo")).find_printing("ygo", name="Salamandra de Brasas")
    assert salamander is not None
    assert salamander.stats == {"level": "4", "atk": "1600", "def": "1000"}
    assert salamander.type_line  # the set file has no «type»: the game's card type fills it
    cub = GameCardLookup(get_game("mtg")).find_printing("mtg", name="Glade Cub")
    assert cub is not None and cub.type_line == "Creature — Wolf" and cub.stats == {"power": "2", "toughness": "1"}


def test_magic_catalogue_prints_what_the_played_cards_print() -> None:
    """``MtgGame.catalogue_cards`` (the rules text not compiled) reads every shipped card with the
    names, texts, type line, cost and printed stats of the cards the game plays."""
    fresh = MtgGame()  # nothing loaded yet: the catalogue reads the sets itself
    catalogue = fresh.catalogue_cards()
    played = MtgGame().cards  # as shipped: tokens made in play join the registered game's cards
    assert catalogue is not played and len(catalogue) == len(played) > 100
    for defn in catalogue:
        card = played.by_code(defn.code)
        assert (defn.name, defn.name_en, defn.card_type, defn.text, defn.text_en, defn.printed_stats(), defn.is_token) == \
            (card.name, card.name_en, card.card_type, card.text, card.text_en, card.printed_stats(), card.is_token), defn.code
        assert isinstance(defn, MtgCard) and isinstance(card, MtgCard)
        assert (defn.cost_text, defn.cost, defn.type_line) == (card.cost_text, card.cost, card.type_line), defn.code
    assert fresh.cards is not catalogue and fresh.catalogue_cards() is fresh.cards  # once loaded, the played cards


def test_reading_magic_deck_files_leaves_the_oracle_compiler_unloaded() -> None:
    """A deck file's cards are looked up and drawn (``tapete-cli proxies``) without the Oracle
    templates: they load when a card is played (issue 25: the proxies' peak memory)."""
    code = ("import sys\n"
            "from engine.core.game import get_game\n"
            "from engine.formats.game_cards import GameCardLookup\n"
            "from cardimages.faces import record_face\n"
            "record = GameCardLookup(get_game('mtg')).find_printing('mtg', name='Glade Cub')\n"
            "assert record is not None and record_face(record, 'en').name == 'Glade Cub'\n"
            "print(sorted(m for m in sys.modules if m.startswith('engine.games.mtg.oracle')))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
