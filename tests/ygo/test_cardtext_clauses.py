"""The clause compiler: each clause template plays a real card of the shared cards.cdb that
uses it, loaded from the card data (its Simplified Chinese text), in a scenario."""

from __future__ import annotations

from pathlib import Path

from engine.games.ygo.cardtext import compile_text, unread
from tests.ygo.test_cardtext import _play, needs_cdb


def test_an_effect_is_read_clause_by_clause() -> None:
    compiled = compile_text("spell", "normal", "①：丢弃1张手卡，以场上1只怪兽为对象才能发动。那只怪兽破坏。")
    assert compiled is not None
    (effect,) = compiled[0]["effects"]
    assert (effect.trigger, effect.cost_discard, effect.target.zone, [op.name for op in effect.ops]) == \
        ("activate", 1, "monstruos", ["destroy"])
    assert compiled[1] == ("activate", "cost-discard", "destroy", "target")


def test_what_is_not_read_is_named_and_the_card_stays_manual() -> None:
    text = "①：这张卡召唤成功时才能发动。从卡组把1只「宝石骑士」怪兽加入手卡。\n②：这张卡不会成为效果的对象。"
    assert compile_text("monster", "effect", text) is None
    assert unread("monster", "effect", text) == ["这张卡不会成为效果的对象。"]
    # a target with nothing done to it, and "that monster" with no target, are not effects
    assert compile_text("spell", "normal", "①：以场上1只怪兽为对象才能发动。") is None
    assert compile_text("spell", "normal", "那只怪兽破坏。") is None
    # a clause saying more of an unread one is not listed beside it: the unread one is what is missing
    summon = "这张卡战斗破坏攻击力1000的怪兽的场合，可以把那只怪兽从墓地在自己场上表侧守备表示特殊召唤。"
    assert unread("monster", "effect", "①：" + summon + "这个效果特殊召唤的怪兽的效果无效化。") == [summon]


@needs_cdb
def test_rush_recklessly_targets_and_raises_atk(tmp_path: Path) -> None:
    # YGO CartasMagicas.14 (Quick-Play), Cartas.2: "Target 1 face-up monster; it gains 1500 ATK until the End Phase"
    _play(tmp_path, '[setup.P1]\nhand = ["一骑加势"]\nmonsters = ["精灵剑士", { card = "黑魔术师", face_up = false, position = "defense" }]',
          '[[step]]\ndo = "activate 一骑加势"\n[[step]]\nexpect = { legal = ["target 精灵剑士"], not_legal = ["target 黑魔术师"] }\n'
          '[[step]]\ndo = "target 精灵剑士"\n[[step]]\nexpect = { cards = [{ card = "精灵剑士", atk = 2900 }], '
          'zones = { "P1.cementerio" = ["一骑加势"] } }')


@needs_cdb
def test_venus_pays_life_points_and_special_summons_from_the_deck(tmp_path: Path) -> None:
    # YGO CartasDeMonstruosDeEfecto.6 (a cost), PhasesDelJuego.31 (Special Summon by an effect)
    _play(tmp_path, '[setup.P1]\nmonsters = ["创造之代行者 维纳斯"]\ndeck = ["神圣球体", "青眼白龙", "神圣球体"]',
          '[[step]]\ndo = "activate 创造之代行者 维纳斯"\n[[step]]\nexpect = { legal = ["choose 神圣球体"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose 神圣球体"\n[[step]]\ndo = "defense position"\n'
          '[[step]]\nexpect = { lives = { P1 = 7500 }, count = { "P1.monstruos" = 2, "P1.mazo" = 2 } }\n'
          '[[step]]\ndo = "activate 创造之代行者 维纳斯"\n[[step]]\ndo = "choose 神圣球体"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { lives = { P1 = 7000 }, count = { "P1.monstruos" = 3, "P1.mazo" = 1 } }')


@needs_cdb
def test_cosmic_cyclone_banishes_its_target(tmp_path: Path) -> None:
    # YGO PalabrasClave.5: a banished card is not sent to the Graveyard
    _play(tmp_path, '[setup.P1]\nhand = ["宇宙旋风"]\n[setup.P2]\nspells = [{ card = "木乃伊的呼声", face_up = true }]',
          '[[step]]\ndo = "activate 宇宙旋风"\n[[step]]\ndo = "target 木乃伊的呼声"\n[[step]]\n'
          'expect = { lives = { P1 = 7000 }, zones = { "P2.desterradas" = ["木乃伊的呼声"], "P2.cementerio" = [] } }')


