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
          '[[step]]\ndo = "attack 青眼白龙 on 荒野的女战士"\n[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "P2: yes"\n'
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


@needs_cdb
def test_judgment_dragon_is_special_summoned_with_four_lightsworn_names_in_the_graveyard(tmp_path: Path) -> None:
    # 裁决之龙 Judgment Dragon: "Cannot be Normal Summoned. Must be Special Summoned (from your hand) while you have
    # 4 or more "Lightsworn" monsters with different names in your GY" (YGO Cartas.2 over PhasesDelJuego.31)
    _play(tmp_path, '[setup.P1]\nhand = ["裁决之龙"]\n'
          'graveyard = ["光道暗杀者 莱登", "光道武僧 艾琳", "光道魔术师 丽拉", "光道少女 密涅瓦"]',
          '[[step]]\ndo = "activate 裁决之龙"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["裁决之龙"] }, chain = [] }')
    # two copies of one name count once: three names are not enough (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["裁决之龙"]\n'
          'graveyard = ["光道暗杀者 莱登", "光道武僧 艾琳", "光道魔术师 丽拉", "光道魔术师 丽拉"]',
          '[[step]]\nrefuse = "activate 裁决之龙"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_obnoxious_celtic_guard_survives_a_battle_only_with_a_1900_atk_monster(tmp_path: Path) -> None:
    # 翻弄敌人的精灵剑士 Obnoxious Celtic Guard: "Cannot be destroyed by battle with a monster that has 1900 or more
    # ATK" (YGO Cartas.2 over DeterminacionDelDano): the damage is dealt, the card stays
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n[setup.P2]\nmonsters = ["翻弄敌人的精灵剑士"]',
          '[[step]]\ndo = "attack 青眼白龙 on 翻弄敌人的精灵剑士"\n'
          '[[step]]\nexpect = { lives = { P2 = 6400 }, zones = { "P2.monstruos" = ["翻弄敌人的精灵剑士"], "P2.cementerio" = [] } }')
    # against a monster with less ATK it is destroyed as any other (DeterminacionDelDano)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["精灵剑士"]\n[setup.P2]\nmonsters = ["翻弄敌人的精灵剑士"]',
          '[[step]]\ndo = "attack 精灵剑士 on 翻弄敌人的精灵剑士"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = [], "P2.cementerio" = ["翻弄敌人的精灵剑士"], "P1.cementerio" = ["精灵剑士"] } }')


@needs_cdb
def test_command_knight_raises_your_warriors_and_hides_behind_another_monster(tmp_path: Path) -> None:
    # 指挥骑士 Command Knight: "While you control another monster, your opponent cannot target this card for attacks.
    # Warrior monsters you control gain 400 ATK" (YGO Cartas.2): itself too, not the opponent's
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["精灵剑士"]\n[setup.P2]\nmonsters = ["指挥骑士", "精灵剑士"]',
          '[[step]]\nexpect = { legal = ["attack 精灵剑士@P1.monstruos.1 on 精灵剑士@P2.monstruos.2"], '
          'cards = [{ card = "指挥骑士", atk = 1600 }, { card = "精灵剑士@P2.monstruos.2", atk = 1800 }, '
          '{ card = "精灵剑士@P1.monstruos.1", atk = 1400 }] }\n'
          '[[step]]\nrefuse = "attack 精灵剑士@P1.monstruos.1 on 指挥骑士"\nrule = "YGO Cartas.2"')
    # alone on its side it can be attacked
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n[setup.P2]\nmonsters = ["指挥骑士"]',
          '[[step]]\ndo = "attack 青眼白龙 on 指挥骑士"\n[[step]]\nexpect = { zones = { "P2.cementerio" = ["指挥骑士"] }, lives = { P2 = 6600 } }')


@needs_cdb
def test_kiryu_kin_yasazo_keeps_its_controller_against_change_of_heart(tmp_path: Path) -> None:
    # 奇袭的又佐: "This card can attack twice during the same Battle Phase. Control of this face-up card cannot
    # switch" (YGO Cartas.2 over ControlDeUnMonstruoDelAdversario.2): Change of Heart resolves and takes nothing
    _play(tmp_path, '[setup.P1]\nhand = ["心变"]\n[setup.P2]\nmonsters = ["奇袭的又佐"]',
          '[[step]]\ndo = "activate 心变"\n[[step]]\ndo = "target 奇袭的又佐"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = ["奇袭的又佐"], "P1.monstruos" = [], "P1.cementerio" = ["心变"] } }')


