"""The one mechanism for messages in both languages: ``Text``, and the errors, outcomes, rules
and violations built on it."""

from __future__ import annotations

import pytest

from engine.core.actions import Outcome
from engine.core.deck import Violation
from engine.core.errors import DeckError, IllegalActionError, LoadError, NotationError, Rule, text_of
from engine.core.problems import Problems, summary_text
from engine.core.text import Text, environment_lang, join, same


def test_text_picks_the_language_and_prints_spanish() -> None:
    text = Text("el mazo está vacío", "the deck is empty")
    assert (text.get("es"), text.get("en"), str(text), f"{text}") == (
        "el mazo está vacío", "the deck is empty", "el mazo está vacío", "el mazo está vacío")
    assert text.get("fr") == "el mazo está vacío"  # anything but English reads Spanish
    assert same("Lobo de Ceniza").get("en") == "Lobo de Ceniza"
    assert join([Text("a", "b"), Text("c", "d")], " | ") == Text("a | c", "b | d")
    assert not Text("", "") and Text("x", "")


def test_errors_keep_str_and_answer_in_each_language() -> None:
    error = NotationError(Text("se espera «x N»", "expected «x N»"))
    assert str(error) == error.message() == error.message("es") == "se espera «x N»"
    assert error.message("en") == "expected «x N»" and error.text == Text("se espera «x N»", "expected «x N»")
    plain = NotationError("P1.mano.3")  # a plain string reads the same in both languages
    assert plain.message("en") == plain.message("es") == "P1.mano.3"
    load = LoadError("m.deck", Text("carta desconocida «X»", "unknown card «X»"), 4)
    assert (str(load), load.message("en")) == ("m.deck:4: carta desconocida «X»", "m.deck:4: unknown card «X»")
    assert text_of(ValueError(Text("turno inválido 0", "invalid turn 0"))).en == "invalid turn 0"
    assert text_of(KeyError("x")) == Text("'x'", "'x'")


def test_a_refusal_detail_follows_the_language() -> None:
    rule = Rule("SiX 7.2.1.1", "el jugador en turno elige", "the turn player chooses")
    detailed = rule.detailed(Text("solo atacan Unidades", "only Units attack"))
    assert (detailed.text, detailed.text_en) == ("el jugador en turno elige: solo atacan Unidades",
                                                 "the turn player chooses: only Units attack")
    assert rule.detailed(None) is rule
    refusal = IllegalActionError(detailed, action="attack Lobo")
    assert refusal.message("en") == "«attack Lobo» refused — SiX 7.2.1.1: the turn player chooses: only Units attack"
    assert str(refusal) == "«attack Lobo» rechazada — SiX 7.2.1.1: el jugador en turno elige: solo atacan Unidades"


def test_violations_and_deck_errors_in_each_language() -> None:
    rule = Rule("SiX 2.8.1", "como máximo 2", "at most 2")
    violation = Violation(rule, Text("3 copias de «Lobo»", "3 copies of «Lobo»"), 7)
    assert str(violation) == violation.describe("es") == "línea 7: 3 copias de «Lobo» (SiX 2.8.1)"
    assert violation.describe("en") == "line 7: 3 copies of «Lobo» (SiX 2.8.1)"
    error = DeckError("Coro", [violation])
    assert error.message("en") == "the deck «Coro» is not legal: line 7: 3 copies of «Lobo» (SiX 2.8.1)"
    assert str(error) == "el mazo «Coro» no es legal: línea 7: 3 copias de «Lobo» (SiX 2.8.1)"


def test_problems_of_a_file_are_counted_in_each_language() -> None:
    found = Problems("x.deck")
    for line in range(1, 24):
        found.add(line, Text(f"cantidad inválida «{line}»", f"invalid count «{line}»"))
    with pytest.raises(LoadError) as raised:
        found.raise_if_any()
    assert raised.value.message("es").endswith("línea 20: cantidad inválida «20»; … y 3 más")
    assert raised.value.message("en").endswith("line 20: invalid count «20»; … and 3 more")
    assert summary_text([Text("a", "a")], 1001, ", ").en == "a, … and 1,000 more"


def test_an_outcome_keeps_both_languages_and_reads_a_plain_reason() -> None:
    outcome = Outcome(1, Text("P1 llegó a 0 vidas", "P1 reached 0 lives"), Rule("SiX 1.3.1.1.1", "…"))
    assert outcome.to_dict() == {"winner": 1, "reason": "P1 llegó a 0 vidas", "reason_en": "P1 reached 0 lives",
                                 "rule": "SiX 1.3.1.1.1"}
    older = Outcome(0, "P2 concede")  # type: ignore[arg-type]  # an older peer sent only the Spanish
    assert older.reason == Text("P2 concede", "P2 concede")


@pytest.mark.parametrize(("environ", "lang"), [
    ({"LANG": "es_AR.UTF-8"}, "es"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({}, "en"),
    ({"LC_ALL": "en_US.UTF-8", "LANG": "es_ES.UTF-8"}, "en"),  # LC_ALL comes first
    ({"LC_MESSAGES": "es_MX", "LANG": "en_US"}, "es"),
    ({"LC_ALL": "", "LC_MESSAGES": "", "LANG": "es"}, "es"),  # empty variables are not set
])
def test_the_environment_chooses_the_language(environ: dict[str, str], lang: str) -> None:
    assert environment_lang(environ) == lang
