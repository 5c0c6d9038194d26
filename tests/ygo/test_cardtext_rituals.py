"""Ritual Summons by card text (``cardtext/zh_ritual.py``, ``ritual_ops.py``): Ritual Spells of the shared cards.cdb that
name their monster, an Attribute's Ritual Monsters or two monsters, with Tributes of a Level or more or of exactly the
monster's Level; the player chooses the monster and each Tribute; only a Ritual Monster properly Ritual Summoned comes
back from the Graveyard (YGO CartasDeMonstrusDeRitual)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.ai.bots import RandomBot
from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.games.ygo.cardtext import compile_text
from tests.ygo.test_cardtext import _play, card_state, needs_cdb

BLACK = "黑龙降临"  # Black Dragon Ritual: "Paladin of Dark Dragon" (Level 4), Tributes of Levels 4 or more
PALADIN = "黑龙之圣骑士"
LIGHT = "精灵的祝福"  # Ritual of Light: a LIGHT Ritual Monster, Tributes of exactly its Level


def test_ritual_spells_read_which_monsters_and_how_many_levels() -> None:
    # YGO CartasDeMonstrusDeRitual.3 over Cartas.2: what each wording of the header and the ① summons
    def ritual(text: str) -> dict[str, object]:
        compiled = compile_text("spell", "ritual", text)
        assert compiled is not None, text
        return dict(compiled[0]["effects"][0].ops[0].args)
    assert ritual("「黑龙之圣骑士」的降临必需。\n①：从自己的手卡·场上把等级合计直到4以上的怪兽解放，从手卡把「黑龙之圣骑士」仪式召唤。\n"
                  "②：自己主要阶段把墓地的这张卡除外才能发动。从卡组把1张「真红眼」魔法·陷阱卡加入手卡。") \
        == {"names": ("黑龙之圣骑士",), "level": 4}
    # 机械天使的仪式 Machine Angel Ritual's ①: a "Cyber Angel" Ritual Monster, its Level or more
    assert ritual("「电子化天使」仪式怪兽的降临必需。\n①：等级合计直到变成仪式召唤的怪兽的等级以上为止，把自己的手卡·场上的怪兽解放，"
                  "从手卡把1只「电子化天使」仪式怪兽仪式召唤。") == {"name_has": "电子化天使"}
    # 影灵衣的返魂术 Nekroz Cycle's ①: from the hand or the GY, exactly its Level
    assert ritual("「影灵衣」仪式怪兽的降临必需。\n①：等级合计直到变成和仪式召唤的怪兽相同为止，把自己的手卡·场上的怪兽解放，"
                  "从自己的手卡·墓地把1只「影灵衣」仪式怪兽仪式召唤。") \
        == {"name_has": "影灵衣", "equal": True, "zones": ("mano", "cementerio")}
    # 电脑网仪式 Cynet Ritual's ①: a Cyberse Ritual Monster; 世界不灭's ①: either of two, Tributes from the field only
    assert ritual("电子界族仪式怪兽的降临必需。\n①：等级合计直到变成仪式召唤的怪兽的等级以上为止，把自己的手卡·场上的怪兽解放，"
                  "从手卡把1只电子界族仪式怪兽仪式召唤。") == {"race": "Ciberso"}
    assert ritual("「破灭之女神 露茵」「终焉之王 迪米斯」的降临必需。\n①：等级合计直到变成仪式召唤的怪兽的等级以上为止，把自己场上的怪兽"
                  "解放，从手卡把「破灭之女神 露茵」或者「终焉之王 迪米斯」仪式召唤。") \
        == {"names": ("破灭之女神 露茵", "终焉之王 迪米斯"), "tributes": ("monstruos",)}
    # the older wordings: 救世的仪式's first sentences, 杰拉的仪式, 大地赞颂
    assert ritual("「救世之美神 诺斯维姆科」的降临必需。必须从手卡·自己场上把等级合计直到7以上的怪兽解放。") \
        == {"names": ("救世之美神 诺斯维姆科",), "level": 7}
    assert ritual("召唤「杰拉」降临必要。场上和手卡加起来总共8颗星以上的怪兽作祭品。") == {"names": ("杰拉",), "level": 8}
    assert ritual("可以使地属性的仪式怪兽降临。特殊召唤时，必须以场上和/或手卡中合计等级与此地属性仪式怪兽等级相同的怪兽作为祭品。") \
        == {"attribute": "TIERRA", "equal": True}
    # a Ritual Spell's header alone is no effect; a monster's card does not read it
    assert compile_text("spell", "ritual", "「黑龙之圣骑士」的降临必需。") is None
    assert compile_text("monster", "ritual", "「黑龙降临」仪式魔法卡降临。") is not None
    assert compile_text("monster", "effect", "「黑龙降临」仪式魔法卡降临。") is None


@needs_cdb
def test_black_dragon_ritual_summons_its_paladin_with_the_tributes_the_player_chooses(tmp_path: Path) -> None:
    # 黑龙降临 Black Dragon Ritual: "Tribute monsters from your hand or field whose total Levels equal 4 or more, and
    # Ritual Summon "Paladin of Dark Dragon" from your hand" (YGO CartasDeMonstrusDeRitual.3, .4); without the Tributes
    # it is not activated
    _play(tmp_path, f'[setup.P1]\nhand = ["{BLACK}", "{PALADIN}"]\nmonsters = ["猫妖精"]',
          f'[[step]]\nrefuse = "activate {BLACK}"\nrule = "YGO CartasDeMonstrusDeRitual.3"')
    _play(tmp_path, f'[setup.P1]\nhand = ["{BLACK}", "{PALADIN}", "硬毛鼠"]\nmonsters = ["猫妖精", "心钥妖精"]',
          f'[[step]]\ndo = "activate {BLACK}"\n'
          '[[step]]\nexpect = { legal = ["choose 硬毛鼠", "choose 猫妖精", "choose 心钥妖精"] }\n'
          '[[step]]\ndo = "choose 猫妖精"\n'
          '[[step]]\ndo = "choose 心钥妖精"\n'
          '[[step]]\ndo = "defense position"\n'
          f'[[step]]\nexpect = {{ zones = {{ "P1.monstruos" = ["{PALADIN}"], "P1.mano" = ["硬毛鼠"] }}, '
          f'contains = {{ "P1.cementerio" = ["{BLACK}", "猫妖精", "心钥妖精"] }} }}')


@needs_cdb
def test_a_full_monster_zone_makes_a_monster_of_the_field_one_of_the_tributes(tmp_path: Path) -> None:
    # YGO AreaDeJuego.4: with five monsters, the Level 4 of the hand is not Tribute enough — one of the field goes too
    field = ", ".join(['"硬毛鼠"'] * 4 + ['"猫妖精"'])
    _play(tmp_path, f'[setup.P1]\nhand = ["{BLACK}", "{PALADIN}", "魔物狩人"]\nmonsters = [{field}]',
          f'[[step]]\ndo = "activate {BLACK}"\n[[step]]\ndo = "choose 魔物狩人"\n'
          '[[step]]\nexpect = { legal = ["choose 硬毛鼠", "choose 猫妖精"], not_legal = ["choose 魔物狩人"] }\n'
          '[[step]]\ndo = "choose 猫妖精"\n[[step]]\ndo = "attack position"\n'
          f'[[step]]\nexpect = {{ count = {{ "P1.monstruos" = 5 }}, contains = {{ "P1.monstruos" = ["{PALADIN}"], '
          '"P1.cementerio" = ["魔物狩人", "猫妖精"] } }')


@needs_cdb
def test_ritual_of_light_summons_a_light_ritual_monster_with_tributes_of_exactly_its_level(tmp_path: Path) -> None:
    # 精灵的祝福 Ritual of Light: "Tribute monsters whose total Levels exactly equal the Level of the monster you Ritual
    # Summon, and Ritual Summon 1 LIGHT Ritual Monster": the player chooses which (白龙之圣骑士, Level 4, or 电子化天使-韦驮天-,
    # Level 6; not the DARK 黑龙之圣骑士), then only Tributes that can still add up to 4 exactly (3 + 1; not the Level 2)
    _play(tmp_path, f'[setup.P1]\nhand = ["{LIGHT}", "白龙之圣骑士", "电子化天使-韦驮天-", "{PALADIN}", "多隆"]\n'
          'monsters = ["猫妖精", "心钥妖精"]',
          f'[[step]]\ndo = "activate {LIGHT}"\n'
          f'[[step]]\nexpect = {{ prompt = "elegir", legal = ["choose 白龙之圣骑士", "choose 电子化天使-韦驮天-"], '
          f'not_legal = ["choose {PALADIN}"] }}\n'
          '[[step]]\ndo = "choose 白龙之圣骑士"\n'
          '[[step]]\nexpect = { legal = ["choose 猫妖精", "choose 心钥妖精"], not_legal = ["choose 多隆", '
          '"choose 电子化天使-韦驮天-"] }\n'
          '[[step]]\ndo = "choose 猫妖精"\n'
          '[[step]]\nexpect = { legal = ["choose 心钥妖精"], not_legal = ["choose 多隆"] }\n'
          '[[step]]\ndo = "choose 心钥妖精"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["白龙之圣骑士"] }, contains = { "P1.mano" = ["多隆"] } }')


@needs_cdb
def test_black_dragon_ritual_searches_from_the_graveyard(tmp_path: Path) -> None:
    # 黑龙降临's ②: "during your Main Phase: you can banish this card from your GY; add 1 "Red-Eyes" Spell/Trap from
    # your Deck to your hand" — an Ignition Effect of the Spell in the Graveyard (YGO Cartas.2)
    _play(tmp_path, f'[setup.P1]\ngraveyard = ["{BLACK}"]\ndeck = ["真红眼转生", "硬毛鼠"]',
          f'[[step]]\ndo = "activate {BLACK}"\n[[step]]\ndo = "choose 真红眼转生"\n'
          f'[[step]]\nexpect = {{ zones = {{ "P1.desterradas" = ["{BLACK}"], "P1.mano" = ["真红眼转生"] }} }}')


@needs_cdb
def test_only_a_ritual_monster_ritual_summoned_comes_back_from_the_graveyard(tmp_path: Path) -> None:
    # YGO CartasDeMonstrusDeRitual.1, .5: a Ritual Monster is Special Summoned by its Ritual Spell; one that was, and
    # was destroyed, Monster Reborn brings back (白龙之圣骑士, only discarded, it does not)
    state = card_state(tmp_path, f'[setup.P1]\nhand = ["{BLACK}", "{PALADIN}", "硬毛鼠", "黑洞", "Monstruo Renacido"]\n'
                       'graveyard = ["白龙之圣骑士"]')
    for text in (f"activate {BLACK}", "choose 硬毛鼠", "attack position", "activate 黑洞"):
        state.apply_action(state.parse_action(text, 0))
    while state.prompt is not None and state.prompt.kind != "principal":  # the opponent passes
        state.apply_action(Action("pass", state.prompt.player))
    assert [state.defn(c).name for c in state.ids(0, "monstruos")] == []
    state.apply_action(state.parse_action("activate Monstruo Renacido", 0))
    named = {state.defn(cid).name: cid for cid in state.ids(0, "cementerio")}
    assert Action("target", 0, (named[PALADIN],)) in state.legal_actions()
    assert Action("target", 0, (named["白龙之圣骑士"],)) not in state.legal_actions()
    with pytest.raises(IllegalActionError) as refused:
        state.apply_action(Action("target", 0, (named["白龙之圣骑士"],)))
    assert refused.value.rule.id == "YGO CartasDeMonstrusDeRitual.1"


@needs_cdb
def test_a_bot_completes_every_ritual_it_starts(tmp_path: Path) -> None:
    # the legal actions lead every choice of the player (here a random bot's) to a Ritual Summon: no dead end
    # (YGO CartasDeMonstrusDeRitual.3)
    for seed in range(6):
        state = card_state(tmp_path, f'[setup.P1]\nhand = ["{LIGHT}", "白龙之圣骑士", "电子化天使-韦驮天-", "多隆", "猫妖精"]\n'
                           'monsters = ["心钥妖精", "神圣能量", "封印师 明晴"]')
        activate = state.parse_action(f"activate {LIGHT}", 0)
        assert activate in state.legal_actions()
        state.apply_action(activate)
        bot = RandomBot(seed)
        while state.prompt is not None and state.prompt.kind != "principal":
            state.apply_action(bot.choose(state))
        summoned = [state.defn(c).name for c in state.ids(0, "monstruos")]
        assert "白龙之圣骑士" in summoned or "电子化天使-韦驮天-" in summoned, (seed, summoned)
