"""The English wording of card texts (PSCT and the older wording of classic-era cards)."""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import Piece

PIECES: tuple[Piece, ...] = ()
SEPARATOR = re.compile(r"(?:[,.;\s]|then)+")
MARKER = re.compile(r"^(?P<mark>\([0-9]\))\s*")
