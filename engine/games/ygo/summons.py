"""Normal, tribute, flip and set summons and position changes (YGO PhasesDelJuego.7–32).

Functions of the duel's state: the Summon that succeeds is a task and the extra Normal Summon an answer, found in
the tables (``TASKS``, ``ANSWERS``); ``summon_actions``, ``flip_actions``, ``summon_problem`` and
``position_problem`` are what the state's listing and refusals ask of the Main Phase. The conditions a card's text
states and the "when this card is Summoned" effects are the state's (``EffectsMixin``)."""

from __future__ import annotations

import json
from itertools import combinations
from typing import TYPE_CHECKING, Any

from engine.core.actions import Action, Event
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.ygo import summon_lock, summon_negation, textops, uniques
from engine.games.ygo.base import ANSWERS, TASKS, Activation
from engine.games.ygo.cards import YgoCard
from engine.games.ygo.rules import rule
from engine.games.ygo.tasks import Activate, ChainWindow, OfferActivation, Summoned, Window
from engine.games.ygo.token_ops import NO_TRIBUTE_SUMMON

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin

SUMMONABLE = ("normal", "effect")  # Fusion and Ritual monsters are only Special Summoned
#: The mark of a monster Tribute Summoned this turn, made only in a duel with a card whose effect starts then.
TRIBUTE_SUMMONED, TRIBUTE_TRIGGER = "tribute_summoned", "trigger:summon_tribute"


def tribute_sets(state: EffectsMixin, player: int, count: int) -> list[tuple[int, ...]]:
    """Distinct sets of ``count`` monsters ``player`` controls to tribute."""
    if count == 0:
        return [()]
    monsters = _tributable(state, player)
    cards = state.cards
    codes = {cards[c].defn.code for c in monsters}  # type: ignore[union-attr]  # a monster in its zone
    if len(codes) == len(monsters):  # no two copies of a card: every set is distinct (most often)
        return list(combinations(monsters, count))
    seen: set[str] = set()
    found = []
    keys = {c: repr(state.card_key(c)) for c in monsters}  # each monster's once, not once per set
    for combo in combinations(monsters, count):
        key = repr(sorted(keys[c] for c in combo))
        if key not in seen:
            seen.add(key)
            found.append(combo)
    return found


def _tributable(state: EffectsMixin, player: int) -> list[int]:
    """The monsters ``player`` may Tribute for a Tribute Summon: all they control, but those whose text says "this
    card cannot be Tributed for a Tribute Summon" (Cartas.2)."""
    monsters = state.monsters(player)
    if state.says(NO_TRIBUTE_SUMMON):
        monsters = [c for c in monsters if NO_TRIBUTE_SUMMON not in state.defn(c).keywords]
    return monsters


def may_summon_any(state: EffectsMixin, player: int) -> bool:
    """Whether ``summon_actions(state, player, extra=True)`` lists anything: what an effect granting another Normal
    Summon or Set needs (Ultimate Offering, asked at every open moment). Answered from the hand at once in the plain
    cases — a monster Set needs no Tribute and a free zone, or enough monsters to Tribute (PhasesDelJuego.21; a Set is
    never barred, ``summon_lock``) — the rest (Summons without Tributes, double Tributes, Geminis) as listed."""
    room = state.monster_room(player)
    cards = state.cards
    tributable = -1
    for cid in state.ids(player, "mano"):
        defn: YgoCard = cards[cid].defn  # type: ignore[union-attr, assignment]
        if defn.kind != "monster" or defn.sub not in SUMMONABLE or defn.is_extra or "no_normal" in defn.summon_limit:
            continue
        count = defn.tributes
        if not count:
            if room:
                return True
            continue
        if tributable < 0:
            tributable = len(_tributable(state, player))
        if tributable >= count:
            return True
        if defn.keywords or count == 2:
            return bool(summon_actions(state, player, extra=True))
    return state.says("gemini") and bool(summon_actions(state, player, extra=True))


