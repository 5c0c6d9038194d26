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
from engine.core.text import Text
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
    problems: list[Text] = field(default_factory=list)


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
            verdict.problems.insert(0, Text(f"se esperaba el duelo {expected} y el anfitrión mostró el {number}",
                                            f"duel {expected} was due and the host showed duel {number}"))
        if notes is not None:
            verdict.problems[:0] = notes.problems
            if notes.chooser != chooser:
                said, due = _decider(notes.chooser), _decider(chooser)
                verdict.problems.append(Text(f"según el anfitrión, quién empieza lo decidía {said.es}; según las reglas, {due.es}",
                                             f"the host said {said.en} chose who starts; the rules say {due.en}"))
        if state is not None and state.outcome is not None:
            self.referee.state = state
            self.referee.finish_duel()
            self.winners[number] = state.outcome.winner
        else:
            verdict.problems.append(Text("el duelo revelado no termina", "the revealed duel does not end"))
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
                    Text(f"revelé mi secreto para el duelo {number} y el anfitrión no lo mostró al final",
                         f"I revealed my secret for duel {number} and the host did not show that duel at the end")]))
        for result in results:
            number = int(result["duel"])
            if number not in self.winners:
                failed.append(Verdict(number, problems=[Text(f"el anfitrión no mostró el duelo {number}",
                                                             f"the host did not show duel {number}")]))
            elif result["winner"] != self.winners[number]:
                said, played = _outcome(result["winner"]), _outcome(self.winners[number])
                failed.append(Verdict(number, problems=[
                    Text(f"el anfitrión anunció {said.es} y el registro da {played.es}",
                         f"the host announced {said.en} and the record gives {played.en}")]))
        return failed


def _decider(seat: int | None) -> Text:
    return Text("la semilla", "the seed") if seat is None else Text(f"P{seat + 1}", f"P{seat + 1}")


def _outcome(winner: int | None) -> Text:
    return Text("un empate", "a draw") if winner is None else Text(f"que ganaba P{winner + 1}", f"a win for P{winner + 1}")