@needs_cdb
def test_torrential_tribute_answers_a_normal_summon_and_a_special_summon(tmp_path: Path) -> None:
    # 激流葬 Torrential Tribute: "When a monster(s) is Normal or Flip Summoned, or Special Summoned: destroy all
    # monsters on the field" (YGO Cartas.2): after the Normal Summon (PhasesDelJuego.12) …
    _play(tmp_path, '[setup.P1]\nhand = ["精灵剑士"]\nmonsters = ["青眼白龙"]\n'
          '[setup.P2]\nspells = [{ card = "激流葬", face_up = false }]\nmonsters = ["黑魔术师"]',
          '[[step]]\ndo = "summon 精灵剑士"\n[[step]]\ndo = "P2: activate 激流葬"\n'
          '[[step]]\nexpect = { count = { "P1.monstruos" = 0, "P2.monstruos" = 0 }, '
          'contains = { "P1.cementerio" = ["精灵剑士", "青眼白龙"], "P2.cementerio" = ["黑魔术师", "激流葬"] } }')
    # … after a Special Summon by a procedure (PhasesDelJuego.31) …
    _play(tmp_path, '[setup.P1]\nhand = ["备份秘书"]\nmonsters = ["RAM云雄羊"]\n'
          '[setup.P2]\nspells = [{ card = "激流葬", face_up = false }]',
          '[[step]]\ndo = "activate 备份秘书"\n[[step]]\ndo = "attack position"\n[[step]]\ndo = "P2: activate 激流葬"\n'
          '[[step]]\nexpect = { count = { "P1.monstruos" = 0 }, contains = { "P1.cementerio" = ["备份秘书", "RAM云雄羊"] } }')
    # … and once the chain that Special Summoned resolved (Monster Reborn)
    _play(tmp_path, '[setup.P1]\nhand = ["死者苏生"]\ngraveyard = ["青眼白龙"]\n'
          '[setup.P2]\nspells = [{ card = "激流葬", face_up = false }]',
          '[[step]]\ndo = "activate 死者苏生"\n[[step]]\ndo = "target 青眼白龙"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\ndo = "P2: activate 激流葬"\n'
          '[[step]]\nexpect = { count = { "P1.monstruos" = 0 }, contains = { "P1.cementerio" = ["青眼白龙", "死者苏生"] } }')
    # with no Summon to answer it cannot be activated (Cartas.2)
    _play(tmp_path, 'turn_player = "P2"\n[setup.P2]\nspells = [{ card = "激流葬", face_up = false }]\n[setup.P1]\nmonsters = ["青眼白龙"]',
          '[[step]]\nrefuse = "activate 激流葬"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_bottomless_trap_hole_banishes_an_opponents_monster_with_1500_or_more_atk(tmp_path: Path) -> None:
    # 奈落的落穴 Bottomless Trap Hole: "When your opponent Summons a monster(s) with 1500 or more ATK: destroy that
    # monster(s) with 1500 or more ATK, and if you do, banish it" (YGO Cartas.2, PalabrasClave.5): a Special Summon too
    _play(tmp_path, '[setup.P1]\nhand = ["死者苏生"]\ngraveyard = ["青眼白龙"]\n'
          '[setup.P2]\nspells = [{ card = "奈落的落穴", face_up = false }]',
          '[[step]]\ndo = "activate 死者苏生"\n[[step]]\ndo = "target 青眼白龙"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\ndo = "P2: activate 奈落的落穴"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = [], "P1.desterradas" = ["青眼白龙"], "P1.cementerio" = ["死者苏生"] } }')
    # a monster with less ATK is not answered: its controller is not even asked (Cartas.2) …
    _play(tmp_path, '[setup.P1]\nhand = ["精灵剑士"]\n[setup.P2]\nspells = [{ card = "奈落的落穴", face_up = false }]',
          '[[step]]\ndo = "summon 精灵剑士"\n[[step]]\nexpect = { acting = "P1", prompt = "principal", '
          'zones = { "P1.monstruos" = ["精灵剑士"] } }')
    # … nor is its own Summon, nor no Summon at all (Cartas.2)
    _play(tmp_path, 'turn_player = "P2"\n[setup.P2]\nhand = ["青眼白龙"]\nspells = [{ card = "奈落的落穴", face_up = false }]',
          '[[step]]\nrefuse = "activate 奈落的落穴"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_shire_gains_atk_for_each_lightsworn_name_in_the_graveyard_and_mills_in_the_end_phase(tmp_path: Path) -> None:
    # 光道精灵 夏尔 Shire: "gains 300 ATK for each "Lightsworn" monster with a different name in your GY; during each
    # of your End Phases, send the top 2 cards of your Deck to the GY" (YGO Cartas.2): a name counts once, the
    # opponent's GY not at all; the End Phase sending is a mandatory trigger (CartasDeMonstruosDeEfecto.7)
    _play(tmp_path, '[setup.P1]\nmonsters = ["光道精灵 夏尔"]\n'
          'graveyard = ["光道暗杀者 莱登", "光道魔术师 丽拉", "光道魔术师 丽拉", "青眼白龙"]\n'
          'deck = ["黑魔术师", "黑魔术师", "黑魔术师"]\n[setup.P2]\ngraveyard = ["光道武僧 艾琳"]',
          '[[step]]\nexpect = { cards = [{ card = "光道精灵 夏尔", atk = 1000 }] }\n'
          '[[step]]\ndo = "end"\n[[step]]\nexpect = { turn_player = "P2", count = { "P1.mazo" = 1, "P1.cementerio" = 6 } }')


@needs_cdb
def test_gragonith_gains_atk_and_def_for_each_lightsworn_name_and_mills_three(tmp_path: Path) -> None:
    # 光道龙 格拉古尼斯 Gragonith: "gains 300 ATK and DEF for each "Lightsworn" monster with a different name in your
    # GY; piercing; during each of your End Phases while face-up: send the top 3 cards of your Deck to the GY"
    _play(tmp_path, '[setup.P1]\nmonsters = ["光道龙 格拉古尼斯"]\ngraveyard = ["光道暗杀者 莱登", "光道魔术师 丽拉"]\n'
          'deck = ["黑魔术师", "黑魔术师", "黑魔术师", "黑魔术师"]',
          '[[step]]\nexpect = { cards = [{ card = "光道龙 格拉古尼斯", atk = 2600, def = 2200 }] }\n'
          '[[step]]\ndo = "end"\n[[step]]\nexpect = { turn_player = "P2", count = { "P1.mazo" = 1, "P1.cementerio" = 5 } }')


@needs_cdb
def test_aurkus_keeps_lightsworn_monsters_from_being_targeted(tmp_path: Path) -> None:
    # 光道德鲁伊 奥库斯 Aurkus: "neither player can target "Lightsworn" monsters with card effects" (YGO Cartas.2):
    # Book of Moon may target only the other monster; with none such it cannot be activated
    _play(tmp_path, 'turn_player = "P2"\n[setup.P2]\nhand = ["月之书"]\n'
          '[setup.P1]\nmonsters = ["光道德鲁伊 奥库斯", "光道魔术师 丽拉", "青眼白龙"]',
          '[[step]]\ndo = "activate 月之书"\n'
          '[[step]]\nexpect = { legal = ["target 青眼白龙"], not_legal = ["target 光道魔术师 丽拉", "target 光道德鲁伊 奥库斯"] }')
    _play(tmp_path, 'turn_player = "P2"\n[setup.P2]\nhand = ["月之书"]\n[setup.P1]\nmonsters = ["光道德鲁伊 奥库斯", "光道魔术师 丽拉"]',
          '[[step]]\nrefuse = "activate 月之书"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_battle_fader_answers_a_direct_attack_and_ends_the_battle_phase(tmp_path: Path) -> None:
    # 消战者 Battle Fader: "When an opponent's monster declares a direct attack: you can Special Summon this card from
    # your hand, then end the Battle Phase. If this card Special Summoned by this effect leaves the field, banish it"
    # (YGO Cartas.2, DeterminacionDelDano.41): no damage, the other monster does not attack, Main Phase 2 comes
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙", "黑魔术师"]\n[setup.P2]\nhand = ["消战者"]',
          '[[step]]\ndo = "attack 青眼白龙"\n[[step]]\ndo = "P2: activate 消战者"\n'
          '[[step]]\nexpect = { not_legal = ["activate 消战者"] }\n[[step]]\ndo = "P2: defense position"\n'
          '[[step]]\nexpect = { phase = "main2", lives = { P2 = 8000 }, zones = { "P2.monstruos" = ["消战者"], "P2.mano" = [] } }')
    # it answers only an opponent's attack (CuadroDeReferenciaRapida.9)
    _play(tmp_path, 'turn_player = "P2"\n[setup.P2]\nhand = ["消战者"]',
          '[[step]]\nrefuse = "activate 消战者"\nrule = "YGO CuadroDeReferenciaRapida.9"')


@needs_cdb
def test_swift_scarecrow_is_discarded_to_negate_a_direct_attack_and_end_the_battle_phase(tmp_path: Path) -> None:
    # 速攻稻草人 Swift Scarecrow: "When an opponent's monster declares a direct attack: you can discard this card;
    # negate the attack, then end the Battle Phase" (YGO Cartas.2, CartasDeMonstruosDeEfecto.6)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙", "黑魔术师"]\n[setup.P2]\nhand = ["速攻稻草人"]',
          '[[step]]\ndo = "attack 青眼白龙"\n[[step]]\ndo = "P2: activate 速攻稻草人"\n'
          '[[step]]\nexpect = { phase = "main2", lives = { P2 = 8000 }, zones = { "P2.cementerio" = ["速攻稻草人"], "P2.mano" = [] } }')
    # an attack on a monster is not a direct attack (Cartas.2)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n[setup.P2]\nhand = ["速攻稻草人"]\nmonsters = ["精灵剑士"]',
          '[[step]]\ndo = "attack 青眼白龙 on 精灵剑士"\n'
          '[[step]]\nexpect = { zones = { "P2.cementerio" = ["精灵剑士"], "P2.mano" = ["速攻稻草人"] }, lives = { P2 = 6400 } }')


