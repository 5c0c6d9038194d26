"""Shared parsing of a scenario's ``[setup]`` table (``docs/scenarios.md``).

Each game's builder subclasses :class:`SetupBuilder` and keeps only its own keys, zones and card options;
the checks every game makes (player keys ``P1``/``P2``, unknown keys, card names, card lists or counts)
and their ``LoadError`` with the line of the problem live here.
"""

from __future__ import annotations

from typing import Any, Generic, Mapping, Sequence, TypeVar

from engine.core.cards import CardDef
from engine.core.deck import DeckEntry
from engine.core.errors import LoadError
from engine.core.state import SetupInfo, State
from engine.core.text import Text
from engine.core.textfiles import find_line

CardT = TypeVar("CardT", bound=CardDef)
KEYS = Text("claves", "keys")
CARD_KEYS = Text("claves de carta", "card keys")
StateT = TypeVar("StateT", bound=State)


def plain(value: Any) -> Any:
    """A TOML value as plain data (dicts with string keys, lists) for ``SetupInfo``."""
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


def require_table(setup: Any, path: str, text: str) -> None:
    """Refuse a ``[setup]`` that is not a table."""
    if not isinstance(setup, Mapping):
        raise LoadError(path, Text("[setup] debe ser una tabla", "[setup] must be a table"), find_line(text, "[setup]"))


class SetupBuilder(Generic[CardT, StateT]):
    """The common part of a game's ``[setup]`` builder: subclasses name their card and state
    classes and implement ``build``."""

    card_class: type[CardT]
    state_class: type[StateT]

    def __init__(self, game: Any, setup: Mapping[str, Any], seed: int | str, path: str, text: str,
                 cards: Sequence[DeckEntry] = ()) -> None:
        self.game = game
        self.setup = setup
        self.path = path
        self.text = text
        printings = {entry.card.code: entry.record for entry in cards if entry.record is not None}
        info = SetupInfo(game.name, seed, [{}, {}], self.params(), (entry.card for entry in cards), printings)
        self.state = self.state_class(game, info)

    @classmethod
    def state_for(cls, game: Any, setup: Any, seed: int | str, path: str, text: str,
                  cards: Sequence[DeckEntry] = ()) -> StateT:
        """The position a scenario's ``[setup]`` describes, knowing the player's own ``cards``
        beside the game's; ``LoadError`` names the line of any problem."""
        require_table(setup, path, text)
        return cls(game, setup, seed, path, text, cards).build()

    def params(self) -> dict[str, Any]:
        """The game parameters of the position (the setup itself is kept as ``scenario``)."""
        return {"scenario": plain(self.setup)}

    def build(self) -> StateT:
        """Fill the state from the setup and run it to its first decision."""
        raise NotImplementedError

    def fail(self, problem: Text, *needles: str) -> LoadError:
        """A ``LoadError`` at the first line of ``[setup]`` (or, failing that, of the file) holding
        every needle: a card's name may be in the scenario's ``name`` line too."""
        if not needles:
            return LoadError(self.path, problem)
        setup = find_line(self.text, "[setup") or 1
        return LoadError(self.path, problem, find_line(self.text, *needles, start=setup) or find_line(self.text, *needles))

    def player(self, value: Any, key: str) -> int:
        """The seat named by ``"P1"``/``"P2"`` under ``key``."""
        if isinstance(value, str) and value.upper() in ("P1", "P2"):
            return int(value[1]) - 1
        raise self.fail(Text(f"[setup] {key}: se espera \"P1\" o \"P2\", no {value!r}",
                             f"[setup] {key}: \"P1\" or \"P2\" is expected, not {value!r}"), key)

    def card(self, name: Any, where: str) -> CardT:
        """The card definition called ``name``, with suggestions when it is unknown."""
        if not isinstance(name, str):
            raise self.fail(Text(f"{where}: se espera el nombre de una carta, no {name!r}",
                                 f"{where}: a card name is expected, not {name!r}"), where.split(".")[-1])
        card = self.state.card_db.find(name)
        if card is None:
            hint = self.state.card_db.suggestions(name)
            raise self.fail(Text(f"{where}: carta desconocida «{name}»" + (f" (¿{', '.join(hint)}?)" if hint else ""),
                                 f"{where}: unknown card «{name}»" + (f" ({', '.join(hint)}?)" if hint else "")), name)
        assert isinstance(card, self.card_class)
        return card

    def check_keys(self, table: Mapping[str, Any], allowed: set[str], where: str, what: Text = KEYS,
                   hint: Text = Text("", "")) -> None:
        """Refuse the keys of ``table`` that are not ``allowed``."""
        unknown = set(table) - allowed
        if unknown:
            raise self.fail(Text(f"{where}: {what.es} desconocidas {sorted(unknown)}{hint.es}",
                                 f"{where}: unknown {what.en} {sorted(unknown)}{hint.en}"), sorted(unknown)[0])

    def player_table(self, player: int, spec: Any, allowed: set[str], zones: Mapping[str, str]) -> Mapping[str, Any]:
        """``[setup.P1]``/``[setup.P2]``: a table with only ``allowed`` keys."""
        label = f"P{player + 1}"
        if not isinstance(spec, Mapping):
            raise self.fail(Text(f"[setup.{label}] debe ser una tabla", f"[setup.{label}] must be a table"), f"[setup.{label}]")
        self.check_keys(spec, allowed, f"[setup.{label}]", hint=Text(f" (zonas: {sorted(zones)})", f" (zones: {sorted(zones)})"))
        return spec

    def entries(self, player: int, zone_name: str, entries: Any, default: str) -> list[Any]:
        """A zone's cards: a list, or a number of ``default`` cards."""
        if isinstance(entries, int):
            return [default] * entries
        if not isinstance(entries, list):
            raise self.fail(Text(f"[setup.P{player + 1}] {zone_name}: se espera una lista de cartas o un número",
                                 f"[setup.P{player + 1}] {zone_name}: a list of cards or a number is expected"), zone_name)
        return entries

    def card_options(self, entry: Any, allowed: set[str], where: str, what: Text = CARD_KEYS) -> Mapping[str, Any]:
        """A card entry as a table (a bare name is ``{card = name}``) with only ``allowed`` keys."""
        options: Mapping[str, Any] = entry if isinstance(entry, Mapping) else {"card": entry}
        self.check_keys(options, allowed, where, what)
        return options

    def owner(self, options: Mapping[str, Any], player: int) -> int:
        """The card's ``owner``, by default the player whose zone it is listed in."""
        return self.player(options["owner"], "owner") if "owner" in options else player

    def put(self, defn: CardT, player: int, zone_name: str, owner: int, face_up: bool | None = None) -> int:
        """Create a card in ``player``'s zone, controlled by ``player``; piles keep the file's top-first order."""
        state = self.state
        zone = state.zone(player, zone_name)
        card_id = state.create_card(defn, owner, zone, face_up=face_up)
        ids = state.zones[zone]
        if state.zone_table[zone][1].pile:  # listed top first: keep the file's order
            ids.remove(card_id)
            ids.append(card_id)
        state._card(card_id).controller = player
        return card_id