@needs_cdb
def test_goblin_thief_burns_and_gains(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nhand = ["哥布林盗贼"]',
          '[[step]]\ndo = "activate 哥布林盗贼"\n[[step]]\nexpect = { lives = { P1 = 8500, P2 = 7500 } }')


@needs_cdb
def test_tribute_to_the_doomed_discards_then_destroys(tmp_path: Path) -> None:
    # YGO CartasDeMonstruosDeEfecto.6: the cost (a discard) is paid when the card is activated
    _play(tmp_path, '[setup.P1]\nhand = ["对死者的供奉", "精灵剑士"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "activate 对死者的供奉"\n[[step]]\ndo = "target 青眼白龙"\n[[step]]\ndo = "choose 精灵剑士"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = [], "P2.cementerio" = ["青眼白龙"] }, '
          'contains = { "P1.cementerio" = ["精灵剑士", "对死者的供奉"] } }')


@needs_cdb
def test_refusing_what_cannot_be_paid(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nhand = ["对死者的供奉"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\nrefuse = "activate 对死者的供奉"\nrule = "YGO CartasDeMonstruosDeEfecto.6"')


@needs_cdb
def test_dark_hole_destroys_every_monster_and_the_kite_burns_from_the_graveyard(tmp_path: Path) -> None:
    # YGO DeterminacionDelDano.38: "when this card is sent from the field to the Graveyard" applies at once
    _play(tmp_path, '[setup.P1]\nhand = ["黑洞"]\nmonsters = ["精灵剑士"]\n[setup.P2]\nmonsters = ["青眼白龙", "游击风筝"]',
          '[[step]]\ndo = "activate 黑洞"\n[[step]]\nexpect = { count = { "P1.monstruos" = 0, "P2.monstruos" = 0, '
          '"P2.cementerio" = 2 }, lives = { P1 = 7500, P2 = 8000 } }')


@needs_cdb
def test_harpies_feather_duster_destroys_only_the_opponents_spells_and_traps(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nhand = ["鹰身女妖的羽毛扫"]\nspells = [{ card = "强欲之壶", face_up = false }]\n'
          '[setup.P2]\nspells = [{ card = "强欲之壶", face_up = false }, { card = "大风暴", face_up = false }]',
          '[[step]]\ndo = "activate 鹰身女妖的羽毛扫"\n[[step]]\nexpect = { zones = { "P1.magias" = ["强欲之壶"], "P2.magias" = [] }, '
          'count = { "P2.cementerio" = 2 } }')


@needs_cdb
def test_skelengel_draws_when_flipped(tmp_path: Path) -> None:
    # YGO CartasDeMonstruosDeEfecto.3: a Flip Effect activates when the card is flipped face-up
    _play(tmp_path, '[setup.P1]\nmonsters = [{ card = "骸骨天使", face_up = false, position = "defense" }]\ndeck = ["青眼白龙", "黑魔术师"]',
          '[[step]]\ndo = "flip 骸骨天使"\n[[step]]\nexpect = { count = { "P1.mano" = 1, "P1.mazo" = 1 } }')


@needs_cdb
def test_gem_armadillo_searches_when_normal_summoned(tmp_path: Path) -> None:
    # YGO CartasDeMonstruosDeEfecto.7: a Trigger Effect "when this card is Normal Summoned: you can …"
    _play(tmp_path, '[setup.P1]\nhand = ["宝石犰狳"]\ndeck = ["青眼白龙", "宝石骑士·青玉", "黑魔术师"]',
          '[[step]]\ndo = "summon 宝石犰狳"\n[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { legal = ["choose 宝石骑士·青玉"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose 宝石骑士·青玉"\n[[step]]\nexpect = { zones = { "P1.mano" = ["宝石骑士·青玉"] }, '
          'count = { "P1.mazo" = 2 } }')


@needs_cdb
def test_gem_armadillo_may_decline(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nhand = ["宝石犰狳"]\ndeck = ["宝石骑士·青玉"]',
          '[[step]]\ndo = "summon 宝石犰狳"\n[[step]]\ndo = "no"\n[[step]]\nexpect = { count = { "P1.mano" = 0, "P1.mazo" = 1 } }')


@needs_cdb
def test_foolish_burial_sends_a_monster_from_the_deck(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nhand = ["愚蠢的埋葬"]\ndeck = ["强欲之壶", "青眼白龙"]',
          '[[step]]\ndo = "activate 愚蠢的埋葬"\n[[step]]\nexpect = { legal = ["choose 青眼白龙"], not_legal = ["choose 强欲之壶"] }\n'
          '[[step]]\ndo = "choose 青眼白龙"\n[[step]]\nexpect = { contains = { "P1.cementerio" = ["青眼白龙", "愚蠢的埋葬"] } }')


@needs_cdb
def test_foolish_burial_goods_once_per_turn_by_name(tmp_path: Path) -> None:
    # YGO Cartas.2: "You can only activate 1 "Foolish Burial Goods" per turn" — the text overrides the rulebook
    _play(tmp_path, '[setup.P1]\nhand = ["愚蠢的副葬", "愚蠢的副葬"]\ndeck = ["强欲之壶", "旋风", "青眼白龙"]',
          '[[step]]\ndo = "activate 愚蠢的副葬"\n[[step]]\nexpect = { not_legal = ["choose 青眼白龙"] }\n[[step]]\ndo = "choose 旋风"\n'
          '[[step]]\nrefuse = "activate 愚蠢的副葬"\nrule = "YGO Cartas.2"\n'
          '[[step]]\nexpect = { contains = { "P1.cementerio" = ["旋风"] }, count = { "P1.mano" = 1 } }')


@needs_cdb
def test_back_to_the_front_revives_in_defense_position(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "战线复归", face_up = false }]\ngraveyard = ["青眼白龙"]',
          '[[step]]\ndo = "activate 战线复归"\n[[step]]\ndo = "target 青眼白龙"\n[[step]]\n'
          'expect = { zones = { "P1.monstruos" = ["青眼白龙"] }, cards = [{ card = "青眼白龙", markers = ["defensa"] }] }')