@needs_cdb
def test_wulf_is_special_summoned_when_sent_from_the_deck_to_the_graveyard(tmp_path: Path) -> None:
    # 光道兽 沃尔夫 Wulf: "Cannot be Normal Summoned. If this card is sent from the Deck to the GY: Special Summon it"
    # (YGO CartasDeMonstruosDeEfecto.7, PhasesDelJuego.31): from the Deck (Foolish Burial) it comes out …
    _play(tmp_path, '[setup.P1]\nhand = ["愚蠢的埋葬"]\ndeck = ["光道兽 沃尔夫", "青眼白龙"]',
          '[[step]]\ndo = "activate 愚蠢的埋葬"\n[[step]]\ndo = "choose 光道兽 沃尔夫"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["光道兽 沃尔夫"], "P1.cementerio" = ["愚蠢的埋葬"] } }')
    # … discarded from the hand it stays in the GY (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["太阳交换", "光道兽 沃尔夫"]\ndeck = ["黑魔术师", "黑魔术师", "青眼白龙", "青眼白龙", "青眼白龙"]',
          '[[step]]\ndo = "activate 太阳交换"\n[[step]]\ndo = "choose 光道兽 沃尔夫"\n'
          '[[step]]\nexpect = { count = { "P1.monstruos" = 0, "P1.mano" = 2 }, contains = { "P1.cementerio" = ["光道兽 沃尔夫"] } }')


