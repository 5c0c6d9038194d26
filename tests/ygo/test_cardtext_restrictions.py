"""What a card's text forbids (issue 26): no Battle Phase the turn it is activated, no attack by the monster that used
its effect, no Special Summon from the Graveyard — and "cannot be used as Synchro Material", which the classic rules
make a sentence that forbids nothing. Each plays a real card of the shared cards.cdb, loaded from the card data (its
Simplified Chinese text), citing the rule, with the refusal the text adds."""

from __future__ import annotations

from pathlib import Path

from engine.games.ygo.cardtext import compile_text
from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_truce_reinforcement_recruits_a_warrior_and_bars_its_controllers_battle_phase(tmp_path: Path) -> None:
    # 休战增援: "Special Summon 1 Level 2 or lower Warrior monster from your Deck. You cannot conduct your Battle Phase
    # the turn you activate this card" (YGO Cartas.2 over PhasesDelJuego.37)
    setup = ('[setup.P1]\nspells = [{ card = "休战增援", face_up = false }]\nmonsters = ["青眼白龙"]\n'
             'deck = ["多隆", "青眼白龙"]\n[setup.P2]\nmonsters = ["精灵剑士"]')
    _play(tmp_path, setup, '[[step]]\nexpect = { legal = ["battle"] }\n'
          '[[step]]\ndo = "activate 休战增援"\n[[step]]\ndo = "choose 多隆"\n[[step]]\ndo = "attack position"\n'
          '[[step]]\nexpect = { zones = { "P1.monstruos" = ["青眼白龙", "多隆"] }, not_legal = ["battle"], legal = ["end"] }\n'
          '[[step]]\nrefuse = "battle"\nrule = "YGO Cartas.2"')
    # once the Battle Phase was conducted, it is not activated (Cartas.2)
    _play(tmp_path, 'phase = "main2"\n' + setup, '[[step]]\nrefuse = "activate 休战增援"\nrule = "YGO Cartas.2"')
    # the next turn of its controller has its Battle Phase again
    _play(tmp_path, 'turn = 4\n' + setup, '[[step]]\ndo = "activate 休战增援"\n[[step]]\ndo = "choose 多隆"\n'
          '[[step]]\ndo = "attack position"\n[[step]]\nexpect = { not_legal = ["battle"] }\n'
          '[[step]]\ndo = "end"\n[[step]]\ndo = "P2: end"\n[[step]]\nexpect = { acting = "P1", legal = ["battle"] }')


@needs_cdb
def test_super_conductor_tyranno_burns_and_does_not_attack_that_turn(tmp_path: Path) -> None:
    # 超传导恐兽 Super Conductor Tyranno: "Once per turn: you can Tribute 1 monster; inflict 1000 damage to your
    # opponent. This card cannot declare an attack the turn this effect is activated" (YGO Cartas.2)
    setup = '[setup.P1]\nmonsters = ["超传导恐兽", "多隆", "青眼白龙"]\n[setup.P2]\nmonsters = ["精灵剑士"]'
    _play(tmp_path, setup, '[[step]]\ndo = "activate 超传导恐兽"\n[[step]]\ndo = "choose 多隆"\n'
          '[[step]]\nexpect = { lives = { P2 = 7000 }, zones = { "P1.cementerio" = ["多隆"] } }\n'
          '[[step]]\ndo = "battle"\n[[step]]\nexpect = { legal = ["attack 青眼白龙 on 精灵剑士"] }\n'
          '[[step]]\nrefuse = "attack 超传导恐兽 on 精灵剑士"\nrule = "YGO Cartas.2"')
    # a Tyranno that attacked this turn does not use it (Cartas.2)
    _play(tmp_path, 'phase = "main2"\n[setup.P1]\nmonsters = [{ card = "超传导恐兽", attacked = true }, "多隆"]',
          '[[step]]\nrefuse = "activate 超传导恐兽"\nrule = "YGO Cartas.2"')


@needs_cdb
def test_infernity_mirage_is_not_special_summoned_from_the_graveyard(tmp_path: Path) -> None:
    # 永火幻象 Infernity Mirage: "Cannot be Special Summoned from the GY" — 活死人的呼声 Call of the Haunted does not
    # target it (YGO Cartas.2)
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "活死人的呼声", face_up = false }]\ngraveyard = ["永火幻象", "永火矮人"]',
          '[[step]]\ndo = "activate 活死人的呼声"\n'
          '[[step]]\nexpect = { legal = ["target 永火矮人"], not_legal = ["target 永火幻象"] }')
    # with no other monster in the Graveyard, Call of the Haunted has no target and is not activated
    _play(tmp_path, '[setup.P1]\nspells = [{ card = "活死人的呼声", face_up = false }]\ngraveyard = ["永火幻象"]',
          '[[step]]\nrefuse = "activate 活死人的呼声"\nrule = "YGO Cartas.2"')


def test_no_synchro_material_changes_nothing_under_the_classic_rules() -> None:
    # YGO PhasesDelJuego.31: a Special Summon is by Fusion, Ritual, a Spell, a Trap or a monster's effect — there is no
    # Synchro Summon, so "cannot be used as Synchro Material" forbids nothing: the card compiles as it would without it
    direct = "这张卡可以直接攻击。"
    with_it = compile_text("monster", "effect", direct + "这张卡不能作为同调素材。")
    without = compile_text("monster", "effect", direct)
    assert with_it is not None and without is not None
    assert with_it[0] == without[0] and "no-synchro-material" in with_it[1]
    assert compile_text("spell", "normal", "这张卡不能作为同调素材。") is None  # a monster's sentence


@needs_cdb
def test_blackwing_shinonome_with_no_synchro_summon_plays_as_its_stats(tmp_path: Path) -> None:
    # 黑羽-东云之东风: "This card, Special Summoned, cannot be used as Synchro Material" is all its text (PhasesDelJuego.31):
    # it plays as its stats, summoned and attacking directly with its 700 ATK
    compiled = compile_text("monster", "effect", "特殊召唤的这张卡不能作为同调素材。")
    assert compiled == ({}, ("no-synchro-material",))
    _play(tmp_path, '[setup.P1]\nhand = ["黑羽-东云之东风"]',
          '[[step]]\ndo = "summon 黑羽-东云之东风"\n[[step]]\ndo = "battle"\n[[step]]\ndo = "attack 黑羽-东云之东风"\n'
          '[[step]]\nexpect = { lives = { P2 = 7300 } }')