@needs_cdb
def test_monster_reincarnation_returns_a_monster_to_the_hand(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nhand = ["死者转生", "强欲之壶"]\ngraveyard = ["青眼白龙"]',
          '[[step]]\ndo = "activate 死者转生"\n[[step]]\ndo = "target 青眼白龙"\n[[step]]\ndo = "choose 强欲之壶"\n'
          '[[step]]\nexpect = { zones = { "P1.mano" = ["青眼白龙"] }, contains = { "P1.cementerio" = ["强欲之壶", "死者转生"] } }')


@needs_cdb
def test_rare_metal_dragon_cannot_be_normal_summoned(tmp_path: Path) -> None:
    # YGO Cartas.2 over PhasesDelJuego.11: its text forbids the Normal Summon (and the Set)
    _play(tmp_path, '[setup.P1]\nhand = ["稀有金属龙"]',
          '[[step]]\nrefuse = "summon 稀有金属龙"\nrule = "YGO Cartas.2"\n[[step]]\nrefuse = "set 稀有金属龙"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_aquaactress_arowana_searches_once_per_turn(tmp_path: Path) -> None:
    # an Ignition Effect ("during your Main Phase"), once per turn for this copy (YGO CartasDeMonstruosDeEfecto.1)
    _play(tmp_path, '[setup.P1]\nmonsters = ["水伶女·龙鱼"]\ndeck = ["水伶女·孔雀鱼", "青眼白龙", "水伶女·灯鱼"]',
          '[[step]]\ndo = "activate 水伶女·龙鱼"\n[[step]]\nexpect = { not_legal = ["choose 青眼白龙"] }\n[[step]]\n'
          'do = "choose 水伶女·孔雀鱼"\n[[step]]\nrefuse = "activate 水伶女·龙鱼"\nrule = "YGO CartasDeMonstruosDeEfecto.1"\n'
          '[[step]]\nexpect = { zones = { "P1.mano" = ["水伶女·孔雀鱼"] } }')


@needs_cdb
def test_photon_lizard_tributes_itself_to_search(tmp_path: Path) -> None:
    # the cost (tribute this card) is paid on activation; "Level 4 or lower "Photon" monster"
    _play(tmp_path, '[setup.P1]\nmonsters = ["光子蜥蜴"]\ndeck = ["光子斩击者", "光子帝王", "青眼白龙"]',
          '[[step]]\ndo = "activate 光子蜥蜴"\n[[step]]\nexpect = { zones = { "P1.monstruos" = [], "P1.cementerio" = ["光子蜥蜴"] }, '
          'not_legal = ["choose 光子帝王", "choose 青眼白龙"] }\n[[step]]\ndo = "choose 光子斩击者"\n'
          '[[step]]\nexpect = { zones = { "P1.mano" = ["光子斩击者"] } }')


@needs_cdb
def test_malevolent_catastrophe_answers_an_attack(tmp_path: Path) -> None:
    # YGO CuadroDeReferenciaRapida.9: a trap activated when an opponent's monster declares an attack
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\nspells = [{ card = "强欲之壶", face_up = false }]\n'
          '[setup.P2]\nspells = [{ card = "邪神之大灾害", face_up = false }]',
          '[[step]]\nrefuse = "P2: activate 邪神之大灾害"\n[[step]]\ndo = "attack 青眼白龙"\n[[step]]\n'
          'do = "activate 邪神之大灾害"\n[[step]]\nexpect = { zones = { "P1.magias" = [], "P2.magias" = [] } }')


