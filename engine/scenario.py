"""Scenario files: a position, actions in notation, refusals and expectations (``docs/scenarios.md``).

A scenario is a TOML file::

    [scenario]
    game = "six"
    name = "7.2.2.2 — defensa 0 no bloquea"
    rules = ["SiX 7.2.2.2"]

    [setup]                 # the game builds the position (see docs/scenarios.md)
    card_data = "store"     # optional: cards of the player's store, or of a card-data file
    ...

    [[step]]
    do = "combat"           # an action in the game's notation ("P2: pass" names the player)
    [[step]]
    refuse = "block Ángel Guardián with Demonio"
    rule = "SiX 7.2.2.2"    # optional: the rule the refusal must cite
    [[step]]
    expect = { lives = { P2 = 5 }, phase = "accion" }

A deck scenario has a ``[deck]`` table instead of a setup and steps: ``cards`` (the sections and
lines of a Tapete deck), ``legal`` and optionally ``violations`` (the rule ids the game's deck
validator must cite).

``run_file`` checks a file and returns every failed expectation; nothing is half loaded: a file
with an error in its setup fails as a whole with the line and the problem. ``card_data`` lets a
puzzle use the player's own cards: ``"store"`` (the user's store) or a card-data file (MTGJSON,
Cockatrice, a ``cards.cdb``…; relative to the scenario's folder); the cards the setup names that
the game does not ship are taken from there. Names in expectations match a card's Spanish or
English name.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping

from engine.core.cards import normalize_name
from engine.core.deck import DeckEntry
from engine.core.errors import IllegalActionError, LoadError, NotationError, TapeteError, text_of
from engine.core.game import Game, game_names, get_game
from engine.core.state import State
from engine.core.text import Text
from engine.core.textfiles import find_line, load_toml, read_text

if TYPE_CHECKING:
    from engine.formats.decks.reference import PlayerCards

_PLAYER_PREFIX = re.compile(r"^P(?P<n>\d+)\s*:\s*(?P<text>.+)$", re.IGNORECASE)
STEP_KINDS = ("do", "refuse", "expect", "undo")
#: Each expectation and the shape its value must have: a table, a list or a single value.
EXPECT_SHAPES: dict[str, type] = {
    "zones": Mapping, "contains": Mapping, "count": Mapping, "lives": Mapping, "counters": Mapping,
    "chain": list, "cards": list, "legal": list, "not_legal": list,
    "phase": object, "step": object, "turn": object, "turn_player": object, "acting": object,
    "prompt": object, "winner": object, "outcome_rule": object,
}
EXPECT_KEYS = set(EXPECT_SHAPES)
_SHAPE_WORDS: dict[type, tuple[str, str]] = {Mapping: ("una tabla", "a table"), list: ("una lista", "a list")}


@dataclass
class ScenarioResult:
    path: str
    name: str
    failures: list[Text] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures


def at(where: Text | str, problem: Text) -> Text:
    """``problem`` after ``where`` (a file, line and step; or a key of an expectation)."""
    place = where if isinstance(where, Text) else Text(where, where)
    return Text(f"{place.es}: {problem.es}", f"{place.en}: {problem.en}")


def parse_player(text: Any, where: str) -> int:
    """``"P1"`` → 0; raises ``ValueError`` naming ``where`` otherwise."""
    if isinstance(text, str) and re.fullmatch(r"P\d+", text.strip(), re.IGNORECASE):
        return int(text.strip()[1:]) - 1
    raise ValueError(at(where, Text(f"se espera un jugador como \"P1\" o \"P2\", no {text!r}",
                                    f"a player such as \"P1\" or \"P2\" is expected, not {text!r}")))


def load_scenario(path: str | Path) -> tuple[dict[str, Any], str]:
    """The scenario's TOML data and text, with the header checked."""
    text = read_text(path)
    data = load_toml(path, text)
    header = data.get("scenario")
    if not isinstance(header, Mapping):
        raise LoadError(str(path), Text("falta la tabla [scenario]", "the [scenario] table is missing"), 1)
    if not isinstance(header.get("game"), str):
        raise LoadError(str(path), Text("falta «game» en [scenario]",
                                        "«game» is missing from [scenario]"), find_line(text, "[scenario]"))
    unknown = set(data) - {"scenario", "setup", "step", "deck"}
    if unknown:
        raise LoadError(str(path), Text(f"tablas desconocidas: {sorted(unknown)}", f"unknown tables: {sorted(unknown)}"),
                        find_line(text, sorted(unknown)[0]))
    checks: tuple[tuple[str, Callable[[Any], bool], Text], ...] = (
        ("name", lambda v: isinstance(v, str), Text("un texto", "a text")),
        ("rules", lambda v: isinstance(v, list) and all(isinstance(r, str) for r in v), Text("una lista de textos", "a list of texts")),
        ("seed", lambda v: isinstance(v, (int, str)) and not isinstance(v, bool), Text("un número o un texto", "a number or a text")))
    for key, fits, kind in checks:
        if key in header and not fits(header[key]):
            raise LoadError(str(path), Text(f"«{key}» de [scenario] debe ser {kind.es}",
                                            f"«{key}» of [scenario] must be {kind.en}"),
                            find_line(text, key) or 1)
    return data, text


