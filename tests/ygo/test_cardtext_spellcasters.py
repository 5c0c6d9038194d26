"""Clause families of the Zombie, Spellcaster, Yugi and classic decks' cards (issue 26): each plays a
real card of the shared cards.cdb that uses it, loaded from the card data (its Simplified Chinese
text), in a scenario, and a refusal naming the rule that forbids."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_hammer_shot_destroys_the_attack_position_monster_with_the_highest_atk(tmp_path: Path) -> None:
    # 槌击 Hammer Shot: "Destroy the 1 face-up Attack Position monster on the field with the highest ATK" —
    # either side, not targeted; a Defense Position or face-down one is not among them (YGO Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["槌击"]\nmonsters = ["黑魔术少女"]\n'
          '[setup.P2]\nmonsters = ["精灵剑士", { card = "青眼白龙", position = "defense" }]',
          '[[step]]\ndo = "activate 槌击"\n[[step]]\nexpect = { contains = { "P1.cementerio" = ["黑魔术少女", "槌击"] }, zones = { "P1.monstruos" = [], '
          '"P2.monstruos" = ["精灵剑士", "青眼白龙"] } }')
    # with only Defense Position monsters there is nothing for it to destroy: refused (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["槌击"]\n[setup.P2]\nmonsters = [{ card = "青眼白龙", position = "defense" }]',
          '[[step]]\nrefuse = "activate 槌击"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_dimensional_prison_banishes_the_attacking_monster(tmp_path: Path) -> None:
    # 次元幽闭 Dimensional Prison: "When an opponent's monster declares an attack: banish that attacking monster"
    # (YGO CuadroDeReferenciaRapida.9, Cartas.2): the attacker is the only target, banished (PalabrasClave.5)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙", "精灵剑士"]\n'
          '[setup.P2]\nspells = [{ card = "次元幽闭", face_up = false }]\nmonsters = ["黑魔术师"]',
          '[[step]]\ndo = "attack 青眼白龙 on 黑魔术师"\n[[step]]\ndo = "P2: activate 次元幽闭"\n'
          '[[step]]\nexpect = { legal = ["target 青眼白龙"], not_legal = ["target 精灵剑士", "target 黑魔术师"] }\n'
          '[[step]]\ndo = "P2: target 青眼白龙"\n'
          '[[step]]\nexpect = { zones = { "P1.desterradas" = ["青眼白龙"], "P1.monstruos" = ["精灵剑士"], "P2.monstruos" = ["黑魔术师"] }, '
          'lives = { P1 = 8000, P2 = 8000 } }')
    # with no attack to answer it cannot be activated (CuadroDeReferenciaRapida.9)
    _play(tmp_path, 'turn_player = "P2"\n[setup.P2]\nspells = [{ card = "次元幽闭", face_up = false }]\n[setup.P1]\nmonsters = ["青眼白龙"]',
          '[[step]]\nrefuse = "activate 次元幽闭"\nrule = "YGO CuadroDeReferenciaRapida.9"')


@needs_cdb
def test_double_summon_allows_a_second_normal_summon_and_no_third(tmp_path: Path) -> None:
    # 二重召唤 Double Summon: "This turn, you can Normal Summon/Set up to 2 times" (YGO Cartas.2 over
    # PhasesDelJuego.11): the summon made before it counts; a third is refused (PhasesDelJuego.11)
    _play(tmp_path, 'normal_summoned = true\n[setup.P1]\nhand = ["二重召唤", "精灵剑士", "昆虫人"]',
          '[[step]]\nrefuse = "summon 精灵剑士"\nrule = "YGO PhasesDelJuego.11"\n'
          '[[step]]\ndo = "activate 二重召唤"\n[[step]]\ndo = "summon 精灵剑士"\n'
          '[[step]]\nrefuse = "set 昆虫人"\nrule = "YGO PhasesDelJuego.11"')
    _play(tmp_path, '[setup.P1]\nhand = ["二重召唤", "二重召唤", "精灵剑士", "精灵剑士", "昆虫人"]',
          '[[step]]\ndo = "activate 二重召唤"\n[[step]]\ndo = "summon 精灵剑士"\n[[step]]\ndo = "activate 二重召唤"\n'
          '[[step]]\ndo = "set 昆虫人"\n[[step]]\nexpect = { count = { "P1.monstruos" = 2 } }\n'
          '[[step]]\nrefuse = "summon 精灵剑士"\nrule = "YGO PhasesDelJuego.11"')


@needs_cdb
def test_call_of_the_mummy_special_summons_a_zombie_once_per_turn_while_face_up(tmp_path: Path) -> None:
    # 木乃伊的呼声 Call of the Mummy, a Continuous Spell: "If you control no monsters, you can Special Summon 1
    # Zombie monster from your hand. This effect can only be used once per turn" (YGO Cartas.2, PhasesDelJuego.31):
    # activated to stay face-up (CartasMagicas.3), then its effect used in the Main Phase; a Zombie only
    _play(tmp_path, '[setup.P1]\nhand = ["木乃伊的呼声", "吸血鬼领主", "精灵剑士", "黑洞"]\n[setup.P2]\nmonsters = ["黑魔术师"]',
          '[[step]]\ndo = "activate 木乃伊的呼声"\n[[step]]\nexpect = { zones = { "P1.magias" = ["木乃伊的呼声"] }, count = { "P1.monstruos" = 0 } }\n'
          '[[step]]\ndo = "activate 木乃伊的呼声"\n'
          '[[step]]\nexpect = { legal = ["choose 吸血鬼领主"], not_legal = ["choose 精灵剑士"] }\n'
          '[[step]]\ndo = "choose 吸血鬼领主"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["吸血鬼领主"] } }\n'
          '[[step]]\ndo = "activate 黑洞"\n[[step]]\nexpect = { count = { "P1.monstruos" = 0, "P2.monstruos" = 0 } }\n'
          # once per turn: a second time the same turn is refused, though its condition holds again (Cartas.2)
          '[[step]]\nrefuse = "activate 木乃伊的呼声"\nrule = "YGO Cartas.2"')
    # while you control a monster its condition is not met (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["吸血鬼领主"]\nmonsters = ["精灵剑士"]\nspells = [{ card = "木乃伊的呼声", face_up = true }]',
          '[[step]]\nrefuse = "activate 木乃伊的呼声"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_pitch_black_power_stone_moves_its_counters_once_per_turn_and_goes_with_the_last(tmp_path: Path) -> None:
    # 漆黑的能量石 Pitch-Black Power Stone, a Continuous Trap: "After activation, place 3 Spell Counters on this card.
    # Once per turn, during your turn, you can remove 1 Spell Counter from it and place 1 on another face-up card that
    # can hold Spell Counters. When it has none left, destroy it" (YGO Cartas.2, CartasDeMonstruosDeEfecto.6)
    _play(tmp_path, '[setup.P1]\nmonsters = ["熟练的黑魔术师", "精灵剑士"]\nspells = [{ card = "漆黑的能量石", face_up = false }]',
          '[[step]]\ndo = "activate 漆黑的能量石"\n[[step]]\nexpect = { cards = [{ card = "漆黑的能量石", counters = { magia = 3 } }] }\n'
          '[[step]]\ndo = "activate 漆黑的能量石"\n'
          '[[step]]\nexpect = { legal = ["choose 熟练的黑魔术师"], not_legal = ["choose 精灵剑士"] }\n'
          '[[step]]\ndo = "choose 熟练的黑魔术师"\n'
          '[[step]]\nexpect = { cards = [{ card = "漆黑的能量石", counters = { magia = 2 } }, { card = "熟练的黑魔术师", counters = { magia = 1 } }] }\n'
          # once per turn (Cartas.2)
          '[[step]]\nrefuse = "activate 漆黑的能量石"\nrule = "YGO Cartas.2"')
    # with its last counter moved it is destroyed
    _play(tmp_path, '[setup.P1]\nmonsters = ["熟练的黑魔术师"]\nspells = [{ card = "漆黑的能量石", face_up = true, counters = { magia = 1 } }]',
          '[[step]]\ndo = "activate 漆黑的能量石"\n[[step]]\ndo = "choose 熟练的黑魔术师"\n'
          '[[step]]\nexpect = { zones = { "P1.cementerio" = ["漆黑的能量石"] }, cards = [{ card = "熟练的黑魔术师", counters = { magia = 1 } }] }')
    # not in the opponent's turn (Cartas.2), nor with no other card to take the counter (Cartas.2)
    _play(tmp_path, 'turn_player = "P2"\nphase = "battle"\n[setup.P2]\nmonsters = ["青眼白龙"]\n[setup.P1]\nmonsters = ["熟练的黑魔术师"]\n'
          'spells = [{ card = "漆黑的能量石", face_up = true, counters = { magia = 3 } }, { card = "魔法筒", face_up = false }]',
          '[[step]]\ndo = "P2: attack 青眼白龙 on 熟练的黑魔术师"\n[[step]]\nexpect = { legal = ["activate 魔法筒"], prompt = "ventana" }\n'
          '[[step]]\nrefuse = "P1: activate 漆黑的能量石"\nrule = "YGO Cartas.2"')
    _play(tmp_path, '[setup.P1]\nmonsters = ["精灵剑士"]\nspells = [{ card = "漆黑的能量石", face_up = true, counters = { magia = 3 } }]',
          '[[step]]\nrefuse = "activate 漆黑的能量石"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_magical_blast_burns_for_each_spellcaster_and_comes_back_instead_of_a_draw(tmp_path: Path) -> None:
    # 魔法爆破 Magical Blast: "Inflict 200 damage to your opponent for each face-up Spellcaster monster you
    # control" — counted as it resolves, a face-down one not counted (YGO Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["魔法爆破"]\nmonsters = ["黑魔术师", "黑魔术少女", "精灵剑士", '
          '{ card = "黑魔术师", face_up = false, position = "defense" }]',
          '[[step]]\ndo = "activate 魔法爆破"\n[[step]]\nexpect = { lives = { P1 = 8000, P2 = 7600 } }')
    # with no face-up Spellcaster it would do nothing: refused (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["魔法爆破"]\nmonsters = ["精灵剑士"]',
          '[[step]]\nrefuse = "activate 魔法爆破"\nrule = "YGO Cartas.2"')
    # "While this card is in your GY, you can add it to your hand instead of conducting your normal draw" (YGO
    # Cartas.2 over PhasesDelJuego.3): asked in the Draw Phase; yes takes it and draws nothing, no draws as usual
    deck = 'deck = ["精灵剑士", "精灵剑士", "精灵剑士"]'
    _play(tmp_path, f'phase = "draw"\n[setup.P1]\ngraveyard = ["魔法爆破"]\n{deck}',
          '[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { zones = { "P1.mano" = ["魔法爆破"], "P1.cementerio" = [] }, count = { "P1.mazo" = 3 } }')
    _play(tmp_path, f'phase = "draw"\n[setup.P1]\ngraveyard = ["魔法爆破"]\n{deck}',
          '[[step]]\ndo = "no"\n'
          '[[step]]\nexpect = { zones = { "P1.mano" = ["精灵剑士"], "P1.cementerio" = ["魔法爆破"] }, count = { "P1.mazo" = 2 } }')


@needs_cdb
def test_ancient_gear_golem_attacks_with_no_spell_or_trap_answering(tmp_path: Path) -> None:
    # 古代的机械巨人 Ancient Gear Golem: "If this card attacks, your opponent cannot activate Spell/Trap Cards until
    # the end of the Damage Step" (YGO Cartas.2 over CuadroDeReferenciaRapida.9): the set Magic Cylinder is not
    # offered; it also inflicts piercing damage
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["古代的机械巨人"]\n'
          '[setup.P2]\nmonsters = [{ card = "精灵剑士", position = "defense" }]\nspells = [{ card = "魔法筒", face_up = false }]',
          '[[step]]\ndo = "attack 古代的机械巨人 on 精灵剑士"\n'
          '[[step]]\nexpect = { lives = { P1 = 8000, P2 = 6200 }, zones = { "P2.magias" = ["魔法筒"], "P2.cementerio" = ["精灵剑士"] } }')
    # another monster's attack is answered as usual (CuadroDeReferenciaRapida.9)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n'
          '[setup.P2]\nmonsters = ["精灵剑士"]\nspells = [{ card = "魔法筒", face_up = false }]',
          '[[step]]\ndo = "attack 青眼白龙 on 精灵剑士"\n[[step]]\nexpect = { legal = ["activate 魔法筒"] }')


@needs_cdb
def test_a_monster_that_pays_life_points_in_main_phase_1_to_attack_directly(tmp_path: Path) -> None:
    # 机动城的齿轮巨人: "This effect can only be activated during Main Phase 1. Pay 800 LP; this turn this card can
    # attack your opponent directly" (YGO Cartas.2 over DeterminacionDelDano.24)
    _play(tmp_path, 'phase = "main1"\n[setup.P1]\nmonsters = ["机动城的齿轮巨人"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "activate 机动城的齿轮巨人"\n[[step]]\nexpect = { lives = { P1 = 7200 } }\n'
          '[[step]]\ndo = "battle"\n[[step]]\ndo = "attack 机动城的齿轮巨人"\n'
          '[[step]]\nexpect = { lives = { P1 = 7200, P2 = 7200 }, zones = { "P2.monstruos" = ["青眼白龙"] } }')
    # in Main Phase 2 its condition is not met (Cartas.2); without the effect, no direct attack while the opponent
    # has a monster (DeterminacionDelDano.24)
    _play(tmp_path, 'phase = "main2"\n[setup.P1]\nmonsters = ["机动城的齿轮巨人"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\nrefuse = "activate 机动城的齿轮巨人"\nrule = "YGO Cartas.2"')
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["机动城的齿轮巨人"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\nexpect = { not_legal = ["attack 机动城的齿轮巨人"] }')


@needs_cdb
def test_dark_dust_spirit_destroys_every_other_face_up_monster_when_summoned(tmp_path: Path) -> None:
    # 沙尘之恶灵 Dark Dust Spirit: "When this card is Normal Summoned or flipped face-up: destroy all other face-up
    # monsters on the field" — a Trigger Effect that must start (YGO CartasDeMonstruosDeEfecto.7); a face-down
    # monster is not face-up, itself not another
    _play(tmp_path, '[setup.P1]\nhand = ["沙尘之恶灵"]\nmonsters = ["精灵剑士", "黑魔术少女"]\n'
          '[setup.P2]\nmonsters = ["青眼白龙", { card = "执着的老魔术师", face_up = false, position = "defense" }]',
          '[[step]]\ndo = "summon 沙尘之恶灵 tributing 精灵剑士"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["沙尘之恶灵"], "P2.monstruos" = ["执着的老魔术师"] }, '
          'contains = { "P1.cementerio" = ["精灵剑士", "黑魔术少女"], "P2.cementerio" = ["青眼白龙"] } }')


@needs_cdb
def test_standby_phase_monsters_burn_and_gain_for_each_monster(tmp_path: Path) -> None:
    # 黑魔导师 库兰: "During your Standby Phase: inflict 300 damage to your opponent for each monster they control";
    # 白魔导士 绒儿 White Magician Pikeru: "gain 400 LP for each monster you control" (YGO PhasesDelJuego.5,
    # Cartas.2): a face-down monster counts too
    board = ('[setup.P1]\nmonsters = ["黑魔导师 库兰", "白魔导士 绒儿"]\n'
             '[setup.P2]\nmonsters = ["青眼白龙", { card = "执着的老魔术师", face_up = false, position = "defense" }]')
    _play(tmp_path, f'phase = "standby"\n{board}', '[[step]]\nexpect = { lives = { P1 = 8800, P2 = 7400 } }')
    # not in the opponent's Standby Phase
    _play(tmp_path, f'phase = "standby"\nturn_player = "P2"\n{board}', '[[step]]\nexpect = { lives = { P1 = 8000, P2 = 8000 } }')


@needs_cdb
def test_despair_from_the_dark_and_regenerating_mummy_answer_an_opponents_effect(tmp_path: Path) -> None:
    # 出于黑暗的绝望 Despair from the Dark: "When this card is sent from your hand or Deck to the GY by an opponent's
    # card effect: Special Summon it"; 再生木乃伊 Regenerating Mummy: "… from your hand …: return it to the hand"
    # (YGO CartasDeMonstruosDeEfecto.7, Cartas.2). P1's Trap 本阵强袭 sends the top 2 cards of P2's Deck to the GY:
    # Despair comes out, the Mummy (sent from the Deck, not the hand) stays
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "本阵强袭", face_up = false }]\nmonsters = ["精灵剑士"]\n'
          '[setup.P2]\ndeck = ["出于黑暗的绝望", "再生木乃伊"]',
          '[[step]]\ndo = "activate 本阵强袭"\n[[step]]\ndo = "target 精灵剑士"\n[[step]]\ndo = "P2: defense position"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = ["出于黑暗的绝望"], "P2.cementerio" = ["再生木乃伊"] } }')
    # a direct attack of 电气金眼鲷 makes P2 discard at random: the Mummy comes back to the hand
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["电气金眼鲷"]\n[setup.P2]\nhand = ["再生木乃伊"]',
          '[[step]]\ndo = "attack 电气金眼鲷"\n[[step]]\nexpect = { zones = { "P2.mano" = ["再生木乃伊"], "P2.cementerio" = [] } }')


@needs_cdb
def test_double_coston_counts_as_two_tributes_for_a_dark_monster(tmp_path: Path) -> None:
    # 双价体 Double Coston: "If you Tribute Summon a DARK monster, this card can be treated as 2 Tributes" (YGO
    # Cartas.2 over PhasesDelJuego.21): Dark Magician (Level 7, DARK) with it alone; not Blue-Eyes (LIGHT)
    board = '[setup.P1]\nmonsters = ["双价体", "精灵剑士"]\nhand = ["黑魔术师", "青眼白龙"]'
    _play(tmp_path, board,
          '[[step]]\nexpect = { legal = ["summon 黑魔术师 tributing 双价体"], '
          'not_legal = ["summon 青眼白龙 tributing 双价体", "summon 黑魔术师 tributing 精灵剑士"] }\n'
          '[[step]]\nrefuse = "summon 青眼白龙 tributing 双价体"\nrule = "YGO PhasesDelJuego.21"\n'
          '[[step]]\ndo = "summon 黑魔术师 tributing 双价体"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["精灵剑士", "黑魔术师"], "P1.cementerio" = ["双价体"] } }')


@needs_cdb
def test_reckless_greed_draws_two_and_skips_the_next_two_draw_phases(tmp_path: Path) -> None:
    # 无谋的贪心 Reckless Greed: "Draw 2 cards, then skip your next 2 Draw Phases" (YGO Cartas.2 over
    # PhasesDelJuego.3): the two next Draw Phases of its controller draw nothing, the third draws again
    turn = '[[step]]\ndo = "end"\n[[step]]\ndo = "P2: end"\n'
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "无谋的贪心", face_up = false }]',
          '[[step]]\ndo = "activate 无谋的贪心"\n[[step]]\nexpect = { count = { "P1.mano" = 2, "P1.mazo" = 18 } }\n'
          + turn + '[[step]]\nexpect = { count = { "P1.mano" = 2, "P1.mazo" = 18 } }\n'
          + turn + '[[step]]\nexpect = { count = { "P1.mano" = 2, "P1.mazo" = 18 } }\n'
          + turn + '[[step]]\nexpect = { count = { "P1.mano" = 3, "P1.mazo" = 17 } }')


@needs_cdb
def test_creature_swap_switches_a_monster_each_player_chooses(tmp_path: Path) -> None:
    # 强制转移 Creature Swap: "Each player chooses 1 monster they control and switches control of them; neither can
    # change its battle position this turn" (YGO Cartas.2, ControlDeUnMonstruoDelAdversario.2; PhasesDelJuego.19)
    _play(tmp_path, '[setup.P1]\nhand = ["强制转移"]\nmonsters = ["精灵剑士", "黑魔术少女"]\n[setup.P2]\nmonsters = ["青眼白龙", "黑魔术师"]',
          '[[step]]\ndo = "activate 强制转移"\n[[step]]\ndo = "choose 精灵剑士"\n'
          '[[step]]\nexpect = { legal = ["choose 青眼白龙", "choose 黑魔术师"], not_legal = ["choose 精灵剑士"] }\n[[step]]\ndo = "P2: choose 青眼白龙"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["黑魔术少女", "青眼白龙"], "P2.monstruos" = ["黑魔术师", "精灵剑士"] } }\n'
          '[[step]]\nrefuse = "position 青眼白龙"\nrule = "YGO PhasesDelJuego.19"')
    # with no monster on the opponent's side there is nothing to switch: refused (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["强制转移"]\nmonsters = ["精灵剑士"]',
          '[[step]]\nrefuse = "activate 强制转移"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_spell_absorption_gains_life_points_after_each_spell_resolves(tmp_path: Path) -> None:
    # 魔法吸收 Spell Absorption: "Each time a Spell Card is activated, its controller gains 500 LP (after it
    # resolves)" (YGO Cartas.2): not for its own activation; a Spell negated does not resolve (Cadenas.6)
    _play(tmp_path, '[setup.P1]\nhand = ["魔法吸收", "强欲之壶", "强欲之壶"]\n[setup.P2]\nhand = ["精灵剑士"]\n'
          'spells = [{ card = "魔法干扰阵", face_up = false }]',
          '[[step]]\ndo = "activate 魔法吸收"\n[[step]]\ndo = "P2: pass"\n'
          '[[step]]\nexpect = { lives = { P1 = 8000 }, zones = { "P1.magias" = ["魔法吸收"] } }\n'
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\ndo = "P2: pass"\n[[step]]\nexpect = { lives = { P1 = 8500 } }\n'
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\ndo = "P2: activate 魔法干扰阵"\n[[step]]\ndo = "P2: choose 精灵剑士"\n'
          '[[step]]\nexpect = { lives = { P1 = 8500 }, contains = { "P2.cementerio" = ["魔法干扰阵", "精灵剑士"] } }')


@needs_cdb
def test_dust_tornado_destroys_a_spell_or_trap_and_may_set_one_from_the_hand(tmp_path: Path) -> None:
    # 沙尘之大龙卷 Dust Tornado: "Target 1 Spell/Trap your opponent controls; destroy it, then you can Set 1
    # Spell/Trap from your hand" (YGO Cartas.2; AreaDeJuego.8): asked as it resolves, a monster is not offered
    board = ('[setup.P1]\nspells = [{ card = "沙尘之大龙卷", face_up = false }]\nhand = ["强欲之壶", "精灵剑士"]\n'
             '[setup.P2]\nspells = [{ card = "魔法吸收", face_up = true }]')
    start = '[[step]]\ndo = "activate 沙尘之大龙卷"\n[[step]]\ndo = "target 魔法吸收"\n[[step]]\nexpect = { prompt = "disparar" }\n'
    _play(tmp_path, board, start + '[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { legal = ["choose 强欲之壶"], not_legal = ["choose 精灵剑士"] }\n[[step]]\ndo = "choose 强欲之壶"\n'
          '[[step]]\nexpect = { zones = { "P2.cementerio" = ["魔法吸收"], "P1.magias" = ["强欲之壶"], "P1.mano" = ["精灵剑士"] }, '
          'cards = [{ card = "强欲之壶", face_up = false }] }')
    _play(tmp_path, board, start + '[[step]]\ndo = "no"\n'
          '[[step]]\nexpect = { zones = { "P2.cementerio" = ["魔法吸收"], "P1.magias" = [], "P1.mano" = ["强欲之壶", "精灵剑士"] } }')


@needs_cdb
def test_magical_marionette_removes_two_counters_to_destroy_a_monster(tmp_path: Path) -> None:
    # 魔法操纵人偶 Magical Marionette: "You can remove 2 Spell Counters from this card to destroy 1 monster on the
    # field" — a target (YGO Cartas.2); without 2 counters the cost cannot be paid (CartasDeMonstruosDeEfecto.6)
    _play(tmp_path, '[setup.P1]\nmonsters = [{ card = "魔法操纵人偶", counters = { magia = 3 } }]\n[setup.P2]\nmonsters = ["青眼白龙", "黑魔术师"]',
          '[[step]]\nexpect = { cards = [{ card = "魔法操纵人偶", atk = 2600 }] }\n'
          '[[step]]\ndo = "activate 魔法操纵人偶"\n[[step]]\ndo = "target 青眼白龙"\n'
          '[[step]]\nexpect = { zones = { "P2.cementerio" = ["青眼白龙"] }, cards = [{ card = "魔法操纵人偶", atk = 2200, counters = { magia = 1 } }] }\n'
          '[[step]]\nrefuse = "activate 魔法操纵人偶"\nrule = "YGO CartasDeMonstruosDeEfecto.6"')


@needs_cdb
def test_crystal_seer_adds_one_of_the_top_two_and_puts_the_other_on_the_bottom(tmp_path: Path) -> None:
    # 水晶占卜师 Crystal Seer: "FLIP: Excavate the top 2 cards of your Deck, add 1 of them to your hand, and place
    # the other on the bottom of your Deck" (YGO Cartas.2, CartasDeMonstruosDeEfecto.1)
    _play(tmp_path, '[setup.P1]\nmonsters = [{ card = "水晶占卜师", face_up = false, position = "defense" }]\n'
          'deck = ["青眼白龙", "黑魔术师", "精灵剑士"]',
          '[[step]]\ndo = "flip 水晶占卜师"\n'
          '[[step]]\nexpect = { legal = ["choose 青眼白龙", "choose 黑魔术师"], not_legal = ["choose 精灵剑士"] }\n'
          '[[step]]\ndo = "choose 黑魔术师"\n'
          '[[step]]\nexpect = { zones = { "P1.mano" = ["黑魔术师"], "P1.mazo" = ["精灵剑士", "青眼白龙"] } }')


@needs_cdb
def test_soul_taker_destroys_a_face_up_monster_and_its_controller_gains_1000(tmp_path: Path) -> None:
    # 灵魂捕获者 Soul Taker: "Target 1 face-up monster your opponent controls; destroy it, and if you do, your
    # opponent gains 1000 LP" (YGO Cartas.2): a face-down monster is not a target
    _play(tmp_path, '[setup.P1]\nhand = ["灵魂捕获者"]\n'
          '[setup.P2]\nmonsters = ["青眼白龙", { card = "执着的老魔术师", face_up = false, position = "defense" }]',
          '[[step]]\ndo = "activate 灵魂捕获者"\n[[step]]\nexpect = { legal = ["target 青眼白龙"] }\n[[step]]\ndo = "target 青眼白龙"\n'
          '[[step]]\nexpect = { zones = { "P2.cementerio" = ["青眼白龙"] }, lives = { P1 = 8000, P2 = 9000 } }')
    _play(tmp_path, '[setup.P1]\nhand = ["灵魂捕获者"]\n[setup.P2]\nmonsters = [{ card = "执着的老魔术师", face_up = false, position = "defense" }]',
          '[[step]]\nrefuse = "activate 灵魂捕获者"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_ultimate_offering_is_used_as_often_as_its_controller_pays(tmp_path: Path) -> None:
    # 血之代偿 Ultimate Offering (a Continuous Trap Tapete scripts): "Pay 500 LP; conduct 1 additional Normal Summon
    # or Set" has no once per turn (YGO Cartas.2): a face-up Spell's or Trap's effect is not limited like a
    # monster's (CartasDeMonstruosDeEfecto.1 is about Effect Monsters)
    _play(tmp_path, 'normal_summoned = true\n[setup.P1]\nhand = ["精灵剑士", "昆虫人"]\nspells = [{ card = "血之代偿", face_up = true }]',
          '[[step]]\ndo = "activate 血之代偿 #2"\n[[step]]\ndo = "pass"\n[[step]]\ndo = "summon 精灵剑士"\n'
          '[[step]]\ndo = "activate 血之代偿 #2"\n[[step]]\ndo = "pass"\n[[step]]\ndo = "set 昆虫人"\n'
          '[[step]]\nexpect = { lives = { P1 = 7000 }, count = { "P1.monstruos" = 2 } }')


@needs_cdb
def test_a_flip_monster_destroys_every_face_up_level_4_monster_of_the_opponent(tmp_path: Path) -> None:
    # 死之四星瓢虫: "FLIP: Destroy all face-up Level 4 monsters your opponent controls" (YGO Cartas.2,
    # CartasDeMonstruosDeEfecto.1): not another Level, not a face-down one (its Level is not shown), not your own
    _play(tmp_path, '[setup.P1]\nmonsters = [{ card = "死之四星瓢虫", face_up = false, position = "defense" }, "精灵剑士"]\n'
          '[setup.P2]\nmonsters = ["精灵剑士", "青眼白龙", { card = "精灵剑士", face_up = false, position = "defense" }]',
          '[[step]]\ndo = "flip 死之四星瓢虫"\n'
          '[[step]]\nexpect = { zones = { "P2.cementerio" = ["精灵剑士"], "P1.cementerio" = [] }, count = { "P2.monstruos" = 2, "P1.monstruos" = 2 } }')


@needs_cdb
def test_chaos_command_magician_negates_a_monster_effect_that_targets_only_it(tmp_path: Path) -> None:
    # 混沌魔术师 Chaos Command Magician: "Negate the effects of Effect Monsters that target only this card" (YGO
    # Cartas.2): Tsukuyomi's effect targeting it does nothing; targeting another monster it applies
    board = '[setup.P1]\nhand = ["月读命"]\nmonsters = ["精灵剑士"]\n[setup.P2]\nmonsters = ["混沌魔术师"]'
    _play(tmp_path, board, '[[step]]\ndo = "summon 月读命"\n[[step]]\ndo = "target 混沌魔术师"\n'
          '[[step]]\nexpect = { cards = [{ card = "混沌魔术师", face_up = true }, { card = "精灵剑士", face_up = true }] }')
    _play(tmp_path, board, '[[step]]\ndo = "summon 月读命"\n[[step]]\ndo = "target 精灵剑士"\n'
          '[[step]]\nexpect = { cards = [{ card = "混沌魔术师", face_up = true }, { card = "精灵剑士", face_up = false }] }')
