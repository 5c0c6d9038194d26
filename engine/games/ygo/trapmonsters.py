"""Trap Monsters: a Continuous Trap whose activation Special Summons the card itself as a monster (YGO Cartas.2 —
the classic rulebook has none; the card's text is the rule).

While such a card is in the Monster Zone, summoned by its own effect, it carries the mark ``as_monster`` and
``YgoBase.defn`` answers with its monster form (``monster_form``): a monster of the kind, Type, Attribute, Level,
ATK and DEF its text prints, which keeps the trap's name and what its text says of it as a monster. A card forgets
its marks when it leaves the field (``State.move``), so in the Graveyard, the hand or the Deck it is the Trap Card
again. The texts are read by ``cardtext.zh_traps``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.core.cards import Op
from engine.games.ygo.base import OPS, Run
from engine.games.ygo.cards import TYPE_LINES, YgoCard

if TYPE_CHECKING:
    from engine.games.ygo.effects import EffectsMixin

#: The mark of a Trap Monster in the Monster Zone (``YgoBase.defn``).
MARK = "as_monster"
_FORMS: dict[str, tuple[YgoCard, YgoCard]] = {}  # by code: the Trap and its monster form


def _becomes(defn: YgoCard) -> Op | None:
    return next((op for effect in defn.effects for op in effect.ops if op.name == "become_monster"), None)


def monster_form(defn: YgoCard) -> YgoCard:
    """What a Trap Monster is in the Monster Zone: the monster its text prints (``defn`` itself when its text
    makes no monster of it)."""
    known = _FORMS.get(defn.code)
    if known is not None and known[0] is defn:
        return known[1]
    op = _becomes(defn)
    form = defn if op is None else replace(
        defn, kind="monster", sub=str(op.get("sub")), card_type=TYPE_LINES[("monster", str(op.get("sub")))],
        race=str(op.get("race")), attribute=str(op.get("attribute")), level=int(op.get("level", 0)),
        atk=int(op.get("atk", 0)), defense=int(op.get("defense", 0)),
        keywords=defn.keywords | ({"also_trap"} if op.get("also_trap") else set()))
    _FORMS[defn.code] = (defn, form)
    return form


@OPS.on("become_monster")
def _op_become_monster(state: EffectsMixin, run: Run, op: Op) -> None:
    """The activated Trap comes from its Spell & Trap Zone to its controller's Monster Zone as a monster, face-up
    (in the position its text says, else its controller's choice): a Special Summon (YGO PhasesDelJuego.31). With
    no free Monster Zone by then it stays where it is, face-up (AreaDeJuego.4)."""
    source = run.source
    if state.zone_of(source) != "magias" or not state._card(source).face_up or not state.monster_room(run.player):
        return
    marks = (MARK,) + (("no_attack",) if "no_attack" in state.defn(source).keywords else ())
    position = str(op.get("position", ""))
    if position:
        state.place_monster(source, run.player, True, position == "defense", "special_summon")
        state.special_summoned(source, run.player, marks)
    else:
        state.ask_position(run.player, source, marks)
