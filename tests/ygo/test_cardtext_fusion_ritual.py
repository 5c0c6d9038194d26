"""Fusion in the card text (issue 26): Fusion Material Monsters named by archetype, Type or Attribute, and the
Spells that Fusion Summon as Polymerization does — some only an archetype's or a Type's Fusion Monsters, some
banishing their materials from the field and the Graveyard. Each plays a real card of the shared cards.cdb,
loaded from the card data (its Simplified Chinese text), citing the rule it follows, with a refusal."""

from __future__ import annotations

from pathlib import Path

from engine.games.ygo.cardtext import compile_text
from engine.games.ygo.cardtext.zh_fusion import materials
from engine.games.ygo.fusion_materials import assign, fits, next_options
from engine.games.ygo.cards import YgoCard
from tests.ygo.test_cardtext import _play, needs_cdb


def _monster(name: str, race: str = "Guerrero", attribute: str = "LUZ", level: int = 4, sub: str = "normal") -> YgoCard:
    return YgoCard(game="ygo", code=name, name=name, card_type="", kind="monster", sub=sub, race=race,
                   attribute=attribute, level=level)


def test_a_material_line_lists_each_material_by_name_or_by_kind() -> None:
    # YGO CartasDeMonstruosFusion.1: the Fusion Monster lists its Fusion Material Monsters
    assert materials("「元素英雄 羽翼侠」＋「元素英雄 爆热女郎」") == ("元素英雄 羽翼侠", "元素英雄 爆热女郎")
    three = materials("「宝石骑士」怪兽×3")
    assert three is not None and len(three) == 3 and len(set(three)) == 1
    hero, fire = materials("「元素英雄」怪兽＋炎属性怪兽") or ("", "")
    assert fits(hero, _monster("元素英雄 羽翼侠")) and not fits(hero, _monster("羽翼侠"))
    assert fits(fire, _monster("x", attribute="FUEGO")) and not fits(fire, _monster("x", attribute="AGUA"))
    level = materials("5星以上的「DD」怪兽＋「DD」怪兽") or ("",)
    assert fits(level[0], _monster("DDD 王", level=5)) and not fits(level[0], _monster("DD 兵", level=4))
    # what this reading does not know stays unread: "1 or more", "with different names", Synchro monsters
    for line in ("「锋利小鬼·剪刀」＋「毛绒动物」怪兽1只以上", "卡名不同的怪兽×3", "龙族同调怪兽＋战士族怪兽", "怪兽×2"):
        assert materials(line) is None, line
        assert compile_text("monster", "fusion", line) is None, line
    assert compile_text("monster", "effect", "「宝石骑士」怪兽＋岩石族怪兽") is None  # a Fusion Monster's line only


def test_each_material_takes_a_card_of_its_own() -> None:
    # one card is one material (YGO CartasDeMonstruosFusion.4: the materials, two or more, go to the Graveyard)
    rock_knight, rock = _monster("宝石骑士·小琉", race="Roca"), _monster("岩石巨兵", race="Roca")
    pyro_knight = _monster("宝石骑士·红榴", race="Piro")
    cards = {1: rock_knight, 2: pyro_knight, 3: rock}
    wanted = materials("「宝石骑士」怪兽＋岩石族怪兽") or ()
    assert assign(wanted, [1], cards.__getitem__) is None  # a Rock "Gem-Knight" is not both
    assert assign(wanted, [2, 1], cards.__getitem__) == [2, 1]
    assert next_options(wanted, [1, 2, 3], cards.__getitem__, []) == [1, 2]
    assert next_options(wanted, [1, 2], cards.__getitem__, []) == [2]  # the Rock one must stay for the Rock


