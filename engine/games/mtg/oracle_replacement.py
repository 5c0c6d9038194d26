"""Oracle templates of static replacement effects on draws, life gain, tokens and +1/+1 counters
(CR 614.1a, 614.11), read by ``ReplacementMixin`` through ``replacement.EVENT_STATICS``; and the
sentences that change the one before them ("exile it instead of putting it into its owner's
graveyard", "you gain life equal to the damage prevented this way")."""

from __future__ import annotations

import re
from dataclasses import replace

from engine.games.mtg.abilities import Ability, Effect
from engine.games.mtg.kept_mana import ADD_KEPT, ADD_PER_TYPE, KEEP_MANA, KEEP_SENTENCE

_COUNT = {"one": 1, "two": 2, "three": 3, "twice": 2, "three times": 3}


def _number(word: str) -> int:
    return int(word) if word.isdigit() else _COUNT[word.lower()]


_COUNTERS = r"If one or more \+1/\+1 counters would be put on a creature you control, "
_LINES: tuple[tuple[str, str], ...] = (
    # CR 614.11: draw replacements (applied even with an empty library, CR 121.6a)
    (r"If you would draw a card, draw (?P<n>two|three|\d+) cards instead", "draw_more"),
    (r"If you would draw a card while your library has no cards in it, you win the game instead", "draw_win"),
    # CR 614.1a: life gain
    (r"If you would gain life, you gain (?P<n>twice|three times) that much life instead", "life_times"),
    (r"If you would gain life, you gain that much life plus (?P<n>one|two|three|\d+) instead", "life_plus"),
    (r"If an opponent would gain life, that player loses that much life instead", "life_to_loss"),
    # CR 614.1a, 616.1g: tokens (an effect creating them is replaced before they enter)
    (r"If an effect would create one or more tokens under your control, it creates (?P<n>twice) that many of those "
     r"tokens instead", "token_times"),
    (r"If one or more tokens would be created under your control, (?P<n>twice) that many of those tokens are created "
     r"instead", "token_times"),
    (r"If one or more tokens would be created, (?P<n>twice) that many of those tokens are created instead(?P<all>)",
     "token_times"),
    # CR 614.1c, 107.3m: entering with as many counters as the X paid for it
    (r"CARDNAME enters(?: the battlefield)? with X \+1/\+1 counters on it", "etb_counters_x"),
    # CR 614.1a: +1/+1 counters on your creatures
    (_COUNTERS + r"(?P<n>twice) that many \+1/\+1 counters are put on it instead", "counters_times"),
    (_COUNTERS + r"that many plus (?P<n>one|two|\d+) \+1/\+1 counters are put on it instead", "counters_plus"),
)
_COMPILED = tuple((re.compile(pattern + r"\.?", re.IGNORECASE), static) for pattern, static in _LINES)


_KINDS = r"(?P<k>creatures|artifacts|lands|permanents|artifacts and creatures|creatures and artifacts)"
_ENTERING = (
    (re.compile(_KINDS + r" your opponents control enter(?: the battlefield)? tapped\.?", re.IGNORECASE), "others_etb_tapped", True),
    (re.compile(r"(?:each other creature you control enters|other creatures you control enter)(?: the battlefield)? with an "
                r"additional \+1/\+1 counter on (?:it|them)\.?(?P<k>)", re.IGNORECASE), "others_etb_counter", False),
)


def entering_line(line: str) -> Ability | None:
    """CR 614.1d: other permanents enter tapped or with an additional +1/+1 counter; ``other``:
    those of your opponents; ``keywords``: the card types affected (none: every creature)."""
    for pattern, static, opponents in _ENTERING:
        match = pattern.fullmatch(line)
        if match:
            words = (match["k"] or "creatures").lower().replace(" and ", " ").split()
            kinds = () if "permanents" in words else tuple(w.rstrip("s") for w in words)
            return Ability("static", line, static=static, other=opponents, power=1, keywords=kinds)
    return None


def replacement_line(line: str) -> Ability | None:
    """A static replacement ability of these events; ``power`` holds its number (N cards, times,
    plus N); ``other`` marks an effect on every player's tokens."""
    entering = entering_line(line)
    if entering is not None:
        return entering
    for pattern, static in _COMPILED:
        match = pattern.fullmatch(line)
        if match:
            groups = match.groupdict()
            amount = _number(groups["n"]) if groups.get("n") else 0
            return Ability("static", line, static=static, power=amount, other=groups.get("all") is not None)
    return None


#: Sentences that change the effect of the sentence before them: (the ops they follow, joined by "|"; the change).
MODIFIERS: dict[str, tuple[str, dict[str, str]]] = {
    "gain_prevented": ("prevent_source", {"op": "prevent_source_gain"}),  # CR 615.5: "you gain life equal to …"
    "exile_countered": ("counter_spell", {"keyword": "exile"}),  # CR 614.1a: "… exile it instead of …"
    KEEP_MANA: (f"{ADD_PER_TYPE}|add_mana", {"op": ADD_KEPT}),  # CR 106.4: "Until end of turn, you don't lose this mana …"
}
MODIFIER_SENTENCES = (
    (r"you gain life equal to the damage prevented this way", "gain_prevented"),
    (r"if that spell is countered this way, exile it instead of putting it into its owner's graveyard", "exile_countered"),
    (KEEP_SENTENCE, KEEP_MANA),
)


def modified(last: Effect, modifier: Effect) -> Effect | None:
    """``last`` as the modifier sentence changes it, or ``None`` when it does not follow that op."""
    follows, change = MODIFIERS[modifier.op]
    if last.op not in follows.split("|") or last.keyword and "keyword" in change:
        return None
    return replace(last, **change)  # type: ignore[arg-type]


__all__ = ["replacement_line", "MODIFIERS", "MODIFIER_SENTENCES", "modified"]
