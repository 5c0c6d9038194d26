"""Magic action notation (documented in ``docs/scenarios.md``).

    keep | mulligan | bottom X            pass | play X | cast X
    x N | target X | target P2            activate X [#n] | tap X [for G]
    attack X [at P2|at Y] | done          block A with B | unblock B
    discard X | choose X                  assign N to B | stack X [#n]
    copy X | prevent X / replace X (the source of a prevention / replacement effect) | color W
    morph X (cast it face down, CR 702.37c)   unmorph X (turn your face-down X face up, CR 702.37e)
    mode N | yes | no                     graveyard X | sacrifice X
    divide N to X (CR 601.2d)             kick N (multikicker, CR 702.33c)
    source X (a source of damage, CR 609.7a)   foretell X (CR 116.2h)   find X (a card searched for, CR 701.19)
    exile X (a card of your graveyard exiled as a cost, CR 118.8)   type Elf (a creature type, CR 205.3m)
    splice X (a card of your hand spliced onto an Arcane spell, CR 702.47a)
    concede | manual …
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from engine.core.actions import Action
from engine.core.cards import normalize_name
from engine.core.errors import NotationError
from engine.core.notation import quote, split_verb, unquote
from engine.core.text import Text
from engine.games.mtg.foretell import FORETOLD
from engine.games.mtg.permanent_costs import RETURN_PROMPT, SACRIFICE_PROMPT
from engine.games.mtg.graveyard_abilities import FROM_GRAVEYARD, graveyard_activations
from engine.games.mtg.cycling import FROM_HAND, hand_activations
from engine.games.mtg.base import code_player, player_code
from engine.games.mtg.faces import face_choices, face_for, on_adventure
from engine.games.mtg.impulse import impulse_cards
from engine.games.mtg.morph import CAST as CAST_FACE_DOWN, TURN_UP, parse_turn_up, turn_up_string

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState

_INDEX = re.compile(r"^(?P<ref>.+?)\s+#(?P<n>\d+)$")
_PLAYER = re.compile(r"^P(\d+)$", re.IGNORECASE)
_SIMPLE = ("keep", "mulligan", "pass", "done", "yes", "no")


def _everything(state: "MtgState") -> list[int]:
    return [cid for zone in state.zones for cid in zone]


def _table(state: "MtgState") -> list[int]:
    """What targets can be: permanents, spells on the stack, cards in graveyards and exiled cards
    with flashback ("target exiled card with flashback you own")."""
    graveyards = [cid for p in range(state.num_players) for cid in state.ids(p, "cementerio")]
    exiled = [cid for p in range(state.num_players) for cid in state.ids(p, "exilio") if state.defn(cid).program.has_static("flashback")]
    return state.battlefield() + list(state.ids(None, "pila")) + graveyards + exiled


def _own_cards(state: "MtgState", player: int) -> list[int]:
    """The hand, the library cards the player is looking at while scrying, and the command zone."""
    looking = list(state.scry[1]) if state.scry is not None and state.scry[0] == player else []
    if state.surveil is not None and state.surveil[0] == player:  # CR 701.42a
        looking += list(state.surveil[1])
    adventurers = [c for c in state.ids(player, "exilio")  # CR 715.3d, 702.143a
                   if on_adventure(state, player, c) or FORETOLD in state._card(c).marks]
    return list(state.ids(player, "mano")) + looking + list(state.ids(player, "mando")) + adventurers + impulse_cards(state, player)


def _castable(state: "MtgState", player: int) -> list[int]:
    """Cards a player may cast: their own, and their graveyard's with flashback (CR 702.34a)."""
    return _own_cards(state, player) + state.flashback_cards(player)  # with flashback, or castable from there (CR 601.3)


def _activated(state: "MtgState", card_id: int) -> list[int]:
    """The activated abilities "activate X #n" numbers: those that work where the card is (CR 113.6m:
    in the graveyard, its graveyard abilities), or all of them when none does."""
    abilities = state.defn(card_id).program.abilities
    every = [i for i, a in enumerate(abilities) if a.kind == "activated"]
    card = state.cards[card_id]
    zone = state.zone_table[card.zone][1].name if card is not None else ""
    works = {FROM_GRAVEYARD: "cementerio", FROM_HAND: "mano"}  # CR 702.29a: cycling, in the hand
    here = [i for i in every if works.get(abilities[i].static, "campo") == zone]
    return here or every


def _activatable(state: "MtgState", player: int) -> list[int]:
    """The battlefield and the cards of ``player``'s graveyard with an ability that works there (CR 113.6m)."""
    zoned = graveyard_activations(state, player) + hand_activations(state, player)  # CR 113.6m, 702.29a
    return state.battlefield() + list(dict.fromkeys(c for c, _i in zoned))


