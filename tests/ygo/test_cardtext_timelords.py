"""The 时械神 Timelord family and the 妖仙兽 Yosenju's return to the hand (issue 26; ``cardtext.zh_timelords``,
``timelord_ops``): each template plays a real card of the shared cards.cdb, loaded from the card data (its Simplified
Chinese text), in a scenario."""

from __future__ import annotations

from pathlib import Path

from engine.games.ygo.cardtext import compile_text
from tests.ygo.test_cardtext import _play, needs_cdb
from tests.ygo.test_cardtext_monsters import _text

#: A Timelord beside a monster that may still attack (the Battle Phase goes on after its battle), against 青眼白龙.
_VS_BLUE_EYES = 'phase = "battle"\n[setup.P1]\nmonsters = ["{0}", "精灵剑士"]\n[setup.P2]\nmonsters = ["青眼白龙"]'


@needs_cdb
def test_timelord_michion_survives_its_battle_takes_no_damage_and_halves_the_opponents_lp_when_the_battle_phase_ends(
        tmp_path: Path) -> None:
    # 时械神 米奇恩 Michion, the Timelord (0 ATK): "cannot be destroyed by battle or card effects; any battle damage you
    # take from battles involving this card becomes 0" (YGO Cartas.2 over DeterminacionDelDano.10–11); "at the end of
    # the Battle Phase, if this card battled: your opponent's LP become half" — a Trigger Effect in the End Step
    # (DeterminacionDelDano.41–42, CartasDeMonstruosDeEfecto.7)
    _play(tmp_path, _VS_BLUE_EYES.format("时械神 米奇恩"),
          '[[step]]\ndo = "attack 时械神 米奇恩 on 青眼白龙"\n'
          '[[step]]\nexpect = { lives = { P1 = 8000, P2 = 8000 }, zones = { "P1.monstruos" = ["时械神 米奇恩", "精灵剑士"], '
          '"P2.monstruos" = ["青眼白龙"] } }\n'
          '[[step]]\ndo = "end"\n'
          '[[step]]\nexpect = { lives = { P1 = 8000, P2 = 4000 }, phase = "main2" }')
    # no card effect destroys it either: 黑洞 Dark Hole destroys only 青眼白龙 (Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["黑洞"]\nmonsters = ["时械神 米奇恩"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "activate 黑洞"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["时械神 米奇恩"], "P2.monstruos" = [], "P2.cementerio" = ["青眼白龙"] } }')


@needs_cdb
def test_timelord_michion_returns_to_the_deck_in_its_controllers_standby_phase(tmp_path: Path) -> None:
    # "④: during your Standby Phase: return this card to the Deck" — a Trigger Effect that must start (YGO
    # PhasesDelJuego.5, CartasDeMonstruosDeEfecto.7), shuffled into its owner's Deck
    _play(tmp_path, 'phase = "standby"\n[setup.P1]\nmonsters = ["时械神 米奇恩"]\ndeck = ["黑魔术师"]',
          '[[step]]\nexpect = { zones = { "P1.monstruos" = [] }, count = { "P1.mazo" = 2 } }')


@needs_cdb
def test_timelord_sandaion_spares_both_players_battle_damage_and_burns_when_the_battle_phase_ends(tmp_path: Path) -> None:
    # 时械神 桑达伊恩 Sandaion, the Timelord (4000 ATK): "any battle damage both players take from battles involving this
    # card becomes 0" — 青眼白龙 is destroyed, P2 loses nothing by it (YGO Cartas.2 over DeterminacionDelDano.4–5);
    # "at the end of the Battle Phase, if this card battled: inflict 2000 damage" (DeterminacionDelDano.41–42)
    _play(tmp_path, _VS_BLUE_EYES.format("时械神 桑达伊恩"),
          '[[step]]\ndo = "attack 时械神 桑达伊恩 on 青眼白龙"\n'
          '[[step]]\nexpect = { lives = { P2 = 8000 }, zones = { "P2.cementerio" = ["青眼白龙"] } }\n'
          '[[step]]\ndo = "end"\n[[step]]\nexpect = { lives = { P1 = 8000, P2 = 6000 }, phase = "main2" }')


@needs_cdb
def test_timelord_zaphion_sets_the_lp_to_4000_only_below_4000_and_hailon_burns_the_difference(tmp_path: Path) -> None:
    # 时械神 然迪恩: "at the end of the Battle Phase, if this card battled and you have less than 4000 LP: your LP
    # become 4000" (YGO Cartas.2, DeterminacionDelDano.41–42)
    steps = ('[[step]]\ndo = "attack 时械神 {0} on 青眼白龙"\n[[step]]\ndo = "end"\n'
             '[[step]]\nexpect = {{ lives = {{ P1 = {1}, P2 = {2} }}, phase = "main2" }}')
    zaphion = _VS_BLUE_EYES.format("时械神 然迪恩")
    _play(tmp_path, zaphion.replace('monsters = ["时', 'lp = 1500\nmonsters = ["时', 1), steps.format("然迪恩", 4000, 8000))
    _play(tmp_path, zaphion.replace('monsters = ["时', 'lp = 5000\nmonsters = ["时', 1), steps.format("然迪恩", 5000, 8000))
    # 时械神 海隆: "… if you have less LP than your opponent, inflict damage to them equal to the difference"
    hailon = _VS_BLUE_EYES.format("时械神 海隆").replace('monsters = ["时', 'lp = 2000\nmonsters = ["时', 1)
    _play(tmp_path, hailon, steps.format("海隆", 2000, 2000))


