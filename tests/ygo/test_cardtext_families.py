"""Clause families of the compiler (a slot of kind, side, Type, Attribute or Level read in one
piece): each plays a real card of the shared cards.cdb that uses it, loaded from the card data
(its Simplified Chinese text), in a scenario, and a refusal where a rule forbids."""

from __future__ import annotations

from pathlib import Path

from engine.games.ygo.cardtext import compile_text, unread
from tests.ygo.test_cardtext import _play, needs_cdb


def test_a_reminder_in_brackets_stays_with_its_sentence() -> None:
    # the '）' once listed as a missing template of its own: the bracket closes the sentence before it
    text = "①：这张卡不会被作为攻击对象。（自己场上只有这张卡存在的状态中对方的攻击变成对自己的直接攻击。）"
    assert unread("monster", "effect", text) == ["这张卡不会被作为攻击对象。",
                                                 "（自己场上只有这张卡存在的状态中对方的攻击变成对自己的直接攻击。）"]


def test_a_lasting_boost_names_its_monsters_and_lasts_only_while_the_card_does() -> None:
    compiled = compile_text("monster", "effect", "只要这张卡在场上表侧表示存在，自己场上表侧表示存在的鱼族·海龙族·水族怪兽的攻击力上升400。")
    assert compiled is not None
    boost = compiled[0]["boost"]
    assert (boost.atk, boost.defense, boost.side, boost.races) == (400, 0, "own", ("Pez", "Serpiente Marina", "Aqua"))
    # a monster's boost without "as long as this card is on the field" says nothing of when it applies
    assert compile_text("monster", "effect", "自己场上的战士族怪兽的攻击力上升400。") is None
    # "this card gains 400 ATK" is not a boost of the monsters on the field
    assert compile_text("monster", "effect", "只要这张卡在场上表侧表示存在，这张卡的攻击力上升400。") is None
    compiled = compile_text("spell", "field", "全部的暗属性的怪兽攻击力上升500，守备力下降400。")
    assert compiled is not None
    assert (compiled[0]["boost"].atk, compiled[0]["boost"].defense, compiled[0]["boost"].attributes) == (500, -400, ("OSCURIDAD",))


@needs_cdb
def test_spined_gillman_raises_your_fish_sea_serpent_and_aqua_monsters_while_face_up(tmp_path: Path) -> None:
    # YGO Cartas.2: "As long as this card is face-up on the field, Fish, Sea Serpent and Aqua monsters you
    # control gain 400 ATK" — itself included, not the opponent's, not while it is face-down
    _play(tmp_path, '[setup.P1]\nmonsters = ["刺鱼人", "大白鲨", "精灵剑士"]\n[setup.P2]\nmonsters = ["狂鱼"]',
          '[[step]]\nexpect = { cards = [{ card = "刺鱼人", atk = 1700 }, { card = "大白鲨", atk = 2000 }, '
          '{ card = "精灵剑士", atk = 1400 }, { card = "狂鱼", atk = 1600 }] }')
    _play(tmp_path, '[setup.P1]\nmonsters = [{ card = "刺鱼人", face_up = false, position = "defense" }, "大白鲨"]',
          '[[step]]\nexpect = { cards = [{ card = "大白鲨", atk = 1600 }] }')


@needs_cdb
def test_dark_zone_raises_dark_monsters_of_both_players_and_is_refused_in_the_opponents_turn(tmp_path: Path) -> None:
    # a Field Spell's lasting boost of every DARK monster (YGO CartasMagicas.12); set, it is activated only
    # in its controller's turn (CartasMagicas.13)
    _play(tmp_path, '[setup.P1]\nhand = ["暗黑地带"]\nmonsters = ["精灵剑士"]\n[setup.P2]\nmonsters = ["黑魔术师"]',
          '[[step]]\ndo = "activate 暗黑地带"\n[[step]]\nexpect = { zones = { "P1.campo_magico" = ["暗黑地带"] }, cards = ['
          '{ card = "黑魔术师", atk = 3000, def = 1700 }, { card = "精灵剑士", atk = 1400, def = 1200 }] }')
    _play(tmp_path, 'phase = "battle"\nturn_player = "P2"\n[setup.P1]\nfield = [{ card = "暗黑地带", face_up = false }]\n'
          'spells = [{ card = "邪神之大灾害", face_up = false }]\n[setup.P2]\nmonsters = ["黑魔术师"]',
          '[[step]]\ndo = "P2: attack 黑魔术师"\n[[step]]\nexpect = { acting = "P1" }\n'
          '[[step]]\nrefuse = "P1: activate 暗黑地带"\nrule = "YGO CartasMagicas.13"')


