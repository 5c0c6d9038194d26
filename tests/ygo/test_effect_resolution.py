"""An effect resolves as it began to, wherever its card goes meanwhile: a card shuffled into the
Deck by its own effect leaves its place to whichever card the shuffle deals there
(``State.shuffle``), and the effect's remaining steps must not read that card's effects."""

from __future__ import annotations

from pathlib import Path

from tests.ygo.test_cardtext import _play, needs_cdb

#: 魔偶甜点·玛德莲魔女 Madolche Magileine: "When this card is destroyed by your opponent and sent to the GY:
#: shuffle it into the Deck" (YGO CartasDeMonstruosDeEfecto.7).
MADOLCHE = "魔偶甜点·玛德莲魔女"


@needs_cdb
def test_madolche_shuffled_into_a_deck_of_normal_monsters_ends_its_resolution(tmp_path: Path) -> None:
    # with 3 or 4 Normal Monsters in the Deck the shuffle dealt one of them to Madolche's place, and
    # the resolution's next step read that card's (absent) effect: an internal error ended the attack
    for size in range(1, 6):
        deck = ", ".join(['"精灵剑士"'] * size)
        _play(tmp_path, f'phase = "battle"\n[setup.P1]\nmonsters = ["青眼白龙"]\n'
                        f'[setup.P2]\nmonsters = ["{MADOLCHE}"]\ndeck = [{deck}]',
              f'[[step]]\ndo = "attack 青眼白龙 on {MADOLCHE}"\n'
              f'[[step]]\nexpect = {{ zones = {{ "P2.monstruos" = [], "P2.cementerio" = [] }}, '
              f'count = {{ "P2.mazo" = {size + 1} }}, contains = {{ "P2.mazo" = ["{MADOLCHE}"] }} }}')