def build_state(path: str | Path, data: Mapping[str, Any], text: str) -> State:
    """The position a scenario describes, built by its game (with the cards of its
    ``card_data``, when it names some)."""
    header = data["scenario"]
    if header["game"] not in game_names():
        known = ", ".join(game_names())
        raise LoadError(str(path), Text(f"juego desconocido «{header['game']}» (juegos: {known})",
                                        f"unknown game «{header['game']}» (games: {known})"), find_line(text, "game"))
    game = get_game(header["game"])
    seed = header.get("seed", 1)
    setup = data.get("setup", {})
    own: list[DeckEntry] = []
    if isinstance(setup, Mapping) and "card_data" in setup:
        setup = {key: value for key, value in setup.items() if key != "card_data"}
        own = named_own_cards(game, data["setup"]["card_data"], setup, str(path), text)
    return game.scenario_state(setup, seed, str(path), text, own)


def named_own_cards(game: Game, source: Any, setup: Mapping[str, Any], path: str, text: str) -> list[DeckEntry]:
    """The cards ``setup`` names that ``game`` does not ship, read from ``source``: ``"store"``
    (the player's store) or a card-data file (relative to the scenario); each with its record."""
    from engine.formats.decks.reference import card_lookup

    line = find_line(text, "card_data")
    if not isinstance(source, str) or not source.strip():
        raise LoadError(path, Text("«card_data» debe ser \"store\" o la ruta de un archivo de datos de cartas",
                                   "«card_data» must be \"store\" or the path of a card-data file"), line)
    if source.strip().lower() == "store":
        with card_lookup(game.name, None) as lookup:
            if lookup.store is None:
                raise LoadError(path, Text("«card_data = \"store\"»: no hay base de datos de cartas del usuario (importa sus cartas antes)",
                                           "«card_data = \"store\"»: the user has no card database (import the cards first)"), line)
            return _own_cards(game, lookup, setup)
    try:
        return _own_cards(game, _card_data_file(Path(path).parent / source), setup)
    except LoadError as exc:
        raise LoadError(path, Text(f"card_data: {exc.message('es')}", f"card_data: {exc.message('en')}"), line) from None


def _own_cards(game: Game, lookup: PlayerCards, setup: Mapping[str, Any]) -> list[DeckEntry]:
    own = []
    for name in sorted(_strings(setup)):
        if game.cards.find(name) is None:
            record = lookup.find_printing(game.name, name=name)
            card = game.card_for(record) if record is not None else None
            if card is not None:
                own.append(DeckEntry(1, card, record=record))
    return own


_KEPT_FILES = 2
_kept_files: OrderedDict[tuple[int, Path, int, int], PlayerCards] = OrderedDict()


def _card_data_file(file: Path) -> PlayerCards:
    """The cards of a card-data file, read into memory once per thread while the file stays the
    same (its size and time): a folder of puzzles on one ``cards.cdb`` of 13,000 cards reads it
    once, not once per puzzle. The last ``_KEPT_FILES`` files read are kept."""
    from engine.formats.decks.reference import cards_file_lookup

    try:
        stat = file.stat()
    except OSError:
        return cards_file_lookup(str(file))  # it names the problem (no such file, unreadable…)
    key = (threading.get_ident(), file.resolve(), stat.st_size, stat.st_mtime_ns)
    lookup = _kept_files.pop(key, None) or cards_file_lookup(str(file))
    _kept_files[key] = lookup
    while len(_kept_files) > _KEPT_FILES:
        _kept_files.popitem(last=False)[1].close()
    return lookup