@needs_cdb
def test_dark_bat_a_flip_summon_trigger_and_not_a_normal_summon(tmp_path: Path) -> None:
    # "When this card is Flip Summoned: draw 1 card" (YGO CartasDeMonstruosDeEfecto.7): a Flip Summon starts
    # it, a Normal Summon does not (CartasDeMonstruosDeEfecto.4: a flip is not a Normal Summon)
    _play(tmp_path, '[setup.P1]\nmonsters = [{ card = "死亡骆驼", face_up = false, position = "defense" }]\ndeck = ["青眼白龙", "黑魔术师"]',
          '[[step]]\ndo = "flip 死亡骆驼"\n[[step]]\nexpect = { count = { "P1.mano" = 1, "P1.mazo" = 1 } }')
    _play(tmp_path, '[setup.P1]\nhand = ["死亡骆驼"]\ndeck = ["青眼白龙", "黑魔术师"]',
          '[[step]]\ndo = "summon 死亡骆驼"\n[[step]]\nexpect = { count = { "P1.mano" = 0, "P1.mazo" = 2 }, prompt = "principal" }')


@needs_cdb
def test_baphomet_searches_when_normal_or_flip_summoned(tmp_path: Path) -> None:
    # "When this card is Normal or Flip Summoned: you can add 1 "Berfomet" … from your Deck to your hand"
    for how in ('[setup.P1]\nhand = ["巴风特"]\nmonsters = ["精灵剑士"]', '[setup.P1]\nmonsters = [{ card = "巴风特", face_up = false, position = "defense" }]'):
        verb = "summon 巴风特 tributing 精灵剑士" if "hand" in how else "flip 巴风特"
        _play(tmp_path, how + '\ndeck = ["幻兽王 加泽尔", "青眼白龙"]',
              f'[[step]]\ndo = "{verb}"\n[[step]]\nexpect = {{ prompt = "disparar" }}\n[[step]]\ndo = "yes"\n'
              '[[step]]\ndo = "choose 幻兽王 加泽尔"\n[[step]]\nexpect = { zones = { "P1.mano" = ["幻兽王 加泽尔"] } }')


@needs_cdb
def test_boiler_man_an_older_summon_trigger_searches_a_level_2_monster_if_you_want(tmp_path: Path) -> None:
    # the older wording says no "activate": "When this card is Normal Summoned, you can add 1 Level 2
    # "Genex" monster from your Deck to your hand" — a Trigger Effect offered to its controller (YGO
    # CartasDeMonstruosDeEfecto.7), the Level slot exact (not the Level 1 or 4 "Genex")
    _play(tmp_path, '[setup.P1]\nhand = ["真次世代锅炉人"]\ndeck = ["真次世代破碎机", "真次世代先知", "真次世代涡轮人", "真次世代协调员"]',
          '[[step]]\ndo = "summon 真次世代锅炉人"\n[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { legal = ["choose 真次世代破碎机", "choose 真次世代协调员"], '
          'not_legal = ["choose 真次世代先知", "choose 真次世代涡轮人"] }\n'
          '[[step]]\ndo = "choose 真次世代破碎机"\n[[step]]\nexpect = { zones = { "P1.mano" = ["真次世代破碎机"] }, count = { "P1.mazo" = 3 } }')
    _play(tmp_path, '[setup.P1]\nhand = ["真次世代锅炉人"]\ndeck = ["真次世代破碎机"]',
          '[[step]]\ndo = "summon 真次世代锅炉人"\n[[step]]\ndo = "no"\n[[step]]\nexpect = { count = { "P1.mano" = 0, "P1.mazo" = 1 } }')


