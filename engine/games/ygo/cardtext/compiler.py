"""Reading a card text clause by clause (Problem-Solving Card Text).

A text is split into its effects (a line each, numbered ①② in the new wording); an effect is read
from left to right, each step taking the longest clause of the wording table that matches where the
reading stands: conditions and timing, costs, targets, the activation (才能发动 / "You can …;"), then
what the effect does. An effect read to its end becomes an ``Effect``; a card counts as compiled
only when every one of its effects is read whole — otherwise the first clause no piece reads is
reported (``unread``) and the card stays manual.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from engine.games.ygo.cards import Boost, Effect, TargetSpec
from engine.games.ygo.cardtext.model import ACTION, ACTIVATE, COST, TARGET, TIMING, Compiled, Draft, Piece

#: Spells and traps whose activation is the effect the text describes.
ONE_EFFECT = {("spell", "normal"), ("spell", "quickplay"), ("trap", "normal"), ("trap", "counter"), ("spell", "equip"),
              ("spell", "ritual")}
#: When a monster's effect is used, as the compiled text may say it.
MONSTER_TRIGGERS = {"deck_to_graveyard", "discarded", "after_damage", "before_damage", "ignition", "quick", "procedure", "flip", "summon_normal", "summon_any", "summon_all", "summon_special",
                    "summon_tribute", "summon_flip", "summon_normal_flip", "to_graveyard", "sent_to_graveyard", "destroyed_to_graveyard",
                    "battle_to_graveyard", "end_own", "direct_damage", "battle_destroys", "standby", "opponent_sent_hand",
                    "opponent_sent_hand_deck", "destroyed_by_opponent", "effect_to_graveyard", "effect_destroyed_to_graveyard",
                    "end_sent_turn", "battle_damage", "banished", "banished_from_gy", "banished_from_field", "battle_end",
                    "ally_battle_damage"}
#: Monster triggers the engine starts whenever they happen: a text saying "you can" is not read as them.
FORCED = {"direct_damage", "destroyed_by_opponent"}
#: Spells and traps that stay on the field: one whose text is only a lasting boost has no effect to activate.
LASTING = {("spell", "continuous"), ("spell", "field"), ("trap", "continuous")}
_BEFORE_ACTIVATION = {TIMING, COST, TARGET}
#: What a numbered effect of a Continuous or Field card says when it is the card's own activation.
_CARD_ACTIVATION = re.compile(r"把这张卡发动|这张卡的发动时|发动时的效果处理|这张卡发动后")
#: "…时，可以" / "you can": an older text's optional trigger.
_MAY = re.compile(r"(?:时|场合)，可以|\byou can\b", re.IGNORECASE)


@dataclass(frozen=True)
class Wording:
    """One language's wording table: its pieces, what lies between clauses, how effects are numbered."""

    pieces: tuple[Piece, ...]
    separator: re.Pattern[str]
    marker: re.Pattern[str]
    sentence_end: str  # the characters that end a sentence, for reporting what is unread
    once_opener: str = "\0"  # "Once per turn, …" opening a sentence: an Ignition Effect of its own


class Unread(Exception):
    """A clause no piece reads: its sentence is what is missing."""

    def __init__(self, sentence: str) -> None:
        super().__init__(sentence)
        self.sentence = sentence


#: The pieces that say when a Trigger Effect starts: in the older wording, a sentence opening with
#: one (or with "once per turn", ``Wording.once_opener``) begins an effect of its own ("This card can be changed to face-down Defense Position once per
#: turn. When this card is flipped face-up, …").
TRIGGER_PIECES = frozenset({"on-summon", "on-flip-summon", "on-tribute-summon", "flip", "to-graveyard", "on-direct-damage", "end-phase",
                            "on-battle-destroy", "own-turn-once", "sent-by-opponent", "destroyed-by-opponent", "banished",
                            "counter-ignition"})


