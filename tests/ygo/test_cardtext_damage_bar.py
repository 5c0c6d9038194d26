"""Texts that make the damage a player takes 0 for a turn (issue 26, ``cardtext.zh_damage``, ``damage_bar``) and a
monster's "when this card inflicts battle damage" (``battle._damage_triggers``): each
plays a real card of the shared cards.cdb, loaded from the card data (its Simplified Chinese text), in a scenario
citing the rule it follows (YGO Cartas.2: the text overrides DeterminacionDelDano), and what stays as it was."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_winged_kuriboh_destroyed_bars_the_battle_damage_of_the_rest_of_the_turn(tmp_path: Path) -> None:
    # 羽翼栗子球 Winged Kuriboh: "if this card on the field is destroyed and sent to the GY: until the end of this turn,
    # all battle damage you take becomes 0" — the damage of the battle that destroyed it is dealt first
    # (YGO DeterminacionDelDano.4–5: 3000 - 300), the direct attack after it deals none; effect damage still does
    board = ('turn_player = "P2"\nphase = "main1"\n[setup.P1]\nmonsters = ["羽翼栗子球"]\n'
             '[setup.P2]\nmonsters = ["青眼白龙", "黑魔术师"]\nhand = ["火球"]')
    _play(tmp_path, board,
          '[[step]]\ndo = "P2: battle"\n[[step]]\ndo = "P2: attack 青眼白龙 on 羽翼栗子球"\n'
          '[[step]]\nexpect = { lives = { P1 = 5300 }, zones = { "P1.cementerio" = ["羽翼栗子球"] } }\n'
          '[[step]]\ndo = "P2: attack 黑魔术师"\n[[step]]\nexpect = { lives = { P1 = 5300 } }\n'
          '[[step]]\nexpect = { phase = "main2" }\n[[step]]\ndo = "P2: activate 火球"\n[[step]]\nexpect = { lives = { P1 = 4800 } }')


@needs_cdb
def test_photon_kuriboh_bars_all_damage_that_turn(tmp_path: Path) -> None:
    # 光子栗子 Photon Kuriboh ①: "you can send this card from your hand to the GY and pay 2000 LP; this turn, all damage
    # you take becomes 0" — a Quick Effect from the hand (YGO CartasDeMonstruosDeEfecto.6: its costs paid as it is
    # activated, Cadenas.8): chained to Hinotama, it resolves first and the 500 damage is 0
    board = ('turn_player = "P2"\nphase = "main1"\n[setup.P1]\nhand = ["光子栗子"]\n[setup.P2]\nhand = ["火球", "火球"]')
    _play(tmp_path, board,
          '[[step]]\ndo = "P2: activate 火球"\n[[step]]\ndo = "P1: activate 光子栗子"\n'
          '[[step]]\nexpect = { lives = { P1 = 6000 }, zones = { "P1.cementerio" = ["光子栗子"] } }\n'
          '[[step]]\ndo = "P2: activate 火球"\n[[step]]\nexpect = { lives = { P1 = 6000 } }')


@needs_cdb
def test_airknight_parshath_draws_when_it_inflicts_battle_damage_and_not_when_it_takes_some(tmp_path: Path) -> None:
    # 天空骑士 珀耳修斯 Airknight Parshath: "… piercing. If this card inflicts battle damage to your opponent: draw 1 card"
    # (a Trigger Effect it must use, YGO CartasDeMonstruosDeEfecto.7): piercing Celtic Guardian's 1200 DEF (700 damage,
    # DeterminacionDelDano.15–16 with Cartas.2) it draws; against Dark Magician's 2100 DEF its controller takes the 200
    # (DeterminacionDelDano.21–22) and draws nothing
    board = ('phase = "battle"\n[setup.P1]\nmonsters = ["天空骑士 珀耳修斯"]\ndeck = ["青眼白龙", "黑魔术师"]\n'
             '[setup.P2]\nmonsters = [{ card = "精灵剑士", position = "defense" }]')
    _play(tmp_path, board,
          '[[step]]\ndo = "attack 天空骑士 珀耳修斯 on 精灵剑士"\n'
          '[[step]]\nexpect = { lives = { P1 = 8000, P2 = 7300 }, count = { "P1.mano" = 1, "P1.mazo" = 1 } }')
    _play(tmp_path, board.replace("精灵剑士", "黑魔术师"),
          '[[step]]\ndo = "attack 天空骑士 珀耳修斯 on 黑魔术师"\n'
          '[[step]]\nexpect = { lives = { P1 = 7800, P2 = 8000 }, count = { "P1.mano" = 0, "P1.mazo" = 2 } }')
