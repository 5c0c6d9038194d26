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
          '[[step]]\ndo = "attack 青眼白龙 on 杀人番茄"\n'
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
