"""Clause families of the Structure and Starter decks' cards (issue 26): each plays a real card of
the shared cards.cdb that uses it, loaded from the card data (its Simplified Chinese text), in a
scenario, and a refusal naming the rule that forbids."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_reload_shuffles_the_hand_into_the_deck_and_draws_as_many(tmp_path: Path) -> None:
    # 上膛 Reload: "Send your entire hand to the Deck, then draw the same number of cards" (YGO Cartas.2);
    # a Quick-Play Spell played from the hand in the Main Phase (CartasMagicas.15)
    _play(tmp_path, '[setup.P1]\nhand = ["上膛", "青眼白龙", "黑魔术师"]\ndeck = ["精灵剑士", "精灵剑士", "精灵剑士"]',
          '[[step]]\ndo = "activate 上膛"\n[[step]]\nexpect = { count = { "P1.mano" = 2, "P1.mazo" = 3 }, '
          'zones = { "P1.cementerio" = ["上膛"] } }')
    # with nothing else in the hand it has nothing to do: refused (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["上膛"]\ndeck = ["精灵剑士"]',
          '[[step]]\nrefuse = "activate 上膛"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_magic_cylinder_negates_the_attack_and_burns_its_attackers_atk(tmp_path: Path) -> None:
    # 魔法筒 Magic Cylinder: "When an opponent's monster declares an attack: target the attacking monster;
    # negate the attack, and inflict damage to your opponent equal to its ATK" (YGO CuadroDeReferenciaRapida.9,
    # Cartas.2): the attacker is the only target, the attack does not go on
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙", "精灵剑士"]\n'
          '[setup.P2]\nspells = [{ card = "魔法筒", face_up = false }]\nmonsters = ["黑魔术师"]',
          '[[step]]\ndo = "attack 青眼白龙 on 黑魔术师"\n[[step]]\ndo = "P2: activate 魔法筒"\n'
          '[[step]]\nexpect = { legal = ["target 青眼白龙"], not_legal = ["target 精灵剑士", "target 黑魔术师"] }\n'
          '[[step]]\ndo = "P2: target 青眼白龙"\n'
          '[[step]]\nexpect = { lives = { P1 = 5000, P2 = 8000 }, zones = { "P2.monstruos" = ["黑魔术师"], "P2.cementerio" = ["魔法筒"] } }')
    # with no attack to answer it cannot be activated (CuadroDeReferenciaRapida.9)
    _play(tmp_path, 'turn_player = "P2"\n[setup.P2]\nspells = [{ card = "魔法筒", face_up = false }]\n[setup.P1]\nmonsters = ["青眼白龙"]',
          '[[step]]\nrefuse = "activate 魔法筒"\nrule = "YGO CuadroDeReferenciaRapida.9"')


@needs_cdb
def test_sakuretsu_armor_destroys_the_attacking_monster(tmp_path: Path) -> None:
    # 炸裂装甲 Sakuretsu Armor: "target the attacking monster; destroy that target" (YGO Cartas.2)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n'
          '[setup.P2]\nspells = [{ card = "炸裂装甲", face_up = false }]\nmonsters = ["黑魔术师"]',
          '[[step]]\ndo = "attack 青眼白龙 on 黑魔术师"\n[[step]]\ndo = "P2: activate 炸裂装甲"\n[[step]]\ndo = "P2: target 青眼白龙"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = [], "P1.cementerio" = ["青眼白龙"], "P2.monstruos" = ["黑魔术师"] }, '
          'lives = { P1 = 8000, P2 = 8000 } }')


@needs_cdb
def test_hurricane_returns_every_spell_and_trap_to_the_hand(tmp_path: Path) -> None:
    # 飓风 Giant Trunade: "Return all Spells and Traps on the field to the hand" — both sides, set or
    # face-up, not the monsters (YGO Cartas.2); with none but itself it is refused (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["飓风"]\nmonsters = ["青眼白龙"]\nspells = [{ card = "魔法筒", face_up = false }]\n'
          '[setup.P2]\nspells = [{ card = "炸裂装甲", face_up = false }]\nfield = ["暗黑地带"]',
          '[[step]]\ndo = "activate 飓风"\n[[step]]\nexpect = { zones = { "P1.mano" = ["魔法筒"], "P2.mano" = ["炸裂装甲", "暗黑地带"], '
          '"P1.monstruos" = ["青眼白龙"], "P1.cementerio" = ["飓风"] } }')
    _play(tmp_path, '[setup.P1]\nhand = ["飓风"]\nmonsters = ["青眼白龙"]',
          '[[step]]\nrefuse = "activate 飓风"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_dimension_magic_tributes_its_target_summons_a_spellcaster_and_may_destroy(tmp_path: Path) -> None:
    # 次元魔法 Magical Dimension: "If you control a Spellcaster: target 1 monster you control; Tribute it, and
    # Special Summon 1 Spellcaster from your hand, then you can destroy 1 monster on the field" (YGO Cartas.2,
    # PhasesDelJuego.31): the summon only after the Tribute; the destruction chosen, not targeted
    _play(tmp_path, '[setup.P1]\nhand = ["次元魔法", "黑魔术师", "青眼白龙"]\nmonsters = ["黑魔术少女"]\n'
          '[setup.P2]\nmonsters = ["精灵剑士", "青眼白龙"]',
          '[[step]]\ndo = "activate 次元魔法"\n[[step]]\ndo = "target 黑魔术少女"\n'
          '[[step]]\nexpect = { legal = ["choose 黑魔术师"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose 黑魔术师"\n[[step]]\ndo = "attack position"\n[[step]]\nexpect = { prompt = "disparar" }\n'
          '[[step]]\ndo = "yes"\n[[step]]\ndo = "choose 青眼白龙"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["黑魔术师"], "P2.monstruos" = ["精灵剑士"] }, '
          'contains = { "P1.cementerio" = ["黑魔术少女", "次元魔法"] } }')
    # without a Spellcaster on your field the condition fails (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["次元魔法", "黑魔术师"]\nmonsters = ["精灵剑士"]',
          '[[step]]\nrefuse = "activate 次元魔法"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_ryko_destroys_a_card_if_its_controller_wants_and_mills_three(tmp_path: Path) -> None:
    # 光道猎犬 雷光 Ryko: "FLIP: You can destroy 1 card on the field. Send the top 3 cards of your Deck to the GY"
    # (YGO CartasDeMonstruosDeEfecto.3): the destruction is asked, the mill is not
    deck = 'deck = ["精灵剑士", "精灵剑士", "精灵剑士", "青眼白龙"]'
    _play(tmp_path, f'[setup.P1]\nmonsters = [{{ card = "光道猎犬 雷光", face_up = false, position = "defense" }}]\n{deck}\n'
          '[setup.P2]\nfield = ["暗黑地带"]',
          '[[step]]\ndo = "flip 光道猎犬 雷光"\n[[step]]\ndo = "yes"\n[[step]]\ndo = "choose 暗黑地带"\n'
          '[[step]]\nexpect = { zones = { "P2.cementerio" = ["暗黑地带"] }, count = { "P1.mazo" = 1, "P1.cementerio" = 3 } }')
    _play(tmp_path, f'[setup.P1]\nmonsters = [{{ card = "光道猎犬 雷光", face_up = false, position = "defense" }}]\n{deck}\n'
          '[setup.P2]\nspells = [{ card = "炸裂装甲", face_up = false }]',
          '[[step]]\ndo = "flip 光道猎犬 雷光"\n[[step]]\ndo = "no"\n'
          '[[step]]\nexpect = { zones = { "P2.magias" = ["炸裂装甲"] }, count = { "P1.mazo" = 1, "P1.cementerio" = 3 } }')


@needs_cdb
def test_zero_gravity_changes_the_position_of_every_face_up_monster(tmp_path: Path) -> None:
    # 重力解除 Zero Gravity: "Change the battle positions of all face-up monsters on the field" (YGO Cartas.2),
    # a face-down one stays as it is; a Trap set this turn cannot be activated (CartasDeTrampa.1)
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "重力解除", face_up = false }]\nmonsters = ["青眼白龙"]\n'
          '[setup.P2]\nmonsters = [{ card = "黑魔术师", position = "defense" }, { card = "精灵剑士", face_up = false, position = "defense" }]',
          '[[step]]\ndo = "activate 重力解除"\n[[step]]\nexpect = { cards = [{ card = "青眼白龙", markers = ["defensa"] }, '
          '{ card = "黑魔术师", markers = ["ataque"] }, { card = "精灵剑士", markers = ["defensa"] }] }')
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "重力解除", face_up = false, set_this_turn = true }]\nmonsters = ["青眼白龙"]',
          '[[step]]\nrefuse = "activate 重力解除"\nrule = "YGO CartasDeTrampa.1"')


@needs_cdb
def test_draining_shield_negates_the_attack_and_gains_its_attackers_atk(tmp_path: Path) -> None:
    # 吸收盾 Draining Shield: "target the attacking monster; negate the attack, and if you do, gain LP equal to
    # its ATK" (YGO CuadroDeReferenciaRapida.9, Cartas.2)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["黑魔术师"]\n[setup.P2]\nspells = [{ card = "吸收盾", face_up = false }]',
          '[[step]]\ndo = "attack 黑魔术师"\n[[step]]\ndo = "P2: activate 吸收盾"\n[[step]]\ndo = "P2: target 黑魔术师"\n'
          '[[step]]\nexpect = { lives = { P1 = 8000, P2 = 10500 } }')


_DECK = 'deck = ["精灵剑士", "精灵剑士", "精灵剑士", "精灵剑士", "精灵剑士", "精灵剑士", "精灵剑士", "精灵剑士", "黑魔术师"]'


@needs_cdb
def test_skilled_dark_magician_counts_spells_and_tributes_itself_for_dark_magician(tmp_path: Path) -> None:
    # 熟练的黑魔术师 Skilled Dark Magician: "Each time a Spell Card is activated, place 1 Spell Counter on this
    # card (max. 3). You can Tribute this card with 3 Spell Counters on it; Special Summon 1 "Dark Magician"
    # from your hand, Deck or GY" (YGO Cartas.2, CartasDeMonstruosDeEfecto.6): counted as each Spell resolves,
    # never above 3; with 2 its effect is refused (Cartas.2)
    pot = '[[step]]\ndo = "activate 强欲之壶"\n'
    _play(tmp_path, f'[setup.P1]\nmonsters = ["熟练的黑魔术师"]\nhand = ["强欲之壶", "强欲之壶", "强欲之壶", "强欲之壶"]\n{_DECK}',
          pot * 2 + '[[step]]\nexpect = { cards = [{ card = "熟练的黑魔术师", counters = { magia = 2 } }] }\n'
          '[[step]]\nrefuse = "activate 熟练的黑魔术师"\nrule = "YGO Cartas.2"\n' + pot * 2
          + '[[step]]\nexpect = { cards = [{ card = "熟练的黑魔术师", counters = { magia = 3 } }] }\n'
          '[[step]]\ndo = "activate 熟练的黑魔术师"\n[[step]]\ndo = "choose 黑魔术师"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["黑魔术师"] }, contains = { "P1.cementerio" = ["熟练的黑魔术师"] } }')


@needs_cdb
def test_breaker_gains_atk_for_its_counter_and_removes_it_to_destroy_a_spell(tmp_path: Path) -> None:
    # 魔导战士 破坏者 Breaker the Magical Warrior: "When Normal Summoned: place 1 Spell Counter on it (max. 1).
    # It gains 300 ATK for each Spell Counter on it. You can remove 1 Spell Counter from it, then target
    # 1 Spell/Trap on the field; destroy it" — without the counter the cost cannot be paid
    # (YGO CartasDeMonstruosDeEfecto.6)
    _play(tmp_path, '[setup.P1]\nhand = ["魔导战士 破坏者"]\n[setup.P2]\nfield = ["山"]\nspells = [{ card = "魔法筒", face_up = false }]',
          '[[step]]\ndo = "summon 魔导战士 破坏者"\n[[step]]\nexpect = { cards = [{ card = "魔导战士 破坏者", atk = 1900, counters = { magia = 1 } }] }\n'
          '[[step]]\ndo = "activate 魔导战士 破坏者"\n[[step]]\ndo = "target 山"\n'
          '[[step]]\nexpect = { zones = { "P2.cementerio" = ["山"] }, cards = [{ card = "魔导战士 破坏者", atk = 1600, counters = {} }] }\n'
          '[[step]]\nrefuse = "activate 魔导战士 破坏者"\nrule = "YGO CartasDeMonstruosDeEfecto.6"')


@needs_cdb
def test_apprentice_magician_places_a_counter_and_sets_a_spellcaster_when_destroyed(tmp_path: Path) -> None:
    # 见习魔术师 Apprentice Magician: "When Summoned: place 1 Spell Counter on a face-up card that can hold one"
    # (only Royal Magical Library, not Celtic Guardian); "when destroyed by battle: Set 1 Level 2 or lower
    # Spellcaster from your Deck face-down" — it says "you can" (可以): offered (YGO Cartas.2, CartasDeMonstruosDeEfecto.7)
    _play(tmp_path, '[setup.P1]\nhand = ["见习魔术师"]\nmonsters = ["王立魔法图书馆", "精灵剑士"]',
          '[[step]]\ndo = "summon 见习魔术师"\n[[step]]\nexpect = { legal = ["target 王立魔法图书馆"], not_legal = ["target 精灵剑士"] }\n'
          '[[step]]\ndo = "target 王立魔法图书馆"\n[[step]]\nexpect = { cards = [{ card = "王立魔法图书馆", counters = { magia = 1 } }] }')
    _play(tmp_path, 'phase = "battle"\nturn_player = "P2"\n[setup.P2]\nmonsters = ["青眼白龙"]\n'
          '[setup.P1]\nmonsters = ["见习魔术师"]\ndeck = ["黑魔术师", "见习魔术师"]',
          '[[step]]\ndo = "attack 青眼白龙 on 见习魔术师"\n[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "P1: yes"\n'
          '[[step]]\nexpect = { legal = ["choose 见习魔术师"], not_legal = ["choose 黑魔术师"] }\n'
          '[[step]]\ndo = "P1: choose 见习魔术师"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["见习魔术师"], "P1.mazo" = ["黑魔术师"], "P1.cementerio" = ["见习魔术师"] }, '
          'cards = [{ card = "@P1.monstruos.1", face_up = false, markers = ["defensa"] }] }')


@needs_cdb
def test_swords_of_revealing_light_flips_stops_attacks_and_lasts_three_opponent_turns(tmp_path: Path) -> None:
    # 光之护封剑 Swords of Revealing Light: "After activation, this card remains on the field, but destroy it during
    # the End Phase of your opponent's 3rd turn. When activated: flip all face-down monsters your opponent
    # controls face-up. Your opponent's monsters cannot declare an attack" (YGO Cartas.2 over CartasMagicas.3)
    decks = 'deck = ["精灵剑士", "精灵剑士", "精灵剑士", "精灵剑士"]'
    _play(tmp_path, f'[setup.P1]\nhand = ["光之护封剑"]\n{decks}\n'
          f'[setup.P2]\nmonsters = ["青眼白龙", {{ card = "黑魔术师", face_up = false, position = "defense" }}]\n{decks}',
          '[[step]]\ndo = "activate 光之护封剑"\n'
          '[[step]]\nexpect = { zones = { "P1.magias" = ["光之护封剑"] }, '
          'cards = [{ card = "黑魔术师", face_up = true, markers = ["defensa"] }] }\n'
          '[[step]]\ndo = "end"\n[[step]]\ndo = "P2: battle"\n'
          '[[step]]\nrefuse = "P2: attack 青眼白龙"\nrule = "YGO Cartas.2"\n'
          '[[step]]\ndo = "P2: end"\n[[step]]\ndo = "P2: end"\n[[step]]\ndo = "end"\n[[step]]\ndo = "P2: end"\n'
          '[[step]]\nexpect = { zones = { "P1.magias" = ["光之护封剑"] } }\n'
          '[[step]]\ndo = "end"\n[[step]]\ndo = "P2: end"\n'
          '[[step]]\nexpect = { zones = { "P1.magias" = [], "P1.cementerio" = ["光之护封剑"] } }')


@needs_cdb
def test_call_of_the_haunted_and_its_monster_leave_together(tmp_path: Path) -> None:
    # 活死人的呼声 Call of the Haunted: "Target 1 monster in your GY; Special Summon it in Attack Position. When
    # this card leaves the field, destroy that monster. When that monster is destroyed, destroy this card"
    # (YGO Cartas.2, CartasDeTrampa.5: the Continuous Trap stays on the field)
    setup = '[setup.P1]\nspells = [{ card = "活死人的呼声", face_up = false }]\ngraveyard = ["青眼白龙"]\nhand = ["旋风", "黑洞"]'
    summon = '[[step]]\ndo = "activate 活死人的呼声"\n[[step]]\ndo = "target 青眼白龙"\n[[step]]\ndo = "pass"\n'
    _play(tmp_path, setup, summon + '[[step]]\nexpect = { zones = { "P1.monstruos" = ["青眼白龙"], "P1.magias" = ["活死人的呼声"] }, '
          'cards = [{ card = "青眼白龙", markers = ["ataque"] }] }\n'
          '[[step]]\ndo = "activate 旋风"\n[[step]]\ndo = "target 活死人的呼声"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = [], "P1.magias" = [] }, contains = { "P1.cementerio" = ["青眼白龙", "活死人的呼声"] } }')
    _play(tmp_path, setup, summon + '[[step]]\ndo = "activate 黑洞"\n[[step]]\ndo = "pass"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = [], "P1.magias" = [] }, contains = { "P1.cementerio" = ["青眼白龙", "活死人的呼声"] } }')
    # with no monster in the Graveyard there is nothing to target (Cartas.2)
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "活死人的呼声", face_up = false }]',
          '[[step]]\nrefuse = "activate 活死人的呼声"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_mage_power_and_buster_blader_gain_for_each_card_counted(tmp_path: Path) -> None:
    # 魔导师之力 Mage Power: "The equipped monster gains 500 ATK/DEF for each Spell/Trap you control" — itself
    # included, not the opponent's (YGO Cartas.2, CartasMagicas.7); it equips a face-up monster (CartasMagicas.8):
    # with none there is no target (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["魔导师之力"]\nmonsters = ["黑魔术师"]\nspells = [{ card = "魔法筒", face_up = false }, '
          '{ card = "炸裂装甲", face_up = false }]\n[setup.P2]\nspells = [{ card = "吸收盾", face_up = false }]',
          '[[step]]\ndo = "activate 魔导师之力"\n[[step]]\ndo = "target 黑魔术师"\n'
          '[[step]]\nexpect = { cards = [{ card = "黑魔术师", atk = 4000, def = 3600 }] }')
    _play(tmp_path, '[setup.P1]\nhand = ["魔导师之力"]\nmonsters = [{ card = "黑魔术师", face_up = false, position = "defense" }]',
          '[[step]]\nrefuse = "activate 魔导师之力"\nrule = "YGO Cartas.2"')
    # 巴斯达·布雷达 Buster Blader: "gains 500 ATK for each Dragon your opponent controls or is in their GY" —
    # a face-down monster shows no Type, your own Dragons do not count
    _play(tmp_path, '[setup.P1]\nmonsters = ["巴斯达·布雷达", "青眼白龙"]\n[setup.P2]\n'
          'monsters = ["青眼白龙", { card = "青眼白龙", face_up = false, position = "defense" }]\ngraveyard = ["青眼白龙", "黑魔术师"]',
          '[[step]]\nexpect = { cards = [{ card = "巴斯达·布雷达", atk = 3600, def = 2300 }] }')


@needs_cdb
def test_marauding_captain_keeps_other_warriors_from_being_attacked(tmp_path: Path) -> None:
    # 冲锋陷阵的队长 Marauding Captain: "your opponent cannot target other Warrior monsters for attacks" (YGO
    # Cartas.2 over CuadroDeReferenciaRapida.9): the Captain and a Spellcaster may be attacked, Celtic Guardian not
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n[setup.P2]\nmonsters = ["冲锋陷阵的队长", "精灵剑士", "黑魔术师"]',
          '[[step]]\nexpect = { legal = ["attack 青眼白龙 on 冲锋陷阵的队长", "attack 青眼白龙 on 黑魔术师"], '
          'not_legal = ["attack 青眼白龙 on 精灵剑士"] }\n'
          '[[step]]\nrefuse = "attack 青眼白龙 on 精灵剑士"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_typhoon_pays_life_points_and_destroys_a_face_up_spell_or_trap(tmp_path: Path) -> None:
    # 龙卷 (the older noun-first wording): "Pay 500 LP. Destroy 1 face-up Spell or Trap on the field" — a target
    # chosen on activation, not a Set card (YGO Cartas.2); with none face-up it is refused (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["龙卷"]\nspells = [{ card = "魔法筒", face_up = false }]\n[setup.P2]\nfield = ["山"]',
          '[[step]]\ndo = "activate 龙卷"\n[[step]]\nexpect = { legal = ["target 山"], not_legal = ["target 魔法筒"] }\n'
          '[[step]]\ndo = "target 山"\n[[step]]\nexpect = { lives = { P1 = 7500 }, zones = { "P2.cementerio" = ["山"], "P1.magias" = ["魔法筒"] } }')
    _play(tmp_path, '[setup.P1]\nhand = ["龙卷"]\nspells = [{ card = "魔法筒", face_up = false }]',
          '[[step]]\nrefuse = "activate 龙卷"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_jain_gains_atk_attacking_a_monster_and_ryu_kokki_destroys_the_warrior_it_battled(tmp_path: Path) -> None:
    # 光道圣骑士 简 Jain: "gains 300 ATK during the Damage Step when it attacks an opponent's monster" — not when it
    # attacks directly (YGO Cartas.2, CuadroDeReferenciaRapida.16: ATK changes in the Damage Step)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["光道圣骑士 简"]\n[setup.P2]\nmonsters = ["精灵剑士"]',
          '[[step]]\ndo = "attack 光道圣骑士 简 on 精灵剑士"\n[[step]]\nexpect = { lives = { P2 = 7300 } }')
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["光道圣骑士 简"]',
          '[[step]]\ndo = "attack 光道圣骑士 简"\n[[step]]\nexpect = { lives = { P2 = 6200 } }')
    # 龙骨鬼 Ryu Kokki: "at the end of the Damage Step, destroy a Warrior or Spellcaster that battled this card"
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["精灵剑士"]\n[setup.P2]\nmonsters = [{ card = "龙骨鬼", position = "defense" }]',
          '[[step]]\ndo = "attack 精灵剑士 on 龙骨鬼"\n[[step]]\nexpect = { zones = { "P1.cementerio" = ["精灵剑士"], "P2.monstruos" = ["龙骨鬼"] }, '
          'lives = { P1 = 7400 } }')


@needs_cdb
def test_mythical_beast_cerberus_loses_its_counters_after_its_battle(tmp_path: Path) -> None:
    # 魔导兽 刻耳柏洛斯 Mythical Beast Cerberus: a Spell Counter each time a Spell is activated, 500 ATK each, all
    # removed at the end of a Battle Phase in which it battled (YGO Cartas.2)
    _play(tmp_path, f'[setup.P1]\nmonsters = ["魔导兽 刻耳柏洛斯"]\nhand = ["强欲之壶"]\n{_DECK}\n[setup.P2]\nmonsters = ["精灵剑士"]',
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\nexpect = { cards = [{ card = "魔导兽 刻耳柏洛斯", atk = 1900, counters = { magia = 1 } }] }\n'
          '[[step]]\ndo = "battle"\n[[step]]\ndo = "attack 魔导兽 刻耳柏洛斯 on 精灵剑士"\n[[step]]\ndo = "end"\n'
          '[[step]]\nexpect = { cards = [{ card = "魔导兽 刻耳柏洛斯", atk = 1400, counters = {} }], lives = { P2 = 7500 } }')


@needs_cdb
def test_iron_knight_gearfried_destroys_an_equip_card_equipped_to_it(tmp_path: Path) -> None:
    # 铁骑士 基亚·弗里德 Gearfried the Iron Knight: "when an Equip Card is equipped to this card: destroy it" (YGO
    # Cartas.2); another Warrior keeps its Legendary Sword (CartasMagicas.7)
    _play(tmp_path, '[setup.P1]\nhand = ["传说之剑", "传说之剑"]\nmonsters = ["铁骑士 基亚·弗里德", "精灵剑士"]',
          '[[step]]\ndo = "activate 传说之剑"\n[[step]]\ndo = "target 铁骑士 基亚·弗里德"\n'
          '[[step]]\nexpect = { zones = { "P1.cementerio" = ["传说之剑"] }, cards = [{ card = "铁骑士 基亚·弗里德", atk = 1800 }] }\n'
          '[[step]]\ndo = "activate 传说之剑"\n[[step]]\ndo = "target 精灵剑士"\n'
          '[[step]]\nexpect = { zones = { "P1.magias" = ["传说之剑"] }, cards = [{ card = "精灵剑士", atk = 1700 }] }')


@needs_cdb
def test_twin_headed_beast_attacks_twice_and_not_a_third_time(tmp_path: Path) -> None:
    # 双头猛兽: "This card can make 2 attacks during each Battle Phase" (YGO Cartas.2 over
    # CuadroDeReferenciaRapida.8, which allows 1); a third is refused by CuadroDeReferenciaRapida.8
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["双头猛兽", "精灵剑士"]\n[setup.P2]\nmonsters = ["精灵剑士", "精灵剑士"]',
          '[[step]]\ndo = "attack 双头猛兽 on 精灵剑士"\n[[step]]\ndo = "attack 双头猛兽 on 精灵剑士"\n'
          '[[step]]\nexpect = { count = { "P2.monstruos" = 0, "P2.cementerio" = 2 } }\n'
          '[[step]]\nrefuse = "attack 双头猛兽"\nrule = "YGO CuadroDeReferenciaRapida.8"')


@needs_cdb
def test_nobleman_of_crossout_banishes_a_flip_monster_and_its_namesakes(tmp_path: Path) -> None:
    # 抹杀之使徒 Nobleman of Crossout: "Destroy 1 face-down monster and banish it. If it was a Flip monster, banish
    # every card of its name from both Decks" (YGO Cartas.2, PalabrasClave.5): not a face-up one; with no
    # face-down monster it has no target (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["抹杀之使徒"]\ndeck = ["执着的老魔术师", "精灵剑士"]\n'
          '[setup.P2]\nmonsters = ["黑魔术师", { card = "执着的老魔术师", face_up = false, position = "defense" }]\n'
          'deck = ["执着的老魔术师", "青眼白龙"]',
          '[[step]]\ndo = "activate 抹杀之使徒"\n[[step]]\ndo = "target @P2.monstruos.2"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = ["黑魔术师"], "P2.desterradas" = ["执着的老魔术师", "执着的老魔术师"], '
          '"P1.desterradas" = ["执着的老魔术师"], "P2.mazo" = ["青眼白龙"], "P1.mazo" = ["精灵剑士"] } }')
    _play(tmp_path, '[setup.P1]\nhand = ["抹杀之使徒"]\n[setup.P2]\nmonsters = ["黑魔术师"]',
          '[[step]]\nrefuse = "activate 抹杀之使徒"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_lyla_turns_to_defense_destroys_a_spell_and_keeps_her_position(tmp_path: Path) -> None:
    # 光道魔术师 丽拉 Lyla: "Target 1 Spell/Trap your opponent controls; change this face-up Attack Position card to
    # Defense Position, and destroy that target. It cannot change its battle position until the end of your next
    # turn" (YGO Cartas.2 over PhasesDelJuego.8); in Defense Position it cannot be activated (Cartas.2)
    _play(tmp_path, '[setup.P1]\nmonsters = ["光道魔术师 丽拉"]\n[setup.P2]\nfield = ["山"]',
          '[[step]]\ndo = "activate 光道魔术师 丽拉"\n[[step]]\ndo = "target 山"\n'
          '[[step]]\nexpect = { zones = { "P2.cementerio" = ["山"] }, cards = [{ card = "光道魔术师 丽拉", markers = ["defensa"] }] }\n'
          '[[step]]\nrefuse = "position 光道魔术师 丽拉"\nrule = "YGO Cartas.2"')
    _play(tmp_path, '[setup.P1]\nmonsters = [{ card = "光道魔术师 丽拉", position = "defense" }]\n[setup.P2]\nfield = ["山"]',
          '[[step]]\nrefuse = "activate 光道魔术师 丽拉"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_the_tricky_discards_to_summon_itself_and_mandragora_needs_fewer_monsters(tmp_path: Path) -> None:
    # 诡术师 The Tricky: "You can Special Summon this card from your hand by discarding 1 card" — its procedure,
    # the discard a cost that must be paid (YGO CartasDeMonstruosDeEfecto.6)
    _play(tmp_path, '[setup.P1]\nhand = ["诡术师", "青眼白龙"]',
          '[[step]]\ndo = "activate 诡术师"\n[[step]]\ndo = "choose 青眼白龙"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["诡术师"], "P1.cementerio" = ["青眼白龙"], "P1.mano" = [] } }')
    _play(tmp_path, '[setup.P1]\nhand = ["诡术师"]',
          '[[step]]\nrefuse = "activate 诡术师"\nrule = "YGO CartasDeMonstruosDeEfecto.6"')
    # 入魔曼德拉草: "If your opponent controls more monsters than you do, you can Special Summon this card from your
    # hand" — refused with as many (YGO Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["入魔曼德拉草"]\nmonsters = ["精灵剑士"]\n[setup.P2]\nmonsters = ["精灵剑士", "黑魔术师"]',
          '[[step]]\ndo = "activate 入魔曼德拉草"\n[[step]]\ndo = "defense position"\n'
          '[[step]]\nexpect = { count = { "P1.monstruos" = 2 } }')
    _play(tmp_path, '[setup.P1]\nhand = ["入魔曼德拉草"]\nmonsters = ["精灵剑士"]\n[setup.P2]\nmonsters = ["精灵剑士"]',
          '[[step]]\nrefuse = "activate 入魔曼德拉草"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_fissure_destroys_the_face_up_monster_with_the_lowest_atk(tmp_path: Path) -> None:
    # 地割 Fissure: "Destroy the 1 face-up monster your opponent controls that has the lowest ATK" — not targeted,
    # a face-down one is not among them (YGO Cartas.2); with no face-up monster it is refused (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["地割"]\n[setup.P2]\nmonsters = ["黑魔术师", "精灵剑士", '
          '{ card = "执着的老魔术师", face_up = false, position = "defense" }]',
          '[[step]]\ndo = "activate 地割"\n[[step]]\nexpect = { zones = { "P2.cementerio" = ["精灵剑士"] }, count = { "P2.monstruos" = 2 } }')
    _play(tmp_path, '[setup.P1]\nhand = ["地割"]\n[setup.P2]\nmonsters = [{ card = "执着的老魔术师", face_up = false, position = "defense" }]',
          '[[step]]\nrefuse = "activate 地割"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_mist_body_keeps_the_equipped_monster_from_being_destroyed_by_battle(tmp_path: Path) -> None:
    # 雾状躯体 Mist Body: "The equipped monster cannot be destroyed by battle" (YGO Cartas.2 over
    # DeterminacionDelDano.4–5: the damage is still dealt); it equips a face-up monster (CartasMagicas.8)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n[setup.P2]\nmonsters = ["精灵剑士"]\n'
          'spells = [{ card = "雾状躯体", face_up = true, equip_to = "精灵剑士" }]',
          '[[step]]\ndo = "attack 青眼白龙 on 精灵剑士"\n[[step]]\nexpect = { zones = { "P2.monstruos" = ["精灵剑士"] }, lives = { P2 = 6400 } }')


@needs_cdb
def test_tsukuyomi_turns_a_monster_face_down_and_returns_at_the_end_phase(tmp_path: Path) -> None:
    # 月读命 Tsukuyomi, a Spirit in the newer wording: "During the End Phase of the turn this card was Normal
    # Summoned or flipped face-up: return it to the hand" (YGO Cartas.2, CartasDeMonstruosDeEfecto.7)
    _play(tmp_path, '[setup.P1]\nhand = ["月读命"]\nmonsters = ["精灵剑士", "精灵剑士"]\n[setup.P2]\nmonsters = ["黑魔术师"]',
          '[[step]]\ndo = "summon 月读命"\n[[step]]\ndo = "target 黑魔术师"\n'
          '[[step]]\nexpect = { cards = [{ card = "黑魔术师", face_up = false }] }\n'
          '[[step]]\ndo = "end"\n[[step]]\nexpect = { zones = { "P1.mano" = ["月读命"] } }')
