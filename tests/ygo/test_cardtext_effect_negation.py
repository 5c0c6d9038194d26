"""A monster's effects negated until the end of the turn (issue 26, ``effect_negation`` and
``cardtext.zh_effect_negate``): each plays a real card of the shared cards.cdb, loaded from the card data (its
Simplified Chinese text), in a scenario citing the rule it follows (YGO Cartas.2, CartasDeMonstruosDeEfecto.5: a
monster whose effects are negated has none — Buster Blader's ATK boost does not apply), and a case where it must
not happen."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb

#: Buster Blader gains 500 ATK for the Dragon in its opponent's Graveyard: 3100, 2600 while negated.
_BLADER = '[[step]]\nexpect = {{ cards = [{{ card = "巴斯达·布雷达", atk = {atk} }}] }}\n'


@needs_cdb
def test_breakthrough_skill_negates_an_effect_monster_for_the_turn(tmp_path: Path) -> None:
    # 突破技能 Breakthrough Skill ①: "Target 1 Effect Monster your opponent controls; negate its effects until the end of
    # this turn" (YGO Cartas.2): Buster Blader loses its boost this turn, and has it again in the next (when P2
    # may use Breakthrough Skill's ② from the Graveyard)
    board = ('turn_player = "P1"\n[setup.P1]\nmonsters = ["巴斯达·布雷达"]\nhand = ["X-剑士 安娜佩瑞拉"]\n'
             '[setup.P2]\ngraveyard = ["青眼白龙"]\nspells = [{ card = "突破技能", face_up = false }]')
    _play(tmp_path, board,
          _BLADER.format(atk=3100) + '[[step]]\ndo = "summon X-剑士 安娜佩瑞拉"\n[[step]]\ndo = "P2: activate 突破技能"\n'
          '[[step]]\nexpect = { legal = ["target 巴斯达·布雷达"], not_legal = ["target X-剑士 安娜佩瑞拉"] }\n'
          '[[step]]\ndo = "P2: target 巴斯达·布雷达"\n' + _BLADER.format(atk=2600)
          + '[[step]]\ndo = "end"\n[[step]]\nexpect = { acting = "P2", legal = ["activate 突破技能"] }\n' + _BLADER.format(atk=3100))


@needs_cdb
def test_breakthrough_skill_banishes_itself_from_the_graveyard_in_its_controllers_turn(tmp_path: Path) -> None:
    # 突破技能 ②: "During your turn: you can banish this card from your GY, then target 1 Effect Monster your opponent
    # controls; negate its effects until the end of this turn" (YGO Cartas.2, CartasDeMonstruosDeEfecto.6)
    _play(tmp_path, 'turn_player = "P2"\n[setup.P1]\nmonsters = ["巴斯达·布雷达"]\n[setup.P2]\ngraveyard = ["青眼白龙", "突破技能"]',
          _BLADER.format(atk=3100) + '[[step]]\ndo = "activate 突破技能"\n[[step]]\ndo = "target 巴斯达·布雷达"\n'
          + _BLADER.format(atk=2600) + '[[step]]\nexpect = { zones = { "P2.desterradas" = ["突破技能"] } }')
    # not in the opponent's turn (Cartas.2): P2, asked after P1's summon, may not use it
    _play(tmp_path, 'turn_player = "P1"\n[setup.P1]\nmonsters = ["巴斯达·布雷达"]\nhand = ["X-剑士 安娜佩瑞拉"]\n'
          '[setup.P2]\ngraveyard = ["青眼白龙", "突破技能"]\nspells = [{ card = "突破技能", face_up = false }]',
          '[[step]]\ndo = "summon X-剑士 安娜佩瑞拉"\n[[step]]\nexpect = { acting = "P2", legal = ["activate 突破技能@P2.magias.1"], '
          'not_legal = ["activate 突破技能@P2.cementerio.2"] }')


@needs_cdb
def test_effect_veiler_is_sent_from_the_hand_in_the_opponents_main_phase(tmp_path: Path) -> None:
    # 效果遮蒙者 Effect Veiler: "During your opponent's Main Phase: you can send this card from your hand to the GY, then
    # target 1 Effect Monster your opponent controls; negate its effects until the end of this turn" (YGO Cartas.2,
    # Cadenas.8: a Quick Effect from the hand)
    board = ('turn_player = "P2"\n[setup.P1]\nhand = ["效果遮蒙者"]\ngraveyard = ["青眼白龙"]\n'
             '[setup.P2]\nmonsters = ["巴斯达·布雷达"]\nhand = ["X-剑士 安娜佩瑞拉"]')
    _play(tmp_path, board,
          '[[step]]\ndo = "summon X-剑士 安娜佩瑞拉"\n[[step]]\ndo = "P1: activate 效果遮蒙者"\n[[step]]\ndo = "P1: target 巴斯达·布雷达"\n'
          '[[step]]\nexpect = { cards = [{ card = "巴斯达·布雷达", atk = 2600 }], contains = { "P1.cementerio" = ["效果遮蒙者"] } }')
    # not in its controller's own turn (Cartas.2)
    _play(tmp_path, board.replace('turn_player = "P2"', 'turn_player = "P1"'),
          '[[step]]\nrefuse = "activate 效果遮蒙者"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_forbidden_chalice_raises_a_monster_and_negates_its_effects(tmp_path: Path) -> None:
    # 禁忌的圣杯 Forbidden Chalice: "Target 1 face-up monster on the field; until the end of this turn, it gains 400 ATK,
    # but its effects are negated" (YGO Cartas.2): Buster Blader, 2600 without its boost, 3000
    board = '[setup.P1]\nhand = ["禁忌的圣杯"]\ngraveyard = ["青眼白龙"]\n[setup.P2]\nmonsters = ["巴斯达·布雷达"]'
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 禁忌的圣杯"\n[[step]]\ndo = "target 巴斯达·布雷达"\n'
          '[[step]]\nexpect = { cards = [{ card = "巴斯达·布雷达", atk = 3000 }] }')
    # a face-down monster is no target (Cartas.2)
    _play(tmp_path, board.replace('monsters = ["巴斯达·布雷达"]', 'monsters = [{ card = "巴斯达·布雷达", face_up = false, position = "defense" }]'),
          '[[step]]\nrefuse = "activate 禁忌的圣杯"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_skill_drain_negates_every_face_up_monster_while_it_is_face_up(tmp_path: Path) -> None:
    # 技能抽取 Skill Drain: "Activate this card by paying 1000 LP. While this card is in the Spell & Trap Zone, negate the
    # effects of all face-up monsters on the field" (YGO CartasDeMonstruosDeEfecto.6, Cartas.2): set, it negates
    # nothing; face-up, Buster Blader has no boost; destroyed by Mystical Space Typhoon, the boost is back
    _play(tmp_path, 'turn_player = "P1"\n[setup.P1]\nspells = [{ card = "技能抽取", face_up = false }]\ngraveyard = ["青眼白龙"]\n'
          '[setup.P2]\nmonsters = ["巴斯达·布雷达"]\nhand = ["旋风"]',
          _BLADER.format(atk=3100) + '[[step]]\ndo = "activate 技能抽取"\n[[step]]\nexpect = { lives = { P1 = 7000 } }\n'
          + _BLADER.format(atk=2600) + '[[step]]\ndo = "end"\n[[step]]\ndo = "P2: activate 旋风"\n[[step]]\ndo = "P2: target 技能抽取"\n'
          + _BLADER.format(atk=3100))
