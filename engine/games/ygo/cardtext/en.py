"""The English wording of card texts: Problem-Solving Card Text ("Target 1 …; destroy it") and
the older wording of classic-era cards ("Increase 1 selected monster's ATK by 500 points…").

Each clause shares its template name and its meaning with the Chinese one (``zh``), so a card
compiles to the same effects in either language.
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import ACTION, ACTIVATE, COST, HEAD, STATIC, TARGET, TIMING, Draft, Fill, Piece
from engine.games.ygo.cards import TargetSpec

#: The Types as the English text writes them ("Warrior-Type"), and as Tapete names them.
RACES = {
    "Dragon": "Dragón", "Spellcaster": "Lanzador de Conjuros", "Zombie": "Zombi", "Warrior": "Guerrero",
    "Beast-Warrior": "Guerrero Bestia", "Beast": "Bestia", "Winged Beast": "Bestia Alada", "Fiend": "Demonio",
    "Fairy": "Hada", "Insect": "Insecto", "Dinosaur": "Dinosaurio", "Reptile": "Reptil", "Fish": "Pez",
    "Sea Serpent": "Serpiente Marina", "Machine": "Máquina", "Thunder": "Trueno", "Aqua": "Aqua", "Pyro": "Piro",
    "Rock": "Roca", "Plant": "Planta", "Cyberse": "Ciberso", "Psychic": "Psíquico", "Wyrm": "Wyrm",
}
ATTRIBUTES = {"EARTH": "TIERRA", "WATER": "AGUA", "FIRE": "FUEGO", "WIND": "VIENTO", "LIGHT": "LUZ",
              "DARK": "OSCURIDAD", "DIVINE": "DIVINO"}
_RACE = "|".join(sorted(RACES, key=len, reverse=True))
_N = "[0-9]+"
#: Which card a search or summon picks: 1 "X", 1 Level 4 or lower Warrior-Type monster, 1 "X" monster.
FILTER = (rf"1 (?:(?P<q>\"[^\"]+\")(?P<arch> (?:monster|card))?|(?:Level (?P<lv>{_N}) or lower )?"
          rf"(?:(?P<attr>{'|'.join(ATTRIBUTES)}) )?(?:(?P<race>{_RACE})-Type )?(?P<noun>Field Spell Card|Equip Spell Card|"
          r"Spell/Trap Card|Spell Card|Trap Card|monster|Monster Card|card))")
_NOUNS = {"Field Spell Card": ("spell", "field"), "Equip Spell Card": ("spell", "equip"), "Spell/Trap Card": ("spell_trap", ""),
          "Spell Card": ("spell", ""), "Trap Card": ("trap", ""), "monster": ("monster", ""), "Monster Card": ("monster", ""),
          "card": ("", "")}


def card_filter(found: re.Match[str]) -> dict[str, object]:
    """The arguments of an operation picking cards by ``FILTER`` (as ``zh_words.card_filter`` gives them)."""
    args: dict[str, object] = {}
    quoted = found.group("q")
    if quoted:
        name = quoted.strip('"')
        if found.group("arch"):
            args["name_has"] = name
            args["kind"] = "monster" if found.group("arch").strip() == "monster" else ""
        else:
            args["name"] = name
        return args
    kind, sub = _NOUNS[found.group("noun")]
    args["kind"] = kind
    if sub:
        args["sub"] = sub
    if found.group("lv"):
        args["max_level"] = int(found.group("lv"))
    if found.group("attr"):
        args["attribute"] = ATTRIBUTES[found.group("attr")]
    if found.group("race"):
        args["race"] = RACES[found.group("race")]
    return args


def _from_zone(op: str) -> Fill:
    def fill(draft: Draft, found: re.Match[str]) -> None:
        zones = tuple(z for word, z in (("hand", "mano"), ("Deck", "mazo"), ("Graveyard", "cementerio"), ("GY", "cementerio"))
                      if word in found.group("zones"))
        position = found.groupdict().get("pos") or ""
        draft.op(op, zones=zones, position="defense" if "Defense" in position else ("attack" if position else ""),
                 **card_filter(found))
    return fill


def _set(**values: object) -> Fill:
    def fill(draft: Draft, found: re.Match[str]) -> None:
        for key, value in values.items():
            setattr(draft, key, value)
    return fill


def _op(name: str, **args: object) -> Fill:
    def fill(draft: Draft, found: re.Match[str]) -> None:
        draft.op(name, **args)
    return fill


def _boost_one(draft: Draft, found: re.Match[str]) -> None:
    """Old wording: "Increase 1 face-up monster's ATK by 700 points until the end of this turn" —
    the monster is chosen when the card is activated (a target) and gains until the End Phase."""
    draft.target = TargetSpec("monstruos", "any", "monster", True)
    amount = int(found.group("n")) * (1 if found.group("dir") == "Increase" else -1)
    stat = found.group("stat") or found.group("stat2")
    draft.op("modify", what="target", atk=amount if stat != "DEF" else 0, **{"def": amount if stat != "ATK" else 0})


def _from(draft: Draft, zone: str, cost: str) -> None:
    """A cost paid with this card where it is (the hand, the GY): the effect is used from there."""
    draft.zone = zone
    draft.cost(cost)


def _procedure(draft: Draft, found: re.Match[str]) -> None:
    """"… you can Special Summon this card (from your hand)": a summon procedure, no activation."""
    if draft.activated:
        raise ValueError("a procedure is not activated")
    draft.zone, draft.trigger, draft.activated = "mano", "procedure", True
    draft.op("summon_self", position="")


def _summon_self(draft: Draft, found: re.Match[str]) -> None:
    zone = {"hand": "mano", "GY": "cementerio", "Graveyard": "cementerio"}.get(found.group("zone") or "", draft.zone)
    if not zone or draft.zone not in ("", zone):
        raise ValueError("summoned from where?")
    draft.zone = zone
    draft.trigger = draft.trigger or "ignition"
    draft.op("summon_self", position="")


def _in_graveyard(draft: Draft, found: re.Match[str]) -> None:
    """"If this card is in your GY:": an Ignition Effect used from the Graveyard (as ``zh_clauses.in_graveyard``)."""
    if draft.zone not in ("", "cementerio") or draft.trigger not in (None, "ignition"):
        raise ValueError("used from another zone")
    draft.zone, draft.trigger = "cementerio", "ignition"


def _unique(draft: Draft) -> None:
    if draft.kind != "monster":
        raise ValueError("a monster's limit only")
    draft.keywords.add("unique_face_up")


def _tribute_to(draft: Draft, found: re.Match[str]) -> None:
    """"You can Tribute this card to …": the cost of an Ignition Effect (as ``zh_clauses.tribute_to``)."""
    if draft.kind != "monster" or draft.trigger not in (None, "ignition") or draft.activated:
        raise ValueError("a monster's Ignition Effect only")
    draft.cost("tribute_self")
    draft.trigger, draft.activated, draft.optional = "ignition", True, True


def _once_card(draft: Draft, found: re.Match[str]) -> None:
    draft.card_once["card"] = "name:card"


def _shuffled(draft: Draft, found: re.Match[str]) -> None:
    if not draft.ops or "mazo" not in draft.ops[-1].get("zones", ()):
        raise ValueError("a shuffle after nothing taken from the Deck")


_ALL = {"monsters on the field": "all_monsters", "monsters your opponent controls": "opponent_monsters",
        "Spell and Trap Cards on the field": "all_spells", "Spells and Traps on the field": "all_spells",
        "Spell and Trap Cards your opponent controls": "opponent_spells", "Spells and Traps your opponent controls": "opponent_spells",
        "cards on the field": "all_cards", "Attack Position monsters your opponent controls": "opponent_attack_monsters"}
_STAT = r"(?P<stat>ATK and DEF|ATK|DEF)"
_WHO = r"(?:that target|that monster|that card|it|the selected (?:monster|card))"

PIECES: tuple[Piece, ...] = (
    Piece("once-per-turn", HEAD, r"You can only (?:activate|use) 1 \"[^\"]+\" per turn\.", _once_card),
    Piece("once-per-turn", ACTION, r"You can only use this effect of \"[^\"]+\" once per turn",
          lambda d, m: setattr(d, "once", "name:this")),
    Piece("once-per-turn", TIMING, r"Once per turn,?", _set(once="copy")),
    Piece("summon-limit", STATIC, r"This card cannot be Normal Summoned or Set",
          lambda d, m: d.summon_limit.add("no_normal")),
    Piece("summon-limit", STATIC, r"This card cannot be Special Summoned",
          lambda d, m: d.summon_limit.add("no_special")),
    Piece("ignition", TIMING, r"During your Main Phase,?", _set(trigger="ignition")),
    Piece("on-summon", TIMING, r"When this card is Normal Summoned:", _set(trigger="summon_normal", activated=True, optional=False)),
    Piece("on-summon", TIMING, r"When this card is (?:Normal or Special Summoned|Summoned):", _set(trigger="summon_any", activated=True, optional=False)),
    Piece("on-summon", TIMING, r"When this card is Special Summoned:", _set(trigger="summon_special", activated=True, optional=False)),
    Piece("flip", TIMING, r"FLIP:", _set(trigger="flip", activated=True, optional=False)),
    Piece("to-graveyard", TIMING, r"When this card is sent from the field to the Graveyard:", _set(trigger="to_graveyard", activated=True, optional=False)),
    Piece("to-graveyard", TIMING, r"(?:If|When) this card is sent to the (?:GY|Graveyard):", _set(trigger="sent_to_graveyard", activated=True, optional=False)),
    Piece("to-graveyard", TIMING, r"(?:If|When) this card is destroyed by battle and sent to the (?:GY|Graveyard):",
          _set(trigger="battle_to_graveyard", activated=True, optional=False)),
    Piece("condition", TIMING, r"If you control no monsters,?", lambda d, m: d.conditions.append("no_own_monsters")),
    Piece("condition", TIMING, r"If a Field Spell is face-up on the field,?", lambda d, m: d.conditions.append("field_spell")),
    Piece("condition", TIMING, r"While \"(?P<q>[^\"]+)\" is (?:face-up )?on the field,?", lambda d, m: d.conditions.append("field_has:" + m.group("q"))),
    Piece("cost-tribute", COST, r"you can Tribute this card to", _tribute_to),
    Piece("condition", TIMING, r"If your opponent controls a monster and you control no monsters,?",
          lambda d, m: d.conditions.append("only_opponent_monsters")),
    Piece("summon-self", ACTION, r"you can Special Summon this card \(from your hand\)", _procedure),
    Piece("summon-self", ACTION, r"Special Summon this card(?: from your (?P<zone>hand|GY|Graveyard))?", _summon_self),
    Piece("cost-discard-self", COST, r"[Dd]iscard this card(?: to the (?:GY|Graveyard))?", lambda d, m: _from(d, "mano", "discard_self")),
    Piece("cost-banish-self", COST, r"[Bb]anish this card from your (?:GY|Graveyard)", lambda d, m: _from(d, "cementerio", "banish_self")),
    Piece("set-face-down", ACTION, rf"[Cc]hange {_WHO} to face-down Defense Position", _op("set_face_down", what="target")),
    Piece("on-attack", TIMING, r"When an opponent's monster declares an attack:", _set(when="opponent_attack", activated=True)),
    Piece("activate", TIMING, r"You can", _set(optional=True)),
    Piece("quick", ACTION, r"You can use this effect during either player's turn", _set(quick=True)),
    Piece("cost-lp", COST, rf"[Pp]ay (?P<n>{_N}) (?:LP|Life Points)", lambda d, m: setattr(d, "cost_lp", int(m.group("n")))),
    Piece("cost-discard", COST, rf"[Dd]iscard (?P<n>{_N}) cards?", lambda d, m: setattr(d, "cost_discard", int(m.group("n")))),
    Piece("cost-tribute", COST, r"[Tt]ribute this card", lambda d, m: d.cost("tribute_self")),
    Piece("target", TARGET, r"[Tt]arget 1 (?P<up>face-up )?(?P<what>monster|Spell/Trap|card) "
          r"(?P<where>on the field|your opponent controls|you control|in your Graveyard|in your GY|in your opponent's (?:GY|Graveyard))", lambda d, m: _target(d, m)),
    Piece("activate", ACTIVATE, r";", _set(activated=True)),
    Piece("draw", ACTION, rf"[Dd]raw (?P<n>{_N}) cards?", lambda d, m: d.op("draw", count=int(m.group("n")))),
    Piece("draw", ACTION, rf"[Ee]ach player draws (?P<n>{_N}) cards?", lambda d, m: d.op("draw", who="both", count=int(m.group("n")))),
    Piece("gain-lp", ACTION, rf"(?:[Ii]ncrease your Life Points by (?P<n>{_N})(?: points)?|[Gg]ain (?P<m>{_N}) (?:LP|Life Points))",
          lambda d, m: d.op("gain", amount=int(m.group("n") or m.group("m")))),
    Piece("burn", ACTION, rf"[Ii]nflict (?P<n>{_N}) (?:points of )?damage to your opponent(?:'s Life Points)?",
          lambda d, m: d.op("damage", who="opponent", amount=int(m.group("n")))),
    Piece("destroy", ACTION, rf"[Dd]estroy {_WHO}", _op("destroy", what="target")),
    Piece("destroy-all", ACTION, rf"[Dd]estroy all (?P<what>{'|'.join(_ALL)})", lambda d, m: d.op("destroy", what=_ALL[m.group("what")])),
    Piece("return", ACTION, rf"[Rr]eturn {_WHO} to the (?:owner's )?hand", _op("return", what="target")),
    Piece("banish", ACTION, rf"[Bb]anish {_WHO}", _op("banish", what="target")),
    Piece("to-hand", ACTION, rf"[Aa]dd {_WHO} to your hand", _op("to_hand", what="target")),
    Piece("special-summon-target", ACTION, rf"Special Summon {_WHO}(?P<pos> in (?:face-up )?Defense Position)?",
          lambda d, m: d.op("special_summon", position="defense" if m.group("pos") else "")),
    Piece("effects-negated", ACTION, r"(?:but (?:negate its effects|its effects are negated)|(?:Its|Their) effects? (?:is|are) negated|"
          r"The effects? of (?:the|that) monster Special Summoned by this effect (?:is|are) negated)",
          lambda d, m: d.amend(("special_summon", "summon_from"), effects_negated=True)),
    Piece("banish-on-leave", ACTION, r"but banish it when it leaves the field",
          lambda d, m: d.amend(("summon_self",), banish_on_leave=True)),
    Piece("cost-to-deck", COST, rf"[Pp]lace (?P<n>{_N}) cards? from your hand on (?:the )?top of (?:your|the) Deck",
          lambda d, m: d.cost("hand_to_deck_top", count=int(m.group("n")))),
    Piece("summon-self", TIMING, r"If this card is in your (?:GY|Graveyard):", _in_graveyard),
    Piece("modify", ACTION, rf"(?:it|that target|that monster) (?P<dir>gains|loses) (?P<n>{_N}) {_STAT} until the end of this turn",
          lambda d, m: _gains(d, m)),
    Piece("modify", ACTION, rf"(?P<dir>Increase|Decrease) (?:the {_STAT} of )?1 (?:face-up|selected) monster(?:'s {_STAT.replace('stat', 'stat2')})? "
          rf"by (?P<n>{_N}) points (?:until the end of this turn|during the turn this card is activated)",
          _boost_one),
    Piece("search", ACTION, rf"[Aa]dd {FILTER} from your (?P<zones>Deck) to your hand", _from_zone("search")),
    Piece("search", ACTION, r"(?:Then shuffle your Deck|Your Deck is then shuffled)", _shuffled),
    Piece("special-summon-from", ACTION, rf"Special Summon {FILTER} from your (?P<zones>hand, Deck, or Graveyard|hand or Deck|Deck or hand|"
          r"hand or Graveyard|hand|Deck|Graveyard|GY)(?P<pos> in (?:face-up )?(?:Defense|Attack) Position)?", _from_zone("summon_from")),
    Piece("send-from-deck", ACTION, rf"[Ss]end {FILTER} from your (?P<zones>Deck) to the (?:Graveyard|GY)", _from_zone("send_from")),
    Piece("direct-attack", STATIC, r"This card can attack (?:your opponent )?directly", lambda d, m: d.keywords.add("direct_attack")),
    Piece("piercing", STATIC, r"If this card attacks a Defense Position monster, inflict (?:piercing battle damage|"
          r"battle damage equal to the difference between this card's ATK and the DEF of the Defense Position monster)",
          lambda d, m: d.keywords.add("piercing")),
    Piece("unique-face-up", STATIC, r"You can only control 1 face-up \"[^\"]+\"",
          lambda d, m: _unique(d)),
    Piece("battle-indestructible", STATIC, r"This card cannot be destroyed by battle", lambda d, m: d.keywords.add("battle_indestructible")),
)


def _gains(draft: Draft, found: re.Match[str]) -> None:
    amount = int(found.group("n")) * (1 if found.group("dir") == "gains" else -1)
    stat = found.group("stat")
    draft.op("modify", what="target", atk=amount if stat != "DEF" else 0, **{"def": amount if stat != "ATK" else 0})


_WHERE = {"on the field": ("monstruos", "any"), "your opponent controls": ("monstruos", "opponent"),
          "you control": ("monstruos", "own"), "in your Graveyard": ("cementerio", "own"), "in your GY": ("cementerio", "own"),
          "in your opponent's GY": ("cementerio", "opponent"), "in your opponent's Graveyard": ("cementerio", "opponent")}


def _target(draft: Draft, found: re.Match[str]) -> None:
    zone, side = _WHERE[found.group("where")]
    what = found.group("what")
    if what != "monster" and zone == "monstruos":
        zone = "magias" if what == "Spell/Trap" else "field"
    draft.target = TargetSpec(zone, side, "monster" if what == "monster" else None, True if found.group("up") else None)


SEPARATOR = re.compile(r"(?:[,.\s]|\bthen\b|\band\b|\bif you do\b)+")
MARKER = re.compile(r"^(?P<mark>\([0-9]\))\s*")
