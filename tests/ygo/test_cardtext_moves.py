"""Moves of the card itself and its simple statics (``cardtext/zh_itself.py``, ``cardtext/zh_moves.py``): each plays
a real card of the shared cards.cdb, loaded from its Simplified Chinese text."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_gem_knight_fusion_banishes_a_gem_knight_to_come_back_from_the_graveyard(tmp_path: Path) -> None:
    # 宝石骑士融合 Gem-Knight Fusion ②: "if this card is in your GY: you can banish 1 "Gem-Knight" monster from your GY;
    # add this card from the GY to your hand" — a Spell's Ignition Effect used from the Graveyard (YGO Cartas.2), the
    # banished monster its cost (CartasDeMonstruosDeEfecto.6)
    _play(tmp_path, '[setup.P1]\ngraveyard = ["宝石骑士融合", "宝石骑士·青玉", "青眼白龙"]',
          '[[step]]\ndo = "activate 宝石骑士融合"\n[[step]]\nexpect = { legal = ["choose 宝石骑士·青玉"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose 宝石骑士·青玉"\n[[step]]\nexpect = { zones = { "P1.mano" = ["宝石骑士融合"], '
          '"P1.desterradas" = ["宝石骑士·青玉"], "P1.cementerio" = ["青眼白龙"] } }')
    # with no "Gem-Knight" monster to banish, its cost cannot be paid: it stays in the Graveyard
    _play(tmp_path, '[setup.P1]\ngraveyard = ["宝石骑士融合", "青眼白龙"]',
          '[[step]]\nrefuse = "activate 宝石骑士融合"\nrule = "YGO CartasDeMonstruosDeEfecto.6"')


@needs_cdb
def test_karakuri_soldier_must_attack_and_karakuri_merchant_turns_to_defense_when_attacked(tmp_path: Path) -> None:
    # 机巧兵 二三六 "if this card can attack, it must attack" (YGO Cartas.2 over CuadroDeReferenciaRapida.7): the Battle
    # Phase does not end while it can; 机巧商人 一七七 (500/1500) "when this face-up Attack Position card is targeted for
    # an attack, change it to Defense Position": the 1400 attack meets its 1500 DEF (DeterminacionDelDano.22)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["机巧兵 二三六"]\n[setup.P2]\nmonsters = ["机巧商人 一七七"]',
          '[[step]]\nexpect = { prompt = "batalla", not_legal = ["end"], legal = ["attack 机巧兵 二三六 on 机巧商人 一七七"] }\n'
          '[[step]]\nrefuse = "end"\nrule = "YGO Cartas.2"\n'
          '[[step]]\ndo = "attack 机巧兵 二三六 on 机巧商人 一七七"\n'
          '[[step]]\nexpect = { lives = { P1 = 7900, P2 = 8000 }, zones = { "P2.monstruos" = ["机巧商人 一七七"] }, '
          'cards = [{ card = "机巧商人 一七七", markers = ["defensa"] }], phase = "main2" }')  # (nothing left to attack with)
    # in Defense Position it cannot attack, so nothing binds the Battle Phase
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["精灵剑士", { card = "机巧兵 二三六", position = "defense" }]',
          '[[step]]\nexpect = { legal = ["end"] }\n[[step]]\ndo = "end"\n[[step]]\nexpect = { phase = "main2" }')


@needs_cdb
def test_battle_axe_dragonewt_rests_after_its_damage_step_and_goblin_black_ops_until_its_next_turn(tmp_path: Path) -> None:
    # 巨斧龙人: "if this card attacks, it is changed to Defense Position at the end of the Damage Step" (YGO Cartas.2):
    # back in the Battle Step it is already in Defense Position, so it attacks no more (CuadroDeReferenciaRapida.8)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["巨斧龙人", "精灵剑士"]',
          '[[step]]\ndo = "attack 巨斧龙人"\n'
          '[[step]]\nexpect = { prompt = "batalla", lives = { P2 = 6000 }, cards = [{ card = "巨斧龙人", markers = ["atacó", "defensa"] }], '
          'not_legal = ["attack 巨斧龙人"], legal = ["attack 精灵剑士"] }')
    # 机巧无双 八一八: "… at the end of the Battle Phase" (and, as it can attack, it must)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["机巧无双 八一八"]',
          '[[step]]\nexpect = { not_legal = ["end"] }\n[[step]]\ndo = "attack 机巧无双 八一八"\n'
          '[[step]]\nexpect = { phase = "main2", lives = { P2 = 5900 }, cards = [{ card = "机巧无双 八一八", markers = ["atacó", "defensa"] }] }\n'
          '[[step]]\nexpect = { legal = ["position 机巧无双 八一八"] }')  # (its position is not locked)
    # 哥布林暗杀部队 Goblin Black Ops: the same, then in a sentence of its own "it cannot change its battle position until
    # the end of your next turn"
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["哥布林暗杀部队"]\n[setup.P2]\nmonsters = ["精灵剑士"]',
          '[[step]]\ndo = "attack 哥布林暗杀部队"\n'
          '[[step]]\nexpect = { phase = "main2", lives = { P2 = 6700 }, cards = [{ card = "哥布林暗杀部队", markers = ["atacó", "defensa"] }] }\n'
          '[[step]]\nrefuse = "position 哥布林暗杀部队"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_yellow_dragon_summoner_tributes_a_monster_to_return_one_to_the_hand(tmp_path: Path) -> None:
    # 黄龙召唤士 ①: "Tribute 1 monster, then target 1 monster on the field; return it to the hand" (YGO Cartas.2; the
    # target first, then the Tribute as its cost, CartasDeMonstruosDeEfecto.6)
    _play(tmp_path, '[setup.P1]\nmonsters = ["黄龙召唤士", "精灵剑士"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "activate 黄龙召唤士"\n[[step]]\ndo = "target 青眼白龙"\n'
          '[[step]]\nexpect = { prompt = "coste", legal = ["choose 精灵剑士", "choose 黄龙召唤士"] }\n[[step]]\ndo = "choose 精灵剑士"\n'
          '[[step]]\nexpect = { zones = { "P2.mano" = ["青眼白龙"], "P2.monstruos" = [], "P1.cementerio" = ["精灵剑士"], '
          '"P1.monstruos" = ["黄龙召唤士"] } }')


@needs_cdb
def test_dragonic_diagram_kin_shuffles_its_three_targets_into_the_deck_and_draws(tmp_path: Path) -> None:
    # 龙星的辉迹: "target 3 "Yang Zing" monsters in your GY; shuffle those 3 monsters into the Deck, then draw 2" — "那3只
    # 怪兽" names the targets, all chosen as it is activated (YGO Cartas.2); with two there is nothing to activate
    _play(tmp_path, '[setup.P1]\nhand = ["龙星的辉迹"]\ngraveyard = ["水龙星-赑屃", "炎龙星-狻猊", "风龙星-蒲牢", "青眼白龙"]\n'
          'deck = ["黑洞", "精灵剑士"]',
          '[[step]]\ndo = "activate 龙星的辉迹"\n[[step]]\nexpect = { not_legal = ["target 青眼白龙"] }\n'
          '[[step]]\ndo = "target 水龙星-赑屃"\n[[step]]\ndo = "target 炎龙星-狻猊"\n[[step]]\ndo = "target 风龙星-蒲牢"\n'
          '[[step]]\nexpect = { contains = { "P1.cementerio" = ["青眼白龙", "龙星的辉迹"] }, count = { "P1.cementerio" = 2, "P1.mano" = 2, "P1.mazo" = 3 } }')
    _play(tmp_path, '[setup.P1]\nhand = ["龙星的辉迹"]\ngraveyard = ["水龙星-赑屃", "炎龙星-狻猊", "青眼白龙"]',
          '[[step]]\nrefuse = "activate 龙星的辉迹"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_evil_worm_beast_returns_to_the_hand_in_its_controllers_end_phase(tmp_path: Path) -> None:
    # 邪恶蠕虫兽: "during your End Phase, return this face-up card to its owner's hand" — a Trigger Effect that must
    # start (YGO CartasDeMonstruosDeEfecto.7), in its controller's End Phase only (PhasesDelJuego.5)
    _play(tmp_path, 'phase = "main2"\n[setup.P1]\nmonsters = ["邪恶蠕虫兽"]\nhand = []\n[setup.P2]\nmonsters = ["邪恶蠕虫兽"]',
          '[[step]]\ndo = "end"\n'
          '[[step]]\nexpect = { turn_player = "P2", zones = { "P1.mano" = ["邪恶蠕虫兽"], "P1.monstruos" = [], '
          '"P2.monstruos" = ["邪恶蠕虫兽"] } }')


@needs_cdb
def test_goblindbergh_summons_a_monster_from_the_hand_and_rests_in_defense_position(tmp_path: Path) -> None:
    # 哥布林德伯格 Goblindbergh: "When this card is Normal Summoned: you can Special Summon 1 Level 4 or lower monster
    # from your hand. If this effect is activated, change this card to Defense Position" (YGO Cartas.2,
    # CartasDeMonstruosDeEfecto.7); 青眼白龙 (Level 8) is not offered
    _play(tmp_path, '[setup.P1]\nhand = ["哥布林德伯格", "精灵剑士", "青眼白龙"]',
          '[[step]]\ndo = "summon 哥布林德伯格"\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { legal = ["choose 精灵剑士"], not_legal = ["choose 青眼白龙"] }\n[[step]]\ndo = "choose 精灵剑士"\n'
          '[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["哥布林德伯格", "精灵剑士"], "P1.mano" = ["青眼白龙"] }, '
          'cards = [{ card = "哥布林德伯格", markers = ["defensa"] }] }')
    # declined, it stays in Attack Position
    _play(tmp_path, '[setup.P1]\nhand = ["哥布林德伯格", "精灵剑士"]',
          '[[step]]\ndo = "summon 哥布林德伯格"\n[[step]]\ndo = "no"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["哥布林德伯格"] }, cards = [{ card = "哥布林德伯格", markers = ["ataque"] }] }')
