"""Counter Traps that negate a Summon (issue 26, ``summon_negation`` and ``cardtext.zh_summon_negate``): each plays a
real card of the shared cards.cdb, loaded from the card data (its Simplified Chinese text), in a scenario citing the
rule it follows (YGO CartasDeTrampa.7: Counter Traps answer the Summon of monsters), and a case where it must not
happen. A negated Summon never happened: the monster's "when Summoned" effects do not start, nothing answers its
Summon, and a Normal Summon stays used."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb

#: P2 may Normal Summon Gem-Armadillo (a "when Normal Summoned" search) or Special Summon Cyber Dragon by its
#: procedure; P1 has a Counter Trap set.
_BOARD = ('turn_player = "P2"\n[setup.P1]\nmonsters = ["青眼白龙"]\nspells = [{{ card = "{trap}", face_up = false }}]\n'
          '[setup.P2]\nhand = ["宝石犰狳", "电子龙", "死者苏生"]\ndeck = ["宝石骑士·青玉"]\ngraveyard = ["黑魔术师"]')


@needs_cdb
def test_horn_of_heaven_negates_a_normal_summon_which_never_happened(tmp_path: Path) -> None:
    # 升天之角笛 Horn of Heaven: "Tribute 1 monster you control. Negate the Summon of a monster, and destroy it" (YGO
    # CartasDeTrampa.7): Gem-Armadillo is destroyed before it is summoned, so its search does not start, and the Normal
    # Summon of the turn stays used (PhasesDelJuego.11)
    _play(tmp_path, _BOARD.format(trap="升天之角笛"),
          '[[step]]\ndo = "P2: summon 宝石犰狳"\n[[step]]\nexpect = { acting = "P1", legal = ["activate 升天之角笛"] }\n'
          '[[step]]\ndo = "P1: activate 升天之角笛"\n[[step]]\ndo = "P1: choose 青眼白龙"\n'
          '[[step]]\nexpect = { prompt = "principal", acting = "P2", zones = { "P2.monstruos" = [], "P1.monstruos" = [] }, '
          'contains = { "P2.cementerio" = ["宝石犰狳"], "P1.cementerio" = ["升天之角笛", "青眼白龙"] }, count = { "P2.mazo" = 1 } }\n'
          '[[step]]\nrefuse = "P2: set 电子龙"\nrule = "YGO PhasesDelJuego.11"')


@needs_cdb
def test_horn_of_heaven_negates_a_special_summon_by_a_procedure_and_not_one_by_an_effect(tmp_path: Path) -> None:
    # Cyber Dragon's "if only your opponent controls a monster, you can Special Summon this card from your hand" starts
    # no chain: while it is being summoned the Counter Trap may negate it (YGO CartasDeTrampa.7); it is destroyed and
    # never was Special Summoned
    _play(tmp_path, _BOARD.format(trap="升天之角笛"),
          '[[step]]\ndo = "P2: activate 电子龙"\n[[step]]\ndo = "P2: attack position"\n'
          '[[step]]\nexpect = { acting = "P1", legal = ["activate 升天之角笛"] }\n'
          '[[step]]\ndo = "P1: activate 升天之角笛"\n[[step]]\ndo = "P1: choose 青眼白龙"\n'
          '[[step]]\nexpect = { prompt = "principal", acting = "P2", zones = { "P2.monstruos" = [] }, '
          'contains = { "P2.cementerio" = ["电子龙"] } }')
    # Monster Reborn Special Summons as it resolves: no moment of "being summoned" for a Counter Trap to answer
    _play(tmp_path, _BOARD.format(trap="升天之角笛"),
          '[[step]]\ndo = "P2: activate 死者苏生"\n[[step]]\ndo = "P2: target 黑魔术师"\n'
          '[[step]]\ndo = "P2: attack position"\n'
          '[[step]]\nexpect = { prompt = "principal", acting = "P2", zones = { "P2.monstruos" = ["黑魔术师"] } }')


@needs_cdb
def test_black_horn_of_heaven_negates_only_an_opponents_special_summon(tmp_path: Path) -> None:
    # 升天之黑角笛 Black Horn of Heaven: "Negate the Special Summon of 1 opponent's monster, and destroy it" (YGO
    # CartasDeTrampa.7): Cyber Dragon's procedure is negated
    board = _BOARD.format(trap="升天之黑角笛")
    _play(tmp_path, board,
          '[[step]]\ndo = "P2: activate 电子龙"\n[[step]]\ndo = "P2: attack position"\n'
          '[[step]]\ndo = "P1: activate 升天之黑角笛"\n'
          '[[step]]\nexpect = { acting = "P2", zones = { "P2.monstruos" = [] }, contains = { "P2.cementerio" = ["电子龙"] } }')
    # a Normal Summon it does not negate (Cartas.2), though Horn of Heaven may
    _play(tmp_path, board.replace('spells = [', 'spells = [{ card = "升天之角笛", face_up = false }, '),
          '[[step]]\ndo = "P2: summon 宝石犰狳"\n[[step]]\nexpect = { acting = "P1", legal = ["activate 升天之角笛"] }\n'
          '[[step]]\nrefuse = "P1: activate 升天之黑角笛"\nrule = "YGO Cartas.2"')
    # nor its controller's own Special Summon (CartasDeTrampa.7): with nothing else to answer it, nobody is asked
    _play(tmp_path, 'turn_player = "P1"\n[setup.P1]\nhand = ["电子龙"]\nspells = [{ card = "升天之黑角笛", face_up = false }]\n'
          '[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "activate 电子龙"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { prompt = "principal", acting = "P1", zones = { "P1.monstruos" = ["电子龙"] } }')


@needs_cdb
def test_a_counter_trap_returns_the_monster_whose_summon_it_negates_to_the_hand(tmp_path: Path) -> None:
    # 反冲: "Negate the Normal or Flip Summon of a monster, and return that monster to its owner's hand" (YGO Cartas.2
    # over CartasDeTrampa.7): Gem-Armadillo goes back to the hand, not summoned, the Normal Summon used
    board = _BOARD.format(trap="反冲")
    _play(tmp_path, board,
          '[[step]]\ndo = "P2: summon 宝石犰狳"\n[[step]]\ndo = "P1: activate 反冲"\n'
          '[[step]]\nexpect = { acting = "P2", zones = { "P2.monstruos" = [] }, contains = { "P2.mano" = ["宝石犰狳"] }, '
          'count = { "P2.mazo" = 1 } }\n'
          '[[step]]\nrefuse = "P2: summon 宝石犰狳"\nrule = "YGO PhasesDelJuego.11"')
    # a Special Summon it does not negate: nobody is asked, Cyber Dragon is summoned
    _play(tmp_path, board,
          '[[step]]\ndo = "P2: activate 电子龙"\n[[step]]\ndo = "P2: attack position"\n'
          '[[step]]\nexpect = { prompt = "principal", acting = "P2", zones = { "P2.monstruos" = ["电子龙"] } }')


@needs_cdb
def test_chaos_trap_hole_banishes_a_light_monster_being_summoned_and_not_an_earth_one(tmp_path: Path) -> None:
    # 混沌落穴 Chaos Trap Hole: "Pay 2000 LP. Negate the Summon of a LIGHT or DARK monster, and banish it" (YGO
    # CartasDeTrampa.7, Cartas.2): Cyber Dragon (LIGHT) is banished
    board = _BOARD.format(trap="混沌落穴")
    _play(tmp_path, board,
          '[[step]]\ndo = "P2: activate 电子龙"\n[[step]]\ndo = "P2: attack position"\n[[step]]\ndo = "P1: activate 混沌落穴"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = [], "P2.desterradas" = ["电子龙"] }, lives = { P1 = 6000 } }')
    # Gem-Armadillo is EARTH: refused (Cartas.2), though Horn of Heaven may negate it
    _play(tmp_path, board.replace('spells = [', 'spells = [{ card = "升天之角笛", face_up = false }, '),
          '[[step]]\ndo = "P2: summon 宝石犰狳"\n[[step]]\nrefuse = "P1: activate 混沌落穴"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_solemn_judgment_pays_half_the_life_points_to_negate_a_summon_or_a_spell(tmp_path: Path) -> None:
    # 神之宣告 Solemn Judgment: "You can pay half your LP; activate 1 of these effects: ● when a Spell/Trap Card is
    # activated: negate the activation, and destroy it ● when a monster would be Summoned: negate the Summon, and
    # destroy it" (YGO CartasDeTrampa.7, CartasDeMonstruosDeEfecto.6: the cost paid as it is activated)
    board = _BOARD.format(trap="神之宣告").replace('hand = ["宝石犰狳"', 'hand = ["强欲之壶", "宝石犰狳"')
    _play(tmp_path, board,
          '[[step]]\ndo = "P2: summon 宝石犰狳"\n[[step]]\ndo = "P1: activate 神之宣告 #2"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = [] }, contains = { "P2.cementerio" = ["宝石犰狳"] }, '
          'lives = { P1 = 4000 }, count = { "P2.mazo" = 1 } }')
    _play(tmp_path, board,
          '[[step]]\ndo = "P2: activate 强欲之壶"\n[[step]]\ndo = "P1: activate 神之宣告"\n'
          '[[step]]\nexpect = { contains = { "P2.cementerio" = ["强欲之壶"] }, count = { "P2.mazo" = 1 }, lives = { P1 = 4000 } }')


@needs_cdb
def test_solemn_strike_negates_a_special_summon_and_not_a_normal_summon(tmp_path: Path) -> None:
    # 神之通告 Solemn Strike: "You can pay 1500 LP; ● … ● when a monster would be Special Summoned: negate the Special
    # Summon, and destroy it" (YGO CartasDeTrampa.7)
    board = _BOARD.format(trap="神之通告")
    _play(tmp_path, board,
          '[[step]]\ndo = "P2: activate 电子龙"\n[[step]]\ndo = "P2: attack position"\n[[step]]\ndo = "P1: activate 神之通告 #2"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = [] }, contains = { "P2.cementerio" = ["电子龙"] }, lives = { P1 = 6500 } }')
    # a Normal Summon it does not answer: nobody is asked, and Gem-Armadillo's search is offered
    _play(tmp_path, board,
          '[[step]]\ndo = "P2: summon 宝石犰狳"\n[[step]]\nexpect = { prompt = "disparar", acting = "P2" }')


@needs_cdb
def test_x_saber_pitfall_needs_an_x_saber(tmp_path: Path) -> None:
    # 剑之落穴: "If you control an "X-Saber" monster, when a monster would be Summoned: negate the Summon, and destroy
    # it" (YGO Cartas.2: the condition its text states, CartasDeTrampa.7)
    board = _BOARD.format(trap="剑之落穴")
    _play(tmp_path, board.replace('spells = [', 'spells = [{ card = "升天之角笛", face_up = false }, '),
          '[[step]]\ndo = "P2: summon 宝石犰狳"\n[[step]]\nrefuse = "P1: activate 剑之落穴"\nrule = "YGO Cartas.2"')
    _play(tmp_path, board.replace('monsters = ["青眼白龙"]', 'monsters = ["X-剑士 安娜佩瑞拉"]'),
          '[[step]]\ndo = "P2: summon 宝石犰狳"\n[[step]]\ndo = "P1: activate 剑之落穴"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = [] }, contains = { "P2.cementerio" = ["宝石犰狳"] } }')


@needs_cdb
def test_solemn_warning_negates_an_activation_that_special_summons_and_not_another(tmp_path: Path) -> None:
    # 神之警告 Solemn Warning: "You can pay 2000 LP; ● when a card or effect is activated that includes Special Summoning
    # a monster: negate the activation, and destroy it ● …" (YGO CartasDeTrampa.7): Monster Reborn is negated and
    # summons nothing
    board = _BOARD.format(trap="神之警告").replace('hand = ["宝石犰狳"', 'hand = ["强欲之壶", "宝石犰狳"')
    _play(tmp_path, board,
          '[[step]]\ndo = "P2: activate 死者苏生"\n[[step]]\ndo = "P2: target 黑魔术师"\n[[step]]\ndo = "P1: activate 神之警告"\n'
          '[[step]]\nexpect = { acting = "P2", zones = { "P2.monstruos" = [] }, contains = { "P2.cementerio" = ["死者苏生", "黑魔术师"] }, '
          'lives = { P1 = 6000 } }')
    # Pot of Greed summons nothing: refused (CartasDeTrampa.7), though Solemn Judgment may answer it
    _play(tmp_path, board.replace('spells = [', 'spells = [{ card = "神之宣告", face_up = false }, '),
          '[[step]]\ndo = "P2: activate 强欲之壶"\n[[step]]\nexpect = { acting = "P1", legal = ["activate 神之宣告"] }\n'
          '[[step]]\nrefuse = "P1: activate 神之警告"\nrule = "YGO CartasDeTrampa.7"')


@needs_cdb
def test_pollinosis_negates_a_spell_or_a_summon_at_the_cost_of_a_plant(tmp_path: Path) -> None:
    # 花粉症 Pollinosis: "Tribute 1 Plant monster. Negate the activation of a Spell/Trap Card, or the Summon or Special
    # Summon of a monster, and destroy it" (YGO CartasDeTrampa.7, CartasDeMonstruosDeEfecto.6): activated for whichever
    # it answers
    board = _BOARD.format(trap="花粉症").replace('monsters = ["青眼白龙"]', 'monsters = ["蘑菇人"]') \
        .replace('hand = ["宝石犰狳"', 'hand = ["强欲之壶", "宝石犰狳"')
    _play(tmp_path, board,
          '[[step]]\ndo = "P2: summon 宝石犰狳"\n[[step]]\ndo = "P1: activate 花粉症 #2"\n[[step]]\ndo = "P1: choose 蘑菇人"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = [], "P1.monstruos" = [] }, contains = { "P2.cementerio" = ["宝石犰狳"] } }')
    _play(tmp_path, board,
          '[[step]]\ndo = "P2: activate 强欲之壶"\n[[step]]\ndo = "P1: activate 花粉症"\n[[step]]\ndo = "P1: choose 蘑菇人"\n'
          '[[step]]\nexpect = { contains = { "P2.cementerio" = ["强欲之壶"] }, count = { "P2.mazo" = 1 } }')
    # with no Plant to Tribute it is not activated (CartasDeMonstruosDeEfecto.6); Horn of Heaven, with a monster, is
    _play(tmp_path, board.replace('monsters = ["蘑菇人"]', 'monsters = ["青眼白龙"]')
          .replace('spells = [', 'spells = [{ card = "升天之角笛", face_up = false }, '),
          '[[step]]\ndo = "P2: summon 宝石犰狳"\n[[step]]\nrefuse = "P1: activate 花粉症 #2"\nrule = "YGO CartasDeMonstruosDeEfecto.6"')


@needs_cdb
def test_debunk_negates_and_banishes_a_monster_effect_activated_in_the_graveyard_and_not_on_the_field(tmp_path: Path) -> None:
    # 透破拔 Debunk: "When a monster effect is activated in the hand or GY: negate the activation, and banish that card"
    # (YGO CartasDeTrampa.7, Cartas.2): Malicious's effect from the Graveyard summons nothing
    board = ('turn_player = "P1"\n[setup.P1]\ngraveyard = ["命运英雄 魔性人"]\ndeck = ["命运英雄 魔性人", "青眼白龙"]\n'
             'monsters = ["水伶女·孔雀鱼"]\nhand = ["水伶女·龙鱼"]\n[setup.P2]\nspells = [{ card = "透破拔", face_up = false }]')
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 命运英雄 魔性人"\n[[step]]\ndo = "P2: activate 透破拔"\n'
          '[[step]]\nexpect = { acting = "P1", zones = { "P1.monstruos" = ["水伶女·孔雀鱼"], "P1.desterradas" = ["命运英雄 魔性人"], '
          '"P2.cementerio" = ["透破拔"] }, count = { "P1.mazo" = 2 } }')
    # Aquaactress Guppy's effect on the field it does not answer (CartasDeTrampa.7), though Solemn Strike may
    _play(tmp_path, board.replace('spells = [', 'spells = [{ card = "神之通告", face_up = false }, '),
          '[[step]]\ndo = "activate 水伶女·孔雀鱼"\n[[step]]\nexpect = { acting = "P2", legal = ["activate 神之通告"] }\n'
          '[[step]]\nrefuse = "P2: activate 透破拔"\nrule = "YGO CartasDeTrampa.7"')


@needs_cdb
def test_dark_illusion_negates_only_an_activation_that_targets_a_face_up_dark_monster(tmp_path: Path) -> None:
    # 暗之幻影: "Negate the activation of an Effect Monster's effect or a Spell/Trap Card that targets a face-up DARK
    # monster on the field, and destroy it" (YGO CartasDeTrampa.7, Cartas.2): Book of Moon on Dark Magician is
    # destroyed and Dark Magician stays face-up
    board = ('turn_player = "P1"\n[setup.P1]\nhand = ["月之书"]\n'
             '[setup.P2]\nmonsters = ["黑魔术师", "青眼白龙"]\nspells = [{ card = "暗之幻影", face_up = false }]')
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 月之书"\n[[step]]\ndo = "target 黑魔术师"\n[[step]]\ndo = "P2: activate 暗之幻影"\n'
          '[[step]]\nexpect = { acting = "P1", contains = { "P1.cementerio" = ["月之书"], "P2.cementerio" = ["暗之幻影"] }, '
          'cards = [{ card = "黑魔术师", markers = ["ataque"] }] }')
    # Blue-Eyes is LIGHT: refused (Cartas.2), though Solemn Judgment may answer
    _play(tmp_path, board.replace('spells = [', 'spells = [{ card = "神之宣告", face_up = false }, '),
          '[[step]]\ndo = "activate 月之书"\n[[step]]\ndo = "target 青眼白龙"\n[[step]]\nexpect = { acting = "P2", legal = ["activate 神之宣告"] }\n'
          '[[step]]\nrefuse = "P2: activate 暗之幻影"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_the_monster_being_summoned_cannot_pay_horn_of_heaven_s_tribute(tmp_path: Path) -> None:
    # 升天之角笛 Horn of Heaven negating its controller's own Normal Summon: the monster being summoned is not yet
    # summoned (YGO CartasDeTrampa.7), so it is no monster its controller may Tribute for the cost; only Blue-Eyes is
    _play(tmp_path, '[setup.P1]\nmonsters = ["青眼白龙"]\nspells = [{ card = "升天之角笛", face_up = false }]\n'
          'hand = ["宝石犰狳"]',
          '[[step]]\ndo = "P1: summon 宝石犰狳"\n[[step]]\nexpect = { acting = "P1", legal = ["activate 升天之角笛"] }\n'
          '[[step]]\ndo = "P1: activate 升天之角笛"\n'
          '[[step]]\nexpect = { acting = "P1", legal = ["choose 青眼白龙"], not_legal = ["choose 宝石犰狳"] }')
