"""The operations of effects that act at once as they resolve: destroy, change ATK/DEF, draw, damage,
banish, flip, return, gain, negate, take control, tokens, Special Summon (the scripted vocabulary), and those
of compiled texts — to the hand or the Deck, positions, "all the …", counts, battle (YGO Cartas.2: each does
what the card says).

Registered in ``base.OPS`` by importing this module (``effects`` does).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from engine.core.actions import Event
from engine.core.cards import Op
from engine.games.ygo import damage_bar, effect_negation, pick_ops, summon_negation, summons, textops, turn_limits
from engine.games.ygo.base import NEGATED_TURN, OPS, SPELL_COUNTER, TASKS, Run
from engine.games.ygo.cards import YgoCard
from engine.games.ygo.tasks import AttackConfirmed, BattleEnd, SummonTargets

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin


@OPS.on("destroy")
def _op_destroy(state: EffectsMixin, run: Run, op: Op) -> None:
    for cid in state.what(run, str(op.get("what", "target"))):
        if state.cards[cid] is not None:
            state.send_to_graveyard(cid)


@OPS.on("modify")
def _op_modify(state: EffectsMixin, run: Run, op: Op) -> None:
    for cid in state.what(run, str(op.get("what", "target"))):
        if state.is_monster_on_field(cid):
            state.modify(cid, int(op.get("atk", 0)), int(op.get("def", 0)), str(op.get("until", "turn")), run.source)


@OPS.on("draw")
def _op_draw(state: EffectsMixin, run: Run, op: Op) -> None:
    who = str(op.get("who", "self"))
    players = {"self": [run.player], "opponent": [state.opponent(run.player)], "both": [run.player, state.opponent(run.player)]}
    for player in players[who]:
        if not state.draw(player, int(op.get("count", 1))):
            return


@OPS.on("damage")
def _op_damage(state: EffectsMixin, run: Run, op: Op) -> None:
    who = str(op.get("who", "opponent"))
    players = {"opponent": [state.opponent(run.player)], "self": [run.player], "both": [0, 1]}[who]
    for player in players:
        damage_bar.take_damage(state, player, int(op.get("amount", 0)))


@OPS.on("banish")
def _op_banish(state: EffectsMixin, run: Run, op: Op) -> None:
    """YGO PalabrasClave.5: a banished card is not sent to the graveyard and does not come
    back in this duel."""
    for cid in state.what(run, str(op.get("what", "target"))):
        state.leave_field_to(cid, "desterradas")


@OPS.on("flip_up")
def _op_flip_up(state: EffectsMixin, run: Run, op: Op) -> None:
    """Turn face-down monsters face-up: their Flip Effects activate (YGO
    CartasDeMonstruosDeEfecto.3, PhasesDelJuego.27), applied as part of this effect."""
    for cid in state.what(run, str(op.get("what", "all_monsters"))):
        card = state._card(cid)
        if card.face_up:
            continue
        card.face_up = True
        card.known = (1 << state.num_players) - 1
        state.emit(Event("flip", card.controller, cid, card.defn.name, amount=1))
        summons.trigger_flip(state, cid, card.controller, immediate=True)


@OPS.on("return")
def _op_return(state: EffectsMixin, run: Run, op: Op) -> None:
    """Return monsters to their owner's hand (a Fusion Monster to the Fusion Deck instead)."""
    for cid in state.what(run, str(op.get("what", "target"))):
        state.leave_field_to(cid, "mano")


@OPS.on("gain")
def _op_gain(state: EffectsMixin, run: Run, op: Op) -> None:
    who = str(op.get("who", "self"))
    players = {"self": [run.player], "opponent": [state.opponent(run.player)], "both": [run.player, state.opponent(run.player)]}[who]
    for player in players:
        state.change_lp(player, int(op.get("amount", 0)))