def to_string(state: "MtgState", action: Action) -> str:
    p = action.player
    kind = action.kind
    if kind in _SIMPLE:
        return kind
    if kind == "x":
        return f"x {action.choice}"
    if kind == "mode":  # CR 700.2: modes numbered from 1 in printed order
        return f"mode {action.number + 1}"
    if kind == "kick":  # CR 702.33c: "kick N" times
        return f"kick {action.choice}"
    if kind == "divide":  # CR 601.2d: "divide N to X"
        target = action.targets[0]
        where = f"P{code_player(target) + 1}" if target < 0 else state.ref(target, _table(state), p)
        return f"divide {action.choice} to {where}"
    if kind == "assign":
        return f"assign {action.choice} to {state.ref(action.targets[0], state.battlefield(), p)}"
    if kind == "target":
        target = action.targets[0]
        return f"target P{code_player(target) + 1}" if target < 0 else f"target {state.ref(target, _table(state), p)}"
    card = action.cards[0]
    if kind == "stack":  # a pending trigger, by its source's name (the source may no longer exist)
        triggered = [i for i, a in enumerate(state.defn(card).program.abilities) if a.kind == "triggered"]
        suffix = f" #{triggered.index(action.number) + 1}" if len(triggered) > 1 else ""
        return f"stack {quote(state.defn(card).name)}{suffix}"
    face = face_for(state.defn(card), action.choice) if kind in ("play", "cast") else None
    if face is not None:  # CR 712.11b, 709.3: "play X as FACE", "cast X as HALF"
        return f"{kind} {state.ref(card, _castable(state, p), p)} as {quote(face.name)}"
    if kind == TURN_UP:  # CR 702.37e: by its real name, as its controller knows it
        return turn_up_string(state, card, p)
    if kind == CAST_FACE_DOWN:  # CR 702.37c: a card of your hand, cast face down
        return f"{kind} {state.ref(card, _own_cards(state, p), p)}"
    if kind == "cast":
        return f"cast {state.ref(card, _castable(state, p), p)}"
    if kind == "exile":  # a card exiled from the graveyard as a cost (CR 118.8)
        return f"exile {state.ref(card, _exilable(state, p), p)}"
    if kind in ("bottom", "discard", "play", "graveyard", "foretell", "splice", "suspend"):  # "suspend": CR 702.62a
        return f"{kind} {state.ref(card, _own_cards(state, p), p)}"
    if kind in ("prevent", "replace"):  # CR 616.1: by the source of the prevention or replacement effect
        return f"{kind} {state.ref(card, list(state.prompt.options) if state.prompt else [card], p)}"
    if kind == "source":  # CR 609.7a: a permanent or a spell on the stack
        return f"source {state.ref(card, _table(state), p)}"
    ref = state.ref(card, state.battlefield(), p)
    if kind == "band":  # CR 702.22c: "band ATTACKER with ATTACKER"
        return f"band {ref} with {state.ref(action.targets[0], state.battlefield(), p)}"
    if kind == "copy":
        return f"copy {ref}"
    if kind == "color":
        return f"color {action.choice}"
    if kind == "type":  # CR 205.3m: a creature type
        return f"type {str(action.choice).capitalize()}"
    if kind == "activate":
        indices = _activated(state, card)
        suffix = f" #{indices.index(action.number) + 1}" if len(indices) > 1 and action.number in indices else ""
        return f"activate {state.ref(card, _activatable(state, p), p)}{suffix}"
    if kind == "tap":
        options = [o for a in state.defn(card).program.abilities if a.kind == "mana" for o in a.mana]
        return f"tap {ref}" + (f" for {action.choice}" if options != [action.choice] else "")
    if kind == "attack":
        defender = action.targets[0]
        if defender >= 0:
            return f"attack {ref} at {state.ref(defender, state.battlefield(), p)}"
        suffix = f" at P{code_player(defender) + 1}" if state.num_players > 2 else ""
        return f"attack {ref}{suffix}"
    if kind == "block":
        return f"block {state.ref(action.targets[0], state.battlefield(), p)} with {ref}"
    if kind == "unblock":
        return f"unblock {ref}"
    if kind in ("choose", "sacrifice"):
        return f"{kind} {ref}"
    if kind == "find":  # CR 701.19: a card found in the library (another player's, looked at: Draugr Thought-Thief)
        offered = _offered(state)
        return f"find {state.ref(card, offered if card in offered else list(state.ids(state._card(card).owner, 'biblioteca')), p)}"
    raise NotationError(Text(f"acción desconocida: {kind}", f"unknown action: {kind}"))