@needs_cdb
def test_poison_mummy_an_older_flip_effect_burns(tmp_path: Path) -> None:
    # "FLIP: Inflict 500 damage to your opponent" with no "activate" said (YGO CartasDeMonstruosDeEfecto.3)
    _play(tmp_path, '[setup.P1]\nmonsters = [{ card = "剧毒木乃伊", face_up = false, position = "defense" }]',
          '[[step]]\ndo = "flip 剧毒木乃伊"\n[[step]]\nexpect = { lives = { P1 = 8000, P2 = 7500 } }')


@needs_cdb
def test_warrior_elimination_destroys_only_face_up_warriors_and_needs_one(tmp_path: Path) -> None:
    # "Destroy all face-up Warrior monsters on the field": both sides, not a face-down one, not another Type;
    # with none there is nothing to activate it for (YGO Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["战士抹杀"]\nmonsters = ["精灵剑士", "黑魔术师"]\n'
          '[setup.P2]\nmonsters = ["精灵剑士", { card = "精灵剑士", face_up = false, position = "defense" }]',
          '[[step]]\ndo = "activate 战士抹杀"\n[[step]]\nexpect = { zones = { "P1.monstruos" = ["黑魔术师"] }, '
          'count = { "P2.monstruos" = 1, "P2.cementerio" = 1 }, contains = { "P1.cementerio" = ["精灵剑士", "战士抹杀"] } }')
    _play(tmp_path, '[setup.P1]\nhand = ["战士抹杀"]\nmonsters = ["黑魔术师"]\n'
          '[setup.P2]\nmonsters = [{ card = "精灵剑士", face_up = false, position = "defense" }]',
          '[[step]]\nrefuse = "activate 战士抹杀"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_gift_card_gives_the_opponent_life_points(tmp_path: Path) -> None:
    # "Your opponent gains 3000 LP"; a Trap set this turn cannot be activated (YGO CartasDeTrampa.1)
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "礼品卡", face_up = false }]',
          '[[step]]\ndo = "activate 礼品卡"\n[[step]]\nexpect = { lives = { P1 = 8000, P2 = 11000 }, zones = { "P1.cementerio" = ["礼品卡"] } }')
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "礼品卡", face_up = false, set_this_turn = true }]',
          '[[step]]\nrefuse = "activate 礼品卡"\nrule = "YGO CartasDeTrampa.1"')


@needs_cdb
def test_plasma_ball_is_destroyed_after_its_direct_attack_deals_damage(tmp_path: Path) -> None:
    # "This card can attack directly. When this card inflicts battle damage by a direct attack: destroy this
    # card" — the trigger starts on a direct attack only (YGO CartasDeMonstruosDeEfecto.7)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["等离子球"]\n[setup.P2]\nmonsters = ["黑魔术师"]',
          '[[step]]\ndo = "attack 等离子球"\n[[step]]\nexpect = { lives = { P2 = 7100 }, zones = { "P1.monstruos" = [], '
          '"P1.cementerio" = ["等离子球"] } }')
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["等离子球"]\n[setup.P2]\nmonsters = ["白海豚"]',
          '[[step]]\ndo = "attack 等离子球 on 白海豚"\n[[step]]\nexpect = { lives = { P2 = 7600 }, zones = { "P1.monstruos" = ["等离子球"] } }')
    # "you can" in a trigger the engine starts unasked stays unread
    assert compile_text("monster", "effect", "这张卡直接攻击给与对方基本分战斗伤害时，可以从自己卡组抽1张卡。") is None


