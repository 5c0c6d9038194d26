"""Activations, chains and the operations of effects (YGO Cadenas, CartasMagicas, CartasDeTrampa,
CartasDeMonstruosDeEfecto).

A card or effect is activated in three contexts: ``main`` (the turn player's open Main Phase:
every Spell Speed), ``window`` (an open moment of a phase or step: Spell Speed 2 or more) and
``chain`` (a response to the newest link: an equal or higher Spell Speed, never 1 —
YGO Cadenas.8–16). A player with nothing to activate is not asked.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from engine.core.actions import Action, Event
from engine.core.cards import Card, CardDef, Op
from engine.core.chain import Chain, ChainLink, ChainPolicy
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.ygo.base import ANSWERS, FIELD_ZONES, OPS, TASKS, Activation, Run
from engine.games.ygo.summons import SummonMixin
from engine.games.ygo.cards import Effect, TargetSpec, YgoCard
from engine.games.ygo.rules import rule

#: YGO Cadenas.2, Cadenas.4: after a link the opponent may respond; two passes in a row resolve
#: the whole chain, last link first.
POLICY = ChainPolicy(adder_keeps_window=False, resolve_whole=True)
#: The zones a target of each kind is in ("field": any card on the field).
TARGET_ZONES = {"magias": ("magias", "campo_magico"), "field": ("monstruos", "magias", "campo_magico")}
#: What a negating card answers, by its ``when``: (the kind of card activated, only the opponent's, words).
ACTIVATIONS = {"activation": ("", False, ("una Mágica o Trampa", "a Spell or Trap")),
               "opponent_activation": ("", True, ("una Mágica o Trampa del adversario", "an opponent's Spell or Trap")),
               "spell_activation": ("spell", False, ("una Mágica", "a Spell")),
               "trap_activation": ("trap", False, ("una Trampa", "a Trap")),
               "monster_activation": ("monster", False, ("el efecto de un monstruo", "an Effect Monster's effect"))}
#: The chain link a negating card answers: a card's activation, or a monster's effect (Divine Wrath).
_LINK_ANSWERED = {False: "card", True: "effect"}
#: When a monster's "when this card is Summoned" effect starts, by how it was summoned.
SUMMON_TRIGGERS = {"summon": ("summon_normal", "summon_any", "summon_all", "summon_normal_flip"),
                   "flip": ("summon_all", "summon_flip", "summon_normal_flip"),
                   "special": ("summon_special", "summon_any", "summon_all")}
#: Spells and traps that leave the field once resolved (YGO Resumen.1–2, CartasDeTrampa.3, .7).
ONE_SHOT = {("spell", "normal"), ("spell", "quickplay"), ("spell", "ritual"), ("trap", "normal"), ("trap", "counter")}
MAIN_PHASES = ("main1", "main2")
#: The open window an effect answering something needs (YGO CartasDeTrampa.7, CuadroDeReferenciaRapida.9).
ANSWERED_WINDOWS = {"opponent_summon": "summoned", "opponent_summoning": "summoning", "opponent_attack": "attack",
                    "any_attack": "attack"}
#: What answers any Summon (Normal, Flip or Special: 激流葬 Torrential Tribute), and the windows it opens.
ANY_SUMMONS = ("any_summon", "opponent_any_summon")
SUMMONED_WINDOWS = ("summoned", "special_summoned")


class EffectsMixin(SummonMixin):
    """What can be activated, how an activation is built, chained and resolved."""

    # ------------------------------------------------------------------ which effect a card uses

    def card_effect(self, card_id: int) -> int:
        """The effect a spell or trap card activates, or the first a monster uses from the hand
        (``-1``: none automated)."""
        defn = self.defn(card_id)
        if defn.is_monster:
            found = defn.effects_from(self.zone_of(card_id))
            return found[0][0] if found else -1
        return defn.activated_effect

    def effect_of(self, card_id: int, index: int) -> Effect | None:
        return self.defn(card_id).effects[index] if index >= 0 else None

    def context(self) -> str:
        if self.chain.links:
            return "chain"
        if self.prompt is not None and self.prompt.kind == "principal":
            return "main"
        return "window"

    # ------------------------------------------------------------------ legality

    def activation_actions(self, player: int, context: str) -> list[Action]:
        """Every ``activate`` action ``player`` may take in ``context``."""
        # asked at every open moment of every phase, for both players (mostly to find nothing):
        # kept lean, the cards read straight from the zones; a card from the hand or set
        # face-down is left out at once below Spell Speed 2 outside the Main Phase (Cadenas.9: a
        # Quick-Play Spell is Spell Speed 2), set this turn (CartasDeTrampa.1, CartasMagicas.15)
        # or when its effect answers something this moment is not (``_may_answer``)
        actions: list[Action] = []
        cards, zones = self.cards, self.zones
        hand, spells, field_spell, monsters = (self._listing_zones or self._find_listing_zones())[player]
        main = context == "main"
        candidates: list[int] = []
        if main or player == self.turn_player:  # spells from the hand: any in the Main Phase, else Quick-Play ones
            for cid in zones[hand]:
                defn: YgoCard = cards[cid].defn  # type: ignore[union-attr, assignment]
                if (defn.kind == "spell" if main else defn.sub == "quickplay") and self._may_answer(defn, player):
                    candidates.append(cid)
        turn = self.turn
        for zone in (spells, field_spell):
            for cid in zones[zone]:
                card = cards[cid]
                assert card is not None
                defn = card.defn  # type: ignore[assignment]
                if card.face_up:  # its effects: Quick ones, and in the Main Phase the Ignition ones too
                    if defn.quick_effects or main and defn.effects_at_will:
                        candidates.append(cid)
                elif (main or defn.speed >= 2) and self._may_answer(defn, player) \
                        and not (card.marks.get("set") == turn and (defn.kind == "trap" or defn.sub == "quickplay")):
                    candidates.append(cid)
        if candidates:
            for cid in self.distinct(candidates) if len(candidates) > 1 else candidates:
                card = cards[cid]
                assert card is not None
                defn = card.defn  # type: ignore[assignment]
                if card.face_up and self.zone_table[card.zone][1].name != "mano":
                    for index_, effect_ in defn.effects_at_will if main else defn.quick_effects:
                        if self._when_allows(effect_, player) \
                                and self.effect_problem(cid, player, index_, context, is_card=False) is None:
                            actions.append(Action("activate", player, (cid,), choice=index_))
                    continue
                effect = self.card_effect(cid) if defn.kind == "monster" else defn.activated_effect
                if self.effect_problem(cid, player, effect, context, is_card=True) is None:
                    actions.append(Action("activate", player, (cid,), choice=effect))
        for cid in zones[monsters]:
            card = cards[cid]
            assert card is not None
            if not card.face_up or card.controller != player:
                continue
            defn = card.defn  # type: ignore[assignment]
            # Ignition Effects in the Main Phase only; an effect this copy used this turn is left
            # out at once (CartasDeMonstruosDeEfecto.1, as ``effect_problem`` refuses it)
            for index_, effect_ in defn.effects_at_will if main else defn.quick_effects:
                if effect_.once == "copy" and card.marks.get(f"used{index_}") == turn and defn.is_monster:
                    continue
                if self._when_allows(effect_, player) and self.effect_problem(cid, player, index_, context, False) is None:
                    actions.append(Action("activate", player, (cid,), choice=index_))
        if self.zone_effects is not False and self.has_zone_effects():  # most duels have none
            actions += self._zone_effect_actions(player, context)
        return actions

    #: The player whose effect is resolving an operation now (``None``: none is), for what it sends to the Graveyard.
    sender: int | None = None

    #: Each player's hand, Spell & Trap Zones, Field Zone and Monster Zones as zone numbers (the
    #: game's layout, the same for every duel): found once, for ``activation_actions``.
    _listing_zones: tuple[tuple[int, int, int, int], ...] | None = None

    def _find_listing_zones(self) -> tuple[tuple[int, int, int, int], ...]:
        index = self.zone_index
        self._listing_zones = tuple((index[(p, "mano")], index[(p, "magias")], index[(p, "campo_magico")],
                                     index[(p, "monstruos")]) for p in range(self.num_players))
        return self._listing_zones

    def _zone_effect_actions(self, player: int, context: str) -> list[Action]:
        """Monster effects used from the hand or the Graveyard: Ignition Effects in the Main Phase,
        Quick Effects whenever (YGO Cartas.2: the card says where it is used from)."""
        actions: list[Action] = []
        if not self.has_zone_effects():  # asked at every listing: most duels have no such card
            return actions
        for zone in ("mano", "cementerio"):
            for cid in self.distinct(c for c in self.ids(player, zone) if self.defn(c).effects_from(zone)):
                for index, effect in self.defn(cid).effects_from(zone):
                    if (context == "main" or effect.trigger == "quick") \
                            and self.effect_problem(cid, player, index, context, False) is None:
                        actions.append(Action("activate", player, (cid,), choice=index))
        return actions

    def has_zone_effects(self) -> bool:
        """Whether any card of the duel has effects used from the hand or the Graveyard, worked
        out once (again when cards are created or their identities change)."""
        if self.zone_effects is None:
            self.zone_effects = any(card is not None and (card.defn.effects_from("mano")  # type: ignore[attr-defined]
                                                          or card.defn.effects_from("cementerio"))  # type: ignore[attr-defined]
                                    for card in self.cards)
        return self.zone_effects

    def has_watched(self) -> bool:
        """Whether any card of the duel has text checked after every step (a monster that destroys
        itself when a condition holds, an Equip Card that takes control: ``check_state``), worked
        out once (again when cards are created or their identities change): most duels have none."""
        if self.watched is None:
            self.watched = any(word.startswith(textops.WATCHED)
                               for card in self.cards if card is not None for word in self.defn(card.id).keywords)
        return self.watched

    def create_card(self, defn: CardDef, owner: int, zone: int, *, face_up: bool | None = None) -> int:
        self.zone_effects = self.watched = None
        return super().create_card(defn, owner, zone, face_up=face_up)

    def _identities_changed(self) -> None:
        super()._identities_changed()
        self.zone_effects = self.watched = None

    def _may_answer(self, defn: YgoCard, player: int) -> bool:
        """Whether what the effect a spell or trap card activates answers lets ``player``
        activate it now (``_when_allows``), for ``activation_actions`` to leave out what
        ``effect_problem`` would surely refuse."""
        index = defn.activated_effect
        return index < 0 or self._when_allows(defn.effects[index], player)

    def _when_allows(self, effect: Effect, player: int) -> bool:
        """Whether what ``effect`` answers (its ``when``) lets ``player`` activate it now, by the
        window, the chain and the phase alone: the first tests of ``_condition_problem``, for
        the listing to skip ``effect_problem`` where they surely refuse."""
        when = effect.when
        if when is None:
            return True
        if when in ANSWERED_WINDOWS:
            return self.window_reason == ANSWERED_WINDOWS[when]
        if when in ANY_SUMMONS:
            return self.window_reason in SUMMONED_WINDOWS
        if when in ACTIVATIONS:
            links = self.chain.links
            return bool(links) and links[-1].kind == _LINK_ANSWERED[ACTIVATIONS[when][0] == "monster"]
        if when == "own_main_or_opponent_battle":
            return self.phase in MAIN_PHASES if player == self.turn_player else self.phase == "battle"
        return True

    def effect_problem(self, card_id: int, player: int, index: int, context: str, is_card: bool) -> Rule | None:
        """Why ``player`` cannot activate effect ``index`` of ``card_id`` now (``None``: they can)."""
        card = self._card(card_id)
        defn: YgoCard = card.defn  # type: ignore[assignment]  # every card of this game is a YgoCard
        zone = self.zone_table[card.zone][1].name
        effect = defn.effects[index] if index >= 0 else None
        if card.controller != player or zone not in ("mano", "magias", "campo_magico", "monstruos") \
                and not (effect is not None and effect.zone == zone):
            return rule("PalabrasClave.1", Text("solo activas tus propias cartas", "you activate only your own cards"))
        if is_card and defn.sub == "field" and player != self.turn_player:
            return rule("CartasMagicas.13")
        speed = defn.speed if is_card else (2 if effect is not None and effect.trigger == "quick" else 1)
        top_speed = self.chain.links[-1].data[0] if context == "chain" else 0
        if speed < top_speed == 3:
            return rule("Cadenas.15")  # only Spell Speed 3 answers a Counter Trap, whatever the speed
        if context != "main" and speed < 2:
            return rule("Cadenas.9")
        attacker = self.attacker
        if attacker is not None and defn.kind != "monster" and self.is_monster_on_field(attacker) \
                and self._card(attacker).controller != player and self.has_keyword(attacker, "attack_lock"):
            return rule("Cartas.2", Text("el monstruo que ataca impide activar Mágicas y Trampas hasta el final del Damage Step",
                                         "the attacking monster keeps Spells and Traps from being activated until the end of the Damage Step"))
        summon = self.last_summon
        if defn.kind == "trap" and context != "main" and self.window_reason == "summoned" and summon is not None \
                and self.is_monster_on_field(summon[0]) and self.has_keyword(summon[0], "summon_trap_lock") \
                and self._card(summon[0]).marks.get("summoned_summon") == self.turn:
            return rule("Cartas.2", Text("el monstruo Invocado de forma Normal impide activar Trampas en respuesta",
                                         "the monster Normal Summoned keeps Traps from being activated in answer"))
        if speed < top_speed:
            return rule("Cadenas.8")
        if context == "window" and self.window_reason == "summoning" and (effect is None or effect.when != "opponent_summoning"):
            return rule("CartasDeTrampa.7", Text("mientras se Invoca un monstruo solo se niega la Invocación",
                                                 "while a monster is being Summoned only the Summon may be negated"))
        if self.step == "damage" and (effect is None or not effect.modifies_stats):
            return rule("CuadroDeReferenciaRapida.16")
        if is_card:
            problem = self._card_timing_problem(card, defn, zone, player, context)
            if problem is not None:
                return problem
        elif defn.is_monster:
            if effect is None or effect.trigger not in ("ignition", "quick", "procedure"):
                return rule("CartasDeMonstruosDeEfecto.3", Text("ese efecto no se activa a voluntad",
                                                                "that effect is not activated at will"))
            if effect.zone and zone != effect.zone:
                return rule("Cartas.2", Text("la carta dice desde dónde se usa este efecto",
                                             "the card says where this effect is used from"))
            if effect.zone and any(link.source == card_id for link in self.chain.links):  # it stays in the hand (消战者)
                return rule("Cartas.2", Text("el efecto de esta carta ya está en la cadena",
                                             "this card's effect is already on the chain"))
            if not effect.zone and (not card.face_up or zone != "monstruos"):
                return rule("CartasDeMonstruosDeEfecto.5", Text("el efecto es de un monstruo boca arriba en el campo",
                                                                "the effect belongs to a face-up monster on the field"))
            if not effect.zone and self.effects_negated(card_id):
                return rule("Cartas.2", Text("los efectos de este monstruo están anulados",
                                             "this monster's effects are negated"))
            if effect.once == "copy" and card.marks.get(f"used{index}") == self.turn:
                return rule("CartasDeMonstruosDeEfecto.1", Text("este efecto ya se usó este turno",
                                                                "this effect was already used this turn"))
            if effect.trigger in ("ignition", "procedure") and (player != self.turn_player or self.phase not in MAIN_PHASES):
                return rule("Cadenas.9")
        elif effect is not None:  # the effect of a face-up Spell or Trap
            if not card.face_up:
                return rule("PalabrasClave.1", Text("la carta se activa antes de usar su efecto",
                                                    "the card is activated before its effect is used"))
            if effect.once == "copy" and card.marks.get(f"used{index}") == self.turn:
                return rule("Cartas.2", Text("este efecto ya se usó este turno", "this effect was already used this turn"))
        if effect is not None:
            once = self._once_problem(card_id, player, effect) if effect.once else None  # most have no limit
            return once or self._condition_problem(card_id, player, effect)
        return None

    def _once_key(self, card_id: int, player: int, effect: Effect) -> str | None:
        if not effect.once.startswith("name:"):
            return None
        return f"{self.turn}:{player}:{self.defn(card_id).name}:{effect.once}"

    def _once_problem(self, card_id: int, player: int, effect: Effect) -> Rule | None:
        """YGO Cartas.2: "you can only use this effect of "X" once per turn" — per player, over
        every copy of the card."""
        key = self._once_key(card_id, player, effect)
        if key is not None and key in self.used_names:
            return rule("Cartas.2", Text(f"el efecto de «{self.defn(card_id).name}» solo se usa una vez por turno",
                                         f"the effect of «{self.defn(card_id).name}» is used only once per turn"))
        return None

    def mark_used(self, card_id: int, player: int, index: int) -> None:
        """Remember an effect used this turn: by this copy, and by name when its text says so."""
        self._card(card_id).marks[f"used{index}"] = self.turn
        key = self._once_key(card_id, player, self.defn(card_id).effects[index])
        if key is not None:
            this_turn = f"{self.turn}:"
            self.used_names = frozenset(k for k in self.used_names if k.startswith(this_turn)) | {key}

    def _card_timing_problem(self, card: Card, defn: YgoCard, zone: str, player: int, context: str) -> Rule | None:
        """Why a spell or trap card in ``zone`` cannot be activated now: when its type allows."""
        own_turn = player == self.turn_player
        if defn.kind == "trap":
            if zone == "mano":
                return rule("PhasesDelJuego.35")
            if card.marks.get("set") == self.turn:
                return rule("CartasDeTrampa.1")
        elif defn.sub == "quickplay":
            if zone == "mano" or card.marks.get("set") == self.turn:
                if not own_turn or self.phase not in ("main1", "main2", "battle"):
                    return rule("CartasMagicas.15")
                if zone != "mano":
                    return rule("CartasMagicas.15", Text("no el turno en que se colocó", "not in the turn it was set"))
        else:
            if defn.sub == "field" and not own_turn:
                return rule("CartasMagicas.13")
            if not own_turn or self.phase not in MAIN_PHASES or context != "main":
                return rule("CartasMagicas.1")
        if zone == "mano" and defn.sub != "field" and self.spell_count(player) >= 5:
            return rule("AreaDeJuego.8")
        if "no_activation" in card.marks and card.marks["no_activation"] == self.turn:  # "… cannot be activated this turn" (泉之精灵)
            return rule("Cartas.2", Text("esta carta no se puede activar este turno", "this card cannot be activated this turn"))
        if zone in ("magias", "campo_magico") and card.face_up:
            return rule("PalabrasClave.1", Text("la carta ya está activada", "the card is already activated"))
        return None

    def _condition_problem(self, card_id: int, player: int, effect: Effect) -> Rule | None:
        when = effect.when
        if when is None:  # most effects answer nothing in particular
            pass
        elif when == "opponent_summon":
            summon = self.last_summon
            if self.window_reason != ANSWERED_WINDOWS[when] or summon is None or summon[1] == player or not self.is_monster_on_field(summon[0]):
                return rule("CartasDeTrampa.7", Text("responde a la invocación de un monstruo del adversario",
                                                     "it answers the Summon of an opponent's monster"))
            if effect.min_atk is not None and self.stats(summon[0])[0] < effect.min_atk:
                return rule("Cartas.2", Text(f"el monstruo invocado necesita al menos {effect.min_atk} ATK",
                                         f"the summoned monster needs at least {effect.min_atk} ATK"))
        elif when == "any_attack":
            if self.window_reason != "attack" or self.attacker is None or not self.is_monster_on_field(self.attacker):
                return rule("CuadroDeReferenciaRapida.9", Text("responde a la declaración de un ataque",
                                                               "it answers the declaration of an attack"))
        elif when in ANY_SUMMONS:
            summon = self.last_summon
            if self.window_reason not in SUMMONED_WINDOWS or summon is None or not self.is_monster_on_field(summon[0]) \
                    or when == "opponent_any_summon" and summon[1] == player:
                return rule("Cartas.2", Text("la carta responde a la Invocación de un monstruo" + (" del adversario" if when != "any_summon" else ""),
                                             "the card answers the Summon of " + ("a monster" if when == "any_summon" else "an opponent's monster")))
        elif when == "opponent_summoning":
            summon = self.last_summon
            if self.window_reason != ANSWERED_WINDOWS[when] or summon is None or summon[1] == player or not self.is_monster_on_field(summon[0]):
                return rule("CartasDeTrampa.7", Text("responde a un monstruo que el adversario está Invocando",
                                                     "it answers a monster the opponent is Summoning"))
        elif when == "opponent_attack":
            attacker = self.attacker
            if self.window_reason != ANSWERED_WINDOWS[when] or attacker is None or not self.is_monster_on_field(attacker) \
                    or self._card(attacker).controller == player:
                return rule("CuadroDeReferenciaRapida.9", Text("responde a un ataque del adversario",
                                                               "it answers an attack by the opponent"))
        elif when in ACTIVATIONS:
            top = self.chain.links[-1] if self.chain.links else None
            kind = self.defn(top.source).kind if top is not None and self.cards[top.source] is not None else ""
            if top is None or top.kind != _LINK_ANSWERED[ACTIVATIONS[when][0] == "monster"] \
                    or (ACTIVATIONS[when][0] and kind != ACTIVATIONS[when][0]) \
                    or (ACTIVATIONS[when][1] and top.controller == player):
                return rule("CartasDeTrampa.7", Text("responde a la activación de " + ACTIVATIONS[when][2][0],
                                                     "it answers the activation of " + ACTIVATIONS[when][2][1]))
        elif when == "own_main_or_opponent_battle":
            mine = player == self.turn_player and self.phase in MAIN_PHASES
            theirs = player != self.turn_player and self.phase == "battle"
            if not (mine or theirs):
                return rule("Cartas.2", Text("en tu Main Phase o en la Battle Phase del adversario",
                                             "in your Main Phase or the opponent's Battle Phase"))
        costs = effect.costs
        if costs and any(cost.name == "tribute_self" for cost in costs) and not self.is_monster_on_field(card_id):
            return rule("CartasDeMonstruosDeEfecto.6")
        mill = sum(int(cost.get("count", 1)) for cost in costs if cost.name == "mill") if costs else 0
        if mill and len(self.ids(player, "mazo")) < mill:
            return rule("CartasDeMonstruosDeEfecto.6")
        if costs and not textops.picks_payable(self, player, card_id, costs):
            return rule("CartasDeMonstruosDeEfecto.6")
        for condition in effect.conditions:
            if not self._condition_holds(card_id, player, condition):
                if condition in textops.CONDITION_RULES:  # a condition the rulebook states itself
                    return rule(textops.CONDITION_RULES[condition])
                return rule("Cartas.2", Text("no se cumple la condición que pone la carta",
                                             "the condition the card states is not met"))
        if effect.cost_lp and self.lp(player) < effect.cost_lp:
            return rule("CartasDeMonstruosDeEfecto.6")
        if effect.cost_discard or costs and effect.cost_to_deck:
            others = [c for c in self.ids(player, "mano") if c != card_id]
            if len(others) < effect.cost_discard + effect.cost_to_deck:
                return rule("CartasDeMonstruosDeEfecto.6")
        if effect.target is not None and len(self.target_candidates(effect.target, player, card_id)) < effect.target.count:
            return rule("Cartas.2", Text("no hay ningún objetivo válido", "there is no valid target"))
        for op in effect.ops:
            problem = self._op_problem(card_id, player, op, effect)
            if problem is not None:
                return problem
        return None

    def _condition_holds(self, card_id: int, player: int, condition: str) -> bool:
        """Whether a condition a card text states holds now (``Effect.conditions``)."""
        mine = self.monsters(player)
        if condition == "no_own_monsters":
            return not mine
        if condition == "only_opponent_monsters":
            return not mine and bool(self.monsters(self.opponent(player)))
        if condition == "no_own_spells":
            return not self.ids(player, "magias") and not self.ids(player, "campo_magico")
        if condition.startswith("own_has:"):
            part = condition.split(":", 1)[1]
            return any(self._card(c).face_up and part in self.defn(c).name for c in mine if c != card_id)
        if condition == "field_spell":  # "while a Field Spell is face-up on the field"
            return any(self._card(c).face_up and self.defn(c).sub == "field"
                       for side in range(self.num_players) for c in self.ids(side, "campo_magico"))
        if condition.startswith("field_has:"):  # "while "X" is on the field": face-up, either side
            name = condition.split(":", 1)[1]
            return any(self._card(c).face_up and self.defn(c).name == name
                       for side in range(self.num_players) for zone in FIELD_ZONES for c in self.ids(side, zone))
        if condition == "summoned_or_flipped_this_turn":  # a Spirit's turn (summon_triggers marks it)
            marks = self._card(card_id).marks
            return self.turn in (marks.get("summoned_summon"), marks.get("summoned_flip"))
        if condition.startswith("has:"):  # "if you control a face-up … monster" (the text's slots)
            return bool(textops.field_has(self, player, card_id, json.loads(condition[4:])))
        if condition.startswith("hand_size:"):  # "if you have N cards in your hand"
            return len(self.ids(player, "mano")) == int(condition.split(":", 1)[1])
        if condition == "not_sent_this_turn":
            return self._card(card_id).marks.get("to_gy") != self.turn
        return textops.condition_holds(self, card_id, player, condition)

    def _op_problem(self, card_id: int, player: int, op: Op, effect: Effect) -> Rule | None:
        name = op.name
        if name == "summon_self" and not textops.may_special_summon(self.defn(card_id), by=self.defn(card_id).name):
            return rule("Cartas.2", Text("esta carta no se puede Invocar de forma especial así",
                                         "this card cannot be Special Summoned this way"))
        if name == "summon_self" and self.unique_problem(card_id, player) is not None:
            return self.unique_problem(card_id, player)
        if name in ("special_summon", "token", "control", "summon_self") and not self.monster_room(player):
            return rule("ControlDeUnMonstruoDelAdversario.4" if name == "control" else "AreaDeJuego.4")
        if name == "fusion" and not self.fusion_options(player, card_id):
            return rule("CartasDeMonstruosFusion.3")
        if name == "ritual" and not self.ritual_options(player, card_id):
            return rule("CartasDeMonstrusDeRitual.3")
        if name == "extra_summon" and not self.summon_actions(player, extra=True):
            return rule("PhasesDelJuego.11", Text("no tienes ningún monstruo que invocar", "you have no monster to summon"))
        if name == "destroy" and op.get("what") in ("opponent_monsters", "all_monsters"):
            pool = self.monsters(self.opponent(player)) if op.get("what") == "opponent_monsters" else self.all_monsters()
            if not pool:
                return rule("Cartas.2", Text("no hay monstruos que destruir", "there are no monsters to destroy"))
        if name == "destroy_all" and not textops.field_matches(self, player, op, card_id):
            return rule("Cartas.2", Text("no hay ninguna carta como las que el texto destruye",
                                         "there is no card such as the text destroys"))
        if name == "negate_attack" and self.attacker is None:
            return rule("CuadroDeReferenciaRapida.9")
        if name in ("search", "summon_from", "send_from") and not textops.candidates(self, player, op, card_id):
            return rule("Cartas.2", Text("no hay ninguna carta como la que nombra el texto",
                                         "there is no card such as the text names"))
        if name == "summon_from" and not self.monster_room(player, [card_id] if effect.costs else []) \
                and not any(o.name == "tribute" for o in effect.ops):
            return rule("AreaDeJuego.4")
        return textops.op_problem(self, card_id, player, op, effect)

    def target_candidates(self, spec: TargetSpec, player: int, source: int, exclude: frozenset[int] = frozenset()) -> list[int]:
        """The cards ``spec`` may target for ``player`` (YGO Cartas.2: as the card says)."""
        sides = {"own": (player,), "opponent": (self.opponent(player),), "any": (0, 1)}[spec.side]
        zones = TARGET_ZONES.get(spec.zone, (spec.zone,))
        found = []
        for side in sides:
            for zone in zones:
                for cid in self.ids(side, zone):
                    if cid == source or cid in exclude:
                        continue
                    card = self._card(cid)
                    defn = self.defn(cid)
                    if spec.kind is not None and defn.kind != spec.kind:
                        continue
                    if spec.face_up is not None and card.face_up != spec.face_up:
                        continue
                    if spec.min_atk is not None and self.stats(cid)[0] < spec.min_atk:
                        continue
                    if spec.race is not None and defn.race != spec.race:
                        continue
                    if spec.name_has is not None and spec.name_has not in defn.name:
                        continue
                    if spec.max_level is not None and (not defn.is_monster or defn.level > spec.max_level):
                        continue
                    if spec.summoned and not textops.may_special_summon(defn, zone, self.defn(source).name):
                        continue
                    if spec.filter and not textops.matches(defn, dict(spec.filter)):
                        continue
                    if ("attacker", True) in spec.filter and cid != self.attacker:
                        continue  # "target the attacking monster"
                    found.append(cid)
        return textops.unshielded(self, found) if found and spec.zone in ("monstruos", "field") else found

    # ------------------------------------------------------------------ building an activation

    def begin_activation(self, player: int, card_id: int, index: int) -> Activation:
        """Put the card on the field face-up (a spell from hand, a set card) and return the
        activation to complete (targets, costs)."""
        card = self._card(card_id)
        defn = self.defn(card_id)
        zone = self.zone_of(card_id)
        is_card = defn.kind in ("spell", "trap") and not (card.face_up and zone != "mano")
        speed = defn.speed if is_card else (2 if defn.effects[index].trigger == "quick" else 1)
        if is_card:
            if defn.sub == "field":
                self._place_field_spell(card_id, player)
            elif zone == "mano":
                self.move(card_id, self.zone(player, "magias"), kind="activate")
            card = self._card(card_id)
            card.face_up = True
            card.known = (1 << self.num_players) - 1
            self.emit(Event("activate", player, card_id, defn.name))
        else:
            self.emit(Event("activate", player, card_id, defn.name, amount=index))
        if index >= 0 and (not is_card or defn.effects[index].once):
            self.mark_used(card_id, player, index)
        return Activation(card_id, player, index, is_card=is_card, speed=speed)

    def _place_field_spell(self, card_id: int, player: int) -> None:
        """YGO AreaDeJuego.2, CartasMagicas.12: one Field Spell active across both fields; a new
        one sends the previous to the graveyard."""
        zone = self.zone(player, "campo_magico")
        for cid in list(self.zones[zone]):
            if cid != card_id:
                self.send_to_graveyard(cid)
        other = self.opponent(player)
        for cid in list(self.ids(other, "campo_magico")):
            if self._card(cid).face_up:
                self.send_to_graveyard(cid)
        if self._card(card_id).zone != zone:
            self.move(card_id, zone, kind="activate")

    @TASKS.on("activate")
    def _t_activate(self, act: Activation) -> None:
        """Choose targets, then discard costs, then pay Life Points and chain (or apply)."""
        effect = self.effect_of(act.source, act.effect)
        if effect is not None and effect.target is not None and len(act.targets) < effect.target.count:
            options = [c for c in self.target_candidates(effect.target, act.player, act.source, act.exclude)
                       if c not in act.targets]  # "target 2 cards": chosen one at a time, each once
            if not options and act.immediate and not act.targets:
                return  # a flip effect with nothing left to affect
            if options:
                self.ask("objetivo", act.player, ("Elige el objetivo", "Choose the target"), tuple(options), (act,))
                return
        if effect is not None and len(act.discarded) < effect.cost_discard + effect.cost_to_deck:
            hand = tuple(c for c in self.ids(act.player, "mano") if c != act.source and c not in act.discarded)
            ask = (("Descarta una carta como coste", "Discard a card as the cost") if len(act.discarded) < effect.cost_discard
                   else ("Pon una carta de tu mano encima del Mazo como coste", "Place a card from your hand on top of the Deck as the cost"))
            self.ask("coste", act.player, ask, hand, (act,))
            return
        picks = textops.picked_costs(effect.costs) if effect is not None and effect.costs else ()
        if picks and effect is not None and len(act.discarded) < effect.cost_discard + effect.cost_to_deck + len(picks):
            cost = picks[len(act.discarded) - effect.cost_discard - effect.cost_to_deck]
            payers = tuple(c for c in textops.cost_options(self, act.player, act.source, cost) if c not in act.discarded)
            self.ask("coste", act.player, textops.PICK_QUESTIONS[str(cost.get("how"))], payers, (act,))
            return
        if effect is not None and effect.cost_lp:
            self.change_lp(act.player, -effect.cost_lp)
        for i, cid in enumerate(act.discarded):
            if picks and effect is not None and i >= effect.cost_discard + effect.cost_to_deck:
                textops.pay_picked(self, cid, picks[i - effect.cost_discard - effect.cost_to_deck])
            elif effect is not None and i >= effect.cost_discard:
                self.move(cid, self.zone(act.player, "mazo"), kind="cost")  # on top of the Deck (Cartas.2)
            else:
                self.send_to_graveyard(cid, kind="discard")
        for cost in effect.costs if effect is not None else ():
            if cost.name == "tribute_self" and self.is_monster_on_field(act.source):
                self.send_to_graveyard(act.source, kind="tribute")  # YGO CartasDeMonstruosDeEfecto.6: the cost is paid
            elif cost.name == "banish_self" and self.zone_of(act.source) == "cementerio":
                self.leave_field_to(act.source, "desterradas")  # YGO PalabrasClave.5
            elif cost.name in ("discard_self", "send_self") and self.zone_of(act.source) == "mano":
                self.send_to_graveyard(act.source, kind="discard" if cost.name == "discard_self" else "send")
            elif cost.name == "mill":
                OPS.handlers["mill"](self, Run(act.source, act.player, act.effect), cost)
            else:
                textops.pay_cost(self, act.source, cost)
        run = Run(act.source, act.player, act.effect, act.targets, act.exclude)
        if act.immediate or (effect is not None and effect.trigger == "procedure"):
            self.then(("run", run, 0), ("summon_window",))
            return
        label = self.defn(act.source).name
        link = ChainLink(act.source, act.player, act.effect, act.targets, "card" if act.is_card else "effect", label,
                         (act.speed,))
        self.chain = self.chain.add(link, POLICY, self.num_players)
        self.emit(Event("chain_link", act.player, act.source, label, amount=len(self.chain)))  # YGO Cadenas.2: from 1

    @ANSWERS.on("objetivo")
    def _answer_objetivo(self, prompt: Any, action: Action) -> None:
        act: Activation = prompt.data[0]
        self.then(("activate", replace(act, targets=act.targets + action.cards)))

    @ANSWERS.on("coste")
    def _answer_coste(self, prompt: Any, action: Action) -> None:
        act: Activation = prompt.data[0]
        self.then(("activate", replace(act, discarded=act.discarded + action.cards)))

    # ------------------------------------------------------------------ the chain

    @TASKS.on("chain")
    def _t_chain(self) -> None:
        """YGO Cadenas.4: the other player may always respond; two passes resolve the chain."""
        if not self.chain.links:
            return
        if self.chain.all_passed(self.num_players):
            self.then(("resolve",))
            return
        player = self.chain.window
        assert player is not None
        actions = self.activation_actions(player, "chain")
        if actions:
            self.ask("ventana", player, ("¿Respondes a la cadena?", "Respond to the chain?"), (), ("chain",))
            self.listed = (self.prompt, actions)
        else:
            self.chain = self.chain.pass_window(self.num_players)
            self.then(("chain",))

    @TASKS.on("resolve")
    def _t_resolve(self) -> None:
        """YGO Cadenas.2, Cadenas.6: resolve from the newest link down to link 1."""
        if not self.chain.links:
            self.chain = Chain()
            self.negated = frozenset()
            summon = self.last_summon
            if summon is not None and self.cards[summon[0]] is not None and "summon_window" in self._card(summon[0]).marks:
                self.then(("summon_window",))
            return
        link, rest = self.chain.pop()
        self.chain = rest
        index = len(rest.links)
        self.tasks.append(("resolve",))
        self.emit(Event("resolve", link.controller, link.source, link.label, amount=index + 1))
        if index in self.negated or self.cards[link.source] is None:
            return
        self.then(("run", Run(link.source, link.controller, link.effect, link.targets, link=index), 0),
                  ("after_link", link.source, link.kind == "card"))

    @TASKS.on("after_link")
    def _t_after_link(self, source: int, is_card: bool) -> None:
        """A resolved normal, quick-play or ritual spell, normal or counter trap goes to the
        graveyard; continuous, field and equip cards stay (an equip only on a monster)."""
        if is_card and self.cards[source] is not None and self.defn(source).kind == "spell":
            textops.spell_resolved(self, source)  # "each time a Spell Card is activated": Spell Counters, LP
        if not is_card or not self.on_field(source):
            return
        defn = self.defn(source)
        if (defn.kind, defn.sub) in ONE_SHOT and not textops.stays(self, source) \
                or (defn.sub == "equip" and "equip" not in self._card(source).marks):
            self.send_to_graveyard(source, kind="resolved")

    # ------------------------------------------------------------------ running operations

    @TASKS.on("run")
    def _t_run(self, run: Run, step: int) -> None:
        if self.cards[run.source] is None:
            return
        defn = self.defn(run.source)
        if run.effect < 0:
            if step == 0:
                if not defn.automated:  # shown for manual resolution
                    self.emit(Event("manual", run.player, run.source, defn.name, text=defn.text))
                elif defn.sub == "equip" and run.targets:
                    self._equip(run)
            return
        effect = defn.effects[run.effect]
        if step == 0 and defn.sub == "equip":
            self._equip(run)
        if step == 0 and len(run.targets) == 1 and defn.kind == "monster" and textops.lone_target_negates(self, run.targets[0]):
            self.emit(Event("negate", run.player, run.source, defn.name))  # Chaos Command Magician (Cartas.2)
            return
        if step >= len(effect.ops):
            return
        self.tasks.append(("run", run, step + 1))
        op = effect.ops[step]
        self.sender = run.player  # whose effect moves the cards it moves (textops.sent_by_opponent)
        OPS.handlers[op.name](self, run, op)
        self.sender = None

    def _equip(self, run: Run) -> None:
        """YGO CartasMagicas.7–9: an equip stays in its player's zone, on a face-up monster."""
        live = [t for t in run.targets if self.is_monster_on_field(t) and self._card(t).face_up]
        if live and self.on_field(run.source):
            self._card(run.source).marks["equip"] = live[0]
            self.emit(Event("equip", run.player, run.source, self.defn(run.source).name))
            textops.equipped(self, run.source, live[0])

    def live_targets(self, run: Run) -> list[int]:
        """Targets still where they were chosen (a card that left is no longer affected)."""
        effect = self.effect_of(run.source, run.effect)
        zone = effect.target.zone if effect is not None and effect.target is not None else "monstruos"
        zones = TARGET_ZONES.get(zone, (zone,))
        return [t for t in run.targets if self.cards[t] is not None and self.zone_of(t) in zones and t not in run.exclude]

    def what(self, run: Run, what: str) -> list[int]:
        player = run.player
        if what == "target":
            return self.live_targets(run)
        if what == "opponent_monsters":
            found = list(self.monsters(self.opponent(player)))
        elif what == "all_monsters":
            found = self.all_monsters()
        elif what == "own_monsters":
            found = list(self.monsters(player))
        elif what in ("all_spells", "opponent_spells", "own_spells", "all_cards", "opponent_cards", "own_cards"):
            sides = {"all": (player, self.opponent(player)), "opponent": (self.opponent(player),), "own": (player,)}
            zones = ("magias", "campo_magico") + (("monstruos",) if what.endswith("cards") else ())
            found = [cid for side in sides[what.split("_")[0]] for zone in zones for cid in self.ids(side, zone)]
        elif what in ("attack_monsters", "own_attack_monsters"):
            pool = self.all_monsters() if what == "attack_monsters" else self.monsters(player)
            found = [cid for cid in pool if self._card(cid).face_up and not self._card(cid).rotated]
        elif what == "opponent_attack_monsters":
            found = [cid for cid in self.monsters(self.opponent(player))
                     if self._card(cid).face_up and not self._card(cid).rotated]
        elif what == "summoned":
            found = [self.last_summon[0]] if self.last_summon and self.is_monster_on_field(self.last_summon[0]) else []
        elif what == "attacker":
            found = [self.attacker] if self.attacker is not None and self.is_monster_on_field(self.attacker) else []
        elif what == "self":
            found = [run.source] if self.on_field(run.source) else []
        else:
            raise ValueError(f"«what» desconocido: {what}")
        return [cid for cid in found if cid not in run.exclude]

    @OPS.on("destroy")
    def _op_destroy(self, run: Run, op: Op) -> None:
        for cid in self.what(run, str(op.get("what", "target"))):
            if self.cards[cid] is not None:
                self.send_to_graveyard(cid)

    @OPS.on("modify")
    def _op_modify(self, run: Run, op: Op) -> None:
        for cid in self.what(run, str(op.get("what", "target"))):
            if self.is_monster_on_field(cid):
                self.modify(cid, int(op.get("atk", 0)), int(op.get("def", 0)), str(op.get("until", "turn")), run.source)

    @OPS.on("draw")
    def _op_draw(self, run: Run, op: Op) -> None:
        who = str(op.get("who", "self"))
        players = {"self": [run.player], "opponent": [self.opponent(run.player)], "both": [run.player, self.opponent(run.player)]}
        for player in players[who]:
            if not self.draw(player, int(op.get("count", 1))):
                return

    @OPS.on("damage")
    def _op_damage(self, run: Run, op: Op) -> None:
        who = str(op.get("who", "opponent"))
        players = {"opponent": [self.opponent(run.player)], "self": [run.player], "both": [0, 1]}[who]
        for player in players:
            self.change_lp(player, -int(op.get("amount", 0)))

    @OPS.on("banish")
    def _op_banish(self, run: Run, op: Op) -> None:
        """YGO PalabrasClave.5: a banished card is not sent to the graveyard and does not come
        back in this duel."""
        for cid in self.what(run, str(op.get("what", "target"))):
            self.leave_field_to(cid, "desterradas")

    @OPS.on("flip_up")
    def _op_flip_up(self, run: Run, op: Op) -> None:
        """Turn face-down monsters face-up: their Flip Effects activate (YGO
        CartasDeMonstruosDeEfecto.3, PhasesDelJuego.27), applied as part of this effect."""
        for cid in self.what(run, str(op.get("what", "all_monsters"))):
            card = self._card(cid)
            if card.face_up:
                continue
            card.face_up = True
            card.known = (1 << self.num_players) - 1
            self.emit(Event("flip", card.controller, cid, card.defn.name, amount=1))
            self.trigger_flip(cid, card.controller, immediate=True)

    @OPS.on("return")
    def _op_return(self, run: Run, op: Op) -> None:
        """Return monsters to their owner's hand (a Fusion Monster to the Fusion Deck instead)."""
        for cid in self.what(run, str(op.get("what", "target"))):
            self.leave_field_to(cid, "mano")

    @OPS.on("gain")
    def _op_gain(self, run: Run, op: Op) -> None:
        who = str(op.get("who", "self"))
        players = {"self": [run.player], "opponent": [self.opponent(run.player)], "both": [run.player, self.opponent(run.player)]}[who]
        for player in players:
            self.change_lp(player, int(op.get("amount", 0)))

    @OPS.on("negate")
    def _op_negate(self, run: Run, op: Op) -> None:
        """A counter trap negates the activation it answered (the link below) and destroys it."""
        below = run.link - 1
        if below < 0 or below >= len(self.chain.links):
            return
        self.negated = self.negated | {below}
        source = self.chain.links[below].source
        self.emit(Event("negate", run.player, source, self._card_name(source)))
        if self.cards[source] is not None and self.on_field(source):
            self.send_to_graveyard(source)

    @OPS.on("negate_summon")
    def _op_negate_summon(self, run: Run, op: Op) -> None:
        """YGO CartasDeTrampa.7: the Summon is negated — the monster never was summoned (nothing
        answers its Summon, the Normal Summon stays used) — and it is destroyed."""
        summon = self.last_summon
        if summon is None or not self.is_monster_on_field(summon[0]):
            return
        self.emit(Event("negate_summon", run.player, summon[0], self._card_name(summon[0])))
        self.send_to_graveyard(summon[0])

    @OPS.on("negate_attack")
    def _op_negate_attack(self, run: Run, op: Op) -> None:
        if self.attacker is not None:
            self.attack_negated = True
            self.emit(Event("negate_attack", run.player, self.attacker, self._card_name(self.attacker)))

    @OPS.on("control")
    def _op_control(self, run: Run, op: Op) -> None:
        """YGO ControlDeUnMonstruoDelAdversario.2–4: the monster moves to your zone until the End
        Phase and counts toward your 5."""
        for cid in self.live_targets(run):
            card = self._card(cid)
            if card.controller == run.player or not self.monster_room(run.player) \
                    or card.face_up and self.has_keyword(cid, "control_locked"):  # YGO Cartas.2: its text says so
                continue
            self.move(cid, self.zone(run.player, "monstruos"), face_up=card.face_up, keep_state=True, kind="control")
            card.controller = run.player
            card.known |= 1 << run.player
            card.marks["control_until_end"] = self.turn

    @OPS.on("token")
    def _op_token(self, run: Run, op: Op) -> None:
        """YGO FichasDeMonstruo.1–3: tokens appear by an effect and count toward the 5."""
        defn = self.card_db.find(str(op.get("card")))
        assert isinstance(defn, YgoCard) and defn.is_token, f"ficha desconocida {op.get('card')}"
        for _ in range(int(op.get("count", 1))):
            if not self.monster_room(run.player):
                break
            cid = self.create_card(defn, run.player, self.zone(run.player, "monstruos"))
            card = self._card(cid)
            card.rotated = op.get("position", "defense") == "defense"
            card.marks["summoned"] = self.turn
            self.emit(Event("token", run.player, cid, defn.name))

    @OPS.on("special_summon")
    def _op_special_summon(self, run: Run, op: Op) -> None:
        """YGO PhasesDelJuego.31: a Special Summon by a spell, trap or effect, face-up in the
        position its controller chooses."""
        for cid in self.live_targets(run):
            summonable = textops.may_special_summon(self.defn(cid), self.zone_of(cid), self.defn(run.source).name)
            summonable = summonable and self.unique_problem(cid, run.player) is None
            if self.monster_room(run.player) and (self.zone_of(cid) == "fusion" or summonable):
                position = str(op.get("position", ""))
                if position:
                    self.place_monster(cid, run.player, True, position == "defense", "special_summon")
                    self.special_summoned(cid, run.player, textops.summon_marks(op))
                    textops.bind(self, run, cid, op)
                else:
                    textops.bind(self, run, cid, op)  # the answer places it: nothing comes between
                    self.ask_position(run.player, cid, textops.summon_marks(op))
                return

    def ask_position(self, player: int, card_id: int, marks: tuple[str, ...] = ()) -> None:
        self.ask("posicion", player, ("¿En Posición de Ataque o de Defensa?", "Attack or Defense Position?"), (card_id,),
                 (card_id, marks))

    @ANSWERS.on("posicion")
    def _answer_posicion(self, prompt: Any, action: Action) -> None:
        card_id, marks = prompt.data
        self.place_monster(card_id, action.player, True, action.choice == "defense", "special_summon")
        self.special_summoned(card_id, action.player, marks)

    def special_summoned(self, card_id: int, player: int, marks: tuple[str, ...] = ()) -> None:
        """A monster was Special Summoned: its "when Special Summoned" effects start — unless the
        effect that summoned it negates its effects (YGO Cartas.2), which it has none of while it
        stays face-up on the field (``effects_negated``). ``marks``: what the summoning effect
        says of it (``summon_marks``)."""
        for mark in marks:
            self._card(card_id).marks[mark] = self.turn
        self.emit(Event("special_summon", player, card_id, self.defn(card_id).name))
        self.last_summon = (card_id, player)
        self._card(card_id).marks["summon_window"] = self.turn  # answered once what summoned it is over
        self.summon_triggers(card_id, player, "special")
        if self._card(card_id).marks.get("from_gy") == self.turn:
            self.spell_triggers(self._card(card_id).owner, "own_gy_summoned")

    @TASKS.on("summon_window")
    def _t_summon_window(self) -> None:
        """After a Special Summon — by a procedure or an effect applied at once, or by a chain once it has
        resolved — the cards that answer any Summon get their window (YGO PhasesDelJuego.31, Cartas.2)."""
        summon = self.last_summon
        if summon is None or not self.is_monster_on_field(summon[0]) \
                or self._card(summon[0]).marks.pop("summon_window", None) != self.turn:
            return
        if not any(effect.when in ANY_SUMMONS for player in range(self.num_players)
                   for cid in self.ids(player, "magias") for effect in self.defn(cid).effects):
            return  # nobody is asked when no set card answers it (a cheap first look, as for the Summon itself)
        self.window_reason = "special_summoned"
        self.then(("window", "special_summoned", self.turn_player, 0))

    def summon_triggers(self, card_id: int, player: int, how: str) -> None:
        """YGO CartasDeMonstruosDeEfecto.7: a Trigger Effect "when this card is Summoned" starts
        when its condition is met; an optional one ("you can") is offered to its controller. The
        card remembers how it was summoned this turn (a Spirit returns at the End Phase of the turn
        it was Normal Summoned or flipped)."""
        self._card(card_id).marks[f"summoned_{how}"] = self.turn
        defn = self.defn(card_id)
        if not defn.automated or not defn.effects or self.effects_negated(card_id):
            return
        for index, effect in enumerate(defn.effects):
            if effect.trigger not in SUMMON_TRIGGERS[how]:
                continue
            if self._condition_problem(card_id, player, effect) is not None or self._once_problem(card_id, player, effect):
                continue
            if effect.optional:
                self.then(("offer_trigger", card_id, player, index))
            else:
                self.then(("start_trigger", card_id, player, index))

    def check_state(self) -> None:
        """As the base does (Life Points), then the monsters whose text destroys them when a condition holds
        (``textops.self_destructs``, YGO Cartas.2)."""
        super().check_state()
        if self.outcome is None and self.has_watched():
            textops.self_destructs(self)
            textops.equip_control_lost(self)

    def send_to_graveyard(self, card_id: int, kind: str = "destroy") -> None:
        """As the base does; a monster destroyed by battle starts the "when this card destroys an
        opponent's monster by battle" effects of the monster it battled (``battle_triggers``)."""
        partner = None
        if kind == "battle" and self.attacker is not None:
            partner = self.attack_target if card_id == self.attacker else (self.attacker if card_id == self.attack_target else None)
        came_from = self.zone_of(card_id) if self.sender is not None else ""
        destroyed_of = self._card(card_id).controller if kind in ("destroy", "battle") and self.is_monster_on_field(card_id) else None
        super().send_to_graveyard(card_id, kind)
        if destroyed_of is not None:
            self.spell_triggers(destroyed_of, "own_monster_destroyed")
            textops.destroyed_by_opponent(self, card_id, destroyed_of, kind)
        if came_from in ("mano", "mazo"):
            textops.sent_by_opponent(self, card_id, came_from)
        if partner is not None:
            self.battle_triggers(partner)

    def spell_triggers(self, player: int, trigger: str) -> None:
        """YGO CartasMagicas.3, Cartas.2: a face-up Continuous Spell's Trigger Effect starts — "if a monster you
        control is destroyed by battle or card effect: …" (Supply Squad), once per turn when it says so; "when a
        monster in your GY is Special Summoned, you can …" (Card of Safe Return) is offered."""
        for cid in self.ids(player, "magias"):
            defn = self.defn(cid)
            if not self._card(cid).face_up or not defn.automated or self.effects_negated(cid):
                continue
            for index, effect in defn.effects_for(trigger):
                self.then(("offer_trigger" if effect.optional else "start_trigger", cid, player, index))

    def battle_triggers(self, card_id: int) -> None:
        """YGO CartasDeMonstruosDeEfecto.7: "when this card destroys an opponent's monster by battle
        (and sends it to the GY)" starts if this card is still face-up on the field; an optional one
        ("you can") is offered to its controller."""
        if not self.is_monster_on_field(card_id) or not self._card(card_id).face_up:
            return
        defn = self.defn(card_id)
        if not defn.automated or self.effects_negated(card_id):
            return
        player = self._card(card_id).controller
        for index, effect in defn.effects_for("battle_destroys"):
            if self._condition_problem(card_id, player, effect) is None and self._once_problem(card_id, player, effect) is None:
                self.then(("offer_trigger" if effect.optional else "start_trigger", card_id, player, index))

    @TASKS.on("end_triggers")
    def _t_end_triggers(self) -> None:
        """YGO DeterminacionDelDano.45 (the End Phase), Cartas.2: "during your End Phase" effects of the turn
        player's face-up monsters start, each in turn."""
        player = self.turn_player
        textops.end_phase(self)  # cards that last a number of turns
        for cid in reversed(self.monsters(player)):
            defn = self.defn(cid)
            if self._card(cid).face_up and defn.automated and not self.effects_negated(cid):
                for index, effect in reversed(defn.effects_for("end_own")):
                    if self._condition_problem(cid, player, effect) is None:
                        self.then(("offer_trigger" if effect.optional else "start_trigger", cid, player, index))

    @TASKS.on("offer_trigger")
    def _t_offer_trigger(self, card_id: int, player: int, index: int) -> None:
        if (self.is_monster_on_field(card_id) or self.zone_of(card_id) == "magias" and self._card(card_id).face_up) and self._condition_problem(card_id, player, self.defn(card_id).effects[index]) is None:
            name = self.defn(card_id).name
            self.ask("disparar", player, (f"¿Activas el efecto de «{name}»?", f"Activate the effect of «{name}»?"), (card_id,),
                     (card_id, player, index))

    @ANSWERS.on("disparar")
    def _answer_disparar(self, prompt: Any, action: Action) -> None:
        if prompt.data[0] == "may":  # "you can …" said inside an effect (textops.ask_may)
            textops.may_answered(self, prompt, action)
        elif prompt.data[0] == "instead":  # a card taken instead of the normal draw (textops.offer_instead_of_draw)
            textops.instead_answered(self, prompt, action)
        elif action.kind == "yes":
            self.then(("start_trigger", *prompt.data))

    @TASKS.on("start_trigger")
    def _t_start_trigger(self, card_id: int, player: int, index: int) -> None:
        if not self.is_monster_on_field(card_id) and not (self.zone_of(card_id) == "magias" and self._card(card_id).face_up):
            return  # (a face-up Continuous Spell's trigger: spell_triggers)
        effect = self.defn(card_id).effects[index]
        if effect.trigger == "own_monster_destroyed" and (self._once_problem(card_id, player, effect) is not None or (
                effect.once == "copy" and self._card(card_id).marks.get(f"used{index}") == self.turn)):
            return  # two monsters destroyed at once start a once-per-turn trigger once (Cartas.2)
        self.mark_used(card_id, player, index)
        self.emit(Event("activate", player, card_id, self.defn(card_id).name, amount=index))
        self.then(("activate", Activation(card_id, player, index, is_card=False, speed=1)), ("chain",))

    @OPS.on("extra_summon")
    def _op_extra_summon(self, run: Run, op: Op) -> None:
        """Última Oferta: one more Normal Summon or Set (its text, YGO Cartas.2)."""
        if self.summon_actions(run.player, extra=True):
            self.ask("invocar", run.player, ("Invoca o coloca un monstruo más", "Summon or set one more monster"), (), ())

    # ------------------------------------------------------------------ Fusion and Ritual

    def fusion_options(self, player: int, source: int) -> list[int]:
        """Fusion monsters of ``player``'s Fusion Deck whose materials are in hand or on the field
        (YGO CartasDeMonstruosFusion.1–3)."""
        cards = self.cards
        hand, field = self.ids(player, "mano"), self.monsters(player)
        # asked of every Polimerización in hand or set at every listing: how many monsters of
        # each name the pool has says at once which Fusion Monsters ``_materials`` cannot find
        named: dict[str, int] = {}
        for c in hand + field:
            defn: YgoCard = cards[c].defn  # type: ignore[union-attr, assignment]
            if c != source and defn.kind == "monster":
                named[defn.name] = named.get(defn.name, 0) + 1
        found: list[int] = []
        if not named:
            return found
        pool: list[int] | None = None
        verdicts: dict[tuple[str, ...], bool] = {}  # a Fusion Deck holds copies: each list of materials once
        for cid in self.ids(player, "fusion"):
            materials = cards[cid].defn.materials  # type: ignore[union-attr]
            verdict = verdicts.get(materials)
            if verdict is None:
                verdict = False
                for name in materials:
                    if materials.count(name) > named.get(name, 0):
                        break
                else:
                    if materials:
                        if pool is None:
                            pool = [c for c in hand + field if c != source]
                        chosen = self._materials(materials, pool)
                        verdict = chosen is not None and self.monster_room(
                            player, [c for c in chosen if self.zone_of(c) == "monstruos"])
                verdicts[materials] = verdict
            if verdict:
                found.append(cid)
        return found

    def _materials(self, names: tuple[str, ...], pool: list[int]) -> list[int] | None:
        chosen: list[int] = []
        for name in names:
            match = next((c for c in pool if c not in chosen and self._card(c).defn.name == name
                          and self.defn(c).is_monster), None)
            if match is None:
                return None
            chosen.append(match)
        return chosen

    @OPS.on("fusion")
    def _op_fusion(self, run: Run, op: Op) -> None:
        options = self.fusion_options(run.player, run.source)
        if not options:
            return
        self.ask("elegir", run.player, ("Elige el Monstruo de Fusión", "Choose the Fusion Monster"), tuple(options),
                 ("fusion", run))

    def fuse(self, run: Run, fusion: int) -> None:
        """YGO CartasDeMonstruosFusion.4, .10: materials (and Polimerización) to the graveyard, the
        Fusion Monster face-up from the Fusion Deck."""
        pool = [c for c in self.ids(run.player, "mano") + self.monsters(run.player) if c != run.source]
        chosen = self._materials(self.defn(fusion).materials, pool)
        if chosen is None:
            return
        for cid in chosen:
            self.send_to_graveyard(cid, kind="fusion_material")
        self.ask_position(run.player, fusion)

    def ritual_options(self, player: int, source: int) -> list[int]:
        """Ritual monsters in hand that ``source`` summons, with enough tributes (YGO
        CartasDeMonstrusDeRitual.3): the tributes' levels add up to the monster's level."""
        wanted = self.defn(source).ritual_monster
        found = []
        for cid in self.ids(player, "mano"):
            defn = self.defn(cid)
            if defn.name != wanted:
                continue
            pool = [c for c in self.ids(player, "mano") + self.monsters(player) if c not in (cid, source)
                    and self.defn(c).is_monster]
            if sum(self.defn(c).level for c in pool) >= defn.level and self.monster_room(player, self.monsters(player)):
                found.append(cid)
        return found

    @OPS.on("ritual")
    def _op_ritual(self, run: Run, op: Op) -> None:
        options = self.ritual_options(run.player, run.source)
        if options:
            self.ask_tribute(run, options[0], ())

    def ask_tribute(self, run: Run, monster: int, chosen: tuple[int, ...]) -> None:
        level = sum(self.defn(c).level for c in chosen)
        if level >= self.defn(monster).level:
            for cid in chosen:
                self.send_to_graveyard(cid, kind="tribute")
            if self.monster_room(run.player):
                self.ask_position(run.player, monster)
            return
        pool = tuple(c for c in self.ids(run.player, "mano") + self.monsters(run.player)
                     if c not in (monster, run.source) and c not in chosen and self.defn(c).is_monster)
        if sum(self.defn(c).level for c in pool) + level < self.defn(monster).level:
            return  # the tributes left the game meanwhile: nothing happens
        self.ask("elegir", run.player, ("Elige un sacrificio para el Ritual", "Choose a tribute for the Ritual"), pool,
                 ("ritual", run, monster, chosen))



from engine.games.ygo import textops  # noqa: E402  (registers the operations of compiled texts)
