"""The Union procedure (同盟) as the texts of Union monsters state it (``cardtext.zh_union``).

The classic rulebook has no Union monsters, so each step cites its general rule that a card does what its text says
(YGO Cartas.2) besides the rules of Equip Cards and zones it shares:

- once per turn, in its controller's Main Phase, a face-up Union monster may equip itself to a face-up monster it
  names that its controller controls (``union_equip``, an Ignition Effect that targets): it becomes an Equip Card in
  the Spell & Trap Zone (CartasMagicas.8, AreaDeJuego.8);
- in that same once per turn it may instead unequip itself and be Special Summoned (``union_summon``): in face-up
  Attack Position when the older text says so, else in the position its controller chooses (AreaDeJuego.4);
- a monster is equipped with at most one Union monster ("1只怪兽可以装备的同盟最多1张");
- when the equipped monster would be destroyed (by battle, as the older texts say, or by battle or card effect), the
  Union monster is destroyed instead (``substitutes``).

Registered in ``base.OPS`` by importing this module (``effects`` does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Event
from engine.core.cards import Op
from engine.core.errors import Rule
from engine.core.text import Text
from engine.games.ygo import textops
from engine.games.ygo.base import OPS, Run
from engine.games.ygo.cards import TargetSpec
from engine.games.ygo.rules import rule
from engine.games.ygo.tasks import StartTrigger

if TYPE_CHECKING:
    from engine.games.ygo.base import YgoBase
    from engine.games.ygo.effects import EffectsMixin

#: The operations of the procedure (``conditions.compiled_op_problem`` asks ``problem`` of them).
NAMES = ("union_equip", "union_summon")


def _union_text(es: str, en: str) -> Rule:
    """A refusal by the Union monster's text (YGO Cartas.2: the rulebook has no Union section)."""
    return rule("Cartas.2", Text(f"el texto del monstruo Unión: {es}", f"the Union monster's text: {en}"))


def carrier(state: YgoBase, monster: int) -> int | None:
    """The Union monster equipped to ``monster`` by its own effect (``None``: none is)."""
    for player in range(state.num_players):
        for cid in state.ids(player, "magias"):
            marks = state._card(cid).marks
            if marks.get("union") and marks.get("equip") == monster:
                return cid
    return None


def may_carry(state: YgoBase, monster: int, spec: TargetSpec) -> bool:
    """Whether a Union monster whose target is ``spec`` may equip ``monster``: one it names ("「X」或者「Y」"), with
    no Union monster equipped already ("1只怪兽可以装备的同盟最多1张", YGO Cartas.2)."""
    names = dict(spec.filter).get("union_names")
    if names and state.defn(monster).name not in str(names).split("|"):
        return False
    return carrier(state, monster) is None


def _used_this_turn(state: EffectsMixin, card_id: int) -> bool:
    """"1回合1次": one use a turn of either half of the procedure (the marks of the zone it left are gone)."""
    marks, turn = state._card(card_id).marks, state.turn
    if marks.get("union_used") == turn:
        return True
    return any(marks.get(f"used{i}") == turn for i, effect in enumerate(state.defn(card_id).effects)
               if effect.ops and effect.ops[0].name in NAMES)


def problem(state: EffectsMixin, card_id: int, player: int, op: Op) -> Rule | None:
    """Why the half ``op`` of the procedure cannot be used now (``None``: it can)."""
    if _used_this_turn(state, card_id):
        return _union_text("equipar o Invocar de forma Especial se usa una vez por turno",
                           "equipping or Special Summoning is used once per turn")
    if op.name == "union_equip":
        if state.spell_count(player) >= 5:  # YGO AreaDeJuego.8: it equips from a Spell & Trap Zone
            return rule("AreaDeJuego.8")
        return None
    if not state._card(card_id).marks.get("union"):
        return _union_text("solo se Invoca de forma Especial mientras equipa a un monstruo",
                           "it is Special Summoned only while it equips a monster")
    if not textops.may_special_summon(state.defn(card_id), "magias", state.defn(card_id).name):
        return rule("Cartas.2", Text("esta carta no se puede Invocar de forma especial así",
                                     "this card cannot be Special Summoned this way"))
    if not state.monster_room(player):
        return rule("AreaDeJuego.4")
    return state.unique_problem(card_id, player)


@OPS.on("union_equip")
def _op_union_equip(state: EffectsMixin, run: Run, op: Op) -> None:
    """Equip this face-up monster to the target as an Equip Card (YGO Cartas.2, CartasMagicas.8): still a face-up
    monster it names you control, with no Union monster on it, and a free Spell & Trap Zone (AreaDeJuego.8)."""
    source, player = run.source, run.player
    card = state._card(source)
    live = [t for t in state.live_targets(run) if state._card(t).face_up and state._card(t).controller == player]
    effect = state.effect_of(source, run.effect)
    if not live or effect is None or effect.target is None or not may_carry(state, live[0], effect.target) \
            or not state.is_monster_on_field(source) or not card.face_up or state.spell_count(player) >= 5:
        return
    state._drop_equips(source)  # YGO CartasMagicas.9: the Equip Cards on it go as it leaves the Monster Zone
    state.move(source, state.zone(player, "magias"), face_up=True)
    card.marks.update(equip=live[0], union=True, union_used=state.turn)
    state.emit(Event("equip", player, source, state.defn(source).name))
    textops.equipped(state, source, live[0])


@OPS.on("union_summon")
def _op_union_summon(state: EffectsMixin, run: Run, op: Op) -> None:
    """Unequip this card and Special Summon it (YGO Cartas.2; PhasesDelJuego.31): in face-up Attack Position when
    its text says so, else in the position its controller chooses."""
    source, player = run.source, run.player
    card = state._card(source)
    if not card.marks.get("union") or state.zone_of(source) != "magias" or not state.monster_room(player):
        return
    position = str(op.get("position", ""))
    if not position:
        state.ask_position(player, source, ("union_used",))
        return
    state.place_monster(source, player, True, position == "defense", "special_summon")
    state.special_summoned(source, player, ("union_used",))


def battle_triggers(state: EffectsMixin, monster: int) -> None:
    """YGO Cartas.2, CartasDeMonstruosDeEfecto.7: "装备怪兽战斗破坏对方怪兽的场合，…" — the Trigger Effects of the Union
    monster equipped to ``monster``, which has just destroyed an opponent's monster by battle, start."""
    union = carrier(state, monster)
    if union is None or not state._card(union).face_up:
        return
    for index, _ in state.defn(union).effects_for("equip_battle_destroys"):
        state.then(StartTrigger(union, state._card(union).controller, index))


def substitutes(state: EffectsMixin, monster: int, kind: str) -> bool:
    """YGO Cartas.2: "装备怪兽被(战斗·效果)破坏的场合，作为代替把这张卡破坏" — the Union monster equipped to ``monster``
    is destroyed instead of it (by battle only, when the text says so); ``True``: it was."""
    union = carrier(state, monster)
    if union is None or not state._card(union).face_up:
        return False
    if kind != "battle" and "union_sub:any" not in state.defn(union).keywords:
        return False
    state.send_to_graveyard(union)
    return True
