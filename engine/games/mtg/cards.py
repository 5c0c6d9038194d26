"""Magic cards as the engine plays them: printed characteristics plus the compiled program.

Cards come from Tapete's own TOML sets (``assets/games/mtg/sets/*.toml``, original demo cards)
or from the catalogue records the MTGJSON/Scryfall/Cockatrice importers produce
(``from_record``). ``oracle`` is the English rules text the compiler reads; ``text`` is what
players are shown (Spanish for the demo cards).
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from engine.core.cards import CardDef
from engine.core.errors import LoadError
from engine.core.text import Text
from engine.core.textfiles import find_line, read_text
from engine.formats.records import CardRecord
from engine.games.mtg.abilities import Program
from engine.games.mtg.faces import faces_of, split_card, with_adventure, with_back
from engine.games.mtg.flip import flip_card, flip_faces
from engine.games.mtg.mana import CostError, ManaCost, parse_cost

CARD_TYPES = ("artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery", "battle", "tribal", "kindred")
SUPERTYPES = ("basic", "legendary", "snow", "world")
TYPE_ES = {"artifact": "Artefacto", "creature": "Criatura", "enchantment": "Encantamiento", "instant": "Instantáneo",
           "land": "Tierra", "planeswalker": "Planeswalker", "sorcery": "Conjuro", "basic": "básica",
           "legendary": "legendaria", "battle": "Batalla"}


@dataclass(frozen=True)
class MtgCard(CardDef):
    """A Magic card: cost, types, power/toughness/loyalty and its compiled ``program``."""

    cost_text: str = ""
    cost: ManaCost | None = None
    colors: tuple[str, ...] = ()
    type_line: str = ""
    types: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    subtypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    oracle: str = ""
    program: Program = field(default_factory=Program)
    back: "MtgCard | None" = None  # the back face of a double-faced card (CR 712.2, 712.3)
    modal: bool = False  # a modal double-faced card: either face may be played or cast (CR 712.3)
    halves: "tuple[MtgCard, MtgCard] | None" = None  # a split card's two halves (CR 709.1)
    adventure: "MtgCard | None" = None  # an adventurer card's Adventure (CR 715.2)
    flips: bool = False  # a flip card: ``back`` is its flipped half (CR 710.1)

    # cached: read many times per action (a frozen dataclass keeps them in its ``__dict__``)
    @cached_property
    def is_land(self) -> bool:
        return "land" in self.types

    @cached_property
    def is_creature(self) -> bool:
        return "creature" in self.types

    @cached_property
    def state_checked(self) -> bool:
        """Whether state-based actions look at it on the battlefield without counters: an Aura
        (CR 704.5m), a planeswalker (704.5i), an Equipment (704.5n), a legendary or world
        permanent (704.5j–k), a creature whose printed toughness is not above 0 (704.5f) or
        whose power and toughness are not printed (``MtgBase.unharmed``, ``state_checks``)."""
        return bool(self.program.enchant) or "planeswalker" in self.types or "equipment" in self.subtypes \
            or bool(self.supertypes & {"legendary", "world"}) \
            or self.is_creature and not (self.toughness is not None and self.toughness > 0 and self.power is not None)

    @cached_property
    def instant_speed(self) -> bool:
        """CR 117.1a, 702.8a: instants and cards with flash are cast whenever their caster has priority."""
        return "instant" in self.types or "flash" in self.program.keywords

    @cached_property
    def has_faces(self) -> bool:
        """A modal double-faced, split or adventurer card: its faces or halves are offered too
        (CR 712.11b, 709.3, 715.3)."""
        return self.modal or self.halves is not None or self.adventure is not None

    @cached_property
    def mana_options(self) -> tuple[str, ...]:
        """The mana each of its {T} mana abilities without a mana cost makes, in order ("W", "B", "C"…)."""
        return tuple(option for ability in self.program.abilities if ability.kind == "mana" and ability.cost is None
                     for option in ability.mana)

    @cached_property
    def has_paid_mana(self) -> bool:
        """Whether a mana ability of it costs mana ("{1}, {T}: Add one mana of any color")."""
        return any(ability.kind == "mana" and ability.cost is not None for ability in self.program.abilities)

    @cached_property
    def has_activated(self) -> bool:
        """Whether it has an activated ability that is not a mana ability."""
        return any(ability.kind == "activated" for ability in self.program.abilities)

    @cached_property
    def static_kinds(self) -> frozenset[str]:
        """The ``Ability.static`` of each of its abilities (``MtgBase.has_static`` asks many times per action)."""
        return frozenset(ability.static for ability in self.program.abilities)

    @cached_property
    def has_triggered(self) -> bool:
        """Whether it has a triggered ability (CR 603.1)."""
        return any(ability.kind == "triggered" for ability in self.program.abilities)

    @property
    def is_permanent(self) -> bool:
        """CR 110.4: artifact, creature, enchantment, land, planeswalker and battle cards."""
        return not self.types & {"instant", "sorcery"}

    @property
    def mana_value(self) -> int:
        return self.cost.mana_value if self.cost is not None else 0

    def catalogue_fields(self) -> Mapping[str, Any]:
        """The mana value (CR 202.3) and colours (CR 105.2, 202.2) the deck editor charts."""
        return {"mana_value": float(self.mana_value), "colors": self.colors}

    def printed_stats(self) -> tuple[tuple[str, str], ...]:
        """Power/toughness of creatures, loyalty of planeswalkers (CR 208, 209)."""
        stats = (("power", self.power), ("toughness", self.toughness), ("loyalty", self.loyalty))
        return tuple((key, str(value)) for key, value in stats if value is not None)


def split_type_line(type_line: str) -> tuple[frozenset[str], frozenset[str], tuple[str, ...]]:
    """Card types, supertypes and subtypes of an English type line (CR 205)."""
    front = type_line.split("//")[0]
    head, _, tail = front.replace("—", "-").partition(" - ")
    words = [w.lower() for w in head.split()]
    types = frozenset(w for w in words if w in CARD_TYPES)
    supertypes = frozenset(w for w in words if w in SUPERTYPES)
    subtypes = tuple(w.lower() for w in tail.split())
    return types, supertypes, subtypes


def _int(value: Any) -> int | None:
    if value in (None, ""):
        return None
    try:
        return int(str(value))
    except ValueError:
        return None  # "*", "1+*": characteristic-defining, not automated


def make_card(code: str, name: str, type_line: str, cost: str = "", oracle: str = "", *, power: Any = None,
              toughness: Any = None, loyalty: Any = None, name_en: str = "", text: str = "", text_es_type: str = "",
              colors: tuple[str, ...] | None = None, is_token: bool = False, compiled: bool = True,
              text_en: str = "") -> MtgCard:
    """An ``MtgCard`` with its program compiled from ``oracle`` (English rules text; what an English
    window shows unless ``text_en`` says otherwise, as ``text`` does for a Spanish one). Not
    ``compiled``: its printed characteristics alone, an empty program, for reading the catalogue
    (``MtgGame.catalogue_cards``), never for play."""
    types, supertypes, subtypes = split_type_line(type_line)
    unparsed: tuple[str, ...] = ()
    parsed: ManaCost | None = None
    if cost.strip():
        try:
            parsed = parse_cost(cost)
        except CostError as exc:
            unparsed = (str(exc),)
    if compiled:
        from engine.games.mtg.oracle import compile_text  # the Oracle templates: loaded when a card is played

        program = compile_text(oracle, name_en or name, types | frozenset(subtypes))
    else:
        program = Program()
    p, t = _int(power), _int(toughness)
    if "creature" in types and (p is None or t is None) and not program.has_static("cda"):  # CR 604.3
        unparsed += (f"variable power/toughness ({power}/{toughness})",)
    if "planeswalker" in types and _int(loyalty) is None:
        unparsed += (f"variable loyalty ({loyalty})",)
    if "battle" in types or "//" in type_line or not types:
        unparsed += (f"type not automated: {type_line}",)
    if unparsed:
        program = Program(program.keywords, program.abilities, program.enchant, program.unparsed + unparsed)
    if colors is None:
        colors = tuple(sorted(parsed.colors())) if parsed is not None else ()
    if "devoid" in program.keywords:  # CR 702.114a: it is colourless, in every zone
        colors = ()
    return MtgCard(
        game="mtg", code=code, name=name, card_type=text_es_type or type_line, text=text or oracle,
        name_en=name_en, text_en=text_en or oracle, is_token=is_token, cost_text=cost, cost=parsed, colors=colors,
        type_line=type_line, types=types, supertypes=supertypes, subtypes=subtypes, power=p, toughness=t,
        loyalty=_int(loyalty), oracle=oracle, program=program,
    )


def from_record(record: CardRecord) -> MtgCard:
    """A catalogue record (MTGJSON, Scryfall, Cockatrice) as an engine card; a transforming
    double-faced card gets both faces (CR 712.2)."""
    code = record.number and f"{record.set_code}-{record.number}" or record.oracle_id or record.name
    faces = faces_of(record.extra)
    if faces is not None and record.extra.get("layout") == "split":  # CR 709
        left, right = (_face(f"{code}{suffix}", face, str(face.get("cost", "")), record.is_token)
                       for suffix, face in (("l", faces[0]), ("r", faces[1])))
        return split_card(code, record.name, left, right)
    flipping = flip_faces(record.extra)
    if flipping is not None:  # CR 710: named and played as its normal half
        normal, flipped = (_face(f"{code}{suffix}", face, record.cost, record.is_token)
                           for suffix, face in (("", flipping[0]), ("f", flipping[1])))
        return flip_card(normal, flipped)
    if faces is not None and record.extra.get("layout") == "adventure":  # CR 715
        main, adventure = (_face(f"{code}{suffix}", face, str(face.get("cost", "")), record.is_token)
                           for suffix, face in (("", faces[0]), ("a", faces[1])))
        return with_adventure(main, adventure)
    if faces is not None:
        modal = record.extra.get("layout") == "modal_dfc"
        front, back = (_face(f"{code}{suffix}", face, str(face.get("cost", "")) if modal else record.cost if suffix == "" else "",
                             record.is_token)
                       for suffix, face in (("", faces[0]), ("b", faces[1])))
        return with_back(front, back, modal)
    return make_card(
        code, record.name, record.type_line, record.cost, record.text,
        power=record.stats.get("power"), toughness=record.stats.get("toughness"), loyalty=record.stats.get("loyalty"),
        colors=record.colors, is_token=record.is_token,
    )


def _face(code: str, face: Any, cost: str, is_token: bool) -> MtgCard:
    stats = face.get("stats") or {}
    colors = face.get("colors")
    return make_card(code, str(face.get("name", "")), str(face.get("type_line", "")), cost, str(face.get("text", "")),
                     power=stats.get("power"), toughness=stats.get("toughness"), loyalty=stats.get("loyalty"),
                     colors=tuple(colors) if isinstance(colors, list) else None, is_token=is_token)


_KEYS = {"code", "name", "name_en", "type", "type_es", "cost", "power", "toughness", "loyalty", "text", "text_en", "back",
         "modal", "left", "right", "adventure"}
_BACK_KEYS = _KEYS - {"code", "back", "modal", "left", "right", "adventure"}


def load_set(path: Path, compiled: bool = True) -> list[MtgCard]:
    """The cards of one Tapete MTG set file; ``LoadError`` names the line of any problem. Not
    ``compiled``: printed characteristics alone (``make_card``)."""
    text = read_text(path)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise LoadError(str(path), Text(f"TOML no válido: {exc}", f"invalid TOML: {exc}")) from exc
    cards = []
    for entry in data.get("card", []):
        code = entry.get("code")
        if not isinstance(code, str) or not isinstance(entry.get("name"), str) or not isinstance(entry.get("type"), str):
            raise LoadError(str(path), Text("cada carta necesita «code», «name» y «type»",
                                            "every card needs «code», «name» and «type»"),
                            find_line(text, str(code or "[[card]]")))
        unknown = set(entry) - _KEYS
        if unknown:
            raise LoadError(str(path), Text(f"{code}: claves desconocidas {sorted(unknown)}",
                                            f"{code}: unknown keys {sorted(unknown)}"),
                            find_line(text, f'"{code}"'))
        if "left" in entry or "right" in entry:  # [card.left] and [card.right]: a split card (CR 709)
            halves = [entry.get("left"), entry.get("right")]
            if not all(isinstance(h, dict) and isinstance(h.get("name"), str) and isinstance(h.get("type"), str)
                       and not set(h) - _BACK_KEYS for h in halves):
                raise LoadError(str(path), Text(f"{code}: «left» y «right» necesitan «name» y «type» y solo admiten {sorted(_BACK_KEYS)}",
                                                f"{code}: «left» and «right» need «name» and «type» and take only {sorted(_BACK_KEYS)}"),
                                find_line(text, f'"{code}"'))
            cards.append(split_card(code, entry["name"], _entry_card(f"{code}l", halves[0], compiled), _entry_card(f"{code}r", halves[1], compiled),
                                    entry.get("text", "")))
            continue
        card = _entry_card(code, entry, compiled)
        adventure = entry.get("adventure")
        if adventure is not None:  # [card.adventure]: an adventurer card (CR 715)
            if not isinstance(adventure, dict) or not isinstance(adventure.get("name"), str) \
                    or not isinstance(adventure.get("type"), str) or set(adventure) - _BACK_KEYS:
                raise LoadError(str(path), Text(f"{code}: «adventure» necesita «name» y «type» y solo admite {sorted(_BACK_KEYS)}",
                                                f"{code}: «adventure» needs «name» and «type» and takes only {sorted(_BACK_KEYS)}"),
                                find_line(text, f'"{code}"'))
            card = with_adventure(card, _entry_card(f"{code}a", adventure, compiled))
        back = entry.get("back")
        if back is not None:  # [card.back]: a double-faced card, transforming or (modal = true) modal (CR 712.2, 712.3)
            if not isinstance(back, dict) or not isinstance(back.get("name"), str) or not isinstance(back.get("type"), str) \
                    or set(back) - _BACK_KEYS:
                raise LoadError(str(path), Text(f"{code}: «back» necesita «name» y «type» y solo admite {sorted(_BACK_KEYS)}",
                                                f"{code}: «back» needs «name» and «type» and takes only {sorted(_BACK_KEYS)}"),
                                find_line(text, f'"{code}"'))
            card = with_back(card, _entry_card(f"{code}b", back, compiled), bool(entry.get("modal", False)))
        cards.append(card)
    return cards


def _entry_card(code: str, entry: dict[str, Any], compiled: bool = True) -> MtgCard:
    return make_card(
        code, entry["name"], entry["type"], entry.get("cost", ""), entry.get("text_en", ""),
        power=entry.get("power"), toughness=entry.get("toughness"), loyalty=entry.get("loyalty"),
        name_en=entry.get("name_en", ""), text=entry.get("text", ""), text_es_type=entry.get("type_es", ""),
        compiled=compiled,
    )
