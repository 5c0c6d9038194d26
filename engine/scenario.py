"""Scenario files: a position, actions in notation, refusals and expectations (``docs/scenarios.md``).

A scenario is a TOML file::

    [scenario]
    game = "six"
    name = "7.2.2.2 — defensa 0 no bloquea"
    rules = ["SiX 7.2.2.2"]

    [setup]                 # the game builds the position (see docs/scenarios.md)
    ...

    [[step]]
    do = "combat"           # an action in the game's notation ("P2: pass" names the player)
    [[step]]
    refuse = "block Ángel Guardián with Demonio"
    rule = "SiX 7.2.2.2"    # optional: the rule the refusal must cite
    [[step]]
    expect = { lives = { P2 = 5 }, phase = "accion" }

``run_file`` checks a file and returns every failed expectation; nothing is half loaded: a file
with an error in its setup fails as a whole with the line and the problem.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Mapping

from engine.core.cards import normalize_name
from engine.core.errors import IllegalActionError, LoadError, NotationError, TapeteError
from engine.core.game import get_game
from engine.core.state import State
from engine.core.textfiles import find_line, load_toml, read_text

_PLAYER_PREFIX = re.compile(r"^P(?P<n>\d+)\s*:\s*(?P<text>.+)$", re.IGNORECASE)
STEP_KINDS = ("do", "refuse", "expect", "undo")
EXPECT_KEYS = {
    "zones", "contains", "count", "lives", "phase", "step", "turn", "turn_player", "acting",
    "prompt", "chain", "winner", "outcome_rule", "cards", "legal", "not_legal", "counters",
}


@dataclass
class ScenarioResult:
    path: str
    name: str
    failures: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures


def parse_player(text: Any, where: str) -> int:
    """``"P1"`` → 0; raises ``ValueError`` naming ``where`` otherwise."""
    if isinstance(text, str) and re.fullmatch(r"P\d+", text.strip(), re.IGNORECASE):
        return int(text.strip()[1:]) - 1
    raise ValueError(f"{where}: se espera un jugador como \"P1\" o \"P2\", no {text!r}")


def load_scenario(path: str | Path) -> tuple[dict[str, Any], str]:
    """The scenario's TOML data and text, with the header checked."""
    text = read_text(path)
    data = load_toml(path, text)
    header = data.get("scenario")
    if not isinstance(header, Mapping):
        raise LoadError(str(path), "falta la tabla [scenario]", 1)
    if not isinstance(header.get("game"), str):
        raise LoadError(str(path), "falta «game» en [scenario]", find_line(text, "[scenario]"))
    unknown = set(data) - {"scenario", "setup", "step"}
    if unknown:
        raise LoadError(str(path), f"tablas desconocidas: {sorted(unknown)}", find_line(text, sorted(unknown)[0]))
    for key, fits, kind in (("name", lambda v: isinstance(v, str), "un texto"),
                            ("rules", lambda v: isinstance(v, list) and all(isinstance(r, str) for r in v), "una lista de textos"),
                            ("seed", lambda v: isinstance(v, (int, str)) and not isinstance(v, bool), "un número o un texto")):
        if key in header and not fits(header[key]):
            raise LoadError(str(path), f"«{key}» de [scenario] debe ser {kind}", find_line(text, key) or 1)
    return data, text


def build_state(path: str | Path, data: Mapping[str, Any], text: str) -> State:
    """The position a scenario describes, built by its game."""
    header = data["scenario"]
    try:
        game = get_game(header["game"])
    except KeyError as exc:
        raise LoadError(str(path), str(exc.args[0]), find_line(text, "game")) from None
    seed = header.get("seed", 1)
    return game.scenario_state(data.get("setup", {}), seed, str(path), text)


