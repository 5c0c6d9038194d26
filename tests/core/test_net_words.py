"""One language over the LAN: what a room tells a peer (a refused join, a refused message, a
closed room) travels in both languages, ``Spanish|English`` (``engine.net.wire.say``), and each
window reads its own; an older peer reading up to the bar gets the Spanish it always got."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.errors import text_of
from engine.core.text import Text
from engine.net import PROTOCOL_VERSION, version_problem, wire
from engine.net.client import Client, JoinError
from tests.language import spanish_words
from tests.net.lan import close_all, decks, open_room, run


def test_a_message_travels_in_both_languages() -> None:
    said = wire.say(Text("la sala está completa", "the room is full"))
    assert said.partition("|")[0] == "la sala está completa"  # what an older peer shows
    assert wire.heard(said) == Text("la sala está completa", "the room is full")
    assert wire.heard("sin inglés") == Text("sin inglés", "sin inglés")
    assert wire.say(Text("P1", "P1")) == "P1"


def test_a_refused_join_reads_in_the_window_language(tmp_path: Path) -> None:
    async def scenario() -> JoinError:
        host = await open_room(tmp_path, password="caracola")
        intruder = Client("six", "intruso", deck=decks("six")[0], password="almeja")
        with pytest.raises(JoinError) as refused:
            await intruder.connect("127.0.0.1", host.port)
        await close_all(host)
        return refused.value

    refused = run(scenario())
    assert text_of(refused) == Text("contraseña incorrecta", "wrong password")


def test_a_version_problem_reads_in_english_too() -> None:
    for problem in (version_problem("otra-cosa", PROTOCOL_VERSION), version_problem("tapete", PROTOCOL_VERSION + 1)):
        assert problem.es and problem.en and not spanish_words(problem.en), problem
