"""What can be activated and how an activation starts (YGO Cadenas, CartasMagicas, CartasDeTrampa,
CartasDeMonstruosDeEfecto); the parts of effects live beside it: ``conditions`` (why an effect cannot be
activated now), ``chain`` (an activation completed, chained and resolved), ``board_ops`` and ``pick_ops``
(the operations), ``triggers``, ``fusion`` and ``ritual_ops`` (Fusion and Ritual Summons), ``counters`` and ``costs``.

A card or effect is activated in three contexts: ``main`` (the turn player's open Main Phase:
every Spell Speed), ``window`` (an open moment of a phase or step: Spell Speed 2 or more) and
``chain`` (a response to the newest link: an equal or higher Spell Speed, never 1 —
YGO Cadenas.8–16). A player with nothing to activate is not asked.
"""

from __future__ import annotations

import json
from typing import Any

from engine.core.actions import Action, Event
from engine.core.cards import CardDef
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.ygo import (battled_ops, board_ops, chain, common_ops, conditions, counters, effect_negation, fusion,
                              hand_summons, pick_ops, ritual_ops, summon_lock, summon_negation, summons, textops,
                              timelord_ops, triggers, turn_limits, union_ops)
from engine.games.ygo.base import ANSWERS, FIELD_ZONES, Activation, Run, YgoBase
from engine.games.ygo.conditions import (ACTIVATIONS, ANSWERED_WINDOWS, ANY_SUMMONS, LINK_ANSWERED, MAIN_PHASES,
                                         SUMMONED_WINDOWS)
from engine.games.ygo.cards import Effect, YgoCard
from engine.games.ygo.rules import rule
from engine.games.ygo.tasks import OfferTrigger, SpecialSummoned, StartTrigger

#: The modules whose operations, tasks and answers register themselves in ``base.OPS``, ``TASKS``
#: and ``ANSWERS`` as they are imported (the duel runs them through those tables).
HANDLERS = (board_ops, chain, common_ops, counters, effect_negation, fusion, pick_ops, ritual_ops, summon_negation, triggers,
            union_ops)

#: The zones a target of each kind is in ("field": any card on the field).
TARGET_ZONES = {"magias": ("magias", "campo_magico"), "field": ("monstruos", "magias", "campo_magico")}
#: When a monster's "when this card is Summoned" effect starts, by how it was summoned.
SUMMON_TRIGGERS = {"summon": ("summon_normal", "summon_any", "summon_all", "summon_normal_flip"),
                   "flip": ("summon_all", "summon_flip", "summon_normal_flip"),
                   "special": ("summon_special", "summon_any", "summon_all")}


