"""Optional Trigger Effects ("you can": 可以 / 才能发动) are offered to their controller, who may decline; a
mandatory one starts by itself (YGO CartasDeMonstruosDeEfecto.7, PalabrasClave.1: a player "can" activate an
effect; Cartas.2: the card's text says whether it must). Real cards of the shared cards.cdb."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb

_MOTH = '[setup.P1]\nhand = ["黑洞"]\nmonsters = ["月光蝶"]\ndeck = ["幻蝶刺客 闪蝶"]'


@needs_cdb
def test_a_sent_to_graveyard_you_can_is_offered(tmp_path: Path) -> None:
    # 月光蝶: "when this card is sent from the field to the GY, you can Special Summon 1 …幻蝶刺客 from your Deck"
    _play(tmp_path, _MOTH, '[[step]]\ndo = "activate 黑洞"\n[[step]]\nexpect = { prompt = "disparar" }\n'
          '[[step]]\ndo = "yes"\n[[step]]\ndo = "choose 幻蝶刺客 闪蝶"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["幻蝶刺客 闪蝶"] }, count = { "P1.mazo" = 0 } }')


@needs_cdb
def test_a_sent_to_graveyard_you_can_may_be_declined(tmp_path: Path) -> None:
    _play(tmp_path, _MOTH, '[[step]]\ndo = "activate 黑洞"\n[[step]]\ndo = "no"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = [] }, count = { "P1.mazo" = 1 } }')


@needs_cdb
def test_a_flip_effect_that_says_you_can_is_offered_and_may_be_declined(tmp_path: Path) -> None:
    # 死亡仓鼠: "①: If this card is flipped face-up: you can (才能发动) Special Summon 1 死亡仓鼠 from your Deck"
    setup = '[setup.P1]\nmonsters = [{ card = "死亡仓鼠", face_up = false, position = "defense" }]\ndeck = ["死亡仓鼠"]'
    _play(tmp_path, setup, '[[step]]\ndo = "flip 死亡仓鼠"\n[[step]]\nexpect = { prompt = "disparar" }\n'
          '[[step]]\ndo = "no"\n[[step]]\nexpect = { count = { "P1.monstruos" = 1, "P1.mazo" = 1 } }')


@needs_cdb
def test_a_mandatory_flip_effect_starts_by_itself(tmp_path: Path) -> None:
    # 骸骨天使: "①: If this card is flipped face-up: draw 1 card" (发动, no "you can"): nobody is asked
    _play(tmp_path, '[setup.P1]\nmonsters = [{ card = "骸骨天使", face_up = false, position = "defense" }]\n'
          'deck = ["青眼白龙", "黑魔术师"]',
          '[[step]]\ndo = "flip 骸骨天使"\n[[step]]\nexpect = { not_legal = ["yes", "no"], count = { "P1.mano" = 1 } }')


@needs_cdb
def test_old_vindictive_magician_must_destroy(tmp_path: Path) -> None:
    # 执着的老魔术师 "反转：破坏对方场上1只怪兽。" (FLIP: Destroy 1 monster your opponent controls): no "you can"
    _play(tmp_path, '[setup.P1]\nmonsters = [{ card = "执着的老魔术师", face_up = false, position = "defense" }]\n'
          '[setup.P2]\nmonsters = ["青眼白龙"]',
          '[[step]]\ndo = "flip 执着的老魔术师"\n[[step]]\nexpect = { not_legal = ["yes", "no"], legal = ["target 青眼白龙"] }')
