"""Normalizing collection cells: the condition ladders, finishes, languages, prices and tags."""

from __future__ import annotations

import pytest

from engine.formats.collection import values
from engine.formats.collection.layouts import LAYOUT_SPECS
from engine.formats.records import CONDITIONS


@pytest.mark.parametrize(("word", "ladder", "expected"), [
    # Deckbox's ladder
    ("Mint", "tcg", "mint"), ("Near Mint", "tcg", "near_mint"), ("Good (Lightly Played)", "tcg", "good"),
    ("Played", "tcg", "light_played"), ("Heavily Played", "tcg", "played"), ("Poor", "tcg", "poor"),
    # Moxfield's and Archidekt's
    ("Lightly Played", "tcg", "good"), ("Moderately Played", "tcg", "light_played"), ("Damaged", "tcg", "poor"),
    ("NM", "tcg", "near_mint"), ("LP", "tcg", "good"), ("MP", "tcg", "light_played"), ("HP", "tcg", "played"),
    ("D", "tcg", "poor"), ("M", "tcg", "mint"),
    # ManaBox and Dragon Shield (Cardmarket's ladder, Tapete's own)
    ("near_mint", "cardmarket", "near_mint"), ("excellent", "cardmarket", "excellent"),
    ("light_played", "cardmarket", "light_played"), ("played", "cardmarket", "played"),
    ("NearMint", "cardmarket", "near_mint"), ("LightPlayed", "cardmarket", "light_played"),
    ("LP", "cardmarket", "light_played"), ("EX", "cardmarket", "excellent"), ("PO", "cardmarket", "poor"),
    # odd casing and spacing; the other ladder's unambiguous words
    ("  nEAR   mINT ", "tcg", "near_mint"), ("Heavily Played", "cardmarket", "played"),
    ("Excellent", "tcg", "excellent"), ("light_played", "tcg", "light_played"), ("", "tcg", ""),
])
def test_conditions_read_by_the_files_ladder(word: str, ladder: str, expected: str) -> None:
    assert values.parse_condition(word, ladder) == expected


def test_unknown_condition_is_an_error_naming_the_word() -> None:
    with pytest.raises(ValueError, match="Pristine"):
        values.parse_condition("Pristine", "tcg")


@pytest.mark.parametrize("layout", sorted(LAYOUT_SPECS))
def test_every_written_condition_reads_back_to_itself_or_the_next_worse_rung(layout: str) -> None:
    spec = LAYOUT_SPECS[layout]
    for rung, condition in enumerate(CONDITIONS):
        back = values.parse_condition(values.condition_text(condition, spec.conditions), spec.ladder)
        assert CONDITIONS.index(back) in (rung, rung + 1), (layout, condition, back)
        if len(set(spec.conditions)) == len(CONDITIONS):
            assert back == condition


def test_tcg_ladders_write_excellent_as_good_never_better() -> None:
    for layout in ("deckbox", "moxfield", "archidekt"):
        spec = LAYOUT_SPECS[layout]
        assert values.parse_condition(values.condition_text("excellent", spec.conditions), spec.ladder) == "good"


def test_writing_a_non_canonical_condition_fails() -> None:
    with pytest.raises(ValueError, match="Near Mint"):
        values.condition_text("Near Mint", LAYOUT_SPECS["manabox"].conditions)


@pytest.mark.parametrize(("word", "expected"), [
    ("", ""), ("normal", ""), ("Normal", ""), ("false", ""), ("FALSE", ""), ("Non-Foil", ""),
    ("foil", "foil"), ("Foil", "foil"), ("true", "foil"), ("True", "foil"), ("yes", "foil"),
    ("Surge Foil", "foil"), ("etched", "etched"), ("Etched", "etched"), ("Foil Etched", "etched"),
])
def test_finishes(word: str, expected: str) -> None:
    assert values.parse_finish(word) == expected


