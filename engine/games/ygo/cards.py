"""Yu-Gi-Oh! cards as data, and the small declarative vocabulary of their effects.

A set file (``assets/games/ygo/sets/*.toml``) lists ``[[card]]`` tables (``docs/ygo-cards.md``
documents every key). A card whose effect the vocabulary cannot express is marked
``automated = false``: it plays with its text shown and the players resolve it with manual
actions. Cards imported from a YGOPro ``cards.cdb`` (``engine.games.ygo.cdb``) are built here too.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

from engine.core.cards import CardDef, Op
from engine.core.errors import LoadError
from engine.core.text import Text
from engine.core.textfiles import find_line, load_toml, read_text

KINDS = ("monster", "spell", "trap")
SUBTYPES = {
    "monster": ("normal", "effect", "fusion", "ritual", "token"),
    "spell": ("normal", "continuous", "equip", "field", "quickplay", "ritual"),
    "trap": ("normal", "continuous", "counter"),
}
TYPE_LINES = {
    ("monster", "normal"): "Monstruo Normal", ("monster", "effect"): "Monstruo de Efecto",
    ("monster", "fusion"): "Monstruo de Fusión", ("monster", "ritual"): "Monstruo de Ritual",
    ("monster", "token"): "Ficha de Monstruo",
    ("spell", "normal"): "Mágica Normal", ("spell", "continuous"): "Mágica Continua",
    ("spell", "equip"): "Mágica de Equipo", ("spell", "field"): "Mágica de Campo",
    ("spell", "quickplay"): "Mágica de Juego Rápido", ("spell", "ritual"): "Mágica de Ritual",
    ("trap", "normal"): "Trampa Normal", ("trap", "continuous"): "Trampa Continua",
    ("trap", "counter"): "Trampa de Contraefecto",
}
#: When an effect is used: YGO CartasDeMonstruosDeEfecto.3–8 and the spell and trap types.
TRIGGERS = ("activate", "flip", "ignition", "quick", "procedure", "direct_damage", "standby", "to_graveyard",
            "summon_normal", "summon_any", "summon_all", "summon_special", "sent_to_graveyard", "destroyed_to_graveyard",
            "battle_to_graveyard", "end_own", "summon_flip", "summon_normal_flip", "battle_destroys", "deck_to_graveyard",
            "discarded", "after_damage", "before_damage", "own_monster_destroyed",
            "own_gy_summoned", "summon_tribute", "banished", "banished_from_gy", "banished_from_field", "battle_end",
            "ally_battle_damage")
#: Extra timing a trap or quick effect needs (what it responds to).
WHENS = ("opponent_summon", "opponent_summoning", "summoning", "opponent_attack", "activation", "own_main_or_opponent_battle",
         "any_summon", "opponent_any_summon", "any_attack",
         "opponent_activation", "spell_activation", "trap_activation", "monster_activation")
OPS = ("destroy", "special_summon", "control", "modify", "draw", "damage", "gain", "token",
       "negate", "negate_summon", "negate_attack", "extra_summon", "fusion", "ritual", "return", "banish", "flip_up",
       "to_hand", "search", "summon_from", "send_from", "position", "summon_self", "set_face_down", "mill", "destroy_all", "discard_random", "to_deck",
       "end_battle", "hold", "banish_battled", "battled_to_deck")
SIDES = ("own", "opponent", "any")
TARGET_ZONES = ("monstruos", "cementerio", "magias", "field")


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """What an effect targets when activated: a card in ``zone`` of ``side``."""

    zone: str = "monstruos"
    side: str = "any"
    kind: str | None = None  # "monster", "spell", "trap" or None for any
    face_up: bool | None = None
    min_atk: int | None = None
    race: str | None = None  # a monster of this Type only ("Guerrero")
    name_has: str | None = None  # a card with this in its name (an archetype: 「真红眼」怪兽)
    summoned: bool = False  # the effect Special Summons it: only a monster that may be (YGO Cartas.2)
    max_level: int | None = None  # "a Level 4 or lower monster"
    #: more of what the text names, as ``textops.matches`` reads it ("other", "attribute", "sub", "level"…; "not_self":
    #: "other than this card", ``textops.may_target_itself``)
    filter: tuple[tuple[str, Any], ...] = ()
    count: int = 1  # "target 2 cards": as many targets, all chosen when it is activated


@dataclass(frozen=True, slots=True)
class Boost:
    """A lasting ATK/DEF change (equip, field, continuous effect) and the monsters it touches."""

    atk: int = 0
    defense: int = 0
    side: str = "any"  # relative to the controller of the card that gives it
    races: tuple[str, ...] = ()
    attributes: tuple[str, ...] = ()
    per_level: bool = False  # times the Level of the monster it touches ("loses 100 ATK × its Level")
    others: bool = False  # not the card that gives it ("… you control, except this card, gain 300 ATK")
    name_has: str = ""  # only monsters with this in their name ("the "X" monsters on the field gain 300 ATK/DEF")

    def applies(self, race: str, attribute: str, name: str = "") -> bool:
        return (not self.races or race in self.races) and (not self.attributes or attribute in self.attributes) \
            and self.name_has in name


@dataclass(frozen=True, slots=True)
class Effect:
    trigger: str
    ops: tuple[Op, ...] = ()
    when: str | None = None
    min_atk: int | None = None  # condition on the summoned or attacking monster
    cost_lp: int = 0
    cost_discard: int = 0
    target: TargetSpec | None = None
    optional: bool = True
    text: str = ""
    costs: tuple[Op, ...] = ()  # paid when activated, besides LP and discards (tribute this card)
    #: once per turn: "copy" (this card), "name:<group>" (cards of this name, per player: YGO Cartas.2)
    once: str = ""
    zone: str = ""  # where a monster's effect is used from: "" the field, "mano" the hand, "cementerio" the GY
    #: what must hold to activate it: "no_own_monsters", "only_opponent_monsters", "no_own_spells",
    #: "own_has:<part of a name>" (a face-up monster you control), "field_has:<name>" (a face-up card
    #: of that name on either field), "not_sent_this_turn"
    conditions: tuple[str, ...] = ()

    @property
    def cost_to_deck(self) -> int:
        """How many cards of the hand its cost places on top of the Deck."""
        return sum(int(cost.get("count", 1)) for cost in self.costs if cost.name == "hand_to_deck_top")

    @property
    def modifies_stats(self) -> bool:
        """YGO CuadroDeReferenciaRapida.16: only these may be activated in the Damage Step."""
        return any(op.name == "modify" for op in self.ops)


#: The keyword of a card whose text gives it another name ("this card's name becomes "X" while …": ``names``).
ALIAS = "alias"


@dataclass(frozen=True)
class YgoCard(CardDef):
    """A Yu-Gi-Oh! card: its kind and type, monster stats and effects."""

    kind: str = "monster"
    sub: str = "normal"
    attribute: str = ""
    race: str = ""
    level: int = 0
    atk: int = 0
    defense: int = 0
    materials: tuple[str, ...] = ()
    ritual_monster: str = ""
    effects: tuple[Effect, ...] = ()
    boost: Boost | None = None  # equip, field or continuous boost
    automated: bool = True
    passcode: str = ""
    extra_deck: bool = False  # a Synchro, Xyz or Link monster of a real card database
    #: what automates a card of a real card database (``engine.games.ygo.coverage.TEMPLATES``)
    templates: tuple[str, ...] = ()
    #: what the card's text lets it do in battle: ``direct_attack``, ``piercing`` (YGO Cartas.2)
    keywords: frozenset[str] = frozenset()
    #: what the text forbids of its summons: ``no_normal``, ``no_special``, ``fusion_only``, ``effect_only``
    summon_limit: frozenset[str] = frozenset()

    @cached_property
    def is_monster(self) -> bool:
        return self.kind == "monster"

    @cached_property
    def aliased(self) -> bool:
        """Whether its text gives it another name somewhere (``ALIAS``, ``names``): read at every ``YgoBase.defn``."""
        return ALIAS in self.keywords

    def printed_stats(self) -> tuple[tuple[str, str], ...]:
        """Monsters print their Level (stars), ATK and DEF."""
        if not self.is_monster:
            return ()
        return (("level", str(self.level)), ("atk", str(self.atk)), ("def", str(self.defense)))

    @cached_property
    def is_extra(self) -> bool:
        """Fusion monsters live in the Fusion Deck (YGO CartasDeMonstruosFusion.2)."""
        return self.kind == "monster" and (self.sub == "fusion" or self.extra_deck)

    @cached_property
    def speed(self) -> int:
        """Spell Speed of the card's activation (YGO Cadenas.9–16)."""
        if self.kind == "spell":
            return 2 if self.sub == "quickplay" else 1
        if self.kind == "trap":
            return 3 if self.sub == "counter" else 2
        return 1

    @cached_property
    def tributes(self) -> int:
        """YGO PhasesDelJuego.21: level 5–6 one tribute, 7 or more two."""
        if self.level >= 7:
            return 2
        return 1 if self.level >= 5 else 0

    @cached_property
    def activated_effect(self) -> int:
        """The effect this spell or trap card activates (``-1``: none automated)."""
        if not self.automated:
            return -1
        found = self.effects_for("activate")
        return found[0][0] if found else -1

    @cached_property
    def answers(self) -> tuple[str, ...] | None:
        """What the effects this spell or trap card may be activated for answer (their ``when``): the one it
        activates, or each option of a modal card (Solemn Judgment); ``None``: one answers nothing in particular
        (or none is automated). Read at every open moment of a duel."""
        if "modal" in self.keywords:
            options = [effect.when for _, effect in self.effects_for("activate")]
            return None if None in options else tuple(when for when in options if when is not None)
        index = self.activated_effect
        when = self.effects[index].when if index >= 0 else None
        return None if when is None else (when,)

    def effects_from(self, zone: str) -> tuple[tuple[int, Effect], ...]:
        """The effects used from the hand ("mano") or the Graveyard ("cementerio")."""
        return self._by_zone.get(zone, ())

    @cached_property
    def _by_zone(self) -> dict[str, tuple[tuple[int, Effect], ...]]:
        found: dict[str, list[tuple[int, Effect]]] = {}
        for index, effect in enumerate(self.effects):
            if effect.zone:
                found.setdefault(effect.zone, []).append((index, effect))
        return {zone: tuple(items) for zone, items in found.items()}

    def effects_for(self, trigger: str) -> tuple[tuple[int, Effect], ...]:
        return self._by_trigger.get(trigger, ())

    @cached_property
    def quick_effects(self) -> tuple[tuple[int, Effect], ...]:
        """``effects_for("quick")``, read at every open moment of a duel."""
        return self.effects_for("quick")

    @cached_property
    def effects_at_will(self) -> tuple[tuple[int, Effect], ...]:
        """Its Ignition and Quick Effects, in order: what a monster may use in its Main Phase."""
        return tuple((index, effect) for index, effect in enumerate(self.effects) if effect.trigger in ("quick", "ignition"))

    @cached_property
    def said(self) -> frozenset[str]:
        """What its text says, for ``YgoBase.says``: every keyword, the head of one with a value ("protects" of
        "protects:Warrior"), and each effect's trigger as "trigger:<trigger>"."""
        return frozenset({*self.keywords, *(word.split(":", 1)[0] for word in self.keywords),
                          *(f"trigger:{effect.trigger}" for effect in self.effects)})

    @cached_property
    def _by_trigger(self) -> dict[str, tuple[tuple[int, Effect], ...]]:
        found: dict[str, list[tuple[int, Effect]]] = {}
        for index, effect in enumerate(self.effects):
            found.setdefault(effect.trigger, []).append((index, effect))
        return {trigger: tuple(items) for trigger, items in found.items()}