def summon_actions(state: EffectsMixin, player: int, extra: bool = False, hand: list[int] | None = None) -> list[Action]:
    """YGO PhasesDelJuego.11–23: summon (face-up attack) or set (face-down defense) a monster
    from hand, with 1 tribute for level 5–6 and 2 for level 7 or more (also when setting).
    ``hand``: ``distinct`` of the hand, when the caller has it."""
    if state.normal_summoned and not extra:
        return []
    actions = []
    room = state.monster_room(player)
    by_count: dict[int, list[tuple[int, ...]]] = {}  # the tribute sets of each count, found once
    cards = state.cards
    for cid in state.distinct(state.ids(player, "mano")) if hand is None else hand:
        defn: YgoCard = cards[cid].defn  # type: ignore[union-attr, assignment]
        if defn.kind != "monster" or defn.sub not in SUMMONABLE or defn.is_extra or "no_normal" in defn.summon_limit:
            continue
        count = defn.tributes
        if count and room and defn.keywords and untributed(state, cid, player) and state.unique_problem(cid, player) is None \
                and may_summon_face_up(state, cid, player):
            actions.append(Action("summon", player, (cid,), ()))  # "… without Tributing" (Cartas.2)
        if count not in by_count:
            by_count[count] = tribute_sets(state, player, count)
        for tributes in by_count[count]:
            if not tributes and not room:
                continue
            if not defn.keywords or state.unique_problem(cid, player, tributes) is None and may_summon_face_up(state, cid, player):
                actions.append(Action("summon", player, (cid,), tributes))
            actions.append(Action("set", player, (cid,), tributes))
        if count == 2:  # a monster that counts as 2 Tributes for this one's Tribute Summon (Double Coston)
            for double in double_tributes(state, player, defn):
                if state.unique_problem(cid, player, (double,)) is None:
                    actions.append(Action("summon", player, (cid,), (double,)))
    for cid in geminis(state, player):
        actions.append(Action("summon", player, (cid,)))
    if summon_lock.barred(state, player):  # "you cannot Normal Summon …" this turn: Setting stays (Cartas.2)
        actions = [a for a in actions if a.kind != "summon"]
    return actions


def geminis(state: EffectsMixin, player: int) -> list[int]:
    """YGO Cartas.2 over PhasesDelJuego.11: ``player``'s face-up Gemini monsters that are still Normal
    Monsters, which a Normal Summon (that turn's one) makes Effect Monsters with the effects of their text."""
    if not state.says("gemini"):  # asked at every Main Phase listing: most duels have none
        return []
    cards = state.cards
    return [cid for cid in state.monsters(player)
            if "gemini" in state.defn(cid).keywords and cards[cid].face_up and "gemini" not in cards[cid].marks]  # type: ignore[union-attr]


def double_tributes(state: EffectsMixin, player: int, defn: YgoCard) -> list[int]:
    """YGO Cartas.2: ``player``'s face-up monsters whose text says "when you Tribute Summon a DARK monster, this
    card can be treated as 2 Tributes" that may be so for ``defn``'s Tribute Summon (not its Set)."""
    word = f"double_tribute:{defn.attribute}"
    return [cid for cid in state.distinct(state.monsters(player))
            if state._card(cid).face_up and word in state.defn(cid).keywords and not state.effects_negated(cid)]


def untributed(state: EffectsMixin, card_id: int, player: int) -> bool:
    """YGO Cartas.2 over PhasesDelJuego.21: "if this is the only card in your hand (if you control no
    monsters…), you can Normal Summon it without Tributing" (疾风之暗黑骑士 盖亚, 大块石人) — a Summon, not a Set."""
    keywords = state.defn(card_id).keywords
    if "summon_alone_untributed" in keywords and state.ids(player, "mano") == [card_id]:
        return True
    return any(_conditions_hold(state, card_id, player, word) for word in keywords if word.startswith("untributed:"))


