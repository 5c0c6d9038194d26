"""Texts that make the damage a player takes 0 for a turn (issue 26, ``cardtext.zh_damage``, ``damage_bar``): each
plays a real card of the shared cards.cdb, loaded from the card data (its Simplified Chinese text), in a scenario
citing the rule it follows (YGO Cartas.2: the text overrides DeterminacionDelDano), and what stays as it was."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_winged_kuriboh_destroyed_bars_the_battle_damage_of_the_rest_of_the_turn(tmp_path: Path) -> None:
    # 羽翼栗子球 Winged Kuriboh: "if this card on the field is destroyed and sent to the GY: until the end of this turn,
    # all battle damage you take becomes 0" — the damage of the battle that destroyed it is dealt first
    # (DeterminacionDelDano.4–5: 3000 - 300), the direct attack after it deals none; effect damage still does
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
    # you take becomes 0" — a Quick Effect from the hand (CartasDeMonstruosDeEfecto.6: its costs paid as it is
    # activated, Cadenas.8): chained to Hinotama, it resolves first and the 500 damage is 0
    board = ('turn_player = "P2"\nphase = "main1"\n[setup.P1]\nhand = ["光子栗子"]\n[setup.P2]\nhand = ["火球", "火球"]')
    _play(tmp_path, board,
          '[[step]]\ndo = "P2: activate 火球"\n[[step]]\ndo = "P1: activate 光子栗子"\n'
          '[[step]]\nexpect = { lives = { P1 = 6000 }, zones = { "P1.cementerio" = ["光子栗子"] } }\n'
          '[[step]]\ndo = "P2: activate 火球"\n[[step]]\nexpect = { lives = { P1 = 6000 } }')
