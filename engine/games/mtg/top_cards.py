"""Looking at the top cards of a library and choosing among them (CR 401.5, 608.2c, 701.16a):

- "Look at the top three cards of your library. Put one of them into your hand and the rest into
  your graveyard." (Strategic Planning, Forbidden Alchemy);
- "… Put one of them into your hand and the rest on the bottom of your library in any order.";
- "Look at the top five cards of your library. You may reveal an Elf, Warrior, or Tyvar card from
  among them and put it into your hand. Put the rest on the bottom of your library in a random
  order." (Harald, King of Skemfar);
- "Look at the top card of your library. If it's a land card, you may put it onto the battlefield
  tapped." (Raiders' Karve; "… you may reveal it and put it into your hand", Frost Augur);
- "Look at the top card of target player's library. You may put that card into their graveyard."
  (Draugr Thought-Thief: the player who looks is not the library's owner).

``top_card_patterns`` reads the sentences: the look (``LOOK_TOP``, how many) and what is done with
the cards (``LOOK_CHOOSE``, ``LOOK_REST``), which ``fold`` joins into the look's ``keyword``
(``"<1|may>:<what>:<rest>:<where>"``: one card must be taken or may be; ``any`` card or types
joined by ``|``; the rest to the ``graveyard``, ``bottom_random``, ``bottom_any`` or left on
``top``; the card taken to the ``hand``, the ``graveyard``, or onto the battlefield, ``tapped`` or
``untapped``; every card goes to its owner's zones). As it resolves, ``look_top`` shows the
player who looks those cards (only them, CR 401.5) and pauses the resolution with the search prompt
(``buscar``: ``find CARD``, or ``done`` when the card is optional or none fits); a revealed card is
seen by every player (CR 701.16a). With "in any order" the player then puts the rest on the bottom
one at a time, each under the ones before (CR 401.4).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from engine.core.actions import Action, Event, Prompt
from engine.games.mtg.abilities import Effect

if TYPE_CHECKING:
    from engine.games.mtg.oracle_sentences import _Sentence
    from engine.games.mtg.state import MtgState

Builder = Callable[[re.Match[str]], "list[Effect] | None"]
LOOK_TOP = "look_top"
LOOK_CHOOSE = "look_choose"
LOOK_REST = "look_rest"
LOOK = "look:"  # the ``searching`` of a look: "look:<keyword>:<card ids>"
ORDER = "order:"  # the ``searching`` while the rest is put on the bottom one by one: "order:<card ids>"
_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_REST = {"into your graveyard": "graveyard", "on the bottom of your library in a random order": "bottom_random",
         "on the bottom of your library in any order": "bottom_any"}
_REST_RE = "|".join(_REST)
_WHERE = {"into your hand": "hand", "onto the battlefield tapped": "tapped", "onto the battlefield": "untapped"}


def _types(text: str) -> str:
    """"an Elf, Warrior, or Tyvar card" → "elf|warrior|tyvar"; "a creature card" → "creature"."""
    words = re.sub(r"^an? |,|\bor\b| card$", " ", text.lower()).split()
    return "|".join(words)


def top_card_patterns(sentence: "_Sentence") -> list[tuple[str, Builder]]:
    """The sentence templates of this module (``oracle_sentences._Sentence``)."""

    def theirs(m: re.Match[str]) -> list[Effect]:
        kind, slot = sentence.target(m["t"])
        return [Effect(LOOK_TOP, 1, target=kind, slot=slot)]

    return [
        (r"look at the top card of (?P<t>target player|target opponent)'s library", theirs),
        (r"you may put that card into their graveyard", lambda m: [Effect(LOOK_CHOOSE, keyword="may:any:top:graveyard")]),
        (r"look at the top (?P<n>two|three|four|five|six|seven|\d+) cards of your library",
         lambda m: [Effect(LOOK_TOP, int(m["n"]) if m["n"].isdigit() else _COUNT[m["n"].lower()], who="you")]),
        (r"look at the top card of your library", lambda m: [Effect(LOOK_TOP, 1, who="you")]),
        (r"put one of them into your hand and the rest (?P<r>" + _REST_RE + ")",
         lambda m: [Effect(LOOK_CHOOSE, keyword=f"1:any:{_REST[m['r'].lower()]}:hand")]),
        (r"you may reveal (?P<q>an? [A-Za-z]+(?:, [A-Za-z]+)*(?:,? or [A-Za-z]+)? card) from among them and put it into your hand",
         lambda m: [Effect(LOOK_CHOOSE, keyword=f"may:{_types(m['q'])}::hand")]),
        (r"if it's (?P<q>an? [A-Za-z]+ card), you may (?:reveal it and )?put it (?P<d>into your hand|onto the battlefield tapped"
         r"|onto the battlefield)", lambda m: [Effect(LOOK_CHOOSE, keyword=f"may:{_types(m['q'])}:top:{_WHERE[m['d'].lower()]}")]),
        (r"put the rest (?P<r>" + _REST_RE.replace("into your graveyard|", "") + ")",
         lambda m: [Effect(LOOK_REST, keyword=_REST[m["r"].lower()])]),
    ]


def fold(before: list[Effect], parsed: list[Effect]) -> list[Effect] | None:
    """What to do with the cards looked at joins the look before it (``None``: no look, or its
    choice is already said)."""
    if not parsed or parsed[0].op not in (LOOK_CHOOSE, LOOK_REST):
        return parsed
    look = before[-1] if before else None
    if look is None or look.op != LOOK_TOP or len(parsed) != 1:
        return None
    if parsed[0].op == LOOK_CHOOSE:
        if look.keyword or parsed[0].keyword.split(":")[2] == "top" and look.amount != 1:  # "if it's …": the top card only
            return None
        before[-1] = replace(look, keyword=parsed[0].keyword)
    else:
        count, what, rest, where = look.keyword.split(":") if look.keyword else ("", "", "?", "")
        if rest:
            return None
        before[-1] = replace(look, keyword=f"{count}:{what}:{parsed[0].keyword}:{where}")
    return []


def complete(effect: Effect) -> bool:
    """A look says what becomes of every card it looks at (a compiled ability has no half-said look)."""
    return effect.op != LOOK_TOP or not effect.keyword or bool(effect.keyword.split(":")[2])


def look_top(state: "MtgState", player: int, amount: int, keyword: str, looker: int) -> None:
    """``looker`` looks at the top ``amount`` cards of ``player``'s library; with a choice to make,
    the resolution pauses for it (CR 608.2c)."""
    top = state.ids(player, "biblioteca")[:amount]
    for cid in top:
        state._card(cid).known |= 1 << looker  # CR 401.5: only the player who looks sees them
    if keyword and top:
        state.searching = (looker, f"{LOOK}{keyword}:{','.join(map(str, top))}")


def _parts(where: str) -> tuple[str, str, str, str, list[int]]:
    count, what, rest, dest, ids = where[len(LOOK):].split(":")
    return count, what, rest, dest, [int(c) for c in ids.split(",") if c]


def _fits(state: "MtgState", cid: int, what: str) -> bool:
    if what == "any":
        return True
    defn = state.defn(cid)
    traits = defn.types | defn.supertypes | set(defn.subtypes)
    return any(word in traits or defn.is_creature and "changeling" in defn.program.keywords and word not in ("creature", "land")
               for word in what.split("|"))


def is_look(where: str) -> bool:
    return where.startswith((LOOK, ORDER))


def look_prompt(state: "MtgState", player: int, where: str) -> Prompt:
    if where.startswith(ORDER):
        order = tuple(int(c) for c in where[len(ORDER):].split(","))
        return Prompt("buscar", player, "Elige la siguiente carta para el fondo de tu biblioteca", order,
                      text_en="Choose the next card for the bottom of your library")
    count, what, _rest, _dest, ids = _parts(where)
    if count == "1":
        return Prompt("buscar", player, "Pon una de ellas en tu mano", tuple(ids), text_en="Put one of them into your hand")
    fitting = tuple(c for c in ids if _fits(state, c, what))
    return Prompt("buscar", player, "Puedes mostrar una de ellas y ponerla en tu mano", fitting,
                  text_en="You may reveal one of them and put it into your hand")


def look_actions(state: "MtgState", player: int, where: str) -> list[Action]:
    """A card to take (or to put on the bottom next); ``done`` when taking one is optional."""
    if where.startswith(ORDER):
        return find_actions(state, player, [int(c) for c in where[len(ORDER):].split(",")])
    count, what, _rest, _dest, ids = _parts(where)
    fitting = [c for c in ids if _fits(state, c, what)]
    return find_actions(state, player, fitting) + ([Action("done", player)] if count == "may" or not fitting else [])


def find_actions(state: "MtgState", player: int, cards: list[int], among: list[int] | None = None) -> list[Action]:
    """One "find" for each card the notation names apart: identical cards are written alike, so
    the one that name reads back as stands for them all (a save names each action once; CR 701.19).
    ``among``: the cards that may be chosen, when ``cards`` holds one of each class of them."""
    kept: list[Action] = []
    for card in cards:
        action = Action("find", player, (card,))
        read = state.parse_action(state.action_to_string(action), player)
        chosen = read if read.kind == "find" and read.cards and read.cards[0] in (among or cards) else action
        if chosen not in kept:
            kept.append(chosen)
    return kept


def finish_look(state: "MtgState", action: Action, player: int, where: str) -> None:
    """The chosen card goes to its owner's hand (revealed if the text says so); the rest goes
    where the text says (CR 608.2c)."""
    state.searching = None
    if where.startswith(ORDER):
        left = [int(c) for c in where[len(ORDER):].split(",")]
        chosen = action.cards[0]
        state.move(chosen, state.owner_zone(chosen, "biblioteca"), bottom=True, keep_state=True)
        left.remove(chosen)
        if len(left) > 1:
            state.searching = (player, ORDER + ",".join(map(str, left)))
        elif left:
            state.move(left[0], state.owner_zone(left[0], "biblioteca"), bottom=True, keep_state=True)
        return
    count, _what, rest, dest, ids = _parts(where)
    if action.kind == "find":
        chosen = action.cards[0]
        if dest == "graveyard":  # "put that card into their graveyard"
            state.move(chosen, state.owner_zone(chosen, "cementerio"), kind="mill")
        elif dest != "hand":  # onto the battlefield (CR 110.2: under the control of the player who puts it)
            state.move(chosen, state.zone(player, "campo"), kind="put")
            if dest == "tapped":
                state.tap(chosen)
        else:
            if count == "may":  # CR 701.16a: revealed, every player sees it
                state._card(chosen).known |= (1 << state.num_players) - 1
                state.emit(Event("reveal", player, chosen, state.defn(chosen).name))
            state.move(chosen, state.owner_zone(chosen, "mano"), kind="draw_choice")
        ids.remove(chosen)
    if rest == "top":  # "if it's a land card, you may …": otherwise it stays where it is
        return
    if rest == "graveyard":
        for cid in ids:
            state.move(cid, state.owner_zone(cid, "cementerio"), kind="mill")
    elif rest == "bottom_random":
        for index in range(len(ids) - 1, 0, -1):  # a random order (CR 401.4): a shuffle of those cards
            other = state.rng.below(index + 1)
            ids[index], ids[other] = ids[other], ids[index]
        for cid in ids:
            state.move(cid, state.owner_zone(cid, "biblioteca"), bottom=True)
    elif len(ids) > 1:  # in any order: the player puts them one at a time
        state.searching = (player, ORDER + ",".join(map(str, ids)))
    elif ids:
        state.move(ids[0], state.owner_zone(ids[0], "biblioteca"), bottom=True, keep_state=True)


__all__ = ["LOOK_CHOOSE", "LOOK_REST", "LOOK_TOP", "complete", "find_actions", "finish_look", "fold", "is_look", "look_actions", "look_prompt",
           "look_top", "top_card_patterns"]
