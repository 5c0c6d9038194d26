"""The cards each game ships, as catalogue records: type line and printed stats come from the
game's own definitions, whatever the schema of its set files."""

from __future__ import annotations

from engine.core.game import game_names, get_game
from engine.formats.game_cards import GameCardLookup, shipped_records


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
