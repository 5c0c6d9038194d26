"""A Special Summon of several targets summons each of them (YGO PhasesDelJuego.31): 三白骨区
("target 3 Level 2 or lower Normal Monsters in your GY; Special Summon them") brought back only
the first, as did every text that revives more than one."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb

GRAVEYARD = 'graveyard = ["冰水精灵", "多隆", "心钥妖精"]'


@needs_cdb
def test_three_targets_are_each_special_summoned_in_the_position_chosen(tmp_path: Path) -> None:
    _play(tmp_path, f'[setup.P1]\nspells = [{{ card = "三白骨区", face_up = false }}]\n{GRAVEYARD}',
          '[[step]]\ndo = "activate 三白骨区"\n[[step]]\ndo = "target 冰水精灵"\n[[step]]\ndo = "target 多隆"\n'
          '[[step]]\ndo = "target 心钥妖精"\n[[step]]\ndo = "defense position"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\ndo = "defense position"\n[[step]]\n'
          'expect = { zones = { "P1.cementerio" = ["三白骨区"] }, count = { "P1.monstruos" = 3 }, '
          'cards = [{ card = "冰水精灵", markers = ["defensa"] }, { card = "心钥妖精", markers = ["defensa"] }] }')


@needs_cdb
def test_with_one_monster_zone_free_only_one_comes_back(tmp_path: Path) -> None:
    # YGO AreaDeJuego.4: five Monster Zones; the summons stop when none is free
    _play(tmp_path, f'[setup.P1]\nspells = [{{ card = "三白骨区", face_up = false }}]\n{GRAVEYARD}\n'
          'monsters = ["青眼白龙", "青眼白龙", "青眼白龙", "青眼白龙"]',
          '[[step]]\ndo = "activate 三白骨区"\n[[step]]\ndo = "target 冰水精灵"\n[[step]]\ndo = "target 多隆"\n'
          '[[step]]\ndo = "target 心钥妖精"\n[[step]]\ndo = "attack position"\n[[step]]\n'
          'expect = { count = { "P1.monstruos" = 5, "P1.cementerio" = 3 } }')