@needs_cdb
def test_superheavy_samurai_changes_its_position_and_survives_battle(tmp_path: Path) -> None:
    # "When this card is Normal or Special Summoned: you can change its battle position"; "cannot be
    # destroyed by battle" (YGO Cartas.2 over DeterminacionDelDano: the damage is still dealt)
    _play(tmp_path, '[setup.P1]\nhand = ["超重武者 鬼若-O2"]',
          '[[step]]\ndo = "summon 超重武者 鬼若-O2"\n[[step]]\ndo = "yes"\n[[step]]\n'
          'expect = { cards = [{ card = "超重武者 鬼若-O2", markers = ["defensa"] }] }')
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙", "黑魔术师"]\n[setup.P2]\nmonsters = ["超重武者 鬼若-O2"]',
          '[[step]]\ndo = "attack 青眼白龙 on 超重武者 鬼若-O2"\n[[step]]\n'
          'expect = { lives = { P2 = 5000 }, zones = { "P2.monstruos" = ["超重武者 鬼若-O2"], "P2.cementerio" = [] } }')


@needs_cdb
def test_junk_forward_special_summons_itself_from_the_hand_when_you_control_no_monsters(tmp_path: Path) -> None:
    # a summon procedure ("you can Special Summon this card from your hand") under its condition (YGO Cartas.2);
    # it is not the Normal Summon (YGO PhasesDelJuego.30–31)
    _play(tmp_path, '[setup.P1]\nhand = ["废品前锋", "废品从者", "精灵剑士"]',
          '[[step]]\nrefuse = "activate 废品从者"\nrule = "YGO Cartas.2"\n'
          '[[step]]\ndo = "activate 废品前锋"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["废品前锋"] }, chain = [], legal = ["summon 精灵剑士"] }\n'
          '[[step]]\ndo = "activate 废品从者"\n[[step]]\ndo = "defense position"\n'
          '[[step]]\nexpect = { count = { "P1.monstruos" = 2, "P1.mano" = 1 } }')


@needs_cdb
def test_malicious_banishes_itself_from_the_graveyard_to_summon_from_the_deck(tmp_path: Path) -> None:
    # "Banish this card from your GY; Special Summon 1 "Destiny HERO - Malicious" from your Deck"
    _play(tmp_path, '[setup.P1]\ngraveyard = ["命运英雄 魔性人"]\ndeck = ["命运英雄 魔性人", "青眼白龙"]',
          '[[step]]\ndo = "activate 命运英雄 魔性人"\n[[step]]\ndo = "choose 命运英雄 魔性人"\n[[step]]\ndo = "defense position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["命运英雄 魔性人"], "P1.desterradas" = ["命运英雄 魔性人"], '
          '"P1.cementerio" = [] } }')