@OPS.on("negate")
def _op_negate(state: EffectsMixin, run: Run, op: Op) -> None:
    """A counter trap negates the activation it answered (the link below) and destroys it — or, as its text says
    (``to``, YGO Cartas.2), sends the negated card to the Graveyard undestroyed (a monster whose effect it was
    stays), to its owner's hand or shuffles it into their Deck, or banishes it (from the hand or the Graveyard too);
    ``effect_only``: only the effect is negated."""
    below = run.link - 1
    if below < 0 or below >= len(state.chain.links):
        return
    if op.get("if_face_up") and not (state.is_monster_on_field(run.source) and state._card(run.source).face_up):
        return  # "if this card is face-up on the field": it left, nothing is negated (YGO Cartas.2)
    state.negated = state.negated | {below}
    link = state.chain.links[below]
    source = link.source
    state.emit(Event("negate", run.player, source, state._card_name(source)))
    if op.get("to") == "banish" and state.cards[source] is not None \
            and (state.on_field(source) or state.zone_of(source) in ("mano", "cementerio")):
        state.leave_field_to(source, "desterradas")  # "negate the activation, and banish it": wherever it is (透破拔)
        return
    if state.cards[source] is None or not state.on_field(source):
        return
    if op.get("effect_only"):  # "negate that effect": the card was activated, it resolves without its effect
        state._card(source).marks[effect_negation.LINK_MARK] = state.turn
        return
    to = str(op.get("to", "destroyed"))
    if to == "destroyed":
        state.send_to_graveyard(source)
    elif link.kind == "card" and to == "graveyard":
        state.send_to_graveyard(source, kind="resolved")
    elif link.kind == "card":
        state.leave_field_to(source, "mano" if to == "hand" else "mazo")
        if to == "deck":
            state.shuffle(state.zone(state._card(source).owner, "mazo"))


@OPS.on("negate_attack")
def _op_negate_attack(state: EffectsMixin, run: Run, op: Op) -> None:
    if state.attacker is not None:
        state.attack_negated = True
        state.emit(Event("negate_attack", run.player, state.attacker, state._card_name(state.attacker)))


@OPS.on("control")
def _op_control(state: EffectsMixin, run: Run, op: Op) -> None:
    """YGO ControlDeUnMonstruoDelAdversario.2–4: the monster moves to your zone until the End
    Phase and counts toward your 5."""
    for cid in state.live_targets(run):
        card = state._card(cid)
        if card.controller == run.player or not state.monster_room(run.player) \
                or card.face_up and state.has_keyword(cid, "control_locked"):  # YGO Cartas.2: its text says so
            continue
        state.move(cid, state.zone(run.player, "monstruos"), face_up=card.face_up, keep_state=True, kind="control")
        card.controller = run.player
        card.known |= 1 << run.player
        card.marks["control_until_end"] = state.turn


@OPS.on("token")
def _op_token(state: EffectsMixin, run: Run, op: Op) -> None:
    """YGO FichasDeMonstruo.1–3: tokens appear by an effect and count toward the 5."""
    defn = state.card_db.find(str(op.get("card")))
    assert isinstance(defn, YgoCard) and defn.is_token, f"ficha desconocida {op.get('card')}"
    for _ in range(int(op.get("count", 1))):
        if not state.monster_room(run.player):
            break
        cid = state.create_card(defn, run.player, state.zone(run.player, "monstruos"))
        card = state._card(cid)
        card.rotated = op.get("position", "defense") == "defense"
        card.marks["summoned"] = state.turn
        state.emit(Event("token", run.player, cid, defn.name))


@OPS.on("special_summon")
def _op_special_summon(state: EffectsMixin, run: Run, op: Op) -> None:
    """YGO PhasesDelJuego.31: a Special Summon by a spell, trap or effect, face-up in the
    position its controller chooses; each of its targets in turn ("Special Summon the 3
    targeted monsters": 三白骨区), while a Monster Zone is free (YGO AreaDeJuego.4)."""
    _t_summon_targets(state, SummonTargets(run, op, frozenset()))


