"""Clauses the Chinese pieces read in more of their wordings (cardtext.zh, zh_words): a cost of N cards or of
a face-up monster, a banished target in the older "从游戏中除外的" wording, "自己的基本分", "这张卡的召唤成功时",
"场上的1张", "从卡组选择…特殊召唤上场" — each played with a real card of the shared cards.cdb."""

from __future__ import annotations

from pathlib import Path

from engine.games.ygo.cardtext import compile_text
from tests.ygo.test_cardtext import _play, needs_cdb


def test_a_cost_of_two_cards_is_two_picks_and_a_count_elsewhere_stays_unread() -> None:
    compiled = compile_text("monster", "effect", "①：把自己场上2只怪兽解放才能发动。给与对方1200伤害。")
    assert compiled is not None
    (effect,) = compiled[0]["effects"]
    assert [cost.name for cost in effect.costs] == ["pick_cost", "pick_cost"]
    # a search of 2 cards is not read as a search of 1 (it would pick one)
    assert compile_text("monster", "effect", "①：这张卡召唤成功时才能发动。从卡组把2张「扰乱」卡加入手卡。") is None
    # face-up is said of a monster on the field, never of a card in the hand
    assert compile_text("monster", "effect", "①：从手卡丢弃1张表侧表示的卡才能发动。这张卡从手卡特殊召唤。") is None


@needs_cdb
def test_amazoness_archer_tributes_two_monsters(tmp_path: Path) -> None:
    # 亚马逊射手 Amazoness Archer: "Tribute 2 monsters; inflict 1200 damage": two picks, each a monster of its own,
    # the card itself among them (YGO CartasDeMonstruosDeEfecto.6)
    _play(tmp_path, '[setup.P1]\nmonsters = ["亚马逊射手", "精灵剑士"]',
          '[[step]]\ndo = "activate 亚马逊射手"\n'
          '[[step]]\nexpect = { prompt = "coste", legal = ["choose 亚马逊射手", "choose 精灵剑士"] }\n'
          '[[step]]\ndo = "choose 精灵剑士"\n'
          '[[step]]\nexpect = { prompt = "coste", legal = ["choose 亚马逊射手"], not_legal = ["choose 精灵剑士"] }\n'
          '[[step]]\ndo = "choose 亚马逊射手"\n'
          '[[step]]\nexpect = { lives = { P2 = 6800 }, zones = { "P1.monstruos" = [] }, count = { "P1.cementerio" = 2 } }')
    # with one monster the cost of two cannot be paid
    _play(tmp_path, '[setup.P1]\nmonsters = ["亚马逊射手"]',
          '[[step]]\nrefuse = "activate 亚马逊射手"\nrule = "YGO CartasDeMonstruosDeEfecto.6"')


@needs_cdb
def test_fabled_soulkius_sends_two_cards_from_the_hand_to_come_back(tmp_path: Path) -> None:
    # 魔轰神 索尔基乌斯 Fabled Soulkius: "send 2 cards from your hand to the GY, except "Fabled Soulkius"; Special
    # Summon this card from your GY" (an effect used from the Graveyard)
    _play(tmp_path, '[setup.P1]\ngraveyard = ["魔轰神 索尔基乌斯"]\nhand = ["青眼白龙", "精灵剑士", "魔轰神 索尔基乌斯"]',
          '[[step]]\ndo = "activate 魔轰神 索尔基乌斯@P1.cementerio.1"\n'
          '[[step]]\nexpect = { prompt = "coste", legal = ["choose 青眼白龙", "choose 精灵剑士"], not_legal = ["choose 魔轰神 索尔基乌斯"] }\n'
          '[[step]]\ndo = "choose 青眼白龙"\n[[step]]\ndo = "choose 精灵剑士"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["魔轰神 索尔基乌斯"], "P1.mano" = ["魔轰神 索尔基乌斯"] }, '
          'contains = { "P1.cementerio" = ["青眼白龙", "精灵剑士"] } }')
    _play(tmp_path, '[setup.P1]\ngraveyard = ["魔轰神 索尔基乌斯"]\nhand = ["青眼白龙"]',
          '[[step]]\nrefuse = "activate 魔轰神 索尔基乌斯"\nrule = "YGO CartasDeMonstruosDeEfecto.6"')