@needs_cdb
def test_stilts_cannot_use_its_graveyard_effect_the_turn_it_was_sent(tmp_path: Path) -> None:
    # "This effect cannot be activated the turn this card was sent to the GY" (YGO Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["愚蠢的埋葬"]\ngraveyard = ["疾行机人 竹马高跷"]\ndeck = ["疾行机人 竹马高跷", "飞螳螂", "青眼白龙"]',
          '[[step]]\ndo = "activate 愚蠢的埋葬"\n[[step]]\ndo = "choose 疾行机人 竹马高跷"\n'
          '[[step]]\nexpect = { count = { "P1.cementerio" = 3 } }\n'
          '[[step]]\ndo = "activate 疾行机人 竹马高跷"\n[[step]]\nexpect = { not_legal = ["choose 青眼白龙"] }\n[[step]]\ndo = "choose 飞螳螂"\n'
          '[[step]]\nexpect = { count = { "P1.desterradas" = 1 }, contains = { "P1.cementerio" = ["飞螳螂", "疾行机人 竹马高跷"] } }\n'
          '[[step]]\nrefuse = "activate 疾行机人 竹马高跷"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_dd_crow_is_discarded_from_the_hand_to_banish_a_card_in_the_opponents_graveyard(tmp_path: Path) -> None:
    # a Quick Effect used from the hand, its cost discarding itself (YGO CartasDeMonstruosDeEfecto.6, .8:
    # also in the opponent's turn)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["精灵剑士"]\ngraveyard = ["黑魔术师"]\n'
          '[setup.P2]\nhand = ["D.D.乌鸦"]\ngraveyard = ["青眼白龙"]',
          '[[step]]\ndo = "attack 精灵剑士"\n[[step]]\nexpect = { prompt = "ventana" }\n[[step]]\ndo = "P2: activate D.D.乌鸦"\n'
          '[[step]]\nexpect = { legal = ["target 黑魔术师"], not_legal = ["target 青眼白龙"] }\n[[step]]\ndo = "target 黑魔术师"\n'
          '[[step]]\nexpect = { zones = { "P1.desterradas" = ["黑魔术师"], "P2.cementerio" = ["D.D.乌鸦", "青眼白龙"] } }')


@needs_cdb
def test_white_stone_of_legend_searches_when_sent_to_the_graveyard_from_the_deck(tmp_path: Path) -> None:
    # "If this card is sent to the GY: add 1 "Blue-Eyes White Dragon" from your Deck to your hand" — from
    # anywhere, not only the field (YGO Cartas.2, DeterminacionDelDano.38)
    _play(tmp_path, '[setup.P1]\nhand = ["愚蠢的埋葬"]\ndeck = ["传说的白石", "青眼白龙", "黑魔术师"]',
          '[[step]]\ndo = "activate 愚蠢的埋葬"\n[[step]]\ndo = "choose 传说的白石"\n'
          '[[step]]\nexpect = { legal = ["choose 青眼白龙"], not_legal = ["choose 黑魔术师"] }\n[[step]]\ndo = "choose 青眼白龙"\n'
          '[[step]]\nexpect = { zones = { "P1.mano" = ["青眼白龙"] }, contains = { "P1.cementerio" = ["传说的白石"] } }')


@needs_cdb
def test_book_of_moon_turns_a_monster_face_down(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nhand = ["月之书"]\nmonsters = ["青眼白龙"]\n[setup.P2]\nmonsters = ["执着的老魔术师"]',
          '[[step]]\ndo = "activate 月之书"\n[[step]]\ndo = "target 执着的老魔术师"\n'
          '[[step]]\nexpect = { cards = [{ card = "执着的老魔术师", markers = ["defensa"] }] }\n'
          '[[step]]\ndo = "end"\n[[step]]\ndo = "P2: flip 执着的老魔术师"\n'
          '[[step]]\nexpect = { prompt = "objetivo" }')


@needs_cdb
def test_needlebug_nest_and_charge_of_the_light_brigade_send_the_top_of_the_deck(tmp_path: Path) -> None:
    # sending the top 3 cards is Charge of the Light Brigade's cost, paid when it is activated
    # (YGO CartasDeMonstruosDeEfecto.6): with fewer than 3 it cannot be activated
    _play(tmp_path, '[setup.P1]\nhand = ["光之援军"]\nspells = [{ card = "针虫的巢窟", face_up = false }]\n'
          'deck = ["青眼白龙", "黑魔术师", "精灵剑士", "强欲之壶", "旋风", "大风暴", "山", "森", "光道召唤师 露米娜丝"]',
          '[[step]]\ndo = "activate 针虫的巢窟"\n[[step]]\nexpect = { count = { "P1.mazo" = 4, "P1.cementerio" = 6 } }\n'
          '[[step]]\ndo = "activate 光之援军"\n[[step]]\nexpect = { count = { "P1.mazo" = 1 }, prompt = "elegir" }\n'
          '[[step]]\ndo = "choose 光道召唤师 露米娜丝"\n[[step]]\nexpect = { zones = { "P1.mano" = ["光道召唤师 露米娜丝"] } }')
    _play(tmp_path, '[setup.P1]\nhand = ["光之援军"]\ndeck = ["光道召唤师 露米娜丝", "青眼白龙"]',
          '[[step]]\nrefuse = "activate 光之援军"\nrule = "YGO CartasDeMonstruosDeEfecto.6"')


