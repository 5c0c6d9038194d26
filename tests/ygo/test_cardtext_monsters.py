"""Monster families of the card text (issue 26): Gemini monsters, summoning conditions, a monster's
own protections and self-destruction. Each plays a real card of the shared cards.cdb that uses it,
loaded from the card data (its Simplified Chinese text), in a scenario, with a refusal naming the
rule that forbids."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from engine.games.ygo.cardtext import compile_text
from tests.ygo.test_cardtext import CDB, _play, needs_cdb

_GEMINI = ("这张卡在墓地或者场上表侧表示存在的场合，当作通常怪兽使用。场上表侧表示存在的这张卡可以作当成通常召唤使用的再度召唤，"
           "这张卡变成当作效果怪兽使用并得到以下效果。\n")


def _text(name: str) -> str:
    """The card text of ``name`` in the shared cards.cdb."""
    with sqlite3.connect(CDB) as db:
        return str(db.execute("SELECT desc FROM texts WHERE name = ?", (name,)).fetchone()[0])


def test_gemini_effects_are_read_only_on_a_gemini_monster() -> None:
    piercing = "●这张卡攻击守备表示怪兽时，若攻击力超过那个守备力，给与对方基本分那个数值的战斗伤害。"
    compiled = compile_text("monster", "effect", _GEMINI + piercing)
    assert compiled is not None and compiled[0]["keywords"] == {"gemini", "piercing"}
    assert compile_text("monster", "effect", piercing) is None  # "●…" on a card that gains nothing
    assert compile_text("spell", "normal", _GEMINI + piercing) is None


@needs_cdb
def test_dual_lancer_a_gemini_monster_pierces_only_once_normal_summoned_again(tmp_path: Path) -> None:
    # 二重枪兵 Gemini Lancer (1800 ATK): "treated as a Normal Monster while face-up on the field or in the GY; you
    # can Normal Summon this face-up card to have it become an Effect Monster with this effect: piercing"
    # (YGO Cartas.2). As a Normal Monster it deals no piercing damage to 精灵剑士 (1200 DEF)…
    field = ('[setup.P1]\nmonsters = ["二重枪兵"]\nhand = ["精灵剑士"]\n'
             '[setup.P2]\nmonsters = [{ card = "精灵剑士", position = "defense" }, { card = "精灵剑士", position = "defense" }]')
    _play(tmp_path, field, '[[step]]\ndo = "battle"\n[[step]]\ndo = "attack 二重枪兵 on 精灵剑士"\n'
          '[[step]]\nexpect = { lives = { P2 = 8000 }, count = { "P2.cementerio" = 1 } }')
    # … Normal Summoned again (that turn's Normal Summon, PhasesDelJuego.11) it does: 1800 - 1200 = 600
    _play(tmp_path, field, '[[step]]\ndo = "summon 二重枪兵"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["二重枪兵"], "P1.mano" = ["精灵剑士"] } }\n'
          '[[step]]\nrefuse = "summon 精灵剑士"\nrule = "YGO PhasesDelJuego.11"\n'
          '[[step]]\nrefuse = "summon 二重枪兵"\nrule = "YGO Cartas.2"\n'
          '[[step]]\ndo = "battle"\n[[step]]\ndo = "attack 二重枪兵 on 精灵剑士"\n'
          '[[step]]\nexpect = { lives = { P2 = 7400 }, count = { "P2.cementerio" = 1 } }')
    # the Normal Summon spent on another monster, it stays a Normal Monster this turn (PhasesDelJuego.11)
    _play(tmp_path, field, '[[step]]\ndo = "summon 精灵剑士"\n'
          '[[step]]\nrefuse = "summon 二重枪兵"\nrule = "YGO PhasesDelJuego.11"')


@needs_cdb
def test_lucky_pied_piper_draws_after_a_battle_only_as_an_effect_monster(tmp_path: Path) -> None:
    # 幸运之吹笛人 Lucky Pied Piper (Gemini, 1500 ATK): "●When this card destroys an opponent's monster by battle and
    # sends it to the GY: draw 1 card" — a Trigger Effect it has only once Normal Summoned again (YGO Cartas.2,
    # CartasDeMonstruosDeEfecto.7)
    field = ('[setup.P1]\nmonsters = ["幸运之吹笛人"]\ndeck = ["黑魔术师", "黑魔术师"]\n'
             '[setup.P2]\nmonsters = [{ card = "精灵剑士", position = "defense" }]')
    _play(tmp_path, field, '[[step]]\ndo = "battle"\n[[step]]\ndo = "attack 幸运之吹笛人 on 精灵剑士"\n'
          '[[step]]\nexpect = { count = { "P1.mano" = 0, "P1.mazo" = 2, "P2.cementerio" = 1 } }')
    _play(tmp_path, field, '[[step]]\ndo = "summon 幸运之吹笛人"\n[[step]]\ndo = "battle"\n'
          '[[step]]\ndo = "attack 幸运之吹笛人 on 精灵剑士"\n'
          '[[step]]\nexpect = { count = { "P1.mano" = 1, "P1.mazo" = 1, "P2.cementerio" = 1 } }')


@needs_cdb
def test_big_piece_golem_is_summoned_without_tributing_while_only_the_opponent_controls_monsters(tmp_path: Path) -> None:
    # 大块石人 Big Piece Golem (Level 5): "If your opponent controls a monster and you control no monsters, you can
    # Normal Summon this card without Tributing" (YGO Cartas.2 over PhasesDelJuego.21) — a Summon, not a Set
    _play(tmp_path, '[setup.P1]\nhand = ["大块石人"]\n[setup.P2]\nmonsters = ["精灵剑士"]',
          '[[step]]\nexpect = { legal = ["summon 大块石人"], not_legal = ["set 大块石人"] }\n'
          '[[step]]\ndo = "summon 大块石人"\n[[step]]\nexpect = { zones = { "P1.monstruos" = ["大块石人"], "P1.mano" = [] } }')
    # with a monster of its own it needs its Tribute (PhasesDelJuego.21); with no opponent's monster as well
    _play(tmp_path, '[setup.P1]\nhand = ["大块石人"]\nmonsters = ["鬼计猫娘"]\n[setup.P2]\nmonsters = ["精灵剑士"]',
          '[[step]]\nexpect = { legal = ["summon 大块石人 tributing 鬼计猫娘"] }\n'
          '[[step]]\nrefuse = "summon 大块石人"\nrule = "YGO PhasesDelJuego.21"')
    _play(tmp_path, '[setup.P1]\nhand = ["大块石人"]',
          '[[step]]\nrefuse = "summon 大块石人"\nrule = "YGO PhasesDelJuego.21"')


@needs_cdb
def test_super_invader_needs_two_opposing_monsters_to_come_without_tributes(tmp_path: Path) -> None:
    # 强力侵略者 (Level 5): "If your opponent controls 2 or more monsters, you can Normal Summon this card without
    # Tributing" (YGO Cartas.2 over PhasesDelJuego.21)
    _play(tmp_path, '[setup.P1]\nhand = ["强力侵略者"]\nmonsters = ["鬼计猫娘"]\n[setup.P2]\nmonsters = ["精灵剑士", "精灵剑士"]',
          '[[step]]\ndo = "summon 强力侵略者"\n[[step]]\nexpect = { zones = { "P1.monstruos" = ["鬼计猫娘", "强力侵略者"] } }')
    _play(tmp_path, '[setup.P1]\nhand = ["强力侵略者"]\n[setup.P2]\nmonsters = ["精灵剑士"]',
          '[[step]]\nrefuse = "summon 强力侵略者"\nrule = "YGO PhasesDelJuego.21"')


@needs_cdb
def test_ghostrick_witch_is_summoned_face_up_only_beside_a_ghostrick_and_set_anyway(tmp_path: Path) -> None:
    # 鬼计魔女 Ghostrick Witch: "You can only Normal Summon this card face-up if you control a "Ghostrick" monster"
    # (YGO Cartas.2): with none it may only be Set
    _play(tmp_path, '[setup.P1]\nhand = ["鬼计魔女"]\nmonsters = ["精灵剑士"]',
          '[[step]]\nrefuse = "summon 鬼计魔女"\nrule = "YGO Cartas.2"\n'
          '[[step]]\ndo = "set 鬼计魔女"\n[[step]]\nexpect = { count = { "P1.monstruos" = 2 } }')
    _play(tmp_path, '[setup.P1]\nhand = ["鬼计魔女"]\nmonsters = ["鬼计猫娘"]',
          '[[step]]\ndo = "summon 鬼计魔女"\n[[step]]\nexpect = { zones = { "P1.monstruos" = ["鬼计猫娘", "鬼计魔女"] } }')


@needs_cdb
def test_dark_resonator_survives_the_first_battle_of_each_turn(tmp_path: Path) -> None:
    # 暗黑共鸣者 Dark Resonator (300 DEF): "Once per turn, this card cannot be destroyed by battle" (YGO Cartas.2): the
    # first monster it battles this turn does not destroy it, the second does (PhasesDelJuego.40 for the attacks)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["电子龙", "电子龙"]\n'
          '[setup.P2]\nmonsters = [{ card = "暗黑共鸣者", position = "defense" }]',
          '[[step]]\ndo = "attack 电子龙 on 暗黑共鸣者"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = ["暗黑共鸣者"], "P2.cementerio" = [] }, lives = { P2 = 8000 } }\n'
          '[[step]]\ndo = "attack 电子龙@P1.monstruos.2 on 暗黑共鸣者"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = [], "P2.cementerio" = ["暗黑共鸣者"] } }')


@needs_cdb
def test_elemental_hero_phoenix_enforcer_is_fusion_summoned_and_survives_battle(tmp_path: Path) -> None:
    # 元素英雄 凤凰人 Elemental HERO Phoenix Enforcer: ""Elemental HERO Avian" + "Elemental HERO Burstinatrix". Must
    # be Fusion Summoned. Cannot be destroyed by battle." — the first two are what the classic rules make of any
    # Fusion Monster (YGO CartasDeMonstruosFusion.1, .3); the last plays (Cartas.2): 2100 ATK into 3000 ATK, it stays
    _play(tmp_path, '[setup.P1]\nhand = ["融合", "元素英雄 羽翼侠", "元素英雄 爆热女郎"]\nfusion = ["元素英雄 凤凰人"]\n'
          '[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "activate 融合"\n[[step]]\ndo = "choose 元素英雄 凤凰人"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["元素英雄 凤凰人"], "P1.fusion" = [] } }\n'
          '[[step]]\ndo = "battle"\n[[step]]\ndo = "attack 元素英雄 凤凰人 on 青眼白龙"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["元素英雄 凤凰人"] }, lives = { P1 = 7100 } }')


@needs_cdb
def test_cagna_of_the_burning_abyss_is_destroyed_beside_a_monster_that_is_not_burning_abyss(tmp_path: Path) -> None:
    # 彼岸的恶鬼 卡尼亚佐 Cagna, Malebranche of the Burning Abyss: "If you control a monster that is not a "Burning
    # Abyss" monster, destroy this card" — as soon as it holds (YGO Cartas.2); another "Burning Abyss" keeps it…
    _play(tmp_path, '[setup.P1]\nmonsters = ["彼岸的恶鬼 卡尼亚佐"]\nhand = ["彼岸的恶鬼 格拉菲亚卡内"]\ndeck = ["青眼白龙"]',
          '[[step]]\ndo = "summon 彼岸的恶鬼 格拉菲亚卡内"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["彼岸的恶鬼 卡尼亚佐", "彼岸的恶鬼 格拉菲亚卡内"], "P1.cementerio" = [] } }')
    # … a monster of another name destroys it, face-up or Set (a face-down monster is no "Burning Abyss" one)
    for verb in ("summon", "set"):
        _play(tmp_path, '[setup.P1]\nmonsters = ["彼岸的恶鬼 卡尼亚佐"]\nhand = ["精灵剑士"]\ndeck = ["青眼白龙"]',
              f'[[step]]\ndo = "{verb} 精灵剑士"\n'
              '[[step]]\nexpect = { zones = { "P1.monstruos" = ["精灵剑士"], "P1.cementerio" = ["彼岸的恶鬼 卡尼亚佐"] } }')


@needs_cdb
def test_hawkeye_is_normal_summoned_with_no_trap_answering(tmp_path: Path) -> None:
    # 鹰眼 (1300 ATK): "When this card is Normal Summoned, Trap Cards cannot be activated" (YGO Cartas.2): 落穴 Trap
    # Hole, which answers a Normal Summon of a monster with 1000 or more ATK (CartasDeTrampa.2), is not offered…
    _play(tmp_path, '[setup.P1]\nhand = ["鹰眼"]\n[setup.P2]\nspells = [{ card = "落穴", face_up = false }]',
          '[[step]]\ndo = "summon 鹰眼"\n'
          '[[step]]\nexpect = { acting = "P1", prompt = "principal", zones = { "P1.monstruos" = ["鹰眼"], "P2.magias" = ["落穴"] } }')
    # … as it is for another monster of 1000 or more ATK
    _play(tmp_path, '[setup.P1]\nhand = ["精灵剑士"]\n[setup.P2]\nspells = [{ card = "落穴", face_up = false }]',
          '[[step]]\ndo = "summon 精灵剑士"\n[[step]]\nexpect = { acting = "P2", legal = ["activate 落穴", "pass"] }\n'
          '[[step]]\ndo = "activate 落穴"\n[[step]]\nexpect = { zones = { "P1.cementerio" = ["精灵剑士"] } }')


@needs_cdb
def test_hungry_burger_is_ritual_summoned_with_tributes_of_six_levels_or_more(tmp_path: Path) -> None:
    # 饥饿的汉堡 Hungry Burger (Level 6): ""Hamburger Recipe" descends; Tributes from the field and hand whose Levels
    # add up to 6 or more" — its Ritual Spell 汉堡的食谱 summons it so (YGO CartasDeMonstrusDeRitual.3)
    _play(tmp_path, '[setup.P1]\nhand = ["汉堡的食谱", "饥饿的汉堡"]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "activate 汉堡的食谱"\n[[step]]\ndo = "choose 青眼白龙"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["饥饿的汉堡"] }, contains = { "P1.cementerio" = ["青眼白龙", "汉堡的食谱"] } }')
    assert compile_text("monster", "ritual", _text("饥饿的汉堡")) is not None  # its whole text plays
    # a Level 4 monster is not Tribute enough (CartasDeMonstrusDeRitual.3)
    _play(tmp_path, '[setup.P1]\nhand = ["汉堡的食谱", "饥饿的汉堡"]\nmonsters = ["精灵剑士"]',
          '[[step]]\nrefuse = "activate 汉堡的食谱"\nrule = "YGO CartasDeMonstrusDeRitual.3"')


@needs_cdb
def test_madolche_magileine_goes_back_to_the_deck_when_its_opponent_destroys_it(tmp_path: Path) -> None:
    # 魔偶甜点·玛德莲魔女 Madolche Magileine: "When this card is destroyed by your opponent and sent to the GY: shuffle
    # it into the Deck" — a Trigger Effect that must start (YGO CartasDeMonstruosDeEfecto.7): destroyed by battle…
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n'
          '[setup.P2]\nmonsters = ["魔偶甜点·玛德莲魔女"]\ndeck = ["精灵剑士"]',
          '[[step]]\ndo = "attack 青眼白龙 on 魔偶甜点·玛德莲魔女"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = [], "P2.cementerio" = [] }, '
          'contains = { "P2.mazo" = ["魔偶甜点·玛德莲魔女", "精灵剑士"] } }')
    # … but Tributed by its own controller it stays in the Graveyard
    _play(tmp_path, '[setup.P1]\nmonsters = ["魔偶甜点·玛德莲魔女"]\nhand = ["大块石人"]\ndeck = ["精灵剑士"]',
          '[[step]]\ndo = "summon 大块石人 tributing 魔偶甜点·玛德莲魔女"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["大块石人"], "P1.cementerio" = ["魔偶甜点·玛德莲魔女"] } }')


@needs_cdb
def test_otohime_changes_a_monsters_position_and_returns_to_the_hand_as_a_spirit(tmp_path: Path) -> None:
    # 龙宫之姬 Otohime (Spirit): "Cannot be Special Summoned. During the End Phase of the turn this card is Normal
    # Summoned or flipped face-up: return it to the hand. When this card is Normal Summoned or flipped face-up: you can
    # choose 1 face-up monster your opponent controls and change its battle position" (YGO Cartas.2,
    # CartasDeMonstruosDeEfecto.7) — the older wordings "召唤·反转回合的结束阶段时" and "选择…改变表示形式"
    _play(tmp_path, '[setup.P1]\nhand = ["龙宫之姬"]\n[setup.P2]\nmonsters = ["精灵剑士"]',
          '[[step]]\ndo = "summon 龙宫之姬"\n[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "yes"\n'
          '[[step]]\ndo = "target 精灵剑士"\n'
          '[[step]]\nexpect = { cards = [{ card = "精灵剑士", rotated = true, face_up = true }] }\n'
          '[[step]]\ndo = "end"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = [], "P1.mano" = ["龙宫之姬"] } }')


@needs_cdb
def test_infinite_truth_gains_atk_for_each_monster_it_destroys_by_battle_while_it_stays(tmp_path: Path) -> None:
    # 无限真理 (2500 ATK): "If this card destroys an opponent's monster by battle and sends it to the GY: this card gains
    # 700 ATK" — a Trigger Effect (YGO CartasDeMonstruosDeEfecto.7) whose gain lasts past the turn while it stays
    # face-up on the field (Cartas.2)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["无限真理"]\n[setup.P2]\nmonsters = ["精灵剑士"]',
          '[[step]]\ndo = "attack 无限真理 on 精灵剑士"\n'
          '[[step]]\nexpect = { zones = { "P2.cementerio" = ["精灵剑士"] }, cards = [{ card = "无限真理", atk = 3200 }] }\n'
          '[[step]]\ndo = "end"\n[[step]]\nexpect = { acting = "P2" }\n'
          '[[step]]\nexpect = { cards = [{ card = "无限真理", atk = 3200 }] }')


@needs_cdb
def test_electromagnet_warrior_alpha_tributes_itself_in_the_opponents_turn_to_summon_a_magnet_warrior(tmp_path: Path) -> None:
    # 电磁石战士α Electromagnet Warrior Alpha: "During your opponent's turn: you can Tribute this card; Special Summon 1
    # Level 4 "Magnet Warrior" monster from your Deck" — a Quick Effect (YGO Cadenas.9), its Tribute a cost
    # (CartasDeMonstruosDeEfecto.6): P1 uses it as P2 leaves the Main Phase…
    _play(tmp_path, 'turn_player = "P2"\n[setup.P1]\nmonsters = ["电磁石战士α"]\ndeck = ["磁石战士β", "青眼白龙"]',
          '[[step]]\ndo = "P2: end"\n[[step]]\nexpect = { acting = "P1" }\n[[step]]\ndo = "P1: activate 电磁石战士α"\n'
          '[[step]]\nexpect = { legal = ["choose 磁石战士β"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "P1: choose 磁石战士β"\n[[step]]\ndo = "P1: defense position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["磁石战士β"], "P1.cementerio" = ["电磁石战士α"] } }')
    # … and not in its own turn (Cartas.2)
    _play(tmp_path, '[setup.P1]\nmonsters = ["电磁石战士α"]\ndeck = ["磁石战士β"]',
          '[[step]]\nrefuse = "activate 电磁石战士α"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_stone_statue_mortar_turns_itself_face_down_once_per_turn(tmp_path: Path) -> None:
    # 石像迎击炮: "Once per turn, you can change this card to face-down Defense Position" ("这张卡1个回合1次可以变成
    # 里侧守备表示", YGO Cartas.2; PalabrasClave.2 for the face-down card)
    _play(tmp_path, '[setup.P1]\nmonsters = ["石像迎击炮"]',
          '[[step]]\ndo = "activate 石像迎击炮"\n'
          '[[step]]\nexpect = { cards = [{ card = "石像迎击炮", face_up = false, rotated = true }] }')


@needs_cdb
def test_zaborg_the_thunder_monarch_destroys_a_monster_when_tribute_summoned_and_not_otherwise(tmp_path: Path) -> None:
    # 雷帝 扎博尔格 Zaborg the Thunder Monarch (Level 5): "If this card is Tribute Summoned: target 1 monster on the field;
    # destroy it" — a Trigger Effect that must start (YGO CartasDeMonstruosDeEfecto.7) when its Normal Summon is made
    # with a tribute (PhasesDelJuego.21, 23)…
    _play(tmp_path, '[setup.P1]\nhand = ["雷帝 扎博尔格"]\nmonsters = ["精灵剑士"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "summon 雷帝 扎博尔格 tributing 精灵剑士"\n'
          '[[step]]\nexpect = { legal = ["target 青眼白龙"] }\n[[step]]\ndo = "target 青眼白龙"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["雷帝 扎博尔格"], "P2.monstruos" = [], "P2.cementerio" = ["青眼白龙"] } }')
    # … and not when it is Special Summoned (死者苏生 Monster Reborn)
    _play(tmp_path, '[setup.P1]\nhand = ["死者苏生"]\ngraveyard = ["雷帝 扎博尔格"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "activate 死者苏生"\n[[step]]\ndo = "target 雷帝 扎博尔格"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { acting = "P1", prompt = "principal", zones = { "P1.monstruos" = ["雷帝 扎博尔格"], '
          '"P2.monstruos" = ["青眼白龙"] } }')
    assert compile_text("monster", "effect", _text("雷帝 扎博尔格")) is not None  # its whole text plays


@needs_cdb
def test_zaborg_may_target_itself_a_monster_on_the_field(tmp_path: Path) -> None:
    # 雷帝 扎博尔格: "target 1 monster on the field" — the field is every card on it (YGO PalabrasClave.3) and the text
    # does not say "other than this card" (这张卡以外; Cartas.2, Problem-Solving Card Text), so Zaborg itself is a target
    # (its only one here: the opponent controls no monster), and it destroys itself
    _play(tmp_path, '[setup.P1]\nhand = ["雷帝 扎博尔格"]\nmonsters = ["精灵剑士"]',
          '[[step]]\ndo = "summon 雷帝 扎博尔格 tributing 精灵剑士"\n'
          '[[step]]\nexpect = { legal = ["target 雷帝 扎博尔格"] }\n[[step]]\ndo = "target 雷帝 扎博尔格"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = [], "P1.cementerio" = ["雷帝 扎博尔格", "精灵剑士"] } }')


@needs_cdb
def test_ritual_killer_other_than_this_card_does_not_target_itself(tmp_path: Path) -> None:
    # 遗式杀手: "When this card is Normal or Flip Summoned, if you control another face-up "Gishki" monster: you can
    # target 1 monster you control, other than this card (这张卡以外的); return it to the hand" (YGO Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["遗式杀手"]\nmonsters = ["遗式贝"]',
          '[[step]]\ndo = "summon 遗式杀手"\n[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { legal = ["target 遗式贝"], not_legal = ["target 遗式杀手"] }\n[[step]]\ndo = "target 遗式贝"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["遗式杀手"], "P1.mano" = ["遗式贝"] } }')


@needs_cdb
def test_raiza_the_storm_monarch_returns_a_card_to_the_top_of_the_deck_when_tribute_summoned(tmp_path: Path) -> None:
    # 风帝 莱扎 Raiza the Storm Monarch: "If this card is Tribute Summoned: target 1 card on the field; return it to the
    # top of the Deck" (YGO CartasDeMonstruosDeEfecto.7, PhasesDelJuego.23)
    _play(tmp_path, '[setup.P1]\nhand = ["风帝 莱扎"]\nmonsters = ["精灵剑士"]\n'
          '[setup.P2]\nspells = [{ card = "木乃伊的呼声", face_up = true }]\ndeck = ["强欲之壶"]',
          '[[step]]\ndo = "summon 风帝 莱扎 tributing 精灵剑士"\n[[step]]\ndo = "target 木乃伊的呼声"\n'
          '[[step]]\nexpect = { zones = { "P2.magias" = [], "P2.mazo" = ["木乃伊的呼声", "强欲之壶"] } }')


@needs_cdb
def test_mudballman_and_the_shadow_of_the_labyrinth_wall_are_not_revived_by_monster_reborn(tmp_path: Path) -> None:
    # 元素英雄 泥球侠 Elemental HERO Mudballman: "Must be Fusion Summoned and cannot be Special Summoned by other ways";
    # 墙壁之影 Wall Shadow: "Cannot be Special Summoned except by the effect of "Magical Labyrinth"" (YGO Cartas.2) —
    # 死者苏生 Monster Reborn has no target in a Graveyard holding only them
    for name, sub in (("元素英雄 泥球侠", "fusion"), ("墙壁之影", "effect")):
        assert compile_text("monster", sub, _text(name)) is not None  # its whole text plays
        _play(tmp_path, f'[setup.P1]\nhand = ["死者苏生"]\ngraveyard = ["{name}"]',
              '[[step]]\nrefuse = "activate 死者苏生"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_parallax_dragon_is_summoned_without_tributing_beside_a_face_up_level_8_monster(tmp_path: Path) -> None:
    # 星间龙 秒差龙 (Level 8): "If you control a Level 8 monster, you can Normal Summon this card without Tributing"
    # (YGO Cartas.2 over PhasesDelJuego.21): beside 青眼白龙 (Level 8) …
    _play(tmp_path, '[setup.P1]\nhand = ["星间龙 秒差龙"]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "summon 星间龙 秒差龙"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["青眼白龙", "星间龙 秒差龙"], "P1.mano" = [] } }')
    # … not beside a Level 4 monster, nor a face-down Level 8 one: it needs its 2 Tributes
    for monster in ('"精灵剑士"', '{ card = "青眼白龙", face_up = false, position = "defense" }'):
        _play(tmp_path, f'[setup.P1]\nhand = ["星间龙 秒差龙"]\nmonsters = [{monster}]',
              '[[step]]\nrefuse = "summon 星间龙 秒差龙"\nrule = "YGO PhasesDelJuego.21"')


@needs_cdb
def test_si_er_guai_comes_from_the_hand_beside_a_level_3_monster_while_the_opponent_has_one(tmp_path: Path) -> None:
    # 似耳怪 (Level 3): "If your opponent controls a monster and you control a Level 3 monster, you can Special Summon
    # this card from your hand. You can only Special Summon it this way once per turn" (YGO Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["似耳怪", "似耳怪"]\nmonsters = ["似耳怪"]\n[setup.P2]\nmonsters = ["精灵剑士"]',
          '[[step]]\ndo = "activate 似耳怪@P1.mano.1"\n[[step]]\ndo = "defense position"\n'
          '[[step]]\nexpect = { count = { "P1.monstruos" = 2, "P1.mano" = 1 } }\n'
          '[[step]]\nrefuse = "activate 似耳怪@P1.mano.1"\nrule = "YGO Cartas.2"')
    _play(tmp_path, '[setup.P1]\nhand = ["似耳怪"]\nmonsters = ["似耳怪"]',
          '[[step]]\nrefuse = "activate 似耳怪@P1.mano.1"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_heraldic_beast_leo_is_destroyed_at_the_end_of_the_turn_it_was_normal_summoned_and_searches(tmp_path: Path) -> None:
    # 纹章兽 狮子 Heraldic Beast Leo: "During the End Phase of the turn this card was Normal Summoned, destroy it. When
    # this card is sent to the GY: add 1 "Heraldic Beast" monster from your Deck to your hand, except "Heraldic Beast
    # Leo"" — Trigger Effects that must start (YGO CartasDeMonstruosDeEfecto.7, DeterminacionDelDano.45)…
    decks = 'deck = ["纹章兽 独角兽", "精灵剑士", "精灵剑士"]'
    _play(tmp_path, f'[setup.P1]\nhand = ["纹章兽 狮子"]\n{decks}\n[setup.P2]\n{decks}',
          '[[step]]\ndo = "summon 纹章兽 狮子"\n[[step]]\ndo = "end"\n[[step]]\ndo = "choose 纹章兽 独角兽"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = [], "P1.cementerio" = ["纹章兽 狮子"], "P1.mano" = ["纹章兽 独角兽"] } }')
    # … not when it was Special Summoned (死者苏生 Monster Reborn)
    _play(tmp_path, f'[setup.P1]\nhand = ["死者苏生"]\ngraveyard = ["纹章兽 狮子"]\n{decks}\n[setup.P2]\n{decks}',
          '[[step]]\ndo = "activate 死者苏生"\n[[step]]\ndo = "target 纹章兽 狮子"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\ndo = "end"\n[[step]]\nexpect = { acting = "P2", zones = { "P1.monstruos" = ["纹章兽 狮子"] } }')


@needs_cdb
def test_resonance_insect_sends_an_insect_when_banished(tmp_path: Path) -> None:
    # 共振虫 Resonance Insect: "If this card is banished: you can send 1 Insect monster from your Deck to the GY, except
    # "Resonance Insect"" — a Trigger Effect of the banished card (YGO CartasDeMonstruosDeEfecto.7, PalabrasClave.5).
    # 异次元的女战士 D.D. Warrior Lady banishes it after damage calculation (DeterminacionDelDano.36)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["异次元的女战士"]\n'
          '[setup.P2]\nmonsters = ["共振虫"]\ndeck = ["青眼白龙", "飞螳螂", "青眼白龙"]',
          '[[step]]\ndo = "attack 异次元的女战士 on 共振虫"\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { prompt = "disparar", acting = "P2" }\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { prompt = "elegir", legal = ["choose 飞螳螂"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose 飞螳螂"\n'
          '[[step]]\nexpect = { zones = { "P2.desterradas" = ["共振虫"], "P2.cementerio" = ["飞螳螂"] }, count = { "P2.mazo" = 2 } }')
    assert compile_text("monster", "effect", _text("共振虫")) is not None  # its whole text plays
    # D.D.破坏王 D.D. Destroyer: "When this card on the field is banished: …" — only from the field
    destroyer = compile_text("monster", "effect", _text("D.D.破坏王"))
    assert destroyer is not None and destroyer[0]["effects"][0].trigger == "banished_from_field"
