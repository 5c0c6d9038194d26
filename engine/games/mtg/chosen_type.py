"""A creature type chosen as a permanent enters (CR 614.12, 607.2): "As CARDNAME enters the
battlefield, choose a creature type." and its other lines that say "the chosen type" ("Creatures
you control of the chosen type get +1/+1.", Rally the Ranks).

``chosen_type_line`` reads the choice into the static ``CHOOSE_TYPE`` and the bonus into a lord
(``tribal``) whose creature type is ``CHOSEN``. ``ask_creature_type`` asks for the choice as
such a permanent enters (prompt ``PROMPT``, answered ``type Elf``), before any player gets
priority; the answer is remembered on the permanent (mark ``MARK``) until it leaves (CR 400.7),
and ``chosen_for`` gives a ``CHOSEN`` lord that type (CR 607.2: the linked abilities).
The types offered are the creature types of the game's cards (CR 205.3m).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from engine.core.actions import Action, Prompt
from engine.games.mtg.abilities import Ability

if TYPE_CHECKING:
    from engine.games.mtg.base import MtgBase

CHOOSE_TYPE = "choose_type"
CHOSEN = "(chosen type)"  # a lord's ``count`` standing for its source's chosen type
MARK = "tipo_elegido"
PROMPT = "tipo"
_CHOOSE = re.compile(r"As CARDNAME enters(?: the battlefield)?, choose a creature type\.?")
_BONUS = re.compile(r"(?P<o>Other )?[Cc]reatures(?P<y> you control)? of the chosen type get (?P<p>[+-]\d+)/(?P<q>[+-]\d+)"
                    r"(?: and have (?P<k>[a-z ,]+))?\.?")


def chosen_type_line(line: str, keyword_list: Callable[[str], "tuple[str, ...] | None"]) -> Ability | None:
    """CR 614.12: the choice; CR 613.4c: "Creatures you control of the chosen type get +1/+1"."""
    if _CHOOSE.fullmatch(line):
        return Ability("static", line, static=CHOOSE_TYPE)
    match = _BONUS.fullmatch(line)
    if match is None:
        return None
    keywords = keyword_list(match["k"]) if match["k"] else ()
    if keywords is None:
        return None
    return Ability("static", line, static="tribe_anthem" if match["y"] else "tribe_lord", other=bool(match["o"]),
                   power=int(match["p"]), toughness=int(match["q"]), keywords=keywords, count=CHOSEN)


def chosen_for(state: "MtgBase", ability: Ability, source: int) -> Ability:
    """CR 607.2: a lord of "the chosen type" as the lord of the type its source's choice named
    (none yet: of no type)."""
    if ability.count != CHOSEN:
        return ability
    card = state.cards[source]
    return replace(ability, count=str(card.marks.get(MARK, "")) if card is not None else "")


def ask_creature_type(state: "MtgBase", card_id: int) -> None:
    """CR 614.12: a permanent that chooses a creature type as it enters asks its controller now."""
    if state.defn(card_id).program.has_static(CHOOSE_TYPE):
        state._card(card_id).marks[MARK] = ""
        state.choosing_type = card_id


def creature_types(state: "MtgBase") -> list[str]:
    """CR 205.3m: the creature types offered — those of the creature and kindred cards this game
    knows, the players' own cards included."""
    from engine.games.mtg.cards import MtgCard

    return sorted({s for c in state.card_db if isinstance(c, MtgCard) and c.types & {"creature", "kindred", "tribal"}
                   for s in c.subtypes})


def type_prompt(state: "MtgBase") -> Prompt:
    card_id = state.choosing_type
    assert card_id is not None
    name = state._card_name(card_id)
    return Prompt(PROMPT, state._card(card_id).controller, f"Elige un tipo de criatura para {name}", (card_id,),
                  text_en=f"Choose a creature type for {name}")


def type_actions(state: "MtgBase", player: int) -> list[Action]:
    card_id = state.choosing_type
    assert card_id is not None
    return [Action("type", player, (card_id,), choice=t) for t in creature_types(state)]


def choose_type(state: "MtgBase", kind: str) -> None:
    """CR 614.12: the type is remembered on the permanent; its lords now apply to it."""
    card_id, state.choosing_type = state.choosing_type, None
    assert card_id is not None
    state._card(card_id).marks[MARK] = kind.lower()
    state.invalidate_statics()


__all__ = ["CHOOSE_TYPE", "CHOSEN", "MARK", "PROMPT", "ask_creature_type", "choose_type", "chosen_for", "chosen_type_line",
           "creature_types", "type_actions", "type_prompt"]