@TASKS.on(SummonTargets)
def _t_summon_targets(state: EffectsMixin, task: SummonTargets) -> None:
    """The targets of ``_op_special_summon`` not ``done`` yet: a position asked for stops the
    summons until it is answered, then this task goes on with the next target."""
    run, op, done = task.run, task.op, task.done
    for cid in state.live_targets(run):
        if cid in done:
            continue
        summonable = textops.may_summon(state, cid, run.source)
        summonable = summonable and state.unique_problem(cid, run.player) is None \
            and turn_limits.special_problem(state, cid, run.player) is None
        if state.monster_room(run.player) and (state.zone_of(cid) == "fusion" or summonable):
            position = str(op.get("position", ""))
            if position:
                state.place_monster(cid, run.player, True, position == "defense", "special_summon")
                state.special_summoned(cid, run.player, textops.summon_marks(op))
                textops.bind(state, run, cid, op)
                done |= {cid}
                continue
            textops.bind(state, run, cid, op)  # the answer places it: nothing comes between
            state.tasks.append(SummonTargets(run, op, done | {cid}))
            state.ask_position(run.player, cid, textops.summon_marks(op))
            return


@OPS.on("extra_summon")
def _op_extra_summon(state: EffectsMixin, run: Run, op: Op) -> None:
    """Última Oferta: one more Normal Summon or Set (its text, YGO Cartas.2)."""
    if summons.may_summon_any(state, run.player):
        state.ask("invocar", run.player, ("Invoca o coloca un monstruo más", "Summon or set one more monster"), (), ())


@OPS.on("to_hand")
def _op_to_hand(state: EffectsMixin, run: Run, op: Op) -> None:
    """Add the targeted card (from the Graveyard, or the field) to its owner's hand ("it cannot be activated
    this turn": marked so, ``no_activation``)."""
    for cid in state.live_targets(run):
        state.leave_field_to(cid, "mano")
        if op.get("locked"):
            state._card(cid).marks["no_activation"] = state.turn


@OPS.on("position")
def _op_position(state: EffectsMixin, run: Run, op: Op) -> None:
    """Change a monster's battle position (the target, or this card) (a face-down one is flipped face-up in
    Attack Position, its Flip Effect activating: YGO CartasDeMonstruosDeEfecto.1)."""
    for cid in state.what(run, str(op.get("what", "target"))):
        if not state.is_monster_on_field(cid):
            continue
        card = state._card(cid)
        if op.get("to") == "defense" and (not card.face_up or card.rotated):
            continue  # "change this card to Defense Position": only a face-up Attack Position one changes
        if not card.face_up:
            card.face_up = True
            card.rotated = False
            card.known = (1 << state.num_players) - 1
            state.emit(Event("flip", card.controller, cid, card.defn.name, amount=1))
            summons.trigger_flip(state, cid, card.controller)
        else:
            card.rotated = not card.rotated
            state.emit(Event("position", card.controller, cid, card.defn.name, amount=int(card.rotated)))


@OPS.on("summon_self")
def _op_summon_self(state: EffectsMixin, run: Run, op: Op) -> None:
    """Special Summon this card from the hand or the Graveyard, where its effect was used (YGO
    PhasesDelJuego.31)."""
    source = run.source
    if state.zone_of(source) not in ("mano", "cementerio") or not state.monster_room(run.player):
        return
    position = str(op.get("position", ""))
    effect = state.effect_of(source, run.effect)
    # a summon procedure's Special Summon may be negated (YGO CartasDeTrampa.7, ``summon_negation``)
    marks = textops.summon_marks(op) + ((summon_negation.PROCEDURE,) if effect is not None and effect.trigger == "procedure" else ())
    if position:
        state.place_monster(source, run.player, True, position == "defense", "special_summon")
        state.special_summoned(source, run.player, marks)
    else:
        state.ask_position(run.player, source, marks)