@needs_cdb
def test_swarm_of_scarabs_an_older_line_holds_two_effects(tmp_path: Path) -> None:
    # "This card can be changed to face-down Defense Position once per turn. When this card is Flip
    # Summoned: destroy 1 monster your opponent controls" — one unnumbered line, two effects: an Ignition
    # Effect (YGO CartasDeMonstruosDeEfecto.1) and a Trigger Effect that starts on the Flip Summon (.7)
    _play(tmp_path, '[setup.P1]\nmonsters = ["圣甲虫群"]',
          '[[step]]\ndo = "activate 圣甲虫群"\n[[step]]\nexpect = { cards = [{ card = "圣甲虫群", markers = ["defensa"] }] }\n'
          # face-down it has nothing to activate at will: its Trigger waits for the Flip Summon (CartasDeMonstruosDeEfecto.3)
          '[[step]]\nrefuse = "activate 圣甲虫群"\nrule = "YGO CartasDeMonstruosDeEfecto.3"')
    _play(tmp_path, '[setup.P1]\nmonsters = [{ card = "圣甲虫群", face_up = false, position = "defense" }, "精灵剑士"]\n'
          '[setup.P2]\nmonsters = ["黑魔术师"]',
          '[[step]]\ndo = "flip 圣甲虫群"\n[[step]]\nexpect = { legal = ["target 黑魔术师"], not_legal = ["target 精灵剑士"] }\n'
          '[[step]]\ndo = "target 黑魔术师"\n[[step]]\nexpect = { zones = { "P2.monstruos" = [], "P2.cementerio" = ["黑魔术师"] } }')


@needs_cdb
def test_electric_snake_kin_a_direct_attack_discards_at_random(tmp_path: Path) -> None:
    # "When this card inflicts battle damage by a direct attack: your opponent discards 1 card at random"
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["电气金眼鲷"]\n[setup.P2]\nhand = ["青眼白龙", "黑魔术师"]',
          '[[step]]\ndo = "attack 电气金眼鲷"\n[[step]]\nexpect = { lives = { P2 = 7700 }, count = { "P2.mano" = 1, "P2.cementerio" = 1 } }')


@needs_cdb
def test_tremendous_fire_burns_both_players(tmp_path: Path) -> None:
    # "Inflict 1000 damage to your opponent, and 500 damage to yourself"; a Normal Spell is not activated in
    # the Battle Phase (YGO CartasMagicas.1)
    _play(tmp_path, '[setup.P1]\nhand = ["火炎地狱"]',
          '[[step]]\ndo = "activate 火炎地狱"\n[[step]]\nexpect = { lives = { P1 = 7500, P2 = 7000 } }')
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nhand = ["火炎地狱"]\nmonsters = ["精灵剑士"]',
          '[[step]]\nrefuse = "activate 火炎地狱"\nrule = "YGO CartasMagicas.1"')


@needs_cdb
def test_fossil_tusker_burns_after_destroying_a_monster_by_battle(tmp_path: Path) -> None:
    # "When this card destroys an opponent's monster by battle and sends it to the GY: inflict 400 damage"
    # (YGO CartasDeMonstruosDeEfecto.7, DeterminacionDelDano.15): after the battle damage, not on a direct
    # attack; a Trigger is not activated at will (CartasDeMonstruosDeEfecto.3)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["长毛兽化石"]\n[setup.P2]\nmonsters = ["精灵剑士"]',
          '[[step]]\ndo = "attack 长毛兽化石 on 精灵剑士"\n[[step]]\nexpect = { lives = { P2 = 7200 }, zones = { "P2.cementerio" = ["精灵剑士"] } }')
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["长毛兽化石"]',
          '[[step]]\ndo = "attack 长毛兽化石"\n[[step]]\nexpect = { lives = { P2 = 6200 } }')
    _play(tmp_path, '[setup.P1]\nmonsters = ["长毛兽化石"]',
          '[[step]]\nrefuse = "activate 长毛兽化石"\nrule = "YGO CartasDeMonstruosDeEfecto.3"')