def _older_effects(line: str, wording: Wording) -> list[str]:
    """An unnumbered line cut where a sentence opens with a trigger (``TRIGGER_PIECES``)."""
    ends = re.escape(wording.sentence_end)
    sentences = [s for s in re.findall(rf"[^{ends}]+[{ends}）)]*", line) if s.strip()]
    groups: list[str] = []
    for sentence in sentences:
        gap = wording.separator.match(sentence)
        start = gap.end() if gap is not None else 0
        opens = any(piece.name in TRIGGER_PIECES and piece.pattern.match(sentence, start) for piece in wording.pieces) \
            or sentence.startswith(wording.once_opener, start)
        if opens and groups:
            groups.append(sentence[start:])
        elif groups:
            groups[-1] += sentence
        else:
            groups.append(sentence)
    return groups or [line]


def _blocks(text: str, wording: Wording) -> list[tuple[str, str, bool]]:
    """The effects of a text: (its mark, its text, whether it was cut from a longer line), one line
    each (an unnumbered line of the older wording may hold several, ``_older_effects``)."""
    found: list[tuple[str, str, bool]] = []
    for line in text.replace("\r", "").split("\n"):
        line = line.strip()
        if not line:
            continue
        mark = wording.marker.match(line)
        if mark:
            found.append((mark.group("mark"), line[mark.end():], False))
        else:
            parts = _older_effects(line, wording)
            found.extend(("", part, len(parts) > 1) for part in parts)
    return found


def _sentence(text: str, start: int, ends: str) -> tuple[str, int]:
    """The sentence around ``start`` and where the next one begins (a reminder in brackets after
    it, "（….）", belongs to it)."""
    stop = min((i for i in (text.find(c, start) for c in ends) if i >= 0), default=len(text))
    while stop + 1 < len(text) and text[stop + 1] in "）)":
        stop += 1
    begin = max((text.rfind(c, 0, start) for c in ends), default=-1) + 1
    while begin < start and text[begin] in "）)":
        begin += 1
    return text[begin:stop + 1].strip(), stop + 1


def read_effect(text: str, kind: str, sub: str, wording: Wording,
                missing: list[str] | None = None) -> tuple[Draft, set[str]]:
    """Read one effect whole (``Unread`` names the first clause that no piece reads; with
    ``missing``, every sentence not read is added to it and the reading goes on)."""
    draft = Draft(kind, sub)
    used: set[str] = set()
    pos = 0
    failed_here = False
    while True:
        gap = wording.separator.match(text, pos)
        if gap is not None:
            pos = gap.end()
        if pos >= len(text):
            break
        best: tuple[int, Piece, re.Match[str]] | None = None
        for piece in wording.pieces:
            if piece.role in _BEFORE_ACTIVATION and ACTION in draft.seen or piece.role == COST and ACTIVATE in draft.seen:
                continue  # (what is done after "才能发动。" is the effect, not a cost)
            found = piece.pattern.match(text, pos)
            if found is not None and found.end() > pos and (best is None or found.end() > best[0]):
                best = (found.end(), piece, found)
        failed = best is None
        if best is not None:
            try:
                best[1].fill(draft, best[2])
            except ValueError:  # (Dangling too)
                if failed_here:  # read, but refused where a clause before it is unread: that one is what is missing
                    pos = best[0]  # ("这张卡特殊召唤" after a timing not read, which would say where the card is)
                    continue
                failed = True
        if failed:
            sentence, after = _sentence(text, pos, wording.sentence_end)
            if missing is None:
                raise Unread(sentence)
            missing.append(sentence)
            failed_here = True
            pos = after
            continue
        assert best is not None
        end, piece, found = best
        draft.seen.add(piece.role)
        used.add(piece.name)
        pos = end
    if failed_here:
        return draft, used  # what is missing is already told
    if not draft.activated and draft.ops and draft.trigger not in (None, "ignition", "procedure") \
            and TARGET not in draft.seen:
        # the older wording says no "activate": "When this card is Normal Summoned, (you can) …", "FLIP: …"
        draft.activated = True
        draft.optional = bool(_MAY.search(text))
        used.add("older-trigger")
    if not draft.activated and draft.ops and draft.trigger is None and kind == "spell" and (kind, sub) in LASTING \
            and TARGET not in draft.seen and _MAY.search(text):
        # the older wording of a face-up Continuous Spell's effect: "If …, you can …" (木乃伊的呼声 Call of the Mummy)
        draft.trigger, draft.activated, draft.optional = "ignition", True, True
        used.add("lasting-ignition")
    if draft.activated and not draft.ops and _cost_only(draft, text):
        used.add("cost-only-activation")
    elif draft.activated and not draft.ops and not (draft.trigger == "standby" and draft.cost_lp):
        raise Unread(text)  # activated, but the effect it has is not read (a maintenance cost is all it may say)
    if draft.seen & _BEFORE_ACTIVATION and not draft.activated:
        raise Unread(text)  # a condition, cost or target with no effect after it
    if any(op.get("what") == "target" or op.name == "special_summon" for op in draft.ops) and draft.target is None:
        raise Unread(text)  # "that monster" with nothing targeted
    if draft.target is not None and any(op.name == "special_summon" for op in draft.ops):
        draft.target = replace(draft.target, summoned=True)
    return draft, used


