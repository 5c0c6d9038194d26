"""Observation deltas: rebuilt exactly at the other end, and smaller than the zones they change."""

from __future__ import annotations

import json

import pytest

from engine.core import Rng, get_game
from engine.core.game import game_names
from engine.net import wire
from engine.net.schema import ProtocolError


@pytest.mark.parametrize("game", game_names())
def test_every_delta_of_a_game_rebuilds_the_observation(game: str) -> None:
    state = get_game(game).new_initial_state(get_game(game).demo_pair(), 7)
    rng = Rng(7)
    sent: dict[int | None, dict | None] = {0: None, 1: None, None: None}
    rebuilt: dict[int | None, dict | None] = dict(sent)
    references = plain = compact = 0
    while not state.is_terminal() and len(state.history) < 300:
        for viewer in sent:
            current = wire.observation_to_wire(state.observation(viewer))
            change = json.loads(json.dumps(wire.delta(sent[viewer], current)))  # as it travels
            rebuilt[viewer] = wire.apply_delta(rebuilt[viewer], change)
            assert wire.digest(rebuilt[viewer]) == wire.digest(current)
            for zone in change.get("zones", {}).values():
                references += sum(isinstance(c, int) for c in zone[4])
                plain += len(json.dumps(current["zones"]))
                compact += len(json.dumps(change["zones"]))
            sent[viewer] = current
        state.apply_action(rng.choice(state.legal_actions()))
    assert references > 0 and compact < plain  # unchanged cards of a changed zone go as their ids


def test_a_delta_naming_an_unknown_card_is_malformed() -> None:
    state = get_game("six").new_initial_state(get_game("six").demo_pair(), 1)
    first = wire.observation_to_wire(state.observation(0))
    zone = list(first["zones"][0][:4]) + [[99_999]]
    with pytest.raises(ProtocolError, match="mal formado"):
        wire.apply_delta(first, {"set": {}, "zones": {"0": zone}})
