"""Generic effect sentences (``cardtext/zh_common.py``): "banish this card from the field" as a cost, the older
"discard this card to the GY." opening an effect, "return the chosen card to the top of the Deck". Real cards of the
shared cards.cdb (YGO Cartas.2: the card's text says what it does)."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_flying_monkey_banishes_itself_from_the_field_to_summon_a_level_4_or_higher_oz_from_the_hand(tmp_path: Path) -> None:
    # 星际仙踪-飞猴队: "①：把场上的这张卡除外才能发动。从手卡把1只4星以上的「星际仙踪」怪兽特殊召唤。" — the cost is paid
    # as it is activated (YGO CartasDeMonstruosDeEfecto.6), the banished card is not sent to the GY (PalabrasClave.5)
    _play(tmp_path, '[setup.P1]\nmonsters = ["星际仙踪-飞猴队"]\nhand = ["星际仙踪-达克·艾伐芭", "星际仙踪-稻草人"]',
          '[[step]]\ndo = "activate 星际仙踪-飞猴队"\n'
          '[[step]]\nexpect = { zones = { "P1.desterradas" = ["星际仙踪-飞猴队"], "P1.cementerio" = [] } }\n'
          '[[step]]\nexpect = { legal = ["choose 星际仙踪-达克·艾伐芭"], not_legal = ["choose 星际仙踪-稻草人"] }\n'
          '[[step]]\ndo = "choose 星际仙踪-达克·艾伐芭"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["星际仙踪-达克·艾伐芭"], "P1.mano" = ["星际仙踪-稻草人"] } }')


@needs_cdb
def test_gravekeepers_commandant_discards_itself_to_add_necrovalley(tmp_path: Path) -> None:
    # 守墓的司令官 (older wording, no 发动 said): "把这张卡从手卡丢弃去墓地。从卡组把1张「王家长眠之谷」加入手卡。" — an
    # Ignition Effect used from the hand, the discard its cost (YGO CartasDeMonstruosDeEfecto.6)
    _play(tmp_path, '[setup.P1]\nhand = ["守墓的司令官"]\ndeck = ["青眼白龙", "王家长眠之谷"]',
          '[[step]]\ndo = "activate 守墓的司令官"\n[[step]]\ndo = "choose 王家长眠之谷"\n'
          '[[step]]\nexpect = { zones = { "P1.cementerio" = ["守墓的司令官"], "P1.mano" = ["王家长眠之谷"], "P1.mazo" = ["青眼白龙"] } }')


@needs_cdb
def test_phoenix_wing_wind_blast_returns_the_chosen_card_to_the_top_of_the_deck(tmp_path: Path) -> None:
    # 凤凰神的羽毛: "丢弃1张手卡，选择自己墓地1张卡才能发动。选择的卡回到卡组最上面。" — on top, unshuffled: the next draw
    _play(tmp_path, '[setup.P1]\nhand = ["凤凰神的羽毛", "黑魔术师"]\ngraveyard = ["青眼白龙"]\ndeck = ["黑魔术师", "黑魔术师"]',
          '[[step]]\ndo = "activate 凤凰神的羽毛"\n[[step]]\ndo = "target 青眼白龙"\n[[step]]\ndo = "choose 黑魔术师"\n'
          '[[step]]\nexpect = { zones = { "P1.mazo" = ["青眼白龙", "黑魔术师", "黑魔术师"] }, '
          'contains = { "P1.cementerio" = ["凤凰神的羽毛", "黑魔术师"] } }')


@needs_cdb
def test_dark_world_scout_searches_by_the_older_name_first_filter(tmp_path: Path) -> None:
    # 暗黑界的斥侯 斯卡: "这张卡被战斗破坏送去墓地时，从卡组选择1张名字中带有「暗黑界」的4星以下怪兽卡加入手卡。" — the older
    # order (name, then Level) names the same cards: a Level 6 "暗黑界" monster is not one of them
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n[setup.P2]\nmonsters = ["暗黑界的斥侯 斯卡"]\n'
          'deck = ["暗黑界的斗神 拉提纳", "暗黑界的尖兵 贝基"]',
          '[[step]]\ndo = "attack 青眼白龙 on 暗黑界的斥侯 斯卡"\n'
          '[[step]]\nexpect = { legal = ["choose 暗黑界的尖兵 贝基"], not_legal = ["choose 暗黑界的斗神 拉提纳"] }\n'
          '[[step]]\ndo = "choose 暗黑界的尖兵 贝基"\n'
          '[[step]]\nexpect = { zones = { "P2.mano" = ["暗黑界的尖兵 贝基"], "P2.mazo" = ["暗黑界的斗神 拉提纳"] } }')


def test_a_filter_with_an_exact_defense_names_that_defense_only() -> None:
    # 炎狱妖猴: "…可以从自己卡组选择1只守备力200的怪兽加入手卡" — DEF 200 exactly (no 以下 / 以上 said)
    from engine.games.ygo.cardtext import compile_text
    compiled = compile_text("monster", "effect", "这张卡被战斗破坏送去墓地时，可以从自己卡组选择1只守备力200的怪兽加入手卡。")
    assert compiled is not None
    search = compiled[0]["effects"][0].ops[0]
    assert (search.name, search.get("max_def"), search.get("min_def"), search.get("kind")) == ("search", 200, 200, "monster")
    # 鲶鱼 kin: "…可以从卡组把1只3～5星的鱼族怪兽加入手卡" — Levels 3 to 5
    ranged = compile_text("monster", "effect", "这张卡召唤成功时，可以从卡组把1只3～5星的鱼族怪兽加入手卡。")
    assert ranged is not None
    pick = ranged[0]["effects"][0].ops[0]
    assert (pick.get("min_level"), pick.get("max_level"), pick.get("race")) == (3, 5, "Pez")


@needs_cdb
def test_invasion_worm_is_special_summoned_from_the_hand_only_while_the_opponent_controls_no_monsters(tmp_path: Path) -> None:
    # 入侵蠕虫: "①：对方场上没有怪兽存在的场合，这张卡可以从手卡特殊召唤。" — a summon procedure under its condition (YGO
    # Cartas.2), refused once the opponent controls a monster
    _play(tmp_path, '[setup.P1]\nhand = ["入侵蠕虫"]\n[setup.P2]\nhand = ["青眼白龙"]',
          '[[step]]\ndo = "activate 入侵蠕虫"\n[[step]]\ndo = "defense position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["入侵蠕虫"] } }')
    _play(tmp_path, '[setup.P1]\nhand = ["入侵蠕虫"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\nrefuse = "activate 入侵蠕虫"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_protector_of_the_order_needs_two_face_up_light_monsters(tmp_path: Path) -> None:
    # 秩序守护者: "自己场上有光属性怪兽表侧表示2只以上存在的场合，这张卡可以从手卡特殊召唤。" — counted face-up, of that
    # Attribute: one LIGHT monster (and a face-down one) is not enough
    _play(tmp_path, '[setup.P1]\nhand = ["秩序守护者"]\nmonsters = ["青眼白龙", { card = "光之追放者", face_up = false, '
          'position = "defense" }, "黑魔术师"]',
          '[[step]]\nrefuse = "activate 秩序守护者"\nrule = "YGO Cartas.2"')
    _play(tmp_path, '[setup.P1]\nhand = ["秩序守护者"]\nmonsters = ["青眼白龙", "光之追放者"]',
          '[[step]]\ndo = "activate 秩序守护者"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { count = { "P1.monstruos" = 3, "P1.mano" = 0 } }')


@needs_cdb
def test_sparrow_sisters_draw_one_then_discard_one_of_their_controllers_choice(tmp_path: Path) -> None:
    # 雀姐妹 ②: "这张卡反转的场合才能发动。自己从卡组抽1张，那之后选1张手卡丢弃。" — the discard is part of the effect, chosen
    # as it resolves among the cards of the hand (the one just drawn too), not a cost (YGO Cartas.2)
    _play(tmp_path, '[setup.P1]\nmonsters = [{ card = "雀姐妹", face_up = false, position = "defense" }]\nhand = ["黑魔术师"]\n'
          'deck = ["青眼白龙"]',
          '[[step]]\ndo = "flip 雀姐妹"\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { legal = ["choose 黑魔术师", "choose 青眼白龙"] }\n[[step]]\ndo = "choose 黑魔术师"\n'
          '[[step]]\nexpect = { zones = { "P1.mano" = ["青眼白龙"], "P1.cementerio" = ["黑魔术师"] } }')


@needs_cdb
def test_petiteranodon_kin_summons_a_dinosaur_when_destroyed_by_an_effect_and_not_by_battle(tmp_path: Path) -> None:
    # 小角龙: "①：这张卡被效果破坏送去墓地的场合发动。从卡组把1只4星以下的恐龙族怪兽特殊召唤。" — a trigger it must use
    # (发动, no "you can"), when a card effect destroys it (YGO CartasDeMonstruosDeEfecto.7, Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["黑洞"]\n[setup.P2]\nmonsters = ["小角龙"]\ndeck = ["剑龙", "荒野盗龙"]',
          '[[step]]\ndo = "activate 黑洞"\n'
          '[[step]]\nexpect = { legal = ["choose 荒野盗龙"], not_legal = ["choose 剑龙", "yes"] }\n'
          '[[step]]\ndo = "choose 荒野盗龙"\n[[step]]\ndo = "defense position"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = ["荒野盗龙"], "P2.cementerio" = ["小角龙"] } }')
    # destroyed by battle, it starts nothing
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n[setup.P2]\nmonsters = ["小角龙"]\n'
          'deck = ["剑龙", "荒野盗龙"]',
          '[[step]]\ndo = "attack 青眼白龙 on 小角龙"\n'
          '[[step]]\nexpect = { zones = { "P2.cementerio" = ["小角龙"], "P2.mazo" = ["剑龙", "荒野盗龙"] } }')


@needs_cdb
def test_shaddoll_hedgehog_sent_from_the_deck_by_foolish_burial_may_search(tmp_path: Path) -> None:
    # 影依刺猬 ②: "这张卡被效果送去墓地的场合才能发动。从卡组把「影依刺猬」以外的1只「影依」怪兽加入手卡。" — sent by the card
    # chosen as Foolish Burial resolves (the effect sends it), offered to its owner ("you can", PalabrasClave.1)
    _play(tmp_path, '[setup.P1]\nhand = ["愚蠢的埋葬"]\ndeck = ["影依刺猬", "影依猎鹰", "青眼白龙"]',
          '[[step]]\ndo = "activate 愚蠢的埋葬"\n[[step]]\ndo = "choose 影依刺猬"\n'
          '[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "yes"\n[[step]]\ndo = "choose 影依猎鹰"\n'
          '[[step]]\nexpect = { zones = { "P1.mano" = ["影依猎鹰"] }, contains = { "P1.cementerio" = ["影依刺猬"] } }')


@needs_cdb
def test_white_stone_of_ancients_summons_a_blue_eyes_in_the_end_phase_of_the_turn_it_was_sent(tmp_path: Path) -> None:
    # 太古的白石 ①: "这张卡被送去墓地的回合的结束阶段才能发动。从卡组把1只「青眼」怪兽特殊召唤。" — offered in the End Phase
    # of that turn only (YGO DeterminacionDelDano.45, Cartas.2; "you can": PalabrasClave.1)
    steps = ('[[step]]\ndo = "activate 愚蠢的埋葬"\n[[step]]\ndo = "choose 太古的白石"\n[[step]]\ndo = "end"\n'
             '[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "yes"\n[[step]]\ndo = "choose 青眼白龙"\n'
             '[[step]]\ndo = "attack position"\n[[step]]\nexpect = { zones = { "P1.monstruos" = ["青眼白龙"] } }')
    _play(tmp_path, 'phase = "main2"\n[setup.P1]\nhand = ["愚蠢的埋葬"]\ndeck = ["太古的白石", "青眼白龙", "黑魔术师"]', steps)
    # in the Graveyard since an earlier turn, it is not offered
    _play(tmp_path, 'phase = "main2"\n[setup.P1]\ngraveyard = ["太古的白石"]\ndeck = ["青眼白龙", "黑魔术师"]',
          '[[step]]\ndo = "end"\n[[step]]\nexpect = { not_legal = ["yes"], zones = { "P1.monstruos" = [] } }')
