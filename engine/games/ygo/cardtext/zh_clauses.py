"""How the clauses of YGOPro's Simplified Chinese card texts fill a ``model.Draft``: costs, timings,
summons, equips and the other clauses of one effect (the pieces that use them are ``zh.PIECES``)."""

from __future__ import annotations

import re
from types import MappingProxyType

from engine.core.cards import Op
from engine.games.ygo.cards import Boost, TargetSpec
from engine.games.ygo.cardtext.model import Draft, Fill
from engine.games.ygo.cardtext.zh_words import POSITIONS, RACES, card_filter


# ---------------------------------------------------------------------------------- the table

def once_name(draft: Draft, found: re.Match[str]) -> None:
    marks = found.group("marks") or ""
    shared = "任意" in found.group(0) or "只能" in found.group(0) and len(marks) > 1
    for mark in marks or "*":
        draft.card_once[mark] = "name:" + ("shared" if shared else mark)


def fill_values(**values: object) -> Fill:
    def fill(draft: Draft, found: re.Match[str]) -> None:
        for key, value in values.items():
            setattr(draft, key, value)
    return fill


def summon_limit(limit: str) -> Fill:
    def fill(draft: Draft, found: re.Match[str]) -> None:
        draft.summon_limit.add(limit)
    return fill


def fill_op(name: str, **args: object) -> Fill:
    def fill(draft: Draft, found: re.Match[str]) -> None:
        draft.op(name, **args)
    return fill


def from_zone(op: str) -> Fill:
    def fill(draft: Draft, found: re.Match[str]) -> None:
        args = card_filter(found)
        if args is None:
            raise ValueError("no card named")
        zones = tuple({"手卡": "mano", "卡组": "mazo", "墓地": "cementerio"}[z] for z in re.findall("手卡|卡组|墓地", found.group("zones")))
        position = found.groupdict().get("pos")
        draft.op(op, zones=zones, position=POSITIONS.get(position or "", "attack" if position else ""), **args)
    return fill


def fill_activate(draft: Draft, found: re.Match[str]) -> None:
    """才能发动: what came before is the condition and the cost — sending the top cards of the
    Deck to the GY is a cost there (光之援军 Charge of the Light Brigade)."""
    if any(op.name != "mill" for op in draft.ops):
        raise ValueError("an effect before its activation")
    draft.costs.extend(draft.ops)
    draft.ops.clear()
    draft.activated = True
    # a monster's "you can" (才能发动) is offered; a bare 发动 must start (a card's activation is always chosen)
    draft.optional = draft.kind != "monster" or found.group(0).startswith(("才能", "可以"))


def fill_answers(draft: Draft, found: re.Match[str]) -> None:
    """"When a (an opponent's) Spell/Trap Card is activated": what a negating card answers."""
    what = found.group("what")
    if found.group("opp"):
        if what != "魔法·陷阱卡":
            raise ValueError("only an opponent's Spell or Trap is answered")
        draft.when = "opponent_activation"
    else:
        draft.when = {"魔法·陷阱卡": "activation", "魔法卡": "spell_activation", "陷阱卡": "trap_activation"}[what]


def own_monster_destroyed(draft: Draft, found: re.Match[str]) -> None:
    """A Continuous Spell's "if a monster you control is destroyed by battle or card effect: …" that must start
    (把这个效果发动): a Trigger Effect of the face-up card (``EffectsMixin.destroyed_triggers``)."""
    if (draft.kind, draft.sub) != ("spell", "continuous") or draft.trigger is not None:
        raise ValueError("a Continuous Spell's trigger")
    draft.trigger, draft.activated, draft.optional = "own_monster_destroyed", True, False


def own_gy_summoned(draft: Draft, found: re.Match[str]) -> None:
    """A Continuous Spell's "when a monster in your GY is Special Summoned, (you can) …" (older wording): a Trigger
    Effect of the face-up card (``EffectsMixin.spell_triggers``)."""
    if (draft.kind, draft.sub) != ("spell", "continuous") or draft.trigger is not None:
        raise ValueError("a Continuous Spell's trigger")
    draft.trigger = "own_gy_summoned"


