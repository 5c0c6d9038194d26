"""Monsters that Special Summon themselves where they lie (issue 26, ``cardtext.zh_revive``): each plays a real card
of the shared cards.cdb, loaded from the card data (its Simplified Chinese text), in a scenario citing the rule it
follows, and a case where it must not happen."""

from __future__ import annotations

from pathlib import Path

from engine.games.ygo.cardtext import compile_text, unread
from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_vampire_familiar_pays_from_the_hand_or_the_face_up_field_and_summons_itself_from_the_graveyard(tmp_path: Path) -> None:
    # 吸血鬼的使魔 Vampire Familiar ②: "If this card is in your GY: you can send 1 "Vampire" card from your hand or face-up
    # field to the GY; Special Summon this card, but banish it when it leaves the field" — the cost is paid as it is
    # activated (YGO CartasDeMonstruosDeEfecto.6), its controller chooses the position (PhasesDelJuego.31), and its ①
    # ("if this card is Special Summoned: you can pay 500 LP; add 1 "Vampire" monster from the Deck") is offered
    board = ('turn_player = "P1"\n[setup.P1]\nhand = ["吸血鬼的眷属"]\ngraveyard = ["吸血鬼的使魔"]\n'
             'monsters = [{ card = "吸血鬼的眷属", face_up = false, position = "defense" }]\ndeck = ["吸血鬼的眷属", "黑魔术师"]')
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 吸血鬼的使魔"\n[[step]]\nexpect = { prompt = "coste", legal = ["choose 吸血鬼的眷属"] }\n'
          '[[step]]\ndo = "choose 吸血鬼的眷属"\n[[step]]\ndo = "defense position"\n'
          '[[step]]\nexpect = { prompt = "disparar", count = { "P1.monstruos" = 2, "P1.mano" = 0 }, '
          'zones = { "P1.cementerio" = ["吸血鬼的眷属"] } }\n'
          '[[step]]\ndo = "yes"\n[[step]]\ndo = "choose 吸血鬼的眷属"\n[[step]]\nexpect = { prompt = "principal", lives = { P1 = 7500 }, zones = { "P1.mano" = ["吸血鬼的眷属"] } }')
    # only a face-down "Vampire" (not face-up) and no card in the hand: the cost cannot be paid, so it is not activated
    _play(tmp_path, board.replace('hand = ["吸血鬼的眷属"]', 'hand = ["黑魔术师"]'),
          '[[step]]\nexpect = { prompt = "principal", not_legal = ["activate 吸血鬼的使魔"] }')


def test_in_the_hand_or_the_graveyard_is_one_effect_from_each() -> None:
    # "If this card is in your hand or GY: …; Special Summon this card" (九尾狐 Nine-Tailed Fox's ①): the same effect
    # used from either zone (YGO Cartas.2), limited once per turn by name for both
    compiled = compile_text("monster", "effect", "这个卡名的①的效果1回合只能使用1次。\n"
                                                 "①：这张卡在手卡·墓地存在的场合，把自己场上2只怪兽解放才能发动。这张卡特殊召唤。")
    assert compiled is not None
    effects = compiled[0]["effects"]
    assert [(e.zone, e.trigger, e.once, [op.name for op in e.ops]) for e in effects] == \
        [("mano", "ignition", "name:①", ["summon_self"]), ("cementerio", "ignition", "name:①", ["summon_self"])]
    # "Special Summon this card" of a monster on the field says nothing the engine plays: not read
    assert compile_text("monster", "effect", "①：自己主要阶段才能发动。这张卡特殊召唤。") is None



def test_what_is_missing_is_the_timing_not_the_summon_it_would_place() -> None:
    # 亚马逊宠物仔虎 Amazoness Baby Tiger's ②: its timing is not read, so "Special Summon this card" is refused (nothing
    # says where the card is); the coverage names only the timing as missing (``cardtext.unread``)
    timing = "②：这张卡在手卡·墓地存在，自己场上有「亚马逊」怪兽召唤·特殊召唤的场合才能发动。"
    assert unread("monster", "effect", timing + "这张卡特殊召唤。") == [timing.removeprefix("②：")]
