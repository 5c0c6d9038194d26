"""Negations of an activation, modal effects and the clauses a card says of itself (issue 26): each plays a real card
of the shared cards.cdb that uses it, loaded from the card data (its Simplified Chinese text), in a scenario citing
the rule it follows, and a case where it must not happen."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb


@needs_cdb
def test_black_stone_of_legend_shuffles_a_red_eyes_into_the_deck_and_comes_back_to_the_hand(tmp_path: Path) -> None:
    # 传说的黑石 The Black Stone of Legend ②: "If this card is in your GY: target 1 Level 7 or lower "Red-Eyes" monster in
    # your GY; shuffle that monster into the Deck, and add this card from the GY to your hand" (YGO Cartas.2): used from
    # the Graveyard, it is seen by both players as it comes back
    _play(tmp_path, '[setup.P1]\ngraveyard = ["传说的黑石", "真红眼黑龙"]\ndeck = ["青眼白龙"]',
          '[[step]]\ndo = "activate 传说的黑石"\n[[step]]\ndo = "target 真红眼黑龙"\n'
          '[[step]]\nexpect = { zones = { "P1.mano" = ["传说的黑石"], "P1.cementerio" = [] }, '
          'contains = { "P1.mazo" = ["真红眼黑龙"] }, count = { "P1.mazo" = 2 } }')
    # with no "Red-Eyes" monster in the Graveyard there is nothing to target: it stays there
    _play(tmp_path, '[setup.P1]\ngraveyard = ["传说的黑石", "青眼白龙"]',
          '[[step]]\nrefuse = "activate 传说的黑石"\nrule = "YGO Cartas.2"')
