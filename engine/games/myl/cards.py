"""Mitos y Leyendas cards as data, and the small declarative vocabulary of their effects.

A set file (``assets/games/myl/sets/*.toml``) lists ``[[card]]`` tables; ``docs/myl-cards.md``
documents every key. A card has a type (Aliado, Arma, Tótem, Talismán, Oro), a cost in Oro, a
Fuerza, and optionally: a requirement, additional costs, a target (a Talismán's or an Arma's,
defined on announcing, MyL JC.2), the response window it is played in (``ventana``), the
operations a Talismán performs (``do``), abilities (``[[card.habilidad]]``) and continuous
abilities (``[[card.static]]``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

from engine.core.cardfile import CardReader
from engine.core.cards import CardDef, Op
from engine.core.errors import LoadError
from engine.core.text import Text
from engine.core.textfiles import find_line, load_toml, read_text

KINDS = {"aliado": "Aliado", "arma": "Arma", "totem": "Tótem", "talisman": "Talismán", "oro": "Oro"}
_KIND_BY_LABEL = {label.casefold(): kind for kind, label in KINDS.items()} | {"totem": "totem", "talisman": "talisman"}
#: Response windows of the procedure for playing a card (MyL JC.5, JC.6, JC.8, JC.9, JC.10).
WINDOWS = ("jugar", "cancelar", "entrar", "redirigir", "prevenir")
TRIGGERS = {"al_entrar", "al_jugar_carta", "entra_en_juego", "activada"}
KEYWORDS = {"furia", "imbloqueable"}
WHATS = {"aliado", "arma", "totem", "talisman", "oro", "carta"}
SIDES = {"propio", "rival", "any"}
PLAYERS = {"rival", "propio", "jugador"}
OPS = {
    "dano", "robar", "destruir", "desterrar", "devolver", "fuerza", "oro", "recuperar", "anular", "cancelar",
    "redirigir", "prevenir", "petrificar", "jugar_gratis", "descartar",
}
COST_OPS = {"desterrar_cementerio", "dano_propio", "oro"}
STATICS = {"fuerza", "coste", "restriccion"}
REQUIREMENTS = {"aliados", "raza"}


@dataclass(frozen=True, slots=True)
class Filter:
    """Which cards a target, a trigger or a continuous ability concerns."""

    what: str = "carta"
    side: str = "any"
    raza: str | None = None
    max_fuerza: int | None = None
    max_coste: int | None = None


@dataclass(frozen=True, slots=True)
class Ability:
    """A triggered or activated ability of a card (MyL JC.4, JC.6, JC.9, Habilidad)."""

    trigger: str
    ops: tuple[Op, ...]
    ventana: str | None = None
    responde_a: Filter | None = None
    target: Filter | None = None
    cost_oro: int = 0
    desterrar_esta: bool = False
    text: str = ""


@dataclass(frozen=True, slots=True)
class Static:
    """A continuous ability (MyL Tótem): Fuerza, cost changes or a restriction on playing."""

    kind: str
    applies: Filter
    amount: int = 0
    gratis: bool = False  # a restriction only on cards played without paying their cost


@dataclass(frozen=True)
class MylCard(CardDef):
    """A Mitos y Leyendas card."""

    kind: str = "aliado"
    cost: int = 0
    force: int = 0
    raza: str = ""
    keywords: frozenset[str] = frozenset()
    requirement: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    extra_costs: tuple[Op, ...] = ()
    target: Filter | None = None
    ventana: str | None = None
    responde_a: Filter | None = None
    ops: tuple[Op, ...] = ()
    abilities: tuple[Ability, ...] = ()
    statics: tuple[Static, ...] = ()
    set_code: str = ""

    def printed_stats(self) -> tuple[tuple[str, str], ...]:
        """Aliados print their Fuerza, Armas the Fuerza they give."""
        return (("fuerza", str(self.force)),) if self.kind in ("aliado", "arma") else ()

    @property
    def is_basic_oro(self) -> bool:
        return self.kind == "oro" and not self.text.strip()

    def abilities_for(self, trigger: str) -> tuple[tuple[int, Ability], ...]:
        return self._by_trigger.get(trigger, ())

    @cached_property
    def _by_trigger(self) -> dict[str, tuple[tuple[int, Ability], ...]]:
        """The abilities by trigger, with their index (asked at every decision: found once)."""
        found: dict[str, list[tuple[int, Ability]]] = {}
        for index, ability in enumerate(self.abilities):
            found.setdefault(ability.trigger, []).append((index, ability))
        return {trigger: tuple(abilities) for trigger, abilities in found.items()}


class _Reader(CardReader):
    """Reads the fields of one ``[[card]]`` table."""

    def filter(self, raw: Any) -> Filter | None:
        if raw is None:
            return None
        if not isinstance(raw, Mapping):
            raise self.fail(Text(f"un filtro debe ser una tabla, no {raw!r}", f"a filter must be a table, not {raw!r}"))
        self.check_keys(raw, Filter.__slots__, Text("filtro", "filter"))
        if raw.get("what", "carta") not in WHATS:
            raise self.fail(Text(f"filtro: «what» desconocido {raw['what']!r} (uno de {sorted(WHATS)})",
                                 f"filter: unknown «what» {raw['what']!r} (one of {sorted(WHATS)})"))
        if raw.get("side", "any") not in SIDES:
            raise self.fail(Text(f"filtro: «side» desconocido {raw['side']!r} (uno de {sorted(SIDES)})",
                                 f"filter: unknown «side» {raw['side']!r} (one of {sorted(SIDES)})"))
        return Filter(**raw)

    def ops(self, raw: Any, allowed: set[str], what: str) -> tuple[Op, ...]:
        if raw is None:
            return ()
        if not isinstance(raw, list):
            raise self.fail(Text(f"{what} debe ser una lista de operaciones", f"{what} must be a list of operations"))
        result = []
        for item in raw:
            if not isinstance(item, Mapping) or item.get("op") not in allowed:
                raise self.fail(Text(f"{what}: operación desconocida en {item!r} (una de {sorted(allowed)})",
                                     f"{what}: unknown operation in {item!r} (one of {sorted(allowed)})"))
            args = {k: v for k, v in item.items() if k != "op"}
            if args.get("a", "rival") not in PLAYERS:
                raise self.fail(Text(f"{what}: «a» debe ser uno de {sorted(PLAYERS)}",
                                     f"{what}: «a» must be one of {sorted(PLAYERS)}"))
            if "filter" in args:
                args["filter"] = self.filter(args["filter"])
            result.append(Op(item["op"], MappingProxyType(args)))
        return tuple(result)

    def window(self, raw: Any) -> str | None:
        if raw is not None and raw not in WINDOWS:
            raise self.fail(Text(f"ventana desconocida {raw!r} (una de {WINDOWS})", f"unknown window {raw!r} (one of {WINDOWS})"))
        return None if raw is None else str(raw)

    def ability(self, raw: Any) -> Ability:
        if not isinstance(raw, Mapping):
            raise self.fail(Text("cada [[card.habilidad]] debe ser una tabla", "every [[card.habilidad]] must be a table"))
        self.check_keys(raw, {"trigger", "do", "ventana", "responde_a", "target", "cost_oro", "desterrar_esta", "text"},
                        Text("habilidad", "ability"))
        if raw.get("trigger") not in TRIGGERS:
            raise self.fail(Text(f"disparador desconocido {raw.get('trigger')!r} (uno de {sorted(TRIGGERS)})",
                                 f"unknown trigger {raw.get('trigger')!r} (one of {sorted(TRIGGERS)})"))
        ops = self.ops(raw.get("do"), OPS, "do")
        if not ops:
            raise self.fail(Text("la habilidad no hace nada («do» vacío)", "the ability does nothing (empty «do»)"))
        return Ability(raw["trigger"], ops, self.window(raw.get("ventana")), self.filter(raw.get("responde_a")),
                       self.filter(raw.get("target")), int(raw.get("cost_oro", 0)), bool(raw.get("desterrar_esta", False)),
                       str(raw.get("text", "")))

    def static(self, raw: Any) -> Static:
        if not isinstance(raw, Mapping):
            raise self.fail(Text("cada [[card.static]] debe ser una tabla", "every [[card.static]] must be a table"))
        self.check_keys(raw, {"kind", "applies", "amount", "gratis"}, Text("static", "static"))
        if raw.get("kind") not in STATICS:
            raise self.fail(Text(f"static desconocido {raw.get('kind')!r} (uno de {sorted(STATICS)})",
                                 f"unknown static {raw.get('kind')!r} (one of {sorted(STATICS)})"))
        applies = self.filter(raw.get("applies", {}))
        assert applies is not None
        return Static(raw["kind"], applies, int(raw.get("amount", 0)), bool(raw.get("gratis", False)))


CARD_KEYS = {
    "code", "name", "name_en", "type", "cost", "force", "race", "keywords", "text", "text_en", "rarity", "image",
    "requirement", "extra_cost", "target", "ventana", "responde_a", "do", "habilidad", "static",
}


def read_card(path: str, text: str, table: Mapping[str, Any], index: int, set_code: str) -> MylCard:
    reader = _Reader(path, text, table, index)
    reader.check_keys(table, CARD_KEYS, Text("carta", "card"))
    for key in ("code", "name", "type"):
        if not isinstance(table.get(key), str) or not table[key].strip():
            raise reader.fail(Text(f"falta «{key}»", f"«{key}» is missing"))
    kind = _KIND_BY_LABEL.get(table["type"].strip().casefold())
    if kind is None:
        raise reader.fail(Text(f"tipo desconocido {table['type']!r} (uno de {sorted(KINDS.values())})",
                               f"unknown type {table['type']!r} (one of {sorted(KINDS.values())})"))
    keywords = frozenset(str(k).casefold() for k in table.get("keywords", []))
    if keywords - KEYWORDS:
        raise reader.fail(Text(f"palabras clave desconocidas {sorted(keywords - KEYWORDS)} (de {sorted(KEYWORDS)})",
                               f"unknown keywords {sorted(keywords - KEYWORDS)} (of {sorted(KEYWORDS)})"))
    requirement = table.get("requirement", {})
    if not isinstance(requirement, Mapping) or set(requirement) - REQUIREMENTS:
        raise reader.fail(Text(f"requirement: claves admitidas {sorted(REQUIREMENTS)}",
                               f"requirement: allowed keys {sorted(REQUIREMENTS)}"))
    cost = table.get("cost", 0)
    force = table.get("force", 0)
    if not isinstance(cost, int) or cost < 0 or not isinstance(force, int):
        raise reader.fail(Text("cost y force deben ser números enteros (cost ≥ 0)",
                               "cost and force must be whole numbers (cost ≥ 0)"))
    if kind == "oro" and cost:
        raise reader.fail(Text("un Oro no tiene coste", "an Oro has no cost"))
    ops = reader.ops(table.get("do"), OPS, "do")
    if kind == "talisman" and not ops:
        raise reader.fail(Text("un Talismán necesita «do»", "a Talismán needs «do»"))
    if kind != "talisman" and ops:
        raise reader.fail(Text("solo los Talismanes llevan «do»; las demás cartas usan [[card.habilidad]]",
                               "only Talismanes carry «do»; other cards use [[card.habilidad]]"))
    target = reader.filter(table.get("target"))
    if kind == "arma":
        target = target or Filter("aliado", "propio")
        if target.what != "aliado":
            raise reader.fail(Text("un Arma se juega sobre un Aliado", "an Arma is played on an Aliado"))
    return MylCard(
        game="myl",
        code=table["code"].strip(),
        name=table["name"].strip(),
        card_type=KINDS[kind],
        text=str(table.get("text", "")).strip(),
        name_en=str(table.get("name_en", "")).strip(),
        text_en=str(table.get("text_en", "")).strip(),
        kind=kind,
        cost=cost,
        force=force,
        raza=str(table.get("race", "")),
        keywords=keywords,
        requirement=MappingProxyType(dict(requirement)),
        extra_costs=reader.ops(table.get("extra_cost"), COST_OPS, "extra_cost"),
        target=target,
        ventana=reader.window(table.get("ventana")),
        responde_a=reader.filter(table.get("responde_a")),
        ops=ops,
        abilities=tuple(reader.ability(a) for a in table.get("habilidad", [])),
        statics=tuple(reader.static(s) for s in table.get("static", [])),
        set_code=set_code,
    )


def load_set(path: str | Path) -> list[MylCard]:
    """Every card of a MyL set file; ``LoadError`` names the line of any problem."""
    text = read_text(path)
    data = load_toml(path, text)
    meta = data.get("set", {})
    if not isinstance(meta, Mapping) or not isinstance(meta.get("code"), str):
        raise LoadError(str(path), Text("falta la tabla [set] con su «code»",
                                        "the [set] table with its «code» is missing"), find_line(text, "[set]"))
    cards = data.get("card", [])
    if not isinstance(cards, list):
        raise LoadError(str(path), Text("«card» debe ser una lista de tablas [[card]]",
                                        "«card» must be a list of [[card]] tables"))
    return [read_card(str(path), text, table, i, meta["code"]) for i, table in enumerate(cards)]
