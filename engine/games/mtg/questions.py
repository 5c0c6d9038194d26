"""Every question a game of Magic asks, and how it is answered: ``QUESTIONS``.

The table maps a prompt's kind to a ``Question``: ``actions`` lists the legal answers in a fixed
order, ``answer`` applies the one chosen and ``refusal`` names the most specific rule that
forbids another (``None``: the general ones, CR 514.1 for a discard, otherwise CR 117.1).
``MtgState`` asks the table (``_legal_actions``, ``_apply``, ``_refusal``); the answers of
priority are ``priority_actions``', those of combat ``combat_questions``', those of a spell
being put on the stack ``pending``'s and ``SpellsMixin``'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from engine.core.actions import Action, Prompt
from engine.core.errors import Rule
from engine.games.mtg import combat_questions as combat, mulligans, pending, priority_actions
from engine.games.mtg import suspend as suspending
from engine.games.mtg.cascade import PROMPT as CASCADE_PROMPT
from engine.games.mtg.chosen_type import PROMPT as TYPE_PROMPT, choose_type, type_actions
from engine.games.mtg.counter_removal import PROMPT as REMOVAL_PROMPT, removal_actions, removal_answer
from engine.games.mtg.cumulative_upkeep import refusal as cumulative_refusal
from engine.games.mtg.discards import discard
from engine.games.mtg.echo import refusal as echo_refusal
from engine.games.mtg.madness import refusal as madness_refusal
from engine.games.mtg.mutate import PROMPT as MERGE_PROMPT, merge, merge_actions
from engine.games.mtg.resolution_costs import answer_may, can_pay_now
from engine.games.mtg.rules import rule
from engine.games.mtg.search import finish_search, search_actions, search_refusal
from engine.games.mtg.spell_copies import PROMPT as RETARGET_PROMPT
from engine.games.mtg.spells import SpellsMixin
from engine.games.mtg.tap_or_untap import PROMPT as TOGGLE_PROMPT, toggle_actions, toggle_answer
from engine.games.mtg.top_or_bottom import PROMPT as PLACING_PROMPT, answer as placing_answer, placing_actions
from engine.games.mtg.trigger_order import order_actions, stack_chosen
from engine.games.mtg.turn_steps import cleanup
from engine.games.mtg.untap_one import PROMPT as UNTAP_PROMPT, untap_actions, untap_chosen

if TYPE_CHECKING:
    from engine.games.mtg.state import MtgState

Actions = Callable[["MtgState", Prompt], "list[Action]"]
Answer = Callable[["MtgState", Action], None]
Refusal = Callable[["MtgState", Action], "Rule | None"]


def _general(state: MtgState, action: Action) -> Rule | None:
    return None


@dataclass(frozen=True, slots=True)
class Question:
    """How a question is answered: the legal answers, what one does, why another is refused."""

    actions: Actions
    answer: Answer
    refusal: Refusal = _general


def refusal(state: MtgState, action: Action) -> Rule:
    """The most specific rule that forbids ``action`` now."""
    prompt = state.prompt
    if prompt is None or action.player != prompt.player:
        return rule("117.1")
    question = QUESTIONS.get(prompt.kind)
    found = question.refusal(state, action) if question is not None else None
    return found or rule("514.1" if action.kind == "discard" else "117.1")


def _after_discard(refuse: Callable[["MtgState"], Rule]) -> Refusal:
    """A refusal that a discard's (CR 514.1) comes before: any answer but a discard is refused by
    ``refuse``."""
    return lambda state, action: rule("514.1") if action.kind == "discard" else refuse(state)


def _by(number: str) -> Refusal:
    """Any answer but a discard is refused by rule ``number``."""
    return _after_discard(lambda state: rule(number))


def _yes_no(state: MtgState, prompt: Prompt) -> list[Action]:
    return [Action("yes", prompt.player), Action("no", prompt.player)]


def _from_hand(verb: str) -> Actions:
    """One card of the hand to choose (one of each set of interchangeable copies)."""
    return lambda state, prompt: [Action(verb, prompt.player, (c,)) for c in state.distinct(state.ids(prompt.player, "mano"))]


# ---------------------------------------------------------------------- questions as a spell or ability resolves


def command_prompt(state: MtgState, card: int) -> Prompt:
    name = state._card_name(card)
    return Prompt("mando", state._card(card).owner, f"¿Devuelves a {name} a la zona de mando?", (card,),
                  text_en=f"Return {name} to the command zone?")


def legend_prompt(legend: tuple[int, tuple[int, ...]]) -> Prompt:
    return Prompt("leyenda", legend[0], "Regla de leyendas: elige cuál se queda", legend[1],
                  text_en="Legend rule: choose the one to keep")


def discard_prompt(state: MtgState, player: int, count: int) -> Prompt:
    return Prompt("descartar", player, f"Descarta {count} carta(s)", tuple(state.ids(player, "mano")),
                  text_en=f"Discard {count} card(s)")


def scry_prompt(scry: tuple[int, tuple[int, ...]]) -> Prompt:
    return Prompt("adivinar", scry[0], "Adivinar: pon en el fondo las que quieras y termina", scry[1],
                  text_en="Scry: put any on the bottom, then done")


def surveil_prompt(surveil: tuple[int, tuple[int, ...]]) -> Prompt:
    return Prompt("escrutar", surveil[0], "Escrutar: pon en el cementerio las que quieras y termina", surveil[1],
                  text_en="Surveil: put any into your graveyard, then done")



def _may_actions(state: MtgState, prompt: Prompt) -> list[Action]:
    if state.may is not None and not can_pay_now(state, state.may):
        return [Action("no", prompt.player)]  # CR 118.3: a cost that can't be paid is not paid
    return _yes_no(state, prompt)


def _answer_may(state: MtgState, action: Action) -> None:
    link, state.may = state.may, None
    answer_may(state, link, action.kind == "yes")  # CR 603.5, 118.12


def _may_refusal(state: MtgState) -> Rule:
    return madness_refusal(state) or echo_refusal(state) or cumulative_refusal(state) or suspending.refusal(state) \
        or rule("118.3")  # a cost to pay as it resolves that can't be paid


def _answer_command(state: MtgState, action: Action) -> None:
    """CR 903.9a: a commander that would leave for another zone may go to the command zone."""
    card = state.to_command
    assert card is not None
    state.to_command = None
    if action.kind == "yes":
        state.move(card, state.zone(state._card(card).owner, "mando"), kind="command")
    else:
        state._card(card).marks["en_zona"] = 1  # stays; not asked again until it moves


def _legend_actions(state: MtgState, prompt: Prompt) -> list[Action]:
    assert state.legend is not None
    return [Action("choose", prompt.player, (c,)) for c in state.legend[1]]


def _copy_actions(state: MtgState, prompt: Prompt) -> list[Action]:
    return [Action("copy", prompt.player, (c,)) for c in state.copy_candidates()] + [Action("no", prompt.player)]


def _color_actions(state: MtgState, prompt: Prompt) -> list[Action]:
    return [Action("color", prompt.player, (prompt.options[0],), choice=c) for c in "WUBRG"]


def _replacement_actions(state: MtgState, prompt: Prompt) -> list[Action]:
    return [Action(state.replacement_verb(), prompt.player, (s.source,), choice=s.timestamp) for s in state.replacement_choices()]


def _answer_replacement(state: MtgState, action: Action) -> None:
    """CR 616.1: the affected player's choice of the prevention effect to apply first."""
    rest = state.choose_replacement(next(s for s in state.replacement_choices() if s.timestamp == action.number))
    if rest is not None:
        state.deal_prevented(rest)