@needs_cdb
def test_fabled_cerburrel_is_special_summoned_when_discarded(tmp_path: Path) -> None:
    # 魔轰神兽 刻耳柏拉 Fabled Cerburrel: "If this card is discarded from your hand to the GY: Special Summon it"
    # (YGO CartasDeMonstruosDeEfecto.7): discarded as a cost it comes out; sent by a search's cost it would not
    _play(tmp_path, '[setup.P1]\nhand = ["对死者的供奉", "魔轰神兽 刻耳柏拉"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "activate 对死者的供奉"\n[[step]]\ndo = "target 青眼白龙"\n[[step]]\ndo = "choose 魔轰神兽 刻耳柏拉"\n'
          '[[step]]\ndo = "defense position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["魔轰神兽 刻耳柏拉"], "P2.cementerio" = ["青眼白龙"] } }')
    # sent from the hand without a discard (Bitrooper's cost) it stays in the GY (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["比特骑兵", "魔轰神兽 刻耳柏拉"]',
          '[[step]]\ndo = "activate 比特骑兵"\n[[step]]\ndo = "choose 魔轰神兽 刻耳柏拉"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["比特骑兵"], "P1.cementerio" = ["魔轰神兽 刻耳柏拉"] } }')


@needs_cdb
def test_ben_kei_attacks_once_more_for_each_equip_card(tmp_path: Path) -> None:
    # 重装武者-弁庆 Armed Samurai - Ben Kei: "can make additional attacks during each Battle Phase, up to the number of
    # Equip Cards equipped to it" (YGO Cartas.2 over CuadroDeReferenciaRapida.8): one Legendary Sword, two attacks
    _play(tmp_path, '[setup.P1]\nmonsters = ["重装武者-弁庆"]\nhand = ["传说之剑"]',
          '[[step]]\ndo = "activate 传说之剑"\n[[step]]\ndo = "target 重装武者-弁庆"\n[[step]]\ndo = "battle"\n'
          '[[step]]\ndo = "attack 重装武者-弁庆"\n[[step]]\nexpect = { phase = "battle", legal = ["attack 重装武者-弁庆"] }\n'
          '[[step]]\ndo = "attack 重装武者-弁庆"\n[[step]]\nexpect = { lives = { P2 = 6400 }, phase = "main2" }')
    # with no Equip Card it attacks once: the Battle Phase ends with nobody left to attack (CuadroDeReferenciaRapida.8)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["重装武者-弁庆"]',
          '[[step]]\ndo = "attack 重装武者-弁庆"\n[[step]]\nexpect = { lives = { P2 = 7500 }, phase = "main2" }')


