"""Clause families of the Realm of Light, Warrior's Triumph and Codebreaker decks' cards (issue 26):
each plays a real card of the shared cards.cdb that uses it, loaded from the card data (its
Simplified Chinese text), in a scenario, and a refusal naming the rule that forbids."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_widget_kid_special_summons_a_cyberse_from_the_hand_in_defense(tmp_path: Path) -> None:
    # 控件小子 Widget Kid: "If this card is Normal or Special Summoned: you can Special Summon 1 Cyberse
    # monster from your hand in Defense Position" (YGO CartasDeMonstruosDeEfecto.7, Cartas.2): only a
    # Cyberse (电子界族) is offered
    _play(tmp_path, '[setup.P1]\nhand = ["控件小子", "RAM云雄羊", "青眼白龙"]',
          '[[step]]\ndo = "summon 控件小子"\n[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { legal = ["choose RAM云雄羊"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose RAM云雄羊"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["控件小子", "RAM云雄羊"], "P1.mano" = ["青眼白龙"] }, '
          'cards = [{ card = "RAM云雄羊", rotated = true, face_up = true }] }')


@needs_cdb
def test_backup_secretary_special_summons_itself_while_you_control_a_cyberse(tmp_path: Path) -> None:
    # 备份秘书 Backup Secretary: "If you control a Cyberse monster, you can Special Summon this card from your
    # hand. You can only Special Summon this way once per turn" (YGO Cartas.2, PhasesDelJuego.31)
    _play(tmp_path, '[setup.P1]\nhand = ["备份秘书", "备份秘书"]\nmonsters = ["RAM云雄羊"]',
          '[[step]]\ndo = "activate 备份秘书"\n[[step]]\ndo = "defense position"\n'
          '[[step]]\nexpect = { count = { "P1.monstruos" = 2, "P1.mano" = 1 }, chain = [] }\n'
          '[[step]]\nrefuse = "activate 备份秘书@P1.mano.1"\nrule = "YGO Cartas.2"')
    # with no Cyberse on the field the condition fails (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["备份秘书"]\nmonsters = ["精灵剑士"]',
          '[[step]]\nrefuse = "activate 备份秘书"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_warrior_lady_of_the_wasteland_summons_an_earth_warrior_in_attack_position(tmp_path: Path) -> None:
    # 荒野的女战士 Warrior Lady of the Wasteland: "When this card is destroyed by battle and sent to the GY: you
    # can Special Summon 1 EARTH Warrior monster with 1500 or less ATK from your Deck in Attack Position"
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n'
          '[setup.P2]\nmonsters = ["荒野的女战士"]\ndeck = ["精灵剑士", "青眼白龙", "黑魔术师"]',
          '[[step]]\ndo = "attack 青眼白龙 on 荒野的女战士"\n'
          '[[step]]\nexpect = { acting = "P2", legal = ["choose 精灵剑士"], not_legal = ["choose 青眼白龙", "choose 黑魔术师"] }\n'
          '[[step]]\ndo = "P2: choose 精灵剑士"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = ["精灵剑士"], "P2.cementerio" = ["荒野的女战士"] }, '
          'cards = [{ card = "精灵剑士", rotated = false, face_up = true }] }')


@needs_cdb
def test_exiled_force_tributes_itself_to_destroy_a_monster(tmp_path: Path) -> None:
    # 流氓佣兵部队 Exiled Force: "You can Tribute this card; destroy 1 monster on the field" (the older "这张卡做
    # 祭品。破坏场上的1只怪兽。"): the Tribute a cost (YGO CartasDeMonstruosDeEfecto.6), the monster a target
    _play(tmp_path, '[setup.P1]\nmonsters = ["流氓佣兵部队"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "activate 流氓佣兵部队"\n[[step]]\ndo = "target 青眼白龙"\n'
          '[[step]]\nexpect = { zones = { "P1.cementerio" = ["流氓佣兵部队"], "P2.cementerio" = ["青眼白龙"], "P2.monstruos" = [] } }')
    # with no other monster on the field there is nothing to target (Cartas.2)
    _play(tmp_path, '[setup.P1]\nmonsters = ["流氓佣兵部队"]',
          '[[step]]\nrefuse = "activate 流氓佣兵部队"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_bitrooper_sends_a_level_2_or_lower_monster_from_the_hand_to_summon_itself(tmp_path: Path) -> None:
    # 比特骑兵 Bitrooper: "You can send 1 Level 2 or lower monster from your hand to the GY; Special Summon this
    # card from your hand": the cost a card the text names, picked as it is activated (YGO
    # CartasDeMonstruosDeEfecto.6) — sent, not discarded
    _play(tmp_path, '[setup.P1]\nhand = ["比特骑兵", "纹理转换蛙", "青眼白龙"]',
          '[[step]]\ndo = "activate 比特骑兵"\n'
          '[[step]]\nexpect = { prompt = "coste", legal = ["choose 纹理转换蛙"], not_legal = ["choose 青眼白龙", "choose 比特骑兵"] }\n'
          '[[step]]\ndo = "choose 纹理转换蛙"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["比特骑兵"], "P1.cementerio" = ["纹理转换蛙"], "P1.mano" = ["青眼白龙"] } }')
    # with no such monster in the hand the cost cannot be paid (CartasDeMonstruosDeEfecto.6)
    _play(tmp_path, '[setup.P1]\nhand = ["比特骑兵", "青眼白龙"]',
          '[[step]]\nrefuse = "activate 比特骑兵"\nrule = "YGO CartasDeMonstruosDeEfecto.6"')


@needs_cdb
def test_solar_recharge_discards_a_lightsworn_to_draw_two_and_mill_two(tmp_path: Path) -> None:
    # 太阳交换 Solar Recharge: "Discard 1 "Lightsworn" monster; draw 2 cards, then send the top 2 cards of your
    # Deck to the GY" (YGO CartasDeMonstruosDeEfecto.6 for the cost, Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["太阳交换", "光道魔术师 丽拉", "青眼白龙"]\n'
          'deck = ["黑魔术师", "黑魔术师", "精灵剑士", "精灵剑士", "精灵剑士"]',
          '[[step]]\ndo = "activate 太阳交换"\n'
          '[[step]]\nexpect = { prompt = "coste", legal = ["choose 光道魔术师 丽拉"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose 光道魔术师 丽拉"\n'
          '[[step]]\nexpect = { count = { "P1.mano" = 3, "P1.mazo" = 1, "P1.cementerio" = 4 }, '
          'contains = { "P1.cementerio" = ["光道魔术师 丽拉", "太阳交换"], "P1.mano" = ["青眼白龙"] } }')
    _play(tmp_path, '[setup.P1]\nhand = ["太阳交换", "青眼白龙"]\ndeck = ["黑魔术师", "黑魔术师", "精灵剑士"]',
          '[[step]]\nrefuse = "activate 太阳交换"\nrule = "YGO CartasDeMonstruosDeEfecto.6"')


@needs_cdb
def test_ram_clouder_tributes_a_monster_to_revive_a_cyberse(tmp_path: Path) -> None:
    # RAM云雄羊 RAM Clouder: "You can Tribute 1 monster, then target 1 Cyberse monster in your GY; Special Summon
    # it": the target first, then the Tribute as the cost (YGO CartasDeMonstruosDeEfecto.6), any monster you control
    _play(tmp_path, '[setup.P1]\nmonsters = ["RAM云雄羊", "青眼白龙"]\ngraveyard = ["纹理转换蛙", "黑魔术师"]',
          '[[step]]\ndo = "activate RAM云雄羊"\n'
          '[[step]]\nexpect = { legal = ["target 纹理转换蛙"], not_legal = ["target 黑魔术师"] }\n'
          '[[step]]\ndo = "target 纹理转换蛙"\n'
          '[[step]]\nexpect = { prompt = "coste", legal = ["choose 青眼白龙", "choose RAM云雄羊"] }\n'
          '[[step]]\ndo = "choose 青眼白龙"\n[[step]]\ndo = "defense position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["RAM云雄羊", "纹理转换蛙"] }, '
          'contains = { "P1.cementerio" = ["青眼白龙", "黑魔术师"] } }')
    # with no Cyberse in the GY it has no target (Cartas.2)
    _play(tmp_path, '[setup.P1]\nmonsters = ["RAM云雄羊", "青眼白龙"]\ngraveyard = ["黑魔术师"]',
          '[[step]]\nrefuse = "activate RAM云雄羊"\nrule = "YGO Cartas.2"')
