"""Trust without a trusted host: password challenge–response, commit–reveal seeds, re-checks.

- Password: the host sends a random nonce; the client answers ``HMAC-SHA256(key, nonce)``
  with ``key = SHA-256("tapete|" + password)``. The password never travels, and the host
  keeps only the key (in its journal too).
- Seeds: before each duel every player commits to ``SHA-256(secret | deck)`` (and the records
  of the player's own cards the deck uses, when it uses some, and who it wants to start when
  the rules let it choose); only once every commitment has been published does each player
  reveal its secret (and deck) to the host. The duel's seed — from which the engine draws every
  shuffle and, in a match's first duel, who starts — is the hash of all the secrets, so nobody
  chose it: the host could not pick a seed that suits it, having committed first.
- When the match is over the host publishes every duel's secrets, decks, choices and actions;
  ``verify_duel`` checks the commitments and the duel's parameters, rebuilds the duel from the
  seed and the actions, and compares the observation this client saw after each action with
  the one the replay gives. Any difference (a rigged shuffle, a swapped deck, a chosen first
  player, a made-up action) is listed.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from engine.core.errors import TapeteError
from engine.core.game import Game
from engine.core.state import State
from engine.core.text import Text, join
from engine.net import wire


def password_key(password: str) -> bytes:
    return hashlib.sha256(("tapete|" + password).encode("utf-8")).digest()


def new_nonce() -> str:
    return secrets.token_hex(32)


def answer(key: bytes, nonce: str) -> str:
    return hmac.new(key, bytes.fromhex(nonce), hashlib.sha256).hexdigest()


def check_answer(key: bytes, nonce: str, mac: str | None) -> bool:
    return mac is not None and hmac.compare_digest(answer(key, nonce), mac)


def new_secret() -> str:
    return secrets.token_hex(32)


def canonical_deck(deck: Mapping[str, Sequence[str]]) -> str:
    return json.dumps({k: list(v) for k, v in deck.items()}, sort_keys=True, separators=(",", ":"))


def commitment(secret: str, deck: Mapping[str, Sequence[str]], cards: Sequence[Any] = (),
               first_player: int | None = None) -> str:
    """``cards``: the records of the player's own cards the deck uses (``Game.own_records``),
    so that nobody can change what such a card does once committed; ``first_player``: who the
    player chose to start the duel, when the rules let it choose (nobody can change it either)."""
    text = f"{secret}|{canonical_deck(deck)}"
    if cards:
        text += "|" + json.dumps(list(cards), sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    if first_player is not None:
        text += f"|first={first_player}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def duel_seed(secrets_: Sequence[str]) -> str:
    """The duel's seed from every player's secret, in seat order."""
    return hashlib.sha256(("tapete-seed|" + "|".join(secrets_)).encode("ascii")).hexdigest()


@dataclass
class Verdict:
    """The outcome of re-checking one duel; ``problems`` empty means all shuffles were fair."""

    duel: int
    checked: int = 0
    problems: list[Text] = field(default_factory=list)

    @property
    def fair(self) -> bool:
        return not self.problems

    @property
    def text(self) -> Text:
        """The verdict as the player reads it, in either language."""
        if self.fair:
            return Text(f"duelo {self.duel}: barajados verificados ({self.checked} observaciones comprobadas)",
                        f"duel {self.duel}: shuffles verified ({self.checked} observations checked)")
        problems = join(self.problems[:5])
        return Text(f"¡ALERTA! duelo {self.duel}: la partida NO coincide con lo comprometido — {problems.es}",
                    f"ALERT! duel {self.duel}: the game does NOT match what was committed — {problems.en}")

    def __str__(self) -> str:
        return str(self.text)


def verify_duel(
    game: Game,
    duel: int,
    seat: int | None,
    commitments: Sequence[str],
    my_secret: str | None,
    my_deck: Mapping[str, Sequence[str]] | None,
    reveal: Mapping[str, Any],
    seen: Mapping[int, str],
    params: Mapping[str, Any],
) -> tuple[Verdict, State | None]:
    """Re-check a duel from the host's ``reveal`` (see the module docstring): the verdict and
    the duel replayed to its end (``None`` if it cannot be replayed). ``seen`` maps the number
    of actions played to the digest of the observation received then; ``params`` are the
    duel's parameters as the rules make them (``matchcheck``), which the reveal must repeat."""
    verdict = Verdict(duel)
    secrets_ = list(reveal["secrets"])
    decks = list(reveal["decks"])
    cards = list(reveal.get("cards") or [[] for _ in decks])
    choices = list(reveal.get("choices") or [None for _ in decks])
    if not len(secrets_) == len(decks) == len(cards) == len(choices) == len(commitments):
        verdict.problems.append(Text("el número de secretos, mazos y compromisos no coincide",
                                     "the numbers of secrets, decks and commitments differ"))
        return verdict, None
    for index, (secret, deck, own, choice, promised) in enumerate(zip(secrets_, decks, cards, choices, commitments)):
        if commitment(secret, deck, own, choice) != promised:
            verdict.problems.append(Text(f"el secreto, el mazo o la elección de P{index + 1} no es la comprometida",
                                         f"P{index + 1}'s secret, deck or choice is not the committed one"))
    if seat is not None:
        if my_secret is not None and secrets_[seat] != my_secret:
            verdict.problems.append(Text("el anfitrión cambió mi secreto", "the host changed my secret"))
        if my_deck is not None and canonical_deck(decks[seat]) != canonical_deck(my_deck):
            verdict.problems.append(Text("el anfitrión cambió mi mazo", "the host changed my deck"))
    if dict(reveal["params"]) != dict(params):
        verdict.problems.append(Text(f"el anfitrión jugó el duelo con {dict(reveal['params'])} y las reglas dan {dict(params)}",
                                     f"the host played the duel with {dict(reveal['params'])} and the rules give {dict(params)}"))
    state = None
    try:
        state = initial_state(game, reveal, params)
        checks = 0
        if 0 in seen:
            checks += _compare(state, seat, 0, seen, verdict)
        for n, entry in enumerate(reveal["actions"], start=1):
            state.apply_action(wire.action_from_wire(entry))
            if n in seen:
                checks += _compare(state, seat, n, seen, verdict)
        verdict.checked = checks
        unseen = [n for n in seen if n > len(reveal["actions"])]
        if unseen:
            verdict.problems.append(Text(f"se recibieron observaciones de {len(unseen)} acciones que no están en el registro",
                                         f"observations of {len(unseen)} actions that are not in the record were received"))
    except (TapeteError, KeyError, ValueError, TypeError) as exc:
        why = exc.text if isinstance(exc, TapeteError) else Text(str(exc), str(exc))
        verdict.problems.append(Text(f"el registro no se puede reproducir: {why.es}", f"the record cannot be replayed: {why.en}"))
        state = None
    return verdict, state