def may_summon_face_up(state: EffectsMixin, card_id: int, player: int) -> bool:
    """YGO Cartas.2: "you can only Normal Summon this card face-up if you control …" (it may be Set)."""
    return all(_conditions_hold(state, card_id, player, w) for w in state.defn(card_id).keywords if w.startswith("summon_if:"))


def _conditions_hold(state: EffectsMixin, card_id: int, player: int, word: str) -> bool:
    return all(state._condition_holds(card_id, player, c) for c in json.loads(word.split(":", 1)[1]))


def summon_problem(state: EffectsMixin, action: Action) -> Rule:
    """Why a summon or set from hand is refused."""
    cid, player = action.cards[0], action.player
    defn = state.defn(cid)
    if cid in state.monsters(player) and "gemini" in defn.keywords and not action.targets:
        return _gemini_problem(state, cid)
    if state.zone_of(cid) != "mano" or state._card(cid).owner != player:
        return rule("PhasesDelJuego.12", Text("se invoca desde tu mano", "you summon from your hand"))
    if defn.is_monster and (defn.sub not in SUMMONABLE or defn.is_extra):
        clause = "CartasDeMonstruosFusion.1" if defn.is_extra else "CartasDeMonstrusDeRitual.3"
        return rule(clause, Text("solo se invoca de forma especial", "it is only Special Summoned"))
    if action.kind == "summon" and summon_lock.barred(state, player):
        return summon_lock.problem(state, player) or rule("Cartas.2")
    unique = state.unique_problem(cid, player, action.targets) if action.kind == "summon" else None
    if unique is not None:
        return unique
    if action.kind == "summon" and not may_summon_face_up(state, cid, player):
        return rule("Cartas.2", Text("esta carta solo se Invoca boca arriba si se cumple lo que dice",
                                     "this card is only Normal Summoned face-up when what it says holds"))
    if "no_normal" in defn.summon_limit:  # YGO Cartas.2: its text forbids the Normal Summon
        return rule("Cartas.2", Text("esta carta no se puede Invocar de forma normal", "this card cannot be Normal Summoned"))
    if state.normal_summoned and not (state.prompt is not None and state.prompt.kind == "invocar"):
        return rule("PhasesDelJuego.11")
    if state.phase not in ("main1", "main2") and not (state.prompt is not None and state.prompt.kind == "invocar"):
        return rule("PhasesDelJuego.11")
    double = action.kind == "summon" and defn.tributes == 2 and len(action.targets) == 1 \
        and action.targets[0] in double_tributes(state, player, defn)  # one monster counted as 2 (Cartas.2)
    if len(action.targets) != defn.tributes and not double:
        return rule("PhasesDelJuego.22" if action.kind == "set" else "PhasesDelJuego.21",
                    Text(f"«{defn.name}» (nivel {defn.level}) necesita {defn.tributes} sacrificio(s)",
                         f"«{defn.name}» (level {defn.level}) needs {defn.tributes} tribute(s)"))
    if any(t not in state.monsters(player) for t in action.targets):
        return rule("PhasesDelJuego.21", Text("se sacrifican monstruos que controlas", "you tribute monsters you control"))
    return rule("AreaDeJuego.4")


def _gemini_problem(state: EffectsMixin, card_id: int) -> Rule:
    """Why a Gemini monster on the field is not Normal Summoned again."""
    card = state._card(card_id)
    if not card.face_up:
        return rule("Cartas.2", Text("se invoca de nuevo un monstruo Géminis boca arriba",
                                     "a face-up Gemini monster is the one Normal Summoned again"))
    if "gemini" in card.marks:
        return rule("Cartas.2", Text("este monstruo Géminis ya se invocó de nuevo",
                                     "this Gemini monster was already Normal Summoned again"))
    return rule("PhasesDelJuego.11")


