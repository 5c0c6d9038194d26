"""Probing a game as a cheating player would: requests that name cards the player cannot see.

Everything a player gets back — accepted or refused, the message, the rule, the legal actions
with their notation and gestures — may depend only on what that player knows. A probe is a
request (an action, its text with a guessed name, a drag) sent by one player; its answer is
compared between the real state and states resampled from that player's information
(``State.resample_from_infostate``): any difference is a leak of a hidden card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Union

from engine.core import Action, IllegalActionError, Rng, State
from engine.core.errors import EngineError, NotationError
from engine.core.gestures import Gesture
from engine.core.notation import locator
from tests.helpers import demo_state

Request = Union[Action, str, Gesture]


class Scratch:
    """A copy of one state to send requests to, made when first needed and made again only after
    a request changed it: a refused request changes nothing (``State.apply_action``;
    ``tests/core/test_conformance.py::test_refused_actions_leave_the_state_unchanged``), so one
    copy answers every refusal in a row instead of a copy for each request."""

    def __init__(self, state: State) -> None:
        self.state = state
        self._copy: State | None = None

    def get(self) -> State:
        if self._copy is None:
            self._copy = self.state.clone()
        return self._copy

    def spent(self) -> None:
        self._copy = None


def answer(state: State, player: int, request: Request, scratch: Scratch | None = None) -> tuple[Any, ...]:
    """What ``player`` is told when it sends ``request`` (on a copy: ``state`` is untouched;
    ``scratch``, a copy of ``state``, is reused while requests are refused)."""
    scratch = scratch or Scratch(state)
    twin = scratch.get()
    try:
        if isinstance(request, str):
            action = twin.parse_action(request, player)
        elif isinstance(request, Gesture):
            found = twin.action_for_gesture(player, request)
            if found is None:
                return ("nothing",)
            action = found
        else:
            action = request
        twin.apply_action(action)
    except NotationError as exc:
        return ("notation", str(exc))
    except IllegalActionError as exc:
        return ("refused", exc.rule.id, exc.message("es"), exc.message("en"))
    except EngineError as exc:
        scratch.spent()  # rolled back by rebuilding from the setup: not reused
        return ("engine-error", str(exc))
    scratch.spent()
    return ("accepted", twin.observation(player).acting_player)


def legal_view(state: State, player: int) -> tuple[Any, ...]:
    """The legal actions ``player`` is offered, as it sees them (notation and gesture)."""
    if state.current_player() != player:
        return ()
    return tuple((state.action_to_string(a), state.gesture(a)) for a in state.legal_actions())


def hidden_from(state: State, player: int) -> list[int]:
    """Every card ``player`` can neither see nor knows."""
    return [cid for zone in state.zones for cid in zone if not state.is_visible_to(player, state._card(cid))]


def requests_for(state: State, player: int, hidden: int, templates: list[Action], other_name: str) -> list[Request]:
    """Requests by ``player`` that put the hidden card ``hidden`` where a legal action of the
    game had a card: as an action, as its text (bare locator, the true name, another name) and
    as drags to and from it."""
    requests: list[Request] = []
    place = locator(state, hidden)
    true_name = state._card(hidden).defn.name
    for template in templates:
        variants = []
        if template.cards:
            variants.append(Action(template.kind, player, (hidden,) + template.cards[1:], template.targets, template.choice))
        if template.targets:
            variants.append(Action(template.kind, player, template.cards, (hidden,) + template.targets[1:], template.choice))
        for action in variants:
            requests.append(action)
            try:
                text = state.action_to_string(action)
            except Exception:  # a template that does not fit this card: the action itself is probed
                continue
            requests.append(text)
            for guess in (true_name, other_name):
                requests.append(text.replace("@" + place, f"{guess}@{place}"))
    requests.append(Gesture(hidden))
    for zone in sorted({state.zone_key_of(z) for z in range(len(state.zones))})[:6]:
        requests.append(Gesture(hidden, onto_zone=zone))
    return requests


@dataclass
class ProbeReport:
    """How many probes were sent, the kinds of decision probed (game, phase, step, question) and
    every answer that differed between equivalent states."""

    probes: int = 0
    kinds: set[tuple[str, str, str | None, str | None]] = field(default_factory=set)
    differences: list[str] = field(default_factory=list)


def probe_game(game: str, seed: int, *, every: int, cards_per_point: int = 2, resamples: int = 2,
               max_templates: int = 12, report: ProbeReport | None = None) -> ProbeReport:
    """Play a seeded random game of ``game`` and probe it, for both players, with requests naming
    cards hidden from them: at the first decision of each kind (phase, step and question) and
    every ``every`` decisions besides."""
    report = report or ProbeReport()
    state = demo_state(game, seed)
    rng = Rng(seed)
    templates: dict[str, Action] = {}
    names = sorted({card.defn.name for card in state.cards if card is not None})
    met: set[tuple[str, str | None, str | None]] = set()
    step = 0
    while not state.is_terminal() and step < 600:
        legal = state.legal_actions()
        for action in legal:
            if action.cards or action.targets:
                templates.setdefault(action.kind + str(bool(action.cards)) + str(bool(action.targets)), action)
        kind = (state.phase, state.step, state.prompt.kind if state.prompt else None)
        if kind not in met or step % every == 0:
            met.add(kind)
            report.kinds.add((game, *kind))
            for player in range(state.num_players):
                _probe_point(state, player, list(templates.values())[:max_templates], names, rng, seed, step,
                             cards_per_point, resamples, report)
        state.apply_action(rng.choice(legal))
        step += 1
    return report


def _pick_hidden(state: State, hidden: list[int], count: int, rng: Rng) -> list[int]:
    """``count`` hidden cards, each from another zone while there are zones left (the rival's
    hand, a deck, a face-down card on the table), at random within its zone."""
    by_zone: dict[int, list[int]] = {}
    for cid in hidden:
        by_zone.setdefault(state._card(cid).zone, []).append(cid)
    zones = sorted(by_zone)
    picks = []
    for _ in range(count):
        if not zones:
            zones = sorted(by_zone)
        zone = zones.pop(rng.below(len(zones)))
        picks.append(by_zone[zone][rng.below(len(by_zone[zone]))])
    return picks


def _probe_point(state: State, player: int, templates: list[Action], names: list[str], rng: Rng, seed: int,
                 step: int, cards_per_point: int, resamples: int, report: ProbeReport) -> None:
    hidden = hidden_from(state, player)
    if not hidden:
        return
    twins = [state.resample_from_infostate(player, Rng(seed * 1000 + step * 10 + i)) for i in range(resamples)]
    seen = legal_view(state, player)
    for twin in twins:
        report.probes += 1
        if legal_view(twin, player) != seen:
            report.differences.append(f"{state.game.name} seed {seed} step {step} P{player + 1}: legal actions differ")
    picks = _pick_hidden(state, hidden, cards_per_point, rng)
    scratches = [Scratch(state)] + [Scratch(twin) for twin in twins]
    for card in picks:
        other = names[rng.below(len(names))]
        for request in requests_for(state, player, card, templates, other):
            expected = answer(state, player, request, scratches[0])
            for twin, scratch in zip(twins, scratches[1:]):
                report.probes += 1
                got = answer(twin, player, request, scratch)
                if got != expected:
                    report.differences.append(
                        f"{state.game.name} seed {seed} step {step} P{player + 1} {request!r}: {expected} ≠ {got}")