def run_file(path: str | Path) -> ScenarioResult:
    """Run one scenario file; its failures name the step, the line and what differed."""
    path = str(path)
    try:
        data, text = load_scenario(path)
    except LoadError as exc:
        return ScenarioResult(path, Path(path).stem, [str(exc)])
    header = data["scenario"]
    result = ScenarioResult(path, str(header.get("name", Path(path).stem)), rules=list(header.get("rules", [])))
    try:
        state = build_state(path, data, text)
    except (LoadError, ValueError, KeyError) as exc:
        result.failures.append(str(exc) if isinstance(exc, LoadError) else f"{path}: preparación: {exc}")
        return result
    steps = data.get("step", [])
    line = find_line(text, "[[step]]") or 1
    for number, step in enumerate(steps, start=1):
        line = find_line(text, "[[step]]", start=line + (1 if number > 1 else 0)) or line
        where = f"{path}:{line}: paso {number}"
        if not isinstance(step, Mapping) or not any(k in step for k in STEP_KINDS):
            result.failures.append(f"{where}: un paso necesita {', '.join(STEP_KINDS)}")
            break
        if not _run_step(state, step, where, result.failures):
            break
    return result


def _split_player(state: State, text: str) -> tuple[int | None, str]:
    match = _PLAYER_PREFIX.match(text.strip())
    if match:
        return int(match["n"]) - 1, match["text"]
    return None, text


def _run_step(state: State, step: Mapping[str, Any], where: str, failures: list[str]) -> bool:
    """Run one step; ``False`` stops the scenario (the state is no longer the expected one)."""
    if "do" in step:
        player, text = _split_player(state, str(step["do"]))
        try:
            state.apply_action(state.parse_action(text, player))
        except (IllegalActionError, NotationError) as exc:
            failures.append(f"{where}: «{step['do']}» no se pudo aplicar: {exc}")
            return False
    if "refuse" in step:
        player, text = _split_player(state, str(step["refuse"]))
        before = state.state_hash()
        try:
            action = state.parse_action(text, player)
            state.apply_action(action)
        except IllegalActionError as exc:
            wanted = step.get("rule")
            if wanted is not None and exc.rule.id != wanted:
                failures.append(f"{where}: «{text}» se rechazó por {exc.rule.id}, no por {wanted}")
            if state.state_hash() != before:
                failures.append(f"{where}: la acción rechazada cambió el estado")
        except NotationError as exc:
            failures.append(f"{where}: «{text}» no es una acción en notación: {exc}")
            return False
        else:
            failures.append(f"{where}: «{text}» debía rechazarse y se aplicó")
            return False
    if "undo" in step:
        try:
            state.undo(int(step["undo"]))
        except (ValueError, TypeError) as exc:
            failures.append(f"{where}: undo: {exc}")
            return False
    if "expect" in step:
        expect = step["expect"]
        if not isinstance(expect, Mapping):
            failures.append(f"{where}: «expect» debe ser una tabla")
            return False
        unknown = set(expect) - EXPECT_KEYS
        if unknown:
            failures.append(f"{where}: expectativas desconocidas {sorted(unknown)}")
            return False
        failures.extend(f"{where}: {problem}" for problem in check_expectations(state, expect))
    return True


def _names(state: State, ids: Iterable[int]) -> list[str]:
    names = []
    for cid in ids:
        card = state.cards[cid]
        assert card is not None
        names.append(card.defn.name)
    return names


def _zone_ids(state: State, key: str) -> list[int]:
    owner_text, _, name = key.partition(".")
    owner = parse_player(owner_text, key)
    if (owner, name) not in state.zone_index:
        raise ValueError(f"no existe la zona {key}")
    return [cid for cid in state.ids(owner, name)]


def _same_names(expected: Iterable[str], actual: Iterable[str]) -> bool:
    return [normalize_name(n) for n in expected] == [normalize_name(n) for n in actual]


def _is_legal(state: State, text: str, texts: set[str]) -> bool:
    """Whether ``text`` is one of the legal actions: written as the engine writes it, or
    naming the same action another way (a name the engine writes in quotes, say)."""
    if normalize_name(text) in texts:
        return True
    try:
        return state.parse_action(text) in state.legal_actions()
    except (NotationError, IllegalActionError):
        return False