@needs_cdb
def test_gem_knight_zirconia_is_fused_from_a_gem_knight_and_a_rock_monster_of_the_players_choice(tmp_path: Path) -> None:
    # 宝石骑士·仿钻 Gem-Knight Zirconia: ""Gem-Knight" monster + Rock monster" (YGO CartasDeMonstruosFusion.1), fused by
    # 融合 Polymerization: the player chooses which "Gem-Knight" goes when there is a choice (.4: the materials go to
    # the Graveyard), and the Rock monster is then the one left that fits
    hand = '"融合", "宝石骑士·红榴", "宝石骑士·小琉", "岩石巨兵"'
    _play(tmp_path, f'[setup.P1]\nhand = [{hand}]\nfusion = ["宝石骑士·仿钻"]',
          '[[step]]\ndo = "activate 融合"\n[[step]]\ndo = "choose 宝石骑士·仿钻"\n'
          '[[step]]\nexpect = { legal = ["choose 宝石骑士·红榴", "choose 宝石骑士·小琉"], not_legal = ["choose 岩石巨兵"] }\n'
          '[[step]]\ndo = "choose 宝石骑士·小琉"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["宝石骑士·仿钻"], "P1.mano" = ["宝石骑士·红榴"], '
          '"P1.fusion" = [] }, count = { "P1.cementerio" = 3 } }')
    # a "Gem-Knight" with no Rock monster beside it: nothing to fuse, Polymerization is not activated (Fusion.3)
    _play(tmp_path, '[setup.P1]\nhand = ["融合", "宝石骑士·红榴", "宝石骑士·青玉"]\nfusion = ["宝石骑士·仿钻"]',
          '[[step]]\nrefuse = "activate 融合"\nrule = "YGO CartasDeMonstruosFusion.3"')


@needs_cdb
def test_el_shaddoll_fusion_summons_only_a_shaddoll_fusion_monster(tmp_path: Path) -> None:
    # 与神之假身的接触 El Shaddoll Fusion (Quick-Play): "Fusion Summon 1 "Shaddoll" Fusion Monster from your Extra Deck,
    # using monsters from your hand or field as Fusion Material" — 神影依·拿非利 El Shaddoll Construct (""Shaddoll"
    # monster + LIGHT monster") and not 元素英雄 火焰翼侠, whose materials are in the hand as well (Cartas.2 over
    # CartasDeMonstruosFusion.1)
    _play(tmp_path, '[setup.P1]\nhand = ["与神之假身的接触", "影依猎鹰", "元素英雄 羽翼侠", "元素英雄 爆热女郎"]\n'
          'monsters = ["心钥妖精"]\nfusion = ["神影依·拿非利", "元素英雄 火焰翼侠"]',
          '[[step]]\ndo = "activate 与神之假身的接触"\n'
          '[[step]]\nexpect = { legal = ["choose 神影依·拿非利"], not_legal = ["choose 元素英雄 火焰翼侠"] }\n'
          '[[step]]\ndo = "choose 神影依·拿非利"\n[[step]]\ndo = "defense position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["神影依·拿非利"], "P1.fusion" = ["元素英雄 火焰翼侠"], '
          '"P1.cementerio" = ["与神之假身的接触", "心钥妖精", "影依猎鹰"] } }')
    # no "Shaddoll" Fusion Monster to summon: it is not activated (Cartas.2, CartasDeMonstruosFusion.3)
    _play(tmp_path, '[setup.P1]\nhand = ["与神之假身的接触", "元素英雄 羽翼侠", "元素英雄 爆热女郎"]\n'
          'fusion = ["元素英雄 火焰翼侠"]',
          '[[step]]\nrefuse = "activate 与神之假身的接触"\nrule = "YGO CartasDeMonstruosFusion.3"')


@needs_cdb
def test_miracle_fusion_banishes_its_materials_from_the_field_and_the_graveyard(tmp_path: Path) -> None:
    # 奇迹融合 Miracle Fusion: "Fusion Summon 1 "Elemental HERO" Fusion Monster from your Extra Deck, by banishing
    # Fusion Materials from your field or GY" — not from the hand (Cartas.2 over CartasDeMonstruosFusion.3, .4)
    _play(tmp_path, '[setup.P1]\nhand = ["奇迹融合", "元素英雄 爆热女郎"]\nmonsters = ["元素英雄 羽翼侠"]\n'
          'graveyard = ["元素英雄 爆热女郎"]\nfusion = ["元素英雄 火焰翼侠"]',
          '[[step]]\ndo = "activate 奇迹融合"\n[[step]]\ndo = "choose 元素英雄 火焰翼侠"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["元素英雄 火焰翼侠"], "P1.mano" = ["元素英雄 爆热女郎"], '
          '"P1.desterradas" = ["元素英雄 羽翼侠", "元素英雄 爆热女郎"], "P1.cementerio" = ["奇迹融合"] } }')
    # the materials only in the hand: nothing to banish, it is not activated
    _play(tmp_path, '[setup.P1]\nhand = ["奇迹融合", "元素英雄 爆热女郎", "元素英雄 羽翼侠"]\nfusion = ["元素英雄 火焰翼侠"]',
          '[[step]]\nrefuse = "activate 奇迹融合"\nrule = "YGO CartasDeMonstruosFusion.3"')
