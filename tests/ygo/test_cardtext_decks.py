"""Clause families of the Structure and Starter decks' cards (issue 26): each plays a real card of
the shared cards.cdb that uses it, loaded from the card data (its Simplified Chinese text), in a
scenario, and a refusal naming the rule that forbids."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_reload_shuffles_the_hand_into_the_deck_and_draws_as_many(tmp_path: Path) -> None:
    # 上膛 Reload: "Send your entire hand to the Deck, then draw the same number of cards" (YGO Cartas.2);
    # a Quick-Play Spell played from the hand in the Main Phase (CartasMagicas.15)
    _play(tmp_path, '[setup.P1]\nhand = ["上膛", "青眼白龙", "黑魔术师"]\ndeck = ["精灵剑士", "精灵剑士", "精灵剑士"]',
          '[[step]]\ndo = "activate 上膛"\n[[step]]\nexpect = { count = { "P1.mano" = 2, "P1.mazo" = 3 }, '
          'zones = { "P1.cementerio" = ["上膛"] } }')
    # with nothing else in the hand it has nothing to do: refused (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["上膛"]\ndeck = ["精灵剑士"]',
          '[[step]]\nrefuse = "activate 上膛"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_magic_cylinder_negates_the_attack_and_burns_its_attackers_atk(tmp_path: Path) -> None:
    # 魔法筒 Magic Cylinder: "When an opponent's monster declares an attack: target the attacking monster;
    # negate the attack, and inflict damage to your opponent equal to its ATK" (YGO CuadroDeReferenciaRapida.9,
    # Cartas.2): the attacker is the only target, the attack does not go on
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙", "精灵剑士"]\n'
          '[setup.P2]\nspells = [{ card = "魔法筒", face_up = false }]\nmonsters = ["黑魔术师"]',
          '[[step]]\ndo = "attack 青眼白龙 on 黑魔术师"\n[[step]]\ndo = "P2: activate 魔法筒"\n'
          '[[step]]\nexpect = { legal = ["target 青眼白龙"], not_legal = ["target 精灵剑士", "target 黑魔术师"] }\n'
          '[[step]]\ndo = "P2: target 青眼白龙"\n'
          '[[step]]\nexpect = { lives = { P1 = 5000, P2 = 8000 }, zones = { "P2.monstruos" = ["黑魔术师"], "P2.cementerio" = ["魔法筒"] } }')
    # with no attack to answer it cannot be activated (CuadroDeReferenciaRapida.9)
    _play(tmp_path, 'turn_player = "P2"\n[setup.P2]\nspells = [{ card = "魔法筒", face_up = false }]\n[setup.P1]\nmonsters = ["青眼白龙"]',
          '[[step]]\nrefuse = "activate 魔法筒"\nrule = "YGO CuadroDeReferenciaRapida.9"')


@needs_cdb
def test_sakuretsu_armor_destroys_the_attacking_monster(tmp_path: Path) -> None:
    # 炸裂装甲 Sakuretsu Armor: "target the attacking monster; destroy that target" (YGO Cartas.2)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n'
          '[setup.P2]\nspells = [{ card = "炸裂装甲", face_up = false }]\nmonsters = ["黑魔术师"]',
          '[[step]]\ndo = "attack 青眼白龙 on 黑魔术师"\n[[step]]\ndo = "P2: activate 炸裂装甲"\n[[step]]\ndo = "P2: target 青眼白龙"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = [], "P1.cementerio" = ["青眼白龙"], "P2.monstruos" = ["黑魔术师"] }, '
          'lives = { P1 = 8000, P2 = 8000 } }')


@needs_cdb
def test_hurricane_returns_every_spell_and_trap_to_the_hand(tmp_path: Path) -> None:
    # 飓风 Giant Trunade: "Return all Spells and Traps on the field to the hand" — both sides, set or
    # face-up, not the monsters (YGO Cartas.2); with none but itself it is refused (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["飓风"]\nmonsters = ["青眼白龙"]\nspells = [{ card = "魔法筒", face_up = false }]\n'
          '[setup.P2]\nspells = [{ card = "炸裂装甲", face_up = false }]\nfield = ["暗黑地带"]',
          '[[step]]\ndo = "activate 飓风"\n[[step]]\nexpect = { zones = { "P1.mano" = ["魔法筒"], "P2.mano" = ["炸裂装甲", "暗黑地带"], '
          '"P1.monstruos" = ["青眼白龙"], "P1.cementerio" = ["飓风"] } }')
    _play(tmp_path, '[setup.P1]\nhand = ["飓风"]\nmonsters = ["青眼白龙"]',
          '[[step]]\nrefuse = "activate 飓风"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_dimension_magic_tributes_its_target_summons_a_spellcaster_and_may_destroy(tmp_path: Path) -> None:
    # 次元魔法 Magical Dimension: "If you control a Spellcaster: target 1 monster you control; Tribute it, and
    # Special Summon 1 Spellcaster from your hand, then you can destroy 1 monster on the field" (YGO Cartas.2,
    # PhasesDelJuego.31): the summon only after the Tribute; the destruction chosen, not targeted
    _play(tmp_path, '[setup.P1]\nhand = ["次元魔法", "黑魔术师", "青眼白龙"]\nmonsters = ["黑魔术少女"]\n'
          '[setup.P2]\nmonsters = ["精灵剑士", "青眼白龙"]',
          '[[step]]\ndo = "activate 次元魔法"\n[[step]]\ndo = "target 黑魔术少女"\n'
          '[[step]]\nexpect = { legal = ["choose 黑魔术师"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose 黑魔术师"\n[[step]]\ndo = "attack position"\n[[step]]\nexpect = { prompt = "disparar" }\n'
          '[[step]]\ndo = "yes"\n[[step]]\ndo = "choose 青眼白龙"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["黑魔术师"], "P2.monstruos" = ["精灵剑士"] }, '
          'contains = { "P1.cementerio" = ["黑魔术少女", "次元魔法"] } }')
    # without a Spellcaster on your field the condition fails (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["次元魔法", "黑魔术师"]\nmonsters = ["精灵剑士"]',
          '[[step]]\nrefuse = "activate 次元魔法"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_ryko_destroys_a_card_if_its_controller_wants_and_mills_three(tmp_path: Path) -> None:
    # 光道猎犬 雷光 Ryko: "FLIP: You can destroy 1 card on the field. Send the top 3 cards of your Deck to the GY"
    # (YGO CartasDeMonstruosDeEfecto.3): the destruction is asked, the mill is not
    deck = 'deck = ["精灵剑士", "精灵剑士", "精灵剑士", "青眼白龙"]'
    _play(tmp_path, f'[setup.P1]\nmonsters = [{{ card = "光道猎犬 雷光", face_up = false, position = "defense" }}]\n{deck}\n'
          '[setup.P2]\nfield = ["暗黑地带"]',
          '[[step]]\ndo = "flip 光道猎犬 雷光"\n[[step]]\ndo = "yes"\n[[step]]\ndo = "choose 暗黑地带"\n'
          '[[step]]\nexpect = { zones = { "P2.cementerio" = ["暗黑地带"] }, count = { "P1.mazo" = 1, "P1.cementerio" = 3 } }')
    _play(tmp_path, f'[setup.P1]\nmonsters = [{{ card = "光道猎犬 雷光", face_up = false, position = "defense" }}]\n{deck}\n'
          '[setup.P2]\nspells = [{ card = "炸裂装甲", face_up = false }]',
          '[[step]]\ndo = "flip 光道猎犬 雷光"\n[[step]]\ndo = "no"\n'
          '[[step]]\nexpect = { zones = { "P2.magias" = ["炸裂装甲"] }, count = { "P1.mazo" = 1, "P1.cementerio" = 3 } }')


@needs_cdb
def test_zero_gravity_changes_the_position_of_every_face_up_monster(tmp_path: Path) -> None:
    # 重力解除 Zero Gravity: "Change the battle positions of all face-up monsters on the field" (YGO Cartas.2),
    # a face-down one stays as it is; a Trap set this turn cannot be activated (CartasDeTrampa.1)
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "重力解除", face_up = false }]\nmonsters = ["青眼白龙"]\n'
          '[setup.P2]\nmonsters = [{ card = "黑魔术师", position = "defense" }, { card = "精灵剑士", face_up = false, position = "defense" }]',
          '[[step]]\ndo = "activate 重力解除"\n[[step]]\nexpect = { cards = [{ card = "青眼白龙", markers = ["defensa"] }, '
          '{ card = "黑魔术师", markers = ["ataque"] }, { card = "精灵剑士", markers = ["defensa"] }] }')
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "重力解除", face_up = false, set_this_turn = true }]\nmonsters = ["青眼白龙"]',
          '[[step]]\nrefuse = "activate 重力解除"\nrule = "YGO CartasDeTrampa.1"')


@needs_cdb
def test_draining_shield_negates_the_attack_and_gains_its_attackers_atk(tmp_path: Path) -> None:
    # 吸收盾 Draining Shield: "target the attacking monster; negate the attack, and if you do, gain LP equal to
    # its ATK" (YGO CuadroDeReferenciaRapida.9, Cartas.2)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["黑魔术师"]\n[setup.P2]\nspells = [{ card = "吸收盾", face_up = false }]',
          '[[step]]\ndo = "attack 黑魔术师"\n[[step]]\ndo = "P2: activate 吸收盾"\n[[step]]\ndo = "P2: target 黑魔术师"\n'
          '[[step]]\nexpect = { lives = { P1 = 8000, P2 = 10500 } }')
