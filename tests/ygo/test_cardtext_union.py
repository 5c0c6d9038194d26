"""Union monsters (同盟) play by their text: once per turn in its controller's Main Phase a Union monster equips itself
to a face-up monster it names, or unequips and is Special Summoned; one Union per monster; destroyed instead of the
monster it equips; what it gives that monster while equipped. The classic rulebook has no Union section: the card's
text is the rule (YGO Cartas.2). Real cards of the shared cards.cdb (``cardtext.zh_union``, ``union_ops``)."""

from __future__ import annotations

from pathlib import Path

from engine.games.ygo.cardtext import WORDINGS, compile_text, unread
from engine.games.ygo.cardtext.zh_union import compile_union
from tests.ygo.test_cardtext import _play, needs_cdb

_WEAPON = "强化支援机械·重装武器"  # Heavy Weapon: Machine target, destroyed instead by battle or effect, +500 ATK/DEF
_EQUIPPED = (f'[setup.P1]\nmonsters = ["机械猎手"]\n'
             f'spells = [{{ card = "{_WEAPON}", face_up = true, equip_to = "机械猎手" }}]')


@needs_cdb
def test_heavy_weapon_equips_a_machine_once_per_turn_and_is_summoned_back(tmp_path: Path) -> None:
    # YGO Cartas.2 (its text: "①：1回合1次，…以自己场上1只机械族怪兽为对象，把这张卡当作装备卡使用给那只怪兽装备…
    # ●装备的这张卡特殊召唤。②：装备怪兽的攻击力·守备力上升500。"); CartasMagicas.8: it equips a face-up monster
    _play(tmp_path, f'[setup.P1]\nmonsters = ["{_WEAPON}", "机械猎手", "青眼白龙"]',
          f'[[step]]\ndo = "activate {_WEAPON}"\n[[step]]\nexpect = {{ legal = ["target 机械猎手"], not_legal = ["target 青眼白龙"] }}\n'
          '[[step]]\ndo = "target 机械猎手"\n'
          f'[[step]]\nexpect = {{ zones = {{ "P1.magias" = ["{_WEAPON}"], "P1.monstruos" = ["机械猎手", "青眼白龙"] }}, '
          'cards = [{ card = "机械猎手", atk = 2350, def = 1300 }] }\n'
          f'[[step]]\nrefuse = "activate {_WEAPON} #2"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_an_equipped_union_is_special_summoned_in_the_position_chosen_and_not_equipped_again_that_turn(tmp_path: Path) -> None:
    # YGO Cartas.2 ("●装备的这张卡特殊召唤。"; "1回合1次": one of the two a turn), AreaDeJuego.4
    _play(tmp_path, _EQUIPPED,
          f'[[step]]\nexpect = {{ cards = [{{ card = "机械猎手", atk = 2350 }}] }}\n'
          f'[[step]]\ndo = "activate {_WEAPON} #2"\n[[step]]\ndo = "defense position"\n'
          f'[[step]]\nexpect = {{ zones = {{ "P1.magias" = [], "P1.monstruos" = ["机械猎手", "{_WEAPON}"] }}, '
          f'cards = [{{ card = "机械猎手", atk = 1850, def = 800 }}, {{ card = "{_WEAPON}", rotated = true }}] }}\n'
          f'[[step]]\nrefuse = "activate {_WEAPON}"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_a_union_is_destroyed_instead_of_the_monster_it_equips(tmp_path: Path) -> None:
    # YGO Cartas.2: "装备怪兽被战斗·效果破坏的场合，作为代替把这张卡破坏。" — Dark Hole destroys the others, not the Machine
    _play(tmp_path, _EQUIPPED + '\nhand = ["黑洞"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "activate 黑洞"\n'
          f'[[step]]\nexpect = {{ zones = {{ "P1.monstruos" = ["机械猎手"], "P2.monstruos" = [], "P1.magias" = [] }}, '
          f'cards = [{{ card = "机械猎手", atk = 1850 }}] }}')


@needs_cdb
def test_an_older_union_is_destroyed_instead_only_by_battle(tmp_path: Path) -> None:
    # 何者: "…装备怪兽的攻击力上升2500。（1只怪兽最多只能装备1张同盟。装备怪兽被战斗破坏的场合，这张卡代替破坏）" (Cartas.2)
    setup = ('[setup.P1]\nmonsters = ["他者"]\nspells = [{ card = "何者", face_up = true, equip_to = "他者" }]\n'
             '[setup.P2]\nmonsters = ["青眼白龙"]')
    _play(tmp_path, 'phase = "battle"\n' + setup,
          '[[step]]\nexpect = { cards = [{ card = "他者", atk = 2500, def = 0 }] }\n'
          '[[step]]\ndo = "attack 他者 on 青眼白龙"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["他者"], "P1.magias" = [], "P1.cementerio" = ["何者"] } }')
    _play(tmp_path, setup.replace('[setup.P2]', 'hand = ["黑洞"]\n[setup.P2]'), '[[step]]\ndo = "activate 黑洞"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = [], "P1.magias" = [] }, count = { "P1.cementerio" = 3 } }')


@needs_cdb
def test_this_one_equipped_to_that_one_raises_it_and_pierces(tmp_path: Path) -> None:
    # 此者: "当这张卡以自身效果变成装备卡时具有以下效果 ●装备怪兽的攻击力上升3000点。装备怪兽攻击守备表示的怪兽时，
    # 攻击力超出部分对对方造成战斗伤害。" (YGO Cartas.2): 彼者 100 + 3000 ATK against 机械猎手's 800 DEF
    setup = ('phase = "battle"\n[setup.P1]\nmonsters = ["彼者"]\nspells = [{ card = "此者", face_up = true, equip_to = "彼者" }]\n'
             '[setup.P2]\nmonsters = [{ card = "机械猎手", position = "defense" }]')
    _play(tmp_path, setup, '[[step]]\nexpect = { cards = [{ card = "彼者", atk = 3100, def = 100 }] }\n'
          '[[step]]\ndo = "attack 彼者 on 机械猎手"\n'
          '[[step]]\nexpect = { lives = { P1 = 8000, P2 = 5700 }, zones = { "P2.monstruos" = [] } }')


@needs_cdb
def test_gasoline_man_draws_when_the_monster_it_equips_destroys_one_by_battle(tmp_path: Path) -> None:
    # 汽油侠: "只在这个效果当作装备卡使用的场合，装备怪兽战斗破坏对方怪兽的场合，自己从卡组抽1张卡。" (YGO Cartas.2,
    # CartasDeMonstruosDeEfecto.7: a Trigger Effect with no "you can" starts by itself)
    setup = ('phase = "battle"\n[setup.P1]\nmonsters = ["机械猎手"]\ndeck = ["青眼白龙"]\n'
             'spells = [{ card = "汽油侠", face_up = true, equip_to = "机械猎手" }]\n[setup.P2]\nmonsters = ["突击兵"]')
    _play(tmp_path, setup, '[[step]]\ndo = "attack 机械猎手 on 突击兵"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = [], "P1.mano" = ["青眼白龙"], "P1.magias" = ["汽油侠"] } }')


@needs_cdb
def test_a_monster_carries_one_union_and_a_union_equips_only_the_monsters_it_names(tmp_path: Path) -> None:
    # "1只怪兽可以装备的同盟最多1张"; Y-龙头 equips only 「X-首领加农」 (YGO Cartas.2)
    _play(tmp_path, _EQUIPPED.replace('monsters = ["机械猎手"]', f'monsters = ["机械猎手", "{_WEAPON}"]'),
          f'[[step]]\nrefuse = "activate {_WEAPON}@P1.monstruos.2"\nrule = "YGO Cartas.2"')
    _play(tmp_path, '[setup.P1]\nmonsters = ["Y-龙头", "机械猎手", "X-首领加农"]',
          '[[step]]\ndo = "activate Y-龙头"\n[[step]]\nexpect = { legal = ["target X-首领加农"], not_legal = ["target 机械猎手"] }')


def test_union_texts_compile_with_their_procedure_and_the_rest() -> None:
    skeleton = ("1回合1次，自己的主要阶段时可以当作装备卡使用给自己场上的机械族怪兽装备，或者把装备解除以表侧攻击表示特殊召唤。"
                "（1只怪兽可以装备的同盟最多1张。装备怪兽被破坏的场合，作为代替把这张卡破坏。）")
    frame = "这张卡召唤成功时，可以从自己卡组把「机甲机械骨架」以外的1只名字带有「机甲」的怪兽加入手卡。" + skeleton
    compiled = compile_text("monster", "effect", frame)
    assert compiled is not None and "union" in compiled[1] and "search" in compiled[1]
    assert [e.ops[0].name for e in compiled[0]["effects"]][:2] == ["union_equip", "union_summon"]
    assert compiled[0]["effects"][1].ops[0].get("position") == "attack"  # "表侧攻击表示特殊召唤"
    assert "union_sub:any" in compiled[0]["keywords"]  # "装备怪兽被破坏的场合": battle or card effect
    assert compile_union("monster", "effect", skeleton.replace("（1只怪兽可以装备的同盟最多1张。装备怪兽被破坏的场合，作为代替把这张卡破坏。）", ""),
                         WORDINGS["zh"]) is None  # the older wording states its limits in the reminder
    assert unread("monster", "effect", skeleton + "装备怪兽不受对方的魔法卡的效果影响。")
    assert compile_text("spell", "equip", skeleton) is None
    tuner = ("①：1回合1次，可以从以下效果选择1个发动。\n●以自己场上1只表侧表示怪兽为对象，把这张卡当作装备卡使用给那只怪兽装备。"
             "装备怪兽被战斗·效果破坏的场合，作为代替把这张卡破坏。\n●装备的这张卡特殊召唤。\n②：装备怪兽当作调整使用，攻击力·守备力上升500。")
    torque = compile_text("monster", "effect", tuner)  # 扭力调整齿轮 Torque Tune Gear: no Synchro in the classic rules
    assert torque is not None and torque[1] == ("union", "union-boost")
    assert torque[0]["boost"].atk == torque[0]["boost"].defense == 500


@needs_cdb
def test_bots_play_union_monsters_and_their_games_replay() -> None:
    # the bots choose among the legal actions, the Union procedure's too, and the games replay identically
    from engine.core.deck import Deck, DeckEntry
    from engine.games.ygo.cdb import load_cdb
    from tests.ygo.test_bot_games import CDB, GAME, _play as play_bots

    cards = load_cdb(CDB)
    names = (_WEAPON, "Y-龙头", "Z-金属履带", "W-弹射飞翼", "X-首领加农", "V-喷气虎", "机械猎手", "何者", "他者",
             "机关炮装甲车", "钢铁魔人", "高科技狼", "突击兵", "黑洞")
    by_name = {card.name: card for card in cards if card.name in names}
    main = [DeckEntry(3, by_name[name]) for name in names[:-1]] + [DeckEntry(1, by_name["黑洞"])]
    deck = Deck("ygo", "unions", {"main": main})
    used = 0
    for seed in range(3):
        state, _ = play_bots([deck, deck], seed, ("greedy", "random"))
        used += sum(1 for action in state.history if action.kind == "activate" and action.cards
                    and "union" in getattr(state.defn(action.cards[0]), "keywords", ()))
    assert used > 0
