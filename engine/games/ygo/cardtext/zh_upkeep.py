"""End Phase upkeep costs in YGOPro's Simplified Chinese card texts: the Koa'ki Meiru (核成) monsters' "during each
of your End Phases, send 1 "Iron Core of Koa'ki Meiru" from your hand to the GY or reveal 1 Zombie monster in your
hand, or destroy this card" — and the older wordings the family's monsters, Spells and Traps are written in, which
other cards share: "once per turn, you can …" opening an Ignition Effect, a card revealed or returned from the GY to
the Deck as a cost, a Tribute to negate an activation, a card added from the GY (or the Deck or GY).

Each ``Piece`` is read like those of ``zh``; ``upkeep`` (the engine) keeps or destroys the card in its controller's
End Phase (YGO DeterminacionDelDano.45, Cartas.2).
"""

from __future__ import annotations

import json
import re

from engine.games.ygo.cardtext.model import ACTION, COST, STATIC, TIMING, Draft, Piece
from engine.games.ygo.cardtext.zh_board import fill_standby, monster_keyword
from engine.games.ygo.cardtext.zh_clauses import from_zone, pick_cost
from engine.games.ygo.cardtext.zh_words import ATTRIBUTES, FILTER, FILTER_N, RACE, RACES, TARGET, fill_target
from engine.games.ygo.upkeep import CORE_UPKEEP

#: The cards a Koa'ki Meiru may reveal instead of sending a core: "1张通常陷阱卡", "1张永续魔法卡"…
_KINDS = {"通常陷阱卡": ("trap", "normal"), "永续魔法卡": ("spell", "continuous"), "通常魔法卡": ("spell", "normal"),
          "永续陷阱卡": ("trap", "continuous")}
#: What it reveals: a monster of a Type or an Attribute, or a Spell or Trap of a kind.
_REVEAL = rf"1(?:只|张)(?:(?P<race>{RACE})|(?P<attr>[地水炎风光暗])属性)怪兽|1张(?P<kind>{'|'.join(_KINDS)})"


def _core_upkeep(draft: Draft, found: re.Match[str]) -> None:
    """"This card's controller, during each of their End Phases, sends 1 "Iron Core of Koa'ki Meiru" (or 1 "Koa'ki
    Meiru" monster) from the hand to the GY or reveals 1 … in the hand; or destroys this card": what keeps a face-up
    Koa'ki Meiru (``upkeep``, YGO Cartas.2)."""
    want: dict[str, object] = {"send": [found.group("core")]}
    if found.group("has"):
        want["send_has"] = found.group("has")
    if found.group("race"):
        want["reveal"] = {"race": RACES[found.group("race")]}
    elif found.group("attr"):
        want["reveal"] = {"attribute": ATTRIBUTES[found.group("attr")]}
    elif found.group("kind"):
        kind, sub = _KINDS[found.group("kind")]
        want["reveal"] = {"kind": kind, "sub": sub}
    monster_keyword(draft, CORE_UPKEEP + json.dumps(want, ensure_ascii=False, sort_keys=True))


#: What a Koa'ki Meiru Tributes itself to negate: "效果怪兽的效果", "对方的陷阱卡", "对方的魔法卡".
_NEGATES = {"效果怪兽的效果": "monster_activation", "陷阱卡": "trap_activation", "魔法卡": "spell_activation"}


def _tribute_negates(draft: Draft, found: re.Match[str]) -> None:
    """"When (your opponent activates) a Trap Card, you can Tribute this card to negate the activation, and destroy
    it" (核成沙人 Koa'ki Meiru Sandman): a Quick Effect answering that activation, its cost this card (YGO Cadenas.8–9,
    CartasDeMonstruosDeEfecto.6)."""
    if draft.kind != "monster" or draft.trigger is not None or draft.when is not None or draft.ops:
        raise ValueError("a monster's answer to an activation")
    draft.when = ("opponent_" if found.group("opp") else "") + _NEGATES[found.group("what")]
    draft.quick, draft.activated, draft.optional = True, True, True
    draft.cost("tribute_self")
    draft.op("negate")