def _fail(path: Path, text: str, needle: str, problem: Text) -> LoadError:
    return LoadError(str(path), problem, find_line(text, needle))


def _effect(raw: Mapping[str, Any], where: str, fail: Any, monster: bool) -> Effect:
    trigger = raw.get("trigger", "activate")
    if trigger not in TRIGGERS:
        raise fail(Text(f"{where}: disparador desconocido «{trigger}» ({', '.join(TRIGGERS)})",
                        f"{where}: unknown trigger «{trigger}» ({', '.join(TRIGGERS)})"))
    when = raw.get("when")
    if when is not None and when not in WHENS:
        raise fail(Text(f"{where}: «when» desconocido «{when}» ({', '.join(WHENS)})",
                        f"{where}: unknown «when» «{when}» ({', '.join(WHENS)})"))
    ops = []
    for op in raw.get("do", []):
        name = op.get("op") if isinstance(op, Mapping) else None
        if name not in OPS:
            raise fail(Text(f"{where}: operación desconocida «{name}» ({', '.join(OPS)})",
                            f"{where}: unknown operation «{name}» ({', '.join(OPS)})"))
        ops.append(Op(name, MappingProxyType({k: v for k, v in op.items() if k != "op"})))
    target = None
    if "target" in raw:
        spec = raw["target"]
        if spec.get("zone", "monstruos") not in TARGET_ZONES or spec.get("side", "any") not in SIDES:
            raise fail(Text(f"{where}: objetivo mal escrito {dict(spec)}", f"{where}: malformed target {dict(spec)}"))
        # YGO Cartas.2: a target the effect Special Summons is only one that may be (Monstruo Renacido)
        target = TargetSpec(spec.get("zone", "monstruos"), spec.get("side", "any"), spec.get("kind"),
                            spec.get("face_up"), spec.get("min_atk"),
                            summoned=any(op.name == "special_summon" for op in ops))
    cost = raw.get("cost", {})
    # YGO CartasDeMonstruosDeEfecto.1: a scripted monster's effect is used once per turn unless its table says
    # (a Spell's or Trap's as often as its text allows: Última Oferta)
    once = str(raw.get("once", "copy" if monster and trigger in ("ignition", "quick") else ""))
    # YGO CartasDeMonstruosDeEfecto.7: a scripted Trigger Effect must start unless its table says "you can"
    return Effect(trigger, tuple(ops), when, raw.get("min_atk"), int(cost.get("lp", 0)), int(cost.get("discard", 0)),
                  target, bool(raw.get("optional", False)), str(raw.get("text", "")), once=once)


