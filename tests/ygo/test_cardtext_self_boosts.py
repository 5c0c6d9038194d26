"""A monster's "this card gains N ATK" in its contexts (``cardtext/zh_self_boosts.py``, ``self_boosts.py``): for each
card some zone holds (the older word orders), while a condition holds, and in the Damage Step of its battles. Each
plays a real card of the shared cards.cdb, loaded from its Simplified Chinese text."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_perfect_machine_king_and_machine_king_count_the_machines_on_the_field(tmp_path: Path) -> None:
    # YGO Cartas.2, CartasDeMonstruosDeEfecto.5: 完美机械王 "gains 500 ATK for each Machine monster on the field, except
    # this card" (either side, face-up: a Set one shows no Type); 机械王 "gains 100 ATK for each face-up Machine
    # monster on the field" (itself too); 影之食尸鬼 "gains 100 ATK for each monster in your GY"
    _play(tmp_path, '[setup.P1]\nmonsters = ["完美机械王", "机械猎手", { card = "突击兵", face_up = false, position = "defense" }]\n'
          'graveyard = ["突击兵", "魔法剑士 尼奥", "黑洞"]\n[setup.P2]\nmonsters = ["机械王", "影之食尸鬼"]\ngraveyard = ["突击兵"]',
          '[[step]]\nexpect = { cards = [{ card = "完美机械王", atk = 3700 }, { card = "机械王", atk = 2500 }, '
          '{ card = "影之食尸鬼", atk = 1700 }] }')
    # 野蛮人1号 Battle Ox's kin: "gains 500 ATK for each "野蛮人2号" you control"; 2号 counts 1号 likewise
    _play(tmp_path, '[setup.P1]\nmonsters = ["野蛮人1号", "野蛮人2号", "野蛮人2号"]',
          '[[step]]\nexpect = { cards = [{ card = "野蛮人1号", atk = 2550 }, { card = "野蛮人2号", atk = 2300 }] }')


@needs_cdb
def test_boot_up_soldier_and_nightmare_of_thebes_gain_while_their_condition_holds(tmp_path: Path) -> None:
    # YGO Cartas.2: 起动士兵 死亡旋转者 "as long as you control a face-up "零件" monster, this card gains 2000 ATK" — a
    # Set one or the opponent's does not count
    _play(tmp_path, '[setup.P1]\nmonsters = ["起动士兵 死亡旋转者", { card = "黄色零件", face_up = false, position = "defense" }]\n'
          '[setup.P2]\nmonsters = ["绿色零件"]',
          '[[step]]\nexpect = { cards = [{ card = "起动士兵 死亡旋转者", atk = 0 }] }\n'
          '[[step]]\ndo = "flip 黄色零件"\n[[step]]\nexpect = { cards = [{ card = "起动士兵 死亡旋转者", atk = 2000 }] }')
    # 底比斯的梦魇: "if you have no cards in your hand and Spell & Trap Zone, this card gains 1500 ATK"; 电控独眼巨人:
    # "as long as you have 0 cards in your hand, … gains 1000 ATK" (so a card in the hand leaves them as printed)
    _play(tmp_path, '[setup.P1]\nhand = []\nmonsters = ["底比斯的梦魇", "电控独眼巨人"]\nspells = [{ card = "黑洞", face_up = false }]',
          '[[step]]\nexpect = { cards = [{ card = "底比斯的梦魇", atk = 1500 }, { card = "电控独眼巨人", atk = 2400 }] }')
    _play(tmp_path, '[setup.P1]\nhand = ["黑洞"]\nmonsters = ["底比斯的梦魇", "电控独眼巨人"]',
          '[[step]]\nexpect = { cards = [{ card = "底比斯的梦魇", atk = 1500 }, { card = "电控独眼巨人", atk = 1400 }] }')
    _play(tmp_path, '[setup.P1]\nhand = []\nmonsters = ["底比斯的梦魇"]',
          '[[step]]\nexpect = { cards = [{ card = "底比斯的梦魇", atk = 3000 }] }')


@needs_cdb
def test_ally_of_justice_and_dash_warrior_gain_in_the_damage_step_of_their_battles(tmp_path: Path) -> None:
    # YGO Cartas.2, DeterminacionDelDano.4: 正义盟军 雷剑兵 (1600) "gains 200 ATK during the Damage Step when it battles
    # a LIGHT monster": it destroys 魔法剑士 尼奥 (LIGHT, 1700) and inflicts 100; outside its battles it is 1600
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["正义盟军 雷剑兵"]\n[setup.P2]\nmonsters = ["魔法剑士 尼奥"]',
          '[[step]]\nexpect = { cards = [{ card = "正义盟军 雷剑兵", atk = 1600 }] }\n'
          '[[step]]\ndo = "attack 正义盟军 雷剑兵 on 魔法剑士 尼奥"\n'
          '[[step]]\nexpect = { lives = { P2 = 7900 }, zones = { "P2.cementerio" = ["魔法剑士 尼奥"] }, '
          'cards = [{ card = "正义盟军 雷剑兵", atk = 1600 }] }')
    # against a monster of another Attribute it gains nothing (机械猎手, DARK, 1850)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["正义盟军 雷剑兵"]\n[setup.P2]\nmonsters = ["机械猎手"]',
          '[[step]]\ndo = "attack 正义盟军 雷剑兵 on 机械猎手"\n[[step]]\nexpect = { lives = { P1 = 7750 }, '
          'zones = { "P1.cementerio" = ["正义盟军 雷剑兵"] } }')
    # 冲刺战士 (600) "gains 1200 ATK during the Damage Step when it attacks": a direct attack inflicts 1800
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["冲刺战士"]',
          '[[step]]\ndo = "attack 冲刺战士"\n[[step]]\nexpect = { lives = { P2 = 6200 } }')
