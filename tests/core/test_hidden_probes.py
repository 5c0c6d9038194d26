"""A cheating player learns nothing by naming cards it cannot see (issue: fair play, item 1).

Every answer — accepted or refused, the message, the rule, the legal actions — is compared
between the real state and states resampled from the prober's information: 0 differences. A
game is probed at the first decision of each kind (phase, step, question) and every 20
decisions besides (the soak: every 40, over more seeds), naming two hidden cards from two
hidden zones each time, for both players.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core import Action, Rng, game_names
from tests.core.hidden_probes import ProbeReport, answer, probe_game
from tests.helpers import setup_state

GAMES = game_names()


@pytest.mark.parametrize("game", GAMES)
def test_no_answer_depends_on_a_hidden_card(game: str) -> None:
    report = probe_game(game, 1, every=20)
    assert report.probes > 2000
    assert report.differences == [], "\n".join(report.differences[:10])


@pytest.mark.soak
@pytest.mark.parametrize("game", GAMES)
def test_no_answer_depends_on_a_hidden_card_over_many_games(game: str) -> None:
    """Six more games of each game (10,000 to 47,000 probes each)."""
    report = ProbeReport()
    for seed in range(2, 8):
        probe_game(game, seed, every=40, report=report)
    assert report.probes > 5000
    assert report.differences == [], f"{len(report.differences)} of {report.probes}:\n" + "\n".join(report.differences[:10])


def test_a_guessed_name_is_neither_confirmed_nor_denied(tmp_path: Path) -> None:
    """SiX: naming the rival's hand card by its true name or by another gets the same answer."""
    state = setup_state(tmp_path, "six", 'phase = "accion"', 'hand = ["Lobo de Ceniza"]',
                        'hand = ["Rayo Sagrado", "Bruja Invocadora"]')
    hand = state.ids(1, "mano")
    truth = state._card(hand[0]).defn.name
    answers = {answer(state, 0, f"choose {name}@P2.mano.1") for name in (truth, "Bruja Invocadora", "Demonio")}
    assert len(answers) == 1
    (kind, message), = answers
    assert kind == "notation" and "@P2.mano.1" in message


def test_identical_face_down_monsters_are_two_targets(tmp_path: Path) -> None:
    """YGO: two identical face-down monsters are two attack targets, like two different ones,
    and the second can be attacked."""
    same = setup_state(tmp_path, "ygo", 'phase = "battle"', 'monsters = ["Lobo Gris"]',
                       'monsters = [{ card = "Centinela de Engranajes", position = "defense", face_up = false }, '
                       '{ card = "Centinela de Engranajes", position = "defense", face_up = false }]')
    targets = [a.targets[0] for a in same.legal_actions() if a.kind == "attack"]
    assert targets == same.ids(1, "monstruos")
    assert [same.action_to_string(a) for a in same.legal_actions() if a.kind == "attack"] == [
        "attack Lobo Gris on @P2.monstruos.1", "attack Lobo Gris on @P2.monstruos.2"]


def test_a_refusal_does_not_tell_a_monster_from_a_spell(tmp_path: Path) -> None:
    """YGO: summoning a card of the rival's hand is refused by the same rule whatever it is."""
    state = setup_state(tmp_path, "ygo", 'phase = "main1"', 'hand = ["Lobo Gris"]', 'hand = [{ card = "Lobo Gris", face_up = false }, '
                                                                                      '{ card = "Agujero Oscuro", face_up = false }]')
    monster, spell = state.ids(1, "mano")
    assert state._card(monster).defn.is_monster and not state._card(spell).defn.is_monster  # type: ignore[attr-defined]
    refusals = [answer(state, 0, Action("summon", 0, (card,))) for card in (monster, spell)]
    assert refusals[0][0] == "refused" and refusals[0][1] == refusals[1][1]
    twin = state.resample_from_infostate(0, Rng(3))
    assert answer(twin, 0, Action("summon", 0, (monster,))) == refusals[0]