@needs_cdb
def test_lonefire_blossom_tributes_only_a_face_up_plant(tmp_path: Path) -> None:
    # 孤火花 Lonefire Blossom: "Tribute 1 face-up Plant monster; Special Summon 1 Plant monster from your Deck" — a
    # Set Plant cannot pay it (YGO CartasDeMonstruosDeEfecto.6)
    _play(tmp_path, '[setup.P1]\nmonsters = ["孤火花", { card = "暗黑植物", face_up = false, position = "defense" }]\n'
                    'deck = ["蘑菇人", "飞螳螂"]',
          '[[step]]\ndo = "activate 孤火花"\n'
          '[[step]]\nexpect = { prompt = "coste", legal = ["choose 孤火花"], not_legal = ["choose 暗黑植物"] }\n'
          '[[step]]\ndo = "choose 孤火花"\n[[step]]\nexpect = { legal = ["choose 蘑菇人"], not_legal = ["choose 飞螳螂"] }\n'
          '[[step]]\ndo = "choose 蘑菇人"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.cementerio" = ["孤火花"], "P1.mazo" = ["飞螳螂"] }, '
          'contains = { "P1.monstruos" = ["蘑菇人", "暗黑植物"] } }')
    _play(tmp_path, '[setup.P1]\nhand = ["孤火花"]\nmonsters = [{ card = "暗黑植物", face_up = false, position = "defense" }]\n'
                    'deck = ["蘑菇人"]',
          '[[step]]\ndo = "summon 孤火花"\n[[step]]\ndo = "flip 暗黑植物"\n'
          '[[step]]\ndo = "activate 孤火花"\n[[step]]\nexpect = { prompt = "coste", legal = ["choose 孤火花", "choose 暗黑植物"] }')


@needs_cdb
def test_dragon_reincarnation_targets_a_banished_dragon(tmp_path: Path) -> None:
    # 牙龙转生 (older wording, "从游戏中除外的1只自己的龙族怪兽"): target 1 of your banished Dragons; add it to the hand
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "牙龙转生", face_up = false }]\nbanished = ["青眼白龙", "精灵剑士"]',
          '[[step]]\ndo = "activate 牙龙转生"\n'
          '[[step]]\nexpect = { legal = ["target 青眼白龙"], not_legal = ["target 精灵剑士"] }\n'
          '[[step]]\ndo = "target 青眼白龙"\n'
          '[[step]]\nexpect = { zones = { "P1.mano" = ["青眼白龙"], "P1.desterradas" = ["精灵剑士"] } }')


@needs_cdb
def test_red_medicine_and_flame_ogre(tmp_path: Path) -> None:
    # 红色药剂 Red Medicine: "自己的基本分回复500"; 火焰食人魔: "这张卡的召唤成功时，从自己卡组抽1张卡" (a trigger that
    # must start: no "you can", YGO PhasesDelJuego.5)
    _play(tmp_path, '[setup.P1]\nhand = ["红色药剂"]',
          '[[step]]\ndo = "activate 红色药剂"\n[[step]]\nexpect = { lives = { P1 = 8500 } }')
    _play(tmp_path, '[setup.P1]\nhand = ["火焰食人魔"]\nmonsters = ["精灵剑士", "黑魔术师"]\ndeck = ["青眼白龙", "精灵剑士"]',
          '[[step]]\ndo = "summon 火焰食人魔 tributing 精灵剑士, 黑魔术师"\n'
          '[[step]]\nexpect = { count = { "P1.mano" = 1, "P1.mazo" = 1 }, zones = { "P1.monstruos" = ["火焰食人魔"] } }')


