"""Monster families of the card text (issue 26): Gemini monsters, summoning conditions, a monster's
own protections and self-destruction. Each plays a real card of the shared cards.cdb that uses it,
loaded from the card data (its Simplified Chinese text), in a scenario, with a refusal naming the
rule that forbids."""

from __future__ import annotations

from pathlib import Path

from engine.games.ygo.cardtext import compile_text
from tests.ygo.test_cardtext import _play, needs_cdb

_GEMINI = ("这张卡在墓地或者场上表侧表示存在的场合，当作通常怪兽使用。场上表侧表示存在的这张卡可以作当成通常召唤使用的再度召唤，"
           "这张卡变成当作效果怪兽使用并得到以下效果。\n")


def test_gemini_effects_are_read_only_on_a_gemini_monster() -> None:
    piercing = "●这张卡攻击守备表示怪兽时，若攻击力超过那个守备力，给与对方基本分那个数值的战斗伤害。"
    compiled = compile_text("monster", "effect", _GEMINI + piercing)
    assert compiled is not None and compiled[0]["keywords"] == {"gemini", "piercing"}
    assert compile_text("monster", "effect", piercing) is None  # "●…" on a card that gains nothing
    assert compile_text("spell", "normal", _GEMINI + piercing) is None


@needs_cdb
def test_dual_lancer_a_gemini_monster_pierces_only_once_normal_summoned_again(tmp_path: Path) -> None:
    # 二重枪兵 Gemini Lancer (1800 ATK): "treated as a Normal Monster while face-up on the field or in the GY; you
    # can Normal Summon this face-up card to have it become an Effect Monster with this effect: piercing"
    # (YGO Cartas.2). As a Normal Monster it deals no piercing damage to 精灵剑士 (1200 DEF)…
    field = ('[setup.P1]\nmonsters = ["二重枪兵"]\nhand = ["精灵剑士"]\n'
             '[setup.P2]\nmonsters = [{ card = "精灵剑士", position = "defense" }, { card = "精灵剑士", position = "defense" }]')
    _play(tmp_path, field, '[[step]]\ndo = "battle"\n[[step]]\ndo = "attack 二重枪兵 on 精灵剑士"\n'
          '[[step]]\nexpect = { lives = { P2 = 8000 }, count = { "P2.cementerio" = 1 } }')
    # … Normal Summoned again (that turn's Normal Summon, PhasesDelJuego.11) it does: 1800 - 1200 = 600
    _play(tmp_path, field, '[[step]]\ndo = "summon 二重枪兵"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["二重枪兵"], "P1.mano" = ["精灵剑士"] } }\n'
          '[[step]]\nrefuse = "summon 精灵剑士"\nrule = "YGO PhasesDelJuego.11"\n'
          '[[step]]\nrefuse = "summon 二重枪兵"\nrule = "YGO Cartas.2"\n'
          '[[step]]\ndo = "battle"\n[[step]]\ndo = "attack 二重枪兵 on 精灵剑士"\n'
          '[[step]]\nexpect = { lives = { P2 = 7400 }, count = { "P2.cementerio" = 1 } }')
    # the Normal Summon spent on another monster, it stays a Normal Monster this turn (PhasesDelJuego.11)
    _play(tmp_path, field, '[[step]]\ndo = "summon 精灵剑士"\n'
          '[[step]]\nrefuse = "summon 二重枪兵"\nrule = "YGO PhasesDelJuego.11"')


@needs_cdb
def test_lucky_pied_piper_draws_after_a_battle_only_as_an_effect_monster(tmp_path: Path) -> None:
    # 幸运之吹笛人 Lucky Pied Piper (Gemini, 1500 ATK): "●When this card destroys an opponent's monster by battle and
    # sends it to the GY: draw 1 card" — a Trigger Effect it has only once Normal Summoned again (YGO Cartas.2,
    # CartasDeMonstruosDeEfecto.7)
    field = ('[setup.P1]\nmonsters = ["幸运之吹笛人"]\ndeck = ["黑魔术师", "黑魔术师"]\n'
             '[setup.P2]\nmonsters = [{ card = "精灵剑士", position = "defense" }]')
    _play(tmp_path, field, '[[step]]\ndo = "battle"\n[[step]]\ndo = "attack 幸运之吹笛人 on 精灵剑士"\n'
          '[[step]]\nexpect = { count = { "P1.mano" = 0, "P1.mazo" = 2, "P2.cementerio" = 1 } }')
    _play(tmp_path, field, '[[step]]\ndo = "summon 幸运之吹笛人"\n[[step]]\ndo = "battle"\n'
          '[[step]]\ndo = "attack 幸运之吹笛人 on 精灵剑士"\n'
          '[[step]]\nexpect = { count = { "P1.mano" = 1, "P1.mazo" = 1, "P2.cementerio" = 1 } }')