def hand_to_deck(draft: Draft, found: re.Match[str]) -> None:
    """"Shuffle 1 card from your hand into the Deck" (chosen as it resolves): with no card in the hand the effect is
    not activated (YGO Cartas.2); "…时可以…" (older wording, no comma): its controller may."""
    if found.group("may") and draft.trigger is not None and not draft.activated:
        draft.activated, draft.optional = True, True
    draft.conditions.append("hand")
    draft.op("hand_to_deck")


def negate_monster(draft: Draft, found: re.Match[str]) -> None:
    """A Counter Trap's "negate the activation of an Effect Monster's effect, and destroy it": it answers that
    activation (YGO CartasDeTrampa.7, Cadenas.9); the older wording says its cost first ("Discard 1 card."),
    paid as the card is activated."""
    if (draft.kind, draft.sub) != ("trap", "counter") or draft.when is not None:
        raise ValueError("a Counter Trap's answer")
    draft.when, draft.activated = "monster_activation", True
    draft.op("negate")


def fill_condition(name: str) -> Fill:
    def fill(draft: Draft, found: re.Match[str]) -> None:
        draft.conditions.append(name)
    return fill


def summon_self(zone: str, trigger: str) -> Fill:
    """"Special Summon this card from your hand/GY": an effect used from there (a procedure when
    the text says it "can be Special Summoned", with no activation)."""
    def fill(draft: Draft, found: re.Match[str]) -> None:
        if draft.zone not in ("", zone) or (trigger == "procedure" and draft.activated):
            raise ValueError("summoned from another zone")
        draft.zone = zone
        if trigger == "procedure":
            draft.trigger, draft.activated = "procedure", True
        elif draft.trigger is None:
            draft.trigger = "ignition"
        draft.op("summon_self", position="defense" if found.group("pos") else "")
    return fill


def ritual_monster(draft: Draft, found: re.Match[str]) -> None:
    """"This card is Ritual Summoned with "X"": what its Ritual Spell does (YGO CartasDeMonstrusDeRitual)."""
    if (draft.kind, draft.sub) != ("monster", "ritual"):
        raise ValueError("only a Ritual Monster says so")


def in_graveyard(draft: Draft, found: re.Match[str]) -> None:
    """"If this card is in your GY:": an Ignition Effect used from the Graveyard."""
    if draft.zone not in ("", "cementerio") or draft.trigger not in (None, "ignition"):
        raise ValueError("used from another zone")
    draft.zone, draft.trigger = "cementerio", "ignition"


def fill_unique(draft: Draft, found: re.Match[str]) -> None:
    """"You can only control 1 face-up "X"": a monster's, a Spell's or a Trap's (``uniques``)."""
    draft.keywords.add("unique_face_up")


def summoned_gains(draft: Draft, found: re.Match[str]) -> None:
    """"The monster Special Summoned by this effect gains N ATK": its target, once summoned, until it leaves the field."""
    if not draft.ops or draft.ops[-1].name != "special_summon" or draft.target is None:
        raise ValueError("said of the target this effect summons")
    draft.op("modify", what="summoned", until="field", atk=int(found.group("n")), **{"def": 0})


def tribute_to(draft: Draft, found: re.Match[str]) -> None:
    """"You can Tribute this card to …" (older wording): the cost of an Ignition Effect of this
    card, activated at its controller's choice (YGO CartasDeMonstruosDeEfecto.6)."""
    if draft.kind != "monster" or draft.trigger not in (None, "ignition") or draft.activated:
        raise ValueError("a monster's Ignition Effect only")
    draft.cost("tribute_self")
    draft.trigger, draft.activated, draft.optional = "ignition", True, True


def discard_self(draft: Draft, found: re.Match[str]) -> None:
    """"Discard this card;": the effect is used from the hand."""
    draft.zone = "mano"
    draft.cost("discard_self")


def send_self(draft: Draft, found: re.Match[str]) -> None:
    """"Send this card from your hand to the GY;": the effect is used from the hand (it is not a
    discard)."""
    draft.zone = "mano"
    draft.cost("send_self")


def ignition_self(draft: Draft, op: str) -> None:
    """"Once per turn, this card can be changed to face-down Defense Position": an Ignition Effect
    of this card, once per turn (YGO CartasDeMonstruosDeEfecto.1)."""
    if draft.trigger not in (None, "ignition"):
        raise ValueError("an Ignition Effect only")
    draft.trigger, draft.activated, draft.once = "ignition", True, "copy"
    draft.op(op, what="self")