@needs_cdb
def test_infernal_hound_kin_summons_a_fire_monster_with_200_or_less_def_after_a_battle(tmp_path: Path) -> None:
    # "… you can Special Summon 1 FIRE monster with 200 or less DEF from your Deck, except "X"": the ATK/DEF
    # slot of the filter; it is not offered when this card is the one destroyed
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["炎狱地狱犬"]\ndeck = ["火炎木人18", "火焰舞者", "长毛兽化石", "炎狱地狱犬"]\n'
          '[setup.P2]\nmonsters = ["精灵剑士"]',
          '[[step]]\ndo = "attack 炎狱地狱犬 on 精灵剑士"\n[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { legal = ["choose 火炎木人18"], not_legal = ["choose 火焰舞者", "choose 长毛兽化石", "choose 炎狱地狱犬"] }\n'
          '[[step]]\ndo = "choose 火炎木人18"\n[[step]]\ndo = "defense position"\n'
          '[[step]]\nexpect = { contains = { "P1.monstruos" = ["炎狱地狱犬", "火炎木人18"] }, count = { "P1.mazo" = 3 } }')
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["炎狱地狱犬"]\ndeck = ["火炎木人18"]\n[setup.P2]\nmonsters = ["黑魔术师"]',
          '[[step]]\ndo = "attack 炎狱地狱犬 on 黑魔术师"\n[[step]]\nexpect = { zones = { "P1.monstruos" = [] }, count = { "P1.mazo" = 1 } }')


@needs_cdb
def test_monster_reborn_targets_a_monster_in_either_graveyard(tmp_path: Path) -> None:
    # "Target 1 monster in either GY; Special Summon it to your field" (the where-slot of a target, YGO
    # PhasesDelJuego.31); with no monster in either Graveyard there is no target (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["死者苏生"]\ngraveyard = ["精灵剑士", "强欲之壶"]\n[setup.P2]\ngraveyard = ["青眼白龙"]',
          '[[step]]\ndo = "activate 死者苏生"\n[[step]]\nexpect = { legal = ["target 精灵剑士", "target 青眼白龙"], '
          'not_legal = ["target 强欲之壶"] }\n[[step]]\ndo = "target 青眼白龙"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["青眼白龙"], "P2.cementerio" = [] } }')
    _play(tmp_path, '[setup.P1]\nhand = ["死者苏生"]\ngraveyard = ["强欲之壶"]',
          '[[step]]\nrefuse = "activate 死者苏生"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_crane_crane_and_the_prophet_of_creation_target_by_level(tmp_path: Path) -> None:
    # the Level slot of a target: exactly Level 3 (Crane Crane, whose summoned monster has its effects
    # negated), Level 7 or higher (Prophet of Creation, its cost a discard)
    _play(tmp_path, '[setup.P1]\nhand = ["起重鹤"]\ngraveyard = ["根潭鱼人", "精灵剑士"]',
          '[[step]]\ndo = "summon 起重鹤"\n[[step]]\ndo = "yes"\n[[step]]\nexpect = { legal = ["target 根潭鱼人"], '
          'not_legal = ["target 精灵剑士"] }\n[[step]]\ndo = "target 根潭鱼人"\n[[step]]\ndo = "defense position"\n'
          '[[step]]\nexpect = { count = { "P1.monstruos" = 2 }, zones = { "P1.cementerio" = ["精灵剑士"] } }')
    _play(tmp_path, '[setup.P1]\nmonsters = ["创世之预言者"]\nhand = ["强欲之壶"]\ngraveyard = ["青眼白龙", "精灵剑士"]',
          '[[step]]\ndo = "activate 创世之预言者"\n[[step]]\nexpect = { legal = ["target 青眼白龙"], not_legal = ["target 精灵剑士"] }\n'
          '[[step]]\ndo = "target 青眼白龙"\n[[step]]\ndo = "choose 强欲之壶"\n'
          '[[step]]\nexpect = { zones = { "P1.mano" = ["青眼白龙"] }, contains = { "P1.cementerio" = ["强欲之壶", "精灵剑士"] } }')
    # with no card to discard its cost cannot be paid (YGO CartasDeMonstruosDeEfecto.6)
    _play(tmp_path, '[setup.P1]\nmonsters = ["创世之预言者"]\ngraveyard = ["青眼白龙"]',
          '[[step]]\nrefuse = "activate 创世之预言者"\nrule = "YGO CartasDeMonstruosDeEfecto.6"')


@needs_cdb
def test_deep_sea_scavenger_kin_chooses_a_spell_or_trap_and_destroys_it(tmp_path: Path) -> None:
    # the older "Tribute this card: choose 1 Spell/Trap on the field and destroy it" (选择场上1张魔法·陷阱卡破坏)
    _play(tmp_path, '[setup.P1]\nmonsters = ["深海清道鲎"]\n[setup.P2]\nmonsters = ["精灵剑士"]\nspells = [{ card = "木乃伊的呼声", face_up = true }]',
          '[[step]]\ndo = "activate 深海清道鲎"\n[[step]]\nexpect = { legal = ["target 木乃伊的呼声"], not_legal = ["target 精灵剑士"] }\n'
          '[[step]]\ndo = "target 木乃伊的呼声"\n[[step]]\nexpect = { zones = { "P2.magias" = [], "P1.cementerio" = ["深海清道鲎"] } }')


@needs_cdb
def test_dark_magic_attack_needs_a_face_up_dark_magician(tmp_path: Path) -> None:
    # "If you control "Dark Magician": destroy all Spells and Traps your opponent controls" — a face-up card
    # of that name on your side (the condition's name slot); face-down it does not count (YGO Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["黑·魔·导"]\nmonsters = ["黑魔术师"]\nspells = [{ card = "强欲之壶", face_up = false }]\n'
          '[setup.P2]\nspells = [{ card = "强欲之壶", face_up = false }, { card = "木乃伊的呼声", face_up = true }]',
          '[[step]]\ndo = "activate 黑·魔·导"\n[[step]]\nexpect = { count = { "P1.magias" = 1, "P2.magias" = 0, "P2.cementerio" = 2 } }')
    _play(tmp_path, '[setup.P1]\nhand = ["黑·魔·导"]\nmonsters = [{ card = "黑魔术师", face_up = false, position = "defense" }]\n'
          '[setup.P2]\nspells = [{ card = "强欲之壶", face_up = false }]\nmonsters = ["黑魔术师"]',
          '[[step]]\nrefuse = "activate 黑·魔·导"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_sages_stone_summons_dark_magician_while_you_control_dark_magician_girl(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nhand = ["贤者的宝石"]\nmonsters = ["黑魔术少女"]\ndeck = ["黑魔术师", "青眼白龙"]',
          '[[step]]\ndo = "activate 贤者的宝石"\n[[step]]\ndo = "choose 黑魔术师"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { contains = { "P1.monstruos" = ["黑魔术少女", "黑魔术师"] }, zones = { "P1.mazo" = ["青眼白龙"] } }')
    _play(tmp_path, '[setup.P1]\nhand = ["贤者的宝石"]\nmonsters = ["黑魔术师"]\ndeck = ["黑魔术师"]',
          '[[step]]\nrefuse = "activate 贤者的宝石"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_infernity_destroyer_burns_only_with_an_empty_hand(tmp_path: Path) -> None:
    # "If you have no cards in your hand, when this card destroys a monster by battle: inflict 1600 damage"
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["永火破坏王"]\n[setup.P2]\nmonsters = ["精灵剑士"]',
          '[[step]]\ndo = "attack 永火破坏王 on 精灵剑士"\n[[step]]\nexpect = { lives = { P2 = 5500 } }')
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nhand = ["强欲之壶"]\nmonsters = ["永火破坏王"]\n[setup.P2]\nmonsters = ["精灵剑士"]',
          '[[step]]\ndo = "attack 永火破坏王 on 精灵剑士"\n[[step]]\nexpect = { lives = { P2 = 7100 } }')