def check_expectations(state: State, expect: Mapping[str, Any]) -> list[str]:
    """Every expectation that does not hold, described."""
    problems: list[str] = []
    try:
        _check(state, expect, problems)
    except (ValueError, KeyError, TapeteError) as exc:
        problems.append(f"expectativa mal escrita: {exc}")
    return problems


def _check(state: State, expect: Mapping[str, Any], problems: list[str]) -> None:
    for key, names in expect.get("zones", {}).items():
        actual = _names(state, _zone_ids(state, key))
        if not _same_names(names, actual):
            problems.append(f"{key}: se esperaba {names} y hay {actual}")
    for key, names in expect.get("contains", {}).items():
        present = Counter(normalize_name(n) for n in _names(state, _zone_ids(state, key)))
        missing = Counter(normalize_name(n) for n in names) - present
        if missing:
            problems.append(f"{key}: faltan {sorted(missing.elements())}")
    for key, count in expect.get("count", {}).items():
        actual_count = len(_zone_ids(state, key))
        if actual_count != count:
            problems.append(f"{key}: se esperaban {count} cartas y hay {actual_count}")
    life = state.game.life_counter
    for player_text, value in expect.get("lives", {}).items():
        player = parse_player(player_text, "lives")
        actual_value = state.counters[player].get(life)
        if actual_value != value:
            problems.append(f"{player_text}: se esperaban {value} {life} y tiene {actual_value}")
    for player_text, counters in expect.get("counters", {}).items():
        player = parse_player(player_text, "counters")
        for name, value in counters.items():
            if state.counters[player].get(name, 0) != value:
                problems.append(f"{player_text}.{name}: se esperaba {value} y es {state.counters[player].get(name, 0)}")
    simple = {
        "phase": lambda: state.phase,
        "step": lambda: state.step or "none",
        "turn": lambda: state.turn,
        "turn_player": lambda: f"P{state.turn_player + 1}",
        "acting": lambda: "none" if state.current_player() is None else f"P{(state.current_player() or 0) + 1}",
        "prompt": lambda: state.prompt.kind if state.prompt is not None else "none",
    }
    for key, getter in simple.items():
        if key in expect and str(getter()).casefold() != str(expect[key]).casefold():
            problems.append(f"{key}: se esperaba {expect[key]!r} y es {getter()!r}")
    if "chain" in expect:
        actual_chain = [state._card_name(link.source) for link in state.chain.links]
        if not _same_names(expect["chain"], actual_chain):
            problems.append(f"chain: se esperaba {expect['chain']} y es {actual_chain}")
    if "winner" in expect:
        outcome = state.outcome
        actual_winner = "none" if outcome is None else ("draw" if outcome.winner is None else f"P{outcome.winner + 1}")
        if actual_winner.casefold() != str(expect["winner"]).casefold():
            reason = f" ({outcome.reason})" if outcome is not None else ""
            problems.append(f"winner: se esperaba {expect['winner']} y es {actual_winner}{reason}")
    if "outcome_rule" in expect:
        rule_id = state.outcome.rule.id if state.outcome is not None and state.outcome.rule else None
        if rule_id != expect["outcome_rule"]:
            problems.append(f"outcome_rule: se esperaba {expect['outcome_rule']} y es {rule_id}")
    if "legal" in expect or "not_legal" in expect:
        texts = {normalize_name(state.action_to_string(a)) for a in state.legal_actions()}
        for text in expect.get("legal", []):
            if not _is_legal(state, text, texts):
                problems.append(f"legal: «{text}» no es legal ahora (legales: {sorted(texts)})")
        for text in expect.get("not_legal", []):
            if normalize_name(text) in texts:
                problems.append(f"not_legal: «{text}» es legal y no debía serlo")
    for card_expect in expect.get("cards", []):
        problems.extend(state.game.check_card(state, card_expect))
