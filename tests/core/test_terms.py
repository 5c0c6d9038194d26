"""Game terms in both languages (``engine.core.terms``): every shipped card's type line reads in
English, and every stat, counter and marker a game shows on its cards has a name in each
language (never its raw key such as ``valor_mana``)."""

from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.core.state import State

from engine.core.game import game_names, get_game
from engine.core.terms import card_name, card_names_in, field_name, format_name, section_name, spanish_type_line, type_line
from tests.helpers import demo_state, random_playout
from tests.language import internal_ids, window_spanish_words


@pytest.mark.parametrize("game", game_names())
def test_every_type_line_reads_in_english(game: str) -> None:
    for card in get_game(game).cards:
        english = type_line(card, "en")
        assert not window_spanish_words(english, game), (card.name, english)
        assert type_line(card, "es") == spanish_type_line(card)


@pytest.mark.parametrize("game", game_names())
def test_every_field_a_card_shows_has_a_name(game: str) -> None:
    keys: set[str] = set()

    def collect(state: State, _action: Action) -> None:
        for zone in state.observation(0).zones:
            for view in zone.cards:
                keys.update(k for k, _ in view.stats)
                keys.update(k for k, _ in view.counters)
                keys.update(view.markers)

    random_playout(demo_state(game, 3), 3, on_step=collect)
    assert keys
    for key in sorted(keys):
        for lang in ("es", "en"):
            name = field_name(game, key, lang)
            assert name and not internal_ids(name) and (name != key or key.upper() == name), (key, lang, name)
        assert not window_spanish_words(field_name(game, key, "en"), game), key


def test_cards_are_named_as_their_faces_show_them() -> None:
    assert card_name("mtg", "Llanura", "en") == "Plains" and card_name("mtg", "Llanura", "es") == "Llanura"
    assert card_name("mtg", "Carta Inventada", "en") == "Carta Inventada"
    assert card_names_in("mtg", "P1 plays Llanura, then Bosque", "en") == "P1 plays Plains, then Forest"


@pytest.mark.parametrize("game", game_names())
def test_every_deck_format_has_a_name_in_each_language(game: str) -> None:
    """The deck editor's format list showed the keys ('constructed' in the Spanish window)."""
    for fmt in filter(None, get_game(game).deck_formats()):
        spanish, english = format_name(game, fmt, "es"), format_name(game, fmt, "en")
        assert fmt not in (spanish, english), (game, fmt)  # never the raw key
        assert not window_spanish_words(english, game), (game, fmt, english)


@pytest.mark.parametrize("game", game_names())
def test_every_deck_section_has_a_name_in_each_language(game: str) -> None:
    for section in get_game(game).deck_sections():
        spanish, english = section_name(game, section, "es"), section_name(game, section, "en")
        assert spanish != section or english != section, (game, section)  # never the raw key
        assert not window_spanish_words(english, game), (game, section, english)
