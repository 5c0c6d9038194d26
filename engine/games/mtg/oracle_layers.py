"""Oracle templates for continuous, control, copy, replacement and prevention effects
(CR 611–616, 707), added to the compiler's sentence and line patterns (``oracle.py``)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.games.mtg.abilities import COLOR_WORDS, Ability, Effect
from engine.games.mtg.oracle_words import _NUM, _SELF, _TARGET, Builder, _keyword_list, _n

if TYPE_CHECKING:
    from engine.games.mtg.oracle_sentences import _Sentence

LAST = "LAST"
"""A placeholder target: "that creature" / "it" — the previous sentence's target."""
_EOT = r" until end of turn"
_BASE = r"(?:has base power and toughness|becomes a) (?P<p>\d+)/(?P<q>\d+)"
_COLOR = r"(?P<c>(?:white|blue|black|red|green)(?: and (?:white|blue|black|red|green))?)"
_THAT = r"(?:that creature|it)"


def _colors(words: str) -> str:
    return "+".join(COLOR_WORDS[w] for w in words.lower().split(" and "))


def sentence_patterns(sentence: _Sentence) -> list[tuple[str, Builder]]:
    """Effect sentences that create continuous effects, shields or copies."""

    def on_target(*make: Effect) -> Builder:
        def build(m: re.Match[str]) -> list[Effect]:
            kind, slot = sentence.target(m["t"])
            return [replace_target(e, kind, slot) for e in make] if not m.groupdict().get("p") else [
                replace_target(_with_pt(e, m), kind, slot) for e in make]
        return build

    def on_self(*make: Effect) -> Builder:
        return lambda m: [_with_pt(Effect(e.op, e.amount, who="self", keyword=e.keyword), m) for e in make]

    def pt(op: str) -> Effect:
        return Effect(op)

    def grant_last(m: re.Match[str]) -> list[Effect] | None:
        keywords = _keyword_list(m["k"])
        return None if keywords is None else [Effect("grant", target=LAST, keyword=k) for k in keywords]

    def pump_last(m: re.Match[str]) -> list[Effect] | None:
        """"Untap target creature. It gets +1/+1 and gains reach until end of turn": the previous target."""
        keywords = _keyword_list(m["k"]) if m["k"] else ()
        if keywords is None:
            return None
        return [Effect("pump", target=LAST, power=int(m["p"]), toughness=int(m["q"]))] + [
            Effect("grant", target=LAST, keyword=k) for k in keywords]

    def prevent_next(m: re.Match[str]) -> list[Effect]:
        amount, x = _n(m["n"])
        kind, slot = sentence.target(m["t"])
        return [Effect("prevent", amount, x, kind, slot)]

    def color(m: re.Match[str]) -> list[Effect]:
        kind, slot = sentence.target(m["t"])
        return [Effect("color", target=kind, slot=slot, keyword=_colors(m["c"]))]

    def animate(m: re.Match[str]) -> list[Effect] | None:
        """CR 613.1d, 613.1f, 613.4b: "becomes a 4/4 Elemental creature with hexproof and haste"."""
        keywords = _keyword_list(m["k"]) if m["k"] else ()
        if keywords is None:
            return None
        kind, slot = sentence.target(m["t"])
        types = "+".join(["creature", *([m["s"].lower()] if m["s"] else [])])  # a creature type too (CR 205.3m)
        return [Effect("add_types", target=kind, slot=slot, keyword=types),
                Effect("set_pt", target=kind, slot=slot, power=int(m["p"]), toughness=int(m["q"])),
                *(Effect("grant", target=kind, slot=slot, keyword=k) for k in keywords)]

    return [
        (_TARGET + r" " + _BASE + _EOT, on_target(pt("set_pt"))),  # CR 613.4b
        (_SELF + r" " + _BASE + _EOT, on_self(pt("set_pt"))),
        (_TARGET + r" loses all abilities" + _EOT, on_target(Effect("lose_all"))),  # CR 613.1f
        (_TARGET + r" loses all abilities and " + _BASE + _EOT, on_target(Effect("lose_all"), pt("set_pt"))),
        (_TARGET + r" becomes a (?P<p>\d+)/(?P<q>\d+) (?:(?P<s>[A-Z][a-z]+) )?creature(?: with (?P<k>[a-z ,]+?))?" + _EOT,
         animate),  # CR 613.1d, 613.4b
        (r"(?:it's|it is) still a land", lambda m: []),
        (r"switch " + _TARGET + r"'s power and toughness" + _EOT, on_target(Effect("switch"))),  # CR 613.4d
        (_TARGET + r" becomes " + _COLOR + _EOT, color),  # CR 613.1e
        (_TARGET + r" becomes the color of your choice" + _EOT, on_target(Effect("color_choice"))),  # CR 608.2d
        (r"gain control of " + _TARGET + _EOT, on_target(Effect("control"))),  # CR 613.1b
        (r"gain control of " + _TARGET + r" for as long as (?:you control CARDNAME|CARDNAME remains on the battlefield)",
         on_target(Effect("control", keyword="source"))),  # CR 611.2b
        (r"gain control of " + _TARGET, on_target(Effect("control", keyword="forever"))),
        (r"untap " + _THAT, lambda m: [Effect("untap", target=LAST)]),
        (_THAT + r" gains (?P<k>[a-z ]+)" + _EOT, grant_last),
        (_THAT + r" gets (?P<p>[+-]\d+)/(?P<q>[+-]\d+)(?: and gains (?P<k>[a-z ,]+))?" + _EOT, pump_last),  # CR 611.2c
        (r"prevent the next " + _NUM + r" damage that would be dealt to " + _TARGET + r" this turn", prevent_next),  # CR 615.7
        (r"prevent the next " + _NUM + r" damage that would be dealt to (?P<w>you|CARDNAME) this turn",
         lambda m: [Effect("prevent", *_n(m["n"]), who="you" if m["w"].lower() == "you" else "self")]),
        (r"prevent all combat damage that would be dealt this turn", lambda m: [Effect("fog")]),  # CR 615.1a
        (r"prevent all damage that would be dealt to " + _TARGET + r" this turn", on_target(Effect("prevent_all"))),
        (r"if " + _THAT + r" would die this turn, exile it instead", lambda m: [Effect("exile_instead", target=LAST)]),
        (_SELF + r" becomes a copy of " + _TARGET + _EOT, on_target(Effect("become_copy"))),  # CR 707.1
        (r"create a token that's a copy of " + _TARGET, on_target(Effect("token_copy"))),  # CR 707.2, 111.1
    ]


