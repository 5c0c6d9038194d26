"""Frames of card faces: card size, colours, where the parts of a face go.

What a game's faces look like is the game's own declaration (``Game.face_style``, an
``engine.core.faces.FaceStyle``: its card size, back, frames by card type); a face of a game
that declares no frame, or of a game Tapete does not know, gets the generic frame by card kind
from its type line. Sizes are true sizes in millimetres (63 × 88 mm unless the game says
otherwise: 59 × 86 mm Yu-Gi-Oh!).
"""

from __future__ import annotations

from cardimages.faces import FaceData
from engine.core.faces import RGB, FaceStyle, Frame, Palette, words
from engine.core.game import get_game, is_game


def face_style(game: str) -> FaceStyle:
    """What the faces of ``game`` look like (the default style for a game Tapete does not know)."""
    return get_game(game).face_style if is_game(game) else FaceStyle()


def card_mm(game: str) -> tuple[float, float]:
    """The printed size of a card of ``game`` in millimetres."""
    return face_style(game).card_mm


def mm_to_px(mm: float, dpi: int) -> int:
    return round(mm / 25.4 * dpi)


def card_pixels(game: str, dpi: int) -> tuple[int, int]:
    """A card of ``game`` in pixels at ``dpi`` (744 × 1039 at 300 dpi for 63 × 88 mm)."""
    w, h = card_mm(game)
    return mm_to_px(w, dpi), mm_to_px(h, dpi)


def lighter(colour: RGB, by: int) -> RGB:
    r, g, b = colour
    return min(255, r + by), min(255, g + by), min(255, b + by)


P = Palette
DEFAULT_PALETTE = P((50, 50, 56), (232, 232, 228), (110, 110, 120))

#: The generic frame's themes: the card kinds of SiX's rulebook (SiX 2.1) and the token frame.
THEMES = {
    "unidad": P((92, 58, 30), (236, 222, 196), (170, 110, 50)),
    "conjuro": P((28, 58, 110), (214, 226, 242), (60, 110, 190)),
    "arma": P((60, 66, 74), (224, 228, 232), (120, 130, 142)),
    "ente": P((70, 36, 98), (228, 216, 238), (130, 80, 170)),
    "mana": P((20, 90, 84), (212, 238, 232), (40, 150, 140)),
    "token": P((80, 80, 80), (240, 240, 240), (150, 150, 150)),
}

#: Generic card kinds, recognised by words of the type line in games without a table above.
GENERIC_WORDS: tuple[tuple[str, str], ...] = (
    ("token", "token"), ("ficha", "token"),
    ("creature", "unidad"), ("criatura", "unidad"), ("unit", "unidad"), ("unidad", "unidad"), ("ally", "unidad"),
    ("aliado", "unidad"), ("monster", "unidad"), ("monstruo", "unidad"),
    ("spell", "conjuro"), ("hechizo", "conjuro"), ("conjuro", "conjuro"), ("instant", "conjuro"),
    ("sorcery", "conjuro"), ("evento", "conjuro"), ("event", "conjuro"),
    ("weapon", "arma"), ("arma", "arma"), ("artifact", "arma"), ("artefacto", "arma"), ("equipment", "arma"),
    ("land", "mana"), ("tierra", "mana"), ("resource", "mana"), ("recurso", "mana"), ("oro", "mana"),
    ("enchantment", "ente"), ("encantamiento", "ente"), ("trap", "ente"), ("trampa", "ente"), ("ente", "ente"),
)


def _generic_kind(face: FaceData) -> str:
    if face.theme:
        return face.theme
    found = words(face.type_line)
    for word, kind in GENERIC_WORDS:
        if word in found:
            return kind
    return ""


def frame_for(face: FaceData) -> Frame:
    """The frame of a face: the one its game declares for it, else the generic frame of its kind."""
    style = face_style(face.game)
    declared = style.frame(face) if style.frame is not None else None
    if declared is not None:
        return declared
    kind = _generic_kind(face)
    return Frame(THEMES.get(kind, DEFAULT_PALETTE), type_above_art=style.type_above_art, kind=kind)