@needs_cdb
def test_dark_magician_knight_is_special_summoned_only_by_knights_title(tmp_path: Path) -> None:
    # "Cannot be Normal Summoned. Must be Special Summoned by "Knight's Title"" (YGO Cartas.2): no
    # other effect summons it, so Back to the Front has nothing to target
    _play(tmp_path, '[setup.P1]\nhand = ["黑魔术骑士"]\nspells = [{ card = "战线复归", face_up = false }]\ngraveyard = ["黑魔术骑士"]',
          '[[step]]\nrefuse = "summon 黑魔术骑士"\nrule = "YGO Cartas.2"\n'
          '[[step]]\nrefuse = "activate 战线复归"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_an_equip_spell_read_clause_by_clause(tmp_path: Path) -> None:
    # 附火器的机甲铠: "Equip only to an Insect monster. ①: It gains 700 ATK" (YGO CartasMagicas.8)
    _play(tmp_path, '[setup.P1]\nhand = ["附火器的机甲铠"]\nmonsters = ["精灵剑士"]\n[setup.P2]\nmonsters = ["飞螳螂"]',
          '[[step]]\ndo = "activate 附火器的机甲铠"\n[[step]]\nexpect = { legal = ["target 飞螳螂"], not_legal = ["target 精灵剑士"] }\n'
          '[[step]]\ndo = "target 飞螳螂"\n[[step]]\nexpect = { cards = [{ card = "飞螳螂", atk = 2200 }], zones = { "P1.magias" = ["附火器的机甲铠"] } }')


@needs_cdb
def test_magic_jammer_negates_a_spell_and_seven_tools_only_a_trap(tmp_path: Path) -> None:
    # Counter Traps (YGO CartasDeTrampa.6–7, Cadenas.15): "When a Spell Card is activated: discard 1 card;
    # negate the activation, and if you do, destroy it"
    _play(tmp_path, '[setup.P1]\nhand = ["强欲之壶"]\ndeck = ["青眼白龙", "黑魔术师", "精灵剑士"]\n'
          '[setup.P2]\nhand = ["山"]\nspells = [{ card = "魔法干扰阵", face_up = false }, { card = "盗贼的七道具", face_up = false }]',
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\nrefuse = "P2: activate 盗贼的七道具"\nrule = "YGO CartasDeTrampa.7"\n'
          '[[step]]\ndo = "P2: activate 魔法干扰阵"\n[[step]]\ndo = "P2: choose 山"\n'
          '[[step]]\nexpect = { legal = ["activate 盗贼的七道具"] }\n[[step]]\ndo = "P2: pass"\n'
          '[[step]]\nexpect = { count = { "P1.mano" = 0, "P1.mazo" = 3 }, lives = { P2 = 8000 }, '
          'contains = { "P1.cementerio" = ["强欲之壶"], "P2.cementerio" = ["魔法干扰阵", "山"] } }')


@needs_cdb
def test_bribe_negates_and_the_opponent_draws(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nhand = ["大风暴"]\ndeck = ["青眼白龙", "黑魔术师"]\n'
          '[setup.P2]\nspells = [{ card = "魔宫的贿赂", face_up = false }]',
          '[[step]]\ndo = "activate 大风暴"\n[[step]]\ndo = "P2: activate 魔宫的贿赂"\n'
          '[[step]]\nexpect = { count = { "P1.mano" = 1, "P1.mazo" = 1 }, contains = { "P1.cementerio" = ["大风暴"], '
          '"P2.cementerio" = ["魔宫的贿赂"] } }')


@needs_cdb
def test_lumina_revives_a_lightsworn_and_mills_in_the_end_phase(tmp_path: Path) -> None:
    # "Target 1 Level 4 or lower "Lightsworn" monster in your GY"; "During your End Phase: send the top 3
    # cards of your Deck to the GY" — a mandatory trigger (发动, not 才能发动); the revived Lyla sends 3 too
    _play(tmp_path, '[setup.P1]\nmonsters = ["光道召唤师 露米娜丝"]\nhand = ["精灵剑士"]\n'
          'graveyard = ["光道魔术师 丽拉", "青眼白龙"]\ndeck = ["黑魔术师", "强欲之壶", "旋风", "大风暴", "山", "山", "山", "山"]',
          '[[step]]\ndo = "activate 光道召唤师 露米娜丝"\n[[step]]\nexpect = { legal = ["target 光道魔术师 丽拉"], '
          'not_legal = ["target 青眼白龙"] }\n[[step]]\ndo = "target 光道魔术师 丽拉"\n[[step]]\ndo = "choose 精灵剑士"\n'
          '[[step]]\ndo = "attack position"\n[[step]]\nexpect = { count = { "P1.monstruos" = 2, "P1.mazo" = 8 } }\n'
          '[[step]]\ndo = "end"\n[[step]]\nexpect = { turn_player = "P2", count = { "P1.mazo" = 2, "P1.cementerio" = 8 } }')


@needs_cdb
def test_real_cards_count_with_their_templates() -> None:
    from engine.games.ygo.coverage import counts, load_cards
    from tests.ygo.test_cardtext import CDB

    cards, _ = load_cards(CDB)
    for name in ("创造之代行者 维纳斯", "宝石犰狳", "光子蜥蜴", "愚蠢的副葬", "稀有金属龙", "对死者的供奉", "超重武者 鬼若-O2",
                 "废品前锋", "命运英雄 魔性人", "疾行机人 竹马高跷", "D.D.乌鸦",
                 "传说的白石", "月之书", "光之援军", "针虫的巢窟", "黑魔术骑士",
                 "魔法干扰阵", "魔宫的贿赂", "盗贼的七道具", "光道召唤师 露米娜丝"):
        card = cards.find(name)
        assert card is not None and counts(card), (name, card.templates if card else None)


@needs_cdb
def test_junk_synchron_revives_a_monster_whose_effects_are_negated(tmp_path: Path) -> None:
    # YGO Cartas.2, CartasDeMonstruosDeEfecto.5: "the monster Special Summoned by this effect has its
    # effects negated" — Sniffer Dragon's "when Special Summoned: search" does not start, Aquaactress
    # Guppy's Ignition Effect cannot be activated while it stays face-up on the field
    _play(tmp_path, '[setup.P1]\nhand = ["废品同调士"]\ngraveyard = ["嗅探龙"]\ndeck = ["嗅探龙", "青眼白龙"]',
          '[[step]]\ndo = "summon 废品同调士"\n[[step]]\ndo = "yes"\n[[step]]\ndo = "target 嗅探龙"\n[[step]]\n'
          'expect = { prompt = "principal", zones = { "P1.monstruos" = ["废品同调士", "嗅探龙"], "P1.mano" = [] }, '
          'cards = [{ card = "嗅探龙@P1.monstruos.2", markers = ["defensa"] }], count = { "P1.mazo" = 2 } }')
    _play(tmp_path, '[setup.P1]\nhand = ["废品同调士", "水伶女·龙鱼"]\ngraveyard = ["水伶女·孔雀鱼"]',
          '[[step]]\ndo = "summon 废品同调士"\n[[step]]\ndo = "yes"\n[[step]]\ndo = "target 水伶女·孔雀鱼"\n[[step]]\n'
          'refuse = "activate 水伶女·孔雀鱼"\nrule = "YGO Cartas.2"\n[[step]]\nexpect = { zones = { "P1.mano" = ["水伶女·龙鱼"] } }')


@needs_cdb
def test_a_monster_summoned_otherwise_keeps_its_effects(tmp_path: Path) -> None:
    # the same monsters Special Summoned by an effect that does not negate them use their effects
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "战线复归", face_up = false }]\ngraveyard = ["嗅探龙"]\ndeck = ["嗅探龙", "青眼白龙"]',
          '[[step]]\ndo = "activate 战线复归"\n[[step]]\ndo = "target 嗅探龙"\n[[step]]\nexpect = { prompt = "disparar" }')
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "战线复归", face_up = false }]\ngraveyard = ["水伶女·孔雀鱼"]\nhand = ["水伶女·龙鱼"]',
          '[[step]]\ndo = "activate 战线复归"\n[[step]]\ndo = "target 水伶女·孔雀鱼"\n[[step]]\n'
          'expect = { legal = ["activate 水伶女·孔雀鱼"] }')