def replace_target(effect: Effect, kind: str, slot: int) -> Effect:
    return Effect(effect.op, effect.amount, effect.x, kind, slot, effect.who, effect.power, effect.toughness,
                  effect.keyword, effect.token)


def _with_pt(effect: Effect, m: re.Match[str]) -> Effect:
    if effect.op != "set_pt" or not m.groupdict().get("p"):
        return effect
    return Effect(effect.op, effect.amount, effect.x, effect.target, effect.slot, effect.who, int(m["p"]), int(m["q"]),
                  effect.keyword, effect.token)


_STATIC_LINES = (
    (r"If CARDNAME would die, exile it instead\.?", "die_exile"),  # CR 614.1a
    (r"You control enchanted (?:creature|permanent|artifact|land)\.?", "control_attached"),  # CR 613.1b
    (r"Prevent all combat damage that would be dealt to and dealt by enchanted creature\.?", "fog_attached"),  # CR 615.1a
    (r"Prevent all damage that would be dealt to CARDNAME\.?", "prevent_self"),  # CR 615.1a
    (r"Skip your draw step\.?", "skip_draw"),  # CR 614.1b
    (r"You may have CARDNAME enter(?: the battlefield)? as a copy of any creature on the battlefield\.?", "etb_copy"),  # CR 707.5
)


_LAND_TYPES = {"plains": "plains", "islands": "island", "swamps": "swamp", "mountains": "mountain", "forests": "forest"}
_CDA = re.compile(
    r"CARDNAME's (?P<which>power and toughness are each|power is) equal to the number of "
    r"(?P<what>(?:Plains|Islands|Swamps|Mountains|Forests) you control|creatures you control|non-Wall creatures you control"
    r"|creatures named CARDNAME on the battlefield|cards in your hand|creature cards in your graveyard)\.?", re.IGNORECASE)
_CDA_COUNTS = {"creatures you control": "creatures", "non-wall creatures you control": "nonwall",
               "creatures named cardname on the battlefield": "named", "cards in your hand": "hand",
               "creature cards in your graveyard": "graveyard_creatures"}


def static_line(line: str) -> Ability | None:
    """A static ability line of these effects, or ``None``."""
    cda = _CDA.fullmatch(line)
    if cda:  # CR 604.3, 613.4a: a characteristic-defining ability
        what = cda["what"].lower()
        count = _CDA_COUNTS.get(what) or "land:" + _LAND_TYPES[what.split()[0]]
        both = cda["which"].lower().startswith("power and")
        return Ability("static", line, static="cda", count=count, power=1, toughness=int(both))
    for pattern, static in _STATIC_LINES:
        if re.fullmatch(pattern, line, re.IGNORECASE):
            return Ability("static", line, static=static)
    return None


__all__ = ["LAST", "sentence_patterns", "static_line", "Builder", "_SELF", "_NUM"]