class EffectsMixin(YgoBase):
    """What can be activated and how an activation starts, what an operation affects, and the Trigger
    Effects a Summon, a destruction or a battle starts (the rest of effects: see the module)."""

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
        # or when its effect answers something this moment is not (``_when_allows``)
        actions: list[Action] = []
        cards, zones = self.cards, self.zones
        hand, spells, field_spell, monsters = (self._listing_zones or self._find_listing_zones())[player]
        main = context == "main"
        when_allows = self._when_allows
        candidates: list[int] = []
        defn: YgoCard
        if main:  # spells from the hand: any in the Main Phase, else Quick-Play ones
            for cid in zones[hand]:
                defn = cards[cid].defn  # type: ignore[union-attr, assignment]
                if defn.kind == "spell" and ((whens := defn.answers) is None or self._may_answer(whens, player)):
                    candidates.append(cid)
        elif player == self.turn_player:
            for cid in zones[hand]:
                defn = cards[cid].defn  # type: ignore[union-attr, assignment]
                if defn.sub == "quickplay" and ((whens := defn.answers) is None or self._may_answer(whens, player)):
                    candidates.append(cid)
        turn = self.turn
        for cid in (zones[spells] + zones[field_spell]) if zones[field_spell] else zones[spells]:  # (one Field Spell at most)
            card = cards[cid]
            defn = card.defn  # type: ignore[union-attr, assignment]  # a card in its zone
            if card.face_up:  # type: ignore[union-attr]  # its effects: Quick ones, and in the Main Phase the Ignition ones too
                if defn.quick_effects or main and defn.effects_at_will:
                    candidates.append(cid)
            elif (main or defn.speed >= 2) and not (card.marks.get("set") == turn  # type: ignore[union-attr]
                                                    and (defn.kind == "trap" or defn.sub == "quickplay")) \
                    and ((whens := defn.answers) is None or self._may_answer(whens, player)):
                candidates.append(cid)
        if candidates:
            for cid in self.distinct(candidates) if len(candidates) > 1 else candidates:
                card = cards[cid]
                assert card is not None
                defn = card.defn  # type: ignore[assignment]
                if card.face_up and self.zone_table[card.zone][1].name != "mano":
                    for index_, effect_ in defn.effects_at_will if main else defn.quick_effects:
                        if (effect_.when is None or when_allows(effect_.when, player)) \
                                and self.effect_problem(cid, player, index_, context, is_card=False) is None:
                            actions.append(Action("activate", player, (cid,), choice=index_))
                    continue
                effect = self.card_effect(cid) if defn.kind == "monster" else defn.activated_effect
                # a modal card: each of the effects it may be activated for (YGO Cartas.2)
                for effect in [i for i, _ in defn.effects_for("activate")] if "modal" in defn.keywords else [effect]:
                    if self.effect_problem(cid, player, effect, context, is_card=True) is None:
                        actions.append(Action("activate", player, (cid,), choice=effect))
        for cid in zones[monsters]:
            card = cards[cid]
            defn = card.defn  # type: ignore[union-attr, assignment]  # a monster in its zone
            # Ignition Effects in the Main Phase only (most monsters have neither); an effect this copy used
            # this turn is left out at once (CartasDeMonstruosDeEfecto.1, as ``effect_problem`` refuses it)
            effects = defn.effects_at_will if main else defn.quick_effects
            if not effects or not card.face_up or card.controller != player:  # type: ignore[union-attr]
                continue
            for index_, effect_ in effects:
                if effect_.once == "copy" and card.marks.get(f"used{index_}") == turn and defn.is_monster:  # type: ignore[union-attr]
                    continue
                if (effect_.when is None or when_allows(effect_.when, player)) \
                        and self.effect_problem(cid, player, index_, context, False) is None:
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
        self.zone_effects = self.watched = self.drains = self.said = None
        return super().create_card(defn, owner, zone, face_up=face_up)

    def _identities_changed(self) -> None:
        super()._identities_changed()
        self.zone_effects = self.watched = self.drains = None

    def _may_answer(self, whens: tuple[str, ...], player: int) -> bool:
        """Whether one of what a spell or trap card may be activated for answers (``YgoCard.answers``) lets
        ``player`` activate it now (``_when_allows``), for ``activation_actions`` to leave out what
        ``effect_problem`` would surely refuse."""
        for when in whens:  # (a loop, not ``any``: asked at every open moment)
            window = ANSWERED_WINDOWS.get(when)  # most often: an attack, a Summon (``_when_allows``'s first test, at once)
            if window is not None:
                if self.window_reason == window:
                    return True
            elif self._when_allows(when, player):
                return True
        return False

    def _when_allows(self, when: str, player: int) -> bool:
        """Whether what an effect answers (its ``when``, not ``None``) lets ``player`` activate it now, by the
        window, the chain and the phase alone: the first tests of ``conditions.condition_problem``, for
        the listing to skip ``effect_problem`` where they surely refuse."""
        if when in ANSWERED_WINDOWS:
            return self.window_reason == ANSWERED_WINDOWS[when]
        if when in ANY_SUMMONS:
            return self.window_reason in SUMMONED_WINDOWS
        if when in ACTIVATIONS:
            links = self.chain.links
            return bool(links) and (links[-1].kind == LINK_ANSWERED[ACTIVATIONS[when][0] == "monster"]
                                    or ACTIVATIONS[when][0] in ("any", "all"))
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
        if context == "window" and self.window_reason == "summoning" and (effect is None or effect.when not in summon_negation.WHENS):
            return rule("CartasDeTrampa.7", Text("mientras se Invoca un monstruo solo se niega la Invocación",
                                                 "while a monster is being Summoned only the Summon may be negated"))
        if self.step == "damage" and (effect is None or not effect.modifies_stats):
            return rule("CuadroDeReferenciaRapida.16")
        if is_card:
            problem = conditions.card_timing_problem(self, card, defn, zone, player, context)
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
            if effect.once == "face_up" and f"face_up_used{index}" in card.marks:  # until it leaves or turns face-down
                return rule("Cartas.2", Text("este efecto se usa una sola vez mientras la carta está boca arriba",
                                             "this effect is used only once while this card is face-up"))
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
            return once or conditions.condition_problem(self, card_id, player, effect)
        return None

    def _once_key(self, card_id: int, player: int, effect: Effect) -> str | None:
        if effect.once.startswith("name:"):
            return f"{self.turn}:{player}:{self.defn(card_id).name}:{effect.once}"
        if effect.once.startswith(turn_limits.DUEL):  # "once per Duel": a key no turn prunes
            return f"{turn_limits.DUEL}{player}:{self.defn(card_id).name}:{effect.once}"
        return None

    def _once_problem(self, card_id: int, player: int, effect: Effect) -> Rule | None:
        """YGO Cartas.2: "you can only use this effect of "X" once per turn (per Duel)" — per player, over
        every copy of the card."""
        key = self._once_key(card_id, player, effect)
        if key is not None and key in self.used_names:
            name = self.defn(card_id).name
            if key.startswith(turn_limits.DUEL):
                return rule("Cartas.2", Text(f"el efecto de «{name}» solo se usa una vez por Duelo",
                                             f"the effect of «{name}» is used only once per Duel"))
            return rule("Cartas.2", Text(f"el efecto de «{name}» solo se usa una vez por turno",
                                         f"the effect of «{name}» is used only once per turn"))
        return turn_limits.uses_problem(self, card_id, player, effect)  # "up to N times per turn"

    def mark_used(self, card_id: int, player: int, index: int) -> None:
        """Remember an effect used this turn: by this copy, and by name when its text says so."""
        self._card(card_id).marks[f"used{index}"] = self.turn
        if self.defn(card_id).effects[index].once == "face_up":
            self._card(card_id).marks[f"face_up_used{index}"] = self.turn
        turn_limits.record_use(self, card_id, player, index)
        key = self._once_key(card_id, player, self.defn(card_id).effects[index])
        if key is not None:
            self.used_names = turn_limits.with_key(self, key)

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
        if condition == "normal_summoned_this_turn":  # "the turn this card was Normal Summoned" (summon_triggers marks it)
            return self._card(card_id).marks.get("summoned_summon") == self.turn
        if condition == "summoned_or_flipped_this_turn":  # a Spirit's turn (summon_triggers marks it)
            marks = self._card(card_id).marks
            return self.turn in (marks.get("summoned_summon"), marks.get("summoned_flip"))
        if condition.startswith("has:"):  # "if you control a face-up … monster" (the text's slots)
            return bool(textops.field_has(self, player, card_id, json.loads(condition[4:])))
        if condition.startswith("hand_size:"):  # "if you have N cards in your hand"
            return len(self.ids(player, "mano")) == int(condition.split(":", 1)[1])
        if condition == "not_sent_this_turn":
            return self._card(card_id).marks.get("to_gy") != self.turn
        return conditions.condition_holds(self, card_id, player, condition)

    def target_candidates(self, effect: Effect, player: int, source: int, exclude: frozenset[int] = frozenset()) -> list[int]:
        """The cards ``effect`` may target for ``player`` (YGO Cartas.2: as the card says); the card itself
        only as ``textops.may_target_itself`` allows."""
        spec = effect.target
        assert spec is not None
        itself = textops.may_target_itself(self, source, effect)
        sides = {"own": (player,), "opponent": (self.opponent(player),), "any": (0, 1)}[spec.side]
        zones = TARGET_ZONES.get(spec.zone, (spec.zone,))
        found = []
        for side in sides:
            for zone in zones:
                for cid in self.ids(side, zone):
                    if cid == source and not itself or cid in exclude:
                        continue
                    card = self.cards[cid]  # a card in its zone
                    assert card is not None
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
                    if defn.keywords and turn_limits.target_problem(self, cid, player) is not None:
                        continue  # "cannot be targeted by your opponent's card effects"
                    if spec.summoned and (not textops.may_summon(self, cid, source)
                                          or turn_limits.special_problem(self, cid, player) is not None):
                        continue
                    if spec.filter and not textops.matches(defn, dict(spec.filter)):
                        continue
                    if ("attacker", True) in spec.filter and cid != self.attacker:
                        continue  # "target the attacking monster"
                    if ("union", True) in spec.filter and not union_ops.may_carry(self, cid, spec):
                        continue  # a Union monster equips a monster it names with no Union on it yet
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

    # ------------------------------------------------------------------ what an operation affects

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
        if summon_negation.PROCEDURE in marks:  # by a procedure: it may be negated first (CartasDeTrampa.7)
            marks = tuple(mark for mark in marks if mark != summon_negation.PROCEDURE)
            if summon_negation.open_window(self, card_id, player, "special", SpecialSummoned(card_id, player, marks)):
                return
        for mark in marks:
            self._card(card_id).marks[mark] = self.turn
        self.emit(Event("special_summon", player, card_id, self.defn(card_id).name))
        turn_limits.special_summoned(self, card_id, player)  # "only once per turn" (Cartas.2)
        self.last_summon = (card_id, player)
        self._card(card_id).marks["summon_window"] = self.turn  # answered once what summoned it is over
        self.summon_triggers(card_id, player, "special")
        if self._card(card_id).marks.get("from_gy") == self.turn:
            self.spell_triggers(self._card(card_id).owner, "own_gy_summoned")

    def summon_triggers(self, card_id: int, player: int, how: str) -> None:
        """YGO CartasDeMonstruosDeEfecto.7: a Trigger Effect "when this card is Summoned" starts
        when its condition is met; an optional one ("you can") is offered to its controller. The
        card remembers how it was summoned this turn (a Spirit returns at the End Phase of the turn
        it was Normal Summoned or flipped)."""
        self._card(card_id).marks[f"summoned_{how}"] = self.turn
        summon_lock.summoned(self, player)  # (what "the turn you activate this card, you cannot Summon" checks)
        defn = self.defn(card_id)
        if not defn.automated or not defn.effects or self.effects_negated(card_id):
            return
        tributed = how == "summon" and self.marked(card_id, summons.TRIBUTE_SUMMONED)  # "if this card is Tribute Summoned"
        for index, effect in enumerate(defn.effects):
            if effect.trigger not in SUMMON_TRIGGERS[how] and not (tributed and effect.trigger == "summon_tribute"):
                continue
            if conditions.condition_problem(self, card_id, player, effect) is not None or self._once_problem(card_id, player, effect):
                continue
            if effect.optional:
                self.then(OfferTrigger(card_id, player, index))
            else:
                self.then(StartTrigger(card_id, player, index))

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
        if destroyed_of is not None and union_ops.substitutes(self, card_id, kind):
            return  # a Union monster equipped to it is destroyed instead (Cartas.2)
        if kind == "destroy" and timelord_ops.effect_safe(self, card_id):
            return  # "this card cannot be destroyed by card effects" (Cartas.2)
        on_field = self.on_field(card_id)
        super().send_to_graveyard(card_id, kind)
        if came_from and self.cards[card_id] is not None and self.defn(card_id).effects:  # by a card effect (common_ops)
            common_ops.effect_sent(self, card_id, kind, on_field)
        if destroyed_of is not None:
            self.spell_triggers(destroyed_of, "own_monster_destroyed")
            triggers.destroyed_by_opponent(self, card_id, destroyed_of, kind)
        if came_from in ("mano", "mazo"):
            triggers.sent_by_opponent(self, card_id, came_from)
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
                self.then((OfferTrigger if effect.optional else StartTrigger)(cid, player, index))

    def battle_triggers(self, card_id: int) -> None:
        """YGO CartasDeMonstruosDeEfecto.7: "when this card destroys an opponent's monster by battle
        (and sends it to the GY)" starts if this card is still face-up on the field; an optional one
        ("you can") is offered to its controller."""
        if not self.is_monster_on_field(card_id) or not self._card(card_id).face_up:
            return
        union_ops.battle_triggers(self, card_id)  # "when the equipped monster destroys …" of a Union monster on it
        defn = self.defn(card_id)
        if not defn.automated or self.effects_negated(card_id):
            return
        player = self._card(card_id).controller
        for index, effect in defn.effects_for("battle_destroys"):
            if conditions.condition_problem(self, card_id, player, effect) is None and self._once_problem(card_id, player, effect) is None:
                self.then((OfferTrigger if effect.optional else StartTrigger)(card_id, player, index))
