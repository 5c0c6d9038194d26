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
