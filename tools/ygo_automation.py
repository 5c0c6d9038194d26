"""How much of a set of .ydk decks plays fully automated with a YGOPro cards.cdb.

    python tools/ygo_automation.py ../shared/testdata/ygo-cdb/cards.cdb ../shared/testdata/ydk/*.ydk

Prints, per deck, the cards that are automated (normal monsters, tokens, plain Fusion Monsters and
the cards Tapete defines) out of all its cards (main, Fusion/extra and side, every copy), the
decks that cannot load (cards the database lacks) and the total.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.core import LoadError, get_game  # noqa: E402
from engine.games.ygo.cards import YgoCard  # noqa: E402
from engine.games.ygo.cdb import load_cdb, load_ydk  # noqa: E402


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__)
        return 2
    game = get_game("ygo")
    cards = load_cdb(argv[0], [c for c in game.cards if isinstance(c, YgoCard)])
    automated = total = 0
    for path in argv[1:]:
        try:
            deck = load_ydk(path, cards)
        except LoadError as exc:
            print(f"{Path(path).name}: no carga ({str(exc).count('desconocido')} códigos desconocidos)")
            continue
        mine = [c for s in ("main", "extra", "side") for c in deck.section(s)]
        done = sum(1 for c in mine if isinstance(c, YgoCard) and c.automated)
        automated, total = automated + done, total + len(mine)
        print(f"{Path(path).name}: {done}/{len(mine)} automatizadas")
    if total:
        print(f"total: {automated}/{total} = {100 * automated / total:.1f} % de las cartas automatizadas")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
