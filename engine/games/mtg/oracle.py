"""The oracle-text compiler: common English rules-text templates into engine abilities.

``compile_text`` reads a card's text line by line. A line is a keyword list, a mana ability, an
activated ability (``COST: EFFECT``), a trigger (``When … enters``, ``When … dies``,
``Whenever … attacks``, ``At the beginning of your upkeep/end step``), a static bonus (anthems,
auras and equipment) or, on instants and sorceries, the spell's effect. Whatever it cannot read
is kept in ``Program.unparsed``: the card still plays, and its text is resolved by hand.

The line forms live in ``oracle_trigger_lines``, ``oracle_keyword_lines`` and
``oracle_static_lines``; effect sentences in ``oracle_sentences``; the words they share (numbers,
target phrases, keyword lists) in ``oracle_words``.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.games.mtg.abilities import Ability, Effect, Program
from engine.games.mtg.ante import ante_program
from engine.games.mtg.level_up import join_levels
from engine.games.mtg.oracle_words import Line, NOT_MINE
from engine.games.mtg.oracle_trigger_lines import event_trigger_lines, spell_and_trigger_lines, trigger_and_activated_lines
from engine.games.mtg.oracle_keyword_lines import keyword_ability_lines
from engine.games.mtg.oracle_static_lines import anthem_and_limit_lines, static_and_mana_lines
from engine.games.mtg.oracle_spells import join_modes

BASIC_MANA = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}
_REMINDER = re.compile(r"\s*\([^)]*\)")


def _line(line: str, is_spell: bool) -> Line | None:
    """One line as ("keywords", tuple) / ("enchant", kind) / ("ability", Ability), or ``None``: the
    groups of forms below, tried in this order (the first that reads the line, or refuses it, wins)."""

    def again(text: str) -> Line | None:  # a trigger's or a condition's own effect text
        return _line(text, is_spell)

    for group in _FORMS:
        found = group(line, is_spell, again)
        if found is not NOT_MINE:
            return found
    return None


_FORMS = (spell_and_trigger_lines, event_trigger_lines, keyword_ability_lines, static_and_mana_lines, anthem_and_limit_lines,
          trigger_and_activated_lines)
"""The groups of line forms, in the order they are tried."""


def prepare(text: str, name: str) -> list[str]:
    """The lines of a card's text with reminder text removed and its name as ``CARDNAME``."""
    lines = []
    short = name.split(",")[0].strip()
    names = [n for n in dict.fromkeys((name, short, name.removeprefix("A-"), short.removeprefix("A-"))) if n]
    names.sort(key=len, reverse=True)  # a rebalanced "A-" card's text names it without the prefix
    for raw in text.replace("\\n", "\n").splitlines():
        line = _REMINDER.sub("", raw).strip()
        if not line:
            continue
        for each in names:
            line = line.replace(each, "CARDNAME")
        lines.append(line.replace("’", "'"))
    return lines


def compile_text(text: str, name: str, types: frozenset[str]) -> Program:
    """The ``Program`` of a card from its English rules text."""
    is_spell = bool(types & {"instant", "sorcery"})
    keywords: set[str] = set()
    abilities: list[Ability] = []
    unparsed: list[str] = []
    enchant = ""
    prowess = Ability("triggered", "Prowess", (Effect("pump", who="self", power=1, toughness=1),), trigger="cast_noncreature")
    lines = join_levels(join_modes(prepare(text, name)))  # CR 711.2: a leveler's striations, one line each
    ante = ante_program(lines)  # CR 407.3: removed from the deck, Tapete never plays for ante
    if ante is not None:
        return ante
    for line in lines:
        result = _line(line, is_spell)
        if result is None:
            unparsed.append(line)
        elif result[0] == "keywords":
            keywords.update(result[1])  # type: ignore[arg-type]
            if "prowess" in result[1]:  # type: ignore[operator]
                abilities.append(prowess)  # CR 702.108a
        elif result[0] == "enchant":
            enchant = str(result[1])
        elif result[0] == "abilities":
            abilities.extend(result[1])  # type: ignore[arg-type]
        else:
            ability = result[1]
            assert isinstance(ability, Ability)
            abilities.append(ability)
    spells = [a for a in abilities if a.kind == "spell"]
    if len(spells) > 1 and any(s.modes for s in spells):  # a modal spell with more text: by hand
        unparsed.extend(s.text for s in spells)
        abilities = [a for a in abilities if a.kind != "spell"]
    elif len(spells) > 1:  # one spell ability, targets numbered across its lines (CR 601.2c)
        effects: list[Effect] = []
        targets: list[str] = []
        for spell in spells:
            effects.extend(replace(e, slot=e.slot + len(targets)) if e.target else e for e in spell.effects)
            targets.extend(spell.targets)
        merged = Ability("spell", "\n".join(s.text for s in spells), tuple(effects), tuple(targets))
        abilities = [a for a in abilities if a.kind != "spell"]
        abilities.append(merged)
    for subtype, color in BASIC_MANA.items():  # CR 305.6: basic land types have intrinsic mana abilities
        if subtype in types and "land" in types and not any(a.mana == (color,) for a in abilities):
            abilities.append(Ability("mana", f"{{T}}: Add {{{color}}}.", tap=True, mana=(color,)))
    if "aura" in types and not enchant and not any(line.lower().startswith("enchant ") for line in unparsed):
        unparsed.append("(an Aura without an «Enchant» line)")  # CR 303.4a: what it may enchant is unknown
    return Program(frozenset(keywords), tuple(abilities), enchant, tuple(unparsed))