def _cost_only(draft: Draft, text: str) -> bool:
    """"Activate this card by paying 1000 LP" (卡通世界 Toon World): a Continuous or Field Spell's activation whose cost
    is all it says; it stays on the field, doing nothing else (YGO CartasMagicas.5: a Continuous Spell stays on the field)."""
    return (draft.kind, draft.sub) in LASTING and draft.kind == "spell" and draft.trigger is None and bool(draft.cost_lp) \
        and draft.target is None and not draft.costs and _CARD_ACTIVATION.search(text) is not None


def _check(kind: str, sub: str, effects: list[Effect], text: str) -> None:
    """Whether the engine can play these effects on a card of this kind."""
    if kind == "monster":
        if any(e.trigger not in MONSTER_TRIGGERS for e in effects):
            raise Unread(text)
        return
    if (kind, sub) in LASTING and (not effects or len(effects) == 1 and effects[0].trigger == "activate" and not effects[0].ops):
        return  # its boost is all it does (compile_card checks there is one), or its activation is (卡通世界 Toon World)
    if (kind, sub) in LASTING and all(e.trigger in ("ignition", "quick", "activate", "own_monster_destroyed",
                                                                     "own_gy_summoned", "standby") for e in effects) \
            and [e.trigger for e in effects].count("activate") <= 1 and effects[-1].trigger != "activate":
        # activated to stay (doing what its activation says), then its effects are used while it is face-up
        # (Call of the Mummy, Pitch-Black Power Stone)
        return
    if (kind, sub) in ONE_EFFECT and len(effects) > 1:
        # besides its activation, what it does from the Graveyard ("把墓地的这张卡除外才能发动": 黑龙降临's ②), an
        # Ignition or Quick Effect of the card there (YGO Cartas.2)
        effects = [e for e in effects if e.zone != "cementerio" or e.trigger not in ("ignition", "quick")]
    bound = (kind, sub) in LASTING and len(effects) == 1 \
        and any(op.get("bound") or op.name == "become_monster" for op in effects[0].ops)
    if (kind, sub) not in ONE_EFFECT and not bound or len(effects) != 1 or effects[0].trigger != "activate":
        raise Unread(text)  # (a continuous card whose activation summons a monster bound to it, Call of the Haunted, or itself)


def _copies(effect: Effect) -> list[Effect]:
    """The effects one read effect is: one at each of its triggers ("when Normal Summoned or flipped") and, used
    from the hand or the Graveyard, one from each zone (the same effect from either, YGO Cartas.2)."""
    return [replace(effect, trigger=trigger, zone=zone) for trigger in effect.trigger.split("+")
            for zone in effect.zone.split("+")]