def _strings(value: Any) -> set[str]:
    """Every text in a TOML value (the card names a setup gives, among other words)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, Mapping):
        return set().union(*(_strings(item) for item in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(_strings(item) for item in value)) if value else set()
    return set()


def run_file(path: str | Path) -> ScenarioResult:
    """Run one scenario file; its failures name the step, the line and what differed."""
    path = str(path)
    try:
        data, text = load_scenario(path)
    except LoadError as exc:
        return ScenarioResult(path, Path(path).stem, [exc.text])
    header = data["scenario"]
    result = ScenarioResult(path, str(header.get("name", Path(path).stem)), rules=list(header.get("rules", [])))
    if "deck" in data:
        result.failures += check_deck(path, data, text)
        return result
    try:
        state = build_state(path, data, text)
    except (LoadError, ValueError, KeyError) as exc:
        result.failures.append(exc.text if isinstance(exc, LoadError) else at(path, at(Text("preparación",
                                                                                            "setup"), text_of(exc))))
        return result
    steps = data.get("step", [])
    line = find_line(text, "[[step]]") or 1
    for number, step in enumerate(steps, start=1):
        line = find_line(text, "[[step]]", start=line + (1 if number > 1 else 0)) or line
        where = Text(f"{path}:{line}: paso {number}", f"{path}:{line}: step {number}")
        if not isinstance(step, Mapping) or not any(k in step for k in STEP_KINDS):
            result.failures.append(at(where, Text(f"un paso necesita {', '.join(STEP_KINDS)}",
                                                  f"a step needs {', '.join(STEP_KINDS)}")))
            break
        if not _run_step(state, step, where, result.failures):
            break
    return result


DECK_KEYS = {"cards", "legal", "violations"}


def check_deck(path: str, data: Mapping[str, Any], text: str) -> list[Text]:
    """A deck scenario: ``[deck]`` gives ``cards`` (the sections and lines of a Tapete deck),
    ``legal`` (whether the game's validator must accept it) and optionally ``violations`` (the
    rule ids it must cite, each as often as cited, in any order)."""
    deck_table = data["deck"]
    start = find_line(text, "[deck]") or 1
    where = Text(f"{path}:{start}: [deck]", f"{path}:{start}: [deck]")
    if "setup" in data or "step" in data:
        return [at(where, Text("un escenario de mazo no lleva [setup] ni pasos", "a deck scenario has no [setup] and no steps"))]
    if not isinstance(deck_table, Mapping) or set(deck_table) - DECK_KEYS or not isinstance(deck_table.get("cards"), str) \
            or not isinstance(deck_table.get("legal"), bool) \
            or not all(isinstance(v, str) for v in deck_table.get("violations", [])):
        return [at(where, Text("[deck] lleva cards (texto), legal (true o false) y, si quiere, violations (ids de reglas)",
                               "[deck] takes cards (a text), legal (true or false) and optionally violations (rule ids)"))]
    game_name = data["scenario"]["game"]
    if game_name not in game_names():
        return [at(where, Text(f"juego desconocido «{game_name}»", f"unknown game «{game_name}»"))]
    from engine.formats.tapete_deck import parse_deck

    game = get_game(game_name)
    try:
        deck = parse_deck(f"game = {game_name}\nname = {data['scenario'].get('name', 'escenario')}\n{deck_table['cards']}", game, path)
    except LoadError as exc:
        return [at(where, exc.text)]
    found = game.validate_deck(deck)
    failures: list[Text] = []
    if deck_table["legal"] != (not found):
        said = "; ".join(str(v) for v in found) or "legal"
        failures.append(at(where, Text(f"se esperaba un mazo {'legal' if deck_table['legal'] else 'ilegal'} y es: {said}",
                                       f"expected a{' legal' if deck_table['legal'] else 'n illegal'} deck, it is: {said}")))
    if "violations" in deck_table and sorted(deck_table["violations"]) != sorted(v.rule.id for v in found):
        cited = sorted(v.rule.id for v in found)
        failures.append(at(where, Text(f"se esperaban las reglas {sorted(deck_table['violations'])} y cita {cited}",
                                       f"expected the rules {sorted(deck_table['violations'])}, it cites {cited}")))
    return failures


def _split_player(state: State, text: str) -> tuple[int | None, str]:
    match = _PLAYER_PREFIX.match(text.strip())
    if match:
        return int(match["n"]) - 1, match["text"]
    return None, text


def _run_step(state: State, step: Mapping[str, Any], where: Text, failures: list[Text]) -> bool:
    """Run one step; ``False`` stops the scenario (the state is no longer the expected one)."""
    if "do" in step:
        player, text = _split_player(state, str(step["do"]))
        try:
            state.apply_action(state.parse_action(text, player))
        except (IllegalActionError, NotationError) as exc:
            failures.append(at(where, Text(f"«{step['do']}» no se pudo aplicar: {exc.message('es')}",
                                           f"«{step['do']}» could not be applied: {exc.message('en')}")))
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
                failures.append(at(where, Text(f"«{text}» se rechazó por {exc.rule.id}, no por {wanted}",
                                               f"«{text}» was refused by {exc.rule.id}, not by {wanted}")))
            if state.state_hash() != before:
                failures.append(at(where, Text("la acción rechazada cambió el estado", "the refused action changed the state")))
        except NotationError as exc:
            failures.append(at(where, Text(f"«{text}» no es una acción en notación: {exc.message('es')}",
                                           f"«{text}» is not an action in notation: {exc.message('en')}")))
            return False
        else:
            failures.append(at(where, Text(f"«{text}» debía rechazarse y se aplicó",
                                           f"«{text}» should have been refused and was applied")))
            return False
    if "undo" in step:
        try:
            state.undo(int(step["undo"]))
        except (ValueError, TypeError) as exc:
            failures.append(at(where, at("undo", text_of(exc))))
            return False
    if "expect" in step:
        expect = step["expect"]
        if not isinstance(expect, Mapping):
            failures.append(at(where, Text("«expect» debe ser una tabla", "«expect» must be a table")))
            return False
        unknown = set(expect) - EXPECT_KEYS
        if unknown:
            failures.append(at(where, Text(f"expectativas desconocidas {sorted(unknown)}",
                                           f"unknown expectations {sorted(unknown)}")))
            return False
        misshapen = [key for key in expect if not isinstance(expect[key], EXPECT_SHAPES[key])]
        if misshapen:
            key = misshapen[0]
            es, en = _SHAPE_WORDS[EXPECT_SHAPES[key]]
            failures.append(at(where, Text(f"«{key}» debe ser {es}", f"«{key}» must be {en}")))
            return False
        failures.extend(at(where, problem) for problem in check_expectations(state, expect))
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
        raise ValueError(Text(f"no existe la zona {key}", f"there is no zone {key}"))
    return [cid for cid in state.ids(owner, name)]


def _known_as(state: State, ids: Iterable[int]) -> list[set[str]]:
    """Each card's names, normalized: Spanish and English (an expectation may use either)."""
    names = []
    for cid in ids:
        card = state.cards[cid]
        assert card is not None
        names.append({normalize_name(name) for name in (card.defn.name, card.defn.name_en) if name})
    return names