@needs_cdb
def test_apocatequil_worm_destroys_a_spell_or_trap_when_flipped(tmp_path: Path) -> None:
    # 阿波克立普斯异虫: "FLIP: destroy 1 Spell or Trap on the field" ("场上的1张魔法或者陷阱卡"), chosen as a target
    _play(tmp_path, '[setup.P1]\nmonsters = [{ card = "阿波克立普斯异虫", face_up = false, position = "defense" }]\n'
                    'spells = [{ card = "魔法筒", face_up = false }]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "flip 阿波克立普斯异虫"\n'
          '[[step]]\nexpect = { legal = ["target 魔法筒"], not_legal = ["target 青眼白龙"] }\n'
          '[[step]]\ndo = "target 魔法筒"\n[[step]]\nexpect = { zones = { "P1.cementerio" = ["魔法筒"], "P1.magias" = [] } }')


@needs_cdb
def test_uforoid_chooses_a_machine_from_the_deck(tmp_path: Path) -> None:
    # 飞碟机人 UFOroid: "when destroyed by battle and sent to the GY, you can choose 1 Machine with 1500 or less ATK
    # from your Deck and Special Summon it in face-up Attack Position (上场)" — chosen as it resolves, not a target
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n'
                    '[setup.P2]\nmonsters = ["飞碟机人"]\ndeck = ["突击兵", "钢铁魔人", "青眼白龙"]',
          '[[step]]\ndo = "attack 青眼白龙 on 飞碟机人"\n[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "P2: yes"\n[[step]]\nexpect = { prompt = "elegir", legal = ["choose 突击兵", "choose 钢铁魔人"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "P2: choose 钢铁魔人"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = ["钢铁魔人"], "P2.cementerio" = ["飞碟机人"] } }')


@needs_cdb
def test_ganbara_lancer_comes_in_face_up_defense_position(tmp_path: Path) -> None:
    # 加把劲枪兵: "you can Special Summon 1 "X" from your hand or GY in face-up Defense Position" (表侧守备表示)
    _play(tmp_path, '[setup.P1]\nhand = ["加把劲枪兵"]\nmonsters = ["精灵剑士"]\ngraveyard = ["加把劲枪兵"]',
          '[[step]]\ndo = "summon 加把劲枪兵 tributing 精灵剑士"\n[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "yes"\n'
          '[[step]]\ndo = "choose 加把劲枪兵"\n'
          '[[step]]\nexpect = { count = { "P1.monstruos" = 2 }, zones = { "P1.cementerio" = ["精灵剑士"] }, '
          'cards = [{ card = "加把劲枪兵@P1.monstruos.2", face_up = true, rotated = true }] }')


@needs_cdb
def test_des_mouse_summons_its_namesake_face_down(tmp_path: Path) -> None:
    # 死亡仓鼠: "FLIP: you can Special Summon 1 "X" from your Deck in face-down Defense Position" (里侧守备表示)
    _play(tmp_path, '[setup.P1]\nmonsters = [{ card = "死亡仓鼠", face_up = false, position = "defense" }]\n'
                    'deck = ["死亡仓鼠", "青眼白龙"]',
          '[[step]]\ndo = "flip 死亡仓鼠"\n[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "yes"\n[[step]]\nexpect = { prompt = "elegir", legal = ["choose 死亡仓鼠"] }\n'
          '[[step]]\ndo = "choose 死亡仓鼠"\n'
          '[[step]]\nexpect = { zones = { "P1.mazo" = ["青眼白龙"] }, count = { "P1.monstruos" = 2 }, '
          'cards = [{ card = "死亡仓鼠@P1.monstruos.2", face_up = false, rotated = true }] }')


@needs_cdb
def test_scrap_box_summons_from_the_graveyard_without_targeting(tmp_path: Path) -> None:
    # 废料箱 (older wording, "把自己墓地存在的1只4星以下的…特殊召唤" — no 选择, so chosen as it resolves)
    _play(tmp_path, '[setup.P1]\nhand = ["废料箱"]\ngraveyard = ["变形斗士·订书机", "朱罗纪艾雷拉龙", "青眼白龙"]',
          '[[step]]\ndo = "activate 废料箱"\n'
          '[[step]]\nexpect = { prompt = "elegir", legal = ["choose 变形斗士·订书机"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose 变形斗士·订书机"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["变形斗士·订书机"] } }')


