"""How often a card's text lets it be summoned or used (issue 26): "you can only Special Summon "X" once per turn",
a summon procedure once per turn by name ("这个方法的…", "作为①的方法的特殊召唤…"), "this effect can be used up to
twice per turn". Each plays a real card of the shared cards.cdb, loaded from the card data (its Simplified Chinese
text), citing the rule, with the refusal the text adds."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from tests.ygo.test_cardtext import _play, card_state, needs_cdb

HAUNTED = "活死人的呼声"
#: from P1's Main Phase 1 to P1's next turn
NEXT_TURN = '[[step]]\ndo = "end"\n[[step]]\ndo = "P2: end"\n'


@needs_cdb
def test_ritual_beast_tamer_wen_is_special_summoned_only_once_per_turn(tmp_path: Path) -> None:
    # 灵兽使 文 Ritual Beast Tamer Wen: "You can only Special Summon "Ritual Beast Tamer Wen" once per turn" — once one
    # copy was Special Summoned, Call of the Haunted does not list the other (YGO Cartas.2)
    setup = (f'[setup.P1]\nspells = [{{ card = "{HAUNTED}", face_up = false }}, {{ card = "{HAUNTED}", face_up = false }}]\n'
             'graveyard = ["灵兽使 文", "灵兽使 文", "永火矮人"]')
    first = f'[[step]]\ndo = "activate {HAUNTED}@P1.magias.1"\n[[step]]\ndo = "target 灵兽使 文"\n[[step]]\ndo = "pass"\n'
    _play(tmp_path, setup, first + '[[step]]\nexpect = { contains = { "P1.monstruos" = ["灵兽使 文"] } }\n'
          f'[[step]]\ndo = "activate {HAUNTED}@P1.magias.2"\n'
          '[[step]]\nexpect = { legal = ["target 永火矮人"], not_legal = ["target 灵兽使 文"] }')
    # with only Wen left in the Graveyard the second Call of the Haunted has no target and is not activated
    _play(tmp_path, setup.replace(', "永火矮人"', ''), first + f'[[step]]\nrefuse = "activate {HAUNTED}@P1.magias.2"\nrule = "YGO Cartas.2"')
    # the next turn it is Special Summoned again (a summon of another turn does not count): the set trap opens a window
    # at each step, the first of P1's turn is its Draw Phase
    windows = '[[step]]\ndo = "pass"\n' * 3 + '[[step]]\ndo = "P2: end"\n' + '[[step]]\ndo = "pass"\n' * 2
    _play(tmp_path, setup, first + '[[step]]\ndo = "end"\n' + windows + '[[step]]\nexpect = { phase = "draw", acting = "P1" }\n' +
          f'[[step]]\ndo = "activate {HAUNTED}@P1.magias.2"\n[[step]]\nexpect = {{ legal = ["target 灵兽使 文"] }}')


@needs_cdb
def test_a_target_named_anyway_is_refused_by_the_special_summon_limit(tmp_path: Path) -> None:
    state = card_state(tmp_path, f'[setup.P1]\nspells = [{{ card = "{HAUNTED}", face_up = false }}, {{ card = "{HAUNTED}", face_up = false }}]\n'
                       'graveyard = ["灵兽使 文", "灵兽使 文", "永火矮人"]')
    for line in (f"activate {HAUNTED}@P1.magias.1", "target 灵兽使 文", "pass", f"activate {HAUNTED}@P1.magias.2"):
        state.apply_action(state.parse_action(line, state.prompt.player if state.prompt else 0))
    wen = next(cid for cid in state.ids(0, "cementerio") if state.defn(cid).name == "灵兽使 文")
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("target", 0, (wen,)))
    assert refused.value.rule.id == "YGO Cartas.2" and "灵兽使 文" in refused.value.message("en")


@needs_cdb
def test_the_phantom_knights_silent_boots_summon_themselves_once_per_turn_by_name(tmp_path: Path) -> None:
    # 幻影骑士团 无声靴 The Phantom Knights of Silent Boots: "You can only Special Summon "…" by its ① once per turn, and
    # only use its ② effect once per turn. ①: If you control a "The Phantom Knights" monster, you can Special Summon
    # this card from your hand" — the second copy's procedure is refused (YGO Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["幻影骑士团 无声靴", "幻影骑士团 无声靴"]\nmonsters = ["幻影骑士团 雾鸦爪"]',
          '[[step]]\ndo = "activate 幻影骑士团 无声靴"\n[[step]]\ndo = "defense position"\n'
          '[[step]]\nexpect = { count = { "P1.monstruos" = 2, "P1.mano" = 1 } }\n'
          '[[step]]\nrefuse = "activate 幻影骑士团 无声靴@P1.mano.1"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_dark_dragon_of_the_older_wording_summons_itself_this_way_once_per_turn(tmp_path: Path) -> None:
    # 乌爪鸦: "If you control a DARK monster, you can Special Summon this card from your hand. You can only Special
    # Summon "乌爪鸦" this way once per turn" (YGO Cartas.2)
    _play(tmp_path, '[setup.P1]\nhand = ["乌爪鸦", "乌爪鸦"]\nmonsters = ["永火矮人"]',
          '[[step]]\ndo = "activate 乌爪鸦"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { count = { "P1.monstruos" = 2, "P1.mano" = 1 } }\n'
          '[[step]]\nrefuse = "activate 乌爪鸦@P1.mano.1"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_lava_man_burns_up_to_twice_per_turn(tmp_path: Path) -> None:
    # 熔岩人岩浆炮兵: "Send 1 FIRE monster from your hand to the GY: inflict 500 damage to your opponent. This effect can
    # be used up to twice per turn" (YGO Cartas.2)
    burn = '[[step]]\ndo = "activate 熔岩人岩浆炮兵"\n[[step]]\ndo = "choose 燃烧士兵"\n'
    _play(tmp_path, '[setup.P1]\nmonsters = ["熔岩人岩浆炮兵"]\nhand = ["燃烧士兵", "燃烧士兵", "燃烧士兵"]',
          burn + '[[step]]\nexpect = { lives = { P2 = 7500 } }\n' + burn + '[[step]]\nexpect = { lives = { P2 = 7000 } }\n'
          '[[step]]\nrefuse = "activate 熔岩人岩浆炮兵"\nrule = "YGO Cartas.2"\n' +
          NEXT_TURN + burn + '[[step]]\nexpect = { lives = { P2 = 6500 } }')


@needs_cdb
def test_proto_cyber_dragon_is_a_cyber_dragon_fusion_material_only_face_up_on_the_field(tmp_path: Path) -> None:
    # 原始电子龙 Proto-Cyber Dragon: "while this card is face-up on the field, its name is treated as "Cyber Dragon"" —
    # 融合 Polymerization fuses it with 电子龙 into 电子双生龙 Cyber Twin Dragon (""Cyber Dragon" + "Cyber Dragon"",
    # YGO Cartas.2 over CartasDeMonstruosFusion.1)
    fuse = '[setup.P1]\nhand = ["融合", "电子龙"]\nfusion = ["电子双生龙"]\n'
    _play(tmp_path, fuse + 'monsters = ["原始电子龙"]',
          '[[step]]\ndo = "activate 融合"\n[[step]]\ndo = "choose 电子双生龙"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["电子双生龙"], "P1.mano" = [], "P1.fusion" = [] }, '
          'contains = { "P1.cementerio" = ["原始电子龙", "电子龙", "融合"] } }')
    # in the hand, or face-down on the field, it keeps its own name: nothing to fuse (Fusion.3)
    _play(tmp_path, fuse.replace('"电子龙"]', '"电子龙", "原始电子龙"]'),
          '[[step]]\nrefuse = "activate 融合"\nrule = "YGO CartasDeMonstruosFusion.3"')
    _play(tmp_path, fuse + 'monsters = [{ card = "原始电子龙", position = "defense", face_up = false }]',
          '[[step]]\nrefuse = "activate 融合"\nrule = "YGO CartasDeMonstruosFusion.3"')


@needs_cdb
def test_a_name_treated_as_another_is_what_name_checks_and_events_read(tmp_path: Path) -> None:
    # 鹰身女郎 电子紧身装束 Cyber Harpie Lady: "this card's name is always treated as "Harpie Lady"" — everywhere; 原始电子龙
    # is "Cyber Dragon" face-up on the field only; the notation keeps the printed name (YGO Cartas.2)
    state = card_state(tmp_path, '[setup.P1]\nhand = ["鹰身女郎 电子紧身装束", "原始电子龙"]\ndeck = ["鹰身女郎 电子紧身装束"]')
    assert {state.defn(cid).name for cid in state.ids(0, "mano")} == {"鹰身女郎", "原始电子龙"}
    assert [state.defn(cid).name for cid in state.ids(0, "mazo")] == ["鹰身女郎"]
    events = state.apply_action(state.parse_action("summon 原始电子龙", 0))
    proto = state.monsters(0)[0]
    assert state.defn(proto).name == "电子龙" and state._card(proto).defn.name == "原始电子龙"
    assert [event.name for event in events if event.card == proto][-1] == "电子龙"  # what the players read
    assert state.ref(proto, state.monsters(0), 0) == "原始电子龙"  # its notation reference is the printed card's


@needs_cdb
def test_snake_headed_ghoul_kin_the_effects_of_a_name_up_to_twice_per_turn(tmp_path: Path) -> None:
    # 蛇头食尸鬼: "If you control a "蛇头食尸鬼", pay 300 LP: Special Summon this card from your hand. The effects of
    # "蛇头食尸鬼" can be used up to twice per turn" — counted by name over the player's copies (YGO Cartas.2)
    summon = '[[step]]\ndo = "activate 蛇头食尸鬼@P1.mano.1"\n[[step]]\ndo = "attack position"\n'
    _play(tmp_path, '[setup.P1]\nmonsters = ["蛇头食尸鬼"]\nhand = ["蛇头食尸鬼", "蛇头食尸鬼", "蛇头食尸鬼"]',
          summon * 2 + '[[step]]\nexpect = { count = { "P1.monstruos" = 3, "P1.mano" = 1 }, lives = { P1 = 7400 }, '
          'not_legal = ["activate 蛇头食尸鬼@P1.mano.1"] }\n'
          '[[step]]\nrefuse = "activate 蛇头食尸鬼@P1.mano.1"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_spirit_message_and_the_second_sarcophagus_come_to_the_field_only_by_the_card_they_name(tmp_path: Path) -> None:
    # 死之信息「E」 Spirit Message "I": "this card cannot be on the field except by the effect of "Destiny Board""; 第二之棺
    # The Second Sarcophagus: "… only by the effect of "The First Sarcophagus"" — neither activated nor Set from the
    # hand (YGO Cartas.2 over PhasesDelJuego.33)
    _play(tmp_path, '[setup.P1]\nhand = ["死之信息「E」", "第二之棺"]',
          '[[step]]\nexpect = { not_legal = ["set 死之信息「E」", "set 第二之棺", "activate 死之信息「E」", "activate 第二之棺"] }\n'
          '[[step]]\nrefuse = "set 死之信息「E」"\nrule = "YGO Cartas.2"\n'
          '[[step]]\nrefuse = "activate 第二之棺"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_starliege_seyfert_is_not_targeted_by_the_opponents_effects(tmp_path: Path) -> None:
    # 星际仙踪-先行者号 Starliege Seyfert: "this card cannot be targeted by your opponent's card effects" — 星际仙踪-达克大弯刀号
    # ("when Summoned: target 1 monster on the field; destroy it") targets its controller's own Seyfert, not the
    # opponent's; named anyway, the target is refused by the text's rule (YGO Cartas.2)
    state = card_state(tmp_path, '[setup.P1]\nhand = ["星际仙踪-达克大弯刀号"]\nmonsters = ["星际仙踪-先行者号", "多隆", "多隆"]\n'
                       '[setup.P2]\nmonsters = ["星际仙踪-先行者号", "精灵剑士"]')
    for line in ("summon 星际仙踪-达克大弯刀号 tributing 多隆, 多隆", "yes"):
        state.apply_action(state.parse_action(line, 0))
    theirs, mine = state.monsters(1)[0], state.monsters(0)[0]
    targets = {a.cards[0] for a in state.legal_actions() if a.kind == "target"}
    assert mine in targets and state.monsters(1)[1] in targets and theirs not in targets
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("target", 0, (theirs,)))
    assert refused.value.rule.id == "YGO Cartas.2" and "星际仙踪-先行者号" in refused.value.message("en")


@needs_cdb
def test_phantom_dragon_keeps_the_opponent_from_activating_traps_in_the_battle_phase(tmp_path: Path) -> None:
    # 幻影之龙 Phantom Dragon: "while this card is in the Monster Zone, your opponent cannot activate Trap Cards during
    # the Battle Phase" — 神圣防护罩 -反射镜力- Mirror Force is not activated against its attack, a set Quick-Play Spell
    # still is (YGO Cartas.2)
    setup = ('phase = "battle"\n[setup.P1]\nmonsters = ["{m}"]\n[setup.P2]\nmonsters = ["多隆"]\n'
             'spells = [{{ card = "神圣防护罩 -反射镜力-", face_up = false }}, {{ card = "旋风", face_up = false }}]')
    _play(tmp_path, setup.format(m="幻影之龙"),
          '[[step]]\ndo = "attack 幻影之龙 on 多隆"\n'
          '[[step]]\nexpect = { acting = "P2", legal = ["activate 旋风"], not_legal = ["activate 神圣防护罩 -反射镜力-"] }\n'
          '[[step]]\nrefuse = "P2: activate 神圣防护罩 -反射镜力-"\nrule = "YGO Cartas.2"')
    # attacked by a monster with no such text, Mirror Force answers the attack
    _play(tmp_path, setup.format(m="精灵剑士"),
          '[[step]]\ndo = "attack 精灵剑士 on 多隆"\n[[step]]\nexpect = { legal = ["activate 神圣防护罩 -反射镜力-"] }')


@needs_cdb
def test_unknown_synchron_special_summons_itself_once_per_duel_and_not_again_a_later_turn(tmp_path: Path) -> None:
    # 未知同调士 Unknown Synchron: "You can only Special Summon "Unknown Synchron" by its ① once per Duel. ①: If your
    # opponent controls a monster and you control no monsters, you can Special Summon this card from your hand" — a
    # limit by name that outlives the turn (YGO Cartas.2): destroyed in battle, a second copy is not summoned so in a
    # later turn although the condition holds again, nor after a limit of that turn was used (愚蠢的副葬, once per turn)
    decks = 'deck = ["精灵剑士", "精灵剑士", "精灵剑士", "精灵剑士"]'
    _play(tmp_path, f'[setup.P1]\nhand = ["未知同调士", "未知同调士", "愚蠢的副葬"]\ndeck = ["强欲之壶", "强欲之壶", "强欲之壶"]\n'
          f'[setup.P2]\nmonsters = ["青眼白龙"]\n{decks}',
          '[[step]]\ndo = "activate 未知同调士"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["未知同调士"] } }\n'
          '[[step]]\ndo = "end"\n[[step]]\ndo = "P2: battle"\n[[step]]\ndo = "P2: attack 青眼白龙 on 未知同调士"\n'
          '[[step]]\ndo = "P2: end"\n'
          '[[step]]\nexpect = { acting = "P1", zones = { "P1.monstruos" = [] }, contains = { "P1.cementerio" = ["未知同调士"] } }\n'
          '[[step]]\ndo = "activate 愚蠢的副葬"\n[[step]]\ndo = "choose 强欲之壶"\n'
          '[[step]]\nrefuse = "activate 未知同调士"\nrule = "YGO Cartas.2"')