def _same_names(expected: Iterable[str], actual: Iterable[str]) -> bool:
    return [normalize_name(n) for n in expected] == [normalize_name(n) for n in actual]


def _missing(expected: Iterable[str], known: list[set[str]]) -> list[str]:
    """The expected names no card of ``known`` (each taken once) answers to."""
    free = list(known)
    missing = []
    for name in expected:
        wanted = normalize_name(name)
        found = next((names for names in free if wanted in names), None)
        if found is None:
            missing.append(name)
        else:
            free.remove(found)
    return missing


def _is_legal(state: State, text: str, texts: set[str]) -> bool:
    """Whether ``text`` is one of the legal actions: written as the engine writes it, or
    naming the same action another way (a name the engine writes in quotes, say)."""
    if normalize_name(text) in texts:
        return True
    try:
        return state.parse_action(text) in state.legal_actions()
    except (NotationError, IllegalActionError):
        return False


def check_expectations(state: State, expect: Mapping[str, Any]) -> list[Text]:
    """Every expectation that does not hold, described."""
    problems: list[Text] = []
    try:
        _check(state, expect, problems)
    except (ValueError, KeyError, TapeteError) as exc:
        problems.append(at(Text("expectativa mal escrita", "malformed expectation"), text_of(exc)))
    return problems