def initial_state(game: Game, reveal: Mapping[str, Any], params: Mapping[str, Any] | None = None) -> State:
    """The duel a reveal describes, before its first action (the players' own cards it
    carries, with the decks), with ``params`` (by default, the reveal's own)."""
    owns = [game.own_cards(own) for own in reveal.get("cards") or []]
    decks = [game.deck_from_codes(deck, f"Mazo {i + 1}", owns[i] if i < len(owns) else [])
             for i, deck in enumerate(reveal["decks"])]
    return game.new_initial_state(decks, duel_seed(reveal["secrets"]), dict(reveal["params"] if params is None else params))


def replay_duel(game: Game, reveal: Mapping[str, Any]) -> State:
    """The whole duel a reveal describes (to save it as a replay once it is over)."""
    state = initial_state(game, reveal)
    for entry in reveal["actions"]:
        state.apply_action(wire.action_from_wire(entry))
    return state


def _compare(state: Any, seat: int | None, n: int, seen: Mapping[int, str], verdict: Verdict) -> int:
    mine = wire.digest(wire.observation_to_wire(state.observation(seat)))
    if mine != seen[n]:
        verdict.problems.append(Text(f"tras {n} acciones, lo que vi no es lo que da la semilla comprometida",
                                     f"after {n} actions, what I saw is not what the committed seed gives"))
    return 1
