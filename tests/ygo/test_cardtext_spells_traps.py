"""Clause families of Spell and Trap texts, and clauses common to effects in general (issue 26): each
plays a real card of the shared cards.cdb that uses it, loaded from the card data (its Simplified Chinese
text), in a scenario citing the rule it follows, and a refusal or a case where it must not happen."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_mystic_tomato_recruits_a_dark_monster_with_1500_or_less_atk_and_the_deck_is_shuffled(tmp_path: Path) -> None:
    # 杀人番茄 Mystic Tomato: "When this card is destroyed by battle and sent to the GY: you can choose 1 DARK monster
    # with 1500 or less ATK from your Deck and Special Summon it to your field in face-up Attack Position. Then
    # shuffle your Deck" (YGO CartasDeMonstruosDeEfecto.7, PhasesDelJuego.31): only a DARK one with ≤ 1500 ATK
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n'
          '[setup.P2]\nmonsters = ["杀人番茄"]\ndeck = ["杀人番茄", "黑魔术师", "精灵剑士"]',
          '[[step]]\ndo = "attack 青眼白龙 on 杀人番茄"\n[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "P2: yes"\n'
          '[[step]]\nexpect = { acting = "P2", legal = ["choose 杀人番茄"], not_legal = ["choose 黑魔术师", "choose 精灵剑士"] }\n'
          '[[step]]\ndo = "P2: choose 杀人番茄"\n'
          '[[step]]\nexpect = { '
          'zones = { "P2.monstruos" = ["杀人番茄"], "P2.cementerio" = ["杀人番茄"] }, count = { "P2.mazo" = 2 } }')
    # with no such monster in the Deck nothing is asked, and the battle goes on (Cartas.2)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n'
          '[setup.P2]\nmonsters = ["杀人番茄"]\ndeck = ["黑魔术师", "精灵剑士"]',
          '[[step]]\ndo = "attack 青眼白龙 on 杀人番茄"\n'
          '[[step]]\nexpect = { acting = "P1", count = { "P2.monstruos" = 0, "P2.mazo" = 2 }, zones = { "P2.cementerio" = ["杀人番茄"] } }')


@needs_cdb
def test_swing_of_memories_revives_a_normal_monster_destroyed_in_the_end_phase(tmp_path: Path) -> None:
    # 回忆的秋千 Swing of Memories: "Target 1 Normal Monster in your GY; Special Summon it, but destroy it during the End
    # Phase of this turn" (YGO Cartas.2, PhasesDelJuego.31): it attacks, then goes in the End Phase
    _play(tmp_path, '[setup.P1]\nhand = ["回忆的秋千"]\ngraveyard = ["青眼白龙"]',
          '[[step]]\ndo = "activate 回忆的秋千"\n[[step]]\ndo = "target 青眼白龙"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["青眼白龙"], "P1.cementerio" = ["回忆的秋千"] } }\n'
          '[[step]]\ndo = "battle"\n[[step]]\ndo = "attack 青眼白龙"\n[[step]]\nexpect = { lives = { P2 = 5000 } }\n'
          '[[step]]\ndo = "end"\n'
          '[[step]]\nexpect = { turn_player = "P2", count = { "P1.monstruos" = 0 }, contains = { "P1.cementerio" = ["青眼白龙"] } }')
    # a monster summoned otherwise stays (Cartas.2: the text's mark is its own); an Effect Monster is no target
    _play(tmp_path, '[setup.P1]\nhand = ["回忆的秋千"]\ngraveyard = ["杀人番茄"]',
          '[[step]]\nrefuse = "activate 回忆的秋千"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_rapid_trigger_summons_a_rokket_that_cannot_attack_and_goes_in_the_end_phase(tmp_path: Path) -> None:
    # 速攻旋转 Rapid Trigger's kin: "Special Summon 1 "Rokket" monster from your Deck. It cannot attack, and is destroyed
    # during the End Phase" (YGO Cartas.2 over CuadroDeReferenciaRapida.8)
    _play(tmp_path, '[setup.P1]\nhand = ["速攻旋转"]\nmonsters = ["青眼白龙"]\ndeck = ["马格努姆弹丸龙", "黑魔术师"]',
          '[[step]]\ndo = "activate 速攻旋转"\n[[step]]\nexpect = { legal = ["choose 马格努姆弹丸龙"], not_legal = ["choose 黑魔术师"] }\n'
          '[[step]]\ndo = "choose 马格努姆弹丸龙"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["青眼白龙", "马格努姆弹丸龙"] } }\n'
          '[[step]]\ndo = "battle"\n'
          '[[step]]\nrefuse = "attack 马格努姆弹丸龙"\nrule = "YGO Cartas.2"\n'
          '[[step]]\ndo = "attack 青眼白龙"\n[[step]]\nexpect = { lives = { P2 = 5000 } }\n'
          '[[step]]\ndo = "end"\n'
          '[[step]]\nexpect = { turn_player = "P2", zones = { "P1.monstruos" = ["青眼白龙"] }, '
          'contains = { "P1.cementerio" = ["马格努姆弹丸龙", "速攻旋转"] } }')


@needs_cdb
def test_miraculous_descent_summons_a_banished_fairy_bound_to_the_trap(tmp_path: Path) -> None:
    # 奇迹之光临 Miraculous Descent: "Target 1 of your banished Fairy monsters; Special Summon it. When this card leaves
    # the field, destroy that monster. When that monster is destroyed, destroy this card" (YGO Cartas.2, PhasesDelJuego.31):
    # the position is its controller's choice, and the bond holds as for 活死人的呼声 Call of the Haunted
    setup = ('[setup.P1]\nspells = [{ card = "奇迹之光临", face_up = false }]\nbanished = ["封印之锁", "被星杯所选中者"]\n'
             'hand = ["旋风", "黑洞"]')
    summon = '[[step]]\ndo = "activate 奇迹之光临"\n[[step]]\nexpect = { legal = ["target 封印之锁"], not_legal = ["target 被星杯所选中者"] }\n' \
             '[[step]]\ndo = "target 封印之锁"\n[[step]]\ndo = "pass"\n[[step]]\ndo = "defense position"\n' \
             '[[step]]\nexpect = { zones = { "P1.monstruos" = ["封印之锁"], "P1.magias" = ["奇迹之光临"] }, ' \
             'cards = [{ card = "封印之锁", rotated = true }] }\n'
    _play(tmp_path, setup, summon + '[[step]]\ndo = "activate 旋风"\n[[step]]\ndo = "target 奇迹之光临"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = [], "P1.magias" = [] }, contains = { "P1.cementerio" = ["封印之锁", "奇迹之光临"] } }')
    _play(tmp_path, setup, summon + '[[step]]\ndo = "activate 黑洞"\n[[step]]\ndo = "pass"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = [], "P1.magias" = [] }, contains = { "P1.cementerio" = ["封印之锁", "奇迹之光临"] } }')


@needs_cdb
def test_brain_hazard_names_psychic_monsters(tmp_path: Path) -> None:
    # 脑灾害 Brain Hazard: "Target 1 of your banished Psychic monsters; Special Summon it" (念动力族, a Type the text
    # names: YGO Cartas.2): a Psychic is a target, a Fairy is not
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "脑灾害", face_up = false }]\nbanished = ["封印之锁", "被星杯所选中者"]',
          '[[step]]\ndo = "activate 脑灾害"\n[[step]]\nexpect = { legal = ["target 被星杯所选中者"], not_legal = ["target 封印之锁"] }\n'
          '[[step]]\ndo = "target 被星杯所选中者"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["被星杯所选中者"], "P1.magias" = ["脑灾害"], "P1.desterradas" = ["封印之锁"] } }')
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "脑灾害", face_up = false }]\nbanished = ["封印之锁"]',
          '[[step]]\nrefuse = "activate 脑灾害"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_offerings_to_the_doomed_destroys_a_monster_and_skips_the_next_draw(tmp_path: Path) -> None:
    # 给死者的供物 Offerings to the Doomed: "Target 1 face-up monster on the field; destroy it. Skip your next Draw Phase"
    # (YGO Cartas.2 over PhasesDelJuego.2): P1's next turn begins with no card drawn
    _play(tmp_path, '[setup.P1]\nhand = ["给死者的供物"]\ndeck = ["黑魔术师", "黑魔术师", "黑魔术师"]\n'
          '[setup.P2]\nmonsters = ["青眼白龙"]\ndeck = ["黑魔术师", "黑魔术师"]',
          '[[step]]\ndo = "activate 给死者的供物"\n[[step]]\ndo = "target 青眼白龙"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = [], "P2.cementerio" = ["青眼白龙"], "P1.cementerio" = ["给死者的供物"] } }\n'
          '[[step]]\ndo = "end"\n[[step]]\nexpect = { turn_player = "P2", count = { "P2.mano" = 1 } }\n'
          '[[step]]\ndo = "P2: end"\n[[step]]\nexpect = { turn_player = "P1", count = { "P1.mano" = 0, "P1.mazo" = 3 } }')


@needs_cdb
def test_fighting_spirit_kin_answers_a_direct_attack_only_with_no_monster_of_yours(tmp_path: Path) -> None:
    # 斗争本能: "When your opponent declares a direct attack, if you control no monsters: Special Summon 1 Level 4 or lower
    # Beast monster from your hand in face-up Attack Position" (YGO Cartas.2, PhasesDelJuego.31)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n'
          '[setup.P2]\nspells = [{ card = "斗争本能", face_up = false }]\nhand = ["猫妖精", "黑魔术师"]',
          '[[step]]\ndo = "attack 青眼白龙"\n[[step]]\ndo = "P2: activate 斗争本能"\n'
          '[[step]]\nexpect = { acting = "P2", legal = ["choose 猫妖精"], not_legal = ["choose 黑魔术师"] }\n[[step]]\ndo = "P2: choose 猫妖精"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = ["猫妖精"], "P2.mano" = ["黑魔术师"] }, '
          'cards = [{ card = "猫妖精", rotated = false, face_up = true }] }')
    # an attack on a monster is no direct attack: P2 is not even offered it, the battle goes on (Cartas.2)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n'
          '[setup.P2]\nmonsters = ["硬毛鼠"]\nspells = [{ card = "斗争本能", face_up = false }]\nhand = ["猫妖精"]',
          '[[step]]\ndo = "attack 青眼白龙 on 硬毛鼠"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = [], "P2.cementerio" = ["硬毛鼠"], "P2.mano" = ["猫妖精"] }, '
          'cards = [{ card = "斗争本能", face_up = false }] }')


@needs_cdb
def test_witch_hunt_and_widespread_ruin_destroy_what_their_older_wordings_name(tmp_path: Path) -> None:
    # 魔女狩猎: "destroy all face-up Spellcaster monsters on the field" (YGO Cartas.2): not the Dragon, not the Set one
    _play(tmp_path, '[setup.P1]\nhand = ["魔女狩猎"]\nmonsters = ["黑魔术师"]\n'
          '[setup.P2]\nmonsters = ["青眼白龙", "黑魔术师", { card = "黑魔术师", face_up = false }]',
          '[[step]]\ndo = "activate 魔女狩猎"\n'
          '[[step]]\nexpect = { count = { "P1.monstruos" = 0, "P2.monstruos" = 2 }, contains = { "P2.monstruos" = ["青眼白龙"] } }')
    # 万能地雷 阔剑式 Widespread Ruin: "when an opponent's monster declares an attack: destroy the 1 face-up Attack
    # Position monster your opponent controls with the highest ATK" — not the attacker, if another is stronger
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["黑魔术师", "青眼白龙"]\n'
          '[setup.P2]\nspells = [{ card = "万能地雷 阔剑式", face_up = false }]',
          '[[step]]\ndo = "attack 黑魔术师"\n[[step]]\ndo = "P2: activate 万能地雷 阔剑式"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["黑魔术师"] }, contains = { "P1.cementerio" = ["青眼白龙"] } }')


@needs_cdb
def test_manju_searches_a_ritual_monster(tmp_path: Path) -> None:
    # 千手神 Manju of the Ten Thousand Hands: "When this card is Normal or Flip Summoned: you can add 1 Ritual Monster from
    # your Deck to your hand" (仪式怪兽, a kind the text names: YGO Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["千手神"]\ndeck = ["混沌战士", "黑魔术师"]',
          '[[step]]\ndo = "summon 千手神"\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { legal = ["choose 混沌战士"], not_legal = ["choose 黑魔术师"] }\n[[step]]\ndo = "choose 混沌战士"\n'
          '[[step]]\nexpect = { zones = { "P1.mano" = ["混沌战士"], "P1.mazo" = ["黑魔术师"] } }')


@needs_cdb
def test_earthbound_wave_negates_an_opponents_spell_while_an_earthbound_immortal_is_face_up(tmp_path: Path) -> None:
    # 地缚波 Earthbound Wave: "Activate only while you control a face-up "Earthbound Immortal" monster. Negate the
    # activation of your opponent's Spell/Trap Card and destroy it" (YGO CartasDeTrampa.7, Cadenas.15): the older
    # wording says what it answers in what it negates
    setup = ('[setup.P1]\nhand = ["强欲之壶"]\ndeck = ["青眼白龙", "黑魔术师", "精灵剑士"]\n'
             '[setup.P2]\nspells = [{ card = "地缚波", face_up = false }]\nmonsters = [MONSTER]')
    _play(tmp_path, setup.replace("MONSTER", '"地缚神 乌鲁"'),
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\ndo = "P2: activate 地缚波"\n'
          '[[step]]\nexpect = { count = { "P1.mano" = 0, "P1.mazo" = 3 }, '
          'contains = { "P1.cementerio" = ["强欲之壶"], "P2.cementerio" = ["地缚波"] } }')
    # with no "Earthbound Immortal" face-up it cannot be activated (Cartas.2): P2 is offered nothing, the Spell resolves
    _play(tmp_path, setup.replace("MONSTER", '{ card = "地缚神 乌鲁", face_up = false }'),
          '[[step]]\ndo = "activate 强欲之壶"\n'
          '[[step]]\nexpect = { count = { "P1.mano" = 2, "P1.mazo" = 1 }, cards = [{ card = "地缚波", face_up = false }] }')
    # its controller's own Spell is not answered (CartasDeTrampa.7)
    _play(tmp_path, 'turn_player = "P2"\n[setup.P2]\nhand = ["强欲之壶"]\nspells = [{ card = "地缚波", face_up = false }]\n'
          'monsters = ["地缚神 乌鲁"]\ndeck = ["青眼白龙", "黑魔术师"]',
          '[[step]]\ndo = "activate 强欲之壶"\n'
          '[[step]]\nexpect = { count = { "P2.mano" = 2, "P2.mazo" = 0 }, cards = [{ card = "地缚波", face_up = false }] }')


@needs_cdb
def test_igknight_field_spell_raises_its_monsters_and_uses_its_numbered_effect_while_face_up(tmp_path: Path) -> None:
    # 点火阵·凤凰: "① The "Igknight" monsters on the field gain 300 ATK/DEF. ② Once per turn: you can target 1 "Igknight"
    # card you control; destroy it, and if you do, add 1 "Igknight" card from your Deck to your hand" (YGO Cartas.2):
    # ① lasts while it is face-up, on either side, and only for "Igknight" monsters; ② is an Ignition Effect of the
    # face-up card, used once per turn
    _play(tmp_path, '[setup.P1]\nfield = [{ card = "点火阵·凤凰", face_up = true }]\nmonsters = ["点火骑士·复仇者", "青眼白龙"]\n'
          'deck = ["点火骑士上膛", "黑魔术师"]\n[setup.P2]\nmonsters = ["点火骑士·毒刺"]',
          '[[step]]\nexpect = { cards = [{ card = "点火骑士·复仇者", atk = 2900, def = 2100 }, { card = "青眼白龙", atk = 3000 }, '
          '{ card = "点火骑士·毒刺", atk = 3100 }] }\n'
          '[[step]]\ndo = "activate 点火阵·凤凰"\n[[step]]\nexpect = { legal = ["target 点火骑士·复仇者"], not_legal = ["target 青眼白龙"] }\n'
          '[[step]]\ndo = "target 点火骑士·复仇者"\n[[step]]\nexpect = { legal = ["choose 点火骑士上膛"], not_legal = ["choose 黑魔术师"] }\n'
          '[[step]]\ndo = "choose 点火骑士上膛"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["青眼白龙"], "P1.mano" = ["点火骑士上膛"], "P1.cementerio" = ["点火骑士·复仇者"] }, '
          'cards = [{ card = "点火阵·凤凰", face_up = true }] }\n'
          '[[step]]\nrefuse = "activate 点火阵·凤凰"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_steel_shell_equips_only_a_water_monster_raising_atk_and_lowering_def(tmp_path: Path) -> None:
    # 钢甲壳 Steel Shell: "A WATER monster equipped with this card increases its ATK by 400 points and decreases its DEF
    # by 200 points" (YGO CartasMagicas.8, Cartas.2): only the WATER monster is a target
    _play(tmp_path, '[setup.P1]\nhand = ["钢甲壳"]\nmonsters = ["兵主部", "黑魔术师"]',
          '[[step]]\ndo = "activate 钢甲壳"\n[[step]]\nexpect = { legal = ["target 兵主部"], not_legal = ["target 黑魔术师"] }\n'
          '[[step]]\ndo = "target 兵主部"\n'
          '[[step]]\nexpect = { cards = [{ card = "兵主部", atk = 1900, def = 700 }, { card = "黑魔术师", atk = 2500 }], '
          'zones = { "P1.magias" = ["钢甲壳"] } }')
    _play(tmp_path, '[setup.P1]\nhand = ["钢甲壳"]\nmonsters = ["黑魔术师"]',
          '[[step]]\nrefuse = "activate 钢甲壳"\nrule = "YGO Cartas.2"')  # its text allows no other monster


@needs_cdb
def test_white_dragon_ritual_summons_paladin_of_white_dragon_by_its_older_wording(tmp_path: Path) -> None:
    # 白龙降临 White Dragon Ritual: "This card is used to Ritual Summon "Paladin of White Dragon". You must also Tribute
    # monsters from your hand or field whose total Levels equal 4 or more" (YGO CartasDeMonstrusDeRitual.3)
    _play(tmp_path, '[setup.P1]\nhand = ["白龙降临", "白龙之圣骑士"]\nmonsters = ["兵主部"]',
          '[[step]]\ndo = "activate 白龙降临"\n[[step]]\ndo = "choose 兵主部"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["白龙之圣骑士"] }, contains = { "P1.cementerio" = ["兵主部", "白龙降临"] } }')
    # with no Paladin in the hand there is nothing to summon (CartasDeMonstrusDeRitual.3)
    _play(tmp_path, '[setup.P1]\nhand = ["白龙降临"]\nmonsters = ["兵主部"]',
          '[[step]]\nrefuse = "activate 白龙降临"\nrule = "YGO CartasDeMonstrusDeRitual.3"')


@needs_cdb
def test_predaplant_pot_is_kept_by_paying_its_upkeep_in_the_standby_phase_or_destroyed(tmp_path: Path) -> None:
    # 捕食花盆: "This card's controller pays 800 LP during each of their Standby Phases, or this card is destroyed.
    # ① Once per turn, during your Main Phase: you can Special Summon 1 Level 4 or lower "Predaplant" monster from your
    # hand or GY, but its effects are negated" (YGO CartasMagicas.5, PhasesDelJuego.5, Cartas.2)
    board = '[setup.P1]\nspells = [{ card = "捕食花盆", face_up = true }]\nhand = ["捕食植物 海鳝猪笼草", "青眼白龙"]\n'
    _play(tmp_path, f'phase = "standby"\n{board}',
          '[[step]]\nexpect = { prompt = "mantener" }\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { lives = { P1 = 7200 }, phase = "main1", zones = { "P1.magias" = ["捕食花盆"] } }\n'
          '[[step]]\ndo = "activate 捕食花盆"\n'
          '[[step]]\nexpect = { legal = ["choose 捕食植物 海鳝猪笼草"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose 捕食植物 海鳝猪笼草"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["捕食植物 海鳝猪笼草"], "P1.magias" = ["捕食花盆"] } }\n'
          '[[step]]\nrefuse = "activate 捕食花盆"\nrule = "YGO Cartas.2"')
    # not paid, it is destroyed (CartasMagicas.5)
    _play(tmp_path, f'phase = "standby"\n{board}',
          '[[step]]\ndo = "no"\n'
          '[[step]]\nexpect = { lives = { P1 = 8000 }, phase = "main1", zones = { "P1.magias" = [], "P1.cementerio" = ["捕食花盆"] } }')


@needs_cdb
def test_snatch_steal_takes_the_equipped_monster_while_equipped_and_the_opponent_gains_in_their_standby_phase(tmp_path: Path) -> None:
    # 强夺 Snatch Steal: "Equip only to a monster your opponent controls. You gain control of the equipped monster.
    # During each of your opponent's Standby Phases: they gain 1000 LP" (YGO ControlDeUnMonstruoDelAdversario.2–4,
    # CartasMagicas.8, PhasesDelJuego.5, Cartas.2): the monster stays past the End Phase while it is equipped
    setup = '[setup.P1]\nhand = ["强夺", "旋风"]\nmonsters = ["黑魔术师"]\n[setup.P2]\nmonsters = ["青眼白龙"]\ndeck = ["精灵剑士", "精灵剑士"]'
    take = ('[[step]]\ndo = "activate 强夺"\n[[step]]\nexpect = { legal = ["target 青眼白龙"], not_legal = ["target 黑魔术师"] }\n'
            '[[step]]\ndo = "target 青眼白龙"\n[[step]]\ndo = "pass"\n'
            '[[step]]\nexpect = { zones = { "P1.monstruos" = ["黑魔术师", "青眼白龙"], "P2.monstruos" = [], "P1.magias" = ["强夺"] } }\n')
    _play(tmp_path, setup, take + '[[step]]\ndo = "end"\n'
          '[[step]]\nexpect = { turn_player = "P2", phase = "main1", lives = { P2 = 9000 }, '
          'zones = { "P1.monstruos" = ["黑魔术师", "青眼白龙"], "P2.monstruos" = [] } }')
    # when the Equip Card leaves the field, control goes back (ControlDeUnMonstruoDelAdversario.7)
    _play(tmp_path, setup, take + '[[step]]\ndo = "activate 旋风"\n[[step]]\ndo = "target 强夺"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["黑魔术师"], "P2.monstruos" = ["青眼白龙"] }, '
          'contains = { "P1.cementerio" = ["强夺", "旋风"] } }')
    # with no free Monster Zone there is nowhere to take it (ControlDeUnMonstruoDelAdversario.4)
    _play(tmp_path, '[setup.P1]\nhand = ["强夺"]\nmonsters = ["黑魔术师", "黑魔术师", "黑魔术师", "黑魔术师", "黑魔术师"]\n'
          '[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\nrefuse = "activate 强夺"\nrule = "YGO ControlDeUnMonstruoDelAdversario.4"')


@needs_cdb
def test_toon_world_is_activated_by_paying_1000_and_stays_on_the_field(tmp_path: Path) -> None:
    # 卡通世界 Toon World: "Activate this card by paying 1000 LP" is all it says (YGO Cartas.2: the text is the rule) —
    # the cost paid as it is activated, and a Continuous Spell staying on the field after (CartasMagicas.5)
    _play(tmp_path, 'turn_player = "P1"\n[setup.P1]\nhand = ["卡通世界"]',
          '[[step]]\ndo = "activate 卡通世界"\n'
          '[[step]]\nexpect = { prompt = "principal", lives = { P1 = 7000, P2 = 8000 }, zones = { "P1.magias" = ["卡通世界"] } }')
    # with less than 1000 LP the cost cannot be paid: it is not activated
    _play(tmp_path, 'turn_player = "P1"\n[setup.P1]\nlp = 900\nhand = ["卡通世界"]',
          '[[step]]\nexpect = { prompt = "principal", not_legal = ["activate 卡通世界"] }')