def _scry_actions(state: MtgState, prompt: Prompt) -> list[Action]:
    assert state.scry is not None
    return [Action("bottom", prompt.player, (c,)) for c in state.scry[1]] + [Action("done", prompt.player)]


def _answer_scry(state: MtgState, action: Action) -> None:
    """CR 701.18a: one card to the bottom, or done (the rest stay on top)."""
    assert state.scry is not None
    p = action.player
    if action.kind == "bottom":
        state.move(action.cards[0], state.zone(p, "biblioteca"), bottom=True, keep_state=True)
        left = tuple(c for c in state.scry[1] if c != action.cards[0])
        state.scry = (p, left) if left else None
    else:
        state.scry = None


def _surveil_actions(state: MtgState, prompt: Prompt) -> list[Action]:
    assert state.surveil is not None
    return [Action("graveyard", prompt.player, (c,)) for c in state.surveil[1]] + [Action("done", prompt.player)]


def _answer_surveil(state: MtgState, action: Action) -> None:
    """CR 701.42a: one card into the graveyard, or done."""
    assert state.surveil is not None
    p = action.player
    if action.kind == "graveyard":
        state.move(action.cards[0], state.zone(p, "cementerio"), kind="surveil")
        left = tuple(c for c in state.surveil[1] if c != action.cards[0])
        state.surveil = (p, left) if left else None
    else:
        state.surveil = None