@OPS.on("set_face_down")
def _op_set_face_down(state: EffectsMixin, run: Run, op: Op) -> None:
    """Change a face-up monster to face-down Defense Position (the target, or this card): known
    again only to its controller, its Flip Effect ready to activate when flipped (YGO PalabrasClave.2)."""
    for cid in state.what(run, str(op.get("what", "target"))):
        card = state._card(cid)
        if not state.is_monster_on_field(cid) or not card.face_up:
            continue
        card.face_up = False
        card.rotated = True
        card.known = 1 << card.controller
        card.modifiers = ()  # what applied to it face-up no longer does
        card.marks.pop("effects_negated", None)  # nor a negation of its effects (YGO Cartas.2)
        card.marks.pop(NEGATED_TURN, None)
        card.marks.pop("gemini", None)  # a Gemini monster is a Normal Monster again
        for mark in [m for m in card.marks if m.startswith("face_up_used")]:
            del card.marks[mark]  # an effect used once while face-up may be used again once it is flipped (Cartas.2)
        card.counters.pop(SPELL_COUNTER, None)  # nor its Spell Counters
        state.emit(Event("position", card.controller, cid, None, amount=1,
                         hidden_from=frozenset({state.opponent(card.controller)})))


@OPS.on("mill")
def _op_mill(state: EffectsMixin, run: Run, op: Op) -> None:
    """Send the top cards of a Deck to the Graveyard (as many as there are)."""
    players = {"self": (run.player,), "opponent": (state.opponent(run.player),),
               "both": (run.player, state.opponent(run.player))}[str(op.get("who", "self"))]
    for player in players:
        for cid in state.ids(player, "mazo")[:int(op.get("count", 1))]:
            state.send_to_graveyard(cid, kind="send")


@OPS.on("destroy_all")
def _op_destroy_all(state: EffectsMixin, run: Run, op: Op) -> None:
    """Destroy every card on the field the text names (``field_matches``), all at once."""
    for cid in textops.field_matches(state, run.player, op, run.source):
        if state.cards[cid] is not None and state.on_field(cid):
            state.send_to_graveyard(cid)


@OPS.on("discard_random")
def _op_discard_random(state: EffectsMixin, run: Run, op: Op) -> None:
    """The opponent discards cards of their hand at random (the game's seeded random stream)."""
    player = state.opponent(run.player)
    for _ in range(int(op.get("count", 1))):
        hand = state.ids(player, "mano")
        if not hand:
            return
        state.send_to_graveyard(hand[state.rng.below(len(hand))], kind="discard")


@OPS.on("to_deck")
def _op_to_deck(state: EffectsMixin, run: Run, op: Op) -> None:
    """Shuffle the targeted cards into their owners' Decks (a Fusion Monster into the Fusion Deck:
    YGO CartasDeMonstruosFusion.2)."""
    for cid in state.live_targets(run):
        owner = state._card(cid).owner
        extra = state.defn(cid).is_extra
        state.leave_field_to(cid, "fusion" if extra else "mazo")
        if not extra:
            state.shuffle(state.zone(owner, "mazo"))


@OPS.on("shelter")
def _op_shelter(state: EffectsMixin, run: Run, op: Op) -> None:
    """"This turn, your monsters cannot be destroyed by battle, and you take no battle damage" (Waboku: YGO
    Cartas.2 over DeterminacionDelDano)."""
    state.sheltered = tuple(state.turn if p == run.player else t for p, t in enumerate(state.sheltered))


@OPS.on("summons_allowed")
def _op_summons_allowed(state: EffectsMixin, run: Run, op: Op) -> None:
    """"This turn, you can Normal Summon/Set up to N times" (Double Summon): the Normal Summons made before it
    count among them; a second such card adds none (YGO Cartas.2 over PhasesDelJuego.11)."""
    if run.player != state.turn_player:
        return
    allowed = state.summons_allowed[1] if state.summons_allowed[0] == state.turn else 1
    state.summons_allowed = (state.turn, max(allowed, int(op.get("count", 2))))
    state.normal_summoned = not state.summons_left()


