"""What a player may play or use now in Mitos y Leyendas, and the rule that forbids the rest
(MyL JC.1–JC.3, JC.5, JC.9, JC.10, Habilidad): ``PlayRules``, a part of the duel's state that
only reads it, with what a card costs and what restricts it (JC.3, JC.12). The state asks it
for the legal plays and the refusals; the procedure (``engine.games.myl.procedure``) asks it
who may answer a response window and what a play costs."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Mapping

from engine.core.actions import Action
from engine.core.cards import normalize_name
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.myl.cards import Ability, Filter, MylCard
from engine.games.myl.rules import rule

if TYPE_CHECKING:
    from engine.games.myl.base import MylBase
    from engine.games.myl.procedure import Pending

#: When a card is played: ``("vigilia",)``, ``("guerra",)`` or ``("respuesta", window, link)``.
PlayContext = tuple[Any, ...]
#: The rule of each response window.
WINDOW_RULES = {"jugar": "JC.5", "cancelar": "JC.6", "entrar": "JC.8", "redirigir": "JC.9", "prevenir": "JC.10"}


class PlayRules:
    """Whether and how a card can be played or an ability used now, for one ``state``."""

    __slots__ = ("state",)

    def __init__(self, state: MylBase) -> None:
        self.state = state

    def play_problem(self, player: int, card_id: int, target: int | None, context: PlayContext) -> Rule | None:
        """Why ``player`` cannot play ``card_id`` (on ``target``) now, or ``None``.

        ``context`` is ``("vigilia",)``, ``("guerra",)`` or ``("respuesta", window, link)``."""
        state = self.state
        problem = self._card_problem(player, card_id, context)
        if problem is not None:
            return problem
        target_rule = self.target_problem(player, card_id, state.defn(card_id).target, target, context)
        if target_rule is not None:
            return target_rule
        return self._payment_problem(player, card_id)

    def _card_problem(self, player: int, card_id: int, context: PlayContext) -> Rule | None:
        """What ``play_problem`` finds before the target: where the card is, when it is played,
        its requirements (JC.1, JC.2)."""
        state = self.state
        card = state._card(card_id)
        defn = state.defn(card_id)
        if card.owner != player or state.place(card_id) != "mano":
            return rule("JC.1", Text("se juegan cartas de tu mano", "cards are played from your hand"))
        window = context[1] if context[0] == "respuesta" else None
        if window is not None:
            if defn.ventana != window:
                return rule(WINDOW_RULES[window], Text("esta carta no se juega en esta ventana",
                                                       "this card is not played in this window"))
        elif defn.ventana is not None:
            return rule("JC.5", Text("esta carta solo se juega en respuesta", "this card is played only in response"))
        elif context[0] == "guerra" and defn.kind != "talisman":
            return rule("Guerra", Text("en la guerra de talismanes solo se juegan Talismanes",
                                       "only Talismanes are played in the talisman war"))
        elif defn.kind == "oro" and state.oro_jugado:
            return rule("Oro")
        problem = self.requirement_problem(card_id, player)
        return rule("JC.2", problem) if problem else None

    def _payment_problem(self, player: int, card_id: int) -> Rule | None:
        """What ``play_problem`` finds after the target: restrictions in play and the costs
        (JC.12, JC.3)."""
        state = self.state
        if self.restricted(card_id, player, False):
            return rule("JC.12", Text("una restricción en juego prohíbe jugar esta carta",
                                      "a restriction in play forbids playing this card"))
        need = self.oro_cost(card_id, player)
        if need > len(state.ids(player, "reserva")):
            return rule("JC.3", Text(f"cuesta {need} Oro y tienes {len(state.ids(player, 'reserva'))} en la reserva",
                                     f"it costs {need} Oro and you have {len(state.ids(player, 'reserva'))} in the reserve"))
        problem = self.extra_cost_problem(card_id, player)
        return rule("JC.3", problem) if problem else None

    def target_problem(self, player: int, source: int, flt: Filter | None, target: int | None, context: PlayContext) -> Rule | None:
        """MyL JC.2: a Talismán (or Arma) defines its target in play before being played; a
        response's target is the card it answers (a redirection names the new target)."""
        state = self.state
        window = context[1] if context[0] == "respuesta" else None
        if window is not None:
            link = context[2]
            played = state.chain.links[link].source
            responde_a = self.response_filter(source)
            if not state.matches(played, responde_a, player):
                return rule(WINDOW_RULES[window], Text("esta respuesta no se aplica a la carta jugada",
                                                       "this response does not apply to the card played"))
            if window == "redirigir":
                if target is None or target not in self.redirect_targets(link, player, source):
                    return rule("JC.9", Text("no hay un nuevo objetivo válido para redirigir",
                                             "there is no new valid target to redirect to"))
                return None
            if target is not None:
                return rule(WINDOW_RULES[window], Text("la respuesta se aplica a la carta jugada, sin otro objetivo",
                                                       "the response applies to the card played, with no other target"))
            if window == "cancelar" and not state.defn(played).abilities_for("al_entrar"):
                return rule("JC.6", Text("la carta no tiene una Habilidad disparada que cancelar",
                                         "the card has no triggered ability to cancel"))
            if window == "prevenir" and not any(p.target == played for p in self.state.procedure.link_play(link).pending):
                return rule("JC.10", Text("ninguna Habilidad en juego está afectando a la carta",
                                          "no ability in play is affecting the card"))
            return None
        if flt is None:
            return None if target is None else rule("JC.2", Text("esta carta no tiene objetivo", "this card has no target"))
        if target is None:
            return rule("JC.2", Text("define el objetivo de la carta", "define the card's target"))
        if not state.in_play(target) or not state.matches(target, flt, player):
            return rule("JC.11" if state.defn(source).kind == "arma" else "JC.2",
                        Text("no es un objetivo válido en juego", "not a valid target in play"))
        return None

    def response_filter(self, source: int) -> Filter | None:
        state = self.state
        if state.place(source) == "mano":
            return state.defn(source).responde_a
        ability = self.activated_ability(source)
        return ability.responde_a if ability is not None else None

    def activated_ability(self, card_id: int) -> Ability | None:
        state = self.state
        found = state.defn(card_id).abilities_for("activada")
        return found[0][1] if found else None

    def activation_problem(self, player: int, card_id: int, target: int | None, context: PlayContext) -> Rule | None:
        """MyL Habilidad: an activated ability of your card in play, once per turn, paying its cost."""
        state = self.state
        card = state._card(card_id)
        ability = self.activated_ability(card_id) if state.in_play(card_id) else None
        if ability is None or card.controller != player or card.marks.get("petrificado"):
            return rule("Habilidad", Text("no es una Habilidad activada de una carta tuya en juego",
                                          "not an activated ability of a card of yours in play"))
        window = context[1] if context[0] == "respuesta" else None
        if ability.ventana != window:
            return rule(WINDOW_RULES.get(window or "", "Habilidad"),
                        Text("esta Habilidad no se usa ahora", "this ability is not used now"))
        if card.marks.get("usada") == state.turn:
            return rule("Habilidad", Text("ya se usó este turno", "it was already used this turn"))
        if ability.cost_oro > len(state.ids(player, "reserva")):
            return rule("Pago", Text(f"cuesta {ability.cost_oro} Oro", f"it costs {ability.cost_oro} Oro"))
        return self.target_problem(player, card_id, ability.target if window is None else None, target, context)

    def play_actions(self, player: int, context: PlayContext) -> list[Action]:
        """Every card ``player`` may play and ability they may activate in ``context``."""
        state = self.state
        actions: list[Action] = []
        window = context[1] if context[0] == "respuesta" else None
        # left out before finding which copies are alike: cards that are not played now at all
        # (asked in every response window of every card played, for both players)
        playable = [cid for cid in state.ids(player, "mano") if self._played_in(state.defn(cid), window, context)]
        reserve = len(state.ids(player, "reserva"))
        for cid in state.distinct(playable):
            # play_problem with what does not depend on the target asked once per card; the Oro
            # first (JC.3): most cards in hand cost more than the reserve holds
            if self.oro_cost(cid, player) > reserve or self._card_problem(player, cid, context) is not None \
                    or self._payment_problem(player, cid) is not None:
                continue
            defn = state.defn(cid)
            for target in self._target_options(player, cid, defn.target, context):
                if self.target_problem(player, cid, defn.target, target, context) is None:
                    actions.append(Action("play", player, (cid,), () if target is None else (target,)))
        for cid in state.activators():  # at every listing: the cheap tests first
            card = state._card(cid)
            found = card.defn.abilities_for("activada")  # type: ignore[attr-defined]  # a MylCard
            if not found or card.controller != player or found[0][1].ventana != window:
                continue
            ability = found[0][1]
            flt = ability.target if window is None else None
            for target in self._target_options(player, cid, flt, context):
                if self.activation_problem(player, cid, target, context) is None:
                    actions.append(Action("activate", player, (cid,), () if target is None else (target,)))
        return actions

    @staticmethod
    def _played_in(defn: MylCard, window: str | None, context: PlayContext) -> bool:
        """Whether a card of ``defn`` is played in ``window`` (``None``: outside responses) of
        ``context``: a response only in its window, only Talismanes in the talisman war."""
        return defn.ventana == window and (context[0] != "guerra" or defn.kind == "talisman")

    def _target_options(self, player: int, source: int, flt: Filter | None, context: PlayContext) -> Iterable[int | None]:
        state = self.state
        if context[0] == "respuesta":
            if context[1] == "redirigir":
                return self.redirect_targets(context[2], player, source)
            return [None]
        if flt is None:
            return [None]
        return [cid for cid in state.permanents() if state._card(cid).attached_to is None]

    def redirect_targets(self, link: int, player: int, source: int) -> list[int]:
        """MyL JC.9: new targets for a pending effect on the played card."""
        state = self.state
        play = self.state.procedure.link_play(link)
        own = state.defn(source).target if state.place(source) == "mano" else None
        found: list[int] = []
        for pending in play.pending:
            for cid in state.permanents():
                if cid != pending.target and cid not in found and state._card(cid).attached_to is None \
                        and self.redirectable(pending, cid) and state.matches(cid, own, player):
                    found.append(cid)
        return found

    def redirectable(self, pending: Pending, card_id: int) -> bool:
        """A new target for a pending effect: a card in play of the type the effect concerns."""
        state = self.state
        flt = state.defn(pending.source).abilities[pending.ability].responde_a
        return state.in_play(card_id) and (flt is None or flt.what in ("carta", state.kind(card_id)))

    # ------------------------------------------------------------------ costs and restrictions

    def oro_cost(self, card_id: int, player: int, free: bool = False) -> int:
        """MyL JC.3, JC.3.1, JC.3.2: increases added, then reductions subtracted, never below 0;
        a free play pays only the additional Oro costs."""
        state = self.state
        defn = state.defn(card_id)
        extra = sum(int(op.get("amount", 1)) for op in defn.extra_costs if op.name == "oro") if defn.extra_costs else 0
        if free:
            return extra
        ups = downs = 0
        for source, static in state.statics():
            if static.kind == "coste" and self.applies_to_play(card_id, player, static.applies, state._card(source).controller):
                if static.amount > 0:
                    ups += static.amount
                else:
                    downs -= static.amount
        return max(0, defn.cost + ups - downs) + extra

    def applies_to_play(self, card_id: int, player: int, flt: Filter, viewer: int) -> bool:
        """A filter on a card being played, whose side is its player's (it is not in play)."""
        state = self.state
        if flt.side == "propio" and player != viewer or flt.side == "rival" and player == viewer:
            return False
        defn = state.defn(card_id)
        if flt.what != "carta" and defn.kind != flt.what:
            return False
        if flt.max_coste is not None and defn.cost > flt.max_coste:
            return False
        return flt.raza is None or normalize_name(defn.raza) == normalize_name(flt.raza)

    def restricted(self, card_id: int, player: int, free: bool) -> bool:
        """MyL JC.12: a restriction in play forbids this card (some only when played for free)."""
        state = self.state
        statics = state.statics()
        return bool(statics) and any(
            static.kind == "restriccion" and (free or not static.gratis)
            and self.applies_to_play(card_id, player, static.applies, state._card(source).controller)
            for source, static in statics
        )

    def extra_cost_problem(self, card_id: int, player: int) -> Text | None:
        """Why the non-Oro additional costs cannot be paid (MyL JC.3), or ``None``."""
        state = self.state
        for op in state.defn(card_id).extra_costs:
            amount = int(op.get("amount", 1))
            others = [c for c in state.ids(player, "cementerio") if c != card_id]  # a card played from there
            if op.name == "desterrar_cementerio" and len(others) < amount:
                return Text(f"hay que desterrar {amount} cartas del Cementerio",
                            f"{amount} cards must be banished from the Cementerio")
            if op.name == "dano_propio" and len(state.ids(player, "castillo")) < amount:
                return Text(f"hay que mover {amount} cartas del Castillo", f"{amount} cards must be moved from the Castle")
        return None

    def requirement_problem(self, card_id: int, player: int) -> Text | None:
        """MyL JC.2: the card's own requirements to be played."""
        state = self.state
        req: Mapping[str, Any] = state.defn(card_id).requirement
        if not req:  # most cards ask for nothing
            return None
        mine = state.aliados(player)
        if "aliados" in req and len(mine) < int(req["aliados"]):
            return Text(f"necesita {req['aliados']} Aliados en juego", f"it needs {req['aliados']} Aliados in play")
        if "raza" in req and not any(normalize_name(state.defn(a).raza) == normalize_name(req["raza"]) for a in mine):
            return Text(f"necesita un Aliado {req['raza']} en juego", f"it needs a {req['raza']} Aliado in play")
        return None
