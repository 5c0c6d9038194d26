"""Negations of an activation, modal effects and the clauses a card says of itself (issue 26): each plays a real card
of the shared cards.cdb that uses it, loaded from the card data (its Simplified Chinese text), in a scenario citing
the rule it follows, and a case where it must not happen."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_black_stone_of_legend_shuffles_a_red_eyes_into_the_deck_and_comes_back_to_the_hand(tmp_path: Path) -> None:
    # 传说的黑石 The Black Stone of Legend ②: "If this card is in your GY: target 1 Level 7 or lower "Red-Eyes" monster in
    # your GY; shuffle that monster into the Deck, and add this card from the GY to your hand" (YGO Cartas.2): used from
    # the Graveyard, it is seen by both players as it comes back
    _play(tmp_path, '[setup.P1]\ngraveyard = ["传说的黑石", "真红眼黑龙"]\ndeck = ["青眼白龙"]',
          '[[step]]\ndo = "activate 传说的黑石"\n[[step]]\ndo = "target 真红眼黑龙"\n'
          '[[step]]\nexpect = { zones = { "P1.mano" = ["传说的黑石"], "P1.cementerio" = [] }, '
          'contains = { "P1.mazo" = ["真红眼黑龙"] }, count = { "P1.mazo" = 2 } }')
    # with no "Red-Eyes" monster in the Graveyard there is nothing to target: it stays there
    _play(tmp_path, '[setup.P1]\ngraveyard = ["传说的黑石", "青眼白龙"]',
          '[[step]]\nrefuse = "activate 传说的黑石"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_seal_of_reflection_negates_a_monster_effect_or_a_spell_and_destroys_it(tmp_path: Path) -> None:
    # 反射之圣刻印: "Tribute 1 "Hieratic" monster you control; negate the activation of an Effect Monster's effect or a
    # Spell/Trap Card, and destroy it" (YGO CartasDeTrampa.7, Cadenas.15): the monster whose effect it negates is
    # destroyed and its effect does not resolve
    board = ('[setup.P1]\nmonsters = [{ card = "魔法操纵人偶", counters = { magia = 2 } }]\nhand = ["强欲之壶"]\n'
             'deck = ["青眼白龙", "黑魔术师"]\n'
             '[setup.P2]\nmonsters = ["神龙之圣刻印", "青眼白龙"]\nspells = [{ card = "反射之圣刻印", face_up = false }]')
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 魔法操纵人偶"\n[[step]]\ndo = "target 青眼白龙"\n'
          '[[step]]\ndo = "P2: activate 反射之圣刻印"\n[[step]]\ndo = "P2: choose 神龙之圣刻印"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = [], "P2.monstruos" = ["青眼白龙"] }, '
          'contains = { "P1.cementerio" = ["魔法操纵人偶"], "P2.cementerio" = ["反射之圣刻印", "神龙之圣刻印"] } }')
    # a Spell Card's activation too: Pot of Greed is destroyed and draws nothing
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\ndo = "P2: activate 反射之圣刻印"\n[[step]]\ndo = "P2: choose 神龙之圣刻印"\n'
          '[[step]]\nexpect = { count = { "P1.mano" = 0, "P1.mazo" = 2 }, contains = { "P1.cementerio" = ["强欲之壶"] } }')
    # an attack is no activation: it is not answered (CartasDeTrampa.7), though Magic Cylinder may be
    _play(tmp_path, 'phase = "battle"\n' + board.replace('spells = [', 'spells = [{ card = "魔法筒", face_up = false }, '),
          '[[step]]\ndo = "attack 魔法操纵人偶 on 神龙之圣刻印"\n[[step]]\nexpect = { acting = "P2", legal = ["activate 魔法筒"] }\n'
          '[[step]]\nrefuse = "P2: activate 反射之圣刻印"\nrule = "YGO CartasDeTrampa.7"')


@needs_cdb
def test_goblin_out_of_the_frying_pan_returns_the_negated_spell_to_its_owners_hand(tmp_path: Path) -> None:
    # 哥布林的敷衍了事: "Pay 500 LP. Negate the activation of a Spell Card, and return that card to its owner's hand" (YGO
    # Cartas.2 over CartasDeTrampa.7): Pot of Greed goes back to the hand, not to the Graveyard, and draws nothing
    board = ('[setup.P1]\nhand = ["强欲之壶"]\ndeck = ["青眼白龙", "黑魔术师", "精灵剑士"]\n'
             'spells = [{ card = "活死人的呼声", face_up = false }]\ngraveyard = ["青眼白龙"]\n'
             '[setup.P2]\nspells = [{ card = "哥布林的敷衍了事", face_up = false }]')
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\ndo = "P2: activate 哥布林的敷衍了事"\n'
          '[[step]]\nexpect = { zones = { "P1.mano" = ["强欲之壶"], "P1.cementerio" = ["青眼白龙"], "P2.cementerio" = ["哥布林的敷衍了事"] }, '
          'count = { "P1.mazo" = 3 }, lives = { P2 = 7500 } }')
    # a Trap Card's activation it does not answer (CartasDeTrampa.7), though Seven Tools of the Bandit may
    _play(tmp_path, board.replace('spells = [{ card = "哥布林', 'spells = [{ card = "盗贼的七道具", face_up = false }, { card = "哥布林'),
          '[[step]]\ndo = "activate 活死人的呼声"\n[[step]]\ndo = "target 青眼白龙"\n'
          '[[step]]\nexpect = { acting = "P2", legal = ["activate 盗贼的七道具"] }\n'
          '[[step]]\nrefuse = "P2: activate 哥布林的敷衍了事"\nrule = "YGO CartasDeTrampa.7"')


@needs_cdb
def test_a_counter_trap_returns_the_negated_trap_to_its_owners_deck(tmp_path: Path) -> None:
    # 反查: "When a Trap Card is activated: negate that activation, and return that card to its owner's Deck" (YGO Cartas.2
    # over CartasDeTrampa.7): Call of the Haunted summons nothing and is shuffled into P1's Deck
    board = ('[setup.P1]\nhand = ["强欲之壶"]\ndeck = ["黑魔术师", "精灵剑士"]\nspells = [{ card = "活死人的呼声", face_up = false }]\n'
             'graveyard = ["青眼白龙"]\n[setup.P2]\nspells = [{ card = "反查", face_up = false }]')
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 活死人的呼声"\n[[step]]\ndo = "target 青眼白龙"\n[[step]]\ndo = "P2: activate 反查"\n'
          ''
          '[[step]]\nexpect = { zones = { "P1.monstruos" = [], "P1.magias" = [], "P1.cementerio" = ["青眼白龙"], '
          '"P2.cementerio" = ["反查"] }, contains = { "P1.mazo" = ["活死人的呼声"] }, count = { "P1.mazo" = 3 } }')
    # a Spell Card's activation it does not answer (CartasDeTrampa.7), though Magic Jammer may
    _play(tmp_path, board.replace('spells = [{ card = "反查"', 'hand = ["山"]\nspells = [{ card = "魔法干扰阵", face_up = false }, { card = "反查"'),
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\nexpect = { acting = "P2", legal = ["activate 魔法干扰阵"] }\n'
          '[[step]]\nrefuse = "P2: activate 反查"\nrule = "YGO CartasDeTrampa.7"')


@needs_cdb
def test_wind_up_kitten_kin_returns_a_monster_once_while_it_stays_face_up(tmp_path: Path) -> None:
    # 发条猫咪: "During your Main Phase: target 1 monster your opponent controls; return it to the hand. This effect can
    # only be used once while this card is face-up on the field" (YGO Cartas.2 over CartasDeMonstruosDeEfecto.1): not
    # again in a later turn, but again once it was turned face-down (Book of Moon) and flipped face-up
    _play(tmp_path, '[setup.P1]\nmonsters = ["发条猫咪"]\nhand = ["月之书"]\ndeck = ["精灵剑士", "精灵剑士"]\n'
          '[setup.P2]\nmonsters = ["青眼白龙", "黑魔术师"]\ndeck = ["精灵剑士", "精灵剑士"]',
          '[[step]]\ndo = "activate 发条猫咪"\n[[step]]\ndo = "target 青眼白龙"\n[[step]]\ndo = "pass"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = ["黑魔术师"], "P2.mano" = ["青眼白龙"] } }\n'
          '[[step]]\ndo = "end"\n[[step]]\ndo = "P2: end"\n'
          '[[step]]\nrefuse = "activate 发条猫咪"\nrule = "YGO Cartas.2"\n'
          '[[step]]\ndo = "activate 月之书"\n[[step]]\ndo = "target 发条猫咪"\n'
          '[[step]]\ndo = "end"\n[[step]]\ndo = "P2: end"\n[[step]]\ndo = "flip 发条猫咪"\n'
          '[[step]]\ndo = "activate 发条猫咪"\n[[step]]\ndo = "target 黑魔术师"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = [] }, contains = { "P2.mano" = ["黑魔术师", "青眼白龙"] } }')


@needs_cdb
def test_armor_break_negates_only_an_equip_spell(tmp_path: Path) -> None:
    # 铠甲破坏 Armor Break: "Negate the activation of an Equip Spell Card, and destroy it" (YGO CartasDeTrampa.7,
    # CartasMagicas.8): Legendary Sword is destroyed and equips nothing; Pot of Greed it does not answer
    board = ('[setup.P1]\nhand = ["传说之剑", "强欲之壶"]\nmonsters = ["精灵剑士"]\ndeck = ["青眼白龙", "黑魔术师"]\n'
             '[setup.P2]\nhand = ["山"]\nspells = [{ card = "铠甲破坏", face_up = false }, { card = "魔法干扰阵", face_up = false }]')
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 传说之剑"\n[[step]]\ndo = "target 精灵剑士"\n[[step]]\ndo = "P2: activate 铠甲破坏"\n'
          '[[step]]\nexpect = { zones = { "P1.magias" = [], "P1.cementerio" = ["传说之剑"], "P2.cementerio" = ["铠甲破坏"] }, '
          'cards = [{ card = "精灵剑士", atk = 1400 }] }')
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\nexpect = { acting = "P2", legal = ["activate 魔法干扰阵"] }\n'
          '[[step]]\nrefuse = "P2: activate 铠甲破坏"\nrule = "YGO CartasDeTrampa.7"')


@needs_cdb
def test_herald_of_perfection_answers_only_the_opponent_and_troop_dragon_summons_in_answer(tmp_path: Path) -> None:
    # 神光之宣告者 Herald of Perfection: "When your opponent activates a monster effect or Spell/Trap Card: send 1 Fairy
    # monster from your hand to the GY; negate the activation, and destroy it" — a monster's answer to a chain link is a
    # Quick Effect (YGO Cadenas.8–9, CartasDeMonstruosDeEfecto.6): Pot of Greed is destroyed and draws nothing
    board = ('[setup.P1]\nhand = ["强欲之壶"]\ndeck = ["青眼白龙", "黑魔术师"]\n'
             '[setup.P2]\nmonsters = ["神光之宣告者"]\nhand = ["封印之锁", "青眼白龙"]')
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\nexpect = { acting = "P2", legal = ["activate 神光之宣告者"] }\n'
          '[[step]]\ndo = "P2: activate 神光之宣告者"\n[[step]]\nexpect = { legal = ["choose 封印之锁"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "P2: choose 封印之锁"\n'
          '[[step]]\nexpect = { count = { "P1.mano" = 0, "P1.mazo" = 2 }, zones = { "P2.monstruos" = ["神光之宣告者"], "P2.mano" = ["青眼白龙"] }, '
          'contains = { "P1.cementerio" = ["强欲之壶"], "P2.cementerio" = ["封印之锁"] } }')
    # its controller's own Spell it does not answer (Cartas.2: "your opponent"), nor anything without a Fairy to send
    _play(tmp_path, board.replace('hand = ["强欲之壶"]\n', '').replace('monsters = ["神光之宣告者"]', 'monsters = ["神光之宣告者"]\n'
          'spells = [{ card = "活死人的呼声", face_up = false }]\ngraveyard = ["黑魔术师"]').replace('[setup.P1]', 'turn_player = "P2"\n[setup.P1]'),
          '[[step]]\ndo = "P2: activate 活死人的呼声"\n[[step]]\ndo = "P2: target 黑魔术师"\n'
          '[[step]]\nexpect = { not_legal = ["activate 神光之宣告者"] }')
    # 兵队龙: "Once per turn, when your opponent activates a Spell/Trap/monster effect: Special Summon 1 Level 2 or lower
    # Dragon monster from your Deck" — a Quick Effect that does not negate: Pot of Greed still draws
    _play(tmp_path, '[setup.P1]\nhand = ["强欲之壶"]\ndeck = ["青眼白龙", "黑魔术师"]\n'
          '[setup.P2]\nmonsters = ["兵队龙"]\ndeck = ["兵队龙", "青眼白龙"]',
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\ndo = "P2: activate 兵队龙"\n'
          '[[step]]\nexpect = { legal = ["choose 兵队龙"], not_legal = ["choose 青眼白龙"] }\n[[step]]\ndo = "P2: choose 兵队龙"\n'
          '[[step]]\ndo = "P2: defense position"\n'
          '[[step]]\nexpect = { count = { "P1.mano" = 2, "P2.monstruos" = 2 }, zones = { "P1.cementerio" = ["强欲之壶"] } }')


@needs_cdb
def test_dark_paladin_discards_to_negate_a_spell_while_face_up_on_the_field(tmp_path: Path) -> None:
    # 超魔导剑士-黑魔导剑士 Dark Paladin: "When a Spell Card is activated: discard 1 card; if this card is face-up on the field,
    # negate the activation, and destroy it" — a Quick Effect answering that activation (YGO Cadenas.8–9,
    # CartasDeMonstruosDeEfecto.6): Pot of Greed is destroyed and draws nothing
    board = ('[setup.P1]\nhand = ["强欲之壶"]\ndeck = ["青眼白龙", "黑魔术师"]\nspells = [{ card = "活死人的呼声", face_up = false }]\n'
             'graveyard = ["青眼白龙"]\n[setup.P2]\nmonsters = ["超魔导剑士-黑魔导剑士"]\nhand = ["山"]\n'
             'spells = [{ card = "盗贼的七道具", face_up = false }]')
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\ndo = "P2: activate 超魔导剑士-黑魔导剑士"\n[[step]]\ndo = "P2: choose 山"\n'
          '[[step]]\ndo = "pass"\n'
          '[[step]]\nexpect = { count = { "P1.mano" = 0, "P1.mazo" = 2 }, zones = { "P2.monstruos" = ["超魔导剑士-黑魔导剑士"] }, '
          'contains = { "P1.cementerio" = ["强欲之壶"], "P2.cementerio" = ["山"] } }')
    # a Trap Card's activation it does not answer (CartasDeTrampa.7), though Seven Tools of the Bandit may
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 活死人的呼声"\n[[step]]\ndo = "target 青眼白龙"\n'
          '[[step]]\nexpect = { acting = "P2", legal = ["activate 盗贼的七道具"] }\n'
          '[[step]]\nrefuse = "P2: activate 超魔导剑士-黑魔导剑士"\nrule = "YGO CartasDeTrampa.7"')


@needs_cdb
def test_hermits_poison_kin_is_activated_for_one_of_its_two_effects(tmp_path: Path) -> None:
    # 隐居者的猛毒药: "Activate 1 of these effects: ● Gain 1200 LP. ● Inflict 800 damage to your opponent" (YGO Cartas.2,
    # CartasMagicas.15): each is a way to activate it, chosen as it is activated; only that one resolves
    board = '[setup.P1]\nhand = ["隐居者的猛毒药"]'
    _play(tmp_path, board,
          '[[step]]\nexpect = { legal = ["activate 隐居者的猛毒药", "activate 隐居者的猛毒药 #2"] }\n'
          '[[step]]\ndo = "activate 隐居者的猛毒药"\n'
          '[[step]]\nexpect = { lives = { P1 = 9200, P2 = 8000 }, zones = { "P1.cementerio" = ["隐居者的猛毒药"] } }')
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 隐居者的猛毒药 #2"\n'
          '[[step]]\nexpect = { lives = { P1 = 8000, P2 = 7200 }, zones = { "P1.cementerio" = ["隐居者的猛毒药"] } }')
