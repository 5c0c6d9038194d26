"""What a face-up card does in its controller's Standby Phase (issue 26): the newer wording "自己准备阶段发动。" — a
Trigger Effect that must start then (YGO PhasesDelJuego.5, CartasDeMonstruosDeEfecto.7). Each test plays a real card
of the shared cards.cdb, loaded from its Simplified Chinese text."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_dark_contract_with_the_gate_burns_its_controller_each_standby_phase_and_searches_once_per_turn(tmp_path: Path) -> None:
    # 地狱门的契约书 Dark Contract with the Gate: "① During your Main Phase: you can add 1 "DD" monster from your Deck to
    # your hand (once per turn by name). ② During your Standby Phase: you take 1000 damage" — nobody is asked, it starts
    # (PhasesDelJuego.5), and only in its controller's Standby Phase
    board = ('[setup.P1]\nspells = [{ card = "地狱门的契约书", face_up = true }]\ndeck = ["DD 莉莉丝", "DD 拉弥亚", "青眼白龙"]\n'
             '[setup.P2]\ndeck = ["青眼白龙", "青眼白龙"]')
    _play(tmp_path, f'phase = "standby"\n{board}',
          '[[step]]\nexpect = { lives = { P1 = 7000, P2 = 8000 }, phase = "main1", zones = { "P1.magias" = ["地狱门的契约书"] } }\n'
          '[[step]]\ndo = "activate 地狱门的契约书"\n'
          '[[step]]\nexpect = { legal = ["choose DD 莉莉丝", "choose DD 拉弥亚"], not_legal = ["choose 青眼白龙"] }\n'
          '[[step]]\ndo = "choose DD 拉弥亚"\n'
          '[[step]]\nexpect = { contains = { "P1.mano" = ["DD 拉弥亚"] } }\n'
          '[[step]]\nrefuse = "activate 地狱门的契约书"\nrule = "YGO Cartas.2"\n'
          # the opponent's Standby Phase costs P1 nothing
          '[[step]]\ndo = "end"\n[[step]]\nexpect = { turn_player = "P2", phase = "main1", lives = { P1 = 7000 } }')
    # face-down, it does nothing in the Standby Phase (CartasDeMonstruosDeEfecto.5: a face-up card's effect)
    _play(tmp_path, f'phase = "standby"\n{board.replace("face_up = true", "face_up = false")}',
          '[[step]]\nexpect = { lives = { P1 = 8000 }, phase = "main1" }')


@needs_cdb
def test_spirit_of_the_breeze_and_dancing_fairy_gain_in_their_position_and_legendary_fiend_grows(tmp_path: Path) -> None:
    # 微风之精灵 Spirit of the Breeze: "While this card is face-up in Attack Position on your field, gain 1000 LP during
    # each of your Standby Phases"; 舞蹈妖精 Dancing Fairy: the same in face-up Defense Position; 传说的恶魔 Legendary
    # Fiend: "during each of your Standby Phases, this card gains 700 ATK" (YGO PhasesDelJuego.5,
    # CartasDeMonstruosDeEfecto.7): nobody is asked, each in the position its text says only
    _play(tmp_path, 'phase = "standby"\n[setup.P1]\nmonsters = ["微风之精灵", { card = "舞蹈妖精", position = "defense" }, "传说的恶魔"]',
          '[[step]]\nexpect = { lives = { P1 = 10000 }, phase = "main1", cards = [{ card = "传说的恶魔", atk = 2200 }] }')
    _play(tmp_path, 'phase = "standby"\n[setup.P1]\nmonsters = [{ card = "微风之精灵", position = "defense" }, "舞蹈妖精"]',
          '[[step]]\nexpect = { lives = { P1 = 8000 }, phase = "main1" }')
    # the ATK it gained stays while it is on the field: 700 more at its controller's next Standby Phase, none at the
    # opponent's
    _play(tmp_path, 'phase = "standby"\n[setup.P1]\nmonsters = ["传说的恶魔"]',
          '[[step]]\ndo = "end"\n[[step]]\nexpect = { turn_player = "P2", cards = [{ card = "传说的恶魔", atk = 2200 }] }\n'
          '[[step]]\ndo = "P2: end"\n[[step]]\nexpect = { turn_player = "P1", phase = "main1", cards = [{ card = "传说的恶魔", atk = 2900 }] }')