@needs_cdb
def test_timelord_gabrion_returns_the_opponents_cards_to_the_deck_and_they_draw_as_many(tmp_path: Path) -> None:
    # 时械神 加百利恩: "at the end of the Battle Phase, if this card battled: shuffle all cards your opponent controls
    # into the Deck; then, your opponent draws the number of cards returned to their Deck" (YGO Cartas.2,
    # DeterminacionDelDano.41–42)
    setup = _VS_BLUE_EYES.format("时械神 加百利恩").replace('monsters = ["青眼白龙"]',
                                                          'monsters = ["青眼白龙"]\nspells = ["黑洞"]\ndeck = ["黑魔术师"]')
    _play(tmp_path, setup, '[[step]]\ndo = "attack 时械神 加百利恩 on 青眼白龙"\n[[step]]\ndo = "end"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = [], "P2.magias" = [] }, count = { "P2.mano" = 2, "P2.mazo" = 1 }, '
          'lives = { P1 = 8000 } }')
    # 时械神 亚法恩: "… shuffle all Spells and Traps your opponent controls into the Deck" — the same template
    arfion = compile_text("monster", "effect", _text("时械神 亚法恩"))
    assert arfion is not None and "all-to-deck" in arfion[1]


@needs_cdb
def test_yosenju_returns_to_the_hand_in_the_end_phase_of_the_turn_it_was_special_summoned(tmp_path: Path) -> None:
    # 妖仙兽 凶旋岚: "during the End Phase of the turn this card was Special Summoned: return it to the hand" — a Trigger
    # Effect of its controller's End Phase (YGO DeterminacionDelDano.45, CartasDeMonstruosDeEfecto.7)
    _play(tmp_path, '[setup.P1]\nhand = ["死者苏生"]\ngraveyard = ["妖仙兽 凶旋岚"]',
          '[[step]]\ndo = "activate 死者苏生"\n[[step]]\ndo = "target 妖仙兽 凶旋岚"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["妖仙兽 凶旋岚"] } }\n'
          '[[step]]\ndo = "end"\n[[step]]\nexpect = { acting = "P2", zones = { "P1.monstruos" = [], "P1.mano" = ["妖仙兽 凶旋岚"] } }')
    # not Special Summoned this turn, it stays
    _play(tmp_path, '[setup.P1]\nmonsters = ["妖仙兽 凶旋岚"]',
          '[[step]]\ndo = "end"\n[[step]]\nexpect = { acting = "P2", zones = { "P1.monstruos" = ["妖仙兽 凶旋岚"] } }')


@needs_cdb
def test_thunder_mom_normal_summons_a_light_thunder_monster_from_the_hand_besides_the_turns_normal_summon(
        tmp_path: Path) -> None:
    # 雷电妈妈: "once per turn, during your Main Phase: you can Normal Summon 1 LIGHT Thunder Level 4 monster from your
    # hand, except "雷电妈妈"" — a Summon by the effect, not the turn's Normal Summon (YGO Cartas.2 over
    # PhasesDelJuego.11): the player still has that one; only a monster the text names is Summoned (not 雷电小子, Level
    # 2), and not Set (PalabrasClave.2)
    _play(tmp_path, '[setup.P1]\nmonsters = ["雷电妈妈"]\nhand = ["雷电爸爸", "雷电小子", "精灵剑士"]',
          '[[step]]\ndo = "activate 雷电妈妈"\n'
          '[[step]]\nexpect = { prompt = "invocar", legal = ["summon 雷电爸爸"], not_legal = ["summon 雷电小子", '
          '"summon 精灵剑士", "set 雷电爸爸", "pass"] }\n'
          '[[step]]\nrefuse = "summon 精灵剑士"\nrule = "YGO Cartas.2"\n'
          '[[step]]\ndo = "summon 雷电爸爸"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["雷电妈妈", "雷电爸爸"] } }\n'
          '[[step]]\ndo = "summon 精灵剑士"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["雷电妈妈", "雷电爸爸", "精灵剑士"], "P1.mano" = ["雷电小子"] } }')


