"""Tapete's errors cross process boundaries whole (the bots' tournament runs games in a process
pool): an ``IllegalActionError`` pickled and read back raised "'str' object has no attribute
'describe'" in the parent, which then waited for ever."""

from __future__ import annotations

import pickle

import pytest

from engine.core.errors import DeckError, EngineError, IllegalActionError, LoadError, NotationError, Rule, TapeteError
from engine.core.text import Text
from engine.store.errors import StoreVersionError


class _Violation:
    def describe(self, lang: str = "es") -> str:
        return "demasiadas copias" if lang != "en" else "too many copies"


@pytest.mark.parametrize("error", [
    IllegalActionError(Rule("YGO Cadenas.9", "solo Velocidad de Hechizo 3", "only Spell Speed 3"),
                       Text("a una Trampa de Contraefecto", "to a Counter Trap"), "activate Raigeki"),
    LoadError("mazo.ydk", Text("línea rota", "broken line"), 3),
    DeckError("Roto", [_Violation()]),
    NotationError(Text("no es una jugada", "not a move")),
    EngineError(Text("error interno", "internal error")),
    StoreVersionError("tapete.sqlite", 9, 4),
], ids=lambda e: type(e).__name__)
def test_an_error_pickled_reads_back_the_same_in_both_languages(error: TapeteError) -> None:
    back = pickle.loads(pickle.dumps(error))
    assert type(back) is type(error)
    assert back.message("es") == error.message("es") and back.message("en") == error.message("en")
    assert str(back) == str(error) and vars(back).keys() == vars(error).keys()
    if isinstance(error, IllegalActionError):
        assert isinstance(back, IllegalActionError) and back.rule == error.rule and back.action == error.action
