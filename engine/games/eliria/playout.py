"""Which Eliria moves the search bot favours (``EliriaGame.action_prior``), in its tree and playouts.

Uniformly random playouts spend the three combat cards of the game (Eliria 9) at once: in the
movement phase every combat card in hand can be played face up or down into every free slot,
so those moves crowd out passing. Then a player with an empty board and nothing left to play
loses at its power phase (7.b), and the search learns little about keeping a reserve. These
weights play a combat card from the hand only when the board is empty (or rarely otherwise),
rarely sacrifice a combat card (Pacto de Sangre drew three cards for one of the three
combatants of the game and lost the deck race, 7.c), attack whenever an attack is there (one
per turn, 12.d), and otherwise pick evenly. The tree uses the same weights as priors (PUCT,
``engine/ai/ismcts.py``): with about 20 moves in a movement phase and a few hundred
iterations, trying each move in turn left every one ten-odd visits, too few to tell them apart.
"""

from __future__ import annotations

from engine.core.actions import Action
from engine.games.eliria.state import EliriaState

#: A combat card played from the hand while its player still has a combatant on the board.
EXTRA_COMBATANT = 0.03
#: Passing the movement phase while there are combatants on the board.
PASS = 1.0
#: Turning a card face up, playing or setting an invocation, moving a combatant.
OTHER = 0.5
#: Each attack in the attack phase, against passing it.
ATTACK = 4.0
#: Playing or turning up an invocation that sacrifices one of its player's combat cards (not a
#: token): one of the three combatants of the game (Eliria 9) gone for a few cards or power.
SACRIFICE = 0.05


def weight(state: EliriaState, action: Action, combatants: int) -> float:
    """How much the playout likes ``action``; ``combatants``: how many its player has on the board."""
    kind = action.kind
    if kind in ("play", "flip") and action.targets and state.defn(action.cards[0]).sacrifice \
            and not state.defn(action.targets[0]).is_token:
        return SACRIFICE
    if kind == "attack":
        return ATTACK
    if kind in ("play", "set") and state.defn(action.cards[0]).is_combat:  # from the hand (Eliria 9)
        return 1.0 if combatants == 0 else EXTRA_COMBATANT
    if kind == "pass":
        return PASS if combatants else 0.01  # an empty board at the power phase loses (7.b)
    return OTHER


def prior(state: EliriaState, legal: list[Action]) -> list[float] | None:
    """The weights above for each of ``legal``; ``None`` (no preference) outside the movement
    and attack phases (mulligan, who starts, reactions)."""
    prompt = state.prompt
    if prompt is None or prompt.kind not in ("movimiento", "ataque"):
        return None
    combatants = len(state.combatants(prompt.player))
    return [weight(state, action, combatants) for action in legal]