@needs_cdb
def test_yosenju_kama_1_summons_kama_2_bounces_once_while_face_up_and_both_return_at_the_end_phase(tmp_path: Path) -> None:
    # 妖仙兽 镰壹太刀 Yosenju Kama 1: "①: if this card is Normal Summoned: you can Normal Summon 1 "Yosenju" monster from
    # your hand, except "Kama 1"" (YGO Cartas.2 over PhasesDelJuego.11); "②: once while this card is face-up on the
    # field, if you control another "Yosenju" monster: target 1 face-up card your opponent controls; return it to the
    # hand"; "③: during the End Phase of the turn this card was Normal Summoned: return it to the hand"
    # (DeterminacionDelDano.45) — 镰贰太刀, Normal Summoned by ①, returns too
    _play(tmp_path, '[setup.P1]\nhand = ["妖仙兽 镰壹太刀", "妖仙兽 镰贰太刀"]\n[setup.P2]\nmonsters = ["青眼白龙", "精灵剑士"]',
          '[[step]]\ndo = "summon 妖仙兽 镰壹太刀"\n[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { prompt = "invocar", legal = ["summon 妖仙兽 镰贰太刀"] }\n'
          '[[step]]\ndo = "summon 妖仙兽 镰贰太刀"\n'
          '[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "no"\n'
          '[[step]]\ndo = "activate 妖仙兽 镰壹太刀"\n[[step]]\ndo = "target 青眼白龙"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = ["精灵剑士"], "P2.mano" = ["青眼白龙"] } }\n'
          '[[step]]\nrefuse = "activate 妖仙兽 镰壹太刀"\nrule = "YGO Cartas.2"\n'
          '[[step]]\ndo = "end"\n'
          '[[step]]\nexpect = { acting = "P2", zones = { "P1.monstruos" = [], "P1.mano" = ["妖仙兽 镰壹太刀", "妖仙兽 镰贰太刀"] } }')


@needs_cdb
def test_yosenju_kama_2_attacks_directly_for_half_and_kama_3_searches_when_it_inflicts_battle_damage(tmp_path: Path) -> None:
    # 妖仙兽 镰贰太刀 Yosenju Kama 2 (1800 ATK): "this card can attack directly; the battle damage it inflicts that way
    # is halved" — past 青眼白龙, 900 (YGO Cartas.2 over DeterminacionDelDano.24); 妖仙兽 镰叁太刀 Kama 3: "when a
    # "Yosenju" monster you control, other than this card, inflicts battle damage to your opponent: you can add 1
    # "Yosenju" card from your Deck to your hand, except "Kama 3"" (CartasDeMonstruosDeEfecto.7)
    kamas = 'phase = "battle"\n[setup.P1]\nmonsters = ["妖仙兽 镰贰太刀", "妖仙兽 镰叁太刀"]\n' \
            'deck = ["妖仙兽 镰叁太刀", "妖仙兽 镰壹太刀", "青眼白龙"]\n[setup.P2]\n'
    _play(tmp_path, kamas + 'monsters = ["青眼白龙"]',
          '[[step]]\ndo = "attack 妖仙兽 镰贰太刀"\n[[step]]\nexpect = { lives = { P2 = 7100 }, prompt = "disparar" }\n'
          '[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { legal = ["choose 妖仙兽 镰壹太刀"], not_legal = ["choose 妖仙兽 镰叁太刀", "choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose 妖仙兽 镰壹太刀"\n[[step]]\nexpect = { zones = { "P1.mano" = ["妖仙兽 镰壹太刀"] } }')
    # with no monster to attack past, the direct attack is a plain one: its whole ATK
    _play(tmp_path, kamas, '[[step]]\ndo = "attack 妖仙兽 镰贰太刀"\n[[step]]\nexpect = { lives = { P2 = 6200 } }')


@needs_cdb
def test_flame_wingman_burns_and_royal_knight_gains_by_the_monster_they_destroy_by_battle(tmp_path: Path) -> None:
    # 元素英雄 火焰翼侠 Elemental HERO Flame Wingman (2100 ATK): "when this card destroys a monster by battle and sends it
    # to the GY: inflict damage to your opponent equal to that monster's original ATK" — 精灵剑士 (1400 ATK): 700 of
    # battle damage, then 1400 (YGO CartasDeMonstruosDeEfecto.7, DeterminacionDelDano.4–5)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["元素英雄 火焰翼侠"]\n[setup.P2]\nmonsters = ["精灵剑士"]',
          '[[step]]\ndo = "attack 元素英雄 火焰翼侠 on 精灵剑士"\n'
          '[[step]]\nexpect = { lives = { P1 = 8000, P2 = 5900 }, zones = { "P2.cementerio" = ["精灵剑士"] } }')
    # 王家骑士 (1300 ATK): "… gain LP equal to the DEF of the destroyed monster" — 精灵剑士 in Defense Position (1200 DEF)
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["王家骑士"]\n'
          '[setup.P2]\nmonsters = [{ card = "精灵剑士", position = "defense" }]',
          '[[step]]\ndo = "attack 王家骑士 on 精灵剑士"\n'
          '[[step]]\nexpect = { lives = { P1 = 9200, P2 = 8000 }, zones = { "P2.cementerio" = ["精灵剑士"] } }')
    # 钢针螯: "… inflict damage equal to the destroyed monster's Level × 500" — Level 4: 2000, after 300 of battle damage
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["钢针螯"]\n[setup.P2]\nmonsters = ["精灵剑士"]',
          '[[step]]\ndo = "attack 钢针螯 on 精灵剑士"\n[[step]]\nexpect = { lives = { P2 = 5700 } }')