def _standby_once(draft: Draft, found: re.Match[str]) -> None:
    """"Once, during your Standby Phase, you can …" (核成孕妇蔷薇 Koa'ki Meiru Prickly): the monster's Standby Phase
    trigger, used at most once that phase (YGO PhasesDelJuego.5)."""
    fill_standby(draft, found)
    draft.once, draft.activated, draft.optional = "copy", True, True


def _once_may(draft: Draft, found: re.Match[str]) -> None:
    """The older "once per turn, you can …" (1回合1次，可以…: 核成原始骑士 Koa'ki Meiru Beast, 核成海豹): a monster's Ignition
    Effect, used at its controller's choice once per turn (YGO CartasDeMonstruosDeEfecto.1), or a face-up Continuous
    Spell's or Trap's (核心传送装置, YGO Cadenas.9); of another card, or after a timing already said, only the once per
    turn."""
    draft.once = "copy"
    if draft.kind == "monster" and draft.trigger is None:
        draft.trigger, draft.activated, draft.optional = "ignition", True, True
    elif draft.sub == "continuous" and draft.trigger is None:  # a face-up Continuous Spell's (a Trap's is a Quick Effect)
        draft.trigger, draft.activated, draft.optional = "ignition" if draft.kind == "spell" else "quick", True, True


def _chosen_to_deck_top(draft: Draft, found: re.Match[str]) -> None:
    """The older "choose 1 Spell Card in your GY and return it to the top of the Deck" (核成海豹 Koa'ki Meiru Boulder's
    kin): a target, placed on top of its owner's Deck (YGO Cartas.2)."""
    if draft.target is not None:
        raise ValueError("a target already")
    fill_target(draft, found)
    draft.op("to_deck_top", what="target")


PIECES: tuple[Piece, ...] = (
    Piece("once-ignition", TIMING, r"1回合1次，可以", _once_may),
    # "reveal 1 "Iron Core of Koa'ki Meiru" in your hand" as a cost (核成原始骑士): the card stays in the hand, known to both
    Piece("cost-reveal", COST, rf"把手卡{FILTER_N}给对方观看", pick_cost("mano", "reveal")),
    Piece("chosen-to-deck-top", ACTION, rf"选择{TARGET}回到卡组最上面", _chosen_to_deck_top),
    # 紧急合成 Emergency Provisions' kin: "return 1 "Iron Core of Koa'ki Meiru" from your GY to the Deck" as the cost
    Piece("cost-gy-to-deck", COST, rf"让自己墓地存在的{FILTER_N}回到卡组(?=发动)", pick_cost("cementerio", "to_deck")),
    # 钢核初期化 Iron Core Reinitialization's kin: "add 1 "Iron Core of Koa'ki Meiru" from your Deck or GY to your hand"
    Piece("search-deck-or-gy", ACTION, rf"从自己的(?P<zones>卡组·墓地)把{FILTER}加入手卡", from_zone("search")),
    # 核成 Koa'ki Meiru: "…从手卡把1张「核成兽的钢核」送去墓地或把手卡1只不死族怪兽给对方观看。或者都不进行让这张卡破坏"
    Piece("core-upkeep", STATIC, rf"这张卡的控制者在每次自己的结束阶段从手卡把1张「(?P<core>[^」]+)」"
          rf"(?:送去墓地或把手卡(?:{_REVEAL})给对方观看|或1只名字带有「(?P<has>[^」]+)」的怪兽送去墓地)。或者都不进行让这张卡破坏",
          _core_upkeep),
    Piece("tribute-negate", ACTION, r"(?P<opp>对方的)?(?P<what>效果怪兽的效果|陷阱卡|魔法卡)发动时，可以把这张卡解放让那个发动无效并破坏",
          _tribute_negates),
    Piece("standby-once", TIMING, r"自己的准备阶段时只有1次，可以", _standby_once),
    # 核成十字军 Koa'ki Meiru Crusader: "… you can add 1 "Koa'ki Meiru" card from your GY to your hand" (no target)
    Piece("graveyard-pick", ACTION, rf"(?:可以)?把自己(?P<zones>墓地)存在的{FILTER}加入手卡", from_zone("search")),
)
