"""The Koa'ki Meiru (核成) family (issue 26): each is kept in its controller's End Phase by sending 1 "Iron Core of
Koa'ki Meiru" from the hand to the GY or revealing the card its text names, or else destroyed (YGO
DeterminacionDelDano.45, Cartas.2); and the older wordings of its effects. Each test plays a real card of the shared
cards.cdb, loaded from its Simplified Chinese text."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb

_GUARDIAN = "核成守护者"
_CORE = "核成兽的钢核"


@needs_cdb
def test_koaki_meiru_guardian_is_kept_by_an_iron_core_or_a_revealed_rock_and_destroyed_otherwise(tmp_path: Path) -> None:
    # 核成守护者 Koa'ki Meiru Guardian: "during each of your End Phases, send 1 "Iron Core of Koa'ki Meiru" from your
    # hand to the GY or reveal 1 Rock monster in your hand; or destroy this card" (YGO DeterminacionDelDano.45, Cartas.2)
    board = f'[setup.P1]\nmonsters = ["{_GUARDIAN}"]\nhand = ["{_CORE}", "岩石巨兵", "青眼白龙"]\n[setup.P2]\ndeck = ["青眼白龙"]'
    _play(tmp_path, board,
          '[[step]]\ndo = "end"\n[[step]]\nexpect = { prompt = "disparar", acting = "P1" }\n[[step]]\ndo = "yes"\n'
          f'[[step]]\nexpect = {{ legal = ["choose {_CORE}", "choose 岩石巨兵"], not_legal = ["choose 青眼白龙"] }}\n'
          f'[[step]]\ndo = "choose {_CORE}"\n'
          f'[[step]]\nexpect = {{ turn_player = "P2", zones = {{ "P1.monstruos" = ["{_GUARDIAN}"], "P1.cementerio" = ["{_CORE}"] }} }}')
    # a Rock monster revealed keeps it too, and stays in the hand
    _play(tmp_path, board,
          '[[step]]\ndo = "end"\n[[step]]\ndo = "yes"\n[[step]]\ndo = "choose 岩石巨兵"\n'
          f'[[step]]\nexpect = {{ turn_player = "P2", zones = {{ "P1.monstruos" = ["{_GUARDIAN}"], "P1.cementerio" = [] }}, '
          'contains = { "P1.mano" = ["岩石巨兵"] } }')
    # its controller may choose to pay nothing: it is destroyed
    _play(tmp_path, board,
          '[[step]]\ndo = "end"\n[[step]]\ndo = "no"\n'
          f'[[step]]\nexpect = {{ turn_player = "P2", zones = {{ "P1.monstruos" = [], "P1.cementerio" = ["{_GUARDIAN}"] }} }}')
    # with nothing to send or reveal, it is destroyed with no question; the opponent's End Phase asks nothing
    _play(tmp_path, f'[setup.P1]\nmonsters = ["{_GUARDIAN}"]\nhand = ["青眼白龙"]\n[setup.P2]\ndeck = ["青眼白龙"]',
          f'[[step]]\ndo = "end"\n[[step]]\nexpect = {{ turn_player = "P2", zones = {{ "P1.cementerio" = ["{_GUARDIAN}"] }} }}')
    _play(tmp_path, f'[setup.P1]\ndeck = ["青眼白龙"]\n[setup.P2]\nmonsters = ["{_GUARDIAN}"]\ndeck = ["青眼白龙"]',
          f'[[step]]\ndo = "end"\n[[step]]\nexpect = {{ turn_player = "P2", zones = {{ "P2.monstruos" = ["{_GUARDIAN}"] }} }}')


@needs_cdb
def test_koaki_meiru_sandman_and_wall_tribute_themselves_to_negate_only_an_opponents_trap_or_spell(tmp_path: Path) -> None:
    # 核成沙人 Koa'ki Meiru Sandman: "when your opponent activates a Trap Card, you can Tribute this card to negate the
    # activation, and destroy it"; 核成墙人 Koa'ki Meiru Wall: the same for a Spell Card — a Quick Effect answering that
    # activation, its cost the monster itself (YGO Cadenas.8–9, CartasDeMonstruosDeEfecto.6)
    board = ('[setup.P1]\nhand = ["强欲之壶"]\ndeck = ["青眼白龙", "黑魔术师"]\n'
             '[setup.P2]\nmonsters = ["核成墙人", "核成沙人"]')
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\nexpect = { acting = "P2", legal = ["activate 核成墙人"], '
          'not_legal = ["activate 核成沙人"] }\n'
          '[[step]]\ndo = "P2: activate 核成墙人"\n'
          '[[step]]\nexpect = { count = { "P1.mano" = 0, "P1.mazo" = 2 }, zones = { "P2.monstruos" = ["核成沙人"] }, '
          'contains = { "P1.cementerio" = ["强欲之壶"], "P2.cementerio" = ["核成墙人"] } }')


@needs_cdb
def test_koaki_meiru_prickly_may_send_a_low_level_monster_in_the_standby_phase_and_crusader_adds_a_koaki_meiru(
        tmp_path: Path) -> None:
    # 核成孕妇蔷薇 Koa'ki Meiru Prickly: "once, during your Standby Phase, you can send 1 Level 3 or lower monster from your
    # Deck to the GY" (YGO PhasesDelJuego.5: offered, its controller may decline)
    board = '[setup.P1]\nmonsters = ["核成孕妇蔷薇"]\ndeck = ["青眼白龙", "栗子球"]'
    _play(tmp_path, f'phase = "standby"\n{board}',
          '[[step]]\nexpect = { prompt = "disparar" }\n[[step]]\ndo = "yes"\n'
          '[[step]]\nexpect = { legal = ["choose 栗子球"], not_legal = ["choose 青眼白龙"] }\n[[step]]\ndo = "choose 栗子球"\n'
          '[[step]]\nexpect = { phase = "main1", zones = { "P1.cementerio" = ["栗子球"] } }')
    _play(tmp_path, f'phase = "standby"\n{board}',
          '[[step]]\ndo = "no"\n[[step]]\nexpect = { phase = "main1", zones = { "P1.cementerio" = [] } }')
    # 核成十字军 Koa'ki Meiru Crusader: "when this card destroys an opponent's monster by battle, you can add 1 "Koa'ki
    # Meiru" card from your GY to your hand" (YGO Cartas.2: no target, chosen as it resolves)
    _play(tmp_path, f'phase = "main1"\nturn = 2\n[setup.P1]\nmonsters = ["核成十字军"]\ngraveyard = ["{_CORE}", "青眼白龙"]\n'
                    '[setup.P2]\nmonsters = ["栗子球"]',
          '[[step]]\ndo = "battle"\n[[step]]\ndo = "attack 核成十字军 on 栗子球"\n[[step]]\nexpect = { prompt = "disparar" }\n'
          f'[[step]]\ndo = "yes"\n[[step]]\nexpect = {{ legal = ["choose {_CORE}"], not_legal = ["choose 青眼白龙"] }}\n'
          f'[[step]]\ndo = "choose {_CORE}"\n[[step]]\nexpect = {{ contains = {{ "P1.mano" = ["{_CORE}"] }} }}')


@needs_cdb
def test_koaki_meiru_beast_reveals_an_iron_core_to_summon_a_koaki_meiru_once_per_turn(tmp_path: Path) -> None:
    # 核成原始骑士 Koa'ki Meiru Beast: "once per turn, you can reveal 1 "Iron Core of Koa'ki Meiru" in your hand to Special
    # Summon 1 Level 4 or lower "Koa'ki Meiru" monster from your Deck, except "Koa'ki Meiru Beast"" — an older Ignition
    # Effect, once per turn (YGO CartasDeMonstruosDeEfecto.1), whose cost is the card revealed, which stays in the hand
    # (CartasDeMonstruosDeEfecto.6)
    _play(tmp_path, f'[setup.P1]\nmonsters = ["核成原始骑士"]\nhand = ["{_CORE}"]\ndeck = ["核成沙人", "核成原始骑士", "青眼白龙"]',
          '[[step]]\ndo = "activate 核成原始骑士"\n'
          f'[[step]]\nexpect = {{ legal = ["choose {_CORE}"] }}\n[[step]]\ndo = "choose {_CORE}"\n'
          '[[step]]\nexpect = { legal = ["choose 核成沙人"], not_legal = ["choose 核成原始骑士", "choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose 核成沙人"\n[[step]]\ndo = "attack position"\n'
          f'[[step]]\nexpect = {{ zones = {{ "P1.monstruos" = ["核成原始骑士", "核成沙人"], "P1.mano" = ["{_CORE}"] }} }}\n'
          '[[step]]\nrefuse = "activate 核成原始骑士"\nrule = "YGO CartasDeMonstruosDeEfecto.1"')
    # with no Iron Core to reveal the cost cannot be paid
    _play(tmp_path, '[setup.P1]\nmonsters = ["核成原始骑士"]\nhand = ["青眼白龙"]\ndeck = ["核成沙人"]',
          '[[step]]\nrefuse = "activate 核成原始骑士"\nrule = "YGO CartasDeMonstruosDeEfecto.6"')


@needs_cdb
def test_koaki_meiru_boulder_kin_sends_an_iron_core_to_put_a_spell_from_the_graveyard_on_top_of_the_deck(
        tmp_path: Path) -> None:
    # 核成海豹: "once per turn, you can send 1 "Iron Core of Koa'ki Meiru" from your hand to the GY, choose 1 Spell Card in
    # your GY, and return it to the top of your Deck" (the first card listed) — the Spell a target (YGO Cartas.2), the
    # core the cost (YGO CartasDeMonstruosDeEfecto.6)
    _play(tmp_path, f'[setup.P1]\nmonsters = ["核成海豹"]\nhand = ["{_CORE}"]\ngraveyard = ["强欲之壶", "青眼白龙"]\n'
                    'deck = ["黑魔术师"]',
          '[[step]]\ndo = "activate 核成海豹"\n'
          '[[step]]\nexpect = { legal = ["target 强欲之壶"], not_legal = ["target 青眼白龙"] }\n[[step]]\ndo = "target 强欲之壶"\n'
          f'[[step]]\ndo = "choose {_CORE}"\n'
          f'[[step]]\nexpect = {{ zones = {{ "P1.mazo" = ["强欲之壶", "黑魔术师"] }}, contains = {{ "P1.cementerio" = ["{_CORE}", "青眼白龙"] }} }}')


@needs_cdb
def test_core_transport_kin_and_katon_seal_are_used_once_per_turn_while_face_up(tmp_path: Path) -> None:
    # 核心传送装置: "once per turn, you can discard 1 card to add 1 "Iron Core of Koa'ki Meiru" from your Deck to your
    # hand" — a face-up Continuous Spell's effect, at its controller's choice (YGO Cartas.2)
    _play(tmp_path, f'[setup.P1]\nspells = ["核心传送装置"]\nhand = ["青眼白龙", "黑魔术师"]\ndeck = ["{_CORE}", "{_CORE}"]',
          '[[step]]\ndo = "activate 核心传送装置"\n[[step]]\ndo = "choose 青眼白龙"\n'
          f'[[step]]\ndo = "choose {_CORE}"\n'
          f'[[step]]\nexpect = {{ contains = {{ "P1.mano" = ["{_CORE}", "黑魔术师"], "P1.cementerio" = ["青眼白龙"] }}, '
          '"count" = { "P1.mazo" = 1 } }\n'
          '[[step]]\nrefuse = "activate 核心传送装置"\nrule = "YGO Cartas.2"')
    # 火遁封印式: "once per turn, you can banish 1 FIRE monster from your GY to choose 1 card in your opponent's GY and
    # banish it" — a face-up Continuous Trap's, a Quick Effect (YGO Cadenas.9): in the opponent's turn too
    _play(tmp_path, 'turn = 2\n[setup.P1]\ngraveyard = ["青眼白龙"]\n'
                    '[setup.P2]\nspells = ["火遁封印式"]\ngraveyard = ["灼热之试练", "火焰手"]',
          '[[step]]\nexpect = { acting = "P1" }\n[[step]]\ndo = "P1: battle"\n[[step]]\ndo = "P2: activate 火遁封印式"\n'
          '[[step]]\ndo = "P2: target 青眼白龙"\n[[step]]\ndo = "P2: choose 火焰手"\n'
          '[[step]]\nexpect = { zones = { "P1.desterradas" = ["青眼白龙"], "P2.desterradas" = ["火焰手"] } }')


@needs_cdb
def test_emergency_provisions_kin_returns_an_iron_core_to_the_deck_and_iron_core_reinitialization_adds_one(
        tmp_path: Path) -> None:
    # 紧急合成: "return 1 "Iron Core of Koa'ki Meiru" from your GY to the Deck to activate this card: Special Summon 1 Level
    # 4 or lower "Koa'ki Meiru" monster from your hand or GY" — the cost paid as it is activated (YGO
    # CartasDeMonstruosDeEfecto.6), the Deck shuffled
    _play(tmp_path, f'[setup.P1]\nhand = ["紧急合成"]\ngraveyard = ["{_CORE}", "核成沙人"]',
          f'[[step]]\ndo = "activate 紧急合成"\n[[step]]\ndo = "choose {_CORE}"\n[[step]]\ndo = "choose 核成沙人"\n'
          '[[step]]\ndo = "attack position"\n'
          f'[[step]]\nexpect = {{ zones = {{ "P1.monstruos" = ["核成沙人"], "P1.cementerio" = ["紧急合成"] }}, '
          f'contains = {{ "P1.mazo" = ["{_CORE}"] }} }}')
    _play(tmp_path, '[setup.P1]\nhand = ["紧急合成"]\ngraveyard = ["核成沙人"]',
          '[[step]]\nrefuse = "activate 紧急合成"\nrule = "YGO CartasDeMonstruosDeEfecto.6"')
    # 钢核初期化: "Tribute 1 "Koa'ki Meiru" monster you control to activate this card: add 1 "Iron Core of Koa'ki Meiru"
    # from your Deck or GY to your hand" — either zone's
    _play(tmp_path, f'[setup.P1]\nhand = ["钢核初期化"]\nmonsters = ["核成沙人"]\ngraveyard = ["{_CORE}"]\ndeck = ["青眼白龙"]',
          '[[step]]\ndo = "activate 钢核初期化"\n[[step]]\ndo = "choose 核成沙人"\n'
          f'[[step]]\nexpect = {{ legal = ["choose {_CORE}"], not_legal = ["choose 青眼白龙"] }}\n[[step]]\ndo = "choose {_CORE}"\n'
          f'[[step]]\nexpect = {{ zones = {{ "P1.mano" = ["{_CORE}"], "P1.monstruos" = [] }} }}')