def do_summon(state: EffectsMixin, action: Action, extra: bool = False) -> None:
    """Tribute, then summon face-up in attack or set face-down in defense (a Gemini monster on
    the field: Normal Summoned again where it stands, an Effect Monster from then on)."""
    player, cid = action.player, action.cards[0]
    if state.zone_of(cid) == "monstruos":
        if not extra:  # YGO Cartas.2 over PhasesDelJuego.11: it is that turn's Normal Summon
            state.summons_made = (state.turn, (state.summons_made[1] if state.summons_made[0] == state.turn else 0) + 1)
            state.normal_summoned = not state.summons_left()
        state._card(cid).marks.update(gemini=state.turn, summoned=state.turn)  # summoned: its position stays (PhasesDelJuego.9)
        summoning(state, cid, player, "summon")
        return
    for tribute in action.targets:
        state.send_to_graveyard(tribute, kind="tribute")
    if not extra:  # YGO PhasesDelJuego.23: a tribute summon is the normal summon
        state.summons_made = (state.turn, (state.summons_made[1] if state.summons_made[0] == state.turn else 0) + 1)
        state.normal_summoned = not state.summons_left()
    if action.kind == "set":
        state.place_monster(cid, player, False, True, "set")  # YGO PalabrasClave.2: not summoned
        state.emit(Event("set", player, cid, None, hidden_from=frozenset({state.opponent(player)})))
        return
    state.place_monster(cid, player, True, False, "summon")
    if action.targets and state.says(TRIBUTE_TRIGGER):  # "if this card is Tribute Summoned" (most duels have none)
        state.mark_turn(cid, TRIBUTE_SUMMONED)  # PhasesDelJuego.21–23: a Normal Summon made with tributes
    summoning(state, cid, player, "summon")


def summoning(state: EffectsMixin, card_id: int, player: int, kind: str) -> None:
    """The monster is on the field but not yet summoned: a Counter Trap may negate the Summon
    (YGO CartasDeTrampa.7, ``summon_negation``) — then it never was summoned."""
    if not summon_negation.open_window(state, card_id, player, kind, Summoned(card_id, player, kind)):
        state.then(Summoned(card_id, player, kind))


@TASKS.on(Summoned)
def _t_summoned(state: EffectsMixin, task: Summoned) -> None:
    """The Summon succeeded unless it was negated (the monster left the field)."""
    card_id, player, kind = task.card_id, task.player, task.kind
    if not state.is_monster_on_field(card_id):
        return
    state._card(card_id).marks.pop(summon_negation.MARK, None)
    state.emit(Event("summon" if kind == "summon" else "flip_summon", player, card_id, state.defn(card_id).name))
    after_summon(state, card_id, player)
    if kind == "flip":
        trigger_flip(state, card_id, player)
    state.summon_triggers(card_id, player, kind)


def after_summon(state: EffectsMixin, card_id: int, player: int) -> None:
    """Cards that answer a summon (Hueco Trampa) get their window."""
    state.last_summon = (card_id, player)
    state.window_reason = "summoned"
    state.then(Window("summoned", state.turn_player, 0))


def flip_actions(state: EffectsMixin, player: int) -> list[Action]:
    """YGO PhasesDelJuego.26–29: flip summons (not the turn it was set) and position changes
    (once per turn, not the turn it was summoned — PhasesDelJuego.8–9)."""
    actions = []
    cards, turn = state.cards, state.turn
    for cid in state.monsters(player):
        marks = cards[cid].marks  # type: ignore[union-attr]  # a monster in its zone
        if marks.get("summoned") == turn or marks.get("pos") == turn:
            continue  # summoned or moved this turn: refused at once below (PhasesDelJuego.9, .19, .28)
        kind = "position" if cards[cid].face_up else "flip"  # type: ignore[union-attr]
        if position_problem(state, cid, player, kind) is None:
            actions.append(Action(kind, player, (cid,)))
    return actions


