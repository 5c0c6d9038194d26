"""Information-set Monte Carlo tree search (single observer, Cowling, Powley & Whitehouse 2012).

Every iteration draws a determinisation — a world the bot cannot tell from the real one, with
the hidden cards dealt at random by ``resample_from_infostate`` from its own point of view — and
walks one tree of actions through it: UCT among the actions legal in that world (weighted by how
often each was available), or PUCT where the game gives priors (``Game.action_prior``); one new
node, a short playout (``Game.playout_policy``: random unless the game biases it), then the
game's ``evaluate``.
Only the State API is used, so it plays every registered game.
"""

from __future__ import annotations

import math
import time
from typing import Callable

from engine.ai.levels import LEVELS, Level
from engine.core.actions import Action
from engine.core.rng import Rng
from engine.core.state import State
from engine.core.text import Text

#: How much lower than the tried actions' mean an untried one counts in PUCT.
UNTRIED_DROP = 0.1


class Node:
    """Statistics of an action sequence, for the player who chose its last action."""

    __slots__ = ("player", "visits", "total", "available", "children")

    def __init__(self, player: int) -> None:
        self.player = player
        self.visits = 0
        self.total = 0.0
        self.available = 1
        self.children: dict[Action, Node] = {}

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class SearchStats:
    """What the last decision cost: iterations (one playout each) and seconds."""

    __slots__ = ("iterations", "seconds")

    def __init__(self, iterations: int = 0, seconds: float = 0.0) -> None:
        self.iterations = iterations
        self.seconds = seconds


class ISMCTSBot:
    """The search bot; ``level`` sets its budget (see ``engine.ai.levels``)."""

    def __init__(self, seed: int | str = 0, level: Level | str = "normal") -> None:
        self.level = LEVELS[level] if isinstance(level, str) else level
        self.name = self.level.name
        self.rng = Rng(seed)
        self.last = SearchStats()
        #: The root of the last search (its children: each legal action's visits and mean).
        self.last_root: Node | None = None
        #: Hashes of the positions it has decided in this step (``_onward`` does not go back to
        #: them), with the step (turn, phase, step) and the number of moves played then.
        self.decided: set[str] = set()
        self._decided_where: tuple[object, ...] = ()
        self._decided_moves = 0

    def choose(self, state: State, stop: Callable[[], bool] | None = None) -> Action:
        """The most visited action after the search; ``stop`` returning true ends it early."""
        me = state.current_player()
        if me is None:
            raise ValueError(Text("la partida terminó: no hay nada que decidir", "the game is over: there is nothing to decide"))
        legal = state.legal_actions()
        if len(legal) == 1:
            self.last = SearchStats()
            return legal[0]
        start = time.perf_counter()
        deadline = None if self.level.seconds is None else start + self.level.seconds
        root = Node(me)
        done = 0
        while done < self.level.iterations:
            if (stop is not None and stop()) or (deadline is not None and time.perf_counter() > deadline):
                break
            self._iterate(root, state.resample_from_infostate(me, self.rng))
            done += 1
        self.last = SearchStats(done, time.perf_counter() - start)
        self.last_root = root
        self._remember(state)
        return self._onward(state, root, legal)

    def _remember(self, state: State) -> None:
        """Add ``state`` to the positions decided in. Only those of the current step count (a
        position of another step or turn cannot come back), and none once moves were undone."""
        where = (state.turn, state.phase, state.step)
        if where != self._decided_where or len(state.history) < self._decided_moves:
            self.decided.clear()
        self._decided_where, self._decided_moves = where, len(state.history)
        self.decided.add(state.state_hash())

    def _onward(self, state: State, root: Node, legal: list[Action]) -> Action:
        """The most visited root action that does not lead back to a position this bot has
        already decided in this step (the most visited one if all do). Where a declaration is
        built move by move (Magic's blockers: block, unblock, block again…) equally rated moves
        could otherwise undo each other forever."""
        ranked = sorted(legal, key=lambda a: _visits_and_mean(root, a), reverse=True)
        for action in ranked:
            after = state.clone()
            after.apply_action(action)
            if after.state_hash() not in self.decided:
                return action
        return ranked[0]

    def _iterate(self, root: Node, world: State) -> None:
        path = [root]
        node = root
        # selection: down the tree to a new node
        while not world.is_terminal():
            legal = world.legal_actions()
            action, child = self._descend(node, legal, world.game.action_prior(world, legal))
            if child is None:  # a new node, then the playout from it
                chooser = world.current_player()
                assert chooser is not None
                child = Node(chooser)
                node.children[action] = child
                for other in legal:
                    if other is not action and other in node.children:
                        node.children[other].available += 1
                world.apply_action(action)
                path.append(child)
                break
            world.apply_action(action)
            path.append(child)
            node = child
        rewards = self._playout(world)
        for visited in path[1:]:
            visited.visits += 1
            visited.total += rewards[visited.player]

    def _descend(self, node: Node, legal: list[Action], prior: list[float] | None) -> tuple[Action, Node | None]:
        """The action to follow from ``node`` and its child, ``None`` for one not tried yet: UCT
        tries every action once before choosing among them, PUCT lets the prior decide."""
        if prior is not None:
            action = self._select_prior(node, legal, prior)
            return action, node.children.get(action)
        untried = [a for a in legal if a not in node.children]
        if untried:
            return self.rng.choice(untried), None
        return self._select(node, legal)

    def _select(self, node: Node, legal: list[Action]) -> tuple[Action, Node]:
        """UCT over the actions available now; each one's availability counts this visit."""
        c = self.level.exploration
        best_value = -math.inf
        best: tuple[Action, Node] | None = None
        for action in legal:
            child = node.children[action]
            value = child.mean() + c * math.sqrt(math.log(child.available) / child.visits) if child.visits else math.inf
            child.available += 1
            if value > best_value:
                best_value, best = value, (action, child)
        assert best is not None
        return best

    def _select_prior(self, node: Node, legal: list[Action], prior: list[float]) -> Action:
        """PUCT (as in AlphaZero) where the game gives priors: each action's mean plus an
        exploration share in proportion to its prior weight, shrinking with its visits. An
        untried action counts as the visit-weighted mean of the tried ones, a little lowered
        (``UNTRIED_DROP``), so a move the prior dislikes is tried only once the others fare
        badly."""
        tried = [node.children[a] for a in legal if a in node.children]
        visits = sum(child.visits for child in tried)
        untried = sum(child.total for child in tried) / visits - UNTRIED_DROP if visits else 0.0
        scale = self.level.prior_exploration * math.sqrt(visits + 1) / sum(prior)
        best_value = -math.inf
        best = legal[0]
        for action, weight in zip(legal, prior):
            child = node.children.get(action)
            value = untried + scale * weight if child is None else child.mean() + scale * weight / (1 + child.visits)
            if value > best_value:
                best_value, best = value, action
        return best

    def _playout(self, world: State) -> list[float]:
        """``playout_depth`` × the game's ``playout_scale`` moves chosen by its playout policy
        (random by default), then every player's evaluation of where they led."""
        game = world.game
        for _ in range(round(self.level.playout_depth * game.playout_scale)):
            if world.is_terminal():
                break
            world.apply_action(game.playout_policy(world, world.legal_actions(), self.rng))
        return [game.evaluate(world, player) for player in range(world.num_players)]


def _visits_and_mean(root: Node, action: Action) -> tuple[int, float]:
    """How a root action ranks: by visits, then by mean (an untried one last)."""
    child = root.children.get(action)
    return (child.visits, child.mean()) if child is not None else (0, -math.inf)
