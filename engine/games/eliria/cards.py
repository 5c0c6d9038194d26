"""Eliria TCG cards as data, and the small vocabulary of their effects.

A set file (``assets/games/eliria/sets/*.toml``) lists ``[[card]]`` and ``[[token]]`` tables
(documented in ``docs/eliria.md``):

- Combate (Eliria 6.a): ``potential`` (I), ``class`` (II), ``[[card.passive]]`` (III, active only
  face up), ``[[card.attack]]`` (IV: ``power`` is the minimum power, ``damage`` a number or
  ``"x"``), ``resistance`` (V) and ``cross`` (the † symbol of 11.b).
- Reacción (6.b): ``trigger`` (its activation condition) and ``do``.
- Invocación (6.c): ``subtype`` Efímera, Adhesión or Campo; ``target`` chosen when it is played
  or turned face up; ``do`` (what it does then) and ``[[card.passive]]`` (what it keeps doing).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from engine.core.cardfile import CardReader
from engine.core.cards import CardDef
from engine.core.errors import LoadError
from engine.core.text import Text
from engine.core.textfiles import find_line, load_toml, read_text

KINDS = {"combate": "Combate", "reaccion": "Reacción", "invocacion": "Invocación"}
_KIND_NAMES = {"combate": "combate", "reaccion": "reaccion", "reacción": "reaccion", "invocacion": "invocacion",
               "invocación": "invocacion"}
SUBTYPES = {"efimera": "Efímera", "adhesion": "Adhesión", "campo": "Campo"}
_SUBTYPE_NAMES = {"efimera": "efimera", "efímera": "efimera", "adhesion": "adhesion", "adhesión": "adhesion",
                  "campo": "campo"}
#: Reaction conditions (Eliria 6.b): what the opponent does in their turn.
TRIGGERS = {
    "ataque_declarado",  # the opponent declares an attack against one of your combat cards
    "combate_jugado",  # the opponent plays a combat card from hand (face up or down)
    "invocacion_jugada",  # the opponent plays an invocation face up or turns one face up
    "movimiento",  # the opponent moves a combat card to another slot
    "fase_poder",  # the opponent's combat cards have gained power
}
#: Targets chosen when a card is played or turned face up.
TARGETS = {"own_combat", "rival_combat", "any_combat", "rival_invocation"}
#: Who an operation or a passive concerns.
WHO = {"self", "target", "host", "attacker", "defender", "played", "own", "rival", "all", "controller", "opponent"}
OPS = {"draw", "power", "destroy", "cancel_attack", "token", "bounce", "flip_down", "extra_combat", "guard"}
PASSIVES = {"resist", "damage", "attack_any", "attack_cost", "power_rate", "potential"}
MAX_ATTACKS = 2  # the table tells attack #1 and #2 apart by an ordinary and an alternate drag


@dataclass(frozen=True, slots=True)
class Op:
    """One operation: ``op`` applied to ``who`` with an ``amount`` (or a ``token`` name)."""

    op: str
    who: str = "target"
    amount: int = 1
    token: str = ""


@dataclass(frozen=True, slots=True)
class Passive:
    """A lasting effect (Eliria 6.a.III, 6.c.II, 6.c.III) on the combat cards ``who`` names."""

    kind: str
    who: str = "self"
    amount: int = 0


@dataclass(frozen=True, slots=True)
class Attack:
    """An attack (Eliria 6.a.IV): minimum power, damage (``None``: variable ``x``, the attacker's
    power), the power it consumes (12.d: none unless stated), whether it may target a
    non-aligned combatant (10), and what it does after hitting."""

    name: str
    name_en: str
    power: int
    damage: int | None
    cost: int = 0
    any_target: bool = False
    ops: tuple[Op, ...] = ()
    text: str = ""
    text_en: str = ""

    def damage_text(self) -> str:
        return "x" if self.damage is None else str(self.damage)


@dataclass(frozen=True)
class EliriaCard(CardDef):
    """An Eliria card: its type (6.a–c) and the fields of that type."""

    kind: str = "combate"
    subtype: str = ""
    potential: int = 0
    resistance: int = 0
    archetypes: tuple[str, ...] = ()  # the Clase (6.a.II)
    cross: bool = False
    attacks: tuple[Attack, ...] = ()
    passives: tuple[Passive, ...] = ()
    trigger: str = ""
    target: str = ""
    sacrifice: bool = False
    sacrifice_tokens: bool = False
    ops: tuple[Op, ...] = ()
    set_code: str = ""

    @property
    def is_combat(self) -> bool:
        return self.kind == "combate"

    @property
    def is_reaction(self) -> bool:
        return self.kind == "reaccion"

    @property
    def is_invocation(self) -> bool:
        return self.kind == "invocacion"


class _Reader(CardReader):
    """Reads the fields of one ``[[card]]`` table."""

    def integer(self, table: Mapping[str, Any], key: str, default: int, low: int, high: int) -> int:
        value = table.get(key, default)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise self.fail(Text(f"«{key}» debe ser un número entero de {low} a {high}, no {value!r}",
                                 f"«{key}» must be a whole number from {low} to {high}, not {value!r}"))
        return value

    def ops(self, raw: Any) -> tuple[Op, ...]:
        if raw is None:
            return ()
        if not isinstance(raw, list):
            raise self.fail(Text("«do» debe ser una lista de operaciones", "«do» must be a list of operations"))
        result = []
        for item in raw:
            if not isinstance(item, Mapping):
                raise self.fail(Text(f"operación mal escrita: {item!r}", f"malformed operation: {item!r}"))
            self.check_keys(item, ("op", "who", "amount", "token"), Text("operación", "operation"))
            if item.get("op") not in OPS:
                raise self.fail(Text(f"operación desconocida {item.get('op')!r} (una de {sorted(OPS)})",
                                     f"unknown operation {item.get('op')!r} (one of {sorted(OPS)})"))
            who = item.get("who", "target")
            if who not in WHO:
                raise self.fail(Text(f"«who» desconocido {who!r} (uno de {sorted(WHO)})",
                                     f"unknown «who» {who!r} (one of {sorted(WHO)})"))
            amount = item.get("amount", 1)
            if not isinstance(amount, int):
                raise self.fail(Text(f"«amount» debe ser un número, no {amount!r}", f"«amount» must be a number, not {amount!r}"))
            result.append(Op(item["op"], who, amount, str(item.get("token", ""))))
        return tuple(result)

    def passives(self, raw: Any) -> tuple[Passive, ...]:
        result = []
        for item in self.tables(raw, Text("pasiva mal escrita", "malformed passive")):
            self.check_keys(item, ("kind", "who", "amount"), Text("pasiva", "passive"))
            if item.get("kind") not in PASSIVES:
                raise self.fail(Text(f"pasiva desconocida {item.get('kind')!r} (una de {sorted(PASSIVES)})",
                                     f"unknown passive {item.get('kind')!r} (one of {sorted(PASSIVES)})"))
            who = item.get("who", "self")
            if who not in WHO:
                raise self.fail(Text(f"«who» desconocido {who!r}", f"unknown «who» {who!r}"))
            result.append(Passive(item["kind"], who, int(item.get("amount", 0))))
        return tuple(result)

    def attacks(self, raw: Any) -> tuple[Attack, ...]:
        if raw is None:
            return ()
        if not isinstance(raw, list) or len(raw) > MAX_ATTACKS:
            raise self.fail(Text(f"una carta de combate tiene de 0 a {MAX_ATTACKS} ataques",
                                 f"a combat card has 0 to {MAX_ATTACKS} attacks"))
        result = []
        for item in raw:
            self.check_keys(item, ("name", "name_en", "power", "damage", "cost", "any_target", "do", "text", "text_en"),
                            Text("ataque", "attack"))
            if not isinstance(item.get("name"), str):
                raise self.fail(Text("cada ataque necesita «name»", "every attack needs «name»"))
            damage = item.get("damage")
            if damage != "x" and (not isinstance(damage, int) or damage < 0):
                raise self.fail(Text(f"ataque {item['name']}: «damage» es un número o \"x\", no {damage!r}",
                                     f"attack {item['name']}: «damage» is a number or \"x\", not {damage!r}"))
            result.append(Attack(
                item["name"], str(item.get("name_en", "")), self.integer(item, "power", 0, 0, 12),
                None if damage == "x" else damage, self.integer(item, "cost", 0, 0, 12),
                bool(item.get("any_target", False)), self.ops(item.get("do")),
                str(item.get("text", "")), str(item.get("text_en", "")),
            ))
        return tuple(result)


_CARD_KEYS = {
    "code", "name", "name_en", "type", "subtype", "class", "class_en", "potential", "resistance", "cross",
    "attack", "passive", "trigger", "target", "sacrifice", "sacrifice_tokens", "do", "text", "text_en", "rarity",
}


def _card(path: str, text: str, table: Mapping[str, Any], index: int, set_code: str, token: bool) -> EliriaCard:
    reader = _Reader(path, text, table, index)
    reader.check_keys(table, _CARD_KEYS, Text("carta", "card"))
    for key in ("code", "name"):
        if not isinstance(table.get(key), str) or not table[key].strip():
            raise reader.fail(Text(f"falta «{key}»", f"«{key}» is missing"))
    kind = _KIND_NAMES.get(str(table.get("type", "")).casefold())
    if kind is None:
        raise reader.fail(Text(f"«type» debe ser Combate, Reacción o Invocación, no {table.get('type')!r}",
                               f"«type» must be Combate, Reacción or Invocación, not {table.get('type')!r}"))
    subtype = ""
    if kind == "invocacion":
        subtype = _SUBTYPE_NAMES.get(str(table.get("subtype", "")).casefold(), "")
        if not subtype:
            raise reader.fail(Text(f"una Invocación necesita «subtype» Efímera, Adhesión o Campo, no {table.get('subtype')!r}",
                                   f"an Invocación needs «subtype» Efímera, Adhesión or Campo, not {table.get('subtype')!r}"))
    trigger = str(table.get("trigger", ""))
    if kind == "reaccion" and trigger not in TRIGGERS:
        raise reader.fail(Text(f"una Reacción necesita «trigger» (uno de {sorted(TRIGGERS)}), no {trigger!r}",
                               f"a Reacción needs «trigger» (one of {sorted(TRIGGERS)}), not {trigger!r}"))
    target = str(table.get("target", ""))
    if target and target not in TARGETS:
        raise reader.fail(Text(f"«target» desconocido {target!r} (uno de {sorted(TARGETS)})",
                               f"unknown «target» {target!r} (one of {sorted(TARGETS)})"))
    if subtype == "adhesion" and target != "own_combat":
        raise reader.fail(Text("una Invocación de Adhesión se liga a una de tus cartas de combate: target = \"own_combat\"",
                               "an Adhesión Invocación is bound to one of your combat cards: target = \"own_combat\""))
    sacrifice = bool(table.get("sacrifice", False))
    if sacrifice and target != "own_combat":
        raise reader.fail(Text("un sacrificio elige una de tus cartas de combate: target = \"own_combat\"",
                               "a sacrifice chooses one of your combat cards: target = \"own_combat\""))
    attacks = reader.attacks(table.get("attack"))
    potential = reader.integer(table, "potential", 0, 0, 12) if kind == "combate" else 0
    resistance = reader.integer(table, "resistance", 0, 0, 30) if kind == "combate" else 0
    clase = str(table.get("class", ""))
    type_line = KINDS[kind] + (f" — {SUBTYPES[subtype]}" if subtype else "")
    body, body_en = str(table.get("text", "")), str(table.get("text_en", ""))
    if kind == "combate":
        head = f"Potencial {potential} · Resistencia {resistance}" + (" · †" if table.get("cross") else "")
        head_en = f"Potential {potential} · Resistance {resistance}" + (" · †" if table.get("cross") else "")
        lines = [head] + ([body] if body else [])
        lines_en = [head_en] + ([body_en] if body_en else [])
        for attack in attacks:
            extra = f" — {attack.text}" if attack.text else ""
            extra_en = f" — {attack.text_en or attack.text}" if attack.text else ""
            cost = f" (consume {attack.cost})" if attack.cost else ""
            lines.append(f"[{attack.power}] {attack.name}: {attack.damage_text()}{cost}{extra}")
            lines_en.append(f"[{attack.power}] {attack.name_en or attack.name}: {attack.damage_text()}{cost}{extra_en}")
        body, body_en = "\n".join(lines), "\n".join(lines_en)
    return EliriaCard(
        game="eliria",
        code=table["code"],
        name=table["name"],
        card_type=type_line,
        text=body,
        name_en=str(table.get("name_en", "")),
        text_en=body_en,
        is_token=token,
        kind=kind,
        subtype=subtype,
        potential=potential,
        resistance=resistance,
        archetypes=(clase,) if clase else (),
        cross=bool(table.get("cross", False)),
        attacks=attacks,
        passives=reader.passives(table.get("passive")),
        trigger=trigger,
        target=target,
        sacrifice=sacrifice,
        sacrifice_tokens=bool(table.get("sacrifice_tokens", False)),
        ops=reader.ops(table.get("do")),
        set_code=set_code,
    )


def load_set(path: str | Path) -> list[EliriaCard]:
    """Every card and token of one set file; ``LoadError`` names the line of any problem."""
    text = read_text(path)
    data = load_toml(path, text)
    meta = data.get("set")
    if not isinstance(meta, Mapping) or not isinstance(meta.get("code"), str):
        raise LoadError(str(path), Text("falta la tabla [set] con su «code»", "the [set] table with its «code» is missing"), 1)
    cards = []
    for key, token in (("card", False), ("token", True)):
        for index, table in enumerate(data.get(key, [])):
            card = _card(str(path), text, table, index, meta["code"], token)
            if token and not card.is_combat:
                raise LoadError(str(path), Text(f"el token {card.code} debe ser de combate (Eliria 14)",
                                                f"the token {card.code} must be a combat card (Eliria 14)"),
                                find_line(text, card.code))
            cards.append(card)
    return cards
