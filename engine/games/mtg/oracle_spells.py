"""Oracle templates for casting choices and costs: modes (CR 700.2), kicker (CR 702.33),
flashback (CR 702.34), additional costs (CR 118.8), cost changes (CR 601.2f) and ward (CR 702.21)."""

from __future__ import annotations

import re
from dataclasses import replace

from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.keywords import keyword_cost
from engine.games.mtg.mana import CostError, ManaCost, parse_cost
from engine.games.mtg.oracle_sentences import _effects
from engine.games.mtg.oracle_words import _NUM, _n

_COST = r"(?P<c>(?:\{[^}]+\})+)"
_CHOOSE = {"one": (1, 1), "two": (2, 2), "three": (3, 3), "one or both": (1, 2), "one or more": (1, 99)}
_CHOOSE_LINE = re.compile(r"choose (?P<n>one or both|one or more|one|two|three) ?[—-]", re.IGNORECASE)
_CHOOSE_TAIL = re.compile(r"(?:^|(?<=[:,.]) )choose (?P<n>one or both|one or more|one|two|three) ?[—-]$", re.IGNORECASE)
_ADDITIONAL = {
    "sacrifice a creature": Effect("sacrifice", 1, target="creature_you_control"),
    "discard a card": Effect("discard", 1),
    "exile a creature card from your graveyard": Effect("exile_from_graveyard", 1),
}


def _cost(text: str) -> ManaCost | None:
    try:
        return parse_cost(text)
    except CostError:
        return None


def join_modes(lines: list[str]) -> list[str]:
    """A "Choose one —" line and the bulleted modes after it as one line (CR 700.2)."""
    joined: list[str] = []
    for line in lines:
        if line.startswith("•") and joined and _CHOOSE_TAIL.search(joined[-1].split("\n")[0]):
            joined[-1] += "\n" + line
        else:
            joined.append(line)
    return joined


def _modal(line: str, is_spell: bool) -> tuple[str, object] | None:
    """CR 700.2: "Choose one —" and its modes, each with its own targets (CR 700.2f): a spell's,
    or a triggered or activated ability's ("When …, choose one —", "{T}: Choose one —")."""
    head, *modes = line.split("\n")
    match = _CHOOSE_TAIL.search(head.strip())
    if not match or len(modes) < 2:
        return None
    prefix = head.strip()[:match.start()].strip()
    if not prefix and not is_spell:
        return None
    owner: Ability | None = None
    if prefix:  # the ability the modes belong to, read with a stand-in effect
        from engine.games.mtg.oracle import _line  # the whole line reader (whose forms include these)

        probe = _line(prefix + (" draw a card." if prefix.endswith(",") else " Draw a card."), False)
        if probe is None or not isinstance(probe[1], Ability) or probe[1].kind not in ("triggered", "activated"):
            return None
        owner = probe[1]
    low, high = _CHOOSE[match["n"].lower()]
    parsed = []
    for mode in modes:
        result = _effects(mode.lstrip("• ").strip())
        if result is None:
            return None
        parsed.append(Ability("spell", mode.lstrip("• ").strip(), result[0], result[1]))
    choose = (low, min(high, len(parsed)))
    if owner is not None:
        return "ability", replace(owner, text=line, effects=(), targets=(), modes=tuple(parsed), choose=choose)
    return "ability", Ability("spell", line, modes=tuple(parsed), choose=choose)


def spell_line(line: str, is_spell: bool) -> tuple[str, object] | None:
    """One line of these templates as ``("ability", Ability)``, or ``None``."""
    if "\n" in line:
        return _modal(line, is_spell)
    costed = keyword_cost(line, "kicker", "flashback")
    if costed is not None and (costed[0] == "kicker" or is_spell):  # CR 702.33a; 702.34a: flashback on instants and sorceries
        return "ability", Ability("static", line, static=costed[0], cost=costed[1])
    alternative = re.fullmatch(r"you may pay " + _COST + r" rather than pay this spell's mana cost\.?", line, re.IGNORECASE)
    if alternative:  # CR 118.9
        cost = _cost(alternative["c"])
        return ("ability", Ability("static", line, static="alternative_cost", cost=cost)) if cost is not None else None
    if re.fullmatch(r"this spell can't be countered\.?", line, re.IGNORECASE):  # CR 113.6g: it works on the stack
        return "ability", Ability("static", line, static="uncounterable")
    change = re.fullmatch(r"this spell costs \{(?P<n>\d+)\} (?P<d>less|more) to cast\.?", line, re.IGNORECASE)
    if change:  # CR 601.2f: a cost reduction or increase
        amount = int(change["n"]) * (-1 if change["d"].lower() == "less" else 1)
        return "ability", Ability("static", line, static="cost_change", power=amount)
    additional = re.fullmatch(r"as an additional cost to cast this spell, (?P<a>.+?)\.?", line, re.IGNORECASE)
    if additional:  # CR 118.8
        what = additional["a"].lower()
        life = re.fullmatch(r"pay " + _NUM + r" life", what)
        effect = Effect("lose_life", _n(life["n"])[0]) if life and life["n"] != "X" else _ADDITIONAL.get(what)
        several = re.fullmatch(r"exile (?P<n>two|three|four|five) creature cards from your graveyard", what)
        if several:  # CR 118.8: each a different card (``SpellsMixin.cost_choice``)
            effect = Effect("exile_from_graveyard", _n(several["n"])[0])
        return ("ability", Ability("static", line, (effect,), static="additional_cost")) if effect else None
    kicked = re.fullmatch(r"if this spell was kicked, (?P<e>.+)", line, re.IGNORECASE)
    if kicked and is_spell:  # CR 702.33e: happens only if it was kicked
        text = kicked["e"]
        parsed = _effects(text[0].upper() + text[1:])
        return ("ability", Ability("kicked", line, parsed[0], parsed[1])) if parsed else None
    ward = re.fullmatch(r"ward(?: " + _COST + r"|\s*[—-]\s*pay (?P<n>\d+) life\.?)", line, re.IGNORECASE)
    if ward:  # CR 702.21a
        if ward["c"]:
            cost = _cost(ward["c"])
            return ("ability", Ability("triggered", line, cost=cost, trigger="ward")) if cost is not None else None
        return "ability", Ability("triggered", line, (Effect("lose_life", int(ward["n"])),), trigger="ward")
    return None
