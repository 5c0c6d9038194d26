"""The steps of a Yu-Gi-Oh! duel's automatic procedure (``engine.core.tasks``): one frozen class
per kind of step, its fields the step's arguments. Their handlers are in ``base.TASKS``, each
declared where it is written."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.tasks import Task, task_kind

if TYPE_CHECKING:
    from engine.core.cards import Op
    from engine.games.ygo.base import Activation, Run
    from engine.games.ygo.cards import Effect


# The turn (``state``)
@task_kind
class TurnStart(Task):
    """A turn begins: its Draw Phase."""


@task_kind
class Standby(Task):
    """The Standby Phase."""


@task_kind
class Maintenance(Task):
    """The Standby Phase costs to keep the ``pending`` cards, one card at a time."""

    pending: tuple[int, ...]


@task_kind
class Main(Task):
    """A Main Phase (``phase``: "main1" or "main2")."""

    phase: str


@task_kind
class Principal(Task):
    """The turn player's question in a Main Phase."""


@task_kind
class Window(Task):
    """An open moment (``reason``) in which ``player`` may activate; ``passed`` players passed in a row."""

    reason: str
    player: int
    passed: int


@task_kind
class EndPhase(Task):
    """The End Phase."""


@task_kind
class HandLimit(Task):
    """The turn player discards down to the hand limit."""


@task_kind
class Cleanup(Task):
    """The end of the turn: what lasts until then ends, the turn passes."""



# The Battle Phase (``battle``)
@task_kind
class BattleStart(Task):
    """The Start Step of the Battle Phase."""


@task_kind
class BattleStep(Task):
    """The Battle Step: an attacker and its target, or the end of the phase."""


@task_kind
class AttackConfirmed(Task):
    """The attack declared goes on (or is replayed)."""


@task_kind
class DamageStep(Task):
    """The Damage Step begins."""


@task_kind
class DamageCalc(Task):
    """Damage calculation; ``flipped``: the defender turned face-up by the attack."""

    flipped: int | None


@task_kind
class FlipAfterBattle(Task):
    """The Flip Effect of ``flipped``, after the battle that destroyed ``destroyed``."""

    flipped: int
    destroyed: frozenset[int]


@task_kind
class SendDestroyed(Task):
    """The monsters destroyed by battle go to the Graveyard."""

    destroyed: tuple[int, ...]


@task_kind
class DestroyBattled(Task):
    """A card that destroys the monster it battled does so."""

    attacker: int
    target: int


@task_kind
class DirectDamage(Task):
    """The effects of ``attacker`` that trigger on direct damage."""

    attacker: int


@task_kind
class BattleEnd(Task):
    """The End Step of the Battle Phase, then Main Phase 2."""



# Chains and effects (``chain``, ``triggers``, ``summons``, ``board_ops``, ``pick_ops``)
@task_kind
class Activate(Task):
    """An effect being activated: targets, then costs, then the chain."""

    act: Activation


@task_kind
class ChainWindow(Task, name="chain"):
    """The player with the chain's window may respond; two passes resolve it."""


@task_kind
class Resolve(Task):
    """The newest link of the chain resolves."""


@task_kind
class AfterLink(Task):
    """After a link of ``source`` resolved: a card that does not stay goes to the Graveyard."""

    source: int
    is_card: bool


@task_kind
class RunEffect(Task, name="run"):
    """Operation ``step`` of an effect resolving (``effect`` from the second on)."""

    run: Run
    step: int
    effect: Effect | None = None

    def hashed(self) -> tuple[Any, ...]:
        """The first step's tuple had no ``effect``."""
        if self.effect is None:
            return (self.name, self.run, self.step)
        return (self.name, self.run, self.step, self.effect)


@task_kind
class MakeTokens(Task):
    """The tokens a text prints still to be made (``token_ops``), ``left`` of them."""

    run: Run
    op: Op
    left: int


@task_kind
class SummonTargets(Task):
    """The targets of a Special Summon not ``done`` yet."""

    run: Run
    op: Op
    done: frozenset[int]


@task_kind
class ShuffleDeck(Task):
    """``player`` shuffles their Deck."""

    player: int


@task_kind
class Summoned(Task):
    """``card_id`` was Summoned (``kind``) by ``player``, unless the Summon was negated."""

    card_id: int
    player: int
    kind: str


@task_kind
class SpecialSummoned(Task):
    """``card_id`` was Special Summoned by a procedure (with the summon ``marks``), unless the Summon was negated."""

    card_id: int
    player: int
    marks: tuple[str, ...]


@task_kind
class SummonWindow(Task):
    """The open moment after a Special Summon."""


@task_kind
class GraveyardTrigger(Task):
    """A Trigger Effect of a card sent to the Graveyard starts."""

    card_id: int
    player: int
    index: int


@task_kind
class BeforeDamage(Task):
    """Effects of ``attacker`` before damage calculation."""

    attacker: int


@task_kind
class AfterDamage(Task):
    """Effects after damage calculation, before destroyed monsters leave."""

    attacker: int
    target: int
    flipped: int | None


@task_kind
class EndTriggers(Task):
    """"During your End Phase" effects of the turn player."""


@task_kind
class CoreUpkeep(Task):
    """The End Phase upkeep of the ``pending`` Koa'ki Meiru monsters, one at a time (``upkeep``)."""

    pending: tuple[int, ...]


@task_kind
class OfferTrigger(Task):
    """A Trigger Effect that says "you can" is offered to ``player`` if it can still start."""

    card_id: int
    player: int
    index: int


@task_kind
class OfferActivation(Task):
    """``act`` is offered to its controller; ``chained``: it opens a chain."""

    act: Activation
    chained: bool


@task_kind
class StartTrigger(Task):
    """A Trigger Effect starts if its card is still where it acts from."""

    card_id: int
    player: int
    index: int
