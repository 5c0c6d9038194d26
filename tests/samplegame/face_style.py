"""The sample game's faces: its own size, back and one frame for every card."""

from __future__ import annotations

from engine.core.faces import FaceStyle, Frame, Palette, PrintedCard

FRAME = Frame(Palette((30, 80, 60), (220, 240, 230), (60, 150, 110)), type_above_art=True, kind="unidad")


def frame(card: PrintedCard) -> Frame:
    return FRAME


FACE_STYLE = FaceStyle(card_mm=(60.0, 90.0), back=(20, 70, 50), frame=frame, keywords=("Golpe",))