@needs_cdb
def test_cocoon_tributes_itself_to_summon_its_neo_spacian_while_neo_space_is_on_the_field(tmp_path: Path) -> None:
    # YGO CartasDeMonstruosDeEfecto.6 (Tributing itself is the cost), Cartas.2 ("while "Neo Space" is on
    # the field", and Flare Scarab comes out only by the Cocoon's effect)
    _play(tmp_path, '[setup.P1]\nmonsters = ["茧状体·小幼虫"]\ndeck = ["新空间侠·火焰甲虫", "青眼白龙"]\n[setup.P2]\nfield = ["新宇宙"]',
          '[[step]]\ndo = "activate 茧状体·小幼虫"\n[[step]]\nexpect = { legal = ["choose 新空间侠·火焰甲虫"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose 新空间侠·火焰甲虫"\n[[step]]\ndo = "attack position"\n[[step]]\n'
          'expect = { zones = { "P1.monstruos" = ["新空间侠·火焰甲虫"], "P1.cementerio" = ["茧状体·小幼虫"] }, count = { "P1.mazo" = 1 } }')
    _play(tmp_path, '[setup.P1]\nmonsters = ["茧状体·小幼虫"]\ndeck = ["新空间侠·火焰甲虫"]\nspells = [{ card = "新宇宙", face_up = false }]',
          '[[step]]\nrefuse = "activate 茧状体·小幼虫"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_plaguespreader_zombie_returns_a_card_to_the_deck_and_is_banished_when_it_leaves(tmp_path: Path) -> None:
    # YGO CartasDeMonstruosDeEfecto.6 (a card of the hand on top of the Deck is the cost), Cartas.2,
    # PalabrasClave.5: "the card Special Summoned by this effect is banished when it leaves the field"
    _play(tmp_path, '[setup.P1]\ngraveyard = ["僵尸带菌者"]\nhand = ["青眼白龙", "黑洞"]\ndeck = ["黑魔术师"]',
          '[[step]]\ndo = "activate 僵尸带菌者"\n[[step]]\nexpect = { legal = ["choose 青眼白龙", "choose 黑洞"] }\n'
          '[[step]]\ndo = "choose 青眼白龙"\n[[step]]\ndo = "attack position"\n[[step]]\n'
          'expect = { zones = { "P1.monstruos" = ["僵尸带菌者"], "P1.mano" = ["黑洞"], "P1.mazo" = ["青眼白龙", "黑魔术师"] } }\n'
          '[[step]]\ndo = "activate 黑洞"\n[[step]]\n'
          'expect = { zones = { "P1.monstruos" = [], "P1.desterradas" = ["僵尸带菌者"], "P1.cementerio" = ["黑洞"] } }')
    _play(tmp_path, '[setup.P1]\ngraveyard = ["僵尸带菌者"]\ndeck = ["黑魔术师"]',
          '[[step]]\nrefuse = "activate 僵尸带菌者"\nrule = "YGO CartasDeMonstruosDeEfecto.6"')


@needs_cdb
def test_chronomaly_tula_guardian_comes_out_with_a_field_spell_and_only_one_face_up(tmp_path: Path) -> None:
    # YGO Cartas.2: "if a Field Spell is face-up on the field, you can Special Summon this card from your
    # hand" and "you can only control 1 face-up "Chronomaly Tula Guardian"": the second copy may be Set only
    _play(tmp_path, '[setup.P1]\nhand = ["先史遗产 图拉守护者", "先史遗产 图拉守护者"]\nfield = ["山"]',
          '[[step]]\ndo = "activate 先史遗产 图拉守护者"\n[[step]]\ndo = "attack position"\n[[step]]\n'
          'expect = { count = { "P1.monstruos" = 1, "P1.mano" = 1 }, not_legal = ["activate 先史遗产 图拉守护者@P1.mano.1"], '
          'legal = ["set 先史遗产 图拉守护者 tributing 先史遗产 图拉守护者", "summon 先史遗产 图拉守护者 tributing 先史遗产 图拉守护者"] }\n'
          '[[step]]\nrefuse = "activate 先史遗产 图拉守护者@P1.mano.1"\nrule = "YGO Cartas.2"')
    _play(tmp_path, '[setup.P1]\nhand = ["先史遗产 图拉守护者"]\nspells = [{ card = "山", face_up = false }]',
          '[[step]]\nrefuse = "activate 先史遗产 图拉守护者"\nrule = "YGO Cartas.2"\n[[step]]\ndo = "activate 山"\n'
          '[[step]]\nexpect = { legal = ["activate 先史遗产 图拉守护者"] }')