@needs_cdb
def test_fairy_of_the_spring_returns_an_equip_spell_that_waits_a_turn(tmp_path: Path) -> None:
    # 泉之精灵 Fairy of the Spring: "Target 1 Equip Spell in your GY; add it to your hand, but you cannot activate it
    # this turn" (YGO Cartas.2): only an Equip Spell is a target; back in the hand it is refused this turn
    _play(tmp_path, '[setup.P1]\nhand = ["泉之精灵"]\nmonsters = ["精灵剑士"]\ngraveyard = ["传说之剑", "强欲之壶"]',
          '[[step]]\ndo = "activate 泉之精灵"\n'
          '[[step]]\nexpect = { legal = ["target 传说之剑"], not_legal = ["target 强欲之壶"] }\n[[step]]\ndo = "target 传说之剑"\n'
          '[[step]]\nexpect = { zones = { "P1.mano" = ["传说之剑"] }, contains = { "P1.cementerio" = ["泉之精灵", "强欲之壶"] } }\n'
          '[[step]]\nrefuse = "activate 传说之剑"\nrule = "YGO Cartas.2"')
    # with no Equip Spell in the GY it has no target (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["泉之精灵"]\ngraveyard = ["强欲之壶"]',
          '[[step]]\nrefuse = "activate 泉之精灵"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_gaia_is_summoned_without_tributes_as_the_only_card_in_the_hand(tmp_path: Path) -> None:
    # 疾风之暗黑骑士 盖亚 Gaia the Fierce Knight (Level 7): "If this is the only card in your hand, you can Normal Summon
    # it without Tributing" (YGO Cartas.2 over PhasesDelJuego.21): summoned, not Set, that way
    _play(tmp_path, '[setup.P1]\nhand = ["疾风之暗黑骑士 盖亚"]',
          '[[step]]\nexpect = { not_legal = ["set 疾风之暗黑骑士 盖亚"] }\n[[step]]\ndo = "summon 疾风之暗黑骑士 盖亚"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["疾风之暗黑骑士 盖亚"] } }')
    # with another card in the hand it needs its Tributes (PhasesDelJuego.21)
    _play(tmp_path, '[setup.P1]\nhand = ["疾风之暗黑骑士 盖亚", "强欲之壶"]',
          '[[step]]\nrefuse = "summon 疾风之暗黑骑士 盖亚"\nrule = "YGO PhasesDelJuego.21"')


@needs_cdb
def test_ego_boost_raises_a_monster_until_the_end_of_the_battle_phase(tmp_path: Path) -> None:
    # 虚荣巨影 Ego Boost: "When a monster declares an attack: target 1 face-up monster on the field; it gains 1000 ATK
    # until the end of this Battle Phase" (YGO Cartas.2, CartasMagicas.15): Main Phase 2 sees its own ATK again
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["精灵剑士"]\nhand = ["虚荣巨影"]\n[setup.P2]\nmonsters = ["黑魔术少女"]',
          '[[step]]\ndo = "attack 精灵剑士 on 黑魔术少女"\n[[step]]\ndo = "activate 虚荣巨影"\n[[step]]\ndo = "target 精灵剑士"\n'
          '[[step]]\nexpect = { phase = "main2", lives = { P2 = 7600 }, zones = { "P2.cementerio" = ["黑魔术少女"] }, '
          'cards = [{ card = "精灵剑士", atk = 1400 }] }')
    # with no attack declared it cannot be activated (CuadroDeReferenciaRapida.9)
    _play(tmp_path, '[setup.P1]\nmonsters = ["精灵剑士"]\nhand = ["虚荣巨影"]',
          '[[step]]\nrefuse = "activate 虚荣巨影"\nrule = "YGO CuadroDeReferenciaRapida.9"')


