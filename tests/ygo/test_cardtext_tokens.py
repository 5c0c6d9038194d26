"""Tokens a text makes with the stats it prints (``cardtext/zh_tokens.py``, ``token_ops.py``): each plays a real card
of the shared cards.cdb, loaded from its Simplified Chinese text."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_spore_kin_tributes_a_plant_to_give_the_opponent_two_defense_tokens(tmp_path: Path) -> None:
    # 竹头木屑: "Tribute 1 Plant monster; Special Summon 2 "Plant Tokens" (Plant/EARTH/Level 1/ATK 800/DEF 500) in
    # Defense Position to your opponent's field" (YGO FichasDeMonstruo.1–3: tokens come by an effect and take zones)
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "竹头木屑", face_up = false }]\nmonsters = ["暗黑植物"]\n'
          '[setup.P2]\nmonsters = ["精灵剑士", "精灵剑士", "精灵剑士", "精灵剑士"]',
          '[[step]]\ndo = "activate 竹头木屑"\n[[step]]\ndo = "choose 暗黑植物"\n'
          '[[step]]\nexpect = { count = { "P2.monstruos" = 5, "P1.monstruos" = 0 }, contains = { "P1.cementerio" = ["暗黑植物"] }, '
          'cards = [{ card = "植物衍生物", atk = 800, def = 500, nivel = 1, markers = ["defensa", "ficha"] }] }')


@needs_cdb
def test_multiply_fills_the_zones_with_kuriboh_tokens_that_are_not_tributed_for_a_tribute_summon(tmp_path: Path) -> None:
    # 增殖 Multiply: "Tribute 1 face-up "Kuriboh"; Special Summon as many "Kuriboh Tokens" (Fiend/DARK/Level 1/ATK 300/
    # DEF 200) as possible in Defense Position. These Tokens cannot be Tributed for a Tribute Summon" (YGO Cartas.2 over
    # PhasesDelJuego.11: the Tributes of 恶魔召唤 are other monsters)
    _play(tmp_path, '[setup.P1]\nhand = ["增殖", "恶魔召唤"]\nmonsters = ["栗子球", "精灵剑士"]',
          '[[step]]\ndo = "activate 增殖"\n[[step]]\ndo = "choose 栗子球"\n'
          '[[step]]\nexpect = { count = { "P1.monstruos" = 5 }, contains = { "P1.cementerio" = ["栗子球", "增殖"] }, '
          'cards = [{ card = "栗子球衍生物", atk = 300, def = 200 }], legal = ["summon 恶魔召唤 tributing 精灵剑士"], '
          'not_legal = ["summon 恶魔召唤 tributing 栗子球衍生物"] }')


@needs_cdb
def test_scapegoat_makes_four_sheep_and_no_other_summon_that_turn(tmp_path: Path) -> None:
    # 替罪羊 Scapegoat: "you cannot Normal or Special Summon (or Flip Summon) the turn you activate this card, except by
    # its effect. Special Summon 4 "Sheep Tokens" (Beast/EARTH/Level 1/ATK 0/DEF 0) in Defense Position" (YGO Cartas.2
    # over PhasesDelJuego.11): afterwards a monster may still be Set, not Summoned
    _play(tmp_path, '[setup.P1]\nhand = ["替罪羊", "精灵剑士"]\nmonsters = [{ card = "暗黑植物", face_up = false, position = "defense" }]',
          '[[step]]\ndo = "activate 替罪羊"\n'
          '[[step]]\nexpect = { count = { "P1.monstruos" = 5 }, cards = [{ card = "羊衍生物", markers = ["defensa", "ficha"] }], '
          'not_legal = ["summon 精灵剑士", "flip 暗黑植物"] }\n'
          '[[step]]\nrefuse = "summon 精灵剑士"\nrule = "YGO Cartas.2"')
    _play(tmp_path, '[setup.P1]\nhand = ["替罪羊", "精灵剑士"]',
          '[[step]]\ndo = "activate 替罪羊"\n[[step]]\nexpect = { legal = ["set 精灵剑士"], not_legal = ["summon 精灵剑士"] }')
    # once its controller Summoned this turn, it is not activated
    _play(tmp_path, '[setup.P1]\nhand = ["替罪羊", "精灵剑士"]',
          '[[step]]\ndo = "summon 精灵剑士"\n[[step]]\nrefuse = "activate 替罪羊"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_reptilianne_spawn_makes_two_tokens_in_the_positions_its_controller_chooses(tmp_path: Path) -> None:
    # 爬虫妖卵 Reptilianne Spawn: "banish 1 "Reptilianne" monster from your GY; Special Summon 2 "Reptilianne Tokens"
    # (Reptile/EARTH/Level 1/ATK 0/DEF 0)" — no position said: its controller chooses each one's (YGO PhasesDelJuego.31)
    _play(tmp_path, '[setup.P1]\nhand = ["爬虫妖卵"]\ngraveyard = ["爬虫妖女使魔"]',
          '[[step]]\ndo = "activate 爬虫妖卵"\n[[step]]\ndo = "choose 爬虫妖女使魔"\n'
          '[[step]]\nexpect = { prompt = "posicion" }\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { prompt = "posicion" }\n[[step]]\ndo = "defense position"\n'
          '[[step]]\nexpect = { count = { "P1.monstruos" = 2 }, zones = { "P1.desterradas" = ["爬虫妖女使魔"] }, '
          'cards = [{ card = "爬虫妖衍生物@P1.monstruos.1", markers = ["ataque", "ficha"] }, '
          '{ card = "爬虫妖衍生物@P1.monstruos.2", markers = ["defensa", "ficha"] }] }')
