"""Searching a library (CR 701.19): "Search your library for a basic land card, put it onto the
battlefield tapped, then shuffle" (Evolving Wilds, Terramorphic Expanse), "…, reveal it, put it
into your hand, then shuffle", "Search your library for a creature card, …" and "Search your
library for a card, put that card into your hand, then shuffle" (Demonic Tutor).

The effect ``search_basic`` (``keyword``: where it goes — ``tapped``, ``untapped`` or ``hand`` —
and, after a colon, what is searched for: ``basic`` land, ``creature``, ``forest`` — a card with
that land type, as in Kaldheim's Binding the Old Gods — or ``any`` card) pauses the resolution
(CR 608.2c) with the prompt ``buscar``: the player chooses one of the cards that fit, or none
when the search names a quality (CR 701.19b: it need not be found; a search for "a card" finds
one if the library has any); then the library is shuffled.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable

from engine.core.actions import Action, Event, Prompt
from engine.games.mtg.abilities import Effect
from engine.games.mtg.edicts import edict_actions, edict_prompt, finish_edict, is_edict
from engine.games.mtg.graveyard_exile import (finish_graveyard_exile, graveyard_exile_actions, graveyard_exile_prompt,
                                              is_graveyard_exile)
from engine.games.mtg.graveyard_puts import (finish_graveyard_put, graveyard_put_actions, graveyard_put_prompt,
                                             is_graveyard_put)
from engine.games.mtg.greatest_power import finish_greatest, greatest_actions, greatest_prompt, is_greatest
from engine.games.mtg.targeted_tutor import ON_TOP, finish_on_top
from engine.games.mtg.graveyard_tolls import finish_toll, is_toll, toll_actions, toll_prompt
from engine.games.mtg.card_type_reveal import card_type_actions, card_type_prompt, finish_card_type, is_card_type_choice
from engine.games.mtg.graveyard_shuffles import (finish_graveyard_shuffle, graveyard_shuffle_actions, graveyard_shuffle_prompt,
                                                 is_graveyard_shuffle)
from engine.games.mtg.named_search import is_named, named_fits, named_texts
from engine.games.mtg.top_cards import find_actions, finish_look, is_look, look_actions, look_prompt
from engine.games.mtg.rules import rule

if TYPE_CHECKING:
    from engine.core.errors import Rule
    from engine.games.mtg.cards import MtgCard
    from engine.games.mtg.state import MtgState

_WHERE = {"onto the battlefield tapped": "tapped", "onto the battlefield": "untapped", "into your hand": "hand"}
_WHAT = {"a basic land card": "basic", "a creature card": "creature", "a card": "any", "a forest card": "forest",
         "a snow land card": "snow_land",
         "a snow permanent card, a legendary card, or a saga card": "snow_legend_saga"}
_SENTENCE = (r"search your library for (?P<q>a basic land card|a creature card|a card|a Forest card|a snow land card|a snow permanent card, a legendary card, or a Saga card),(?: reveal it,)? put (?:it|that card) "
             r"(?P<w>onto the battlefield tapped|onto the battlefield|into your hand),? then shuffle(?: your library)?")
_PROMPTS = {"basic": ("una carta de tierra básica", "a basic land card"), "creature": ("una carta de criatura", "a creature card"),
            "any": ("una carta", "a card"), "forest": ("una carta de Bosque", "a Forest card"),
            "snow_land": ("una carta de tierra nevada", "a snow land card"),
            "plains": ("una carta de Llanura", "a Plains card"), "island": ("una carta de Isla", "an Island card"),
            "swamp": ("una carta de Pantano", "a Swamp card"), "mountain": ("una carta de Montaña", "a Mountain card"),
            "snow_legend_saga": ("una carta de permanente nevado, una carta legendaria o una carta de saga",
                                 "a snow permanent card, a legendary card, or a Saga card")}


def search_patterns() -> list[tuple[str, Callable[[re.Match[str]], list[Effect]]]]:
    """The sentence templates of this module (``oracle_sentences._Sentence``)."""
    return [(_SENTENCE, lambda m: [Effect("search_basic", who="you", keyword=f"{_WHERE[m['w'].lower()]}:{_WHAT[m['q'].lower()]}")])]


def start_search(state: "MtgState", player: int, where: str) -> None:
    """CR 701.19a: ``player`` looks through their library; what they may find is asked next."""
    state.searching = (player, where)
    for cid in _fitting(state, player, where):  # the searcher sees the cards they may choose
        state._card(cid).known |= 1 << player


def search_prompt(state: "MtgState") -> Prompt:
    assert state.searching is not None
    player, where = state.searching
    if is_look(where):  # CR 401.5: a choice among the top cards looked at
        return look_prompt(state, player, where)
    if is_edict(where):  # CR 701.17a: what to sacrifice
        return edict_prompt(state, player, where)
    if is_graveyard_exile(where):  # CR 406.3: which card to exile
        return graveyard_exile_prompt(state, player, where)
    if is_graveyard_put(where):  # CR 608.2d: which card to put onto the battlefield, if any
        return graveyard_put_prompt(state, player, where)
    if is_greatest(where):  # CR 608.2d: which of the strongest creatures to exile
        return greatest_prompt(state, player, where)
    if is_toll(where):  # CR 608.2c: which cards of the graveyard to exile
        return toll_prompt(state, player, where)
    if is_card_type_choice(where):  # CR 608.2d: a card type
        return card_type_prompt(state, player, where)
    if is_graveyard_shuffle(where):  # CR 608.2c: which cards of a graveyard
        return graveyard_shuffle_prompt(state, player, where)
    es, en = named_texts(_what(where)) if is_named(_what(where)) else _PROMPTS[_what(where)]
    return Prompt("buscar", player, f"Busca en tu biblioteca {es}", tuple(_fitting(state, player, where)),
                  text_en=f"Search your library for {en}")


def search_actions(state: "MtgState", player: int) -> list[Action]:
    """One of each card that fits, or none (CR 701.19b; not for "a card" while there is one)."""
    assert state.searching is not None
    where = state.searching[1]
    if is_look(where):
        return look_actions(state, player, where)
    if is_edict(where):
        return edict_actions(state, player, where)
    if is_graveyard_exile(where):
        return graveyard_exile_actions(state, player, where)
    if is_graveyard_put(where):
        return graveyard_put_actions(state, player, where)
    if is_greatest(where):
        return greatest_actions(state, player, where)
    if is_toll(where):
        return toll_actions(state, player)
    if is_card_type_choice(where):
        return card_type_actions(player, where)
    if is_graveyard_shuffle(where):
        return graveyard_shuffle_actions(state, player, where)
    found = _fitting(state, player, where)
    none = [Action("done", player)] if _what(where) != "any" or not found else []
    return find_actions(state, player, state.distinct(found), found) + none


def finish_search(state: "MtgState", action: Action) -> None:
    """Put the chosen card where the effect says, then shuffle (CR 701.20a)."""
    assert state.searching is not None
    player, where = state.searching
    if is_look(where):
        finish_look(state, action, player, where)
        return
    if is_edict(where):
        finish_edict(state, action, player, where)
        return
    if is_graveyard_exile(where):
        finish_graveyard_exile(state, action, player)
        return
    if is_graveyard_put(where):
        finish_graveyard_put(state, action, player)
        return
    if is_greatest(where):
        finish_greatest(state, action)
        return
    if is_toll(where):
        finish_toll(state, action, player, where)
        return
    if is_card_type_choice(where):
        finish_card_type(state, action, player, where)
        return
    if is_graveyard_shuffle(where):
        finish_graveyard_shuffle(state, action, player, where)
        return
    where = where.partition(":")[0]
    if where == ON_TOP:  # CR 701.20a: shuffled, then the card on top (Varragoth)
        finish_on_top(state, action, player)
        return
    state.searching = None
    if action.kind == "find":
        card = action.cards[0]
        if where == "hand":
            state.move(card, state.zone(player, "mano"), kind="search")
        else:
            state.move(card, state.zone(player, "campo"), kind="search")
            if where == "tapped":
                state.tap(card)
    state.shuffle(state.zone(player, "biblioteca"))
    state.emit(Event("shuffle", player))


def search_refusal(state: "MtgState") -> "Rule | None":
    """The rule an answer to a choice while resolving breaks: among the cards looked at, only what
    the text allows (CR 608.2c); to sacrifice, only one's own permanents of that kind (CR 701.17a);
    in a library searched, a card that matches the description (CR 701.19a: a snow land, not a Forest)."""

    where = state.searching[1] if state.searching is not None else ""
    if is_graveyard_exile(where) or is_graveyard_put(where) or is_greatest(where) or is_toll(where) or is_card_type_choice(where) \
            or is_graveyard_shuffle(where):
        return rule("608.2c")
    return rule("608.2c") if is_look(where) else rule("701.17a") if is_edict(where) else rule("701.19a")


def _snow_legend_saga(defn: "MtgCard") -> bool:
    """"a snow permanent card, a legendary card, or a Saga card" (CR 110.4a: a permanent card)."""
    return "legendary" in defn.supertypes or "saga" in defn.subtypes or (
        "snow" in defn.supertypes and defn.is_permanent)


def _what(where: str) -> str:
    return where.partition(":")[2] or "basic"


def _fitting(state: "MtgState", player: int, where: str) -> list[int]:
    what = _what(where)
    library = state.ids(player, "biblioteca")
    if is_named(what):  # "a card named Halvar, God of Battle or an Equipment card"
        return [c for c in library if named_fits(state.defn(c), what)]
    if what == "any":
        return list(library)
    if what == "creature":
        return [c for c in library if state.defn(c).is_creature]
    if what in ("forest", "plains", "island", "swamp", "mountain"):  # a land type (CR 205.3i), basic or not
        return [c for c in library if what in state.defn(c).subtypes]
    if what == "snow_land":  # CR 205.4g: a land with the supertype snow, basic or not
        return [c for c in library if state.defn(c).is_land and "snow" in state.defn(c).supertypes]
    if what == "snow_legend_saga":  # Search for Glory (CR 205.4g, 205.4d, 714.1)
        return [c for c in library if _snow_legend_saga(state.defn(c))]
    return [c for c in library if state.defn(c).is_land and "basic" in state.defn(c).supertypes]


__all__ = ["finish_search", "search_actions", "search_patterns", "search_prompt", "search_refusal", "start_search"]