def _boost(raw: Mapping[str, Any]) -> Boost:
    return Boost(int(raw.get("atk", 0)), int(raw.get("def", 0)), str(raw.get("side", "any")),
                 tuple(raw.get("races", ())), tuple(raw.get("attributes", ())))


def card_from_table(raw: Mapping[str, Any], where: str, fail: Any) -> YgoCard:
    """A card from one ``[[card]]`` table; ``fail(problem)`` builds the error to raise."""
    kind = raw.get("kind", "monster")
    sub = raw.get("sub", "normal")
    if kind not in KINDS or sub not in SUBTYPES[kind]:
        raise fail(Text(f"{where}: tipo desconocido {kind}/{sub}", f"{where}: unknown type {kind}/{sub}"))
    effects = tuple(_effect(e, where, fail, kind == "monster") for e in raw.get("effect", []))
    if kind == "spell" and sub == "equip" and not any(e.trigger == "activate" for e in effects):
        # YGO CartasMagicas.8: an equip spell targets a face-up monster of either player
        effects += (Effect("activate", target=TargetSpec("monstruos", "any", "monster", True)),)
    boost = _boost(raw["boost"]) if "boost" in raw else None
    return YgoCard(
        game="ygo", code=str(raw["code"]), name=str(raw["name"]), card_type=TYPE_LINES[(kind, sub)],
        text=str(raw.get("text", "")), name_en=str(raw.get("name_en", "")), text_en=str(raw.get("text_en", "")),
        is_token=sub == "token", kind=kind, sub=sub, attribute=str(raw.get("attribute", "")),
        race=str(raw.get("race", "")), level=int(raw.get("level", 0)), atk=int(raw.get("atk", 0)),
        defense=int(raw.get("def", 0)), materials=tuple(raw.get("materials", ())),
        ritual_monster=str(raw.get("ritual_monster", "")), effects=effects, boost=boost,
        automated=bool(raw.get("automated", True)), passcode=str(raw.get("passcode", "")),
    )


def load_set(path: str | Path) -> list[YgoCard]:
    """Every card of a set file; ``LoadError`` names the line of a bad card."""
    path = Path(path)
    text = read_text(path)
    data = load_toml(path, text)
    cards = []
    for raw in data.get("card", []):
        code = raw.get("code")
        if not isinstance(code, str) or not isinstance(raw.get("name"), str):
            raise _fail(path, text, str(code), Text("cada carta necesita «code» y «name»", "every card needs «code» and «name»"))

        def fail(problem: Text, code: str = code) -> LoadError:
            return _fail(path, text, f'"{code}"', problem)

        cards.append(card_from_table(raw, code, fail))
    return cards
