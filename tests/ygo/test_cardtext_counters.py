"""Spell Counters (魔力指示物, issue 26): placed on a targeted card, removed from a monster as the cost of an older
Ignition Effect, removed from the whole field, and the ATK a monster gains for each (YGO Cartas.2,
CartasDeMonstruosDeEfecto.6). Each test plays a real card of the shared cards.cdb, loaded from its Simplified Chinese
text."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb

_SKILLED = "熟练的黑魔术师"


@needs_cdb
def test_spell_power_grasp_places_a_counter_on_a_card_that_holds_them_and_searches_its_namesake(tmp_path: Path) -> None:
    # 魔力掌握 Spell Power Grasp: "target 1 card on the field that can hold a Spell Counter; place 1 Spell Counter on it.
    # Then you can add 1 "Spell Power Grasp" from your Deck to your hand" — a monster whose text places none is no
    # target (YGO Cartas.2); Skilled Dark Magician gets this one and the one its own text gives for the Spell activated
    board = f'[setup.P1]\nmonsters = ["{_SKILLED}", "青眼白龙"]\nhand = ["魔力掌握"]\ndeck = ["魔力掌握", "黑魔术师"]'
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 魔力掌握"\n'
          f'[[step]]\nexpect = {{ legal = ["target {_SKILLED}"], not_legal = ["target 青眼白龙"] }}\n'
          f'[[step]]\ndo = "target {_SKILLED}"\n[[step]]\ndo = "choose 魔力掌握"\n'
          f'[[step]]\nexpect = {{ cards = [{{ card = "{_SKILLED}", counters = {{ magia = 2 }} }}], '
          'contains = { "P1.mano" = ["魔力掌握"], "P1.cementerio" = ["魔力掌握"] }, zones = { "P1.mazo" = ["黑魔术师"] } }')


@needs_cdb
def test_legendary_flame_lord_removes_three_counters_to_destroy_every_other_monster(tmp_path: Path) -> None:
    # 传说的爆炎使 Legendary Flame Lord: "each time a Spell is activated, place 1 Spell Counter on this card. You can remove
    # 3 Spell Counters from this card to destroy all monsters on the field except this card" — an Ignition Effect whose
    # cost is the counters; with 2 it cannot be paid (YGO CartasDeMonstruosDeEfecto.6)
    lord = "传说的爆炎使"
    board = (f'[setup.P1]\nmonsters = [{{ card = "{lord}", counters = {{ magia = 3 }} }}, "青眼白龙"]\n'
             '[setup.P2]\nmonsters = ["黑魔术师", "栗子球"]')
    _play(tmp_path, board,
          f'[[step]]\ndo = "activate {lord}"\n'
          f'[[step]]\nexpect = {{ zones = {{ "P1.monstruos" = ["{lord}"], "P2.monstruos" = [] }}, '
          f'cards = [{{ card = "{lord}", counters = {{}} }}] }}')
    _play(tmp_path, board.replace("magia = 3", "magia = 2"),
          f'[[step]]\nrefuse = "activate {lord}"\nrule = "YGO CartasDeMonstruosDeEfecto.6"')


@needs_cdb
def test_arcanite_magician_assault_mode_removes_two_counters_to_destroy_the_opponents_cards(tmp_path: Path) -> None:
    # 奥金魔术师/爆裂体 Arcanite Magician/Assault Mode: "gains 1000 ATK for each Spell Counter on it. You can remove 2 Spell
    # Counters from this card, and if you do, destroy all cards your opponent controls" — a sentence of its own, an
    # Ignition Effect besides its Special Summon trigger (YGO Cartas.2, CartasDeMonstruosDeEfecto.6)
    arcanite = "奥金魔术师/爆裂体"
    _play(tmp_path, f'[setup.P1]\nmonsters = [{{ card = "{arcanite}", counters = {{ magia = 2 }} }}]\n'
                    '[setup.P2]\nmonsters = ["黑魔术师"]\nspells = [{ card = "魔法筒", face_up = false }]',
          f'[[step]]\nexpect = {{ cards = [{{ card = "{arcanite}", atk = 2900 }}] }}\n'
          f'[[step]]\ndo = "activate {arcanite}"\n'
          f'[[step]]\nexpect = {{ zones = {{ "P2.monstruos" = [], "P2.magias" = [] }}, cards = [{{ card = "{arcanite}", atk = 900 }}] }}')


@needs_cdb
def test_geisha_kin_gains_atk_for_the_counter_it_gets_by_destroying_a_monster(tmp_path: Path) -> None:
    # 艺妓之影: "if this card destroys an opponent's monster by battle, place 1 Spell Counter on it. This card gains 200 ATK
    # for each Spell Counter on it" (YGO Cartas.2)
    geisha = "艺妓之影"
    _play(tmp_path, f'phase = "main1"\nturn = 2\n[setup.P1]\nmonsters = ["{geisha}"]\n[setup.P2]\nmonsters = ["栗子球"]',
          f'[[step]]\ndo = "battle"\n[[step]]\ndo = "attack {geisha} on 栗子球"\n'
          f'[[step]]\nexpect = {{ zones = {{ "P2.cementerio" = ["栗子球"] }}, cards = [{{ card = "{geisha}", counters = {{ magia = 1 }} }}] }}')
    _play(tmp_path, f'[setup.P1]\nmonsters = [{{ card = "{geisha}", counters = {{ magia = 2 }} }}]',
          f'[[step]]\nexpect = {{ cards = [{{ card = "{geisha}", atk = 2100 }}] }}')


@needs_cdb
def test_spell_vanishing_kin_removes_every_spell_counter_on_the_field(tmp_path: Path) -> None:
    # 魔力枯竭, a Normal Trap: "remove all Spell Counters on the field" — both players' (YGO Cartas.2); Breaker the
    # Magical Warrior loses the ATK its counter gave it
    breaker = "魔导战士 破坏者"
    _play(tmp_path, f'[setup.P1]\nspells = [{{ card = "魔力枯竭", face_up = false }}]\n'
                    f'monsters = [{{ card = "{breaker}", counters = {{ magia = 1 }} }}]\n'
                    f'[setup.P2]\nmonsters = [{{ card = "{breaker}", counters = {{ magia = 1 }} }}]',
          f'[[step]]\nexpect = {{ cards = [{{ card = "{breaker}@P1.monstruos.1", atk = 1900 }}, '
          f'{{ card = "{breaker}@P2.monstruos.1", atk = 1900 }}] }}\n'
          '[[step]]\ndo = "activate 魔力枯竭"\n'
          f'[[step]]\nexpect = {{ cards = [{{ card = "{breaker}@P1.monstruos.1", atk = 1600, counters = {{}} }}, '
          f'{{ card = "{breaker}@P2.monstruos.1", atk = 1600, counters = {{}} }}], contains = {{ "P1.cementerio" = ["魔力枯竭"] }} }}')


@needs_cdb
def test_skilled_red_magician_tributes_itself_with_three_counters_and_places_one_from_the_graveyard(tmp_path: Path) -> None:
    # 熟练的赤魔术士 Skilled Red Magician: "② Tribute this card with 3 Spell Counters on it: Special Summon 1 "Archfiend"
    # monster from your hand, Deck or GY" — with 2 it is refused, as Skilled Dark Magician is (YGO Cartas.2); "③ banish
    # this card from your GY, then target 1 card you control that can hold a Spell Counter: place 1 on it" (Cartas.2)
    red = "熟练的赤魔术士"
    _play(tmp_path, f'[setup.P1]\nmonsters = [{{ card = "{red}", counters = {{ magia = 3 }} }}]\ndeck = ["恶魔士兵", "青眼白龙"]',
          f'[[step]]\ndo = "activate {red}"\n'
          '[[step]]\nexpect = { legal = ["choose 恶魔士兵"], not_legal = ["choose 青眼白龙"] }\n[[step]]\ndo = "choose 恶魔士兵"\n'
          '[[step]]\ndo = "attack position"\n'
          f'[[step]]\nexpect = {{ zones = {{ "P1.monstruos" = ["恶魔士兵"], "P1.cementerio" = ["{red}"] }} }}')
    _play(tmp_path, f'[setup.P1]\nmonsters = [{{ card = "{red}", counters = {{ magia = 2 }} }}]\ndeck = ["恶魔士兵"]',
          f'[[step]]\nrefuse = "activate {red}"\nrule = "YGO Cartas.2"')
    _play(tmp_path, f'[setup.P1]\ngraveyard = ["{red}"]\nmonsters = ["{_SKILLED}"]\n[setup.P2]\nmonsters = ["{_SKILLED}"]',
          f'[[step]]\ndo = "activate {red}"\n'
          f'[[step]]\nexpect = {{ legal = ["target {_SKILLED}@P1.monstruos.1"], not_legal = ["target {_SKILLED}@P2.monstruos.1"] }}\n'
          f'[[step]]\ndo = "target {_SKILLED}@P1.monstruos.1"\n'
          f'[[step]]\nexpect = {{ zones = {{ "P1.desterradas" = ["{red}"] }}, '
          f'cards = [{{ card = "{_SKILLED}@P1.monstruos.1", counters = {{ magia = 1 }} }}] }}')