def _expected(key: str, wanted: Any, actual: Any) -> Text:
    """``key: se esperaba X y es Y``."""
    return at(key, Text(f"se esperaba {wanted} y es {actual}", f"expected {wanted}, got {actual}"))


def _check(state: State, expect: Mapping[str, Any], problems: list[Text]) -> None:
    for key, names in expect.get("zones", {}).items():
        ids = _zone_ids(state, key)
        known = _known_as(state, ids)
        if len(names) != len(ids) or any(normalize_name(name) not in card for name, card in zip(names, known)):
            actual = _names(state, ids)
            problems.append(at(key, Text(f"se esperaba {names} y hay {actual}", f"expected {names}, there are {actual}")))
    for key, names in expect.get("contains", {}).items():
        missing = _missing(names, _known_as(state, _zone_ids(state, key)))
        if missing:
            problems.append(at(key, Text(f"faltan {sorted(missing)}", f"missing {sorted(missing)}")))
    for key, count in expect.get("count", {}).items():
        actual_count = len(_zone_ids(state, key))
        if actual_count != count:
            problems.append(at(key, Text(f"se esperaban {count} cartas y hay {actual_count}",
                                         f"expected {count} cards, there are {actual_count}")))
    life = state.game.life_counter
    for player_text, value in expect.get("lives", {}).items():
        player = parse_player(player_text, "lives")
        actual_value = state.counters[player].get(life)
        if actual_value != value:
            problems.append(at(player_text, Text(f"se esperaban {value} {life} y tiene {actual_value}",
                                                 f"expected {value} lives, has {actual_value}")))
    for player_text, counters in expect.get("counters", {}).items():
        player = parse_player(player_text, "counters")
        for name, value in counters.items():
            if state.counters[player].get(name, 0) != value:
                problems.append(_expected(f"{player_text}.{name}", value, state.counters[player].get(name, 0)))
    simple: dict[str, Callable[[], object]] = {
        "phase": lambda: state.phase,
        "step": lambda: state.step or "none",
        "turn": lambda: state.turn,
        "turn_player": lambda: f"P{state.turn_player + 1}",
        "acting": lambda: "none" if state.current_player() is None else f"P{(state.current_player() or 0) + 1}",
        "prompt": lambda: state.prompt.kind if state.prompt is not None else "none",
    }
    for key, getter in simple.items():
        if key in expect and str(getter()).casefold() != str(expect[key]).casefold():
            problems.append(_expected(key, repr(expect[key]), repr(getter())))
    if "chain" in expect:
        actual_chain = [state._card_name(link.source) for link in state.chain.links]
        if not _same_names(expect["chain"], actual_chain):
            problems.append(_expected("chain", expect["chain"], actual_chain))
    if "winner" in expect:
        outcome = state.outcome
        actual_winner = "none" if outcome is None else ("draw" if outcome.winner is None else f"P{outcome.winner + 1}")
        if actual_winner.casefold() != str(expect["winner"]).casefold():
            reason = Text(f" ({outcome.reason.es})", f" ({outcome.reason.en})") if outcome is not None else Text("", "")
            problems.append(at("winner", Text(f"se esperaba {expect['winner']} y es {actual_winner}{reason.es}",
                                              f"expected {expect['winner']}, got {actual_winner}{reason.en}")))
    if "outcome_rule" in expect:
        rule_id = state.outcome.rule.id if state.outcome is not None and state.outcome.rule else None
        if rule_id != expect["outcome_rule"]:
            problems.append(_expected("outcome_rule", expect["outcome_rule"], rule_id))
    if "legal" in expect or "not_legal" in expect:
        texts = {normalize_name(state.action_to_string(a)) for a in state.legal_actions()}
        for text in expect.get("legal", []):
            if not _is_legal(state, text, texts):
                problems.append(at("legal", Text(f"«{text}» no es legal ahora (legales: {sorted(texts)})",
                                                 f"«{text}» is not legal now (legal: {sorted(texts)})")))
        for text in expect.get("not_legal", []):
            if normalize_name(text) in texts:
                problems.append(at("not_legal", Text(f"«{text}» es legal y no debía serlo",
                                                     f"«{text}» is legal and should not be")))
    for card_expect in expect.get("cards", []):
        problems.extend(state.game.check_card(state, card_expect))