def compile_card(kind: str, sub: str, text: str, wording: Wording,
                 missing: list[str] | None = None) -> tuple[Compiled, tuple[str, ...]]:
    """What a card's whole text gives it and the templates that read it (``Unread`` if a clause
    is not read; with ``missing``, the sentences not read are listed there instead)."""
    effects: list[Effect] = []
    marks: list[str] = []
    once: dict[str, str] = {}
    summon_limit: set[str] = set()
    keywords: set[str] = set()
    used: set[str] = set()
    boost: Boost | None = None
    equip_to: TargetSpec | None = None
    for mark, block, cut in _blocks(text, wording):
        told = len(missing) if missing is not None else 0
        try:
            draft, names = read_effect(block, kind, sub, wording, missing)
            if missing is not None and len(missing) > told:
                continue  # its unread sentences are told; the effect they belong to is not whole
            if kind == "monster" and draft.ops and draft.trigger is None and not draft.activated:
                raise Unread(block)  # something a monster does, with no saying when
            if draft.trigger in FORCED and draft.optional and (draft.activated or _MAY.search(block)):
                raise Unread(block)  # "you can": the engine would not ask
        except Unread as unread:
            if missing is None:
                raise
            missing.append(unread.sentence)
            continue
        used |= names | ({"older-effects"} if cut else set())
        keywords |= draft.keywords
        once.update(draft.card_once)
        summon_limit |= draft.summon_limit
        boost = draft.boost or boost
        equip_to = draft.equip_to or equip_to
        effect = draft.effect()
        if effect is not None and effect.trigger == "activate" and mark and (kind, sub) in LASTING \
                and not _CARD_ACTIVATION.search(block):
            # a numbered effect of a face-up Continuous or Field card used at its controller's choice: an Ignition
            # Effect, a Continuous Trap's a Quick one (YGO Cartas.2, Cadenas.9)
            effect = replace(effect, trigger="quick" if kind == "trap" else "ignition")
            used.add("lasting-effect")
        if effect is not None:
            copies = _copies(effect)
            effects += copies
            marks += [mark] * len(copies)
    if "gemini_granted" in keywords:  # "●…": what a Gemini monster gains, on a Gemini monster only
        if "gemini" not in keywords:
            raise Unread(text)
        keywords.discard("gemini_granted")
    if (kind, sub) == ("spell", "equip"):
        if boost is None or effects:
            raise Unread(text)  # an Equip Spell whose boost (and nothing else) is read
        # YGO CartasMagicas.8: it is activated on a face-up monster of either player
        effects.append(Effect("activate", target=equip_to or TargetSpec("monstruos", "any", "monster", True),
                              conditions=("control_room",) if "equip_control" in keywords else ()))
        marks.append("")
    if (kind, sub) in LASTING and not effects and boost is None and not keywords and not summon_limit:
        raise Unread(text)
    _check(kind, sub, effects, text)
    for i, (mark, effect) in enumerate(zip(marks, effects)):
        rule = once.get(mark) or once.get("*") or (once.get("card") if effect.trigger == "activate" else None)
        if effect.once in ("name:this", "duel:this"):  # "「X」的这个效果": this effect, by name (per turn or per Duel)
            rule = f"{effect.once[:-4]}{i}"
        if rule:
            effects[i] = replace(effect, once=rule)
    if len(once) > 0 and not effects:
        raise Unread(text)
    compiled: Compiled = {}
    if effects:
        compiled["effects"] = tuple(effects)
    if keywords:
        compiled["keywords"] = frozenset(keywords)
    if summon_limit:
        compiled["summon_limit"] = frozenset(summon_limit)
    if boost is not None:
        compiled["boost"] = boost
    if not compiled and kind != "monster":
        raise Unread(text)
    return compiled, tuple(sorted(used))
