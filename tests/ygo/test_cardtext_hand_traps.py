"""Hand traps answering an activation that includes one of the effects their text lists (issue 26,
``cardtext.zh_listed_effects``, ``effect_negation.link_includes``): each plays a real card of the shared cards.cdb,
loaded from the card data (its Simplified Chinese text), in a scenario citing the rule it follows (YGO Cartas.2: the
text says what it answers; Cadenas.8: a Quick Effect from the hand), and a case where it must not happen."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_ash_blossom_negates_the_effect_of_a_card_that_sends_from_the_deck(tmp_path: Path) -> None:
    # 灰流丽 Ash Blossom & Joyous Spring: "When a card or effect is activated that includes any of these effects: you can
    # discard this card; negate that effect. ● Add a card from the Deck to the hand ● Special Summon from the Deck
    # ● Send a card from the Deck to the GY" (YGO Cartas.2): Foolish Burial was activated (it goes to the GY as it
    # resolves) but sends nothing
    board = ('turn_player = "P1"\n[setup.P1]\nhand = ["愚蠢的埋葬", "强欲之壶"]\ndeck = ["青眼白龙", "黑魔术师", "精灵剑士"]\n'
             '[setup.P2]\nhand = ["灰流丽"]')
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 愚蠢的埋葬"\n[[step]]\ndo = "P2: activate 灰流丽"\n'
          '[[step]]\nexpect = { acting = "P1", prompt = "principal", zones = { "P1.cementerio" = ["愚蠢的埋葬"], "P2.cementerio" = ["灰流丽"] }, '
          'count = { "P1.mazo" = 3 } }')
    # Pot of Greed draws, which none of those is: P2 is not asked, and the cards are drawn
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 强欲之壶"\n'
          '[[step]]\nexpect = { acting = "P1", prompt = "principal", count = { "P1.mano" = 3, "P1.mazo" = 1 }, zones = { "P2.mano" = ["灰流丽"] } }')


@needs_cdb
def test_ghost_belle_negates_the_activation_of_a_card_that_summons_from_the_graveyard(tmp_path: Path) -> None:
    # 屋敷童 Ghost Belle & Haunted Mansion: "When a card or effect is activated that includes any of these effects: you can
    # discard this card; negate that activation. ● Add a card from the GY to the hand, Deck or Extra Deck ● Special
    # Summon from the GY ● Banish a card from the GY" (YGO Cartas.2): Monster Reborn is negated
    board = ('turn_player = "P1"\n[setup.P1]\nhand = ["死者苏生", "强欲之壶"]\ngraveyard = ["青眼白龙"]\ndeck = ["黑魔术师", "精灵剑士"]\n'
             '[setup.P2]\nhand = ["屋敷童"]')
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 死者苏生"\n[[step]]\ndo = "target 青眼白龙"\n[[step]]\ndo = "P2: activate 屋敷童"\n'
          '[[step]]\nexpect = { acting = "P1", prompt = "principal", zones = { "P1.monstruos" = [], "P2.cementerio" = ["屋敷童"] }, '
          'contains = { "P1.cementerio" = ["死者苏生", "青眼白龙"] } }')
    _play(tmp_path, board,
          '[[step]]\ndo = "activate 强欲之壶"\n[[step]]\nexpect = { acting = "P1", prompt = "principal", zones = { "P2.mano" = ["屋敷童"] } }')