def _answer_discard(state: MtgState, action: Action) -> None:
    """CR 701.8a: an effect's discard, one card at a time; or CR 514.1: down to the maximum hand
    size in the cleanup step."""
    if action.kind != "discard":
        raise ValueError(f"acción desconocida {action.kind}")
    discard(state, action.cards[0])
    if state.discarding:  # an effect's discard
        player, count = state.discarding[0]
        remaining = count - 1 if state.ids(player, "mano") else 0
        state.discarding = (((player, remaining),) if remaining else ()) + state.discarding[1:]
    else:
        cleanup(state)


def _search_refusal(state: MtgState, action: Action) -> Rule | None:
    return search_refusal(state)  # CR 608.2c, 701.17a: a card the text does not let the player choose


def _player(actions: Callable[["MtgState", int], "list[Action]"]) -> Actions:
    """The answers of a question that only depend on who is asked."""
    return lambda state, prompt: actions(state, prompt.player)


def _yes(answer: Callable[["MtgState", bool], None]) -> Answer:
    return lambda state, action: answer(state, action.kind == "yes")


QUESTIONS: dict[str, Question] = {
    "prioridad": Question(lambda state, prompt: state._priority_choices(prompt.player), priority_actions.answer,
                          priority_actions.refusal),
    "mulligan": Question(_player(mulligans.mulligan_actions), mulligans.answer_mulligan),
    "fondo": Question(_from_hand("bottom"), mulligans.answer_bottom),
    "orden": Question(_player(order_actions), stack_chosen),
    "asignar": Question(_player(combat.division_actions), combat.answer_division, combat.division_refusal),
    "quizas": Question(_may_actions, _answer_may, _after_discard(_may_refusal)),
    "mando": Question(_yes_no, _answer_command),
    "leyenda": Question(_legend_actions, lambda state, action: state.keep_legend(action.cards[0])),
    "copia": Question(_copy_actions, lambda state, action: state.enter_as_copy(action.cards[0] if action.kind == "copy" else None),
                      _by("707.5")),
    "color": Question(_color_actions, lambda state, action: state.choose_color(str(action.choice)), _by("105.4")),
    TYPE_PROMPT: Question(_player(type_actions), lambda state, action: choose_type(state, str(action.choice)), _by("205.3m")),
    UNTAP_PROMPT: Question(_player(untap_actions), lambda state, action: untap_chosen(state, action.cards[0]),
                           _by("502.3")),  # Winter Orb: a permanent that is not one of those waiting to untap
    TOGGLE_PROMPT: Question(lambda state, prompt: toggle_actions(prompt.player), _yes(toggle_answer)),
    REMOVAL_PROMPT: Question(lambda state, prompt: removal_actions(prompt.player), _yes(removal_answer)),
    PLACING_PROMPT: Question(lambda state, prompt: placing_actions(prompt.player), _yes(placing_answer)),
    MERGE_PROMPT: Question(lambda state, prompt: merge_actions(prompt.player), _yes(merge)),
    RETARGET_PROMPT: Question(lambda state, prompt: state.retarget_actions(prompt.player),
                              lambda state, action: state.retarget(action.targets[0]),
                              lambda state, action: state.retarget_refusal(action)),
    CASCADE_PROMPT: Question(lambda state, prompt: state.cascade_actions(prompt.player),
                             lambda state, action: state.answer_cascade(action.kind == "yes"),
                             lambda state, action: state.cascade_refusal()),
    "reemplazo": Question(_replacement_actions, _answer_replacement, _by("616.1")),
    "buscar": Question(_player(search_actions), finish_search, _search_refusal),
    "adivinar": Question(_scry_actions, _answer_scry),
    "escrutar": Question(_surveil_actions, _answer_surveil),
    "descartar": Question(_from_hand("discard"), _answer_discard),
    "x": Question(_player(pending.x_actions), pending.answer_x, lambda state, action: rule("601.2h")),
    "objetivo": Question(_player(pending.target_actions), pending.answer_target, pending.target_refusal),
    "atacantes": Question(_player(combat.attacker_actions), combat.answer_attackers, combat.attackers_refusal),
    "bloqueadores": Question(_player(combat.blocker_actions), combat.answer_blockers, combat.blockers_refusal),
}


def _spell_choice(kind: str) -> Question:
    """A choice made while casting a spell or activating an ability (``SpellsMixin``)."""
    return Question(lambda state, prompt: state.spell_choice_actions(prompt.player),
                    lambda state, action: state.apply_spell_choice(action),
                    lambda state, action: state.spell_choice_refusal(kind))


assert not QUESTIONS.keys() & SpellsMixin.SPELL_PROMPTS
QUESTIONS.update((kind, _spell_choice(kind)) for kind in SpellsMixin.SPELL_PROMPTS)
