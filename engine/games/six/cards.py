"""Souls in Xtinction cards as data, and the declarative vocabulary of their effects.

A set file (``assets/games/six/sets/*.toml``) lists ``[[card]]`` and ``[[token]]`` tables. An
effect names its trigger, optional conditions, activation costs (SiX 8.4), targets chosen on
activation and the operations it performs in order (SiX 1.4.7, 2.5.2). ``docs/six-cards.md``
documents every key.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

from engine.core.cardfile import CardReader
from engine.core.cards import CardDef, Op
from engine.core.text import Text
from engine.core.textfiles import load_toml, read_text

KINDS = {"unidad": "Unidad", "conjuro": "Conjuro", "arma": "Arma", "ente": "Ente", "mana": "Maná"}
TRIGGERS = {
    "al_jugar",  # 4.1.2.1
    "al_invocar",  # 4.1.2.3
    "turnopp",  # 4.1.2.4
    "fase_de_robo",  # 4.1.2.6
    "fase_final",  # 6.7.1
    "al_ser_destruida",  # 7.2.4.2.3
    "al_equipar",  # 8.1.3
    "rapido",  # 4.1.2.10, 8.3
    "conjuro",  # the effect of a Conjuro card (3.5)
}
#: Triggers whose activation starts a Fila de Activación (SiX 10.3).
FILA_TRIGGERS = {"al_jugar", "al_invocar", "turnopp"}
KEYWORDS = {"destrozar", "sed_de_sangre", "atraer"}
DAMAGE = "dano"  # the damage counter on a unit (SiX 4.6.4)
SIDES = {"own", "rival", "any"}
WHATS = {"unidad", "ente", "arma", "conjuro", "mana", "carta", "unidad_o_ente"}
ZONES = {"campo", "cementerio", "mazo", "mano", "limbo", "halo"}
OPS = {
    "damage", "destroy", "return", "disintegrate", "send", "draw", "discard", "heal", "lose_lives",
    "summon_token", "invoke", "search", "modify", "dormir", "negate", "mana", "mill", "shuffle",
    "look", "reveal_hand", "win", "stop_unless", "hook",
}
COST_OPS = {"discard", "sacrifice", "send_self", "pay_lives", "mana", "disintegrate_cemetery"}
CONDITIONS = {
    "control", "rival_controls", "lives_at_most", "lives_at_least", "rival_lives_at_most",
    "cemetery_at_least", "hand_at_least", "your_turn", "rival_turn", "in_combat",
}
STATICS = {"buff", "keyword", "cost", "no_attack", "no_block"}


@dataclass(frozen=True, slots=True)
class Filter:
    """Which cards a target, a choice, a condition or a permanent effect concerns."""

    what: str = "unidad"
    side: str = "any"
    zone: str = "campo"
    archetype: str | None = None
    name: str | None = None
    cost: int | None = None
    cost_max: int | None = None
    force_max: int | None = None
    force_min: int | None = None
    defense_max: int | None = None
    token: bool | None = None
    no_effect: bool | None = None
    other: bool = False
    damaged: bool | None = None
    limbo: bool | None = None


@dataclass(frozen=True, slots=True)
class Condition:
    """A requirement or condition (SiX 8.5): ``control 3+ Ángel``, ``lives_at_most 2``…"""

    kind: str
    filter: Filter | None = None
    count: int = 1


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """Targets chosen when the effect is activated: ``count`` cards matching ``filter``."""

    filter: Filter
    count: int = 1
    upto: bool = False


@dataclass(frozen=True, slots=True)
class Effect:
    trigger: str
    ops: tuple[Op, ...]
    optional: bool = False
    conditions: tuple[Condition, ...] = ()
    costs: tuple[Op, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""


@dataclass(frozen=True, slots=True)
class Static:
    """A permanent effect (SiX 8.1.2.3) applying while its card is on the field."""

    kind: str
    applies: Filter
    force: int = 0
    defense: int = 0
    keyword: str | None = None
    delta: int = 0
    conditions: tuple[Condition, ...] = ()


@dataclass(frozen=True)
class SixCard(CardDef):
    """A Souls in Xtinction card: type, cost (``None``: none printed), stats, archetypes…"""

    kind: str = "unidad"
    cost: int | None = None
    force: int = 0
    defense: int = 0
    archetypes: tuple[str, ...] = ()
    limbo: bool = False
    keywords: frozenset[str] = frozenset()
    requirement: tuple[Condition, ...] = ()
    requirement_costs: tuple[Op, ...] = ()
    effects: tuple[Effect, ...] = ()
    statics: tuple[Static, ...] = ()
    set_code: str = ""

    @property
    def is_unit(self) -> bool:
        return self.kind == "unidad"

    def printed_stats(self) -> tuple[tuple[str, str], ...]:
        """Units and weapons print Fuerza and Defensa (SiX 2.6.1–2.6.2)."""
        if self.kind in ("unidad", "arma"):
            return (("fuerza", str(self.force)), ("defensa", str(self.defense)))
        return ()

    @property
    def has_requirement(self) -> bool:
        return bool(self.requirement or self.requirement_costs)

    @property
    def without_effect(self) -> bool:
        """A card with no text (SiX 2.5.6)."""
        return not self.text.strip()

    @property
    def is_rashomon(self) -> bool:
        return any(a.casefold() == "rashomon" for a in self.archetypes)

    def effects_for(self, trigger: str) -> tuple[tuple[int, Effect], ...]:
        return self._by_trigger.get(trigger, ())

    @cached_property
    def _by_trigger(self) -> dict[str, tuple[tuple[int, Effect], ...]]:
        """The effects by trigger, with their index (asked at every decision: found once)."""
        found: dict[str, list[tuple[int, Effect]]] = {}
        for index, effect in enumerate(self.effects):
            found.setdefault(effect.trigger, []).append((index, effect))
        return {trigger: tuple(effects) for trigger, effects in found.items()}


class _Reader(CardReader):
    """Reads the fields of one ``[[card]]`` table."""

    def filter(self, raw: Any, default_what: str = "unidad") -> Filter:
        if raw is None:
            return Filter(what=default_what)
        if not isinstance(raw, Mapping):
            raise self.fail(Text(f"un filtro debe ser una tabla, no {raw!r}", f"a filter must be a table, not {raw!r}"))
        self.check_keys(raw, Filter.__slots__, Text("filtro", "filter"))
        values = dict(raw)
        values.setdefault("what", default_what)
        if values["what"] not in WHATS:
            raise self.fail(Text(f"filtro: «what» desconocido {values['what']!r} (uno de {sorted(WHATS)})",
                                 f"filter: unknown «what» {values['what']!r} (one of {sorted(WHATS)})"))
        if values.get("side", "any") not in SIDES:
            raise self.fail(Text(f"filtro: «side» desconocido {values['side']!r}", f"filter: unknown «side» {values['side']!r}"))
        if values.get("zone", "campo") not in ZONES:
            raise self.fail(Text(f"filtro: «zone» desconocida {values['zone']!r}", f"filter: unknown «zone» {values['zone']!r}"))
        return Filter(**values)

    def conditions(self, raw: Any) -> tuple[Condition, ...]:
        result = []
        for item in self.tables(raw, Text("condición mal formada", "malformed condition")):
            if len(item) != 1:
                raise self.fail(Text(f"condición mal formada: {item!r}", f"malformed condition: {item!r}"))
            ((kind, value),) = item.items()
            if kind not in CONDITIONS:
                raise self.fail(Text(f"condición desconocida {kind!r} (una de {sorted(CONDITIONS)})",
                                     f"unknown condition {kind!r} (one of {sorted(CONDITIONS)})"))
            if kind in ("control", "rival_controls"):
                if not isinstance(value, Mapping):
                    raise self.fail(Text(f"{kind} necesita una tabla con filtro y count",
                                         f"{kind} needs a table with a filter and count"))
                params = dict(value)
                count = int(params.pop("count", 1))
                side = "rival" if kind == "rival_controls" else "own"
                params.setdefault("side", side)
                result.append(Condition(kind, self.filter(params), count))
            elif kind in ("your_turn", "rival_turn", "in_combat"):
                result.append(Condition(kind))
            else:
                if not isinstance(value, int):
                    raise self.fail(Text(f"{kind} necesita un número", f"{kind} needs a number"))
                result.append(Condition(kind, None, value))
        return tuple(result)

    def ops(self, raw: Any, allowed: set[str], what: str) -> tuple[Op, ...]:
        if raw is None:
            return ()
        if not isinstance(raw, list):
            raise self.fail(Text(f"{what} debe ser una lista de operaciones", f"{what} must be a list of operations"))
        result = []
        for item in raw:
            if not isinstance(item, Mapping) or "op" not in item:
                raise self.fail(Text(f"{what}: cada operación necesita «op»: {item!r}",
                                     f"{what}: every operation needs «op»: {item!r}"))
            name = item["op"]
            if name not in allowed:
                raise self.fail(Text(f"{what}: operación desconocida {name!r} (una de {sorted(allowed)})",
                                     f"{what}: unknown operation {name!r} (one of {sorted(allowed)})"))
            args = {k: v for k, v in item.items() if k != "op"}
            for key in ("choose", "filter", "all"):
                if key in args:
                    args[key] = self.filter(args[key], "carta" if name in ("discard", "search", "invoke") else "unidad")
            if "if" in args:
                args["if"] = self.conditions(args["if"])
            result.append(Op(name, MappingProxyType(args)))
        return tuple(result)

    def targets(self, raw: Any) -> tuple[TargetSpec, ...]:
        result = []
        for item in self.tables(raw, Text("objetivo mal formado", "malformed target")):
            params = dict(item)
            count = int(params.pop("count", 1))
            upto = bool(params.pop("upto", False))
            result.append(TargetSpec(self.filter(params), count, upto))
        return tuple(result)

    def effect(self, raw: Mapping[str, Any]) -> Effect:
        self.check_keys(raw, {"trigger", "optional", "condition", "cost", "targets", "do", "text"}, Text("efecto", "effect"))
        trigger = raw.get("trigger")
        if trigger not in TRIGGERS:
            raise self.fail(Text(f"disparador desconocido {trigger!r} (uno de {sorted(TRIGGERS)})",
                                 f"unknown trigger {trigger!r} (one of {sorted(TRIGGERS)})"))
        ops = self.ops(raw.get("do"), OPS, "do")
        if not ops:
            raise self.fail(Text(f"el efecto {trigger} no hace nada («do» vacío)",
                                 f"the {trigger} effect does nothing (empty «do»)"))
        return Effect(
            trigger=trigger,
            ops=ops,
            optional=bool(raw.get("optional", False)),
            conditions=self.conditions(raw.get("condition")),
            costs=self.ops(raw.get("cost"), COST_OPS, "cost"),
            targets=self.targets(raw.get("targets")),
            text=str(raw.get("text", "")),
        )

    def static(self, raw: Mapping[str, Any]) -> Static:
        self.check_keys(raw, {"kind", "applies", "force", "defense", "keyword", "delta", "condition"},
                        Text("permanente", "permanent effect"))
        kind = raw.get("kind")
        if kind not in STATICS:
            raise self.fail(Text(f"efecto permanente desconocido {kind!r} (uno de {sorted(STATICS)})",
                                 f"unknown permanent effect {kind!r} (one of {sorted(STATICS)})"))
        keyword = raw.get("keyword")
        if keyword is not None and keyword not in KEYWORDS:
            raise self.fail(Text(f"palabra clave desconocida {keyword!r}", f"unknown keyword {keyword!r}"))
        default_what = "carta" if kind == "cost" else "unidad"
        return Static(
            kind=kind,
            applies=self.filter(raw.get("applies"), default_what),
            force=int(raw.get("force", 0)),
            defense=int(raw.get("defense", 0)),
            keyword=keyword,
            delta=int(raw.get("delta", 0)),
            conditions=self.conditions(raw.get("condition")),
        )


_CARD_KEYS = {
    "code", "name", "name_en", "type", "cost", "force", "defense", "archetypes", "limbo", "keywords",
    "text", "text_en", "requirement", "requirement_cost", "effect", "static",
}


def parse_card(path: str, text: str, table: Mapping[str, Any], index: int, set_code: str, token: bool) -> SixCard:
    """One card or token table as a ``SixCard`` (``LoadError`` naming file, line and problem)."""
    reader = _Reader(path, text, table, index)
    reader.check_keys(table, _CARD_KEYS, Text("carta", "card"))
    for key in ("code", "name", "type"):
        if not isinstance(table.get(key), str) or not table[key].strip():
            raise reader.fail(Text(f"falta «{key}»", f"«{key}» is missing"))
    kind_key = table["type"].casefold().replace("á", "a")
    if kind_key not in KINDS:
        raise reader.fail(Text(f"tipo desconocido {table['type']!r} (Unidad, Conjuro, Arma, Ente o Maná)",
                               f"unknown type {table['type']!r} (Unidad, Conjuro, Arma, Ente or Maná)"))
    keywords = frozenset(k.casefold().replace(" ", "_") for k in table.get("keywords", []))
    if keywords - KEYWORDS:
        raise reader.fail(Text(f"palabras clave desconocidas {sorted(keywords - KEYWORDS)}",
                               f"unknown keywords {sorted(keywords - KEYWORDS)}"))
    cost = table.get("cost")
    if cost is not None and (not isinstance(cost, int) or cost < 0):
        raise reader.fail(Text("«cost» debe ser un entero ≥ 0", "«cost» must be a whole number ≥ 0"))
    effects = tuple(reader.effect(e) for e in table.get("effect", []))
    if kind_key == "conjuro" and not any(e.trigger == "conjuro" for e in effects):
        raise reader.fail(Text("un Conjuro necesita un efecto con trigger = \"conjuro\"",
                               "a Conjuro needs an effect with trigger = \"conjuro\""))
    return SixCard(
        game="six",
        code=table["code"],
        name=table["name"].strip(),
        card_type=KINDS[kind_key],
        text=str(table.get("text", "")),
        name_en=str(table.get("name_en", "")),
        text_en=str(table.get("text_en", "")),
        is_token=token,
        kind=kind_key,
        cost=cost,
        force=int(table.get("force", 0)),
        defense=int(table.get("defense", 0)),
        archetypes=tuple(table.get("archetypes", [])),
        limbo=bool(table.get("limbo", False)),
        keywords=keywords,
        requirement=reader.conditions(table.get("requirement")),
        requirement_costs=reader.ops(table.get("requirement_cost"), COST_OPS, "requirement_cost"),
        effects=effects,
        statics=tuple(reader.static(s) for s in table.get("static", [])),
        set_code=set_code,
    )


def load_set(path: str | Path) -> list[SixCard]:
    """All the cards and tokens of one SiX set file."""
    text = read_text(path)
    data = load_toml(path, text)
    meta = data.get("set", {})
    set_code = meta.get("code", Path(path).stem) if isinstance(meta, Mapping) else Path(path).stem
    cards = [parse_card(str(path), text, t, i, set_code, False) for i, t in enumerate(data.get("card", []))]
    tokens = [parse_card(str(path), text, t, i, set_code, True) for i, t in enumerate(data.get("token", []))]
    return cards + tokens