@needs_cdb
def test_shadow_spell_holds_a_monster_and_goes_when_it_leaves(tmp_path: Path) -> None:
    # 暗之咒缚 Shadow Spell: "Target 1 face-up monster your opponent controls; it loses 700 ATK, cannot attack or change
    # its battle position. When that monster leaves the field, destroy this card" (YGO Cartas.2, CartasDeTrampa.5)
    setup = '[setup.P1]\nspells = [{ card = "暗之咒缚", face_up = false }]\nhand = ["黑洞"]\n' \
            '[setup.P2]\nmonsters = ["青眼白龙", "精灵剑士"]\ndeck = ["黑魔术师", "黑魔术师"]'
    hold = '[[step]]\ndo = "activate 暗之咒缚"\n[[step]]\ndo = "target 青眼白龙"\n' \
           '[[step]]\nexpect = { cards = [{ card = "青眼白龙", atk = 2300 }], zones = { "P1.magias" = ["暗之咒缚"] } }\n'
    _play(tmp_path, setup, hold + '[[step]]\ndo = "end"\n[[step]]\nrefuse = "position 青眼白龙"\nrule = "YGO Cartas.2"\n'
          '[[step]]\ndo = "battle"\n[[step]]\nrefuse = "attack 青眼白龙"\nrule = "YGO Cartas.2"\n'
          '[[step]]\nexpect = { legal = ["attack 精灵剑士"] }')
    _play(tmp_path, setup, hold + '[[step]]\ndo = "activate 黑洞"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = [], "P1.magias" = [] }, contains = { "P1.cementerio" = ["暗之咒缚", "黑洞"] } }')


@needs_cdb
def test_dd_warrior_lady_banishes_both_after_damage_calculation(tmp_path: Path) -> None:
    # 异次元的女战士 D.D. Warrior Lady: "After damage calculation, if this card battled an opponent's monster: you can
    # banish that monster, also banish this card" (YGO DeterminacionDelDano.36, PalabrasClave.5): the damage is dealt,
    # then both are banished instead of going to the GY
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["异次元的女战士"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "attack 异次元的女战士 on 青眼白龙"\n[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { lives = { P1 = 6500 }, zones = { "P1.desterradas" = ["异次元的女战士"], '
          '"P2.desterradas" = ["青眼白龙"], "P1.cementerio" = [] } }')
    # declined, the battle ends as any other (DeterminacionDelDano.10–11)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["异次元的女战士"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "attack 异次元的女战士 on 青眼白龙"\n[[step]]\ndo = "no"\n'
          '[[step]]\nexpect = { zones = { "P1.cementerio" = ["异次元的女战士"], "P2.monstruos" = ["青眼白龙"] } }')


@needs_cdb
def test_marshmallon_burns_the_attacker_only_when_attacked_face_down(tmp_path: Path) -> None:
    # 棉花糖 Marshmallon: "Cannot be destroyed by battle. After damage calculation, if this face-down card was attacked:
    # the attacking player takes 1000 damage" (YGO DeterminacionDelDano.36, Cartas.2)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n'
          '[setup.P2]\nmonsters = [{ card = "棉花糖", face_up = false, position = "defense" }]',
          '[[step]]\ndo = "attack 青眼白龙 on @P2.monstruos.1"\n'
          '[[step]]\nexpect = { lives = { P1 = 7000, P2 = 8000 }, zones = { "P2.monstruos" = ["棉花糖"] } }')
    # attacked face-up it only survives (Cartas.2)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n[setup.P2]\nmonsters = ["棉花糖"]',
          '[[step]]\ndo = "attack 青眼白龙 on 棉花糖"\n'
          '[[step]]\nexpect = { lives = { P1 = 8000, P2 = 5300 }, zones = { "P2.monstruos" = ["棉花糖"] } }')