@needs_cdb
def test_scrap_goblin_kin_is_sent_from_the_hand_to_search(tmp_path: Path) -> None:
    # "During your Main Phase: you can send this card from your hand to the GY; add 1 "X" from your Deck to
    # your hand" — once per turn by name (YGO Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["垃圾食人魔", "垃圾食人魔"]\ndeck = ["垃圾王", "垃圾王", "青眼白龙"]',
          '[[step]]\ndo = "activate 垃圾食人魔"\n[[step]]\nexpect = { not_legal = ["choose 青眼白龙"] }\n[[step]]\ndo = "choose 垃圾王"\n'
          '[[step]]\nexpect = { contains = { "P1.mano" = ["垃圾王", "垃圾食人魔"], "P1.cementerio" = ["垃圾食人魔"] } }\n'
          '[[step]]\nrefuse = "activate 垃圾食人魔"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_yaksha_a_spirit_returns_a_spell_and_goes_back_to_the_hand_at_the_end_phase(tmp_path: Path) -> None:
    # "When this card is Normal Summoned or flipped face-up: you can choose 1 Spell/Trap your opponent controls
    # and return it to the hand"; a Spirit returns to the hand in the End Phase of the turn it was Normal
    # Summoned (YGO Cartas.2, CartasDeMonstruosDeEfecto.7); it cannot be Special Summoned
    _play(tmp_path, '[setup.P1]\nhand = ["夜叉"]\n[setup.P2]\nspells = [{ card = "木乃伊的呼声", face_up = true }]',
          '[[step]]\ndo = "summon 夜叉"\n[[step]]\ndo = "yes"\n[[step]]\ndo = "target 木乃伊的呼声"\n'
          '[[step]]\nexpect = { zones = { "P2.mano" = ["木乃伊的呼声"], "P1.monstruos" = ["夜叉"] } }\n'
          '[[step]]\ndo = "end"\n[[step]]\nexpect = { zones = { "P1.mano" = ["夜叉"], "P1.monstruos" = [] } }')
    # set face-down on an earlier turn and left alone, it stays
    _play(tmp_path, '[setup.P1]\nmonsters = [{ card = "夜叉", face_up = false, position = "defense" }]',
          '[[step]]\ndo = "end"\n[[step]]\nexpect = { zones = { "P1.monstruos" = ["夜叉"] } }')
    assert compile_text("monster", "effect", "召唤·反转的回合的结束阶段时回到持有者手卡。") is not None


