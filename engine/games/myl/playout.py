"""Which Mitos y Leyendas attacks and blocks the search bot favours (``MylGame.action_prior``).

An Aliado that attacks stays in the attack line until its player's next Agrupación, so it cannot
block the counter-attack (MyL Ataque, Bloqueo, Agrupación); and a fight sends the Aliado with
less Fuerza to the Cementerio (MyL Combate). With uniform choices the search declared every
Aliado it had, one at a time, and its playouts blocked at random: a Fuerza 1 attacker facing a
Fuerza 6 defender looked as good as an unblockable one. These weights make each attack as
likely as the best blocker waiting for it allows, and each block as likely as the fight it
starts, in the tree (PUCT priors, ``engine/ai/ismcts.py``) and in the playouts, for both sides.
Other decisions (the vigil, talismans, targets) keep no preference.
"""

from __future__ import annotations

from engine.core.actions import Action
from engine.games.myl.state import MylState

#: An attack that no waiting blocker can stop without losing the fight (or Imbloqueable).
SAFE_ATTACK = 3.0
#: An attack into a blocker of the same Fuerza (both go to the Cementerio, MyL Combate).
EVEN_ATTACK = 1.0
#: An attack into a blocker with more Fuerza: the attacker dies if it is blocked.
LOSING_ATTACK = 0.3
#: Ending the declaration (the Aliados kept back can block next turn).
DONE = 1.0
#: A block whose blocker survives and destroys the attacker.
WINNING_BLOCK = 4.0
#: A block where both Aliados go to the Cementerio.
EVEN_BLOCK = 1.0
#: A blocker with less Fuerza than the attacker (it dies, the damage is stopped).
CHUMP_BLOCK = 0.2
#: The same when the unblocked attackers would empty the Castillo (MyL Derrota).
DESPERATE_BLOCK = 2.0
#: Letting the attacker through.
NO_BLOCK = 1.0


def attack_weight(state: MylState, attacker: int, strongest_blocker: int | None) -> float:
    """How much the search likes declaring ``attacker``, given the Fuerza of the strongest
    Aliado that could block it (``None``: no blocker)."""
    if strongest_blocker is None or "imbloqueable" in state.defn(attacker).keywords:
        return SAFE_ATTACK
    force = state.fuerza(attacker)
    if force > strongest_blocker:
        return SAFE_ATTACK
    return EVEN_ATTACK if force == strongest_blocker else LOSING_ATTACK


def block_weight(state: MylState, attacker: int, blocker: int | None, lethal: bool) -> float:
    """How much the search likes blocking ``attacker`` with ``blocker`` (``None``: no block);
    ``lethal``: the attackers still to answer would empty the defender's Castillo."""
    if blocker is None:
        return NO_BLOCK
    attack, block = state.fuerza(attacker), state.fuerza(blocker)
    if block > attack:
        return WINNING_BLOCK
    if block == attack:
        return EVEN_BLOCK
    return DESPERATE_BLOCK if lethal else CHUMP_BLOCK


def prior(state: MylState, legal: list[Action]) -> list[float] | None:
    """The weights above for each of ``legal`` while attackers or blockers are declared;
    ``None`` (no preference) at every other decision."""
    prompt = state.prompt
    if prompt is None:
        return None
    if prompt.kind == "ataque":
        strongest = max((state.fuerza(cid) for cid in state.blocker_options()), default=None)
        return [DONE if action.kind == "done" else attack_weight(state, action.cards[0], strongest)
                for action in legal]
    if prompt.kind == "bloqueo":
        coming = sum(state.fuerza(cid) for cid in state.battle.coming() if state.in_play(cid))
        lethal = coming >= len(state.ids(prompt.player, "castillo"))
        return [block_weight(state, action.cards[0], action.targets[0] if action.targets else None, lethal)
                for action in legal]
    return None
