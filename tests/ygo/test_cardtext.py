"""Card text compiled into effects: each template plays a real card of the shared cards.cdb,
loaded from the card data (its Simplified Chinese text) in a scenario."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.games.ygo.cardtext import TEMPLATES, compile_text
from engine.games.ygo.coverage import TEMPLATES as TESTED
from engine.games.ygo.state import YgoState
from engine.scenario import build_state, load_scenario, run_file
from tests.helpers import SHARED

CDB = SHARED / "testdata" / "ygo-cdb" / "cards.cdb"
needs_cdb = pytest.mark.skipif(not CDB.exists(), reason="shared/testdata is not beside the checkout")


def _play(tmp_path: Path, setup: str, steps: str) -> None:
    path = tmp_path / "card.toml"
    path.write_text(f'[scenario]\ngame = "ygo"\nname = "card text"\n\n[setup]\ncard_data = "{CDB}"\n'
                    f'{setup}\n{steps}', encoding="utf-8")
    result = run_file(path)
    assert result.passed, [failure.en for failure in result.failures]


def card_state(tmp_path: Path, setup: str) -> YgoState:
    """The state a scenario of the shared cards.cdb starts in (``setup``: its ``[setup.P1]``… tables),
    for tests that play it by actions."""
    path = tmp_path / "card.toml"
    path.write_text(f'[scenario]\ngame = "ygo"\nname = "card text"\n\n[setup]\ncard_data = "{CDB}"\n{setup}',
                    encoding="utf-8")
    state = build_state(path, *load_scenario(path))
    assert isinstance(state, YgoState)
    return state


def test_every_template_is_counted_with_its_test() -> None:
    assert {t.name for t in TEMPLATES} <= set(TESTED)


def test_only_the_whole_text_compiles() -> None:
    assert compile_text("spell", "normal", "从自己的卡组抽2张卡。") is not None
    # a second sentence nothing reads keeps the whole card manual (one that is read, "then discard 1", compiles)
    assert compile_text("spell", "normal", "从自己的卡组抽2张卡。那之后，选1张手卡丢弃。") is not None
    assert compile_text("spell", "normal", "从自己的卡组抽2张卡。那之后，自己受到1000伤害的场合，这张卡回到卡组最下面。") is None
    assert compile_text("monster", "effect", "从自己的卡组抽2张卡。") is None  # a monster's effect says when


@needs_cdb
def test_draw_pot_of_greed(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nhand = ["强欲之壶"]\ndeck = ["青眼白龙", "青眼白龙", "青眼白龙"]',
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\n'
          'expect = { count = { "P1.mano" = 2, "P1.mazo" = 1 }, zones = { "P1.cementerio" = ["强欲之壶"] } }')


@needs_cdb
def test_gain_lp_dian_keto(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nhand = ["治疗之神 迪安·凯特"]',
          '[[step]]\ndo = "activate 治疗之神 迪安·凯特"\n[[step]]\nexpect = { lives = { P1 = 9000, P2 = 8000 } }')


@needs_cdb
def test_burn_hinotama(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nhand = ["火球"]',
          '[[step]]\ndo = "activate 火球"\n[[step]]\nexpect = { lives = { P1 = 8000, P2 = 7500 } }')


@needs_cdb
def test_ritual_black_luster_soldier(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nhand = ["混沌的仪式", "混沌战士"]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "activate 混沌的仪式"\n[[step]]\ndo = "choose 青眼白龙"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["混沌战士"] }, '
          'contains = { "P1.cementerio" = ["青眼白龙", "混沌的仪式"] }, count = { "P1.mano" = 0 } }')


def test_the_wordings_of_a_ritual_spell_name_its_monster() -> None:
    old = compile_text("spell", "ritual", "「要塞鲸」的降临必要。必须从场上或者手札，牺牲奉献等级合计为7个以上的卡。")
    assert old is not None and old[0]["ritual_monster"] == "要塞鲸"
    other = compile_text("spell", "ritual", "「蟹龟」的降临必需。若不从场地和手卡把等级直到8以上的卡作为祭品，则「蟹龟」不能降临。")
    assert other is not None and other[0]["ritual_monster"] == "蟹龟"
    assert compile_text("spell", "ritual", "「蟹龟」的降临必需。若不从场地和手卡把等级直到8以上的卡作为祭品，则「龟」不能降临。") is None


@needs_cdb
def test_mystical_space_typhoon(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nhand = ["旋风"]\n[setup.P2]\nspells = [{ card = "木乃伊的呼声", face_up = true }]',
          '[[step]]\ndo = "activate 旋风"\n[[step]]\ndo = "target 木乃伊的呼声"\n[[step]]\n'
          'expect = { zones = { "P2.magias" = [], "P2.cementerio" = ["木乃伊的呼声"], "P1.cementerio" = ["旋风"] } }')


@needs_cdb
def test_heavy_storm(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nhand = ["大风暴"]\nspells = [{ card = "强欲之壶", face_up = false }]\n'
          '[setup.P2]\nspells = [{ card = "大风暴", face_up = false }]',
          '[[step]]\ndo = "activate 大风暴"\n[[step]]\n'
          'expect = { zones = { "P1.magias" = [], "P2.magias" = [], "P2.cementerio" = ["大风暴"] }, '
          'contains = { "P1.cementerio" = ["大风暴", "强欲之壶"] } }')


@needs_cdb
def test_mirror_force(tmp_path: Path) -> None:
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙", { card = "黑魔术师", position = "defense" }]\n'
          '[setup.P2]\nmonsters = ["执着的老魔术师"]\nspells = [{ card = "神圣防护罩 -反射镜力-", face_up = false }]',
          '[[step]]\nrefuse = "P2: activate 神圣防护罩 -反射镜力-"\n'
          '[[step]]\ndo = "attack 青眼白龙 on 执着的老魔术师"\n[[step]]\ndo = "activate 神圣防护罩 -反射镜力-"\n[[step]]\n'
          'expect = { zones = { "P1.monstruos" = ["黑魔术师"], "P1.cementerio" = ["青眼白龙"], '
          '"P2.monstruos" = ["执着的老魔术师"] }, lives = { P2 = 8000 } }')


@needs_cdb
def test_compulsory_evacuation_device(tmp_path: Path) -> None:
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n'
          '[setup.P2]\nspells = [{ card = "强制脱出装置", face_up = false }]',
          '[[step]]\ndo = "attack 青眼白龙"\n[[step]]\ndo = "activate 强制脱出装置"\n[[step]]\ndo = "target 青眼白龙"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = [], "P1.mano" = ["青眼白龙"] }, lives = { P2 = 8000 } }')


@needs_cdb
def test_old_vindictive_magician(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nmonsters = [{ card = "执着的老魔术师", position = "defense", face_up = false }]\n'
          '[setup.P2]\nmonsters = ["青眼白龙", "黑魔术师"]',
          '[[step]]\ndo = "flip 执着的老魔术师"\n[[step]]\ndo = "target 黑魔术师"\n[[step]]\n'
          'expect = { zones = { "P2.monstruos" = ["青眼白龙"], "P2.cementerio" = ["黑魔术师"] } }')


@needs_cdb
def test_legendary_sword(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nhand = ["传说之剑"]\nmonsters = ["精灵剑士", "黑魔术师"]',
          '[[step]]\ndo = "activate 传说之剑"\n[[step]]\nexpect = { legal = ["target 精灵剑士"], not_legal = ["target 黑魔术师"] }\n[[step]]\ndo = "target 精灵剑士"\n'
          '[[step]]\nexpect = { cards = [{ card = "精灵剑士", atk = 1700, def = 1500 }, { card = "黑魔术师", atk = 2500 }], '
          'zones = { "P1.magias" = ["传说之剑"] } }')


@needs_cdb
def test_mountain(tmp_path: Path) -> None:
    _play(tmp_path, '[setup.P1]\nhand = ["山"]\nmonsters = ["青眼白龙", "精灵剑士"]\n[setup.P2]\nmonsters = ["黑魔术师"]',
          '[[step]]\ndo = "activate 山"\n[[step]]\nexpect = { cards = [{ card = "青眼白龙", atk = 3200, def = 2700 }, '
          '{ card = "精灵剑士", atk = 1400 }, { card = "黑魔术师", atk = 2500 }], zones = { "P1.campo_magico" = ["山"] } }')


@needs_cdb
def test_direct_attack(tmp_path: Path) -> None:
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["异形的从者", "精灵剑士"]\n[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\nexpect = { legal = ["attack 异形的从者"], not_legal = ["attack 精灵剑士"] }\n'
          '[[step]]\ndo = "attack 异形的从者"\n[[step]]\nexpect = { lives = { P2 = 7300 }, zones = { "P2.monstruos" = ["青眼白龙"] } }')


@needs_cdb
def test_piercing(tmp_path: Path) -> None:
    _play(tmp_path, 'phase = "battle"\n[setup.P1]\nmonsters = ["枪兵龙人", "黑魔术师"]\n'
          '[setup.P2]\nmonsters = [{ card = "精灵剑士", position = "defense" }, { card = "精灵剑士", position = "defense" }]',
          '[[step]]\ndo = "attack 枪兵龙人 on 精灵剑士"\n[[step]]\nexpect = { lives = { P2 = 7700 }, count = { "P2.cementerio" = 1 } }\n'
          '[[step]]\ndo = "attack 黑魔术师 on 精灵剑士"\n[[step]]\nexpect = { lives = { P2 = 7700 }, count = { "P2.cementerio" = 2 } }')