def equip_boost(draft: Draft, found: re.Match[str]) -> None:
    """"The equipped monster gains 500 ATK": the Equip Spell's lasting boost."""
    if (draft.kind, draft.sub) != ("spell", "equip") or draft.boost is not None:
        raise ValueError("an Equip Spell's boost")
    amount = int(found.group("n")) * (1 if found.group("dir") == "上升" else -1)
    stat = found.group("stat")
    draft.boost = Boost(atk=amount if stat != "守备力" else 0, defense=amount if stat != "攻击力" else 0)


def equip_to(draft: Draft, found: re.Match[str]) -> None:
    """"Equip only to a Warrior / a "X" monster": which face-up monsters it equips."""
    if (draft.kind, draft.sub) != ("spell", "equip"):
        raise ValueError("an Equip Spell's limit")
    race = RACES[found.group("race")] if found.group("race") else None
    draft.equip_to = TargetSpec("monstruos", "any", "monster", True, race=race, name_has=found.group("q") or found.group("has"))


#: Monster effects that start at once when they happen (``YgoBase._sent_to_graveyard``, a flip in battle), with no
#: look at whether a picked cost can be paid; and a Spell answering an attack is never offered: neither takes one.
STARTED_AT_ONCE = {"to_graveyard", "sent_to_graveyard", "destroyed_to_graveyard", "battle_to_graveyard",
                   "deck_to_graveyard", "discarded", "flip"}


def pick_cost(zone: str, how: str) -> Fill:
    """A cost picking cards of the hand or of your field: "discard 1 "X" monster", "send 2 cards from your hand
    to the GY", "Tribute 1 face-up Plant monster" (YGO CartasDeMonstruosDeEfecto.6): N cards are N picks, each
    paid with a card of its own (``costs.picks_payable``)."""
    def fill(draft: Draft, found: re.Match[str]) -> None:
        args = card_filter(found)
        if args is None or zone == "monstruos" and args.get("kind") != "monster" and "name" not in args:  # (「X」: that card)
            raise ValueError("no card named")
        if draft.trigger in STARTED_AT_ONCE or draft.kind == "spell" and draft.when is not None:
            raise ValueError("a cost the engine would not ask before the effect starts")
        if found.group("up") or found.groupdict().get("up0"):
            if zone != "monstruos":
                raise ValueError("face-up, of a card in the hand")
            args["face_up"] = True
        for _ in range(int(found.group("count"))):
            draft.costs.append(Op("pick_cost", MappingProxyType({"zone": zone, "how": how, **args})))
    return fill


def kinds_procedure(draft: Draft, found: re.Match[str]) -> None:
    """A Special Summon procedure from the hand needing N monsters of different names with "X" in their
    names in your GY (``gy_names:<N>:<X>``)."""
    if "no_normal" not in draft.summon_limit:
        raise ValueError("a monster that cannot be Normal Summoned")
    draft.conditions.append(f"gy_names:{found.group('n')}:{found.group('has')}")
    summon_self("mano", "procedure")(draft, found)


def any_summon(draft: Draft, found: re.Match[str]) -> None:
    """"When a monster (your opponent's monster with N or more ATK) is Normal or Flip Summoned or Special
    Summoned": a trap answering any Summon (``any_summon``), the monster's ATK a condition."""
    if draft.kind != "trap":
        raise ValueError("a trap's timing")
    draft.when = "opponent_any_summon" if found.group("opp") else "any_summon"
    if found.group("n"):
        draft.conditions.append(f"summoned_min_atk:{found.group('n')}")


def direct_attack_declared(draft: Draft, found: re.Match[str]) -> None:
    """"When an opponent's monster declares a direct attack": what answers that attack (a monster's effect
    from the hand, a Quick Effect: 消战者 Battle Fader, 速攻稻草人 Swift Scarecrow)."""
    draft.when = "opponent_attack"
    draft.conditions.append("direct_attack")
    draft.quick = draft.kind == "monster"


def banish_on_leave(draft: Draft, found: re.Match[str]) -> None:
    """"The card Special Summoned by this effect is banished when it leaves the field", said of the summon
    before it (perhaps with "then end the Battle Phase" between)."""
    after = [op for op in draft.ops if op.name == "end_battle"]
    draft.ops[:] = [op for op in draft.ops if op.name != "end_battle"]
    draft.amend(("summon_self",), banish_on_leave=True)
    draft.ops.extend(after)