@OPS.on("damage_count")
def _op_damage_count(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Inflict N damage to your opponent for each …": counted as it resolves (``count_cards``)."""
    count = textops.count_cards(state, run.player, run.source, json.loads(str(op.get("spec"))))
    if count:
        damage_bar.take_damage(state, state.opponent(run.player), int(op.get("amount", 0)) * count)


@OPS.on("gain_count")
def _op_gain_count(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Gain N LP for each …": counted as it resolves (``count_cards``)."""
    count = textops.count_cards(state, run.player, run.source, json.loads(str(op.get("spec"))))
    if count:
        state.change_lp(run.player, int(op.get("amount", 0)) * count)


@OPS.on("gain_if_destroyed")
def _op_gain_if_destroyed(state: EffectsMixin, run: Run, op: Op) -> None:
    """"If destroyed by this effect, your opponent gains N LP" (Soul Taker): only when the target went to the GY."""
    if run.targets and all(state.cards[cid] is not None and state.zone_of(cid) == "cementerio" for cid in run.targets):
        state.change_lp(state.opponent(run.player), int(op.get("amount", 0)))


@OPS.on("skip_draws")
def _op_skip_draws(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Skip your next N Draw Phases" (Reckless Greed): its next N Draw Phases draw nothing."""
    count = int(op.get("count", 1))
    state.draws_skipped = tuple(n + count if p == run.player else n for p, n in enumerate(state.draws_skipped))


@OPS.on("graveyard_to_hand")
def _op_graveyard_to_hand(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Return this card (from the Graveyard) to the hand", shown to both (it came from the Graveyard)."""
    if state.zone_of(run.source) == "cementerio":
        state.move(run.source, state.zone(state._card(run.source).owner, "mano"), kind="search")
        state._card(run.source).known = (1 << state.num_players) - 1


@OPS.on("self_to_deck")
def _op_self_to_deck(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Shuffle this card into the Deck": from the Graveyard, into its owner's Deck."""
    if state.zone_of(run.source) == "cementerio":
        owner = state._card(run.source).owner
        state.move(run.source, state.zone(owner, "mazo"), kind="to_deck")
        state.shuffle(state.zone(owner, "mazo"))


@OPS.on("mark_self")
def _op_mark_self(state: EffectsMixin, run: Run, op: Op) -> None:
    """"This turn, this card can attack directly": a keyword of this card for this turn (``YgoBase.has_keyword``)."""
    if state.is_monster_on_field(run.source) and state._card(run.source).face_up:
        state._card(run.source).marks[str(op.get("word"))] = state.turn


@OPS.on("reload")
def _op_reload(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Shuffle your entire hand into the Deck, then draw the same number of cards" (Reload)."""
    hand = [c for c in state.ids(run.player, "mano") if c != run.source]
    for cid in hand:
        state.leave_field_to(cid, "mazo")
    state.shuffle(state.zone(run.player, "mazo"))
    if hand:
        state.draw(run.player, len(hand))


@OPS.on("damage_atk")
def _op_damage_atk(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Inflict damage to your opponent equal to that monster's ATK" (the target's ATK as it is now)."""
    for cid in state.live_targets(run):
        damage_bar.take_damage(state, state.opponent(run.player), state.stats(cid)[0])


@OPS.on("gain_atk")
def _op_gain_atk(state: EffectsMixin, run: Run, op: Op) -> None:
    """"You gain LP equal to that monster's ATK"."""
    for cid in state.live_targets(run):
        state.change_lp(run.player, state.stats(cid)[0])


@OPS.on("return_all")
def _op_return_all(state: EffectsMixin, run: Run, op: Op) -> None:
    """Return every card on the field the text names (``field_matches``) to its owner's hand, all
    at once (a Fusion Monster to the Fusion Deck: YGO CartasDeMonstruosFusion.5); the card resolving
    is not one of them."""
    for cid in textops.field_matches(state, run.player, op, run.source):
        if cid != run.source and state.cards[cid] is not None and state.on_field(cid):
            state.leave_field_to(cid, "mano")


@OPS.on("tribute")
def _op_tribute(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Tribute that monster (you control), and …": what follows only if it was (YGO Cartas.2)."""
    live = [cid for cid in state.live_targets(run) if state._card(cid).controller == run.player]
    for cid in live:
        state.send_to_graveyard(cid, kind="tribute")
    if not live:
        pick_ops.stop_run(state, run)


@OPS.on("positions_all")
def _op_positions_all(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Change the battle positions of all face-up monsters on the field" (Attack to Defense and
    back, face-up)."""
    for cid in textops.face_up_monsters(state):
        card = state._card(cid)
        card.rotated = not card.rotated
        state.emit(Event("position", card.controller, cid, card.defn.name, amount=int(card.rotated)))


@OPS.on("destroy_banish")
def _op_destroy_banish(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Destroy 1 face-down monster and banish it" (it goes to the banished cards, not the Graveyard: YGO
    PalabrasClave.5); "if it was a Flip monster, banish every card of its name from both Decks" (both are
    shown and shuffled); "destroy and banish those monsters" (the monster just Summoned, ``what``)."""
    for cid in state.what(run, str(op.get("what", "target"))):
        name = state.defn(cid).name
        flip = "反转：" in state.defn(cid).text or bool(state.defn(cid).effects_for("flip"))
        state.leave_field_to(cid, "desterradas")
        state.emit(Event("destroy", run.player, cid, name))
        if op.get("namesakes") and flip:
            for player in range(state.num_players):
                for other in [c for c in state.ids(player, "mazo") if state.defn(c).name == name]:
                    state.leave_field_to(other, "desterradas")
                state.shuffle(state.zone(player, "mazo"))


@OPS.on("end_battle")
def _op_end_battle(state: EffectsMixin, run: Run, op: Op) -> None:
    """"End the Battle Phase" (YGO DeterminacionDelDano.41): the attack declared is not carried on — its
    Battle Step goes straight to the End Step once what answered it has resolved."""
    state.tasks = [BattleEnd() if isinstance(task, AttackConfirmed) else task for task in state.tasks]


@OPS.on("hold")
def _op_hold(state: EffectsMixin, run: Run, op: Op) -> None:
    """"That monster loses N ATK, cannot attack and cannot change its battle position; when it leaves the field,
    destroy this card" (暗之咒缚 Shadow Spell): the Continuous Trap holds its target while both stay on the field."""
    for cid in state.live_targets(run):
        if state.on_field(run.source):
            state._card(run.source).marks["held"] = cid
            state._card(run.source).marks["held_atk"] = int(op.get("atk", 0))
            state._card(cid).marks["held_by"] = run.source


@OPS.on("battled_to_deck")
def _op_battled_to_deck(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Shuffle that monster (the one this card attacks) into the Deck": there is no damage calculation with it
    gone (YGO CuadroDeReferenciaRapida.12)."""
    target = state.attack_target
    if target is not None and state.is_monster_on_field(target):
        owner, extra = state._card(target).owner, state.defn(target).is_extra
        state.leave_field_to(target, "fusion" if extra else "mazo")
        if not extra:
            state.shuffle(state.zone(owner, "mazo"))


@OPS.on("banish_battled")
def _op_banish_battled(state: EffectsMixin, run: Run, op: Op) -> None:
    """"Banish both monsters that battled" (异次元的女战士 D.D. Warrior Lady: YGO PalabrasClave.5)."""
    for cid in (state.attacker, state.attack_target):
        if cid is not None and state.is_monster_on_field(cid):
            state.leave_field_to(cid, "desterradas")


@OPS.on("lock_position")
def _op_lock_position(state: EffectsMixin, run: Run, op: Op) -> None:
    """"This card cannot change its battle position until the end of your next turn" (``position_locked``:
    the last turn it holds, read by ``summons.position_problem``)."""
    if state.is_monster_on_field(run.source):
        state._card(run.source).marks["position_locked"] = state.turn + state.num_players