def position_problem(state: EffectsMixin, card_id: int, player: int, kind: str) -> Rule | None:
    card = state._card(card_id)
    marks, turn = card.marks, state.turn  # (asked of every monster at every Main Phase listing)
    if state.zone_table[card.zone][1].name != "monstruos" or card.controller != player:
        return rule("PhasesDelJuego.8", Text("cambias la posición de tus monstruos",
                                             "you change the position of your own monsters"))
    if "held_by" in marks and textops.held(state, card_id):
        return rule("Cartas.2", Text("una carta le impide cambiar de posición", "a card keeps it from changing its position"))
    if state.phase not in ("main1", "main2"):
        return rule("PhasesDelJuego.8")
    if kind == "flip" and card.face_up:
        return rule("PhasesDelJuego.26", Text("solo se voltea un monstruo boca abajo", "only a face-down monster is flipped"))
    if kind == "flip" and state.unique_problem(card_id, player) is not None:
        return state.unique_problem(card_id, player)
    if kind == "flip" and summon_lock.barred(state, player):  # "… you cannot Flip Summon" (Cartas.2)
        return summon_lock.problem(state, player)
    if kind == "position" and not card.face_up:
        return rule("PhasesDelJuego.26", Text("un monstruo boca abajo se voltea con una Invocación de Volteo",
                                              "a face-down monster is flipped with a Flip Summon"))
    if marks.get("summoned") == turn:
        return rule("PhasesDelJuego.28" if kind == "flip" else "PhasesDelJuego.9")
    if marks.get("pos") == turn:
        return rule("PhasesDelJuego.19")
    if marks.get("position_locked", 0) >= turn:  # YGO Cartas.2: a card's effect says so
        return rule("Cartas.2", Text("un efecto impide cambiar su posición", "an effect keeps its position from changing"))
    if kind == "position" and not card.rotated and marks.get("attacked") == turn:
        return rule("CuadroDeReferenciaRapida.10")
    return None


def do_flip(state: EffectsMixin, card_id: int, player: int) -> None:
    """A Flip Summon: face-up attack position; its Flip Effect activates (YGO
    CartasDeMonstruosDeEfecto.3) and the summon can be answered."""
    card = state._card(card_id)
    card.face_up = True
    card.rotated = False
    card.known = (1 << state.num_players) - 1
    card.marks["pos"] = state.turn
    summoning(state, card_id, player, "flip")


def trigger_flip(state: EffectsMixin, card_id: int, player: int, immediate: bool = False,
                 exclude: frozenset[int] = frozenset()) -> None:
    """Start the card's Flip Effect: chained (a flip summon) or applied at once (flipped by an
    attack, after damage calculation — YGO CuadroDeReferenciaRapida.3); one that says "you can" is
    offered to its controller first (CartasDeMonstruosDeEfecto.7, PalabrasClave.1: ``triggers``)."""
    defn = state.defn(card_id)
    if defn.keywords and uniques.flipped(state, card_id, player):  # turned face-up beside another: it goes (Cartas.2)
        return
    if not defn.automated:
        if defn.sub == "effect":
            state.emit(Event("manual", player, card_id, defn.name, text=defn.text))
        return
    for index, effect in defn.effects_for("flip"):
        act = Activation(card_id, player, index, immediate=immediate, exclude=exclude, is_card=False, speed=1)
        if effect.optional:
            state.then(OfferActivation(act, not immediate))
        elif immediate:
            state.then(Activate(act))
        else:
            state.then(Activate(act), ChainWindow())


def do_position(state: EffectsMixin, card_id: int) -> None:
    card = state._card(card_id)
    card.rotated = not card.rotated
    card.marks["pos"] = state.turn
    state.emit(Event("position", card.controller, card_id, card.defn.name, amount=int(card.rotated)))


@ANSWERS.on("invocar")
def _answer_invocar(state: EffectsMixin, prompt: Any, action: Action) -> None:
    if action.kind != "pass":
        do_summon(state, action, extra=True)
