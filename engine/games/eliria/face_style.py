"""What an Eliria TCG card face looks like (``cardimages`` draws it): a frame per card kind
(Reglamento 4: combat cards, invocations, reactions) and for tokens."""

from __future__ import annotations

from engine.core.faces import FaceStyle, Frame, Palette, PrintedCard

P = Palette
PALETTES = {
    "combate": P((120, 40, 30), (244, 226, 214), (186, 84, 56)),
    "invocacion": P((36, 62, 128), (218, 226, 246), (78, 110, 190)),
    "reaccion": P((26, 96, 78), (212, 238, 228), (52, 150, 120)),
    "token": P((80, 80, 80), (240, 240, 240), (150, 150, 150)),
}


def frame(card: PrintedCard) -> Frame | None:
    """The frame of the card's kind; ``None`` (the generic frame) for another."""
    return Frame(PALETTES[card.theme], kind=card.theme) if card.theme in PALETTES else None


FACE_STYLE = FaceStyle(frame=frame)