def _exilable(state: "MtgState", player: int) -> list[int]:
    """The graveyard cards an "exile … from your graveyard" cost may still take (CR 601.2h: its
    prompt's, so that a name means a copy not chosen yet), else ``player``'s whole graveyard."""
    if state.prompt is not None and state.prompt.kind == "exiliar_coste" and state.prompt.options:
        return [c for c in state.prompt.options if c >= 0]
    return list(state.ids(player, "cementerio"))


def _offered(state: "MtgState") -> list[int]:
    """The cards a "find" prompt offers (looked at, or fitting a search; another player's too),
    the first place a found card's name is read in (CR 701.19)."""
    return [c for c in (state.prompt.options if state.prompt is not None else ()) if c >= 0]


Reader = Callable[["MtgState", str, int], "Action | None"]
"""Reads the rest of an action's text after its verb; ``None`` when the verb means nothing here."""


def _number(verb: str, rest: str) -> int:
    """The number that follows ``verb`` ("x 3", "kick 2"), else a clear error."""
    if not rest.isdigit():
        raise NotationError(Text(f"se espera «{verb} N»", f"expected «{verb} N»"))
    return int(rest)


def _pending_source(state: "MtgState") -> int:
    return state.pending.source if state.pending is not None else -1


def _read_x(state: "MtgState", rest: str, player: int) -> Action:
    return Action("x", player, choice=_number("x", rest))


def _read_kick(state: "MtgState", rest: str, player: int) -> Action:  # CR 702.33c
    return Action("kick", player, (_pending_source(state),), choice=_number("kick", rest))


def _read_mode(state: "MtgState", rest: str, player: int) -> Action:  # CR 700.2: modes numbered from 1
    if not rest.isdigit() or int(rest) < 1:
        raise NotationError(Text("se espera «mode N» (N desde 1)", "expected «mode N» (N from 1)"))
    return Action("mode", player, (_pending_source(state),), choice=int(rest) - 1)


def _one_card(verb: str, scope: Callable[["MtgState", int], Sequence[int]]) -> Reader:
    """A reader of "VERB X": the card X names among ``scope``."""
    def read(state: "MtgState", rest: str, player: int) -> Action:
        return Action(verb, player, (state.resolve(rest, scope(state, player), player),))
    return read


def _hand(state: "MtgState", player: int) -> list[int]:
    return state.ids(player, "mano")


def _battlefield(state: "MtgState", player: int) -> list[int]:
    return state.battlefield()


def _table_of(state: "MtgState", player: int) -> list[int]:
    return _table(state)


def _read_face(state: "MtgState", verb: str, rest: str, player: int) -> Action:
    """"play X as FACE", "cast X as HALF": a modal card's back face, a split card's half (CR 712.11b, 709.3)."""
    whole, _, wanted = rest.rpartition(" as ")
    wanted = unquote(wanted)
    card = state.resolve(whole, state.ids(player, "mano"), player)
    for choice, face in face_choices(state.defn(card)):
        if normalize_name(wanted) in (normalize_name(face.name), normalize_name(face.name_en)):
            return Action(verb, player, (card,), choice=choice)
    raise NotationError(Text(f"«{whole}» no tiene ninguna cara ni mitad llamada «{wanted}»",
                             f"«{whole}» has no face or half called «{wanted}»"))


def _read_play(state: "MtgState", rest: str, player: int) -> Action:
    if " as " in rest:
        return _read_face(state, "play", rest, player)
    hand = state.ids(player, "mano")
    if exiled := impulse_cards(state, player):  # CR 305.1, 601.3: a land exiled "you may play"
        return Action("play", player, (state.resolve(rest, list(hand) + exiled, player),))
    return Action("play", player, (state.resolve(rest, hand, player),))


def _read_cast(state: "MtgState", rest: str, player: int) -> Action:
    if " as " in rest:
        return _read_face(state, "cast", rest, player)
    return Action("cast", player, (state.resolve(rest, _castable(state, player), player),))


def _player_or(state: "MtgState", text: str, scope: Sequence[int], player: int) -> int:
    """The player "P2" names (as a player code), else the card ``text`` names among ``scope``."""
    match = _PLAYER.match(text.strip())
    return player_code(int(match[1]) - 1) if match else state.resolve(text, scope, player)


def _read_target(state: "MtgState", rest: str, player: int) -> Action:
    return Action("target", player, targets=(_player_or(state, rest, _table(state), player),))


