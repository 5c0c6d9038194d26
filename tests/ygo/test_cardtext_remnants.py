"""Clause families of the last manual cards of the Structure and Starter decks (issue 26): each plays a
real card of the shared cards.cdb that uses it, loaded from the card data (its Simplified Chinese text), in a
scenario, with what it must not do."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_rapid_fire_magician_burns_for_each_normal_spell_its_controller_activates(tmp_path: Path) -> None:
    # 连弹之魔术师 Rapid-Fire Magician: "while face-up on the field, each time you activate a Normal Spell Card,
    # inflict 400 damage to your opponent" (YGO Cartas.2): after the Spell resolves, like Spell Absorption; not for
    # a Quick-Play Spell, nor for a Normal Spell whose activation is negated (Cadenas.6)
    _play(tmp_path, '[setup.P1]\nmonsters = ["连弹之魔术师"]\nhand = ["强欲之壶", "旋风", "强欲之壶"]\n'
          'deck = ["青眼白龙", "青眼白龙", "青眼白龙", "青眼白龙"]\n'
          '[setup.P2]\nhand = ["精灵剑士"]\nspells = [{ card = "王宫的通告", face_up = true }, { card = "魔法干扰阵", face_up = false }]',
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\ndo = "P2: pass"\n[[step]]\ndo = "pass"\n'
          '[[step]]\nexpect = { lives = { P1 = 8000, P2 = 7600 } }\n'
          '[[step]]\ndo = "activate 旋风"\n[[step]]\ndo = "target 王宫的通告"\n[[step]]\ndo = "P2: pass"\n'
          '[[step]]\nexpect = { lives = { P1 = 8000, P2 = 7600 }, contains = { "P2.cementerio" = ["王宫的通告"] } }\n'
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\ndo = "P2: activate 魔法干扰阵"\n[[step]]\ndo = "P2: choose 精灵剑士"\n'
          '[[step]]\nexpect = { lives = { P1 = 8000, P2 = 7600 } }')


@needs_cdb
def test_launcher_commander_raises_the_other_cyberse_monsters_and_tributes_one_to_destroy(tmp_path: Path) -> None:
    # 启动炮司令官 Launcher Commander: "while in the Monster Zone, the Cyberse monsters you control, except this card,
    # gain 300 ATK/DEF" (YGO Cartas.2): not itself, not a Spellcaster, not the opponent's Cyberse; "once per turn:
    # Tribute 1 Cyberse monster, target 1 face-up monster your opponent controls; destroy it" (the cost paid,
    # CartasDeMonstruosDeEfecto.6) — with the Tributed monster gone, its boost goes with it
    _play(tmp_path, '[setup.P1]\nmonsters = ["启动炮司令官", "数字机灵", "黑魔术师"]\n[setup.P2]\nmonsters = ["骑狮机兽", "青眼白龙"]',
          '[[step]]\nexpect = { cards = [{ card = "启动炮司令官", atk = 1700, def = 1200 }, { card = "数字机灵", atk = 1800, def = 300 }, '
          '{ card = "黑魔术师", atk = 2500 }, { card = "骑狮机兽", atk = 2000 }] }\n'
          '[[step]]\ndo = "activate 启动炮司令官"\n[[step]]\ndo = "target 青眼白龙"\n'
          '[[step]]\nexpect = { prompt = "coste", legal = ["choose 数字机灵", "choose 启动炮司令官"], not_legal = ["choose 黑魔术师"] }\n'
          '[[step]]\ndo = "choose 数字机灵"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["启动炮司令官", "黑魔术师"], "P2.monstruos" = ["骑狮机兽"] }, '
          'contains = { "P1.cementerio" = ["数字机灵"], "P2.cementerio" = ["青眼白龙"] } }\n'
          '[[step]]\nrefuse = "activate 启动炮司令官"\nrule = "YGO CartasDeMonstruosDeEfecto.1"')


@needs_cdb
def test_divine_wrath_discards_to_negate_a_monster_effect_and_destroy_the_monster(tmp_path: Path) -> None:
    # 天罚 Divine Wrath, a Counter Trap in the older wording: "Discard 1 card. Negate the activation of an Effect
    # Monster's effect, and destroy that monster" (YGO CartasDeTrampa.7, Cadenas.9): the cost paid as it is
    # activated; the negated effect does not resolve. A Spell's activation it does not answer (CartasDeTrampa.7)
    board = ('[setup.P1]\nmonsters = [{ card = "魔法操纵人偶", counters = { magia = 2 } }]\nhand = ["强欲之壶"]\n'
             'deck = ["青眼白龙", "黑魔术师"]\n'
             '[setup.P2]\nmonsters = ["青眼白龙"]\nhand = ["精灵剑士"]\nspells = [{ card = "天罚", face_up = false }, '
             '{ card = "魔法干扰阵", face_up = false }]')
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\nrefuse = "P2: activate 天罚"\nrule = "YGO CartasDeTrampa.7"\n'
          '[[step]]\ndo = "P2: pass"\n[[step]]\nexpect = { count = { "P1.mano" = 2, "P1.mazo" = 0 } }\n'
          '[[step]]\ndo = "activate 魔法操纵人偶"\n[[step]]\ndo = "target 青眼白龙"\n'
          '[[step]]\ndo = "P2: activate 天罚"\n[[step]]\ndo = "P2: choose 精灵剑士"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = [], "P2.monstruos" = ["青眼白龙"] }, '
          'contains = { "P1.cementerio" = ["魔法操纵人偶"], "P2.cementerio" = ["天罚", "精灵剑士"] } }')


@needs_cdb
def test_waboku_keeps_its_controllers_monsters_and_life_points_for_the_turn(tmp_path: Path) -> None:
    # 和睦的使者 Waboku: "this turn, your monsters cannot be destroyed by battle, and you take no battle damage" (YGO
    # Cartas.2 over DeterminacionDelDano.4–5, .10–11): activated as the attack is declared; the attacker's controller
    # is not sheltered — its monster losing a battle is destroyed and it takes the damage (DeterminacionDelDano.10–11)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙", "精灵剑士"]\n'
          '[setup.P2]\nmonsters = ["黑魔术师"]\nspells = [{ card = "和睦的使者", face_up = false }]',
          '[[step]]\ndo = "attack 青眼白龙 on 黑魔术师"\n[[step]]\ndo = "P2: activate 和睦的使者"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = ["黑魔术师"] }, lives = { P2 = 8000 }, contains = { "P2.cementerio" = ["和睦的使者"] } }\n'
          '[[step]]\ndo = "attack 精灵剑士 on 黑魔术师"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["青眼白龙"], "P2.monstruos" = ["黑魔术师"] }, lives = { P1 = 6900, P2 = 8000 } }')
    # without it, the same attack destroys the Dark Magician and deals 500 (DeterminacionDelDano.4–5)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n[setup.P2]\nmonsters = ["黑魔术师"]',
          '[[step]]\ndo = "attack 青眼白龙 on 黑魔术师"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = [] }, lives = { P2 = 7500 } }')


@needs_cdb
def test_supply_squad_draws_once_per_turn_when_its_controllers_monster_is_destroyed(tmp_path: Path) -> None:
    # 补给部队 Supply Squad, a Continuous Spell: "Once per turn, if a monster you control is destroyed by battle or
    # card effect: draw 1 card" — a Trigger Effect that must start (YGO Cartas.2, CartasMagicas.3): Dark Hole destroying
    # two of its controller's monsters draws one card, not two; the opponent's monster destroyed draws none
    deck = 'deck = ["青眼白龙", "黑魔术师", "精灵剑士"]\n'
    _play(tmp_path, f'[setup.P1]\nspells = [{{ card = "补给部队", face_up = true }}]\nhand = ["黑洞"]\n{deck}'
          'monsters = ["精灵剑士", "黑魔术少女"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "activate 黑洞"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = [], "P2.monstruos" = [] }, count = { "P1.mano" = 1, "P1.mazo" = 2 } }')
    _play(tmp_path, f'phase = "battle"\n[setup.P1]\nspells = [{{ card = "补给部队", face_up = true }}]\n{deck}'
          'monsters = ["青眼白龙", "精灵剑士"]\n[setup.P2]\nmonsters = ["黑魔术师", "黑魔术少女"]',
          '[[step]]\ndo = "attack 青眼白龙 on 黑魔术少女"\n[[step]]\nexpect = { count = { "P1.mano" = 0, "P1.mazo" = 3 } }\n'
          '[[step]]\ndo = "attack 精灵剑士 on 黑魔术师"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["青眼白龙"] }, count = { "P1.mano" = 1, "P1.mazo" = 2 } }')


@needs_cdb
def test_card_of_safe_return_may_draw_when_a_monster_in_your_graveyard_is_special_summoned(tmp_path: Path) -> None:
    # 生还的宝札 Card of Safe Return, a Continuous Spell: "When a monster in your GY is Special Summoned, you can draw
    # 1 card" (YGO Cartas.2, CartasMagicas.3): asked of its controller; a monster of the opponent's GY does not count
    board = ('[setup.P1]\nspells = [{ card = "生还的宝札", face_up = true }]\nhand = ["死者苏生"]\n'
             'deck = ["青眼白龙", "黑魔术师", "精灵剑士"]\ngraveyard = ["青眼白龙"]\n[setup.P2]\ngraveyard = ["黑魔术师"]')
    revive = '[[step]]\ndo = "activate 死者苏生"\n[[step]]\ndo = "target {0}"\n[[step]]\ndo = "attack position"\n'
    _play(tmp_path, board, revive.format("青眼白龙") + '[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["青眼白龙"] }, count = { "P1.mano" = 1, "P1.mazo" = 2 } }')
    _play(tmp_path, board, revive.format("青眼白龙") + '[[step]]\ndo = "no"\n[[step]]\nexpect = { count = { "P1.mano" = 0, "P1.mazo" = 3 } }')
    _play(tmp_path, board, revive.format("黑魔术师") +
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["黑魔术师"] }, count = { "P1.mano" = 0, "P1.mazo" = 3 } }')


@needs_cdb
def test_card_trader_may_shuffle_a_card_from_the_hand_into_the_deck_and_draw_in_the_standby_phase(tmp_path: Path) -> None:
    # 卡片商人 Card Trader, a Continuous Spell: "During your Standby Phase, you can shuffle 1 card from your hand into
    # the Deck, then draw 1 card. This effect can only be used once per turn" (YGO PhasesDelJuego.5, Cartas.2): offered
    # to its controller, the card picked as it resolves; with an empty hand it is not offered
    board = '[setup.P1]\nspells = [{ card = "卡片商人", face_up = true }]\ndeck = ["黑魔术师", "精灵剑士"]\n'
    _play(tmp_path, f'phase = "standby"\n{board}hand = ["青眼白龙"]',
          '[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { legal = ["choose 青眼白龙"] }\n[[step]]\ndo = "choose 青眼白龙"\n'
          '[[step]]\nexpect = { count = { "P1.mano" = 1, "P1.mazo" = 2 }, phase = "main1" }')
    _play(tmp_path, f'phase = "standby"\n{board}hand = ["青眼白龙"]',
          '[[step]]\ndo = "no"\n[[step]]\nexpect = { zones = { "P1.mano" = ["青眼白龙"] }, count = { "P1.mazo" = 2 }, phase = "main1" }')
    _play(tmp_path, f'phase = "standby"\n{board}',
          '[[step]]\nexpect = { count = { "P1.mano" = 0, "P1.mazo" = 2 }, phase = "main1" }')