def equip_from_graveyard(draft: Draft, found: re.Match[str]) -> None:
    """The older "choose 1 Equip Spell in your GY and add it to your hand" (泉之精灵 Fairy of the Spring): a target."""
    if draft.target is not None:
        raise ValueError("a target already")
    draft.target = TargetSpec("cementerio", "own", "spell", filter=(("sub", "equip"),))
    draft.op("to_hand", what="target")


def until_battle_end(draft: Draft, found: re.Match[str]) -> None:
    """"That monster gains N ATK until the end of that Battle Phase" (虚荣巨影 Ego Boost)."""
    fill_modify("target")(draft, found)
    draft.amend(("modify",), until="battle")


def fill_hold(draft: Draft, found: re.Match[str]) -> None:
    """"That monster loses N ATK, cannot attack or change its battle position" (a Continuous Trap's target), said
    with "when that monster leaves the field, destroy this card" (``_op_hold``)."""
    if (draft.kind, draft.sub) != ("trap", "continuous") or draft.target is None:
        raise ValueError("a Continuous Trap's target")
    draft.op("hold", what="target", atk=-int(found.group("n")))


def after_damage(condition: str) -> Fill:
    """"After damage calculation, if this card battled (if this face-down card was attacked)": a monster's trigger."""
    def fill(draft: Draft, found: re.Match[str]) -> None:
        if draft.kind != "monster":
            raise ValueError("a monster's")
        draft.trigger = "after_damage"
        draft.conditions.append(condition)
    return fill


def boost_per_level(draft: Draft, found: re.Match[str]) -> None:
    """A Continuous Spell's "monsters your opponent controls lose N ATK for each of their Levels" (YGO Cartas.2)."""
    if (draft.kind, draft.sub) not in (("spell", "continuous"), ("trap", "continuous")) or draft.boost is not None:
        raise ValueError("a continuous card's one boost")
    draft.boost = Boost(atk=-int(found.group("n")), side="opponent", per_level=True)


def before_damage(draft: Draft, found: re.Match[str]) -> None:
    """"Before damage calculation, if this card attacks a Defense Position monster": a monster's trigger."""
    if draft.kind != "monster":
        raise ValueError("a monster's")
    draft.trigger = "before_damage"
    draft.conditions.append("attacks_defense")


def battled_to_deck(draft: Draft, found: re.Match[str]) -> None:
    """"That monster returns to the Deck": the monster this card attacks (before damage calculation)."""
    if draft.trigger != "before_damage":
        raise ValueError("said after 'before damage calculation'")
    draft.op("battled_to_deck")


def banish_self(draft: Draft, found: re.Match[str]) -> None:
    """"Banish this card from your GY;": the effect is used from the Graveyard."""
    draft.zone = "cementerio"
    draft.cost("banish_self")


def shuffled(draft: Draft, found: re.Match[str]) -> None:
    """"Then shuffle your Deck": said after taking a card from the Deck, which shuffles it anyway."""
    if not draft.ops or "mazo" not in draft.ops[-1].get("zones", ()):
        raise ValueError("a shuffle after nothing taken from the Deck")


def fill_modify(what: str) -> Fill:
    def fill(draft: Draft, found: re.Match[str]) -> None:
        amount = int(found.group("n")) * (1 if found.group("dir") == "上升" else -1)
        both = found.group("stat") == "攻击力·守备力"
        draft.op("modify", what=what, atk=amount if found.group("stat") != "守备力" else 0, **{"def": amount if both or found.group("stat") == "守备力" else 0})
    return fill


def destroy_one(draft: Draft, found: re.Match[str]) -> None:
    """The older "destroy 1 monster on your opponent's field" (破坏对方场上1只怪兽): the card is
    chosen when the effect is activated, as a target."""
    if draft.target is not None:
        raise ValueError("a target already")
    zone, kind = {"怪兽": ("monstruos", "monster"), "魔法·陷阱卡": ("magias", None), "卡": ("field", None)}[found.group("what")]
    draft.target = TargetSpec(zone, {"对方场上": "opponent", "自己场上": "own", "场上": "any"}[found.group("side")], kind)
    draft.op("destroy", what="target")