def _read_activate(state: "MtgState", rest: str, player: int) -> Action:
    match = _INDEX.match(rest)
    ref, n = (match["ref"], int(match["n"])) if match else (rest, 1)
    card = state.resolve(ref, _activatable(state, player), player)
    indices = _activated(state, card)
    if not 1 <= n <= max(1, len(indices)):
        raise NotationError(Text(f"«{ref}» no tiene la habilidad #{n}", f"«{ref}» has no ability #{n}"))
    return Action("activate", player, (card,), choice=indices[n - 1] if indices else 0)


def _read_tap(state: "MtgState", rest: str, player: int) -> Action:
    ref, _, mana = rest.partition(" for ")
    card = state.resolve(ref, state.battlefield(), player)
    if not mana:
        options = [o for a in state.defn(card).program.abilities if a.kind == "mana" for o in a.mana]
        mana = options[0] if options else ""
    return Action("tap", player, (card,), choice=mana.strip().upper())


def _read_attack(state: "MtgState", rest: str, player: int) -> Action:
    """"attack X", "attack X at P3", "attack X at PLANESWALKER"."""
    battlefield = state.battlefield()
    attacker, sep, target = rest.partition(" at ")
    defender = player_code((player + 1) % state.num_players)
    if sep:
        defender = _player_or(state, target, battlefield, player)
    return Action("attack", player, (state.resolve(attacker, battlefield, player),), (defender,))


def _read_block(state: "MtgState", rest: str, player: int) -> Action:
    attacker, sep, blocker = rest.partition(" with ")
    if not sep:
        raise NotationError(Text("se espera «block ATACANTE with BLOQUEADORA»", "expected «block ATTACKER with BLOCKER»"))
    battlefield = state.battlefield()
    return Action("block", player, (state.resolve(blocker, battlefield, player),),
                  (state.resolve(attacker, battlefield, player),))


def _read_band(state: "MtgState", rest: str, player: int) -> Action:  # CR 702.22c
    first, sep, other = rest.partition(" with ")
    if not sep:
        raise NotationError(Text("se espera «band ATACANTE with ATACANTE»", "expected «band ATTACKER with ATTACKER»"))
    battlefield = state.battlefield()
    return Action("band", player, (state.resolve(first, battlefield, player),), (state.resolve(other, battlefield, player),))


def _read_stack(state: "MtgState", rest: str, player: int) -> Action:
    """A pending trigger by its source's name, "#n" among the source's triggered abilities."""
    match = _INDEX.match(rest)
    name, n = (match["ref"], int(match["n"])) if match else (rest, 1)
    name = unquote(name)
    for source, index, controller in state.triggers:
        if controller != player:  # CR 603.3b: each player puts their own triggers on the stack
            continue
        defn = state.defn(source)
        triggered = [i for i, a in enumerate(defn.program.abilities) if a.kind == "triggered"]
        if normalize_name(defn.name) in (normalize_name(name), ) or normalize_name(defn.name_en) == normalize_name(name):
            if len(triggered) >= n and triggered[n - 1] == index:
                return Action("stack", player, (source,), choice=index)
    raise NotationError(Text(f"no hay ninguna habilidad disparada pendiente de «{name}»",
                             f"there is no pending triggered ability of «{name}»"))


def _amount_to(verb: str, rest: str, what: tuple[str, str]) -> tuple[int, str]:
    """"VERB N to X" as N and X, else a clear error (``what``: X in Spanish and English)."""
    amount, sep, name = rest.partition(" to ")
    if not sep or not amount.strip().isdigit():
        raise NotationError(Text(f"se espera «{verb} N to {what[0]}»", f"expected «{verb} N to {what[1]}»"))
    return int(amount), name


def _read_divide(state: "MtgState", rest: str, player: int) -> Action:  # CR 601.2d
    amount, name = _amount_to("divide", rest, ("OBJETIVO", "TARGET"))
    aimed = _player_or(state, name, _table(state), player)
    return Action("divide", player, (_pending_source(state),), (aimed,), choice=amount)


def _read_assign(state: "MtgState", rest: str, player: int) -> Action:
    amount, name = _amount_to("assign", rest, ("BLOQUEADORA", "BLOCKER"))
    blocker_id = state.resolve(name, state.battlefield(), player)
    attacker_id = next((a for b, a in state.blockers if b == blocker_id), -1)
    return Action("assign", player, (attacker_id,), (blocker_id,), choice=amount)


