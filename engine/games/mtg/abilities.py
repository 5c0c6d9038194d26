"""What the oracle compiler produces: effects, abilities and a card's program.

An ``Effect`` is one primitive (deal damage, draw, destroy…); an ``Ability`` groups effects
with how they happen (a spell resolving, an activated or mana ability, a trigger, a static
bonus). Targets are numbered in order of appearance: effect ``target`` names the kind of object
(``any``, ``creature``, ``player``, ``spell``…) and ``slot`` which chosen target it uses.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable

from engine.games.mtg.mana import ManaCost

KEYWORDS = (
    "deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste", "hexproof",
    "indestructible", "lifelink", "menace", "reach", "trample", "vigilance", "shroud",
    "prowess", "fear", "intimidate", "plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk",
    "changeling", "shadow", "horsemanship", "skulk", "infect", "wither", "devoid", "banding",
)
"""Keyword abilities the engine plays (CR 702)."""

KEYWORDS_ES = {
    "deathtouch": "toque mortal", "defender": "defensor", "double strike": "dañar dos veces",
    "first strike": "dañar primero", "flash": "destello", "flying": "volar", "haste": "prisa",
    "hexproof": "antimaleficio", "indestructible": "indestructible", "lifelink": "vínculo vital",
    "menace": "amenaza", "reach": "alcance", "trample": "arrollar", "vigilance": "vigilancia",
    "shroud": "velo", "prowess": "destreza", "fear": "temor", "intimidate": "intimidar", "plainswalk": "cruzar llanuras", "islandwalk": "cruzar islas", "swampwalk": "cruzar pantanos",
    "mountainwalk": "cruzar montañas", "forestwalk": "cruzar bosques", "changeling": "cambiaformas",
    "shadow": "desvanecerse", "horsemanship": "caballería", "skulk": "escurridizo", "infect": "infectar", "wither": "debilitar",
    "devoid": "vacío", "banding": "agrupar",
}
PRINTED_ES = KEYWORDS_ES | {"flying": "vuela"}
"""The keywords as Spanish cards print them (flying is "Vuela"; "volar" names the ability)."""
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
PROTECTION = {f"protection from {word}": f"protection:{letter}" for word, letter in COLOR_WORDS.items()} | {
    f"from {word}": f"protection:{letter}" for word, letter in COLOR_WORDS.items()} | {
    "protection from everything": "protection:all", "protection from creatures": "protection:creature"} | {
    f"hexproof from {word}": f"hexproof:{letter}" for word, letter in COLOR_WORDS.items()}
"""CR 702.16: protection from a colour, as the keyword ``protection:R`` ("protection from black
and from red" is two of them, CR 702.16g), from creatures (``protection:creature``) and from
everything (``protection:all``, CR 702.16j); hexproof from a colour too (``hexproof:B``)."""
LANDWALK = {"plainswalk": "plains", "islandwalk": "island", "swampwalk": "swamp", "mountainwalk": "mountain",
            "forestwalk": "forest"}


@dataclass(frozen=True, slots=True)
class Token:
    """A token a card creates (CR 111): name, colours, subtype, power/toughness, keywords."""

    name: str
    colors: str
    subtype: str
    power: int
    toughness: int
    keywords: tuple[str, ...] = ()
    artifact: bool = False  # an artifact creature token (CR 111.10, 301)


@dataclass(frozen=True, slots=True)
class Effect:
    """One primitive. ``op``: damage, draw, destroy (``keyword="no_regen"``: it can't be
    regenerated), exile, bounce, gain_life, lose_life, pump, grant, counter_spell, token,
    add_counters, tap, untap, mill, regenerate, add_mana (``keyword`` holds the mana),
    return_hand, return_battlefield, discard_hand, gain_power (the target's controller gains
    life equal to its power), attach, fight (``amount`` holds the other creature's slot), fight_other.

    ``target`` is the kind of target (``""``: untargeted, then ``who`` names the subject:
    ``you``, ``self``, ``each_opponent``, ``each_player``, ``each_creature``,
    ``creatures_you_control``, ``each_other_creature``); ``slot`` the target number.
    """

    op: str
    amount: int = 0
    x: bool = False
    target: str = ""
    slot: int = 0
    who: str = ""
    power: int = 0
    toughness: int = 0
    keyword: str = ""
    token: Token | None = None
    condition: str = ""  # followed only if true as it resolves (CR 608.2c; ``conditional_effects``)


@dataclass(frozen=True, slots=True)
class Ability:
    """A spell's effect, an activated/mana ability, a trigger or a static bonus.

    kind: ``spell``, ``activated``, ``mana``, ``triggered``, ``static``.
    trigger: ``etb``, ``dies``, ``attacks``, ``upkeep``, ``end_step``.
    static: ``anthem`` (creatures you control; ``other`` excludes the source), ``attached``
    (the enchanted/equipped creature), ``color_anthem`` (every creature of colour ``mana[0]``),
    ``etb_tapped`` (enters tapped), ``no_untap`` (does not untap in its controller's untap step),
    ``kicker`` / ``flashback`` / ``alternative_cost`` (``cost``: CR 702.33a, 702.34a, 118.9), ``cost_change`` (``power``: generic mana
    more or, negative, less to cast; CR 601.2f), ``additional_cost`` (``effects``: what is paid; CR 118.8).
    kind ``kicked``: the spell's part that happens only if it was kicked (CR 702.33e); trigger
    ``ward``: ward (CR 702.21a; ``cost`` in mana or ``effects`` a life payment).
    """

    kind: str
    text: str = ""
    effects: tuple[Effect, ...] = ()
    targets: tuple[str, ...] = ()
    cost: ManaCost | None = None
    tap: bool = False
    sacrifice: bool = False
    sorcery: bool = False
    attach: bool = False
    trigger: str = ""
    mana: tuple[str, ...] = ()
    static: str = ""
    other: bool = False
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    optional: bool = False  # "you may …": its controller chooses on resolution (CR 603.5)
    loyalty: int | None = None  # a loyalty ability's cost: loyalty counters put (+) or removed (−) (CR 606.4)
    count: str = ""  # a characteristic-defining ability's number (``layers.CDA_COUNTS``, CR 604.3, 613.4a); a lord's creature type (``tribal``)
    modes: tuple["Ability", ...] = ()  # a modal spell's modes (CR 700.2), each with its own targets
    choose: tuple[int, int] = (0, 0)  # how many modes: at least, at most (CR 700.2a, 700.2d)
    condition: str = ""  # an intervening "if" clause of a trigger (CR 603.4; ``faces.condition_holds``)
    paid: str = ""  # a trigger's ``cost`` paid as it resolves: "if_you_do" or "unless" (CR 118.12; ``resolution_costs``)
    costs: tuple[Effect, ...] = ()  # an activated ability's cost of a card to sacrifice, discard or exile (``activation_costs``)
    granted: tuple["Ability", ...] = ()  # abilities a static ability gives a group (CR 613.1f; ``granted_abilities``)


@dataclass(frozen=True, slots=True)
class Program:
    """Everything the compiler understood of a card, and the lines it did not."""

    keywords: frozenset[str] = frozenset()
    abilities: tuple[Ability, ...] = ()
    enchant: str = ""
    unparsed: tuple[str, ...] = field(default=())

    @property
    def automated(self) -> bool:
        """Every line of the card's text is played by the engine."""
        return not self.unparsed

    def has_static(self, static: str) -> bool:
        return any(a.static == static for a in self.abilities)

    def of_kind(self, kind: str) -> list[tuple[int, Ability]]:
        return [(i, a) for i, a in enumerate(self.abilities) if a.kind == kind]


LineReader = Callable[[str], "tuple[str, object] | None"]
"""The oracle's line reader: one line of card text as ``(kind, compiled)``, or ``None``."""


def borrowed_trigger(line: str, rest: str, read: LineReader, trigger: str, **changes: Any) -> Ability | None:
    """A triggered ability whose effect is ``rest``, read by ``read`` as the effect of an
    enters-the-battlefield trigger would be ("When CARDNAME enters the battlefield, <rest>"), then
    given its own text, ``trigger`` and ``changes``; ``None`` when ``rest`` does not compile
    (CR 603.1: a trigger condition and an effect, whatever the condition)."""
    result = read(f"When CARDNAME enters the battlefield, {rest}")
    if result is None or result[0] != "ability" or not isinstance(result[1], Ability) or result[1].trigger != "etb":
        return None
    return replace(result[1], text=line, trigger=trigger, **changes)