@needs_cdb
def test_ninja_grandmaster_sasuke_destroys_a_face_up_defender_without_damage_calculation(tmp_path: Path) -> None:
    # 忍者头领 佐助 Ninja Grandmaster Sasuke: "If this card attacks a face-up Defense Position monster, destroy that
    # monster without damage calculation" (YGO Cartas.2 over DeterminacionDelDano.15–22): no damage either way
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["忍者头领 佐助"]\n'
          '[setup.P2]\nmonsters = [{ card = "青眼白龙", position = "defense" }]',
          '[[step]]\ndo = "attack 忍者头领 佐助 on 青眼白龙"\n'
          '[[step]]\nexpect = { lives = { P1 = 8000, P2 = 8000 }, zones = { "P2.cementerio" = ["青眼白龙"], "P1.monstruos" = ["忍者头领 佐助"] } }')
    # a face-down defender is battled as usual (DeterminacionDelDano.21–22)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["忍者头领 佐助"]\n'
          '[setup.P2]\nmonsters = [{ card = "青眼白龙", face_up = false, position = "defense" }]',
          '[[step]]\ndo = "attack 忍者头领 佐助 on @P2.monstruos.1"\n'
          '[[step]]\nexpect = { lives = { P1 = 7300 }, zones = { "P2.monstruos" = ["青眼白龙"] } }')


@needs_cdb
def test_goblin_attack_force_rests_in_defense_after_attacking(tmp_path: Path) -> None:
    # 哥布林突击部队 Goblin Attack Force: "If this card attacks, it is changed to Defense Position at the end of the
    # Battle Phase, and its battle position cannot be changed until the end of your next turn" (YGO Cartas.2 over
    # PhasesDelJuego.8)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["哥布林突击部队"]',
          '[[step]]\ndo = "attack 哥布林突击部队"\n'
          '[[step]]\nexpect = { phase = "main2", lives = { P2 = 5700 }, cards = [{ card = "哥布林突击部队", rotated = true }] }\n'
          '[[step]]\nrefuse = "position 哥布林突击部队"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_burden_of_the_mighty_lowers_each_opponents_monster_by_its_level(tmp_path: Path) -> None:
    # 强者的苦痛 Burden of the Mighty: "Monsters your opponent controls lose 100 ATK × their own Level" (YGO Cartas.2):
    # a Level 8 loses 800, a Level 4 400, yours none; it lasts while the Continuous Spell is face-up
    _play(tmp_path, '[setup.P1]\nhand = ["强者的苦痛"]\nmonsters = ["精灵剑士"]\n[setup.P2]\nmonsters = ["青眼白龙", "精灵剑士"]',
          '[[step]]\ndo = "activate 强者的苦痛"\n'
          '[[step]]\nexpect = { cards = [{ card = "青眼白龙", atk = 2200, def = 2500 }, { card = "精灵剑士@P2.monstruos.2", atk = 1000 }, '
          '{ card = "精灵剑士@P1.monstruos.1", atk = 1400 }], zones = { "P1.magias" = ["强者的苦痛"] } }')


@needs_cdb
def test_ehren_shuffles_the_defender_it_attacks_into_the_deck(tmp_path: Path) -> None:
    # 光道武僧 艾琳 Ehren: "Before damage calculation, if this card attacks a Defense Position monster: shuffle that
    # monster into the Deck" (YGO DeterminacionDelDano.32, CartasDeMonstruosDeEfecto.7): no damage calculation then
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["光道武僧 艾琳"]\n'
          '[setup.P2]\nmonsters = [{ card = "青眼白龙", face_up = false, position = "defense" }]\ndeck = ["黑魔术师"]',
          '[[step]]\ndo = "attack 光道武僧 艾琳 on @P2.monstruos.1"\n'
          '[[step]]\nexpect = { lives = { P1 = 8000, P2 = 8000 }, count = { "P2.mazo" = 2, "P2.monstruos" = 0 }, '
          'zones = { "P1.monstruos" = ["光道武僧 艾琳"] } }')
    # a monster in Attack Position is battled as usual (DeterminacionDelDano.10–11)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["光道武僧 艾琳"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "attack 光道武僧 艾琳 on 青眼白龙"\n'
          '[[step]]\nexpect = { lives = { P1 = 6600 }, zones = { "P2.monstruos" = ["青眼白龙"], "P1.cementerio" = ["光道武僧 艾琳"] } }')
