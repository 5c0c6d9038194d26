"""Older wordings of picked costs (``cardtext/zh_older_costs.py``): "Tribute" said 作为祭品, and "return 1 card from
your hand to the Deck" — each plays a real card of the shared cards.cdb, loaded from its Simplified Chinese text."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_attack_reflector_unit_tributes_a_cyber_dragon_to_summon_cyber_barrier_dragon(tmp_path: Path) -> None:
    # 攻击反射装置 Attack Reflector Unit: "Tribute 1 "Cyber Dragon" (作为祭品); Special Summon 1 "Cyber Barrier Dragon"
    # from your hand or Deck" — the Tribute is its cost (YGO CartasDeMonstruosDeEfecto.6), only a "Cyber Dragon"
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "攻击反射装置", face_up = false }]\nmonsters = ["电子龙", "青眼白龙"]\n'
          'deck = ["电子障壁龙", "黑洞"]',
          '[[step]]\ndo = "activate 攻击反射装置"\n'
          '[[step]]\nexpect = { prompt = "coste", legal = ["choose 电子龙"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose 电子龙"\n[[step]]\ndo = "choose 电子障壁龙"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["青眼白龙", "电子障壁龙"], "P1.mazo" = ["黑洞"] }, '
          'contains = { "P1.cementerio" = ["电子龙", "攻击反射装置"] } }')
    # with no "Cyber Dragon" to Tribute it is not activated
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "攻击反射装置", face_up = false }]\nmonsters = ["青眼白龙"]\ndeck = ["电子障壁龙"]',
          '[[step]]\nrefuse = "activate 攻击反射装置"\nrule = "YGO CartasDeMonstruosDeEfecto.6"')


@needs_cdb
def test_disarm_returns_a_gladiator_beast_from_the_hand_to_negate_a_spell(tmp_path: Path) -> None:
    # 卸除武器 Disarm (a Counter Trap, CartasDeTrampa.6–7): "return 1 "Gladiator Beast" card from your hand to the Deck;
    # negate the activation of a Spell Card and destroy it" — the returned card is its cost, shuffled into the Deck
    _play(tmp_path, '[setup.P1]\nhand = ["强欲之壶"]\ndeck = ["青眼白龙", "黑魔术师"]\n'
          '[setup.P2]\nhand = ["剑斗兽 网斗", "山"]\ndeck = []\nspells = [{ card = "卸除武器", face_up = false }]',
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\ndo = "P2: activate 卸除武器"\n'
          '[[step]]\nexpect = { legal = ["choose 剑斗兽 网斗"], not_legal = ["choose 山"] }\n'
          '[[step]]\ndo = "P2: choose 剑斗兽 网斗"\n'
          '[[step]]\nexpect = { count = { "P1.mano" = 0, "P1.mazo" = 2 }, zones = { "P2.mazo" = ["剑斗兽 网斗"], "P2.mano" = ["山"] }, '
          'contains = { "P1.cementerio" = ["强欲之壶"], "P2.cementerio" = ["卸除武器"] } }')