@needs_cdb
def test_jurrac_allosaurus_targets_another_jurrac(tmp_path: Path) -> None:
    # 朱罗纪异特龙: "Tribute this card, target 1 Level 4 or lower "Jurrac" monster in your GY, except "X" (选择自己墓地存在的
    # 「X」以外的1只…); Special Summon it"
    _play(tmp_path, '[setup.P1]\nmonsters = ["朱罗纪异特龙"]\ngraveyard = ["朱罗纪瓜巴龙", "朱罗纪艾雷拉龙", "变形斗士·订书机"]',
          '[[step]]\ndo = "activate 朱罗纪异特龙"\n'
          '[[step]]\nexpect = { legal = ["target 朱罗纪瓜巴龙"], not_legal = ["target 朱罗纪艾雷拉龙", "target 变形斗士·订书机"] }\n'
          '[[step]]\ndo = "target 朱罗纪瓜巴龙"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["朱罗纪瓜巴龙"] }, contains = { "P1.cementerio" = ["朱罗纪异特龙"] } }')
    # a copy of itself in the GY is not a target
    _play(tmp_path, '[setup.P1]\nmonsters = ["朱罗纪异特龙"]\ngraveyard = ["朱罗纪异特龙"]',
          '[[step]]\nrefuse = "activate 朱罗纪异特龙@P1.monstruos.1"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_ad_changer_banishes_itself_from_the_graveyard(tmp_path: Path) -> None:
    # AD变更者: "把墓地存在的这张卡从游戏中除外" (banish this card from your GY) to change a monster's battle position
    _play(tmp_path, '[setup.P1]\ngraveyard = ["AD变更者"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "activate AD变更者"\n[[step]]\ndo = "target 青眼白龙"\n'
          '[[step]]\nexpect = { zones = { "P1.desterradas" = ["AD变更者"] }, cards = [{ card = "青眼白龙", rotated = true }] }')


@needs_cdb
def test_reptilianne_guardian_searches_when_destroyed_on_its_field(tmp_path: Path) -> None:
    # 爬虫妖女守卫者: "自己场上存在的这张卡被破坏送去墓地时" — a search that must happen
    _play(tmp_path, '[setup.P1]\nmonsters = ["爬虫妖女守卫者"]\nhand = ["黑洞"]\ndeck = ["爬虫妖女·斯库拉", "青眼白龙"]',
          '[[step]]\ndo = "activate 黑洞"\n'
          '[[step]]\nexpect = { prompt = "elegir", legal = ["choose 爬虫妖女·斯库拉"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose 爬虫妖女·斯库拉"\n[[step]]\nexpect = { zones = { "P1.mano" = ["爬虫妖女·斯库拉"] } }')


@needs_cdb
def test_batteryman_charger_summons_another_batteryman(tmp_path: Path) -> None:
    # 充电池人: "从自己的手卡·卡组把1只「X」以外的名字带有「电池人」的怪兽特殊召唤" (the "except" after the count)
    _play(tmp_path, '[setup.P1]\nhand = ["充电池人"]\nmonsters = ["精灵剑士"]\ndeck = ["充电池人", "电池人-单三型", "青眼白龙"]',
          '[[step]]\ndo = "summon 充电池人 tributing 精灵剑士"\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { prompt = "elegir", legal = ["choose 电池人-单三型"], not_legal = ["choose 充电池人", "choose 青眼白龙"] }')


def test_a_graveyard_cost_is_not_read_where_the_engine_would_not_ask_it() -> None:
    # 牛头鬼's "when this card is sent to the GY: you can banish 1 Zombie from your GY" starts at once (no look at the
    # cost), and a Continuous Spell answering an attack (无视加护) is never offered: both stay manual
    assert compile_text("monster", "effect", "②：这张卡被送去墓地的场合，从自己墓地把「牛头鬼」以外的1只不死族怪兽除外才能发动。"
                        "从手卡把1只不死族怪兽特殊召唤。") is None
    assert compile_text("spell", "continuous", "对方怪兽的攻击宣言时，可以把自己墓地存在的1只昆虫族怪兽从游戏中除外，那次攻击无效。") is None


@needs_cdb
def test_card_of_gogogo_banishes_three_monsters_from_the_graveyard(tmp_path: Path) -> None:
    # 我我我抽卡: "banish 3 "Gogogo" monsters from your GY; draw 2" — three picks of the GY, banished (YGO
    # CartasDeMonstruosDeEfecto.6, PalabrasClave.5); with two it cannot be activated
    _play(tmp_path, '[setup.P1]\nhand = ["我我我抽卡"]\ngraveyard = ["我我我妹妹", "我我我少女", "我我我帝王", "青眼白龙"]\n'
                    'deck = ["精灵剑士", "黑魔术师"]',
          '[[step]]\ndo = "activate 我我我抽卡"\n'
          '[[step]]\nexpect = { prompt = "coste", legal = ["choose 我我我妹妹"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose 我我我妹妹"\n[[step]]\ndo = "choose 我我我少女"\n[[step]]\ndo = "choose 我我我帝王"\n'
          '[[step]]\nexpect = { count = { "P1.mano" = 2, "P1.desterradas" = 3, "P1.cementerio" = 2 }, contains = { "P1.cementerio" = ["青眼白龙", "我我我抽卡"] } }')
    _play(tmp_path, '[setup.P1]\nhand = ["我我我抽卡"]\ngraveyard = ["我我我妹妹", "我我我少女", "青眼白龙"]\ndeck = ["精灵剑士", "黑魔术师"]',
          '[[step]]\nrefuse = "activate 我我我抽卡"\nrule = "YGO CartasDeMonstruosDeEfecto.6"')


@needs_cdb
def test_spider_web_banishes_an_insect_to_destroy_its_target(tmp_path: Path) -> None:
    # 蛛穴丝网 (older wording): "banish 1 Insect from your GY, target 1 monster your opponent controls; destroy it"
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "蛛穴丝网", face_up = false }]\ngraveyard = ["飞螳螂", "青眼白龙"]\n'
                    '[setup.P2]\nmonsters = ["黑魔术师"]',
          '[[step]]\ndo = "activate 蛛穴丝网"\n[[step]]\ndo = "target 黑魔术师"\n'
          '[[step]]\nexpect = { prompt = "coste", legal = ["choose 飞螳螂"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose 飞螳螂"\n'
          '[[step]]\nexpect = { zones = { "P1.desterradas" = ["飞螳螂"], "P2.cementerio" = ["黑魔术师"] } }')


@needs_cdb
def test_diabolic_spellbook_summons_itself_banishing_three_spellbooks(tmp_path: Path) -> None:
    # 魔导鬼士 迪亚勒: "if this card is in your GY: banish 3 "Spellbook" Spells from your GY; Special Summon this card"
    _play(tmp_path, '[setup.P1]\ngraveyard = ["魔导鬼士 迪亚勒", "冰火之魔导书", "水卜之魔导书", "魔导书库 苏雷", "青眼白龙"]',
          '[[step]]\ndo = "activate 魔导鬼士 迪亚勒"\n'
          '[[step]]\nexpect = { prompt = "coste", legal = ["choose 冰火之魔导书"], not_legal = ["choose 青眼白龙", "choose 魔导鬼士 迪亚勒"] }\n'
          '[[step]]\ndo = "choose 冰火之魔导书"\n[[step]]\ndo = "choose 水卜之魔导书"\n[[step]]\ndo = "choose 魔导书库 苏雷"\n'
          '[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["魔导鬼士 迪亚勒"], "P1.cementerio" = ["青眼白龙"] }, count = { "P1.desterradas" = 3 } }')