def test_unknown_finish_is_an_error() -> None:
    with pytest.raises(ValueError, match="acabado"):
        values.parse_finish("holographic")


@pytest.mark.parametrize(("word", "expected"), [
    ("English", "en"), ("english", "en"), ("Spanish", "es"), ("French", "fr"), ("German", "de"),
    ("Japanese", "ja"), ("Italian", "it"), ("Portuguese", "pt"), ("Korean", "ko"), ("Russian", "ru"),
    ("en", "en"), ("EN", "en"), ("ES", "es"), ("JP", "ja"), ("ja", "ja"), ("zh_CN", "zh-hans"),
    ("zh_TW", "zh-hant"), ("ZHS", "zh-hans"), ("zht", "zh-hant"), ("Simplified Chinese", "zh-hans"),
    ("Chinese Traditional", "zh-hant"), ("Chinese", "zh-hans"), ("Phyrexian", "ph"), ("", ""),
    ("tlh", "tlh"),  # an unknown code passes through, lower-cased
])
def test_languages(word: str, expected: str) -> None:
    assert values.parse_language(word) == expected


def test_unknown_language_name_is_an_error() -> None:
    with pytest.raises(ValueError, match="Klingon"):
        values.parse_language("Klingon")


@pytest.mark.parametrize(("code", "style", "expected"), [
    ("de", "name", "German"), ("zh-hant", "name", "Traditional Chinese"), ("ja", "scryfall", "JA"),
    ("zh-hans", "scryfall", "ZHS"), ("zh-hans", "manabox", "zh_CN"), ("de", "manabox", "de"),
])
def test_language_text(code: str, style: str, expected: str) -> None:
    assert values.language_text(code, style) == expected
    assert values.parse_language(expected) == code


@pytest.mark.parametrize(("text", "expected"), [
    ("0.38", (0.38, "")), ("1,50", (1.5, "")), ("$1.50", (1.5, "USD")), ("1,50 €", (1.5, "EUR")),
    ("€ 2", (2.0, "EUR")), ("1.234,50", (1234.5, "")), ("1,234.50", (1234.5, "")), ("£0.99", (0.99, "GBP")),
    ("", (None, "")), ("  ", (None, "")), ("0.0", (0.0, "")),
])
def test_prices(text: str, expected: tuple[float | None, str]) -> None:
    assert values.parse_price(text) == expected


@pytest.mark.parametrize("text", ["abc", "-1", "1.2.3", "nan", "inf", "1,2,3"])
def test_bad_prices(text: str) -> None:
    with pytest.raises(ValueError, match="precio"):
        values.parse_price(text)


def test_price_text() -> None:
    assert values.price_text(None) == ""
    assert values.price_text(0.1) == "0.10"
    assert values.price_text(1.5, "USD") == "$1.50"
    assert values.price_text(1.5, "CHF") == "1.50"


def test_tags_split_on_commas_and_semicolons() -> None:
    assert values.parse_tags("trade, cube;commander,, trade") == ("trade", "cube", "commander")
    assert values.parse_tags("") == ()


@pytest.mark.parametrize(("text", "blank", "expected"), [("3", None, 3), (" 0 ", None, 0), ("", 0, 0)])
def test_counts(text: str, blank: int | None, expected: int) -> None:
    assert values.parse_count(text, blank) == expected


@pytest.mark.parametrize("text", ["", "-1", "2.5", "two", "3x"])
def test_bad_counts(text: str) -> None:
    with pytest.raises(ValueError, match="cantidad"):
        values.parse_count(text)


def test_flags() -> None:
    assert values.parse_flag("signed") and values.parse_flag("True") and values.parse_flag("true")
    assert not values.parse_flag("false") and not values.parse_flag("False")
    assert values.flag_text(True, "Signed", ("", "")) == "signed"
    assert values.flag_text(False, "Signed", ("", "")) == ""
    assert values.flag_text(True, "Alter", ("True", "False")) == "True"
