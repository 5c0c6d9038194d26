"""What compiled card texts ask of the board (YGO Cartas.2: each card does what it says): the filters
that pick the cards a text names (``matches``, ``candidates``, ``field_matches``), and what lasting texts
say — cards that stay some turns, attacks forbidden or protected, boosts by a count, monsters that destroy
themselves, Equip Cards that take control, monsters held by a trap.

The operations of compiled texts live in ``pick_ops`` (those that ask as they resolve), ``board_ops``
(those that act at once), ``counters`` (Spell Counters) and ``triggers``; their costs in ``costs``; the
conditions that refuse an activation in ``conditions``.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Mapping

from engine.core.actions import Action, Event
from engine.core.cards import Op
from engine.games.ygo import turn_limits
from engine.games.ygo.base import FIELD_ZONES, PROPER_SUMMONS, Run
from engine.games.ygo.cards import Effect, YgoCard

if TYPE_CHECKING:
    from engine.games.ygo.base import YgoBase
    from engine.games.ygo.effects import EffectsMixin

#: Where an operation picks from, by what the text says.
ZONES = ("mano", "mazo", "cementerio")


#: The costs that take the card itself away before its targets are chosen (tribute, banish, discard, send it).
SELF_COSTS = frozenset({"tribute_self", "banish_self", "banish_field_self", "discard_self", "send_self"})


def may_target_itself(state: YgoBase, source: int, effect: Effect) -> bool:
    """A monster's effect that targets "1 monster on the field" may target that monster itself (YGO Cartas.2,
    PalabrasClave.3: the field is every card on it; Problem-Solving Card Text: only "other than this card",
    这张卡以外, leaves it out) — while it is on the field and its cost does not take it away. A Spell or Trap
    being activated does not target itself (旋风 Mystical Space Typhoon), nor a Union monster the monster it equips."""
    spec = effect.target
    return (spec is not None and ("not_self", True) not in spec.filter and ("union", True) not in spec.filter
            and state.defn(source).kind == "monster"
            and state.is_monster_on_field(source) and not any(cost.name in SELF_COSTS for cost in effect.costs))


def matches(defn: YgoCard, args: Mapping[str, Any]) -> bool:
    """Whether a card is one the text names: by name, a part of its name (an archetype), kind,
    Type (or one of ``races``), Attribute, highest Level, "other than X"."""
    if "name" in args and defn.name != args["name"]:
        return False
    if "name_has" in args and str(args["name_has"]) not in defn.name:
        return False
    if "other" in args and defn.name == args["other"]:
        return False
    kind = args.get("kind", "")
    if kind == "spell_trap":
        if defn.kind not in ("spell", "trap"):
            return False
    elif kind and defn.kind != kind:
        return False
    if "sub" in args and defn.sub != args["sub"]:
        return False
    if "race" in args and defn.race != args["race"] or "races" in args and defn.race not in args["races"]:
        return False
    if "attribute" in args and defn.attribute != args["attribute"]:
        return False
    for key, value in (("max_atk", defn.atk), ("max_def", defn.defense)):
        if key in args and not (defn.is_monster and value <= int(args[key])):
            return False
    for key, value in (("min_atk", defn.atk), ("min_def", defn.defense)):
        if key in args and not (defn.is_monster and value >= int(args[key])):
            return False
    if "level" in args and not (defn.is_monster and defn.level == int(args["level"])):
        return False
    if "min_level" in args and not (defn.is_monster and defn.level >= int(args["min_level"])):
        return False
    if args.get("holds_counters") and "spell_counters" not in defn.keywords:
        return False  # "a card that can hold Spell Counters"
    return "max_level" not in args or (defn.is_monster and defn.level <= int(args["max_level"]))


def may_special_summon(defn: YgoCard, zone: str = "", by: str = "", proper: bool = False) -> bool:
    """YGO Cartas.2: a text saying the card cannot be Special Summoned (or only by Fusion, only by
    the effect of "X", or not from the Deck) keeps other effects from summoning it; Fusion
    Monsters come out of the Fusion Deck only by Fusion. ``by``: the card whose effect summons.
    A Ritual Monster comes out by its Ritual Spell only (CartasDeMonstrusDeRitual.1), or from the
    Graveyard or banished once it was Ritual Summoned (``proper``: it keeps ``RITUAL_SUMMONED``;
    back in the hand it needs a new Ritual Summon, CartasDeMonstrusDeRitual.5); a Fusion Monster likewise
    once it was Fusion Summoned (``FUSION_SUMMONED``: CartasDeMonstruosFusion.1 asks a Fusion of the
    Fusion Deck's monsters only, and one properly summoned has been made)."""
    revived = proper and zone in ("cementerio", "desterradas")
    if defn.sub == "ritual" and defn.is_monster and not revived:
        return False
    limits = defn.summon_limit
    if zone == "mazo" and "not_from_deck" in limits or zone == "cementerio" and "not_from_graveyard" in limits:
        return False
    if any(limit.startswith("effect_only:") and limit != f"effect_only:{by}" for limit in limits):
        return False
    if revived and defn.is_extra:
        return defn.is_monster and "no_special" not in limits
    return defn.is_monster and not defn.is_extra and not limits & {"no_special", "fusion_only"}


def may_summon(state: YgoBase, card_id: int, by: int) -> bool:
    """``may_special_summon`` of a card where it is now, by the effect of the card ``by`` (-1: none)."""
    return may_special_summon(state.defn(card_id), state.zone_of(card_id), state.defn(by).name if by >= 0 else "",
                              any(mark in state._card(card_id).marks for mark in PROPER_SUMMONS))


def bind(state: EffectsMixin, run: Run, card_id: int, op: Op) -> None:
    """"When this card leaves the field, destroy that monster; when that monster is destroyed (leaves the
    field), destroy this card": the card resolving remembers the monster it Special Summoned
    (``YgoBase.release_bound`` keeps the promise) — as it is placed, or as its position is asked, whose
    answer places it."""
    if op.get("bound") and state.on_field(run.source):
        state._card(run.source).marks["bound"] = (card_id, op.get("bound"))


def summon_marks(op: Op) -> tuple[str, ...]:
    """What a summoning effect's text says of the monster it brings out (YGO Cartas.2): its effects
    negated (``effects_negated``), banished when it leaves the field (``banish_on_leave``), it cannot
    attack this turn (``no_attack_turn``) or at all (``no_attack``), destroyed in this turn's End Phase
    (``destroy_at_end``, ``end_phase``)."""
    return tuple(mark for mark in ("effects_negated", "banish_on_leave", "no_attack_turn", "no_attack", "destroy_at_end")
                 if op.get(mark))


def candidates(state: EffectsMixin, player: int, op: Op, source: int = -1) -> list[int]:
    """The cards of ``player``'s zones ``op`` may pick."""
    found = []
    for zone in op.get("zones", ("mazo",)):
        for cid in state.ids(player, zone):
            defn = state.defn(cid)
            if cid == source or not matches(defn, op.args):
                continue
            if op.name == "summon_from" and (not may_summon(state, cid, source)
                                             or state.unique_problem(cid, player) is not None
                                             or turn_limits.special_problem(state, cid, player) is not None):
                continue
            found.append(cid)
    return found


def field_matches(state: EffectsMixin, player: int, op: Op, source: int) -> list[int]:
    """The cards on the field an operation on "all the …" names, seen from ``player``: side,
    zone, kind, face-up or Set, position, Attribute (or not it), Types, other than ``source``."""
    sides = {"own": (player,), "opponent": (state.opponent(player),), "any": (player, state.opponent(player))}[str(op.get("side", "any"))]
    zones = {"monstruos": ("monstruos",), "magias": ("magias", "campo_magico"),
             "field": ("monstruos", "magias", "campo_magico")}[str(op.get("zone", "monstruos"))]
    found = []
    for side in sides:
        for zone in zones:
            for cid in state.ids(side, zone):
                card = state._card(cid)
                defn = state.defn(cid)
                if cid == source and op.get("not_self"):
                    continue
                if "kind" in op.args and defn.kind != op.get("kind"):
                    continue
                if "face_up" in op.args and card.face_up != op.get("face_up"):
                    continue
                if "position" in op.args and (not card.face_up or card.rotated != (op.get("position") == "defense")):
                    continue
                monster_only = ("attribute", "not_attribute", "races", "level")
                if any(key in op.args for key in monster_only) and not card.face_up:
                    continue  # a face-down monster shows no Attribute or Type
                if "attribute" in op.args and defn.attribute != op.get("attribute"):
                    continue
                if "not_attribute" in op.args and defn.attribute == op.get("not_attribute"):
                    continue
                if "races" in op.args and defn.race not in tuple(op.get("races")):
                    continue
                if "level" in op.args and defn.level != int(op.get("level", 0)):
                    continue
                found.append(cid)
    return found


def field_has(state: EffectsMixin, player: int, source: int, args: Mapping[str, Any]) -> list[int]:
    """The face-up cards of a side of the field (seen from ``player``) a condition names (``side``,
    ``not_self`` and the slots of ``matches``)."""
    sides = {"own": (player,), "opponent": (state.opponent(player),), "any": (player, state.opponent(player))}[str(args["side"])]
    zones = ("monstruos",) if args.get("kind") == "monster" else ("monstruos", "magias", "campo_magico")
    return [cid for side in sides for zone in zones for cid in state.ids(side, zone)
            if state._card(cid).face_up and not (cid == source and args.get("not_self")) and matches(state.defn(cid), args)]


# ---------------------------------------------------------------------------------- what texts say of the board

def lone_target_negates(state: EffectsMixin, card_id: int) -> bool:
    """Whether ``card_id`` is a face-up monster whose text says "negate the effects of Effect Monsters that target
    only this card" (Chaos Command Magician) and applies now."""
    return state.is_monster_on_field(card_id) and "negates_lone_targeting" in state.defn(card_id).keywords \
        and state._card(card_id).face_up and not state.effects_negated(card_id)


def offer_instead_of_draw(state: EffectsMixin, player: int) -> bool:
    """YGO Cartas.2 over PhasesDelJuego.3: a card in ``player``'s Graveyard whose text says "you can add this
    card to your hand instead of conducting your normal draw" is offered before the draw (``True``: asked)."""
    if not state.says("draw_instead"):  # asked at every Draw Phase: most duels have none
        return False
    found = [cid for cid in state.ids(player, "cementerio") if "draw_instead" in state.defn(cid).keywords]
    if not found:
        return False
    name = state.defn(found[0]).name
    state.ask("disparar", player, (f"¿Añades «{name}» del Cementerio a tu mano en lugar de robar?",
                                   f"Add «{name}» from your Graveyard to your hand instead of drawing?"),
              (found[0],), ("instead", found[0]))
    return True


def instead_answered(state: EffectsMixin, prompt: Any, action: Action) -> None:
    """Yes: the card goes from the Graveyard to the hand and there is no normal draw; no: the normal draw."""
    card_id = prompt.data[1]
    if action.kind == "yes" and state.zone_of(card_id) == "cementerio":
        state.move(card_id, state.zone(action.player, "mano"), kind="search")
        state._card(card_id).known = (1 << state.num_players) - 1  # it came from the Graveyard, seen by both
    else:
        state.draw(action.player)


def face_up_monsters(state: EffectsMixin) -> list[int]:
    return [cid for cid in state.all_monsters() if state._card(cid).face_up]


# ---------------------------------------------------------------------------------- cards that last some turns

def stays(state: EffectsMixin, card_id: int) -> bool:
    """"This card stays on the field after activation, and is destroyed during your opponent's Nth End
    Phase" (a Normal Spell's text, YGO Cartas.2 over CartasMagicas.3): it stays, counting the turns."""
    turns = next((int(w.split(":", 1)[1]) for w in state.defn(card_id).keywords if w.startswith("stays:")), 0)
    if turns:
        state._card(card_id).marks["turns_left"] = turns
    return bool(turns)


def end_phase(state: EffectsMixin) -> None:
    """The End Phase of a turn: a card that stays some of its controller's opponent's turns counts
    this one if it is theirs, and is destroyed at the last; a monster an effect Special Summoned "to be
    destroyed during the End Phase" this turn is destroyed (YGO Cartas.2)."""
    turn, cards = state.turn, state.cards
    for cid in state.all_monsters():
        if cards[cid].marks.get("destroy_at_end") == turn:  # type: ignore[union-attr]  # a monster in its zone
            state.send_to_graveyard(cid)
    for player in range(state.num_players):
        if player == state.turn_player:
            continue
        for cid in list(state.ids(player, "magias")):
            card = state._card(cid)
            if "turns_left" in card.marks and card.face_up:
                card.marks["turns_left"] -= 1
                if card.marks["turns_left"] <= 0:
                    state.send_to_graveyard(cid)


def attacks_forbidden(state: EffectsMixin, player: int) -> bool:
    """Whether a face-up card of the opponent's says "your opponent's monsters cannot declare an attack"."""
    return state.says("opponent_no_attack") and any(state._card(cid).face_up and "opponent_no_attack" in state.defn(cid).keywords
                                                    for cid in state.ids(state.opponent(player), "magias"))


# ---------------------------------------------------------------------------------- boosts by a count

def count_cards(state: YgoBase, player: int, source: int, spec: Mapping[str, Any]) -> int:
    """How many cards a "for each …" clause counts, seen from ``player`` (``cardtext.zh_board.count_spec``):
    on the field (a monster's Type, Attribute or name only face-up), in the Graveyard or the hand."""
    sides = {"own": (player,), "opponent": (state.opponent(player),), "any": (player, state.opponent(player))}[str(spec["side"])]
    names = spec.get("names")
    shown = ("race", "attribute", "name_has", "names")
    found = 0
    distinct: set[str] = set()  # "… monsters with different names" count each name once
    for side in sides:
        for zone in spec["zones"]:
            for place in ("monstruos", "magias", "campo_magico") if zone == "field" else (zone,):
                for cid in state.ids(side, place):
                    card = state._card(cid)
                    if cid == source and spec.get("not_self") or (spec.get("face_up") or any(k in spec for k in shown)) \
                            and zone == "field" and not card.face_up:
                        continue
                    defn = state.defn(cid)
                    if names and defn.name not in names or not matches(defn, spec):
                        continue
                    found += 1
                    distinct.add(defn.name)
    return len(distinct) if spec.get("distinct") else found


def per_count(state: YgoBase, card_id: int, keywords: frozenset[str], holder: int) -> tuple[int, int]:
    """The ATK and DEF that "gains N for each …" clauses of a card's text (``per:<stat>:<N>:<spec>``)
    give now, counted from the side of ``holder``'s controller (the card itself, or the Equip Spell)."""
    atk = defense = 0
    player = state._card(holder).controller
    for word in keywords:
        if word.startswith("per:"):
            _, stat, amount, spec = word.split(":", 3)
            value = int(amount) * count_cards(state, player, holder, json.loads(spec))
            atk += value if stat != "def" else 0
            defense += value if stat != "atk" else 0
    return atk, defense


def protected(state: YgoBase, card_id: int) -> bool:
    """Whether another face-up monster of its controller's says "your opponent cannot target other
    <Type> monsters for attacks" of this face-up monster's Type (``protects:<Type>``)."""
    card = state._card(card_id)
    if not card.face_up or not (state.says("protects") or state.says("shielded_by_others")):
        return False
    if "shielded_by_others" in state.defn(card_id).keywords and not state.effects_negated(card_id) \
            and any(cid != card_id for cid in state.monsters(card.controller)):
        return True  # "… cannot target this card for attacks while you control another monster"
    race = state.defn(card_id).race
    return any(cid != card_id and state._card(cid).face_up and f"protects:{race}" in state.defn(cid).keywords
               and not state.effects_negated(cid) for cid in state.monsters(card.controller))


def unshielded(state: EffectsMixin, found: list[int]) -> list[int]:
    """``found`` without the face-up monsters a face-up monster's text keeps from being targeted by card
    effects: "neither player can target "X" monsters" (``shields:X``, YGO Cartas.2)."""
    if not state.says("shields"):  # asked for every targeted effect at every listing: most duels have none
        return found
    cards = state.cards
    parts = [word[8:] for player in range(state.num_players) for cid in state.ids(player, "monstruos")
             for word in cards[cid].defn.keywords  # type: ignore[union-attr]  # a card in its zone
             if word.startswith("shields:") and state._card(cid).face_up and not state.effects_negated(cid)]
    if not parts:
        return found
    return [cid for cid in found if not (state.zone_of(cid) == "monstruos" and state._card(cid).face_up
                                         and any(part in state.defn(cid).name for part in parts))]


#: The keywords whose text is checked after every step (``self_destructs``, ``equip_control_lost``).
WATCHED = ("destroy_if_other:", "destroy_without:", "equip_control")


def self_destructs(state: EffectsMixin) -> None:
    """YGO Cartas.2: a face-up monster whose text says "if you control a monster that is not an "X" monster
    (``destroy_if_other:X``) / if "X" is not on the field (``destroy_without:X``), destroy this card" is destroyed
    as soon as that holds (checked after every step)."""
    for player in range(state.num_players):
        for cid in state.ids(player, "monstruos"):
            keywords = state.defn(cid).keywords
            if not keywords or not state._card(cid).face_up or state.effects_negated(cid):
                continue
            for word in keywords:
                kind, _, name = word.partition(":")
                if kind == "destroy_if_other" and any(not state._card(c).face_up or name not in state.defn(c).name
                                                      for c in state.ids(player, "monstruos")) \
                        or kind == "destroy_without" and not any(state._card(c).face_up and state.defn(c).name == name
                                                                 for side in range(state.num_players)
                                                                 for zone in FIELD_ZONES for c in state.ids(side, zone)):
                    state.send_to_graveyard(cid)
                    break


def battle_safe(state: YgoBase, card_id: int) -> bool:
    """Whether a face-up monster's text keeps it from being destroyed by battle with the monster it battled
    now: "… with a monster with N or more ATK" (``battle_safe_from_atk:N``, YGO Cartas.2), or "once per turn"
    (``battle_safe_once``: the first time each turn, which that battle uses up)."""
    card = state._card(card_id)
    if "battle_safe_once" in state.defn(card_id).keywords and card.face_up and not state.effects_negated(card_id) \
            and card.marks.get("battle_safe") != state.turn:
        card.marks["battle_safe"] = state.turn
        return True
    words = [w for w in state.defn(card_id).keywords if w.startswith("battle_safe_from_atk:")]
    if not words or not state._card(card_id).face_up or state.effects_negated(card_id):
        return False
    other = state.attack_target if card_id == state.attacker else state.attacker
    return other is not None and state.is_monster_on_field(other) and state.stats(other)[0] >= int(words[0].split(":")[1])


def equipped(state: EffectsMixin, equip: int, monster: int) -> None:
    """An Equip Card was equipped: a face-up monster whose text says "when this card is equipped with an
    Equip Card: destroy it" destroys it (``destroys_equips``); "you gain control of the equipped monster"
    (``equip_control``) moves it to the Equip Card's controller (YGO ControlDeUnMonstruoDelAdversario.2–4)."""
    card, taker = state._card(monster), state._card(equip).controller
    if "equip_control" in state.defn(equip).keywords and card.controller != taker and state.monster_room(taker):
        state.move(monster, state.zone(taker, "monstruos"), face_up=card.face_up, keep_state=True, kind="control")
        card.controller = taker
        card.known |= 1 << taker
        card.marks["control_equip"] = equip
    if "destroys_equips" in state.defn(monster).keywords and state._card(monster).face_up \
            and not state.effects_negated(monster) and state.on_field(equip):
        state.send_to_graveyard(equip)


def equip_control_lost(state: EffectsMixin) -> None:
    """A monster taken by an Equip Card ("you gain control of the equipped monster") goes back to its owner as
    soon as that card no longer equips it (YGO Cartas.2, ControlDeUnMonstruoDelAdversario.7: with no free zone
    there, it is sent to the Graveyard); checked after every step."""
    for player in range(state.num_players):
        for cid in list(state.monsters(player)):
            card = state._card(cid)
            equip = card.marks.get("control_equip")
            if equip is None or state.cards[equip] is not None and state.on_field(equip) \
                    and state._card(equip).marks.get("equip") == cid:
                continue
            del card.marks["control_equip"]
            if card.controller == card.owner:
                continue
            if state.monster_room(card.owner):
                state.move(cid, state.zone(card.owner, "monstruos"), face_up=card.face_up, keep_state=True, kind="control")
                card.controller = card.owner
            else:
                state.send_to_graveyard(cid)


def standby_gains(state: EffectsMixin) -> None:
    """"During each of your opponent's Standby Phases, they gain N LP" (Snatch Steal): said by a face-up card of the
    turn player's opponent (YGO PhasesDelJuego.5, Cartas.2)."""
    if not state.says("opponent_standby_gain"):
        return
    for cid in state.ids(state.opponent(state.turn_player), "magias"):
        if state._card(cid).face_up:
            for word in state.defn(cid).keywords:
                if word.startswith("opponent_standby_gain:"):
                    state.change_lp(state.turn_player, int(word.split(":", 1)[1]))


def held(state: YgoBase, card_id: int) -> bool:
    """Whether a face-up card on the field holds ``card_id`` (``_op_hold``: it cannot attack nor change its position)."""
    holder = state._card(card_id).marks.get("held_by")
    return holder is not None and state.cards[holder] is not None and state.zone_of(holder) == "magias" \
        and state._card(holder).face_up and state._card(holder).marks.get("held") == card_id


def destroys_unbattled(state: YgoBase, attacker: int, target: int) -> bool:
    """"If this card attacks a face-up Defense Position monster, destroy it without damage calculation" (忍者头领
    佐助, ``destroys_face_up_defense``: a face-up attacker's text)."""
    card = state._card(target)
    return state.is_monster_on_field(target) and card.face_up and card.rotated and state.is_monster_on_field(attacker) \
        and state.has_keyword(attacker, "destroys_face_up_defense") and state._card(attacker).face_up


def rest(state: YgoBase, card_id: int, lock: bool = True) -> None:
    """"At the end of the Battle Phase it attacked, change this card to Defense Position; it cannot change its
    battle position until the end of your next turn" (哥布林突击部队 Goblin Attack Force; ``lock``: what the last
    clause says)."""
    card = state._card(card_id)
    if not card.rotated:
        card.rotated = True
        state.emit(Event("position", card.controller, card_id, card.defn.name, amount=1))
    if lock:
        card.marks["position_locked"] = state.turn + state.num_players


def extreme_monsters(state: EffectsMixin, player: int, op: Op) -> list[int]:
    """The opponent's face-up monsters (or, as the text says, those of both sides in face-up Attack
    Position) with the lowest ATK (or highest DEF, highest ATK)."""
    pool = state.all_monsters() if op.get("side") == "any" else state.monsters(state.opponent(player))
    side = [cid for cid in pool if (state.in_attack(cid) if op.get("position") == "attack" else state._card(cid).face_up)]
    if not side:
        return []
    index = 0 if op.get("stat") == "atk" else 1
    values = {cid: state.stats(cid)[index] for cid in side}
    best = min(values.values()) if op.get("lowest") else max(values.values())
    return [cid for cid in side if values[cid] == best]


def equip_count(state: YgoBase, monster: int) -> int:
    """How many Equip Cards are equipped to ``monster``."""
    return sum(state._card(cid).marks.get("equip") == monster for player in range(state.num_players)
               for cid in state.ids(player, "magias"))


def equipped_with(state: YgoBase, monster: int, word: str) -> bool:
    """Whether a face-up Equip Card equipped to ``monster`` says ``word`` of it ("the equipped monster cannot
    be destroyed by battle")."""
    return any(state._card(cid).marks.get("equip") == monster and state._card(cid).face_up and word in state.defn(cid).keywords
               for player in range(state.num_players) for cid in state.ids(player, "magias"))
