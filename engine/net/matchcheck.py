"""A client's check of a whole match, once it is over.

The host keeps every duel's secrets and decks to itself until the match ends (a deck list
published after the first duel would tell the opponent the rest of the deck, and the side
deck, before the next one). Then it sends one ``reveal`` a duel, in order, and this module
checks each against what the client noted while it played (``DuelNotes``):

- the duel itself (``fairness.verify_duel``): commitments, seed, every observation seen;
- who chose who starts (the loser of the previous duel, ``Match``'s bookkeeping) and the
  duel's parameters: none in the first duel (the seed decides who starts), only the committed
  choice of the chooser afterwards;
- each announced result against the replayed duel;
- that every duel the player revealed a secret for was played and shown, and that the host
  never asked for new commitments after learning that secret (``DuelNotes.problems``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from engine.core.game import Game
from engine.core.match import Match
from engine.net.fairness import Verdict, verify_duel


@dataclass
class DuelNotes:
    """What a client keeps of a duel to re-check it once the match is over."""

    secret: str | None = None
    #: Who this player chose to start (committed with the secret), when it was the chooser.
    choice: int | None = None
    #: Who the host said chooses who starts (``commit_request``).
    chooser: int | None = None
    commitments: list[str] = field(default_factory=list)
    revealed: bool = False
    seen: dict[int, str] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)


class MatchCheck:
    """Checks the duels of one match in order, carrying who chooses from one to the next."""

    def __init__(self, game: Game, seat: int | None, best_of: int) -> None:
        self.game = game
        self.seat = seat
        self.referee = Match(game, [])
        self.referee.rules = dataclasses.replace(self.referee.rules, best_of=best_of)
        self.winners: dict[int, int | None] = {}
        self.verdicts: dict[int, Verdict] = {}

    def params(self, choices: Sequence[int | None]) -> tuple[int | None, dict[str, Any]]:
        """Who chooses the next duel's first player, and that duel's parameters."""
        chooser = self.referee.chooser if self.referee.results else None
        if chooser is None:
            return None, {}
        choice = choices[chooser] if chooser < len(choices) else None
        return chooser, {"first_player": chooser if choice is None else choice}

    def duel(self, reveal: Mapping[str, Any], notes: DuelNotes | None,
             my_deck: Mapping[str, Sequence[str]] | None) -> Verdict | None:
        """Check the next duel of the match; ``None`` for a duel this client never saw (joined
        later), which only carries the match forward."""
        number = int(reveal["duel"])
        expected = len(self.referee.results) + 1
        choices = list(reveal.get("choices") or [None] * len(reveal["decks"]))
        chooser, params = self.params(choices)
        seen = notes.seen if notes is not None else {}
        commitments = notes.commitments if notes is not None else []
        secret = notes.secret if notes is not None else None
        verdict, state = verify_duel(self.game, number, self.seat, commitments, secret,
                                     my_deck if secret is not None else None, reveal, seen, params)
        if number != expected:
            verdict.problems.insert(0, f"se esperaba el duelo {expected} y el anfitrión mostró el {number}")
        if notes is not None:
            verdict.problems[:0] = notes.problems
            if notes.chooser != chooser:
                verdict.problems.append(f"según el anfitrión, quién empieza lo decidía {_decider(notes.chooser)}; "
                                        f"según las reglas, {_decider(chooser)}")
        if state is not None and state.outcome is not None:
            self.referee.state = state
            self.referee.finish_duel()
            self.winners[number] = state.outcome.winner
        else:
            verdict.problems.append("el duelo revelado no termina")
        if notes is None and not commitments:
            return None
        self.verdicts[number] = verdict
        return verdict

    def finish(self, notes: Mapping[int, DuelNotes], results: Sequence[Mapping[str, Any]]) -> list[Verdict]:
        """Once the match is over: a failing verdict for each duel a secret was revealed for
        and never shown, and for each result that is not the replayed one."""
        failed: list[Verdict] = []
        for number in sorted(notes):
            if notes[number].revealed and number not in self.winners:
                failed.append(Verdict(number, problems=notes[number].problems + [
                    f"revelé mi secreto para el duelo {number} y el anfitrión no lo mostró al final"]))
        for result in results:
            number = int(result["duel"])
            if number not in self.winners:
                failed.append(Verdict(number, problems=[f"el anfitrión no mostró el duelo {number}"]))
            elif result["winner"] != self.winners[number]:
                failed.append(Verdict(number, problems=[
                    f"el anfitrión anunció {_outcome(result['winner'])} y el registro da {_outcome(self.winners[number])}"]))
        return failed


def _decider(seat: int | None) -> str:
    return "la semilla" if seat is None else f"P{seat + 1}"


def _outcome(winner: int | None) -> str:
    return "un empate" if winner is None else f"que ganaba P{winner + 1}"