@needs_cdb
def test_spellbook_magician_of_prophecy_searches_when_summoned_or_flipped(tmp_path: Path) -> None:
    # "If this card is Normal Summoned or flipped face-up: add 1 "Spellbook" Spell from your Deck to your hand"
    # — a flip by an attack too, applied after damage calculation (YGO CuadroDeReferenciaRapida.3)
    _play(tmp_path, '[setup.P1]\nhand = ["魔导书士 巴特尔"]\ndeck = ["奥义之魔导书", "青眼白龙", "魔导书士 巴特尔"]',
          '[[step]]\ndo = "summon 魔导书士 巴特尔"\n[[step]]\nexpect = { legal = ["choose 奥义之魔导书"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose 奥义之魔导书"\n[[step]]\nexpect = { zones = { "P1.mano" = ["奥义之魔导书"] } }')
    _play(tmp_path, 'phase = "battle"\nturn_player = "P2"\n[setup.P1]\nmonsters = [{ card = "魔导书士 巴特尔", face_up = false, position = "defense" }]\n'
          'deck = ["奥义之魔导书"]\n[setup.P2]\nmonsters = ["精灵剑士"]',
          '[[step]]\ndo = "P2: attack 精灵剑士 on @P1.monstruos.1"\n[[step]]\ndo = "P1: choose 奥义之魔导书"\n'
          '[[step]]\nexpect = { zones = { "P1.mano" = ["奥义之魔导书"], "P1.cementerio" = ["魔导书士 巴特尔"] } }')


