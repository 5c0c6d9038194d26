"""How many of a card may be face-up at once, by its text (issue 26): "You can only control 1 face-up "X"" on a
Spell or Trap as on a monster, and a second monster turned face-up by an attack. Each plays a real card of the
shared cards.cdb, loaded from the card data (its Simplified Chinese text), in a scenario, with a refusal naming the
rule that forbids (YGO Cartas.2: the card's text overrides the rulebook)."""

from __future__ import annotations

from pathlib import Path

from engine.games.ygo.cardtext import compile_text
from tests.ygo.test_cardtext import _play, needs_cdb
from tests.ygo.test_cardtext_monsters import _text


@needs_cdb
def test_ancient_gear_reborn_is_activated_only_while_no_other_is_face_up_and_raises_the_monster_it_revives(
        tmp_path: Path) -> None:
    # 古代的机械苏生 Ancient Gear Reborn (Continuous Trap): "You can only control 1 face-up "Ancient Gear Reborn"": a
    # second copy Set beside a face-up one is not activated (YGO Cartas.2); the face-up one's effect is used: "once
    # per turn, if you control no monsters: target 1 "Ancient Gear" monster in your GY; Special Summon it. It gains
    # 200 ATK" (古代的机械素体 Ancient Gear Frame, 1600 ATK)
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "古代的机械苏生", face_up = true }, { card = "古代的机械苏生", face_up = false }]\n'
          'graveyard = ["古代的机械素体"]',
          '[[step]]\nrefuse = "activate 古代的机械苏生@P1.magias.2"\nrule = "YGO Cartas.2"\n'
          '[[step]]\ndo = "activate 古代的机械苏生@P1.magias.1"\n[[step]]\ndo = "target 古代的机械素体"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { cards = [{ card = "古代的机械素体", atk = 1800 }], zones = { "P1.monstruos" = ["古代的机械素体"] } }')
    # alone on its controller's field, the Set copy is activated
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "古代的机械苏生", face_up = false }]\n'
          '[setup.P2]\nspells = [{ card = "古代的机械苏生", face_up = true }]',
          '[[step]]\nexpect = { legal = ["activate 古代的机械苏生"] }')
    assert compile_text("trap", "continuous", _text("古代的机械苏生")) is not None  # its whole text plays


@needs_cdb
def test_a_second_chronomaly_tula_guardian_flipped_face_up_by_an_attack_is_destroyed(tmp_path: Path) -> None:
    # 先史遗产 图拉守护者 Chronomaly Tula Guardian (1800/900): "You can only control 1 face-up …". A Set copy is not
    # Flip Summoned beside a face-up one; flipped face-up by an attack — no Flip Summon (YGO PhasesDelJuego.27) — it
    # cannot stay face-up beside it, and is destroyed (Cartas.2)
    guardians = 'monsters = ["先史遗产 图拉守护者", { card = "先史遗产 图拉守护者", position = "defense", face_up = false }]'
    _play(tmp_path, f'[setup.P1]\n{guardians}',
          '[[step]]\nrefuse = "flip 先史遗产 图拉守护者@P1.monstruos.2"\nrule = "YGO Cartas.2"')
    _play(tmp_path, f'phase = "battle"\n[setup.P1]\nmonsters = ["精灵剑士"]\n[setup.P2]\n{guardians}',
          '[[step]]\ndo = "attack 精灵剑士 on @P2.monstruos.2"\n'
          '[[step]]\nexpect = { zones = { "P2.monstruos" = ["先史遗产 图拉守护者"], "P2.cementerio" = ["先史遗产 图拉守护者"] }, '
          'lives = { P1 = 8000 } }')


@needs_cdb
def test_the_field_wide_and_archetype_limits_are_read_from_the_real_texts() -> None:
    # 雷-神, 罪 Malefic, 坏兽 Kaiju: "There can only be 1 face-up "X" on the field" (either side), "… 1 face-up "Malefic"
    # monster on the field", "You can only control 1 face-up "Kaiju" monster" — the keywords ``uniques`` plays (no
    # card of them plays whole yet: their other sentences are read by no piece)
    sentences = {"雷-神": "unique_face_up:field", "罪 青眼白龙": "unique_face_up:field:罪", "多次元坏兽 拉迪安": "unique_face_up:own:坏兽"}
    for name, keyword in sentences.items():
        sentence = next(s for s in _text(name).replace("\r", "").replace("\n", "。").split("。") if "只能有1" in s)
        compiled = compile_text("monster", "effect", sentence.split("：")[-1] + "。")
        assert compiled is not None and compiled[0]["keywords"] == {keyword}, (name, sentence)
    assert compile_text("spell", "continuous", "名字带有「罪」的怪兽在场上只能有1只表侧表示存在。") is None  # a monster's