def _chosen_permanent(verb: str) -> Reader:
    """"choose X", "sacrifice X": a permanent chosen for a cost is not offered again (CR 601.2h): among the rest."""
    def read(state: "MtgState", rest: str, player: int) -> Action:
        prompt = state.prompt
        scope = list(prompt.options) if prompt is not None and prompt.kind in (RETURN_PROMPT, SACRIFICE_PROMPT) else state.battlefield()
        return Action(verb, player, (state.resolve(rest, scope, player),))
    return read


def _read_exile(state: "MtgState", rest: str, player: int) -> Action:  # CR 118.8: from your graveyard, as a cost
    graveyard = list(state.ids(player, "cementerio"))
    try:  # a name the prompt offers means a copy not chosen yet
        return Action("exile", player, (state.resolve(rest, _exilable(state, player), player),))
    except NotationError:  # another card of the graveyard (one chosen already): refused by its rule (CR 601.2h)
        return Action("exile", player, (state.resolve(rest, graveyard, player),))


def _read_find(state: "MtgState", rest: str, player: int) -> Action:
    """CR 701.19; a card of another player's library that the prompt offers (top_cards)."""
    offered = _offered(state)
    try:  # a name the prompt offers means that card, even with a namesake deeper in the library
        return Action("find", player, (state.resolve(rest, offered, player),))
    except NotationError:  # another card of the library: refused by its rule (CR 608.2c, 701.19)
        return Action("find", player, (state.resolve(rest, offered + list(state.ids(player, "biblioteca")), player),))


def _read_type(state: "MtgState", rest: str, player: int) -> Action | None:  # CR 205.3m
    if state.prompt is not None and state.prompt.options:
        return Action("type", player, (state.prompt.options[0],), choice=rest.strip().lower())
    return None


def _read_color(state: "MtgState", rest: str, player: int) -> Action | None:
    if state.prompt is not None and state.prompt.options:
        return Action("color", player, (state.prompt.options[0],), choice=rest.strip().upper())
    return None


def _shield(verb: str) -> Reader:
    """"prevent X", "replace X": the source of the prevention or replacement effect to apply (CR 616.1)."""
    def read(state: "MtgState", rest: str, player: int) -> Action | None:
        if not state.replacing:
            return None
        source = state.resolve(rest, list(state.prompt.options) if state.prompt else [], player)
        shield = next((s for s in state.replacement_choices() if s.source == source), None)
        return Action(verb, player, (source,), choice=shield.timestamp if shield else -1)
    return read


_NUMBERED: dict[str, Callable[["MtgState", str, int], Action]] = {"x": _read_x, "kick": _read_kick, "mode": _read_mode}
"""Verbs read even with nothing after them (to say that a number is missing)."""

_READERS: dict[str, Reader] = {
    "bottom": _one_card("bottom", _own_cards), "graveyard": _one_card("graveyard", _own_cards),
    TURN_UP: parse_turn_up,  # CR 702.37e
    CAST_FACE_DOWN: _one_card(CAST_FACE_DOWN, _hand),  # CR 702.37c
    "play": _read_play, "cast": _read_cast,
    **{verb: _one_card(verb, _hand) for verb in ("discard", "foretell", "splice", "suspend")},
    "target": _read_target, "activate": _read_activate, "tap": _read_tap,
    "attack": _read_attack, "block": _read_block, "band": _read_band,
    "unblock": _one_card("unblock", _battlefield), "stack": _read_stack,
    "divide": _read_divide, "assign": _read_assign,
    "choose": _chosen_permanent("choose"), "sacrifice": _chosen_permanent("sacrifice"),
    "exile": _read_exile, "find": _read_find, "type": _read_type, "color": _read_color,
    "source": _one_card("source", _table_of),  # CR 609.7a
    "copy": _one_card("copy", _battlefield),
    "prevent": _shield("prevent"), "replace": _shield("replace"),
}
"""Each verb's reader of the rest of its action's text."""


def parse(state: "MtgState", text: str, player: int) -> Action:
    verb, rest = split_verb(text)
    if verb in _SIMPLE and not rest:
        return Action(verb, player)
    if verb in _NUMBERED:
        return _NUMBERED[verb](state, rest, player)
    if not rest:
        raise NotationError(Text(f"acción no reconocida: «{text}»", f"unknown action: «{text}»"))
    reader = _READERS.get(verb)
    action = reader(state, rest, player) if reader is not None else None
    if action is None:
        raise NotationError(Text(f"acción no reconocida: «{text}» (pass, play, cast, activate, tap, attack, block, …)",
                                 f"unknown action: «{text}» (pass, play, cast, activate, tap, attack, block, …)"))
    return action


__all__ = ["to_string", "parse", "_everything"]