@needs_cdb
def test_dark_factory_of_mass_production_targets_two_normal_monsters(tmp_path: Path) -> None:
    # "Target 2 Normal Monsters in your GY; add them to your hand": two targets chosen on activation, each
    # once; with one there are not enough targets (YGO Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["暗之量产工厂"]\ngraveyard = ["精灵剑士", "根潭鱼人", "长毛兽化石"]',
          '[[step]]\ndo = "activate 暗之量产工厂"\n[[step]]\nexpect = { legal = ["target 精灵剑士", "target 根潭鱼人"], '
          'not_legal = ["target 长毛兽化石"] }\n[[step]]\ndo = "target 精灵剑士"\n'
          '[[step]]\nexpect = { legal = ["target 根潭鱼人"], not_legal = ["target 精灵剑士"] }\n[[step]]\ndo = "target 根潭鱼人"\n'
          '[[step]]\nexpect = { zones = { "P1.mano" = ["精灵剑士", "根潭鱼人"] }, contains = { "P1.cementerio" = ["长毛兽化石", "暗之量产工厂"] } }')
    _play(tmp_path, '[setup.P1]\nhand = ["暗之量产工厂"]\ngraveyard = ["精灵剑士", "长毛兽化石"]',
          '[[step]]\nrefuse = "activate 暗之量产工厂"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_burning_algae_gives_the_opponent_life_points_when_sent_to_the_graveyard(tmp_path: Path) -> None:
    # the older "When this card is sent to the GY: your opponent gains 1000 LP" (当这张卡被送去墓地时), from the
    # Deck too (YGO DeterminacionDelDano.38)
    _play(tmp_path, '[setup.P1]\nhand = ["愚蠢的埋葬"]\ndeck = ["燃藻", "青眼白龙"]',
          '[[step]]\ndo = "activate 愚蠢的埋葬"\n[[step]]\ndo = "choose 燃藻"\n[[step]]\nexpect = { lives = { P1 = 8000, P2 = 9000 } }')


@needs_cdb
def test_a_card_chosen_in_the_opponents_graveyard_is_shuffled_into_their_deck(tmp_path: Path) -> None:
    # 愚蠢的转生: "choose 1 card in your opponent's GY; return it to the Deck" — shuffled into its owner's Deck;
    # with nothing in that Graveyard there is no target (YGO Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["愚蠢的转生"]\ngraveyard = ["精灵剑士"]\n[setup.P2]\ngraveyard = ["青眼白龙"]\ndeck = ["黑魔术师"]',
          '[[step]]\ndo = "activate 愚蠢的转生"\n[[step]]\nexpect = { legal = ["target 青眼白龙"], not_legal = ["target 精灵剑士"] }\n'
          '[[step]]\ndo = "target 青眼白龙"\n[[step]]\nexpect = { zones = { "P2.cementerio" = [] }, count = { "P2.mazo" = 2 }, '
          'contains = { "P1.cementerio" = ["精灵剑士", "愚蠢的转生"] } }')
    _play(tmp_path, '[setup.P1]\nhand = ["愚蠢的转生"]\ngraveyard = ["精灵剑士"]',
          '[[step]]\nrefuse = "activate 愚蠢的转生"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_silver_gadget_summons_a_level_4_machine_from_the_hand(tmp_path: Path) -> None:
    # the filter's "Type·Level" slot (机械族·4星怪兽): a Level 4 Machine, not a Level 3 one
    _play(tmp_path, '[setup.P1]\nhand = ["银色零件", "机械军曹", "三轮车人"]',
          '[[step]]\ndo = "summon 银色零件"\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { legal = ["choose 机械军曹"], not_legal = ["choose 三轮车人"] }\n[[step]]\ndo = "choose 机械军曹"\n'
          '[[step]]\ndo = "defense position"\n[[step]]\nexpect = { zones = { "P1.mano" = ["三轮车人"] }, count = { "P1.monstruos" = 2 } }')


@needs_cdb
def test_tricular_summons_bicular_from_the_hand_or_the_deck_when_destroyed_by_battle(tmp_path: Path) -> None:
    # the zones slot "from your hand or Deck" (从自己的手卡或者卡组): either one
    for where, rest in (('hand = ["二轮车人"]\ndeck = ["青眼白龙"]', '"P1.mano" = []'), ('deck = ["二轮车人", "青眼白龙"]', '"P1.mazo" = ["青眼白龙"]')):
        _play(tmp_path, f'phase = "battle"\nturn_player = "P2"\n[setup.P1]\nmonsters = ["三轮车人"]\n{where}\n[setup.P2]\nmonsters = ["精灵剑士"]',
              '[[step]]\ndo = "P2: attack 精灵剑士 on 三轮车人"\n[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "P1: yes"\n[[step]]\nexpect = { not_legal = ["choose 青眼白龙"] }\n'
              '[[step]]\ndo = "P1: choose 二轮车人"\n[[step]]\ndo = "P1: defense position"\n'
              f'[[step]]\nexpect = {{ zones = {{ "P1.monstruos" = ["二轮车人"], "P1.cementerio" = ["三轮车人"], {rest} }} }}')
