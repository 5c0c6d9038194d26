"""Trap Monsters (issue 26): Continuous Traps whose activation Special Summons the card itself as a monster with the
stats its text prints, which is also still a Trap Card. The classic rulebook has none: the card's text is the rule
(YGO Cartas.2). Each test plays a real card of the shared cards.cdb, loaded from its Simplified Chinese text."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb

_FIVE = '["黑魔术师", "黑魔术师", "黑魔术师", "黑魔术师", "黑魔术师"]'


@needs_cdb
def test_embodiment_of_apophis_becomes_a_normal_monster_and_is_a_trap_again_in_the_graveyard(tmp_path: Path) -> None:
    # 阿匹卜之化神 Embodiment of Apophis: "Activate only during either player's Main Phase. Special Summon this card as
    # a Normal Monster (Reptile/EARTH/Level 4/ATK 1600/DEF 1800). (This card is also still a Trap.)" (YGO Cartas.2):
    # its controller chooses the position; it attacks as a 1600 ATK monster
    setup = '[setup.P1]\nspells = [{ card = "阿匹卜之化神", face_up = false }]\n[setup.P2]\nmonsters = ["青眼白龙"]'
    _play(tmp_path, setup,
          '[[step]]\ndo = "activate 阿匹卜之化神"\n'
          '[[step]]\nexpect = { legal = ["attack position", "defense position"] }\n'
          '[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["阿匹卜之化神"], "P1.magias" = [] }, '
          'cards = [{ card = "阿匹卜之化神", atk = 1600, def = 1800, nivel = 4, rotated = false, markers = ["ataque"] }] }\n'
          '[[step]]\ndo = "battle"\n[[step]]\ndo = "attack 阿匹卜之化神 on 青眼白龙"\n'
          # destroyed by battle, it goes to the Graveyard as the Trap Card it is there (a monster no longer)
          '[[step]]\nexpect = { lives = { P1 = 6600 }, zones = { "P1.monstruos" = [], "P1.cementerio" = ["阿匹卜之化神"] }, '
          'cards = [{ card = "阿匹卜之化神", markers = [] }] }')
    # negated as it is activated (盗贼的七道具 Seven Tools of the Bandit, CartasDeTrampa.7), it summons nothing and goes
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "阿匹卜之化神", face_up = false }]\n'
          '[setup.P2]\nspells = [{ card = "盗贼的七道具", face_up = false }]',
          '[[step]]\ndo = "activate 阿匹卜之化神"\n[[step]]\nexpect = { acting = "P2", legal = ["activate 盗贼的七道具"] }\n'
          '[[step]]\ndo = "P2: activate 盗贼的七道具"\n'
          '[[step]]\nexpect = { lives = { P2 = 7000 }, zones = { "P1.monstruos" = [], "P1.magias" = [], "P1.cementerio" = ["阿匹卜之化神"] } }')
    # not with no free Monster Zone for it (AreaDeJuego.4)
    _play(tmp_path, f'[setup.P1]\nspells = [{{ card = "阿匹卜之化神", face_up = false }}]\nmonsters = {_FIVE}',
          '[[step]]\nrefuse = "activate 阿匹卜之化神"\nrule = "YGO AreaDeJuego.4"')


@needs_cdb
def test_embodiment_of_apophis_answers_in_the_opponents_main_phase(tmp_path: Path) -> None:
    # "during either player's Main Phase": set in P1's field, activated when P2 Normal Summons in P2's Main Phase 1,
    # and it blocks the attack as a monster; in P2's Battle Phase it cannot be activated (YGO Cartas.2)
    setup = ('turn_player = "P2"\n[setup.P1]\nspells = [{ card = "阿匹卜之化神", face_up = false }]\n'
             '[setup.P2]\nhand = ["精灵剑士"]')
    _play(tmp_path, setup,
          '[[step]]\ndo = "P2: summon 精灵剑士"\n'
          '[[step]]\nexpect = { acting = "P1", legal = ["activate 阿匹卜之化神"] }\n'
          '[[step]]\ndo = "P1: activate 阿匹卜之化神"\n[[step]]\ndo = "P1: defense position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["阿匹卜之化神"] }, '
          'cards = [{ card = "阿匹卜之化神", rotated = true, def = 1800 }] }\n'
          '[[step]]\ndo = "P2: battle"\n[[step]]\ndo = "P2: attack 精灵剑士 on 阿匹卜之化神"\n'
          '[[step]]\nexpect = { lives = { P2 = 7600 }, zones = { "P1.monstruos" = ["阿匹卜之化神"], "P2.monstruos" = ["精灵剑士"] } }')
    # in P2's Battle Phase it is not activated (its own condition), while a trap answering the attack is
    _play(tmp_path, 'phase = "battle"\nturn_player = "P2"\n[setup.P1]\nspells = [{ card = "阿匹卜之化神", face_up = false }, '
          '{ card = "魔法筒", face_up = false }]\n[setup.P2]\nmonsters = ["精灵剑士"]',
          '[[step]]\ndo = "P2: attack 精灵剑士"\n'
          '[[step]]\nexpect = { acting = "P1", legal = ["activate 魔法筒"], not_legal = ["activate 阿匹卜之化神"] }\n'
          '[[step]]\nrefuse = "P1: activate 阿匹卜之化神"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_metal_reflect_slime_comes_in_defense_and_cannot_attack(tmp_path: Path) -> None:
    # 金属反射史莱姆 Metal Reflect Slime: "Special Summon this card in Defense Position as an Effect Monster (Aqua/WATER/
    # Level 10/ATK 0/DEF 3000). (This card is also still a Trap.) The card Special Summoned by this effect cannot
    # attack" (YGO Cartas.2): no position is asked, and it never attacks
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "金属反射史莱姆", face_up = false }]\nmonsters = ["精灵剑士"]',
          '[[step]]\ndo = "activate 金属反射史莱姆"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["精灵剑士", "金属反射史莱姆"], "P1.magias" = [] }, '
          'cards = [{ card = "金属反射史莱姆", rotated = true, atk = 0, def = 3000, nivel = 10 }] }\n'
          # the next turn of its controller, changed to Attack Position, it still cannot attack
          '[[step]]\ndo = "end"\n[[step]]\ndo = "P2: end"\n[[step]]\ndo = "P1: position 金属反射史莱姆"\n'
          '[[step]]\nexpect = { cards = [{ card = "金属反射史莱姆", rotated = false }] }\n[[step]]\ndo = "battle"\n'
          '[[step]]\nexpect = { legal = ["attack 精灵剑士"], not_legal = ["attack 金属反射史莱姆"] }\n[[step]]\nrefuse = "attack 金属反射史莱姆"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_abyss_stungray_is_not_destroyed_by_battle_as_a_monster(tmp_path: Path) -> None:
    # 深渊的电击魟 Abyss Stungray: "Special Summon this card as an Effect Monster (Thunder/LIGHT/Level 5/ATK 1900/DEF 0).
    # The card Special Summoned by this effect cannot be destroyed by battle" (YGO Cartas.2): it survives a 3000 ATK
    # attacker, its controller takes the damage
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "深渊的电击魟", face_up = false }]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "activate 深渊的电击魟"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\ndo = "battle"\n[[step]]\ndo = "attack 深渊的电击魟 on 青眼白龙"\n'
          '[[step]]\nexpect = { lives = { P1 = 6900 }, zones = { "P1.monstruos" = ["深渊的电击魟"] }, '
          'cards = [{ card = "深渊的电击魟", atk = 1900, def = 0, nivel = 5 }] }')


@needs_cdb
def test_metaphys_sisters_a_trap_monster_activated_once_per_turn_by_name(tmp_path: Path) -> None:
    # 变形人姐妹: "Special Summon this card as a Normal Monster (Fiend/Tuner/EARTH/Level 2/ATK 0/DEF 0). (This card is
    # also still a Trap.) You can only activate 1 "变形人姐妹" per turn" (YGO Cartas.2): a second copy waits a turn
    setup = '[setup.P1]\nspells = [{ card = "变形人姐妹", face_up = false }, { card = "变形人姐妹", face_up = false }]'
    _play(tmp_path, setup,
          '[[step]]\ndo = "activate 变形人姐妹"\n[[step]]\ndo = "defense position"\n'
          '[[step]]\nexpect = { count = { "P1.monstruos" = 1, "P1.magias" = 1 }, cards = [{ card = "变形人姐妹@P1.monstruos.1", atk = 0, def = 0, nivel = 2 }] }\n'
          '[[step]]\nrefuse = "activate 变形人姐妹@P1.magias.1"\nrule = "YGO Cartas.2"')
